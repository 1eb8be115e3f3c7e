"""Phones follow the event (issue 36, point 2): once the next round is drawn, every page of last
round's table (its edit link, its scoreboard, the stream each keeps open) leads each entrant to
its new table, with a guide card ("Round 2: table 1, against …", or the sit-out score), as the
Bridgemate app gives each pair its next table (research/organisers.md §1.2, "personal guide
cards"); a round's table page names its event, round, table and entrants (point 1). The
event's own actions wake its tables' streams through the hub; a hand at one table does not
wake another's."""

from __future__ import annotations

import re
import threading
from typing import Any

from test_club_stream import stream as event_stream  # noqa: F401  (the event's, beside)
from test_stream import events_of

from views.hub import Hub

PAIRS = [{"name": f"Famiglia Bellavista-Quattrocchi {i}", "players": [f"Quentin{i}",
                                                                     f"Ludovica{i}"]}
         for i in range(1, 6)]
BODY = {"game": "burraco", "name": "Torneo del lunedì", "format": "danish", "rounds": 3,
        "hands_per_round": 3, "scoring": "vp", "entrants": PAIRS}


def played_round(client: Any, made: dict[str, Any]) -> dict[str, Any]:
    drawn = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={})
    assert drawn.status_code == 201, drawn.get_json()
    one = drawn.get_json()
    for table in one["tables"]:
        for number in range(3):
            body = {"kind": "score", "teams": [500, 100]}
            assert client.post(f"/api/v1/tables/{table['edit_key']}/events",
                               json=body).status_code == 201
            if number < 2:
                client.post(f"/api/v1/tables/{table['edit_key']}/events", json={"kind": "deal"})
    return one


def test_a_rounds_table_page_names_the_event_round_table_and_entrants(client: Any) -> None:
    made = client.post("/api/v1/tournaments", json=BODY).get_json()
    one = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    table = one["tables"][0]
    page = client.get(f"/t/{table['edit_key']}", headers={"Accept-Language": "it"})
    html = page.get_data(as_text=True)
    box = html[html.index('id="event-box"'):html.index('id="status"')]
    assert "Torneo del lunedì" in box
    assert re.search(r"Round 1 of 3 · table 1|Turno 1 di 3 · tavolo 1", box), box
    for entrant in table["entrants"]:
        pair = PAIRS[entrant]
        assert pair["name"] in box and all(p in box for p in pair["players"])
    status = html[html.index('id="status"'):html.index('id="players"')]
    assert re.search(r"(Hand|Mano) 1 (of|di) 3", status) and "2000" not in status
    board = client.get(f"/s/{table['view_key']}").get_data(as_text=True)
    assert "Torneo del lunedì" in board and table["edit_key"] not in board


def test_after_the_next_draw_last_rounds_pages_lead_each_entrant_on(client: Any) -> None:
    made = client.post("/api/v1/tournaments", json=BODY).get_json()
    one = played_round(client, made)
    old = one["tables"][0]
    two = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    where = {e: t for t in two["tables"] for e in t["entrants"]}
    html = client.get(f"/t/{old['edit_key']}").get_data(as_text=True)
    cards = html[html.index('class="guide-cards"'):html.index('id="status"')]
    for entrant in old["entrants"]:
        name = PAIRS[entrant]["name"]
        if entrant in where:
            new = where[entrant]
            other = next(e for e in new["entrants"] if e != entrant)
            assert (f"Round 2: table {new['number']}, against {PAIRS[other]['name']}"
                    in cards)
            assert f'href="/t/{new["edit_key"]}"' in cards  # the edit link leads to the edit link
        else:
            assert entrant in two["byes"]
            assert f"{name}</strong> <span>Round 2: you sit out: 14 VP" in cards
    # the scoreboard leads to the new tables' scoreboards, and never shows an edit key
    board = client.get(f"/s/{old['view_key']}").get_data(as_text=True)
    for entrant in old["entrants"]:
        if entrant in where:
            assert f'href="/s/{where[entrant]["view_key"]}"' in board
    assert all(t["edit_key"] not in board for t in two["tables"])
    # the room shows where each entrant goes this round, by name
    room = client.get(f"/r/{made['view_key']}").get_data(as_text=True)
    by_name = room[room.index("Round 2 by name"):]
    for entrant, table in where.items():
        row = rf'<tr><td>{PAIRS[entrant]["name"]}</td>\s*<td class="num">{table["number"]}</td>'
        assert re.search(row, by_name), PAIRS[entrant]["name"]


def test_the_tables_own_stream_sends_the_guide_card_when_the_event_draws(client: Any) -> None:
    made = client.post("/api/v1/tournaments", json=BODY).get_json()
    one = played_round(client, made)
    old = one["tables"][0]
    page = client.get(f"/t/{old['edit_key']}").get_data(as_text=True)
    seq = re.search(r'id="live" data-seq="(\d+)" data-mark="(\d+)"', page)
    assert seq is not None
    query = f"?page=table&after={seq.group(1)}&mark={seq.group(2)}"
    response = client.get(f"/api/v1/tables/{old['edit_key']}/stream{query}", buffered=False)
    chunks = iter(response.response)
    next(chunks)  # the stream's opening (retry, its point)
    client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={})
    pushed = events_of(chunks, 1)[0]
    response.close()
    assert pushed["id"] == seq.group(1)  # the table itself did not move
    assert 'data-kz-mark="' in pushed["data"] and "guide-card" in pushed["data"]
    assert "Round 2: table" in pushed["data"]
    # a phone that cannot stream asks: the same, and 204 once it has it
    mark = re.search(r'data-kz-mark="(\d+)"', pushed["data"]).group(1)
    polled = client.get(f"/t/{old['edit_key']}/board?after={seq.group(1)}&mark={seq.group(2)}")
    assert polled.status_code == 200 and "guide-card" in polled.get_data(as_text=True)
    again = client.get(f"/t/{old['edit_key']}/board?after={seq.group(1)}&mark={mark}")
    assert again.status_code == 204


def test_the_events_own_action_wakes_its_tables_streams_and_a_hand_does_not() -> None:
    hub = Hub()
    hub.publish("table-1", 5)
    hub.relay(["table-1", "table-2"], "event")
    hub.follow("table-1", "event")
    woken: list[int] = []

    def waiting() -> None:
        woken.append(hub.wait("table-1", 5, 2.0))

    # a hand at the event's other table wakes the event, not this table's pages
    waiter = threading.Thread(target=waiting)
    waiter.start()
    hub.publish("table-2", 9)
    waiter.join(0.3)
    assert waiter.is_alive()
    hub.event_changed("event")  # the next round drawn
    waiter.join(1.0)
    assert not waiter.is_alive() and woken == [5]
