"""Cards as each table holds them and each reader says them (issue 23): the Spanish pack's
faces for Mus, Tute and Truc (003 lines 94, 141, 292: "the Spanish 40-card pack"), French-suited
faces with each language's letters elsewhere, and the one parser reading the players' own
notation. The canonical notation (``KS``) stays the text of every message."""

from __future__ import annotations

import pytest

from referee.cards import Card, Rank, Shown, ShownCount, Suit, parse_card
from referee.errors import CardSyntaxError
from referee.faces import Faces, face, notation, rows, shown_text, words
from referee.games import GAMES
from referee.words import say, showing, speaking


def card(text: str) -> Card:
    return parse_card(text)


@pytest.mark.parametrize("language, shown", [
    # the letters printed on French-suited packs in each country (A K Q J; R D V; H V B;
    # Т К Д В; E K D Kn)
    ("en", "A♠ K♥ Q♦ J♣ 10♠"), ("es", "A♠ K♥ Q♦ J♣ 10♠"), ("ca", "A♠ K♥ Q♦ J♣ 10♠"),
    ("it", "A♠ K♥ Q♦ J♣ 10♠"), ("fr", "A♠ R♥ D♦ V♣ 10♠"), ("nl", "A♠ H♥ V♦ B♣ 10♠"),
    ("ru", "Т♠ К♥ Д♦ В♣ 10♠"), ("sv", "E♠ K♥ D♦ Kn♣ 10♠")])
def test_french_suited_faces_wear_the_readers_letters(language: str, shown: str) -> None:
    with speaking(language):
        assert " ".join(face(card(t), Faces.FRENCH) for t in "AS KH QD JC 10S".split()) \
            == shown


@pytest.mark.parametrize("language, shown", [
    # 10, 11, 12 are sota, caballo, rey; oros, copas, espadas, bastos
    ("es", "12E 1O 7C 10B 11E"), ("ca", "12E 1O 7C 10B 11E"), ("it", "12S 1D 7C 10B 11S"),
    ("fr", "12E 1D 7C 10B 11E"), ("ru", "12E 1O 7C 10B 11E")])
def test_the_spanish_pack_shows_its_numbers_and_suit_initials(language: str,
                                                             shown: str) -> None:
    with speaking(language):
        assert " ".join(face(card(t), Faces.SPANISH) for t in "KS AD 7H JC QS".split()) \
            == shown


@pytest.mark.parametrize("language, said", [
    ("es", "rey de espadas, 7 de oros, sota de copas, caballo de bastos, as de oros"),
    ("ca", "rei d'espases, 7 d'oros, sota de copes, cavall de bastos, as d'oros"),
    ("it", "re di spade, 7 di denari, fante di coppe, cavallo di bastoni, asso di denari"),
    ("en", "king of swords, 7 of coins, jack of cups, knight of clubs, ace of coins")])
def test_the_spanish_pack_in_words(language: str, said: str) -> None:
    with speaking(language):
        assert shown_text([card(t) for t in "KS 7D JH QC AD".split()], Faces.SPANISH) == said


def test_the_players_spanish_notation_reads_into_the_same_cards() -> None:
    with speaking("es"):
        read = notation(Faces.SPANISH)
        assert [str(parse_card(t, read)) for t in "12E 1O 7C 10B 11e".split()] == \
            ["KS", "AD", "7H", "JC", "QS"]
        # the canonical notation still reads, but C is copas on the Spanish pack's table
        assert [str(parse_card(t, read)) for t in ("KS", "AH", "7C")] == ["KS", "AH", "7H"]
        with pytest.raises(CardSyntaxError):
            parse_card("13E", read)
    # without a reader's notation (the API), 7C is the 7 of clubs and 12E no card
    assert str(parse_card("7C")) == "7C"
    with pytest.raises(CardSyntaxError):
        parse_card("12E")


@pytest.mark.parametrize("language, typed, cards", [
    ("ru", "ТП ДЧ 10Б ВТ КS", ["AS", "QH", "10D", "JC", "KS"]),
    ("fr", "RH DS VC AD", ["KH", "QS", "JC", "AD"]),
    ("nl", "HH VS BC AD", ["KH", "QS", "JC", "AD"]),
    ("sv", "KnS DH EC KD", ["JS", "QH", "AC", "KD"])])
def test_each_readers_face_letters_are_read(language: str, typed: str,
                                            cards: list[str]) -> None:
    with speaking(language):
        read = notation(Faces.FRENCH)
        assert [str(parse_card(t, read)) for t in typed.split()] == cards


def test_a_message_keeps_the_canonical_cards_and_a_page_shows_its_faces() -> None:
    message = say("{card} wins", card=Shown(card("QS")))
    assert str(message) == "QS wins"
    showing(Faces.FRENCH)
    try:
        made_here = say("{cards} = {points}", cards=ShownCount([(card("QS"), 3)]), points=3)
        with speaking("ru"):
            assert message.text() == "Д♠ wins" or message.text().startswith("Д♠")
            assert made_here.text().startswith("Д♠ 3")
        showing(Faces.SPANISH)
        with speaking("es"):
            assert "caballo de espadas" in message.text()
    finally:
        showing(None)
    # made while a page showed its faces, the message is still canonical for the API
    assert str(made_here) == "QS 3 = 3" and message.text() == "QS wins"


def test_the_spanish_pack_is_laid_out_oros_copas_espadas_bastos_from_1_to_12() -> None:
    laid = rows(GAMES["mus"].pack_for().distinct, Faces.SPANISH)
    assert [row[0].suit for row in laid] == [Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES,
                                             Suit.CLUBS]
    assert [c.rank for c in laid[0]][:3] == [Rank.ACE, Rank.TWO, Rank.THREE]
    assert [c.rank for c in laid[0]][-3:] == [Rank.JACK, Rank.QUEEN, Rank.KING]


@pytest.mark.parametrize("game, faces", [
    ("mus", Faces.SPANISH), ("tute", Faces.SPANISH), ("truc", Faces.SPANISH),
    ("bura", Faces.FRENCH), ("belote", Faces.FRENCH), ("burraco", Faces.FRENCH)])
def test_the_spanish_packs_games_default_to_its_faces(game: str, faces: Faces) -> None:
    assert GAMES[game].faces_for() is faces
    if faces is Faces.SPANISH:
        # English cards are a table option
        assert GAMES[game].faces_for(GAMES[game].read_options({"faces": "french"})) \
            is Faces.FRENCH
    else:
        assert GAMES[game].option("faces") is None


def test_a_card_in_words_follows_the_tables_faces() -> None:
    jack = card("JH")
    with speaking("es"):
        assert words(jack, Faces.SPANISH).text() == "sota de copas"
        assert say("{card} wins", card=jack.name).text().startswith("jota de corazones")
        showing(Faces.SPANISH)
        try:
            assert say("{card} wins", card=jack.name).text().startswith("sota de copas")
        finally:
            showing(None)
