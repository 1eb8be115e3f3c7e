"""Every JSON endpoint of /api/openapi.json, sent the hostile classes of issue 13 in every field
of a body it takes: digits of other scripts, deep nesting, NaN and Infinity, huge and negative
numbers, unknown fields, control characters; and issue 21's: lone surrogates, a surrogate pair
split across two fields, and set-ups the game cannot take. No 5xx, ever; when the answer is an
error, nothing was stored; and after every accepted write, every read of that table shows it
(the read-back invariant, tests/readback.py)."""

from __future__ import annotations

import itertools
import json
import random
import sqlite3
from typing import Any

import pytest
from readback import READS, check_reads

HOSTILE: list[Any] = ["²", "③", "٣", "１２", 10**30, -10**30, -1, 1.5, 1e308, "A\x00S",
                      "\u200bAnn", "\u202eAnn", [[[[[[[[[[[[[[1]]]]]]]]]]]]]], {"x": {"y": 1}},
                      None, True, "", "AS 10H", [], {},
                      # issue 21: lone surrogates (json.dumps sends them as \\ud800 escapes)
                      "\ud800", "Ann\udfff", "\udbff\udc00", "=1+1"]
RAW = ["NaN", "Infinity", "-Infinity", "[" * 5000 + "]" * 5000]
SPLIT_PAIR = ("x\ud83d", "\ude00y")
"""The two halves of 😀, one at the end of a field and one at the start of the next."""

SETUPS: list[dict[str, Any]] = [
    # issue 21: set-ups the game cannot take (teams where everyone plays alone, partners side
    # by side, teams without the option that makes them, a count the game is not for)
    {"game": "bura", "players": [{"name": "A", "team": 0}, {"name": "B", "team": 1},
                                 {"name": "C", "team": 0}]},
    {"game": "toepen", "players": [{"name": n, "team": t} for n, t in
                                   (("A", 0), ("B", 1), ("C", 0), ("D", 1))]},
    {"game": "belote", "players": [{"name": n, "team": t} for n, t in
                                   (("A", 0), ("B", 0), ("C", 1), ("D", 1))]},
    {"game": "twenty-five", "players": [{"name": n, "team": t} for n, t in
                                        (("A", 0), ("B", 1), ("C", 0), ("D", 1))]},
    {"game": "kozel", "options": {"mode": "money"},
     "players": [{"name": n, "team": t} for n, t in (("A", 0), ("B", 1), ("C", 0), ("D", 1))]},
    {"game": "one-eyed-jack", "players": [{"name": "A", "team": 0}, {"name": "B", "team": 1},
                                          {"name": "C", "team": 1}]},
    {"game": "mus", "players": ["A", "B", "C"]},
    {"game": "nuts", "players": [{"name": n, "team": t} for n, t in
                                 (("A", 0), ("B", 1), ("C", 0), ("D", 1), ("E", 2), ("F", 2))]},
    {"game": "bura", "players": ["\ud800", "B"]}, {"game": "bura", "players": SPLIT_PAIR},
    {"game": "bura", "players": [{"name": "A", "team": None}, {"name": "B"}]},
    {"game": "one-eyed-jack", "players": ["A", "B"], "options": {"layout": None}}]
WRITES = ("/api/v1/tables", "/api/v1/tables/import", "/api/v1/tables/{key}/events")

BODIES: dict[str, dict[str, Any]] = {
    "/api/v1/tables": {"game": "bura", "players": ["Ann", "Boris"],
                       "options": {"tokens": 5, "ante": 1}},
    "/api/v1/tables/{key}/events": {"kind": "bet", "seat": 0, "amount": 1},
    "/api/v1/draws": {"kind": "red-black", "players": ["Ann", "Boris", "Carl", "Dora"]},
    "/api/v1/draws/verify": {"kind": "red-black", "players": ["Ann", "Boris"], "seed": "x",
                             "commitment": "y"},
}


def rows(path: str) -> int:
    with sqlite3.connect(path) as db:
        return sum(db.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0]
                   for name in ("tables", "events", "draws", "draw_taps"))


def endpoints(client: Any) -> list[str]:
    document = client.get("/api/openapi.json").json
    return [path for path, item in document["paths"].items() if "post" in item]


def body_for(path: str) -> dict[str, Any]:
    if path in BODIES:
        return dict(BODIES[path])
    if path.startswith("/api/v1/referee/"):
        return {"plays": [["AS"], ["10S"]], "cards": ["AS"], "hands": [["AS"], ["KS"]],
                "captured": ["AS"], "trump": "S", "options": {}}
    return {"kind": "x"}


@pytest.fixture
def key(client: Any) -> str:
    made = client.post("/api/v1/tables", json=BODIES["/api/v1/tables"])
    VIEW_KEYS[made.json["edit_key"]] = made.json["view_key"]
    return made.json["edit_key"]


def cases_for(path: str, rng: random.Random) -> list[str]:
    base = body_for(path)
    cases: list[Any] = []
    for field in list(base) + ["unknown_field"]:
        for value in rng.sample(HOSTILE, 8):
            cases.append(json.dumps(dict(base, **{field: value})))
    fields = list(base)
    for first, second in itertools.pairwise(fields):
        cases.append(json.dumps(dict(base, **{first: SPLIT_PAIR[0], second: SPLIT_PAIR[1]})))
    for raw in RAW:
        field = rng.choice(list(base))
        cases.append(json.dumps(base)[:-1] + f', "{field}x": {raw}}}')
    texts = [value for value in HOSTILE if isinstance(value, str)]
    if path == "/api/v1/tables":
        cases += [json.dumps(setup) for setup in SETUPS]
        # every class of text as a player's name: refused, or shown by every read
        cases += [json.dumps(dict(base, players=[text, "Boris"])) for text in texts]
    if path == "/api/v1/tables/{key}/events":
        cases += [json.dumps({"kind": "rename", "seat": 1, "name": text}) for text in texts]
        cases += [json.dumps(dict(base, actor=text, idempotency_key=f"{text}-{i}"))
                  for i, text in enumerate(texts)]
    return cases


def read_back(client: Any, path: str, key: str, response: Any) -> None:
    """After an accepted write, every read of the table it wrote to shows it."""
    if path == WRITES[2]:
        made = client.get(f"/api/v1/tables/{key}").get_json()
        assert made["seq"] >= 1
        view = VIEW_KEYS[key]
        check_reads(client, key, view)
    else:
        body = response.get_json()
        check_reads(client, body["edit_key"], body["view_key"])


VIEW_KEYS: dict[str, str] = {}


def test_every_json_endpoint_takes_hostile_values_without_a_5xx(app: Any, client: Any,
                                                                  key: str) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 10**6
    app.config["WRITES_PER_TABLE_PER_MINUTE"] = 10**6
    app.config["WRITES_PER_CLIENT_PER_MINUTE"] = 10**6
    rng = random.Random(13)
    database = app.config["DATABASE"]
    paths = endpoints(client)
    assert len(paths) > 20
    figures = {"requests": 0, "5xx": 0, "accepted writes": 0, "refused writes": 0}
    reads_before = dict(READS)
    for path in paths:
        url = path.replace("{key}", key)
        for body in cases_for(path, rng):
            before = rows(database)
            response = client.post(url, data=body, content_type="application/json")
            figures["requests"] += 1
            figures["5xx"] += response.status_code >= 500
            assert response.status_code < 500, (path, body[:200], response.get_data()[:300])
            json.loads(response.get_data(as_text=True))  # always valid JSON back
            if response.status_code >= 400:
                assert rows(database) == before, (path, body[:200])
                figures["refused writes"] += path in WRITES
            elif path in WRITES:
                figures["accepted writes"] += 1
                read_back(client, path, key, response)
    print(f"json fuzz: {figures}, {READS['tables'] - reads_before['tables']} tables read back "
          f"({READS['reads'] - reads_before['reads']} reads)")
