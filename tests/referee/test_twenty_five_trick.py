"""Twenty-Five tricks, from shared/rules/003 lines 214–243."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests, twenty_five
from referee.cards import Suit, parse_card
from referee.errors import InvalidInputError
from referee.rulings import Trick


def rule(trump: str, plays: str, hands: list[str] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split()}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("twenty-five", body)


def rules_broken(ruling: dict[str, Any]) -> list[tuple[int, str]]:
    return [(v["play"], v["rule"]) for v in ruling["violations"]]


# 003:223-229 — the six orders, written out as the text lists them.
@pytest.mark.parametrize("trump, order", [
    ("H", "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H"),
    ("D", "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D"),
    ("C", "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C"),
    ("S", "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S"),
])
def test_trump_orders_are_the_texts(trump: str, order: str) -> None:
    ranking = twenty_five.trump_ranking(Suit.parse(trump))
    assert " ".join(map(str, ranking)) == order


@pytest.mark.parametrize("suit, order", [
    ("H", "K Q J 10 9 8 7 6 5 4 3 2"),
    ("D", "K Q J 10 9 8 7 6 5 4 3 2 A"),
    ("C", "K Q J A 2 3 4 5 6 7 8 9 10"),
    ("S", "K Q J A 2 3 4 5 6 7 8 9 10"),
])
def test_plain_orders_are_the_texts(suit: str, order: str) -> None:
    assert " ".join(r.value for r in twenty_five.plain_ranking(Suit.parse(suit))) == order


# 003:218-229, 003:243 — highest trump wins, else highest of the suit led.
@pytest.mark.parametrize("trump, plays, winner", [
    ("S", "KC AC 2C 10C", 0),     # black plain: king on top
    ("S", "10C 2C AC", 2),        # black plain: the ace sits above the two (off-suit ace)
    ("H", "2C AC", 1),            # the black ace beats the black two
    ("D", "AS 3S", 0),
    ("S", "JC AC", 0),            # but below the jack
    ("S", "10C 2C", 1),           # lowest in black
    ("S", "AD 2D", 1),            # the plain ace of diamonds is the lowest diamond
    ("S", "9D 10D", 1),           # highest in red
    ("S", "KH AH", 1),            # A♥ is a trump even when spades are trumps
    ("S", "5S JS AH AS", 0),      # the five of trumps is the top card
    ("S", "AS JS AH", 1),         # then the jack
    ("S", "AS KS AH", 2),         # then A♥
    ("S", "KS AS", 1),            # then the ace of trumps
    ("S", "10S 2S", 1),           # black trumps: low cards high
    ("D", "2D 10D", 1),           # red trumps: high cards high
    ("D", "AD AH", 1),            # A♥ above the ace of diamonds
    ("H", "AH KH", 0),            # hearts trumps: A♥ is the third trump
    ("S", "KD 2S QD", 1),         # any trump beats the suit led
])
def test_winning_card(trump: str, plays: str, winner: int) -> None:
    assert rule(trump, plays)["winner"] == winner


def test_explanation_gives_the_trump_order_and_the_five_points() -> None:
    ruling = rule("S", "KH AH")
    assert ruling["explanation"].startswith("AH wins: the ace of hearts is the only trump")
    assert "5 J AH A K Q 2 3 4 6 7 8 9 10" in ruling["explanation"]
    assert "scores 5" in ruling["explanation"]


# 003:241 — follow suit or ruff: trumping is allowed even when able to follow.
def test_may_ruff_even_when_able_to_follow() -> None:
    assert rule("S", "KD 3S", hands=["KD", "3S 2D"])["violations"] == []


def test_must_follow_or_ruff_when_holding_the_suit_led() -> None:
    ruling = rule("S", "KD 7C", hands=["KD", "7C 2D 3S"])
    assert rules_broken(ruling) == [(1, "must-follow")]


def test_a_player_out_of_the_suit_led_may_play_any_card() -> None:
    assert rule("S", "KD 7C", hands=["KD", "7C 3S"])["violations"] == []


def test_the_ace_of_hearts_does_not_follow_hearts() -> None:
    # A♥ is a trump, so holding it is not holding a heart.
    assert rule("S", "KH 7C", hands=["KH", "7C AH"])["violations"] == []


# 003:241 — a trump led must be answered with a trump if possible…
def test_must_play_a_trump_when_a_trump_is_led() -> None:
    ruling = rule("S", "2S 7C", hands=["2S", "7C 3S"])
    assert rules_broken(ruling) == [(1, "must-follow")]


def test_leading_the_ace_of_hearts_leads_a_trump() -> None:
    ruling = rule("S", "AH KH", hands=["AH", "KH 3S"])
    assert rules_broken(ruling) == [(1, "must-follow")]


# …unless the only trumps held are the 5, the jack of trumps or A♥ (reneging).
@pytest.mark.parametrize("held", ["7C 5S", "7C JS", "7C AH", "7C 5S JS AH"])
def test_top_three_trumps_may_be_held_back(held: str) -> None:
    assert rule("S", "2S 7C", hands=["2S", held])["violations"] == []


def test_a_top_trump_held_with_a_lower_trump_still_forces_a_trump() -> None:
    ruling = rule("S", "2S 7C", hands=["2S", "7C JS 4S"])
    assert rules_broken(ruling) == [(1, "must-follow")]
    assert rule("S", "2S JS", hands=["2S", "7C JS 4S"])["violations"] == []


def test_text_reading_a_higher_trump_led_does_not_force_out_a_top_trump() -> None:
    # 003:241 — "never forced to play one of the top three trumps".
    assert rule("S", "5S 7C", hands=["5S", "7C JS"])["violations"] == []


def test_table_option_a_higher_trump_led_forces_out_a_lower_top_trump() -> None:
    cards = {t: parse_card(t) for t in ("5S", "7C", "JS", "AH", "AS")}
    trick = Trick(Suit.SPADES, ((cards["5S"],), (cards["7C"],)),
                  ((cards["5S"],), (cards["7C"], cards["JS"])),
                  options={"higher_lead_forces_top_trumps": True})
    [violation] = twenty_five.rule_trick(trick).violations
    assert violation.rule == "must-follow"
    # a lower trump led still lets the jack be held back
    lower = Trick(Suit.SPADES, ((cards["AS"],), (cards["7C"],)),
                  ((cards["AS"],), (cards["7C"], cards["JS"])),
                  options={"higher_lead_forces_top_trumps": True})
    assert twenty_five.rule_trick(lower).violations == ()


def test_twenty_five_needs_a_trump_suit() -> None:
    with pytest.raises(InvalidInputError):
        rule("", "KD 3S")


def test_up_to_nine_players_may_play_to_a_trick() -> None:
    ruling = rule("S", "KD QD JD 10D 9D 8D 7D 6D 5D")
    assert ruling["winner"] == 0
