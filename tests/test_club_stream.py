"""Club night pushed (issue 24, item 4): the event's stream sends the event as the API states
it, and the room's live region, whenever what the room shows changes; a result played at one
of its tables reaches it by itself; an unknown key is a 404."""

from __future__ import annotations

import json
from typing import Any

from test_club_api import BODY, PAIRS, create, play
from test_stream import events_of


def stream(client: Any, key: str, query: str = "") -> tuple[Any, Any]:
    response = client.get(f"/api/v1/tournaments/{key}/stream{query}", buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    return response, iter(response.response)


def test_a_result_played_at_a_table_reaches_the_events_stream(client: Any) -> None:
    made = create(client, dict(BODY, entrants=PAIRS[:4], rounds=2, movement=None,
                               format="danish"))
    one = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    response, chunks = stream(client, made["view_key"], "?after=0")
    first = json.loads(events_of(chunks, 1)[0]["data"])
    assert [t["result"] for t in first["rounds"][0]["tables"]] == [None, None]
    # table 1 plays its three hands through the table API: the stream sends the result
    play(client, one["tables"][0]["edit_key"], [[300, 0]] * 3)
    pushed = events_of(chunks, 1)[0]
    response.close()
    after = json.loads(pushed["data"])
    assert after["rounds"][0]["tables"][0]["result"] == [900, 0]
    assert int(pushed["id"]) > 0
    leader = after["standings"][0]
    assert leader["played"] == 1 and leader["won"] == 1


def test_the_rooms_stream_sends_its_live_region_as_a_part(client: Any) -> None:
    made = create(client, dict(BODY, entrants=PAIRS[:4], rounds=2, movement=None,
                               format="danish"))
    response, chunks = stream(client, made["view_key"], "?page=room&after=0")
    whole = events_of(chunks, 1)[0]["data"]
    assert whole.startswith('<div data-kz-seq="') and 'id="room-status"' in whole
    assert "Waiting for round 1" in whole
    client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={})
    after = events_of(chunks, 1)[0]["data"]
    response.close()
    assert "Round 1" in after and "2 tables still playing" in after


def test_an_unknown_events_stream_is_a_404(client: Any) -> None:
    answer = client.get("/api/v1/tournaments/" + "x" * 22 + "/stream")
    assert answer.status_code == 404 and answer.get_json()["code"] == "not_found"
