"""The scoreboard link can never change anything: every route of the app (read from its URL map,
so a new route is covered the day it is added), every method it takes, with the table's view
key, a random key or a malformed one in place of a key, and a plausible action in the body. The
database must be exactly as it was, and a write must be refused (403, 404, 405 or 422).
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from helpers import Table
from scorebook.store import new_key

# routes that start something new from nothing (no key): they may add their own row, never an
# event to an existing table
CREATES = {"home.create", "api.create_table", "draws.create", "draws.api_create"}
REFUSED = {403, 404, 405, 409, 422}
BODY = {"kind": "ante", "idem": "access-1", "idempotency_key": "access-1", "seat": "0",
        "from": "0", "to": "1", "amount": "1", "event": "1", "seats": "0",
        "players": "Mallory\nEve", "card": "AS", "cards_text": "AS", "captured": "AS",
        "points_0": "5", "points_1": "5"}


def dump(path: str) -> dict[str, list[tuple]]:
    with sqlite3.connect(path) as db:
        names = [n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type='table' "
                                          "AND name NOT LIKE 'sqlite_%'")]
        return {n: sorted(db.execute(f"SELECT * FROM {n}").fetchall(), key=repr)
                for n in names}


def fill(rule: Any, key: str) -> str:
    values = {}
    for argument in rule.arguments:
        values[argument] = {"key": key, "game": "bura", "question": "trick",
                            "filename": "kibitzer.css"}.get(argument, "x")
    path = rule.rule
    for name, value in values.items():
        path = path.replace(f"<{name}>", value).replace(f"<path:{name}>", value)
    return path


@pytest.mark.parametrize("which", ["view key", "random key", "malformed key"])
def test_no_route_writes_without_the_edit_key(app: Any, client: Any, which: str) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 10_000
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    key = {"view key": table.view_key, "random key": new_key(),
           "malformed key": "'; DROP TABLE events; --"}[which]
    checked = 0
    for rule in app.url_map.iter_rules():
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}) + ["PUT", "DELETE"]:
            path = fill(rule, key)
            before = dump(app.config["DATABASE"])
            for send in ({"data": BODY}, {"json": {**BODY, "seat": 0, "amount": 1}}):
                response = client.open(path, method=method, **send)
                response.close()  # a stream would wait for the table's next action
                assert response.status_code < 500, (method, path, response.status_code)
                after = dump(app.config["DATABASE"])
                if rule.endpoint in CREATES:
                    assert after["events"] == before["events"], (method, path)
                    continue
                assert after == before, (method, path, response.status_code)
                if method != "GET" and "key" in rule.arguments:
                    assert response.status_code in REFUSED, (method, path,
                                                             response.status_code)
                checked += 1
    assert checked > 40
    assert table.state()["seq"] == 1


def test_the_edit_key_does_write(client: Any) -> None:
    """The control: the same body with the edit key is recorded, so the test above can fail."""
    table = Table(client, tokens=20, ante=1)
    response = client.post(f"/t/{table.edit_key}/act", data=BODY)
    assert response.status_code in (200, 303)
    assert table.state()["seq"] == 1


def test_the_view_key_reads_the_table_but_never_sees_the_edit_key(client: Any) -> None:
    table = Table(client)
    for path in (f"/s/{table.view_key}", f"/api/v1/tables/{table.view_key}",
                 f"/s/{table.view_key}/live?seq=-1", f"/qr/{table.view_key}.svg"):
        response = client.get(path, follow_redirects=True)
        assert response.status_code == 200, path
        assert table.edit_key not in response.get_data(as_text=True), path
    response = client.get(f"/t/{table.view_key}", follow_redirects=True)
    assert table.edit_key not in response.get_data(as_text=True)
