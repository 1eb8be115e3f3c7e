"""Nuts rulings in words and figures (shared/rules/003 lines 325–375): each hand's points,
totals, the winner and the sentence a player reads, and every refusal's field and words."""

from __future__ import annotations

from typing import Any

import pytest

from referee import nuts, requests
from referee.bodies import Context
from referee.errors import RefereeError


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("nuts", body)


def refusal(body: dict[str, Any]) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(body)
    return caught.value


def test_the_highest_total_past_100_wins_in_words() -> None:
    # 003 line 371: +1 a foundation card, −2 a reserve card; line 373: past 100, highest wins.
    result = score({"foundation": [15, 20], "reserve": [0, 1], "scores": [90, 95]})
    assert result["points"] == [15, 18] and result["scores_before"] == [90, 95]
    assert result["scores"] == [105, 113] and result["target"] == 100
    assert result["winner"] == 1 and result["game_over"] is True
    assert result["called_nuts"] == [0]
    assert result["award"] == {"by": "seat", "points": [15, 18]}
    assert result["breakdown"] == [
        "player 0: 15 foundation − 2 × 0 reserve = 15; total 90 → 105",
        "player 1: 20 foundation − 2 × 1 reserve = 18; total 95 → 113"]
    assert str(result["explanation"]) == (
        "This hand: player 0 +15, player 1 +18. Totals: 105, 113. Player 1 has the highest "
        "total, 113, with someone past 100, and wins.")
    assert result["explanation"].render("es") == (
        "Esta mano: jugador 0 +15, jugador 1 +18. Totales: 105, 113. El jugador 1 tiene el "
        "total más alto, 113, con alguien por encima de 100, y gana.")


def test_a_partnership_wins_in_words() -> None:
    # 003 line 340: six players pair up with their neighbours; a "player" is the partnership.
    result = score({"foundation": [30, 20, 10], "reserve": [0, 2, 5], "players": 6,
                    "scores": [80, 100, 10]})
    assert result["points"] == [30, 16, 0] and result["scores"] == [110, 116, 10]
    assert result["passed_target"] == [0, 1] and result["winner"] == 1
    assert result["breakdown"][2] == "team 2: 10 foundation − 2 × 5 reserve = 0; total 10 → 10"
    assert str(result["explanation"]) == (
        "This hand: team 0 +30, team 1 +16, team 2 +0. Totals: 110, 116, 10. Team 1 has the "
        "highest total, 116, with someone past 100, and wins.")


def test_players_level_at_the_top_past_100_play_another_hand_in_words() -> None:
    # 003 line 373 names no tie-break: those level at the top play another hand.
    result = score({"foundation": [10, 12, 5, 3], "reserve": [0, 1, 0, 4],
                    "scores": [95, 95, 100, 20]})
    assert result["scores"] == [105, 105, 105, 15] and result["passed_target"] == [0, 1, 2]
    assert result["winner"] is None and result["game_over"] is False
    assert result["called_nuts"] == [0, 2]
    assert str(result["explanation"]) == (
        "This hand: player 0 +10, player 1 +10, player 2 +5, player 3 -5. Totals: 105, 105, "
        "105, 15. Someone is past 100, but player 0 and player 1 and player 2 share the "
        "highest total (105): play another hand.")


def test_the_only_one_past_the_target_is_not_always_the_leader() -> None:
    # 003 line 373: the highest total wins once someone exceeds the target (here 50).
    result = score({"foundation": [10, 4], "reserve": [0, 2], "options": {"target": 50},
                    "scores": [45, 10]})
    assert result["scores"] == [55, 10] and result["passed_target"] == [0]
    assert str(result["explanation"]).endswith(
        "Player 0 has the highest total, 55, with someone past 50, and wins.")


def test_nobody_past_the_target_in_words() -> None:
    result = score({"foundation": [1, 2, 3], "reserve": [0, 0, 0], "players": 6})
    assert result["award"] == {"by": "team", "points": [1, 2, 3]}
    assert str(result["explanation"]) == (
        "This hand: team 0 +1, team 1 +2, team 2 +3. Totals: 1, 2, 3. Nobody is past 100 yet: "
        "play another hand.")


def test_a_full_pack_at_the_edges_is_scored() -> None:
    # 003 lines 336 and 342: one 52-card pack each, a reserve of thirteen.
    result = score({"foundation": [52, 39], "reserve": [0, 13], "scores": [-10**6, 10**6]})
    assert result["points"] == [52, 13] and result["winner"] == 1
    assert nuts.hand_points(39, 13) == 13


@pytest.mark.parametrize("body, field, said", [
    ({"foundation": [12, -1], "reserve": [0, 3]}, "foundation[1]",
     "Cards played to the foundations cannot be negative"),
    ({"foundation": [12, 9], "reserve": [0, -3]}, "reserve[1]",
     "Cards left in the reserve cannot be negative"),
    ({"foundation": [12, 9], "reserve": [0, 14]}, "reserve[1]",
     "Cards left in the reserve is at most 13, not 14"),
    ({"foundation": [53, 9], "reserve": [0, 3]}, "foundation[0]",
     "Cards played to the foundations is at most 52, not 53"),
    ({"foundation": [45, 9], "reserve": [10, 3]}, "foundation[0]",
     "player 0 has 45 foundation cards and 10 in the reserve, more than the 52 cards of one "
     "pack"),
    ({"foundation": [9, 43], "reserve": [3, 10]}, "foundation[1]",
     "player 1 has 43 foundation cards and 10 in the reserve, more than the 52 cards of one "
     "pack"),
    ({"foundation": [12, 9], "reserve": [0, 3, 1]}, "reserve",
     "reserve lists 3 players but foundation lists 2"),
    ({"foundation": [12], "reserve": [0]}, "foundation",
     "foundation must list a count for each player (2 to 8)"),
    ({"foundation": [1] * 9, "reserve": [0] * 9}, "foundation",
     "foundation must list a count for each player (2 to 8)"),
    ({"foundation": [12, 9], "reserve": [0]}, "reserve",
     "reserve must list a count for each player (2 to 8)"),
    ({"foundation": [12, 9]}, "reserve", "reserve must list a count for each player (2 to 8)"),
    ({"foundation": [12, 9.5], "reserve": [0, 3]}, "foundation[1]",
     "Cards played to the foundations must be a whole number"),
    ({"foundation": [12, 9], "reserve": [0, "x"]}, "reserve[1]",
     "Cards left in the reserve must be a whole number"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [1]}, "scores",
     "scores must give each player's total before this hand, in the same order"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [1, 10**6 + 1]}, "scores[1]",
     "that score is implausibly large"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [-10**6 - 1, 1]}, "scores[0]",
     "that score is implausibly large"),
    ({"foundation": [12, 9], "reserve": [0, 3], "scores": [1, "a"]}, "scores[1]",
     "A score must be a whole number"),
    ({"foundation": [12, 9], "reserve": [0, 3], "players": 9}, "players",
     "Nuts is for 2 to 8 players"),
    ({"foundation": [12, 9], "reserve": [0, 3], "players": 1}, "players",
     "Nuts is for 2 to 8 players"),
    ({"foundation": [12, 9], "reserve": [0, 3], "players": "two"}, "players",
     "The number of players must be a whole number"),
    ({"foundation": [1, 2], "reserve": [0, 0], "players": 6}, "foundation",
     "foundation lists 2 counts, but 6 play in 3 partnerships: give one count per partnership "
     "(or one per player)"),
    ({"foundation": [1, 2, 3], "reserve": [0, 0], "players": 6}, "reserve",
     "reserve lists 2 counts, but 6 play in 3 partnerships: give one count per partnership "
     "(or one per player)"),
    ({"foundation": [5, 6], "reserve": [0, 0], "players": 5}, "foundation",
     "foundation lists 2 counts, but 5 play: give one count per player"),
    ({"foundation": [0] * 6, "reserve": [7, 7, 0, 0, 0, 0], "players": 6}, "reserve[0]",
     "team 0 has 14 cards left in the reserve, but a reserve is 13 cards"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               said: str) -> None:
    caught = refusal(body)
    assert caught.field == field
    assert str(caught.message) == said


def test_a_refusal_reads_in_spanish() -> None:
    caught = refusal({"foundation": [45, 9], "reserve": [10, 3]})
    assert caught.message.render("es") == (
        "jugador 0 tiene 45 cartas en las bases y 10 en la reserva, más que las 52 cartas de "
        "una baraja")



def test_eight_players_play_in_four_partnerships_four_alone() -> None:
    # 003 line 340: an even number above four pairs up (eight: four partnerships); two to
    # four play alone.
    result = score({"foundation": [1, 2, 3, 4, 5, 6, 7, 8], "reserve": [0] * 8, "players": 8})
    assert result["points"] == [3, 7, 11, 15] and result["award"]["by"] == "team"
    result = score({"foundation": [1, 2, 3, 4], "reserve": [0] * 4, "players": 4})
    assert result["points"] == [1, 2, 3, 4] and result["award"]["by"] == "seat"
    result = score({"foundation": [1, 2], "reserve": [0, 0], "players": 2})
    assert result["points"] == [1, 2] and result["award"]["by"] == "seat"
    assert score({"foundation": [1] * 8, "reserve": [0] * 8})["points"] == [1] * 8


def test_partnerships_level_at_the_top_play_another_hand_in_words() -> None:
    result = score({"foundation": [10, 12, 0], "reserve": [0, 1, 0], "players": 6,
                    "scores": [95, 95, 0]})
    assert result["scores"] == [105, 105, 0] and result["winner"] is None
    assert str(result["explanation"]).endswith(
        "Someone is past 100, but team 0 and team 1 share the highest total (105): play "
        "another hand.")


def test_a_partnership_past_one_pack_is_named() -> None:
    # 003 line 340: a partnership is scored as one player, with one pack's 52 cards.
    caught = refusal({"foundation": [45, 0, 0], "reserve": [10, 0, 0], "players": 6})
    assert caught.field == "foundation[0]"
    assert str(caught.message) == ("team 0 has 45 foundation cards and 10 in the reserve, "
                                   "more than the 52 cards of one pack")


def test_the_count_reader_adds_partners_and_refuses_a_count_past_its_most() -> None:
    # (the reader the hand's body is built with, made once at import: called here so that a
    # change to how it is made shows)
    context = Context(nuts.GAME, nuts.GAME.defaults(), nuts.GAME.pack_for())
    context.values["players"] = ((0, 1), (2, 3), (4, 5))
    read = nuts._counts("reserve", nuts.RESERVE_SIZE)
    assert read([0, 1, 2, 3, 4, 5], "reserve", context) == (1, 5, 9)
    assert read([0, 1, 2], "reserve", context) == (0, 1, 2)
    with pytest.raises(RefereeError) as caught:
        read([0, 14, 0], "reserve", context)
    assert caught.value.field == "reserve[1]"
    assert str(caught.value.message) == "Cards left in the reserve is at most 13, not 14"
    with pytest.raises(RefereeError) as caught:
        read([0, 1], "reserve", context)
    assert caught.value.field == "reserve"
    assert str(caught.value.message) == ("reserve lists 2 counts, but 6 play in 3 partnerships: "
                                         "give one count per partnership (or one per player)")
