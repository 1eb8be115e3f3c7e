"""Tute tricks and card points, from shared/rules/003 lines 100–110."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import CardNotInPackError, InvalidInputError


def rule(plays: str, hands: list[str] | None = None, trump: str | None = "S") -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("tute", body)


def rules_broken(ruling: dict[str, Any]) -> list[tuple[int, str]]:
    return [(v["play"], v["rule"]) for v in ruling["violations"]]


# 003:102 — (high) A, 3, K, Q, J, 7, 6, 5, 4, 2.
# 003:110 — the highest trump wins, else the highest card of the suit led.
@pytest.mark.parametrize("plays, winner", [
    ("KC 3C QC JC", 1),      # the three is just below the ace
    ("3C AC KC 7C", 1),
    ("7C 6C 5C 2C", 0),
    ("AC 2S 3C KC", 1),      # the lowest trump beats the ace of the suit led
    ("AC 2S 3S KS", 2),      # highest trump wins
    ("AC AH AD 2C", 0),      # off-suit aces cannot win
    ("4S AH 2S 5S", 3),      # trumps led: the five beats the four and the two
])
def test_highest_trump_else_highest_card_of_the_suit_led_wins(plays: str, winner: int) -> None:
    assert rule(plays)["winner"] == winner


# 003:104 — A 11, 3 10, K 4, Q 3, J 2; others nothing.
@pytest.mark.parametrize("plays, points", [
    ("AC 3C KC QC", 28),
    ("JC 7C 6C 2C", 2),
    ("AS 3S KS QS", 28),
])
def test_trick_points_are_the_card_points_taken(plays: str, points: int) -> None:
    assert rule(plays)["points"] == points


def test_count_gives_a_card_by_card_breakdown() -> None:
    answer = requests.count("tute", {"cards": "AS 3S KS QS JS 7S", "trump": "S"})
    assert answer["points"] == 30
    assert [line["points"] for line in answer["breakdown"]] == [11, 10, 4, 3, 2, 0]


# 003:108 — always follow suit if possible.
def test_must_follow_suit() -> None:
    ruling = rule("KC 2S", hands=["KC", "2S 4C"])
    assert rules_broken(ruling) == [(1, "must-follow")]


# 003:108 — head the trick if able: play higher than the card winning.
def test_must_head_the_trick_with_a_higher_card_of_the_suit() -> None:
    ruling = rule("KC 2C", hands=["KC", "2C AC"])
    assert rules_broken(ruling) == [(1, "must-head")]
    assert "held AC" in ruling["violations"][0]["message"]


def test_must_head_even_over_a_partner() -> None:
    # Reading: the text gives no partner exception (tute.py docstring).
    ruling = rule("KC 2C 4C", hands=["KC", "2C", "4C 3C"])
    assert rules_broken(ruling) == [(2, "must-head")]


def test_no_need_to_head_a_trick_already_trumped_when_following_suit() -> None:
    ruling = rule("KC 2S 4C", hands=["KC", "2S AH", "4C AC"])
    assert ruling["violations"] == []
    assert ruling["winner"] == 1


def test_a_player_unable_to_beat_may_play_any_card_of_the_suit() -> None:
    assert rule("AC 2C", hands=["AC", "2C 3C"])["violations"] == []


# 003:108 — out of the suit led, trump if able.
def test_must_trump_when_void_in_the_suit_led() -> None:
    ruling = rule("KC AH", hands=["KC", "AH 2S"])
    assert rules_broken(ruling) == [(1, "must-trump")]


# 003:108 — and overtrump if possible.
def test_must_overtrump_when_able() -> None:
    ruling = rule("KC 4S 2S", hands=["KC", "4S", "2S AS KH"])
    assert rules_broken(ruling) == [(2, "must-overtrump")]
    assert "held AS" in ruling["violations"][0]["message"]


def test_must_trump_under_when_unable_to_overtrump() -> None:
    # 003:108 — only with no card of the suit led nor a trump may another suit be played.
    ruling = rule("KC AS KH", hands=["KC", "AS", "KH 2S"])
    assert rules_broken(ruling) == [(2, "must-trump")]
    assert rule("KC AS 2S", hands=["KC", "AS", "KH 2S"])["violations"] == []


def test_with_neither_the_suit_led_nor_a_trump_any_card_may_be_played() -> None:
    assert rule("KC AS KH", hands=["KC", "AS", "KH 2D"])["violations"] == []


def test_trumps_led_must_be_headed_with_a_higher_trump() -> None:
    # Beating a trump with a trump is reported as overtrumping, whatever was led.
    ruling = rule("KS 2S", hands=["KS", "2S AS"])
    assert rules_broken(ruling) == [(1, "must-overtrump")]


def test_tute_needs_a_trump_suit() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule("KC 2C", trump=None)
    assert caught.value.field == "trump"


def test_tens_are_not_in_the_spanish_pack() -> None:
    with pytest.raises(CardNotInPackError):
        rule("10C 2C")
