"""Whole games of Belote at the table, scored hand by hand with the calculator, from the first
deal to 1,000 (rules: shared/rules/003 lines 473–545).

Team 0 is Ann and Carl (seats 0 and 2), team 1 Boris and Dora (seats 1 and 3); spades are
trumps in every hand here. Card points (003 lines 528–538): trump J 20, trump 9 14, A 11, 10 10,
K 4, Q 3, plain J 2; 152 in the pack and 10 for the last trick (dix de der, line 525). Each
team's score for the hand is rounded to the nearest ten (line 544; a 5 rounds up, the reading
in referee/belote.py).
"""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ann", "Boris", "Carl", "Dora")

# JS 9S AS 10S KS QS 8S 7S: 62; AH 10H KH QH and AD 10D KD QD: 28 each: 118
STRONG = "JS 9S AS 10S KS QS 8S 7S AH 10H KH QH AD 10D KD QD"
# JH and JD: 2 each; AC 10C KC QC JC: 30: 34
WEAK = "JH 9H 8H 7H JD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"
EVERY_CARD = f"{STRONG} {WEAK}"

# Ann & Carl take, and take 118 + 10 against 34: made; with belote (KS QS, 20, line 509)
# 148 → 150, and 34 → 30
MADE = {"taker": 0, "won": [STRONG, WEAK], "last_trick": 0, "belote": 0}
# Boris & Dora take and get 34 against 128: not more, so Ann & Carl score all 162 (line 540)
# and their run AH KH QH (20, line 508): 182 → 180
FAILED_WITH_A_RUN = {"taker": 1, "won": [STRONG, WEAK], "last_trick": 0,
                     "declarations": [["AH KH QH"], []]}
# the same without the run: 162 → 160
FAILED = {"taker": 1, "won": [STRONG, WEAK], "last_trick": 0}
# Ann & Carl take and get 34 against 128: Boris & Dora score 162 → 160
FAILED_AGAINST_1 = {"taker": 0, "won": [WEAK, STRONG], "last_trick": 1}
# Boris & Dora take every trick: capot, 162 + 90 = 252 → 250 (line 542)
CAPOT_1 = {"taker": 1, "won": ["", EVERY_CARD], "last_trick": 1}
# Ann & Carl take JS 9S AS 10S AH 10H KH QH JD: 85, and the last trick: 95 → 100 (a 5
# rounds up); Boris & Dora 67 → 70
CLOSE = {"taker": 0, "last_trick": 0,
         "won": ["JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
                 "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"]}


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def calculator_agrees(state: dict[str, Any]) -> dict[str, Any]:
    """The calculator's words about the game, after the hand, are the table's."""
    answer = state["events"][-1]["detail"]
    assert answer["scores"] == teams(state)
    assert answer["game_over"] == state["finished"], answer["explanation"]
    if answer["winner"] is not None:
        assert state["winners"] == [answer["winner"], answer["winner"] + 2]
    else:
        assert state["winners"] == ([0, 2, 1, 3] if state["finished"] else [])
        assert state["tie"] == state["finished"]
    if "Nobody has reached" in answer["explanation"]:
        assert not state["finished"]
    return answer


def hand(table: Table, body: dict[str, Any]) -> dict[str, Any]:
    state = table.act("hand", body={"trump": "S", **body})
    calculator_agrees(state)
    return state


def test_belote_is_for_four_in_two_partnerships_across_the_table(client: Any) -> None:
    state = Table(client, "belote", PLAYERS).created["state"]
    assert [p["team"] for p in state["players"]] == [0, 1, 0, 1]
    for names in (PLAYERS[:3], PLAYERS + ("Eva",)):
        response = client.post("/api/v1/tables", json={
            "game": "belote", "players": [{"name": n} for n in names]})
        assert response.status_code == 422


def test_a_whole_game_ends_when_a_team_reaches_1000_at_the_end_of_a_hand(
        client: Any) -> None:
    table = Table(client, "belote", PLAYERS)
    state = hand(table, MADE)
    assert teams(state) == [150, 30]
    assert state["events"][-1]["detail"]["explanation"].endswith(
        "Nobody has reached 1000 yet.")
    assert table.act("deal")["dealer"] == 1
    assert teams(hand(table, FAILED_WITH_A_RUN)) == [330, 30]
    assert table.act("deal")["dealer"] == 2

    # Carl deals and all four pass twice (003 line 499): the cards are thrown in and the
    # deal passes left. The calculator scores a hand someone took, so there is no hand to
    # enter: the table records the throw-in as the next deal, with nothing on the pad.
    refused = table.post("hand", body={"trump": "S", "won": [STRONG, WEAK], "last_trick": 0})
    assert refused.status_code == 422 and refused.json["error"] == (
        "say which team took (0 or 1)")
    state = table.act("deal")
    assert state["dealer"] == 3 and teams(state) == [330, 30]
    assert state["events"][-1]["summary"] == "Hand 4: Dora deals"

    assert teams(hand(table, CAPOT_1)) == [330, 280]
    table.act("deal")
    assert teams(hand(table, FAILED)) == [490, 280]
    table.act("deal")
    state = hand(table, {"taker": 0, "won": [EVERY_CARD, ""], "last_trick": 0})  # capot
    assert teams(state) == [740, 280]
    table.act("deal")
    assert teams(hand(table, FAILED)) == [900, 280]
    table.act("deal")
    # line 544: a team reaching 1,000 at the end of a hand wins: 900 + 100 is enough
    state = hand(table, CLOSE)
    assert teams(state) == [1000, 350]
    assert state["events"][-1]["detail"]["explanation"].endswith(
        "Ann & Carl reach 1000 and win.")  # the table names the partnership
    assert state["finished"] and state["winners"] == [0, 2] and not state["tie"]
    assert state["status"] == "Ann & Carl win the game"

    # nothing more is entered ...
    for kind, fields in (("hand", {"body": {"trump": "S", **MADE}}), ("deal", {})):
        refused = table.post(kind, **fields)
        assert refused.status_code == 422, kind
        assert refused.json["error"].startswith("The game is over: Ann & Carl win the game.")
    # ... until the last hand is undone
    state = table.act("undo")
    assert not state["finished"] and teams(state) == [900, 280]
    state = hand(table, MADE)
    assert teams(state) == [1050, 310] and state["status"] == "Ann & Carl win the game"


def test_both_teams_past_1000_on_the_same_hand_is_a_tie_whoever_is_higher(
        client: Any) -> None:
    table = Table(client, "belote", PLAYERS)
    totals = [[180, 0], [180, 250], [360, 250], [360, 500], [540, 500], [540, 660],
              [720, 660], [720, 820], [900, 820], [900, 980]]
    plan = [FAILED_WITH_A_RUN, CAPOT_1] * 2 + [FAILED_WITH_A_RUN, FAILED_AGAINST_1] * 3
    for number, (body, after) in enumerate(zip(plan, totals), start=1):
        state = hand(table, body)
        assert teams(state) == after, number
        assert not state["finished"]
        table.act("deal")
    # 900 + 150 and 980 + 30: both past 1,000 on one hand, so the game is a tie (line 544),
    # though Ann & Carl have more
    state = hand(table, MADE)
    assert teams(state) == [1050, 1010]
    answer = state["events"][-1]["detail"]
    assert answer["explanation"].endswith(
        "Both teams reach 1000 on the same hand: the game is a tie.")
    assert state["finished"] and state["tie"] and state["winner"] is None
    assert state["status"] == "The game ends in a tie between Ann & Carl and Boris & Dora"
    assert table.post("deal").status_code == 422
    state = table.act("undo")
    assert not state["finished"] and teams(state) == [900, 980]
    # had Boris & Dora taken and failed instead: only Ann & Carl reach 1,000
    state = hand(table, FAILED)
    assert teams(state) == [1060, 980] and state["status"] == "Ann & Carl win the game"


def test_the_target_is_the_tables(client: Any) -> None:
    table = Table(client, "belote", PLAYERS, target=500)
    hand(table, CAPOT_1)
    table.act("deal")
    state = hand(table, CAPOT_1)
    assert teams(state) == [0, 500] and state["status"] == "Boris & Dora win the game"
