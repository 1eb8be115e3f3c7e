"""Burraco rulings in words and figures (shared/rules/003 lines 2–86): each meld read and said,
each team's points, bonuses, penalties and breakdown, the totals and the end of the game, and
every refusal's field and sentence."""

from __future__ import annotations

from typing import Any

import pytest

from referee import burraco, requests
from referee.cards import parse_card
from referee.errors import RefereeError

CLEAN = "3S 4S 5S 6S 7S 8S 9S"  # 5 × 5 + 2 × 10 = 45
DIRTY = "QC QD QH QS QC QD JK"  # 6 × 10 + 30 = 90


def cards(text: str) -> list[Any]:
    return [parse_card(token) for token in text.split()]


def meld(text: str) -> burraco.Meld:
    return burraco.read_meld(cards(text))


def why_not(text: str) -> str:
    with pytest.raises(burraco.MeldError) as caught:
        meld(text)
    return str(caught.value.message)


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"melds": [[], []], "hands": [[], []], "closed": None,
                            "pozzetto": [True, True]}
    return requests.score("burraco", body | overrides)


def refusal(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


# --- card values (003 lines 65-71) ---

@pytest.mark.parametrize("card, points", [
    ("JK", 30), ("2C", 20), ("2H", 20), ("AS", 15), ("KD", 10), ("QH", 10), ("JC", 10),
    ("10S", 10), ("9D", 10), ("8H", 10), ("7S", 5), ("6C", 5), ("5D", 5), ("4H", 5),
    ("3C", 5)])
def test_each_card_counts_its_value(card: str, points: int) -> None:
    assert burraco.card_points(parse_card(card)) == points
    assert burraco.count(cards(card)).points == points


def test_the_count_says_each_card_and_marks_the_joker_wild() -> None:
    counted = requests.count("burraco", {"cards": "JK 2H QS 3C"})
    assert counted["points"] == 65
    assert [line["points"] for line in counted["breakdown"]] == [30, 20, 10, 5]
    assert [line.get("note") for line in counted["breakdown"]] == ["wild", None, None, None]


# --- melds read and said (003 lines 24-38) ---

@pytest.mark.parametrize("text, kind, layout, wild, stands_for, points, words", [
    ("7S 7H 7D", "set", "7S 7H 7D", None, None, 15, "set 7S 7H 7D"),
    ("QS QH JK", "set", "QS QH JK", "JK", "Q", 50, "set QS QH JK (JK wild, for Q)"),
    ("JK QS QH", "set", "QS QH JK", "JK", "Q", 50, "set QS QH JK (JK wild, for Q)"),
    ("9D 2S 9C", "set", "9D 9C 2S", "2S", "9", 40, "set 9D 9C 2S (2S wild, for 9)"),
    ("JH 9H 10H", "run", "9H 10H JH", None, None, 30, "run 9H 10H JH"),
    ("7S JK 9S", "run", "7S JK 9S", "JK", "8S", 45, "run 7S JK 9S (JK wild, for 8S)"),
    ("7S 8S JK", "run", "JK 7S 8S", "JK", "6S", 45, "run JK 7S 8S (JK wild, for 6S)"),
    ("AH 2H 3H JK", "run", "AH 2H 3H JK", "JK", "4H", 70, "run AH 2H 3H JK (JK wild, for 4H)"),
    ("KS AS JK", "run", "JK KS AS", "JK", "QS", 55, "run JK KS AS (JK wild, for QS)"),
    ("QD KD AD", "run", "QD KD AD", None, None, 35, "run QD KD AD"),
    ("AS 2S 3S", "run", "AS 2S 3S", None, None, 40, "run AS 2S 3S"),
    ("2H 3H 4H 6H", "run", "3H 4H 2H 6H", "2H", "5H", 35, "run 3H 4H 2H 6H (2H wild, for 5H)"),
    ("9S 10S 2D", "run", "2D 9S 10S", "2D", "8S", 40, "run 2D 9S 10S (2D wild, for 8S)"),
    ("2H 2H 3H 4H", "run", "2H 2H 3H 4H", "2H", "AH", 50,
     "run 2H 2H 3H 4H (2H wild, for AH)"),
    ("3C 2C 4C", "run", "2C 3C 4C", None, None, 30, "run 2C 3C 4C"),
    # the ace high, the wild between: no reading with the ace low has a single gap
    ("QD AD JK", "run", "QD JK AD", "JK", "KD", 55, "run QD JK AD (JK wild, for KD)"),
])
def test_a_meld_is_read_laid_out_and_said(text: str, kind: str, layout: str, wild: str | None,
                                          stands_for: str | None, points: int,
                                          words: str) -> None:
    read = meld(text)
    assert read.to_dict() == {"kind": kind, "cards": text.split(), "layout": layout,
                              "wild": wild, "stands_for": stands_for, "points": points,
                              "burraco": None, "bonus": 0}
    assert str(read.describe()) == words and burraco.can_meld(cards(text))


def test_a_meld_is_said_in_spanish_with_its_wild_card() -> None:
    assert meld("7S 8S JK").describe().render("es") == "escalera JK 7S 8S (JK comodín, por 6S)"
    assert meld("QS QH JK").describe().render("es") == "grupo QS QH JK (JK comodín, por Q)"


@pytest.mark.parametrize("text, burraco_kind, bonus", [
    (CLEAN, "clean", 200), (DIRTY, "dirty", 100), ("2H 3H 4H 5H 6H 7H 8H", "clean", 200),
    ("3S 4S 5S 6S 7S 8S", None, 0), ("QC QD QH QS QC JK", None, 0),
    ("AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", "clean", 200),  # thirteen places, the most
    ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "clean", 200),
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", "clean", 200)])
def test_seven_cards_or_more_are_a_burraco(text: str, burraco_kind: str | None,
                                           bonus: int) -> None:
    # 003 line 41: seven or more cards; clean without a wild card (line 75: 200; 76: 100).
    read = meld(text)
    assert read.burraco == burraco_kind and read.bonus == bonus


@pytest.mark.parametrize("text, words", [
    ("", "no cards: a meld needs at least 3 cards"),
    ("7S", "7S: a meld needs at least 3 cards"),
    ("7S 7H", "7S 7H: a meld needs at least 3 cards"),
    ("JK JK 2S", "JK JK 2S: no meld of jokers and 2s alone: there are no sets of jokers or 2s, "
                 "and a meld holds one wild card at most"),
    ("2S 2H 2D", "2S 2H 2D: no meld of jokers and 2s alone: there are no sets of jokers or 2s, "
                 "and a meld holds one wild card at most"),
    ("7S 7H JK 2S", "7S 7H JK 2S: a meld holds one wild card at most (one joker or one 2), and "
                    "this set has 2: JK 2S"),
    ("9S 9H 9D 2C 2D", "9S 9H 9D 2C 2D: a meld holds one wild card at most (one joker or one "
                       "2), and this set has 2: 2C 2D"),
    ("7S JK JK", "7S JK JK: a meld holds one wild card at most (one joker or one 2), and this "
                 "run has 2: JK JK"),
    ("7H 8S 9H", "7H 8S 9H: neither a set (cards of one rank) nor a run (cards of one suit in "
                 "sequence)"),
    ("7H 7H 8H", "7H 7H 8H: a run holds each card once, and 7H is here twice"),
    ("9H 8H 8H 9H", "9H 8H 8H 9H: a run holds each card once, and 8H is here twice"),
    ("KH AH 2H JK", "KH AH 2H JK: an ace is high (Q-K-A) or low (A-2-3), not both, so a run "
                    "does not turn the corner K-A-2"),
    ("AS QS KS 2S 3S", "AS QS KS 2S 3S: an ace is high (Q-K-A) or low (A-2-3), not both, so a "
                       "run does not turn the corner K-A-2"),
    ("7H 9H JK 2C", "7H 9H JK 2C: a meld holds one wild card at most (one joker or one 2), and "
                    "this run has 2: JK 2C"),
    # a 2 of the run's suit stands in its own place; the second is the one wild card
    ("4H 2H 2H 8H", "4H 2H 2H 8H: not in sequence: 3H 5H 6H 7H missing, and one wild card "
                    "fills only one place"),
    ("5C 8C JK", "5C 8C JK: not in sequence: 6C 7C missing, and one wild card fills only one "
                 "place"),
    ("5C 8C 2D", "5C 8C 2D: not in sequence: 6C 7C missing, and one wild card fills only one "
                 "place"),
    ("5C 6C 8C", "5C 6C 8C: not in sequence: 7C missing, with no wild card to fill the gap"),
    ("9H 2H 2H 2D", "9H 2H 2H 2D: a meld holds one wild card at most (one joker or one 2), and "
                    "this run has 2: 2D 2H"),
    # as many gaps with the ace low as high: the low reading is said
    ("AS 5S 10S", "AS 5S 10S: not in sequence: 2S 3S 4S 6S 7S 8S 9S missing, with no wild card "
                  "to fill the gap"),
    ("AS 3S 4S", "AS 3S 4S: not in sequence: 2S missing, with no wild card to fill the gap"),
    ("AS QS JS", "AS QS JS: not in sequence: KS missing, with no wild card to fill the gap"),
])
def test_cards_that_make_no_meld_are_refused_in_words(text: str, words: str) -> None:
    # 003 lines 24-36: sets and runs of three or more, one wild card at most, no sets of
    # jokers or 2s (line 28), an ace high or low but not both (line 26).
    assert why_not(text) == words
    assert not burraco.can_meld(cards(text))


def test_a_refused_meld_names_its_field() -> None:
    with pytest.raises(burraco.MeldError) as caught:
        burraco.verify_meld(cards("5C 6C 8C"), "melds[1][2]")
    assert caught.value.field == "melds[1][2]"
    assert str(caught.value.message) == ("5C 6C 8C: not in sequence: 7C missing, with no wild "
                                         "card to fill the gap")
    assert burraco.verify_meld(cards("5C 6C 7C")).kind == "run"
    with pytest.raises(burraco.MeldError) as unnamed:
        burraco.verify_meld(cards("5C 6C"))
    assert unnamed.value.field == "meld"


def test_the_smallest_meld_said_in_spanish() -> None:
    # 003 line 24: three cards or more; the count is never one, so the plural is checked here
    with pytest.raises(burraco.MeldError) as caught:
        meld("7S 7H")
    assert caught.value.message.render("es") == "7S 7H: una combinación necesita al menos 3 cartas"
    with pytest.raises(burraco.MeldError) as empty:
        meld("")
    assert empty.value.message.render("es") == (
        "sin cartas: una combinación necesita al menos 3 cartas")


def test_a_meld_on_a_page_wears_the_tables_faces() -> None:
    from referee.faces import Faces
    assert meld("7S 8S JK").describe().render("ru", Faces.FRENCH) == (
        "последовательность JK 7♠ 8♠ (JK — дикая карта, вместо 6♠)")
    assert meld("QS QH JK").describe().render("fr", Faces.FRENCH) == (
        "série D♠ D♥ JK (JK en joker, pour D)")


# --- a hand scored (003 lines 65-81) ---

def test_a_closed_hand_scored_for_both_teams_in_words() -> None:
    # 003 lines 65-79: melds added, cards in hand subtracted, 200 a clean burraco, 100 for
    # closing, −100 for a pozzetto never taken; line 81: past 2000 the higher total wins.
    result = score(melds=[[CLEAN, "QS QH JK"], []], hands=[["JK", "3C"], ["AS"]], closed=0,
                   pozzetto=[True, False], scores=[1700, 1900])
    assert result["points"] == [360, -115] and result["closed"] == 0
    assert result["award"] == {"by": "team", "points": [360, -115]}
    assert result["scores_before"] == [1700, 1900] and result["scores"] == [2060, 1785]
    assert result["target"] == 2000 and result["game_over"] is True and result["winner"] == 0
    first, second = result["teams"]
    assert first["team"] == 0 and first["meld_points"] == 95 and first["hand_points"] == 35
    assert first["hand"] == ["JK", "3C"] and first["penalties"] == [] and first["total"] == 360
    assert first["bonuses"] == [{"reason": "clean burraco (meld 1)", "points": 200},
                                {"reason": "closing", "points": 100}]
    assert [m["field"] for m in first["melds"]] == ["melds[0][0]", "melds[0][1]"]
    assert first["melds"][1] == {"field": "melds[0][1]", "kind": "set",
                                 "cards": ["QS", "QH", "JK"], "layout": "QS QH JK",
                                 "wild": "JK", "stands_for": "Q", "points": 50,
                                 "burraco": None, "bonus": 0}
    assert first["melds"][0]["burraco"] == "clean" and first["melds"][0]["bonus"] == 200
    assert second == {"team": 1, "melds": [], "meld_points": 0, "hand_points": 15,
                      "hand": ["AS"], "bonuses": [],
                      "penalties": [{"reason": "pozzetto not taken", "points": -100}],
                      "total": -115, "breakdown": second["breakdown"]}
    assert [str(line) for line in result["breakdown"]] == [
        "team 0: meld 1, run 3S 4S 5S 6S 7S 8S 9S: 3S 5 + 4S 5 + 5S 5 + 6S 5 + 7S 5 + 8S 10 + "
        "9S 10 = 45",
        "team 0: meld 2, set QS QH JK (JK wild, for Q): QS 10 + QH 10 + JK 30 = 50",
        "team 0: clean burraco (meld 1): +200", "team 0: closing: +100",
        "team 0: cards left in hand, subtracted: JK 30 + 3C 5 = 35", "team 0: total: 360",
        "team 1: cards left in hand, subtracted: AS 15 = 15",
        "team 1: pozzetto not taken: -100", "team 1: total: -115"]
    assert str(result["explanation"]) == (
        "Team 0: 360 (melds 95, clean burraco (meld 1) +200, closing +100, hand −35). Team 1: "
        "−115 (melds 0, hand −15, pozzetto not taken −100). Totals 1700 → 2060 and 1900 → "
        "1785. Team 0 is past 2000 with the higher total and wins.")
    assert result["explanation"].render("es").endswith(
        "Totales 1700 → 2060 y 1900 → 1785. La pareja 0 pasa de 2000 con el total más alto y "
        "gana.")


def test_a_dirty_burraco_scores_100_and_nobody_closes_when_the_stock_runs_out() -> None:
    # 003 line 76: a dirty burraco 100; line 77: no closing bonus when nobody closed.
    result = score(melds=[[CLEAN], [DIRTY, "9H 10H JH"]])
    assert result["closed"] is None and result["points"] == [245, 220]
    assert result["teams"][1]["bonuses"] == [{"reason": "dirty burraco (meld 1)",
                                              "points": 100}]
    assert [str(line) for line in result["teams"][1]["breakdown"]] == [
        "meld 1, set QC QD QH QS QC QD JK (JK wild, for Q): QC 10 + QD 10 + QH 10 + QS 10 + "
        "QC 10 + QD 10 + JK 30 = 90",
        "meld 2, run 9H 10H JH: 9H 10 + 10H 10 + JH 10 = 30",
        "dirty burraco (meld 1): +100", "total: 220"]
    assert str(result["explanation"]) == (
        "Team 0: 245 (melds 45, clean burraco (meld 1) +200). Team 1: 220 (melds 120, dirty "
        "burraco (meld 1) +100).")
    for absent in ("scores_before", "scores", "target", "game_over", "winner"):
        assert absent not in result


def test_team_one_closes_with_a_burraco_of_its_second_meld() -> None:
    result = score(melds=[[], ["9H 10H JH", CLEAN]], closed=1)
    assert result["teams"][1]["bonuses"] == [
        {"reason": "clean burraco (meld 2)", "points": 200}, {"reason": "closing",
                                                              "points": 100}]
    assert result["points"] == [0, 375]


@pytest.mark.parametrize("before, points, after, winner, sentence", [
    ([1700, 1980], [30, 30], [1730, 2010], 1,
     "Team 1 is past 2000 with the higher total and wins."),
    ([2100, 2050], [30, 30], [2130, 2080], 0,
     "Team 0 is past 2000 with the higher total and wins."),
    ([1990, 1990], [30, 30], [2020, 2020], None,
     "Both teams are level past 2000: play another hand."),
    ([1970, 1000], [30, 30], [2000, 1030], None, "Nobody is past 2000 yet."),
    ([-50, 0], [30, 30], [-20, 30], None, "Nobody is past 2000 yet."),
])
def test_the_game_ends_when_a_team_exceeds_2000_with_the_higher_total(
        before: list[int], points: list[int], after: list[int], winner: int | None,
        sentence: str) -> None:
    # 003 line 81: exceed 2000; the higher score wins (level totals: another hand).
    result = score(melds=[["9H 10H JH"], ["9S 10S JS"]], scores=before)
    assert result["points"] == points and result["scores"] == after
    assert result["winner"] == winner and result["game_over"] is (winner is not None)
    assert str(result["explanation"]).endswith(
        f"Totals {before[0]} → {after[0]} and {before[1]} → {after[1]}. {sentence}")


def test_the_target_is_a_table_option() -> None:
    result = score(melds=[["9H 10H JH"], []], scores=[480, 0], options={"target": 500})
    assert result["target"] == 500 and result["winner"] == 0
    assert str(result["explanation"]).endswith("Team 0 is past 500 with the higher total and "
                                               "wins.")
    level = score(scores=[500, 500], options={"target": 500})
    assert str(level["explanation"]).endswith("Nobody is past 500 yet.")


# --- refusals ---

@pytest.mark.parametrize("overrides, field, words", [
    ({"melds": [["9H 10H JH"], []], "closed": 0}, "closed",
     "team 0 cannot have closed: a side closes only with at least one burraco"),
    ({"melds": [[], [CLEAN]], "closed": 1, "pozzetto": [True, False]}, "closed",
     "team 1 cannot have closed: a side closes only after taking its pozzetto"),
    ({"melds": [["8S 8H 8D", "5S 6S 7S", "8C 8C JK"], []]}, "melds[0][2]",
     "team 0 already has a set of 8s (meld 1); a partnership may meld only one set of each "
     "rank"),
    ({"melds": [[], ["JK 8S 8H", "8C 8C 8D"]]}, "melds[1][1]",
     "team 1 already has a set of 8s (meld 1); a partnership may meld only one set of each "
     "rank"),
    ({"melds": "x"}, "melds", "melds must give a list of melds for each of the two teams"),
    ({"melds": [[], [], []]}, "melds",
     "melds must give a list of melds for each of the two teams"),
    ({"melds": [["7S 8S 9S"], "x"]}, "melds[1]", "each team's melds must be a list of melds"),
    ({"melds": [["9H 10H JH"], ["7S 8S"]]}, "melds[1][0]", "7S 8S: a meld needs at least 3 "
                                                           "cards"),
    ({"hands": [[]]}, "hands",
     "hands must give the cards left in its hands for each of the two teams"),
    ({"hands": [[], ["3C", "ZZ"]]}, "hands[1]",
     "'ZZ' is not a card: write the rank then the suit (S H D C), as QS or 10H"),
    ({"pozzetto": None}, "pozzetto", "pozzetto must give whether it took its pozzetto (true or "
                                     "false) for each of the two teams"),
    ({"pozzetto": [True, 1]}, "pozzetto[1]",
     "say true or false: did the team take its pozzetto?"),
    ({"pozzetto": ["yes", True]}, "pozzetto[0]",
     "say true or false: did the team take its pozzetto?"),
    ({"closed": "0"}, "closed", "closed must be 0 or 1 (the team that closed) or null"),
    ({"closed": True}, "closed", "closed must be 0 or 1 (the team that closed) or null"),
    ({"closed": 2}, "closed", "closed must be 0 or 1 (the team that closed) or null"),
    ({"scores": [1]}, "scores", "scores must give the two teams' totals before this hand"),
    ({"scores": "1,2"}, "scores", "scores must give the two teams' totals before this hand"),
    ({"scores": [10**6 + 1, 0]}, "scores[0]", "that score is implausibly large"),
    ({"scores": [0, -10**6 - 1]}, "scores[1]", "that score is implausibly large"),
    ({"scores": [1, 2.5]}, "scores[1]", "A score must be a whole number"),
    ({"melds": [["7S 7S 7H"], ["5S 6S 7S"]]}, "melds",
     "7S is given 3 times, but Burraco's 108-card pack holds it only 2 times"),
    ({"melds": [["JK 7S 8S", "JK 9H 10H"], ["QS QH JK"]], "hands": [[], ["JK", "JK"]]},
     "hands", "JK is given 5 times, but Burraco's 108-card pack holds it only 4 times"),
])
def test_each_refusal_names_its_field_in_words(overrides: dict[str, Any], field: str,
                                               words: str) -> None:
    error = refusal(**overrides)
    assert error.field == field and str(error.message) == words


def test_the_largest_plausible_scores_are_accepted() -> None:
    result = score(scores=[10**6, -10**6])
    assert result["scores"] == [10**6, -10**6] and result["winner"] == 0


def test_a_set_of_a_rank_and_a_run_through_it_are_two_melds() -> None:
    # 003 line 28: one set of each rank; a run holding an 8 is no set of 8s.
    result = score(melds=[["8S 8H 8D", "6S 7S 8S"], ["8C 8C 8H"]])
    assert result["points"] == [50, 30]
