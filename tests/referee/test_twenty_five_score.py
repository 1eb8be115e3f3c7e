"""Twenty-Five: robbing the trump, 5 a trick, and the stop at 25 — shared/rules/003 lines
201–247. Seats are numbered clockwise; the player on the dealer's left is dealer + 1."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import Card, parse_card
from referee.errors import InvalidInputError, RefereeError
from referee.twenty_five import TRICK_POINTS, can_rob, rob, verify_rob
from referee.words import Names


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def card(text: str) -> Card:
    return parse_card(text)


# --- a trick is worth 5 to its winner (003:243) ---------------------------------------------

@pytest.mark.parametrize("trump, plays", [("S", "KD 2S QD"), ("H", "5H JH"), ("C", "KS QS")])
def test_a_trick_is_worth_five_to_its_winner(trump: str, plays: str) -> None:
    ruling = requests.rule_trick("twenty-five", {"trump": trump, "plays": plays.split()})
    assert ruling["points"] == TRICK_POINTS == 5
    assert "scores 5" in ruling["explanation"]


# --- robbing the trump (003:235-237) ----------------------------------------------------------

@pytest.mark.parametrize("hand, upcard, discard, after", [
    ("AS 7H 8H 9D 2C", "4S", "2C", "AS 7H 8H 9D 4S"),   # the ace of trumps robs the upcard
    ("AD KC QC JC 10C", "5D", "AD", "KC QC JC 10C 5D"), # any card may be discarded
    ("AH 2C 3C 4C 6C", "KH", "2C", "AH 3C 4C 6C KH"),   # hearts trumps: A♥ is the ace of trumps
])
def test_the_holder_of_the_ace_of_trumps_may_rob_the_upcard(hand: str, upcard: str,
                                                            discard: str, after: str) -> None:
    assert can_rob(cards(hand), card(upcard))
    assert list(rob(cards(hand), card(upcard), card(discard))) == cards(after)


@pytest.mark.parametrize("hand, upcard, discard, led, field, words", [
    # A♥ is not the ace of trumps unless hearts are trumps (003:235)
    ("AH 7H 8H 9D 2C", "4S", "2C", False, "hand", "not the ace of trumps"),
    ("KS 7H 8H 9D 2C", "4S", "2C", False, "hand", "only the holder of AS"),
    # once a player has led to the first trick, nobody may rob (003:237)
    ("AS 7H 8H 9D 2C", "4S", "2C", True, "led", "nobody may rob"),
    # the discard is one of the five cards held
    ("AS 7H 8H 9D 2C", "4S", "4S", False, "discard", "not in the hand"),
    ("AS 7H 8H 9D 2C", "4S", "3C", False, "discard", "not in the hand"),
    ("AS 7H 8H 9D", "4S", "9D", False, "hand", "5 different cards"),
    ("AS 7H 8H 9D 4S", "4S", "9D", False, "upcard", "cannot also be in the hand"),
])
def test_a_robbery_that_the_rules_do_not_allow_is_refused(hand: str, upcard: str,
                                                          discard: str, led: bool, field: str,
                                                          words: str) -> None:
    # rule refusals are IllegalPlayError, malformed hands InvalidInputError: both RefereeError
    with pytest.raises(RefereeError) as caught:
        rob(cards(hand), card(upcard), card(discard), led=led)
    assert caught.value.field == field and words in caught.value.message


def test_a_turned_up_ace_is_not_robbed_unless_the_table_lets_the_dealer() -> None:
    # reading (module docstring): the text is silent; nobody holds the ace, so nobody robs
    hand, upcard = cards("KS 7H 8H 9D 2C"), card("AS")
    assert not can_rob(hand, upcard, dealer=True)
    options = {"dealer_robs_turned_ace": True}
    assert can_rob(hand, upcard, dealer=True, options=options)
    assert not can_rob(hand, upcard, dealer=False, options=options)
    assert rob(hand, upcard, card("2C"), dealer=True, options=options)[-1] == upcard


def test_waiving_the_right_to_rob_is_simply_not_robbing() -> None:
    # 003:237 — a player may keep quiet; can_rob only says the player may
    verify_rob(cards("AS 7H 8H 9D 2C"), card("4S"))


# --- five a trick, and the stop at 25 (003:243-247) --------------------------------------------

@pytest.mark.parametrize("body, points, scores, winner, after", [
    ({"tricks": [0, 1, 2, 0, 0], "scores": [0, 0, 0]}, [15, 5, 5], [15, 5, 5], None, None),
    # 003:247 — play stops the moment someone reaches 25
    ({"tricks": [1, 2, 1], "scores": [20, 15, 0]}, [0, 10, 5], [20, 25, 5], 1, 3),
    ({"tricks": [2], "scores": [0, 0, 20, 20]}, [0, 0, 5, 0], [0, 0, 25, 20], 2, 1),
    ({"tricks": [0, 0, 0, 0, 0], "players": 5}, [25, 0, 0, 0, 0], [25, 0, 0, 0, 0], 0, 5),
])
def test_five_points_a_trick_until_someone_reaches_twenty_five(
        body: dict[str, Any], points: list[int], scores: list[int] | None, winner: int | None,
        after: int | None) -> None:
    result = requests.score("twenty-five", body)
    assert result["award"]["by"] == "seat"
    assert result["award"]["points"][:len(points)] == points
    if scores is not None:
        assert result["scores"] == scores
    assert result["winner"] == winner and result["reached_after"] == after
    assert result["game_over"] is (winner is not None)


def test_the_first_to_twenty_five_wins_even_if_later_tricks_would_carry_another_past() -> None:
    result = requests.score("twenty-five", {"tricks": [1], "scores": [20, 20, 0]})
    assert result["winner"] == 1 and result["reached_after"] == 1
    with pytest.raises(InvalidInputError) as caught:
        requests.score("twenty-five", {"tricks": [1, 0, 0], "scores": [20, 20, 0]})
    assert caught.value.field == "tricks[1]" and "stopped after trick 1" in caught.value.message


def test_teams_score_together_partners_across_the_table() -> None:
    # 003:210 — partners sit across; 003:243 — the partnership scores
    result = requests.score("twenty-five", {"tricks": [0, 2, 1, 3, 0], "players": 4,
                                            "scores": [10, 0], "options": {"teams": True}})
    assert result["award"] == {"by": "team", "points": [15, 10]}
    assert result["winner"] == 0 and result["reached_after"] == 5


def test_nine_players_default_to_three_teams_of_three() -> None:
    result = requests.score("twenty-five", {"tricks": [0, 3, 6, 4], "players": 9,
                                            "options": {"teams": True}})
    assert result["award"]["points"] == [15, 5, 0]


def test_a_hand_without_25_passes_the_deal_to_the_dealers_left() -> None:
    # 003:245
    result = requests.score("twenty-five", {"tricks": [0, 1, 2, 0, 1], "players": 3,
                                            "dealer": 2})
    assert result["next_dealer"] == 0 and result["hand_complete"]


@pytest.mark.parametrize("body, field, words", [
    ({"tricks": [3], "scores": [0, 0, 0]}, "tricks[0]", "not at this table"),
    ({"tricks": [-1], "players": 3}, "tricks[0]", "not at this table"),
    ({"tricks": [0, 1, 2, 0, 1, 2], "players": 3}, "tricks", "at most 5"),
    ({"tricks": "0 1", "players": 3}, "tricks", "seat that won"),
    ({"tricks": [0]}, "players", "number of players"),
    ({"tricks": [0], "players": 2}, "players", "3 to 9"),
    ({"tricks": [0], "scores": [0, -5, 0]}, "scores[1]", "negative"),
    ({"tricks": [0], "scores": [0, 7, 0]}, "scores[1]", "fives"),
    ({"tricks": [0], "scores": [25, 0, 0]}, "scores[0]", "ended at 25"),
    ({"tricks": [0], "scores": [0, 0], "players": 3}, "scores", "3 players"),
    ({"tricks": [0], "players": 5, "options": {"teams": True}}, "teams", "cannot pair up"),
    ({"tricks": [0], "players": 6, "teams": 4, "options": {"teams": True}}, "teams",
     "equal teams"),
    ({"tricks": [0], "players": 4, "teams": 2}, "teams", "option teams"),
    ({"tricks": [0], "players": 4, "dealer": 4}, "dealer", "not at this table"),
])
def test_bad_hands_are_refused_with_the_field(body: dict[str, Any], field: str,
                                              words: str) -> None:
    with pytest.raises(RefereeError) as caught:
        requests.score("twenty-five", body)
    assert caught.value.field == field and words in caught.value.message


# --- the table's names ------------------------------------------------------------------------

def test_the_breakdown_names_the_players_and_partnerships_of_a_named_table() -> None:
    names = Names.read(["Ann", "Boris", "Carl", "Dan"])
    result = requests.score("twenty-five", {"tricks": [0, 2, 1, 0], "players": 4,
                                            "scores": [10, 0], "options": {"teams": True}})
    lines = [line.with_names(names) for line in result["breakdown"]]
    assert lines[0] == "Trick 1: Ann (Ann & Carl) wins it, +5: Ann & Carl have 15."
    assert lines[-1] == "Ann & Carl reach 25: play stops at once and Ann & Carl win the game."
    alone = requests.score("twenty-five", {"tricks": [1], "players": 4})
    assert alone["breakdown"][0].with_names(names) == "Trick 1: Boris wins it, +5: Boris has 5."


# --- only the sentence's first word takes a capital -----------------------------------------

@pytest.mark.parametrize("code", ["en", "es", "ca", "it", "fr", "nl", "ru", "sv"])
def test_a_player_named_twice_in_a_sentence_is_capitalised_only_where_it_opens_it(
        code: str) -> None:
    # 003 line 245: play stops the moment a player reaches 25, and that player wins. The last
    # line names player 1 twice; only its first word is the sentence's opening.
    result = requests.score("twenty-five", {"tricks": [1, 2, 1], "scores": [20, 15, 0]})
    said = result["breakdown"][-1].render(code)
    position = Names().seat(1, code)
    if code == "es":  # an unnamed player takes the article: «El jugador 1 … y el jugador 1 …»
        position = "el " + position
    assert said.startswith(position[:1].upper() + position[1:]), said
    assert position in said[1:], said  # the later mention in lower case
    if code == "en":
        assert said == "Player 1 reaches 25: play stops at once and player 1 wins the game."
