"""Making the next round, pure (referee.tournaments.rounds), with the draw replaced by a fixed
lot so every round is worked out by hand: a Mitchell's lines kept from round to round, a late
pair taking the empty place and a withdrawn one leaving it (shared/research/club-night.md lines
87–90, 264–266: late arrivals), Danish by the standings with level entrants put in order by lot
(lines 91–92), the round robin's circle (line 100), rotating partners (lines 96–99), the
refusals in words, and checking a published round against its seed."""

from __future__ import annotations

from typing import Any

import pytest

from club_events import Event, Kept, Reversed
from referee import draws
from referee.errors import InvalidInputError
from referee.tournaments import DRAW_RULES, Field, Round, verify_round
from referee.tournaments.rounds import played_all
from referee.tournaments.standings import ranked


def burraco(pairs: int, fmt: str = "mitchell", rounds: int = 3, **more: Any) -> dict[str, Any]:
    return {"game": "burraco", "name": "Venerdì", "format": fmt, "rounds": rounds,
            "hands_per_round": 3, "entrants": [f"P{i}" for i in range(pairs)], **more}


def sides(made: Any) -> list[tuple[Any, ...]]:
    return [tuple(s[0] if len(s) == 1 else s for s in m.sides) for m in made.matches]


def refusal(event: Event, lot: Any = None) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        event.draw(lot or Kept())
    return caught.value


def test_a_mitchell_keeps_its_lines_and_a_late_pair_takes_the_empty_place() -> None:
    event = Event(burraco(5))
    one = event.draw(Kept())
    # NS 0 1 2 stay; EW 3 4 and the empty place, whose NS pair (2) sits out
    assert (one.method, one.layout, sides(one), one.byes) == (
        "mitchell", ((0, 1, 2), (3, 4, -1)), [(0, 3), (1, 4)], (2,))
    event.enter(1, {1: (800, 700), 2: (700, 800)})
    event.join("P5")
    two = event.draw(Reversed())  # the lot is not asked again: the lines are kept
    assert two.layout == ((0, 1, 2), (3, 4, 5))
    assert (sides(two), two.byes) == ([(0, 5), (1, 3), (2, 4)], ())
    event.enter(2, {1: (800, 700), 2: (700, 800), 3: (500, 500)})
    event.withdraw("P1")
    three = event.draw(Kept())
    # P1's place is empty: whoever faces it (5) sits out; nobody meets anyone twice
    assert three.layout == ((0, -1, 2), (3, 4, 5))
    assert (sides(three), three.byes) == ([(0, 4), (2, 3)], (5,))
    # the NS pairs keep their tables (issue 36): table 2, P1's, is not played this round
    assert [m.table for m in three.matches] == [1, 3]


def test_late_pairs_a_mitchells_lines_cannot_seat_get_a_new_table_facing_a_phantom() -> None:
    # the first late pair takes the empty place (club-night.md lines 264-268: late arrivals);
    # the second finds the lines full and sits at a new table, facing a phantom (issue 39;
    # organisers.md §4: Jannersten appends a pair, an odd field keeps the phantom in), so the
    # pair facing the phantom sits out in its turn; a third takes the phantom's place
    event = Event(burraco(5))
    event.draw(Kept())
    event.enter(1, {1: (800, 700), 2: (700, 800)})
    event.join("P5")
    event.join("P6")
    two = event.draw(Kept())
    assert two.layout == ((0, 1, 2, 6), (3, 4, 5, -1))
    assert (sides(two), two.byes) == ([(1, 3), (2, 4), (6, 5)], (0,))
    assert [m.table for m in two.matches] == [2, 3, 4]
    event.enter(2, {2: (800, 700), 3: (700, 800), 4: (500, 500)})
    event.join("P7")
    three = event.draw(Kept())
    assert three.layout == ((0, 1, 2, 6), (3, 4, 5, 7))
    assert (sides(three), three.byes) == ([(0, 5), (1, 7), (2, 3), (6, 4)], ())
    met = [frozenset(s) for r in (event.field.rounds) for s in sides(r)]
    assert len(met) == len(set(met))  # nobody meets anyone twice
    event.enter(3, {1: (800, 700), 2: (700, 800), 3: (500, 500), 4: (600, 600)})
    rows = {r.entrant: r for r in ranked(event.field)}
    # a late pair plays from the round it came: nothing for the rounds before (the
    # organiser may give it a score for them: tests/test_movement_repairs.py)
    assert [(rows[e].played, rows[e].byes, rows[e].missed) for e in (5, 6, 7)] == [
        (2, 0, 0), (2, 0, 0), (1, 0, 0)]
    # P1 won 800-700 at table 1 twice (11 VP each, 3 hands) and sat out round 2: 14 VP (line 83)
    assert (rows[0].vp, rows[0].byes) == (11 + 14 + 11, 1)


def test_a_late_pair_a_round_robin_cannot_seat_sits_out() -> None:
    event = Event(burraco(4, "round_robin"))
    event.draw(Kept())
    event.enter(1, {1: (600, 500), 2: (500, 500)})
    event.join("P4")
    two = event.draw(Kept())
    assert two.byes == (4,)
    # on wins a sit-out scores 3 ranking points and 1000 (the Rennes challenge, line 121)
    row = next(r for r in ranked(event.field) if r.entrant == 4)
    assert (row.rank_points, row.points, row.byes) == (3, 1000, 1)


def test_a_mitchell_moving_two_tables_a_round() -> None:
    event = Event(burraco(6, rounds=2, options={"mitchell_step": 2}))
    assert sides(event.draw(Kept())) == [(0, 3), (1, 4), (2, 5)]
    event.enter(1, {1: (1, 0), 2: (1, 0), 3: (1, 0)})
    assert sides(event.draw(Kept())) == [(0, 4), (1, 5), (2, 3)]


def test_danish_by_the_standings_level_entrants_in_order_by_lot() -> None:
    # after round 1: P0 11 VP, P2 and P3 10 each (a level table: level on every key), P1 9
    for lot, expected in [(Kept(), [(0, 2), (3, 1)]), (Reversed(), [(0, 3), (2, 1)])]:
        event = Event(burraco(4, "danish"))
        one = event.draw(Kept())
        assert (one.method, sides(one)) == ("drawn", [(0, 1), (2, 3)])
        event.enter(1, {1: (1100, 1000), 2: (1000, 1000)})
        two = event.draw(lot)
        assert (two.method, sides(two), two.byes) == ("danish", expected, ())


def test_danish_leaves_out_a_pair_withdrawn() -> None:
    event = Event(burraco(4, "danish"))
    event.draw(Kept())
    event.enter(1, {1: (1100, 1000), 2: (1200, 1000)})
    event.withdraw("P2")
    two = event.draw(Kept())
    # P2 (12 VP) withdrawn: P0 11, P1 9, P3 8; the last sits out, and P0 meets P1 again,
    # as nobody else is left
    assert (sides(two), two.byes) == ([(0, 1)], (3,))


def test_a_round_robin_keeps_its_circle_and_a_withdrawal_leaves_a_bye() -> None:
    event = Event({"game": "belote", "name": "Ligue", "format": "round_robin", "rounds": 3,
                   "entrants": ["A", "B", "C", "D"]})
    one = event.draw(Kept())
    assert (one.method, one.layout, sides(one)) == ("round_robin", ((0, 1, 2, 3),),
                                                    [(0, 3), (1, 2)])
    event.enter(1, {1: (500, 400), 2: (400, 500)})
    assert sides(event.draw(Reversed())) == [(0, 2), (3, 1)]
    event.enter(2, {1: (500, 400), 2: (400, 500)})
    event.withdraw("C")
    three = event.draw(Kept())
    assert (three.layout, sides(three), three.byes) == (((0, 1, -1, 3),), [(0, 1)], (3,))


def test_rotating_partners_the_one_who_sat_out_plays_with_a_new_partner() -> None:
    event = Event({"game": "belote", "name": "Mêlée", "format": "individual", "rounds": 3,
                   "entrants": ["Ana", "Ben", "Cléo", "Dan", "Eva"]})
    one = event.draw(Kept())
    assert (one.method, sides(one), one.byes) == ("individual", [((1, 2), (3, 4))], (0,))
    event.enter(1, {1: (900, 700)})
    two = event.draw(Kept())
    # Ana sat out, so Ben does; Dan partners Cléo (not Eva again), Eva partners Ana
    assert (sides(two), two.byes) == ([((3, 2), (4, 0))], (1,))


def test_a_round_is_made_only_once_the_last_is_entered() -> None:
    event = Event(burraco(8))
    event.draw(Kept())
    event.enter(1, {2: (5, 0)})
    error = refusal(event)
    assert (error.field, error.message) == (
        "round", "round 1 still has 3 tables without a result (1, 3, 4); enter them first")
    assert error.message.render("es") == (
        "la ronda 1 aún tiene 3 mesas sin resultado (1, 3, 4); introdúcelos primero")


def test_no_round_past_the_planned_ones() -> None:
    event = Event(burraco(4, rounds=2, movement=["mitchell", "danish"]))
    for n in (1, 2):
        event.draw(Kept())
        event.enter(n, {1: (1, 0), 2: (0, 1)})
    error = refusal(event)
    assert (error.field, error.message) == ("round", "the event has played its 2 rounds")
    assert error.message.render("es") == "el torneo ya ha jugado sus 2 rondas"
    knockout = Event({"game": "mus", "name": "Copa", "format": "knockout", "rounds": 2,
                      "entrants": [f"M{i}" for i in range(8)]})
    for n in (1, 2):
        made = knockout.draw(Kept())
        knockout.enter(n, {m.table: (2, 0) for m in made.matches})
    error = refusal(knockout)
    assert (error.field, error.message) == ("round", "the event has played its 2 rounds")


def test_a_count_of_one_reads_in_the_singular_and_russian_has_its_three_forms() -> None:
    event = Event(burraco(4, "danish", rounds=1))
    event.draw(Kept())
    event.enter(1, {1: (1, 0)})
    error = refusal(event)
    assert error.message == "round 1 still has 1 table without a result (2); enter it first"
    event.enter(1, {2: (0, 1)})
    error = refusal(event)
    assert error.message == "the event has played its 1 round"
    knockout = Event({"game": "mus", "name": "Copa", "format": "knockout", "rounds": 1,
                      "entrants": ["M0", "M1"]})
    knockout.draw(Kept())
    knockout.enter(1, {1: (2, 0)})
    assert refusal(knockout).message == "the event has played its 1 round"
    said = {n: played_all(n).render("ru") for n in (1, 2, 5, 21)}
    assert len({text.split()[-1] for text in said.values()}) == 3
    assert said[1].split()[-1] == said[21].split()[-1]


def test_too_few_playing_to_make_a_round() -> None:
    event = Event(burraco(3, "danish"))
    event.draw(Kept())
    event.enter(1, {1: (1, 0)})
    event.withdraw("P0")
    assert sides(event.draw(Kept())) == [(2, 1)]  # two left: P2 (14 VP, its bye) v P1
    event.enter(2, {1: (1, 0)})
    event.withdraw("P1")
    error = refusal(event)
    assert (error.field, error.message) == ("round",
                                            "too few entrants are playing to make a round")
    assert error.message.render("es") == "juegan muy pocos inscritos para hacer una ronda"
    solo = Event({"game": "belote", "name": "Mêlée", "format": "individual", "rounds": 2,
                  "entrants": ["Ana", "Ben", "Cléo", "Dan"]})
    solo.draw(Kept())
    solo.enter(1, {1: (1, 0)})
    solo.withdraw("Dan")  # three players cannot make a table of four
    assert refusal(solo).message == "too few entrants are playing to make a round"


def test_the_first_round_needs_the_formats_least_entrants_checked_in() -> None:
    event = Event(burraco(3, "danish", options={"check_in": True}))
    event.field = Field(event.spec, event.entrants, frozenset({1}))
    error = refusal(event)
    assert (error.field, error.message) == ("entrants",
                                            "this format needs at least 2 entrants, not 1")
    event.field = Field(event.spec, event.entrants, frozenset({0, 2}))
    assert sides(event.draw(Kept())) == [(0, 2)]


def test_a_published_round_checked_against_its_seed() -> None:
    event = Event(burraco(6, "danish"))
    before = event.field
    drawn = event.draw("night-1")
    ok, said = verify_round(before, "night-1", draws.commit("night-1"), drawn)
    assert ok and said == ("Yes: the seed matches its commitment, and it gives exactly round 1 "
                           "as published.")
    assert said.render("es") == ("Sí: la semilla coincide con su compromiso y da exactamente "
                                 "la ronda 1 publicada.")
    # the commitment as copied from a screen: spaces around it, capitals
    assert verify_round(before, "night-1", " " + draws.commit("night-1").upper() + "\n",
                        drawn)[0]
    ok, said = verify_round(before, "night-2", draws.commit("night-1"), drawn)
    assert not ok and said == ("No: this seed does not match the commitment published before "
                               "the round.")
    ok, said = verify_round(before, "night-2", draws.commit("night-2"), drawn)
    assert not ok and said == ("No: the seed matches its commitment, but round 1 as published "
                               "is not the round it gives.")
    assert said.render("es") == ("No: la semilla coincide con su compromiso, pero la ronda 1 "
                                 "publicada no es la que da.")


def test_a_round_drawn_under_earlier_draw_rules_is_not_called_a_fake() -> None:
    # before DRAW_RULES 2 a second late pair to a full Mitchell was left out of the round (not
    # a bye): that honest round, checked with today's rules, draws otherwise
    event = Event(burraco(5))
    event.draw(Kept())
    event.enter(1, {1: (800, 700), 2: (700, 800)})
    event.join("P5")
    event.join("P6")
    before = event.field
    today = event.draw("night-2")
    # (since DRAW_RULES 4 the second late pair sits at a new table, and the pair facing its
    # phantom sits out: issue 39)
    assert today.byes == (0,) and today.matches[-1].sides[0] == (6,)
    then = Round(today.number, today.method, today.matches, (), today.layout)
    ok, said = verify_round(before, "night-2", draws.commit("night-2"), then, rules=1)
    assert ok is None and said == (
        "Not known: the seed matches its commitment, but round 2 was drawn under other draw "
        "rules (version 1; this Kibitzer draws under version 4), and this version's rules give "
        "another round.")
    assert said.render("es").startswith("No se sabe: la semilla coincide con su compromiso")
    # the same round recorded under today's rules is a round the seed does not give
    ok, said = verify_round(before, "night-2", draws.commit("night-2"), then)
    assert ok is False and said.startswith("No: the seed matches its commitment")
    # and a round that still draws the same is checked whatever the rules it records
    assert verify_round(before, "night-2", draws.commit("night-2"), today, rules=1)[0] is True
    # a seed that is not the one committed is a fake, whatever the rules
    assert verify_round(before, "night-3", draws.commit("night-2"), then, rules=1)[0] is False
    assert DRAW_RULES == 4
    # a round the rules of today would refuse to make at all, under other rules: not known
    empty = Event(burraco(5))
    ok, _ = verify_round(empty.field, "x", draws.commit("x"),
                         Round(2, "mitchell", today.matches), rules=1)
    assert ok is None
