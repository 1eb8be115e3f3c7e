"""Nine-Card Don hand scoring, from shared/rules/003 lines 440 and 448–469 (points pegged as
tricks are taken, the 8 for game, the game ending the moment a team reaches 121)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import DuplicateCardError, RefereeError

# Hearts are trumps. Team 0 pegs 5H 10 + 9H 9 + AH 4 + KH 3 + 5S 5 = 31 and counts 37 for game
# (AH KH 10S 10D JS QS KS AS); team 1 pegs QH 2 + JH 1 + 5D 5 = 8 and counts 23.
TEAM_0 = "5H 9H AH KH 10S 10D 5S 2S 3S 4S 6S 7S 8S 9S JS QS KS AS 2H 3H"
TEAM_1 = "QH JH 10H 4H 6H 7H 8H 5D AD KD QD JD 2D 3D 4D 6D"
# The same pegs, but 30 each for game (KS and AS traded for 4H and 6H).
LEVEL_0 = "5H 9H AH KH 10S 10D 5S 2S 3S 4S 6S 7S 8S 9S JS QS 4H 6H 2H 3H"
LEVEL_1 = "QH JH 10H KS AS 7H 8H 5D AD KD QD JD 2D 3D 4D 6D"


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": "H", "won": [TEAM_0, TEAM_1]}
    return requests.score("nine-card-don", body | overrides)


def refused(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


def trick(winner: int, cards: str) -> dict[str, Any]:
    return {"winner": winner, "cards": cards}


# --- points during the hand (003:450-459) ---

def test_trump_five_nine_ace_king_queen_jack_and_plain_fives_are_pegged() -> None:
    result = score()
    assert result["points_in_play"] == [31, 8]
    assert "5H 10 + 9H 9 + AH 4 + KH 3 + 5S 5 = 31" in " ".join(map(str, result["breakdown"]))


def test_the_five_of_trumps_scores_ten_not_fifteen() -> None:
    result = score(won=["5H 2S 3S 4S", "6S 7S 8S 9S"], scores=[115, 0])
    assert result["points_in_play"] == [10, 0]


# --- points for game (003:463) ---

def test_the_higher_count_for_game_scores_eight() -> None:
    result = score()
    assert result["game_points"] == [37, 23]
    assert result["game"] == 0
    assert result["points"] == [31 + 8, 8]
    assert result["award"] == {"by": "team", "points": [39, 8]}


def test_an_equal_count_for_game_scores_nothing() -> None:
    result = score(won=[LEVEL_0, LEVEL_1])
    assert result["game_points"] == [30, 30]
    assert result["game"] is None
    assert result["points"] == [31, 8]


def test_game_points_come_after_the_points_taken_in_play() -> None:
    steps = score(scores=[0, 0])["steps"]
    assert [(s["step"], s["team"], s["points"]) for s in steps] == [
        ("during play", 0, 31), ("during play", 1, 8), ("game", 0, 8)]
    assert steps[-1]["scores"] == [39, 8]


# --- reaching 121 (003:469) ---

def test_a_team_reaching_121_during_play_wins_and_no_game_is_scored() -> None:
    result = score(scores=[100, 50])
    assert result["winner"] == 0 and result["game_over"] is True
    assert result["game"] is None
    assert result["points"] == [31, 8]
    assert "during play" in result["explanation"]


def test_the_eight_for_game_can_take_a_team_to_121() -> None:
    result = score(scores=[82, 0])
    assert result["scores"] == [121, 8]
    assert result["winner"] == 0
    assert "(game)" in result["explanation"]


def test_nobody_at_121_plays_on() -> None:
    result = score(scores=[10, 20])
    assert result["winner"] is None and result["game_over"] is False
    assert result["scores"] == [49, 28]


def test_both_teams_passing_121_in_play_needs_the_tricks_in_order() -> None:
    result = score(scores=[115, 115])
    assert result["winner"] is None and result["game_over"] is True
    assert "give the tricks in order" in result["explanation"]


def test_tricks_in_order_say_which_trick_reached_121() -> None:
    # Team 1 reaches 121 with the JH on trick 3; play stops there.
    result = score(won=None, scores=[115, 115], tricks=[
        trick(0, "2H 3H 4H 6H"), trick(1, "5D AD KD QD"), trick(3, "JH 7D 8D 9D")])
    assert result["winner"] == 1
    assert [s["step"] for s in result["steps"]] == ["trick 2", "trick 3"]
    assert result["scores"] == [115, 121]
    assert "trick 3" in result["explanation"]


def test_no_trick_is_played_after_a_team_reaches_121() -> None:
    error = refused(won=None, scores=[115, 115], tricks=[
        trick(1, "5H AD KD QD"), trick(0, "2H 3H 4H 6H")])
    assert error.field == "tricks" and "trick 1" in error.message


# --- bad input ---

def test_the_first_lead_sets_trumps() -> None:
    # 003:444 — the suit of the pitcher's first card is trumps.
    error = refused(won=None, tricks=[trick(0, "2S 3H 4H 6H")])
    assert error.field == "trump"


def test_a_hand_is_nine_tricks_of_four() -> None:
    # 003:440 — nine cards each; the other sixteen take no part.
    error = refused(won=[TEAM_0, TEAM_1.replace(" 2D 3D 4D 6D", "")])
    assert error.field == "won" and "36" in error.message


def test_more_than_36_cards_are_refused() -> None:
    error = refused(won=[TEAM_0, TEAM_1 + " 7D 8D 9D 10C"])
    assert "36" in error.message


def test_tricks_are_four_cards() -> None:
    assert refused(won=[TEAM_0 + " 7D", TEAM_1]).field == "won[0]"
    assert refused(won=None, tricks=[trick(0, "2H 3H 4H")]).field == "tricks[0].cards"


def test_a_card_taken_twice_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        score(won=[TEAM_0, TEAM_1.replace("6D", "5H")])


@pytest.mark.parametrize("overrides, field", [
    ({"trump": None}, "trump"),
    ({"trump": "hearts and spades"}, "trump"),
    ({"won": [TEAM_0]}, "won"),
    ({"won": [TEAM_0, "5X"]}, "won[1]"),
    ({"tricks": [trick(0, "2H 3H 4H 6H")]}, "won"),
    ({"won": None, "tricks": []}, "tricks"),
    ({"won": None, "tricks": ["2H 3H 4H 6H"]}, "tricks[0]"),
    ({"won": None, "tricks": [trick(4, "2H 3H 4H 6H")]}, "tricks[0].winner"),
    ({"scores": [121, 0]}, "scores[0]"),
    ({"scores": [1, "x"]}, "scores[1]"),
    ({"scores": 5}, "scores"),
])
def test_bad_fields_are_refused_naming_the_field(overrides: dict[str, Any], field: str) -> None:
    assert refused(**overrides).field == field
