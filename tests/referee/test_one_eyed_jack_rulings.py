"""One-Eyed Jack rulings in words and figures (shared/rules/003 lines 248–282): each side's
chips and rows, the winner, the award and the sentence a player reads; where a card may go and
why not; every refusal's field and words.

The default board (``DEFAULT_LAYOUT_TEXT``) shows 5C on B2 and D4, 2S on A2 and I7, 4C on B3.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import one_eyed_jack as oej
from referee import requests
from referee.cards import parse_card
from referee.errors import RefereeError


def score(chips: dict[str, Any], players: int = 2, **extra: Any) -> dict[str, Any]:
    return requests.score("one-eyed-jack", {"chips": chips, "players": players, **extra})


def ask(card: Any, square: Any = None, chips: dict[str, Any] | None = None, side: Any = 0,
        players: int = 2, **options: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"players": players, "side": side, "card": card,
                            "chips": chips or {"0": []}, "options": options}
    if square is not None:
        body["square"] = square
    return requests.play("one-eyed-jack", body)


def refused(call: Any, *args: Any, **kwargs: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        call(*args, **kwargs)
    return caught.value


def board(**chips: str) -> oej.Board:
    return oej.Board(oej.DEFAULT_LAYOUT, {oej.parse_square(name): side
                                          for side, names in chips.items()
                                          for name in names.split()})


# --- the score: rows, the winner, the award (003 lines 256, 277, 279) ---

def test_two_crossing_rows_win_in_words_and_figures() -> None:
    # 003 line 279: two rows of five win; they may cross, nine chips instead of ten.
    result = score({"0": ["E3", "E4", "E5", "E6", "E7", "C5", "D5", "F5", "G5"],
                    "1": ["A2", "B2"]})
    assert result["rows_needed"] == 2 and result["players"] == 2
    assert result["winner"] == 0 and result["hand_complete"] is True
    assert result["award"] == {"by": "seat", "points": [1, 0]}
    first, second = result["sides"]
    assert first == {"side": 0, "members": "player 0", "chips": 9, "row_count": 2,
                     "has_won": True,
                     "rows": [{"direction": "across", "squares": ["E3", "E4", "E5", "E6", "E7"]},
                              {"direction": "down", "squares": ["C5", "D5", "E5", "F5", "G5"]}]}
    assert second == {"side": 1, "members": "player 1", "chips": 2, "rows": [], "row_count": 0,
                      "has_won": False}
    assert [str(line) for line in result["breakdown"]] == [
        "player 0: 9 chips, 2 rows; E3–E7 across; C5–G5 down", "player 1: 2 chips, 0 rows"]
    assert str(result["explanation"]) == (
        "Player 0: 2 rows (E3–E7 across; C5–G5 down). Player 1: no row of five. Player 0 has "
        "two rows (they may share one square) and wins.")
    assert result["explanation"].render("es") == (
        "Jugador 0: 2 líneas (E3–E7 en horizontal; C5–G5 en vertical). Jugador 1: ninguna "
        "línea de cinco. El jugador 0 tiene dos líneas (pueden compartir una casilla) y gana.")


def test_one_row_is_not_enough_for_two_players_in_words() -> None:
    result = score({"0": ["A6", "B7", "C8", "D9", "E10"], "1": ["J2"]})
    assert result["winner"] is None and result["hand_complete"] is False
    assert result["award"] == {"by": "seat", "points": [0, 0]}
    assert [side["has_won"] for side in result["sides"]] == [False, False]
    assert [str(line) for line in result["breakdown"]] == [
        "player 0: 5 chips, 1 row; A6–E10 diagonal", "player 1: 1 chip, 0 rows"]
    assert str(result["explanation"]) == (
        "Player 0: 1 row (A6–E10 diagonal). Player 1: no row of five. Nobody has two rows "
        "(they may share one square) yet.")


def test_three_players_win_with_one_row_in_words() -> None:
    # 003 line 279: in the three-player game one row is enough.
    result = score({"0": ["J2"], "1": ["B9", "C8", "D7", "E6"], "2": ["B10", "C10"]},
                   players=3)
    assert result["rows_needed"] == 1 and result["winner"] == 1
    assert result["award"] == {"by": "seat", "points": [0, 1, 0]}
    assert [side["members"] for side in result["sides"]] == ["player 0", "player 1",
                                                             "player 2"]
    assert [side["has_won"] for side in result["sides"]] == [False, True, False]
    # the corner A10 is everyone's (003 line 277)
    assert result["sides"][1]["rows"] == [{"direction": "anti-diagonal",
                                           "squares": ["A10", "B9", "C8", "D7", "E6"]}]
    assert [str(line) for line in result["breakdown"]] == [
        "player 0: 1 chip, 0 rows", "player 1: 4 chips, 1 row; A10–E6 anti-diagonal",
        "player 2: 2 chips, 0 rows"]
    assert str(result["explanation"]) == (
        "Player 0: no row of five. Player 1: 1 row (A10–E6 anti-diagonal). Player 2: no row of "
        "five. Player 1 has one row and wins.")


def test_three_players_without_a_row_in_words() -> None:
    result = score({"0": ["A2"]}, players=3)
    assert result["winner"] is None and result["award"]["points"] == [0, 0, 0]
    assert str(result["explanation"]) == (
        "Player 0: no row of five. Player 1: no row of five. Player 2: no row of five. Nobody "
        "has one row yet.")


def test_four_players_score_as_two_teams_in_words() -> None:
    # 003 line 250: four play in partnerships (players 0 and 2, 1 and 3).
    result = score({"0": ["J2"], "1": ["B10", "C10", "D10"], "3": ["E10", "F10", "G10", "H10",
                                                                    "I10"]}, players=4)
    assert result["rows_needed"] == 2 and result["winner"] == 1
    assert result["award"] == {"by": "team", "points": [0, 1]}
    assert [side["chips"] for side in result["sides"]] == [1, 8]
    assert [side["members"] for side in result["sides"]] == ["team 0", "team 1"]
    assert [str(line) for line in result["breakdown"]] == [
        "team 0: 1 chip, 0 rows", "team 1: 8 chips, 2 rows; A10–E10 down; E10–I10 down"]
    assert str(result["explanation"]) == (
        "Team 0: no row of five. Team 1: 2 rows (A10–E10 down; E10–I10 down). Team 1 has two "
        "rows (they may share one square) and wins.")


@pytest.mark.parametrize("length, starts", [(4, []), (5, ["E1"]), (8, ["E1"]),
                                            (9, ["E1", "E5"]), (10, ["E1", "E5"])])
def test_a_line_of_claimed_squares_holds_rows_sharing_at_most_one_square(
        length: int, starts: list[str]) -> None:
    # 003 line 279: two rows may share one square; so 9 in a line are two rows, 8 only one.
    result = score({"0": [f"E{c}" for c in range(1, length + 1)]})
    assert [row["squares"][0] for row in result["sides"][0]["rows"]] == starts
    assert result["sides"][0]["row_count"] == len(starts)
    assert all(len(row["squares"]) == 5 for row in result["sides"][0]["rows"])


@pytest.mark.parametrize("squares, direction", [
    (["A6", "B7", "C8", "D9", "E10"], "diagonal"),  # a diagonal exactly five long
    (["F1", "G2", "H3", "I4", "J5"], "diagonal"),
    (["A5", "B4", "C3", "D2", "E1"], "anti-diagonal"),
    (["F10", "G9", "H8", "I7", "J6"], "anti-diagonal"),
    (["J6", "J7", "J8", "J9", "J10"], "across"),  # the bottom row, with its corner
    (["A10", "B10", "C10", "D10", "E10"], "down"),
])
def test_rows_along_the_edges_of_the_board_count(squares: list[str], direction: str) -> None:
    result = score({"1": [s for s in squares if s not in ("A1", "A10", "J1", "J10")]})
    assert result["sides"][1]["rows"] == [{"direction": direction, "squares": squares}]


def test_a_chip_of_the_other_side_breaks_a_line() -> None:
    result = score({"0": ["E1", "E2", "E3", "E5", "E6", "E7", "E8"], "1": ["E4"]})
    assert result["sides"][0]["rows"] == [] and result["sides"][1]["rows"] == []


@pytest.mark.parametrize("chips, players, sentence", [
    ({"0": ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9"],
      "1": ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"]}, 2,
     "Both sides have two rows (player 0; player 1): the game ended when the first of them "
     "completed it, which this board cannot show."),
    ({"0": ["E1", "E2", "E3", "E4", "E5"], "2": ["F1", "F2", "F3", "F4", "F5"]}, 3,
     "Both sides have one row (player 0; player 2): the game ended when the first of them "
     "completed it, which this board cannot show."),
    ({"0": ["E1", "E2", "E3", "E4", "E5"], "1": ["F1", "F2", "F3", "F4", "F5"],
      "2": ["G1", "G2", "G3", "G4", "G5"]}, 3,
     "All 3 sides have one row (player 0; player 1; player 2): the game ended when the first "
     "of them completed it, which this board cannot show."),
])
def test_a_board_where_two_sides_have_won_is_refused_in_words(
        chips: dict[str, list[str]], players: int, sentence: str) -> None:
    # one chip goes down a turn (003 line 271): the first to get there ended the game
    error = refused(score, chips, players)
    assert error.field == "chips"
    assert str(error.message) == sentence + " Enter the board as it stood when the game ended."


# --- the play question: where a card may go (003 lines 271-275) ---

def test_a_card_with_both_squares_open_in_words() -> None:
    answer = ask("5C")
    assert answer["allowed"] is None and answer["rule"] is None
    assert answer["squares"] == ["B2", "D4"] and answer["dead"] is False
    assert answer["card"] == "5C" and answer["side"] == 0
    assert str(answer["explanation"]) == (
        "5C goes on one of its two squares, B2 or D4; B2 and D4 are open.")
    assert answer["explanation"].render("es") == (
        "5C va en una de sus dos casillas, B2 o D4; B2 y D4 están libres.")


def test_a_card_with_one_square_open_in_words() -> None:
    answer = ask("5C", "D4", chips={"0": [], "1": ["B2"]})
    assert answer["allowed"] is True and answer["rule"] is None
    assert answer["squares"] == ["D4"] and answer["dead"] is False
    assert str(answer["explanation"]) == (
        "5C goes on one of its two squares, B2 or D4; D4 is open. D4: yes.")


def test_a_card_on_a_square_showing_another_card_in_words() -> None:
    answer = ask("5C", "B3")
    assert answer["allowed"] is False and answer["rule"] == "wrong-square"
    assert str(answer["explanation"]) == (
        "5C goes on one of its two squares, B2 or D4; B2 and D4 are open. B3: no, B3 shows 4C, "
        "not 5C; 5C is on B2 and D4.")
    corner = ask("5C", "A1")
    assert corner["rule"] == "wrong-square"
    assert str(corner["explanation"]).endswith(
        "A1: no, A1 shows a free corner, not 5C; 5C is on B2 and D4.")


def test_a_square_with_a_chip_is_refused_in_words() -> None:
    # 003 line 271: no chip in an occupied space.
    answer = ask("5C", "B2", chips={"0": [], "1": ["B2"]})
    assert answer["allowed"] is False and answer["rule"] == "occupied"
    assert answer["dead"] is False and answer["squares"] == ["D4"]
    assert str(answer["explanation"]) == (
        "5C goes on one of its two squares, B2 or D4; D4 is open. B2: no, B2 already has a "
        "chip of player 1.")
    assert answer["explanation"].render("es") == (
        "5C va en una de sus dos casillas, B2 o D4; D4 está libre. B2: no, B2 ya tiene una "
        "ficha del jugador 1.")


def test_a_dead_card_is_shown_and_replaced_in_words() -> None:
    # 003 line 275: both its squares taken: show it and draw a replacement before the turn.
    answer = ask("5C", "D4", chips={"0": ["B2"], "1": ["D4"]}, side=1)
    assert answer["allowed"] is False and answer["rule"] == "occupied"
    assert answer["dead"] is True and answer["squares"] == [] and answer["side"] == 1
    assert str(answer["explanation"]) == (
        "5C is a dead card: both its squares, B2 and D4, are taken. Show it and draw another "
        "before taking the turn. D4: no, D4 already has a chip of player 1; both squares are "
        "taken: it is a dead card.")


def test_partners_share_chips_and_are_named_as_a_team() -> None:
    # 003 line 250: with four, players 0 and 2 are one side, 1 and 3 the other.
    answer = ask("5C", "D4", chips={"0": ["B2", "D4"]}, side=2, players=4)
    assert answer["side"] == 0 and answer["dead"] is True
    assert str(answer["explanation"]).endswith(
        "D4: no, D4 already has a chip of team 0; both squares are taken: it is a dead card.")
    assert ask("5C", "B2", chips={"1": ["D4"]}, side=3, players=4)["side"] == 1


def test_a_two_eyed_jack_goes_on_any_empty_square_in_words() -> None:
    # 003 line 273: J♦ and J♣ are wild.
    answer = ask("JD", "E5", chips={"0": [], "1": ["B2"]})
    assert answer["allowed"] is True and len(answer["squares"]) == 95
    assert "B2" not in answer["squares"] and "A1" not in answer["squares"]
    assert answer["squares"][:3] == ["A2", "A3", "A4"] and answer["squares"][-1] == "J9"
    assert str(answer["explanation"]) == (
        "JD is a two-eyed jack: it is wild, a chip on any empty square. E5: yes.")
    taken = ask("JC", "B2", chips={"0": [], "1": ["B2"]}, players=4)
    assert taken["allowed"] is False and taken["rule"] == "occupied"
    assert str(taken["explanation"]).endswith(
        "B2: no, JC is wild but needs an empty square, and B2 has a chip of team 1.")
    corner = ask("JC", "J10")
    assert corner["rule"] == "two-eyed-jack"
    assert str(corner["explanation"]).endswith("J10: no, J10 is a free corner, already "
                                               "everyone's.")


ROW = ["B2", "B3", "B4", "B5", "B6"]  # player 1's completed row, across


@pytest.mark.parametrize("options, words, squares", [
    ({}, "removes any one chip, yours included (6 can go now)", ROW + ["C3"]),
    ({"opponents_chips_only": True}, "removes one opponent's chip (5 can go now)", ROW),
    ({"protect_rows": True},
     "removes any one chip, yours included, that is not part of a completed row (1 can go now)",
     ["C3"]),
    ({"opponents_chips_only": True, "protect_rows": True},
     "removes one opponent's chip that is not part of a completed row (0 can go now)", []),
])
def test_what_a_one_eyed_jack_takes_at_each_table_in_words(
        options: dict[str, bool], words: str, squares: list[str]) -> None:
    # 003 line 273: "any chip on the board"; the boxed game's readings are named options.
    answer = ask("JH", chips={"0": ["C3"], "1": ROW}, **options)
    assert answer["squares"] == squares and answer["dead"] is False
    assert answer["allowed"] is None
    assert str(answer["explanation"]) == f"JH is a one-eyed jack: it {words}."


@pytest.mark.parametrize("square, options, rule, reason", [
    ("A1", {}, "one-eyed-jack", "JS removes a chip, and A1 is a free corner with no chip"),
    ("E5", {}, "one-eyed-jack", "JS removes a chip, and E5 is empty"),
    ("C3", {"opponents_chips_only": True}, "one-eyed-jack",
     "JS removes an opponent's chip, and the chip on C3 is your own"),
    ("B4", {"protect_rows": True}, "completed-row",
     "the chip on B4 is part of a completed row (B2–B6 across), which this table protects"),
])
def test_a_one_eyed_jack_refused_in_words(square: str, options: dict[str, bool], rule: str,
                                          reason: str) -> None:
    answer = ask("JS", square, chips={"0": ["C3"], "1": ROW}, **options)
    assert answer["allowed"] is False and answer["rule"] == rule
    assert str(answer["explanation"]).endswith(f" {square}: no, {reason}.")


def test_a_protected_row_of_ones_own_is_safe_too_but_not_a_chip_past_its_five() -> None:
    # six in a line hold one row, C3-G3 (rows share at most one square, 003 line 279)
    chips = {"0": ["C3", "D3", "E3", "F3", "G3", "H3"], "1": []}
    answer = ask("JS", chips=chips, protect_rows=True)
    assert answer["squares"] == ["H3"]
    assert str(answer["explanation"]) == (
        "JS is a one-eyed jack: it removes any one chip, yours included, that is not part of "
        "a completed row (1 can go now).")


def test_a_one_eyed_jack_takes_a_chip_in_a_row_by_default() -> None:
    answer = ask("JS", "B4", chips={"0": [], "1": ROW})
    assert answer["allowed"] is True and answer["rule"] is None
    assert str(answer["explanation"]) == (
        "JS is a one-eyed jack: it removes any one chip, yours included (5 can go now). B4: "
        "yes.")


# --- a dead card shown and replaced (003 line 275) ---

@pytest.mark.parametrize("chips, card, words", [
    ({}, "JS", "JS is a jack, playable on any turn, so it is never dead"),
    ({}, "JD", "JD is a jack, playable on any turn, so it is never dead"),
    ({}, "5C", "5C is not dead: B2 and D4 are still open"),
    ({"0": "B2"}, "5C", "5C is not dead: D4 is still open"),
    ({"1": "D4"}, "5C", "5C is not dead: B2 is still open"),
])
def test_only_a_dead_card_may_be_exchanged_in_words(chips: dict[str, str], card: str,
                                                     words: str) -> None:
    error = refused(oej.verify_exchange, board(**chips), parse_card(card))
    assert str(error.message) == words
    assert error.field == "card" and isinstance(error, oej.IllegalMoveError)
    assert error.rule == "dead-card"
    assert not oej.can_exchange(board(**chips), parse_card(card))


def test_a_dead_card_may_be_exchanged_whoever_holds_its_squares() -> None:
    for chips in ({"0": "B2 D4"}, {"0": "B2", "1": "D4"}, {"1": "B2 D4"}):
        assert oej.can_exchange(board(**chips), parse_card("5C"))
        assert oej.is_dead(board(**chips), parse_card("5C"))
    assert not oej.is_dead(board(**{"0": "B2"}), parse_card("5C"))


def test_a_card_the_board_does_not_show_is_never_dead() -> None:
    # the board has no jokers (003 line 261): nothing to show and replace
    joker = parse_card("JK")
    assert not oej.is_dead(board(), joker)
    assert str(refused(oej.verify_exchange, board(), joker).message) == (
        "JK is not on this board")


def test_playing_a_card_puts_the_sides_chip_and_a_one_eyed_jack_takes_it_off() -> None:
    start = board(**{"1": "E5"})
    after = oej.play(start, "0", parse_card("5C"), oej.parse_square("D4"))
    assert dict(after.chips) == {(4, 4): "1", (3, 3): "0"} and after.layout is start.layout
    cleared = oej.play(after, "0", parse_card("JH"), oej.parse_square("E5"))
    assert dict(cleared.chips) == {(3, 3): "0"}
    wild = oej.play(start, "1", parse_card("JC"), oej.parse_square("J9"))
    assert wild.owner(oej.parse_square("J9")) == "1"
    with pytest.raises(oej.IllegalMoveError):
        oej.play(start, "0", parse_card("5C"), oej.parse_square("E5"))


# --- the body, read once at the edge ---

@pytest.mark.parametrize("value, square", [(" c7 ", (2, 6)), ("A10", (0, 9)), ("J1", (9, 0)),
                                           ([0, 9], (0, 9)), ((9, 0), (9, 0))])
def test_a_square_is_read_by_name_or_by_row_and_column(value: Any, square: Any) -> None:
    assert oej.parse_square(value) == square


@pytest.mark.parametrize("value, words", [
    ("A0", "'A0' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A11", "'A11' is not a square: write a row A–J and a column 1–10, as C7"),
    ("K1", "'K1' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A", "'A' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A100", "'A100' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A٣", "'A٣' is not a square: write a row A–J and a column 1–10, as C7"),
    # as a card is written (DESIGN.md's card notation: "10H", never "010H" or "10 H"), a
    # square is its row and its column as the board numbers it, 1 to 10, nothing between:
    # a space separates squares in a typed list, so "A 10" is two words, not a square
    ("A05", "'A05' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A010", "'A010' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A 10", "'A 10' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A 5", "'A 5' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A+5", "'A+5' is not a square: write a row A–J and a column 1–10, as C7"),
    ("A-1", "'A-1' is not a square: write a row A–J and a column 1–10, as C7"),
    ("abcdefghijklmnop", "'abcdefghijkl' is not a square: write a row A–J and a column 1–10, "
                         "as C7"),
    ([-1, 0], "[-1, 0] is off the board: rows and columns are 0–9"),
    ([0, 10], "[0, 10] is off the board: rows and columns are 0–9"),
    ([True, 1], "a square is written like C7, or [row, column] counted from 0"),
    ([1, 2, 3], "a square is written like C7, or [row, column] counted from 0"),
    ([1], "a square is written like C7, or [row, column] counted from 0"),
    (7, "a square is written like C7, or [row, column] counted from 0"),
])
def test_a_square_off_the_board_is_refused_in_words(value: Any, words: str) -> None:
    error = refused(oej.parse_square, value, "chips.0[3]")
    assert str(error.message) == words and error.field == "chips.0[3]"
    assert refused(ask, "5C", value).field == "square"


def test_the_layout_takes_ten_rows_or_a_hundred_cells_and_any_free_word() -> None:
    rows = oej.DEFAULT_LAYOUT.to_text()
    assert rows[0][:3] == ["FREE", "2S", "3S"] and rows[9][9] == "FREE"
    rows[0][0], rows[0][9], rows[9][0], rows[9][9] = "f", "XX", "*", None
    assert oej.read_layout(rows) == oej.DEFAULT_LAYOUT
    rows[9][9] = ""
    flat = [cell for row in rows for cell in row]
    assert oej.read_layout(flat) == oej.DEFAULT_LAYOUT
    assert oej.read_layout(oej.DEFAULT_LAYOUT_TEXT.lower()) == oej.DEFAULT_LAYOUT


def changed(row: int, col: int, cell: Any) -> list[list[Any]]:
    rows: list[list[Any]] = oej.DEFAULT_LAYOUT.to_text()
    rows[row][col] = cell
    return rows


@pytest.mark.parametrize("layout, words", [
    (changed(0, 0, "2S"), "A1 is a corner and must be FREE"),
    (changed(9, 9, "AD"), "J10 is a corner and must be FREE"),
    (changed(0, 1, "FREE"), "A2 is not a corner, so it needs a card"),
    (changed(4, 4, None), "E5 is not a corner, so it needs a card"),
    (changed(0, 1, "JD"), "A2 shows JD: the board has no jacks or jokers"),
    (changed(5, 5, "JK"), "F6 shows JK: the board has no jacks or jokers"),
    (changed(8, 6, "3S"), "2S is on the board 1 time; every card but the jacks is there "
                          "exactly twice"),
    (changed(0, 1, "3S"), "3S is on the board 3 times; every card but the jacks is there "
                          "exactly twice"),
    (changed(3, 3, "ZZ"), "D4: 'ZZ' is not a card: write the rank then the suit (S H D C), as "
                          "QS or 10H"),
    (oej.DEFAULT_LAYOUT.to_text()[:3] + [["2S"] * 9] + oej.DEFAULT_LAYOUT.to_text()[4:],
     "each row of the layout needs 10 cells"),
    (oej.DEFAULT_LAYOUT.to_text()[:9], "the layout needs 100 cells, not 9"),
    ("FREE 2S 3S", "the layout needs 100 cells, not 3"),
    (7, "the layout is 10 rows of 10 cards, corners FREE"),
    ({"A1": "FREE"}, "the layout is 10 rows of 10 cards, corners FREE"),
])
def test_a_bad_layout_is_refused_in_words(layout: Any, words: str) -> None:
    error = refused(oej.read_layout, layout, "layout")
    assert str(error.message) == words and error.field == "layout"
    through_the_body = refused(score, {"0": []}, layout=layout)
    assert str(through_the_body.message) == words and through_the_body.field == "layout"


def test_a_card_that_is_not_a_card_in_the_layout_keeps_its_token() -> None:
    error = refused(oej.read_layout, changed(3, 3, "ZZ"))
    assert getattr(error, "token", None) == "ZZ"


@pytest.mark.parametrize("chips, players, field, words", [
    (["A2"], 2, "chips", 'chips must map each side to its squares, as {"0": ["C7"]}'),
    ({"2": ["A2"]}, 2, "chips", "'2' is not a side here; sides are 0, 1"),
    ({"3": ["A2"]}, 3, "chips", "'3' is not a side here; sides are 0, 1, 2"),
    ({"4": ["A2"]}, 4, "chips", "'4' is not a side here; sides are 0 and 1 (or players 0–3)"),
    ({"player number one": []}, 2, "chips",
     "'player numbe' is not a side here; sides are 0, 1"),
    ({"0": "A2"}, 2, "chips.0", 'give a list of squares, as ["C7", "D8"]'),
    ({"1": ["A2", "J10"]}, 2, "chips.1[1]", "J10 is a free corner: no chip goes there"),
    ({"0": ["A2", [0, 1]]}, 2, "chips.0[1]",
     "A2 already has a chip of this side; one chip a square"),
    ({"0": ["A2"], "1": ["a2"]}, 2, "chips.1[0]",
     "A2 already has a chip of player 0; one chip a square"),
    ({"0": ["A2"], "3": ["a2"]}, 4, "chips.3[0]",
     "A2 already has a chip of team 0; one chip a square"),
    ({"0": ["A2"], "2": ["a2"]}, 4, "chips.2[0]",
     "A2 already has a chip of this side; one chip a square"),
])
def test_a_bad_chips_list_is_refused_in_words(chips: Any, players: int, field: str,
                                              words: str) -> None:
    error = refused(score, chips, players)
    assert str(error.message) == words and error.field == field


@pytest.mark.parametrize("players", [1, 5, True, "2", 2.0])
def test_one_eyed_jack_is_for_two_to_four_players(players: Any) -> None:
    # 003 line 250: two to four players.
    error = refused(score, {}, players)
    assert str(error.message) == "One-Eyed Jack is for 2, 3 or 4 players"
    assert error.field == "players"


@pytest.mark.parametrize("side, players, read", [(1, 2, 1), (" 1 ", 2, 1), ("2", 3, 2),
                                                  (3, 4, 1), (2, 4, 0)])
def test_the_side_is_a_player_and_partners_share_a_side(side: Any, players: int,
                                                        read: int) -> None:
    assert ask("5C", side=side, players=players)["side"] == read


@pytest.mark.parametrize("side, players, words", [
    (2, 2, "side is who plays the card: a player 0–1"),
    (3, 3, "side is who plays the card: a player 0–2"),
    (-1, 4, "side is who plays the card: a player 0–3"),
    (True, 2, "side is who plays the card: a player 0–1"),
    ("x", 2, "side is who plays the card: a player 0–1"),
    ("١", 2, "side is who plays the card: a player 0–1"),
    (None, 2, "side is who plays the card: a player from 0"),
])
def test_a_side_beyond_the_table_is_refused_in_words(side: Any, players: int,
                                                     words: str) -> None:
    error = refused(ask, "5C", side=side, players=players)
    assert str(error.message) == words and error.field == "side"


@pytest.mark.parametrize("card, words", [
    (5, "card is the card played, as QS"),
    (["5C"], "card is the card played, as QS"),
    ("5C 6C", "give one card, the one played"),
    ("", "no cards given"),
])
def test_the_card_played_is_one_card_in_words(card: Any, words: str) -> None:
    error = refused(ask, card)
    assert str(error.message) == words and error.field == "card"


def test_missing_fields_are_named_in_words() -> None:
    error = refused(requests.play, "one-eyed-jack", {"card": "5C", "chips": {}})
    assert str(error.message) == "side is who plays the card: a player from 0"
    error = refused(requests.score, "one-eyed-jack", {"players": 3})
    assert str(error.message) == 'chips must map each side to its squares, as {"0": ["C7"]}'
    assert error.field == "chips"


# --- the singular and the plural, and the words in Spanish ---

@pytest.mark.parametrize("options, english, spanish", [
    ({}, "removes any one chip, yours included (1 can go now)",
     "quita cualquier ficha, también una tuya (1 se puede quitar ahora)"),
    ({"opponents_chips_only": True}, "removes one opponent's chip (1 can go now)",
     "quita una ficha de un rival (1 se puede quitar ahora)"),
    ({"protect_rows": True},
     "removes any one chip, yours included, that is not part of a completed row (1 can go now)",
     "quita cualquier ficha, también una tuya, que no forme parte de una línea completa (1 se "
     "puede quitar ahora)"),
    ({"opponents_chips_only": True, "protect_rows": True},
     "removes one opponent's chip that is not part of a completed row (1 can go now)",
     "quita una ficha de un rival que no forme parte de una línea completa (1 se puede quitar "
     "ahora)"),
])
def test_a_one_eyed_jack_with_one_chip_to_take_in_english_and_spanish(
        options: dict[str, bool], english: str, spanish: str) -> None:
    answer = ask("JS", chips={"1": ["E5"]}, **options)
    assert answer["squares"] == ["E5"]
    assert str(answer["explanation"]) == f"JS is a one-eyed jack: it {english}."
    assert answer["explanation"].render("es") == f"JS es una jota de un ojo: {spanish}."
    two = ask("JS", chips={"1": ["E5", "E6"]}, **options)
    assert str(two["explanation"]) == (
        f"JS is a one-eyed jack: it {english.replace('(1 can', '(2 can')}.")
    assert two["explanation"].render("es") == (
        f"JS es una jota de un ojo: {spanish.replace('1 se puede', '2 se pueden')}.")


def test_a_board_where_all_three_have_a_row_is_refused_in_spanish() -> None:
    error = refused(score, {"0": ["E1", "E2", "E3", "E4", "E5"],
                            "1": ["F1", "F2", "F3", "F4", "F5"],
                            "2": ["G1", "G2", "G3", "G4", "G5"]}, 3)
    assert error.message.render("es") == (
        "Los 3 equipos tienen una línea (jugador 0; jugador 1; jugador 2): la partida acabó "
        "cuando el primero de ellos la completó, y este tablero no puede mostrar cuál fue. "
        "Apunta el tablero tal como estaba cuando acabó la partida.")


def test_the_layouts_counts_in_spanish() -> None:
    rows = oej.DEFAULT_LAYOUT.to_text()
    rows[3] = rows[3][:9]
    assert refused(oej.read_layout, rows).message.render("es") == (
        "cada fila del tablero necesita 10 casillas")
    assert refused(oej.read_layout, "FREE 2S").message.render("es") == (
        "el tablero necesita 100 casillas, no 2")


def test_one_chip_and_one_row_in_spanish() -> None:
    result = score({"0": ["J2"], "1": ["E1", "E2", "E3", "E4", "E5"]})
    assert [line.render("es") for line in result["breakdown"]] == [
        "jugador 0: 1 ficha, 0 líneas", "jugador 1: 5 fichas, 1 línea; E1–E5 en horizontal"]
    assert result["explanation"].render("es") == (
        "Jugador 0: ninguna línea de cinco. Jugador 1: 1 línea (E1–E5 en horizontal). Nadie "
        "tiene aún dos líneas (pueden compartir una casilla).")


def test_a_refused_play_names_the_square_and_its_rule() -> None:
    error = refused(oej.verify_play, board(**{"1": "B2"}), "0", parse_card("5C"),
                    oej.parse_square("B2"), None, 2)
    assert isinstance(error, oej.IllegalMoveError) and error.rule == "occupied"
    assert error.field == "square" and str(error.message) == (
        "B2 already has a chip of player 1")
    # a card the board does not show (the board has no jokers, 003 line 261)
    no_exchange = refused(oej.verify_exchange, board(), parse_card("JK"))
    assert isinstance(no_exchange, oej.IllegalMoveError)
    assert no_exchange.rule == "dead-card" and no_exchange.field == "card"
    joker = refused(oej.verify_play, board(), "0", parse_card("JK"), oej.parse_square("A2"))
    assert joker.field == "square" and str(joker.message) == (
        "A2 shows 2S, not JK; JK is on no square")
    assert oej.can_play(board(), "0", parse_card("2S"), oej.parse_square("A2"))
    assert not oej.can_play(board(), "0", parse_card("2S"), oej.parse_square("A3"))


def test_a_board_without_its_players_is_a_two_player_board() -> None:
    # players defaults to 2 (003 line 250: two play against each other)
    error = refused(requests.score, "one-eyed-jack", {"chips": {"2": ["A2"]}})
    assert error.field == "chips"
    assert str(error.message) == "'2' is not a side here; sides are 0, 1"
    side = refused(requests.play, "one-eyed-jack", {"chips": {}, "side": 2, "card": "5C"})
    assert str(side.message) == "side is who plays the card: a player 0–1"
    result = requests.score("one-eyed-jack", {"chips": {"1": ["A2"]}})
    assert result["players"] == 2 and [s["members"] for s in result["sides"]] == [
        "player 0", "player 1"]


def test_a_square_refused_by_itself_names_the_square_field() -> None:
    assert refused(oej.parse_square, "K1").field == "square"


def test_play_refuses_by_the_tables_options_and_names_the_side_by_the_players() -> None:
    # 003 line 275 "any chip"; the boxed game's option refuses one's own chip
    own = board(**{"0": "E5"})
    error = refused(oej.play, own, "0", parse_card("JS"), oej.parse_square("E5"),
                    {"opponents_chips_only": True}, 2)
    assert str(error.message) == "JS removes an opponent's chip, and the chip on E5 is your own"
    assert oej.play(own, "1", parse_card("JS"), oej.parse_square("E5"),
                    {"opponents_chips_only": True}, 2).chips == {}
    taken = refused(oej.play, board(**{"1": "E5"}), "0", parse_card("JD"),
                    oej.parse_square("E5"), None, 2)
    assert str(taken.message) == "JD is wild but needs an empty square, and E5 has a chip of " \
                                 "player 1"
    as_team = refused(oej.play, board(**{"1": "E5"}), "0", parse_card("JD"),
                      oej.parse_square("E5"), None, 4)
    assert str(as_team.message).endswith("E5 has a chip of team 1")


def test_a_two_eyed_jack_on_a_chip_names_the_player_at_a_table_of_two() -> None:
    answer = ask("JC", "B2", chips={"0": [], "1": ["B2"]}, players=2)
    assert str(answer["explanation"]).endswith(
        "B2: no, JC is wild but needs an empty square, and B2 has a chip of player 1.")
