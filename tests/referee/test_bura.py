"""Bura: tricks, special leads, the claim of 31 and the options, from the rules texts.

000 = shared/rules/000 (Bura for two, lines 1-31); 002 = shared/rules/002 (Bura 2-6, lines 5-50).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import bura, requests
from referee.cards import Suit, parse_card
from referee.errors import (CardNotInPackError, CardSyntaxError, DuplicateCardError,
                            InvalidInputError, RefereeError)


def trick(plays: list[str], trump: str = "D", **extra: Any) -> dict[str, Any]:
    return requests.rule_trick("bura", {"trump": trump, "plays": plays} | extra)


def hands(*texts: str) -> list[list[Any]]:
    return [[parse_card(t) for t in text.split()] for text in texts]


def rules(ruling: dict[str, Any]) -> list[str]:
    return [v["rule"] for v in ruling["violations"]]


# --- single cards (000 line 18) -----------------------------------------------------------------

@pytest.mark.parametrize("plays, trump, winner", [
    (["9S", "KS"], "D", 1),     # same suit: the higher card wins
    (["KS", "9S"], "D", 0),
    (["10S", "KS"], "D", 0),    # the 10 ranks just below the ace (000 line 13)
    (["AS", "10S"], "D", 0),
    (["AS", "6D"], "D", 1),     # any trump beats a non-trump
    (["7D", "AS"], "D", 0),     # a non-trump never beats a trump
    (["9D", "10D"], "D", 1),    # the higher trump wins
    (["AS", "7H"], "D", 0),     # two different non-trump suits: the leader wins
])
def test_single_card_tricks_follow_the_two_card_rule(plays: list[str], trump: str,
                                                      winner: int) -> None:
    # 000 line 18: higher trump wins; same suit, higher card; different non-trumps, leader.
    ruling = trick(plays, trump)
    assert ruling["winner"] == winner
    assert ruling["violations"] == []


# --- multi-card leads (000 line 19, 002 lines 23-25) ------------------------------------------

def test_two_card_lead_is_beaten_card_by_card_in_the_002_example() -> None:
    # 002 line 25: diamonds trumps; A leads QS 7S; B's 9D JS beats it.
    ruling = trick([["QS", "7S"], ["9D", "JS"]])
    assert ruling["winner"] == 1
    assert ruling["winning_cards"] == ["9D", "JS"]
    assert ruling["points"] == 5
    assert "9D trumps QS, JS beats 7S" in ruling["explanation"]


def test_third_player_must_beat_the_best_play_so_far_with_both_trumps() -> None:
    # 002 line 25: C holding KD 8D 9S must play both trumps to beat B's 9D JS.
    ruling = trick([["QS", "7S"], ["9D", "JS"], ["KD", "8D"]])
    assert ruling["winner"] == 2
    assert "KD beats 9D, 8D trumps JS" in ruling["explanation"]


def test_third_player_throwing_8d_9s_leaves_the_trick_to_the_second() -> None:
    # 002 line 25: C may throw 8D and 9S, keep KD, and leave B to win the trick.
    ruling = trick([["QS", "7S"], ["9D", "JS"], ["8D", "9S"]])
    assert ruling["winner"] == 1
    assert ruling["violations"] == []
    assert "Third player (8D 9S) does not beat the best play so far (9D JS)" in \
        ruling["explanation"]
    assert ruling["points"] == 5


def test_beating_the_lead_is_not_enough_when_a_later_play_is_best() -> None:
    # 002 line 25: C must beat B's play, not A's lead; KS 8S would beat QS 7S but not 9D JS.
    ruling = trick([["QS", "7S"], ["9D", "JS"], ["KS", "8S"]])
    assert ruling["winner"] == 1


def test_responder_may_pair_cards_in_any_order() -> None:
    # 000 line 19: each card led must be beaten; the cards are paired as the player likes.
    ruling = trick([["7S", "9S"], ["JS", "8S"]])
    assert ruling["winner"] == 1
    assert "JS beats 9S" in ruling["explanation"] and "8S beats 7S" in ruling["explanation"]


def test_000_example_seven_and_nine_need_eight_and_jack_or_trumps() -> None:
    # 000 line 19: against 7 and 9 of a non-trump suit: an 8 or better and a J or better.
    assert trick([["7S", "9S"], ["8S", "10S"]])["winner"] == 1
    assert trick([["7S", "9S"], ["8S", "6D"]])["winner"] == 1
    assert trick([["7S", "9S"], ["8S", "9H"]])["winner"] == 0


def test_three_card_lead_beaten_on_two_cards_only_stays_with_the_leader() -> None:
    # 000 line 19: "If they cannot beat both cards, they lose the trick" - all three here.
    assert trick([["AS", "10S", "7S"], ["6D", "7D", "8S"]])["winner"] == 1
    ruling = trick([["AS", "10S", "7S"], ["6D", "7D", "6S"]])
    assert ruling["winner"] == 0
    assert ruling["winning_cards"] == ["AS", "10S", "7S"]
    assert "6S beat(s) none of AS 10S 7S, so at most 2 of the 3" in ruling["explanation"]


def test_cards_each_beatable_but_not_all_at_once_do_not_win() -> None:
    # 000 line 19: one card cannot beat two led cards at once.
    ruling = trick([["7S", "8S"], ["6D", "6H"]])
    assert ruling["winner"] == 0
    assert "6H beat(s) none of 7S 8S, so at most 1 of the 2" in ruling["explanation"]
    # KD beats either led card, but 10S and QS need one card each.
    ruling = trick([["10S", "QS"], ["KD", "JS"]])
    assert ruling["winner"] == 0


def test_trick_points_are_all_the_cards_in_it() -> None:
    # 000 line 27: A 11, 10 10, K 4, Q 3, J 2, 9-6 nothing; the winner takes all the cards.
    ruling = trick([["AS", "10S", "KS"], ["QD", "JD", "9D"]])
    assert ruling["points"] == 11 + 10 + 4 + 3 + 2
    assert ruling["winner"] == 1


def test_six_players_play_to_one_trick() -> None:
    # 002 line 14: up to six players.
    ruling = trick([["7S"], ["8S"], ["9S"], ["JS"], ["6H"], ["6D"]])
    assert ruling["winner"] == 5


def test_seven_plays_are_too_many() -> None:
    # 002 line 14: Bura is for up to six.
    with pytest.raises(InvalidInputError) as error:
        trick([["7S"], ["8S"], ["9S"], ["JS"], ["6H"], ["6D"], ["7H"]])
    assert error.value.field == "plays"


# --- errors and violations --------------------------------------------------------------------

def test_a_lead_of_mixed_suits_is_an_illegal_play() -> None:
    # 000 line 19 / 002 line 23: cards led together must be of the same suit.
    ruling = trick([["QS", "7H"], ["9D", "JS"]])
    assert rules(ruling) == ["lead-one-suit"]
    assert "QS 7H mixes spades and hearts" in ruling["violations"][0]["message"]


def test_a_lead_of_four_cards_is_too_many() -> None:
    # 000 line 19: a player may lead as many as three cards.
    ruling = trick([["6S", "7S", "8S", "9S"], ["6D", "7D", "8D", "9D"]])
    assert "lead-size" in rules(ruling)


def test_every_later_play_must_have_as_many_cards_as_the_lead() -> None:
    # 000 line 19: the opponent must play the same number of cards.
    ruling = trick([["QS", "7S"], ["AD"]])
    assert rules(ruling) == ["same-number"]
    assert ruling["violations"][0]["play"] == 1
    assert ruling["winner"] == 0


@pytest.mark.parametrize("plays, error", [
    ([["QS", "7S"], ["5D", "JS"]], CardNotInPackError),   # 000 line 5: fives are out
    ([["QS", "7S"], ["QS", "JS"]], DuplicateCardError),   # one pack: QS only once
    ([["QS", "7S"], ["XX", "JS"]], CardSyntaxError),
])
def test_cards_outside_the_pack_or_given_twice_are_refused(plays: list[list[str]],
                                                            error: type[RefereeError]) -> None:
    with pytest.raises(error) as raised:
        trick(plays)
    assert raised.value.field in ("plays", "plays[1]")


def test_bura_is_always_played_with_trumps() -> None:
    # 000 line 8: the turned-up card sets the trump suit.
    with pytest.raises(InvalidInputError) as error:
        trick([["QS"], ["JS"]], trump=None)
    assert error.value.field == "trump"


# --- bura against bura and other special leads in a trick -------------------------------------

def test_bura_against_bura_must_outrank_all_three_trumps() -> None:
    # 000 line 25: the opponent must outrank all three cards of the leader's bura.
    assert trick([["6D", "7D", "9D"], ["8D", "JD", "QD"]])["winner"] == 1
    ruling = trick([["6D", "7D", "AD"], ["8D", "JD", "10D"]])
    assert ruling["winner"] == 0
    assert "no card of 8D JD 10D beats AD" in ruling["explanation"]
    assert "bura" in ruling["explanation"]


def test_three_aces_may_be_led_although_their_suits_differ() -> None:
    # 000 line 22: three aces are a special lead.
    ruling = trick([["AS", "AH", "AC"], ["6D", "7D", "8D"]])
    assert ruling["violations"] == []
    assert ruling["winner"] == 1


def test_tables_without_three_aces_treat_them_as_a_mixed_lead() -> None:
    # 002 line 44: some do not recognise three aces at all (bura_only, module option).
    from referee.rulings import Trick
    cards = (tuple(parse_card(c) for c in ("AS", "AH", "AC")),
             tuple(parse_card(c) for c in ("6D", "7D", "8D")))
    ruling = bura.rule_trick(Trick(Suit.DIAMONDS, cards, options={"bura_only": True}))
    assert [v.rule for v in ruling.violations] == ["lead-one-suit"]


# --- closed cards (002 line 46) ---------------------------------------------------------------

def test_a_face_down_play_cannot_win_even_if_it_would_have() -> None:
    ruling = trick([["QS", "7S"], ["9D", "JS"]], options={"closed_cards": True},
                   context={"face_down": [1]})
    assert ruling["winner"] == 0
    assert "face down" in ruling["explanation"]


def test_closed_cards_a_losing_play_left_face_up_is_a_violation() -> None:
    ruling = trick([["QS", "7S"], ["9D", "JS"], ["8D", "9S"]], options={"closed_cards": True},
                   context={"face_down": []})
    assert rules(ruling) == ["face-down"]
    assert ruling["violations"][0]["play"] == 2
    ruling = trick([["QS", "7S"], ["9D", "JS"], ["8D", "9S"]], options={"closed_cards": True},
                   context={"face_down": [2]})
    assert ruling["violations"] == [] and ruling["winner"] == 1


@pytest.mark.parametrize("options, face_down", [
    ({}, [1]),                        # face-down plays need the closed-cards option
    ({"closed_cards": True}, [0]),    # the lead is always face up
    ({"closed_cards": True}, [5]),    # no such play
    ({"closed_cards": True}, "1"),    # not a list
])
def test_bad_face_down_entries_are_refused(options: dict[str, Any], face_down: Any) -> None:
    with pytest.raises(InvalidInputError) as error:
        trick([["QS", "7S"], ["9D", "JS"]], options=options, context={"face_down": face_down})
    assert error.value.field == "context.face_down"


# --- the 32-card pack (002 line 48) -----------------------------------------------------------

def test_the_32_card_pack_has_no_sixes() -> None:
    with pytest.raises(CardNotInPackError):
        trick([["QS"], ["6D"]], options={"pack": 32})
    assert trick([["QS"], ["7D"]], options={"pack": 32})["winner"] == 1


def test_a_claim_in_the_32_card_pack_refuses_sixes_and_keeps_the_target_31() -> None:
    with pytest.raises(CardNotInPackError):
        requests.claim("bura", {"captured": "AS 10S KS 6H", "pot": 2, "options": {"pack": 32}})
    answer = requests.claim("bura", {"captured": "AS 10S KS QH QD 7H", "pot": 2,
                                     "options": {"pack": 32}})
    assert answer["points"] == 31 and answer["valid"] is True and answer["target"] == 31


# --- the claim (000 line 30, 002 line 31) -----------------------------------------------------

@pytest.mark.parametrize("captured, pot, valid, pot_after", [
    ("AS 10S QH QS JH JC", 4, True, 0),  # 11 + 10 + 3 + 3 + 2 + 2 = 31: takes the pot
    ("AS 10S KS QH JH", 4, False, 8),    # 30: a false claim doubles the pot
    ("AS 10S AH", 6, True, 0),           # 32
])
def test_claim_of_31(captured: str, pot: int, valid: bool, pot_after: int) -> None:
    answer = requests.claim("bura", {"captured": captured, "pot": pot})
    assert answer["valid"] is valid
    assert answer["pot_after"] == pot_after


def test_settle_claim_keeps_its_signature() -> None:
    assert bura.settle_claim(31, 5)["claimant_collects"] == 5
    assert bura.settle_claim(30, 5)["pot_after"] == 10
    assert bura.CLAIM_TARGET == 31


# --- special leads (000 lines 21-25, 002 lines 35-37, 44) -------------------------------------

@pytest.mark.parametrize("hand, kind", [
    ("7D KD AD", "bura"),
    ("AS AH AC", "three aces"),
    ("AS AH AD", "three aces"),        # not three trumps, so not a bura
    ("6S 9S QS", "molodka"),
    ("6S 9S QH", None),
    ("6S 9S", None),                   # only three-card hands
])
def test_special_lead_kinds(hand: str, kind: str | None) -> None:
    assert bura.combination(hands(hand)[0], Suit.DIAMONDS) == kind


def test_bura_outranks_three_aces_and_wins_the_pot() -> None:
    # 000 line 24: bura first, then three aces, then molodka; a bura wins the hand.
    answer = bura.special_lead(hands("AS AH AC", "7D KD 9D"), Suit.DIAMONDS, 0)
    assert answer["leader"] == 1 and answer["combination"] == "bura"
    assert answer["ends_hand"] is True and answer["pot_winner"] == 1


def test_three_aces_outrank_a_molodka_and_play_goes_on() -> None:
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), Suit.DIAMONDS, 0)
    assert answer["leader"] == 1 and answer["combination"] == "three aces"
    assert answer["ends_hand"] is False and answer["pot_winner"] is None


def test_three_aces_win_the_pot_with_the_table_option() -> None:
    # 002 line 44: some play that three aces also win the pot if no one has a bura.
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), Suit.DIAMONDS, 0,
                               {"three_aces_win": True})
    assert answer["ends_hand"] is True and answer["pot_winner"] == 1


def test_with_the_bura_only_reading_three_aces_and_molodka_are_not_special() -> None:
    # 002 line 44: other players do not recognise three aces or molodka at all.
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), Suit.DIAMONDS, 0,
                               {"bura_only": True})
    assert answer["combination"] is None and answer["leader"] == 0


def test_two_molodkas_the_winner_of_the_last_trick_keeps_the_lead() -> None:
    # 000 line 24: same type announced: the player who won the last trick keeps the lead.
    answer = bura.special_lead(hands("6S 9S QS", "7H 8H 9H"), Suit.DIAMONDS, 1)
    assert answer["leader"] == 1


def test_same_kind_with_more_players_goes_to_the_earliest_in_turn() -> None:
    # 002 line 37: whoever would normally play earliest to the trick.
    answer = bura.special_lead(hands("6S 9S QS", "6C 7C 8C", "7H 8H 9H", "JC QH KS"),
                               Suit.DIAMONDS, 2)
    assert answer["leader"] == 2
    answer = bura.special_lead(hands("6S 9S QS", "6C 7C 8C", "JC QH KS", "7H 8H 9H"),
                               Suit.DIAMONDS, 2)
    assert answer["leader"] == 3


def test_several_buras_play_a_trick_and_its_winner_takes_the_pot() -> None:
    # 002 line 37: the earliest leads his bura, the others play theirs, the winner takes it.
    answer = bura.special_lead(hands("6D 7D 8D", "JS QS KS", "9D 10D AD"), Suit.DIAMONDS, 0)
    assert answer["leader"] == 0
    assert answer["pot_winner"] == 2
    assert answer["bura_trick"]["players"] == [0, 2]


def test_a_later_bura_that_cannot_outrank_all_three_loses() -> None:
    # 000 line 25: the opponent must outrank all three cards of the leader's bura.
    answer = bura.special_lead(hands("9D 10D KD", "6D 7D AD"), Suit.DIAMONDS, 1)
    assert answer["leader"] == 1 and answer["pot_winner"] == 1
    answer = bura.special_lead(hands("9D 10D AD", "6D 7D KD"), Suit.DIAMONDS, 1)
    assert answer["leader"] == 1 and answer["pot_winner"] == 0


def test_no_special_lead_leaves_the_lead_where_it_was() -> None:
    answer = bura.special_lead(hands("6S 9S QH", "7H 8C 9H"), Suit.DIAMONDS, 1)
    assert answer["leader"] == 1 and answer["combination"] is None


@pytest.mark.parametrize("the_hands, leader, field", [
    (["6S 9S QH 7H", "8C 9H 10H"], 0, "hands[0]"),     # four cards in a Bura hand
    (["6S 9S QH", "6S 8C 9H"], 0, "hands"),            # 6S twice
    (["6S 9S QH", "7H 8C 9H"], 2, "leader"),           # no player 2
    (["6S 9S QH"], 0, "hands"),                        # Bura needs two players
])
def test_special_lead_refuses_bad_hands(the_hands: list[str], leader: int, field: str) -> None:
    with pytest.raises(RefereeError) as error:
        bura.special_lead(hands(*the_hands), Suit.DIAMONDS, leader)
    assert error.value.field == field


def test_showdown_answers_who_leads_with_hands_in_turn_order() -> None:
    answer = requests.showdown("bura", {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D"})
    assert answer["winner"] == 1
    assert [h["category"] for h in answer["hands"]] == ["molodka", "three aces"]
    answer = requests.showdown("bura", {"hands": ["6S 9S QH", "AS AH 7C"], "trump": "D"})
    assert answer["winner"] is None


def test_showdown_needs_a_trump() -> None:
    with pytest.raises(InvalidInputError):
        requests.showdown("bura", {"hands": ["6S 9S QS", "AS AH AC"]})
