"""referee/rulings.py: the answers' value types as the API shows them (DESIGN.md's JSON shapes),
the one card counter, and a calculator's answer read by the table."""

from __future__ import annotations

from typing import Any

import pytest

from referee.cards import Suit, parse_card
from referee.rulings import (Award, CountLine, HandScore, Showdown, Trick, TrickRuling,
                             Violation, cards_text, count_cards)


def cards(text: str) -> list[Any]:
    return [parse_card(t) for t in text.split()]


def test_a_trick_ruling_as_json() -> None:
    broke = Violation(1, "AS", "must-follow", "must follow suit")
    ruling = TrickRuling(2, tuple(cards("KD")), 14, (broke,), "KD wins.")
    assert ruling.to_dict() == {
        "winner": 2, "winning_cards": ["KD"], "points": 14,
        "violations": [{"play": 1, "card": "AS", "rule": "must-follow",
                        "message": "must follow suit"}],
        "explanation": "KD wins."}
    assert TrickRuling(None, tuple(cards("3S 3C")), 0, (), "").to_dict()["winning_cards"] == \
        ["3S", "3C"]


def test_a_trick_as_entered() -> None:
    trick = Trick(Suit.HEARTS, ((parse_card("KD"),), (parse_card("2D"),)))
    assert trick.cards == tuple(cards("KD 2D"))
    assert trick.hands is None and trick.options == {} and trick.context == {}


def test_a_count_card_by_card() -> None:
    counted = count_cards(cards("AS 10S 7H"), lambda c: {"A": 11, "10": 10}.get(c.rank.value, 0),
                          lambda c: "trump" if c.suit is Suit.HEARTS else "")
    assert counted.points == 21
    assert counted.breakdown == (CountLine(parse_card("AS"), 11), CountLine(parse_card("10S"), 10),
                                 CountLine(parse_card("7H"), 0, "trump"))
    assert counted.to_dict() == {"points": 21, "breakdown": [
        {"card": "AS", "points": 11}, {"card": "10S", "points": 10},
        {"card": "7H", "points": 0, "note": "trump"}]}
    assert str(counted.terms_text) == "AS 11 + 10S 10 + 7H 0"
    assert counted.sum_text == "AS 11 + 10S 10 + 7H 0 = 21"
    assert str(counted.sum_words) == "AS 11 + 10S 10 + 7H 0 = 21"
    plain = count_cards(cards("AS"), lambda c: 1)
    assert plain.breakdown[0].note == "" and "note" not in plain.to_dict()["breakdown"][0]


def test_no_cards_counted_say_so() -> None:
    empty = count_cards([], lambda c: 1)
    assert empty.points == 0 and empty.breakdown == ()
    assert empty.sum_text == "no cards = 0"
    assert str(empty.terms_text) == "—"
    assert empty.sum_words.render("es") != "no cards = 0"


def test_a_showdown_as_json() -> None:
    shown = Showdown(1, ({"player": 0}, {"player": 1}), 5, "Hand 1 is best.")
    assert shown.to_dict() == {"winner": 1, "hands": [{"player": 0}, {"player": 1}],
                               "points": 5, "explanation": "Hand 1 is best."}
    assert str(cards_text(cards("QS 10H"))) == "QS 10H"


def answer(**changes: Any) -> dict[str, Any]:
    return {"award": {"by": "team", "points": [10, -4]}, "breakdown": ["a", "b"],
            "explanation": "said", "next_dealer": 2, "redeal": False} | changes


def test_a_calculators_answer_read_by_the_table() -> None:
    read = HandScore.read(answer(), "Tute")
    assert read.award == Award("team", (10, -4))
    assert read.breakdown == ("a", "b") and read.explanation == "said"
    assert read.next_dealer == 2 and read.redeal is False and read.complete is True
    assert read.answer == answer()
    seats = HandScore.read(answer(award={"by": "seat", "points": [1, 2, 3]}, redeal=True,
                                  hand_complete=False, next_dealer=True, breakdown=None,
                                  explanation=7), "Chicago")
    assert seats.award == Award("seat", (1, 2, 3)) and seats.redeal is True
    assert seats.complete is False and seats.next_dealer is None
    assert seats.breakdown == () and seats.explanation == "7"
    bare = HandScore.read({"award": {"by": "seat", "points": []}}, "Nuts")
    assert (bare.explanation, bare.next_dealer, bare.redeal, bare.complete) == ("", None, False,
                                                                                 True)
    assert HandScore.read(answer(redeal="yes"), "Tute").redeal is False
    assert HandScore.read(answer(hand_complete=None), "Tute").complete is True


@pytest.mark.parametrize("award", [None, {}, {"by": "side", "points": [1]},
                                   {"by": "team", "points": (1, 2)},
                                   {"by": "team", "points": [1, True]},
                                   {"by": "team", "points": [1, 2.0]},
                                   {"by": "team"}])
def test_an_answer_without_a_usable_award_is_the_calculators_fault(award: Any) -> None:
    with pytest.raises(ValueError) as error:
        HandScore.read({"award": award}, "Tute")
    assert str(error.value) == "the Tute calculator gave no award"
