"""Burraco melds and hand scoring, from shared/rules/003 lines 2–86."""

from __future__ import annotations

from typing import Any

import pytest

from referee import burraco, requests
from referee.cards import pack_108
from referee.errors import DuplicateCardError, InvalidInputError, RefereeError

PACK = pack_108("Burraco's 108-card pack")


def meld(text: str) -> burraco.Meld:
    return burraco.read_meld(PACK.parse(text))


def refused(text: str) -> str:
    with pytest.raises(burraco.MeldError) as caught:
        meld(text)
    return caught.value.message


def body(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"melds": [[], []], "hands": [[], []], "closed": None,
                            "pozzetto": [True, True]}
    return base | overrides


def score(**overrides: Any) -> dict[str, Any]:
    return requests.score("burraco", body(**overrides))


# --- card values (003 lines 67-71) ---

def test_card_values_joker_30_two_20_ace_15_king_to_eight_10_seven_to_three_5() -> None:
    count = burraco.count(PACK.parse("JK 2C AS KD 8H 7S 3C"))
    assert [line.points for line in count.breakdown] == [30, 20, 15, 10, 10, 5, 5]
    assert count.points == 95


def test_count_question_through_the_front_door() -> None:
    assert requests.count("burraco", {"cards": "JK 2H QS"})["points"] == 60


# --- sets (003 lines 24, 28, 32) ---

def test_set_is_three_cards_of_one_rank() -> None:
    set_ = meld("7S 7H 7D")
    assert set_.kind == "set" and set_.wild is None


def test_set_may_hold_two_copies_of_one_card_from_the_double_pack() -> None:
    assert meld("7S 7S 7H").kind == "set"


def test_set_with_one_joker_standing_for_the_rank() -> None:
    set_ = meld("QS QH JK")
    assert set_.kind == "set" and str(set_.wild) == "JK"


def test_two_cards_are_not_a_meld() -> None:
    assert "at least 3 cards" in refused("7S 7H")


def test_no_set_of_twos() -> None:
    # 003 line 28: no sets of jokers or 2s.
    assert "no sets of jokers or 2s" in refused("2S 2H 2D")


def test_no_set_of_jokers() -> None:
    assert "no sets of jokers or 2s" in refused("JK JK JK")


def test_a_set_holds_one_wild_card_not_a_joker_and_a_two() -> None:
    # 003 line 32: one joker or one 2, not one of each.
    message = refused("7S 7H 2C JK")
    assert "one wild card at most" in message and "JK 2C" in message


def test_a_set_holds_one_wild_card_not_two_twos() -> None:
    assert "one wild card at most" in refused("9S 9H 9D 2C 2D")


def test_mixed_ranks_and_suits_are_neither_a_set_nor_a_run() -> None:
    assert "neither a set" in refused("7H 8S 9H")


# --- runs (003 lines 24-26, 32-36) ---

def test_run_is_three_cards_in_sequence_in_one_suit() -> None:
    run = meld("9H 10H JH")
    assert run.kind == "run" and run.text == "9H 10H JH"


def test_run_may_be_entered_in_any_order() -> None:
    assert meld("JH 9H 10H").text == "9H 10H JH"


def test_run_with_a_gap_is_refused_naming_the_missing_card() -> None:
    message = refused("5C 6C 8C")
    assert "7C missing" in message


def test_one_wild_fills_one_gap_only() -> None:
    message = refused("5C 8C JK")
    assert "6C 7C missing" in message and "one wild card fills only one place" in message


def test_run_holds_each_card_once() -> None:
    assert "7H is here twice" in refused("7H 7H 8H")


def test_a_run_holds_one_wild_card_at_most() -> None:
    message = refused("7H 9H JK 2C")
    assert "one wild card at most" in message


def test_wild_card_fills_the_inside_gap() -> None:
    # 003 line 36: 7♠-★-9♠ is a valid meld, the joker standing for the 8♠.
    run = meld("7S JK 9S")
    assert run.text == "7S JK 9S" and run.stands_for == "8S"


def test_wild_card_with_no_gap_stands_at_the_low_end() -> None:
    # 003 line 36: 7-8♠-★ is corrected to ★-7-8♠.
    run = meld("7S 8S JK")
    assert run.text == "JK 7S 8S" and run.stands_for == "6S"


def test_wild_card_goes_high_when_a_low_ace_holds_the_low_end() -> None:
    run = meld("AH 2H 3H JK")
    assert run.text == "AH 2H 3H JK" and run.stands_for == "4H"


def test_ace_plays_high_in_a_run() -> None:
    # 003 line 26: aces may be played high or low.
    assert meld("QD KD AD").kind == "run"


def test_ace_plays_low_in_a_run() -> None:
    run = meld("AD 2D 3D")
    assert run.kind == "run" and run.wild is None


def test_run_does_not_turn_the_corner_king_ace_two() -> None:
    # 003 line 26: one ace at most, never one at each end.
    message = refused("KH AH 2H JK")
    assert "turn the corner" in message


def test_thirteen_card_run_cannot_take_a_wild_as_a_second_ace() -> None:
    assert "turn the corner" in refused("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS JK")


def test_two_of_the_run_suit_in_its_own_place_is_not_wild() -> None:
    # 003 line 34: 2-3-4♥-★ holds only one wild card, the joker.
    run = meld("2H 3H 4H JK")
    assert str(run.wild) == "JK" and run.text == "JK 2H 3H 4H"


def test_natural_two_can_be_pressed_into_service_as_the_wild() -> None:
    # 003 line 34: 2-3-4♥ plus 6♥ becomes 3-4-2-6♥, the 2 standing for the 5♥.
    run = meld("2H 3H 4H 6H")
    assert run.text == "3H 4H 2H 6H" and run.stands_for == "5H"


def test_two_of_another_suit_is_wild_in_a_run() -> None:
    run = meld("9S 10S 2D")
    assert str(run.wild) == "2D" and run.text == "2D 9S 10S"


# --- burracos and the hand score (003 lines 41, 55-56, 65-81) ---

CLEAN = "3S 4S 5S 6S 7S 8S 9S"
DIRTY = "QC QD QH QS QC QD JK"


def test_seven_cards_without_wild_are_a_clean_burraco() -> None:
    assert meld(CLEAN).burraco == "clean"


def test_seven_cards_with_a_wild_are_a_dirty_burraco() -> None:
    assert meld(DIRTY).burraco == "dirty"


def test_natural_twos_make_a_clean_burraco() -> None:
    assert meld("2H 3H 4H 5H 6H 7H 8H").burraco == "clean"


def test_clean_burraco_200_and_closing_100() -> None:
    result = score(melds=[[CLEAN], []], closed=0)
    team = result["teams"][0]
    # 3S-7S 5 each (25) + 8S 9S 10 each (20) = 45; +200 clean; +100 closing.
    assert team["meld_points"] == 45
    assert [b["points"] for b in team["bonuses"]] == [200, 100]
    assert team["total"] == 345
    assert "clean burraco (meld 1): +200" in team["breakdown"]


def test_dirty_burraco_100() -> None:
    result = score(melds=[[], [DIRTY]])
    team = result["teams"][1]
    # six queens 60 + joker 30 = 90; +100 dirty.
    assert team["total"] == 190 and team["bonuses"][0]["reason"] == "dirty burraco (meld 1)"


def test_cards_left_in_hand_are_subtracted() -> None:
    result = score(melds=[["9H 10H JH"], []], hands=[["JK", "3C"], []])
    team = result["teams"][0]
    assert team["hand_points"] == 35 and team["total"] == 30 - 35


def test_a_loss_is_written_with_the_summarys_own_minus_sign() -> None:
    # 003 (Burraco): the cards left in hand count against; the line said one total "-5" beside
    # "hand −35" (it.md §3): every loss in it takes the minus sign
    said = str(score(melds=[["9H 10H JH"], []], hands=[["JK", "3C"], []])["explanation"])
    assert "Team 0: −5 (melds 30, hand −35)." in said and "-5" not in said
    penalty = score(melds=[[], ["KS KH KD"]], pozzetto=[True, False])["explanation"]
    assert "Team 1: −70 (melds 30, pozzetto not taken −100)." in penalty


def test_no_pozzetto_costs_100() -> None:
    result = score(melds=[[], ["KS KH KD"]], pozzetto=[True, False])
    assert result["teams"][1]["penalties"] == [{"reason": "pozzetto not taken",
                                                 "points": -100}]
    assert result["points"] == [0, -70]


def test_nobody_gets_the_closing_bonus_when_the_stock_ran_out() -> None:
    result = score(melds=[[CLEAN], [DIRTY]], closed=None)
    assert all(b["reason"] != "closing" for t in result["teams"] for b in t["bonuses"])


def test_closing_needs_a_burraco() -> None:
    with pytest.raises(InvalidInputError) as caught:
        score(melds=[["9H 10H JH"], []], closed=0)
    assert caught.value.field == "closed" and "burraco" in caught.value.message


def test_closing_needs_the_pozzetto() -> None:
    with pytest.raises(InvalidInputError) as caught:
        score(melds=[[CLEAN], []], closed=0, pozzetto=[False, True])
    assert caught.value.field == "closed" and "pozzetto" in caught.value.message


def test_invalid_meld_is_refused_naming_its_field() -> None:
    with pytest.raises(burraco.MeldError) as caught:
        score(melds=[["9H 10H JH"], ["7S 8S", "5C 6C 8C"]])
    assert caught.value.field == "melds[1][0]"


def test_meld_with_two_wilds_is_refused_in_a_score() -> None:
    with pytest.raises(burraco.MeldError) as caught:
        score(melds=[["4D 5D JK 2S"], []])
    assert caught.value.field == "melds[0][0]"
    assert caught.value.to_dict()["error"].startswith("4D 5D JK 2S: a meld holds one wild")


def test_one_set_of_each_rank_per_partnership() -> None:
    # 003 line 28: a partnership has one set of each rank at most.
    with pytest.raises(burraco.MeldError) as caught:
        score(melds=[["8S 8H 8D", "8C 8C JK"], []])
    assert caught.value.field == "melds[0][1]" and "only one set" in caught.value.message


def test_each_team_may_have_its_own_set_of_a_rank() -> None:
    assert score(melds=[["8S 8H 8D"], ["8C 8C 8H"]])["points"] == [30, 30]


def test_cards_must_fit_the_108_card_pack_across_melds() -> None:
    with pytest.raises(DuplicateCardError) as caught:
        score(melds=[["7S 7S 7H"], ["5S 6S 7S"]])
    assert caught.value.token == "7S" and "2 times" in caught.value.message


def test_cards_must_fit_the_pack_across_melds_and_hands() -> None:
    with pytest.raises(DuplicateCardError) as caught:
        score(melds=[["JK 7S 8S", "JK 9H 10H"], ["QS QH JK"]], hands=[[], ["JK", "JK"]])
    assert caught.value.field == "hands" and caught.value.token == "JK"


def test_game_ends_past_2000_with_the_higher_total() -> None:
    # 003 line 81: play until one partnership exceeds 2000; the higher score wins.
    result = score(melds=[[CLEAN], []], closed=0, scores=[1700, 1900])
    assert result["scores"] == [2045, 1900] and result["winner"] == 0


def test_reaching_exactly_2000_does_not_end_the_game() -> None:
    result = score(melds=[["9H 10H JH"], []], scores=[1970, 0])
    assert result["scores"] == [2000, 0] and result["winner"] is None


@pytest.mark.parametrize("bad, field", [
    ({"melds": "7S 8S 9S"}, "melds"),
    ({"melds": [[], [], []]}, "melds"),
    ({"melds": [["7S 8S 9S"], "x"]}, "melds[1]"),
    ({"melds": [[["7S", 8, "9S"]], []]}, "melds[0][0]"),
    ({"hands": None}, "hands"),
    ({"pozzetto": [True]}, "pozzetto"),
    ({"pozzetto": [True, "no"]}, "pozzetto[1]"),
    ({"closed": 2}, "closed"),
    ({"closed": True}, "closed"),
    ({"scores": [1, "x"]}, "scores[1]"),
    ({"melds": [["7S 8S 1S"], []]}, "melds[0][0]"),
    ({"melds": [["BJ 8S 9S"], []]}, "melds[0][0]"),
])
def test_bad_input_is_a_clear_error(bad: dict[str, Any], field: str) -> None:
    with pytest.raises(RefereeError) as caught:
        score(**bad)
    assert caught.value.field == field
