"""referee/cards.py as a player types and reads it: suits and cards read every way the table
writes them, each card said in words, each refusal with its words, the packs of every game and
the copies they hold."""

from __future__ import annotations

from typing import Any

import pytest

from referee import cards as c
from referee.cards import Card, Pack, Rank, Shown, ShownCount, Suit, parse_card
from referee.errors import (CardNotInPackError, CardSyntaxError, DuplicateCardError,
                            InvalidInputError)
from referee.words import speaking


# --- suits -------------------------------------------------------------------------------------

def test_each_suit_its_letter_sign_colour_and_words() -> None:
    assert [(s.value, s.symbol, s.is_red, s.word) for s in Suit] == [
        ("S", "♠", False, "spades"), ("H", "♥", True, "hearts"), ("D", "♦", True, "diamonds"),
        ("C", "♣", False, "clubs")]
    assert [str(c.trumps_are(s)) for s in Suit] == [
        "Spades are trumps.", "Hearts are trumps.", "Diamonds are trumps.", "Clubs are trumps."]
    assert [str(c.suit_words(s)) for s in Suit] == ["spades", "hearts", "diamonds", "clubs"]


@pytest.mark.parametrize("text, suit", [("H", Suit.HEARTS), (" h ", Suit.HEARTS),
                                        ("♥", Suit.HEARTS), ("hearts", Suit.HEARTS),
                                        ("Heart", Suit.HEARTS), ("CLUBS", Suit.CLUBS),
                                        ("♠", Suit.SPADES), ("diamond", Suit.DIAMONDS)])
def test_a_suit_read_as_a_letter_a_sign_or_a_word(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


@pytest.mark.parametrize("text", ["X", "", "heartss", 5, None])
def test_not_a_suit(text: Any) -> None:
    with pytest.raises(InvalidInputError) as error:
        Suit.parse(text, "trumps[1]")
    assert error.value.field == "trumps[1]"
    assert str(error.value.message) == f"{repr(text)[:40]} is not a suit: use S, H, D or C"


def test_not_a_suit_shows_forty_characters_of_it_and_names_the_trump() -> None:
    with pytest.raises(InvalidInputError) as error:
        Suit.parse("hearts" * 10)
    assert error.value.field == "trump"
    assert str(error.value.message) == ("'heartsheartsheartsheartsheartsheartshea is not a "
                                        "suit: use S, H, D or C")


def test_a_trump_read_from_a_request() -> None:
    assert [c.read_trump(v) for v in (None, "", "none", "No Trumps", "no trump", "null")] == \
        [None] * 6
    assert c.read_trump("S") is Suit.SPADES
    with pytest.raises(InvalidInputError) as error:
        c.read_trump("nothing", "t")
    assert error.value.field == "t"
    with pytest.raises(InvalidInputError) as error:
        c.read_trump("X")
    assert error.value.field == "trump"


# --- cards ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("token, text", [
    ("10H", "10H"), ("th", "10H"), ("Q♠", "QS"), ("q♤", "QS"), (" 7c ", "7C"), ("a♢", "AD"),
    ("K♧", "KC"), ("2♡", "2H"), ("BJ", "BJ"), ("lj", "LJ"), ("JK", "JK"), ("★", "JK"),
])
def test_a_card_read_every_way_the_table_writes_it(token: str, text: str) -> None:
    assert str(parse_card(token)) == text
    assert str(Card.parse(token)) == text


@pytest.mark.parametrize("token, words", [
    ("", "an empty card: write cards like QS or 10H"),
    ("   ", "an empty card: write cards like QS or 10H"),
    ("1H", "'1H' is not a card: '1' is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)"),
    ("11H", "'11H' is not a card: '11' is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)"),
    ("SQ", "'SQ' is not a card: write the rank first, as QS"),
    ("h10", "'h10' is not a card: write the rank first, as 10H"),
    ("Q", "'Q' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ("QX", "'QX' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ("X" * 30, f"'{'X' * 24}…' is not a card: write the rank then the suit (S H D C), as QS or "
               "10H"),
    ("S", "'S' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    # a rank after something that is no suit is not the suit written first
    ("XQ", "'XQ' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
])
def test_not_a_card_says_why(token: str, words: str) -> None:
    with pytest.raises(CardSyntaxError) as error:
        parse_card(token)
    assert str(error.value.message) == words


def test_a_card_that_is_not_text() -> None:
    with pytest.raises(CardSyntaxError) as error:
        parse_card(12)  # type: ignore[arg-type]
    assert str(error.value.message) == "'12' is not a card: write cards like QS or 10H"
    with pytest.raises(CardSyntaxError) as error:
        parse_card(["Q" * 30])  # type: ignore[arg-type]
    assert "…" in str(error.value.message)
    with pytest.raises(CardSyntaxError) as error:
        parse_card("X" * 30)
    assert error.value.token == "X" * 24 + "…"
    with pytest.raises(CardSyntaxError) as error:
        parse_card("X" * 24)
    assert error.value.token == "X" * 24


def test_a_readers_own_notation_is_read_first() -> None:
    notation = ({"12": Rank.KING, "Д": Rank.QUEEN}, {"E": Suit.SPADES})
    assert parse_card("12E", notation) == Card(Rank.KING, Suit.SPADES)
    assert parse_card("Д♠", notation) == Card(Rank.QUEEN, Suit.SPADES)
    assert parse_card("QS", notation) == Card(Rank.QUEEN, Suit.SPADES)
    with pytest.raises(CardSyntaxError):
        parse_card("12E")


def test_a_card_said_in_words_printed_and_written() -> None:
    queen = parse_card("QS")
    assert str(queen) == "QS" and repr(queen) == "Card('QS')" and queen.label == "Q♠"
    assert str(queen.name) == "queen of spades"
    assert [str(parse_card(t).name) for t in ("AH", "10D", "2C", "BJ", "LJ", "JK")] == [
        "ace of hearts", "ten of diamonds", "two of clubs", "big joker", "little joker",
        "joker"]
    assert [str(c.french_words(parse_card(t))) for t in ("KS", "9H", "8D", "7C", "6S", "5H",
                                                         "4D", "3C", "JH")] == [
        "king of spades", "nine of hearts", "eight of diamonds", "seven of clubs",
        "six of spades", "five of hearts", "four of diamonds", "three of clubs",
        "jack of hearts"]
    assert parse_card("BJ").label == "BJ" and parse_card("BJ").is_joker
    assert not queen.is_joker and parse_card("JK").suit is None
    assert c.card_words(queen).card == queen
    assert [r.word for r in (Rank.BIG_JOKER, Rank.ACE, Rank.TEN)] == ["big joker", "ace", "ten"]
    assert len(c.SUITED_RANKS) == 13 and Rank.JOKER not in c.SUITED_RANKS


def test_a_card_is_a_value() -> None:
    assert parse_card("QS") == Card(Rank.QUEEN, Suit.SPADES)
    assert hash(parse_card("QS")) == hash(Card(Rank.QUEEN, Suit.SPADES))
    assert hash(parse_card("QS")) != hash(parse_card("QH"))
    assert hash(parse_card("BJ")) != hash(parse_card("LJ"))
    with pytest.raises(ValueError, match="^jokers have no suit and every other card has one$"):
        Card(Rank.QUEEN)
    with pytest.raises(ValueError, match="^jokers have no suit and every other card has one$"):
        Card(Rank.JOKER, Suit.SPADES)
    import pickle
    assert pickle.loads(pickle.dumps(parse_card("10H"))) == parse_card("10H")
    assert str(pickle.loads(pickle.dumps(parse_card("10H").name))) == "ten of hearts"


def test_cards_shown_in_a_message() -> None:
    shown = Shown([parse_card("QS"), parse_card("10H")])
    assert str(shown) == "QS 10H" and shown.cards == (parse_card("QS"), parse_card("10H"))
    assert str(Shown(parse_card("QS"))) == "QS"
    assert str(Shown([parse_card("QS"), parse_card("10H")], ", ")) == "QS, 10H"
    count = ShownCount([(parse_card("AS"), 11), (parse_card("10S"), 10)], 21)
    assert str(count) == "AS 11 + 10S 10 = 21"
    assert str(ShownCount([(parse_card("AS"), 11)])) == "AS 11"
    assert str(ShownCount([], 0)) == "— = 0"
    assert str(ShownCount([(parse_card("AS"), 11)], None, ".")) == "AS 11."


# --- packs ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("make, size, distinct", [
    (c.pack_52, 52, 52), (c.pack_36, 36, 36), (c.pack_32, 32, 32),
    (c.pack_spanish_40, 40, 40), (c.pack_54, 54, 54), (c.pack_104, 104, 52),
    (c.pack_108, 108, 53)])
def test_each_pack_and_its_copies(make: Any, size: int, distinct: int) -> None:
    pack = make("the pack")
    assert pack.size == size and len(pack.distinct) == distinct and pack.label == "the pack"


def test_which_cards_each_pack_holds() -> None:
    assert parse_card("6S") in c.pack_36("") and parse_card("5S") not in c.pack_36("")
    assert parse_card("7S") in c.pack_32("") and parse_card("6S") not in c.pack_32("")
    spanish = c.pack_spanish_40("")
    assert parse_card("2S") in spanish and parse_card("8S") not in spanish
    assert parse_card("10S") not in spanish
    assert c.pack_54("").copies(parse_card("BJ")) == 1
    assert c.pack_54("").copies(parse_card("LJ")) == 1
    assert c.pack_104("").copies(parse_card("QS")) == 2
    assert c.pack_108("").copies(parse_card("JK")) == 4
    assert c.pack_52("").copies(parse_card("JK")) == 0
    assert c.pack_52("").distinct[:3] == (parse_card("AS"), parse_card("KS"), parse_card("QS"))
    assert c.ranks_from(Rank.SIX)[-1] is Rank.SIX and len(c.ranks_from(Rank.SIX)) == 9
    assert c.ranks_from(Rank.ACE) == (Rank.ACE,)
    assert c.RANKS_32 == c.ranks_from(Rank.SEVEN)
    assert 5 not in c.pack_52("")


def bura_pack() -> Pack:
    return c.pack_36("Bura's 36-card pack")


def test_reading_cards_from_a_pack() -> None:
    assert bura_pack().parse("QS 10H, 7c") == [parse_card(t) for t in ("QS", "10H", "7C")]
    assert bura_pack().parse(["QS", "10H"]) == [parse_card("QS"), parse_card("10H")]
    assert bura_pack().parse(("QS",)) == [parse_card("QS")]
    assert bura_pack().parse("") == [] and bura_pack().parse("  ") == []
    assert c.split_cards(" QS,,10H  7C ") == ["QS", "10H", "7C"]
    assert c.read_cards(bura_pack(), "QS", "hand") == [parse_card("QS")]
    assert c.read_cards(bura_pack(), "", "hand") == []  # no cards is a hand unless refused


def test_refusals_reading_cards_from_a_pack() -> None:
    with pytest.raises(InvalidInputError) as error:
        bura_pack().parse(5, "hand")  # type: ignore[arg-type]
    assert (error.value.field, str(error.value.message)) == (
        "hand", "cards must be text like 'QS 10H' or a list of cards")
    with pytest.raises(InvalidInputError) as error:
        c.split_cards(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError) as error:
        bura_pack().parse("", "hand", allow_empty=False)
    assert (error.value.field, str(error.value.message)) == ("hand", "no cards given")
    with pytest.raises(InvalidInputError) as error:
        c.read_cards(bura_pack(), None, "hand")
    assert (error.value.field, str(error.value.message)) == ("hand", "cards are missing")
    with pytest.raises(InvalidInputError) as error:
        c.read_cards(bura_pack(), " ", "hand", allow_empty=False)
    assert (error.value.field, str(error.value.message)) == ("hand", "no cards given")
    with pytest.raises(CardNotInPackError) as outside:
        c.read_cards(bura_pack(), "QS 5S", "hand")
    assert (outside.value.field, outside.value.token) == ("hand", "5S")
    with pytest.raises(CardNotInPackError) as outside:
        bura_pack().parse("QS 5S", "played")
    assert (outside.value.field, outside.value.token) == ("played", "5S")
    with pytest.raises(CardSyntaxError) as syntax:
        bura_pack().parse("QS XX")
    assert (syntax.value.field, syntax.value.token) == ("cards", "XX")
    with pytest.raises(CardSyntaxError) as syntax:
        bura_pack().card("XX", "hand")
    assert (syntax.value.field, syntax.value.token) == ("hand", "XX")
    with pytest.raises(CardNotInPackError) as outside:
        bura_pack().card("5S")
    assert (outside.value.field, outside.value.token) == ("cards", "5S")
    assert str(outside.value.message) == "5S is not in Bura's 36-card pack"


def test_copies_beyond_what_the_pack_holds() -> None:
    with pytest.raises(DuplicateCardError) as error:
        bura_pack().parse("QS 10H QS", "hand")
    assert (error.value.field, error.value.token) == ("hand", "QS")
    assert str(error.value.message) == ("QS is given 2 times, but Bura's 36-card pack holds it "
                                        "only once")
    double = c.pack_104("One-Eyed Jack's 104-card pack")
    assert len(double.parse("QS QS")) == 2
    with pytest.raises(DuplicateCardError) as error:
        double.check_copies([parse_card("QS")] * 3)
    assert error.value.field == "cards"
    assert str(error.value.message) == ("QS is given 3 times, but One-Eyed Jack's 104-card pack "
                                        "holds it only 2 times")
    with pytest.raises(DuplicateCardError) as error:
        c.pack_108("Burraco's pack").check_copies([parse_card("JK")] * 5, "meld")
    assert str(error.value.message) == ("JK is given 5 times, but Burraco's pack holds it only "
                                        "4 times")


@pytest.mark.parametrize("language, twice, thrice", [
    ("fr", "QS est donnée 2 fois, mais le paquet ne la contient qu'une fois",
     "QS est donnée 3 fois, mais le paquet ne la contient que 2 fois"),
    ("ru", "QS указана 2 раза, а le paquet содержит её только один раз",
     "QS указана 3 раза, а le paquet содержит её только 2 раза")])
def test_copies_beyond_what_the_pack_holds_in_the_readers_language(language: str, twice: str,
                                                                    thrice: str) -> None:
    with pytest.raises(DuplicateCardError) as once:
        c.pack_36("le paquet").check_copies([parse_card("QS")] * 2)
    with pytest.raises(DuplicateCardError) as double:
        c.pack_104("le paquet").check_copies([parse_card("QS")] * 3)
    with speaking(language):
        assert (once.value.message.text(), double.value.message.text()) == (twice, thrice)
