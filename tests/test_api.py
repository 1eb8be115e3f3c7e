"""The JSON API of DESIGN.md, through Flask's test client: each route and each bad input."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table


def test_games_lists_all_fifteen_with_their_facts(client: Any) -> None:
    games = client.get("/api/v1/games").json["games"]
    assert [g["key"] for g in games] == [
        "bura", "kozel", "toepen", "chicago", "aggravation", "burraco", "tute", "mus",
        "twenty-five", "one-eyed-jack", "truc", "nuts", "back-alley", "nine-card-don", "belote"]
    bura = games[0]
    assert bura["pack"]["size"] == 36 and bura["players"] == {"min": 2, "max": 6}
    assert {g["key"]: g["pack"]["size"] for g in games}["burraco"] == 108


def test_creating_a_table_answers_keys_urls_and_state(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    created = table.created
    assert created["edit_url"] == f"http://kibitzer.test/t/{table.edit_key}"
    assert created["scoreboard_url"] == f"http://kibitzer.test/s/{table.view_key}"
    state = created["state"]
    assert [p["tokens"] for p in state["players"]] == [20, 20]
    assert state["pot"] == 0 and state["dealer"] == 0 and state["seq"] == 0


def test_either_key_reads_the_state(client: Any, table: Table) -> None:
    table.act("ante")
    by_view = client.get(f"/api/v1/tables/{table.view_key}").json
    assert by_view["pot"] == 2 and by_view == table.state()


def test_an_event_answers_201_and_a_repeat_of_its_key_200_with_the_same_state(
        client: Any, table: Table) -> None:
    first = table.post("ante", idempotency_key="k")
    again = table.post("ante", idempotency_key="k")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json == again.json and again.json["pot"] == 2


def test_bura_whole_hand_through_the_api(table: Table) -> None:
    table.act("ante")
    state = table.act("claim", seat=0, captured=["AS", "10S", "KH"])   # 25: false
    assert state["pot"] == 4 and table.tokens() == [17, 19]
    claim = state["events"][-1]["detail"]
    assert claim["valid"] is False and claim["points"] == 25
    state = table.act("deal", ante=True)
    assert state["dealer"] == 0 and state["pot"] == 6 and state["hand"] == 2
    state = table.act("claim", seat=1, captured="AS 10S KH QH JH 9C AC")  # 41: true
    assert state["pot"] == 0 and table.tokens() == [16, 24]
    state = table.act("undo")
    assert state["pot"] == 6 and table.tokens() == [16, 18]
    assert state["events"][-2]["voided"] is True


@pytest.mark.parametrize("body, field, message", [
    ({"kind": "bet", "seat": 0, "amount": 50}, "amount", "not enough to bet 50"),
    ({"kind": "bet", "seat": 0, "amount": -2}, "amount", "negative"),
    ({"kind": "bet", "seat": 9, "amount": 1}, "seat", "not at this table"),
    ({"kind": "claim", "seat": 0, "captured": ["5H"]}, "captured", "5H is not in Bura"),
    ({"kind": "claim", "seat": 0, "captured": ["AS", "AS"]}, "captured", "AS is given 2"),
    ({"kind": "claim", "seat": 0, "captured": []}, "captured", "needs the cards"),
    ({"kind": "nope"}, "kind", "not an action here"),
    ({"kind": "undo", "event": 99}, "event", "no action #99"),
])
def test_bad_events_answer_422_with_the_field_and_change_nothing(
        table: Table, body: dict, field: str, message: str) -> None:
    before = table.state()
    response = table.post(**body)
    assert response.status_code == 422
    assert response.json["field"] == field and message in response.json["error"]
    assert table.state() == before


def test_a_body_that_is_not_json_is_a_422(client: Any, table: Table) -> None:
    response = client.post(f"/api/v1/tables/{table.edit_key}/events", data="ante",
                           content_type="text/plain")
    assert response.status_code == 422 and response.json["field"] == "body"


def test_the_view_key_cannot_write_and_an_unknown_key_is_404(client: Any, table: Table) -> None:
    assert table.post("ante", key=table.view_key).status_code == 403
    assert table.post("ante", key="x" * 22).status_code == 404
    assert client.get("/api/v1/tables/nonsense-key-0000").status_code == 404
    assert table.state()["seq"] == 0


def test_expected_seq_refuses_a_stale_action_with_409(table: Table) -> None:
    table.act("ante")
    response = table.post("collect", seat=0, expected_seq=0)
    assert response.status_code == 409 and table.state()["pot"] == 2


@pytest.mark.parametrize("body, field", [
    ({"game": "snap", "players": [{"name": "A"}, {"name": "B"}]}, "game"),
    ({"game": "bura", "players": [{"name": "A"}]}, "players"),
    ({"game": "bura", "players": [{"name": "A"}, {"name": ""}]}, "players[1].name"),
    ({"game": "bura", "players": "Ann, Boris"}, "players"),
    ({"game": "bura", "players": [{"name": "A"}, {"name": "B"}], "options": {"ante": -1}},
     "options.ante"),
])
def test_bad_tables_answer_422(client: Any, body: dict, field: str) -> None:
    response = client.post("/api/v1/tables", json=body)
    assert response.status_code == 422 and response.json["field"] == field


def test_names_are_kept_as_typed_and_shown_escaped(client: Any) -> None:
    table = Table(client, names=("<script>alert(1)</script>", "Boris"))
    assert table.state()["players"][0]["name"] == "<script>alert(1)</script>"
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;" in page


def test_bura_count_and_claim_referee(client: Any) -> None:
    count = client.post("/api/v1/referee/bura/count", json={"cards": ["AS", "10H", "KD", "6C"]})
    assert count.json["points"] == 25
    assert [line["points"] for line in count.json["breakdown"]] == [11, 10, 4, 0]
    claim = client.post("/api/v1/referee/bura/claim",
                        json={"captured": ["AS", "10S", "AH", "QH"], "pot": 4, "options": {}})
    assert claim.json | {"explanation": ""} == {
        "points": 35, "target": 31, "valid": True, "pot_before": 4, "pot_after": 0,
        "claimant_collects": 4, "claimant_pays": 0, "explanation": "",
        "breakdown": claim.json["breakdown"]}


@pytest.mark.parametrize("body, field", [
    ({"captured": ["5H"], "pot": 1}, "captured"),
    ({"captured": [], "pot": 1}, "captured"),
    ({"captured": ["AS"], "pot": -3}, "pot"),
    ({"captured": ["AS"], "options": {"pack": 32}, "pot": 1}, None),
    ({"captured": ["6S"], "options": {"pack": 32}, "pot": 1}, "captured"),
])
def test_bad_claims_answer_422(client: Any, body: dict, field: str | None) -> None:
    response = client.post("/api/v1/referee/bura/claim", json=body)
    if field is None:
        assert response.status_code == 200
    else:
        assert response.status_code == 422 and response.json["field"] == field


def test_openapi_documents_every_route_and_kind(client: Any) -> None:
    doc = client.get("/api/openapi.json").json
    assert doc["openapi"].startswith("3.")
    for path in ("/api/v1/games", "/api/v1/tables", "/api/v1/tables/{key}",
                 "/api/v1/tables/{key}/events", "/api/v1/referee/bura/count",
                 "/api/v1/referee/bura/claim"):
        assert path in doc["paths"]
    events_doc = doc["paths"]["/api/v1/tables/{key}/events"]["post"]["description"]
    for kind in ("ante", "bet", "collect", "transfer", "lose", "score", "deal", "undo",
                 "claim"):
        assert f"`{kind}`" in events_doc


def test_a_state_answer_may_list_only_the_newest_events(client: Any, table: Table) -> None:
    for _ in range(3):
        table.act("ante")
    state = client.get(f"/api/v1/tables/{table.edit_key}?events=2").json
    assert [e["seq"] for e in state["events"]] == [2, 3] and state["events_total"] == 3
    answer = client.post(f"/api/v1/tables/{table.edit_key}/events?events=0",
                         json={"kind": "ante", "idempotency_key": "last"}).json
    assert answer["events"] == [] and answer["events_total"] == 4
