"""Truc's rulings in words: each hand's sentence with its tricks, stakes, scores and dealer, and
every refusal with its field. 003 = shared/rules/003 (play to the right, line 304; the majority
of tricks, lines 306-308; truc and retruc, lines 312-316; a score of eleven, line 320; twelve
wins, line 322). Seats in the order of play; side 0 is seats 0 and 2, side 1 seats 1 and 3."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import InvalidInputError
from referee.truc import TrucStakes


def moves(text: str) -> list[dict[str, Any]]:
    """ "1truc 2accept" -> seat 1 calls truc, seat 2 accepts."""
    return [{"seat": int(m[0]), "action": m[1:]} for m in text.split()]


def score(**body: Any) -> dict[str, Any]:
    return requests.score("truc", body)


def refusal(**body: Any) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        score(**body)
    return caught.value


def test_two_tricks_to_one_side_settle_the_hand_in_words() -> None:
    # 003 line 306: the first two tricks to one side, the third is not played; line 308: one
    # point, and the deal passes to the right (dealer 3, so seat 0 deals next).
    answer = score(dealer=3, tricks=[0, 0])
    assert (answer["hand_winner"], answer["value"], answer["decided_after"]) == (0, 1, 2)
    assert answer["ended_by"] == "tricks" and answer["next_dealer"] == 0
    assert answer["points"] == [1, 0] and answer["scores"] == [1, 0]
    assert answer["award"] == {"by": "team", "points": [1, 0]}
    assert answer["stakes"] == {"value": 1, "fixed": False, "rejected": None}
    assert answer["explanation"] == (
        "Trick 1: side 0. Trick 2: side 0. Side 0 has two tricks, a majority of the three: the "
        "last is not played. No raise was accepted: the hand is worth 1. Side 0 scores 1: side "
        "0 0 → 1, side 1 0 → 0. Player 0 deals next (the deal passes to the right).")


def test_a_won_trick_then_a_draw_settles_for_the_dealers_opponents_in_words() -> None:
    # 003 line 308: a tie goes to the dealer's opponents; side 0 are them when seat 3 deals.
    answer = score(dealer=3, tricks=[0, None])
    assert answer["hand_winner"] == 0 and answer["decided_after"] == 2
    assert ("Trick 1: side 0. Trick 2: drawn. Side 0 leads 1 to 0 and the trick left cannot "
            "change the winner (a tie would go to the dealer's opponents, side 0): no more "
            "tricks are played.") in answer["explanation"]
    error = refusal(dealer=0, tricks=[0, None])
    assert (error.field, error.message) == (
        "tricks", "the hand is not settled yet after 2 tricks: give every trick played")
    error = refusal(dealer=0, tricks=[0])
    assert error.message == "the hand is not settled yet after 1 trick: give every trick played"


def test_even_tricks_go_to_the_dealers_opponents_in_words() -> None:
    # 003 line 308: one each and a draw is a tie, which the dealer's opponents win.
    answer = score(dealer=0, tricks=[0, None, 1])
    assert answer["hand_winner"] == 1 and answer["decided_after"] == 3
    assert answer["explanation"].startswith(
        "Trick 1: side 0. Trick 2: drawn. Trick 3: side 1. Tricks are even, 1 each (a drawn "
        "trick counts for nobody): a tie goes to the dealer's opponents, side 1.")
    answer = score(dealer=2, tricks=[None, None, None])
    assert answer["hand_winner"] == 1
    assert "Tricks are even, 0 each" in answer["explanation"]


def test_two_tricks_to_one_of_three_played_in_words() -> None:
    answer = score(dealer=0, tricks=[0, 1, 0], stakes=moves("1truc 2accept 2retruc 3accept"),
                   scores=[5, 6])
    assert answer["points"] == [3, 0] and answer["scores"] == [8, 6]
    assert answer["stakes"] == {"value": 3, "fixed": False, "rejected": None}
    assert answer["explanation"] == (
        "Trick 1: side 0. Trick 2: side 1. Trick 3: side 0. Side 0 won more tricks, 2 to 1. "
        "Retruc was accepted: the hand is worth 3. Side 0 scores 3: side 0 5 → 8, side 1 6 → 6. "
        "Player 1 deals next (the deal passes to the right).")


def test_an_accepted_truc_is_worth_two_in_words() -> None:
    # 003 line 316: the winners score the agreed amount.
    answer = score(dealer=0, tricks=[1, 1], stakes=moves("0truc 1accept"))
    assert answer["points"] == [0, 2]
    assert "Truc was accepted: the hand is worth 2. Side 1 scores 2:" in answer["explanation"]
    assert TrucStakes().do("truc", 1).do("accept", 2).text() == \
        "Truc was accepted: the hand is worth 2."


def test_a_one_card_hand_is_one_trick_in_words() -> None:
    # 003 line 296 (the cut refused): one card each.
    answer = score(dealer=2, tricks=[1], cards=1)
    assert answer["decided_after"] == 1 and answer["next_dealer"] == 3
    assert answer["explanation"].startswith(
        "Trick 1: side 1. Side 1 won more tricks, 1 to 0.")
    answer = score(dealer=2, tricks=[None], cards=1)
    assert answer["hand_winner"] == 1
    assert "Trick 1: drawn. Tricks are even, 0 each" in answer["explanation"]


def test_parda_names_the_deciding_trick() -> None:
    # Option parda: after a drawn first trick, the first trick won decides.
    answer = score(dealer=1, tricks=[None, 0], options={"parda": True})
    assert answer["hand_winner"] == 0 and answer["decided_after"] == 2
    assert answer["explanation"].startswith(
        "Trick 1: drawn. Trick 2: side 0. The first trick was drawn (parda): trick 2, the first "
        "one won, decides the hand for side 0.")


# --- rejected raises (003 lines 312-316) ------------------------------------------------------

def test_a_rejected_truc_scores_one_to_the_raisers_in_words() -> None:
    answer = score(dealer=1, tricks=[0], stakes=moves("1truc 2reject"), scores=[5, 6])
    assert answer["hand_winner"] == 1 and answer["ended_by"] == "rejection"
    assert answer["decided_after"] is None and answer["scores"] == [5, 7]
    assert answer["stakes"] == {"value": 1, "fixed": False, "rejected": "truc"}
    assert answer["explanation"] == (
        "Side 1 called truc and side 0 rejected it: the hand stops and side 1 scores the last "
        "agreed value, 1. Side 1 scores 1: side 0 5 → 5, side 1 6 → 7. Player 2 deals next "
        "(the deal passes to the right).")


def test_a_rejected_retruc_scores_two_to_the_raisers_in_words() -> None:
    answer = score(dealer=1, tricks=[], stakes=moves("1truc 2accept 0retruc 1reject"))
    assert answer["points"] == [2, 0]
    assert answer["stakes"]["rejected"] == "retruc"
    assert answer["explanation"].startswith(
        "Side 0 called retruc and side 1 rejected it: the hand stops and side 0 scores the last "
        "agreed value, 2.")


@pytest.mark.parametrize("summary, side, value", [
    ({"called": "truc", "rejected_by": 1}, 0, 1),
    ({"called": "truc", "rejected_by": 0}, 1, 1),
    ({"called": "retruc", "rejected_by": 1}, 0, 2),
    ({"called": "retruc", "rejected_by": 0}, 1, 2),
])
def test_a_summary_rejection_scores_the_other_side(summary: dict[str, Any], side: int,
                                                   value: int) -> None:
    answer = score(dealer=0, tricks=[1], stakes=summary)
    assert answer["hand_winner"] == side and answer["value"] == value
    call = summary["called"]
    assert answer["explanation"].startswith(
        f"Side {side} called {call} and side {1 - side} rejected it: the hand stops and side "
        f"{side} scores the last agreed value, {value}.")


def test_a_summary_with_an_accepted_raise_sets_the_value() -> None:
    assert score(dealer=0, tricks=[0, 0], stakes={"called": "truc"})["points"] == [2, 0]
    assert score(dealer=0, tricks=[0, 0], stakes={"called": "retruc"})["points"] == [3, 0]
    assert score(dealer=0, tricks=[0, 0], stakes={"called": None})["points"] == [1, 0]


# --- a score of eleven (003 line 320) and the end (line 322) ----------------------------------

def test_one_side_at_eleven_plays_for_three_in_words() -> None:
    answer = score(dealer=1, tricks=[1, 1], scores=[11, 4], eleven="play")
    assert answer["points"] == [0, 3] and answer["scores"] == [11, 7]
    assert answer["stakes"] == {"value": 3, "fixed": True, "rejected": None}
    assert answer["explanation"] == (
        "Side 0 has 11 and chose to play: the hand is worth 3, with no truc or retruc. Trick 1: "
        "side 1. Trick 2: side 1. Side 1 has two tricks, a majority of the three: the last is "
        "not played. The hand is played at eleven, for 3. Side 1 scores 3: side 0 11 → 11, "
        "side 1 4 → 7. Player 2 deals next (the deal passes to the right).")
    assert score(dealer=1, tricks=[1, 1], scores=[4, 11])["points"] == [0, 3]


def test_one_side_at_eleven_declining_gives_the_other_one_in_words() -> None:
    answer = score(dealer=1, scores=[11, 4], eleven="decline")
    assert answer["hand_winner"] == 1 and answer["ended_by"] == "declined"
    assert answer["stakes"] is None and answer["scores"] == [11, 5]
    assert answer["explanation"] == (
        "Side 0 has 11 and declined to play the hand: side 1 scores 1 (reading: the text does "
        "not say what a refusal costs). Side 1 scores 1: side 0 11 → 11, side 1 4 → 5. Player "
        "2 deals next (the deal passes to the right).")


def test_both_at_eleven_the_hand_wins_the_game_in_words() -> None:
    answer = score(dealer=1, tricks=[1, 1], scores=[11, 11])
    assert answer["game_over"] and answer["winner"] == 1 and answer["next_dealer"] is None
    assert answer["explanation"].startswith(
        "Both sides have 11: the hand is played as usual and its winner wins the game.")
    assert answer["explanation"].endswith(
        "Side 1 scores 1: side 0 11 → 11, side 1 11 → 12. Side 1 reaches 12 and wins the game.")


def test_the_target_option_moves_eleven_and_the_end() -> None:
    # Reading: "eleven" is one short of the target (12 by 003 line 322).
    answer = score(dealer=0, tricks=[0, 0], options={"target": 15}, scores=[14, 3])
    assert answer["value"] == 3 and answer["game_over"] and answer["winner"] == 0
    assert answer["explanation"].startswith(
        "Side 0 has 14 and chose to play: the hand is worth 3, with no truc or retruc.")
    assert answer["explanation"].endswith("Side 0 reaches 17 and wins the game.")
    answer = score(dealer=0, tricks=[0, 0], options={"target": 15}, scores=[11, 3])
    assert answer["value"] == 1 and not answer["game_over"] and answer["scores"] == [12, 3]


# --- refusals, each with its field and words --------------------------------------------------

@pytest.mark.parametrize("body, field, message", [
    ({"stakes": moves("1truc 1accept")}, "stakes[1].seat",
     "move 1: player 1's truc is answered by the next player in turn, player 2, not player 1"),
    ({"stakes": moves("3truc 2accept")}, "stakes[1].seat",
     "move 1: player 3's truc is answered by the next player in turn, player 0, not player 2"),
    ({"stakes": moves("1truc 2accept 2truc")}, "stakes[2].action",
     "move 2: truc was already called; the other side may call retruc"),
    ({"stakes": moves("1truc 2accept 3retruc")}, "stakes[2].seat",
     ("move 2: player 3's side called the truc; only an opponent of the first raiser may call "
     "retruc")),
    ({"stakes": moves("1truc 2accept 0retruc 1accept 2retruc")}, "stakes[4].action",
     "move 4: retruc was already called: 3 is the most a hand is worth"),
    ({"stakes": moves("1retruc")}, "stakes[0].action",
     "move 0: retruc re-raises an accepted truc: call truc first"),
    ({"stakes": moves("1accept")}, "stakes[0].action", "move 0: there is no raise to accept"),
    ({"stakes": moves("1reject")}, "stakes[0].action", "move 0: there is no raise to reject"),
    ({"stakes": moves("1truc 0retruc")}, "stakes[1].action",
     "move 1: player 2 must first accept or reject the truc"),
    ({"stakes": moves("1truc 2accept 0retruc 1truc")}, "stakes[3].action",
     "move 3: player 1 must first accept or reject the retruc"),
    ({"stakes": moves("1truc 2reject 3truc")}, "stakes[2].action",
     "move 2: the hand stopped when player 2 rejected the truc"),
    ({"stakes": moves("1truc 2accept 0retruc 1reject 2accept")}, "stakes[4].action",
     "move 4: the hand stopped when player 1 rejected the retruc"),
    ({"stakes": moves("1truc")}, "stakes", "player 2 has not answered the truc"),
    ({"stakes": moves("1truc 2accept 0retruc")}, "stakes",
     "player 1 has not answered the retruc"),
    ({"stakes": moves("1truc 2accept 0retruc 0accept")}, "stakes[3].seat",
     ("move 3: player 0's retruc is answered by the next player in turn, player 1, not "
     "player 0")),
    ({"stakes": moves("1fold")}, "stakes[0].action",
     "move 0: 'fold' is not a move: use truc, retruc, accept or reject"),
    ({"stakes": [{"seat": 4, "action": "truc"}]}, "stakes[0].seat",
     "move 0: player 4 is not at this table of 4 (seats 0 to 3)"),
    ({"stakes": [{"seat": -1, "action": "truc"}]}, "stakes[0].seat",
     "move 0: player -1 is not at this table of 4 (seats 0 to 3)"),
    ({"stakes": "x"}, "stakes", "stakes must be a list of moves or an object"),
    ({"stakes": {"called": "bogus"}}, "stakes.called",
     "called is the last raise called: truc, retruc or null"),
    ({"stakes": {"called": 2}}, "stakes.called",
     "called is the last raise called: truc, retruc or null"),
    ({"stakes": {"called": None, "rejected_by": 1}}, "stakes.rejected_by",
     "nothing was called, so nothing was rejected"),
    ({"stakes": {"called": "truc", "rejected_by": 2}}, "stakes.rejected_by",
     "a partnership is 0 (seats 0 and 2) or 1 (seats 1 and 3)"),
    ({"stakes": {"called": "truc", "rejected_by": True}}, "stakes.rejected_by",
     "a partnership is 0 (seats 0 and 2) or 1 (seats 1 and 3)"),
    ({"stakes": {"called": "truc", "rejected_by": 1}}, "stakes",
     "the hand was settled after trick 2, so no raise was left to reject"),
    ({"tricks": [0, 0, 1]}, "tricks[2]",
     "the hand was settled after trick 2; trick 3 is not played"),
    ({"tricks": [0, 2]}, "tricks[1]", "a partnership is 0 (seats 0 and 2) or 1 (seats 1 and 3)"),
    ({"tricks": [0, 0, 1, 1]}, "tricks",
     "tricks must list up to 3 tricks, each the side that won it (0 or 1) or null when drawn"),
    ({"tricks": "0 0"}, "tricks",
     "tricks must list up to 3 tricks, each the side that won it (0 or 1) or null when drawn"),
    ({"tricks": [0, 1], "cards": 1}, "tricks",
     "tricks must list up to 1 trick, each the side that won it (0 or 1) or null when drawn"),
    ({"cards": 2}, "cards", "a Truc hand is three cards each, or one when the cut was refused"),
    ({"tricks": [0], "cards": 1, "scores": [11, 3]}, "cards",
     "a side has 11: a full three-card hand must be dealt"),
    ({"tricks": [0], "cards": 1, "scores": [3, 11]}, "cards",
     "a side has 11: a full three-card hand must be dealt"),
    ({"scores": [12, 3]}, "scores[0]", "side 0 already has 12: the game ended at 12"),
    ({"scores": [3, 13]}, "scores[1]", "side 1 already has 13: the game ended at 12"),
    ({"scores": [-1, 3]}, "scores[0]", "a score cannot be negative"),
    ({"scores": [1]}, "scores",
     "scores must be the two sides' points, side 0 (seats 0 and 2) first"),
    ({"scores": [11, 3], "eleven": "maybe"}, "eleven", "eleven is play or decline"),
    ({"scores": [10, 3], "eleven": "play"}, "eleven",
     "eleven is only chosen when one side alone has 11"),
    ({"scores": [11, 11], "eleven": "play"}, "eleven",
     "eleven is only chosen when one side alone has 11"),
    ({"scores": [11, 3], "eleven": "decline"}, "tricks",
     "side 0 declined to play at 11: no tricks or stakes"),
    ({"scores": [3, 11], "eleven": "decline", "tricks": [],
      "stakes": {"called": "truc"}}, "stakes",
     "side 1 declined to play at 11: no tricks or stakes"),
    ({"scores": [11, 3], "stakes": {"called": "truc"}}, "stakes.called",
     "a hand played at eleven is already worth 3: no truc or retruc"),
    ({"scores": [11, 3], "stakes": moves("1truc")}, "stakes[0].action",
     "move 0: a hand played at eleven is already worth 3: no truc or retruc"),
    ({"dealer": 4}, "dealer", "player 4 is not at this table of 4 (seats 0 to 3)"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               message: str) -> None:
    error = refusal(**({"dealer": 0, "tricks": [0, 0]} | body))
    assert (error.field, error.message) == (field, message)


def test_the_stakes_machine_answers_who_may_move() -> None:
    # 003 lines 312-314: the next player in turn (seat + 1) answers; only an opponent of the
    # first raiser re-raises, on that trick or a later one.
    state = TrucStakes().do("truc", 3)
    assert state.pending == ("truc", 3) and state.truc_by == 1
    assert state.can("accept", 0) and not state.can("accept", 1) and not state.can("truc", 0)
    state = state.do("accept", 0)
    assert state.value == 2 and state.pending is None and not state.closed
    assert state.can("retruc", 2) and state.can("retruc", 0) and not state.can("retruc", 1)
    state = state.do("retruc", 2).do("reject", 3)
    assert state.closed and state.raiser == 0 and state.value == 2
    assert state.rejected == ("retruc", 2, 3)
    assert state.history == ((3, "truc"), (0, "accept"), (2, "retruc"), (3, "reject"))
    assert TrucStakes().raiser is None
    assert TrucStakes.replay(moves("1truc 2accept")).value == 2
    assert TrucStakes.replay([], fixed=True).value == 3


def test_numbers_read_are_named_and_three_cards_may_be_given() -> None:
    error = refusal(dealer=0, tricks=[0, 0], cards="x")
    assert (error.field, error.message) == ("cards", "Cards dealt must be a whole number")
    error = refusal(dealer=0, tricks=[0, 0], scores=[1, "x"])
    assert (error.field, error.message) == ("scores[1]", "A score must be a whole number")
    assert score(dealer=0, tricks=[0, 0], cards=3)["decided_after"] == 2
    error = refusal(dealer=0, tricks=[0, 0], cards=4)
    assert error.field == "cards"


def test_a_summary_at_eleven_is_the_fixed_hand_for_three() -> None:
    # 003 line 320: one side at eleven plays for three points.
    answer = score(dealer=0, tricks=[0, 0], scores=[11, 3], stakes={})
    assert answer["value"] == 3 and answer["stakes"] == {"value": 3, "fixed": True,
                                                         "rejected": None}
    assert "The hand is played at eleven, for 3." in answer["explanation"]


@pytest.mark.parametrize("stakes, field, message", [
    ([{"seat": "x", "action": "truc"}], "stakes[0].seat",
     "move 0: A seat must be a whole number"),
    (["x"], "stakes[0]", 'a move is an object like {"seat": 1, "action": "truc"}'),
    ([{"seat": 1, "action": 5}], "stakes[0].action",
     "move 0: '5' is not a move: use truc, retruc, accept or reject"),
    ([{"seat": 1, "action": "y" * 50}], "stakes[0].action",
     "move 0: '" + "y" * 40 + "' is not a move: use truc, retruc, accept or reject"),
])
def test_moves_that_cannot_be_read_are_named(stakes: list[Any], field: str,
                                             message: str) -> None:
    error = refusal(dealer=0, tricks=[0, 0], stakes=stakes)
    assert (error.field, error.message) == (field, message)


def test_side_1_declining_at_eleven_gives_side_0_one_in_words() -> None:
    answer = score(dealer=0, scores=[4, 11], eleven="decline")
    assert answer["points"] == [1, 0]
    assert answer["breakdown"][0] == (
        "Side 1 has 11 and declined to play the hand: side 0 scores 1 (reading: the text does "
        "not say what a refusal costs).")
    assert score(dealer=0, tricks=[0, 0])["breakdown"] == [
        "Trick 1: side 0.", "Trick 2: side 0.",
        "Side 0 has two tricks, a majority of the three: the last is not played.",
        "No raise was accepted: the hand is worth 1.",
        "Side 0 scores 1: side 0 0 → 1, side 1 0 → 0.",
        "Player 1 deals next (the deal passes to the right)."]
