"""Elision and contractions where a template's word meets what is put in, on rendered pages
(issue 37, point 6; the reviews: Catalan "la taula de Ane", "Marcador de Aggravation" in 39
templates; French « Points des cartes d'équipe 0 »; Italian without preposizioni articolate,
"Punti carte di coppia 0"; Spanish « de el jugador »).

Catalan elides « de » before a vowel (« d'Ane », « d'Aggravation »); French too, and says « de
» + « l'équipe 0 »; Italian joins "di" and the article ("della squadra 0", "dell'asso");
Spanish « de » + « el equipo » is « del equipo ». The seams are made by
``referee.words.elision`` for the referee's templates and the pages' ``_()`` alike.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from helpers import Table

BASQUES = ("Ane", "Iñaki", "Maite", "Jordi")
WON = "JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H"
"""Belote: the taker's side took these (000: the trump jack and nine, and the tricks' points)."""


def shown(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_catalan_elides_de_before_a_name_and_a_game(client: Any) -> None:
    table = Table(client, "tute", BASQUES)
    page = shown(client.get(f"/referee/tute?table={table.view_key}&lang=ca").get_data(True))
    assert "Per a la taula d'Ane, Iñaki, Maite, Jordi" in page
    assert "de Ane" not in page
    aggravation = Table(client, "aggravation", ("Ane", "Jordi"))
    board = shown(client.get(f"/s/{aggravation.view_key}?lang=ca").get_data(True))
    assert "Marcador d'Aggravation" in board
    # before a consonant it stays
    assert "Marcador de Chicago" in shown(client.get(
        f"/s/{Table(client, 'chicago', ('Jordi', 'Ane')).view_key}?lang=ca").get_data(True))


def test_french_elides_before_a_vowel_and_keeps_de_before_an_h(client: Any) -> None:
    assert "Arbitre d'Aggravation" in shown(client.get("/referee/aggravation?lang=fr")
                                            .get_data(True))
    table = Table(client, "tute", ("Hugo", "Anne", "Léa", "Paul"))
    page = shown(client.get(f"/referee/tute?table={table.view_key}&lang=fr").get_data(True))
    assert "de Hugo" in page


@pytest.mark.parametrize("code, said", [
    ("fr", "Points des cartes de l'équipe 0"),
    ("it", "Punti carte della squadra 0"),
    ("es", "Puntos de cartas del equipo 0"),
    ("ca", "Punts de cartes de l'equip 0"),
])
def test_an_unnamed_side_takes_its_article_and_the_preposition_joins_it(
        client: Any, code: str, said: str) -> None:
    page = client.post(f"/referee/belote/score?lang={code}", data={
        "trump": "S", "taker": "0", "last_trick": "0", "won_text": WON}).get_data(True)
    assert said in shown(page), shown(page)[:2000]


def test_italian_says_dell_asso(client: Any) -> None:
    page = client.post("/referee/belote/trick?lang=it", data={
        "trump": "H", "play0_text": "AH", "play1_text": "7S", "play2_text": "8S",
        "play3_text": "9S"}).get_data(True)
    assert "si tratta dell'asso di cuori" in shown(page)
