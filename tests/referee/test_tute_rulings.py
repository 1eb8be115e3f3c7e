"""Tute rulings in words and figures (shared/rules/003 lines 87–128): each hand's card points,
declarations and last trick, the breakdown and the sentence a player reads, a tute, the game of
several hands, and every refusal's field and words."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests, tute
from referee.cards import Rank, Suit, parse_card
from referee.errors import RefereeError

# Hearts are trumps. Each suit holds 30 card points (003 line 104: A 11, 3 10, K 4, Q 3, J 2).
MAJORS = "AS KS QS JS 7S 6S 5S 4S 3S 2S AH KH QH JH 7H 6H 5H 4H 3H 2H"
MINORS = "AD KD QD JD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"
EVERY_CARD = f"{MAJORS} {MINORS}"
FOUR = "AS 2S 3S 4S"  # one trick, 21 card points
REST = " ".join(c for c in EVERY_CARD.split() if c not in FOUR.split())  # nine tricks, 99
BAZA_0 = ("Baza of team 0: AS 11 + KS 4 + QS 3 + JS 2 + 7S 0 + 6S 0 + 5S 0 + 4S 0 + 3S 10 + "
          "2S 0 + AH 11 + KH 4 + QH 3 + JH 2 + 7H 0 + 6H 0 + 5H 0 + 4H 0 + 3H 10 + 2H 0 = 60")
BAZA_1 = ("Baza of team 1: AD 11 + KD 4 + QD 3 + JD 2 + 7D 0 + 6D 0 + 5D 0 + 4D 0 + 3D 10 + "
          "2D 0 + AC 11 + KC 4 + QC 3 + JC 2 + 7C 0 + 6C 0 + 5C 0 + 4C 0 + 3C 10 + 2C 0 = 60")


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": "H", "won": [MAJORS, MINORS], "last_trick": 0,
                            "declarations": [[], []], "tute": None}
    body |= overrides
    return requests.score("tute", {k: v for k, v in body.items() if v is not ...})


def refusal(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


# --- card points and the trick (003 lines 102-110) ---

@pytest.mark.parametrize("card, points", [("AS", 11), ("3S", 10), ("KS", 4), ("QS", 3),
                                          ("JS", 2), ("7S", 0), ("6H", 0), ("5D", 0),
                                          ("4C", 0), ("2C", 0)])
def test_each_card_counts_its_points(card: str, points: int) -> None:
    # 003 line 104: aces 11, threes 10, kings 4, queens 3, jacks 2, the rest nothing.
    assert tute.card_points(parse_card(card)) == points
    assert tute.count([parse_card(card)]).points == points


def test_every_suit_ranks_ace_three_king_down_to_two_trumps_included() -> None:
    # 003 line 102: A, 3, K, Q, J, 7, 6, 5, 4, 2.
    order = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.SEVEN, Rank.SIX,
             Rank.FIVE, Rank.FOUR, Rank.TWO)
    assert tute.RANKING == order
    assert tute._plain(Suit.CLUBS, Suit.SPADES) == order
    assert [str(c) for c in tute._trumps(Suit.HEARTS)] == [
        "AH", "3H", "KH", "QH", "JH", "7H", "6H", "5H", "4H", "2H"]


def test_a_trick_is_ruled_in_words_with_its_card_points() -> None:
    # 003 line 110: the highest trump wins the trick; line 104: its card points.
    ruling = requests.rule_trick("tute", {"trump": "S", "plays": ["AC", "2S", "3C", "KC"]})
    assert ruling["winner"] == 1 and ruling["points"] == 25
    assert "2S" in str(ruling["explanation"])
    points = requests.rule_trick("tute", {"trump": "D", "plays": ["2C", "JC", "7C", "QC"]})
    assert points["winner"] == 3 and points["points"] == 5


# --- a hand scored (003 lines 113-126) ---

def test_a_hand_with_cuarenta_and_veintes_in_words() -> None:
    # 003 lines 122-124: 40 las cuarenta, 20 each veinte, 10 the last trick.
    result = score(declarations=[["KH QH", "KS QS"], ["KD QD"]])
    assert result["card_points"] == [60, 60] and result["points"] == [130, 80]
    assert result["last_trick"] == 0 and result["tute"] is None and result["winner"] == 0
    assert result["award"] == {"by": "team", "points": [1, 0]}
    assert result["declarations"] == [
        [{"cards": ["KH", "QH"], "kind": "cuarenta", "points": 40},
         {"cards": ["KS", "QS"], "kind": "veinte", "points": 20}],
        [{"cards": ["KD", "QD"], "kind": "veinte", "points": 20}]]
    assert [str(line) for line in result["breakdown"]] == [
        "Hearts are trumps.", BAZA_0,
        "Team 0: cards 60 + las cuarenta (KH QH) 40 + a veinte (KS QS) 20 + last trick 10 = "
        "130.",
        BAZA_1, "Team 1: cards 60 + a veinte (KD QD) 20 = 80.",
        "Team 0 has the higher total, 130 against 80, and wins the hand."]
    assert str(result["explanation"]) == (
        "Team 0 has the higher total, 130 against 80, and wins the hand.")
    assert result["explanation"].render("es") == (
        "La pareja 0 tiene más puntos, 130 contra 80, y gana la mano.")
    for absent in ("scores_before", "scores", "hands", "game_over", "game_winner"):
        assert absent not in result


def test_team_one_wins_with_the_last_trick_and_las_cuarenta_in_words() -> None:
    result = score(last_trick=1, declarations=[[], ["KH QH"]])
    assert result["points"] == [60, 110] and result["winner"] == 1
    assert result["award"]["points"] == [0, 1]
    assert str(result["breakdown"][2]) == "Team 0: cards 60 = 60."
    assert str(result["breakdown"][4]) == "Team 1: cards 60 + las cuarenta (KH QH) 40 + last " \
                                          "trick 10 = 110."
    assert str(result["explanation"]) == (
        "Team 1 has the higher total, 110 against 60, and wins the hand.")


@pytest.mark.parametrize("last_trick, team", [(0, 0), (1, 1), (2, 0), (3, 1)])
def test_the_last_trick_is_a_team_or_a_seat_read_as_its_team(last_trick: int,
                                                             team: int) -> None:
    result = score(last_trick=last_trick)
    assert result["last_trick"] == team
    assert result["points"] == [70, 60] if team == 0 else [60, 70]


def test_equal_totals_win_the_hand_for_neither_team_in_words() -> None:
    # 003 line 126 names only the higher total: equal totals, nobody wins the hand.
    fifty_five = "KD JD KS QS JS 7S 6S 5S 4S 3S AH KH QH JH 7H 6H 5H 4H 3H 2H"
    sixty_five = "AS 2S AD QD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"
    tied = score(won=[fifty_five, sixty_five])
    assert tied["points"] == [65, 65] and tied["winner"] is None
    assert tied["award"]["points"] == [0, 0]
    assert str(tied["explanation"]) == (
        "Both teams have 65: neither has the higher total, so neither wins the hand.")
    assert str(tied["breakdown"][-1]) == str(tied["explanation"])


def test_one_declaration_for_each_trick_won() -> None:
    # 003 line 113: one declaration at a time, after each trick won.
    result = score(won=[FOUR, REST], last_trick=1,
                   declarations=[["KD QD"], ["KC QC", "KS QS"]])
    assert result["points"] == [41, 149]
    cuarenta = score(won=[FOUR, REST], last_trick=1, declarations=[["KH QH"], ["KD QD"]])
    assert cuarenta["points"] == [61, 129]


# --- the tute (003 line 117) ---

def test_a_tute_wins_the_hand_at_once_in_words() -> None:
    result = score(tute=3, won=[FOUR, "AD 2D 4D 5D"], last_trick=None,
                   declarations=[[], ["KH QH"]])
    assert result["tute"] == 3 and result["winner"] == 1 and result["last_trick"] is None
    assert result["card_points"] == [21, 11] and result["points"] == [21, 51]
    assert result["award"] == {"by": "team", "points": [0, 1]}
    assert [str(line) for line in result["breakdown"]] == [
        "Hearts are trumps.",
        "Player 3 declared a tute (all four kings) after winning a trick: team 1 wins the hand "
        "at once, whatever the points."]
    assert str(result["explanation"]) == (
        "Tute: player 3 held all four kings, so team 1 wins the hand outright.")
    assert result["explanation"].render("es") == (
        "Tute: el jugador 3 tenía los cuatro reyes, así que la pareja 1 gana la mano "
        "directamente.")


def test_a_tute_before_any_trick_is_entered_needs_no_bazas() -> None:
    result = score(tute=2, won=..., last_trick=...)
    assert result["winner"] == 0 and result["points"] == [0, 0]
    assert result["card_points"] == [0, 0]


@pytest.mark.parametrize("overrides, field, words", [
    ({"tute": 0, "won": ["AS KS 3S 4S", []]}, "won",
     "KS is in a baza, but a tute is declared holding all four kings"),
    ({"tute": 0, "won": ["AS 2S 3S 4S", "AD KD 4D 5D"]}, "won",
     "KD is in a baza, but a tute is declared holding all four kings"),
    ({"tute": 0, "won": [FOUR, "AD 2D 4D 5D"], "declarations": [[], ["KD QD"]]},
     "declarations",
     "team 1 declared KD QD, but the four kings were all in the tute holder's hand"),
    ({"tute": 1, "won": [[], []], "declarations": [["KC QC"], []]}, "declarations",
     "team 0 declared KC QC, but the four kings were all in the tute holder's hand"),
    ({"tute": 0, "won": [[], "AD 2D 4D 5D"]}, "tute",
     "team 0 took no trick, and a tute is declared after winning one"),
    ({"tute": 3, "won": [FOUR, []]}, "tute",
     "team 1 took no trick, and a tute is declared after winning one"),
])
def test_a_tute_that_cannot_be_is_refused_in_words(overrides: dict[str, Any], field: str,
                                                   words: str) -> None:
    error = refusal(last_trick=None, **overrides)
    assert error.field == field and str(error.message) == words


# --- the game of several hands (003 line 128) ---

@pytest.mark.parametrize("before, hands, after, over, game_winner, sentence", [
    ([0, 0], 3, [1, 0], False, None, "Hands won: team 0 1, team 1 0, after 1 of 3."),
    ([0, 1], 3, [1, 1], False, None, "Hands won: team 0 1, team 1 1, after 2 of 3."),
    ([1, 1], 3, [2, 1], True, 0, "Team 0 has won 2 of the 3 hands, a majority, and wins the "
                                 "game."),
    ([1, 0], 3, [2, 0], True, 0, "Team 0 has won 2 of the 3 hands, a majority, and wins the "
                                 "game."),
    # a game of one hand: that hand is the game ("won 1 of the 1 hand" was no sentence)
    ([0, 0], 1, [1, 0], True, 0, "Team 0 wins the game of one hand."),
    ([0, 1], 2, [1, 1], True, None, "After 2 hands the teams have won 1 each: a tie."),
])
def test_the_side_that_wins_most_of_the_hands_agreed_wins_the_game(
        before: list[int], hands: int, after: list[int], over: bool, game_winner: int | None,
        sentence: str) -> None:
    # 003 line 128: a number of hands agreed beforehand; the majority wins the game.
    result = score(scores=before, options={"hands": hands})
    assert result["scores_before"] == before and result["scores"] == after
    assert result["hands"] == hands and result["game_over"] is over
    assert result["game_winner"] == game_winner
    assert str(result["breakdown"][-1]) == sentence
    assert str(result["explanation"]) == (
        f"Team 0 has the higher total, 70 against 60, and wins the hand. {sentence}")


def test_a_game_of_several_hands_said_in_spanish() -> None:
    result = score(scores=[1, 1], options={"hands": 3})
    assert result["explanation"].render("es") == (
        "La pareja 0 tiene más puntos, 70 contra 60, y gana la mano. La pareja 0 ha ganado 2 "
        "de las 3 manos, la mayoría, y gana la partida.")


def test_a_tied_hand_leaves_the_hands_won_as_they_were() -> None:
    fifty_five = "KD JD KS QS JS 7S 6S 5S 4S 3S AH KH QH JH 7H 6H 5H 4H 3H 2H"
    sixty_five = "AS 2S AD QD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"
    result = score(won=[fifty_five, sixty_five], scores=[1, 1], options={"hands": 3})
    assert result["scores"] == [1, 1] and result["game_over"] is True
    assert result["game_winner"] is None
    assert str(result["explanation"]) == (
        "Both teams have 65: neither has the higher total, so neither wins the hand. After 3 "
        "hands the teams have won 1 each: a tie.")


def test_a_tute_in_a_game_of_one_hand_ends_it() -> None:
    result = score(tute=1, won=..., last_trick=..., scores=[0, 0])
    assert result["scores"] == [0, 1] and result["game_winner"] == 1
    assert str(result["explanation"]) == (
        "Tute: player 1 held all four kings, so team 1 wins the hand outright. Team 1 wins the "
        "game of one hand.")
    assert result["breakdown"][-1].render("es") == "La pareja 1 gana la partida a una mano."


# --- refusals ---

@pytest.mark.parametrize("overrides, field, words", [
    ({"trump": ...}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"trump": None}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"trump": "X"}, "trump", "'X' is not a suit: use S, H, D or C"),
    # 003 line 98: the last card dealt always names a trump suit; Tute has no "no trumps"
    ({"trump": "no trumps"}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"trump": ""}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"won": "AS"}, "won", "won must give the cards in its baza for each of the two teams"),
    ({"declarations": [["KS ZZ"], []]}, "declarations[0][0]",
     "'ZZ' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ({"tute": 4}, "tute", "tute must be the seat (0–3) that declared the four kings, or null"),
    ({"tute": -1}, "tute", "tute must be the seat (0–3) that declared the four kings, or null"),
    ({"tute": True}, "tute",
     "tute must be the seat (0–3) that declared the four kings, or null"),
    ({"tute": "0"}, "tute", "tute must be the seat (0–3) that declared the four kings, or null"),
    ({"won": ...}, "won", "won must give the cards in its baza for each of the two teams"),
    ({"last_trick": None}, "last_trick",
     "the side that took the last trick must be team 0 or 1 (or a seat 0–3: seats 0 and 2 are "
     "team 0, seats 1 and 3 team 1)"),
    ({"last_trick": ...}, "last_trick",
     "the side that took the last trick must be team 0 or 1 (or a seat 0–3: seats 0 and 2 are "
     "team 0, seats 1 and 3 team 1)"),
    ({"won": [EVERY_CARD, []], "last_trick": 1}, "last_trick",
     "team 1 took no trick, so it cannot have taken the last one"),
    ({"won": [[], EVERY_CARD], "last_trick": 2}, "last_trick",
     "team 0 took no trick, so it cannot have taken the last one"),
    ({"scores": [1, -2]}, "scores[1]", "hands won must be a whole number, 0 or more"),
    ({"scores": [10**6 + 1, 0]}, "scores[0]", "hands won must be a whole number, 0 or more"),
    # 003 line 128: a game of the hands agreed (1 unless the option says more); hands won
    # that already decide it are a game over, not one to score a hand in
    ({"scores": [10**6, 0]}, "scores", "the hands won so far, 1,000,000 and 0, already "
     "decide a game of 1 hand, so it is over"),
    ({"scores": [0, 1]}, "scores",
     "the hands won so far, 0 and 1, already decide a game of 1 hand, so it is over"),
    ({"scores": [2, 0], "options": {"hands": 3}}, "scores",
     "the hands won so far, 2 and 0, already decide a game of 3 hands, so it is over"),
    ({"scores": [1, 1], "options": {"hands": 2}}, "scores",
     "the hands won so far, 1 and 1, already decide a game of 2 hands, so it is over"),
    ({"scores": ["a", 0]}, "scores[0]", "Hands won must be a whole number"),
    ({"scores": [1]}, "scores",
     "scores must give the hands it has won so far for each of the two teams"),
    ({"declarations": [[""], []]}, "declarations[0][0]",
     "no cards is not a declaration: declare the king and queen of one suit (the four kings, a "
     "tute, go in tute)"),
    ({"declarations": [[], ["KS QD"]]}, "declarations[1][0]",
     "KS QD is not a declaration: declare the king and queen of one suit (the four kings, a "
     "tute, go in tute)"),
    ({"declarations": [["KS KH KD KC"], []]}, "declarations[0][0]",
     "KS KH KD KC is not a declaration: declare the king and queen of one suit (the four "
     "kings, a tute, go in tute)"),
    ({"declarations": [["KS QS"], ["QS KS"]]}, "declarations[1][0]",
     "KS QS is declared twice; each king and queen is declared once"),
    ({"declarations": [["KS QS", "KH QH"], []]}, "declarations[0][1]",
     "las cuarenta (KH QH) must be the first declaration: once a veinte has been declared, "
     "las cuarenta can no longer be"),
    ({"declarations": [[], "KS QS"]}, "declarations[1]",
     "each team's declarations must be a list of declarations (K and Q of a suit), in the "
     "order made"),
    ({"declarations": "KS QS"}, "declarations",
     "declarations must give a list of declarations in the order made for each of the two "
     "teams"),
    ({"won": [FOUR, REST], "declarations": [["KD QD", "KC QC"], []]}, "declarations[0]",
     "team 0 made 2 declarations but took 1 trick; a declaration is made after winning a "
     "trick, one at a time"),
    ({"won": [EVERY_CARD, []], "declarations": [[], ["KD QD"]]}, "declarations[1]",
     "team 1 made 1 declaration but took 0 tricks; a declaration is made after winning a "
     "trick, one at a time"),
])
def test_each_refusal_names_its_field_in_words(overrides: dict[str, Any], field: str,
                                               words: str) -> None:
    error = refusal(**overrides)
    assert error.field == field and str(error.message) == words


def test_the_largest_number_of_hands_won_is_accepted() -> None:
    # 99 hands at most (the option's bound): 49 each before the last one
    result = score(scores=[49, 49], options={"hands": 99})
    assert result["scores"] == [50, 49] and result["game_winner"] == 0
    assert str(result["breakdown"][-1]) == (
        "Team 0 has won 50 of the 99 hands, a majority, and wins the game.")
    assert score(scores=[1, 0], options={"hands": 3})["game_winner"] == 0


def test_a_marriage_reads_its_suit_and_whether_it_is_las_cuarenta() -> None:
    cards = [parse_card("QC"), parse_card("KC")]
    marriage = tute.read_marriage(cards, Suit.CLUBS, "declarations[0][0]")
    assert marriage == tute.Marriage(Suit.CLUBS, True) and marriage.points == 40
    assert str(marriage.words) == "las cuarenta (KC QC) 40"
    veinte = tute.read_marriage(cards, Suit.HEARTS, "declarations[0][0]")
    assert veinte.points == 20 and str(veinte.words) == "a veinte (KC QC) 20"
    assert veinte.to_dict() == {"cards": ["KC", "QC"], "kind": "veinte", "points": 20}


def test_a_game_of_one_hand_tied_is_a_tie_in_words() -> None:
    # 003 line 126 names only the higher total: a game of one tied hand has no winner
    fifty_five = "KD JD KS QS JS 7S 6S 5S 4S 3S AH KH QH JH 7H 6H 5H 4H 3H 2H"
    sixty_five = "AS 2S AD QD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"
    result = score(won=[fifty_five, sixty_five], scores=[0, 0])
    assert result["hands"] == 1 and result["scores"] == [0, 0]
    assert result["game_over"] is True and result["game_winner"] is None
    assert str(result["breakdown"][-1]) == "After 1 hand the teams have won 0 each: a tie."
    assert result["explanation"].render("es").endswith(
        "Tras 1 mano, las parejas han ganado 0 cada una: empate.")
