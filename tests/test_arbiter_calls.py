"""A call for the arbiter through the API (issue 39, point 2): bridge's table units carry a "call
the director" key that lights up on the director's screen (research/organisers.md §1.2:
Bridgemate's "TD calls raised from the table units"). A round's table calls from its edit
link, with a reason if it gives one and its referee ruling if it wants it seen; the event
lists its calls; the organiser marks one answered; undo and the history keep working."""

from __future__ import annotations

from typing import Any

from test_club_api import create


def drawn(client: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    made = create(client)
    one = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    return made, one


def test_a_table_calls_the_arbiter_and_the_organiser_answers(client: Any) -> None:
    made, one = drawn(client)
    key = made["edit_key"]
    table = one["tables"][2]
    answer = client.post(f"/api/v1/tables/{table['edit_key']}/call",
                         json={"reason": "  a revoke  ", "idempotency_key": "call-1"})
    assert answer.status_code == 201, answer.get_json()
    call = answer.get_json()["call"]
    assert (call["round"], call["table"], call["reason"], call["answered"]) == (
        1, table["number"], "a revoke", False)
    assert call["at"].endswith("+00:00") and call["ruling"] is None
    # a retry (the phone's outbox) makes one call
    again = client.post(f"/api/v1/tables/{table['edit_key']}/call",
                        json={"reason": "a revoke", "idempotency_key": "call-1"})
    assert again.status_code == 200 and again.get_json()["call"]["id"] == call["id"]
    state = client.get(f"/api/v1/tournaments/{key}").get_json()
    assert [(c["table"], c["answered"]) for c in state["calls"]] == [(table["number"], False)]
    assert state["history"][-1]["summary"] == f"Table {table['number']} calls the arbiter: a revoke"
    # the room's link sees the calls too (the TV shows them)
    assert client.get(f"/api/v1/tournaments/{made['view_key']}").get_json()["calls"]
    answered = client.post(f"/api/v1/tournaments/{key}/calls/{call['id']}",
                           json={"answered": True})
    assert answered.status_code == 201
    calls = answered.get_json()["calls"]
    assert calls[0]["answered"] is True and calls[0]["answered_at"]
    assert client.post(f"/api/v1/tournaments/{key}/calls/{call['id']}",
                       json={"answered": True}).status_code == 422  # already answered
    # undone, it is open again
    client.post(f"/api/v1/tournaments/{key}/undo", json={})
    assert client.get(f"/api/v1/tournaments/{key}").get_json()["calls"][0]["answered"] is False


def test_only_a_rounds_table_calls_and_only_from_its_edit_link(client: Any) -> None:
    made, one = drawn(client)
    table = one["tables"][0]
    assert client.post(f"/api/v1/tables/{table['view_key']}/call", json={}).status_code == 403
    assert client.post("/api/v1/tables/no-such-table-at-all/call", json={}).status_code == 404
    alone = client.post("/api/v1/tables", json={"game": "burraco", "players": [
        {"name": n, "team": i % 2} for i, n in enumerate("ABCD")]}).get_json()
    refused = client.post(f"/api/v1/tables/{alone['edit_key']}/call", json={})
    assert refused.status_code == 422 and refused.get_json()["field"] == "table"
    long = client.post(f"/api/v1/tables/{table['edit_key']}/call", json={"reason": "x" * 201})
    assert long.status_code == 422 and long.get_json()["field"] == "reason"
    # a reason is optional
    assert client.post(f"/api/v1/tables/{table['edit_key']}/call", json={}).status_code == 201
    key = made["edit_key"]
    assert client.post(f"/api/v1/tournaments/{key}/calls/999",
                       json={"answered": True}).status_code == 422
    assert client.post(f"/api/v1/tournaments/{key}/calls/2",
                       json={"answered": False}).status_code == 422
    assert client.post(f"/api/v1/tournaments/{made['view_key']}/calls/2",
                       json={"answered": True}).status_code == 403


def test_the_tables_ruling_goes_with_the_call(client: Any) -> None:
    """A Bura table's claim ruled at the table (its 31 counted) is the ruling the arbiter is
    shown."""
    made = create(client, {"game": "bura", "name": "Bura night", "format": "danish",
                           "rounds": 2, "hands_per_round": 2, "scoring": "points",
                           "entrants": ["Ann", "Boris", "Carl", "Dora"],
                           "options": {"table": {"tokens": 20, "ante": 1}}})
    one = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    key = one["tables"][0]["edit_key"]
    refused = client.post(f"/api/v1/tables/{key}/call", json={"ruling": True})
    assert refused.status_code == 422 and refused.get_json()["field"] == "ruling"
    client.post(f"/api/v1/tables/{key}/events", json={"kind": "ante"})
    ruled = client.post(f"/api/v1/tables/{key}/events", json={
        "kind": "claim", "seat": 0, "captured": ["AS", "10S", "KS", "AH", "10H"]})
    assert ruled.status_code == 201, ruled.get_json()
    line = ruled.get_json()["seq"]
    call = client.post(f"/api/v1/tables/{key}/call",
                       json={"reason": "we disagree on the count", "ruling": True}).get_json()
    assert call["call"]["ruling"] == line
    assert client.post(f"/api/v1/tables/{key}/call", json={"ruling": line + 5}).status_code \
        == 422
