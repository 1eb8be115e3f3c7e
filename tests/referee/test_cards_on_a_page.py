"""referee/cards.py's words as a page shows them: the cards, counts, rankings, suits and typing
hints inside a message, each read with the table's faces in the reader's language (Russian
French-suited letters Т К Д В; the Spanish pack's numbers and its suits, "12 de espadas"),
while the same value stays canonical as text (the API's, DESIGN.md "Card notation"). The
Spanish pack is Mus's, Tute's and Truc's (003 lines 94, 141, 292)."""

from __future__ import annotations

import pytest

from referee import cards as c
from referee.cards import (
    ByFaces,
    Card,
    Rank,
    Shown,
    ShownCount,
    ShownRanks,
    Suit,
    Typing,
    parse_card,
)
from referee.errors import CardSyntaxError
from referee.faces import Faces
from referee.words import say, say_in, speaking

FRENCH, SPANISH = Faces.FRENCH, Faces.SPANISH


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


# --- cards, counts and rankings ----------------------------------------------------------------

def test_cards_in_a_message_wear_the_readers_faces_and_keep_their_separator() -> None:
    shown = Shown(cards("QS 10H"), ", ")
    assert str(shown) == "QS, 10H"
    with speaking("ru"):
        assert shown.read_by(FRENCH) == "Д♠, 10♥"
        assert Shown(cards("QS 10H"), " + ").read_by(FRENCH) == "Д♠ + 10♥"
        assert Shown(cards("QS 10H")).read_by(FRENCH) == "Д♠ 10♥"
        assert shown.read_by(None) == "QS, 10H"
    with speaking("es"):
        # the Spanish pack is said in words, a card after another: caballo 11, as 1
        assert Shown(cards("QS AD")).read_by(SPANISH) == "caballo de espadas, as de oros"


def test_a_count_card_by_card_on_a_page() -> None:
    count = ShownCount([(parse_card("AS"), 11), (parse_card("10S"), 10)], 21, ".")
    assert str(count) == "AS 11 + 10S 10 = 21."
    with speaking("ru"):
        assert count.read_by(FRENCH) == "Т♠ 11 + 10♠ 10 = 21."
        assert ShownCount([(parse_card("KH"), 4)]).read_by(FRENCH) == "К♥ 4"
    with speaking("es"):
        # 12 de espadas is the rey: the Spanish pack's cards said in words
        assert ShownCount([(parse_card("KS"), 4), (parse_card("7D"), 0)], 4).read_by(
            SPANISH) == "rey de espadas 4 + 7 de oros 0 = 4"


def test_a_ranking_shows_each_rank_as_the_faces_print_it() -> None:
    # Belote's trump order J 9 A 10 K Q (003 line 521's game), a card of another suit kept whole
    ranking = ShownRanks([Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN,
                          parse_card("7H")])
    assert str(ranking) == "J 9 A 10 K Q 7H"
    with speaking("ru"):
        assert ranking.read_by(FRENCH) == "В 9 Т 10 К Д 7♥"
        assert ranking.read_by(None) == "J 9 A 10 K Q 7H"
    with speaking("fr"):
        assert ranking.read_by(FRENCH) == "V 9 A 10 R D 7♥"
    with speaking("es"):
        # the Spanish pack's numbers: as 1, sota 10, caballo 11, rey 12
        assert ShownRanks([Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK,
                           Rank.SEVEN]).read_by(SPANISH) == "1 3 12 11 10 7"


# --- how cards are typed, in a refusal ----------------------------------------------------------

@pytest.mark.parametrize("language, faces, ranks, suits, examples", [
    ("en", None, "A K Q J 10 9 8 7 6 5 4 3 2", "S H D C", "QS 10H AS"),
    ("ru", FRENCH, "Т К Д В 10 9 8 7 6 5 4 3 2", "П Ч Б Т", "ДП 10Ч ТП"),
    ("fr", FRENCH, "A R D V 10 9 8 7 6 5 4 3 2", "S H D C", "DS 10H AS"),
    ("es", SPANISH, "1 2 3 4 5 6 7 10 11 12", "O C E B", "12E 1O 7C"),
    ("it", SPANISH, "1 2 3 4 5 6 7 10 11 12", "D C S B", "12S 1D 7C")])
def test_the_typing_hints_in_each_readers_notation(language: str, faces: Faces | None,
                                                   ranks: str, suits: str,
                                                   examples: str) -> None:
    with speaking(language):
        assert Typing("ranks").read_by(faces) == ranks
        assert Typing("suits").read_by(faces) == suits
        assert " ".join(Typing("card", i).read_by(faces) for i in range(3)) == examples
    # as text, the canonical notation (the API's)
    assert [str(Typing("ranks")), str(Typing("suits"))] == ["A K Q J 10 9 8 7 6 5 4 3 2",
                                                            "S H D C"]
    assert [str(Typing("card", i)) for i in range(3)] == ["QS", "10H", "AS"]


@pytest.mark.parametrize("token, language, faces, said", [
    ("QX", "es", SPANISH, ("'QX' no es una carta: escribe el valor y luego el palo "
                           "(O C E B), como 12E o 1O")),
    ("QX", "ru", FRENCH, ("'QX' — не карта: пишите достоинство, затем масть (П Ч Б Т), "
                          "например ДП или 10Ч")),
    ("1H", "es", SPANISH, "'1H' no es una carta: '1' no es un valor (1 2 3 4 5 6 7 10 11 12)"),
    ("1H", "ru", FRENCH, "'1H' — не карта: '1' — не достоинство (Т К Д В 10 9 8 7 6 5 4 3 2)"),
    ("", "es", SPANISH, "una carta vacía: escribe las cartas como 12E o 1O"),
    ("", "fr", FRENCH, "une carte vide : écrivez les cartes comme DS ou 10H"),
    (12, "ru", FRENCH, "'12' — не карта: пишите карты как ДП или 10Ч")])
def test_a_refusal_on_a_page_asks_for_cards_in_the_readers_notation(
        token: object, language: str, faces: Faces, said: str) -> None:
    with pytest.raises(CardSyntaxError) as error:
        parse_card(token)  # type: ignore[arg-type]
    with speaking(language):
        assert error.value.message.render(language, faces) == said


# --- suits said with the table's pack ---------------------------------------------------------

def test_a_suit_is_said_in_the_packs_own_words() -> None:
    # bastos are not tréboles, nor espadas picas
    said = [c.suit_said(s) for s in Suit]
    assert [str(s) for s in said] == ["spades", "hearts", "diamonds", "clubs"]
    with speaking("es"):
        assert [s.read_by(SPANISH) for s in said] == ["espadas", "copas", "oros", "bastos"]
        assert [s.read_by(FRENCH) for s in said] == ["picas", "corazones", "diamantes",
                                                     "tréboles"]
        assert [s.read_by(None) for s in said] == ["picas", "corazones", "diamantes",
                                                   "tréboles"]
    with speaking("ru"):
        assert [s.read_by(SPANISH) for s in said] == ["мечи", "кубки", "монеты", "палицы"]


def test_the_trump_sentence_in_the_packs_own_words() -> None:
    with speaking("es"):
        assert [c.trumps_are(s).render("es", SPANISH) for s in Suit] == [
            "Triunfo: espadas.", "Triunfo: copas.", "Triunfo: oros.", "Triunfo: bastos."]
        assert [c.trumps_are(s).render("es", FRENCH) for s in Suit] == [
            "Triunfo: picas.", "Triunfo: corazones.", "Triunfo: diamantes.",
            "Triunfo: tréboles."]
    with speaking("fr"):
        assert c.trumps_are(Suit.CLUBS).render("fr", SPANISH) == "Atout : bâtons."


def test_words_by_faces_show_the_cards_inside_them_with_the_faces() -> None:
    # a trick's reason (tricks.py's _why) holds the winning card inside the pack's own words
    queen = Shown(parse_card("QS"))
    reason = ByFaces(say("{card} wins: it was led and nobody else played a spade", card=queen),
                     say_in("spanish pack", "{card} wins: it was led and nobody else played "
                            "{suit}", card=queen, suit=c.suit_said(Suit.SPADES)))
    assert str(reason) == "QS wins: it was led and nobody else played a spade"
    assert f"{reason:.2}" == "QS"
    with speaking("ru"):
        assert reason.read_by(FRENCH).startswith("Д♠ ")
    with speaking("es"):
        assert reason.read_by(SPANISH).startswith("caballo de espadas ")
        assert reason.read_by(SPANISH).endswith(" espadas")


def test_words_by_faces_are_values() -> None:
    assert c.suit_said(Suit.SPADES) == c.suit_said(Suit.SPADES)
    assert c.suit_said(Suit.SPADES) != c.suit_said(Suit.HEARTS)
    assert c.suit_said(Suit.SPADES) != "spades"
    assert hash(c.suit_said(Suit.SPADES)) == hash(c.suit_said(Suit.SPADES))
    assert len({hash(c.suit_said(s)) for s in Suit}) == 4
    assert f"[{c.suit_said(Suit.SPADES):>8}]" == "[  spades]"
    assert len({c.suit_said(s) for s in Suit} | {c.suit_said(Suit.CLUBS)}) == 4


def test_a_message_rendered_in_a_language_says_its_cards_and_suits_in_that_language() -> None:
    # render(code, faces) names its language: the pack's words and the faces' letters inside
    # follow it, whatever language is being spoken where it is called
    assert c.trumps_are(Suit.SPADES).render("es", SPANISH) == "Triunfo: espadas."
    assert c.trumps_are(Suit.SPADES).render("ru", FRENCH) == "Козыри — пики."
    with pytest.raises(CardSyntaxError) as error:
        parse_card("QX")
    assert error.value.message.render("ru", FRENCH) == (
        "'QX' — не карта: пишите достоинство, затем масть (П Ч Б Т), например ДП или 10Ч")
    with speaking("fr"):
        assert say("{card}", card=Shown(parse_card("QS"))).render("ru", FRENCH) == "Д♠"
        assert say("{card}", card=parse_card("QS").name).render("es", SPANISH) == \
            "caballo de espadas"
