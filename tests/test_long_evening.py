"""A long evening: its state stays small with ?events=N (the score pad too), and its own
export comes back whole through the API and the home page's upload, while every other request
keeps the small body limit."""

from __future__ import annotations

import io
import json
from typing import Any

from scorebook import store
from scorebook.events import Event
from scorebook.setup import read_setup

NAMES = ["Ann", "Boris", "Vika"]


def evening(app: Any, hands: int) -> store.TableRecord:
    """A Chicago table of ``hands`` hands, each scored and dealt (the totals never reach 52)."""
    events = []
    for hand in range(hands):
        points = [1, -1, 0] if hand % 2 == 0 else [-1, 1, 0]
        events.append(Event(2 * hand + 1, "score", {"points": points}, "Ann",
                            "2026-01-01T20:00:00+00:00"))
        events.append(Event(2 * hand + 2, "deal", {}, "Ann", "2026-01-01T20:00:01+00:00"))
    db = store.connect(app.config["DATABASE"])
    try:
        return store.import_table(db, read_setup("chicago", NAMES, {}), events)
    finally:
        db.conn.close()


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k != "events"} | {
        "events": [{k: v for k, v in e.items() if k != "at"} for e in state["events"]]}


def test_events_n_bounds_the_score_pad_too(app: Any, client: Any) -> None:
    short, long = evening(app, 10), evening(app, 300)
    full = client.get(f"/api/v1/tables/{long.edit_key}").json
    assert full["pad_total"] == len(full["pad"]) == 300
    bounded = client.get(f"/api/v1/tables/{long.edit_key}?events=5").json
    assert bounded["pad"] == full["pad"][-5:] and bounded["pad_total"] == 300
    assert bounded["events"] == full["events"][-5:] and bounded["events_total"] == 600
    small = client.get(f"/api/v1/tables/{short.edit_key}?events=5")
    large = client.get(f"/api/v1/tables/{long.edit_key}?events=5")
    # the same size at the 300th hand as at the 10th (a digit more here and there)
    assert len(large.data) - len(small.data) < 100, (len(small.data), len(large.data))
    answer = client.post(f"/api/v1/tables/{long.edit_key}/events?events=3",
                         json={"kind": "score", "points": [1, 0, 0]})
    assert answer.status_code == 201
    assert len(answer.json["pad"]) == 3 and answer.json["pad_total"] == 301
    assert answer.json["pad"][-1]["points"] == [1, 0, 0]


def test_a_long_evenings_own_export_imports_into_the_same_state(app: Any, client: Any) -> None:
    record = evening(app, 2000)
    exported = client.get(f"/t/{record.edit_key}/export.json")
    assert len(exported.data) > app.config["MAX_CONTENT_LENGTH"]  # past the usual limit
    answer = client.post("/api/v1/tables/import", data=exported.data,
                         content_type="application/json")
    assert answer.status_code == 201, answer.json
    before = client.get(f"/api/v1/tables/{record.edit_key}").json
    after = client.get(f"/api/v1/tables/{answer.json['edit_key']}").json
    assert comparable(after) == comparable(before)


def test_a_long_evening_comes_back_from_the_home_page_upload(app: Any, client: Any) -> None:
    record = evening(app, 2000)
    exported = client.get(f"/t/{record.edit_key}/export.json").data
    answer = client.post("/import", data={"file": (io.BytesIO(exported), "evening.json")},
                         content_type="multipart/form-data")
    assert answer.status_code == 303
    key = answer.headers["Location"].rstrip("/").split("/")[-1]
    before = client.get(f"/api/v1/tables/{record.edit_key}").json
    assert comparable(client.get(f"/api/v1/tables/{key}").json) == comparable(before)


def test_every_other_body_keeps_the_small_limit(app: Any, client: Any) -> None:
    limit = app.config["MAX_CONTENT_LENGTH"]
    padded = json.dumps({"game": "bura", "players": NAMES, "note": "x" * limit})
    assert client.post("/api/v1/tables", data=padded,
                       content_type="application/json").status_code == 413
    record = evening(app, 3)
    assert client.post(f"/api/v1/tables/{record.edit_key}/events", data=json.dumps(
        {"kind": "deal", "note": "x" * limit}), content_type="application/json"
    ).status_code == 413
    too_big = b'{"format": "kibitzer-table", "x": "' + b"x" * app.config["IMPORT_BODY_LIMIT"] \
        + b'"}'
    assert client.post("/api/v1/tables/import", data=too_big,
                       content_type="application/json").status_code == 413
