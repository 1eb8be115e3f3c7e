"""The language each reader asks for: the API's human words follow ``Accept-Language``, its
machine fields stay the same; pages follow the switcher (kept on the device), then the phone.

The expected words are read from the catalogs themselves (one source of each message), so a
test checks that the template a ruling used was translated and filled in, not a copy of it.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.words import Message, Names, Side, say, say_n, speaking, translations
from referee.words.catalogs import unmarked

MUS = {"hands": ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"],
       "scores": [0, 0]}


def _spanish(template: str) -> str:
    """A template's Spanish, as said (a noun's gender mark, ``{=m}``, is never said)."""
    translated = translations("es").gettext(template)
    assert translated != template, f"{template!r} has no Spanish in the catalog"
    return unmarked(translated)


def test_the_api_answers_spanish_for_accept_language_es_and_english_for_none(
        client: Any) -> None:
    english = client.post("/api/v1/referee/mus/score", json=MUS)
    spanish = client.post("/api/v1/referee/mus/score", json=MUS,
                          headers={"Accept-Language": "es-ES,es;q=0.9,en;q=0.5"})
    assert english.status_code == spanish.status_code == 200
    assert english.headers["Content-Language"] == "en"
    assert spanish.headers["Content-Language"] == "es"
    # the machine fields are the same in every language
    for field in ("points", "scores", "winner", "award", "game_over"):
        assert english.json[field] == spanish.json[field]
    assert english.json["scores"] == [6, 4]
    assert "Juego bonus: hand 0's juego collects 3." in english.json["explanation"]
    hand = _spanish("hand {number}").format(number=0)  # no table: the hand by its place
    bonus = _spanish("{round} bonus: {hand}'s {kind} collects {bonus}").format(
        round="Juego", hand=hand, kind="juego", bonus=3)
    assert bonus in spanish.json["explanation"]
    assert "bonus: hand" not in spanish.json["explanation"]
    # a round's words too, with the Mus terms kept as the players say them
    assert "Grande" in spanish.json["explanation"]


def test_an_error_keeps_its_code_and_speaks_the_language_asked(client: Any) -> None:
    body = {"captured": "AS 10S", "pot": -1}
    english = client.post("/api/v1/referee/bura/claim", json=body)
    french = client.post("/api/v1/referee/bura/claim", json=body,
                         headers={"Accept-Language": "fr"})
    assert english.status_code == french.status_code == 422
    assert english.json["code"] == french.json["code"] == "invalid"
    assert english.json["field"] == french.json["field"] == "pot"


def test_russian_counts_points_and_tokens_in_three_forms(client: Any) -> None:
    """Bura (002 line 31): a claim counted 21 (1 form), 24 (2–4 form) and 25 (5+ form)."""
    forms = {}
    for cards, points in (("AS 10S", 21), ("AS 10S JH JD", 25), ("AS 10S QH", 24)):
        answer = client.post("/api/v1/referee/bura/claim", json={"captured": cards, "pot": 5},
                             headers={"Accept-Language": "ru"}).json
        assert answer["points"] == points and answer["valid"] is False
        forms[points] = answer["explanation"]
    with speaking("ru"):
        one, few, many = (say_n("The claim is false: {cards} = {n} point, short of {target}.",
                                "The claim is false: {cards} = {n} points, short of {target}.",
                                n, cards="X", target=31).text() for n in (21, 24, 25))
    words = {text.split("= ")[1].split(",")[0] for text in (one, few, many)}
    assert len(words) == 3, f"Russian needs three forms, got {words}"
    assert one.split("= ")[1].split(",")[0] in forms[21]
    assert few.split("= ")[1].split(",")[0] in forms[24]
    assert many.split("= ")[1].split(",")[0] in forms[25]
    # tokens too: "pays 5 tokens" is the 5+ form
    assert "5" in forms[25] and "The claimer" not in forms[25]


def test_a_message_names_the_table_and_is_rendered_in_each_readers_language() -> None:
    message = say("{side} {reaches|reach} {target} and {wins|win}.", side=Side(0),
                  target=40).with_names(
        Names(("Ane", "Iker", "Maite", "Jon"), ("Ane & Maite", "Iker & Jon")))
    assert message == "Ane & Maite reach 40 and win."  # its value is the English words
    with speaking("es"):
        assert message.text() == "Ane & Maite llegan a 40 y ganan."  # a pair: plural verbs
    single = say("{side} {reaches|reach} {target} and {wins|win}.", side=Side(1), target=40)
    with speaking("es"):
        team = _spanish("team {number}").format(number=1)  # no names: the position
        # a position opening a sentence is capitalized ("Pareja 1 llega")
        assert single.text() == f"{team[:1].upper()}{team[1:]} llega a 40 y gana."
    assert isinstance(message, Message) and message.text() == "Ane & Maite reach 40 and win."


@pytest.mark.parametrize("language, expected", [("es", "es"), ("ru", "ru"), ("xx", "en")])
def test_pages_follow_the_switcher_then_the_phone(client: Any, language: str,
                                                  expected: str) -> None:
    chosen = client.get(f"/?lang={language}")
    assert f'<html lang="{expected}"' in chosen.get_data(as_text=True)
    # the choice is kept on the device: the next page, without ?lang, stays in it
    again = client.get("/", headers={"Accept-Language": "fr"})
    kept = expected if language != "xx" else "fr"
    assert f'<html lang="{kept}"' in again.get_data(as_text=True)
    assert "Accept-Language" in again.headers["Vary"]


@pytest.mark.parametrize("language, shown", [("en", "25,000"), ("fr", "25\u202f000"),
                                             ("es", "25.000"), ("ru", "25\u00a0000")])
def test_numbers_are_written_the_way_the_language_writes_them(client: Any, language: str,
                                                              shown: str) -> None:
    # from 10 000 on a number is grouped by thousands in the reader's way; four digits stay
    # together (1000), as Spanish writes them
    from tests.helpers import Table
    table = Table(client, "bura", ("Ann", "Boris"), tokens=25000)
    page = client.get(f"/s/{table.view_key}?lang={language}").get_data(as_text=True)
    assert f">{shown}<" in page
    with speaking(language):
        said = say("{side} {has|have} {points}.", side=Side(0), points=25000).text()
        assert shown in said and "1000" in say("{n}", n=1000).text()
