"""A translation that says gender, number, case and article (referee/words: grammar.py,
elision.py, people.py), checked against the readings the native reviews asked for
(../shared/reviews/translations/): «Маша вышла», «Борис вышел», «Маша & Оля вышли» and, with no
gender known, a phrasing that needs none; « du joueur 2 », « d'Anne », "della coppia 1",
"dell'asso", « la taula d'Ane », « del jugador 2 », "Astrids inmatning"; «у пары 1» beside
«у пары Маша & Оля».

Each test speaks a stand-in language whose catalog is the few entries it gives (the real
catalogs are checked by tests/test_catalogs.py and tests/test_genders.py).
"""

from __future__ import annotations

import gettext
from typing import Iterator

import pytest

from referee import words
from referee.words import (Named, Names, Play, Seat, Side, elision, grammar, named_together,
                           say, say_in, showing, speaking)
from referee.words.grammar import Grammar, SyntaxProblem


class Catalog(gettext.NullTranslations):
    """A language of a few entries (``"ctx\x04msgid"`` for one said in a context)."""

    def __init__(self, entries: dict[str, str]) -> None:
        super().__init__()
        self.entries = entries

    def gettext(self, message: str) -> str:
        return self.entries.get(message, message)

    def pgettext(self, context: str, message: str) -> str:
        return self.entries.get(f"{context}\x04{message}", message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, dict[str, str]]]:
    """Languages to fill in, by code: each speaks only the entries a test puts there."""
    languages: dict[str, dict[str, str]] = {}
    real = words.catalogs.translations
    monkeypatch.setattr(words.catalogs, "translations",
                        lambda code: Catalog(languages[code]) if code in languages
                        else real(code))
    yield languages


WOMEN_AND_MEN = Names(("Маша", "Борис", "Оля", "Дима"), ("Маша & Оля", "Борис & Дима"),
                      ("f", "m", "f", "m"), ((0, 2), (1, 3)))
NOBODY_SAID = Names(("Маша", "Борис", "Оля", "Дима"), ("Маша & Оля", "Борис & Дима"), (),
                    ((0, 2), (1, 3)))
OUT = "{seat} is out of chips."


def test_a_selector_follows_the_players_gender(speak: dict[str, dict[str, str]]) -> None:
    speak["ru"] = {OUT: "{seat?f={seat} осталась без фишек|m={seat} остался без фишек"
                        "|*=У игрока {seat.bare} кончились фишки}.",
                   "player {number}": "{=m}игрок {number}"}
    with speaking("ru"):
        said = [say(OUT, seat=Seat(i)).with_names(WOMEN_AND_MEN).text() for i in (0, 1)]
        assert said == ["Маша осталась без фишек.", "Борис остался без фишек."]
        # no gender given: the words need none, the name stands in the nominative
        assert say(OUT, seat=Seat(0)).with_names(NOBODY_SAID).text() == \
            "У игрока Маша кончились фишки."
        # unnamed: the noun's own gender («игрок» is masculine)
        assert say(OUT, seat=Seat(2)).text() == "Игрок 2 остался без фишек."


def test_a_partnership_takes_the_plural_and_its_players_gender(
        speak: dict[str, dict[str, str]]) -> None:
    speak["fr"] = {"{side} is out.": "{side} {side?f=est éliminée|m=est éliminé|fpl=sont "
                                     "éliminées|mpl=sont éliminés|*=quitte la partie}."}
    women = Names(("Anne", "Léa"), ("Anne & Léa",), ("f", "f"), ((0, 1),))
    mixed = Names(("Anne", "Paul"), ("Anne & Paul",), ("f", "m"), ((0, 1),))
    unknown = Names(("Anne", "Paul"), ("Anne & Paul",), ("f", ""), ((0, 1),))
    with speaking("fr"):
        said = [say("{side} is out.", side=Side(0)).with_names(n).text()
                for n in (women, mixed, unknown)]
    assert said == ["Anne & Léa sont éliminées.", "Anne & Paul sont éliminés.",
                    "Anne & Paul quitte la partie."]


def test_a_plural_option_serves_a_partnership_of_any_gender(
        speak: dict[str, dict[str, str]]) -> None:
    speak["ru"] = {"{side} won.": "{side} {side?pl=выиграли|f=выиграла|m=выиграл|*=в выигрыше}."}
    with speaking("ru"):
        assert say("{side} won.", side=Side(1)).with_names(NOBODY_SAID).text() == \
            "Борис & Дима выиграли."
        assert say("{side} won.", side=Side(1)).with_names(WOMEN_AND_MEN).text() == \
            "Борис & Дима выиграли."


def test_an_unnamed_side_agrees_with_its_noun(speak: dict[str, dict[str, str]]) -> None:
    speak["ru"] = {"{side} won.": "{side} {side?f=выиграла|m=выиграл|pl=выиграли|*=в выигрыше}.",
                   "team {number}": "{=f}пара {number}"}
    with speaking("ru"):
        assert say("{side} won.", side=Side(1)).text() == "Пара 1 выиграла."


def test_a_game_names_its_sides_with_its_own_noun(speak: dict[str, dict[str, str]]) -> None:
    speak["es"] = {"team {number}": "{=m}equipo {number}",
                   "mus\x04team {number}": "{=f}pareja {number}",
                   "{side} wins.": "{side.the} {side?f=queda primera|m=queda primero|*=gana}."}
    with speaking("es"):
        assert say("{side} wins.", side=Side(0)).text() == "El equipo 0 queda primero."
        showing(None, {"team {number}": "mus"})
        try:
            assert say("{side} wins.", side=Side(0)).text() == "La pareja 0 queda primera."
        finally:
            showing(None)


def test_french_contracts_and_elides_at_the_seam(speak: dict[str, dict[str, str]]) -> None:
    speak["fr"] = {"Card points of {side}: {sum}": "Points des cartes de {side.the} : {sum}",
                   "{player} follows {leader}.": "{player.the} fournit à {leader.the}.",
                   "team {number}": "{=f}équipe {number}",
                   "player {number}": "{=m}joueur {number}"}
    with speaking("fr"):
        card_points = say("Card points of {side}: {sum}", side=Side(0), sum=20)
        assert card_points.text() == "Points des cartes de l'équipe 0 : 20"
        assert card_points.with_names(Names(("Anne", "Paul"), ("Anne", "Paul"))).text() == \
            "Points des cartes d'Anne : 20"
        assert say("{player} follows {leader}.", player=Seat(1), leader=Seat(0)).text() == \
            "Le joueur 1 fournit au joueur 0."
        assert say("Card points of {side}: {sum}", side=Verbatim("Hugo"), sum=3).text() == \
            "Points des cartes de Hugo : 3"


Verbatim = words.Verbatim


def test_italian_says_its_articulated_prepositions(speak: dict[str, dict[str, str]]) -> None:
    speak["it"] = {"Card points of {side}: {sum}": "Punti carte di {side.the}: {sum}",
                   "{card} is led to {side}.": "Si gioca {card.the} alla mano, a {side.the}.",
                   "team {number}": "{=f}coppia {number}",
                   "side {number}": "{=m}giocatore {number}",
                   "the lead of {card}": "l'attacco di {card.the}",
                   "ace": "{=m}asso", "{rank} of spades": "{rank} di picche"}
    from referee.cards import card_words, parse_card
    with speaking("it"):
        assert say("Card points of {side}: {sum}", side=Side(0), sum=0).text() == \
            "Punti carte della coppia 0: 0"
        assert say("Card points of {side}: {sum}", side=Side(2, "side"), sum=0).text() == \
            "Punti carte del giocatore 2: 0"
        assert say("the lead of {card}", card=card_words(parse_card("AS"))).text() == \
            "l'attacco dell'asso di picche"
        assert say("{card} is led to {side}.", card=card_words(parse_card("AS")),
                   side=Side(1)).text() == "Si gioca l'asso di picche alla mano, alla coppia 1."


def test_catalan_elides_before_a_vowel_and_contracts(speak: dict[str, dict[str, str]]) -> None:
    speak["ca"] = {"{game} table": "Taula de {game}", "the deal of {seat}": "la mà de {seat}",
                   "for {seat}": "per {seat.the}", "player {number}": "{=m}jugador {number}"}
    with speaking("ca"):
        assert say("{game} table", game=Verbatim("Aggravation")).text() == "Taula d'Aggravation"
        assert say("the deal of {seat}", seat=Named("Ane", "f")).text() == "la mà d'Ane"
        assert say("the deal of {seat}", seat=Named("Hug", "m")).text() == "la mà d'Hug"
        assert say("the deal of {seat}", seat=Named("Jordi", "m")).text() == "la mà de Jordi"
        assert say("for {seat}", seat=Seat(2)).text() == "pel jugador 2"


def test_catalan_elides_de_before_one_and_eleven(speak: dict[str, dict[str, str]]) -> None:
    # ca.md §5: « s'endú el pot d'1 fitxa », « d'11 punts »; « de 10 », « de 8 » stay
    speak["ca"] = {"a pot of {n}": "un pot de {n} fitxes"}
    with speaking("ca"):
        said = [say("a pot of {n}", n=n).text() for n in (1, 11, 10, 8, 1000, 11000)]
    assert said == ["un pot d'1 fitxes", "un pot d'11 fitxes", "un pot de 10 fitxes",
                    "un pot de 8 fitxes", "un pot de 1000 fitxes", "un pot d'11.000 fitxes"]


def test_italian_says_ad_before_an_a(speak: dict[str, dict[str, str]]) -> None:
    # it.md §4: « Marta dà 3 ad Anna », « al giocatore 2 » as before
    speak["it"] = {"{giver} gives {amount} to {taker}": "{giver.the} dà {amount} a {taker.the}",
                   "player {number}": "{=m}giocatore {number}"}
    with speaking("it"):
        assert say("{giver} gives {amount} to {taker}", giver=Named("Marta", "f"), amount=3,
                   taker=Named("Anna", "f")).text() == "Marta dà 3 ad Anna"
        assert say("{giver} gives {amount} to {taker}", giver=Named("Anna", "f"), amount=3,
                   taker=Seat(2)).text() == "Anna dà 3 al giocatore 2"


def test_spanish_contracts_de_and_a_with_el(speak: dict[str, dict[str, str]]) -> None:
    speak["es"] = {"the deal of {seat}": "la mano de {seat.the}",
                   "player {number}": "{=m}jugador {number}"}
    with speaking("es"):
        assert say("the deal of {seat}", seat=Seat(3)).text() == "la mano del jugador 3"
        assert say("the deal of {seat}", seat=Named("Ane", "f")).text() == "la mano de Ane"


def test_swedish_makes_its_genitive_with_an_ending(speak: dict[str, dict[str, str]]) -> None:
    speak["sv"] = {"{keeper}'s entry": "{keeper.gen} inmatning",
                   "player {number}": "spelare {number}"}
    with speaking("sv"):
        said = [say("{keeper}'s entry", keeper=k).text()
                for k in (Named("Astrid"), Named("Lars"), Seat(2))]
    assert said == ["Astrids inmatning", "Lars inmatning", "spelare 2:s inmatning"]


def test_a_name_given_with_its_gender_is_a_name() -> None:
    masha = Named("Маша", "f")
    assert masha == "Маша" and masha.gender == "f" and not masha.many
    pair = named_together([masha, Named("Оля", "f")])
    assert (pair, pair.gender, pair.many) == ("Маша & Оля", "f", True)
    assert named_together([masha, Named("Борис", "m")]).gender == "m"
    assert named_together([masha, Named("Кай")]).gender == ""
    import pickle
    assert pickle.loads(pickle.dumps(masha)).gender == "f"


def test_english_says_a_partnerships_names_with_the_plural_verb() -> None:
    pair = named_together([Named("Ann"), Named("Carl")])
    assert str(say("{who} {wins|win}.", who=pair)) == "Ann & Carl win."
    assert str(say("{who} {wins|win}.", who=Named("Ann"))) == "Ann wins."


# --- the syntax, as the catalog tests read it --------------------------------------------------

def test_a_selector_needs_its_default_and_known_keys() -> None:
    for broken in ("{seat?f=она}", "{seat?she=она|*=x}", "{seat?f=она|*=x", "{seat?f}",
                   "a } b"):
        with pytest.raises(SyntaxProblem):
            grammar.pieces(broken)
    assert grammar.selector_names("{a?f={b?m=x|*=y}|*=z} {c}") == {"a", "b"}


def test_each_reading_of_a_selector_is_what_a_subject_of_each_kind_reads() -> None:
    readings = grammar.each_reading("{seat} {seat?f=вышла|m,mpl=вышел|*=выходит}")
    assert readings == ["{seat} выходит", "{seat} вышел", "{seat} вышла"]
    assert grammar.each_reading("{seat} wins") == ["{seat} wins"]


def test_the_grammar_of_several_people() -> None:
    assert grammar.together(["f", "f"]) == Grammar("f", True, True)
    assert grammar.together(["f", "m"]) == Grammar("m", True, True)
    assert grammar.together(["f", ""]) == Grammar("", True, True)
    assert Grammar("f", True).keys == ("fpl", "pl", "*")
    assert Grammar().keys == ("*",)


@pytest.mark.parametrize("code, word, value, said", [
    ("fr", "de", "Alice", "d'Alice"), ("fr", "De", "Émile", "D'Émile"),
    ("fr", "que", "Yves", "qu'Yves"), ("fr", "de", "Hugo", None), ("fr", "de", "hélène", None),
    ("fr", "de", "le joueur 2", "du joueur 2"), ("fr", "à", "les joueurs", "aux joueurs"),
    ("fr", "de", "l'équipe 1", "de l'équipe 1" if False else None), ("fr", "inde", "Anne", None),
    ("ca", "de", "Ane", "d'Ane"), ("ca", "de", "el jugador 1", "del jugador 1"),
    ("ca", "a", "els jugadors", "als jugadors"), ("ca", "que", "Ane", None),
    ("it", "di", "la coppia 1", "della coppia 1"), ("it", "a", "l'asso", "all'asso"),
    ("it", "in", "i giocatori", "nei giocatori"), ("it", "Di", "il giocatore 1",
                                                   "Del giocatore 1"),
    ("it", "di", "Anna", None), ("es", "de", "el jugador 2", "del jugador 2"),
    ("es", "a", "el jugador 2", "al jugador 2"), ("es", "de", "la pareja 1", None),
    ("ru", "у", "Маша", None),
    # Italian's euphonic "ad" before an a (it.md §4); "a Marta", "ad" never before an e
    ("it", "a", "Anna", "ad Anna"), ("it", "A", "Alberto", "Ad Alberto"),
    ("it", "a", "Marta", None), ("it", "a", "Enzo", None), ("it", "a", "il giocatore 2",
                                                             "al giocatore 2"),
    # Catalan elides before a number read with a vowel (ca.md §5): « u », « onze », « un
    # milió », « onze mil »; « deu », « mil », « dotze », « vuit » and a card's code stay
    ("ca", "de", "1", "d'1"), ("ca", "de", "11", "d'11"), ("ca", "de", "1.000.000",
                                                           "d'1.000.000"),
    ("ca", "de", "11.000", "d'11.000"), ("ca", "de", "1,5", "d'1,5"), ("ca", "de", "10", None),
    ("ca", "de", "1000", None), ("ca", "de", "12", None), ("ca", "de", "111", None),
    ("ca", "de", "8", None), ("ca", "de", "1O", None), ("fr", "de", "11", None),
])
def test_the_seams_each_language_makes(code: str, word: str, value: str,
                                       said: str | None) -> None:
    assert elision.joined(code, word, value) == said


def test_the_pages_placeholders_take_the_same_seams() -> None:
    assert elision.elide("fr", "Tableau de %(game)s", {"game": "Aggravation"}, elision.PERCENT,
                         field="%({})s".format) == ("Tableau d'%(game)s", {})
    assert elision.elide("fr", "Points de %(who)s", {"who": "le joueur 2"}, elision.PERCENT,
                         field="%({})s".format) == ("Points du %(~seam0)s",
                                                    {"~seam0": "joueur 2"})
    assert elision.elide("fr", "de {n:d}", {"n": "8"}) == ("de {n:d}", {})
    assert elision.elide("en", "of {name}", {"name": "Ann"}) == ("of {name}", {})


@pytest.mark.parametrize("code, gender, many, text, said", [
    ("fr", "f", False, "équipe 1", "l'équipe 1"), ("fr", "m", False, "joueur 2", "le joueur 2"),
    ("fr", "m", True, "joueurs", "les joueurs"), ("it", "f", False, "coppia 1", "la coppia 1"),
    ("it", "m", False, "asso", "l'asso"), ("it", "m", False, "giocatore 2", "il giocatore 2"),
    ("it", "m", False, "spagnolo", "lo spagnolo"), ("it", "m", True, "giocatori", "i giocatori"),
    ("ca", "m", False, "equip 1", "l'equip 1"), ("ca", "f", False, "parella 1", "la parella 1"),
    ("es", "f", False, "pareja 1", "la pareja 1"), ("es", "m", False, "jugador 2",
                                                    "el jugador 2"),
    ("nl", "n", False, "team 1", "het team 1"), ("ru", "f", False, "пара 1", "пара 1"),
    ("fr", "", False, "Paul", "Paul"),
])
def test_the_article_a_noun_takes(code: str, gender: str, many: bool, text: str,
                                  said: str) -> None:
    assert elision.article(code, gender, many, text) == said


def test_a_play_and_a_name_say_their_grammar_at_a_table() -> None:
    assert WOMEN_AND_MEN.grammar(Play(0), "ru") == Grammar("f", False, True)
    assert WOMEN_AND_MEN.grammar(Side(1), "ru") == Grammar("m", True, True)
    assert WOMEN_AND_MEN.grammar(Named("Оля", "f"), "ru") == Grammar("f", False, True)


def test_a_context_message_keeps_its_own_words(speak: dict[str, dict[str, str]]) -> None:
    speak["es"] = {"mus\x04queen": "{=m}caballo", "queen": "{=f}reina"}
    with speaking("es"):
        assert say_in("mus", "queen").text() == "caballo" and say("queen").text() == "reina"


def test_a_card_said_in_words_takes_its_article_and_opens_with_a_capital(
        speak: dict[str, dict[str, str]]) -> None:
    # ca.md §1, es.md §3: at a table of the Spanish pack a card is said in words, a noun of its
    # rank's gender (« el rei d'espases », « la sota de copes »); shown by its face (R♠) or
    # canonically (KS) it takes no article. 003 lines 87-131 (Tute): the highest card wins.
    from referee.cards import Shown, parse_card
    from referee.faces import Faces
    beats, wins = "{card} beats {other}.", "{card} wins."
    speak["ca"] = {beats: "{card.the} guanya {other.the}.", wins: "{card} guanya.",
                   "spanish pack\x04king": "{=m}rei", "spanish pack\x04jack": "{=f}sota",
                   "spanish pack\x04ace": "{=m}as",
                   "spanish pack\x04{rank} of swords": "{rank} d'espases",
                   "spanish pack\x04{rank} of cups": "{rank} de copes"}
    king, jack, ace = (Shown(parse_card(c)) for c in ("KS", "JH", "AS"))
    with speaking("ca"):
        showing(Faces.SPANISH)
        assert say(beats, card=king, other=jack).text() == \
            "El rei d'espases guanya la sota de copes."
        assert say(wins, card=ace).text() == "As d'espases guanya."
        showing(Faces.FRENCH)
        assert say(beats, card=king, other=jack).text() == "K♠ guanya J♥."
        showing(None)
        assert say(beats, card=king, other=jack).text() == "KS guanya JH."
        assert say(wins, card=ace).text() == "AS guanya."


def test_a_clause_opening_with_a_form_gives_the_sentence_its_capital(
        speak: dict[str, dict[str, str]]) -> None:
    # es.md §3: a clause joined into a sentence opens « la pareja 0 no cumplió … »: opening with
    # {side.the}, an unnamed side, it takes the capital as {side} does
    speak["es"] = {"{clause}, so {side} scores.": "{clause}, así que {side.the} se apunta.",
                   "{side} missed {contract}": "{side.the} no cumplió {contract}",
                   "team {number}": "{=f}pareja {number}"}
    with speaking("es"):
        clause = say("{side} missed {contract}", side=Side(0), contract=Verbatim("doble"))
        assert say("{clause}, so {side} scores.", clause=clause, side=Side(1)).text() == \
            "La pareja 0 no cumplió doble, así que la pareja 1 se apunta."
