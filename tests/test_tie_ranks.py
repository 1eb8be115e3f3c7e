"""Ties share a rank in every format (issue 41, point 6; the README's club-night section):
entrants level on everything their format ranks on share the rank (1, 1, 3, 3), listed in
entry order; nothing hidden (a total nobody sees, the order of a draw) parts them. Two Burraco
pairs level on victory points and margin were 7th and 8th, on the points they scored, while
a concours de belote showed its tie as one rank.

Each event here is played through the API, one round of two tables with the same results: the
two winners are level, and so are the two losers."""

from __future__ import annotations

from typing import Any

import pytest

PAIRS = [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]
PLAYERS = [{"name": f"Player {i}"} for i in range(1, 9)]


def event(client: Any, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/v1/tournaments", json={
        "name": "Club night", "rounds": 3, "entrants": PAIRS} | body)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def first_round(client: Any, made: dict[str, Any], results: list[list[int]]) -> dict[str, Any]:
    """Draw round 1, enter each table's result (table 1 the first), give the event's state."""
    key = made["edit_key"]
    tables = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()["tables"]
    assert len(tables) == len(results)
    for table, points in zip(tables, results):
        answer = client.post(f"/api/v1/tournaments/{key}/results",
                             json={"round": 1, "table": table["number"], "points": points})
        assert answer.status_code == 201, answer.get_json()
    return client.get(f"/api/v1/tournaments/{made['view_key']}").get_json()


def ranks(state: dict[str, Any]) -> list[int]:
    return [row["rank"] for row in state["standings"]]


@pytest.mark.parametrize("fmt", ["mitchell", "danish"])
def test_burraco_pairs_level_on_victory_points_and_margin_share_a_rank(
        client: Any, fmt: str) -> None:
    # 3 hands a round: 300 apart is 13-7 (club-night.md line 34). Both winners 13 VP and
    # +300, never met (the first tie-break, head-to-head, says nothing): one rank, though one
    # scored 1300 and the other 1100
    made = event(client, game="burraco", format=fmt, hands_per_round=3, rounds=2)
    state = first_round(client, made, [[1300, 1000], [1100, 800]])
    rows = state["standings"]
    assert [(r["vp"], r["margin"]) for r in rows] == [(13, 300), (13, 300), (7, -300),
                                                     (7, -300)]
    assert ranks(state) == [1, 1, 3, 3]
    assert rows[0]["entrant"] < rows[1]["entrant"]  # level: in entry order


@pytest.mark.parametrize("fmt", ["concours", "round_robin"])
def test_belote_pairs_level_share_a_rank(client: Any, fmt: str) -> None:
    made = event(client, game="belote", format=fmt)
    state = first_round(client, made, [[500, 400], [500, 400]])
    assert ranks(state) == [1, 1, 3, 3]


def test_players_level_in_an_individual_event_share_a_rank(client: Any) -> None:
    made = event(client, game="belote", format="individual", entrants=PLAYERS)
    state = first_round(client, made, [[500, 400], [500, 400]])
    assert ranks(state) == [1, 1, 1, 1, 5, 5, 5, 5]


def test_pairs_out_in_the_same_knockout_round_share_a_rank(client: Any) -> None:
    made = event(client, game="burraco", format="knockout", hands_per_round=3)
    state = first_round(client, made, [[1300, 1000], [1100, 800]])
    assert ranks(state) == [1, 1, 3, 3]


def test_pairs_level_in_a_knockout_group_share_the_groups_rank(client: Any) -> None:
    # two groups of two, each a level table: both pairs of a group on the same ranking
    # points, margin and points share its first place, and the standings share it too
    made = event(client, game="burraco", format="knockout", hands_per_round=3,
                 options={"groups": 2})
    state = first_round(client, made, [[500, 500], [500, 500]])
    groups = state["bracket"]["groups"]
    assert [[row["rank"] for row in group["standings"]] for group in groups] == [[1, 1],
                                                                                [1, 1]]
    assert ranks(state) == [1, 1, 1, 1]
