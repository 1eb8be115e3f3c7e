"""Whole games of One-Eyed Jack at the table: the cards played, chip by chip, on the common
printed board, and the board entered with the calculator when the game is decided (rules:
shared/rules/003 lines 248–282).

A move is written as players say it, the card then the square: ``5C B2`` puts a chip on B2,
which shows the 5 of clubs; ``JD D2`` is a two-eyed jack, wild; ``JH D2`` a one-eyed jack taking
the chip off D2. Rows are A–J from the top, columns 1–10 from the left, corners free.
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table
from referee import one_eyed_jack as oej
from referee.cards import parse_card
from scorebook.setup import read_setup


def board_after(moves: list[tuple[int, str]], players: int) -> dict[str, list[str]]:
    """Each seat's chips after these moves, every one checked by the referee as it is made."""
    board = oej.Board()
    placed: dict[tuple[int, int], int] = {}
    for seat, move in moves:
        card_text, square_text = move.split()
        card, square = parse_card(card_text), oej.parse_square(square_text)
        side = str(seat % 2) if players == 4 else str(seat)
        board = oej.play(board, side, card, square)
        if card in oej.ONE_EYED_JACKS:
            del placed[square]
        else:
            placed[square] = seat
    chips: dict[str, list[str]] = {}
    for square, seat in sorted(placed.items()):
        chips.setdefault(str(seat), []).append(oej.square_name(square))
    return chips


def tally(state: dict[str, Any]) -> list[int]:
    return [p["score"] for p in state["players"]]


def enter_board(table: Table, moves: list[tuple[int, str]], players: int) -> dict[str, Any]:
    """The board entered at the table; the calculator's word on it agrees with the table's."""
    before = tally(table.state())
    state = table.act("hand", body={"chips": board_after(moves, players)})
    answer = state["events"][-1]["detail"]
    target = state["options"]["target"]
    if answer["winner"] is None:
        assert "yet" in answer["explanation"] and tally(state) == before
        assert not state["finished"]
    else:
        won = [p["seat"] for p in state["players"]
               if (p["team"] if players == 4 else p["seat"]) == answer["winner"]]
        assert [t - b for t, b in zip(tally(state), before)] == [
            1 if seat in won else 0 for seat in range(players)]
        assert state["finished"] == (tally(state)[won[0]] >= target)
        if state["finished"]:
            assert state["winners"] == won
    return state


# --- who plays with whom ------------------------------------------------------------------------

@pytest.mark.parametrize("players, teams", [
    (2, [None, None]), (3, [None, None, None]),
    (4, [0, 1, 0, 1]),  # 003 line 250: four play in partnerships, partners across
])
def test_two_and_three_play_alone_and_four_in_two_partnerships(
        players: int, teams: list[int | None]) -> None:
    setup = read_setup("one-eyed-jack", ["Ann", "Boris", "Carl", "Dora"][:players], {})
    assert [p.team for p in setup.players] == teams


def test_five_cannot_play(client: Any) -> None:
    response = client.post("/api/v1/tables", json={
        "game": "one-eyed-jack", "players": [{"name": n} for n in "ABCDE"]})
    assert response.status_code == 422 and "2–4 players" in response.json["error"]


# --- two players: two rows ------------------------------------------------------------------

ANN, BORIS = 0, 1
TWO_HANDED = [
    (BORIS, "10H B9"), (ANN, "2S A2"), (BORIS, "9H C9"), (ANN, "3S A3"),
    (BORIS, "8H D9"), (ANN, "4S A4"), (BORIS, "7H E9"), (ANN, "9S A9"),
    (BORIS, "6H F9"),  # B9–F9: Boris's first row
    (ANN, "5S A5"),  # A1–A5 with the free corner: Ann's first row
    (BORIS, "5H G9"), (ANN, "5C B2"), (BORIS, "4H H9"), (ANN, "AS C2"),
    (BORIS, "3H I9"),  # B9–I9: eight in a line are still one row
    (ANN, "KS D2"),
    (BORIS, "JH D2"),  # a one-eyed jack takes Ann's chip off D2
    (ANN, "QS E2"), (BORIS, "2C B5"),
    (ANN, "JD D2"),  # a two-eyed jack is wild: back on D2, and A2–E2 is Ann's second row
]


def test_a_whole_two_handed_game_is_won_with_two_rows_that_may_cross(client: Any) -> None:
    table = Table(client, "one-eyed-jack", ("Ann", "Boris"))
    # 003 line 256: two rows win; one is not enough with two players
    state = enter_board(table, TWO_HANDED[:10], 2)
    answer = state["events"][-1]["detail"]
    assert [side["row_count"] for side in answer["sides"]] == [1, 1]
    assert answer["explanation"].endswith("Nobody has two rows (they may share one square) "
                                          "yet.")
    state = enter_board(table, TWO_HANDED[:17], 2)
    assert not state["finished"]
    # 003 line 279: the two rows may cross, here on A2: nine chips and the corner
    state = enter_board(table, TWO_HANDED, 2)
    answer = state["events"][-1]["detail"]
    assert [r["squares"] for r in answer["sides"][0]["rows"]] == [
        ["A1", "A2", "A3", "A4", "A5"], ["A2", "B2", "C2", "D2", "E2"]]
    assert answer["sides"][1]["row_count"] == 1
    assert state["finished"] and state["winners"] == [0]
    assert state["status"] == "Ann wins the game"

    # the game is over: nothing more is entered ...
    refused = table.post("hand", body={"chips": board_after(TWO_HANDED, 2)})
    assert refused.status_code == 422
    assert refused.json["error"].startswith("The game is over: Ann wins the game.")
    assert table.post("won", seat=1).status_code == 422
    # ... until the board is undone
    state = table.act("undo")
    assert not state["finished"] and tally(state) == [0, 0]
    # had Boris played the 6D on J9 instead, B9–J9 would be nine in a line: two rows
    state = enter_board(table, TWO_HANDED[:19] + [(BORIS, "6D J9")], 2)
    assert state["status"] == "Boris wins the game"


def test_a_board_showing_both_players_with_their_rows_cannot_say_who_won(client: Any) -> None:
    # one chip goes down a turn, so the first to two rows ended the game (003 line 279);
    # a board where both have them was entered too late and is refused, changing nothing
    table = Table(client, "one-eyed-jack", ("Ann", "Boris"))
    too_late = board_after(TWO_HANDED + [(BORIS, "6D J9")], 2)
    refused = table.post("hand", body={"chips": too_late})
    assert refused.status_code == 422
    assert refused.json["error"].startswith(
        "Both sides have two rows (Ann; Boris): the game ended when the first of them "
        "completed it")  # the table names the players in the referee's refusal
    assert "Enter the board as it stood when the game ended" in refused.json["error"]
    state = table.state()
    assert not state["finished"] and state["events"] == []
    assert client.post("/api/v1/referee/one-eyed-jack/score",
                       json={"chips": too_late}).status_code == 422


def test_a_match_is_the_games_to_win_each_board_one_game(client: Any) -> None:
    table = Table(client, "one-eyed-jack", ("Ann", "Boris"), target=2)
    state = enter_board(table, TWO_HANDED, 2)
    assert tally(state) == [1, 0] and not state["finished"]
    assert state["status"] == "Ann is ahead by 1"
    state = table.act("deal")
    assert state["hand"] == 2 and state["dealer"] == 1  # the deal passes left
    state = enter_board(table, TWO_HANDED[:19] + [(BORIS, "6D J9")], 2)
    assert tally(state) == [1, 1] and state["status"] == "All level"
    table.act("deal")
    state = enter_board(table, TWO_HANDED, 2)
    assert tally(state) == [2, 1] and state["finished"]
    assert state["status"] == "Ann wins the game"


# --- three players: one row -----------------------------------------------------------------

def test_a_whole_three_handed_game_is_won_with_one_row(client: Any) -> None:
    ann, boris, carl = 0, 1, 2
    moves = [
        (ann, "6C D3"), (boris, "2D C3"), (carl, "AD J2"),
        (ann, "5C D4"), (boris, "3D C4"), (carl, "KD J3"),
        (ann, "4C D5"), (boris, "4D C5"), (carl, "QD J4"),
        (ann, "3C D6"),  # D3–D6: four in a line, one short
        (boris, "10D J5"),  # blocks Carl's J1–J5
        (carl, "JS J5"),  # a one-eyed jack takes it off again
        (ann, "5D C6"),  # and Ann blocks Boris's C3–C7
    ]
    table = Table(client, "one-eyed-jack", ("Ann", "Boris", "Carl"))
    state = enter_board(table, moves, 3)
    assert not state["finished"]
    assert state["events"][-1]["detail"]["explanation"].endswith("Nobody has one row yet.")
    # 003 line 256: with three, one row wins: J1 (free) to J5
    state = enter_board(table, moves + [(boris, "6D C7"), (carl, "JC J5")], 3)
    answer = state["events"][-1]["detail"]
    assert answer["rows_needed"] == 1
    assert answer["sides"][2]["rows"] == [{"direction": "across",
                                          "squares": ["J1", "J2", "J3", "J4", "J5"]}]
    assert state["finished"] and state["status"] == "Carl wins the game"
    assert table.post("deal").status_code == 422
    assert not table.act("undo")["finished"]


# --- four players: two partnerships ---------------------------------------------------------

def test_a_whole_four_handed_game_is_won_by_a_partnership_sharing_its_chips(
        client: Any) -> None:
    ann, boris, carl, dora = 0, 1, 2, 3
    moves = [
        (boris, "10H B9"), (carl, "2S A2"), (dora, "9H C9"), (ann, "3S A3"),
        (boris, "8H D9"), (carl, "4S A4"), (dora, "7H E9"),
        (ann, "5S A5"),  # A1–A5, Ann's and Carl's chips together
        (boris, "6H F9"),  # B9–F9 for Boris and Dora
        (carl, "5C B2"), (dora, "JS B2"), (ann, "5C B2"),  # taken off and put back
        (boris, "5H G9"), (carl, "AS C2"), (dora, "4H H9"), (ann, "KS D2"),
        (boris, "3H I9"), (carl, "QS E2"),  # A2–E2: the second row, crossing on A2
    ]
    table = Table(client, "one-eyed-jack", ("Ann", "Boris", "Carl", "Dora"))
    state = enter_board(table, moves[:-1], 4)
    assert not state["finished"]
    # the body names players 0-3; players 2 and 3 play for their partners' sides
    assert set(board_after(moves, 4)) == {"0", "1", "2", "3"}
    state = enter_board(table, moves, 4)
    assert state["events"][-1]["detail"]["sides"][0]["members"] == "Ann & Carl"
    assert state["finished"] and state["winners"] == [0, 2]
    assert state["status"] == "Ann & Carl win the game"
    assert table.post("hand", body={"chips": {}}).status_code == 422
    assert not table.act("undo")["finished"]
