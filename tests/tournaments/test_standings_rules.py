"""Standings, pure (referee.tournaments.standings), worked out by hand from rounds written out
table by table: each entrant's totals, a bye's sit-out score, and the ranks with their
tie-breaks for each scoring (shared/research/club-night.md: line 15, standings on victory
points; line 83, Genoa's sit-out of 14 VP and +355 and its tie-breaks, head-to-head then the
margin; line 119, a village concours ranked on points; lines 120–122, Rennes' 4 a win, 2 a loss,
a bye 3 and 1000, ties on wins then score)."""

from __future__ import annotations

from typing import Any, Sequence

from referee.tournaments import Field, Match, Round, read_event
from referee.tournaments.standings import Standing, primary, ranked, tally

Table = tuple[int, int, int, int]
"""One side's entrant, the other's, and each side's points."""


def field_of(body: dict[str, Any], rounds: Sequence[tuple[Sequence[Table], Sequence[int]]],
             ) -> Field:
    """The event of ``body`` with ``rounds`` played: each round's tables and byes."""
    spec, entrants = read_event(body)
    made, results = [], {}
    for number, (tables, byes) in enumerate(rounds, start=1):
        matches = []
        for t, (a, b, pa, pb) in enumerate(tables, start=1):
            matches.append(Match(t, ((a,), (b,))))
            results[(number, t)] = (pa, pb)
        made.append(Round(number, "drawn", tuple(matches), tuple(byes)))
    return Field(spec, entrants, frozenset(range(len(entrants))), tuple(made), results)


def burraco(pairs: int) -> dict[str, Any]:
    """A Burraco pairs event on victory points, rounds of 3 hands (club-night.md line 25)."""
    return {"game": "burraco", "name": "Martedì", "format": "danish", "rounds": 3,
            "hands_per_round": 3, "entrants": [chr(65 + i) for i in range(pairs)]}


def belote(pairs: int, fmt: str = "concours", **more: Any) -> dict[str, Any]:
    return {"game": "belote", "name": "Concours", "format": fmt, "rounds": 3,
            "entrants": [chr(65 + i) for i in range(pairs)], **more}


def places(field_: Field) -> list[tuple[str, int]]:
    return [(field_.entrants[r.entrant].name, r.rank) for r in ranked(field_)]


A, B, C, D, E, F, G, H, I, J = range(10)


def test_victory_points_totals_with_a_bye_each_round() -> None:
    # 3 hands a round (club-night.md lines 31–41): 100 → 11–9, level → 10–10, 1600 → 20–0,
    # 500 → 14–6; the pair without a table gets 14 VP and +355 (line 83)
    field_ = field_of(burraco(5), [
        ([(A, B, 1200, 1100), (C, D, 900, 900)], [E]),
        ([(E, A, 300, 1900), (B, C, 700, 1200)], [D])])
    rows = tally(field_)
    assert [r.to_dict() for r in rows] == [
        {"rank": 0, "entrant": A, "vp": 31, "points": 3100, "margin": 1700, "rank_points": 8,
         "played": 2, "won": 2, "drawn": 0, "lost": 0, "byes": 0},
        {"rank": 0, "entrant": B, "vp": 15, "points": 1800, "margin": -600, "rank_points": 4,
         "played": 2, "won": 0, "drawn": 0, "lost": 2, "byes": 0},
        {"rank": 0, "entrant": C, "vp": 24, "points": 2100, "margin": 500, "rank_points": 7,
         "played": 2, "won": 1, "drawn": 1, "lost": 0, "byes": 0},
        {"rank": 0, "entrant": D, "vp": 24, "points": 900, "margin": 355, "rank_points": 3,
         "played": 1, "won": 0, "drawn": 1, "lost": 0, "byes": 1},
        {"rank": 0, "entrant": E, "vp": 14, "points": 300, "margin": -1245, "rank_points": 2,
         "played": 1, "won": 0, "drawn": 0, "lost": 1, "byes": 1}]
    # the victory points each won against each opponent (for head-to-head)
    assert [r.against for r in rows] == [{B: 11, E: 20}, {A: 9, C: 6}, {D: 10, B: 14},
                                         {C: 10}, {A: 0}]
    # C and D level on 24 VP, 10 each against the other: C's margin, 500, beats D's 355
    assert places(field_) == [("A", 1), ("C", 2), ("D", 3), ("B", 4), ("E", 5)]


def test_two_who_meet_twice_count_both_meetings_head_to_head() -> None:
    # a Danish round repeats a meeting when nothing else is left (club-night.md line 91)
    field_ = field_of(burraco(2), [([(A, B, 1100, 1000)], []), ([(B, A, 1600, 1000)], [])])
    assert [r.against for r in tally(field_)] == [{B: 11 + 5}, {A: 9 + 15}]


def test_a_knockouts_bye_only_moves_the_pair_on() -> None:
    field_ = field_of(burraco(3), [([(A, B, 600, 500)], [C])])
    row = tally(field_, sit_outs=False)[C]
    assert (row.byes, row.vp, row.margin, row.points, row.rank_points, row.played) == (
        1, 0, 0, 0, 0, 0)
    assert (tally(field_)[C].vp, tally(field_)[C].margin) == (14, 355)


def test_level_on_victory_points_head_to_head_comes_before_the_margin() -> None:
    # line 83: head-to-head first. B beat A (11–9) and A has the larger margin (800 to 700);
    # B's 15 VP against C do not count: C is not level with them.
    field_ = field_of(burraco(4), [
        ([(B, A, 1000, 900), (C, D, 1000, 1000)], []),
        ([(B, C, 1600, 1000), (A, D, 1900, 1000)], [])])
    rows = {r.entrant: r for r in ranked(field_)}
    assert (rows[A].vp, rows[B].vp, rows[A].margin, rows[B].margin) == (26, 26, 800, 700)
    assert places(field_) == [("B", 1), ("A", 2), ("C", 3), ("D", 4)]


def test_not_having_met_is_worth_nothing_head_to_head() -> None:
    # A, B and C on 20 VP: C took 20 from B, A met neither (0), B took 0 from C; then B's
    # margin (+500) puts B before A (0).
    field_ = field_of(burraco(8), [
        ([(B, C, 0, 2000), (A, F, 500, 500), (D, E, 500, 500), (G, H, 0, 2000)], []),
        ([(B, D, 2500, 0), (C, E, 0, 2000), (A, G, 500, 500), (F, H, 1000, 0)], [])])
    rows = {r.entrant: r for r in ranked(field_)}
    assert [(rows[e].vp, rows[e].margin) for e in (A, B, C)] == [(20, 0), (20, 500), (20, 0)]
    assert places(field_) == [("E", 1), ("F", 2), ("H", 3), ("C", 4), ("B", 5), ("A", 6),
                              ("G", 7), ("D", 8)]


def test_a_bye_level_with_two_wins_shares_the_rank() -> None:
    # C: a level table (10 VP) and a bye (14 VP, +355, no points); A: wins by 155 and by 200
    # (12 and 12, line 33): both 24 VP, +355, 500 points, never met: one rank for both
    field_ = field_of(burraco(5), [
        ([(A, B, 300, 145), (C, D, 500, 500)], [E]),
        ([(A, E, 200, 0), (B, D, 500, 500)], [C])])
    rows = {r.entrant: r for r in ranked(field_)}
    assert [(rows[e].vp, rows[e].margin, rows[e].points) for e in (A, C)] == [
        (24, 355, 500), (24, 355, 500)]
    assert places(field_) == [("A", 1), ("C", 1), ("E", 3), ("D", 4), ("B", 5)]


def test_level_on_victory_points_and_never_met_the_margin_then_a_shared_rank() -> None:
    # all differences 300 or 350: 13–7 (line 34). Among the 13s, I's margin 350 first; A, C,
    # E and G, +300 each, are level on every tie-break (lines 82-83: head-to-head, margin,
    # then the lot): they share second place in entry order, whether they scored 1300 or 700
    # (issue 41: points are no tie-break); so do the four losers on −300.
    field_ = field_of(burraco(10), [([
        (A, B, 1300, 1000), (C, D, 1100, 800), (E, F, 700, 400), (G, H, 1300, 1000),
        (I, J, 1350, 1000)], [])])
    assert places(field_) == [("I", 1), ("A", 2), ("C", 2), ("E", 2), ("G", 2),
                              ("B", 6), ("D", 6), ("F", 6), ("H", 6), ("J", 10)]


def test_three_level_on_victory_points_count_only_their_games_among_themselves() -> None:
    # A, B and C on 32 VP. Among themselves A took 12 from B and 10 from C (22), B 8 and 11
    # (19), C 9 and 10 (19); B and C then level on margin (200) share second place.
    # Counting their VP against D too would put them all level.
    field_ = field_of(burraco(4), [
        ([(A, B, 1200, 1000), (C, D, 1300, 1000)], []),
        ([(B, C, 1100, 1000), (A, D, 1000, 1000)], []),
        ([(C, A, 1000, 1000), (B, D, 1300, 1000)], [])])
    rows = {r.entrant: r for r in ranked(field_)}
    assert [(rows[e].vp, rows[e].margin, rows[e].points) for e in (A, B, C, D)] == [
        (32, 200, 3200), (32, 200, 3400), (32, 200, 3300), (24, -600, 3000)]
    assert places(field_) == [("A", 1), ("B", 2), ("C", 2), ("D", 4)]


def test_concours_on_points_then_wins_then_margin() -> None:
    # line 119: ranked on total points. C, D and E on 1600: C and D one win each, E none
    # (E's margin, −350, is better than D's, −400); C's margin −200 beats D's −400.
    field_ = field_of(belote(6), [
        ([(A, B, 1000, 900), (C, D, 800, 1100), (E, F, 950, 950)], []),
        ([(A, C, 700, 800), (B, E, 1000, 650), (D, F, 500, 1200)], [])])
    rows = {r.entrant: r for r in ranked(field_)}
    assert [(rows[e].points, rows[e].won, rows[e].margin) for e in (C, D, E)] == [
        (1600, 1, -200), (1600, 1, -400), (1600, 0, -350)]
    assert places(field_) == [("F", 1), ("B", 2), ("A", 3), ("C", 4), ("D", 5), ("E", 6)]
    assert primary("points", rows[C]) == (1600, 1, -200)


def test_level_on_points_wins_and_margin_share_a_rank_in_entry_order() -> None:
    # no head-to-head on points: level on points, wins and margin is level
    field_ = field_of(belote(4), [
        ([(A, C, 500, 400), (B, D, 500, 400)], []),
        ([(B, A, 450, 350), (C, D, 500, 400)], [])])
    rows = ranked(field_)
    assert [(r.entrant, r.rank, r.points, r.won, r.margin) for r in rows] == [
        (B, 1, 950, 2, 200), (C, 2, 900, 1, 0), (A, 3, 850, 1, 0), (D, 4, 800, 0, -200)]
    # A and C level on 900, one win, margin 0: C beat A, and still A (entered first) is first
    level = field_of(belote(4), [([(A, C, 400, 500), (B, D, 600, 300)], []),
                                 ([(B, A, 400, 500), (C, D, 400, 500)], [])])
    assert places(level) == [("B", 1), ("A", 2), ("C", 2), ("D", 4)]


def test_rennes_ranking_points_a_win_a_draw_a_loss_and_a_bye() -> None:
    # lines 120–122: 4 a win, 2 a loss, a bye 3 and a flat 1000 (the default);
    # here the organiser's 5 a win, 2 a draw, 1 a loss
    body = belote(5, "round_robin", options={"win_points": 5, "draw_points": 2,
                                             "loss_points": 1})
    field_ = field_of(body, [([(A, B, 500, 300), (C, D, 400, 400)], [E]),
                             ([(A, C, 200, 600), (B, E, 350, 350)], [D])])
    rows = tally(field_)
    assert [(r.rank_points, r.points, r.margin, r.byes) for r in rows] == [
        (6, 700, -200, 0), (3, 650, -200, 0), (7, 1000, 400, 0), (5, 1400, 0, 1),
        (5, 1350, 0, 1)]
    assert [(r.won, r.drawn, r.lost, r.played, r.vp) for r in rows] == [
        (1, 0, 1, 2, 0), (0, 1, 1, 2, 0), (1, 1, 0, 2, 0), (0, 1, 0, 1, 0), (0, 1, 0, 1, 0)]
    # head-to-head counts ranking points here
    assert [r.against for r in rows] == [{B: 5, C: 1}, {A: 1, E: 2}, {D: 2, A: 5}, {C: 2},
                                         {B: 2}]
    # D and E on 5: D's 1400 points first
    assert places(field_) == [("C", 1), ("A", 2), ("D", 3), ("E", 4), ("B", 5)]
    default = field_of(belote(5, "round_robin"), [([(A, B, 500, 300), (C, D, 400, 400)],
                                                   [E])])
    assert [r.rank_points for r in tally(default)] == [4, 2, 3, 3, 3]


def test_byes_add_up_round_after_round() -> None:
    # a bye is not a match played (Rennes' "exempt", line 121): 3 ranking points and 1000
    # each time; in a knockout it only moves the pair on
    field_ = field_of(belote(5, "round_robin"), [
        ([(A, B, 500, 300)], [C, D, E]), ([(C, D, 400, 300)], [A, B, E])])
    rows = tally(field_)
    assert [(r.byes, r.played, r.rank_points, r.points) for r in rows] == [
        (1, 1, 7, 1500), (1, 1, 5, 1300), (1, 1, 7, 1400), (1, 1, 5, 1300), (2, 0, 6, 2000)]
    bare = tally(field_, sit_outs=False)
    assert [(r.byes, r.rank_points, r.points) for r in bare] == [
        (1, 4, 500), (1, 2, 300), (1, 4, 400), (1, 2, 300), (2, 0, 0)]


def test_a_win_and_a_loss_rank_above_two_draws_on_the_same_points() -> None:
    # line 119 and the concours' tie-break on wins: both 1000 points, margin 0; with the
    # default 4 a win, 3 a draw, 2 a loss both would have 6 ranking points
    field_ = field_of(belote(4), [([(A, B, 500, 500), (C, D, 600, 400)], []),
                                  ([(A, B, 500, 500), (C, D, 400, 600)], [])])
    assert places(field_) == [("C", 1), ("D", 1), ("A", 3), ("B", 3)]
    assert [r.rank_points for r in tally(field_)] == [6, 6, 6, 6]


def test_on_wins_level_ranking_points_then_points_then_margin() -> None:
    field_ = field_of(belote(6, "round_robin"), [
        ([(A, B, 300, 100), (C, D, 300, 250), (E, F, 300, 100)], [])])
    assert places(field_) == [("A", 1), ("E", 1), ("C", 3), ("D", 4), ("B", 5), ("F", 5)]
    rows = {r.entrant: r for r in ranked(field_)}
    assert primary("wins", rows[D]) == (2, 250, -50)
    assert primary("vp", Standing(0, vp=12, points=5)) == (12,)
