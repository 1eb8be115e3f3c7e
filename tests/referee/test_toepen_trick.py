"""Toepen tricks, from shared/rules/001 lines 16–33."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import InvalidInputError


def rule(plays: str, hands: list[str] | None = None, trump: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("toepen", body)


# 001:18 — ranking (high) 10, 9, 8, 7, A, K, Q, J; 001:30 — highest card of the suit led wins.
@pytest.mark.parametrize("plays, winner", [
    ("JS AS 7S QS", 2),      # the seven beats the ace
    ("10H 9H 8H 7H", 0),     # the ten is the highest card
    ("AD KD QD JD", 0),      # among the court cards the ace is highest
    ("7C 8C", 1),
    ("KS 10H 10D 10C", 0),   # off-suit tens cannot win
    ("JS AS 7H 10S", 3),
])
def test_number_cards_outrank_court_cards_in_the_suit_led(plays: str, winner: int) -> None:
    assert rule(plays)["winner"] == winner


def test_explanation_names_the_winning_card_and_the_ranking() -> None:
    ruling = rule("JS AS 7H 10S")
    assert ruling["winning_cards"] == ["10S"]
    assert ruling["explanation"].startswith("10S wins")
    assert "10 9 8 7 A K Q J" in ruling["explanation"]
    assert "7H is off suit" in ruling["explanation"]
    assert ruling["points"] == 0


# 001:30 — must follow suit if possible; otherwise any card.
def test_must_follow_suit_when_able() -> None:
    ruling = rule("JS 10H", hands=["JS AD", "10H 8S KC"])
    [violation] = ruling["violations"]
    assert violation["play"] == 1 and violation["rule"] == "must-follow"
    assert "held 8S" in violation["message"] and "JS was led" in violation["message"]
    assert ruling["winner"] == 0


def test_a_player_out_of_the_suit_led_may_play_any_card() -> None:
    assert rule("JS 10H", hands=["JS AD", "10H KC"])["violations"] == []


# Reading chosen (toepen.py docstring): Toepen has no trumps, so a trump is refused.
def test_a_trump_suit_is_refused() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule("JS AS", trump="H")
    assert caught.value.field == "trump"


def test_cards_outside_the_32_card_pack_are_refused() -> None:
    with pytest.raises(Exception) as caught:
        rule("6S AS")
    assert "not in Toepen's 32-card pack" in str(caught.value)


def test_more_plays_than_eight_players_is_refused() -> None:
    with pytest.raises(InvalidInputError):
        rule("7S 8S 9S 10S JS QS KS AS 7H")
