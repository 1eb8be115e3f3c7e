"""Chicago rulings in words and figures (shared/rules/000 lines 33-69): a hand's showdowns, the
last trick, the end of the game and the 46 rule line by line, the target option, a trick's
sentence, and each refusal's field and words, in English and (one per kind) Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from referee import chicago, requests
from referee.errors import DuplicateCardError, InvalidInputError, RefereeError


def score(**body: Any) -> dict[str, Any]:
    return requests.score("chicago", body)


def won(seat: int, points: int) -> dict[str, int]:
    return {"winner": seat, "points": points}


def lines(result: dict[str, Any]) -> list[str]:
    return [str(line) for line in result["breakdown"]]


def refused(**body: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**body)
    return caught.value


# --- a whole hand (000 lines 45-55, 63) --------------------------------------------------------

def test_a_whole_hand_adds_both_showdowns_the_last_trick_and_the_best_hand_in_words() -> None:
    result = score(scores=[0, 0, 0], showdowns=[won(0, 1), won(2, 6), won(2, 6)], last_trick=1)
    assert result["points"] == [1, 5, 12] and result["scores"] == [1, 5, 12]
    assert result["hand_complete"] is True and result["game_over"] is False
    assert result["winner"] is None
    assert result["may_draw"] == [True, True, True] and result["no_draw"] == []
    assert result["showdowns"] == [{"moment": "first", "winner": 0, "points": 1},
                                   {"moment": "second", "winner": 2, "points": 6},
                                   {"moment": "end", "winner": 2, "points": 6}]
    assert result["award"] == {"by": "seat", "points": [1, 5, 12]}
    assert lines(result) == [
        "At the first showdown, player 0 held the best hand, pair: +1.",
        "At the second showdown, player 2 held the best hand, full house: +6.",
        "Player 1 took the fifth and last trick: +5.",
        "At the end of the hand, player 2 held the best hand, full house: +6.",
        "Nobody has reached 52: the game goes on.",
        "Scores: player 0 0 → 1, player 1 0 → 5, player 2 0 → 12."]
    assert str(result["explanation"]) == " ".join(lines(result))
    assert result["explanation"].render("es") == (
        "En la primera muestra, el jugador 0 tenía la mejor jugada, pareja: +1. En la segunda "
        "muestra, el jugador 2 tenía la mejor jugada, full: +6. El jugador 1 hizo la quinta y "
        "última baza: +5. Al final de la mano, el jugador 2 tenía la mejor jugada, full: +6. "
        "Nadie ha llegado a 52: la partida sigue. Puntos: jugador 0 0 → 1, jugador 1 0 → 5, "
        "jugador 2 0 → 12.")


def test_showdowns_nobody_scored_given_as_null_or_as_a_result_without_winner() -> None:
    # 000 line 55: a tie for the best hand scores nothing
    result = score(scores=[3, 4], showdowns=[None, None, None], last_trick=0)
    assert result["points"] == [5, 0] and result["scores"] == [8, 4]
    assert lines(result)[:4] == ["At the first showdown nobody scored.",
                                 "At the second showdown nobody scored.",
                                 "Player 0 took the fifth and last trick: +5.",
                                 "At the end of the hand nobody scored."]
    given = score(scores=[0, 0], showdowns=[{"winner": None, "points": 0}, {"winner": None}, {}],
                  last_trick=0)
    assert given["showdowns"] == [{"moment": m, "winner": None, "points": 0}
                                  for m in ("first", "second", "end")]
    why = " nobody scored (no pair or better, or a tie for the best hand)."
    assert lines(given)[:4] == ["At the first showdown" + why, "At the second showdown" + why,
                                "Player 0 took the fifth and last trick: +5.",
                                "At the end of the hand" + why]


@pytest.mark.parametrize("points, category", [
    (1, "pair"), (2, "two pair"), (3, "three of a kind"), (4, "straight"), (5, "flush"),
    (6, "full house"), (7, "four of a kind"), (8, "straight flush"), (52, "royal flush"),
])
def test_each_showdown_score_is_named_by_its_hand(points: int, category: str) -> None:
    # 000 lines 46-54
    result = score(scores=[0, 0], showdowns=[won(1, points)])
    assert result["points"] == [0, points]
    assert lines(result) == [f"At the first showdown, player 1 held the best hand, {category}: "
                             f"+{points}.",
                             f"Scores: player 0 0 → 0, player 1 0 → {points}."]


def test_a_hand_still_being_played_in_words() -> None:
    result = score(scores=[0, 0], showdowns=[won(1, 2), won(0, 3)])
    assert result["hand_complete"] is False and result["may_draw"] is None
    assert result["no_draw"] is None and result["game_over"] is False
    assert result["winner"] is None  # nobody wins before the hand is over (000 line 67)
    assert lines(result) == ["At the first showdown, player 1 held the best hand, two pair: +2.",
                             "At the second showdown, player 0 held the best hand, three of a "
                             "kind: +3.",
                             "Scores: player 0 0 → 3, player 1 0 → 2."]
    nothing = score(scores=[0, 0])
    assert nothing["showdowns"] == [] and nothing["points"] == [0, 0]
    assert lines(nothing) == ["No showdown scored yet.", "Scores: player 0 0 → 0, player 1 0 → 0."]
    assert nothing["explanation"].render("es") == \
        "Aún no se ha apuntado ninguna muestra. Puntos: jugador 0 0 → 0, jugador 1 0 → 0."
    assert lines(score(scores=[0, 0], showdowns=[]))[0] == "No showdown scored yet."


def test_showdowns_given_as_the_hands_shown_are_ruled_in_words() -> None:
    result = score(scores=[0, 0], showdowns=[
        {"hands": ["AS AH 7C 7D 2S", "KS KH KD 3C 4C"]},
        {"hands": ["AS KH 7C 6D 2S", "QS JH 9C 5D 3S"]}])
    assert result["showdowns"] == [{"moment": "first", "winner": 1, "points": 3},
                                   {"moment": "second", "winner": None, "points": 0}]
    assert lines(result) == [
        "At the first showdown, player 1 holds the best hand, three of a kind, kings, four and "
        "three kickers. It beats player 0's two pair, aces and sevens, two kicker: three of a "
        "kind beats two pair. Three of a kind scores 3 points.",
        "At the second showdown nobody holds a pair or better; the best is player 0's high card, "
        "ace-king-seven-six-two, and a high card scores nothing.",
        "Scores: player 0 0 → 0, player 1 0 → 3."]
    end = score(scores=[0, 0], showdowns=[None, None,
                                          {"hands": ["AS AH 7C 7D 2S", "KS KH KD 3C 4C"]}],
                last_trick=1)
    assert end["points"] == [0, 8]
    assert lines(end)[3].startswith("At the end of the hand, player 1 holds the best hand")


# --- the end of the game and the 46 rule (000 lines 66-67) ------------------------------------

def test_the_highest_score_at_52_or_more_wins_at_the_end_of_the_hand_in_words() -> None:
    result = score(scores=[48, 50, 10], showdowns=[won(0, 3), None, won(1, 1)], last_trick=0)
    assert result["scores"] == [56, 51, 10] and result["points"] == [8, 1, 0]
    assert result["game_over"] is True and result["winner"] == 0
    assert result["may_draw"] == [False, False, True] and result["no_draw"] is None
    assert lines(result)[4:] == [
        "Player 0 has the highest score, 56, with 52 reached: the game is over.",
        "Scores: player 0 48 → 56, player 1 50 → 51, player 2 10 → 10."]
    assert result["breakdown"][4].render("es") == ("El jugador 0 tiene la puntuación más alta, "
                                                   "56, y ya se ha llegado a 52: la partida ha "
                                                   "terminado.")


def test_exactly_52_ends_the_game() -> None:
    result = score(scores=[50, 47], showdowns=[None, None, None], last_trick=1)
    assert result["scores"] == [50, 52] and result["game_over"] is True
    assert result["winner"] == 1
    assert lines(result)[4] == \
        "Player 1 has the highest score, 52, with 52 reached: the game is over."


def test_from_46_a_player_may_not_draw_next_hand_in_words() -> None:
    # 000 line 66: starting a hand with 46 or more; 45 may still draw
    result = score(scores=[44, 40, 46, 0], showdowns=[won(0, 2), None, None], last_trick=1)
    assert result["scores"] == [46, 45, 46, 0]
    assert result["may_draw"] == [False, True, False, True] and result["no_draw"] == [0, 2]
    assert lines(result)[4:] == [
        "Nobody has reached 52: the game goes on.",
        "Next hand player 0, player 2 may not discard and draw (starting with 46 or more).",
        "Scores: player 0 44 → 46, player 1 40 → 45, player 2 46 → 46, player 3 0 → 0."]
    assert result["breakdown"][5].render("es") == ("En la próxima mano no pueden descartarse ni "
                                                   "robar: jugador 0, jugador 2 (a partir de 46 "
                                                   "puntos).")
    one = score(scores=[45, 0], showdowns=[won(0, 1), None, None], last_trick=1)
    assert one["no_draw"] == [0]
    assert lines(one)[5] == \
        "Next hand player 0 may not discard and draw (starting with 46 or more)."
    three = score(scores=[46, 47, 48, 0], showdowns=[None, None, None], last_trick=3)
    assert three["no_draw"] == [0, 1, 2]
    assert lines(three)[5] == ("Next hand player 0, player 1, player 2 may not discard and draw "
                               "(starting with 46 or more).")
    under = score(scores=[44, 0], showdowns=[won(0, 1), None, None], last_trick=1)
    assert under["no_draw"] == [] and len(lines(under)) == 6


def test_the_target_option_moves_the_end_and_the_no_draw_line_with_it() -> None:
    # reading (module docstring): the no-draw line stays six below the target
    result = score(scores=[30, 34], showdowns=[None, None, None], last_trick=0,
                   options={"target": 40})
    assert result["scores"] == [35, 34] and result["game_over"] is False
    assert result["no_draw"] == [0, 1]
    assert lines(result)[4:6] == [
        "Nobody has reached 40: the game goes on.",
        "Next hand player 0, player 1 may not discard and draw (starting with 34 or more)."]
    over = score(scores=[38, 30], showdowns=[None, None, None], last_trick=0,
                 options={"target": 40})
    assert over["game_over"] is True and over["winner"] == 0
    assert lines(over)[4] == \
        "Player 0 has the highest score, 43, with 40 reached: the game is over."
    low = score(scores=[0, 0], showdowns=[None, None, None], last_trick=0, options={"target": 3})
    assert low["game_over"] is True and low["may_draw"] == [False, False]


# --- refusals ----------------------------------------------------------------------------------

ALL_THREE = ("with the last trick, give all three showdowns: the first, the second and the best "
             "hand at the end (null when nobody scored)")


@pytest.mark.parametrize("body, field, said", [
    ({"scores": [0]}, "scores", "scores must list the 2 to 4 players' scores before the hand"),
    ({"scores": "x"}, "scores", "scores must list the 2 to 4 players' scores before the hand"),
    ({}, "scores", "scores must list the 2 to 4 players' scores before the hand"),
    ({"scores": [0, 0, 0, 0, 0]}, "scores",
     "scores must list the 2 to 4 players' scores before the hand"),
    ({"scores": [0, -1]}, "scores[1]", "a score cannot be negative"),
    ({"scores": [0, "x"]}, "scores[1]", "A score must be a whole number"),
    ({"scores": [0, 0], "showdowns": [won(2, 1)]}, "showdowns[0].winner",
     "player 2 is not at this table of 2"),
    ({"scores": [0, 0], "showdowns": [None, won(-1, 1)]}, "showdowns[1].winner",
     "player -1 is not at this table of 2"),
    ({"scores": [0, 0], "showdowns": [won("x", 1)]}, "showdowns[0].winner",
     "The showdown's winner must be a whole number"),
    ({"scores": [0, 0], "showdowns": [won(0, 9)]}, "showdowns[0].points",
     "a showdown scores one of 1, 2, 3, 4, 5, 6, 7, 8, 52, not 9"),
    ({"scores": [0, 0], "showdowns": [won(0, 0)]}, "showdowns[0].points",
     "a showdown scores one of 1, 2, 3, 4, 5, 6, 7, 8, 52, not 0"),
    ({"scores": [0, 0], "showdowns": [won(0, "x")]}, "showdowns[0].points",
     "The showdown's points must be a whole number"),
    ({"scores": [0, 0], "showdowns": [{"points": 2}]}, "showdowns[0].winner",
     "points for a showdown need its winner"),
    ({"scores": [0, 0], "showdowns": [None, None, None]}, "last_trick",
     "the best hand at the end is scored with the last trick: say who took it"),
    ({"scores": [0, 0], "showdowns": [None], "last_trick": 0}, "showdowns", ALL_THREE),
    ({"scores": [0, 0], "showdowns": [None, None], "last_trick": 0}, "showdowns", ALL_THREE),
    ({"scores": [0, 0], "last_trick": 0}, "showdowns", ALL_THREE),
    ({"scores": [0, 0], "showdowns": [None, None, None], "last_trick": 2}, "last_trick",
     "player 2 is not at this table of 2"),
    ({"scores": [0, 0], "showdowns": [None] * 4}, "showdowns",
     "showdowns lists up to three in order: the first, the second and the best hand at the end"),
    ({"scores": [0, 0], "showdowns": "x"}, "showdowns",
     "showdowns lists up to three in order: the first, the second and the best hand at the end"),
    ({"scores": [0, 0], "showdowns": ["pair"]}, "showdowns[0]",
     'a showdown is {"winner": seat, "points": n}, {"hands": [...]} or null'),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH 7C 7D 2S"]}]}, "showdowns[0].hands",
     "give all 2 players' hands, in seat order"),
    ({"scores": [0, 0, 0], "showdowns": [None, {"hands": ["AS AH 7C 7D 2S"]}]},
     "showdowns[1].hands", "give all 3 players' hands, in seat order"),
    ({"scores": [0, 0], "showdowns": [{"hands": "AS"}]}, "showdowns[0].hands",
     "give all 2 players' hands, in seat order"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH 7C 7D", "KS KH KD 3C 4C"]}]},
     "showdowns[0].hands[0]", "a poker hand is exactly 5 cards; 4 given"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH 7C 7D 2S", "KS KH KD 3C"]}]},
     "showdowns[0].hands[1]", "a poker hand is exactly 5 cards; 4 given"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["", "KS KH KD 3C 4C"]}]},
     "showdowns[0].hands[0]", "no cards given"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH", "KS"], "winner": 0}]}, "showdowns[0]",
     "give a showdown's hands or its result, not both"),
    ({"scores": [0, 0], "showdowns": [{"hands": ["AS AH", "KS"], "points": 0}]}, "showdowns[0]",
     "give a showdown's hands or its result, not both"),
    ({"scores": [0, 0], "showdowns": [None, None, None], "last_trick": 0,
      "options": {"target": "x"}}, "options.target", "Target score must be a whole number"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               said: str) -> None:
    error = refused(**body)
    assert error.field == field and str(error.message) == said


def test_a_card_shown_in_two_hands_is_named_with_its_seats() -> None:
    with pytest.raises(DuplicateCardError) as caught:
        score(scores=[0, 0], showdowns=[None, {"hands": ["AS AH 7C 7D 2S", "AS KH KD 3C 4C"]}])
    assert caught.value.field == "showdowns[1].hands[1]" and caught.value.token == "AS"
    assert str(caught.value.message) == \
        "AS is in player 0's hand and in player 1's; the pack holds it once"


def test_a_refusal_in_spanish() -> None:
    error = refused(scores=[0, 0], showdowns=[None, None, None])
    assert error.message.render("es") == \
        "la mejor jugada al final se apunta con la última baza: di quién la hizo"
    assert refused(scores=[0, -1]).message.render("es") == "una puntuación no puede ser negativa"


# --- a trick (000 line 61) ---------------------------------------------------------------------

def test_a_trick_scores_nothing_and_says_who_takes_it() -> None:
    ruling = requests.rule_trick("chicago", {"plays": "2S AS KS".split()})
    assert ruling["winner"] == 1 and ruling["points"] == 0 and ruling["violations"] == []
    assert str(ruling["explanation"]) == (
        "AS wins: the ace of spades is the highest spade played and spades were led (spades "
        "rank A K Q J 10 9 8 7 6 5 4 3 2).")
    assert chicago.LAST_TRICK_POINTS == 5


def test_a_trick_with_a_trump_is_refused_in_words() -> None:
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("chicago", {"trump": "S", "plays": "5D AS".split()})
    assert caught.value.field == "trump"
    assert str(caught.value.message) == "Chicago has no trumps: leave the trump empty"
