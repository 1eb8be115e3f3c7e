"""Belote tricks and card points, from shared/rules/003 lines 488–538."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import pack_32
from referee.errors import InvalidInputError


def rule(plays: str, hands: list[str] | None = None, trump: str | None = "H") -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("belote", body)


def rules_broken(ruling: dict[str, Any]) -> list[tuple[int, str]]:
    return [(v["play"], v["rule"]) for v in ruling["violations"]]


# 003:490-492 — plain A 10 K Q J 9 8 7, trumps J 9 A 10 K Q 8 7 (belote.py: the text's lists
# each lose a card); 003:523 — highest trump wins, else highest card of the suit led.
@pytest.mark.parametrize("plays, winner", [
    ("7S JH AS 9H", 1),      # the trump jack is the top card
    ("AH 10H 9H KH", 2),     # then the trump nine
    ("KH 10H AH QH", 2),     # then the ace of trumps
    ("QH 8H 7H KH", 3),
    ("10S KS AS QS", 2),     # plain: the ace, then the ten
    ("KS 10S", 1),
    ("9S JS", 1),            # plain: the jack above the nine
    ("7S 8S", 1),
    ("AS 7H", 1),            # the lowest trump beats a plain ace
    ("AS AD AC 7S", 0),      # off-suit aces cannot win
])
def test_highest_trump_else_highest_card_of_the_suit_led(plays: str, winner: int) -> None:
    assert rule(plays)["winner"] == winner


# 003:530-538 — trump J 20, trump 9 14, A 11, 10 10, K 4, Q 3, plain J 2; 8s, 7s, plain 9s 0.
@pytest.mark.parametrize("plays, points", [
    ("JH 9H AS 10S", 55),
    ("JS 9S 8S 7S", 2),
    ("KH QH 8H 7H", 7),
])
def test_trick_points_value_trumps_as_trumps(plays: str, points: int) -> None:
    assert rule(plays)["points"] == points


def test_the_pack_holds_152_card_points() -> None:
    every_card = [str(c) for c in pack_32("").cards]
    assert requests.count("belote", {"cards": every_card, "trump": "D"})["points"] == 152


# 003:521 — follow suit if possible.
def test_must_follow_suit_rather_than_trump() -> None:
    ruling = rule("AS JH", hands=["AS", "JH KS"])
    assert rules_broken(ruling) == [(1, "must-follow")]


# 003:521 — out of the suit led, with an opponent winning: must trump.
def test_must_trump_when_an_opponent_is_winning() -> None:
    ruling = rule("AS 7D", hands=["AS", "7D 8H"])
    assert rules_broken(ruling) == [(1, "must-trump")]


# 003:521 — with the partner winning, a void player may play any card.
def test_free_to_discard_when_the_partner_is_winning() -> None:
    ruling = rule("AS 7S 7D", hands=["AS", "7S", "7D 8H"])
    assert ruling["violations"] == []
    assert ruling["winner"] == 0


def test_free_to_discard_when_the_partner_wins_with_a_trump() -> None:
    ruling = rule("AS 8H 9S 7D", hands=["AS", "8H", "9S", "7D 7H"])
    assert ruling["violations"] == []
    assert ruling["winner"] == 1


# 003:521 — a trump played and an opponent winning: play a higher trump if possible.
def test_must_overtrump_an_opponents_trump() -> None:
    ruling = rule("AS 8H 7H", hands=["AS", "8H", "7H JH"])
    assert rules_broken(ruling) == [(2, "must-overtrump")]
    assert "held JH" in ruling["violations"][0]["message"]


def test_must_trump_under_when_unable_to_overtrump() -> None:
    ruling = rule("AS JH 7D", hands=["AS", "JH", "7H 7D"])
    assert rules_broken(ruling) == [(2, "must-trump")]
    assert rule("AS JH 7H", hands=["AS", "JH", "7H 7D"])["violations"] == []


# 003:521 — a trump led: play higher when able, as long as an opponent is winning.
def test_must_go_higher_on_an_opponents_trump_lead() -> None:
    ruling = rule("8H 7H", hands=["8H", "7H 9H"])
    assert rules_broken(ruling) == [(1, "must-overtrump")]


def test_may_play_under_a_partners_winning_trump() -> None:
    # Reading chosen (belote.py): the text asks to go higher only while an opponent is winning.
    ruling = rule("KH 8H 7H", hands=["KH", "8H", "7H AH"])
    assert ruling["violations"] == []
    assert ruling["winner"] == 0


def test_belote_needs_a_trump_suit() -> None:
    with pytest.raises(InvalidInputError):
        rule("AS 7S", trump=None)


def test_ruling_shape_follows_the_api() -> None:
    ruling = rule("AS 8H 7H", hands=["AS", "8H", "7H JH"])
    assert set(ruling) == {"winner", "winning_cards", "points", "violations", "explanation"}
    assert ruling["winning_cards"] == ["8H"]
    assert ruling["violations"][0]["card"] == "7H"
