"""Mus, whole games at the table (003 lines 132-200): to 40, stopping the moment a side gets
there; the deal to the right; an órdago seen decides the game."""

from __future__ import annotations

from typing import Any

from helpers import Table

PLAYERS = ("Ane", "Bittor", "Carmen", "Dani")  # the order of play, to the right
# the hands from the mano, the player to the dealer's right (line 159): with Ane dealing,
# Bittor is the mano, then Carmen, Dani and Ane
HANDS = ["AS AC KD 3H", "QS JS 7C 4D", "KS KC 7D 4H", "AH AD 2S 5C"]


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def test_a_whole_game_stops_the_moment_a_side_reaches_40(client: Any) -> None:
    table = Table(client, "mus", PLAYERS)
    # all four rounds passed (line 170: a stake of 1 to the better cards): Grande to the
    # third hand's K K 7 4 (1), Chica to the fourth (1), Pares to the mano's duples, aces and
    # kings (1 + bonus 3), Juego to the second hand's 31 (1 + bonus 3): 5 for each side
    state = table.act("hand", body={"hands": HANDS})
    assert teams(state) == [5, 5] and state["status"] == "All level"
    assert table.act("deal")["dealer"] == 1  # to the right: the next seat
    state = table.act("hand", body={"hands": HANDS})
    assert teams(state) == [10, 10]
    table.act("deal")
    state = table.act("score", teams=[28, 20])
    assert teams(state) == [38, 30] and state["status"] == "Ane & Carmen are ahead by 8"
    table.act("deal")
    # Dani deals, so Ane is the mano and the hands fall as listed: Grande (+1) and Pares
    # (+1) take Ane & Carmen to 40 and play stops there (line 196): Juego's 4 for Bittor &
    # Dani are never paid, though Chica's 1 came before
    state = table.act("hand", body={"hands": HANDS})
    assert teams(state) == [40, 31]
    assert state["finished"] and state["status"] == "Ane & Carmen win the game"
    assert "reached 40 on Pares" in state["events"][-1]["detail"]["explanation"]
    assert table.post("score", teams=[0, 1]).status_code == 422
    assert not table.act("undo")["finished"]


def test_an_ordago_seen_decides_the_game_on_that_rounds_cards(client: Any) -> None:
    table = Table(client, "mus", PLAYERS)
    # Ane deals: the best Grande, K K 7 4, is the third hand from the mano Bittor: Dani's
    state = table.act("hand", body={"hands": HANDS, "bets": {"grande": {"outcome": "ordago"}}})
    assert teams(state) == [0, 40] and state["finished"]
    assert state["status"] == "Bittor & Dani win the game"
    # the calculator's sides are the mano's first; the ruling names the table's partnerships
    assert "so Bittor & Dani win the game" in state["events"][-1]["detail"]["explanation"]


def test_four_passes_may_pay_the_bonus_alone_at_a_table_that_plays_so(client: Any) -> None:
    table = Table(client, "mus", PLAYERS, all_pass_pays_stake=False)
    # Grande 1 and Chica 1 as before; Pares and Juego pay their bonuses only: 3 each
    assert teams(table.act("hand", body={"hands": HANDS})) == [4, 4]


def test_the_ruling_names_the_player_who_held_each_hand(client: Any) -> None:
    # Ane deals, so Bittor is the mano (hand 0), Carmen hand 1, Dani hand 2, Ane hand 3
    # (line 159): the ruling says who held the best cards, not "hand 2"
    table = Table(client, "mus", PLAYERS)
    said = table.act("hand", body={"hands": HANDS})["events"][-1]["detail"]
    assert "Grande (all passed): Dani is best" in said["explanation"]  # K K 7 4
    assert "Chica (all passed): Ane is best" in said["explanation"]
    assert "Pares bonus: Bittor's duples collects 3" in said["explanation"]
    assert "Juego bonus: Carmen's juego collects 3" in said["explanation"]  # 31
    assert "hand " not in said["explanation"]
    table.act("deal")  # Bittor deals: Carmen is the mano and the same hands fall one on
    said = table.act("hand", body={"hands": HANDS})["events"][-1]["detail"]
    assert "Grande (all passed): Ane is best" in said["explanation"]
    rounds = " ".join(r["explanation"] for r in said["rounds"])
    assert "Carmen" in rounds and "hand " not in rounds
