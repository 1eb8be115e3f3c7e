"""The round's clock through the API (issue 39, point 1): started with the event's minutes (a
default per format and hands: Burraco's 2 hands in 25 minutes, 3 in 40, 4 in 50,
research/club-night.md §1.3), paused, given more minutes, resumed, stopped; kept as actions
of the event, so undo and the history keep working and a server restarted finds it as it was;
a new round's draw ends the last one's clock."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from referee.tournaments import clock
from test_club_api import BODY, create


def clock_of(client: Any, key: str) -> dict[str, Any]:
    return client.get(f"/api/v1/tournaments/{key}").get_json()["clock"]


def post(client: Any, key: str, body: dict[str, Any]) -> Any:
    return client.post(f"/api/v1/tournaments/{key}/clock", json=body)


def when(text: str) -> datetime:
    return datetime.fromisoformat(text)


@pytest.mark.parametrize("hands, minutes", [(2, 25), (3, 40), (4, 50), (5, 65), (1, 15)])
def test_a_rounds_minutes_by_its_hands(hands: int, minutes: int) -> None:
    # specchiolla.it: 5 rounds of 2 hands in 25 min, 4 of 3 in 40, 3 of 4 in 50; other
    # numbers of hands at the same pace, 12½ minutes a hand, up to the next 5 minutes
    assert clock.default_minutes("mitchell", hands) == minutes
    assert clock.default_minutes("danish", None) is None  # to a target: the organiser's


def test_last_hand_is_called_when_less_than_a_hands_time_is_left() -> None:
    started = datetime(2026, 12, 4, 21, 0, tzinfo=timezone.utc)
    running = clock.start(2, 40, None, 3, started)
    assert (running.last_hand, running.round) == (14, 2)  # 40 min / 3 hands, rounded up
    assert not running.last_hand_called(started + timedelta(minutes=25, seconds=59))
    assert running.last_hand_called(started + timedelta(minutes=26))
    assert running.seconds_left(started + timedelta(hours=1)) == 0


def test_the_clock_through_the_api(client: Any) -> None:
    made = create(client)
    key = made["edit_key"]
    assert clock_of(client, key) == {"ends_at": None, "running": False, "seconds_left": None,
                                     "round": None, "minutes": None, "last_hand_minutes": None,
                                     "last_hand": False, "over": False}
    # no round drawn yet: nothing to time, nothing written
    refused = post(client, key, {"minutes": 40})
    assert refused.status_code == 422 and refused.get_json()["field"] == "minutes"
    client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    before = datetime.now(timezone.utc).replace(microsecond=0)
    started = post(client, key, {"minutes": 40, "idempotency_key": "clock-1"})
    assert started.status_code == 201
    shown = started.get_json()["clock"]
    assert shown["running"] is True and shown["round"] == 1 and shown["minutes"] == 40
    ends = when(shown["ends_at"])
    assert before + timedelta(minutes=40) <= ends <= before + timedelta(minutes=40, seconds=2)
    assert 40 * 60 - 3 <= shown["seconds_left"] <= 40 * 60
    assert shown["last_hand_minutes"] == 14 and shown["last_hand"] is False
    # a retry applies once
    again = post(client, key, {"minutes": 40, "idempotency_key": "clock-1"})
    assert again.status_code == 200 and again.get_json()["clock"]["ends_at"] == shown["ends_at"]
    paused = post(client, key, {"pause": True}).get_json()["clock"]
    assert paused["running"] is False and paused["ends_at"] is None
    left = paused["seconds_left"]
    assert post(client, key, {"pause": True}).status_code == 422  # already paused
    more = post(client, key, {"add": 5}).get_json()["clock"]
    assert more["seconds_left"] == left + 300 and more["minutes"] == 45
    resumed = post(client, key, {"resume": True}).get_json()["clock"]
    assert resumed["running"] is True and left + 297 <= resumed["seconds_left"] <= left + 300
    # every change is in the history, and undo takes the last back
    history = client.get(f"/api/v1/tournaments/{key}").get_json()["history"]
    assert [h["summary"] for h in history[-4:]] == [
        "The clock of round 1 starts: 40 minutes", "The clock of round 1 is paused",
        "The clock of round 1: 5 minutes more", "The clock of round 1 runs again"]
    client.post(f"/api/v1/tournaments/{key}/undo", json={})
    assert clock_of(client, key)["running"] is False
    stopped = post(client, key, {"stop": True}).get_json()["clock"]
    assert stopped["ends_at"] is None and stopped["seconds_left"] is None


def test_bad_clock_input_is_a_422_that_changes_nothing(client: Any) -> None:
    made = create(client)
    key = made["edit_key"]
    client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    seq = client.get(f"/api/v1/tournaments/{key}").get_json()["seq"]
    for body, field in (({"minutes": 0}, "minutes"), ({"minutes": "40"}, "minutes"),
                        ({"minutes": 40, "pause": True}, "minutes"), ({}, "minutes"),
                        ({"add": 5}, "add"), ({"resume": True}, "resume"),
                        ({"minutes": 601}, "minutes"), ({"minutes": True}, "minutes")):
        answer = post(client, key, body)
        assert answer.status_code == 422 and answer.get_json()["field"] == field, (body, answer)
    assert client.get(f"/api/v1/tournaments/{key}").get_json()["seq"] == seq
    # the room's link only watches
    assert post(client, made["view_key"], {"minutes": 40}).status_code == 403


def test_a_start_without_minutes_takes_the_events_own(client: Any) -> None:
    made = create(client, dict(BODY, options={"round_minutes": 35, "last_hand_minutes": 8}))
    key = made["edit_key"]
    client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    shown = post(client, key, {"start": True}).get_json()["clock"]
    assert (shown["minutes"], shown["last_hand_minutes"]) == (35, 8)
    # the Burraco default when the organiser set none: 3 hands, 40 minutes
    plain = create(client)
    client.post(f"/api/v1/tournaments/{plain['edit_key']}/rounds", json={})
    assert post(client, plain["edit_key"], {"start": True}).get_json()["clock"]["minutes"] == 40
    refused = client.post("/api/v1/tournaments", json=dict(BODY, options={"round_minutes": 0}))
    assert refused.status_code == 422 and refused.get_json()["field"] == "options.round_minutes"


def test_the_next_draw_ends_the_last_rounds_clock(client: Any) -> None:
    made = create(client)
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    post(client, key, {"minutes": 40})
    for table in one["tables"]:
        client.post(f"/api/v1/tournaments/{key}/results",
                    json={"round": 1, "table": table["number"], "points": [900, 600]})
    client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    assert clock_of(client, key)["round"] is None
    assert post(client, key, {"minutes": 40}).get_json()["clock"]["round"] == 2


def test_the_clock_is_kept_in_the_database(app: Any, tmp_path: Any) -> None:
    """A second app on the same file (a server restarted) finds the clock as it was."""
    from app import create_app
    client = app.test_client()
    made = create(client)
    key = made["edit_key"]
    client.post(f"/api/v1/tournaments/{key}/rounds", json={})
    ends = post(client, key, {"minutes": 25}).get_json()["clock"]["ends_at"]
    again = create_app({"TESTING": True, "DATABASE": app.config["DATABASE"],
                        "BASE_URL": "http://kibitzer.test"}).test_client()
    assert clock_of(again, key)["ends_at"] == ends and clock_of(again, key)["running"]
