"""Nine-Card Don rulings in words and figures (shared/rules/003 lines 421-469): every line of a
hand's breakdown, the steps in the order scored, the race to 121 at its edges, a trick's
sentences, and each refusal's field and words, in English and (one per kind) Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from referee import nine_card_don, requests
from referee.cards import Suit, parse_card
from referee.errors import InvalidInputError, RefereeError
from referee.rulings import Trick

# Hearts are trumps. Team 0 pegs 5H 10 + 9H 9 + AH 4 + KH 3 + 5S 5 = 31 and counts 37 for game;
# team 1 pegs QH 2 + JH 1 + 5D 5 = 8 and counts 23 (003 lines 450-463).
TEAM_0 = "5H 9H AH KH 10S 10D 5S 2S 3S 4S 6S 7S 8S 9S JS QS KS AS 2H 3H"
TEAM_1 = "QH JH 10H 4H 6H 7H 8H 5D AD KD QD JD 2D 3D 4D 6D"
PEGGED_0 = "Team 0 pegged as it took its tricks: 5H 10 + 9H 9 + AH 4 + KH 3 + 5S 5 = 31."
PEGGED_1 = "Team 1 pegged as it took its tricks: QH 2 + JH 1 + 5D 5 = 8."
GAME_0 = "Team 0 for game: AH 4 + KH 3 + 10S 10 + 10D 10 + JS 1 + QS 2 + KS 3 + AS 4 = 37."
GAME_1 = "Team 1 for game: QH 2 + JH 1 + 10H 10 + AD 4 + KD 3 + QD 2 + JD 1 = 23."

# Nine tricks in order (winner seat, cards, lead first), hearts led first so hearts are trumps.
# Pegged: trick 1 5H 10 (team 0), trick 2 9H 9 (team 1), trick 3 nothing, trick 4 the plain 5S 5
# (team 1), trick 7 AH 4, trick 8 KH 3, trick 9 QH 2 + JH 1. For game: team 0 AS KS QS JS AH QH
# JH = 17, team 1 three tens and KH = 33.
NINE = [(0, "5H 2C 3C 4C"), (1, "9H 6C 7C 8C"), (2, "2S 3S 4S 6S"), (3, "5S 7S 8S 9S"),
        (0, "AS KS QS JS"), (1, "10S 10D 10C 2D"), (0, "AH 3D 4D 6D"), (1, "KH 7D 8D 9D"),
        (0, "QH JH 2H 3H")]


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": "H", "won": [TEAM_0, TEAM_1]}
    return requests.score("nine-card-don", body | overrides)


def in_order(tricks: list[tuple[int, str]] = NINE, **overrides: Any) -> dict[str, Any]:
    return score(won=None, tricks=[{"winner": w, "cards": c} for w, c in tricks], **overrides)


def refused(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


def lines(result: dict[str, Any]) -> list[str]:
    return [str(line) for line in result["breakdown"]]


def steps(result: dict[str, Any]) -> list[tuple[str, int, int, list[int]]]:
    return [(str(s["step"]), s["team"], s["points"], s["scores"]) for s in result["steps"]]


# --- a hand played out (003 lines 448-467) -----------------------------------------------------

def test_a_hand_played_out_pegs_then_scores_eight_for_game_in_words() -> None:
    result = score()
    assert result["points_in_play"] == [31, 8] and result["game_points"] == [37, 23]
    assert result["game"] == 0 and result["points"] == [39, 8]
    assert result["scores_before"] == [0, 0] and result["scores"] == [39, 8]
    assert result["target"] == 121 and result["winner"] is None
    assert result["game_over"] is False
    assert result["award"] == {"by": "team", "points": [39, 8]}
    assert steps(result) == [("during play", 0, 31, [31, 0]), ("during play", 1, 8, [31, 8]),
                             ("game", 0, 8, [39, 8])]
    # without scores before the hand, the race to 121 is not said in the breakdown
    assert lines(result) == [
        "Hearts are trumps.", PEGGED_0, PEGGED_1, GAME_0, GAME_1,
        "Team 0 has more for game (37 against 23) and scores 8.",
        "This hand: team 0 39, team 1 8."]
    assert str(result["explanation"]) == ("Team 0 scores 39, team 1 8; team 0 takes 8 for game. "
                                          "Scores 39 and 8: nobody has reached 121 yet.")
    assert result["explanation"].render("es") == (
        "La pareja 0 se apunta 39, la pareja 1, 8; la pareja 0 se lleva 8 por el tanto de "
        "juego. Tantos 39 y 8: nadie ha llegado aún a 121.")


def test_scores_given_as_null_are_none_given() -> None:
    result = score(scores=None)
    assert result["scores_before"] == [0, 0] and result["scores"] == [39, 8]
    assert len(result["breakdown"]) == 7


def test_team_one_takes_the_eight_for_game_with_the_higher_count() -> None:
    # 003 line 465: whichever team has the higher total scores eight.
    result = score(won=[TEAM_1, TEAM_0], scores=[10, 20])
    assert result["points_in_play"] == [8, 31] and result["game_points"] == [23, 37]
    assert result["game"] == 1 and result["points"] == [8, 39]
    assert result["scores"] == [18, 59]
    assert steps(result) == [("during play", 0, 8, [18, 20]), ("during play", 1, 31, [18, 51]),
                             ("game", 1, 8, [18, 59])]
    assert lines(result)[-3:] == ["Team 1 has more for game (37 against 23) and scores 8.",
                                  "This hand: team 0 8, team 1 39.",
                                  "Scores 18 and 59: nobody has reached 121 yet."]
    assert str(result["explanation"]) == ("Team 0 scores 8, team 1 39; team 1 takes 8 for game. "
                                          "Scores 18 and 59: nobody has reached 121 yet.")


def test_a_tie_for_game_scores_nobody_the_eight() -> None:
    # 003 line 465: if the two teams tie, neither scores these points. KS and AS traded for
    # 4H and 6H leave 30 each.
    level_0 = "5H 9H AH KH 10S 10D 5S 2S 3S 4S 6S 7S 8S 9S JS QS 4H 6H 2H 3H"
    level_1 = "QH JH 10H KS AS 7H 8H 5D AD KD QD JD 2D 3D 4D 6D"
    result = score(won=[level_0, level_1])
    assert result["game_points"] == [30, 30] and result["game"] is None
    assert result["points"] == [31, 8] and result["scores"] == [31, 8]
    assert [s["step"] for s in result["steps"]] == ["during play", "during play"]
    assert lines(result)[3:] == [
        "Team 0 for game: AH 4 + KH 3 + 10S 10 + 10D 10 + JS 1 + QS 2 = 30.",
        "Team 1 for game: QH 2 + JH 1 + 10H 10 + KS 3 + AS 4 + AD 4 + KD 3 + QD 2 + JD 1 = 30.",
        "Game is tied at 30: neither team scores the 8.",
        "This hand: team 0 31, team 1 8."]
    assert str(result["explanation"]) == \
        "Team 0 scores 31, team 1 8. Scores 31 and 8: nobody has reached 121 yet."
    assert result["explanation"].render("es") == \
        "La pareja 0 suma 31, la pareja 1, 8. Tantos 31 y 8: nadie ha llegado aún a 121."


def test_each_breakdown_line_is_a_sentence_in_every_language() -> None:
    # a line opening with the team starts with a capital, as every other line does
    result = score()
    assert result["breakdown"][1].render("es") == (
        "La pareja 0 sumó al hacer sus bazas: 5H 10 + 9H 9 + AH 4 + KH 3 + 5S 5 = 31.")
    assert result["breakdown"][3].render("es") == (
        "La pareja 0, para el tanto de juego: AH 4 + KH 3 + 10S 10 + 10D 10 + JS 1 + QS 2 + "
        "KS 3 + AS 4 = 37.")


def test_a_team_that_pegs_nothing_is_said_to_peg_nothing() -> None:
    result = in_order([(1, "2H 3H 4H 6H"), (0, "5D AD KD QD")], scores=[119, 0])
    assert lines(result)[1:5] == [
        "Team 0 pegged as it took its tricks: 5D 5 = 5.",
        "Team 1 pegged as it took its tricks: nothing.",
        "Team 0 for game: AD 4 + KD 3 + QD 2 = 9.",
        "Team 1 for game: nothing."]


# --- the nine tricks in order (003 lines 448-459: pegged as each trick is taken) ---------------

def test_tricks_in_order_peg_trick_by_trick_then_game() -> None:
    result = in_order()
    assert result["points_in_play"] == [17, 17] and result["game_points"] == [17, 33]
    assert result["game"] == 1 and result["points"] == [17, 25]
    # tricks that score nothing (3, 5, 6) are no step; seats 2 and 3 play for teams 0 and 1
    assert steps(result) == [
        ("trick 1", 0, 10, [10, 0]), ("trick 2", 1, 9, [10, 9]), ("trick 4", 1, 5, [10, 14]),
        ("trick 7", 0, 4, [14, 14]), ("trick 8", 1, 3, [14, 17]), ("trick 9", 0, 3, [17, 17]),
        ("game", 1, 8, [17, 25])]
    assert lines(result) == [
        "Hearts are trumps.",
        "Team 0 pegged as it took its tricks: 5H 10 + AH 4 + QH 2 + JH 1 = 17.",
        "Team 1 pegged as it took its tricks: 9H 9 + 5S 5 + KH 3 = 17.",
        "Team 0 for game: AS 4 + KS 3 + QS 2 + JS 1 + AH 4 + QH 2 + JH 1 = 17.",
        "Team 1 for game: 10S 10 + 10D 10 + 10C 10 + KH 3 = 33.",
        "Team 1 has more for game (33 against 17) and scores 8.",
        "This hand: team 0 17, team 1 25."]
    assert result["winner"] is None and result["game_over"] is False


def test_the_eight_for_game_takes_team_one_to_121_exactly() -> None:
    # 003 line 469: reaches or exceeds 121; 96 + 17 pegged = 113, + 8 for game = 121.
    result = in_order(scores=[0, 96])
    assert result["scores"] == [17, 121] and result["winner"] == 1
    assert result["game_over"] is True and result["game"] == 1
    assert lines(result)[-1] == "Team 1 reached 121 (game) and wins; play stops there."
    assert str(result["explanation"]) == ("Team 0 scores 17, team 1 25; team 1 takes 8 for game. "
                                          "Team 1 reached 121 (game) and wins; play stops there.")
    assert result["explanation"].render("es") == (
        "La pareja 0 se apunta 17, la pareja 1, 25; la pareja 1 se lleva 8 por el tanto de "
        "juego. La pareja 1 llegó a 121 (tanto de juego) y gana; el juego se para ahí.")


def test_one_short_of_121_after_game_plays_on() -> None:
    result = in_order(scores=[0, 95])
    assert result["scores"] == [17, 120] and result["winner"] is None
    assert result["game_over"] is False
    assert lines(result)[-1] == "Scores 17 and 120: nobody has reached 121 yet."


def test_reaching_121_on_a_trick_stops_play_there() -> None:
    # 003 line 469: play ceases at once; team 1 (seat 3) reaches 121 with the 5S on trick 4.
    result = in_order(NINE[:4], scores=[0, 107])
    assert steps(result) == [("trick 1", 0, 10, [10, 107]), ("trick 2", 1, 9, [10, 116]),
                             ("trick 4", 1, 5, [10, 121])]
    assert result["winner"] == 1 and result["game"] is None and result["points"] == [10, 14]
    assert lines(result)[-3:] == ["Play stopped at 121, so nothing is scored for game.",
                                  "This hand: team 0 10, team 1 14.",
                                  "Team 1 reached 121 (trick 4) and wins; play stops there."]
    assert str(result["explanation"]) == \
        "Team 0 scores 10, team 1 14. Team 1 reached 121 (trick 4) and wins; play stops there."
    assert result["explanation"].render("es") == (
        "La pareja 0 suma 10, la pareja 1, 14. La pareja 1 llegó a 121 (baza 4) y gana; el "
        "juego se para ahí.")


def test_a_trick_given_after_the_one_that_reached_121_is_refused() -> None:
    with pytest.raises(InvalidInputError) as caught:
        in_order(scores=[0, 112])
    assert caught.value.field == "tricks"
    assert str(caught.value.message) == ("team 1 reached 121 on trick 2, and play stops there: "
                                         "tricks after it were not played")
    assert caught.value.message.render("es") == ("pareja 1 llegó a 121 en la baza 2, y el juego "
                                                 "se para ahí: las bazas siguientes no se jugaron")


def test_fewer_than_nine_tricks_without_121_are_refused() -> None:
    with pytest.raises(InvalidInputError) as caught:
        in_order(NINE[:8], scores=[0, 0])
    assert caught.value.field == "tricks"
    assert str(caught.value.message) == ("32 cards were taken, but a hand is nine tricks (36 "
                                         "cards) unless a side reaches 121 during play")


def test_the_first_trick_given_must_lead_a_trump() -> None:
    with pytest.raises(InvalidInputError) as caught:
        in_order([(1, "2S 3H 4H 6H")])
    assert caught.value.field == "trump"
    assert str(caught.value.message) == \
        "the first lead sets trumps: 2S was led, so spades are trumps, not hearts"


# --- the race to 121 given only the won cards (003 line 469) -----------------------------------

@pytest.mark.parametrize("before, after, winner, when", [
    ([90, 0], [121, 8], 0, "during play"),     # 90 + 31 reaches 121 exactly in play
    ([89, 113], [120, 121], 1, "during play"),  # team 1's 8 reaches it, team 0 stops at 120
])
def test_reaching_121_during_play_wins_and_nothing_is_scored_for_game(
        before: list[int], after: list[int], winner: int, when: str) -> None:
    result = score(scores=before)
    assert result["scores"] == after and result["winner"] == winner
    assert result["game_over"] is True and result["game"] is None
    assert result["points"] == [31, 8] and result["award"]["points"] == [31, 8]
    assert [s["step"] for s in result["steps"]] == ["during play", "during play"]
    assert lines(result)[5:] == ["Play stopped at 121, so nothing is scored for game.",
                                 "This hand: team 0 31, team 1 8.",
                                 f"Team {winner} reached 121 ({when}) and wins; play stops there."]
    assert str(result["explanation"]) == (f"Team 0 scores 31, team 1 8. Team {winner} reached "
                                          f"121 ({when}) and wins; play stops there.")


def test_120_after_play_goes_to_121_with_the_eight_for_game() -> None:
    result = score(scores=[89, 0])
    assert result["scores"] == [128, 8] and result["winner"] == 0 and result["game"] == 0
    assert steps(result)[-1] == ("game", 0, 8, [128, 8])
    assert lines(result)[-1] == "Team 0 reached 121 (game) and wins; play stops there."


def test_both_teams_past_121_in_play_ask_for_the_tricks_in_order() -> None:
    result = score(scores=[115, 115])
    assert result["winner"] is None and result["game_over"] is True and result["game"] is None
    assert result["scores"] == [146, 123]
    assert lines(result)[5] == "Play stopped at 121, so nothing is scored for game."
    said = ("Both teams reached 121 during play; the first to get there wins, which the won "
            "cards cannot show: give the tricks in order.")
    assert lines(result)[-1] == said
    assert str(result["explanation"]) == "Team 0 scores 31, team 1 8. " + said
    assert result["explanation"].render("es") == (
        "La pareja 0 suma 31, la pareja 1, 8. Las dos parejas llegaron a 121 durante el juego; "
        "gana la primera en llegar, y eso no se ve en las cartas ganadas: da las bazas en "
        "orden.")


def test_fewer_than_36_cards_stand_when_both_reached_121_in_play() -> None:
    # the cards may be fewer than 36 when play stopped (003 line 469)
    result = score(won=["5H 9H AH KH", "QH JH 5D 2H"], scores=[100, 113])
    assert result["points_in_play"] == [26, 8] and result["game_over"] is True
    assert result["winner"] is None


def test_the_target_option_moves_the_finish_line() -> None:
    # the table's target (catalog option), passed with the request
    result = score(scores=[130, 0], options={"target": 150})
    assert result["target"] == 150 and result["winner"] == 0 and result["scores"] == [161, 8]
    assert lines(result)[5] == "Play stopped at 150, so nothing is scored for game."
    assert lines(result)[-1] == "Team 0 reached 150 (during play) and wins; play stops there."
    played_on = score(scores=[90, 0], options={"target": 150})
    assert played_on["winner"] is None and played_on["scores"] == [129, 8]
    with pytest.raises(InvalidInputError) as caught:
        score(scores=[150, 0], options={"target": 150})
    assert caught.value.field == "scores[0]"
    assert str(caught.value.message) == \
        "a score before the hand is 0 to 149: at 150 the game is already over"


def test_a_low_target_reached_in_the_first_hand_is_said_without_scores_before() -> None:
    # the race is said once a team reaches the target, scores before the hand given or not
    result = score(options={"target": 30})
    assert result["winner"] == 0 and result["game"] is None
    assert lines(result)[-1] == "Team 0 reached 30 (during play) and wins; play stops there."
    both = score(options={"target": 8})
    assert both["winner"] is None and both["game_over"] is True
    assert lines(both)[-1] == ("Both teams reached 8 during play; the first to get there wins, "
                               "which the won cards cannot show: give the tricks in order.")


def test_a_single_card_taken_is_refused_in_the_singular() -> None:
    error = refused(won=[TEAM_0, "7C"])
    assert error.field == "won[1]"
    assert str(error.message) == "team 1 took 1 card, but tricks are four cards each"
    assert error.message.render("es") == \
        "pareja 1 ganó 1 carta, pero las bazas son de cuatro cartas"


# --- refusals ----------------------------------------------------------------------------------

@pytest.mark.parametrize("overrides, field, said", [
    ({"trump": None}, "trump", "say the trump suit: the suit of the pitcher's first lead"),
    ({"trump": ""}, "trump", "say the trump suit: the suit of the pitcher's first lead"),
    ({"trump": "none"}, "trump", "say the trump suit: the suit of the pitcher's first lead"),
    ({"won": [TEAM_0]}, "won",
     "won must give the cards it took in tricks for each of the two teams"),
    ({"won": "x"}, "won",
     "won must give the cards it took in tricks for each of the two teams"),
    ({"won": None}, "won",
     "won must give the cards it took in tricks for each of the two teams"),
    ({"tricks": [{"winner": 0, "cards": "2H 3H 4H 6H"}]}, "won",
     "give either won (each side's cards) or tricks (in order), not both"),
    ({"won": None, "tricks": []}, "tricks",
     "tricks must list the tricks in the order played (1 to 9)"),
    ({"won": None, "tricks": [{"winner": 0, "cards": "2H 3H 4H 6H"}] * 10}, "tricks",
     "tricks must list the tricks in the order played (1 to 9)"),
    ({"won": None, "tricks": ["2H 3H 4H 6H"]}, "tricks[0]",
     'each trick is {"winner": team, "cards": [...]}'),
    ({"won": None, "tricks": [{"winner": 4, "cards": "2H 3H 4H 6H"}]}, "tricks[0].winner",
     "winner must be the team (0 or 1) or seat (0–3) that took the trick"),
    ({"won": None, "tricks": [{"winner": -1, "cards": "2H 3H 4H 6H"}]}, "tricks[0].winner",
     "winner must be the team (0 or 1) or seat (0–3) that took the trick"),
    ({"won": None, "tricks": [{"winner": True, "cards": "2H 3H 4H 6H"}]}, "tricks[0].winner",
     "winner must be the team (0 or 1) or seat (0–3) that took the trick"),
    ({"won": None, "tricks": [{"winner": 1, "cards": "2H 3H 4H"}]}, "tricks[0].cards",
     "a trick is four cards, not 3"),
    ({"won": None, "tricks": [{"winner": 1, "cards": "2H 3H 4H 6H 7H"}]}, "tricks[0].cards",
     "a trick is four cards, not 5"),
    ({"won": None, "tricks": [{"winner": 0, "cards": "2H 3H 4X 6H"}]}, "tricks[0].cards",
     "'4X' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ({"won": [TEAM_0, "5X"]}, "won[1]",
     "'5X' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ({"won": [TEAM_0 + " 7D", TEAM_1]}, "won[0]",
     "team 0 took 21 cards, but tricks are four cards each"),
    ({"won": [TEAM_0, TEAM_1 + " 7D"]}, "won[1]",
     "team 1 took 17 cards, but tricks are four cards each"),
    ({"won": [TEAM_0, TEAM_1.replace(" 2D 3D 4D 6D", "")]}, "won",
     "32 cards were taken, but a hand is nine tricks (36 cards) unless a side reaches 121 "
     "during play"),
    ({"won": [TEAM_0, TEAM_1 + " 7D 8D 9D 10C"]}, "won",
     "40 cards were taken, but only 36 are played in a hand (nine tricks)"),
    ({"scores": [121, 0]}, "scores[0]",
     "a score before the hand is 0 to 120: at 121 the game is already over"),
    ({"scores": [0, -1]}, "scores[1]",
     "a score before the hand is 0 to 120: at 121 the game is already over"),
    ({"scores": [0, "x"]}, "scores[1]", "A score must be a whole number"),
    ({"scores": [0]}, "scores",
     "scores must give its score before this hand for each of the two teams"),
    ({"scores": [0, 1, 2]}, "scores",
     "scores must give its score before this hand for each of the two teams"),
])
def test_each_refusal_names_its_field_in_words(overrides: dict[str, Any], field: str,
                                               said: str) -> None:
    error = refused(**overrides)
    assert error.field == field and str(error.message) == said


def test_a_score_of_120_before_the_hand_is_allowed() -> None:
    assert score(scores=[120, 0])["winner"] == 0


def test_a_card_in_two_tricks_is_refused_by_name() -> None:
    error = refused(won=None, tricks=[{"winner": 0, "cards": "2H 3H 4H 6H"},
                                      {"winner": 0, "cards": "2H 7D 8D 9D"}])
    assert error.field == "tricks"
    assert str(error.message) == \
        "2H is given 2 times, but Nine-Card Don's 52-card pack holds it only once"


def test_the_thirty_six_card_refusal_in_spanish() -> None:
    error = refused(won=[TEAM_0, TEAM_1 + " 7D 8D 9D 10C"])
    assert error.message.render("es") == \
        "se ganaron 40 cartas, pero en una mano solo se juegan 36 (nueve bazas)"


# --- a trick (003 lines 444-459) ---------------------------------------------------------------

def trick(trump: str | None, plays: str, hands: list[str] | None = None,
          **context: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split(), "context": context}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("nine-card-don", body)


def test_the_first_lead_makes_its_suit_trumps_in_words() -> None:
    # 003 line 444: the suit of the pitcher's first card becomes trumps.
    ruling = trick(None, "7D AS 2D KD", first_lead_of_hand=True)
    assert ruling["winner"] == 3 and ruling["points"] == 3
    assert [str(c) for c in ruling["winning_cards"]] == ["KD"]
    assert str(ruling["explanation"]) == (
        "The first lead, 7D, makes diamonds trumps. KD wins: the king of diamonds is the highest "
        "trump played, over 7D, 2D (trumps rank A K Q J 10 9 8 7 6 5 4 3 2); diamonds are "
        "trumps. The trick holds 3 points, scored at once: 7D 0 + AS 0 + 2D 0 + KD 3 = 3. "
        "Toward game the trick holds 7 (7D 0 + AS 4 + 2D 0 + KD 3 = 7).")
    assert ruling["explanation"].render("es").startswith(
        "La primera salida, 7D, marca el triunfo: diamantes. KD (rey de diamantes) gana: es el "
        "triunfo más alto jugado, por encima de 7D, 2D")


def test_the_first_trick_with_its_trump_given_needs_no_first_lead_sentence() -> None:
    ruling = trick("D", "7D AS 2D KD", first_lead_of_hand=True)
    assert ruling["winner"] == 3
    assert str(ruling["explanation"]).startswith("KD wins: the king of diamonds")


def test_the_scoring_trumps_and_off_suit_fives_of_a_trick() -> None:
    # 003 lines 450-459: trump 5 10, plain fives 5 each; nothing of them counts toward game.
    ruling = trick("S", "5S 5C 5D 2H")
    assert ruling["winner"] == 0 and ruling["points"] == 20
    assert str(ruling["explanation"]) == (
        "5S wins: the five of spades is the only trump played (trumps rank A K Q J 10 9 8 7 6 5 "
        "4 3 2); spades are trumps. The trick holds 20 points, scored at once: 5S 10 + 5C 5 + "
        "5D 5 + 2H 0 = 20. Toward game the trick holds 0.")


def test_the_highest_of_the_suit_led_wins_with_no_trump_played() -> None:
    ruling = trick("H", "2C 3C 4C 6C")
    assert ruling["winner"] == 3 and ruling["points"] == 0
    assert str(ruling["explanation"]) == (
        "6C wins: the six of clubs is the highest club played and clubs were led (clubs rank A "
        "K Q J 10 9 8 7 6 5 4 3 2); no trump was played (hearts are trumps). The trick holds 0 "
        "points, scored at once: 2C 0 + 3C 0 + 4C 0 + 6C 0 = 0. Toward game the trick holds 0.")


def test_a_scoring_count_notes_trumps_and_off_suit_fives() -> None:
    cards = [parse_card(c) for c in "5H 9H 5S 2H 10S".split()]
    tally = nine_card_don.scoring_count(cards, Suit.HEARTS)
    assert tally.points == 24
    assert [(str(line.card), line.points, str(line.note)) for line in tally.breakdown] == [
        ("5H", 10, "trump"), ("9H", 9, "trump"), ("5S", 5, "off-suit five"), ("2H", 0, ""),
        ("10S", 0, "")]


def test_count_for_game_ignores_the_trump() -> None:
    # 003 line 463: A 4, K 3, Q 2, J 1, 10 10, whatever the suit; nines and fives nothing
    answer = requests.count("nine-card-don", {"cards": "AS 10D 9H 5H KC QD JH", "trump": "H"})
    assert answer["points"] == 20
    assert [(line["card"], line["points"]) for line in answer["breakdown"]] == [
        ("AS", 4), ("10D", 10), ("9H", 0), ("5H", 0), ("KC", 3), ("QD", 2), ("JH", 1)]


@pytest.mark.parametrize("body, field, said", [
    ({"trump": None, "plays": ["7D", "AS"]}, "trump",
     "say the trump suit (the suit of the hand's first lead), or mark this trick as the hand's "
     "first (context.first_lead_of_hand)"),
    ({"trump": None, "plays": ["7D", "AS"], "context": {"first_lead_of_hand": False}}, "trump",
     "say the trump suit (the suit of the hand's first lead), or mark this trick as the hand's "
     "first (context.first_lead_of_hand)"),
    ({"trump": "H", "plays": ["7D", "AS"], "context": {"first_lead_of_hand": True}}, "trump",
     "the hand's first lead sets trumps: 7D was led, so diamonds are trumps, not hearts"),
])
def test_a_trick_refused_in_words(body: dict[str, Any], field: str, said: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("nine-card-don", body)
    assert caught.value.field == field and str(caught.value.message) == said


@pytest.mark.parametrize("given, field, said", [
    (Trick(None, ((),), context={"first_lead_of_hand": True}), "plays",
     "the first trick needs a lead"),
    ("7D AS", "plays", "a trick must give its plays"),
    (Trick(None, ((parse_card("7D"),),), context="first"), "context",
     "context must be an object"),
    (Trick(None, "7D AS", context={}), "plays", "plays must be a list of plays, the led one first"),
    (Trick(None, ("7D",), context={}), "plays", "plays must be a list of plays, the led one first"),
])
def test_a_trick_given_in_code_is_refused_in_words(given: Any, field: str, said: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        nine_card_don.rule_trick(given)
    assert caught.value.field == field and str(caught.value.message) == said
