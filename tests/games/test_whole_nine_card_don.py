"""Whole games of Nine-Card Don at the table, scored hand by hand with the calculator, from the
first deal to the moment a side reaches 121 (rules: shared/rules/003 lines 421–470).

Team 0 is Ann and Carl (seats 0 and 2), team 1 Boris and Dora (seats 1 and 3). Hearts are
trumps in every hand here (the pitcher led a heart, 003 line 444).

What a hand scores (003 lines 450–463): as tricks are taken, trump 5 10, 9 9, A 4, K 3, Q 2,
J 1 and every other 5 5; when the nine tricks are played, 8 for game to the side holding more
of A 4, K 3, Q 2, J 1, 10 10 (all suits).
"""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ann", "Boris", "Carl", "Dora")

# Ann & Carl take 5H 9H AH KH QH JH (29) and 5S 5D (10): 39 as they go; for game AH KH QH JH
# AS KS QS JS 10S 10D, 40 against nothing: 8 more. Boris & Dora take 5C: 5.
STRONG = "5H 9H AH KH QH JH 5S 5D AS KS QS JS 10S 10D 2C 3C 4C 6C 7C 8C"
WEAK = "5C 2D 3D 4D 6D 7D 8D 9D 2S 3S 4S 6S 7S 8S 9S 2H"
TEAM_0_HAND = [STRONG, WEAK]  # +47, +5
TEAM_1_HAND = [WEAK, STRONG]  # +5, +47


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def calculator_agrees(state: dict[str, Any]) -> dict[str, Any]:
    answer = state["events"][-1]["detail"]
    assert answer["game_over"] == state["finished"], answer["explanation"]
    if answer["winner"] is None:
        assert state["winners"] == []
    else:
        assert state["winners"] == [answer["winner"], answer["winner"] + 2]
    if "nobody has reached" in answer["explanation"]:
        assert not state["finished"]
    assert answer["scores"] == teams(state)
    return answer


def hand(table: Table, **body: Any) -> dict[str, Any]:
    state = table.act("hand", body={"trump": "H", **body})
    calculator_agrees(state)
    return state


def test_nine_card_don_is_for_four_in_two_partnerships_across_the_table(client: Any) -> None:
    state = Table(client, "nine-card-don", PLAYERS).created["state"]
    assert [p["team"] for p in state["players"]] == [0, 1, 0, 1]
    for names in (PLAYERS[:3], PLAYERS + ("Eva",)):
        response = client.post("/api/v1/tables", json={
            "game": "nine-card-don", "players": [{"name": n} for n in names]})
        assert response.status_code == 422


def test_a_whole_game_stops_the_moment_a_side_reaches_121_in_play(client: Any) -> None:
    table = Table(client, "nine-card-don", PLAYERS)
    state = hand(table, won=TEAM_0_HAND)
    assert teams(state) == [47, 5]
    assert "Scores 47 and 5: nobody has reached 121 yet." in (
        state["events"][-1]["detail"]["explanation"])
    # 003 line 465: the deal passes to the left
    assert table.act("deal")["dealer"] == 1
    assert teams(hand(table, won=TEAM_0_HAND)) == [94, 10]
    table.act("deal")
    assert teams(hand(table, won=TEAM_1_HAND)) == [99, 57]
    table.act("deal")
    assert teams(hand(table, won=TEAM_1_HAND)) == [104, 104]
    assert table.act("deal")["dealer"] == 0

    # The last hand. Boris & Dora take 2H 4H 3H 5S first (5S: 5, so 109); then Ann & Carl
    # take AH 6H 5H KH (4 + 10 + 3 = 17: 121). Played out, Boris & Dora would have gone on
    # to 5D 5C 9H QH JH (22 more) ...
    ann_carl = "AH 6H 5H KH 2S 3S 4S 6S 7S 8S 9S 2C"
    boris_dora = ("2H 4H 3H 5S 5D 5C 9H QH JH 7H 8H 10H 2D 3D 4D 6D 7D 8D 9D 3C 4C 6C 7C "
                  "8C")
    # ... so the won cards show both sides past 121, which one hand cannot do: 003 line 469,
    # play stops the moment the first gets there
    refused = table.post("hand", body={"trump": "H", "won": [ann_carl, boris_dora]})
    assert refused.status_code == 422 and "stops the moment" in refused.json["error"]
    answer = client.post("/api/v1/referee/nine-card-don/score", json={
        "trump": "H", "won": [ann_carl, boris_dora], "scores": [104, 104]}).json
    assert answer["game_over"] and answer["winner"] is None
    assert "give the tricks in order" in answer["explanation"]
    assert teams(table.state()) == [104, 104] and not table.state()["finished"]
    # the tricks in order say who got there first: Ann & Carl, on exactly 121
    state = hand(table, tricks=[{"winner": 1, "cards": "2H 4H 3H 5S"},
                                {"winner": 0, "cards": "AH 6H 5H KH"}])
    assert teams(state) == [121, 109]
    assert state["events"][-1]["detail"]["explanation"].endswith(
        "Ann & Carl reached 121 (trick 2) and win; play stops there.")
    assert state["finished"] and state["winners"] == [0, 2]
    assert state["status"] == "Ann & Carl win the game"

    # nothing more is entered ...
    for kind, fields in (("hand", {"body": {"trump": "H", "won": TEAM_1_HAND}}),
                         ("deal", {}), ("score", {"teams": [0, 1]})):
        refused = table.post(kind, **fields)
        assert refused.status_code == 422, kind
        assert refused.json["error"].startswith("The game is over: Ann & Carl win the game.")
    # ... until the last hand is undone
    state = table.act("undo")
    assert not state["finished"] and teams(state) == [104, 104]
    state = hand(table, tricks=[{"winner": 1, "cards": "2H 4H 3H 5S"},
                                {"winner": 1, "cards": "9H 6H 2C 3C"},
                                {"winner": 1, "cards": "QH 5D JH 7H"}])  # 5, 9, 8: 126
    assert teams(state) == [104, 126] and state["status"] == "Boris & Dora win the game"


def test_the_8_for_game_can_take_a_side_to_121(client: Any) -> None:
    table = Table(client, "nine-card-don", PLAYERS)
    hand(table, won=TEAM_0_HAND)
    table.act("deal")
    assert teams(hand(table, won=TEAM_0_HAND)) == [94, 10]
    table.act("deal")
    # Ann & Carl take 5H 9H: 19 in play (113), and the four 10s, 40 for game against the
    # 20 of Boris & Dora's AH KH QH JH AS KS QS JS (who score 10 for the trump honours):
    # 8 for game takes Ann & Carl to 121 exactly, which is enough (003 line 469: "reaches")
    state = hand(table, won=["5H 9H 10S 10D 10C 10H 2S 3S 4S 6S 7S 8S 9S 2D 3D 4D",
                             "AH KH QH JH AS KS QS JS 2H 3H 4H 6H 7H 8H 6D 7D 8D 9D 2C 3C"])
    answer = state["events"][-1]["detail"]
    assert answer["points_in_play"] == [19, 10] and answer["game_points"] == [40, 20]
    assert teams(state) == [121, 20] and answer["game"] == 0
    assert "Ann & Carl reached 121 (game) and win" in answer["explanation"]
    assert state["finished"] and state["status"] == "Ann & Carl win the game"


def test_a_side_past_121_during_play_scores_nothing_for_game(client: Any) -> None:
    table = Table(client, "nine-card-don", PLAYERS)
    hand(table, won=TEAM_0_HAND)
    table.act("deal")
    hand(table, won=TEAM_0_HAND)
    table.act("deal")
    # 94 + 39 in play: past 121 before the hand is over, so play stops and the 8 for game
    # is never counted
    state = hand(table, won=TEAM_0_HAND)
    assert teams(state) == [133, 15]
    assert state["events"][-1]["detail"]["game"] is None
    assert state["status"] == "Ann & Carl win the game"
