"""Toepen's discard challenge, knocks and folds, and the end of a hand: shared/rules/001 lines
1–52. Seats are in seating order; chips are each seat's tokens before the hand."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import Card, parse_card
from referee.errors import CardNotInPackError, InvalidInputError, RefereeError
from referee.toepen import ToepenHand, challenge_discard, is_correct_discard


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def play(chips: list[int], moves: str, options: dict[str, Any] | None = None) -> ToepenHand:
    """Moves written "0k 1f 2s": seat then k(nock), f(old) or s(tay)."""
    hand = ToepenHand.deal(chips, options)
    names = {"k": "knock", "f": "fold", "s": "stay"}
    for move in moves.split():
        hand = hand.do(names[move[-1]], int(move[:-1]))
    return hand


def moves(text: str) -> list[dict[str, Any]]:
    names = {"k": "knock", "f": "fold", "s": "stay"}
    return [{"seat": int(m[:-1]), "action": names[m[-1]]} for m in text.split()]


# --- the discard challenge (001:24) ---------------------------------------------------------

@pytest.mark.parametrize("hand, correct, loser", [
    ("AS KH QD JC", True, 1),    # aces and court cards only: the challenger was wrong
    ("AS AH KD KC", True, 1),
    ("JS JH JD QC", True, 1),
    ("AS KH QD 7C", False, 0),   # a number card: the discarder loses the token
    ("10S KH QD JC", False, 0),
    ("10S 9H 8D 7C", False, 0),
])
def test_the_wrong_side_of_a_discard_challenge_loses_one_token(hand: str, correct: bool,
                                                                loser: int) -> None:
    ruling = challenge_discard(cards(hand), 0, 1, 4)
    assert is_correct_discard(cards(hand)) is correct
    assert ruling["correct"] is correct and ruling["loser"] == loser and ruling["tokens"] == 1
    assert "keeps the new hand" in ruling["explanation"]


def test_a_refuted_discard_names_the_number_cards() -> None:
    ruling = challenge_discard(cards("AS 8H QD 7C"), 2, 0, 4)
    assert ruling["number_cards"] == ["8H", "7C"]
    assert "8H 7C" in ruling["explanation"]


@pytest.mark.parametrize("hand, discarder, challenger, field", [
    ("AS KH QD", 0, 1, "cards"),          # a Toepen hand is four cards
    ("AS KH QD JC", 1, 1, "challenger"),  # nobody challenges their own discard
    ("AS KH QD JC", 0, 4, "challenger"),  # no seat 4 at a table of four
    ("AS KH QD JC", -1, 2, "discarder"),
])
def test_a_challenge_that_cannot_be_settled_is_refused(hand: str, discarder: int,
                                                       challenger: int, field: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        challenge_discard(cards(hand), discarder, challenger, 4)
    assert caught.value.field == field


def test_a_challenge_in_the_hand_score_costs_the_wrong_side_a_token() -> None:
    result = requests.score("toepen", {
        "chips": [10, 10, 10], "winner": 0,
        "challenges": [{"discarder": 1, "challenger": 2, "cards": "AS KH QD JC"}]})
    # 2 challenged wrongly (001:24) and loses 1; the unknocked hand costs 1 and 2 one each
    assert result["lost"] == [0, 1, 2]
    assert result["award"] == {"by": "seat", "points": [0, -1, -2]}


def test_a_discarded_card_outside_the_toepen_pack_is_named() -> None:
    with pytest.raises(CardNotInPackError) as caught:
        requests.score("toepen", {
            "chips": [10, 10, 10], "winner": 0,
            "challenges": [{"discarder": 1, "challenger": 2, "cards": "AS KH QD 2C"}]})
    assert caught.value.field == "challenges[0].cards" and "2C" in caught.value.message


# --- knocking (001:38, 001:44) ----------------------------------------------------------------

def test_each_knock_raises_the_value_by_one() -> None:
    # 001:38 — the first knock proposes 2, the second 3
    assert play([10, 10, 10], "").value == 1
    assert play([10, 10, 10], "0k").value == 2
    assert play([10, 10, 10], "0k 1s 2s 1k").value == 3


@pytest.mark.parametrize("chips, moves_text, knocker", [
    ([1, 10, 10], "", 0),            # 1 chip: a knock to 2 would be past it
    ([2, 10, 10], "1k 0s 2s", 0),    # 2 chips, the hand already at 2
    ([10, 3, 10], "0k 1s 2s 2k 0s 1s", 1),
])
def test_nobody_may_knock_past_their_own_chips(chips: list[int], moves_text: str,
                                               knocker: int) -> None:
    hand = play(chips, moves_text)
    assert not hand.can_knock(knocker)
    with pytest.raises(InvalidInputError) as caught:
        hand.knock(knocker)
    assert "past their own chips" in caught.value.message and caught.value.field == "seat"


def test_a_knock_up_to_exactly_ones_chips_is_allowed() -> None:
    assert play([2, 10, 10], "").can_knock(0)


def test_a_player_may_stay_in_beyond_their_chips_and_loses_what_they_have() -> None:
    # 001:44 — they may stay in even if the hand is worth more than they could cover
    hand = play([10, 2, 10], "0k 1s 2s 0k 1s 2s")
    assert hand.value == 3
    result = hand.settle(0)
    assert result["lost"] == [0, 2, 3] and result["chips"] == [10, 0, 7]
    assert "all they have" in result["explanation"]


def test_the_same_player_may_knock_again_once_the_others_have_answered() -> None:
    # 001:38 puts no limit on who knocks next (reading in the module docstring)
    assert play([10, 10, 10], "0k 1s 2s").can_knock(0)


def test_table_option_forbids_knocking_twice_in_a_row() -> None:
    hand = play([10, 10, 10], "0k 1s 2s", {"no_knock_twice": True})
    with pytest.raises(InvalidInputError) as caught:
        hand.verify_knock(0)
    assert "knocked last" in caught.value.message
    assert hand.can_knock(1)


def test_a_knock_waits_for_every_answer_to_the_last_one() -> None:
    hand = play([10, 10, 10, 10], "0k 1s")
    assert not hand.can_knock(1)          # 2 and 3 have not answered yet
    with pytest.raises(InvalidInputError) as caught:
        hand.knock(1)
    assert "player 2 has not yet said" in caught.value.message


def test_a_player_who_owes_an_answer_may_knock_back_and_so_stays_in() -> None:
    hand = play([10, 10, 10], "0k 1s 2k")
    assert hand.value == 3 and hand.answering == (0, 1)


# --- folding (001:40, 001:42) -----------------------------------------------------------------

def test_a_fold_pays_the_value_before_the_knock() -> None:
    # 001:40 — a knock from three to four: a player who folds pays three
    hand = play([10, 10, 10], "0k 1s 2s 1k 0s 2s 0k 1s 2f")
    assert hand.value == 4
    assert hand.folded == ((2, 3),)
    result = hand.settle(1)
    assert result["lost"] == [4, 0, 3] and result["out_of_play"] == 7


@pytest.mark.parametrize("moves_text, seat, why", [
    ("", 1, "nobody has knocked"),
    ("0k", 0, "cannot fold on their own knock"),
    ("0k 1s", 1, "already played on"),
])
def test_a_fold_only_answers_a_knock_at_once(moves_text: str, seat: int, why: str) -> None:
    hand = play([10, 10, 10], moves_text)
    assert not hand.can_fold(seat)
    with pytest.raises(InvalidInputError) as caught:
        hand.fold(seat)
    assert why in caught.value.message


def test_a_folded_player_takes_no_further_part() -> None:
    hand = play([10, 10, 10, 10], "0k 1f 2s 3s")
    assert hand.in_hand == (0, 2, 3)
    for verify in (hand.verify_knock, hand.verify_stay):
        with pytest.raises(InvalidInputError) as caught:
            verify(1)
        assert "folded" in caught.value.message


def test_the_last_one_standing_wins_without_paying() -> None:
    # 001:42 — all fold but the knocker: the knocker wins, pays nothing, and deals
    hand = play([10, 10, 10], "2k 0f 1f")
    assert hand.last_standing == 2
    result = hand.settle()
    assert result["winner"] == 2 and result["lost"] == [1, 1, 0]
    assert result["next_dealer"] == 2
    assert not hand.can_knock(2)


def test_no_move_after_everyone_else_folded() -> None:
    hand = play([10, 10, 10], "2k 0f 1f")
    with pytest.raises(InvalidInputError) as caught:
        hand.knock(2)
    assert "hand is over" in caught.value.message


# --- the end of a hand and of the game (001:32-34, 001:48-50) ---------------------------------

@pytest.mark.parametrize("body, lost", [
    # 001:32 — the winner of the last trick wins; every other player loses the hand's value
    ({"chips": [10, 10, 10, 10], "winner": 3}, [1, 1, 1, 0]),
    ({"chips": [10, 10, 10, 10], "value": 3, "winner": 0}, [0, 3, 3, 3]),
    # a folder pays what they paid, the others still in the value
    ({"chips": [10, 10, 10, 10], "value": 3, "folded": {"1": 1, "3": 2}, "winner": 2},
     [3, 1, 0, 2]),
    ({"chips": [10, 10, 10, 10], "moves": moves("0k 1f 2s 3s 2k 0s 3f"), "winner": 0},
     [0, 1, 3, 2]),
])
def test_the_losers_pay_out_of_play(body: dict[str, Any], lost: list[int]) -> None:
    result = requests.score("toepen", body)
    assert result["lost"] == lost
    assert result["chips"] == [c - n for c, n in zip(body["chips"], lost)]
    assert result["out_of_play"] == sum(lost)        # 001:32 — put out of play
    assert result["award"] == {"by": "seat", "points": [-n for n in lost]}
    assert result["next_dealer"] == body["winner"]   # 001:34
    assert "go to nobody" in result["explanation"]
    assert result["breakdown"][-1] == f"Player {body['winner']} deals the next hand."


def test_the_game_ends_when_one_player_runs_out_and_that_player_loses() -> None:
    # 001:48
    result = requests.score("toepen", {"chips": [5, 1, 4], "value": 1, "winner": 0})
    assert result["out"] == [1] and result["game_over"] is True
    assert result["game_losers"] == [1] and result["game_winner"] is None


def test_with_last_player_wins_players_drop_out_and_the_last_with_chips_wins() -> None:
    # 001:50
    options = {"last_player_wins": True}
    going = requests.score("toepen", {"chips": [5, 1, 4], "winner": 0, "options": options})
    assert going["out"] == [1] and going["game_over"] is False
    final = requests.score("toepen", {"chips": [5, 0, 1], "winner": 0, "options": options})
    assert final["game_over"] is True and final["game_winner"] == 0
    assert final["lost"] == [0, 0, 1]   # seat 1 is out and not dealt in


@pytest.mark.parametrize("body, field, words", [
    ({"chips": [10, -1, 10], "winner": 0}, "chips[1]", "negative"),
    ({"chips": [10, 10], "winner": 0}, "chips", "3 to 8"),
    ({"chips": "10 10 10", "winner": 0}, "chips", "chips must give"),
    ({"chips": [10, 0, 10], "winner": 0}, "chips[1]", "already over"),
    ({"chips": [10, 10, 10], "winner": 3}, "winner", "not at this table"),
    ({"chips": [10, 10, 10], "winner": "x"}, "winner", "whole number"),
    ({"chips": [10, 10, 10]}, "winner", "fourth trick"),
    ({"chips": [3, 2, 2], "value": 4, "winner": 0}, "value", "nobody could knock"),
    ({"chips": [10, 10, 10], "value": 0, "winner": 0}, "value", "at least 1"),
    ({"chips": [10, 10, 10], "value": 2, "folded": {"1": 2}, "winner": 0}, "folded.1",
     "1 to 1"),
    ({"chips": [10, 10, 10], "folded": {"1": 1}, "winner": 0}, "folded.1", "nobody knocked"),
    ({"chips": [10, 10, 10], "value": 2, "folded": {"1": 1}, "winner": 1}, "winner",
     "folded"),
    ({"chips": [10, 10, 10], "value": 2, "folded": {"1": 1, "0": 1, "2": 1}}, "folded",
     "everyone folded"),
    ({"chips": [10, 10, 10], "value": 2, "folded": [1], "winner": 0}, "folded", "object"),
    ({"chips": [10, 10, 10], "moves": moves("0k"), "value": 2, "winner": 0}, "moves",
     "not both"),
    ({"chips": [1, 10, 10], "moves": moves("0k"), "winner": 0}, "moves[0].seat",
     "past their own chips"),
    ({"chips": [10, 10, 10], "moves": moves("0k 1s"), "winner": 0}, "moves",
     "has not answered"),
    ({"chips": [10, 10, 10], "moves": [{"seat": 0, "action": "raise"}], "winner": 0},
     "moves[0].action", "not a move"),
    ({"chips": [10, 10, 10], "moves": "0k", "winner": 0}, "moves", "list"),
    ({"chips": [10, 10, 10], "winner": 0, "challenges": {}}, "challenges", "list"),
    ({"chips": [10, 10, 10], "winner": 0, "challenges": [{"discarder": 0, "challenger": 0,
                                                         "cards": "AS KS QS JS"}]},
     "challenges[0].challenger", "own discard"),
])
def test_bad_hand_scores_are_refused_with_the_field(body: dict[str, Any], field: str,
                                                    words: str) -> None:
    with pytest.raises(RefereeError) as caught:
        requests.score("toepen", body)
    assert caught.value.field == field
    assert words in caught.value.message
