"""Every live part in its reader's language, always (issue 34).

A stream outlives the request that opened it: Flask's teardown ran before its first event, and
it reset the referee's language, so every screen but the phone that acted read the game's own
lines (the status, the history, the winner) in English after the first action. Each page type
that streams is listed here (:data:`PAGE_TYPES`, checked against the app's own registries so a
new one cannot be added without it); each is opened in Dutch, French, Russian and in the
pseudo-language of tests/test_no_english_left.py (every template bracketed), receives another
phone's action made in English, and what it was sent must hold no English: in the
pseudo-language, no word outside brackets; in the real languages, none of the sentences an
English reader of the same page was sent.
"""

from __future__ import annotations

import html
import http.client
import json
import re
from pathlib import Path
from typing import Any

import pytest

from bench._http import ServerProcess
from helpers import Table
from test_club_api import create
from test_no_english_left import page_english, pseudo, pseudo_pages  # noqa: F401 (fixtures)
from test_stream import events_of, read_events

from views.club.live import EVENT_PAGES
from views.parts import PAGES
from views.club.watch import Watch

NAMES = ("Femke", "Joost", "Sanne")
TEAMS = [{"name": n, "players": [f"{n} A", f"{n} B"]} for n in ("Cigales", "Fourmis",
                                                               "Abeilles", "Frelons")]


class Subject:
    """What a page watches, made through the API, and how another phone changes it."""

    def __init__(self, client: Any, kind: str) -> None:
        self.client = client
        if kind == "table":
            self.table = Table(client, "toepen", NAMES)
            self.keys = {"edit": self.table.edit_key, "view": self.table.view_key}
        else:
            made = create(client, {"game": "belote", "name": "Concours du village",
                                   "format": "concours", "rounds": 2, "hands_per_round": 2,
                                   "scoring": "points", "entrants": TEAMS,
                                   "options": {"check_in": True}})
            self.keys = {"edit": made["edit_key"], "view": made["view_key"]}
            for entrant in range(len(TEAMS)):  # at the door, each team checks in
                client.post(f"/api/v1/tournaments/{made['edit_key']}/entrants",
                            json={"check_in": entrant})
            self.round = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds",
                                     json={}).get_json()

    def stream_url(self, kind: str, page: str) -> str:
        if kind == "table":
            key = self.keys["edit" if page == "table" else "view"]
            return f"/api/v1/tables/{key}/stream?page={page}"
        spec = EVENT_PAGES[page]
        key = self.keys["edit" if spec.edit else "view"]
        url = f"/api/v1/tournaments/{key}/stream?page={page}"
        if spec.purpose:
            from views.club.tokens import token
            with self.client.application.app_context():
                from scorebook.tournaments import record
                from views.database import lent_db
                with lent_db() as db:
                    event, _ = record.find(db, key)
                url += "&mac=" + token(event, spec.purpose)
        return url

    def act_in_english(self, kind: str) -> None:
        """Another phone's action, made in English (the API's default)."""
        if kind == "table":
            self.table.act("knock", seat=0)
            self.table.act("fold", seat=1)
            return
        # a table plays its partie out, the organiser adds a late team: a result, the
        # standings, the history and the entrants all move
        first = self.round["tables"][0]["edit_key"]
        for points in ([100, 62], [90, 72]):
            for body in ({"kind": "hand", "body": {"trump": "S", "taker": 0, "last_trick": 0,
                          "won": ["JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
                                  "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C "
                                  "8C 7C"]}}, {"kind": "deal"}):
                answer = self.client.post(f"/api/v1/tables/{first}/events", json=body)
                assert answer.status_code == 201, answer.get_json()
                if answer.get_json()["finished"]:
                    break  # the partie's donnes are played: no further deal (issue 36)
        added = self.client.post(f"/api/v1/tournaments/{self.keys['edit']}/entrants",
                                 json={"name": "Guêpes", "players": ["Léa", "Hugo"],
                                       "missed": "sit_out"})
        assert added.status_code in (200, 201), added.get_json()
        # the round's clock starts, and another table calls the arbiter (issue 39): the
        # clock, the calls and the movement's repairs are on the room's pages too
        clock = self.client.post(f"/api/v1/tournaments/{self.keys['edit']}/clock",
                                 json={"minutes": 1, "last_hand": 5})
        assert clock.status_code == 201, clock.get_json()
        called = self.client.post(f"/api/v1/tables/{self.round['tables'][1]['edit_key']}/call",
                                  json={})
        assert called.status_code == 201, called.get_json()


PAGE_TYPES: dict[str, tuple[str, str]] = {
    "table page": ("table", "table"),
    "scoreboard": ("table", "board"),
    "scoreboard, TV mode": ("table", "tv"),
    "room": ("event", "room"),
    "room, TV mode": ("event", "tv"),
    "organiser's page": ("event", "organiser"),
    "check-in page": ("event", "check_in"),
}
"""Every page that streams: (what it watches, the ``?page=`` its stream asks)."""


def test_the_list_names_every_page_that_streams() -> None:
    assert {page for kind, page in PAGE_TYPES.values() if kind == "table"} == set(PAGES)
    assert {page for kind, page in PAGE_TYPES.values() if kind == "event"} == set(EVENT_PAGES)


def sent_after_an_action(client: Any, kind: str, page: str, language: str) -> str:
    """What a screen reading ``language`` is sent when another phone acts in English."""
    subject = Subject(client, kind)
    response = client.get(subject.stream_url(kind, page), buffered=False,
                          headers={"Accept-Language": language})
    assert response.status_code == 200, response.get_data(as_text=True)
    chunks = iter(response.response)
    next(chunks)  # the stream is open
    subject.act_in_english(kind)
    if kind == "event":
        settled(client, subject.keys["edit"])
    # the stream reads when it is read: every change so far comes as one
    got = events_of(chunks, 1)
    response.close()
    assert got[0]["event"] == "change", got
    return got[0]["data"]


def settled(client: Any, edit_key: str) -> None:
    """Once the event's watch has looked at every change made to it."""
    import time

    from scorebook.tournaments import record, room
    from views.database import lent_db
    app = client.application
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        with app.app_context(), lent_db() as db:
            event, _ = record.find(db, edit_key)
            mark = room.marker(db, event)
        watch = app.extensions["kibitzer.rooms"].watch(
            event, lambda: Watch(app, app.extensions["kibitzer.hub"], event))
        if watch.seen is not None and watch.seen[0] == mark:
            return
        time.sleep(0.02)
    raise AssertionError("the watch did not look at the event's last change")


TEXT = re.compile(r">([^<>]+)<")


def sentences(markup: str) -> set[str]:
    """The texts of a part of at least two words of letters, names taken out."""
    out = set()
    for found in TEXT.findall(markup):
        text = html.unescape(found)
        for name in (*NAMES, *(t["name"] for t in TEAMS), "Guêpes", "Toepen", "Belote"):
            text = text.replace(name, " ")
        text = " ".join(text.split())
        if len(re.findall(r"[A-Za-z]{2,}", text)) >= 2:
            out.add(text)
    return out


@pytest.mark.parametrize("name", sorted(PAGE_TYPES))
@pytest.mark.parametrize("language", ["nl", "fr", "ru"])
def test_a_live_page_keeps_its_readers_language_through_another_phones_action(
        client: Any, name: str, language: str) -> None:
    kind, page = PAGE_TYPES[name]
    english = sentences(sent_after_an_action(client, kind, page, "en"))
    assert english, "the English reader was sent no words: the test shows nothing"
    theirs = sent_after_an_action(client, kind, page, language)
    left = {s for s in english if s in " ".join(sentences(theirs))}
    assert not left, f"{name} in {language} was sent English: {sorted(left)}"


@pytest.mark.parametrize("name", sorted(PAGE_TYPES))
def test_a_live_page_says_every_word_through_its_readers_catalogs(
        client: Any, pseudo_pages: None, name: str) -> None:  # noqa: F811
    kind, page = PAGE_TYPES[name]
    sent = sent_after_an_action(client, kind, page, "sv")  # sv: the pseudo-language here
    assert "⟦" in sent
    typed = [p for t in TEAMS for p in t["players"]] + [t["name"] for t in TEAMS]
    for drop in sorted((*typed, *NAMES, "Guêpes", "Léa", "Hugo"), key=len, reverse=True):
        sent = sent.replace(drop, "")  # names typed at the table are never translated
    left = page_english(sent)
    assert not left, f"{name}: {sorted(set(left))}"


def test_two_readers_of_one_table_each_keep_their_own_language(tmp_path: Path) -> None:
    """A Dutch and a Russian scoreboard on one table of the real server, through a hand of
    actions by either phone (each acting in its own language)."""
    server = ServerProcess(tmp_path / "k.sqlite3")
    try:
        made = post(server, "/api/v1/tables", {"game": "toepen", "players": list(NAMES)})
        streams = {}
        for language in ("nl", "ru"):
            host, port = server.url.removeprefix("http://").split(":")
            connection = http.client.HTTPConnection(host, int(port), timeout=10)
            connection.request("GET", f"/api/v1/tables/{made['view_key']}/stream?page=board",
                               headers={"Accept-Language": language})
            response = connection.getresponse()
            assert response.status == 200
            streams[language] = (connection, response)
        said: dict[str, list[str]] = {"nl": [], "ru": []}
        moves = [("nl", {"kind": "knock", "seat": 0}), ("ru", {"kind": "stay", "seat": 1}),
                 ("nl", {"kind": "stay", "seat": 2}), ("ru", {"kind": "toepen_won", "seat": 2})]
        for language, move in moves:
            post(server, f"/api/v1/tables/{made['edit_key']}/events", move,
                 {"Accept-Language": language})
            for reader, (_, response) in streams.items():
                said[reader].append(read_events(response, 1)[0]["data"])
        for connection, _ in streams.values():
            connection.close()
    finally:
        server.stop()
    cyrillic = re.compile("[а-яА-Я]")
    assert all(cyrillic.search(part) for part in said["ru"]), said["ru"]
    assert not any(cyrillic.search(part) for part in said["nl"]), said["nl"]
    assert all("Laatste" in part for part in said["nl"]), said["nl"]
    for english in ("knocks", "stays", "wins", "All level", "the hand is worth"):
        assert not any(english in part for parts in said.values() for part in parts), english


def post(server: ServerProcess, path: str, body: dict[str, Any],
         headers: dict[str, str] | None = None) -> Any:
    host, port = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("POST", path, body=json.dumps(body),
                       headers={"Content-Type": "application/json", **(headers or {})})
    answer = json.loads(connection.getresponse().read())
    connection.close()
    return answer
