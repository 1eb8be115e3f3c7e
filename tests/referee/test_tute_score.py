"""Tute hand scoring, from shared/rules/003 lines 104 and 113–128 (card points, las cuarenta,
veintes, the last trick, the tute, the winner of the hand)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests
from referee.errors import CardNotInPackError, DuplicateCardError, RefereeError

# Hearts are trumps. Each suit holds 30 card points (003:104: A 11, 3 10, K 4, Q 3, J 2).
MAJORS = "AS KS QS JS 7S 6S 5S 4S 3S 2S AH KH QH JH 7H 6H 5H 4H 3H 2H"
MINORS = "AD KD QD JD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"
EVERY_CARD = f"{MAJORS} {MINORS}"
# 55 and 65 card points: with the last trick to the first, 65 each.
FIFTY_FIVE = "KD JD KS QS JS 7S 6S 5S 4S 3S AH KH QH JH 7H 6H 5H 4H 3H 2H"
SIXTY_FIVE = "AS 2S AD QD 7D 6D 5D 4D 3D 2D AC KC QC JC 7C 6C 5C 4C 3C 2C"


def score(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": "H", "won": [MAJORS, MINORS], "last_trick": 0,
                            "declarations": [[], []], "tute": None}
    return requests.score("tute", body | overrides)


def refused(**overrides: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(**overrides)
    return caught.value


# --- the count (003:104, 120-126) ---

def test_cards_and_ten_for_the_last_trick_decide_the_hand() -> None:
    result = score()
    assert result["card_points"] == [60, 60]
    assert result["points"] == [70, 60]
    assert result["winner"] == 0
    assert result["award"] == {"by": "team", "points": [1, 0]}


def test_las_cuarenta_scores_40() -> None:
    # 003:113, 122 — the king and queen of trumps.
    result = score(declarations=[[], ["KH QH"]])
    assert result["points"] == [70, 100]
    assert result["winner"] == 1 and result["award"]["points"] == [0, 1]
    assert result["declarations"][1][0]["kind"] == "cuarenta"


def test_each_veinte_scores_20() -> None:
    # 003:113, 123 — the king and queen of any other suit.
    result = score(declarations=[[], ["KD QD", "KC QC"]])
    assert result["points"] == [70, 100]
    assert [d["points"] for d in result["declarations"][1]] == [20, 20]


def test_equal_totals_win_the_hand_for_neither_team() -> None:
    # 003:126 names only the higher total; on equal totals nobody wins the hand.
    result = score(won=[FIFTY_FIVE, SIXTY_FIVE])
    assert result["points"] == [65, 65]
    assert result["winner"] is None
    assert result["award"]["points"] == [0, 0]


def test_cuarenta_then_veinte_is_allowed() -> None:
    # 003:115 — las cuarenta first, further veintes later.
    assert score(declarations=[["KH QH", "KS QS"], []])["points"] == [130, 60]


def test_a_seat_is_read_as_its_team() -> None:
    assert score(last_trick=3)["points"] == [60, 70]


# --- the tute (003:117) ---

def test_a_tute_wins_the_hand_whatever_the_points() -> None:
    result = score(tute=1, won=[[], []], last_trick=None)
    assert result["winner"] == 1
    assert result["award"]["points"] == [0, 1]
    assert "four kings" in result["explanation"]


def test_a_tute_needs_only_the_tricks_played_before_it() -> None:
    result = score(tute=2, won=["AS 2S 3S 4S", "AD 2D 4D 5D"], last_trick=None,
                   declarations=[["KH QH"], []])
    assert result["winner"] == 0


def test_a_king_in_a_baza_means_there_was_no_tute() -> None:
    error = refused(tute=0, won=["AS KS 3S 4S", []], last_trick=None)
    assert error.field == "won" and "KS" in error.message


def test_no_marriage_of_the_other_team_can_stand_beside_a_tute() -> None:
    error = refused(tute=0, won=["AS 2S 3S 4S", "AD 2D 4D 5D"], last_trick=None,
                    declarations=[[], ["KD QD"]])
    assert error.field == "declarations"


def test_a_tute_is_declared_after_winning_a_trick() -> None:
    error = refused(tute=0, won=[[], "AD 2D 4D 5D"], last_trick=None)
    assert error.field == "tute"


def test_four_kings_are_a_tute_not_a_declaration() -> None:
    error = refused(declarations=[["KS KH KD KC"], []])
    assert "tute" in error.message


# --- the game of several hands (003:128) ---

def test_hands_won_reach_the_target() -> None:
    result = score(scores=[4, 2], options={"hands": 9})
    assert result["scores"] == [5, 2]
    assert result["game_over"] is True and result["game_winner"] == 0


# --- bad input ---

def test_las_cuarenta_cannot_follow_a_veinte() -> None:
    # 003:115 — once a veinte is declared, las cuarenta may no longer be.
    error = refused(declarations=[["KS QS", "KH QH"], []])
    assert error.field == "declarations[0][1]" and "first" in error.message


@pytest.mark.parametrize("cards", ["KS QD", "KS JS", "KS", "QS QD", "AS KS QS"])
def test_a_declaration_is_a_king_and_queen_of_one_suit(cards: str) -> None:
    error = refused(declarations=[[cards], []])
    assert error.field == "declarations[0][0]"


def test_a_marriage_is_declared_once() -> None:
    error = refused(declarations=[["KS QS"], ["KS QS"]])
    assert "twice" in error.message


def test_one_declaration_per_trick_won() -> None:
    # 003:113 — a declaration after each won trick, one at a time.
    error = refused(won=["AS 2S 3S 4S", " ".join(c for c in EVERY_CARD.split()
                                                  if c not in ("AS", "2S", "3S", "4S"))],
                    declarations=[["KD QD", "KC QC"], []])
    assert error.field == "declarations[0]" and "1 trick" in error.message


def test_bazas_must_hold_the_whole_pack() -> None:
    error = refused(won=[MAJORS, MINORS.replace("2C", "").replace("3C", "")
                         .replace("4C", "").replace("5C", "")])
    assert error.field == "won" and "2C" in error.message


def test_a_card_outside_the_spanish_pack_is_refused() -> None:
    with pytest.raises(CardNotInPackError):
        score(won=[MAJORS.replace("2S", "10S"), MINORS])


def test_a_card_in_both_bazas_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        score(won=[MAJORS, MINORS.replace("2C", "2S")])


def test_tricks_are_four_cards() -> None:
    error = refused(won=[MAJORS + " AD", MINORS.replace("AD", "")])
    assert error.field == "won[0]"


def test_the_last_trick_belongs_to_a_team_with_cards() -> None:
    assert refused(won=[EVERY_CARD, []], last_trick=1).field == "last_trick"


@pytest.mark.parametrize("field, value", [
    ("trump", None), ("trump", 3), ("last_trick", None), ("last_trick", 7),
    ("tute", 5), ("tute", True), ("won", "AS"), ("declarations", [[]]),
    ("declarations", ["KS QS", []]), ("scores", [1]), ("scores", [1, -2]),
])
def test_bad_fields_are_refused_naming_the_field(field: str, value: Any) -> None:
    error = refused(**{field: value})
    assert error.field is not None and error.field.startswith(field)
