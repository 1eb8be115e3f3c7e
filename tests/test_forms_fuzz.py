"""Every form on every referee page and table page, posted with junk in its fields: a clear
message or a ruling, never a 500 and never a runaway (a typed 99999999999999 is just a typo).
Issue 21 adds the bytes of lone surrogates (a field holding half of 😀, or its halves split
across two fields), formula-like names and set-ups the game cannot take, and the read-back
invariant: after every action a table form records, every read of the table shows it; after
every refusal, the table's event count is unchanged."""

from __future__ import annotations

import random
import re
import zlib
from typing import Any
from urllib.parse import urlencode

import pytest
from helpers import Table
from readback import READS, check_reads, event_count

from referee.games import GAMES

JUNK = ["", "x", "-1", "0", "1", "99999999999999", "AS", "AS AS", "5H", "<b>", "1.5", "team",
        "ZZ 10H", "3", "on", "null", "[]",
        # issue 13's classes: digits of other scripts, control, zero-width and bidi characters
        "²", "③", "٣", "１", "A\x00S", "\u200b1", "\u202e2", "1e308", "NaN", "Infinity",
        "-99999999999999999999",
        # issue 21: a lone surrogate's bytes (not UTF-8), the halves of 😀 (sent in two fields
        # when two are drawn), a formula for a spreadsheet
        b"\xed\xa0\x80", b"x\xed\xa0\xbd", b"\xed\xb8\x80y", "=1+1", "@SUM(A1)"]
TRIES = 10


def form(data: dict[str, Any]) -> dict[str, Any]:
    """A form post's arguments for the test client, bytes sent as they are."""
    return {"data": urlencode(data), "content_type": "application/x-www-form-urlencoded"}


def junk_posts(client: Any, page_path: str, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    page = client.get(page_path).get_data(as_text=True)
    fields = sorted(set(re.findall(r'name="([^"]+)"', page)))
    return [{f: rng.choice(JUNK) for f in fields if rng.random() < 0.7} for _ in range(TRIES)]


@pytest.mark.parametrize("game", list(GAMES))
def test_referee_forms_never_fail_on_junk(client: Any, game: str) -> None:
    for question in ("trick", "claim", "count", "showdown", "score"):
        for data in junk_posts(client, f"/referee/{game}",
                                zlib.crc32(f"{game}/{question}".encode())):
            response = client.post(f"/referee/{game}/{question}", **form(data))
            assert response.status_code in (200, 404, 422), (question, data)


@pytest.mark.parametrize("game", list(GAMES))
def test_table_forms_never_fail_on_junk(client: Any, app: Any, game: str) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 1000
    info = GAMES[game]
    names = ("Ann", "Bob", "Cat", "Dan")[:max(info.min_players, min(4, info.max_players))]
    table = Table(client, game, names)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    kinds = sorted(set(re.findall(r'name="kind" value="([^"]+)"', page)))
    for kind in kinds:
        for data in junk_posts(client, f"/t/{table.edit_key}", len(kind)):
            for path in ("act", "entry"):
                before = event_count(client, table.edit_key)
                response = client.post(f"/t/{table.edit_key}/{path}",
                                       **form(dict(data, kind=kind)))
                assert response.status_code in (200, 303, 409, 422), (kind, path, data)
                FIGURES["requests"] += 1
                after = event_count(client, table.edit_key)
                if response.status_code in (409, 422):
                    FIGURES["refused writes"] += 1
                    assert after == before, (kind, path, data)
                elif after > before:
                    FIGURES["accepted writes"] += 1
                    check_reads(client, table.edit_key, table.view_key,
                                import_export=FIGURES["accepted writes"] % 4 == 1)


FIGURES = {"requests": 0, "accepted writes": 0, "refused writes": 0}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_new_table_form_takes_only_what_every_page_can_show(client: Any, app: Any,
                                                                 game: str) -> None:
    """Junk names (surrogate bytes, formulas, controls), junk options and player counts the
    game is not for: refused, or a table whose every read shows it."""
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 1000
    info = GAMES[game]
    rng = random.Random(zlib.crc32(game.encode()))
    page = client.get(f"/new/{game}").get_data(as_text=True)
    options = sorted(set(re.findall(r'name="([^"]+)"', page)) - {"players"})
    made = 0
    for _ in range(TRIES):
        count = rng.choice([info.min_players, info.max_players, info.max_players + 1, 1])
        names = [rng.choice([f"P{i}", *JUNK]) for i in range(count)]
        names = [n if isinstance(n, bytes) else str(n).encode() for n in names]
        data: dict[str, Any] = {"players": b"\n".join(names)}
        data.update({o: rng.choice(JUNK) for o in options if rng.random() < 0.3})
        response = client.post(f"/new/{game}", **form(data))
        FIGURES["requests"] += 1
        assert response.status_code in (303, 422), (game, data)
        if response.status_code == 303:
            made += 1
            edit_key = response.headers["Location"].rsplit("/", 1)[1]
            view_key = client.get(f"/t/{edit_key}").get_data(as_text=True).split("/s/")[1][:22]
            check_reads(client, edit_key, view_key, import_export=made == 1)


def test_zz_figures() -> None:
    """The figures of this file's run (the form tests above, in this process)."""
    print(f"forms fuzz: {FIGURES}, {READS['tables']} tables read back ({READS['reads']} "
          "reads)")


def test_a_question_the_game_does_not_ask_is_404_on_the_referee_page(client: Any) -> None:
    assert client.post("/referee/bura/score", data={"x": "1"}).status_code == 404
    assert client.post("/referee/nuts/trick", data={"x": "1"}).status_code == 404


def test_an_absurd_number_of_sides_is_read_as_none(client: Any) -> None:
    response = client.post("/referee/kozel/score", data={"sides": "99999999999999",
                                                         "cards_0_text": "AS 10S"})
    assert response.status_code in (200, 422)
