"""Truc tricks, from shared/rules/003 lines 298–306."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import CardNotInPackError, InvalidInputError


def rule(plays: str, hands: list[str] | None = None, trump: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("truc", body)


# 003:300 — (high) 3, 2, A, K, Q, J, 7, 6, 5, 4 (low), whatever the suit.
@pytest.mark.parametrize("plays, winner", [
    ("4S 5S 6S 7S", 3),
    ("KC 3S 2H AD", 1),
    ("AS KS QS JS", 0),
    ("7S KH 4C 5D", 1),     # no suit to follow: the king of hearts beats the seven of spades
    ("JS QS 2D 4H", 2),
    ("KS KH 3C 4D", 2),     # equal cards below the top do not matter
])
def test_highest_card_wins_whatever_the_suit(plays: str, winner: int) -> None:
    assert rule(plays)["winner"] == winner


# 003:304 — two players on opposite teams tying for high card draw the trick.
@pytest.mark.parametrize("plays, tied", [
    ("3S 3H 2C AD", ["3S", "3H"]),
    ("AS KC 4D AH", ["AS", "AH"]),
    ("3S 3C 3H KD", ["3S", "3C", "3H"]),
])
def test_equal_top_cards_of_opposing_partnerships_draw_the_trick(plays: str,
                                                                 tied: list[str]) -> None:
    ruling = rule(plays)
    assert ruling["winner"] is None
    assert ruling["winning_cards"] == tied
    assert ruling["explanation"].startswith("Drawn trick")


# Reading chosen (truc.py): equal top cards of partners win for that partnership, and the
# first of them played takes the trick.
@pytest.mark.parametrize("plays, winner", [
    ("2S KC 2H 4D", 0),
    ("AS 3C KD 3H", 1),
])
def test_equal_top_cards_of_partners_win_for_the_first_played(plays: str, winner: int) -> None:
    ruling = rule(plays)
    assert ruling["winner"] == winner
    assert "partner" in ruling["explanation"]


# 003:304 — there is no requirement to follow suit.
def test_any_card_may_be_played() -> None:
    ruling = rule("7S KH 4C 5D", hands=["7S 2S", "KH 3S", "4C AS", "5D 6S"])
    assert ruling["violations"] == []


def test_truc_has_no_trumps() -> None:
    with pytest.raises(InvalidInputError):
        rule("7S KH", trump="S")


def test_eights_are_not_in_the_spanish_pack() -> None:
    with pytest.raises(CardNotInPackError):
        rule("8S KH")


def test_at_most_four_plays() -> None:
    with pytest.raises(InvalidInputError):
        rule("7S KH 4C 5D 6D")
