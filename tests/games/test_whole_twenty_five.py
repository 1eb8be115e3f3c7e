"""Twenty-Five, whole games at the table (003 lines 201-247): 5 a trick, play stopping the
moment a player or team reaches 25; alone, or in teams for the player counts that allow it."""

from __future__ import annotations

from typing import Any

from helpers import Table

NAMES = ("Ann", "Boris", "Carl", "Dora", "Eva", "Fred", "Gil", "Hana", "Ivo")


def scores(state: dict[str, Any]) -> list[int]:
    if state["teams"] is not None:
        return [state["teams"][str(t)] for t in range(len(state["teams"]))]
    return [p["score"] for p in state["players"]]


def test_three_alone_to_25_stopping_at_once(client: Any) -> None:
    table = Table(client, "twenty-five", NAMES[:3])
    # each trick is 5 to its winner (line 243): Ann 2, Boris 2, Carl 1
    state = table.act("hand", body={"tricks": [0, 1, 2, 0, 1]})
    assert scores(state) == [10, 10, 5]
    # line 245: the player to the dealer's left deals next
    assert table.act("deal")["dealer"] == 1
    state = table.act("hand", body={"tricks": [0, 0, 1, 2, 2]})
    assert scores(state) == [20, 15, 15] and not state["finished"]
    table.act("deal")
    # line 245: play stops the moment someone reaches 25: Boris takes trick 1 (20), Ann trick
    # 2 (25); a third trick cannot have been played
    refused = table.post("hand", body={"tricks": [1, 0, 0]})
    assert refused.status_code == 422 and "stopped after trick 2" in refused.json["error"]
    state = table.act("hand", body={"tricks": [1, 0]})
    assert scores(state) == [25, 20, 15]
    assert state["finished"] and state["status"] == "Ann wins the game"
    assert table.post("deal").status_code == 422


def test_eight_in_teams_are_four_pairs_partners_across_the_table(client: Any) -> None:
    # line 207: with an even number, pairs; partners never play one after the other
    table = Table(client, "twenty-five", NAMES[:8], teams=True)
    state = table.state()
    assert [p["team"] for p in state["players"]] == [0, 1, 2, 3, 0, 1, 2, 3]
    # Ann and Eva are partners: tricks 1, 2 and 5 are theirs (15), Boris & Fred 3 and 4 (10)
    state = table.act("hand", body={"tricks": [0, 4, 1, 5, 0]})
    assert scores(state) == [15, 10, 0, 0]
    table.act("deal")
    state = table.act("hand", body={"tricks": [4, 0]})
    assert scores(state) == [25, 10, 0, 0]
    assert state["finished"] and state["status"] == "Ann & Eva win the game"


def test_nine_in_teams_are_three_teams_of_three(client: Any) -> None:
    table = Table(client, "twenty-five", NAMES, teams=True)
    assert [p["team"] for p in table.state()["players"]] == [0, 1, 2] * 3
    state = table.act("hand", body={"tricks": [0, 3, 6, 4, 1]})
    assert scores(state) == [15, 10, 0]
