"""Mus's named readings: four passes in Pares or Juego (003 line 170: the stake of 1 is paid,
then the bonus) and equal pares (003 lines 185-187: the odd cards decide)."""

from __future__ import annotations

from referee import requests

# mano (hand 0, side 0) and hand 2 are side 0; hands 1 and 3 side 1
HANDS = ["KS KC 7D 4H", "KD KH 6S 5C", "QS JS 7C 4D", "QD JD 6H 5S"]


def showdown(round_name: str, **options: str) -> dict:
    return requests.showdown("mus", {"hands": HANDS, "round": round_name, "options": options})


def test_by_the_text_equal_pares_go_by_the_odd_cards() -> None:
    # a par of kings each; the higher odd card decides: the mano's 7 over hand 1's 6
    assert showdown("pares")["winner"] == 0


def test_equal_pares_go_to_the_player_nearer_the_mano_with_the_option() -> None:
    hands = ["KS KC 4D 5H", "KD KH 7S 6C", "QS JS 7C 4S", "QD JD 6H 5S"]
    by_text = requests.showdown("mus", {"hands": hands, "round": "pares"})
    by_mano = requests.showdown("mus", {"hands": hands, "round": "pares",
                                        "options": {"equal_pares": "mano"}})
    assert by_text["winner"] == 1  # 7 and 6 over 5 and 4
    assert by_mano["winner"] == 0  # equal pares: nearest the mano


def test_four_passes_in_pares_pay_the_stake_and_the_bonus_by_the_text() -> None:
    body = {"hands": HANDS, "bets": {}}
    by_text = requests.score("mus", body)
    bonus_only = requests.score("mus", dict(body, options={"all_pass_pays_stake": False}))
    paid = [line["points"] for line in by_text["breakdown"] if line["round"] == "pares"]
    assert paid == [1, 1]  # the stake of 1, then a par's bonus of 1
    alone = [line for line in bonus_only["breakdown"] if line["round"] == "pares"]
    assert [line["points"] for line in alone] == [1]  # the bonus alone
    grande = [line for line in bonus_only["breakdown"] if line["round"] == "grande"]
    assert [line["points"] for line in grande] == [1]  # Grande still pays its stake
