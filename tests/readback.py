"""The read-back invariant (issue 21): what the server accepts, every read of it can show.

After every accepted write, every read of that table answers 2xx with valid content: the table
page, its polled board, the scoreboard and its live region, the JSON state by either key, both
exports by either key, and the import of its own JSON export (a new table in the same state).
After every refused write, the table's event count is unchanged. The fuzz suites call these
after each request they send; :data:`READS` counts the reads checked, for their figures.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from markupsafe import escape

READS = {"tables": 0, "reads": 0}


def event_count(client: Any, key: str) -> int:
    response = client.get(f"/api/v1/tables/{key}?events=0")
    assert response.status_code == 200, response.get_data()[:300]
    return int(response.get_json()["seq"])


def _ok(response: Any, path: str, mimetype: str) -> str:
    READS["reads"] += 1
    assert 200 <= response.status_code < 300, (path, response.status_code,
                                               response.get_data()[:300])
    assert response.mimetype == mimetype, (path, response.mimetype)
    return response.get_data().decode("utf-8")  # strict: valid UTF-8 or a failure


def _first_event(client: Any, path: str, want_event: bool) -> str:
    """The stream's first event (the newest action, asked from the one before it), or its
    opening lines for a table with no action yet; the stream is closed after."""
    response = client.get(path, buffered=False)
    READS["reads"] += 1
    assert response.status_code == 200, (path, response.status_code)
    assert response.mimetype == "text/event-stream", path
    text = ""
    try:
        for chunk in response.response:
            text += chunk.decode()
            if ("event: change" in text and text.endswith("\n\n")) or not want_event:
                break
    finally:
        response.close()
    return text


def check_streams(client: Any, edit_key: str, view_key: str, seq: int,
                  names: list[str]) -> None:
    """The live stream for a program and for each page answers with the newest action: a
    program's as JSON, a page's as its parts (those the action changed)."""
    after = max(0, seq - 1)
    for key, page in ((edit_key, ""), (edit_key, "&page=table"), (view_key, "&page=board")):
        path = f"/api/v1/tables/{key}/stream?after={after}{page}"
        text = _first_event(client, path, seq > 0)
        if seq == 0:
            continue
        data = "".join(line[6:] for line in text.split("\n") if line.startswith("data: "))
        if page:
            assert data.startswith(f'<div data-kz-seq="{seq}"'), (path, data[:200])
        else:
            assert json.loads(data)["seq"] == seq, path


def check_reads(client: Any, edit_key: str, view_key: str, *, import_export: bool = True,
                region: bool = True) -> dict[str, Any]:
    """Every read of the table answers 2xx with content that parses; answers its state.

    ``import_export`` also imports the table's own JSON export and compares the new table's
    state (it makes a table: callers raise the app's hourly limit). ``region`` also reads the
    htmx-polled regions (a caller checking after each of many writes may read them less)."""
    READS["tables"] += 1
    states = []
    for key in (edit_key, view_key):
        text = _ok(client.get(f"/api/v1/tables/{key}"), f"/api/v1/tables/{key}",
                   "application/json")
        states.append(json.loads(text))
    state = states[0]
    assert states[1]["seq"] == state["seq"]
    names = [p["name"] for p in state["players"]]
    for path in (f"/t/{edit_key}", f"/s/{view_key}", f"/s/{view_key}?tv=1"):
        page = _ok(client.get(path), path, "text/html")
        assert page.rstrip().endswith("</html>"), (path, page[-200:])
        for name in names:
            assert str(escape(name)) in page, (path, name)
    if region:
        for path in (f"/t/{edit_key}/board?seq=-1", f"/s/{view_key}/live?seq=-1"):
            for headers in ({}, {"HX-Request": "true"}):
                _ok(client.get(path, headers=headers), path, "text/html")
        for path in (f"/t/{edit_key}/board?after=-1", f"/s/{view_key}/live?after=-1"):
            parts = _ok(client.get(path), path, "text/html")
            assert parts.startswith(f'<div data-kz-seq="{state["seq"]}"'), (path, parts[:200])
            for name in names:
                assert str(escape(name)) in parts, (path, name)
        check_streams(client, edit_key, view_key, state["seq"], names)
    for key, place in ((edit_key, "t"), (view_key, "s")):
        path = f"/{place}/{key}/export.csv"
        rows = list(csv.reader(io.StringIO(_ok(client.get(path), path, "text/csv"))))
        assert rows and all(len(row) == len(rows[0]) for row in rows), (path, rows[:3])
        path = f"/{place}/{key}/export.json"
        exported = json.loads(_ok(client.get(path), path, "application/json"))
        assert len(exported["events"]) == state["seq"], path
    if import_export:
        response = client.post("/api/v1/tables/import", json=exported)
        READS["reads"] += 1
        assert response.status_code == 201, ("import of its own export", response.get_json())
        again = response.get_json()["state"]
        assert again["seq"] == state["seq"]
        assert [(p["name"], p["team"], p["tokens"], p["score"]) for p in again["players"]] == [
            (p["name"], p["team"], p["tokens"], p["score"]) for p in state["players"]]
    return state


def keys_of(database: str, key: str) -> tuple[str, str, int] | None:
    """A table's edit key, view key and event count, read from its SQLite file (either key
    given); None when no table has the key."""
    import sqlite3
    with sqlite3.connect(database) as db:
        if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'tables'").fetchone():
            return None  # no request has opened the database yet
        row = db.execute("SELECT edit_key, view_key, (SELECT COUNT(*) FROM events WHERE "
                         "table_id = tables.id) FROM tables WHERE edit_key = ? OR view_key = ?",
                         [key, key]).fetchone()
    return tuple(row) if row else None  # type: ignore[return-value]
