"""Whole games of Aggravation at the table, through the JSON API (000 lines 70-81).

Two players each get half the pack (line 74); whoever has no cards left and calls
"Aggravation!" on the next match wins the game (line 81). The table keeps a tally of games won;
a match is the number of games the option ``target`` says (one by default).
"""

from __future__ import annotations

from typing import Any


from helpers import Table


def tally(state: dict[str, Any]) -> list[int]:
    return [p["score"] for p in state["players"]]


def test_aggravation_is_for_two_playing_alone(client: Any) -> None:
    # 000 line 70: "for two players"
    state = Table(client, "aggravation", ("Ann", "Boris")).state()
    assert [p["team"] for p in state["players"]] == [None, None]
    for names in (["Ann"], ["Ann", "Boris", "Carl"]):
        response = client.post("/api/v1/tables", json={
            "game": "aggravation", "players": [{"name": n} for n in names]})
        assert response.status_code == 422 and response.json["field"] == "players"


def test_one_game_is_won_by_the_first_to_call_aggravation(client: Any) -> None:
    table = Table(client, "aggravation", ("Ann", "Boris"))
    state = table.state()
    assert (state["hand"], state["dealer"], state["finished"]) == (1, 0, False)
    # Boris plays his last card, and on the next match calls "Aggravation!" (line 81)
    state = table.act("won", seat=1)
    assert tally(state) == [0, 1]
    assert state["finished"] and state["winner"] == 1 and state["status"] == "Boris wins the game"
    for kind, fields in (("won", {"seat": 0}), ("deal", {})):
        response = table.post(kind, **fields)
        assert response.status_code == 422
        assert response.json["error"].startswith("The game is over: Boris wins the game.")
    # it was Ann who called first: undo, and enter it again
    state = table.act("undo")
    assert not state["finished"] and tally(state) == [0, 0]
    state = table.act("won", seat=0)
    assert state["status"] == "Ann wins the game"


def test_a_match_of_three_games_ends_on_exactly_the_third_win(client: Any) -> None:
    table = Table(client, "aggravation", ("Ann", "Boris"), target=3)
    table.act("won", seat=0)
    state = table.act("deal")
    assert (state["hand"], state["dealer"]) == (2, 1)   # the deal alternates
    table.act("won", seat=1)
    table.act("deal")
    state = table.act("won", seat=0)
    assert tally(state) == [2, 1] and not state["finished"]
    assert state["status"] == "Ann is ahead by 1"
    state = table.act("deal")
    assert (state["hand"], state["dealer"]) == (4, 1)
    state = table.act("won", seat=0)
    assert tally(state) == [3, 1]
    assert state["finished"] and state["status"] == "Ann wins the game"
    assert table.post("won", seat=1).status_code == 422


def test_a_tally_counts_games_won_one_at_a_time(client: Any) -> None:
    table = Table(client, "aggravation", ("Ann", "Boris"), target=3)
    response = table.post("score", points=[2, -1])
    assert response.status_code == 422
    assert table.state()["players"][0]["score"] == 0


def test_after_the_game_a_rematch_starts_the_next_at_the_same_table(client: Any) -> None:
    table = Table(client, "aggravation", ("Ann", "Boris"))
    table.act("won", seat=1)
    response = table.post("rematch")
    assert response.status_code == 201 and not response.json["finished"]
