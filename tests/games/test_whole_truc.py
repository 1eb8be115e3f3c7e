"""Truc, a whole game at the table (003 lines 283-322): to 12, the deal passing to the right,
truc (2) and retruc (3), the eleven rule, and nothing after the end."""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ann", "Boris", "Carl", "Dora")  # in the order of play, to the right


def hand(table: Table, **body: Any) -> dict[str, Any]:
    return table.act("hand", body=body)


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def test_a_whole_game_to_12_with_raises_and_the_eleven_rule(client: Any) -> None:
    table = Table(client, "truc", PLAYERS)
    # line 308: two tricks of three win the hand; retruc accepted makes it worth 3 (line 316)
    state = hand(table, tricks=[0, 0], stakes={"called": "retruc"})
    assert teams(state) == [3, 0]
    # the deal passes to the right: seats are in the order of play, so Boris deals next
    assert table.act("deal")["dealer"] == 1
    # truc accepted: 2 for Boris & Dora, who take the first two tricks
    state = hand(table, tricks=[1, 1], stakes={"called": "truc"})
    assert teams(state) == [3, 2]
    assert table.act("deal")["dealer"] == 2
    # Carl deals: a drawn first trick, then Boris & Dora win one. The third cannot change it:
    # one each would be a tie, which goes to the dealer's opponents (line 308), Boris & Dora
    state = hand(table, tricks=[None, 1])
    assert teams(state) == [3, 3] and state["events"][-1]["detail"]["decided_after"] == 2
    table.act("deal")
    for _ in range(2):
        state = hand(table, tricks=[0, 0], stakes={"called": "retruc"})
        table.act("deal")
    assert teams(state) == [9, 3]
    state = hand(table, tricks=[0, 1, 0], stakes={"called": "truc"})
    assert teams(state) == [11, 3] and not state["finished"]
    table.act("deal")
    # line 320: one side at 11 looks at its cards and plays for 3, with no truc or retruc
    refused = table.post("hand", body={"tricks": [0, 0], "stakes": {"called": "truc"}})
    assert refused.status_code == 422
    state = hand(table, tricks=[1, 1])
    assert teams(state) == [11, 6] and not state["finished"]
    table.act("deal")
    state = hand(table, tricks=[0, 0])  # 11 + 3 = 14: the first to 12 or more wins (line 322)
    assert teams(state) == [14, 6]
    assert state["finished"] and state["winners"] == [0, 2]
    assert state["status"] == "Ann & Carl win the game"
    assert table.post("deal").status_code == 422
    assert not table.act("undo")["finished"]
