"""Kozel's rulings in words: each penalty, drop-out and pot sentence, with its numbers and sides.

002 = shared/rules/002: Kozel for money lines 52-54, Kozel for points lines 56-91 (the total of
120, line 83; two sides, line 85; three players, line 87; dropping out, lines 89-91).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import kozel, requests
from referee.cards import Suit, parse_card
from referee.errors import DuplicateCardError, InvalidInputError

MONEY = {"mode": "money"}


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("kozel", body)


def refusal(body: dict[str, Any]) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        score(body)
    return caught.value


def test_two_sides_the_loser_with_30_scores_4_in_words() -> None:
    # 002 line 85: 30 card points or fewer with a trick: 4; the side with most scores 0.
    answer = score({"won": [90, 30]})
    assert answer["penalties"] == [0, 4] and answer["totals"] == [0, 4]
    assert answer["survivors"] == [0, 1] and answer["winner"] is None
    assert answer["award"] == {"by": "seat", "points": [0, 4]}
    assert answer["sides"][1] == {
        "side": 1, "points": 30, "penalty": 4, "total": 4, "dropped": False, "out": False,
        "reason": "30 card points, fewer than 31 but at least one trick: 4"}
    assert answer["explanation"] == (
        "Check: the sides' card points total 120. "
        "Side 0: 90 card points, the most: no penalty; penalty total 0 + 0 = 0. "
        "Side 1: 30 card points, fewer than 31 but at least one trick: 4; "
        "penalty total 0 + 4 = 4.")


def test_two_sides_31_escapes_with_2_in_words() -> None:
    # 002 line 85: at least 31 card points: 2.
    answer = score({"won": [89, 31], "penalties": [3, 5]})
    assert answer["totals"] == [3, 7]
    assert answer["sides"][1]["reason"] == "31 card points, 31 or more: 2"
    assert "Side 1: 31 card points, 31 or more: 2; penalty total 5 + 2 = 7." \
        in answer["explanation"]


def test_a_side_with_no_trick_scores_6_and_the_last_survivor_wins_in_words() -> None:
    # 002 line 85: no trick: 6; line 89: 12 or more drops out, the last survivor wins.
    answer = score({"won": [120, 0], "tricks": [5, 0], "penalties": [10, 8]})
    assert answer["tricks"] == [5, 0]
    assert answer["penalties"] == [0, 6] and answer["totals"] == [10, 14]
    assert answer["dropped"] == [1] and answer["survivors"] == [0] and answer["winner"] == 0
    assert answer["sides"][1]["reason"] == "no trick taken: 6"
    assert answer["sides"][1]["dropped"] is True and answer["sides"][0]["dropped"] is False
    assert answer["explanation"].endswith(
        "Side 0: 120 card points, the most: no penalty; penalty total 10 + 0 = 10. "
        "Side 1: no trick taken: 6; penalty total 8 + 6 = 14. "
        "Side 1 reached 12 and drops out. Side 0 is the last survivor and wins the game.")


def test_a_single_card_point_is_said_in_the_singular() -> None:
    # 002 line 87: three players, 0-20 card points and a trick: 4 (here 1 point, a jack's
    # worth is 2, so 1 is only ever a given number).
    answer = score({"won": [100, 19, 1]})
    assert answer["sides"][2]["reason"] == "1 card point, fewer than 21 but at least one trick: 4"
    assert answer["sides"][1]["reason"] == \
        "19 card points, fewer than 21 but at least one trick: 4"


def test_three_players_two_drop_out_together_in_words() -> None:
    # 002 line 87: 0-20 with a trick: 4; line 89: both reach 12 and drop, side 0 survives.
    answer = score({"won": [90, 20, 10], "penalties": [0, 8, 8]})
    assert answer["penalties"] == [0, 4, 4]
    assert answer["explanation"].endswith(
        "Side 1: 20 card points, fewer than 21 but at least one trick: 4; "
        "penalty total 8 + 4 = 12. "
        "Side 2: 10 card points, fewer than 21 but at least one trick: 4; "
        "penalty total 8 + 4 = 12. "
        "Side 1 and side 2 reached 12 and drop out. "
        "Side 0 is the last survivor and wins the game.")


def test_three_players_tied_for_most_score_2_each_in_words() -> None:
    # 002 line 87: players tying for most score 2 each; 21 or more: 2.
    answer = score({"won": [50, 50, 20]})
    assert answer["penalties"] == [2, 2, 4]
    assert [s["reason"] for s in answer["sides"]] == [
        "50 card points, tied for the most: 2", "50 card points, tied for the most: 2",
        "20 card points, fewer than 21 but at least one trick: 4"]
    answer = score({"won": [58, 41, 21]})
    assert answer["sides"][2]["reason"] == "21 card points, 21 or more: 2"


def test_two_left_of_three_play_the_two_sided_scale_in_words() -> None:
    # 002 line 89: the two left keep their scores and play on; with two, 31 escapes with 2
    # (line 85), so 30 scores 4 although it is more than the three-player 21.
    answer = score({"won": [None, 90, 30], "penalties": [12, 4, 8], "out": [0]})
    assert answer["out"] == [0] and answer["points"] == [0, 90, 30]
    assert answer["penalties"] == [0, 0, 4] and answer["totals"] == [12, 4, 12]
    assert answer["dropped"] == [2] and answer["winner"] == 1
    assert answer["sides"][0] == {
        "side": 0, "points": 0, "penalty": 0, "total": 12, "dropped": False, "out": True,
        "reason": "dropped out earlier: takes no part"}
    assert answer["explanation"] == (
        "Check: the sides' card points total 120. "
        "Side 0 dropped out earlier and takes no part; the two left keep their scores and play "
        "on the two-sided scale (31 card points escape with 2). "
        "Side 1: 90 card points, the most: no penalty; penalty total 4 + 0 = 4. "
        "Side 2: 30 card points, fewer than 31 but at least one trick: 4; "
        "penalty total 8 + 4 = 12. "
        "Side 2 reached 12 and drops out. Side 1 is the last survivor and wins the game.")


def test_the_totals_tell_who_dropped_out_without_out() -> None:
    # 002 line 89: a side at 12 while another is below it has dropped out.
    answer = score({"won": [0, 70, 50], "penalties": [12, 4, 8]})
    assert answer["out"] == [0] and answer["penalties"] == [0, 0, 2]
    assert answer["sides"][2]["reason"] == "50 card points, 31 or more: 2"


def test_every_side_at_the_target_of_three_must_say_who_is_out() -> None:
    # 002 line 91: sides tied for most play on, so the totals alone cannot tell.
    error = refusal({"won": [60, 40, 20], "penalties": [12, 12, 12]})
    assert error.field == "out"
    assert error.message == ("every side has 12 or more penalty points: say which have "
                             "dropped out (out), since sides tied for the most play on")
    # two sides both at 12 are both still in (else the game would be over)
    assert score({"won": [60, 60], "penalties": [12, 12]})["out"] == []


def test_all_reaching_12_the_most_penalties_drop_out_in_words() -> None:
    # 002 line 91: only the one with most penalty points drops out.
    answer = score({"won": [60, 60], "penalties": [10, 11]})
    assert answer["explanation"].endswith(
        "Side 0: 60 card points, tied for the most: 2; penalty total 10 + 2 = 12. "
        "Side 1: 60 card points, tied for the most: 2; penalty total 11 + 2 = 13. "
        "Every side still playing reached 12: only side 1, with the most penalty points (13), "
        "drops out. Side 0 is the last survivor and wins the game.")


def test_all_reaching_12_tied_for_most_deal_again_in_words() -> None:
    # 002 line 91: "the player (if any)": a tie for most drops no one; they deal again.
    answer = score({"won": [60, 60], "penalties": [10, 10]})
    assert answer["totals"] == [12, 12] and answer["survivors"] == [0, 1]
    assert answer["explanation"].endswith(
        "Every side still playing reached 12 and side 0 and side 1 tie for the most (12): "
        "no one drops out; deal again.")


def test_three_all_reaching_the_target_two_tied_for_most_deal_again() -> None:
    # 002 line 91: three players all past 12, two tied for the most: no one drops.
    answer = score({"won": [40, 40, 40], "penalties": [11, 11, 10]})
    assert answer["totals"] == [13, 13, 12] and answer["dropped"] == []
    assert answer["explanation"].endswith(
        "Every side still playing reached 12 and side 0 and side 1 tie for the most (13): "
        "no one drops out; deal again.")


def test_the_target_option_is_said_in_the_drop_out() -> None:
    # The drop-out figure is the option (002 line 89 says 12).
    answer = score({"won": [75, 45], "penalties": [0, 8], "options": {"target": 10}})
    assert answer["totals"] == [0, 10]
    assert "Side 1 reached 10 and drops out." in answer["explanation"]
    answer = score({"won": [75, 45], "penalties": [0, 9], "options": {"target": 12}})
    assert answer["dropped"] == [] and answer["winner"] is None


def test_an_uncounted_side_is_said_to_have_the_rest_of_120() -> None:
    # 002 line 83: the total is 120, so one side may be left for the rest.
    answer = score({"won": ["AS 10S KS", None]})
    assert answer["check"] == {"total": 120, "expected": 120, "ok": True, "inferred": 1}
    assert answer["explanation"].startswith(
        "Side 1 was not counted: it has the rest of the 120. "
        "Side 0: 25 card points, fewer than 31 but at least one trick: 4;")


def test_four_players_score_per_team() -> None:
    # 002 line 58: four play as two teams; the award is per team.
    answer = score({"won": [75, 45], "players": 4})
    assert answer["award"] == {"by": "team", "points": [0, 2]}
    assert score({"won": [60, 40, 20], "players": 3})["award"]["by"] == "seat"
    error = refusal({"won": [60, 40, 20], "players": 4})
    assert error.field == "players"
    assert error.message == "4 players make 2 sides, but won gives 3"
    error = refusal({"won": [60, 60], "players": 3})
    assert error.message == "3 players make 3 sides, but won gives 2"
    error = refusal({"won": [60, 60], "players": 5})
    assert error.message == "Kozel is for 2 to 4 players here"


@pytest.mark.parametrize("body, field, message", [
    ({"won": [60, 60], "tricks": [1]}, "tricks",
     "tricks must give one entry for each of the 2 sides"),
    ({"won": [60, 60], "tricks": [0, 3]}, "tricks[0]",
     "side 0 has cards in its tricks, so it took at least one trick"),
    ({"won": [120, 0], "tricks": [9, 37]}, "tricks[1]", "tricks must be between 0 and 36"),
    ({"won": [120, 0], "tricks": [9, -1]}, "tricks[1]", "tricks must be between 0 and 36"),
    ({"won": ["", None], "tricks": [2, 7]}, "tricks[0]",
     "side 0 took 2 tricks but no cards are listed"),
    ({"won": ["", None], "tricks": [1, 7]}, "tricks[0]",
     "side 0 took 1 trick but no cards are listed"),
    ({"won": [120, 0]}, "tricks",
     "side 1 has 0 card points: say whether it took a trick (tricks)"),
    ({"won": [60, 60], "penalties": [-1, 0]}, "penalties[0]",
     "penalty points cannot be negative"),
    ({"won": [60, 60], "penalties": [0, 100001]}, "penalties[1]",
     "penalty points cannot be negative"),
    ({"won": [121, None]}, "won[0]", "card points are between 0 and 120"),
    ({"won": [-1, None]}, "won[0]", "card points are between 0 and 120"),
    ({"won": [None, None]}, "won", "only one side may be left uncounted (null)"),
    ({"won": [100, 30, None]}, "won",
     "the counted sides already have 130 card points, more than the 120 in the pack"),
    ({"won": "AS"}, "won", "won must list each side's cards or card points"),
    ({"won": [60]}, "won", "won must have one entry for each of 2 to 3 sides"),
    ({"won": [30, 30, 30, 30]}, "won",
     ("four players play as two teams (seats 0 and 2 against 1 and 3): enter each team's "
     "cards as one side")),
    ({"won": [70, 45]}, "won",
     "the sides' card points total 115, not the 120 in the pack: recount"),
    ({"won": [60, 40, 20], "penalties": [12, 4, 8], "out": [0, 0]}, "out[1]",
     "side 0 is listed twice"),
    ({"won": [60, 40, 20], "out": [3]}, "out[0]", "there is no side 3 (sides 0–2)"),
    ({"won": [60, 40, 20], "out": [-1]}, "out[0]", "there is no side -1 (sides 0–2)"),
    ({"won": [60, 40, 20], "penalties": [11, 4, 8], "out": [0]}, "out[0]",
     "side 0 has 11 penalty points, fewer than 12: it has not dropped out"),
    ({"won": [60, 60], "out": [0]}, "out",
     "the game is over when one side is left: at least two must still be playing"),
    ({"won": [60, 60], "out": 0}, "out", "out must list the sides that have dropped out"),
    ({"won": [60, 40, 20], "out": [0]}, "won[0]",
     ("side 0 has dropped out of the game and takes no part in the hand: leave its entry "
     "empty")),
    ({"won": [0, 80, 40], "out": [0], "tricks": [1, 3, 3]}, "tricks[0]",
     "side 0 has dropped out and took no tricks"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               message: str) -> None:
    error = refusal(body)
    assert (error.field, error.message) == (field, message)


def test_out_given_with_no_penalties_is_trusted() -> None:
    answer = score({"won": [0, 80, 40], "out": [0], "tricks": [0, 3, 3]})
    assert answer["out"] == [0] and answer["penalties"] == [0, 0, 2]
    assert answer["tricks"] == [0, 3, 3]


# --- Kozel for money (002 lines 52-54) --------------------------------------------------------

def test_money_the_most_points_take_the_pot_in_words() -> None:
    answer = score({"won": [50, 40, 30], "pot": 6, "options": MONEY, "players": 4})
    assert answer["pot_before"] == 6 and answer["pot_after"] == 0 and answer["remainder"] == 0
    assert answer["award"] == {"by": "seat", "points": [6, 0, 0, 0]}
    assert answer["special"] is None and answer["check"]["ok"] is True
    assert answer["explanation"] == (
        "Check: the sides' card points total 120. Card points: player 0 50, player 1 40, "
        "player 2 30. Player 0 has the most (50) and takes the pot of 6.")


def test_money_equal_tops_divide_the_pot_in_words() -> None:
    # 002 line 54: in case of equality the pot is divided; the odd chip stays (a reading).
    answer = score({"won": [50, 50, 20], "pot": 7, "options": MONEY})
    assert answer["award"] == {"by": "seat", "points": [3, 3, 0]}
    assert answer["explanation"].endswith(
        "Player 0 and player 1 tie for the most (50) and divide the pot of 7: 3 each. "
        "The 1 left over stays in the pot for the next hand.")
    answer = score({"won": [50, 50, 20], "pot": 8, "options": MONEY})
    assert answer["remainder"] == 0 and answer["pot_after"] == 0
    assert answer["explanation"].endswith("divide the pot of 8: 4 each.")


def test_money_five_players_may_score() -> None:
    # 002 line 54: up to five players.
    answer = score({"won": [40, 30, 20, 20, 10], "pot": 5, "options": MONEY})
    assert answer["takers"] == [0] and answer["points"] == [40, 30, 20, 20, 10]
    error = refusal({"won": [40, 30, 20, 10, 10, 10], "options": MONEY})
    assert error.message == "won must have one entry for each of 2 to 5 sides"


def test_money_a_bura_shown_takes_the_pot_in_words() -> None:
    # 002 line 54: a bura of three trumps wins the pot.
    answer = score({"special": {"player": 2, "cards": "7H 9H AH"}, "trump": "H", "pot": 9,
                    "options": MONEY, "players": 3})
    assert answer["special"] == {"player": 2, "combination": "bura", "cards": ["7H", "9H", "AH"]}
    assert answer["award"] == {"by": "seat", "points": [0, 0, 9]}
    assert answer["pot_before"] == 9 and answer["pot_after"] == 0 and answer["points"] is None
    assert answer["explanation"] == (
        "Player 2 shows a bura (three trumps): 7H 9H AH with hearts trumps, and takes the pot "
        "of 9.")
    answer = score({"special": {"player": 0, "cards": "AS AH AD AC"}, "trump": "C", "pot": 4,
                    "options": MONEY})
    assert answer["explanation"] == (
        "Player 0 shows four aces: AS AH AD AC with clubs trumps, and takes the pot of 4.")
    assert answer["award"] == {"by": "seat", "points": [4]}


@pytest.mark.parametrize("body, field, message", [
    ({"special": {"player": 0, "cards": "7H 9H AS AD"}, "trump": "H"}, "special.cards",
     "7H 9H AS AD is neither a bura (three hearts) nor four aces"),
    ({"special": {"player": 0, "cards": "7H 9H AH AD KS"}, "trump": "H"}, "special.cards",
     "a Kozel hand holds four cards"),
    ({"special": {"player": 0, "cards": ""}, "trump": "H"}, "special.cards", None),
    ({"special": {"player": 0, "cards": "7H 9H AH"}}, "trump",
     "give the trump suit, to check the bura"),
    ({"special": {"player": 5, "cards": "7H 9H AH"}, "trump": "H"}, "special.player",
     "special.player must be a player number from 0 to 4"),
    ({"special": {"player": -1, "cards": "7H 9H AH"}, "trump": "H"}, "special.player",
     "special.player must be a player number from 0 to 4"),
    ({"special": {"player": True, "cards": "7H 9H AH"}, "trump": "H"}, "special.player",
     "special.player must be a player number from 0 to 4"),
    ({"special": "7H 9H AH", "trump": "H"}, "special",
     "special must be an object with player and cards"),
    ({"special": {"player": 3, "cards": "7H 9H AH"}, "trump": "H", "players": 3}, "players",
     "player 3 is not at this table of 3"),
    ({"won": [60, 60], "pot": -1}, "pot", "the pot cannot be negative"),
    ({"won": [60, 60], "pot": 10**9 + 1}, "pot", "the pot is implausibly large"),
    ({"won": [60, 60], "players": 6}, "players", "Kozel is for 2 to 5 players here"),
])
def test_money_refusals_in_words(body: dict[str, Any], field: str, message: str | None) -> None:
    error = refusal(body | {"options": MONEY})
    assert error.field == field
    if message is not None:
        assert error.message == message


def test_money_the_largest_pot_is_accepted() -> None:
    answer = score({"won": [70, 50], "pot": 10**9, "options": MONEY})
    assert answer["share"] == 10**9


# --- special leads in words (002 lines 73-80; money: line 54) ---------------------------------

def hands(*texts: str) -> list[list[Any]]:
    return [[parse_card(t) for t in text.split()] for text in texts]


def test_a_moskva_before_a_molodka_in_words() -> None:
    # 002 line 80: a Moskva has priority over Molodka; the hand goes on.
    answer = kozel.special_lead(hands("6C 9C QC AC", "AS AH 10D 10C"), Suit.HEARTS, 0)
    assert answer["announcements"] == [
        {"player": 0, "combination": "molodka", "cards": ["6C", "9C", "QC", "AC"]},
        {"player": 1, "combination": "moskva", "cards": ["AS", "AH", "10D", "10C"]}]
    assert answer["pot_winner"] is None and answer["bura_trick"] is None
    assert answer["explanation"] == (
        "Hearts are trumps. Player 0 holds a Molodka (four of one suit, or three with the "
        "shokha): 6C 9C QC AC. Player 1 holds a Moskva (four aces and tens, at least one a real "
        "ace): AS AH 10D 10C. Priority goes to a Moskva (four aces and tens, at least one a "
        "real ace) (in order: moskva, molodka). Player 1 leads to the next trick, which is "
        "played out as usual.")


def test_no_special_lead_leaves_the_usual_leader_in_words() -> None:
    answer = kozel.special_lead(hands("6C 9C QC 7S", "7D 8S 9H JH"), Suit.HEARTS, 1)
    assert answer["leader"] == 1 and answer["combination"] is None
    assert answer["announcements"] == [] and answer["ends_hand"] is False
    assert answer["explanation"] == (
        "No one holds a special lead (moskva or molodka; hearts are trumps), so player 1 leads "
        "as usual.")


def test_money_a_bura_takes_the_pot_before_four_aces_in_words() -> None:
    # 002 line 54: a bura or four aces wins the pot; a bura first (as in Bura).
    answer = kozel.special_lead(hands("AS AH AD AC", "7H 9H JH 6C"), Suit.HEARTS, 0, MONEY)
    assert answer["leader"] == 1 and answer["ends_hand"] is True
    assert answer["explanation"] == (
        "Hearts are trumps. Player 0 holds four aces: AS AH AD AC. Player 1 holds a bura (three "
        "trumps): 7H 9H JH 6C. Priority goes to a bura (three trumps) (in order: bura, four "
        "aces). Player 1 takes the pot and the hand ends.")
    answer = kozel.special_lead(hands("AS AH AD AC", "7H 9D JC 6C"), Suit.HEARTS, 1, MONEY)
    assert answer["combination"] == "four aces" and answer["pot_winner"] == 0


def test_money_several_buras_play_a_trick_of_their_highest_trumps_in_words() -> None:
    # Reading (module docstring): several buras are played out as in Bura, each holder's three
    # highest trumps, led by the earliest; the trick's winner takes the pot.
    answer = kozel.special_lead(hands("7H 8H 9H AH", "JH QH KH 6D", "AS AD AC 7S"),
                                Suit.HEARTS, 0, MONEY)
    trick = answer["bura_trick"]
    assert trick["players"] == [0, 1] and trick["winner"] == 0
    assert trick["winning_cards"] == ["AH", "9H", "8H"]
    assert answer["pot_winner"] == 0 and answer["leader"] == 0
    answer = kozel.special_lead(hands("7H 8H 9H 6C", "JH QH KH 6D", "AS AD AC 7S"),
                                Suit.HEARTS, 1, MONEY)
    trick = answer["bura_trick"]
    assert trick["players"] == [1, 0] and trick["winner"] == 0
    assert answer["leader"] == 1 and answer["pot_winner"] == 1
    assert trick["winning_cards"] == ["KH", "QH", "JH"] and trick["points"] == 9
    assert answer["explanation"] == (
        "Hearts are trumps. Player 1 holds a bura (three trumps): JH QH KH 6D. Player 0 holds a "
        "bura (three trumps): 7H 8H 9H 6C. Of the players holding a bura (three trumps), "
        "player 1 would play earliest to the trick, so leads it. Player 1 leads the bura and "
        "the others play theirs in turn; player 1 wins that trick and takes the pot. Hearts "
        "are trumps. Player 1 leads KH QH JH. Three trumps are a bura, which takes the pot when "
        "shown (Kozel for money). Player 0 (9H 8H 7H) does not beat the lead (KH QH JH): no "
        "card of 9H 8H 7H beats KH. Player 1 wins the trick with KH QH JH and takes 9 points: "
        "KH 4 + QH 3 + JH 2 + 9H 0 + 8H 0 + 7H 0 = 9.")


def test_special_leads_take_two_to_four_players_for_points_and_five_for_money() -> None:
    # 002 line 58: 2-4 for points; line 54: up to five for money.
    five = hands("6C 9C QC 7S", "7D 8S 9H JH", "6D 9D QD 7C", "8D 8C 8H 10S", "JS QS KS AS")
    with pytest.raises(InvalidInputError):
        kozel.special_lead(five, Suit.HEARTS, 0)
    assert kozel.special_lead(five, Suit.HEARTS, 0, MONEY)["combination"] is None
    with pytest.raises(InvalidInputError):
        kozel.special_lead(five[:1], Suit.HEARTS, 0, MONEY)


def test_the_showdown_names_each_hands_combination() -> None:
    answer = requests.showdown("kozel", {"hands": ["6C 9C QC 7S", "7D 8S 9H JH"],
                                         "trump": "H"})
    assert answer["winner"] is None
    assert [(h["category"], h["description"]) for h in answer["hands"]] == [
        ("none", "no combination"), ("none", "no combination")]
    answer = requests.showdown("kozel", {"hands": ["6C 9C QC AC", "AS AH 10D 10C"],
                                         "trump": "H"})
    assert answer["hands"][1]["description"] == \
        "a Moskva (four aces and tens, at least one a real ace)"
    answer = requests.showdown("kozel", {"hands": ["7H 9H JH 6C", "AS AH AD AC"], "trump": "H",
                                         "options": MONEY})
    assert answer["winner"] == 0
    assert [h["description"] for h in answer["hands"]] == ["a bura (three trumps)", "four aces"]


# --- tricks in words (002 lines 60, 67) ------------------------------------------------------

def trick(plays: list[Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    return requests.rule_trick("kozel", {"trump": "H", "plays": plays,
                                         "options": options or {}})


def test_the_shokha_led_alone_or_in_a_lead_is_said_unbeatable() -> None:
    # 002 line 60: above every card; line 67: wild in a lead, making it unbeatable.
    assert trick(["6S", "AH"])["explanation"] == (
        "Hearts are trumps. First player leads 6S. The shokha (6S) outranks every card, so this "
        "lead cannot be beaten. Second player (AH) does not beat the lead (6S): nothing beats "
        "6S, the shokha. First player wins the trick with 6S and takes 11 points: "
        "6S 0 + AH 11 = 11.")
    assert ("First player leads 10D KD 6S. The shokha (6S) is wild in a lead and nothing beats "
            "it, so this lead cannot be beaten.") in \
        trick([["10D", "KD", "6S"], ["AH", "10H", "KH"]])["explanation"]
    assert "shokha" not in trick(["7S", "AH"])["explanation"]


def test_money_three_trumps_led_are_called_a_bura() -> None:
    # 002 line 54: a bura of three trumps; only three trumps are, not three of a plain suit.
    ruling = trick([["7H", "9H", "JH"], ["8C", "6D", "QC"]], MONEY)
    assert ruling["winner"] == 0
    assert ("First player leads 7H 9H JH. Three trumps are a bura, which takes the pot when "
            "shown (Kozel for money).") in ruling["explanation"]
    assert "bura" not in trick([["7C", "9C", "JC"], ["8H", "6H", "QC"]], MONEY)["explanation"]
    assert "bura" not in trick([["7H"], ["8C"]], MONEY)["explanation"]


def test_the_count_notes_the_shokha_only_for_points() -> None:
    # 002 line 60: the shokha is the points game's; in money the 6S is a plain six.
    money = requests.count("kozel", {"cards": "6S AS 10H", "options": MONEY})
    assert money["points"] == 21
    assert money["breakdown"][0] == {"card": "6S", "points": 0}
    points = requests.count("kozel", {"cards": "6C 6S"})
    assert points["breakdown"] == [{"card": "6C", "points": 0},
                                   {"card": "6S", "points": 0, "note": "shokha"}]


def test_four_players_win_as_partners_in_points_but_alone_in_money() -> None:
    # 002 line 58: four play as two teams for points; line 54: each alone for money.
    points = trick([["7C"], ["8C"], ["9C"], ["6H"]])
    assert "fourth player and second player take 0 points" in points["explanation"]
    money = trick([["7C"], ["8C"], ["9C"], ["6H"]], MONEY)
    assert money["winner"] == 3
    assert "second player take" not in money["explanation"]


def test_four_play_as_partners_across_for_points_and_alone_for_money() -> None:
    # 002 line 58: four play as two teams, partners opposite; line 54: money, each alone.
    assert kozel.sides(4, {}) == ((0, 2), (1, 3))
    assert kozel.sides(4, {"mode": "points"}) == ((0, 2), (1, 3))
    assert kozel.sides(3, {}) is None
    assert kozel.sides(4, MONEY) is None


def test_the_number_of_players_and_lead_sizes_are_said_per_mode() -> None:
    # 002 line 58: 2-4 for points; line 54: up to five for money, leads of 1 or 3; line 67:
    # one to four cards led for points.
    with pytest.raises(InvalidInputError) as caught:
        trick([["7C"], ["8C"], ["9C"], ["6D"], ["10C"]])
    assert caught.value.message == "Kozel is played by at most 4 players: 5 plays were entered"
    five = trick([["7C"], ["8C"], ["9C"], ["6D"], ["10C"]], MONEY)
    assert five["winner"] == 4 and five["points"] == 10
    with pytest.raises(InvalidInputError) as caught:
        trick([["7C"], ["8C"], ["9C"], ["6D"], ["10C"], ["JC"]], MONEY)
    assert caught.value.message == \
        "Kozel for money is played by at most 5 players: 6 plays were entered"
    assert trick([["7C", "8C"], ["9C", "10C"]], MONEY)["violations"][0]["message"] == (
        "in Kozel for money a lead is 1 or 3 card(s) of one suit: 2 were led (7C 8C)")
    assert trick([["7C", "8C", "9C", "JC", "QC"], ["9D", "10D", "KD", "AD", "QD"]]
                 )["violations"][0]["message"] == (
        "in Kozel a lead is 1, 2, 3 or 4 card(s) of one suit: 5 were led (7C 8C 9C JC QC)")
    with pytest.raises(InvalidInputError) as caught:
        requests.rule_trick("kozel", {"plays": [["7C"], ["8C"]]})
    assert (caught.value.field, caught.value.message) == (
        "trump", "Kozel always has trumps: give the suit of the turned-up card")


def test_the_typed_score_reads_the_same_hand() -> None:
    # The typed answer (KozelScore) says what the JSON answer says.
    hand = kozel.KozelHand.parse({"won": [90, 30], "penalties": [0, 9]}, kozel.GAME)
    typed = kozel.score(hand)
    assert typed.mode == "points" and typed.penalties == (0, 4) and typed.totals == (0, 13)
    assert typed.dropped == (1,) and typed.winner == 0
    assert typed.explanation.endswith(
        "Side 1 reached 12 and drops out. Side 0 is the last survivor and wins the game.")
    money = kozel.score(kozel.KozelHand.parse(
        {"won": [70, 50], "pot": 4, "options": MONEY}, kozel.GAME))
    assert money.mode == "money" and money.takers == (0,) and money.share == 4


def test_what_a_table_may_enter_for_each_side() -> None:
    # Card points as text or a whole float, cards as a list, an out side's entry empty in any
    # form; a side's cards tell whether it took a trick (002 line 85: a trick, even of 0 points).
    assert score({"won": ["60", "60"]})["penalties"] == [2, 2]
    assert score({"won": [60.0, 60]})["penalties"] == [2, 2]
    assert score({"won": [["AS", "10S", "KS"], None]})["points"] == [25, 95]
    for empty in (None, 0, "", []):
        answer = score({"won": [empty, 60, 60], "out": [0]})
        assert answer["points"] == [0, 60, 60] and answer["penalties"] == [0, 2, 2]
    assert score({"won": [120, 0], "tricks": [36, 0]})["penalties"] == [0, 6]
    assert score({"won": [120, "9C"], "tricks": [None, None]})["penalties"] == [0, 4]
    assert score({"won": [60, 60, None], "penalties": [0, 0, 100000]})["out"] == [2]
    error = refusal({"won": [60.5, 59.5]})
    assert (error.field, error.message) == ("won[0]",
                                            "the card points of side 0 must be a whole number")


@pytest.mark.parametrize("body", [
    {"won": [60], "penalties": [0, 0]},
    {"won": [30, 30, 30, 30], "penalties": [0, 0]},
    {"won": [60], "penalties": [0], "out": [0]},
])
def test_a_wrong_number_of_sides_is_refused_before_the_penalties(body: dict[str, Any]) -> None:
    assert refusal(body).field == "won"


@pytest.mark.parametrize("body, field, message", [
    ({"won": [60, 60], "players": "x"}, "players", "Players must be a whole number"),
    ({"won": [60, 60], "players": 1}, "players", "Kozel is for 2 to 4 players here"),
    ({"won": [60, 60], "pot": "x", "options": MONEY}, "pot", "The pot must be a whole number"),
    ({"won": [60, 40, 20], "penalties": [12, 0, 0], "out": ["x"]}, "out[0]",
     "A side must be a whole number"),
    ({"won": [60, 60], "tricks": ["x", 1]}, "tricks[0]",
     "the tricks of side 0 must be a whole number"),
    ({"won": [60, 60], "tricks": [1, "x"]}, "tricks[1]",
     "the tricks of side 1 must be a whole number"),
    ({"won": [60, 60], "penalties": [1, "x"]}, "penalties[1]",
     "the penalty points of side 1 must be a whole number"),
    ({"won": [90, 31, None]}, "won",
     "the counted sides already have 121 card points, more than the 120 in the pack"),
])
def test_each_number_read_is_named_in_its_refusal(body: dict[str, Any], field: str,
                                                  message: str) -> None:
    error = refusal(body)
    assert (error.field, error.message) == (field, message)


def test_two_players_and_no_pot_are_accepted() -> None:
    assert score({"won": [60, 60], "players": 2})["award"] == {"by": "seat", "points": [2, 2]}
    answer = score({"won": [70, 50], "options": MONEY})
    assert answer["pot_before"] == 0 and answer["share"] == 0
    assert answer["award"] == {"by": "seat", "points": [0, 0]}
    # 120 counted with one side left uncounted: that side has 0
    assert score({"won": [90, 30, None], "tricks": [3, 2, 0]})["points"] == [90, 30, 0]


def test_special_leads_refuse_a_missing_trump_and_a_fifth_card() -> None:
    with pytest.raises(InvalidInputError) as caught:
        kozel.special_lead(hands("AS KS", "AH KH"), None, 0)  # type: ignore[arg-type]
    assert caught.value.message == "Kozel always has trumps: give the suit of the turned-up card"
    with pytest.raises(InvalidInputError) as caught:
        kozel.special_lead(hands("AS AH AD AC 10S", "KS KH"), Suit.HEARTS, 0)
    assert caught.value.message == "a hand holds at most 4 cards: player 0 has 5 (AS AH AD AC 10S)"
    with pytest.raises(InvalidInputError):
        kozel.special_lead(hands("6C", "7C", "8C", "9C", "10C", "JC"), Suit.HEARTS, 0, MONEY)
    with pytest.raises(InvalidInputError) as caught:
        requests.showdown("kozel", {"hands": ["AS AH", "KS KH"]})
    assert caught.value.message == "Kozel always has trumps: give the suit of the turned-up card"


def test_a_lead_with_the_shokha_alone_or_with_one_card() -> None:
    # 002 line 67: 6S with one card of a suit is a two-card lead, wild.
    assert ("First player leads KD 6S. The shokha (6S) is wild in a lead and nothing beats it, "
            "so this lead cannot be beaten.") in trick([["KD", "6S"], ["AH", "10H"]])["explanation"]


def test_money_a_special_pot_leaves_nothing_behind() -> None:
    answer = score({"special": {"player": 1, "cards": "7H 9H AH"}, "trump": "H", "pot": 9,
                    "options": MONEY})
    assert answer["mode"] == "money" and answer["remainder"] == 0


def test_more_refusals_and_words_in_kozel_for_money_and_points() -> None:
    # 002 line 54: up to five for money, so four players alone (not teams).
    answer = score({"won": [30, 30, 30, 30], "pot": 4, "options": MONEY})
    assert answer["takers"] == [0, 1, 2, 3] and answer["share"] == 1
    # 002 line 85: a side with card points took a trick, even one point's worth
    error = refusal({"won": [119, 1], "tricks": [3, 0]})
    assert (error.field, error.message) == (
        "tricks[1]", "side 1 has cards in its tricks, so it took at least one trick")
    error = refusal({"special": {"player": 0, "cards": ""}, "trump": "H", "options": MONEY})
    assert (error.field, error.message) == ("special.cards", "no cards given")
    with pytest.raises(InvalidInputError) as caught:
        requests.showdown("kozel", {"hands": ["AS AH", "KS KH"], "trump": "H",
                                    "round": "first"})
    assert caught.value.message == "Kozel has no rounds: leave round empty"
    # lead notes only where they apply (a plain money lead, a Moskva led mixed)
    assert trick([["7C"], ["8H"]], MONEY)["explanation"] == (
        "Hearts are trumps. First player leads 7C. Second player (8H) beats the lead (7C): 8H "
        "trumps 7C. Second player wins the trick with 8H and takes 0 points: 7C 0 + 8H 0 = 0.")
    assert trick([["7C"], ["8H"]])["explanation"] == (
        "Hearts are trumps. First player leads 7C. Second player (8H) beats the lead (7C): 8H "
        "trumps 7C. Second player wins the trick with 8H and takes 0 points: 7C 0 + 8H 0 = 0.")
    assert trick([["AS", "AC", "10D", "10C"], ["7H", "8H", "9H", "JH"]])["explanation"].startswith(
        "Hearts are trumps. First player leads AS AC 10D 10C, a Moskva (a special lead, so its "
        "suits may be mixed).")


def test_the_bura_trick_carries_its_own_explanation() -> None:
    answer = kozel.special_lead(hands("7H 8H 9H 6C", "JH QH KH 6D"), Suit.HEARTS, 1, MONEY)
    assert answer["bura_trick"]["explanation"].startswith(
        "Hearts are trumps. Player 1 leads KH QH JH.")


def test_a_card_in_two_sides_tricks_is_refused_by_name() -> None:
    # A 36-card pack (002 line 60): each card once, across all sides' tricks.
    with pytest.raises(DuplicateCardError) as caught:
        score({"won": ["AS", "AS"]})
    assert (caught.value.field, caught.value.message) == (
        "won", "AS is given 2 times, but Kozel's 36-card pack holds it only once")
