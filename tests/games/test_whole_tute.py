"""Tute, whole games at the table (003 lines 87-131): the higher total wins the hand; a game
is one hand, or the most of an agreed number of hands; the deal goes to the right."""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ana", "Beto", "Carmen", "Dani")
# Ana & Carmen's baza: AH 3H KH QH AS 3S KS QS = 2 × (11 + 10 + 4 + 3) = 56, and las
# cuarenta (KH QH in hearts, trumps) 40: 96. Beto & Dani: the other 64 card points and the
# last trick's 10: 74 (line 121-126).
BAZA = "AH 3H KH QH AS 3S KS QS".split()
REST = ("JS 7S 6S 5S 4S 2S JH 7H 6H 5H 4H 2H AD KD QD JD 7D 6D 5D 4D 3D 2D "
        "AC KC QC JC 7C 6C 5C 4C 3C 2C").split()


def won_by_ana(table: Table) -> dict[str, Any]:
    return table.act("hand", body={"trump": "H", "won": [BAZA, REST], "last_trick": 1,
                                   "declarations": [[["KH", "QH"]], []]})


def won_by_beto(table: Table) -> dict[str, Any]:
    # spades trumps: Beto & Dani declare two veintes (KD QD, KC QC: 20 each, line 118):
    # 64 + 40 + 10 = 114 against Ana & Carmen's 56
    return table.act("hand", body={"trump": "S", "won": [BAZA, REST], "last_trick": 1,
                                   "declarations": [[], [["KD", "QD"], ["KC", "QC"]]]})


def test_one_hand_is_the_game_by_default(client: Any) -> None:
    table = Table(client, "tute", PLAYERS)
    state = won_by_ana(table)
    detail = state["events"][-1]["detail"]
    assert detail["points"] == [96, 74] and detail["award"]["points"] == [1, 0]
    assert state["finished"] and state["status"] == "Ana & Carmen win the game"
    assert table.post("won", seat=1).status_code == 422
    state = table.act("rematch")
    assert [t["games"] for t in state["tally"]] == [1, 0] and state["dealer"] == 1


def test_a_longer_game_is_won_by_the_most_of_its_hands(client: Any) -> None:
    # line 128: a pre-determined number of hands, the majority wins
    table = Table(client, "tute", PLAYERS, hands=3)
    state = won_by_ana(table)
    assert not state["finished"]
    assert table.act("deal")["dealer"] == 1  # to the right: the next seat in the order of play
    state = won_by_beto(table)
    assert [state["teams"]["0"], state["teams"]["1"]] == [1, 1] and not state["finished"]
    table.act("deal")
    # a tute (four kings) wins the hand outright, whatever the points (line 119)
    state = table.act("hand", body={"trump": "H", "tute": 2})
    assert state["finished"] and state["status"] == "Ana & Carmen win the game"
    assert [state["teams"]["0"], state["teams"]["1"]] == [2, 1]


def test_a_game_of_two_hands_can_end_level(client: Any) -> None:
    table = Table(client, "tute", PLAYERS, hands=2)
    won_by_ana(table)
    table.act("deal")
    state = won_by_beto(table)
    assert state["finished"] and state["tie"]
