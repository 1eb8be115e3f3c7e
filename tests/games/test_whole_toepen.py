"""Whole games of Toepen at the table, through the JSON API, numbers worked out from 001.

A hand is worth 1; a knock raises it by one (001 line 38). Answering a knock, a player folds,
paying the value before it, or plays on (line 40). Nobody may knock past their own chips, but
anyone may stay in beyond them (line 44). The winner of the last trick, or the one left when
all the others fold, pays nothing; everyone else still in loses the hand's value (lines 32, 42).
Lost chips leave play (line 32). The winner deals next (line 34). A challenged discard costs
the wrong side one token (line 24). The first player out of chips loses (line 48), or, played
the other way, the last player with chips wins (line 50).
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table

NAMES = ("Ann", "Boris", "Carl", "Dora", "Eva", "Fred", "Gil", "Hana", "Ivo")


def chips(state: dict[str, Any]) -> list[int]:
    return [p["tokens"] for p in state["players"]]


def refused(table: Table, kind: str, **fields: Any) -> str:
    response = table.post(kind, **fields)
    assert response.status_code == 422, response.json
    return str(response.json["error"])


@pytest.mark.parametrize("players", range(3, 9))
def test_everyone_plays_toepen_alone_from_three_to_eight(client: Any, players: int) -> None:
    # 001 line 1: three to eight players; line 12: ten tokens each is the usual number
    state = Table(client, "toepen", NAMES[:players]).state()
    assert [p["team"] for p in state["players"]] == [None] * players
    assert chips(state) == [10] * players


@pytest.mark.parametrize("players", [2, 9])
def test_toepen_is_not_for_two_or_nine(client: Any, players: int) -> None:
    response = client.post("/api/v1/tables", json={
        "game": "toepen", "players": [{"name": n} for n in NAMES[:players]]})
    assert response.status_code == 422 and response.json["field"] == "players"


def test_a_four_player_game_of_knocks_folds_and_challenges_until_the_first_runs_out(
        client: Any) -> None:
    table = Table(client, "toepen", NAMES[:4], tokens=5)  # 20 chips in all

    # Hand 1, Ann deals. Carl knocks: the hand is worth 2 (line 38). Ann, Boris and Dora fold,
    # each paying the value before the knock, 1 (line 40)
    state = table.act("knock", seat=2)
    assert state["events"][-1]["detail"]["answering"] == [0, 1, 3]
    for seat in (0, 1, 3):
        state = table.act("fold", seat=seat)
    assert chips(state) == [4, 4, 5, 4] and state["out_of_play"] == 3
    # everyone else folded: Carl wins the hand and pays nothing (line 42), at once
    assert state["events"][-1]["summary"] == (
        "Dora folds, pays 1 out of play; Carl wins the hand worth 2")

    # Hand 2: the winner deals (line 34)
    state = table.act("deal")
    assert (state["hand"], state["dealer"]) == (2, 2)
    # Dora throws in AS KH QD 10C and Ann challenges: the 10 is a number card, so Dora loses a
    # token (line 24)
    state = table.act("discard_challenge", discarder=3, challenger=0, cards="AS KH QD 10C")
    assert chips(state) == [4, 4, 5, 3]
    # Boris throws in AH KS QC JD and Carl challenges: aces and court cards only, so the
    # challenger loses it
    state = table.act("discard_challenge", discarder=1, challenger=2, cards="AH KS QC JD")
    assert chips(state) == [4, 4, 4, 3] and state["out_of_play"] == 5

    # Boris knocks (2): Ann folds, paying 1; Carl and Dora play on
    table.act("knock", seat=1)
    state = table.act("fold", seat=0)
    assert chips(state) == [3, 4, 4, 3]
    table.act("stay", seat=2)
    table.act("stay", seat=3)
    # a fold answers a knock at once: Dora played on, so she cannot fold now (line 40)
    assert "cannot fold now" in refused(table, "fold", seat=3)
    # Carl knocks (3); Boris and Dora play on
    table.act("knock", seat=2)
    table.act("stay", seat=1)
    table.act("stay", seat=3)
    # Dora has 3 chips: a knock to 4 would be past them (line 44)
    assert "cannot knock" in refused(table, "knock", seat=3)
    # a discard is challenged before play, not after a knock (line 24)
    refused(table, "discard_challenge", discarder=3, challenger=1, cards="AS KS QS JS")
    # Boris knocks (4, he has 4): Carl folds paying 3; Dora stays in beyond her 3 chips
    table.act("knock", seat=1)
    state = table.act("fold", seat=2)
    assert chips(state) == [3, 4, 1, 3]
    state = table.act("stay", seat=3)
    assert not state["finished"]

    # Boris takes the last trick. Dora, still in, loses the hand's value, 4, but has only 3:
    # she loses them all and is the first out of chips, so she loses the game (line 48)
    state = table.act("toepen_won", seat=1)
    assert chips(state) == [3, 4, 1, 0] and state["out_of_play"] == 12
    assert sum(chips(state)) + state["out_of_play"] == 20
    assert state["finished"] and state["losers"] == [3] and state["winner"] is None
    assert state["status"] == "Dora is out of chips and loses the game"

    # nothing more once the game is over; undo reopens it
    for kind, fields in (("deal", {}), ("knock", {"seat": 0})):
        assert refused(table, kind, **fields).startswith(
            "The game is over: Dora is out of chips and loses the game.")
    state = table.act("undo")
    assert not state["finished"] and chips(state) == [3, 4, 1, 3]
    # entered again: Dora took the last trick, and Boris, still in, loses 4: all he has
    state = table.act("toepen_won", seat=3)
    assert chips(state) == [3, 0, 1, 3]
    assert state["status"] == "Boris is out of chips and loses the game"


def test_running_out_by_a_fold_ends_the_game_only_when_the_hand_is_settled(
        client: Any) -> None:
    table = Table(client, "toepen", NAMES[:3], tokens=3)
    # Ann's discard AS KH QD 9C holds a 9: Boris's challenge is right, Ann loses one (line 24)
    state = table.act("discard_challenge", discarder=0, challenger=1, cards="AS KH QD 9C")
    assert chips(state) == [2, 3, 3]
    table.act("knock", seat=1)                 # 2
    table.act("stay", seat=0)
    table.act("stay", seat=2)
    table.act("knock", seat=2)                 # 3
    state = table.act("fold", seat=0)          # Ann pays the value before the knock, 2
    assert chips(state) == [0, 3, 3]
    assert state["events"][-1]["detail"]["explanation"] == (
        "Ann folds and pays 2: Carl's knock raised the hand from 2 to 3; folding costs what "
        "it was worth before the knock. The chips leave play. Ann has no chips left and is "
        "out of the game.")
    assert [p["active"] for p in state["players"]] == [False, True, True]
    assert not state["finished"]               # Boris and Carl still play the hand out
    table.act("stay", seat=1)
    # Carl takes the last trick: Boris loses 3, all he has. Two ran out in this hand: both
    # lose (line 48 names the one who runs out; here two do at once)
    state = table.act("toepen_won", seat=2)
    assert chips(state) == [0, 0, 3]
    assert state["finished"] and state["losers"] == [0, 1]
    assert state["status"] == "Ann and Boris are out of chips and lose the game"


def test_played_to_the_last_player_with_chips_those_who_run_out_drop_and_the_last_wins(
        client: Any) -> None:
    # 001 line 50: players drop out as they run out; the last one with chips wins
    for last_player_wins in (False, True):
        table = Table(client, "toepen", NAMES[:3], tokens=2,
                      last_player_wins=last_player_wins)
        table.act("knock", seat=1)             # 2
        table.act("stay", seat=0)
        table.act("fold", seat=2)              # Carl pays 1
        state = table.act("toepen_won", seat=1)  # Ann, still in, loses 2: all she has
        assert chips(state) == [0, 2, 1]
        if not last_player_wins:
            assert state["status"] == "Ann is out of chips and loses the game"
    assert not state["finished"]
    state = table.act("deal")
    assert state["dealer"] == 1                # Boris won the hand
    assert "no chips" in refused(table, "knock", seat=0)
    assert "cannot knock" in refused(table, "knock", seat=2)  # 1 chip, 2 is past it
    table.act("knock", seat=1)
    table.act("stay", seat=2)                  # beyond his one chip: allowed (line 44)
    state = table.act("toepen_won", seat=2)    # Boris loses 2, all he has
    assert chips(state) == [0, 0, 1]
    assert state["finished"] and state["winner"] == 2 and state["status"] == "Carl wins the game"


def test_a_player_may_knock_again_unless_the_table_forbids_knocking_twice_in_a_row(
        client: Any) -> None:
    for no_knock_twice in (False, True):
        table = Table(client, "toepen", NAMES[:3], tokens=5, no_knock_twice=no_knock_twice)
        table.act("knock", seat=0)
        table.act("stay", seat=1)
        table.act("stay", seat=2)
        response = table.post("knock", seat=0)
        if no_knock_twice:
            assert response.status_code == 422 and "knocked last" in response.json["error"]
        else:
            assert response.status_code == 201


def test_toepen_has_no_pot_to_ante_into(client: Any) -> None:
    table = Table(client, "toepen", NAMES[:3])
    response = table.post("ante")
    assert response.status_code == 422 and response.json["field"] == "kind"


def test_a_hand_being_knocked_is_not_scored_at_its_old_value(client: Any) -> None:
    table = Table(client, "toepen", NAMES[:3], tokens=3)
    table.act("knock", seat=2)
    table.act("stay", seat=0)
    table.act("stay", seat=1)
    table.post("hand", body={"winner": 0})
    # Ann took the last trick of a hand worth 2 (001 lines 32, 38): Boris and Carl lose 2 each,
    # or the entry is refused and the hand is finished with toepen_won
    assert chips(table.state()) in ([3, 1, 1], [3, 3, 3])


def test_a_fold_short_of_the_value_before_the_knock_says_so(client: Any) -> None:
    """Line 40: a fold pays the prior value; Ann has 1 chip when Boris's second knock takes
    the hand from 2 to 3, so she pays the 1 she has, and the ruling says why."""
    table = Table(client, "toepen", NAMES[:3], tokens=3)
    table.act("discard_challenge", discarder=0, challenger=1, cards="AS KH QD 9C")  # Ann 2
    table.act("knock", seat=1)                 # 2
    table.act("stay", seat=0)
    table.act("stay", seat=2)
    table.act("lose", seat=0, amount=1)        # Ann has 1 left
    table.act("knock", seat=1)                 # 3
    state = table.act("fold", seat=0)
    assert state["events"][-1]["detail"]["explanation"].startswith(
        "Ann folds and pays 1: Boris's knock raised the hand from 2 to 3; folding costs what "
        "it was worth before the knock, 2, but Ann had only 1 and pays all of it.")
