"""Whole games of Kozel at the table, through the JSON API, numbers worked out from 002.

Kozel for points (002 lines 56–91): penalty points per hand from the card points, 2/4/6 with
31 as the line for two sides and 21 for three, out at 12, the last survivor wins. Kozel for
money (002 lines 52–54): up to five players, the most card points (or a bura, or four aces)
take the pot.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table

THREE = ("Ann", "Boris", "Carl")
FOUR = ("Ann", "Boris", "Carl", "Dora")
FIVE = ("Ann", "Boris", "Carl", "Dora", "Eva")


def scores(state: dict[str, Any]) -> list[int]:
    return [p["score"] for p in state["players"]]


def tokens(state: dict[str, Any]) -> list[int]:
    return [p["tokens"] for p in state["players"]]


def active(state: dict[str, Any]) -> list[bool]:
    return [p["active"] for p in state["players"]]


def ruling(state: dict[str, Any]) -> dict[str, Any]:
    return state["events"][-1]["detail"]


# --- who plays with whom --------------------------------------------------------------------------

@pytest.mark.parametrize("names, mode, teams", [
    (THREE[:2], "points", [None, None]),
    (THREE, "points", [None, None, None]),
    (FOUR, "points", [0, 1, 0, 1]),          # 002 line 58: four play as two teams, opposite
    (THREE[:2], "money", [None, None]),
    (THREE, "money", [None, None, None]),
    (FOUR, "money", [None, None, None, None]),  # line 54: for money each plays for the pot
    (FIVE, "money", [None] * 5),
])
def test_kozel_teams_for_every_player_count_the_catalog_allows(
        client: Any, names: tuple[str, ...], mode: str, teams: list[int | None]) -> None:
    state = Table(client, "kozel", names, mode=mode).state()
    assert [p["team"] for p in state["players"]] == teams


def test_five_play_kozel_only_for_money(client: Any) -> None:
    # 002 line 54 (money: up to five) and line 58 (points: two to four)
    response = client.post("/api/v1/tables", json={
        "game": "kozel", "players": [{"name": n} for n in FIVE], "options": {}})
    assert response.status_code == 422
    assert response.json["error"] == "Kozel for points is for 2–4 players, not 5 (for money, " \
                                     "up to 5)"


# --- Kozel for points, three players down to two -----------------------------------------------

def test_a_three_player_game_loses_a_player_at_12_and_the_two_left_play_the_two_sided_scale(
        client: Any) -> None:
    table = Table(client, "kozel", THREE)

    # Hand 1, Ann deals. Ann's tricks: four aces and four tens, 4 x (11 + 10) = 84; Carl's three
    # kings 3 x 4 = 12; Boris not counted: 120 - 84 - 12 = 24 (002 line 83: the total is 120).
    # 002 line 87 (three players): the most scores 0; 21 or more 2; 0-20 with a trick 4.
    state = table.act("hand", body={"won": ["AS 10S AH 10H AD 10D AC 10C", None, "KS KH KD"]})
    assert ruling(state)["points"] == [84, 24, 12]
    assert scores(state) == [0, 2, 4]
    assert state["status"] == "Ann is ahead by 2"  # fewest penalty points

    # Hand 2, Boris deals: 90 / 10 / 20 -> 0, 4, 4; totals 0, 6, 8
    state = table.act("deal")
    assert state["hand"] == 2 and state["dealer"] == 1
    state = table.act("hand", body={"won": [90, 10, 20], "penalties": [0, 2, 4]})
    assert scores(state) == [0, 6, 8]
    assert "penalty total 4 + 4 = 8" in ruling(state)["explanation"]

    # Hand 3, Carl deals: Ann took no trick, 6; Boris and Carl tie for the most, 2 each (line 87)
    table.act("deal")
    state = table.act("hand", body={"won": [0, 60, 60], "tricks": [0, None, None],
                                    "penalties": [0, 6, 8]})
    assert scores(state) == [6, 8, 10]

    # Hand 4, Ann deals: Ann 20 with a trick, 4 -> 10; Boris no trick, 6 -> 14; Carl the most,
    # 0 -> 10. Boris has 12 or more: he drops out (line 89); Ann and Carl keep their scores.
    state = table.act("deal")
    assert state["dealer"] == 0
    state = table.act("hand", body={"won": [20, 0, 100], "tricks": [None, 0, None],
                                    "penalties": [6, 8, 10]})
    assert scores(state) == [10, 14, 10] and active(state) == [True, False, True]
    assert ruling(state)["dropped"] == [1]
    assert not state["finished"] and state["status"] == "Ann and Carl are level"

    # Hand 5: the deal passes to the left of Ann, past Boris who is out, to Carl
    state = table.act("deal")
    assert state["hand"] == 5 and state["dealer"] == 2
    # 60:60 between the two left: 2 each (line 85), so both reach 12 on the same deal, tied for
    # the most: nobody drops out and they play another deal (line 91). Boris takes no part:
    # his entry stays empty and the award gives him nothing.
    state = table.act("hand", body={"won": [60, None, 60], "penalties": [10, 14, 10]})
    assert ruling(state)["award"] == {"by": "seat", "points": [2, 0, 2]}
    assert scores(state) == [12, 14, 12] and active(state) == [True, False, True]
    assert not state["finished"]

    # Hand 6, Ann deals. With two left, the two-sided scale of line 85 applies (they "keep their
    # scores and continue", line 89): Ann's 25 card points are 30 or fewer, so 4, not the 2 that
    # 21 or more would earn among three. Every side (and Boris with them) is at 12 or more, so
    # the totals cannot say who is out: the body says so.
    state = table.act("deal")
    assert state["dealer"] == 0
    state = table.act("hand", body={"won": [25, None, 95], "penalties": [12, 14, 12],
                                    "out": [1]})
    assert ruling(state)["penalties"] == [4, 0, 0]
    # both survivors are at 12 or more, and only the one with most drops out (line 91): Ann
    # with 16; Carl is the last survivor and wins (line 89)
    assert scores(state) == [16, 14, 12]
    assert state["finished"] and state["winner"] == 2 and state["status"] == "Carl wins the game"

    # nothing more is entered once the game is over; undo reopens it
    response = table.post("deal")
    assert response.status_code == 422
    assert response.json["error"].startswith("The game is over: Carl wins the game.")
    assert table.post("hand", body={"won": [60, None, 60], "out": [1]}).status_code == 422
    state = table.act("undo")
    assert not state["finished"] and scores(state) == [12, 14, 12]
    # entered again: Carl has only 20, 4 on the two-sided scale -> 16, Ann 12: Carl drops out
    state = table.act("hand", body={"won": [100, None, 20], "penalties": [12, 14, 12],
                                    "out": [1]})
    assert scores(state) == [12, 14, 16] and state["status"] == "Ann wins the game"


def test_with_the_totals_at_12_all_round_the_calculator_asks_who_is_out(client: Any) -> None:
    # 002 line 91 keeps sides tied for the most in, so 12-14-12 may be one side out or none
    answer = client.post("/api/v1/referee/kozel/score", json={
        "won": [25, None, 95], "penalties": [12, 14, 12]}).json
    assert answer["field"] == "out"
    answer = client.post("/api/v1/referee/kozel/score", json={
        "won": [25, None, 95], "penalties": [12, 14, 12], "out": [1]}).json
    assert answer["penalties"] == [4, 0, 0] and answer["winner"] == 2


def test_a_side_that_dropped_out_cannot_take_cards_in_a_later_hand(client: Any) -> None:
    answer = client.post("/api/v1/referee/kozel/score", json={
        "won": [25, 10, 85], "penalties": [10, 14, 10]}).json
    assert answer["field"] == "won[1]" and "dropped out" in answer["error"]


@pytest.mark.parametrize("body, field, words", [
    ({"won": [60, None, 60], "penalties": [4, 14, 10], "out": [0]}, "out[0]",
     "side 0 has 4 penalty points, fewer than 12: it has not dropped out"),
    ({"won": [60, None, 60], "out": [1, 1]}, "out[1]", "side 1 is listed twice"),
    ({"won": [60, None, 60], "out": [0, 1]}, "out", "at least two must still be playing"),
    ({"won": [60, None, 60], "out": [3]}, "out[0]", "there is no side 3"),
])
def test_who_is_out_must_agree_with_the_penalty_points(client: Any, body: dict[str, Any],
                                                       field: str, words: str) -> None:
    answer = client.post("/api/v1/referee/kozel/score", json=body).json
    assert answer["field"] == field and words in answer["error"]


def test_the_table_tells_the_calculator_who_is_out_and_the_totals_so_far(client: Any) -> None:
    table = Table(client, "kozel", THREE)
    table.act("score", points=[10, 14, 10])  # Boris drops out at 14 (002 line 89)
    table.act("deal")
    # Ann 25 card points, Carl 95: on the two-sided scale Ann scores 4 (002 line 85)
    state = table.act("hand", body={"won": [25, None, 95]})
    assert ruling(state)["award"] == {"by": "seat", "points": [4, 0, 0]}
    assert "penalty total 10 + 4 = 14" in ruling(state)["explanation"]
    assert scores(state) == [14, 14, 10] and state["status"] == "Carl wins the game"


# --- Kozel for points, four players in two teams ------------------------------------------------

def test_a_four_player_game_is_scored_by_team_and_ends_when_a_team_reaches_exactly_12(
        client: Any) -> None:
    table = Table(client, "kozel", FOUR)
    # Hand 1: Ann & Carl took three aces and three tens, 3 x 21 = 63; Boris & Dora the other 57,
    # 31 or more: 2 (002 line 85)
    state = table.act("hand", body={"won": ["AS 10S AH 10H AD 10D", None]})
    assert state["teams"] == {"0": 0, "1": 2}
    assert scores(state) == [0, 2, 0, 2]
    # Hand 2: 30 card points or fewer with a trick: 4
    table.act("deal")
    state = table.act("hand", body={"won": [30, 90], "penalties": [0, 2]})
    assert state["teams"] == {"0": 4, "1": 2}
    # Hand 3: no trick at all: 6
    table.act("deal")
    state = table.act("hand", body={"won": [120, 0], "tricks": [9, 0], "penalties": [4, 2]})
    assert state["teams"] == {"0": 4, "1": 8}
    # Hand 4: 60:60, each team 2 (line 85)
    state = table.act("deal")
    assert state["dealer"] == 3
    state = table.act("hand", body={"won": [60, 60], "penalties": [4, 8]})
    assert state["teams"] == {"0": 6, "1": 10}
    # Hand 5, the deal back to Ann: 31 is enough for 2, which takes Boris & Dora to exactly 12
    state = table.act("deal")
    assert state["dealer"] == 0 and state["hand"] == 5
    state = table.act("hand", body={"won": [89, 31], "penalties": [6, 10]})
    assert state["teams"] == {"0": 6, "1": 12}
    assert state["finished"] and state["winners"] == [0, 2]
    assert state["status"] == "Ann & Carl win the game"


def test_two_teams_reaching_12_on_one_deal_the_one_with_more_drops_and_a_tie_deals_again(
        client: Any) -> None:
    table = Table(client, "kozel", FOUR)
    table.act("score", teams=[10, 10])
    # 60:60: both teams 2 -> 12 and 12, level: nobody drops out, another deal (002 line 91)
    table.act("deal")
    state = table.act("hand", body={"won": [60, 60], "penalties": [10, 10]})
    assert state["teams"] == {"0": 12, "1": 12} and not state["finished"]
    assert ruling(state)["dropped"] == []
    # 75:45: Boris & Dora 2 -> 14, Ann & Carl 0 -> 12: both at 12 or more, the most drops
    table.act("deal")
    state = table.act("hand", body={"won": [75, 45], "penalties": [12, 12]})
    assert state["teams"] == {"0": 12, "1": 14}
    assert state["status"] == "Ann & Carl win the game"


def test_two_players_by_the_score_pad_both_past_12_the_one_with_most_drops(client: Any) -> None:
    table = Table(client, "kozel", THREE[:2])
    table.act("score", points=[8, 10])
    table.act("deal")
    state = table.act("score", points=[4, 4])  # 12 and 14: both there on one deal (line 91)
    assert state["finished"] and state["status"] == "Ann wins the game"


# --- Kozel for money --------------------------------------------------------------------------

def test_five_play_kozel_for_money_until_one_holds_every_token(client: Any) -> None:
    table = Table(client, "kozel", FIVE, mode="money", tokens=2, ante=1)
    # Hand 1, Ann deals; everyone antes 1: the pot holds 5
    state = table.act("ante")
    assert state["pot"] == 5 and tokens(state) == [1, 1, 1, 1, 1]
    # Ann, Boris and Carl tie with 40 card points: the pot is divided (002 line 54), 1 each,
    # and the 2 that do not divide stay in the pot for the next hand
    state = table.act("hand", body={"won": [40, 40, 40, 0, 0]})
    assert tokens(state) == [2, 2, 2, 1, 1] and state["pot"] == 2

    # Hand 2, Boris deals, everyone antes again: pot 7. Eva shows a bura, three trumps (7H 9H
    # AH with hearts trumps), and takes the pot (line 54)
    state = table.act("deal", ante=True)
    assert state["dealer"] == 1 and state["pot"] == 7 and tokens(state) == [1, 1, 1, 0, 0]
    state = table.act("hand", body={"trump": "H", "special": {"player": 4,
                                                              "cards": "7H 9H AH"}})
    assert tokens(state) == [1, 1, 1, 0, 7] and state["pot"] == 0
    assert active(state) == [True, True, True, False, True]  # Dora has nothing left

    # Hand 3, Carl deals; the four with tokens ante: pot 4. Ann has the most card points.
    state = table.act("deal", ante=True)
    assert state["dealer"] == 2 and state["pot"] == 4 and tokens(state) == [0, 0, 0, 0, 6]
    state = table.act("hand", body={"won": [70, 20, 10, 0, 20]})
    assert tokens(state) == [4, 0, 0, 0, 6] and not state["finished"]

    # Hand 4: the deal passes left of Carl, past Dora who is out, to Eva. Ann and Eva ante.
    # Eva holds four aces, which take the pot (line 54)
    state = table.act("deal", ante=True)
    assert state["dealer"] == 4 and state["pot"] == 2 and tokens(state) == [3, 0, 0, 0, 5]
    state = table.act("hand", body={"trump": "S", "special": {"player": 4,
                                                              "cards": "AS AH AD AC"}})
    assert ruling(state)["special"]["combination"] == "four aces"
    assert tokens(state) == [3, 0, 0, 0, 7]

    # Hand 5, Ann deals, each stakes 3: Eva has the most points and holds every token
    state = table.act("deal", ante=True, amount=3)
    assert state["dealer"] == 0 and state["pot"] == 6
    state = table.act("hand", body={"won": [30, 0, 0, 0, 90]})
    assert tokens(state) == [0, 0, 0, 0, 10] and state["pot"] == 0
    assert state["finished"] and state["status"] == "Eva wins the game"
    assert table.post("ante").status_code == 422
    state = table.act("undo")
    assert not state["finished"] and state["pot"] == 6


def test_four_play_kozel_for_money_each_for_themselves(client: Any) -> None:
    # 002 line 54: the player with most points takes the pot; partners belong to the points game
    table = Table(client, "kozel", FOUR, mode="money", tokens=1, ante=1)
    table.act("ante")
    state = table.act("hand", body={"won": [20, 100, 0, 0]})
    assert tokens(state) == [0, 4, 0, 0]
    assert state["finished"] and state["status"] == "Boris wins the game"


def test_the_catalog_says_four_play_kozel_for_points_in_partnerships(client: Any) -> None:
    games = client.get("/api/v1/games").json["games"]
    assert next(g for g in games if g["key"] == "kozel")["partnerships"] is True
