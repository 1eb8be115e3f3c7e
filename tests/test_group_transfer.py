"""A group carried to another laptop (issue 40, point 4): its whole history exported from one
database and imported into another that already has the group, merged by member name, with no
member, table or event doubled; importing twice changes nothing; a table played further on the
first laptop brings its new hands; and the statistics as CSV through the one CSV writer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_group_season import NIGHT_ONE, night
from test_groups import FOUR, Group, bura_evening, toepen_evening_one

from app import create_app


@pytest.fixture
def other(tmp_path: Path) -> Any:
    """The second laptop: another app on another database file."""
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "other.sqlite3"),
                      "BASE_URL": "http://other.test"})
    return app.test_client()


def exported(client: Any, key: str) -> dict[str, Any]:
    answer = client.get(f"/g/{key}/export/group.json")
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    return answer.get_json()


def counts(client: Any, key: str) -> tuple[Any, ...]:
    read = client.get(f"/api/v1/groups/{key}").get_json()
    return (sorted(m["name"] for m in read["members"]), len(read["tables"]),
            len(read["events"]), read["seasons"],
            {m["name"]: (m["tables"], m["games"], m["won"], m["lost"], m["tokens"])
             for m in read["members"]})


def test_the_export_holds_everything_and_no_key(client: Any) -> None:
    group = Group(client)
    toepen_evening_one(group)
    client.post(f"/api/v1/groups/{group.edit_key}/seasons", json={"name": "2026–27"})
    night(client, {"edit_key": group.edit_key}, "Lunedì", NIGHT_ONE, [[1800, 400], [900, 1100]])
    text = client.get(f"/g/{group.view_key}/export/group.json").get_data(as_text=True)
    for key in (group.edit_key, group.view_key):
        assert key not in text
    data = exported(client, group.view_key)
    assert data["format"] == "kibitzer-group" and data["version"] == 1
    assert [m["name"] for m in data["members"]][:4] == list(FOUR)
    assert len(data["tables"]) == 1 and data["tables"][0]["format"] == "kibitzer-table"
    assert len(data["events"]) == 1 and data["events"][0]["season"] == "2026–27"
    assert data["events"][0]["event"]["format"] == "kibitzer-event"


def test_import_into_a_laptop_that_has_the_group_doubles_nothing(client: Any,
                                                                 other: Any) -> None:
    """The club's laptop made the group itself and played one table there (Ann and Boris);
    the host's file holds the Toepen and Bura evenings and a club night. Merged: Ann and Boris
    are not doubled, the other members are added, the table played there stays, and the
    second import of the same file changes nothing."""
    home = Group(client)
    toepen_evening_one(home)
    bura_evening(home)
    client.post(f"/api/v1/groups/{home.edit_key}/seasons", json={"name": "2026–27"})
    night(client, {"edit_key": home.edit_key}, "Lunedì", NIGHT_ONE, [[1800, 400], [900, 1100]])
    file = exported(client, home.edit_key)
    before = counts(client, home.view_key)

    club = Group(other)
    club.table("aggravation", ("ann", "BORIS"))
    first = other.post(f"/api/v1/groups/{club.edit_key}/import", json=file)
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["imported"] == {"members": 10, "names": 0, "seasons": 1,
                                            "tables": 2, "tables_extended": 0, "events": 1}
    after = counts(other, club.view_key)
    assert after[0] == sorted(["ann", "BORIS", "Carl", "Dora", "Anna", "Bruno", "Carla",
                               "Dario", "Elena", "Fabio", "Giulia", "Guido"])
    assert after[1:4] == (3, 1, ["2026–27"])
    # the figures are the file's, and the table played here besides
    ann = after[4]["ann"]
    assert ann[:2] == (before[4]["Ann"][0] + 1, before[4]["Ann"][1])
    season = other.get(f"/api/v1/groups/{club.view_key}").get_json()["season"]
    assert len(season["standings"]) == 8

    twice = other.post(f"/api/v1/groups/{club.edit_key}/import", json=file)
    assert twice.status_code == 200, twice.get_json()
    assert twice.get_json()["imported"] == {"members": 0, "names": 0, "seasons": 0,
                                            "tables": 0, "tables_extended": 0, "events": 0}
    assert counts(other, club.view_key) == after


def test_a_table_played_further_brings_its_new_hands(client: Any, other: Any) -> None:
    home = Group(client)
    key = home.table("aggravation", ("Ann", "Boris"))
    home.act(key, "won", seat=0)
    club = other.post("/api/v1/groups/import", json=exported(client, home.edit_key))
    assert club.status_code == 201
    club_key = club.get_json()["edit_key"]
    assert club_key != home.edit_key
    home.act(key, "rematch")
    home.act(key, "won", seat=1)
    merged = other.post(f"/api/v1/groups/{club_key}/import",
                        json=exported(client, home.edit_key))
    assert merged.status_code == 201
    assert merged.get_json()["imported"]["tables_extended"] == 1
    boris = next(m for m in merged.get_json()["members"] if m["name"] == "Boris")
    assert (boris["games"], boris["won"]) == (2, 1)
    assert len(merged.get_json()["tables"]) == 1


def test_a_file_that_does_not_replay_writes_nothing(client: Any, other: Any) -> None:
    home = Group(client)
    toepen_evening_one(home)
    file = exported(client, home.edit_key)
    file["tables"][0]["events"][2]["payload"] = {"seat": 9}
    club = Group(other)
    refused = other.post(f"/api/v1/groups/{club.edit_key}/import", json=file)
    assert refused.status_code == 422
    assert refused.get_json()["field"].startswith("tables[0]")
    assert counts(other, club.view_key)[:3] == ([], 0, 0)
    assert other.post("/api/v1/groups/import", json={"format": "x"}).status_code == 422


def test_the_statistics_as_csv(client: Any) -> None:
    group = Group(client)
    toepen_evening_one(group)
    group.table("aggravation", ("=HYPERLINK(1)", "Ann"))
    members = client.get(f"/g/{group.view_key}/export/members.csv")
    assert members.status_code == 200 and members.mimetype == "text/csv"
    lines = members.get_data(as_text=True).splitlines()
    assert lines[0] == "member,tables,games,won,lost,tied,tokens,evenings"
    assert lines[2] == "Boris,1,1,0,1,0,-3,1"
    assert "'=HYPERLINK(1)" in members.get_data(as_text=True)  # neutralised
    games = client.get(f"/g/{group.view_key}/export/games.csv").get_data(as_text=True)
    assert games.splitlines()[0].startswith("game,rank,member")
    assert client.get(f"/g/{group.view_key}/export/season.csv").status_code == 200
    assert client.get(f"/g/{group.view_key}/export/nothing.csv").status_code == 404


def test_an_import_into_a_new_group_sent_again_makes_one_group(client: Any,
                                                              other: Any) -> None:
    """A retried import (the answer lost on the way) with its idempotency_key answers the
    group the first one made and writes nothing; the same key with another file is refused."""
    home = Group(client)
    toepen_evening_one(home)
    file = exported(client, home.edit_key)
    first = other.post("/api/v1/groups/import?idempotency_key=bring-friday", json=file)
    again = other.post("/api/v1/groups/import?idempotency_key=bring-friday", json=file)
    assert first.status_code == 201 and again.status_code == 200, again.get_json()
    assert again.get_json()["edit_key"] == first.get_json()["edit_key"]
    assert again.get_json()["imported"]["tables"] == 0
    key = first.get_json()["view_key"]
    assert counts(other, key)[:3] == (sorted(FOUR), 1, 0)
    beside = other.post("/api/v1/groups/import", json=file | {"idempotency_key": "bring-2"})
    twice = other.post("/api/v1/groups/import", json=file | {"idempotency_key": "bring-2"})
    assert beside.status_code == 201 and twice.status_code == 200
    elsewhere = Group(client, "Another club")
    refused = other.post("/api/v1/groups/import?idempotency_key=bring-friday",
                         json=exported(client, elsewhere.edit_key))
    assert refused.status_code == 422 and refused.get_json()["field"] == "idempotency_key"
