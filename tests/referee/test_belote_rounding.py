"""Belote's rounding, a named option (issue 41): 003 line 544 rounds each team's score to the
nearest ten after every hand, "traditionally", so ``rounding`` is ``nearest`` by default; a
table (or a concours) that keeps exact points chooses ``none``."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import RefereeError
from referee.games import GAMES

# Hearts are trumps. 75 and 77 card points: 85 and 77 in tricks, the last trick to team 0
SEVENTY_FIVE = "AS KS QS JS 10S 9S 8S 7S AH KH QH QD 10H 9H 8H 7H"
SEVENTY_SEVEN = "AD KD JH JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"


def score(**options: Any) -> dict[str, Any]:
    return requests.score("belote", {"trump": "H", "taker": 0, "last_trick": 0,
                                     "won": [SEVENTY_FIVE, SEVENTY_SEVEN], "options": options})


def test_the_option_is_declared_with_the_texts_reading_as_its_default() -> None:
    option = next(o for o in GAMES["belote"].options if o.name == "rounding")
    assert option.kind == "choice" and option.choices == ("nearest", "none")
    assert option.default == "nearest"


def test_by_default_each_hand_rounds_to_the_nearest_ten() -> None:
    # 003 line 544: rounded to the nearest ten after each hand (a 5 rounds up: 85 → 90)
    result = score()
    assert result["points"] == [85, 77]
    assert result["rounded"] == [90, 80]
    assert result["award"]["points"] == [90, 80]
    assert "Team 0: tricks 85 = 85, rounded to the nearest ten: 90." in result["breakdown"]


def test_without_rounding_the_exact_points_go_on_the_pad_and_the_ruling_says_so() -> None:
    result = score(rounding="none")
    assert result["points"] == result["rounded"] == [85, 77]
    assert result["award"]["points"] == [85, 77]
    assert "Team 0: tricks 85 = 85, not rounded." in result["breakdown"]
    assert "Team 1: tricks 77 = 77, not rounded." in result["breakdown"]
    assert not any("nearest ten" in line for line in result["breakdown"])
    assert result["explanation"].endswith("Team 0 scores 85, team 1 77.")


def test_a_rounding_the_game_does_not_know_is_refused_naming_the_option() -> None:
    with pytest.raises(RefereeError) as caught:
        score(rounding="down")
    assert caught.value.field == "options.rounding"
