"""Chicago's hand score: showdowns, the last trick, 52 and the 46 rule — shared/rules/000 lines
33–68. Players are in seat order."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import CardNotInPackError, DuplicateCardError, RefereeError


def score(**body: Any) -> dict[str, Any]:
    return requests.score("chicago", body)


def won(seat: int, points: int) -> dict[str, int]:
    return {"winner": seat, "points": points}


# --- what a hand adds up to (000:45-55, 000:63) -----------------------------------------------

@pytest.mark.parametrize("body, award", [
    # the first showdown only, mid-hand: two pair scores 2 (000:53)
    ({"scores": [0, 0], "showdowns": [won(1, 2)]}, [0, 2]),
    # both showdowns, then 5 for the last trick (000:63) and the best hand at the end
    ({"scores": [0, 0, 0], "showdowns": [won(0, 1), won(2, 6), won(2, 6)], "last_trick": 1},
     [1, 5, 12]),
    # a tie for the best hand scores nothing (000:55): given as null
    ({"scores": [3, 4], "showdowns": [None, None, None], "last_trick": 0}, [5, 0]),
    # the best hand and the last trick to the same player
    ({"scores": [0, 0, 0, 0], "showdowns": [won(3, 4), None, won(3, 4)], "last_trick": 3},
     [0, 0, 0, 13]),
])
def test_the_hand_adds_the_showdowns_and_the_last_trick(body: dict[str, Any],
                                                        award: list[int]) -> None:
    result = requests.score("chicago", body)
    assert result["award"] == {"by": "seat", "points": award}
    assert result["scores"] == [s + p for s, p in zip(body["scores"], award)]


@pytest.mark.parametrize("hands, winner, points", [
    (["AS AH 7C 7D 2S", "KS KH KD 3C 4C"], 1, 3),      # three of a kind beats two pair (000:52)
    (["2H 3H 4H 5H 9H", "KS KH KD 3C 4C"], 0, 5),      # a flush beats three of a kind
    (["AS KS QS JS 10S", "2H 2D 2C 2S 3H"], 0, 52),    # royal flush 52 (000:46)
    (["AS AH 7C 7D 2S", "AC AD 7H 7S 2H"], None, 0),   # equal hands: nobody scores (000:55)
    (["AS KH 7C 6D 2S", "QS JH 9C 5D 3S"], None, 0),   # no pair: nobody declares
])
def test_a_showdown_may_be_given_as_the_hands_shown(hands: list[str], winner: int | None,
                                                    points: int) -> None:
    result = score(scores=[0, 0], showdowns=[{"hands": hands}])
    assert result["showdowns"][0] == {"moment": "first", "winner": winner, "points": points}
    expected = [0, 0]
    if winner is not None:
        expected[winner] = points
    assert result["award"]["points"] == expected


# --- the end of the game (000:66-67) ----------------------------------------------------------

def test_reaching_52_ends_the_game_at_the_end_of_the_hand_and_the_highest_wins() -> None:
    result = score(scores=[48, 50, 10], showdowns=[won(0, 3), None, won(1, 1)], last_trick=0)
    # 0: 48 + 3 + 5 = 56; 1: 50 + 1 = 51
    assert result["scores"] == [56, 51, 10]
    assert result["game_over"] and result["winner"] == 0 and result["no_draw"] is None


def test_a_royal_flush_wins_a_whole_game_of_points() -> None:
    result = score(scores=[0, 30], showdowns=[won(0, 52), None, None], last_trick=1)
    assert result["game_over"] and result["winner"] == 0


def test_nobody_wins_before_the_hand_is_over() -> None:
    # 000:67 — the player with the highest score at the end of that hand wins
    result = score(scores=[50, 0], showdowns=[won(0, 3)])
    assert result["scores"] == [53, 0] and not result["game_over"]
    assert result["hand_complete"] is False and result["may_draw"] is None


def test_from_46_a_player_may_not_draw_in_the_next_hand() -> None:
    # 000:66 — starting a hand with 46 or more: no discarding and drawing
    result = score(scores=[44, 40], showdowns=[won(0, 2), None, None], last_trick=1)
    assert result["scores"] == [46, 45]
    assert result["may_draw"] == [False, True] and result["no_draw"] == [0]
    assert "player 0 may not discard and draw" in result["explanation"]


@pytest.mark.parametrize("body, field, words", [
    ({"scores": [0]}, "scores", "2 to 4"),
    ({"scores": [0, -1]}, "scores[1]", "negative"),
    ({"scores": [0, 0], "showdowns": [won(2, 1)]}, "showdowns[0].winner", "not at this table"),
    ({"scores": [0, 0], "showdowns": [won(0, 9)]}, "showdowns[0].points", "one of 1, 2"),
    ({"scores": [0, 0], "showdowns": [{"points": 2}]}, "showdowns[0].winner", "need its winner"),
    ({"scores": [0, 0], "showdowns": [None, None, None]}, "last_trick", "who took it"),
    ({"scores": [0, 0], "showdowns": [None], "last_trick": 0}, "showdowns", "all three"),
    ({"scores": [0, 0], "showdowns": [None, None, None], "last_trick": 2}, "last_trick",
     "not at this table"),
    ({"scores": [0, 0], "showdowns": [None] * 4}, "showdowns", "up to three"),
    ({"scores": [0, 0], "showdowns": ["pair"]}, "showdowns[0]", "a showdown is"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH 7C 7D 2S"]}]}, "showdowns[0].hands",
     "all 2 players"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH 7C 7D", "KS KH KD 3C 4C"]}]},
     "showdowns[0].hands[0]", "exactly 5"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH", "KS"], "winner": 0}]},
     "showdowns[0]", "not both"),
])
def test_bad_hands_are_refused_with_the_field(body: dict[str, Any], field: str,
                                              words: str) -> None:
    with pytest.raises(RefereeError) as caught:
        requests.score("chicago", body)
    assert caught.value.field == field and words in caught.value.message


def test_a_card_shown_twice_in_a_showdown_is_named() -> None:
    with pytest.raises(DuplicateCardError) as caught:
        score(scores=[0, 0], showdowns=[{"hands": ["AS AH 7C 7D 2S", "AS KH KD 3C 4C"]}])
    assert "AS" in caught.value.message and caught.value.field.startswith("showdowns[0].hands")


def test_a_card_not_in_the_pack_is_named() -> None:
    with pytest.raises(CardNotInPackError):
        score(scores=[0, 0], showdowns=[{"hands": ["AS AH 7C 7D JK", "KS KH KD 3C 4C"]}])
