"""Three tables read in three languages at 360 px, while a phone watching one of them reads its
scoreboard in English at the same moment: a Mus hand in Spanish, a Bura claim in Russian (its
points and tokens in the right plural forms), a Belote hand in French.

The expected words come from the catalogs (``referee.words``), filled in with the table's
names, so the test checks the template each ruling used, not a copy of a sentence. The hands are
entered through the JSON API; the pages only read (the forms are tested in English elsewhere).
"""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any, Iterator

import pytest
from playwright.sync_api import expect

from referee.words import Named, Verbatim, say, say_n, speaking, translations

MUS_HANDS = ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"]
BELOTE_0 = "JH 9H AH 10H AS 10S KS QS AD 10D KD QD".split()
BELOTE_1 = "JS 9S 8S 7S KH QH 8H 7H JD 9D 8D 7D AC KC QC JC 10C 9C 8C 7C".split()


def _post(server: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(f"{server.url}{path}", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read())


def _table(server: Any, game: str, names: list[str], **options: Any) -> dict[str, Any]:
    return _post(server, "/api/v1/tables", {"game": game, "options": options,
                                            "players": [{"name": n} for n in names]})


def _act(server: Any, table: dict[str, Any], kind: str, **fields: Any) -> dict[str, Any]:
    return _post(server, f"/api/v1/tables/{table['edit_key']}/events", {"kind": kind, **fields})


def _said(code: str, template: str, **values: Any) -> str:
    """The catalog's words for a template, filled in; a verb choice ({a|ont}) takes the form
    for a partnership when a value names one ("Ann & Cat")."""
    translated = translations(code).gettext(template)
    assert translated != template, f"{template!r} is not translated into {code}"
    # said by the engine itself (its selectors, forms and seams: « de l'équipe », {side.the}),
    # each typed name as the table types it, a partnership's as several people
    named = {k: Named(v, "", " & " in v) if isinstance(v, str) and v and not v.isdigit()
             else v for k, v in values.items()}
    return say(template, **named).render(code)


@pytest.fixture
def phones(browser: Any) -> Iterator[dict[str, Any]]:
    """A phone for each language, each context sending its locale's Accept-Language."""
    contexts = {code: browser.new_context(viewport={"width": 360, "height": 740},
                                          locale=locale)
                for code, locale in (("es", "es-ES"), ("ru", "ru-RU"), ("fr", "fr-FR"),
                                     ("en", "en-GB"))}
    yield {code: context.new_page() for code, context in contexts.items()}
    for context in contexts.values():
        context.close()


def _fits(page: Any) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_three_tables_in_three_languages_and_an_english_scoreboard(server: Any,
                                                                   phones: Any) -> None:
    # Mus in Spanish (003 lines 132-200): the hand scored by the calculator
    mus = _table(server, "mus", ["Ane", "Iker", "Maite", "Jon"])
    after = _act(server, mus, "hand", body={"hands": MUS_HANDS})
    who, margin = re.fullmatch(r"(.+) are ahead by (\d+)", after["status"]).groups()
    spanish = phones["es"]
    spanish.goto(f"{server.url}/t/{mus['edit_key']}")
    expect(spanish.locator("html")).to_have_attribute("lang", "es")
    ruling = spanish.locator(".ruling")
    # Ane deals, so Iker is the mano (hand 0): the ruling says his name
    expect(ruling).to_contain_text(_said("es", "{round} bonus: {hand}'s {kind} collects "
                                               "{bonus}", round="Juego", hand="Iker",
                                         kind="juego", bonus=3))
    expect(ruling).to_contain_text("Grande")       # the round keeps its Mus name
    expect(ruling).not_to_contain_text("bonus: hand")
    expect(spanish.locator(".history")).to_contain_text(
        _said("es", "Hand scored: {points}", points="")[:8])
    _fits(spanish)

    # the same table's scoreboard, read in English on another phone at the same time
    english = phones["en"]
    english.goto(f"{server.url}/s/{mus['view_key']}")
    expect(english.locator("html")).to_have_attribute("lang", "en")
    expect(english.locator("body")).to_contain_text("are ahead by")
    expect(spanish.locator(".status")).to_contain_text(
        _said("es", "{who} are ahead by {margin}", who=who, margin=margin))

    # Bura in Russian (002 line 31): AS 10S is 21, short of 31; the pot of 3 is paid again.
    # The cards wear Russian face letters (Т туз), as the API's AS does not
    bura = _table(server, "bura", ["Аня", "Борис", "Вика"], tokens=10, ante=1)
    _act(server, bura, "ante")
    _act(server, bura, "claim", seat=0, captured="AS 10S")
    russian = phones["ru"]
    russian.goto(f"{server.url}/t/{bura['edit_key']}")
    with speaking("ru"):
        counted = say_n("The claim is false: {cards} = {n} point, short of {target}.",
                        "The claim is false: {cards} = {n} points, short of {target}.", 21,
                        cards=Verbatim("Т♠ 11 + 10♠ 10"), target=31).text()
        pays = say_n("{claimer} must pay {n} token into the pot, doubling it, and deals next.",
                     "{claimer} must pay {n} tokens into the pot, doubling it, and deals next.",
                     3, claimer=Verbatim("Аня")).text()
    assert counted != counted.replace("очко", "")  # 21: the form for one (очко)
    expect(russian.locator(".ruling")).to_contain_text(counted)
    expect(russian.locator(".ruling")).to_contain_text(pays)
    _fits(russian)

    # Belote in French (003 lines 473-544): hearts trumps, Ann & Cat took and made it
    belote = _table(server, "belote", ["Ann", "Bob", "Cat", "Dan"])
    _act(server, belote, "hand", body={"trump": "H", "taker": 0, "won": [BELOTE_0, BELOTE_1],
                                       "last_trick": 0})
    french = phones["fr"]
    french.goto(f"{server.url}/t/{belote['edit_key']}")
    expect(french.locator("html")).to_have_attribute("lang", "fr")
    expect(french.locator(".ruling")).to_contain_text(
        _said("fr", "Dix de der: {side} took the last trick, +{points}.", side="Ann & Cat",
              points=10))
    expect(french.locator(".ruling")).to_contain_text(
        _said("fr", "Hearts are trumps; {side} took.", side="Ann & Cat"))
    _fits(french)

    # the English scoreboard never turned Spanish while the Spanish phone read the table
    english.reload()
    expect(english.locator("body")).to_contain_text("are ahead by")
