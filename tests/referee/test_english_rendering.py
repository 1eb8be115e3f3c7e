"""A message said in English without a table's names is rendered by a function compiled once
per template (referee/words.py ``_compile_english``); these pin that it says exactly what the
general renderer says, at each of its edges."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Iterator

import pytest

from referee import requests, words
from referee.cards import Card, Shown, parse_card
from referee.words import (Hand, Made, Message, Names, Seat, Side, Verbatim, _compile_english,
                           join, json_default, say, say_n, speaking)


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each template compiled in the test that says it (the compiled forms are kept for the
    life of the process: see docs/mutation.md on the mutation tester's forked processes)."""
    words.english.COMPILED.clear()
    words.people.ENGLISH_POSITIONS.clear()
    yield


@pytest.mark.parametrize("message, said", [
    (say("Trick {trick}: {seat} {wins|win} it, +{points}: {seat} {has|have} {total}.",
         trick=1, seat=Seat(2), points=5, total=10),
     "Trick 1: player 2 wins it, +5: player 2 has 10."),
    # a position opening a sentence takes its capital; a message opening one does not
    (say("{seat} {deals|deal} the next hand.", seat=Seat(3)), "Player 3 deals the next hand."),
    (say("{side} {has|have} {total}.", side=Side(1), total=10), "Team 1 has 10."),
    (say("{side} {scores|score}.", side=Side(0, "side")), "Side 0 scores."),
    (say("{hand} {wins|win}.", hand=Hand(2, seat=1)), "Hand 2 wins."),
    (say("{what} is said.", what=say("player {n} asked", n=1)), "player 1 asked is said."),
    # an error's clause (no full stop) keeps its lower case
    (say("{seat} {is|are} not at this table", seat=Seat(5)), "player 5 is not at this table"),
    # numbers from 10,000 are grouped, unless the template gives their format
    (say("{n} points", n=12345), "12,345 points"),
    (say("{n:+d} points", n=12345), "+12345 points"),
    (say("{n:+d} points", n=-3), "-3 points"),
    (say("{n} points", n=9999), "9999 points"),
    (say("{n} points", n=-10000), "-10,000 points"),
    # literal braces, quotes and backslashes in the words
    (say("{{x}} it's \"{name}\" \\ done", name=Verbatim("Ann")), "{x} it's \"Ann\" \\ done"),
    # a field given a width, a conversion
    (say("[{seat:>10}]", seat=Seat(1)), "[  player 1]"),
    (say("{name!r}", name=Verbatim("Ann")), "'Ann'"),
    # cards shown in a message are their canonical text
    (say("{seat} {plays|play} {cards}.", seat=Seat(0), cards=Shown([parse_card("QS"),
                                                                    parse_card("10H")])),
     "Player 0 plays QS 10H."),
    # a card itself (not shown text) and a list are said by the general renderer
    (say("{card} led", card=parse_card("QS")), "QS led"),
    (say("{cards} led", cards=[Verbatim("QS"), Verbatim("KS")]), "QS KS led"),
    # booleans, None and fractions as Python writes them
    (say("{a} {b} {c}", a=True, b=None, c=1.5), "True None 1.5"),
    (say_n("{n} point", "{n} points", 1), "1 point"),
    (say_n("{n} point", "{n} points", 3), "3 points"),
    (join(say("{seat} {wins|win}.", seat=Seat(1)), Verbatim("Then"), say("{n} left", n=2)),
     "Player 1 wins. Then 2 left"),
    (say("Nobody has chips left."), "Nobody has chips left."),
])
def test_english_is_what_the_general_renderer_says(message: Message, said: str) -> None:
    assert str(message) == said
    assert message.render("en") == said
    assert message.text() == said
    assert general(message) == said


def general(message: Message) -> str:
    """The message through the general renderer (it serves a table with names; a table whose
    names are empty says every position by its number, as a message without a table)."""
    copied = Message(message.template, message.params, message.plural, message.count)
    copied.names = Names()  # equal to no names, but not the same: the general path
    return str(copied)


def test_a_message_in_a_page_language_still_says_its_english_as_a_str() -> None:
    message = say("{seat} {deals|deal} the next hand.", seat=Seat(3))
    with speaking("fr"):
        assert str(message) == "Player 3 deals the next hand."


def test_names_are_said_by_the_general_renderer() -> None:
    names = Names(("Ann", "Boris", "Carl", "Dora"), ("Ann & Carl", "Boris & Dora"))
    assert str(say("{side} {wins|win}.", side=Side(0)).with_names(names)) == "Ann & Carl win."
    assert str(say("{seat} {wins|win}.", seat=Seat(1)).with_names(names)) == "Boris wins."


def test_a_template_that_is_not_named_fields_has_no_compiled_form() -> None:
    assert _compile_english("{} and {}") is None
    assert _compile_english("{0}") is None
    assert _compile_english("{seat.index}") is None
    assert _compile_english("{class}") is None  # a keyword cannot be a variable
    assert _compile_english("{a") is None  # not a template at all
    assert _compile_english("plain words")({}) == "plain words"


def test_a_missing_parameter_is_refused_as_format_refuses_it() -> None:
    with pytest.raises(KeyError):
        str(say("{seat} and {other}", seat=Seat(1)))


def test_positions_stay_values() -> None:
    """Seat, Side and Hand are made without the dataclass __init__ and stay frozen values."""
    assert Seat(1) == Seat(1) and hash(Seat(1)) == hash(Seat(1)) and Seat(1) != Seat(2)
    assert Side(1) == Side(1, "team") != Side(1, "side")
    assert Hand(0) == Hand(0, None) != Hand(0, 2)
    assert repr(Side(1, "side")) == "Side(index=1, word='side')"
    for value in (Seat(2), Side(1, "side"), Hand(3, 1)):
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.deepcopy(value) == value
        with pytest.raises(AttributeError):
            value.index = 5  # type: ignore[misc]


def test_card_is_not_a_str() -> None:
    # (the compiled renderer takes str values as their own text; a Card is not one)
    assert not isinstance(Card.parse("QS"), str)


@pytest.mark.parametrize("message, english", [
    (say("{seat} {deals|deal} the next hand.", seat=Seat(3)), "Player 3 deals the next hand."),
    (say("{side} {has|have} {total}.", side=Side(1), total=10), "Team 1 has 10."),
    (say_n("Next hand: {n} card each.", "Next hand: {n} cards each.", 1),
     "Next hand: 1 card each."),
    (say_n("Next hand: {n} card each.", "Next hand: {n} cards each.", 12),
     "Next hand: 12 cards each."),
    (say("{n} points", n=12345), "12,345 points"),
    (say("{seat} {is|are} out of the game", seat=Seat(1)).with_names(Names(("Ann", "Bob"))),
     "Bob is out of the game"),
])
def test_the_json_encoder_writes_what_str_says_in_english_and_the_catalog_in_spanish(
        message: Message, english: str) -> None:
    fresh = copy.deepcopy(pickle.loads(pickle.dumps(message)))  # not yet rendered
    assert json.loads(json.dumps([fresh], default=json_default)) == [english]
    assert json.loads(json.dumps([fresh], default=json_default)) == [english]  # kept
    with speaking("es"):
        spanish = json.loads(json.dumps([message], default=json_default))[0]
    assert spanish == message.render("es")


def test_a_sentence_said_again_is_the_same_message_and_still_read_in_each_language() -> None:
    # Twenty-Five's trick lines are made once for the same trick, seat and total (words.Made)
    body = {"tricks": [0, 1, 2, 0, 0], "players": 3}
    first, again = requests.score("twenty-five", body), requests.score("twenty-five", body)
    assert first["breakdown"][0] is again["breakdown"][0]
    english = json.dumps(first, default=json_default)
    assert json.dumps(again, default=json_default) == english
    with speaking("es"):
        spanish = json.dumps(again, default=json_default)
    assert spanish != english and "Baza 1" in spanish
    assert json.dumps(requests.score("twenty-five", body), default=json_default) == english


def test_made_keeps_its_first_messages_up_to_its_bound() -> None:
    made = Made(2)
    kept = [made.keep(i, say("{n} points", n=i)) for i in range(5)]
    assert list(made) == [0, 1] and made[1] is kept[1] and str(kept[4]) == "4 points"
