"""A club's season (issue 40, point 3): two Burraco nights of the same eight players in changing
pairs, counted in the group's season; its standings agree with a hand computation from each
night's own standings (a pair's victory points count for both its players), summed, then the
best 1 night of 2; a result corrected on a night changes them at once; and the room's TV shows
them between rounds."""

from __future__ import annotations

from typing import Any

NIGHT_ONE = [("Rossi-Bianchi", "Anna", "Bruno"), ("Conti-Dini", "Carla", "Dario"),
             ("Esposito-Fabbri", "Elena", "Fabio"), ("Gallo-Greco", "Giulia", "Guido")]
NIGHT_TWO = [("Anna-Carla", "Anna", "Carla"), ("Bruno-Dario", "Bruno", "Dario"),
             ("Elena-Giulia", "Elena", "Giulia"), ("Fabio-Guido", "Fabio", "Guido")]


def group(client: Any) -> dict[str, Any]:
    made = client.post("/api/v1/groups", json={"name": "Circolo del Lunedì"}).get_json()
    season = client.post(f"/api/v1/groups/{made['edit_key']}/seasons",
                         json={"name": "2026–27", "count": "vp"})
    assert season.status_code == 201, season.get_json()
    return made


def night(client: Any, club: dict[str, Any], name: str, pairs: list[tuple[str, str, str]],
          points: list[list[int]]) -> dict[str, Any]:
    """A one-round night, its two tables' results entered by the organiser (table 1, then 2)."""
    made = client.post("/api/v1/tournaments", json={
        "game": "burraco", "name": name, "format": "danish", "rounds": 1,
        "hands_per_round": 3, "scoring": "vp", "group": club["edit_key"],
        "entrants": [{"name": n, "players": [a, b]} for n, a, b in pairs]})
    assert made.status_code == 201, made.get_json()
    key = made.get_json()["edit_key"]
    drawn = client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    assert drawn.status_code == 201
    for table, result in zip(drawn.get_json()["tables"], points):
        entered = client.post(f"/api/v1/tournaments/{key}/results", json={
            "round": 1, "table": table["number"], "points": result})
        assert entered.status_code == 201, entered.get_json()
    return made.get_json()


def by_player(client: Any, event: dict[str, Any]) -> dict[str, int]:
    """Each player's VP on a night, by hand from the night's own standings: a pair's for both
    its players."""
    read = client.get(f"/api/v1/tournaments/{event['view_key']}").get_json()
    players = {e["name"]: e["players"] for e in read["entrants"]}
    return {p: row["vp"] for row in read["standings"] for p in players[row["name"]]}


def standings(client: Any, club: dict[str, Any]) -> dict[str, tuple[int, int]]:
    season = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    return {row["member"]: (row["vp"], row["nights"]) for row in season["standings"]}


def test_a_season_adds_each_nights_vp_for_each_player(client: Any) -> None:
    club = group(client)
    one = night(client, club, "Lunedì 1", NIGHT_ONE, [[1800, 400], [900, 1100]])
    two = night(client, club, "Lunedì 2", NIGHT_TWO, [[600, 1500], [1200, 1150]])
    first, second = by_player(client, one), by_player(client, two)
    assert len(first) == len(second) == 8
    expected = {p: (first[p] + second[p], 2) for p in first}
    assert standings(client, club) == expected
    season = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    totals = [row["vp"] for row in season["standings"]]
    assert totals == sorted(totals, reverse=True)
    anna = next(r for r in season["standings"] if r["member"] == "Anna")
    assert [(n["name"], n["vp"]) for n in anna["results"]] == [
        ("Lunedì 1", first["Anna"]), ("Lunedì 2", second["Anna"])]

    # the best 1 of 2: each player's better night alone
    best = client.post(f"/api/v1/groups/{club['edit_key']}/seasons",
                       json={"name": "Best of", "count": "vp", "best": 1, "nights": 2})
    assert best.status_code == 201
    for event in (one, two):
        moved = client.post(f"/api/v1/groups/{club['edit_key']}/events",
                            json={"event": event["view_key"], "season": "Best of"})
        assert moved.status_code == 201
        again = client.post(f"/api/v1/groups/{club['edit_key']}/events",
                            json={"event": event["view_key"], "season": "Best of"})
        assert again.status_code == 200  # counted there already: nothing changed
    read = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    assert read["name"] == "Best of"
    assert {r["member"]: r["vp"] for r in read["standings"]} == {
        p: max(first[p], second[p]) for p in first}
    anna = next(r for r in read["standings"] if r["member"] == "Anna")
    assert [n["counted"] for n in anna["results"]] == [first["Anna"] >= second["Anna"],
                                                       first["Anna"] < second["Anna"]]

    # a result corrected on night two changes the season at once
    corrected = client.post(f"/api/v1/tournaments/{two['edit_key']}/results",
                            json={"round": 1, "table": 1, "points": [1500, 600]})
    assert corrected.status_code == 201
    again = by_player(client, two)
    assert again != second
    read = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    assert {r["member"]: r["vp"] for r in read["standings"]} == {
        p: max(first[p], again[p]) for p in first}


def test_points_by_placing_share_a_shared_place(client: Any) -> None:
    club = client.post("/api/v1/groups", json={"name": "Belote club"}).get_json()
    made = client.post(f"/api/v1/groups/{club['edit_key']}/seasons",
                       json={"name": "Winter", "count": "placing", "placing": [10, 6, 4, 3]})
    assert made.status_code == 201
    event = night(client, club, "Mardi", NIGHT_ONE, [[1800, 400], [1800, 400]])
    read = client.get(f"/api/v1/tournaments/{event['view_key']}").get_json()
    ranks = {row["name"]: row["rank"] for row in read["standings"]}
    scale = {1: 10, 2: 6, 3: 4, 4: 3}
    players = {e["name"]: e["players"] for e in read["entrants"]}
    expected = {p: scale[ranks[name]] for name in ranks for p in players[name]}
    season = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    assert {r["member"]: r["points"] for r in season["standings"]} == expected


def test_a_season_rule_is_checked_before_anything_is_written(client: Any) -> None:
    club = client.post("/api/v1/groups", json={"name": "Club"}).get_json()
    key = club["edit_key"]
    for body, field in (({"name": "S", "count": "goals"}, "count"),
                        ({"name": "S", "best": 0}, "best"),
                        ({"name": "S", "best": 3, "nights": 2}, "best"),
                        ({"name": "S", "count": "placing", "placing": [-1]}, "placing"),
                        ({"name": ""}, "name")):
        answer = client.post(f"/api/v1/groups/{key}/seasons", json=body)
        assert answer.status_code == 422 and answer.get_json()["field"] == field, body
    assert client.get(f"/api/v1/groups/{key}").get_json()["seasons"] == []
    same = {"name": "2026–27", "count": "vp"}
    assert client.post(f"/api/v1/groups/{key}/seasons", json=same).status_code == 201
    assert client.post(f"/api/v1/groups/{key}/seasons", json=same).status_code == 200
    other = client.post(f"/api/v1/groups/{key}/seasons", json=same | {"count": "points"})
    assert other.status_code == 422


def test_the_rooms_tv_shows_the_season_between_rounds(client: Any) -> None:
    club = group(client)
    night(client, club, "Lunedì 1", NIGHT_ONE, [[1800, 400], [900, 1100]])
    event = client.post("/api/v1/tournaments", json={
        "game": "burraco", "name": "Lunedì 2", "format": "danish", "rounds": 2,
        "hands_per_round": 3, "scoring": "vp", "group": club["edit_key"],
        "entrants": [{"name": n, "players": [a, b]} for n, a, b in NIGHT_TWO]}).get_json()
    tv = client.get(f"/r/{event['view_key']}?tv=1").get_data(as_text=True)
    assert "tv-season" in tv and "2026–27" in tv  # before round 1: nothing is playing
    client.post(f"/api/v1/tournaments/{event['edit_key']}/rounds", json={})
    tv = client.get(f"/r/{event['view_key']}?tv=1").get_data(as_text=True)
    assert "tv-season" not in tv  # the round is being played: the tables still playing show


def test_an_earlier_season_is_read_by_its_name(client: Any) -> None:
    """A club's second season is the one shown; the first is still there by its name, on the
    page, in the API and in its CSV."""
    club = group(client)
    night(client, club, "Lunedì 1", NIGHT_ONE, [[1800, 400], [900, 1100]])
    made = client.post(f"/api/v1/groups/{club['edit_key']}/seasons",
                       json={"name": "2027–28", "count": "vp"})
    assert made.status_code == 201
    newest = client.get(f"/api/v1/groups/{club['view_key']}").get_json()["season"]
    assert newest["name"] == "2027–28" and newest["standings"] == []
    first = client.get(f"/api/v1/groups/{club['view_key']}?season=2026–27").get_json()
    assert first["season"]["name"] == "2026–27" and len(first["season"]["standings"]) == 8
    page = client.get(f"/g/{club['view_key']}?season=2026–27").get_data(as_text=True)
    assert "Anna" in page and 'aria-current="page">2026–27' in page
    assert "?season=2027" in page  # the other season a tap away
    csv = client.get(f"/g/{club['view_key']}/export/season.csv?season=2026–27")
    assert len(csv.get_data(as_text=True).splitlines()) == 9
