"""The one card parser, over every pack of every game (DESIGN.md, "Card notation")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.cards import Card, Rank, parse_card
from referee.games import GAMES
from referee.errors import CardNotInPackError, CardSyntaxError, RefereeError

EVERY_CARD = sorted({c for info in GAMES.values() for c in info.pack_for({}).cards}, key=str)


def spellings(card: Card) -> list[str]:
    """Ways players write a card: canonical, lower case, with the suit sign, T for ten."""
    text = str(card)
    ways = [text, text.lower(), f"  {text} "]
    if card.suit is not None:
        ways.append(card.label)
        ways.append(card.label.lower())
        if card.rank == Rank.TEN:
            ways += ["T" + card.suit.value, "t" + card.suit.value.lower(), "T" + card.suit.symbol]
    return ways


@pytest.mark.parametrize("card", EVERY_CARD, ids=str)
def test_every_card_of_every_pack_round_trips(card: Card) -> None:
    for text in spellings(card):
        assert str(parse_card(text)) == str(card), text


@pytest.mark.parametrize("key", sorted(GAMES))
def test_each_pack_parses_its_own_text(key: str) -> None:
    pack = GAMES[key].pack_for({})
    distinct = pack.distinct
    assert pack.parse(" ".join(str(c) for c in distinct)) == list(distinct)
    assert pack.parse(", ".join(str(c).lower() for c in distinct)) == list(distinct)


def test_the_star_is_burracos_joker() -> None:
    assert str(parse_card("★")) == "JK"


@pytest.mark.parametrize("token", ["XX", "11H", "SA", "1H", "AZ", "10", "H", "", "♠A", "BJH"])
def test_tokens_that_are_not_cards_are_syntax_errors(token: str) -> None:
    with pytest.raises(CardSyntaxError):
        parse_card(token)


def test_a_card_outside_the_pack_is_named() -> None:
    with pytest.raises(CardNotInPackError) as caught:
        GAMES["tute"].pack_for({}).parse("AS 10S")
    assert caught.value.token == "10S"


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=12))
def test_junk_text_gives_only_card_syntax_errors(text: str) -> None:
    try:
        card = parse_card(text)
    except CardSyntaxError as error:
        assert error.message
    else:
        assert str(parse_card(str(card))) == str(card)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | st.lists(st.text(max_size=5), max_size=6),
       st.sampled_from(sorted(GAMES)))
def test_junk_card_lists_give_only_referee_errors(text: str | list[str], key: str) -> None:
    try:
        GAMES[key].pack_for({}).parse(text)
    except RefereeError as error:
        assert error.message
