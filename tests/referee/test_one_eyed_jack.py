"""One-Eyed Jack board, chips, jacks and rows, from shared/rules/003 lines 248–282.

Squares are written row letter A–J (top to bottom) and column 1–10; the default board has
FREE 2S 3S 4S 5S 6S 7S 8S 9S FREE across row A and 6C 5C 4C 3C 2C AH KH QH 10H 10S across row B.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from referee import one_eyed_jack as oej
from referee import requests
from referee.cards import Card, parse_card
from referee.errors import RefereeError


def sq(name: str) -> tuple[int, int]:
    return oej.parse_square(name)


def card(text: str) -> Card:
    return parse_card(text)


def board(**chips: str) -> oej.Board:
    """``board(**{"0": "A2 A3", "1": "B2"})``."""
    return oej.Board(oej.DEFAULT_LAYOUT,
                     {sq(name): side for side, names in chips.items() for name in names.split()})


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("one-eyed-jack", body)


# --- the board (003 lines 261-263) ---

def test_default_board_has_free_corners_and_every_card_but_jacks_twice() -> None:
    cells = [c for row in oej.DEFAULT_LAYOUT.cells for c in row]
    assert [oej.DEFAULT_LAYOUT.card_at(s) for s in sorted(oej.CORNERS)] == [None] * 4
    held = Counter(c for c in cells if c is not None)
    assert len(held) == 48 and set(held.values()) == {2} and sum(held.values()) == 96
    assert all(c.rank.value != "J" for c in held)


def test_square_notation_reads_letters_and_indices() -> None:
    assert sq("A1") == (0, 0) and sq("j10") == (9, 9) and oej.parse_square([2, 6]) == sq("C7")
    assert oej.square_name((2, 6)) == "C7"
    assert [oej.square_name(s) for s in oej.DEFAULT_LAYOUT.squares_of(card("2S"))] == [
        "A2", "I7"]


def test_a_table_may_enter_its_own_layout() -> None:
    flipped = [list(reversed(row)) for row in oej.DEFAULT_LAYOUT.to_text()]
    layout = oej.read_layout(flipped)
    assert str(layout.card_at(sq("A2"))) == "9S"


@pytest.mark.parametrize("change, message", [
    ((0, 0, "2S"), "A1 is a corner"),
    ((0, 1, "FREE"), "A2 is not a corner"),
    ((0, 1, "JD"), "no jacks"),
    ((0, 1, "3S"), "3S is on the board 3 times"),
    ((0, 1, "ZZ"), "A2: 'ZZ' is not a card"),
])
def test_a_bad_layout_is_refused(change: tuple[int, int, str], message: str) -> None:
    rows = oej.DEFAULT_LAYOUT.to_text()
    rows[change[0]][change[1]] = change[2]
    with pytest.raises(RefereeError) as caught:
        oej.read_layout(rows)
    assert message in caught.value.message and caught.value.field == "layout"


def test_a_layout_needs_a_hundred_cells() -> None:
    with pytest.raises(RefereeError, match="100 cells"):
        oej.read_layout("FREE 2S 3S")


# --- placing chips (003 lines 271-275) ---

def test_a_card_places_a_chip_on_a_square_showing_it() -> None:
    after = oej.play(board(), "0", card("5C"), sq("B2"))
    assert after.owner(sq("B2")) == "0"


def test_a_card_cannot_go_on_a_square_showing_another_card() -> None:
    with pytest.raises(oej.IllegalMoveError) as caught:
        oej.verify_play(board(), "0", card("5C"), sq("B3"))
    assert caught.value.rule == "wrong-square"
    assert "B3 shows 4C, not 5C; 5C is on B2 and D4" in caught.value.message


def test_a_card_cannot_go_on_an_occupied_square() -> None:
    # 003 line 271: you cannot play a chip in an occupied space.
    assert not oej.can_play(board(**{"1": "B2"}), "0", card("5C"), sq("B2"))


def test_two_eyed_jack_places_a_chip_on_any_empty_square() -> None:
    # 003 line 273: J♦ and J♣ are wild.
    for jack in ("JD", "JC"):
        assert oej.can_play(board(), "0", card(jack), sq("E5"))
    with pytest.raises(oej.IllegalMoveError, match="needs an empty square"):
        oej.verify_play(board(**{"1": "E5"}), "0", card("JD"), sq("E5"))


def test_two_eyed_jack_cannot_go_on_a_free_corner() -> None:
    assert not oej.can_play(board(), "0", card("JC"), sq("J10"))


def test_one_eyed_jack_removes_an_opponents_chip() -> None:
    # 003 line 273: J♠ and J♥ remove a chip and return it to its owner.
    before = board(**{"1": "E5"})
    for jack in ("JS", "JH"):
        after = oej.play(before, "0", card(jack), sq("E5"))
        assert after.owner(sq("E5")) is None
    assert before.owner(sq("E5")) == "1"


def test_one_eyed_jack_removes_any_chip_your_own_included_unless_the_table_says_otherwise(
        ) -> None:
    # 003 line 275: "any chip on the board"; the boxed game's reading is the named option
    own = board(**{"0": "E5"})
    assert oej.play(own, "0", card("JS"), sq("E5")).owner(sq("E5")) is None
    with pytest.raises(oej.IllegalMoveError, match="your own"):
        oej.verify_play(own, "0", card("JS"), sq("E5"), {"opponents_chips_only": True})


def test_one_eyed_jack_does_not_remove_from_an_empty_square_or_a_corner() -> None:
    with pytest.raises(oej.IllegalMoveError, match="is empty"):
        oej.verify_play(board(), "0", card("JH"), sq("E5"))
    with pytest.raises(oej.IllegalMoveError, match="free corner"):
        oej.verify_play(board(), "0", card("JH"), sq("A1"))


def test_one_eyed_jack_may_break_a_completed_row_by_default() -> None:
    # 003 line 273: "any chip on the board".
    full = board(**{"1": "C3 C4 C5 C6 C7"})
    assert oej.can_play(full, "0", card("JS"), sq("C5"))


def test_a_table_may_protect_completed_rows() -> None:
    full = board(**{"1": "C3 C4 C5 C6 C7"})
    with pytest.raises(oej.IllegalMoveError) as caught:
        oej.verify_play(full, "0", card("JS"), sq("C5"), {"protect_rows": True})
    assert caught.value.rule == "completed-row"
    assert oej.can_play(board(**{"1": "C3 C4 C5 C6"}), "0", card("JS"), sq("C5"),
                        {"protect_rows": True})


def test_dead_card_with_both_squares_taken_may_be_exchanged() -> None:
    # 003 line 275: both spots occupied: show it and draw a replacement.
    taken = board(**{"0": "B2", "1": "D4"})
    assert oej.is_dead(taken, card("5C")) and oej.can_exchange(taken, card("5C"))
    with pytest.raises(oej.IllegalMoveError, match="dead card"):
        oej.verify_play(taken, "0", card("5C"), sq("D4"))


def test_a_card_with_one_open_square_is_not_dead() -> None:
    half = board(**{"0": "B2"})
    with pytest.raises(oej.IllegalMoveError, match="D4 is still open"):
        oej.verify_exchange(half, card("5C"))


def test_jacks_are_never_dead() -> None:
    assert not oej.can_exchange(board(), card("JS"))
    assert not oej.is_dead(board(), card("JD"))


# --- rows (003 lines 256, 277-279) ---

def rows(chips: dict[str, list[str]], players: int = 2) -> list[dict[str, Any]]:
    return score({"chips": chips, "players": players})["sides"]


def test_row_across() -> None:
    side = rows({"0": ["E3", "E4", "E5", "E6", "E7"]})[0]
    assert side["rows"] == [{"direction": "across",
                             "squares": ["E3", "E4", "E5", "E6", "E7"]}]


def test_row_down() -> None:
    side = rows({"0": ["B6", "C6", "D6", "E6", "F6"]})[0]
    assert side["rows"][0]["direction"] == "down"


def test_row_along_the_diagonal() -> None:
    side = rows({"0": ["C3", "D4", "E5", "F6", "G7"]})[0]
    assert side["rows"] == [{"direction": "diagonal",
                             "squares": ["C3", "D4", "E5", "F6", "G7"]}]


def test_six_in_a_line_with_the_corner_are_one_row() -> None:
    side = rows({"0": ["B2", "C3", "D4", "E5", "F6"]})[0]
    assert side["row_count"] == 1 and side["rows"][0]["squares"][0] == "A1"


def test_row_along_the_other_diagonal() -> None:
    side = rows({"0": ["B9", "C8", "D7", "E6", "F5"]})[0]
    assert side["rows"][0]["direction"] == "anti-diagonal"


def test_four_chips_are_not_a_row() -> None:
    assert rows({"0": ["E3", "E4", "E5", "E6"]})[0]["row_count"] == 0


def test_corner_counts_for_everyone() -> None:
    # 003 line 277: the corners are community property.
    result = rows({"0": ["A2", "A3", "A4", "A5"], "1": ["B1", "C1", "D1", "E1"]})
    assert result[0]["rows"][0]["squares"][0] == "A1"
    assert result[1]["rows"][0]["squares"][0] == "A1"


def test_two_crossing_rows_sharing_one_square_win() -> None:
    # 003 line 279: the two rows may intersect, nine chips instead of ten.
    result = score({"chips": {"0": ["E3", "E4", "E5", "E6", "E7", "C5", "D5", "F5", "G5"]}})
    assert result["sides"][0]["row_count"] == 2 and result["winner"] == 0


def test_nine_in_a_line_are_two_rows_sharing_one_square() -> None:
    line = [f"F{c}" for c in range(1, 10)]
    result = score({"chips": {"0": line}})
    assert [r["squares"][0] for r in result["sides"][0]["rows"]] == ["F1", "F5"]
    assert result["winner"] == 0


def test_eight_in_a_line_are_one_row_as_rows_may_share_only_one_square() -> None:
    line = [f"F{c}" for c in range(1, 9)]
    result = score({"chips": {"0": line}})
    assert result["sides"][0]["row_count"] == 1 and result["winner"] is None
    assert "Nobody has two rows" in result["explanation"]


def walked(board: oej.Board, side: str) -> list[oej.Row]:
    """Rows as found by walking every square of every line of the board (as rows_of did
    before it skipped the lines that cannot hold five claimed squares)."""
    found = []
    for direction, line in oej._lines():
        stretch: list[tuple[int, int]] = []
        for square in line + [(-1, -1)]:
            if square != (-1, -1) and board.claims(side, square):
                stretch.append(square)
                continue
            for start in range(0, len(stretch) - 4, 4):
                found.append(oej.Row(direction, tuple(stretch[start:start + 5])))
            stretch = []
    return found


@pytest.mark.parametrize("seed", range(40))
def test_rows_are_those_of_a_walk_along_every_line(seed: int) -> None:
    # 003 lines 277-279: rows in any direction, the corners everyone's, sharing one square
    import random
    rng = random.Random(seed)
    free = [(r, c) for r in range(10) for c in range(10) if (r, c) not in oej.CORNERS]
    taken = rng.sample(free, rng.choice((0, 5, 20, 40, 60, 80, 96)))
    chips = {square: str(rng.randrange(3) if rng.random() < 0.5 else 0) for square in taken}
    board = oej.Board(oej.DEFAULT_LAYOUT, chips)
    for side in ("0", "1", "2"):
        assert oej.rows_of(board, side) == walked(board, side)


def test_three_players_need_one_row() -> None:
    # 003 line 256 and 279: in the three-player game one row is enough.
    result = score({"chips": {"0": ["E3", "E4", "E5", "E6", "E7"], "1": ["A2"], "2": ["A3"]},
                    "players": 3})
    assert result["rows_needed"] == 1 and result["winner"] == 0
    assert "Player 0 has one row and wins." in result["explanation"]


def test_four_players_play_in_partnerships_sharing_chips() -> None:
    # 003 line 250: four play in partnerships; chips of players 0 and 2 are one side's.
    result = score({"chips": {"0": ["E3", "E4", "E5"], "2": ["E6", "E7"],
                              "1": ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "G10"]},
                    "players": 4})
    assert result["sides"][0]["row_count"] == 1 and result["sides"][0]["chips"] == 5
    assert result["winner"] == 1
    assert "Team 1 has two rows" in result["explanation"]  # "Boris & Dora have" at a table


def test_a_custom_layout_is_used_for_the_board() -> None:
    flipped = [list(reversed(row)) for row in oej.DEFAULT_LAYOUT.to_text()]
    result = score({"chips": {"0": ["A2"]}, "layout": flipped})
    assert result["sides"][0]["chips"] == 1


@pytest.mark.parametrize("bad, field", [
    ({"chips": ["A2"]}, "chips"),
    ({"chips": {"0": "A2"}}, "chips.0"),
    ({"chips": {"0": ["A1"]}}, "chips.0[0]"),
    ({"chips": {"0": ["A2"], "1": ["a2"]}}, "chips.1[0]"),
    ({"chips": {"0": ["K2"]}}, "chips.0[0]"),
    ({"chips": {"0": [[10, 0]]}}, "chips.0[0]"),
    ({"chips": {"0": [[1, "2"]]}}, "chips.0[0]"),
    ({"chips": {"2": ["A2"]}}, "chips"),
    ({"chips": {}, "players": 5}, "players"),
    ({"chips": {}, "players": "2"}, "players"),
    ({"chips": {}, "layout": 7}, "layout"),
])
def test_bad_input_is_a_clear_error(bad: dict[str, Any], field: str) -> None:
    with pytest.raises(RefereeError) as caught:
        score(bad)
    assert caught.value.field == field
