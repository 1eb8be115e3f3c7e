"""What the translators asked of the source (issue 37, /work/lang-requests): words a catalog
cannot fix alone, checked on the rendered pages and rulings."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from referee.words import LANGUAGES


def shown(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def facts(page: str) -> list[str]:
    return [shown(p).strip() for p in re.findall(r'<p class="facts">(.*?)</p>', page, re.S)]


@pytest.mark.parametrize("code", sorted(LANGUAGES))
@pytest.mark.parametrize("game", ["truc", "belote"])
def test_the_referee_page_opens_with_the_pack_in_a_capital(client: Any, code: str,
                                                           game: str) -> None:
    # the label is said mid-sentence too (« {card} no és a la baralla … »): lower case in
    # the catalog, its first letter a capital where it opens the page's line
    line = facts(client.get(f"/referee/{game}?lang={code}").get_data(True))[0]
    assert not line[:1].islower(), line


def test_the_standings_count_matches_won_in_a_word_of_their_own(client: Any) -> None:
    # the column beside «Punts» and «Jugades» counts matches won; the tally's action "Won"
    # says who won this game (ca.md §4, it.md §1)
    from test_club_pages import start
    organiser = start(client, scoring="points")
    for code, column, action in (("ca", "Guanyades", "Ha guanyat"),
                                 ("it", "Vittorie", "Vittoria")):
        page = client.get(f"{organiser}?lang={code}").get_data(True)
        headers = [shown(h).strip() for h in re.findall(r'<th scope="col">(.*?)</th>', page)]
        assert column in headers and action not in headers, headers


def test_toepen_lists_who_must_answer_a_knock_with_the_readers_and(client: Any) -> None:
    # 001 (Toepen): a knock raises the hand's value, and each other player folds or stays; the
    # players waiting are a list with the language's own "and" (nl.md §1)
    from helpers import Table
    table = Table(client, "toepen", ("Femke", "Joost", "Lars", "Sanne"))
    table.act("knock", seat=0)
    english = shown(client.get(f"/t/{table.edit_key}?lang=en").get_data(True))
    assert "Joost, Lars and Sanne must fold" in english
    dutch = shown(client.get(f"/t/{table.edit_key}?lang=nl").get_data(True))
    assert "Joost, Lars en Sanne" in dutch and "Joost, Lars, Sanne" not in dutch


@pytest.mark.parametrize("game, names, code, heading", [
    ("truc", ("Ane", "Jordi", "Maite", "Iñaki"), "ca", "Parella"),
    ("twenty-five", ("Ane", "Jordi", "Maite", "Iñaki", "Pau", "Nil"), "es", "Equipo"),
    ("mus", ("Ane", "Jordi", "Maite", "Iñaki"), "es", "Pareja"),
    ("kozel", ("Маша", "Борис", "Оля", "Глеб"), "ru", "Сторона")])
def test_the_tables_team_column_is_headed_with_the_games_own_noun(
        client: Any, game: str, names: tuple[str, ...], code: str, heading: str) -> None:
    # a Truc table's rulings say « la parella 0 »: its column too (ca.md §2, es.md §1); 003
    # line 207: six at Twenty-Five play in teams when the table says so
    from helpers import Table
    options = {"teams": True} if game == "twenty-five" else {}
    table = Table(client, game, names, **options)
    page = client.get(f"/t/{table.edit_key}?lang={code}").get_data(True)
    assert f"<th>{heading}</th>" in page


@pytest.mark.parametrize("game, said", [("kozel", "Сторона 2"), ("twenty-five", "Команда 2"),
                                        ("mus", "Пара 2")])
def test_a_team_said_by_its_number_as_a_label_is_the_games_own(game: str, said: str) -> None:
    # ru.md §2: the score pad's team without players, in the game's context
    from referee.game import TEAM_LABEL
    from referee.games import GAMES
    from referee.words import speaking
    with speaking("ru"):
        assert GAMES[game].side_word(TEAM_LABEL, number=2).text() == said
    assert str(GAMES[game].side_word(TEAM_LABEL, number=2)) == "Team 2"


def test_a_concours_round_is_a_partie_in_french(client: Any) -> None:
    # fr.md §1: a concours de belote is played in « parties »; the Mitchell's rounds are « tours »
    from test_club_pages import start
    concours = shown(client.get(start(client, game="belote", format="concours", scoring="") +
                                "?lang=fr").get_data(True))
    assert "Tirer la partie 1" in concours and "donnes par partie" in concours
    mitchell = shown(client.get(start(client) + "?lang=fr").get_data(True))
    assert "Tirer la partie" not in mitchell and "donnes par partie" not in mitchell


def test_french_puts_its_space_before_a_colon_on_the_pages(client: Any) -> None:
    # fr.md §3: the colon is in the msgid, so French writes « : » with the space before it
    from helpers import Table
    from test_club_pages import start
    organiser = shown(client.get(start(client) + "?lang=fr").get_data(True))
    assert "Imprimer : " in organiser and "Exporter : " in organiser
    assert "Imprimer:" not in organiser
    table = Table(client, "belote", ("Anne", "Hugo", "Léa", "Paul"))
    page = shown(client.get(f"/t/{table.edit_key}?lang=fr").get_data(True))
    assert "Belote : " in page and "Langue : " in page
    english = shown(client.get(f"/t/{table.edit_key}?lang=en").get_data(True))
    assert "Belote: " in english and "Language: English" in english


def test_belote_says_its_trumps_in_its_own_words_where_other_games_share_them(
        client: Any) -> None:
    # 003 lines 473-545 (Belote): the only trump played wins the trick; Belote players in Italy
    # say « atout », the shared trick engine « briscola » (it.md §2)
    trick = {"trump": "H", "play0_text": "AS", "play1_text": "7S", "play2_text": "JH",
             "play3_text": "8S", "hand2_text": "JH 10S", "hand3_text": "8S 9H"}
    page = client.post("/referee/belote/trick?lang=it", data=trick).get_data(True)
    ruling = shown(re.findall(r'class="explanation"[^>]*>(.*?)</p>', page, re.S)[0])
    assert "l'unico atout giocato" in ruling and "l'atout è cuori" in ruling
    assert "briscola" not in ruling
    answer = client.post("/api/v1/referee/belote/trick", headers={"Accept-Language": "it"},
                         json={"trump": "H", "plays": ["AS", "7S", "JH", "8S"]})
    assert "atout" in answer.json["explanation"], answer.json
    from referee.words import say, speaking
    with speaking("it"):
        assert "atout" not in say("{suit} are trumps", suit="cuori").text()


def test_belote_refuses_a_side_as_an_equipo_where_tute_says_pareja(client: Any) -> None:
    # 003 line 477 (Belote: two teams of two, partners across); es.md §1-2: the shared sides'
    # refusals say «equipo» of Belote, «pareja» of Tute; every fragment in the reader's words
    def refusal(game: str, body: dict[str, Any]) -> str:
        answer = client.post(f"/api/v1/referee/{game}/score", json=body,
                             headers={"Accept-Language": "es"})
        assert answer.status_code == 422
        return str(answer.json["error"])
    won = ["JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
           "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"]
    belote = refusal("belote", {"trump": "H", "taker": 0, "won": won, "last_trick": 7})
    assert belote.startswith("el equipo que hizo la última baza tiene que ser el equipo 0")
    tute = refusal("tute", {"trump": "S", "won": [[], []], "last_trick": 7, "scores": [0, 0]})
    assert "equipo" not in tute


@pytest.mark.parametrize("code, opening", [("es", "Rey de espadas gana: "),
                                           # the Catalan catalog now opens with the verb, the
                                           # card said after it needing no article
                                           ("ca", "Guanya la basa: rei d'espases, "),
                                           ("en", "King of swords wins: ")])
def test_a_trick_ruling_opening_with_a_card_in_words_takes_its_capital(
        client: Any, code: str, opening: str) -> None:
    # 003 lines 87-131 (Tute): the highest trump wins the trick; on the Spanish pack the card is
    # said in words, and opening the ruling it takes a capital (ca.md §1: « as d'espases guanya »)
    trick = {"trump": "S", "play0_text": "12E", "play1_text": "2E", "play2_text": "1O",
             "play3_text": "3C"}
    page = client.post(f"/referee/tute/trick?lang={code}", data=trick).get_data(True)
    ruling = shown(re.findall(r'class="explanation"[^>]*>(.*?)</p>', page, re.S)[0]).strip()
    assert ruling.startswith(opening), ruling
    answer = client.post("/api/v1/referee/tute/trick", json={"trump": "S", "plays": [
        "KS", "2S", "AD", "3H"]})
    assert answer.json["explanation"].startswith("KS wins: ")  # canonical: as it was
