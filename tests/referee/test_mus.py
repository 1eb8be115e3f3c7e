"""Mus: shared/rules/003, lines 132–200.

Hands are in turn order from the mano (hand 0); hands 0 and 2 are side 0, hands 1 and 3 side 1.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.cards import Card, parse_card
from referee.errors import (CardNotInPackError, DuplicateCardError, InvalidInputError,
                            RefereeError)
from referee.mus import (Betting, Outcome, Pares, pares, rule_round, showdown, stones,
                         total)


def score(body: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The score question as the API asks it: the typed body read once, the answer's dict."""
    return requests.score("mus", {**body, "options": options or {}})


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def deal(*texts: str) -> list[list[Card]]:
    return [cards(t) for t in texts]


# A table used throughout:
#   hand 0  KS 3H 7C 4D  grande K K 7 4, par of kings (K-3), juego 31
#   hand 1  KD QH 7S 6D  grande K Q 7 6, no pares, juego 33
#   hand 2  AS 2H 4C 5D  chica A A 4 5 (2 is an ace), par of aces, 11
#   hand 3  JS JD 6H 6C  duples jacks and sixes, juego 32
TABLE = ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"]


def table() -> list[list[Card]]:
    return deal(*TABLE)


def filler(*texts: str) -> list[list[Card]]:
    """The given hands first, then hands of four ranks from A and 4-7 (no pares, no juego,
    weak at Grande) from cards not used, to make four."""
    given = deal(*texts)
    used = {c for h in given for c in h}
    spare = [c for c in cards("AS 4S 5S 6S 7S AH 4H 5H 6H 7H AC 4C 5C 6C 7C AD 4D 5D 6D 7D")
             if c not in used]
    while len(given) < 4:
        hand: list[Card] = []
        for card in list(spare):
            if len(hand) < 4 and all(card.rank != h.rank for h in hand):
                hand.append(card)
                spare.remove(card)
        given.append(hand)
    return given


# The pack and the cards (003 lines 141, 153, 188).

@pytest.mark.parametrize("hand, value", [
    ("KS QH JD 3C", 40),   # figures and 3s count ten
    ("AS 2H 4C 5D", 11),   # aces and 2s count one
    ("7S 6H 5C 4D", 22),
    ("KS QH 7D 4C", 31),
])
def test_juego_values_count_figures_and_threes_ten_aces_and_twos_one(hand: str,
                                                                     value: int) -> None:
    assert total(cards(hand)).points == value


def test_the_pack_has_no_tens_nines_or_eights() -> None:
    # 003 line 141.
    with pytest.raises(CardNotInPackError):
        showdown([cards("10S KH QD JC")] + table()[1:], "grande")


def test_a_three_is_a_king_so_identical_hands_go_to_the_mano() -> None:
    # 003 line 153 (3 = king) and line 191 (identical hands: first in turn order wins).
    hands = filler("3S 7C 6D 5H", "KD 7S 6H 5C")
    ruling = showdown(hands, "grande")
    assert ruling.winner == 0
    assert "identical" in ruling.explanation


def test_k_and_3_make_a_pair() -> None:
    # 003 line 153: K-3 is a pair.
    assert pares(cards("KS 3H 7C AD")).kind == Pares.PAR


def test_a_two_is_an_ace_in_chica() -> None:
    hands = filler("2S 4C 5D 6H", "AH 4D 5C 7S")
    ruling = showdown(hands, "chica")
    assert ruling.winner == 0  # A-4-5-6 against A-4-5-7: the fourth-lowest decides
    assert "(the 2 counts as an ace)" in ruling.hands[0]["description"]


# Grande and Chica (003 lines 182-183).

@pytest.mark.parametrize("hands, winner, why", [
    (["KS QD 4C AH", "KH QC 5S 4D"], 1, "third-highest card decides, five over four"),
    (["KS 4D 4C AH", "QH QC JS JD"], 0, "highest card decides, king over queen"),
    (["7S 6D 5C 4H", "3S 2D AC AH"], 1, "highest card decides, king over seven"),
])
def test_grande_compares_from_the_highest_card_down(hands: list[str], winner: int,
                                                    why: str) -> None:
    ruling = showdown(filler(*hands), "grande")
    assert ruling.winner == winner
    assert why in ruling.explanation
    assert ruling.points == 0  # Grande has no bonus


@pytest.mark.parametrize("hands, winner, why", [
    (["AS 5D 6C 7H", "2H 4D 6S 7C", "KS KH QD JC", "KD QH JS JH"], 1,
     "second-lowest card decides, four under five"),
    (["AS 4D 6C 7H", "4S 5D 6S 7C", "KS KH QD JC", "KD QH JS JH"], 0,
     "lowest card decides, ace under four"),
    (["KS QD JC 7H", "3S QH JS 7C", "KC KH QC JH", "3C 3D JD 7S"], 0, "identical"),
])
def test_chica_compares_from_the_lowest_card_up(hands: list[str], winner: int,
                                                why: str) -> None:
    ruling = showdown(deal(*hands), "chica")
    assert ruling.winner == winner
    assert why in ruling.explanation


# Pares (003 lines 184-187).

@pytest.mark.parametrize("hand, kind, description", [
    ("KS 3H 4D 4C", Pares.DUPLES, "duples, kings and fours"),
    ("7S 7H 2D 2C", Pares.DUPLES, "duples, sevens and aces"),
    ("KS KH 3D 3C", Pares.DUPLES, "duples, four kings"),
    ("5S 5H 5D QC", Pares.MEDIAS, "medias, three fives, queen over"),
    ("AS AH 2D 6C", Pares.MEDIAS, "medias, three aces, six over"),
    ("KS 3H 7C AD", Pares.PAR, "par of kings, seven and ace over"),
    ("JS JH 6D 4C", Pares.PAR, "par of jacks, six and four over"),
    ("KS QH 7C AD", Pares.NONE, "no pares"),
])
def test_pares_combinations_read_like_the_rules_examples(hand: str, kind: Pares,
                                                         description: str) -> None:
    value = pares(cards(hand))
    assert value.kind == kind
    assert value.description == description


@pytest.mark.parametrize("better, worse", [
    ("7S 7H 4D 4C", "KS KH 3D JC"),   # duples beat medias of any rank
    ("5S 5H 5D 4C", "KD 3C QS JH"),   # medias beat par
    ("KS 3H 4D 4C", "QS QH JD JC"),   # duples: the higher pair first
    ("KS KH 5D 5C", "KD 3C 4S 4H"),   # then the lower pair
    ("KS KH 3D 3C", "QS QH QD QC"),   # four kings are duples of kings
    ("KS KH 3D 3C", "7S 7H 7D 5C"),   # four of a kind is duples, above medias
    ("AD AC 2S 7H", "AS AH 2D 6C"),   # medias: then the odd card
    ("JD JC 6S 5H", "JS JH 6D 4C"),   # par: then the higher kicker, then the lower
    ("QS QH 4D 5C", "JS JH 7D 6C"),   # par: the pair before the kickers
])
def test_better_pares_win(better: str, worse: str) -> None:
    ruling = showdown(filler(worse, better), "pares")
    assert ruling.winner == 1


@pytest.mark.parametrize("hand, bonus", [
    ("KS 3H 4D 4C", 3), ("5S 5H 5D QC", 2), ("JS JH 6D 4C", 1)])
def test_pares_bonus_is_duples_3_medias_2_par_1(hand: str, bonus: int) -> None:
    ruling = showdown(filler(hand), "pares")
    assert ruling.winner == 0
    assert ruling.points == bonus


def test_a_hand_without_pares_does_not_compete() -> None:
    hands = deal("KS QH 7C 4D", "JD 7S 6D 5H", "AS KH QD 6C", "JC 5S 4H 3C")
    ruling = showdown(hands, "pares")
    assert ruling.winner is None and ruling.points == 0
    assert "Nobody holds pares" in ruling.explanation
    assert all(h["category"] == "no pares" for h in ruling.hands)


def test_the_best_pares_of_the_side_speaks_for_the_partnership() -> None:
    ruling = showdown(table(), "pares")
    assert ruling.winner == 3
    assert ruling.hands[3]["team"] == 1
    assert ruling.points == 3


def test_partner_bonuses_option_adds_the_partners_pares() -> None:
    hands = deal("KS 3H 4D 4C", "KD QH 7S 6D", "JS JH 6C 5C", "AS QC 7H 4S")
    assert showdown(hands, "pares").points == 3
    assert showdown(hands, "pares", None, {"partner_bonuses": True}).points == 4


# Juego and Punto (003 lines 188-189).

@pytest.mark.parametrize("better, worse", [
    ("KS QH 7D 4C", "KD QC 7S 5H"),   # 31 beats 32
    ("KD QC 7S 5H", "KS QH JD 3C"),   # 32 beats 40
    ("KS QH JD 3C", "KD QC JS 7H"),   # 40 beats 37
    ("KD QC JS 7H", "KS QH 7D 6C"),   # 37 beats 33
    ("KS QH 6D 5C", "KD QC 7S 6H"),   # 31 beats 33 (another 31)
])
def test_juego_ranks_31_32_40_then_down_to_33(better: str, worse: str) -> None:
    ruling = showdown(filler(worse, better), "juego")
    assert ruling.winner == 1


@pytest.mark.parametrize("hand, bonus", [("KS QH 7D 4C", 3), ("KS QH JD 3C", 2),
                                         ("KS QH 7D 6C", 2)])
def test_juego_bonus_is_3_for_31_and_2_for_any_other(hand: str, bonus: int) -> None:
    ruling = showdown(filler(hand), "juego")
    assert ruling.winner == 0
    assert ruling.points == bonus


def test_equal_juego_goes_to_the_hand_earlier_in_turn_order() -> None:
    hands = filler("KS QH 7D 5C", "KD QC 7S 5H")  # both 32
    hands = [hands[2], hands[0], hands[1], hands[3]]  # now at hands 1 and 2
    ruling = showdown(hands, "juego")
    assert ruling.winner == 1
    assert "earlier in turn order" in ruling.explanation


def test_without_juego_the_juego_round_is_not_played() -> None:
    hands = deal("KS QH 6D 4C", "KD QC 5S 4H", "AS 2H 4D 5D", "7S 7H 6S AH")
    ruling = showdown(hands, "juego")
    assert ruling.winner is None
    assert "Punto is played instead" in ruling.explanation


def test_punto_goes_to_the_highest_total_with_a_bonus_of_1() -> None:
    # 30 is the best punto.
    hands = deal("KD QC 5S 4H", "KS QH 6D 4C", "AS 2H 4D 5D", "7S 7H 6S AH")
    ruling = showdown(hands, "punto")
    assert ruling.winner == 1
    assert ruling.points == 1
    assert ruling.hands[1]["description"].startswith("punto of 30")


def test_punto_is_not_played_when_someone_holds_juego() -> None:
    ruling = showdown(table(), "punto")
    assert ruling.winner is None
    assert "Juego is played, not Punto" in ruling.explanation


def test_no_round_rules_all_rounds_played() -> None:
    ruling = showdown(table(), None)
    assert ruling.winner is None and ruling.points == 0
    assert ruling.rounds is not None
    assert list(ruling.rounds) == ["grande", "chica", "pares", "juego"]
    assert [ruling.rounds[r]["winner"] for r in ruling.rounds] == [0, 2, 3, 0]
    assert [ruling.rounds[r]["points"] for r in ruling.rounds] == [0, 0, 3, 3]
    assert "rounds" in ruling.to_dict()


def test_showdown_through_the_front_door_reads_typed_cards() -> None:
    answer = requests.showdown("mus", {"hands": TABLE, "round": "Grande"})
    assert answer["winner"] == 0
    assert answer["hands"][0]["category"] == "grande"


@pytest.mark.parametrize("hands, field, error", [
    (TABLE[:3], "hands", InvalidInputError),
    (TABLE[:3] + ["JS JD 6H 6C 5S"], "hands[3]", InvalidInputError),
    (TABLE[:3] + ["JS JD 6H"], "hands[3]", InvalidInputError),
    (TABLE[:3] + ["JS JD 6H KS"], "hands[3]", DuplicateCardError),
    (TABLE[:3] + ["JS JD 6H 9C"], "hands[3]", CardNotInPackError),
    (TABLE[:3] + ["JS JS 6H 6C"], "hands[3]", DuplicateCardError),
])
def test_bad_hands_are_refused(hands: list[str], field: str, error: type) -> None:
    with pytest.raises(error) as raised:
        showdown(hands, "grande")
    assert raised.value.field == field


def test_an_unknown_round_is_refused() -> None:
    with pytest.raises(InvalidInputError) as raised:
        showdown(table(), "envido")
    assert raised.value.field == "round"


# Betting (003 lines 164-172).

def play(round_name: str, *moves: tuple[Any, ...]) -> Betting:
    """Moves written as players say them: (seat, action[, amount])."""
    state = Betting(round_name)
    for seat, action, *amount in moves:
        state = state.do(action, seat, *amount)
    return state


def test_four_passes_contest_the_round_for_one_counter() -> None:
    # 003 line 170.
    state = play("grande", (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"))
    assert state.outcome == Outcome.PASSED
    assert state.stake == 1
    assert state.summary() == {"outcome": "passed", "stake": 1}


def test_an_opening_bid_is_at_least_two() -> None:
    # 003 line 164.
    state = Betting("grande")
    assert not state.can("envite", 0, 1)
    with pytest.raises(InvalidInputError, match="at least 2"):
        state.verify("envite", 0, 1)
    assert state.can("envite", 0, 2)


def test_a_seen_bid_goes_to_the_better_cards() -> None:
    state = play("chica", (0, "pass"), (1, "envite", 3), (2, "see"))
    assert state.summary() == {"outcome": "seen", "stake": 3}


def test_folding_the_opening_bid_pays_one() -> None:
    # 003 line 170: all fold to an opening bid: the "previously accepted" bid is one.
    state = play("grande", (0, "envite", 2), (1, "fold"), (3, "fold"))
    assert state.outcome == Outcome.FOLDED
    assert state.summary() == {"outcome": "folded", "folded_by": 1, "stake": 1}


def test_bids_are_for_the_partnership_so_the_partner_may_still_see() -> None:
    # 003 lines 170 and 174.
    state = play("grande", (0, "envite", 2), (1, "fold"))
    assert state.to_act == 3
    state = state.do("see", 3)
    assert state.summary() == {"outcome": "seen", "stake": 2}


def test_folding_a_raise_pays_the_bid_the_raise_accepted() -> None:
    # 003 lines 167-168: a raise accepts the bid; a fold pays the previously accepted amount.
    state = play("pares", (0, "envite", 2), (1, "raise", 5), (2, "fold"), (0, "fold"))
    assert state.summary() == {"outcome": "folded", "folded_by": 0, "stake": 2}
    state = play("pares", (0, "envite", 2), (1, "raise", 5), (2, "raise", 9), (3, "fold"),
                 (1, "fold"))
    assert state.summary() == {"outcome": "folded", "folded_by": 1, "stake": 5}


def test_an_ordago_seen_decides_the_game() -> None:
    # 003 line 172.
    state = play("juego", (0, "pass"), (1, "ordago"), (2, "see"))
    assert state.outcome == Outcome.ORDAGO
    assert state.summary() == {"outcome": "ordago"}


def test_an_ordago_cannot_be_raised_and_folding_it_pays_the_accepted_bid() -> None:
    state = play("grande", (0, "envite", 2), (1, "ordago"))
    assert not state.can("raise", 2, 10)
    assert not state.can("ordago", 2)
    assert state.allowed() == ["see", "fold"]
    state = state.do("fold", 2).do("fold", 0)
    assert state.summary() == {"outcome": "folded", "folded_by": 0, "stake": 2}


@pytest.mark.parametrize("moves, bad, reason", [
    ([], (1, "pass"), "hand 0's turn"),
    ([], (0, "see"), "no bid to see"),
    ([], (0, "fold"), "no bid to fold"),
    ([(0, "envite", 2)], (1, "pass"), "see, raise or fold"),
    ([(0, "envite", 2)], (1, "envite", 4), "raise instead"),
    ([(0, "envite", 2)], (1, "raise", 2), "at least 3"),
    ([(0, "envite", 2)], (2, "see"), "hand 1's turn"),
    ([(0, "envite", 2)], (1, "see", 4), "takes no amount"),
    ([(0, "envite", 2)], (1, "raise"), "needs an amount"),
    ([(0, "envite", 2), (1, "see")], (2, "pass"), "is over"),
    ([], (0, "envite", 41), "bet órdago"),
    ([], (0, "bluff"), "not a move"),
    ([], (7, "pass"), "seat must be 0 to 3"),
])
def test_moves_out_of_place_are_refused_with_the_reason(moves: list[tuple[Any, ...]],
                                                        bad: tuple[Any, ...],
                                                        reason: str) -> None:
    state = play("grande", *moves)
    seat, action, *amount = bad
    assert not state.can(action, seat, *amount)
    with pytest.raises(InvalidInputError, match=reason):
        state.do(action, seat, *amount)


def test_replay_names_the_bad_move() -> None:
    with pytest.raises(InvalidInputError) as raised:
        Betting.replay("grande", [{"seat": 0, "action": "envite", "amount": 2},
                                  {"seat": 2, "action": "see"}], "bets.grande")
    assert raised.value.field == "bets.grande[1].seat"
    assert "move 1" in raised.value.message


def test_replay_refuses_unfinished_betting() -> None:
    with pytest.raises(InvalidInputError, match="not finished"):
        Betting.replay("grande", [{"seat": 0, "action": "pass"}], "bets.grande")


# Counters (003 line 143).

@pytest.mark.parametrize("points, held", [
    (0, (0, 0, False)), (4, (0, 4, False)), (5, (1, 0, False)), (17, (3, 2, False)),
    (34, (6, 4, False)), (35, (0, 0, True)), (38, (0, 3, True)),
])
def test_points_are_held_as_fives_and_ones_and_35_is_called(points: int,
                                                            held: tuple[int, int, bool]
                                                            ) -> None:
    assert tuple(stones(points)) == held


def test_negative_points_have_no_stones() -> None:
    with pytest.raises(InvalidInputError):
        stones(-1)


# Scoring a hand (003 lines 168, 170, 172, 194-196).

def test_all_passed_pays_one_per_round_plus_bonuses_in_order() -> None:
    result = score({"hands": TABLE, "scores": [0, 0]}, {"target": 40})
    # Grande hand 0, Chica hand 2, Pares hand 3 (duples 3), Juego hand 0 (31: 3).
    assert result["points"] == [1 + 1 + 1 + 3, 1 + 3]
    assert result["scores"] == [6, 4]
    assert [(line["round"], line["team"], line["points"]) for line in result["breakdown"]] == [
        ("grande", 0, 1), ("chica", 0, 1), ("pares", 1, 1), ("pares", 1, 3),
        ("juego", 0, 1), ("juego", 0, 3)]
    assert result["game_over"] is False and result["winner"] is None


def test_a_fold_is_collected_at_once_and_the_bonus_still_goes_to_the_best_pares() -> None:
    result = score({"hands": TABLE, "bets": {
        "pares": {"outcome": "folded", "folded_by": 1, "stake": 1}}}, {})
    assert result["breakdown"][0] == {"round": "pares", "team": 0, "points": 1,
                                      "when": "fold", "reason": result["breakdown"][0]["reason"]}
    assert result["points"] == [1 + 1 + 1 + 1 + 3, 3]


def test_the_game_stops_the_moment_a_side_reaches_40() -> None:
    # 003 line 196: side 0 reaches 40 on Chica; side 1's Pares would have taken it past.
    result = score({"hands": TABLE, "scores": [38, 38]}, {})
    assert result["scores"] == [40, 38]
    assert result["game_over"] and result["winner"] == 0
    assert [line["round"] for line in result["breakdown"]] == ["grande", "chica"]
    assert "reached 40 on Chica" in result["explanation"]


def test_folds_are_paid_before_the_reveal_and_can_end_the_game() -> None:
    # 003 line 168: the side that did not fold collects immediately.
    result = score({"hands": TABLE, "scores": [38, 37], "bets": {
        "grande": {"outcome": "seen", "stake": 5},
        "juego": {"outcome": "folded", "folded_by": 0, "stake": 3}}}, {})
    assert result["scores"] == [38, 40]
    assert result["winner"] == 1


def test_an_ordago_seen_wins_the_game_for_the_better_cards_of_that_round() -> None:
    # 003 line 172; Chica's best hand is hand 2 (A-A-4-5), side 0.
    result = score({"hands": TABLE, "scores": [10, 30], "bets": {
        "grande": {"outcome": "seen", "stake": 5},
        "chica": [{"seat": 0, "action": "pass"}, {"seat": 1, "action": "ordago"},
                  {"seat": 2, "action": "see"}]}}, {})
    assert result["game_over"] and result["winner"] == 0
    assert result["scores"] == [40, 30]
    assert [line["when"] for line in result["breakdown"]] == ["ordago"]


def test_seen_stakes_are_paid_to_the_better_cards() -> None:
    result = score({"hands": TABLE, "bets": {
        "grande": [{"seat": 0, "action": "envite", "amount": 2},
                   {"seat": 1, "action": "raise", "amount": 4},
                   {"seat": 2, "action": "see"}]}}, {})
    assert result["breakdown"][0]["points"] == 4 and result["breakdown"][0]["team"] == 0
    assert result["rounds"][0]["bet"] == {"outcome": "seen", "stake": 4}


def test_score_returns_stones_for_each_side() -> None:
    result = score({"hands": TABLE, "scores": [30, 12]}, {})
    assert result["scores"] == [36, 16]
    assert result["stones"] == [{"fives": 0, "ones": 1, "called_35": True},
                                {"fives": 3, "ones": 1, "called_35": False}]


def test_the_fourth_round_may_be_named_punto() -> None:
    result = score({"hands": TABLE, "bets": {"punto": {"outcome": "seen", "stake": 2}}}, {})
    assert result["rounds"][3]["bet"] == {"outcome": "seen", "stake": 2}


def test_score_through_the_front_door() -> None:
    result = requests.score("mus", {"hands": TABLE, "scores": [0, 0]})
    assert result["scores"] == [6, 4]


def test_rule_round_partner_bonus_for_juego() -> None:
    hands = deal("KS QH 7D 4C", "AS 2H 4D 5D", "KD QC 7S 6H", "AC 2C 4H 5H")
    assert rule_round(hands, "juego").bonus == 3
    assert rule_round(hands, "juego", partner_bonuses=True).bonus == 5


@pytest.mark.parametrize("body, field", [
    ({"scores": [0, 0]}, "hands"),
    ({"hands": TABLE, "scores": [40, 0]}, "scores[0]"),
    ({"hands": TABLE, "scores": [0]}, "scores"),
    ({"hands": TABLE, "scores": [-1, 0]}, "scores[0]"),
    ({"hands": TABLE, "bets": {"envido": None}}, "bets.envido"),
    ({"hands": TABLE, "bets": []}, "bets"),
    ({"hands": TABLE, "bets": {"juego": None, "punto": None}}, "bets.punto"),
    ({"hands": TABLE, "bets": {"grande": {"outcome": "won"}}}, "bets.grande.outcome"),
    ({"hands": TABLE, "bets": {"grande": {"outcome": "seen", "stake": 1}}},
     "bets.grande.stake"),
    ({"hands": TABLE, "bets": {"grande": {"outcome": "seen"}}}, "bets.grande.stake"),
    ({"hands": TABLE, "bets": {"grande": {"outcome": "folded", "folded_by": 2}}},
     "bets.grande.folded_by"),
    ({"hands": TABLE, "bets": {"grande": "seen"}}, "bets.grande"),
    ({"hands": TABLE, "bets": {"grande": [{"seat": 0, "action": "pass"}]}}, "bets.grande"),
    ({"hands": ["KS QH 7C 4D", "JD 7S 6D 5H", "AS KH QD 6C", "JC 5S 4H 3C"],
      "bets": {"pares": {"outcome": "seen", "stake": 2}}}, "bets.pares"),
    ({"hands": TABLE[:3] + ["JS JD 6H KS"]}, "hands[3]"),
    ({"hands": TABLE[:3] + ["JS JD 6H 10C"]}, "hands[3]"),
])
def test_bad_score_bodies_are_refused_naming_the_field(body: dict[str, Any],
                                                       field: str) -> None:
    with pytest.raises(RefereeError) as raised:
        score(body, {})
    assert raised.value.field == field
