"""One look at the room for all its screens (views/club/watch.py): a hand played at a table
wakes the event's watch, not its screens; a result wakes the screens once; the watch stops
when the last screen has gone."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from test_club_api import BODY, PAIRS, create, play
from test_club_stream import stream
from test_stream import events_of

from views.club import SETTLE
from views.club.watch import Watch


def until(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_a_hand_wakes_the_watch_and_a_result_wakes_the_screens(app: Any, client: Any) -> None:
    made = create(client, dict(BODY, entrants=PAIRS[:4], rounds=2, movement=None,
                               format="danish"))
    one = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    response, chunks = stream(client, made["view_key"], "?after=0")
    events_of(chunks, 1)  # the room as it is
    hub = app.extensions["kibitzer.hub"]
    event = _event(app, made["edit_key"])
    watch = app.extensions["kibitzer.rooms"].watch(event, lambda: Watch(app, hub, event))
    assert watch.running and watch.screens == 1
    screens_woken = hub.seq(watch.topic)
    # one hand of three at table 1: the standings do not move
    play(client, one["tables"][0]["edit_key"], [[300, 0]])
    assert until(lambda: watch.seen is not None and watch.seen[1].tables[0].hands == 1)
    time.sleep(SETTLE * 2)
    assert hub.seq(watch.topic) == screens_woken
    # the other two: table 1 has its result, and the screens are woken for it
    play(client, one["tables"][0]["edit_key"], [[300, 0]] * 2)
    assert until(lambda: hub.seq(watch.topic) > screens_woken)
    pushed = events_of(chunks, 1)[0]
    assert '"result": [900, 0]' in pushed["data"]
    response.close()
    assert watch.screens == 0
    # the next change wakes the watch, which finds no screen and stops
    play(client, one["tables"][1]["edit_key"], [[100, 0]])
    assert until(lambda: not watch.running)


def _event(app: Any, key: str) -> Any:
    from scorebook.tournaments import record
    from views.database import lent_db
    with app.app_context(), lent_db() as db:
        return record.find(db, key)[0]


def _threaded(app: Any) -> None:
    """The server's offload: the work in a thread of its own, waited for, its error raised
    (app.py runs it inline)."""
    def offload(work: Callable[..., Any], *args: Any) -> Any:
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(work, *args).result()
    app.extensions["kibitzer.offload"] = offload


def test_screens_woken_at_once_make_the_change_once_off_the_loop(app: Any) -> None:
    _threaded(app)
    rooms = app.extensions["kibitzer.rooms"]
    made: list[str] = []
    main = threading.get_ident()

    def look() -> str:
        made.append("made in a thread" if threading.get_ident() != main else "made inline")
        time.sleep(0.1)  # a rendering: the other screens ask meanwhile
        return "the region"

    got: list[str] = []

    def screen() -> None:
        with app.app_context():
            got.append(rooms.woken("E room en 7", 3, look))

    screens = [threading.Thread(target=screen) for _ in range(8)]
    with app.app_context():
        for each in screens:
            each.start()
        got.append(rooms.woken("E room en 7", 3, look))
    for each in screens:
        each.join()
    assert made == ["made in a thread"]
    assert got == ["the region"] * 9


def test_a_change_that_failed_to_be_made_is_made_by_the_next_screen(app: Any) -> None:
    _threaded(app)
    rooms = app.extensions["kibitzer.rooms"]
    tries: list[int] = []

    def look() -> str:
        tries.append(1)
        time.sleep(0.05)
        if len(tries) == 1:
            raise RuntimeError("the database was being replaced")
        return "the region"

    outcomes: list[str] = []

    def screen() -> None:
        with app.app_context():
            try:
                outcomes.append(rooms.woken("E room en 8", 4, look))
            except RuntimeError:
                outcomes.append("failed")

    screens = [threading.Thread(target=screen) for _ in range(5)]
    for each in screens:
        each.start()
    for each in screens:
        each.join()
    assert len(tries) == 2
    assert sorted(outcomes) == ["failed"] + ["the region"] * 4
