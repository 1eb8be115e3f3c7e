"""A concours de belote of 16 pairs over 4 parties of 12 donnes, worked out by hand: round 1
drawn, later rounds 1st against 2nd by the standings without a repeat, ranked on total points
(ties: wins, then margin) — ASCEE's règlement (doczz.fr/doc/2880155) and a village concours
ranking on points (blacksuccube.blogspot.com, 2017); or on 4 a win, 2 a loss (Rennes)."""

from __future__ import annotations

from dataclasses import replace

from club_events import Event
from referee.tournaments.standings import ranked

BODY = {"game": "belote", "name": "Concours de la Saint-Jean", "format": "concours",
        "rounds": 4,
        "entrants": [{"name": f"E{i}", "players": [f"J{i}a", f"J{i}b"]} for i in range(1, 17)]}


def test_a_partie_is_twelve_donnes_by_default_and_ranks_on_points() -> None:
    spec = Event(BODY).spec
    assert (spec.hands, spec.scoring, spec.methods) == (12, "points",
                                                        ("drawn", "danish", "danish", "danish"))


def play(event: Event) -> None:
    one = event.draw("jean-1")
    assert event.named(one) == [("E11", "E14"), ("E1", "E13"), ("E3", "E9"), ("E6", "E16"),
                                ("E12", "E15"), ("E7", "E4"), ("E5", "E10"), ("E2", "E8")]
    event.enter(1, {t: (1000 + 10 * t, 900 - 10 * t) for t in range(1, 9)})
    # standings: E2 1080, E5 1070 … E11 1010, then E14 890 … E8 820: paired in that order
    two = event.draw("jean-2")
    assert event.named(two) == [("E2", "E5"), ("E7", "E12"), ("E6", "E3"), ("E1", "E11"),
                                ("E14", "E13"), ("E9", "E16"), ("E15", "E4"), ("E10", "E8")]
    event.enter(2, {t: (1000, 950) for t in range(1, 9)})
    # on 2020, E1 (two wins) is ahead of E5 (one); on 1830, E10 (one) ahead of E13 (none)
    order = [event.name(r.entrant) for r in ranked(event.field)]
    assert order == ["E2", "E7", "E6", "E1", "E5", "E12", "E3", "E11", "E14", "E9", "E15",
                     "E10", "E13", "E16", "E4", "E8"]
    three = event.draw("jean-3")
    assert event.named(three) == [("E2", "E7"), ("E6", "E1"), ("E5", "E12"), ("E3", "E11"),
                                  ("E14", "E9"), ("E15", "E10"), ("E13", "E16"), ("E4", "E8")]
    event.enter(3, {t: (800, 1100) for t in range(1, 9)})
    four = event.draw("jean-4")
    # E7 3160 v E1 3120, E12 v E11, E9 v E10, E16 v E2 (E2 already met E8 and E7), …
    assert event.named(four) == [("E7", "E1"), ("E12", "E11"), ("E9", "E10"), ("E16", "E2"),
                                 ("E8", "E6"), ("E5", "E3"), ("E14", "E15"), ("E13", "E4")]
    event.enter(4, {1: (900, 940), **{t: (1000, 944) for t in range(2, 9)}})


def test_sixteen_pairs_over_four_parties() -> None:
    event = Event(BODY)
    play(event)
    final = ranked(event.field)
    # E1 and E7 both end on 4060: E1 won four parties, E7 three
    assert [(event.name(r.entrant), r.rank, r.points, r.won) for r in final] == [
        ("E12", 1, 4100, 3), ("E1", 2, 4060, 4), ("E7", 3, 4060, 3), ("E11", 4, 4004, 2),
        ("E9", 5, 3970, 3), ("E16", 6, 3910, 2), ("E10", 7, 3874, 2), ("E8", 8, 3870, 2),
        ("E2", 9, 3824, 2), ("E5", 10, 3820, 2), ("E6", 11, 3784, 2), ("E3", 12, 3724, 1),
        ("E14", 13, 3690, 2), ("E13", 14, 3630, 1), ("E15", 15, 3594, 1), ("E4", 16, 3534, 0)]
    meetings = [frozenset(m.entrants) for r in event.field.rounds for m in r.matches]
    assert len(meetings) == len(set(meetings)) == 32


def test_the_same_parties_ranked_on_wins_four_a_win_two_a_loss() -> None:
    event = Event(BODY)
    play(event)
    on_wins = replace(event.field, spec=replace(event.spec, scoring="wins"))
    top = [(event.name(r.entrant), r.rank_points, r.points) for r in ranked(on_wins)][:4]
    # E1: four wins (16); then three wins and a loss (14) by points: E12, E7, E9
    assert top == [("E1", 16, 4060), ("E12", 14, 4100), ("E7", 14, 4060), ("E9", 14, 3970)]
