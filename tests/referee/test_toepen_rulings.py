"""Toepen's rulings in words: the challenge, the folds, the losers, the end of the game, and
every refusal with its field. 001 = shared/rules/001 (discards line 24, the last trick and lost
chips lines 32-34, knocking and folding lines 38-44, the end of the game lines 48-50)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import Card, parse_card
from referee.errors import InvalidInputError
from referee.toepen import ToepenHand, challenge_discard

LAST = {"last_player_wins": True}


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def moves(text: str) -> list[dict[str, Any]]:
    """Moves written "0k 1f 2s": seat then k(nock), f(old) or s(tay)."""
    names = {"k": "knock", "f": "fold", "s": "stay"}
    return [{"seat": int(m[:-1]), "action": names[m[-1]]} for m in text.split()]


def score(body: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    return requests.score("toepen", body | ({"options": options} if options else {}))


def refusal(body: dict[str, Any], options: dict[str, Any] | None = None) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        score(body, options)
    return caught.value


# --- the discard challenge (001 line 24) ----------------------------------------------------

def test_a_discard_with_a_number_card_costs_the_discarder_a_token_in_words() -> None:
    ruling = challenge_discard(cards("AS KH QD 7C"), 0, 1)
    assert ruling == {
        "correct": False, "number_cards": ["7C"], "discarder": 0, "challenger": 1, "loser": 0,
        "tokens": 1,
        "explanation": "The discard of player 0 (AS KH QD 7C) holds number card(s) 7C, so it "
                       "was not allowed: the challenge was right and player 0 loses 1 token. "
                       "Player 0 keeps the new hand drawn from the stock."}


def test_a_discard_of_aces_and_court_cards_costs_the_challenger_a_token_in_words() -> None:
    ruling = challenge_discard(cards("AS KH QD JC"), 2, 0, 3)
    assert (ruling["correct"], ruling["loser"], ruling["number_cards"]) == (True, 0, [])
    assert ruling["explanation"] == (
        "The discard of player 2 (AS KH QD JC) is aces and court cards only, so it was "
        "allowed: the challenge was wrong and player 0 loses 1 token. Player 2 keeps the new "
        "hand drawn from the stock.")


@pytest.mark.parametrize("hand, discarder, challenger, players, field, message", [
    ("AS KH QD", 0, 1, None, "cards", "a discarded Toepen hand is 4 cards; 3 given"),
    ("AS KH QD JC", 0, 3, 3, "challenger", "player 3 is not at this table of 3"),
    ("AS KH QD JC", 3, 0, 3, "discarder", "player 3 is not at this table of 3"),
    ("AS KH QD JC", 1, 1, 3, "challenger", "a player cannot challenge their own discard"),
])
def test_a_challenge_that_cannot_be_settled_says_why(hand: str, discarder: int, challenger: int,
                                                     players: int | None, field: str,
                                                     message: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        challenge_discard(cards(hand), discarder, challenger, players)
    assert (caught.value.field, caught.value.message) == (field, message)


def test_a_challenge_at_the_seventh_seat_of_seven_is_settled() -> None:
    # Without players the table is as big as the seats named.
    assert challenge_discard(cards("AS KH QD JC"), 6, 5)["loser"] == 5


def test_the_hand_score_takes_the_challenge_token_first_in_words() -> None:
    answer = score({"chips": [3, 3, 3],
                    "challenges": [{"discarder": 0, "challenger": 1, "cards": "AS KH QD JC"}],
                    "winner": 0})
    assert answer["lost"] == [0, 2, 1] and answer["chips"] == [3, 1, 2]
    assert answer["out_of_play"] == 3 and answer["award"] == {"by": "seat",
                                                              "points": [0, -2, -1]}
    assert answer["explanation"] == (
        "The discard of player 0 (AS KH QD JC) is aces and court cards only, so it was "
        "allowed: the challenge was wrong and player 1 loses 1 token. Player 0 keeps the new "
        "hand drawn from the stock. Player 0 took the last trick and pays nothing. Player 1 is "
        "still in and loses the hand's value, 1. Player 2 is still in and loses the hand's "
        "value, 1. 3 chips leave play (lost chips go to nobody). Chips now: player 0 3, "
        "player 1 1, player 2 2. Player 0 deals the next hand.")


def test_a_challenge_that_takes_a_last_chip_puts_the_player_out() -> None:
    # Reading (module docstring): run out of chips by a challenge, out at once.
    answer = score({"chips": [3, 1, 3],
                    "challenges": [{"discarder": 1, "challenger": 0, "cards": "AS KH QD 7C"}],
                    "winner": 0})
    assert answer["lost"] == [0, 1, 1] and answer["chips"] == [3, 0, 2]
    assert answer["out"] == [1] and answer["game_losers"] == [1] and answer["game_over"]


# --- the end of a hand (001 lines 32-34, 40-42) ----------------------------------------------

def test_the_losers_pay_the_value_out_of_play_and_the_winner_deals_in_words() -> None:
    answer = score({"chips": [5, 5, 5], "winner": 1})
    assert answer["value"] == 1 and answer["next_dealer"] == 1
    assert answer["explanation"] == (
        "Player 1 took the last trick and pays nothing. Player 0 is still in and loses the "
        "hand's value, 1. Player 2 is still in and loses the hand's value, 1. 2 chips leave "
        "play (lost chips go to nobody). Chips now: player 0 4, player 1 5, player 2 4. "
        "Player 1 deals the next hand.")


def test_a_fold_pays_the_value_before_the_knock_in_words() -> None:
    # 001 line 40: a knock from 1 to 2, a folder pays 1.
    answer = score({"chips": [5, 5, 5], "moves": moves("0k 1f 2s"), "winner": 2})
    assert answer["value"] == 2 and answer["lost"] == [2, 1, 0]
    assert answer["explanation"] == (
        "Player 1 folded and pays 1, the value before the knock. Player 2 took the last trick "
        "and pays nothing. Player 0 is still in and loses the hand's value, 2. 3 chips leave "
        "play (lost chips go to nobody). Chips now: player 0 3, player 1 4, player 2 5. "
        "Player 2 deals the next hand.")


def test_everyone_else_folding_wins_without_paying_in_words() -> None:
    # 001 line 42.
    answer = score({"chips": [5, 5, 5], "value": 3, "folded": {"1": 1, "2": 2}})
    assert answer["winner"] == 0 and answer["lost"] == [0, 1, 2]
    assert answer["explanation"] == (
        "Player 1 folded and pays 1, the value before the knock. Player 2 folded and pays 2, "
        "the value before the knock. Everyone else folded: player 0 wins the hand and pays "
        "nothing. 3 chips leave play (lost chips go to nobody). Chips now: player 0 5, "
        "player 1 4, player 2 3. Player 0 deals the next hand.")
    assert score({"chips": [5, 5, 5], "moves": moves("0k 1f 2f"), "winner": 0})["winner"] == 0


def test_a_player_staying_beyond_their_chips_loses_all_they_have_in_words() -> None:
    # 001 line 44: one may stay in beyond one's chips; 001 line 48: out of chips, the game ends.
    answer = score({"chips": [5, 1, 5], "moves": moves("0k 1s 2s"), "winner": 0})
    assert answer["lost"] == [0, 1, 2] and answer["chips"] == [5, 0, 3]
    assert answer["out"] == [1] and answer["game_losers"] == [1] and answer["game_over"]
    assert answer["game_winner"] is None and answer["out_of_play"] == 3
    assert answer["explanation"] == (
        "Player 0 took the last trick and pays nothing. Player 1 is still in and loses the "
        "hand's value, 1 (all they have; the hand is worth 2). Player 2 is still in and loses "
        "the hand's value, 2. Player 1 has no chips left and is out. The game ends: player 1 "
        "ran out of chips and loses the game. 3 chips leave play (lost chips go to nobody). "
        "Chips now: player 0 5, player 1 0, player 2 3. The game is over.")


def test_two_running_out_together_both_lose_in_words() -> None:
    answer = score({"chips": [1, 1, 3], "winner": 2})
    assert answer["game_losers"] == [0, 1]
    assert ("Player 0 has no chips left and is out. Player 1 has no chips left and is out. "
            "The game ends: player 0 and player 1 ran out of chips and lose the game.") in \
        answer["explanation"]


def test_one_chip_leaving_play_is_said_in_the_singular() -> None:
    answer = score({"chips": [5, 1, 0], "moves": moves("0k 1s"), "winner": 0}, LAST)
    assert answer["out_of_play"] == 1
    assert "1 chip leaves play (lost chips go to nobody)." in answer["explanation"]


# --- last_player_wins (001 line 50) --------------------------------------------------------

def test_with_last_player_wins_a_player_out_does_not_end_the_game_in_words() -> None:
    answer = score({"chips": [5, 1, 3], "winner": 0}, LAST)
    assert answer["out"] == [1] and answer["game_over"] is False
    assert answer["game_losers"] == [] and answer["game_winner"] is None
    assert answer["explanation"].endswith(
        "Player 1 has no chips left and is out. 2 chips leave play (lost chips go to nobody). "
        "Chips now: player 0 5, player 1 0, player 2 2. Player 0 deals the next hand.")


def test_with_last_player_wins_the_last_with_chips_wins_in_words() -> None:
    answer = score({"chips": [5, 1, 0], "moves": moves("0k 1s"), "winner": 0}, LAST)
    assert answer["game_over"] and answer["game_winner"] == 0 and answer["game_losers"] == []
    assert answer["explanation"].endswith(
        "Player 1 has no chips left and is out. Player 0 is the last with chips and wins the "
        "game. 1 chip leaves play (lost chips go to nobody). Chips now: player 0 5, player 1 0, "
        "player 2 0. The game is over.")
    answer = score({"chips": [1, 1, 3], "winner": 2}, LAST)
    assert answer["game_winner"] == 2 and answer["out"] == [0, 1]


# --- refusals, each with its field and words -------------------------------------------------

@pytest.mark.parametrize("body, options, field, message", [
    ({"chips": [5, 5, 5], "moves": moves("0k 1k")}, None, "moves[1].seat",
     "move 1: player 2 has not yet said whether they fold or stay at 2"),
    ({"chips": [5, 1, 5], "moves": moves("0k 1s 2s 1k")}, None, "moves[3].seat",
     ("move 3: player 1 cannot knock: the hand would be worth 3 and they have only 1 chip; "
     "nobody may knock past their own chips")),
    ({"chips": [5, 2, 5], "moves": moves("0k 1s 2s 1k")}, None, "moves[3].seat",
     ("move 3: player 1 cannot knock: the hand would be worth 3 and they have only 2 chips; "
     "nobody may knock past their own chips")),
    ({"chips": [5, 5, 5], "moves": moves("0k 1s 2s 0k")}, {"no_knock_twice": True},
     "moves[3].seat",
     ("move 3: player 0 knocked last: someone else must knock before they knock again (table "
     "rule)")),
    ({"chips": [5, 5, 5], "moves": moves("0k 0f")}, None, "moves[1].seat",
     "move 1: player 0 cannot fold now: the knocker cannot fold on their own knock"),
    ({"chips": [5, 5, 5], "moves": moves("0f")}, None, "moves[0].seat",
     "move 0: player 0 cannot fold now: nobody has knocked, and a fold answers a knock"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1s 1f")}, None, "moves[2].seat",
     ("move 2: player 1 cannot fold now: a fold must come at once after a knock; player 1 "
     "already played on at 2")),
    ({"chips": [5, 5, 5], "moves": moves("0k 1s 2s 0f")}, None, "moves[3].seat",
     ("move 3: player 0 cannot fold now: a fold must come at once after a knock; player 0 "
     "already played on at 2")),
    ({"chips": [5, 5, 5], "moves": moves("0s")}, None, "moves[0].seat",
     "move 0: player 0 has no knock to answer"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1f 1s")}, None, "moves[2].seat",
     "move 2: player 1 folded and takes no further part in the hand"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1f 2f 0k")}, None, "moves[3].action",
     "move 3: the hand is over: everyone else folded, so player 0 wins it"),
    ({"chips": [5, 5, 5], "moves": [{"seat": 0, "action": "jump"}]}, None, "moves[0].action",
     "move 0: 'jump' is not a move: use knock, fold or stay"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1s"), "winner": 0}, None, "moves",
     "player 2 has not answered the last knock (fold or stay)"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1f 2f"), "winner": 1}, None, "winner",
     "everyone else folded, so player 0 wins the hand"),
    ({"chips": [5, 5, 5]}, None, "winner", "say who won the fourth trick (winner)"),
    ({"chips": [5, 5, 5], "winner": 3}, None, "winner", "player 3 is not at this table of 3"),
    ({"chips": [5, 5, 5], "winner": -1}, None, "winner", "player -1 is not at this table of 3"),
    ({"chips": [5, 0, 5], "winner": 1}, LAST, "winner",
     "player 1 has no chips and is out of the game"),
    ({"chips": [5, 0, 5], "winner": 1}, None, "chips[1]",
     ("player 1 has no chips, so the game is already over (unless the table plays on to the "
     "last player with chips)")),
    ({"chips": [5, 5]}, None, "chips",
     "chips must give each of the 3 to 8 seats' chips (0 for a player out of the game)"),
    ({"chips": [5] * 9}, None, "chips",
     "chips must give each of the 3 to 8 seats' chips (0 for a player out of the game)"),
    ({"chips": [5, -1, 5]}, LAST, "chips[1]", "chips cannot be negative"),
    ({"chips": [5, 100001, 5]}, None, "chips[1]", "at most 100,000 chips"),
    ({"chips": [1, 0, 0], "winner": 0}, LAST, "chips",
     "a hand needs at least two players with chips"),
    ({"chips": [1, 0, 0], "moves": [], "winner": 0}, LAST, "chips",
     "a hand needs at least two players with chips"),
    ({"chips": [5, 5, 5], "challenges": {}}, None, "challenges", "challenges must be a list"),
    ({"chips": [5, 5, 5], "challenges": ["x"]}, None, "challenges[0]",
     'a challenge is {"discarder": seat, "challenger": seat, "cards": "AS KH QD JC"}'),
    ({"chips": [5, 5, 5], "challenges": [{"discarder": 0, "challenger": 0,
                                          "cards": "AS KH QD JC"}]}, None,
     "challenges[0].challenger", "a player cannot challenge their own discard"),
    ({"chips": [5, 5, 5], "challenges": [{"discarder": 0, "challenger": 1,
                                          "cards": "AS KH QD"}]}, None,
     "challenges[0].cards", "a discarded Toepen hand is 4 cards; 3 given"),
    ({"chips": [5, 0, 5], "challenges": [{"discarder": 0, "challenger": 1,
                                          "cards": "AS KH QD JC"}], "winner": 0}, LAST,
     "challenges[0].challenger", "player 1 is out of the game"),
    ({"chips": [5, 0, 5], "challenges": [{"discarder": 1, "challenger": 0,
                                          "cards": "AS KH QD JC"}], "winner": 0}, LAST,
     "challenges[0].discarder", "player 1 is out of the game"),
    ({"chips": [5, 5, 5], "moves": [], "value": 2, "winner": 0}, None, "moves",
     "give either the moves, or the value and the folds, not both"),
    ({"chips": [5, 5, 5], "moves": [], "folded": {}, "winner": 0}, None, "moves",
     "give either the moves, or the value and the folds, not both"),
    ({"chips": [5, 5, 5], "value": 0, "winner": 0}, None, "value",
     "a hand is worth at least 1 chip"),
    ({"chips": [5, 5, 5], "value": 6, "winner": 0}, None, "value",
     ("nobody could knock the hand up to 6: a knocker needs as many chips as the hand's value, "
     "and the most anyone has is 5")),
    ({"chips": [5, 5, 5], "value": 2, "folded": [1], "winner": 0}, None, "folded",
     'folded must be an object of seat: chips paid, like {"2": 1}'),
    ({"chips": [5, 5, 5], "value": 1, "folded": {"1": 1}, "winner": 0}, None, "folded.1",
     "nobody knocked (the hand is worth 1), so nobody folded"),
    ({"chips": [5, 5, 5], "value": 3, "folded": {"1": 3}, "winner": 0}, None, "folded.1",
     "a fold pays the value before a knock: 1 to 2 in a hand worth 3"),
    ({"chips": [5, 5, 5], "value": 3, "folded": {"1": 0}, "winner": 0}, None, "folded.1",
     "a fold pays the value before a knock: 1 to 2 in a hand worth 3"),
    ({"chips": [5, 1, 5], "value": 3, "folded": {"1": 2}, "winner": 0}, None, "folded.1",
     "player 1 had only 1 chip to pay"),
    ({"chips": [5, 2, 5], "value": 4, "folded": {"1": 3}, "winner": 0}, None, "folded.1",
     "player 1 had only 2 chips to pay"),
    ({"chips": [5, 5, 5], "value": 3, "folded": {"0": 2, "1": 2, "2": 2}, "winner": 0}, None,
     "folded", "someone must still be in the hand: everyone folded"),
    ({"chips": [5, 0, 5], "value": 3, "folded": {"1": 2}, "winner": 0}, LAST, "folded.1",
     "player 1 is out of the game"),
    ({"chips": [5, 5, 5], "value": 3, "folded": {"3": 2}, "winner": 0}, None, "folded.3",
     "player 3 is not at this table of 3"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any],
                                               options: dict[str, Any] | None, field: str,
                                               message: str) -> None:
    error = refusal(body, options)
    assert (error.field, error.message) == (field, message)


def test_a_knock_up_to_exactly_ones_chips_and_a_stay_past_them_are_allowed() -> None:
    # 001 line 44: no knock past one's own chips, but one may stay in past them.
    hand = ToepenHand.deal([5, 2, 5]).knock(1)
    assert hand.value == 2 and hand.answering == (0, 2) and hand.last_knocker == 1
    assert hand.can_stay(0) and hand.can_fold(2) and not hand.can_knock(2)
    hand = hand.stay(0).stay(2)
    assert hand.can_knock(1) is False and hand.can_knock(0) is True
    hand = hand.knock(0)
    assert hand.history == ((1, "knock"), (0, "stay"), (2, "stay"), (0, "knock"))
    assert hand.can_stay(1) and not hand.can_stay(0)
    hand = hand.fold(1)
    assert hand.folded == ((1, 2),) and hand.in_hand == (0, 2)


def test_no_knock_twice_is_read_from_the_options() -> None:
    hand = ToepenHand.deal([5, 5, 5], {"no_knock_twice": True}).knock(0).stay(1).stay(2)
    assert hand.no_knock_twice is True and hand.can_knock(0) is False and hand.can_knock(1)
    assert ToepenHand.deal([5, 5, 5]).no_knock_twice is False


@pytest.mark.parametrize("body, field, message", [
    ({"chips": [5, 5, 5], "value": "x", "winner": 0}, "value",
     "The hand's value must be a whole number"),
    ({"chips": [5, 5, 5], "value": 3, "folded": {"1": "x"}, "winner": 0}, "folded.1",
     "What a folder paid must be a whole number"),
    ({"chips": [5, "x", 5], "winner": 0}, "chips[1]", "Chips must be a whole number"),
    ({"chips": [5, 5, 5], "winner": "x"}, "winner", "A seat must be a whole number"),
    ({"chips": [5, 5, 5], "moves": [{"seat": "x", "action": "knock"}]}, "moves[0].seat",
     "move 0: A seat must be a whole number"),
    ({"chips": [5, 5, 5], "moves": "x"}, "moves",
     "moves must be a list of knocks, folds and stays"),
])
def test_each_number_read_is_named_in_its_refusal(body: dict[str, Any], field: str,
                                                  message: str) -> None:
    error = refusal(body)
    assert (error.field, error.message) == (field, message)


def test_the_edges_a_table_may_reach() -> None:
    # 001 line 40: a folder pays the value before the knock, all their chips at most;
    # line 44: a knocker needs as many chips as the hand's value; line 1: up to eight players.
    answer = score({"chips": [5, 2, 5], "value": 3, "folded": {"1": 2}, "winner": 0})
    assert answer["lost"] == [0, 2, 3] and answer["chips"] == [5, 0, 2]
    assert score({"chips": [5, 2, 3], "value": 5, "winner": 0})["lost"] == [0, 2, 3]
    assert score({"chips": [5, 100000, 5], "winner": 0})["chips"] == [5, 99999, 4]
    assert score({"chips": [5] * 8, "winner": 0})["lost"] == [0] + [1] * 7


def test_settle_says_the_hand_as_the_score_does() -> None:
    result = ToepenHand.deal([5, 5, 5]).knock(0).fold(1).stay(2).settle(0)
    assert result["value"] == 2 and result["lost"] == [0, 1, 2]
    assert result["breakdown"] == [
        "Player 1 folded and pays 1, the value before the knock.",
        "Player 0 took the last trick and pays nothing.",
        "Player 2 is still in and loses the hand's value, 2.",
        "Player 0 deals the next hand."]
    assert ToepenHand.deal([5, 5, 5]).knock(0).fold(1).history == ((0, "knock"), (1, "fold"))


@pytest.mark.parametrize("body, field, message", [
    ({"chips": [3, 3, 3], "challenges": [{"discarder": 3, "challenger": 0,
                                          "cards": "AS KH QD JC"}], "winner": 0},
     "challenges[0].discarder", "player 3 is not at this table of 3"),
    # the challenge took player 1's last chip: out at once, so not the hand's winner
    ({"chips": [3, 1, 3], "challenges": [{"discarder": 1, "challenger": 0,
                                          "cards": "AS KH QD 7C"}], "winner": 1},
     "winner", "player 1 has no chips and is out of the game"),
    ({"chips": [5, 5, 5], "moves": [{"seat": 0, "action": 5}]}, "moves[0].action",
     "move 0: '5' is not a move: use knock, fold or stay"),
    ({"chips": [5, 5, 5], "moves": [{"seat": 0, "action": "x" * 50}]}, "moves[0].action",
     "move 0: '" + "x" * 40 + "' is not a move: use knock, fold or stay"),
    ({"chips": [5, 5, 5], "moves": moves("0k 1f 2f"), "winner": 7}, "winner",
     "player 7 is not at this table of 3"),
    ({"chips": [5, 5, 5], "moves": ["x"]}, "moves[0]",
     'a move is an object like {"seat": 1, "action": "knock"}'),
])
def test_more_refusals_with_their_fields(body: dict[str, Any], field: str, message: str) -> None:
    error = refusal(body)
    assert (error.field, error.message) == (field, message)


def test_a_body_that_is_no_object_is_refused() -> None:
    from referee.toepen import _score_dict
    with pytest.raises(InvalidInputError) as caught:
        _score_dict([], {})  # type: ignore[arg-type]
    assert (caught.value.field, caught.value.message) == (
        "body", "the request body must be a JSON object")


def test_with_last_player_wins_one_chip_left_still_plays() -> None:
    # 001 line 50: the last player with any chips wins; one chip is chips.
    answer = score({"chips": [5, 2, 0], "winner": 0}, LAST)
    assert answer["chips"] == [5, 1, 0] and answer["game_over"] is False
