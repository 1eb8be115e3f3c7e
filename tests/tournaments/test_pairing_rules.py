"""Who meets whom, pure (referee.tournaments.pairing), with the draw replaced by a fixed lot so
every table can be worked out by hand: Mitchell (shared/research/club-night.md lines 87–90: NS
stays, EW moves 1, 2, 3 tables, two pairs never meet twice), Danish (lines 91–92: 1st against
2nd, 3rd against 4th, no repeat), the bye of an odd field (line 232: to the lowest without a
previous bye), round robin (line 100), rotating partners (lines 96–99: partners always
different)."""

from __future__ import annotations

import itertools
from typing import Any

from club_events import Kept, Reversed
from referee.tournaments import pairing
from referee.tournaments.pairing import (circle, circle_order, danish, drawn, mitchell,
                                         mitchell_lines, pair_down, rotating_partners)


def met(*pairs: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(p) for p in pairs}


def sides_of(numbered: list[Any]) -> list[Any]:
    """A Mitchell's round without its table numbers."""
    return [sides for _, sides in numbered]


def tables(sides: list[Any]) -> list[tuple[Any, Any]]:
    return [(a if len(a) > 1 else a[0], b if len(b) > 1 else b[0]) for a, b in sides]


# --- drawn ----------------------------------------------------------------------------------

def test_a_drawn_round_pairs_in_the_order_drawn_and_the_last_drawn_sits_out() -> None:
    sides, byes = drawn([0, 1, 2, 3, 4], Reversed())
    assert (tables(sides), byes) == ([(4, 3), (2, 1)], [0])
    sides, byes = drawn([0, 1, 2, 3], Kept())
    assert (tables(sides), byes) == ([(0, 1), (2, 3)], [])


# --- Danish ---------------------------------------------------------------------------------

def test_danish_first_against_second_third_against_fourth() -> None:
    sides, byes = danish([5, 2, 0, 3], set(), {})
    assert (tables(sides), byes) == ([(5, 2), (0, 3)], [])


def test_danish_the_nearest_below_not_yet_met() -> None:
    # 1st met 2nd: 1st meets 3rd, 2nd meets 4th
    assert tables(danish([0, 1, 2, 3], met((0, 1)), {})[0]) == [(0, 2), (1, 3)]
    # 1st met 2nd, and 2nd met 4th: 1st against 3rd would leave 2nd and 4th, so 1st meets 4th
    assert tables(danish([0, 1, 2, 3], met((0, 1), (1, 3)), {})[0]) == [(0, 3), (1, 2)]
    # lower down too: 3rd met 4th, so 3rd meets 5th and 4th meets 6th
    assert tables(danish([0, 1, 2, 3, 4, 5], met((2, 3)), {})[0]) == [(0, 1), (2, 4),
                                                                        (3, 5)]


def test_danish_repeats_only_when_every_pairing_repeats() -> None:
    # 1st has met everyone: no round without a repeat, so 1st v 2nd, 3rd v 4th as ranked
    assert tables(danish([0, 1, 2, 3], met((0, 1), (0, 2), (0, 3)), {})[0]) == [(0, 1),
                                                                                  (2, 3)]
    everyone = met(*itertools.combinations(range(4), 2))
    assert tables(danish([3, 2, 1, 0], everyone, {})[0]) == [(3, 2), (1, 0)]


def test_danish_bye_to_the_lowest_ranked_with_fewest_byes() -> None:
    assert danish([0, 1, 2, 3, 4], set(), {})[1] == [4]
    # the last has had a bye: the one above sits out (no second bye before everyone had one)
    sides, byes = danish([0, 1, 2, 3, 4], set(), {4: 1})
    assert (tables(sides), byes) == ([(0, 1), (2, 4)], [3])
    assert danish([0, 1, 2, 3, 4], set(), {4: 1, 3: 1, 1: 0})[1] == [2]
    # everyone has had one: the last again, and never one with more than the fewest
    assert danish([0, 1, 2, 3, 4], set(), {e: 1 for e in range(5)})[1] == [4]
    assert danish([0, 1, 2, 3, 4], set(), {0: 1, 1: 1, 2: 1, 3: 1, 4: 2})[1] == [3]


def test_the_search_stops_past_its_budget() -> None:
    # two steps pair four entrants (each first one tries its nearest); one is not enough
    allowed = lambda a, b: True  # noqa: E731
    assert pair_down([0, 1, 2, 3], allowed, [2]) == [(0, 1), (2, 3)]
    assert pair_down([0, 1, 2, 3], allowed, [1]) is None
    assert pair_down([0, 1, 2, 3], allowed) == [(0, 1), (2, 3)]
    assert pair_down([0, 1, 2], allowed) is None  # an odd list cannot be paired
    assert pairing._match([0, 1, 2, 3], allowed, [2]) == [(0, 1), (2, 3)]
    assert pairing._match([0, 1, 2, 3], allowed, [1]) is None
    assert pairing.BUDGET == 200_000


# --- Mitchell -------------------------------------------------------------------------------

def test_mitchell_lines_are_drawn_halves_with_an_empty_place_for_an_odd_field() -> None:
    assert mitchell_lines([0, 1, 2, 3, 4, 5], Kept()) == ((0, 1, 2), (3, 4, 5))
    assert mitchell_lines([0, 1, 2, 3, 4], Reversed()) == ((4, 3, 2), (1, 0, -1))


def test_mitchell_ns_stays_and_ew_moves_step_tables() -> None:
    lines = ((0, 1, 2), (3, 4, 5))
    assert tables(sides_of(mitchell(lines, 0, 1)[0])) == [(0, 3), (1, 4), (2, 5)]
    assert tables(sides_of(mitchell(lines, 1, 1)[0])) == [(0, 5), (1, 3), (2, 4)]
    assert tables(sides_of(mitchell(lines, 2, 1)[0])) == [(0, 4), (1, 5), (2, 3)]
    # moving 2 tables a round (line 89: 2–3 tables keep friends apart)
    assert tables(sides_of(mitchell(lines, 1, 2)[0])) == [(0, 4), (1, 5), (2, 3)]


def test_mitchell_never_pairs_the_same_two_twice() -> None:
    # line 90: "the only system that guarantees two pairs never meet"
    for count, step in [(12, 1), (14, 3), (11, 1), (9, 2)]:
        lines = mitchell_lines(list(range(count)), Kept())
        tables_ = len(lines[0])
        seen: list[frozenset[int]] = []
        for turn in range(tables_):
            seen += [frozenset(s[0] + s[1]) for _, s in mitchell(lines, turn, step)[0]]
        assert len(seen) == len(set(seen)) == (count // 2) * tables_


def test_mitchell_whoever_faces_the_empty_place_sits_out() -> None:
    # entrant 0 at NS table 1 faces the empty place; then EW's 0 faces an NS entrant withdrawn
    # the NS pairs keep their table numbers: table 1, entrant 0's, is not played (issue 36)
    assert mitchell(((0, 1, 2), (3, 4, -1)), 1, 1) == (
        [(2, ((1,), (3,))), (3, ((2,), (4,)))], [0])
    assert mitchell(((-1, 1, 2), (0, 3, 4)), 0, 1) == (
        [(2, ((1,), (3,))), (3, ((2,), (4,)))], [0])
    assert mitchell(((1, 2, 3), (4, 5, -1)), 1, 1)[1] == [1]
    assert mitchell(((-1, 2, 3), (1, 4, 5)), 0, 1)[1] == [1]
    assert mitchell(((-1, 2), (-1, 3)), 0, 1) == ([(2, ((2,), (3,)))], [])


# --- round robin ----------------------------------------------------------------------------

def test_round_robin_the_first_stays_the_rest_turn() -> None:
    order = (0, 1, 2, 3)
    assert [tables(circle(order, t)[0]) for t in range(3)] == [
        [(0, 3), (1, 2)], [(0, 2), (3, 1)], [(0, 1), (2, 3)]]
    # turn 3 is turn 0 again
    assert circle(order, 3) == circle(order, 0)


def test_round_robin_everyone_meets_everyone_once() -> None:
    for count in (4, 6, 8, 5, 7):
        order = circle_order(list(range(count)), Kept())
        seen = [frozenset(s[0] + s[1]) for t in range(len(order) - 1)
                for s in circle(order, t)[0]]
        assert len(seen) == len(set(seen)) == count * (count - 1) // 2


def test_round_robin_an_odd_field_has_an_empty_place() -> None:
    assert circle_order([0, 1, 2, 3, 4], Reversed()) == (4, 3, 2, 1, 0, -1)
    assert circle_order([0, 1, 2, 3], Reversed()) == (3, 2, 1, 0)
    assert circle((0, 1, 2, -1), 0) == ([((1,), (2,))], [0])
    assert circle((1, 2, 3, 0), 0) == ([((1,), (0,)), ((2,), (3,))], [])
    assert circle((-1, 1, 2, 0), 0) == ([((1,), (2,))], [0])
    assert circle((2, 1, 3, -1), 1) == ([((2,), (3,))], [1])
    assert circle((1, 2, 3, -1), 0) == ([((2,), (3,))], [1])
    assert circle((-1, 2, 3, 1), 0)[1] == [1]


# --- rotating partners ----------------------------------------------------------------------

def test_partners_drawn_fresh_and_tables_without_repeated_opponents() -> None:
    sides, byes = rotating_partners(range(8), set(), set(), {}, Kept())
    assert (tables(sides), byes) == ([((0, 1), (2, 3)), ((4, 5), (6, 7))], [])
    # 0 and 1 have partnered: 0 takes 2 and 1 takes 3
    sides, _ = rotating_partners(range(8), met((0, 1)), set(), {}, Kept())
    assert tables(sides) == [((0, 2), (1, 3)), ((4, 5), (6, 7))]
    # 0 has faced 2: the partnerships 0–1 and 2–3 sit at different tables
    sides, _ = rotating_partners(range(8), set(), met((0, 2)), {}, Kept())
    assert tables(sides) == [((0, 1), (4, 5)), ((2, 3), (6, 7))]


def test_partners_repeat_only_when_nothing_else_is_left() -> None:
    # four players have partnered each other once: partners repeat, new ones first
    everyone = met(*itertools.combinations(range(4), 2))
    assert tables(rotating_partners(range(4), everyone, set(), {}, Kept())[0]) == [
        ((0, 1), (2, 3))]
    assert pairing._fewest_repeats([0, 1, 2, 3], met((0, 1), (0, 2))) == [(0, 3), (1, 2)]
    # every table repeats an opponent: the partnerships sit in the order found
    faced = met(*itertools.combinations(range(8), 2)) - met((0, 1), (2, 3), (4, 5), (6, 7))
    sides, _ = rotating_partners(range(8), set(), faced, {}, Kept())
    assert tables(sides) == [((0, 1), (2, 3)), ((4, 5), (6, 7))]


def test_sitting_out_goes_to_whoever_has_sat_out_least() -> None:
    # five players at one table of four: one sits out; 4 has sat out once already
    sides, byes = rotating_partners(range(5), set(), set(), {4: 1}, Reversed())
    assert byes == [3] and sorted(p for s in sides for side in s for p in side) == [0, 1, 2, 4]
    _, byes = rotating_partners(range(7), set(), set(), {6: 1, 5: 0}, Reversed())
    assert byes == [3, 4, 5]
