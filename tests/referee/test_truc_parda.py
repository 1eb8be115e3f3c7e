"""Truc's named reading `parda` (003 lines 304-308 are the default: the side with more tricks
wins, a tie to the dealer's opponents)."""

from __future__ import annotations

from referee import requests


def hand(tricks: list[int | None], **options: bool) -> dict:
    return requests.score("truc", {"dealer": 0, "tricks": tricks, "options": options})


def test_by_the_text_a_drawn_first_trick_then_one_each_is_a_tie_for_the_dealers_opponents(
        ) -> None:
    # dealer 0 is side 0; side 0 won trick 2, side 1 trick 3: 1-1, a tie -> side 1
    answer = hand([None, 0, 1])
    assert answer["hand_winner"] == 1 and answer["decided_after"] == 3


def test_with_parda_the_first_trick_won_after_a_drawn_one_decides_at_once() -> None:
    answer = hand([None, 0], parda=True)
    assert answer["hand_winner"] == 0 and answer["decided_after"] == 2
    assert "parda" in answer["explanation"]


def test_with_parda_every_trick_drawn_still_goes_to_the_dealers_opponents() -> None:
    assert hand([None, None, None], parda=True)["hand_winner"] == 1


def test_parda_changes_nothing_when_the_first_trick_is_won() -> None:
    assert hand([0, None, 1], parda=True)["hand_winner"] == hand([0, None, 1])["hand_winner"]
