"""Every form on every referee page and table page, posted with junk in its fields: a clear
message or a ruling, never a 500 and never a runaway (a typed 99999999999999 is just a typo)."""

from __future__ import annotations

import random
import re
import zlib
from typing import Any

import pytest

from helpers import Table
from referee.games import GAMES

JUNK = ["", "x", "-1", "0", "1", "99999999999999", "AS", "AS AS", "5H", "<b>", "1.5", "team",
        "ZZ 10H", "3", "on", "null", "[]",
        # issue 13's classes: digits of other scripts, control, zero-width and bidi characters
        "²", "③", "٣", "１", "A\x00S", "\u200b1", "\u202e2", "1e308", "NaN", "Infinity",
        "-99999999999999999999"]
TRIES = 10


def junk_posts(client: Any, page_path: str, seed: int) -> list[dict[str, str]]:
    rng = random.Random(seed)
    page = client.get(page_path).get_data(as_text=True)
    fields = sorted(set(re.findall(r'name="([^"]+)"', page)))
    return [{f: rng.choice(JUNK) for f in fields if rng.random() < 0.7} for _ in range(TRIES)]


@pytest.mark.parametrize("game", list(GAMES))
def test_referee_forms_never_fail_on_junk(client: Any, game: str) -> None:
    for question in ("trick", "claim", "count", "showdown", "score"):
        for data in junk_posts(client, f"/referee/{game}",
                                zlib.crc32(f"{game}/{question}".encode())):
            response = client.post(f"/referee/{game}/{question}", data=data)
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
                response = client.post(f"/t/{table.edit_key}/{path}", data=dict(data, kind=kind))
                assert response.status_code in (200, 303, 409, 422), (kind, path, data)


def test_a_question_the_game_does_not_ask_is_404_on_the_referee_page(client: Any) -> None:
    assert client.post("/referee/bura/score", data={"x": "1"}).status_code == 404
    assert client.post("/referee/nuts/trick", data={"x": "1"}).status_code == 404


def test_an_absurd_number_of_sides_is_read_as_none(client: Any) -> None:
    response = client.post("/referee/kozel/score", data={"sides": "99999999999999",
                                                         "cards_0_text": "AS 10S"})
    assert response.status_code in (200, 422)
