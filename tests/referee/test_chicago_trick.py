"""Chicago's trick phase, from shared/rules/000 line 61."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import InvalidInputError


def rule(plays: str, hands: list[str] | None = None, trump: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("chicago", body)


# 000:61 — the highest card of the suit led wins; aces high, no trumps.
@pytest.mark.parametrize("plays, winner", [
    ("2S AS KS", 1),
    ("10H 9H JH QH", 3),
    ("5D AS AH AC", 0),     # nobody followed diamonds: the lead wins
    ("3C 2C", 0),
    ("KC AC", 1),
])
def test_highest_card_of_the_suit_led_wins(plays: str, winner: int) -> None:
    assert rule(plays)["winner"] == winner


def test_lead_wins_when_nobody_follows() -> None:
    ruling = rule("5D AS AH AC")
    assert "nobody else played a diamond" in ruling["explanation"]


# 000:61 — a player must follow suit if possible; if not, any card.
def test_must_follow_suit_when_able() -> None:
    ruling = rule("5D AS", hands=["5D 2C", "AS 9D"])
    [violation] = ruling["violations"]
    assert violation == {"play": 1, "card": "AS", "rule": "must-follow",
                         "message": "must follow suit: held 9D when 5D was led (diamonds), "
                                    "but played AS"}


def test_void_player_may_discard_anything() -> None:
    assert rule("5D AS", hands=["5D 2C", "AS KH"])["violations"] == []


def test_chicago_has_no_trumps() -> None:
    with pytest.raises(InvalidInputError):
        rule("5D AS", trump="S")
