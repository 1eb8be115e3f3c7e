"""Belote's rulings as a player reads them: every line of a hand's score with its figures, the
declarations' names and refusals in words, and the duties of play with the table's options.

003 = shared/rules/003 (Belote, lines 473-545): play 521, card points 530-538, declarations
497-513, the contract and capot 540-542, rounding and the end of the game 544.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import belote, requests
from referee.cards import Suit, parse_card
from referee.errors import RefereeError

from test_belote_score import MAJORS, MINORS, refused, score  # a hand's score, as asked there

EVERY = f"{MAJORS} {MINORS}"
MAJOR_POINTS = ("AS 11 + KS 4 + QS 3 + JS 2 + 10S 10 + 9S 0 + 8S 0 + 7S 0 + AH 11 + KH 4 + "
                "QH 3 + JH 20 + 10H 10 + 9H 14 + 8H 0 + 7H 0")
MINOR_POINTS = ("AD 11 + KD 4 + QD 3 + JD 2 + 10D 10 + 9D 0 + 8D 0 + 7D 0 + AC 11 + KC 4 + "
                "QC 3 + JC 2 + 10C 10 + 9C 0 + 8C 0 + 7C 0")


# --- a hand's score, line by line (003 lines 530-544) ---------------------------------------

def test_a_made_contract_line_by_line() -> None:
    result = score()
    assert result["breakdown"] == [
        "Hearts are trumps; team 0 took.",
        f"Card points of team 0: {MAJOR_POINTS} = 92",
        f"Card points of team 1: {MINOR_POINTS} = 60",
        "Dix de der: team 0 took the last trick, +10.",
        "In tricks: team 0 102, team 1 60.",
        "No declarations.",
        "Team 0 made its contract: 102 in tricks against 60. Each team scores its own points.",
        "Team 0: tricks 102 = 102, rounded to the nearest ten: 100.",
        "Team 1: tricks 60 = 60, rounded to the nearest ten: 60."]
    assert result["explanation"] == ("Team 0 made its contract: 102 in tricks against 60. Each "
                                     "team scores its own points. Team 0 scores 100, team 1 60.")
    assert "scores" not in result and "winner" not in result


def test_a_failed_contract_line_by_line() -> None:
    # 003 line 540: a taker not scoring more in tricks gives the opponents all 162.
    result = score(taker=1, declarations=[["AS KS QS"], ["AD KD QD JD"]], belote=1,
                   scores=[100, 200])
    assert result["breakdown"][0] == "Hearts are trumps; team 1 took."
    assert result["breakdown"][5:] == [
        "Team 0 declared: run of three to the ace of spades (AS KS QS) 20.",
        "Team 1 declared: run of four to the ace of diamonds (AD KD QD JD) 50.",
        "The run of four to the ace of diamonds of team 1 (AD KD QD JD, 50) beats the run of "
        "three to the ace of spades of team 0 (AS KS QS, 20), so only team 1's declarations "
        "count.",
        "Belote and rebelote (K and Q of trumps): team 1, +20, always scored.",
        "Team 1 failed its contract: 60 in tricks is not more than 102. team 0 scores 162 plus "
        "both teams' declarations; the taker keeps only a belote it held.",
        "Team 0: tricks 162 + declarations 50 = 212, rounded to the nearest ten: 210.",
        "Team 1: belote 20 = 20, rounded to the nearest ten: 20.",
        "Totals: 100 → 310 and 200 → 220. Nobody has reached 1000 yet."]
    assert (result["made"], result["capot"], result["capot_team"]) == (False, False, None)
    assert result["trick_score"] == [162, 0] and result["declaration_points"] == [50, 0]
    assert result["belote_points"] == [0, 20] and result["points"] == [212, 20]
    assert result["rounded"] == [210, 20] and result["best_declaration"] == 1
    assert (result["scores_before"], result["scores"], result["target"]) == (
        [100, 200], [310, 220], 1000)
    assert result["game_over"] is False and result["winner"] is None
    assert result["explanation"].endswith(" Team 0 scores 210, team 1 20. Nobody has reached "
                                          "1000 yet.")


def test_the_takers_capot_loses_the_opponents_declarations() -> None:
    # 003 line 542: capot, 252; a side with no trick scores only belote.
    result = score(won=[EVERY, ""], declarations=[["AS KS QS"], ["AD KD QD JD"]], belote=0,
                   scores=[900, 800])
    assert result["breakdown"][1:3] == [
        f"Card points of team 0: {MAJOR_POINTS} + {MINOR_POINTS} = 152",
        "Card points of team 1: no cards = 0"]
    assert result["breakdown"][8:] == [
        "Belote and rebelote (K and Q of trumps): team 0, +20, always scored.",
        "Team 1 took no trick, so of its declarations only belote could count: its 50 is lost.",
        "Capot: team 0 took every trick and scores 162 + 90 = 252, plus its declarations.",
        "Team 0: tricks 252 + belote 20 = 272, rounded to the nearest ten: 270.",
        "Team 1: nothing = 0, rounded to the nearest ten: 0.",
        "Totals: 900 → 1170 and 800 → 800. Team 0 reaches 1000 and wins."]
    assert (result["made"], result["capot"], result["capot_team"]) == (True, True, 0)
    assert result["trick_score"] == [252, 0] and result["declaration_points"] == [0, 0]
    assert result["game_over"] is True and result["winner"] == 0


def test_the_takers_capot_with_its_own_declarations() -> None:
    result = score(won=[EVERY, ""], declarations=[["AS KS QS"], []])
    assert result["points"] == [272, 0] and result["declaration_points"] == [20, 0]
    assert "Only team 0 declared; its declarations count (best: run of three to the ace of " \
        "spades, AS KS QS)." in result["breakdown"]
    assert not any("is lost" in line for line in result["breakdown"])


def test_capot_against_the_taker_and_a_tie_at_1000() -> None:
    result = score(won=[EVERY, ""], taker=1, declarations=[["AS KS QS"], []], belote=1,
                   scores=[950, 990])
    assert result["breakdown"][-4:] == [
        "Capot against the taker: team 0 took every trick and scores 162 + 90 = 252, plus both "
        "teams' declarations; the taker keeps only a belote it held.",
        "Team 0: tricks 252 + declarations 20 = 272, rounded to the nearest ten: 270.",
        "Team 1: belote 20 = 20, rounded to the nearest ten: 20.",
        "Totals: 950 → 1220 and 990 → 1010. Both teams reach 1000 on the same hand: the game is "
        "a tie."]
    assert (result["made"], result["capot_team"], result["winner"]) == (False, 0, None)
    assert result["game_over"] is True


def test_a_failed_takers_declarations_go_to_the_opponents() -> None:
    result = score(taker=1, declarations=[[], ["AD KD QD JD"]])
    assert result["declaration_points"] == [50, 0] and result["points"] == [212, 0]


def test_the_target_option_moves_the_end() -> None:
    result = score(scores=[400, 0], options={"target": 500})
    assert result["target"] == 500 and result["winner"] == 0
    assert result["breakdown"][-1] == ("Totals: 400 → 500 and 0 → 60. Team 0 reaches 500 and "
                                       "wins.")
    second = score(scores=[0, 950])
    assert second["winner"] == 1 and second["breakdown"][-1].endswith(
        "Team 1 reaches 1000 and wins.")


def test_the_trump_sentence_for_each_suit() -> None:
    for suit, word in (("S", "Spades"), ("D", "Diamonds"), ("C", "Clubs")):
        result = score(trump=suit, won=[EVERY, ""])
        assert result["breakdown"][0] == f"{word} are trumps; team 0 took."


def test_a_tie_of_the_best_declarations_in_words() -> None:
    result = score(declarations=[["AS KS QS"], ["AD KD QD"]])
    assert ("The best declarations tie (run of three to the ace of spades and run of three to "
            "the ace of diamonds, neither in trumps): neither team scores its declarations."
            ) in result["breakdown"]
    assert result["best_declaration"] is None


def test_rounding_to_the_nearest_ten() -> None:
    # 003 line 544: scores are rounded to the nearest ten (a 5 up, the reading chosen).
    assert [belote.round_score(p) for p in (0, 4, 5, 14, 15, 162, 252, 95)] == \
        [0, 0, 10, 10, 20, 160, 250, 100]


def test_run_and_four_values() -> None:
    # 003 lines 507-508: runs of 3 20, 4 50, 5 or more 100.
    assert [belote.sequence_points(n) for n in (3, 4, 5, 8)] == [20, 50, 100, 100]


# --- declarations read and named (003 lines 497-513) ------------------------------------------

def declared(cards: str, trump: Suit = Suit.HEARTS) -> Any:
    return belote.read_declaration([parse_card(c) for c in cards.split()], trump, "f")


@pytest.mark.parametrize("cards, name, points, strength", [
    ("JS JH JD JC", "four jacks", 200, (200, 1, 4, 6, 0)),
    ("9S 9H 9D 9C", "four nines", 150, (150, 1, 4, 5, 0)),
    ("AS AH AD AC", "four aces", 100, (100, 1, 4, 4, 0)),
    ("10S 10H 10D 10C", "four tens", 100, (100, 1, 4, 3, 0)),
    ("KS KH KD KC", "four kings", 100, (100, 1, 4, 2, 0)),
    ("QS QH QD QC", "four queens", 100, (100, 1, 4, 1, 0)),
    ("9S 10S JS", "run of three to the jack of spades", 20, (20, 0, 3, 5, 0)),
    ("9H 10H JH QH", "run of four to the queen of hearts, trumps", 50, (50, 0, 4, 6, 1)),
    ("7D 8D 9D 10D JD", "run of five to the jack of diamonds", 100, (100, 0, 5, 5, 0)),
    ("7C 8C 9C 10C JC QC", "run of six to the queen of clubs", 100, (100, 0, 6, 6, 0)),
    ("7C 8C 9C 10C JC QC KC", "run of seven to the king of clubs", 100, (100, 0, 7, 7, 0)),
    ("7H 8H 9H 10H JH QH KH AH", "run of eight to the ace of hearts, trumps", 100,
     (100, 0, 8, 8, 1)),
    ("7S 8S 9S", "run of three to the nine of spades", 20, (20, 0, 3, 3, 0)),
    ("7H 8H 9H", "run of three to the nine of hearts, trumps", 20, (20, 0, 3, 3, 1)),
    ("8S 9S 10S 7S JS QS KS", "run of seven to the king of spades", 100, (100, 0, 7, 7, 0)),
])
def test_each_declaration_is_named_and_valued(cards: str, name: str, points: int,
                                              strength: tuple[int, ...]) -> None:
    found = declared(cards)
    assert (str(found.name), found.points, found.strength) == (name, points, strength)
    assert found.to_dict() == {"kind": found.kind, "cards": [str(c) for c in found.cards],
                               "points": points, "name": found.name}
    assert found.kind == ("four of a kind" if name.startswith("four") else "sequence")


def test_a_run_is_laid_out_high_to_low() -> None:
    assert str(declared("9S JS 10S").text) == "JS 10S 9S"
    assert [str(c) for c in declared("8S 9S 10S 7S").cards] == ["10S", "9S", "8S", "7S"]


@pytest.mark.parametrize("cards, words", [
    ("KH QH", "KH QH is belote and rebelote: enter it as belote (the side that held it), not as "
              "a declaration"),
    ("KS QS", "KS QS is not a declaration: a four of a kind or a run of three or more cards of "
              "one suit"),
    ("", "no cards is not a declaration: a four of a kind or a run of three or more cards of "
         "one suit"),
    ("8S 8H 8D 8C", "8S 8H 8D 8C: there is no four of a kind in 8s or 7s"),
    ("AS KS QH", "AS KS QH is not a declaration: a four of a kind is all four cards of one "
                 "rank, a run is three or more cards of one suit"),
    ("AS KS JS", "AS KS JS is not a run (in the order A K Q J 10 9 8 7): QS missing"),
    ("AS JS 9S", "AS JS 9S is not a run (in the order A K Q J 10 9 8 7): KS QS 10S missing"),
])
def test_cards_that_declare_nothing_say_why(cards: str, words: str) -> None:
    with pytest.raises(RefereeError) as error:
        declared(cards)
    assert error.value.field == "f" and str(error.value.message) == words


def test_a_king_and_queen_of_another_suit_are_not_belote() -> None:
    with pytest.raises(RefereeError) as error:
        declared("KS QS", Suit.HEARTS)
    assert "belote" not in str(error.value.message)


def test_refusals_of_a_hands_declarations_in_words() -> None:
    error = refused(declarations=[["AS KS QS", "QS JS 10S"], []])
    assert error.field == "declarations[0][1]"
    assert str(error.message) == ("QS is already in run of three to the ace of spades; a card "
                                  "counts in one sequence only (a longer run is one "
                                  "declaration)")
    error = refused(declarations=[["AS AH AD AC", "KS KH KD KC", "AS KS QS", "AS AH AD AC"],
                                  []])
    assert error.field == "declarations[0][3]"
    assert str(error.message) == ("AS is already in four aces; a card counts in one four of a "
                                  "kind only (a longer run is one declaration)")
    error = refused(declarations=[["AS KS QS"], ["AS AD AH AC"]])
    assert error.field == "declarations[1][0]"
    assert str(error.message) == "AS is declared by both teams; a card is in one hand only"
    error = refused(declarations=["AS KS QS", []])
    assert error.field == "declarations[0]"
    assert str(error.message) == ("each team's declarations must be a list of declarations, "
                                  "each a list of cards")


def test_belote_held_against_a_declared_trump_king_or_queen_says_who() -> None:
    error = refused(declarations=[["KC KD KH KS"], []], belote=1)
    assert error.field == "belote"
    assert str(error.message) == ("team 1 cannot hold belote (K and Q of hearts): team 0 "
                                  "declared KH in its four kings")
    error = refused(declarations=[[], ["QH JH 10H"]], belote=0)
    assert str(error.message) == ("team 0 cannot hold belote (K and Q of hearts): team 1 "
                                  "declared QH in its run of three to the queen of hearts, "
                                  "trumps")
    assert score(declarations=[["KC KD KH KS"], []], belote=0)["belote"] == 0
    assert score(declarations=[["KC KD KH KS"], []], belote=2)["belote"] == 0


def test_a_hand_without_trump_or_with_a_huge_score_is_refused() -> None:
    error = refused(trump=None)
    assert error.field == "trump"
    assert str(error.message) == "say the trump suit of the hand (S, H, D or C)"
    error = refused(scores=[10**6 + 1, 0])
    assert error.field == "scores[0]" and str(error.message) == "that score is implausibly large"
    error = refused(scores=[0, -(10**6) - 1])
    assert error.field == "scores[1]"
    assert score(scores=[10**6, -(10**6)])["scores_before"] == [10**6, -(10**6)]
    error = refused(won=[EVERY, ""], last_trick=1)
    assert error.field == "last_trick"
    assert str(error.message) == "team 1 took no trick, so it cannot have taken the last one"


# --- card points and the count (003 lines 530-538) ------------------------------------------

def test_a_count_values_trumps_as_trumps_and_marks_the_jack_and_nine() -> None:
    answer = requests.count("belote", {"cards": "JH 9H AH JS 9S", "trump": "H"})
    assert answer["points"] == 20 + 14 + 11 + 2 + 0
    assert [line["points"] for line in answer["breakdown"]] == [20, 14, 11, 2, 0]
    plain = requests.count("belote", {"cards": "JH 9H AH JS 9S"})
    assert plain["points"] == 2 + 0 + 11 + 2 + 0
    marked = belote.count([parse_card(c) for c in "JH 9H AH".split()], Suit.HEARTS)
    assert [str(line.note) for line in marked.breakdown] == ["trump", "trump", ""]


# --- the duties of play and the table's readings (003 line 521) -----------------------------

def trick(plays: list[str], hands: list[list[str]], **options: Any) -> dict[str, Any]:
    return requests.rule_trick("belote", {"trump": "H", "plays": plays, "hands": hands,
                                          "options": options})


def test_no_duty_to_head_a_plain_suit() -> None:
    # 003 line 521: follow suit; only trumps must go higher. Lead KS: 7S is legal beside AS.
    ruling = trick(["KS", "7S"], [["KS"], ["7S", "AS"]])
    assert ruling["violations"] == [] and ruling["winner"] == 0


def test_overtrump_when_an_opponent_wins_with_a_trump() -> None:
    # plays i and i + 2 are partners: play 2's trump is an opponent's for play 3
    ruling = trick(["KS", "QS", "7H", "8H"], [["KS"], ["QS"], ["7H"], ["8H", "9H", "7C"]])
    assert ruling["violations"] == []  # 8H beats 7H: a higher trump was played
    ruling = trick(["KS", "QS", "9H", "8H"], [["KS"], ["QS"], ["9H"], ["8H", "JH", "7C"]])
    assert ruling["winner"] == 2
    assert [(v["play"], v["rule"]) for v in ruling["violations"]] == [(3, "must-overtrump")]
    assert ruling["violations"][0]["message"] == ("must overtrump 9H when able: held JH, but "
                                                  "played 8H")


def test_trump_when_out_of_the_suit_led_even_under_a_higher_trump() -> None:
    # 003 line 521: out of the suit led, an opponent winning: a trump, even a lower one.
    hands = [["KS"], ["QS"], ["JH"], ["8H", "7C"]]
    ruling = trick(["KS", "QS", "JH", "7C"], hands)
    assert [v["rule"] for v in ruling["violations"]] == ["must-trump"]
    assert ruling["violations"][0]["message"] == (
        "must trump when out of the suit led while an opponent is winning the trick: held 8H "
        "and no spades, but played 7C")
    assert trick(["KS", "QS", "JH", "7C"], hands, must_underruff=False)["violations"] == []
    assert [v["rule"] for v in trick(["KS", "QS", "7H", "7C"], [["KS"], ["QS"], ["7H"],
                                                                ["8H", "7C"]],
                                     must_underruff=False)["violations"]] == ["must-trump"]


def test_a_trump_lead_over_a_winning_partner_only_in_the_french_reading() -> None:
    hands = [["9H"], ["7S"], ["7H", "JH"], ["8S"]]
    plays = ["9H", "7S", "7H", "8S"]
    assert trick(plays, hands)["violations"] == []
    french = trick(plays, hands, overtrump_partner_winning=True)
    assert [(v["play"], v["rule"]) for v in french["violations"]] == [(2, "must-overtrump")]


def test_a_partner_winning_frees_the_player_out_of_suit() -> None:
    ruling = trick(["KS", "7S", "AS", "7C"], [["KS"], ["7S"], ["AS"], ["7C", "8H"]])
    assert [v["rule"] for v in ruling["violations"]] == ["must-trump"]  # opponent AS wins
    ruling = trick(["AS", "7S", "KS", "7C"], [["AS"], ["7S"], ["KS"], ["7C", "8H"]])
    assert [v["rule"] for v in ruling["violations"]] == ["must-trump"]
    ruling = trick(["KS", "AS", "7S", "7C"], [["KS"], ["AS"], ["7S"], ["7C", "8H"]])
    assert ruling["violations"] == []  # the partner's AS wins


def test_a_trick_that_is_not_one_is_refused_before_its_options_are_read() -> None:
    from referee.errors import InvalidInputError
    from referee.rulings import Trick
    with pytest.raises(InvalidInputError) as error:
        belote.rule_trick({"plays": ["KS"]})  # type: ignore[arg-type]
    assert str(error.value.message) == "a trick must give its plays"
    odd = Trick(Suit.HEARTS, ((parse_card("KS"),),), options=["must_underruff"])  # type: ignore
    with pytest.raises(InvalidInputError) as error:
        belote.rule_trick(odd)
    assert error.value.field == "options"


def test_a_trick_without_options_is_ruled_by_the_text() -> None:
    # 003 line 521, as written: out of the suit led with an opponent winning, trump even under a
    # higher trump (must_underruff on); a trump led by a winning partner need not be
    # overtrumped (overtrump_partner_winning off).
    from referee.rulings import Trick

    def bare(plays: str, hands: list[str]) -> list[tuple[int, str]]:
        made = Trick(Suit.HEARTS, tuple((parse_card(c),) for c in plays.split()),
                     tuple(tuple(parse_card(c) for c in h.split()) for h in hands))
        return [(v.play, v.rule) for v in belote.rule_trick(made).violations]

    assert bare("KS QS JH 7C", ["KS", "QS", "JH", "8H 7C"]) == [(3, "must-trump")]
    assert bare("9H 7S 7H 8S", ["9H", "7S", "7H JH", "8S"]) == []


def test_refusals_of_the_scores_and_the_belote_say_what_is_wrong() -> None:
    error = refused(scores=[100])
    assert error.field == "scores"
    assert str(error.message) == ("scores must give its total before this hand for each of the "
                                  "two teams")
    error = refused(scores=[100, "many"])
    assert error.field == "scores[1]"
    assert str(error.message) == "A score must be a whole number"
    error = refused(belote=4)
    assert error.field == "belote"
    assert str(error.message) == ("belote must be team 0 or 1 (or a seat 0–3: seats 0 and 2 are "
                                  "team 0, seats 1 and 3 team 1)")


@pytest.mark.parametrize("overrides, field, words", [
    ({"trump": ""}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"trump": "none"}, "trump", "say the trump suit of the hand (S, H, D or C)"),
    ({"last_trick": 5}, "last_trick", "the side that took the last trick must be team 0 or 1 (or "
     "a seat 0–3: seats 0 and 2 are team 0, seats 1 and 3 team 1)"),
    ({"won": [""]}, "won", "won must give the cards it took in tricks for each of the two "
     "teams"),
    ({"declarations": [[]]}, "declarations", "declarations must give a list of declarations "
     "for each of the two teams"),
    ({"declarations": [[[]], []]}, "declarations[0][0]", "no cards given"),
    ({"declarations": [["AS KS ZZ"], []]}, "declarations[0][0]", "'ZZ' is not a card: write "
     "the rank then the suit (S H D C), as QS or 10H"),
    ({"declarations": [["AS AS KS"], []]}, "declarations[0][0]", "AS is given 2 times, but "
     "Belote's 32-card pack holds it only once"),
])
def test_each_part_of_a_hand_refused_in_words(overrides: dict[str, Any], field: str,
                                              words: str) -> None:
    error = refused(**overrides)
    assert (error.field, str(error.message)) == (field, words)


def test_a_teams_declarations_are_listed_in_one_line() -> None:
    # 003 line 511: the team holding the best declaration scores all its declarations.
    result = score(declarations=[["AD AC AH AS", "AS KS QS"], []])
    assert "Team 0 declared: four aces (AD AC AH AS) 100; run of three to the ace of spades " \
        "(AS KS QS) 20." in result["breakdown"]
    assert result["declaration_points"] == [120, 0]
