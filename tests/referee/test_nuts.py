"""Nuts (Nerts, Pounce) hand scoring, from shared/rules/003 lines 325–375."""

from __future__ import annotations

from typing import Any

import pytest

from referee import nuts, requests
from referee.errors import RefereeError


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("nuts", body)


def test_one_point_a_foundation_card_less_two_a_reserve_card() -> None:
    # 003 line 371: one point per foundation card, two off per reserve card.
    result = score({"foundation": [12, 9], "reserve": [0, 3]})
    assert result["points"] == [12, 3]
    assert result["breakdown"][1] == "player 1: 9 foundation − 2 × 3 reserve = 3; total 0 → 3"


def test_a_hand_can_score_below_zero() -> None:
    assert score({"foundation": [2, 20], "reserve": [9, 0]})["points"] == [-16, 20]


def test_player_who_emptied_the_reserve_called_nuts() -> None:
    # 003 line 366: the hand ends when a player depletes their reserve.
    assert score({"foundation": [12, 9], "reserve": [0, 3]})["called_nuts"] == [0]


def test_totals_carry_on_from_the_scores_given() -> None:
    result = score({"foundation": [10, 5, 7], "reserve": [0, 4, 2], "scores": [50, 60, 70]})
    assert result["scores"] == [60, 57, 73] and result["winner"] is None
    assert "Nobody is past 100" in result["explanation"]


def test_highest_total_wins_once_someone_exceeds_100() -> None:
    # 003 line 373: play on until someone exceeds 100; the highest score then wins.
    result = score({"foundation": [15, 20], "reserve": [0, 1], "scores": [90, 95]})
    assert result["scores"] == [105, 113]
    assert result["passed_target"] == [0, 1] and result["winner"] == 1
    assert result["game_over"]


def test_exactly_100_does_not_end_the_game() -> None:
    result = score({"foundation": [10, 0], "reserve": [0, 5], "scores": [90, 0]})
    assert result["scores"][0] == 100 and result["passed_target"] == []
    assert result["winner"] is None


def test_a_tie_for_highest_past_the_target_means_another_hand() -> None:
    result = score({"foundation": [10, 12], "reserve": [0, 1], "scores": [95, 95]})
    assert result["scores"] == [105, 105] and result["winner"] is None
    assert "play another hand" in result["explanation"]


def test_the_target_is_a_table_option() -> None:
    result = score({"foundation": [10, 4], "reserve": [0, 2], "options": {"target": 50},
                    "scores": [45, 10]})
    assert result["target"] == 50 and result["winner"] == 0


def test_six_players_score_as_three_partnerships_of_neighbours() -> None:
    # 003 line 340: more than four, an even number, pair up; a "player" is then the partnership
    result = score({"foundation": [30, 20, 10], "reserve": [0, 2, 5], "players": 6})
    assert result["points"] == [30, 16, 0]
    assert result["award"] == {"by": "team", "points": [30, 16, 0]}
    assert result["breakdown"][1].startswith("team 1: 20 foundation")


def test_a_partnership_table_may_give_a_count_a_player_and_partners_are_added() -> None:
    result = score({"foundation": [20, 15, 10, 8, 12, 0], "reserve": [0, 0, 3, 0, 0, 4],
                    "players": 6})
    assert result["points"] == [35, 12, 4] and result["award"]["by"] == "team"
    with pytest.raises(RefereeError, match="a reserve is 13 cards"):
        score({"foundation": [0, 0, 0, 0, 0, 0], "reserve": [7, 7, 0, 0, 0, 0], "players": 6})
    with pytest.raises(RefereeError, match="give one count per partnership"):
        score({"foundation": [1, 2], "reserve": [0, 0], "players": 6})


def test_players_alone_give_a_count_each() -> None:
    assert score({"foundation": [5, 6, 7], "reserve": [0, 0, 0],
                  "players": 3})["award"]["by"] == "seat"
    with pytest.raises(RefereeError, match="give one count per player"):
        score({"foundation": [5, 6], "reserve": [0, 0], "players": 5})


def test_hand_points_function() -> None:
    assert nuts.hand_points(20, 4) == 12


@pytest.mark.parametrize("bad, field", [
    ({"foundation": [12], "reserve": [0]}, "foundation"),
    ({"foundation": "12 9", "reserve": [0, 3]}, "foundation"),
    ({"foundation": [12, -1], "reserve": [0, 3]}, "foundation[1]"),
    ({"foundation": [12, 9], "reserve": [0, 14]}, "reserve[1]"),  # the reserve is 13 cards
    ({"foundation": [53, 9], "reserve": [0, 3]}, "foundation[0]"),  # one 52-card pack each
    ({"foundation": [45, 9], "reserve": [10, 3]}, "foundation[0]"),
    ({"foundation": [12, 9], "reserve": [0, 3, 1]}, "reserve"),
    ({"foundation": [12, 9.5], "reserve": [0, 3]}, "foundation[1]"),
    ({"foundation": [12, True], "reserve": [0, 3]}, "foundation[1]"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [1]}, "scores"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [1, "a"]}, "scores[1]"),
    ({"foundation": [12, 9], "reserve": [0, 3], "options": {"target": 0}}, "options.target"),
    ({"foundation": [12, 9], "reserve": [0, 3], "players": 9}, "players"),
    ({"foundation": [12, 9], "reserve": [0, 3], "players": "two"}, "players"),
])
def test_bad_input_is_a_clear_error(bad: dict[str, Any], field: str) -> None:
    with pytest.raises(RefereeError) as caught:
        score(bad)
    assert caught.value.field == field
