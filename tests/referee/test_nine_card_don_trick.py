"""Nine-Card Don tricks and points, from shared/rules/003 lines 444–465."""

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
    return requests.rule_trick("nine-card-don", body)


# 003:444 — the suit of the pitcher's first lead becomes trumps.
def test_the_first_lead_of_the_hand_sets_trumps() -> None:
    ruling = rule(None, "7D AS 2D KD", first_lead_of_hand=True)
    assert ruling["winner"] == 3
    assert "makes diamonds trumps" in ruling["explanation"]


def test_a_trump_other_than_the_first_leads_suit_is_refused() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule("H", "7D AS", first_lead_of_hand=True)
    assert caught.value.field == "trump"


def test_later_tricks_must_say_the_trump() -> None:
    with pytest.raises(InvalidInputError) as caught:
        rule(None, "7D AS")
    assert caught.value.field == "trump"


def test_first_lead_flag_must_be_true_or_false() -> None:
    with pytest.raises(InvalidInputError):
        rule(None, "7D AS", first_lead_of_hand="yes")


# 003:446 — the highest trump wins, else the highest card of the suit led; aces high.
@pytest.mark.parametrize("trump, plays, winner", [
    ("H", "AS 2H KS 3S", 1),
    ("H", "AS KS 2C QS", 0),
    ("H", "10S JS 2H 3H", 3),
    ("C", "5D 10D 2S AH", 1),
])
def test_highest_trump_else_highest_card_of_the_suit_led(trump: str, plays: str,
                                                         winner: int) -> None:
    assert rule(trump, plays)["winner"] == winner


# 003:450-459 — trump 5 10, 9 9, A 4, K 3, Q 2, J 1; each non-trump 5 five, scored at once.
@pytest.mark.parametrize("trump, plays, points", [
    ("H", "5H 9H AH KH", 26),
    ("H", "QH JH 10H 2H", 3),
    ("H", "5S 5C 5D 2H", 15),
    ("H", "AS KS QS JS", 0),
])
def test_trick_points_are_the_scoring_trumps_and_off_suit_fives(trump: str, plays: str,
                                                                points: int) -> None:
    assert rule(trump, plays)["points"] == points


# 003:463 — for game: A 4, K 3, Q 2, J 1, 10 10, whatever the suit.
def test_count_gives_points_for_game() -> None:
    answer = requests.count("nine-card-don", {"cards": "AS KS QS JS 10S 9S 5H", "trump": "S"})
    assert answer["points"] == 20


def test_explanation_gives_the_points_toward_game() -> None:
    ruling = rule("H", "AS KS QS JS")
    assert "Toward game the trick holds 10" in ruling["explanation"]


# 003:444 — must follow suit if able; otherwise any card, a trump included.
def test_must_follow_suit() -> None:
    ruling = rule("H", "AS 2H", hands=["AS", "2H 3S"])
    assert [v["rule"] for v in ruling["violations"]] == ["must-follow"]


def test_a_void_player_may_trump_or_discard() -> None:
    assert rule("H", "AS 2H", hands=["AS", "2H 3D"])["violations"] == []
    assert rule("H", "AS 3D", hands=["AS", "2H 3D"])["violations"] == []
