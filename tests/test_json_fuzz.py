"""Every JSON endpoint of /api/openapi.json, sent the hostile classes of issue 13 in every field
of a body it takes: digits of other scripts, deep nesting, NaN and Infinity, huge and negative
numbers, unknown fields, control characters. No 5xx, ever; and when the answer is an error,
nothing was stored."""

from __future__ import annotations

import json
import random
import sqlite3
from typing import Any

import pytest

HOSTILE: list[Any] = ["²", "③", "٣", "１２", 10**30, -10**30, -1, 1.5, 1e308, "A\x00S",
                      "\u200bAnn", "\u202eAnn", [[[[[[[[[[[[[[1]]]]]]]]]]]]]], {"x": {"y": 1}},
                      None, True, "", "AS 10H", [], {}]
RAW = ["NaN", "Infinity", "-Infinity", "[" * 5000 + "]" * 5000]

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
    return made.json["edit_key"]


def test_every_json_endpoint_takes_hostile_values_without_a_5xx(app: Any, client: Any,
                                                                  key: str) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 10**6
    app.config["WRITES_PER_TABLE_PER_MINUTE"] = 10**6
    app.config["WRITES_PER_CLIENT_PER_MINUTE"] = 10**6
    rng = random.Random(13)
    database = app.config["DATABASE"]
    paths = endpoints(client)
    assert len(paths) > 20
    for path in paths:
        url = path.replace("{key}", key)
        base = body_for(path)
        cases: list[Any] = []
        for field in list(base) + ["unknown_field"]:
            for value in rng.sample(HOSTILE, 8):
                cases.append(json.dumps(dict(base, **{field: value})))
        for raw in RAW:
            field = rng.choice(list(base))
            cases.append(json.dumps(base)[:-1] + f', "{field}x": {raw}}}')
        for body in cases:
            before = rows(database)
            response = client.post(url, data=body, content_type="application/json")
            assert response.status_code < 500, (path, body[:200], response.get_data()[:300])
            json.loads(response.get_data(as_text=True))  # always valid JSON back
            if response.status_code >= 400:
                assert rows(database) == before, (path, body[:200])
