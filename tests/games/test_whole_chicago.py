"""Whole games of Chicago at the table, through the JSON API, numbers worked out from 000.

Each hand has two scoring showdowns and the best hand at the end: royal flush 52, straight
flush 8, four of a kind 7, full house 6, flush 5, straight 4, three of a kind 3, two pair 2,
one pair 1; a tie for the best scores nothing (000 lines 45-55). The fifth and last trick
scores 5 (line 63). The deal passes to the left (line 65). A player who starts a hand with 46
or more may not draw in it (line 66). The game ends at the end of the hand in which someone
reaches 52, and the highest score then wins (line 67).
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table

NAMES = ("Ann", "Boris", "Carl", "Dora", "Eva")


def scores(state: dict[str, Any]) -> list[int]:
    return [p["score"] for p in state["players"]]


def ruling(state: dict[str, Any]) -> dict[str, Any]:
    return state["events"][-1]["detail"]


def won(seat: int, points: int) -> dict[str, int]:
    return {"winner": seat, "points": points}


@pytest.mark.parametrize("players", range(2, 5))
def test_everyone_plays_chicago_alone_from_two_to_four(client: Any, players: int) -> None:
    # 000 line 33: two to four players
    state = Table(client, "chicago", NAMES[:players]).state()
    assert [p["team"] for p in state["players"]] == [None] * players


def test_chicago_is_not_for_five(client: Any) -> None:
    response = client.post("/api/v1/tables", json={
        "game": "chicago", "players": [{"name": n} for n in NAMES]})
    assert response.status_code == 422 and response.json["field"] == "players"


def test_a_three_player_game_to_exactly_52(client: Any) -> None:
    table = Table(client, "chicago", NAMES[:3])

    # Hand 1, Ann deals. First showdown: Ann's 9C 8C 7C 6C 5C is a straight flush (8), above
    # Boris's four kings (7) and Carl's full house (6). Boris has the best hand at the second
    # showdown (four of a kind, 7) and at the end (7), and takes the last trick (5).
    state = table.act("hand", body={
        "showdowns": [{"hands": ["9C 8C 7C 6C 5C", "KS KH KD KC 2D", "AS AH AD 3S 3H"]},
                      won(1, 7), won(1, 7)],
        "last_trick": 1})
    assert ruling(state)["showdowns"][0] == {"moment": "first", "winner": 0, "points": 8}
    assert scores(state) == [8, 19, 0]           # Ann 8; Boris 7 + 5 + 7
    # the poker hands are the players': the explanation names them
    assert ruling(state)["breakdown"][0] == (
        "At the first showdown, Ann holds the best hand, straight flush, nine high. It beats "
        "Boris's four of a kind, kings, two kicker: a straight flush beats four of a kind. "
        "Straight flush scores 8 points.")

    # Hand 2, the deal passes to the left: Boris. At the second showdown Ann's KC KD 5H 5S 9C
    # and Boris's KH KS 5C 5D 9D are the same two pair: a tie for the best scores nothing
    # (line 55). Ann: 8 at the first showdown, the last trick 5, the best hand at the end 8.
    state = table.act("deal")
    assert (state["hand"], state["dealer"]) == (2, 1)
    state = table.act("hand", body={
        "showdowns": [won(0, 8),
                      {"hands": ["KC KD 5H 5S 9C", "KH KS 5C 5D 9D", "2C 3D 4H 6S 8C"]},
                      won(0, 8)],
        "last_trick": 0})
    assert ruling(state)["showdowns"][1]["winner"] is None
    assert "At the second showdown, Ann and Boris tie for the best hand" in (
        ruling(state)["explanation"])
    assert scores(state) == [29, 19, 0]

    # Hand 3, Carl deals. Boris: 8 + 8, the last trick 5, and 6 at the end: 46. He starts the
    # next hand with 46 or more, so he may not discard and draw in it (line 66)
    state = table.act("deal")
    assert state["dealer"] == 2
    state = table.act("hand", body={"showdowns": [won(1, 8), won(1, 8), won(1, 6)],
                                    "last_trick": 1})
    assert scores(state) == [29, 46, 0]
    assert ruling(state)["no_draw"] == [1]
    assert "Next hand Boris may not discard and draw (starting with 46 or more)." in (
        ruling(state)["breakdown"])

    # Hand 4, back to Ann. Ann: 8 + 7 and 8 at the end, 52 exactly; Boris the last trick, 51.
    # Someone reached 52, so the game ends with the hand and the highest score wins (line 67).
    state = table.act("deal")
    assert (state["hand"], state["dealer"]) == (4, 0)
    state = table.act("hand", body={"showdowns": [won(0, 8), won(0, 7), won(0, 8)],
                                    "last_trick": 1})
    assert scores(state) == [52, 51, 0]
    assert state["finished"] and state["winner"] == 0 and state["status"] == "Ann wins the game"
    assert ruling(state)["game_over"] is True and ruling(state)["winner"] == 0

    # nothing more once the game is over; undo reopens it
    response = table.post("hand", body={"showdowns": [None, None, None], "last_trick": 2})
    assert response.status_code == 422
    assert response.json["error"].startswith("The game is over: Ann wins the game.")
    assert table.post("deal").status_code == 422
    state = table.act("undo")
    assert not state["finished"] and scores(state) == [29, 46, 0]


def test_two_past_52_on_the_same_hand_the_higher_score_wins(client: Any) -> None:
    table = Table(client, "chicago", NAMES[:3])
    table.act("score", points=[46, 48, 0])
    # Boris's straight at the first showdown takes him to 52; Ann's last trick (5) and three
    # of a kind at the end (3) take her to 54: both past 52, Ann the higher (line 67)
    table.act("deal")
    state = table.act("hand", body={"showdowns": [won(1, 4), None, won(0, 3)],
                                    "last_trick": 0})
    assert scores(state) == [54, 52, 0]
    assert state["finished"] and state["status"] == "Ann wins the game"


def test_level_at_the_top_past_52_another_hand_is_played(client: Any) -> None:
    table = Table(client, "chicago", NAMES[:3])
    table.act("score", points=[46, 47, 0])
    # Ann's full house at the first showdown (6) and Boris's last trick (5): 52 and 52. Nobody
    # has the highest score alone; the reading (referee/poker.py) plays another hand
    table.act("deal")
    state = table.act("hand", body={"showdowns": [won(0, 6), None, None], "last_trick": 1})
    assert scores(state) == [52, 52, 0] and not state["finished"]
    table.act("deal")
    state = table.act("hand", body={"showdowns": [None, won(0, 1), None], "last_trick": 2})
    assert scores(state) == [53, 52, 5]
    assert state["finished"] and state["status"] == "Ann wins the game"


def test_a_royal_flush_scores_52_but_the_hand_is_played_out_and_the_highest_wins(
        client: Any) -> None:
    table = Table(client, "chicago", NAMES[:3])
    table.act("score", points=[0, 45, 0])
    # Ann shows a royal flush at the first showdown: 52 (line 46). Boris has the straight
    # flush at the second (8) and the last trick (5): 58 beats Ann's 52 at the end of the hand
    table.act("deal")
    state = table.act("hand", body={
        "showdowns": [{"hands": ["AH KH QH JH 10H", "9S 9D 9C 2H 3H", "2S 4S 6S 8S 10S"]},
                      won(1, 8), None],
        "last_trick": 1})
    assert ruling(state)["showdowns"][0] == {"moment": "first", "winner": 0, "points": 52}
    assert scores(state) == [52, 58, 0]
    assert state["finished"] and state["status"] == "Boris wins the game"


def test_the_first_showdown_entered_alone_does_not_end_the_game(client: Any) -> None:
    table = Table(client, "chicago", NAMES[:3])
    table.act("score", points=[0, 45, 0])
    table.act("deal")
    table.post("hand", body={"showdowns": [
        {"hands": ["AH KH QH JH 10H", "9S 9D 9C 2H 3H", "2S 4S 6S 8S 10S"]}]})
    # Ann's royal flush is 52, but the hand goes on: Boris may still pass her (line 67). The
    # table may refuse a part of a hand or keep it open, but not end the game on it.
    assert not table.state()["finished"]
