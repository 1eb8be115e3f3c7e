"""Chicago's showdowns and end of hand in words and figures (shared/rules/000 lines 33–68): the
winner, the points and the sentence a player reads (in English, and in Spanish once a rule),
and every refusal's field, card and words."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from referee.cards import Card, parse_card
from referee.errors import RefereeError
from referee.poker import chicago_hand, evaluate, game_result, showdown, verify_draw


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def hands(*texts: str) -> list[list[Card]]:
    return [cards(t) for t in texts]


def refusal(rule: Callable[..., Any], *args: Any, **kwargs: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        rule(*args, **kwargs)
    return caught.value


# --- showdowns (000 lines 42–55) ---

def test_the_best_hand_wins_the_first_showdown_in_words() -> None:
    # 000 line 52: three of a kind scores 3; it beats two pair.
    ruling = showdown(hands("KH KD 7S 7C AH", "JS JD 9C 4H AD", "QS QD QH 2C 5C"), "first")
    assert (ruling.winner, ruling.points) == (2, 3)
    assert str(ruling.explanation) == (
        "At the first showdown, player 2 holds the best hand, three of a kind, queens, five and "
        "two kickers. It beats player 0's two pair, kings and sevens, ace kicker: three of a "
        "kind beats two pair. Three of a kind scores 3 points.")
    assert ruling.explanation.render("es") == (
        "En la primera muestra, el jugador 2 tiene la mejor jugada, trío de reinas, kickers "
        "cinco y dos. Gana a la jugada del jugador 0, doble pareja, reyes y sietes, kicker as: "
        "trío gana a doble pareja. El trío vale 3 puntos.")
    assert ruling.hands[0] == {"category": "two pair",
                               "description": "two pair, kings and sevens, ace kicker",
                               "cards": ["KH", "KD", "7S", "7C", "AH"], "points": 2,
                               "best": False}


def test_the_kicker_decides_between_two_pair_in_words() -> None:
    ruling = showdown(hands("KH KD 7S 7C AH", "KS KC 7H 7D QH"))
    assert (ruling.winner, ruling.points) == (0, 2)
    assert str(ruling.explanation) == (
        "At the showdown, player 0 holds the best hand, two pair, kings and sevens, ace kicker. "
        "It beats player 1's two pair, kings and sevens, queen kicker: both are two pair; the "
        "kicker decides, ace over queen. Two pair scores 2 points.")
    # a round given as empty text is the same unnamed showdown
    assert str(showdown(hands("KH KD 7S 7C AH", "KS KC 7H 7D QH"), "").explanation) == \
        str(ruling.explanation)


def test_a_royal_flush_at_the_end_of_the_hand_in_words() -> None:
    # 000 line 46: a royal flush scores 52; "final" names the end of the hand.
    ruling = showdown(hands("AD KD QD JD 10D", "9S 8S 7S 6S 5S"), " Final ")
    assert (ruling.winner, ruling.points) == (0, 52)
    assert str(ruling.explanation) == (
        "At the end of the hand, player 0 holds the best hand, royal flush in diamonds. It "
        "beats player 1's straight flush, nine high: a royal flush beats a straight flush. "
        "Royal flush scores 52 points.")


def test_the_hand_beaten_is_the_first_of_the_runners_up() -> None:
    # Player 1's and player 2's pairs of aces tie for second: the sentence names player 1.
    ruling = showdown(hands("2S 3D 4C 8H 9H", "AS AD 5C 6H 10S", "AH AC 5D 6S 10C",
                            "QS QD JC JD 2C"), "last")
    assert (ruling.winner, ruling.points) == (3, 2)
    assert str(ruling.explanation) == (
        "At the end of the hand, player 3 holds the best hand, two pair, queens and jacks, two "
        "kicker. It beats player 1's pair of aces, ten, six and five kickers: two pair beats a "
        "pair. Two pair scores 2 points.")


def test_two_tied_for_the_best_hand_score_nothing_in_words() -> None:
    # 000 line 55: two players tie for the highest hand: nobody scores for that showdown.
    ruling = showdown(hands("KH KD 7S 7C AH", "2S 3S 4D 8C 9C", "KS KC 7H 7D AD"), "second")
    assert (ruling.winner, ruling.points) == (None, 0)
    assert [h["best"] for h in ruling.hands] == [True, False, True]
    assert str(ruling.explanation) == (
        "At the second showdown, player 0 and player 2 tie for the best hand with two pair, "
        "kings and sevens, ace kicker (suits never break a tie): a tie for the best hand scores "
        "nothing.")
    assert ruling.explanation.render("es") == (
        "En la segunda muestra, jugador 0 y jugador 2 empatan con la mejor jugada, doble "
        "pareja, reyes y sietes, kicker as (los palos nunca deshacen un empate): un empate en la "
        "mejor jugada no puntúa.")


def test_high_card_at_the_end_scores_nothing_in_words() -> None:
    # 000 line 42: a showdown declares a pair or better.
    ruling = showdown(hands("AS KD 9C 7H 3S", "QS JD 9D 7C 2S"), "end")
    assert (ruling.winner, ruling.points) == (None, 0)
    assert str(ruling.explanation) == (
        "At the end of the hand nobody holds a pair or better; the best is player 0's high "
        "card, ace-king-nine-seven-three, and a high card scores nothing.")


def test_four_hands_are_a_showdown_and_five_are_not() -> None:
    # 000 line 33: two to four players.
    four = showdown(hands("2S 3D 4C 8H 9H", "AS AD 5C 6H 10S", "KH KC 5D 6S 10C",
                          "QS QD JC 7D 2C"))
    assert (four.winner, four.points) == (1, 1)
    caught = refusal(showdown, hands("2S 3S 4S 5S 7S", "2H 3H 4H 5H 7H", "2D 3D 4D 5D 7D",
                                     "2C 3C 4C 5C 7C", "8S 9S 10S JS KS"))
    assert (caught.field, str(caught.message)) == ("hands", "a Chicago showdown needs 2 to 4 "
                                                            "hands")


def test_tied_hands_are_equal_and_neither_is_lower() -> None:
    # 000 line 55 with the usual poker order: suits never break a tie.
    hearts, spades = evaluate(cards("KH KD 7S 7C AH")), evaluate(cards("KS KC 7H 7D AD"))
    assert hearts == spades and not hearts < spades and not spades < hearts
    assert len({hearts, spades}) == 1
    assert str(hearts.decided_by(spades)) == (
        "both are two pair, kings and sevens, ace kicker, and suits never break a tie")
    assert str(evaluate(cards("KH KD 7S 7C AH")).decided_by(evaluate(cards("KS KC 7H 7D QH")))) \
        == "both are two pair; the kicker decides, ace over queen"


@pytest.mark.parametrize("given, field, token, words", [
    (hands("KH KD 7S 7C AH", "JS JD 9C 4H"), "hands[1]", None,
     "a poker hand is exactly 5 cards; 4 given"),
    (hands("KH KD 7S 7C AH", "JS JD 9C 4H AH"), "hands[1]", "AH",
     "AH is in player 0's hand and in player 1's; the pack holds it once"),
    (hands("KH KH 7S 7C AH", "JS JD 9C 4H AD"), "hands[0]", None,
     "KH is given 2 times, but Chicago's 52-card pack holds it only once"),
    ([cards("KH KD 7S 7C AH"), ["JS", "JD", "9C", "4H", "AD"]], "hands[1]", None,
     "a poker hand must be a list of cards"),
    ([[Card(parse_card("BJ").rank)] + cards("KD 7S 7C AH"), cards("JS JD 9C 4H AD")],
     "hands[0]", "BJ", "BJ is not in Chicago's 52-card pack"),
    ("KH KD 7S 7C AH", "hands", None, "a Chicago showdown needs 2 to 4 hands"),
])
def test_each_bad_hand_is_refused_in_words(given: Any, field: str, token: str | None,
                                           words: str) -> None:
    caught = refusal(showdown, given)
    assert (caught.field, str(caught.message)) == (field, words)
    if token is not None:
        assert caught.token == token


def test_a_hand_valued_alone_is_named_hand() -> None:
    caught = refusal(evaluate, cards("KH KD 7S 7C"))
    assert (caught.field, str(caught.message)) == ("hand",
                                                   "a poker hand is exactly 5 cards; 4 given")


@pytest.mark.parametrize("round, shown", [("third", "'third'"), (7, "'7'"),
                                          ("x" * 45, repr("x" * 40))])
def test_an_unknown_round_is_refused_in_words(round: Any, shown: str) -> None:
    caught = refusal(showdown, hands("KH KD 7S 7C AH", "JS JD 9C 4H AD"), round)
    assert (caught.field, str(caught.message)) == (
        "round", f"{shown} is not a Chicago showdown: use first, second or end")


# --- the end of the hand and of the game (000 lines 63–67) ---

def test_the_end_of_a_hand_in_words() -> None:
    # 000 line 63: the fifth trick scores 5, the best hand as at a showdown.
    result = chicago_hand([10, 20, 30], showdown_winner=0, showdown_points=2, last_trick=2)
    assert result["breakdown"] == [
        {"player": 2, "points": 5, "reason": "took the fifth and last trick: 5"},
        {"player": 0, "points": 2, "reason": "held the best poker hand at the end of the hand: 2"}]
    assert (result["points"], result["scores"]) == ([2, 0, 5], [12, 20, 35])
    assert (result["game_over"], result["winner"]) == (False, None)
    assert result["may_draw"] == [True, True, True]
    assert str(result["explanation"]) == (
        "Player 2 took the fifth and last trick: 5. Player 0 held the best poker hand at the end "
        "of the hand: 2. Nobody has reached 52: the game goes on.")
    assert result["explanation"].render("es") == (
        "El jugador 2 hizo la quinta y última baza: 5. El jugador 0 tenía la mejor jugada de "
        "póquer al final de la mano: 2. Nadie ha llegado a 52: la partida sigue.")


def test_the_end_of_a_hand_reads_its_target_and_its_no_draw_mark() -> None:
    # The game's figures passed on: a target of 45 reached, no drawing from 21.
    result = chicago_hand([40, 20], 1, 1, 0, target=45, no_draw_from=21)
    assert result["scores"] == [45, 21] and result["may_draw"] == [False, False]
    assert (result["game_over"], result["winner"]) == (True, 0)
    assert str(result["explanation"]).endswith(
        "Player 0 has the highest score, 45, with 45 reached: the game is over.")


def test_a_tied_end_showdown_says_only_the_last_trick() -> None:
    result = chicago_hand([0, 0, 0, 0], showdown_winner=None, showdown_points=0, last_trick=3)
    assert len(result["breakdown"]) == 1
    assert str(result["explanation"]) == (
        "Player 3 took the fifth and last trick: 5. Nobody has reached 52: the game goes on.")


@pytest.mark.parametrize("scores, leaders, words", [
    ([51, 40, 20], [0], "Nobody has reached 52: the game goes on."),
    ([55, 55, 20], [0, 1], "Player 0 and player 1 share the highest score, 55, at or past 52: "
                           "nobody holds the highest score alone, so another hand is played."),
    ([53, 58, 20], [1], "Player 1 has the highest score, 58, with 52 reached: the game is "
                        "over."),
])
def test_the_end_of_the_game_in_words(scores: list[int], leaders: list[int], words: str) -> None:
    # 000 line 67: 52 or more ends the game; the highest score wins (a shared one: our reading).
    result = game_result(scores)
    assert result["leaders"] == leaders and str(result["explanation"]) == words


def test_a_shared_top_in_spanish() -> None:
    # 000 line 67; the list of leaders opens the sentence: its first word takes the capital
    result = game_result([55, 55, 20])
    assert result["explanation"].render("es").startswith("Jugador 0 y jugador 1 ")
    assert result["explanation"].render("fr").startswith("Joueur 0 et joueur 1 ")


@pytest.mark.parametrize("args, field, words", [
    (([10], None, 0, 0), "scores", "scores must list the 2 to 4 players' scores"),
    (([10, 20], None, 0, 2), "last_trick", "player 2 is not at this table of 2"),
    (([10, 20], None, 0, -1), "last_trick", "player -1 is not at this table of 2"),
    (([10, 20], None, 0, "x"), "last_trick", "A player must be a whole number"),
    (([10, 20], 5, 2, 0), "showdown_winner", "player 5 is not at this table of 2"),
    (([10, 20], 0, 9, 0), "showdown_points",
     "a showdown scores one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 52, not 9"),
    (([10, 20], None, 2, 0), "showdown_winner", "points for a showdown need its winner"),
    ((["ten", 20], None, 0, 0), "scores[0]", "A score must be a whole number"),
    (([10, 20], 0, "two", 0), "showdown_points", "The showdown's points must be a whole number"),
])
def test_each_bad_end_of_hand_is_refused_in_words(args: tuple[Any, ...], field: str,
                                                  words: str) -> None:
    caught = refusal(chicago_hand, *args)
    assert (caught.field, str(caught.message)) == (field, words)


def test_the_scores_of_a_game_result_are_named_scores() -> None:
    caught = refusal(game_result, [10, "x"])
    assert (caught.field, str(caught.message)) == ("scores[1]", "A score must be a whole number")
    assert refusal(game_result, [10]).field == "scores"


def test_no_drawing_from_46_in_words() -> None:
    # 000 line 66: a player who starts a hand with 46 or more may not discard and draw.
    caught = refusal(verify_draw, 46)
    assert (caught.field, str(caught.message)) == (
        "score", "no drawing: a player who starts a hand with 46 or more must play the cards "
                 "dealt (started this hand with 46)")
    caught = refusal(verify_draw, 40, 40, "scores[1]")
    assert (caught.field, str(caught.message)) == (
        "scores[1]", "no drawing: a player who starts a hand with 40 or more must play the "
                     "cards dealt (started this hand with 40)")
    verify_draw(39, 40)
