"""No English left in what the referee says: every word of a ruling or an error comes from a
message template, so a reader in another language never meets an English fragment glued in by
code.

The check uses a pseudo-language: every template (singular, plural, or said in a game's
context) is "translated" by wrapping it in ``⟦ ⟧``. A ruling is then rendered in that language
and the wrapped parts are taken out, innermost first; what is left must be only what is never
translated: card notation (``QS 10H``), numbers, punctuation, and the games' own names. An
English word left over was put in by code (an f-string, a word chosen in Python) and no
catalog could translate it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from referee import words
from referee.games import GAMES
from helpers import Marking, Table
from tests.referee.test_score_contract import SAMPLES

PSEUDO = Marking("⟦", "⟧")
"""A language whose every template is the English one in brackets."""
WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
WORD = re.compile(r"[A-Za-z]{3,}")
NEVER_TRANSLATED = {game.name for game in GAMES.values()} | {
    "Grande", "Chica", "Pares", "Juego", "Punto",  # Mus's rounds, said as they are
    "FREE"}  # One-Eyed Jack's free corners, typed as they are


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> None:
    """Swedish, for these tests, is the pseudo-language."""
    real = words.catalogs.translations
    monkeypatch.setattr(words.catalogs, "translations",
                        lambda code: PSEUDO if code == "sv" else real(code))


def english_left(text: str) -> list[str]:
    """The words of ``text`` that no template said."""
    while True:
        stripped = WRAPPED.sub("", text)
        if stripped == text:
            break
        text = stripped
    for name in NEVER_TRANSLATED:
        text = text.replace(name, "")
    return WORD.findall(text)


MACHINE = ("field", "code", "cards", "card", "category", "combination", "kind")
"""Fields whose values are the same in every language (keys a program reads)."""


def _texts(value: Any) -> list[str]:
    """Every human text in an answer (explanations, breakdowns, descriptions, errors)."""
    if isinstance(value, str):
        return [value] if " " in value else []  # single words are machine values (keys)
    if isinstance(value, dict):
        return [t for k, v in value.items() if k not in MACHINE
                for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


def _leaks(answer: Any) -> list[tuple[str, list[str]]]:
    return [(text, left) for text in _texts(answer) if (left := english_left(text))]


SV = {"Accept-Language": "sv"}

TRICKS = {
    "belote": {"trump": "H", "plays": ["JH", "9H", "AH", "7S"],
               "hands": [["JH", "KS"], ["9H", "8H"], ["AH", "10H"], ["7S", "QH"]]},
    "tute": {"trump": "S", "plays": ["AH", "3H", "KS", "2H"]},
    "chicago": {"plays": ["AD", "KD", "2S"]},
    "toepen": {"plays": ["10H", "9H", "8H", "7S"]},
    "truc": {"plays": ["4C", "5D"]},
    "back-alley": {"trump": "S", "plays": ["BJ", "AS", "2H", "3H"]},
    "twenty-five": {"trump": "D", "plays": ["AH", "KD", "2D"]},
    "nine-card-don": {"trump": "H", "plays": ["5H", "AH", "KS", "2H"]},
    "bura": {"trump": "H", "plays": [["AS", "10S"], ["KS", "QS"]]},
    "kozel": {"trump": "H", "plays": [["AH"], ["6S"]]},
}


@pytest.mark.parametrize("key", sorted(SAMPLES))
def test_every_score_is_said_in_templates_only(client: Any, pseudo: None, key: str) -> None:
    body, _, _ = SAMPLES[key]
    answer = client.post(f"/api/v1/referee/{key}/score", json=body, headers=SV)
    assert answer.status_code == 200, answer.json
    assert not _leaks(answer.json)


@pytest.mark.parametrize("key", sorted(TRICKS))
def test_every_trick_ruling_is_said_in_templates_only(client: Any, pseudo: None,
                                                      key: str) -> None:
    answer = client.post(f"/api/v1/referee/{key}/trick", json=TRICKS[key], headers=SV)
    assert answer.status_code == 200, answer.json
    assert not _leaks(answer.json)


QUESTIONS = {
    ("bura", "claim"): {"captured": ["AS", "10S", "KS"], "pot": 4},
    ("bura", "showdown"): {"trump": "H", "hands": [["AH", "KH", "QH"], ["AS", "AD", "AC"]]},
    ("kozel", "showdown"): {"trump": "H", "hands": [["AH", "AS", "10D", "10C"],
                                                    ["6S", "KH", "QH", "JH"]]},
    ("mus", "showdown"): {"hands": ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"],
                          "round": "pares"},
    ("belote", "count"): {"trump": "H", "cards": ["JH", "9H", "AS"]},
    ("one-eyed-jack", "play"): {"players": 2, "side": 1, "card": "JD", "square": "A1",
                                "chips": {"0": [], "1": []}},
    ("twenty-five", "claim"): {"hand": ["AS", "2D", "3D", "4D", "5C"], "upcard": "9S"},
    ("chicago", "showdown"): {"hands": ["AH KH QH JH 10H", "2C 2D 2S 5H 6H"]},
}


@pytest.mark.parametrize("key, question", sorted(QUESTIONS))
def test_every_other_question_is_said_in_templates_only(client: Any, pseudo: None, key: str,
                                                        question: str) -> None:
    answer = client.post(f"/api/v1/referee/{key}/{question}", json=QUESTIONS[key, question],
                         headers=SV)
    assert answer.status_code == 200, answer.json
    assert not _leaks(answer.json)


@pytest.mark.parametrize("key", sorted(SAMPLES))
def test_every_refusal_is_said_in_templates_only(client: Any, pseudo: None, key: str) -> None:
    # each sample with every field emptied, then given junk: the errors a hand-typed body meets
    body, _, _ = SAMPLES[key]
    for name in body:
        for junk in (None, "zz", -5, [1, "x"], {"a": 1}):
            answer = client.post(f"/api/v1/referee/{key}/score", json=body | {name: junk},
                                 headers=SV)
            if answer.status_code == 422:
                assert not english_left(answer.json["error"]), (name, junk, answer.json)


NAMES = ("Ann", "Boris", "Cat", "Dan")
PLAYERS = NAMES + ("Eve", "Fay")
DRAW = "red-black"


def _named_leaks(value: Any) -> list[tuple[str, list[str]]]:
    """English left in a table's texts, once its players' names are taken out."""
    found = []
    for text in _texts(value):
        for name in NAMES:
            text = text.replace(name, "")
        if left := english_left(text):
            found.append((text, left))
    return found


def test_a_table_says_its_rulings_history_and_errors_in_templates_only(
        client: Any, pseudo: None) -> None:
    table = Table(client, "belote", NAMES)
    table.act("hand", body={"trump": "S", "taker": 0, "last_trick": 0, "won": [
        "JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
        "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"]})
    table.act("deal")
    refused = table.post("hand", body={"trump": "S", "taker": 0, "won": ["AS AS", ""]})
    assert refused.status_code == 422
    assert not _named_leaks(client.get(f"/api/v1/tables/{table.edit_key}", headers=SV).json)
    assert not _named_leaks(client.post(f"/api/v1/tables/{table.edit_key}/events", headers=SV,
                                        json={"kind": "hand", "idempotency_key": "x",
                                              "body": {"trump": "S", "taker": 5}}).json)


def test_a_token_table_says_its_moves_and_errors_in_templates_only(client: Any,
                                                                   pseudo: None) -> None:
    table = Table(client, "toepen", NAMES[:3])
    for seat, move in ((0, "knock"), (1, "fold"), (2, "stay")):
        table.act(move, seat=seat)
    table.act("toepen_won", seat=0)
    refused = client.post(f"/api/v1/tables/{table.edit_key}/events", headers=SV,
                          json={"kind": "fold", "seat": 2, "idempotency_key": "y"})
    assert refused.status_code == 422 and not _named_leaks(refused.json)
    assert not _named_leaks(client.get(f"/api/v1/tables/{table.edit_key}", headers=SV).json)
    bura = Table(client, "bura", NAMES[:2])
    bura.act("ante")
    refused = client.post(f"/api/v1/tables/{bura.edit_key}/events", headers=SV,
                          json={"kind": "bet", "seat": 0, "amount": 99999,
                                "idempotency_key": "z"})
    assert refused.status_code == 422 and not _named_leaks(refused.json)
    assert not _named_leaks(client.get(f"/api/v1/tables/{bura.edit_key}", headers=SV).json)


    def upgettext(self, context: str, message: str) -> str:
        return self.pgettext(context, message)

    def unpgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)


@pytest.fixture
def pseudo_pages(monkeypatch: pytest.MonkeyPatch, pseudo: None) -> None:
    import flask_babel
    monkeypatch.setattr(flask_babel.Domain, "get_translations", lambda self: PSEUDO)


TAGS = re.compile(r"<script.*?</script>|<style.*?</style>|<[^>]+>", re.S)
SHOWN_ATTRIBUTES = re.compile(r'(?:placeholder|aria-label|title|alt)="([^"]*)"')
NEVER_ON_PAGES = {"Kibitzer", *words.LANGUAGES.values()}


TYPED_CARD = re.compile(r"(?i)(?<!\w)Kn[SHDC](?!\w)")
"""A card typed as a Swedish player types it (knekt: ``KnC``), the one with three letters."""


def page_english(html_text: str) -> list[str]:
    """The English words a reader of the page meets that no template said."""
    import html
    shown = " ".join(SHOWN_ATTRIBUTES.findall(html_text)) + " " + TAGS.sub(" ", html_text)
    shown = re.sub(r"https?://\S+", " ", html.unescape(shown))  # links are addresses
    shown = re.sub(r"\b\w*\d\w*\b", " ", shown)  # keys, seeds and cards hold digits
    shown = TYPED_CARD.sub(" ", shown)  # a placeholder's cards in the reader's notation
    for name in (*PLAYERS, *NEVER_ON_PAGES):
        shown = shown.replace(name, "")
    return english_left(shown)


def test_every_page_says_its_words_in_templates_only(client: Any, pseudo_pages: None) -> None:
    belote = Table(client, "belote", NAMES)
    belote.act("hand", body={"trump": "S", "taker": 0, "last_trick": 0, "won": [
        "JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
        "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"]})
    bura = Table(client, "bura", NAMES[:2])
    bura.act("ante")
    pages = ["/", f"/t/{belote.edit_key}", f"/s/{belote.view_key}", f"/t/{bura.edit_key}",
             f"/s/{bura.view_key}"]
    pages += [f"/new/{key}" for key in GAMES] + [f"/referee/{key}" for key in GAMES]
    for key, game in GAMES.items():  # each game's own table partials
        table = Table(client, key, PLAYERS[:game.min_players])
        pages += [f"/t/{table.edit_key}", f"/s/{table.view_key}"]
    drawn = client.post("/draws/new", data={"kind": DRAW, "players": "\n".join(NAMES)})
    assert drawn.status_code == 303
    pages += ["/draws/new", "/draws/verify", drawn.headers["Location"]]
    leaks = {}
    rulings = {
        "/referee/belote/trick": {"trump": "H", "play0_text": "AS", "play1_text": "7S",
                                  "play2_text": "JH", "play3_text": "8S",
                                  "hand2_text": "JH 10S", "hand3_text": "8S 9H"},
        "/referee/toepen/score": {"chips_0": "10", "chips_1": "10", "chips_2": "10",
                                  "value": "3", "folded_1": "1", "winner": "0"},
        "/referee/bura/claim": {"cards_text": "AS 10S KS", "pot": "4"}}
    for url, form in rulings.items():
        response = client.post(url, data=form, headers=SV)
        assert response.status_code == 200, url
        if left := page_english(response.get_data(as_text=True)):
            leaks[url] = left
    for url in pages:
        response = client.get(url, headers=SV)
        assert response.status_code == 200, url
        if left := page_english(response.get_data(as_text=True)):
            leaks[url] = left
    assert not leaks, "\n".join(f"{url}: {sorted(set(left))}" for url, left in leaks.items())


# --- the games' names, the score pad's file, the scripts, the refusals in every language ------

GAME_NAMES = re.compile("|".join(sorted((re.escape(g.name) for g in GAMES.values()),
                                        key=len, reverse=True)))


def names_left(html_text: str) -> list[str]:
    """The games' names a reader of the page meets that were not said in their language (a
    game's name is translated where its players name it differently: «Козёл», "Veinticinco")."""
    import html
    shown = " ".join(SHOWN_ATTRIBUTES.findall(html_text)) + " " + TAGS.sub(" ", html_text)
    shown = html.unescape(shown)
    while True:
        stripped = WRAPPED.sub("", shown)
        if stripped == shown:
            break
        shown = stripped
    return GAME_NAMES.findall(shown)


def test_every_page_says_the_games_names_in_the_readers_language(client: Any,
                                                                  pseudo_pages: None) -> None:
    """The club pages named the games in English (issue 37): every page says a game's name
    through its catalog entry (``Game.title``), the home page, the new-table and referee pages,
    the tables and the club night's."""
    from test_club_pages import links, start
    organiser = start(client)
    page = client.get(organiser).get_data(as_text=True)
    pages = ["/", "/events/new", organiser, links(page)["room"]]
    pages += [f"/new/{key}" for key in GAMES] + [f"/referee/{key}" for key in GAMES]
    for key, game in GAMES.items():
        table = Table(client, key, PLAYERS[:game.min_players])
        pages += [f"/t/{table.edit_key}", f"/s/{table.view_key}"]
    leaks = {url: left for url in pages
             if (left := names_left(client.get(url, headers=SV).get_data(as_text=True)))}
    assert not leaks, leaks


def test_the_score_pads_file_says_its_headers_in_templates_only(client: Any,
                                                                pseudo: None) -> None:
    """The CSV's headers and its buy-in rows are the reader's words ("buy-in" was English in
    every language); the names and figures are as they are."""
    bura = Table(client, "bura", NAMES[:2])
    bura.act("ante")
    bura.act("buy_in", seat=0, amount=5)
    text = client.get(f"/t/{bura.edit_key}/export.csv", headers=SV).get_data(as_text=True)
    cells = [cell for line in text.splitlines() for cell in line.split(",")]
    left = [w for cell in cells for w in english_left(cell.replace("Ann", "").replace(
        "Boris", ""))]
    assert not left, text


SCRIPTS = ("kibitzer.js", "live.js", "boost.js", "picker.js")
"""The app's own scripts (htmx and idiomorph are vendored: they show no words)."""
MACHINE_STRINGS = {"use strict", "keeping the book", "small forget"}
"""Strings in the scripts that look like words but are keys: the strict mode, a role stored by
an earlier version (read back as the page's ``data-keeper``), class names."""


@pytest.mark.parametrize("name", SCRIPTS)
def test_the_scripts_take_their_words_from_the_page(name: str) -> None:
    """A script's words come from the page (``#live-words``' data attributes, a button's own
    text), in the reader's language: no string in a script is a sentence of its own."""
    from pathlib import Path
    source = (Path(__file__).resolve().parent.parent / "static" / name).read_text()
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r"(?m)^\s*//.*$|(?<=[;{}),])\s*//.*$", "", source)
    said = [m.group(1) if m.group(1) is not None else m.group(2) for m in re.finditer(
        r'"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'', source)]
    sentences = [s for s in said if re.search(r"[A-Za-z]{3,} [A-Za-z]{2,}", s)
                 and not re.search(r"[#.\[\]=]", s) and s not in MACHINE_STRINGS]
    assert not sentences, f"{name} says words of its own: {sentences}"


REFUSALS = [
    ("post", "/api/v1/tables", {"game": "bura", "players": [{"name": "Ann"}]}),
    ("post", "/api/v1/tables", {"game": "bura", "players": [{"name": "Ann"},
                                                           {"name": "Bo", "gender": "x"}]}),
    ("post", "/api/v1/tables", {"game": "nope", "players": []}),
    ("post", "/api/v1/referee/tute/trick", {"trump": "S", "plays": ["AH", "AH"]}),
    ("post", "/api/v1/referee/truc/trick", {"trump": "S", "plays": ["4C", "5D"]}),
    ("post", "/api/v1/referee/bura/claim", {"captured": ["ZZ"], "pot": 4}),
    ("post", "/api/v1/referee/mus/showdown", {"hands": ["KS 3H"], "round": "grande"}),
    ("post", "/api/v1/referee/kozel/score", {"won": ["AS AS"]}),
    ("post", "/api/v1/tournaments", {"game": "burraco", "name": "x", "format": "danish",
                                     "rounds": 1, "entrants": [{"name": "A"}]}),
    ("get", "/api/v1/tables/nope", None),
]
"""Refusals the API answers: a table, the referee's questions, an event, a missing table."""


@pytest.mark.parametrize("code", [c for c in words.LANGUAGES if c != "en"])
def test_every_api_refusal_is_said_in_every_language(client: Any, code: str) -> None:
    """Each refusal is said in the language asked, not in English (its error is the catalog's,
    and so is every word the code puts in it: the pseudo-language tests above show that)."""
    english, said = {}, {}
    for method, url, body in REFUSALS:
        for language, into in (("en", english), (code, said)):
            answer = getattr(client, method)(url, json=body,
                                             headers={"Accept-Language": language})
            assert answer.status_code >= 400, (url, answer.json)
            into[url, str(body)] = answer.json["error"]
    same = [english[k] for k in english if english[k] == said[k]]
    assert not same, f"{code} answers in English: {same}"
