"""A database file from before groups (issue 40) upgrades when it is opened: the groups' tables
are made by the one migration list (scorebook/migrations.py), the tables already in the file
keep their evenings, and a group then takes new tables and events."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app import create_app
from scorebook import store
from scorebook.migrations import MIGRATIONS

GROUPS = {"groups", "group_members", "group_names", "group_seasons", "group_tables",
          "group_events"}


def test_a_file_from_before_groups_upgrades_and_keeps_its_tables(tmp_path: Path) -> None:
    path = str(tmp_path / "before.sqlite3")
    # a file as the version before groups left it: a table played in it, no groups' tables
    first = create_app({"TESTING": True, "DATABASE": path}).test_client()
    table = first.post("/api/v1/tables", json={
        "game": "aggravation", "players": [{"name": "Ann"}, {"name": "Boris"}]}).get_json()
    assert first.post(f"/api/v1/tables/{table['edit_key']}/events",
                      json={"kind": "won", "seat": 0}).status_code == 201
    old = sqlite3.connect(path)
    old.executescript("DROP INDEX group_members_by_group;" + "".join(
        f"DROP TABLE {name};" for name in ("group_events", "group_tables", "group_seasons",
                                           "group_names", "group_members", "groups"))
        + f"PRAGMA user_version = {len(MIGRATIONS) - 1};")
    old.close()

    # opened by this version: upgraded, the table's evening as it was
    client = create_app({"TESTING": True, "DATABASE": path}).test_client()
    db = store.connect(path)
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert GROUPS <= names
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    db.conn.close()
    state = client.get(f"/api/v1/tables/{table['view_key']}").get_json()
    assert state["finished"] and state["winner"] == 0
    group = client.post("/api/v1/groups", json={"name": "Friday regulars"}).get_json()
    joined = client.post("/api/v1/tables", json={
        "game": "aggravation", "players": [{"name": "Ann"}, {"name": "Boris"}],
        "group": group["edit_key"]})
    assert joined.status_code == 201
    read = client.get(f"/api/v1/groups/{group['view_key']}").get_json()
    assert [m["name"] for m in read["members"]] == ["Ann", "Boris"] and len(read["tables"]) == 1
