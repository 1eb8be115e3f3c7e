"""The faces a table's cards show (referee/faces.py), at their edges: the Spanish pack's cards a
48-card pack adds (8 and 9) and the French ten it lacks, jokers, each reader's own letters on
the Spanish pack, the picker's rows, the inks, and the faces option read (003 lines 94, 141,
292: Mus, Tute and Truc are played with the Spanish 40-card pack)."""

from __future__ import annotations

import pytest

from referee.cards import Card, parse_card
from referee.faces import (Faces, colour, face, is_red, notation, read, rows, shown_text,
                           typed_card, typed_ranks, typed_suits, words)
from referee.games import GAMES
from referee.words import speaking

JOKER = parse_card("BJ")


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def test_the_48_card_packs_eight_and_nine_are_said_by_their_numbers() -> None:
    # a refusal names an 8 or a 9 as the Spanish pack's players say it: "8 de espadas"
    eight, nine = parse_card("8S"), parse_card("9D")
    with speaking("es"):
        assert (face(eight, Faces.SPANISH), face(nine, Faces.SPANISH)) == ("8E", "9O")
        assert words(eight, Faces.SPANISH).text() == "8 de espadas"
        assert words(nine, Faces.SPANISH).text() == "9 de oros"


def test_the_number_cards_are_said_as_each_language_says_them() -> None:
    # 003 line 94 (Mus: the Spanish 40-card pack); ru.md §1: Russian names a number card by a
    # noun of its own («семёрка монет», never «7 монет»), Spanish by its number, with its
    # gender (« el 7 de oros »)
    seven, three = parse_card("7D"), parse_card("3H")
    with speaking("ru"):
        assert words(seven, Faces.SPANISH).text() == "семёрка монет"
        assert words(three, Faces.SPANISH).text() == "тройка кубков"
        assert face(seven, Faces.SPANISH) == "7O"  # the face keeps its number
    with speaking("es"):
        assert words(seven, Faces.SPANISH).text() == "7 de oros"
    assert str(words(seven, Faces.SPANISH)) == "7 of coins"
    from referee.words import grammar_of, NO_NAMES
    assert grammar_of(words(seven, Faces.SPANISH), NO_NAMES, "es").gender == "m"
    assert grammar_of(words(three, Faces.SPANISH), NO_NAMES, "ru").gender == "f"


def test_a_french_ten_on_a_spanish_table_keeps_its_french_face() -> None:
    # the Spanish pack has no ten of its own (its 10 is the sota): a 10S is shown as it is
    ten = parse_card("10S")
    with speaking("es"):
        assert face(ten, Faces.SPANISH) == "10♠"
        assert words(ten, Faces.SPANISH).text() == "diez de picas"


def test_a_joker_is_shown_and_said_as_itself() -> None:
    with speaking("es"):
        assert face(JOKER, Faces.SPANISH) == "BJ" and face(JOKER, Faces.FRENCH) == "BJ"
        assert words(JOKER, Faces.SPANISH).text() == "joker grande"
    with speaking("ru"):
        assert typed_card(JOKER, Faces.FRENCH) == "BJ"


def test_cards_in_a_sentence_are_spaced_unless_told_otherwise() -> None:
    with speaking("ru"):
        assert shown_text(cards("QS 10H"), Faces.FRENCH) == "Д♠ 10♥"
        assert shown_text(cards("QS 10H"), Faces.FRENCH, ", ") == "Д♠, 10♥"
        assert shown_text(cards("QS 10H"), None) == "QS 10H"


def test_a_french_reader_types_the_spanish_packs_rey_with_an_r() -> None:
    with speaking("fr"):
        read_ = notation(Faces.SPANISH)
        assert [str(parse_card(t, read_)) for t in ("RE", "12E", "1D")] == ["KS", "KS", "AD"]


def test_an_italian_reader_types_the_spanish_initials_too() -> None:
    # the pack is learned with its Spanish initials: 12E as well as the Italian 12S (spade)
    with speaking("it"):
        read_ = notation(Faces.SPANISH)
        assert [str(parse_card(t, read_)) for t in ("12E", "12S", "1O", "1D")] == \
            ["KS", "KS", "AD", "AD"]


def test_without_faces_a_card_is_typed_in_the_apis_notation() -> None:
    with speaking("ru"):
        assert typed_card(parse_card("QS"), None) == "QS"
        assert typed_card(parse_card("QS"), Faces.FRENCH) == "ДП"
        assert typed_card(parse_card("QS"), Faces.SPANISH) == "11E"
        assert typed_ranks(None) == "A K Q J 10 9 8 7 6 5 4 3 2"
        assert typed_suits(None) == "S H D C"
        assert typed_suits(Faces.FRENCH) == "П Ч Б Т"


def test_a_spanish_pack_with_french_faces_is_laid_out_in_its_own_order() -> None:
    laid = rows(GAMES["mus"].pack_for().distinct, Faces.FRENCH)
    assert [row[0].suit.value for row in laid] == ["S", "H", "D", "C"]
    assert [str(c) for c in laid[0][:4]] == ["AS", "KS", "QS", "JS"]


def test_a_picker_puts_the_jokers_last() -> None:
    laid = rows(cards("AS BJ 2S AD"), Faces.SPANISH)
    assert [[str(c) for c in row] for row in laid] == [["AD"], ["AS", "2S"], ["BJ"]]
    # a card the Spanish pack lacks: the pack's own order, a suit a row
    assert [[str(c) for c in row] for row in rows(cards("10S AS AD"), Faces.SPANISH)] == [
        ["10S", "AS"], ["AD"]]
    assert [[str(c) for c in row] for row in rows(cards("AS BJ 2S AD"), None)] == [
        ["AS", "2S"], ["BJ"], ["AD"]]


def test_the_ink_of_each_face() -> None:
    assert [colour(parse_card(c), Faces.SPANISH) for c in ("AD", "AH", "AS", "AC")] == [
        "oros", "copas", "espadas", "bastos"]
    assert [colour(parse_card(c), Faces.FRENCH) for c in ("AD", "AH", "AS", "AC")] == [
        "red", "red", "black", "black"]
    assert colour(parse_card("AH"), None) == "red"
    assert colour(JOKER, Faces.SPANISH) == "black" and colour(JOKER, None) == "black"
    assert (is_red(parse_card("AH"), Faces.FRENCH), is_red(parse_card("AD"), None)) == (True,
                                                                                        True)
    assert not is_red(parse_card("AH"), Faces.SPANISH) and not is_red(parse_card("AS"), None)
    assert not is_red(JOKER, Faces.FRENCH)


@pytest.mark.parametrize("given, faces", [
    ("spanish", Faces.SPANISH), ("french", Faces.FRENCH), (None, None),
    (Faces.SPANISH, Faces.SPANISH), ("english", None), ("", None)])
def test_the_faces_option_read(given: object, faces: Faces | None) -> None:
    assert read(given) is faces  # type: ignore[arg-type]
