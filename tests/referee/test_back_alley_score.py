"""Back Alley hand scoring, from shared/rules/003 lines 400–419 (bids, board bids, who leads,
contracts made and missed, the 26 hand sizes)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import back_alley, requests
from referee.errors import RefereeError
from referee.words import Names


def score(bids: list[Any], tricks: list[int] | None, hand: int = 1,
          **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"bids": bids, "hand": hand} | extra
    if tricks is not None:
        body["tricks"] = tricks
    return requests.score("back-alley", body)


def refused(bids: list[Any], tricks: list[int] | None, hand: int = 1,
            **extra: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(bids, tricks, hand, **extra)
    return caught.value


# --- hand sizes (003:393, 419) ---

def test_26_hands_go_from_13_cards_down_to_1_twice_and_back_up() -> None:
    assert back_alley.HAND_SIZES == (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
                                     1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)


@pytest.mark.parametrize("hand, dealt, following", [
    (1, 13, 12), (2, 12, 11), (12, 2, 1), (13, 1, 1), (14, 1, 2), (25, 12, 13), (26, 13, None),
])
def test_the_answer_says_how_many_cards_this_hand_and_the_next(
        hand: int, dealt: int, following: int | None) -> None:
    result = score([1, "pass", "pass", "pass"], [1, 0, dealt - 1, 0], hand=hand)
    assert result["cards_dealt"] == dealt
    assert result["next_cards_dealt"] == following


# --- contracts (003:400, 413) ---

def test_a_side_bids_the_sum_of_its_two_bids() -> None:
    result = score([3, 1, 2, 4], [3, 2, 4, 4])
    assert result["contracts"] == [5, 5]
    assert result["tricks"] == [7, 6]


def test_made_scores_five_a_trick_bid_and_one_a_trick_over() -> None:
    result = score([3, 1, 2, 4], [3, 2, 4, 4])
    assert result["made"] == [True, True]
    assert result["points"] == [5 * 5 + 2, 5 * 5 + 1]
    assert result["award"] == {"by": "team", "points": [27, 26]}


def test_short_loses_five_a_trick_bid() -> None:
    result = score([4, 1, 4, 1], [3, 3, 4, 3])
    assert result["made"] == [False, True]
    assert result["points"] == [-40, 10 + 4]


def test_exactly_the_bid_is_made() -> None:
    assert score([2, 3, 2, 3], [2, 3, 2, 6])["points"] == [20, 5 * 6 + 3]


def test_a_side_that_passed_twice_scores_one_a_trick_taken() -> None:
    # 003:400 — a pass is essentially a bid of zero; every trick taken is over the bid.
    result = score([5, "pass", 4, 0], [5, 2, 4, 2])
    assert result["contracts"] == [9, 0]
    assert result["points"] == [45 + 0, 4]


# --- board bids (003:402, 415) ---

@pytest.mark.parametrize("level, each", [("board", 10), ("double board", 20),
                                          ("triple board", 30), ("quadruple board", 40)])
def test_board_bids_win_or_lose_ten_twenty_thirty_forty_a_trick(level: str, each: int) -> None:
    boards = list(back_alley.BOARDS)[:list(back_alley.BOARDS).index(level) + 1]
    # Seats bid in the order 0, 1, 2, 3: the last board bid of the list is team 0's or 1's.
    bids: list[Any] = boards + [1] * (4 - len(boards))
    seat = len(boards) - 1
    team = seat % 2
    all_tricks = [0, 0, 0, 0]
    all_tricks[team] = 13
    made = score(bids, all_tricks)
    assert made["contracts"][team] == level
    assert made["points"][team] == each * 13
    short = [1, 1, 1, 1]
    short[team] = 10
    set_ = score(bids, short)
    assert set_["points"][team] == -each * 13


def test_a_board_in_a_small_hand_is_worth_ten_a_trick_of_that_hand() -> None:
    # Hand 10 is dealt 4 cards each.
    result = score(["board", "pass", 1, "pass"], [4, 0, 0, 0], hand=10)
    assert result["points"] == [40, 0]


def test_the_partner_of_a_board_bidder_plays_for_every_trick_too() -> None:
    result = score([2, "board", "pass", 3], [4, 4, 0, 5])
    assert result["contracts"] == [2, "board"]
    assert result["made"] == [True, False]
    assert result["points"] == [10 + 2, -130]


# --- who leads (003:406) ---

def test_the_highest_bid_leads() -> None:
    assert score([3, 5, 2, 1], [3, 5, 2, 3])["leader"] == 1


def test_of_equal_bids_the_first_in_the_bidding_leads() -> None:
    assert score([2, 4, 3, 4], [2, 4, 3, 4])["leader"] == 1
    # With seat 1 dealing, seat 2 bids first, then 3, 0, 1: seat 3's 4 comes before seat 1's.
    assert score([2, 4, 3, 4], [2, 4, 3, 4], dealer=1)["leader"] == 3


def test_the_highest_board_bid_leads() -> None:
    assert score(["board", "double board", 12, 1], [0, 13, 0, 0])["leader"] == 1


def test_a_board_beats_any_number() -> None:
    assert score([12, "pass", "pass", "board"], [12, 0, 0, 1])["leader"] == 3


def test_the_deal_passes_left_each_hand() -> None:
    # Hand 2: seat 0 deals, seat 1 bids first.
    assert score([4, 4, 1, 1], [4, 4, 2, 2], hand=2)["leader"] == 1
    assert score([4, 4, 1, 1], [4, 4, 2, 2], hand=2)["dealer"] == 0


# --- all pass (003:400) ---

def test_all_four_passing_means_a_redeal_and_no_score() -> None:
    result = score(["pass", "pass", 0, "pass"], None)
    assert result["redeal"] is True
    assert result["award"]["points"] == [0, 0]
    assert "deals hand 1 again, 13 cards each" in result["explanation"]
    # 003 lines 400, 419: the same hand again, so as many cards as this one
    assert result["cards_dealt"] == result["next_cards_dealt"] == 13


def test_all_four_passing_on_hand_12_deals_hand_12_again_with_two_cards() -> None:
    # 003 line 400: the same dealer deals again; line 419: hand 12 is of two cards, so the
    # next cards dealt are two again, not hand 13's one
    answer = score(["pass"] * 4, None, hand=12)
    assert answer["redeal"] and (answer["cards_dealt"], answer["next_cards_dealt"]) == (2, 2)


def test_tricks_may_be_given_per_side() -> None:
    assert score([3, 1, 2, 4], [7, 6])["tricks"] == [7, 6]


# --- bad input ---

def test_a_bid_above_twelve_is_refused() -> None:
    # 003:400 — one to twelve tricks; all thirteen is a board bid.
    error = refused([13, 1, 1, 1], [13, 0, 0, 0])
    assert error.field == "bids[0]" and "board" in error.message


def test_a_bid_above_the_cards_dealt_is_refused() -> None:
    error = refused([5, 1, 1, 1], [4, 0, 0, 0], hand=10)
    assert error.field == "bids[0]" and "4 cards" in error.message


def test_a_double_board_needs_a_board_before_it_in_the_bidding() -> None:
    error = refused(["double board", 1, 1, 1], [13, 0, 0, 0])
    assert error.field == "bids[0]"


def test_two_plain_boards_are_refused() -> None:
    error = refused(["board", "board", 1, 1], [13, 0, 0, 0])
    assert error.field == "bids[1]" and "double board" in error.message


def test_board_bids_rise_in_the_bidding_order_not_the_seat_order() -> None:
    # Seat 2 deals: seat 3 bids first (board), then seat 0 (double board).
    assert score(["double board", 1, 1, "board"], [13, 0, 0, 0], dealer=2)["leader"] == 0


def test_tricks_must_add_up_to_the_cards_dealt() -> None:
    error = refused([3, 1, 2, 4], [3, 2, 4, 3])
    assert error.field == "tricks" and "13" in error.message


@pytest.mark.parametrize("extra, field", [
    ({"bids": [1, 2, 3]}, "bids"),
    ({"bids": [1, 2, "grand", 1]}, "bids[2]"),
    ({"bids": [1, -1, 1, 1]}, "bids[1]"),
    ({"bids": [1, 2.5, 1, 1]}, "bids[1]"),
    ({"bids": [1, None, 1, 1]}, "bids[1]"),
    ({"hand": 0}, "hand"),
    ({"hand": 27}, "hand"),
    ({"hand": "first"}, "hand"),
    ({"tricks": [13, 0, 0]}, "tricks"),
    ({"tricks": [14, -1, 0, 0]}, "tricks[1]"),
    ({"tricks": "13"}, "tricks"),
    ({"dealer": 4}, "dealer"),
])
def test_bad_fields_are_refused_naming_the_field(extra: dict[str, Any], field: str) -> None:
    body: dict[str, Any] = {"bids": [3, 1, 2, 4], "tricks": [3, 2, 4, 4], "hand": 1} | extra
    with pytest.raises(RefereeError) as caught:
        requests.score("back-alley", body)
    assert caught.value.field == field


# --- the table's names ---

def test_the_breakdown_names_the_players_and_partnerships_of_a_named_table() -> None:
    names = Names.read(["Ann", "Boris", "Carl", "Dan"])
    result = score(["board", 1, 2, 3], [13, 0])
    lines = [line.with_names(names) for line in result["breakdown"]]
    assert lines[0] == ("Hand 1 of 26: 13 cards each; Dan dealt, so the bidding went Ann board, "
                        "Boris 1, Carl 2, Dan 3.")
    assert lines[1] == ("Ann & Carl bid board: all 13 tricks, ±10 a trick. They took 13: made, "
                        "+10 × 13 = +130.")
    assert result["explanation"].with_names(names) == \
        "Ann & Carl made board (+130), Boris & Dan missed 4 (-20)."


def test_one_card_each_is_said_in_the_singular() -> None:
    result = score(["board", 0, 0, 0], [1, 0], hand=13)
    assert result["breakdown"][0].startswith("Hand 13 of 26: 1 card each;")
    assert "all 1 trick," in result["breakdown"][1]
    assert result["breakdown"][-1] == "Next hand: 1 card each."
