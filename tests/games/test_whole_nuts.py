"""A whole game of Nuts at the table, hand by hand with the calculator, from the first deal to
the end (rules: shared/rules/003 lines 325–375)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table
from scorebook.setup import read_setup

NAMES = ("Ann", "Boris", "Carl", "Dora", "Eva", "Fred", "Gil", "Hana")


def scores(state: dict[str, Any]) -> list[int]:
    return [p["score"] for p in state["players"]]


def calculator_agrees(state: dict[str, Any]) -> dict[str, Any]:
    """The calculator's words about the game, after the hand just scored, say what the table
    says: over or not, and who won."""
    answer = state["events"][-1]["detail"]
    by_team = answer["award"]["by"] == "team"
    side_of = {p["seat"]: p["team"] if by_team else p["seat"] for p in state["players"]}
    assert answer["game_over"] == state["finished"], answer["explanation"]
    if answer["winner"] is None:
        assert state["winners"] == []
    else:
        assert state["winners"] == [s for s, side in side_of.items()
                                    if side == answer["winner"]]
    if "Nobody is past" in answer["explanation"]:
        assert not state["finished"]
    return answer


def hand(table: Table, foundation: list[int], reserve: list[int]) -> dict[str, Any]:
    state = table.act("hand", body={"foundation": foundation, "reserve": reserve})
    calculator_agrees(state)
    return state


# --- who plays with whom ------------------------------------------------------------------------

@pytest.mark.parametrize("players, teams", [
    (2, None), (3, None), (4, None), (5, None), (7, None),
    # 003 line 340: an even number above four pair up, partners sitting next to one another
    (6, [["Ann", "Boris"], ["Carl", "Dora"], ["Eva", "Fred"]]),
    (8, [["Ann", "Boris"], ["Carl", "Dora"], ["Eva", "Fred"], ["Gil", "Hana"]]),
])
def test_nuts_plays_alone_up_to_four_and_in_neighbouring_pairs_with_six_or_eight(
        players: int, teams: list[list[str]] | None) -> None:
    setup = read_setup("nuts", list(NAMES[:players]), {})
    if teams is None:
        assert all(p.team is None for p in setup.players)
    else:
        listed: dict[int, list[str]] = {}
        for p in setup.players:
            assert p.team is not None
            listed.setdefault(p.team, []).append(p.name)
        assert list(listed.values()) == teams


# --- a whole game -------------------------------------------------------------------------------

def test_a_whole_game_of_nuts_for_three_to_the_first_past_100(client: Any) -> None:
    table = Table(client, "nuts", ("Ann", "Boris", "Carl"))
    # 003 line 371: one point a foundation card, two off a card left in the reserve
    state = hand(table, [20, 15, 9], [0, 3, 6])  # 20, 15 − 6 = 9, 9 − 12 = −3
    assert scores(state) == [20, 9, -3] and state["status"] == "Ann is ahead by 11"
    table.act("deal")
    state = hand(table, [30, 25, 18], [0, 1, 4])  # +30, +23, +10
    assert scores(state) == [50, 32, 7]
    table.act("deal")
    state = hand(table, [25, 33, 30], [2, 0, 1])  # +21, +33, +28
    assert scores(state) == [71, 65, 35]
    table.act("deal")
    # 003 line 373: the game goes on until someone EXCEEDS 100: 100 is not enough
    state = hand(table, [29, 35, 20], [0, 0, 5])  # +29, +35, +10
    assert scores(state) == [100, 100, 45]
    assert not state["finished"] and state["status"] == "Ann and Boris are ahead by 55"
    table.act("deal")
    # past 100, but level at the top: the highest score wins, so nobody has yet (reading in
    # referee/nuts.py): another hand
    state = hand(table, [12, 12, 40], [1, 1, 0])  # +10, +10, +40
    assert scores(state) == [110, 110, 85] and not state["finished"]
    assert "share the highest total (110): play another hand" in (
        state["events"][-1]["detail"]["explanation"])
    table.act("deal")
    assert state["hand"] + 1 == table.state()["hand"] == 6
    # everyone past 100 now: the highest, Boris's 124, wins
    state = hand(table, [8, 14, 30], [2, 0, 3])  # +4, +14, +24
    assert scores(state) == [114, 124, 109]
    assert state["finished"] and state["winners"] == [1] and not state["tie"]
    assert state["status"] == "Boris wins the game"

    # nothing more goes on the pad once the game is over ...
    refused = table.post("hand", body={"foundation": [1, 1, 1], "reserve": [0, 0, 0]})
    assert refused.status_code == 422
    assert refused.json["error"].startswith("The game is over: Boris wins the game.")
    assert table.post("deal").status_code == 422
    assert scores(table.state()) == [114, 124, 109]
    # ... until the last hand is undone, which reopens the game
    state = table.act("undo")
    assert not state["finished"] and scores(state) == [110, 110, 85]
    state = hand(table, [20, 5, 2], [0, 4, 6])  # +20, 5 − 8 = −3, 2 − 12 = −10
    assert scores(state) == [130, 107, 75] and state["status"] == "Ann wins the game"


def test_the_target_is_the_tables_and_must_be_exceeded_there_too(client: Any) -> None:
    table = Table(client, "nuts", ("Ann", "Boris"), target=50)
    state = hand(table, [50, 10], [0, 5])  # 50 is not past 50
    assert scores(state) == [50, 0] and not state["finished"]
    table.act("deal")
    state = hand(table, [1, 0], [0, 13])  # 51 past 50; Boris 0 − 26
    assert state["finished"] and state["status"] == "Ann wins the game"


def test_a_whole_game_of_nuts_for_six_in_three_neighbouring_partnerships(client: Any) -> None:
    # 003 line 340: with six, partners sit next to one another, and a "player" in the rules
    # is the partnership: one reserve and one count for each
    table = Table(client, "nuts", NAMES[:6])
    state = hand(table, [30, 20, 10], [0, 2, 5])  # 30, 20 − 4 = 16, 10 − 10 = 0
    assert scores(state) == [30, 30, 16, 16, 0, 0]
    assert state["status"] == "Ann & Boris are ahead by 14"
    table.act("deal")
    # the table page's form has a row a player: partners' counts are added up
    state = hand(table, [20, 15, 10, 8, 12, 0], [0, 0, 3, 0, 0, 4])
    # foundations 35, 18, 12; reserves 0, 3, 4: +35, 18 − 6 = +12, 12 − 8 = +4
    assert scores(state) == [65, 65, 28, 28, 4, 4]
    table.act("deal")
    state = hand(table, [40, 30, 25], [0, 5, 2])  # +40, +20, +21: 105, 48, 25
    assert scores(state) == [105, 105, 48, 48, 25, 25]
    assert state["finished"] and state["winners"] == [0, 1]
    assert state["status"] == "Ann & Boris win the game"
    assert table.post("hand", body={"foundation": [1, 1, 1],
                                    "reserve": [0, 0, 0]}).status_code == 422


def test_eight_in_four_partnerships_score_one_line_a_partnership(client: Any) -> None:
    table = Table(client, "nuts", NAMES)
    state = hand(table, [10, 20, 30, 40], [4, 3, 2, 0])  # 2, 14, 26, 40
    assert scores(state) == [2, 2, 14, 14, 26, 26, 40, 40]
    assert state["status"] == "Gil & Hana are ahead by 14"
    table.act("deal")
    refused = table.post("hand", body={"foundation": [1, 2, 3], "reserve": [0, 0, 0]})
    assert refused.status_code == 422 and "4 partnerships" in refused.json["error"]


def test_totals_typed_into_the_body_never_make_the_calculator_contradict_the_table(
        client: Any) -> None:
    table = Table(client, "nuts", ("Ann", "Boris"))
    hand(table, [52, 40], [0, 0])
    table.act("deal")
    hand(table, [40, 20], [0, 0])  # 92 and 60
    table.act("deal")
    response = table.post("hand", body={"foundation": [10, 0], "reserve": [0, 13],
                                        "scores": [0, 0]})
    if response.status_code == 422:  # refused as not the table's totals: fine
        return
    state = response.json
    assert state["finished"] and scores(state) == [102, 34]
    calculator_agrees(state)  # today: "Nobody is past 100 yet", game_over false
