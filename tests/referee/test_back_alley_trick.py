"""Back Alley tricks, from shared/rules/003 lines 393–412."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import InvalidInputError


def rule(trump: str | None, plays: str, hands: list[str] | None = None,
         **context: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split(), "context": context}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("back-alley", body)


def rules_broken(ruling: dict[str, Any]) -> list[tuple[int, str]]:
    return [(v["play"], v["rule"]) for v in ruling["violations"]]


# 003:397 — aces high; big blooper > little blooper > ace of trumps.
# 003:408 — the highest trump wins, else the highest card of the suit led.
@pytest.mark.parametrize("trump, plays, winner", [
    ("S", "KH AH 2H QH", 1),
    ("S", "KH AH 2S QH", 2),
    ("S", "AS LJ KS BJ", 3),
    ("S", "AS LJ KS 2S", 1),
    ("S", "KH LJ AH 3S", 1),     # a blooper trumps a plain lead
    ("S", "KH AD AC 2D", 0),
    (None, "KH AH 2S QH", 1),    # no trumps: the highest heart
])
def test_highest_trump_else_highest_card_of_the_suit_led(trump: str | None, plays: str,
                                                         winner: int) -> None:
    assert rule(trump, plays)["winner"] == winner


def test_explanation_names_the_bloopers() -> None:
    ruling = rule("S", "AS LJ KS BJ")
    assert ruling["explanation"].startswith("BJ wins: the big blooper is the highest trump")
    assert "BJ LJ A K Q" in ruling["explanation"]


# 003:408 — follow suit if able; otherwise anything, a trump included.
def test_must_follow_suit() -> None:
    ruling = rule("S", "KH 2S", hands=["KH", "2S 3H"], trumps_broken=True)
    assert rules_broken(ruling) == [(1, "must-follow")]


def test_the_bloopers_follow_a_trump_lead() -> None:
    ruling = rule("S", "KS 3H", hands=["KS", "3H LJ"], trumps_broken=True)
    assert rules_broken(ruling) == [(1, "must-follow")]


def test_a_blooper_does_not_follow_a_plain_lead() -> None:
    assert rule("S", "KH LJ", hands=["KH", "LJ 2S"])["violations"] == []


# 003:410 — trumps cannot be led until broken.
def test_trumps_may_not_be_led_before_they_are_broken() -> None:
    ruling = rule("S", "KS AH", hands=["KS 3H", "AH"])
    assert rules_broken(ruling) == [(0, "trumps-not-broken")]
    assert "held 3H" in ruling["violations"][0]["message"]


def test_a_blooper_lead_is_a_trump_lead() -> None:
    ruling = rule("S", "LJ AH", hands=["LJ 3H", "AH"])
    assert rules_broken(ruling) == [(0, "trumps-not-broken")]


def test_trumps_may_be_led_once_broken() -> None:
    assert rule("S", "KS AH", hands=["KS 3H", "AH"], trumps_broken=True)["violations"] == []


def test_a_leader_holding_only_trumps_may_lead_one() -> None:
    # Reading chosen (back_alley.py): the text is silent; there is nothing else to lead.
    assert rule("S", "KS AH", hands=["KS 3S BJ", "AH"])["violations"] == []


def test_the_broken_flag_must_be_true_or_false() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule("S", "KS AH", trumps_broken="maybe")
    assert caught.value.field == "context.trumps_broken"


# 003:410 — big blooper led: everyone plays their highest trump.
@pytest.mark.parametrize("plays, hands, broken", [
    ("BJ 2S LJ 3H", ["BJ", "2S AS", "LJ KS", "3H"], [(1, "big-blooper-led")]),
    ("BJ AS KS 3H", ["BJ", "2S AS", "LJ KS", "3H"], [(2, "big-blooper-led")]),
    ("BJ AS LJ 3H", ["BJ", "2S AS", "LJ KS", "3H"], []),
])
def test_highest_trump_on_the_big_blooper(plays: str, hands: list[str],
                                          broken: list[tuple[int, str]]) -> None:
    assert rules_broken(rule("S", plays, hands=hands, trumps_broken=True)) == broken


# 003:410 — little blooper led: everyone plays their lowest trump; only a big blooper held as
# the only trump can beat it.
@pytest.mark.parametrize("plays, hands, broken, winner", [
    ("LJ AS 2S 3H", ["LJ", "AS 4S", "2S KS", "3H"], [(1, "little-blooper-led")], 0),
    ("LJ 4S 2S 3H", ["LJ", "AS 4S", "2S KS", "3H"], [], 0),
    ("LJ 2S BJ 3H", ["LJ", "2S", "BJ", "3H"], [], 2),
    ("LJ 2S BJ 3H", ["LJ", "2S", "BJ 5S", "3H"], [(2, "little-blooper-led")], 2),
])
def test_lowest_trump_on_the_little_blooper(plays: str, hands: list[str],
                                            broken: list[tuple[int, str]], winner: int) -> None:
    ruling = rule("S", plays, hands=hands, trumps_broken=True)
    assert rules_broken(ruling) == broken
    assert ruling["winner"] == winner


# 003:393 — a joker upcard: no trumps, and the other joker is discarded, so none is in play.
def test_no_joker_is_in_play_without_trumps() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule(None, "KH BJ")
    assert caught.value.field == "plays[1]"
    with pytest.raises(InvalidInputError):
        rule(None, "KH 2H", hands=["KH LJ", "2H"])


def test_no_trump_hands_have_no_trump_lead_rule() -> None:
    assert rule(None, "KS AH", hands=["KS 3H", "AH"])["violations"] == []
