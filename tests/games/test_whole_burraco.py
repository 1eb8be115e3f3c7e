"""Burraco, a whole game at the table (003 lines 2-86): a partnership must EXCEED 2,000; the
higher score then wins."""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ann", "Boris", "Carl", "Dora")
# Ann & Carl: the cards in their melds count 125, the run 7S-KS is a clean burraco (+200)
# and they closed (+100), with their pozzetto taken and nothing in hand: 425. Boris & Dora:
# 3C 4C 5C (15) and KD 9H left in hand (−20): −5 (lines 60-79).
HAND = {"melds": [[["7S", "8S", "9S", "10S", "JS", "QS", "KS"], ["QH", "QD", "QC", "JK"]],
                  [["3C", "4C", "5C"]]],
        "hands": [[], ["KD", "9H"]], "pozzetto": [True, True], "closed": 0}


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def test_a_whole_game_past_2000(client: Any) -> None:
    table = Table(client, "burraco", PLAYERS)
    for n in range(1, 5):
        state = table.act("hand", body=HAND)
        assert teams(state) == [425 * n, -5 * n] and not state["finished"]
        table.act("deal")
    assert teams(state) == [1700, -20]
    state = table.act("hand", body=HAND)
    assert teams(state) == [2125, -25]  # 2125 exceeds 2,000
    assert state["finished"] and state["status"] == "Ann & Carl win the game"
    # the calculator's own words agree with the table
    assert state["events"][-1]["detail"]["explanation"].endswith(
        "Ann & Carl are past 2000 with the higher total and win.")
    assert table.post("hand", body=HAND).status_code == 422
    assert not table.act("undo")["finished"]


def test_exactly_2000_is_not_past_it(client: Any) -> None:
    table = Table(client, "burraco", PLAYERS)
    table.act("score", teams=[1575, 0])
    table.act("deal")
    state = table.act("hand", body=HAND)
    assert teams(state) == [2000, -5] and not state["finished"]
