"""Truc hands, raises and the eleven rule: shared/rules/003 lines 283–324.

Seats are numbered in the order of play (to the right); side 0 is seats 0 and 2, side 1 seats
1 and 3. Tricks are written as the side that won each, "-" for a drawn trick."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import InvalidInputError, RefereeError
from referee.truc import TrucStakes, hand_winner


def tricks(text: str) -> list[int | None]:
    return [None if t == "-" else int(t) for t in text.split()]


def moves(text: str) -> list[dict[str, Any]]:
    """ "1truc 2accept" -> seat 1 calls truc, seat 2 accepts."""
    return [{"seat": int(m[0]), "action": m[1:]} for m in text.split()]


def stakes(text: str) -> TrucStakes:
    state = TrucStakes()
    for move in moves(text):
        state = state.do(move["action"], move["seat"])
    return state


def score(**body: Any) -> dict[str, Any]:
    return requests.score("truc", body)


# --- the hand from its tricks (003:306-308) ---------------------------------------------------

@pytest.mark.parametrize("dealer, played, winner, settled", [
    (0, "0 0", 0, 2),        # 003:306 — the first two to one side: the third is not played
    (0, "1 1", 1, 2),
    (0, "0 1 0", 0, 3),      # 003:308 — the majority of the tricks
    (0, "1 0 1", 1, 3),
    (0, "0 1 -", 1, 3),      # 003:308 — a tie with a drawn trick: the dealer's opponents
    (1, "0 1 -", 0, 3),
    (0, "- - -", 1, 3),      # three drawn tricks: a tie too
    (3, "- - -", 0, 3),
    (1, "- 1 -", 1, 3),      # more tricks than the other side wins (reading)
    (0, "- - 0", 0, 3),
    (0, "1 -", 1, 2),        # side 1 leads and a tie would go to them too: settled
    (0, "- 1", 1, 2),
    (1, "1 -", None, None),  # side 1 are the dealer's side: trick 3 could tie it for side 0
    (0, "0 -", None, None),
    (0, "0 1", None, None),
    (0, "- -", None, None),
])
def test_the_hand_is_settled_by_its_tricks(dealer: int, played: str, winner: int | None,
                                           settled: int | None) -> None:
    assert hand_winner(tricks(played), dealer) == (winner, settled)


@pytest.mark.parametrize("dealer, played, winner", [
    (0, "0", 0), (0, "1", 1), (0, "-", 1), (1, "-", 0),
])
def test_a_one_card_hand_is_one_trick(dealer: int, played: str, winner: int) -> None:
    # 003:296 — the cut refused, one card each
    assert hand_winner(tricks(played), dealer, cards=1) == (winner, 1)


def test_the_hand_winner_scores_one_and_the_deal_passes_to_the_right() -> None:
    result = score(dealer=3, tricks=[0, 0], scores=[4, 7])
    assert result["hand_winner"] == 0 and result["value"] == 1
    assert result["award"] == {"by": "team", "points": [1, 0]}
    assert result["scores"] == [5, 7] and result["next_dealer"] == 0
    assert "two tricks" in result["explanation"]


def test_a_tie_is_explained_as_going_to_the_dealers_opponents() -> None:
    result = score(dealer=0, tricks=[0, 1, None])
    assert result["award"]["points"] == [0, 1]
    assert "dealer's opponents, side 1" in result["explanation"]


# --- truc and retruc (003:312-316) ------------------------------------------------------------

@pytest.mark.parametrize("played, value", [
    ("", 1),
    ("1truc 2accept", 2),                       # 003:312 — truc raises to two
    ("1truc 2accept 0retruc 1accept", 3),       # 003:314 — retruc to three
    ("2truc 3accept 3retruc 0accept", 3),       # an opponent of the first raiser, any seat
])
def test_accepted_raises_set_the_hands_value(played: str, value: int) -> None:
    assert stakes(played).value == value


@pytest.mark.parametrize("played, move, field, words", [
    ("1truc", "3accept", "seat", "next player in turn, player 2"),   # 003:312
    ("1truc 2accept", "3retruc", "seat", "only an opponent"),        # 003:314
    ("1truc 2accept", "1retruc", "seat", "only an opponent"),
    ("", "0retruc", "action", "call truc first"),
    ("1truc", "2retruc", "action", "must first accept or reject"),
    ("1truc 2accept", "0truc", "action", "already called"),
    ("1truc 2accept 0retruc 1accept", "1retruc", "action", "already called"),
    ("", "1accept", "action", "no raise"),
    ("1truc 2reject", "3truc", "action", "hand stopped"),
    ("", "4truc", "seat", "not at this table"),
    ("", "0raise", "action", "not a move"),
])
def test_raises_by_the_wrong_player_are_refused(played: str, move: str, field: str,
                                                words: str) -> None:
    state = stakes(played)
    seat, action = int(move[0]), move[1:]
    assert not state.can(action, seat)
    with pytest.raises(InvalidInputError) as caught:
        state.do(action, seat)
    assert caught.value.field == field and words in caught.value.message


@pytest.mark.parametrize("played, side, points", [
    ("1truc 2reject", 1, 1),                     # 003:316 — a rejected truc: 1 to the raiser
    ("1truc 2accept 0retruc 1reject", 0, 2),     # a rejected retruc: the agreed 2
])
def test_a_rejected_raise_scores_the_last_agreed_value_to_the_raiser(played: str, side: int,
                                                                     points: int) -> None:
    result = score(dealer=0, tricks=[0], stakes=moves(played))
    assert result["ended_by"] == "rejection" and result["hand_winner"] == side
    assert result["award"]["points"][side] == points and sum(result["award"]["points"]) == points


@pytest.mark.parametrize("summary, side, points", [
    ({"called": "truc", "rejected_by": 0}, 1, 1),
    ({"called": "retruc", "rejected_by": 1}, 0, 2),
])
def test_the_stakes_may_be_given_as_a_summary(summary: dict[str, Any], side: int,
                                              points: int) -> None:
    result = score(dealer=2, stakes=summary)
    assert result["hand_winner"] == side and result["value"] == points


def test_an_accepted_truc_doubles_what_the_hand_winner_scores() -> None:
    # 003:316 — the winners score the agreed amount
    result = score(dealer=0, tricks=[1, 0, 1], stakes={"called": "truc"})
    assert result["award"] == {"by": "team", "points": [0, 2]}
    result = score(dealer=0, tricks=[1, 0, 1], stakes=moves("1truc 2accept 0retruc 1accept"))
    assert result["award"] == {"by": "team", "points": [0, 3]}


# --- a score of eleven, and twelve (003:320-322) ----------------------------------------------

def test_one_side_at_eleven_that_plays_plays_for_three() -> None:
    lost = score(dealer=0, scores=[11, 6], tricks=[1, 1])
    assert lost["value"] == 3 and lost["scores"] == [11, 9] and not lost["game_over"]
    won = score(dealer=0, scores=[11, 6], tricks=[0, 0], eleven="play")
    assert won["game_over"] and won["winner"] == 0 and won["scores"] == [14, 6]


def test_one_side_at_eleven_that_declines_gives_the_other_side_one() -> None:
    # reading: the text does not say; as at most tables, 1 to the other side
    result = score(dealer=0, scores=[4, 11], eleven="decline")
    assert result["ended_by"] == "declined" and result["award"]["points"] == [1, 0]


def test_no_truc_at_eleven() -> None:
    with pytest.raises(InvalidInputError) as caught:
        score(dealer=0, scores=[11, 6], tricks=[1, 1], stakes=moves("1truc"))
    assert caught.value.field == "stakes[0].action" and "already worth 3" in caught.value.message


def test_both_sides_at_eleven_the_hand_decides_the_game() -> None:
    result = score(dealer=1, scores=[11, 11], tricks=[None, None, None])
    assert result["value"] == 1 and result["winner"] == 0 and result["game_over"]
    assert "Both sides have 11" in result["explanation"]


def test_twelve_or_more_wins() -> None:
    result = score(dealer=0, scores=[10, 3], tricks=[0, 0], stakes={"called": "truc"})
    assert result["scores"] == [12, 3] and result["winner"] == 0 and result["next_dealer"] is None


@pytest.mark.parametrize("body, field, words", [
    ({"tricks": [0, 0]}, "dealer", "whole number"),
    ({"dealer": 4, "tricks": [0, 0]}, "dealer", "not at this table"),
    ({"dealer": 0, "tricks": [0, 2]}, "tricks[1]", "0 (seats 0 and 2) or 1"),
    ({"dealer": 0, "tricks": [0, 1, 0, 1]}, "tricks", "up to 3"),
    ({"dealer": 0, "tricks": [0, 0, 1]}, "tricks[2]", "trick 3 is not played"),
    ({"dealer": 0, "tricks": [0, 1]}, "tricks", "not settled"),
    ({"dealer": 0, "tricks": [0, 0], "scores": [12, 0]}, "scores[0]", "ended at 12"),
    ({"dealer": 0, "tricks": [0, 0], "scores": [-1, 0]}, "scores[0]", "negative"),
    ({"dealer": 0, "tricks": [0, 0], "scores": [1]}, "scores", "two sides"),
    ({"dealer": 0, "tricks": [0], "cards": 1, "scores": [11, 0]}, "cards", "three-card"),
    ({"dealer": 0, "tricks": [0], "cards": 2}, "cards", "three cards each"),
    ({"dealer": 0, "tricks": [0, 0], "eleven": "play"}, "eleven", "one side alone"),
    ({"dealer": 0, "scores": [11, 0], "eleven": "decline", "tricks": [0]}, "tricks", "declined"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": moves("1truc 2reject")}, "stakes",
     "settled after trick 2"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": moves("1truc")}, "stakes", "has not answered"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": moves("1truc 3accept")}, "stakes[1].seat",
     "player 2"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": {"called": "double"}}, "stakes.called",
     "truc, retruc"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": {"rejected_by": 1}}, "stakes.rejected_by",
     "nothing was called"),
    ({"dealer": 0, "tricks": [0, 0], "stakes": "truc"}, "stakes", "list of moves"),
])
def test_bad_hands_are_refused_with_the_field(body: dict[str, Any], field: str,
                                              words: str) -> None:
    with pytest.raises(RefereeError) as caught:
        requests.score("truc", body)
    assert caught.value.field == field and words in caught.value.message
