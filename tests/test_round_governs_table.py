"""A round's table is its event's: the round's length governs it (issue 36, point 1).

The cases are the issue's own, from a 4-hand Burraco Mitchell and a concours de belote of 12
donnes a partie (research/club-night.md §1.3: "3 rounds × 4 hands"; §2: "4 parties of 12
donnes", ranked on total points): every hand of the round is accepted whatever the game's
target, the round's result is the whole round's, the (N+1)th hand is refused with the reason,
and an undo of the last hand reopens the round and takes its result back out of the standings.
One rule decides it for the table and the standings (``State.round_result``)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.game import EventRound, Outcome, Termination

PAIRS = [{"name": f"Coppia {i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]
BURRACO = {"game": "burraco", "name": "Lunedì", "format": "mitchell", "rounds": 2,
           "hands_per_round": 4, "scoring": "vp", "entrants": PAIRS}
CONCOURS = {"game": "belote", "name": "Concours", "format": "concours", "rounds": 4,
            "entrants": [{"name": f"Équipe {i}", "players": [f"J{i}a", f"J{i}b"]}
                         for i in range(1, 5)]}


def first_table(client: Any, body: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    made = client.post("/api/v1/tournaments", json=body).get_json()
    drawn = client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={}).get_json()
    return made, drawn["tables"][0]


def hand(client: Any, key: str, points: list[int], deal: bool = True) -> Any:
    scored = client.post(f"/api/v1/tables/{key}/events", json={"kind": "score",
                                                                "teams": points})
    assert scored.status_code == 201, scored.get_json()
    if deal:
        dealt = client.post(f"/api/v1/tables/{key}/events", json={"kind": "deal"})
        assert dealt.status_code == 201, dealt.get_json()
    return scored.get_json()


def result_of(client: Any, made: dict[str, Any]) -> Any:
    event = client.get(f"/api/v1/tournaments/{made['view_key']}").get_json()
    return event["rounds"][0]["tables"][0]["result"], event


def test_a_four_hand_burraco_round_plays_four_hands_past_the_games_2000(client: Any) -> None:
    """750 to 150 a hand: the game's own target (over 2,000) is passed on hand 3, but the
    round is of 4 hands: all four are taken and the round's result is 3,000 – 600."""
    made, table = first_table(client, BURRACO)
    key = table["edit_key"]
    for number in range(1, 4):
        hand(client, key, [750, 150])
        assert result_of(client, made)[0] is None, f"complete after {number} hands"
    last = hand(client, key, [750, 150], deal=False)
    assert last["finished"] is True
    result, event = result_of(client, made)
    assert result == [3000, 600]
    vp = {row["name"]: row["vp"] for row in event["standings"]}
    one, other = table["entrants"]
    assert (vp[f"Coppia {one + 1}"], vp[f"Coppia {other + 1}"]) == (20, 0)


def test_the_hand_after_the_round_is_refused_with_the_reason(client: Any) -> None:
    made, table = first_table(client, BURRACO)
    key = table["edit_key"]
    for _ in range(3):
        hand(client, key, [750, 150])
    hand(client, key, [750, 150], deal=False)
    for body, reason in (({"kind": "deal"}, "Round complete: 3000 – 600 sent to the standings"),
                         ({"kind": "score", "teams": [10, 0]}, "the table takes no further hand"),
                         ({"kind": "rematch"}, "round is complete")):
        refused = client.post(f"/api/v1/tables/{key}/events", json=body)
        assert refused.status_code == 422, body
        assert reason in refused.get_json()["error"], refused.get_json()
    assert result_of(client, made)[0] == [3000, 600]  # nothing changed


def test_undo_of_the_last_hand_reopens_the_round_and_takes_the_result_out(client: Any) -> None:
    made, table = first_table(client, BURRACO)
    key = table["edit_key"]
    for _ in range(3):
        hand(client, key, [750, 150])
    hand(client, key, [750, 150], deal=False)
    undone = client.post(f"/api/v1/tables/{key}/events", json={"kind": "undo"})
    assert undone.status_code == 201 and undone.get_json()["finished"] is False
    result, event = result_of(client, made)
    assert result is None
    assert all(row["vp"] == 0 for row in event["standings"])
    hand(client, key, [100, 0], deal=False)  # the fourth hand again, another score
    assert result_of(client, made)[0] == [2350, 450]


def test_a_concours_partie_is_twelve_donnes_past_the_games_1000(client: Any) -> None:
    """110 to 52 a donne: Belote's game ends at 1,000 (after 10 donnes), the partie at 12:
    1,320 – 624 goes to the standings, which rank on total points."""
    made, table = first_table(client, CONCOURS)
    key = table["edit_key"]
    for _ in range(11):
        hand(client, key, [110, 52])
    assert result_of(client, made)[0] is None
    hand(client, key, [110, 52], deal=False)
    result, event = result_of(client, made)
    assert result == [1320, 624]
    points = {row["name"]: row["points"] for row in event["standings"]}
    one, other = table["entrants"]
    assert (points[f"Équipe {one + 1}"], points[f"Équipe {other + 1}"]) == (1320, 624)
    refused = client.post(f"/api/v1/tables/{key}/events", json={"kind": "deal"})
    assert refused.status_code == 422
    assert "Round complete: 1320 – 624" in refused.get_json()["error"]


def test_an_event_to_a_target_says_so_and_the_target_governs(client: Any) -> None:
    body = dict(BURRACO, hands_per_round=None, target=1500, scoring="points")
    body.pop("hands_per_round")
    made, table = first_table(client, body)
    key = table["edit_key"]
    hand(client, key, [750, 150])
    hand(client, key, [800, 150], deal=False)
    assert result_of(client, made)[0] == [1550, 300]
    state = client.get(f"/api/v1/tables/{key}").get_json()
    assert state["finished"] is True


@pytest.mark.parametrize("won, expected", [([1, 0], None), ([2, 0], (2, 0)), ([2, 1], (2, 1))])
def test_a_best_of_three_match_is_complete_once_a_side_has_won_two(won: list[int],
                                                                   expected: Any) -> None:
    """One rule for the table and the standings: a best-of match counts games."""
    rule = EventRound(None, 3)
    assert rule.result([], Outcome(Termination.TARGET, (0,)), 1, won, (0, 0)) == expected


def test_a_round_of_hands_counts_the_pads_row_of_its_last_hand() -> None:
    pad = [{"game": 1, "hand": n, "totals": [n * 100, n * 10]} for n in range(1, 5)]
    assert EventRound(4).result(pad, None, 1, [0, 0], (400, 40)) == (400, 40)
    assert EventRound(4).result(pad[:3], None, 1, [0, 0], (300, 30)) is None
