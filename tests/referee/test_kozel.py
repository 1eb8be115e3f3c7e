"""Kozel: the shokha, multi-card tricks, Moskva and Molodka, penalty points and the money pot.

002 = shared/rules/002: Kozel for money lines 52-54, Kozel for points lines 56-91.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import kozel, requests
from referee.cards import Suit, parse_card
from referee.errors import (CardNotInPackError, DuplicateCardError, InvalidInputError,
                            RefereeError)

MONEY = {"mode": "money"}


def trick(plays: list[Any], trump: str = "H", **extra: Any) -> dict[str, Any]:
    return requests.rule_trick("kozel", {"trump": trump, "plays": plays} | extra)


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("kozel", body)


def hands(*texts: str) -> list[list[Any]]:
    return [[parse_card(t) for t in text.split()] for text in texts]


def rules(ruling: dict[str, Any]) -> list[str]:
    return [v["rule"] for v in ruling["violations"]]


# --- the shokha (002 line 60) -----------------------------------------------------------------

@pytest.mark.parametrize("plays, winner", [
    (["AH", "6S"], 1),    # the shokha beats the ace of trumps
    (["6S", "AH"], 0),    # and nothing beats it
    (["7S", "6S"], 1),
    (["10C", "6S"], 1),
])
def test_the_shokha_outranks_every_card(plays: list[str], winner: int) -> None:
    assert trick(plays)["winner"] == winner


def test_the_shokha_counts_no_points() -> None:
    # 002 line 60: its point value is still 0.
    answer = requests.count("kozel", {"cards": "6S AS 10H"})
    assert answer["points"] == 21
    assert answer["breakdown"][0] == {"card": "6S", "points": 0, "note": "shokha"}


# --- multi-card tricks (002 line 67) ----------------------------------------------------------

def test_002_example_clubs_lead_beaten_by_mixed_cards_then_by_the_shokha() -> None:
    # Hearts trumps: AC KC JC, beaten by 8H 6H QC, which 6S 7H 10C beats.
    ruling = trick([["AC", "KC", "JC"], ["8H", "6H", "QC"], ["6S", "7H", "10C"]])
    assert ruling["winner"] == 2
    assert ruling["violations"] == []
    assert "8H trumps AC, 6H trumps KC, QC beats JC" in ruling["explanation"]
    assert "6S (the shokha) beats 8H, 7H beats 6H, 10C beats QC" in ruling["explanation"]
    assert ruling["points"] == 11 + 4 + 2 + 3 + 10


def test_the_shokha_is_wild_in_a_lead_and_makes_it_unbeatable() -> None:
    # 002 line 67: 10D KD 6S is a legal lead, and it cannot be beaten.
    ruling = trick([["10D", "KD", "6S"], ["AH", "10H", "KH"]])
    assert ruling["violations"] == []
    assert ruling["winner"] == 0
    assert "nothing beats 6S, the shokha" in ruling["explanation"]


def test_four_cards_of_a_suit_may_be_led() -> None:
    # 002 line 67: one, two, three or four cards of one suit.
    ruling = trick([["6C", "7C", "8C", "9C"], ["10C", "JC", "QC", "KC"]])
    assert ruling["violations"] == [] and ruling["winner"] == 1


def test_five_cards_are_too_many_to_lead() -> None:
    ruling = trick([["6C", "7C", "8C", "9C", "10C"], ["6D", "7D", "8D", "9D", "10D"]])
    assert "lead-size" in rules(ruling)


def test_a_lead_of_mixed_suits_is_illegal() -> None:
    # 002 line 67: the cards led must all be of the same suit.
    ruling = trick([["QC", "7D"], ["8H", "9H"]])
    assert rules(ruling) == ["lead-one-suit"]


def test_a_moskva_may_be_led_with_mixed_suits() -> None:
    # 002 lines 73-76: a Moskva lets its holder lead; it is led as one combination.
    ruling = trick([["AS", "AC", "10D", "10C"], ["7H", "8H", "9H", "JH"]])
    assert ruling["violations"] == []
    assert ruling["winner"] == 1


def test_a_later_play_must_match_the_number_of_cards_led() -> None:
    ruling = trick([["QC", "7C"], ["6S"]])
    assert rules(ruling) == ["same-number"]
    assert ruling["winner"] == 0


def test_four_players_name_the_winning_partnership() -> None:
    # 002 line 58: four play as two teams, partners opposite.
    ruling = trick([["7C"], ["8C"], ["9C"], ["6H"]])
    assert ruling["winner"] == 3
    assert "Fourth player wins the trick with 6H; fourth player and second player take 0 " \
        "points" in ruling["explanation"]


def test_five_plays_are_too_many_for_kozel_for_points() -> None:
    with pytest.raises(InvalidInputError):
        trick([["7C"], ["8C"], ["9C"], ["6D"], ["10C"]])


def test_face_down_plays_cannot_win_and_losers_go_face_down() -> None:
    # 002 line 69: non-winning plays are face down; only a play beating the best is face up.
    ruling = trick([["QC"], ["KC"]], context={"face_down": [1]})
    assert ruling["winner"] == 0
    ruling = trick([["QC"], ["KC"], ["JC"]], context={"face_down": []})
    assert rules(ruling) == ["face-down"]


@pytest.mark.parametrize("plays, error", [
    ([["QC"], ["5C"]], CardNotInPackError),
    ([["QC"], ["QC"]], DuplicateCardError),
])
def test_cards_outside_the_pack_or_given_twice_are_refused(plays: list[list[str]],
                                                            error: type[RefereeError]) -> None:
    with pytest.raises(error):
        trick(plays)


# --- Moskva and Molodka (002 lines 73-80) -----------------------------------------------------

@pytest.mark.parametrize("hand, kind", [
    ("AS AH AD AC", "moskva"),
    ("AS 10H 10D 10C", "moskva"),
    ("AS 10H 10D 6S", "moskva"),     # the shokha stands in for a ten
    ("10S 10H 10D 10C", None),       # needs a real ace
    ("10S 10H 10D 6S", None),
    ("AS 10H 10D KC", None),
    ("6C 9C QC AC", "molodka"),      # four of a suit, not trumps
    ("6H 9H QH AH", "molodka"),      # four trumps also count
    ("6C 9C QC 6S", "molodka"),      # three of a suit with the shokha
    ("6C 9C QC 7S", None),
    ("6C 9C QC", None),              # only four-card hands
])
def test_combinations(hand: str, kind: str | None) -> None:
    assert kozel.combination(hands(hand)[0], Suit.HEARTS) == kind


def test_moskva_has_priority_over_molodka() -> None:
    answer = kozel.special_lead(hands("6C 9C QC AC", "AS AH 10D 10C"), Suit.HEARTS, 0)
    assert answer["leader"] == 1 and answer["combination"] == "moskva"
    assert answer["ends_hand"] is False


def test_same_combination_goes_to_the_player_who_would_play_earlier() -> None:
    # 002 line 80.
    answer = kozel.special_lead(hands("6C 9C QC AC", "7D 8D 9D JD", "7C 8S 9H JH"),
                                Suit.HEARTS, 1)
    assert answer["leader"] == 1
    answer = kozel.special_lead(hands("6C 9C QC AC", "7D 8D 9D JD", "7C 8S 9H JH"),
                                Suit.HEARTS, 2)
    assert answer["leader"] == 0


def test_showdown_gives_the_special_leader() -> None:
    answer = requests.showdown("kozel", {"hands": ["6C 9C QC AC", "AS AH 10D 10C"],
                                         "trump": "H"})
    assert answer["winner"] == 1
    assert [h["category"] for h in answer["hands"]] == ["molodka", "moskva"]


# --- penalty points, two sides (002 line 85) --------------------------------------------------

@pytest.mark.parametrize("won, tricks, penalties", [
    ([75, 45], None, [0, 2]),
    ([89, 31], None, [0, 2]),            # 31 is enough for 2
    ([90, 30], None, [0, 4]),            # 30 or fewer with a trick: 4
    ([120, 0], [5, 1], [0, 4]),          # a trick with 0 card points: still 4
    ([120, 0], [9, 0], [0, 6]),          # no trick: 6
    ([60, 60], None, [2, 2]),            # 60:60, both score 2
    ([30, 90], None, [4, 0]),
])
def test_two_sided_penalties(won: list[int], tricks: list[int] | None,
                             penalties: list[int]) -> None:
    body: dict[str, Any] = {"won": won}
    if tricks is not None:
        body["tricks"] = tricks
    assert score(body)["penalties"] == penalties


def test_a_side_given_its_cards_is_counted_and_known_to_have_taken_a_trick() -> None:
    answer = score({"won": ["9C 8C 7C", "AS 10S KS QS JS AH 10H KH QH JH AD 10D KD QD JD AC "
                            "10C KC QC JC"]})
    assert answer["points"] == [0, 120]
    assert answer["penalties"] == [4, 0]
    answer = score({"won": ["", None]})
    assert answer["penalties"] == [6, 0]


def test_zero_points_given_as_a_number_needs_the_tricks() -> None:
    with pytest.raises(InvalidInputError) as error:
        score({"won": [120, 0]})
    assert error.value.field == "tricks"


# --- three players (002 line 87) --------------------------------------------------------------

@pytest.mark.parametrize("won, tricks, penalties", [
    ([60, 40, 20], None, [0, 2, 4]),
    ([79, 21, 20], None, [0, 2, 4]),     # 21 or more: 2
    ([100, 20, 0], [7, 2, 0], [0, 4, 6]),
    ([50, 50, 20], None, [2, 2, 4]),     # tie for most: 2 each
    ([40, 40, 40], None, [2, 2, 2]),
])
def test_three_player_penalties(won: list[int], tricks: list[int] | None,
                                penalties: list[int]) -> None:
    body: dict[str, Any] = {"won": won}
    if tricks is not None:
        body["tricks"] = tricks
    assert score(body)["penalties"] == penalties


def test_four_players_enter_two_teams() -> None:
    with pytest.raises(InvalidInputError) as error:
        score({"won": [30, 30, 30, 30]})
    assert "two teams" in error.value.message


# --- dropping out (002 lines 89-91) -----------------------------------------------------------

def test_reaching_12_drops_a_player_and_the_last_survivor_wins() -> None:
    answer = score({"won": [90, 20, 10], "penalties": [0, 8, 8]})
    assert answer["totals"] == [0, 12, 12]
    assert answer["dropped"] == [1, 2]
    assert answer["winner"] == 0


def test_in_three_player_game_two_survivors_play_on() -> None:
    answer = score({"won": [60, 40, 20], "penalties": [0, 4, 8]})
    assert answer["dropped"] == [2] and answer["survivors"] == [0, 1]
    assert answer["winner"] is None


def test_all_reaching_12_only_the_most_penalties_drop_out() -> None:
    answer = score({"won": [60, 60], "penalties": [10, 11]})
    assert answer["totals"] == [12, 13]
    assert answer["dropped"] == [1] and answer["winner"] == 0


def test_all_reaching_12_with_a_tie_for_most_no_one_drops() -> None:
    answer = score({"won": [60, 60], "penalties": [10, 10]})
    assert answer["dropped"] == [] and answer["winner"] is None


def test_the_drop_out_target_is_an_option() -> None:
    answer = score({"won": [75, 45], "penalties": [0, 8], "options": {"target": 10}})
    assert answer["dropped"] == [1] and answer["winner"] == 0


# --- the 120 check (002 line 83) and what a table may enter -----------------------------------

def test_card_points_must_total_120() -> None:
    with pytest.raises(InvalidInputError) as caught:
        score({"won": [70, 45]})
    assert caught.value.field == "won" and caught.value.message == (
        "the sides' card points total 115, not the 120 in the pack: recount")
    assert score({"won": [75, 45]})["check"]["ok"] is True


def test_one_side_may_be_left_for_the_rest_of_120() -> None:
    answer = score({"won": ["AS 10S KS", None]})
    assert answer["points"] == [25, 95]
    assert answer["check"]["inferred"] == 1
    assert answer["penalties"] == [4, 0]


@pytest.mark.parametrize("body, field", [
    ({"won": [None, None]}, "won"),
    ({"won": [121, None]}, "won[0]"),
    ({"won": "AS"}, "won"),
    ({"won": [60]}, "won"),
    ({"won": ["AS 5H", None]}, "won[0]"),
    ({"won": ["AS", "AS"]}, "won"),
    ({"won": [60, 60], "tricks": [1]}, "tricks"),
    ({"won": [60, 60], "tricks": [0, 3]}, "tricks[0]"),
    ({"won": [60, 60], "penalties": [-1, 0]}, "penalties[0]"),
    ({"won": [60, 60], "penalties": ["x", 0]}, "penalties[0]"),
])
def test_bad_score_bodies_are_refused(body: dict[str, Any], field: str) -> None:
    with pytest.raises(RefereeError) as error:
        score(body)
    assert error.value.field == field


# --- Kozel for money (002 lines 52-54) --------------------------------------------------------

def test_money_most_points_take_the_pot() -> None:
    answer = score({"won": [50, 40, 30], "pot": 6, "options": MONEY})
    assert answer["takers"] == [0] and answer["share"] == 6 and answer["pot_after"] == 0


def test_money_equal_tops_divide_the_pot_and_the_odd_chip_stays() -> None:
    answer = score({"won": [50, 50, 20], "pot": 7, "options": MONEY})
    assert answer["takers"] == [0, 1]
    assert answer["share"] == 3 and answer["remainder"] == 1 and answer["pot_after"] == 1


@pytest.mark.parametrize("cards, kind", [
    ("7H 9H AH 6S", "bura"),      # three trumps
    ("AS AH AD AC", "four aces"),
])
def test_money_a_bura_or_four_aces_take_the_pot(cards: str, kind: str) -> None:
    answer = score({"special": {"player": 2, "cards": cards}, "trump": "H", "pot": 9,
                    "options": MONEY})
    assert answer["takers"] == [2] and answer["share"] == 9
    assert answer["special"]["combination"] == kind


def test_money_a_hand_that_is_no_bura_is_refused() -> None:
    with pytest.raises(InvalidInputError) as error:
        score({"special": {"player": 0, "cards": "7H 9H AS AD"}, "trump": "H", "pot": 9,
               "options": MONEY})
    assert error.value.field == "special.cards"


def test_money_leads_are_one_card_or_three() -> None:
    ruling = trick([["7C", "9C"], ["8H", "6H"]], options=MONEY)
    assert rules(ruling) == ["lead-size"]
    assert trick([["7C", "9C", "JC"], ["8H", "6H", "QC"]], options=MONEY)["violations"] == []


def test_money_the_six_of_spades_is_an_ordinary_six() -> None:
    # The shokha is the points version's exception (002 line 60).
    assert trick([["AH"], ["6S"]], options=MONEY)["winner"] == 0


def test_money_bura_outranks_four_aces_and_several_buras_play_it_out() -> None:
    answer = kozel.special_lead(hands("AS AH AD AC", "7H 9H JH 6C"), Suit.HEARTS, 0, MONEY)
    assert answer["combination"] == "bura" and answer["pot_winner"] == 1
    answer = kozel.special_lead(hands("7H 8H 9H 6C", "JH QH KH 6D", "AS AD AC 7S"),
                                Suit.HEARTS, 0, MONEY)
    assert answer["leader"] == 0 and answer["pot_winner"] == 1 and answer["ends_hand"]
