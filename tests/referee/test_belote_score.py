"""Belote hand scoring, from shared/rules/003 lines 497–544 (declarations, belote, contract,
capot, dix de der, rounding)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import belote, requests
from referee.errors import DuplicateCardError, InvalidInputError, RefereeError
from referee.words import say

# Hearts are trumps in every hand here. Spades and hearts: 92 card points; diamonds and clubs
# 60 (003:530-538: trump J 20, trump 9 14, A 11, 10 10, K 4, Q 3, plain J 2).
MAJORS = "AS KS QS JS 10S 9S 8S 7S AH KH QH JH 10H 9H 8H 7H"
MINORS = "AD KD QD JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"
EVERY_CARD = f"{MAJORS} {MINORS}"
# 71 and 81 card points: with the last trick to the first, 81 each in tricks.
SEVENTY_ONE = "KS QS JS 9S 8S 7S AH KH QH JH 10H 9H 8H 7H 9D 8D"
EIGHTY_ONE = "AS 10S AD KD QD JD 10D 7D AC KC QC JC 10C 9C 8C 7C"
# 75 and 77 card points: 85 and 77 in tricks with the last trick to the first.
SEVENTY_FIVE = "AS KS QS JS 10S 9S 8S 7S AH KH QH QD 10H 9H 8H 7H"
SEVENTY_SEVEN = "AD KD JH JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": "H", "taker": 0, "won": [MAJORS, MINORS],
                            "last_trick": 0, "declarations": [[], []], "belote": None}
    return requests.score("belote", body | overrides)


def refused(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


# --- card points and dix de der (003:525, 530-538) ---

def test_card_points_and_ten_for_the_last_trick_make_162() -> None:
    result = score()
    assert result["card_points"] == [92, 60]
    assert result["trick_points"] == [102, 60]
    assert sum(result["trick_points"]) == belote.HAND_POINTS == 162


def test_the_last_trick_goes_to_the_side_that_took_it() -> None:
    assert score(last_trick=1)["trick_points"] == [92, 70]


# --- the contract (003:497, 540) ---

def test_taker_scoring_more_in_tricks_makes_and_both_sides_keep_their_points() -> None:
    result = score()
    assert result["made"] is True and result["capot"] is False
    assert result["points"] == [102, 60]
    assert result["rounded"] == [100, 60]
    assert result["award"] == {"by": "team", "points": [100, 60]}
    assert "made its contract" in result["explanation"]


def test_failed_taker_gives_the_opponents_162_and_scores_nothing() -> None:
    result = score(taker=1)
    assert result["made"] is False
    assert result["points"] == [162, 0]
    assert result["award"]["points"] == [160, 0]
    assert "failed its contract" in result["explanation"]


def test_an_equal_count_in_tricks_is_not_more_so_the_taker_fails() -> None:
    # 003:540 — the taking team must score *more* in tricks than its opponents.
    result = score(won=[SEVENTY_ONE, EIGHTY_ONE], last_trick=0, taker=0)
    assert result["trick_points"] == [81, 81]
    assert result["made"] is False
    assert result["points"] == [0, 162]


def test_declarations_do_not_help_the_taker_make_the_contract() -> None:
    # 003:540 — "scores more in tricks": four jacks do not rescue 60 against 102.
    result = score(taker=1, declarations=[[], [["JC", "JD", "JH", "JS"]]])
    assert result["made"] is False
    assert result["points"] == [162 + 200, 0]


def test_failed_taker_hands_its_declarations_to_the_opponents_but_keeps_belote() -> None:
    # 003:511,540 — opponents score 162 plus their and the taker's declarations; belote is
    # always scored by its holder.
    result = score(taker=1, declarations=[[], [["AD", "KD", "QD", "JD"]]], belote=1)
    assert result["declaration_points"] == [50, 0]
    assert result["belote_points"] == [0, 20]
    assert result["points"] == [212, 20]
    assert result["award"]["points"] == [210, 20]


# --- capot (003:542) ---

def test_takers_capot_scores_252_plus_declarations() -> None:
    result = score(won=[EVERY_CARD, []], declarations=[[["AS", "KS", "QS"]], []])
    assert result["capot"] is True and result["capot_team"] == 0 and result["made"] is True
    assert result["points"] == [252 + 20, 0]
    assert result["rounded"] == [270, 0]


def test_a_side_without_a_trick_scores_only_belote() -> None:
    # 003:542 — the opponents’ run would be the best declaration, but they took no trick.
    result = score(won=[EVERY_CARD, []], belote=1,
                   declarations=[[["AS", "KS", "QS"]], [["AD", "KD", "QD", "JD"]]])
    assert result["best_declaration"] == 1
    assert result["points"] == [252, 20]
    assert any("is lost" in line for line in result["breakdown"])


def test_opponents_capot_scores_252_plus_both_sides_declarations() -> None:
    result = score(won=[[], EVERY_CARD], last_trick=1, belote=0,
                   declarations=[[["AD", "KD", "QD", "JD"]], []])
    assert result["capot_team"] == 1 and result["made"] is False
    assert result["points"] == [20, 252 + 50]
    assert result["award"]["points"] == [20, 300]


# --- declarations (003:505-515) ---

@pytest.mark.parametrize("cards, points, name", [
    ("JC JD JH JS", 200, "four jacks"),
    ("9C 9D 9H 9S", 150, "four nines"),
    ("AC AD AH AS", 100, "four aces"),
    ("10C 10D 10H 10S", 100, "four tens"),
    ("KC KD KH KS", 100, "four kings"),
    ("QC QD QH QS", 100, "four queens"),
    ("AS KS QS", 20, "run of three to the ace of spades"),
    ("10D JD 9D 8D", 50, "run of four to the jack of diamonds"),
    ("KC QC JC 10C 9C", 100, "run of five to the king of clubs"),
    ("AC KC QC JC 10C 9C 8C 7C", 100, "run of eight to the ace of clubs"),
])
def test_declarations_are_read_from_their_cards(cards: str, points: int, name: str) -> None:
    result = score(declarations=[[cards], []])
    assert result["declarations"][0][0]["points"] == points
    assert result["declarations"][0][0]["name"].startswith(name)
    assert result["declaration_points"] == [points, 0]


@pytest.mark.parametrize("cards, french", [("AC AD AH AS", "carré d'as"),
                                           ("KC KD KH KS", "carré de rois")])
def test_belote_says_its_four_aces_in_its_own_words(cards: str, french: str) -> None:
    # 003:505-515, the fours; Belote players say « carré d'as », where the same English said
    # of Kozel's show of four aces (002 line 54) is « quatre as » (fr.md §2)
    from referee.words import speaking
    name = score(declarations=[[cards], []])["declarations"][0][0]["name"]
    with speaking("fr"):
        assert name.text() == french
    with speaking("fr"):
        assert say("four aces").text() == "quatre as"


def test_runs_use_the_everyday_order_so_jack_ten_nine_is_a_run() -> None:
    # 003:508 — for sequences A K Q J 10 9 8 7, not the trick order.
    assert score(declarations=[["QH JH 10H"], []])["declaration_points"] == [20, 0]


@pytest.mark.parametrize("best, other, winner", [
    ("JC JD JH JS", "9C 9D 9H 9S", 0),           # four jacks over four nines
    ("9C 9D 9H 9S", "AC AD AH AS", 0),           # four nines over four aces
    ("AC AD AH AS", "KC KD KH KS", 0),           # fours of equal value: by rank
    ("AC AD AH AS", "KS QS JS 10S 9S", 0),       # a four of 100 over a run of five (reading)
    ("KC QC JC 10C 9C 8C", "AS KS QS JS 10S", 0),  # a longer run over a shorter one
    ("AD KD QD JD", "AS KS QS", 0),              # a run of four over a run of three
    ("AD KD QD", "KS QS JS", 0),                 # equal length: the higher top card
    ("AH KH QH", "AS KS QS", 0),                 # identical runs: the trump run
])
def test_the_best_declaration_wins(best: str, other: str, winner: int) -> None:
    # 003:507-508, 513; the sides are swapped too, so the order entered does not matter.
    assert score(declarations=[[best], [other]])["best_declaration"] == winner
    assert score(declarations=[[other], [best]])["best_declaration"] == 1 - winner


def test_only_the_side_with_the_best_declaration_scores_all_of_its_declarations() -> None:
    # 003:511 — team 0 holds the best (a run of four), so its run of three scores too, and
    # team 1's run of three, though it beats team 0's, scores nothing.
    result = score(declarations=[["AD KD QD JD", "9C 8C 7C"], ["AS KS QS"]])
    assert result["declaration_points"] == [70, 0]
    assert result["points"] == [102 + 70, 60]


def test_identical_plain_runs_tie_and_nobody_scores_declarations() -> None:
    result = score(declarations=[["AD KD QD"], ["AS KS QS", "9C 8C 7C"]])
    assert result["best_declaration"] is None
    assert result["declaration_points"] == [0, 0]
    assert "neither team scores" in " ".join(map(str, result["breakdown"]))


def test_a_card_may_be_in_a_four_and_a_run() -> None:
    result = score(declarations=[["JC JD JH JS", "QH JH 10H"], []])
    assert result["declaration_points"] == [220, 0]


def test_belote_is_always_scored_even_against_the_best_declaration() -> None:
    # 003:509, 511 — belote and rebelote are always scored.
    result = score(declarations=[["AS KS QS"], []], belote=1)
    assert result["points"] == [102 + 20, 60 + 20]


def test_a_seat_is_read_as_its_team() -> None:
    result = score(taker=3, last_trick=2, belote=3)
    assert result["taker"] == 1 and result["last_trick"] == 0
    assert result["belote_points"] == [0, 20]


# --- rounding (003:544) ---

def test_scores_round_to_the_nearest_ten_and_a_five_rounds_up() -> None:
    result = score(won=[SEVENTY_FIVE, SEVENTY_SEVEN])
    assert result["points"] == [85, 77]
    assert result["rounded"] == [90, 80]


# --- the game to 1000 (003:479, 544) ---

def test_reaching_1000_at_the_end_of_a_hand_wins() -> None:
    result = score(scores=[920, 500])
    assert result["scores"] == [1020, 560]
    assert result["game_over"] is True and result["winner"] == 0


def test_both_teams_reaching_1000_on_one_hand_is_a_tie() -> None:
    result = score(scores=[920, 950])
    assert result["game_over"] is True and result["winner"] is None
    assert "tie" in result["explanation"]


# --- bad input ---

def test_won_cards_must_be_the_whole_pack() -> None:
    error = refused(won=[MAJORS, MINORS.replace("7C", "").replace("8C", "")
                         .replace("9C", "").replace("10C", "")])
    assert error.field == "won" and "7C" in error.message


def test_a_card_won_twice_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        score(won=[MAJORS, MINORS.replace("7C", "AS")])


def test_a_card_outside_the_32_card_pack_is_refused() -> None:
    assert refused(won=[MAJORS.replace("7S", "6S"), MINORS]).field == "won[0]"


def test_tricks_are_four_cards() -> None:
    error = refused(won=[MAJORS + " AD", MINORS.replace("AD", "")])
    assert error.field == "won[0]" and "four cards" in error.message


def test_the_last_trick_belongs_to_a_side_with_cards() -> None:
    assert refused(won=[EVERY_CARD, []], last_trick=1).field == "last_trick"


@pytest.mark.parametrize("cards, words", [
    ("AS KS JS", "QS missing"),
    ("8C 8D 8H 8S", "no four of a kind in 8s or 7s"),
    ("AS AD AH", "not a declaration"),
    ("AS KD QD", "not a declaration"),
    ("KH QH", "belote"),
    ("AS KS", "not a declaration"),
])
def test_cards_that_make_no_declaration_are_refused(cards: str, words: str) -> None:
    error = refused(declarations=[[cards], []])
    assert error.field == "declarations[0][0]" and words in error.message


def test_a_card_in_two_runs_of_one_side_is_refused() -> None:
    error = refused(declarations=[["AS KS QS", "QS JS 10S"], []])
    assert error.field == "declarations[0][1]" and "QS" in error.message


def test_a_card_declared_by_both_sides_is_refused() -> None:
    error = refused(declarations=[["AS KS QS"], ["AS AD AH AC"]])
    assert "both teams" in error.message


def test_belote_cannot_be_held_by_a_side_whose_opponents_declared_the_trump_king() -> None:
    error = refused(declarations=[["KC KD KH KS"], []], belote=1)
    assert error.field == "belote" and "KH" in error.message


@pytest.mark.parametrize("field, value", [
    ("taker", 4), ("taker", "north"), ("taker", True), ("taker", None),
    ("last_trick", -1), ("belote", "yes"), ("trump", None), ("trump", "X"),
    ("won", [MAJORS]), ("won", "AS"), ("declarations", [[], [], []]),
    ("declarations", [["AS KS QS"], "AD"]), ("scores", [1, "x"]),
])
def test_bad_fields_are_refused_naming_the_field(field: str, value: Any) -> None:
    error = refused(**{field: value})
    assert isinstance(error, (InvalidInputError, RefereeError))
    assert error.field is not None and error.field.startswith(field)
