"""Knockouts, pure (referee.tournaments.knockout), driven through next_round with the draw
replaced by a fixed lot, so every bracket is worked out by hand: byes to the first drawn up to
the next power of two (shared/research/club-night.md line 149: an odd field's bye is drawn),
no second bye before everyone has had one (lines 149–150), the bracket closing up, a consolation
bracket for first-match losers (line 151), groups then a crossed knockout (line 157: 1A v 2B,
1B v 2A), and the places."""

from __future__ import annotations

from typing import Any, Mapping

import pytest

from club_events import Kept, Reversed
from referee.errors import InvalidInputError
from referee.tournaments import Field, next_round, read_event
from referee.tournaments import knockout
from referee.tournaments.field import Round


class Night:
    """A knockout in memory, every draw kept in entry order."""

    def __init__(self, pairs: int, **options: Any) -> None:
        body = {"game": "mus", "name": "Campeonato", "format": "knockout",
                "entrants": [f"M{i}" for i in range(pairs)], "options": options}
        spec, entrants = read_event(body)
        self.field = Field(spec, entrants, frozenset(range(pairs)))

    def draw(self, lot: Any = None) -> Round:
        made = next_round(self.field, lot or Kept())
        self.field = Field(self.field.spec, self.field.entrants, self.field.active,
                           self.field.rounds + (made,), self.field.results)
        return made

    def enter(self, points: Mapping[int, tuple[int, int]]) -> None:
        number = len(self.field.rounds)
        results = dict(self.field.results)
        results.update({(number, t): p for t, p in points.items()})
        self.field = Field(self.field.spec, self.field.entrants, self.field.active,
                           self.field.rounds, results)

    def withdraw(self, entrant: int) -> None:
        self.field = Field(self.field.spec, self.field.entrants, self.field.active - {entrant},
                           self.field.rounds, self.field.results)


def matches(made: Round) -> list[tuple[Any, ...]]:
    return [(m.table, m.sides[0][0], m.sides[1][0], m.stage) for m in made.matches]


def refused(night: Night) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        night.draw()
    return caught.value


@pytest.mark.parametrize("count, slots", [
    (2, [(0, 1)]), (3, [(0,), (1, 2)]), (4, [(0, 1), (2, 3)]),
    (5, [(0,), (1,), (2,), (3, 4)]),
    (6, [(0,), (2, 3), (1,), (4, 5)]),
    (13, [(0,), (3, 4), (1,), (5, 6), (7, 8), (2,), (9, 10), (11, 12)]),
    (16, [(2 * i, 2 * i + 1) for i in range(8)])])
def test_the_first_drawn_get_the_byes_spread_through_the_bracket(count: int,
                                                                 slots: list[Any]) -> None:
    # a field short of a power of two gets byes up to it: 13 pairs, 16 − 13 = 3 byes
    made, byes = knockout.first_bracket(list(range(count)), Kept())
    assert made == slots
    assert byes == [s[0] for s in slots if len(s) == 1] == list(range(len(byes)))


def test_five_pairs_three_byes_then_the_bracket_closes_up() -> None:
    night = Night(5)
    one = night.draw()
    assert (one.number, one.method, one.byes) == (1, "knockout", (0, 1, 2))
    assert one.layout == ((0,), (1,), (2,), (3, 4)) and matches(one) == [(1, 3, 4, "")]
    night.enter({1: (1, 2)})
    assert knockout.slot_winner(night.field, 1, (3, 4)) == 4
    assert knockout.slot_winner(night.field, 1, (1,)) == 1
    two = night.draw()
    # slot 1's winner meets slot 2's, slot 3's meets slot 4's
    assert two.layout == ((0, 1), (2, 4)) and two.byes == ()
    assert matches(two) == [(1, 0, 1, ""), (2, 2, 4, "")]
    assert not knockout.main_over(night.field) and knockout.champion(night.field) is None
    night.enter({1: (2, 0), 2: (0, 2)})
    assert knockout.champion(night.field) is None  # the final is still to play
    final = night.draw()
    assert matches(final) == [(1, 0, 4, "")] and final.layout == ((0, 4),)
    assert knockout.champion(night.field) is None
    night.enter({1: (2, 1)})
    assert knockout.main_over(night.field) and knockout.champion(night.field) == 0
    error = refused(night)
    assert (error.field, error.message) == ("round", "the knockout is over")
    # the later out, the higher; out in the same round, the same place
    assert [(r.entrant, r.rank) for r in knockout.ranked(night.field)] == [
        (0, 1), (4, 2), (1, 3), (2, 3), (3, 5)]
    assert knockout.bracket(night.field) == {
        "champion": 0,
        "main": [{"round": 1, "slots": [
                      {"entrants": [0], "table": None, "winner": 0},
                      {"entrants": [1], "table": None, "winner": 1},
                      {"entrants": [2], "table": None, "winner": 2},
                      {"entrants": [3, 4], "table": 1, "winner": 4}]},
                 {"round": 2, "slots": [{"entrants": [0, 1], "table": 1, "winner": 0},
                                        {"entrants": [2, 4], "table": 2, "winner": 4}]},
                 {"round": 3, "slots": [{"entrants": [0, 4], "table": 1, "winner": 0}]}]}


def test_a_level_match_decides_nothing_until_a_winner_is_entered() -> None:
    night = Night(4)
    night.draw()
    night.enter({1: (2, 0), 2: (1, 1)})
    assert knockout.slot_winner(night.field, 1, (2, 3)) is None
    error = refused(night)
    assert (error.field, error.message) == (
        "points", "a knockout match needs a winner: round 1, table 2 is level")
    assert error.message.render("es") == (
        "un enfrentamiento de eliminatoria necesita un ganador: ronda 1, la mesa 2 está "
        "empatada")


def test_a_winner_withdrawn_leaves_the_other_a_bye() -> None:
    night = Night(8)
    night.draw()
    night.enter({1: (2, 0), 2: (0, 2), 3: (2, 1), 4: (2, 0)})
    night.withdraw(3)
    two = night.draw()
    assert two.layout == ((0,), (4, 6)) and two.byes == (0,)
    assert matches(two) == [(1, 4, 6, "")]
    assert knockout.slot_winner(night.field, 2, ()) is None
    night.enter({1: (2, 0)})
    # 3 won its match and withdrew: out after round 1's winners, before round 2's losers
    assert [(r.entrant, r.rank) for r in knockout.ranked(night.field)] == [
        (0, 1), (4, 1), (6, 3), (3, 4), (1, 5), (2, 5), (5, 5), (7, 5)]


def test_a_pair_withdrawn_before_the_draw_is_placed_last() -> None:
    night = Night(5)
    night.withdraw(2)
    one = night.draw()
    assert one.layout == ((0, 1), (3, 4)) and one.byes == ()
    night.enter({1: (2, 0), 2: (0, 2)})
    assert [(r.entrant, r.rank) for r in knockout.ranked(night.field)] == [
        (0, 1), (4, 1), (1, 3), (3, 3), (2, 5)]


def test_the_final_played_the_champion_is_known() -> None:
    night = Night(2)
    one = night.draw()
    assert matches(one) == [(1, 0, 1, "")] and not knockout.main_over(night.field)
    night.enter({1: (0, 2)})
    assert knockout.champion(night.field) == 1
    assert [(r.entrant, r.rank) for r in knockout.ranked(night.field)] == [(1, 1), (0, 2)]
    empty = Night(2)
    assert knockout.champion(empty.field) is None and not knockout.main_over(empty.field)
    assert knockout.last_main(empty.field) is None


def test_a_consolation_bracket_never_gives_a_second_bye_before_everyone_had_one() -> None:
    night = Night(5, consolation=True)
    one = night.draw()
    assert matches(one) == [(1, 3, 4, "")]
    night.enter({1: (2, 0)})  # 4 loses its first match: into the consolation bracket
    assert knockout.consolation_pool(night.field) == ([4], True)
    two = night.draw()
    # 4 alone, while 0, 1 and 2 (through on byes) may still lose their first match: a bye
    assert matches(two) == [(1, 0, 1, ""), (2, 2, 3, "")] and two.byes == (4,)
    night.enter({1: (2, 0), 2: (0, 2)})  # 1 and 2 lose their first match
    assert knockout.consolation_pool(night.field) == ([1, 2, 4], False)
    three = night.draw()
    assert knockout.bracket(night.field)["consolation"] == [
        {"round": 3, "table": 2, "entrants": [2, 4], "winner": None}]
    # 4 has had a bye in this bracket: 1 sits out, 2 meets 4
    assert matches(three) == [(1, 0, 3, ""), (2, 2, 4, "consolation")] and three.byes == (1,)
    night.enter({1: (2, 1), 2: (2, 0)})
    assert knockout.consolation_pool(night.field) == ([1, 2], False)
    four = night.draw()
    assert matches(four) == [(1, 1, 2, "consolation")] and four.byes == ()
    night.enter({1: (0, 2)})
    assert knockout.consolation_pool(night.field) == ([2], False)
    assert refused(night).message == "the knockout is over"
    out = knockout.bracket(night.field)
    assert out["champion"] == 0 and out["consolation"] == [
        {"round": 3, "table": 2, "entrants": [2, 4], "winner": 2},
        {"round": 4, "table": 1, "entrants": [1, 2], "winner": 2}]


def test_waiting_alone_in_the_consolation_bracket_counts_as_its_bye() -> None:
    # line 149: no second bye before everyone has had one. 4 sat out round 2 alone in the
    # consolation bracket (no consolation table that round); in round 3 the lot draws 4
    # first, and still 2 (the first drawn of those without a bye) sits out.
    night = Night(5, consolation=True)
    night.draw()
    night.enter({1: (2, 0)})
    assert night.draw().byes == (4,)
    night.enter({1: (2, 0), 2: (0, 2)})
    three = night.draw(Reversed())
    assert matches(three) == [(1, 0, 3, ""), (2, 4, 1, "consolation")] and three.byes == (2,)


def test_a_consolation_round_of_two_tables_puts_both_losers_out() -> None:
    night = Night(8, consolation=True)
    night.draw()
    night.enter({1: (2, 0), 2: (2, 0), 3: (2, 0), 4: (2, 0)})
    assert knockout.consolation_pool(night.field) == ([1, 3, 5, 7], False)
    two = night.draw()
    assert matches(two) == [(1, 0, 2, ""), (2, 4, 6, ""), (3, 1, 3, "consolation"),
                            (4, 5, 7, "consolation")]
    night.enter({1: (2, 0), 2: (2, 0), 3: (0, 2), 4: (0, 2)})
    # 2 and 6 lost their second match: not their first, so not into the consolation
    assert knockout.consolation_pool(night.field) == ([3, 7], False)


def test_a_round_with_a_bye_in_each_bracket() -> None:
    night = Night(8, consolation=True)
    night.draw()
    night.enter({1: (2, 0), 2: (2, 0), 3: (2, 0), 4: (2, 0)})
    night.withdraw(2)  # a winner: 0 goes through on a bye
    night.withdraw(7)  # a loser: three left for the consolation bracket
    two = night.draw()
    assert matches(two) == [(1, 4, 6, ""), (2, 3, 5, "consolation")] and two.byes == (0, 1)


def test_one_qualifier_a_group_the_winners_meet() -> None:
    night = Night(4, groups=2, qualifiers=1)
    one = night.draw()
    assert matches(one) == [(1, 0, 2, "group A"), (2, 1, 3, "group B")]
    night.enter({1: (2, 0), 2: (0, 2)})
    final = night.draw()
    assert (final.method, matches(final)) == ("knockout", [(1, 0, 3, "")])


def test_the_consolation_bye_goes_to_the_first_drawn_with_fewest_byes() -> None:
    assert knockout.consolation_round([1, 2, 3], {}, Kept()) == ([((2,), (3,))], [1])
    assert knockout.consolation_round([1, 2, 3], {1: 1}, Kept()) == ([((1,), (3,))], [2])
    assert knockout.consolation_round([1, 2, 3], {1: 1, 2: 1, 3: 1}, Kept())[1] == [1]
    assert knockout.consolation_round([1, 2, 3], {1: 2, 2: 1, 3: 1}, Kept())[1] == [2]
    assert knockout.consolation_round([5, 6], {5: 0}, Kept()) == ([((5,), (6,))], [])


def test_groups_dealt_round_then_a_crossed_knockout() -> None:
    night = Night(8, groups=2)
    # the i-th drawn into group i mod 2: A = 0 2 4 6, B = 1 3 5 7, each a round robin
    assert knockout.group_circles(range(8), 2, Kept()) == ((0, 2, 4, 6), (1, 3, 5, 7))
    assert knockout.group_circles(range(7), 2, Kept()) == ((0, 2, 4, 6), (1, 3, 5, -1))
    assert knockout.group_turns(((0, 2, 4, 6), (1, 3, 5, -1))) == 3
    assert knockout.group_turns(((0, 2, 4), (1, 3, -1, 5, 6, 7))) == 5
    played = [
        {1: (3, 0), 2: (3, 1), 3: (3, 2), 4: (3, 2)},  # 0 v 6, 2 v 4, 1 v 7, 3 v 5
        {1: (3, 0), 2: (0, 3), 3: (1, 3), 4: (2, 3)},  # 0 v 4, 6 v 2, 1 v 5, 7 v 3
        {1: (3, 1), 2: (3, 0), 3: (3, 0), 4: (3, 2)}]  # 0 v 2, 4 v 6, 1 v 3, 5 v 7
    tables = []
    for n, points in enumerate(played):
        # the groups are dealt once: the lot of a later round changes nothing
        made = night.draw(Reversed() if n else Kept())
        assert made.method == "group" and made.layout == ((0, 2, 4, 6), (1, 3, 5, 7))
        tables.append(matches(made))
        night.enter(points)
    assert tables[1] == [(1, 0, 4, "group A"), (2, 6, 2, "group A"), (3, 1, 5, "group B"),
                         (4, 7, 3, "group B")]
    # group B: 1, 3 and 5 on two wins (10 points); 5 and 1 on margin +2, 5 on more points
    assert [[(r.entrant, r.rank) for r in t] for t in knockout.group_tables(night.field)] == [
        [(0, 1), (2, 2), (4, 3), (6, 4)], [(5, 1), (1, 2), (3, 3), (7, 4)]]
    semis = night.draw()
    assert (semis.method, semis.layout) == ("knockout", ((0, 1), (5, 2)))
    assert matches(semis) == [(1, 0, 1, ""), (2, 5, 2, "")]
    night.enter({1: (3, 1), 2: (1, 3)})
    night.draw()
    night.enter({1: (3, 2)})
    assert knockout.champion(night.field) == 0
    # then those out in the groups, by their place in the group, then ranking points
    assert [(r.entrant, r.rank) for r in knockout.ranked(night.field)] == [
        (0, 1), (2, 2), (1, 3), (5, 3), (3, 5), (4, 6), (6, 7), (7, 7)]
    assert [r["round"] for r in knockout.bracket(night.field)["main"]] == [4, 5]
    assert "consolation" not in knockout.bracket(night.field)
    groups = knockout.bracket(night.field)["groups"]
    assert groups[0] == {"group": "A", "standings": [
        {"rank": 1, "entrant": 0, "rank_points": 12, "margin": 8, "played": 3, "won": 3},
        {"rank": 2, "entrant": 2, "rank_points": 10, "margin": 3, "played": 3, "won": 2},
        {"rank": 3, "entrant": 4, "rank_points": 8, "margin": -2, "played": 3, "won": 1},
        {"rank": 4, "entrant": 6, "rank_points": 6, "margin": -9, "played": 3, "won": 0}]}
    assert [row["entrant"] for row in groups[1]["standings"]] == [5, 1, 3, 7]


def test_groups_of_unequal_size_play_their_own_rounds() -> None:
    # five pairs in two groups: A 0 2 4 and an empty place, B 1 3
    circles = knockout.group_circles(range(5), 2, Kept())
    assert circles == ((0, 2, 4, -1), (1, 3))
    assert knockout.group_round(circles, 0) == ([(((2,), (4,)), "group A"),
                                                 (((1,), (3,)), "group B")], [0])
    # B has played its one round; A plays on
    assert knockout.group_round(circles, 1) == ([(((0,), (4,)), "group A")], [2])
    assert knockout.group_round(circles[::-1], 2) == ([(((0,), (2,)), "group B")], [4])
    # two odd groups: both byes
    assert knockout.group_round(((0, 2, 4, -1), (1, 3, 5, -1)), 0)[1] == [0, 1]


def test_out_in_the_groups_ranked_by_place_then_ranking_points_byes_scoring_nothing() -> None:
    # 2 a win, 0 a loss; group A 0 2 4 6 (0 first, 2, 6, then 4), group B 1 3 5 (and a bye)
    night = Night(7, groups=2, win_points=2, loss_points=0)
    order = {0: 0, 2: 1, 6: 2, 4: 3, 1: 0, 3: 1, 5: 2}
    for _ in range(3):
        made = night.draw()
        night.enter({m.table: (2, 0) if order[m.sides[0][0]] < order[m.sides[1][0]] else (0, 2)
                     for m in made.matches})
        assert len(made.byes) == 1
    assert [(r.entrant, r.rank, r.rank_points) for r in knockout.ranked(night.field)] == [
        (0, 1, 6), (1, 2, 4), (2, 3, 4), (3, 4, 2), (6, 5, 2), (5, 6, 0), (4, 7, 0)]
    standings = knockout.bracket(night.field)["groups"][1]["standings"]
    assert [(row["entrant"], row["rank_points"], row["played"]) for row in standings] == [
        (1, 4, 2), (3, 2, 2), (5, 0, 2)]


def test_crossed_one_of_each_group_against_two_of_the_next() -> None:
    def table(*entrants: int) -> list[Any]:
        from referee.tournaments.standings import Standing
        return [Standing(e) for e in entrants]

    groups = [table(0, 1, 2), table(3, 4, 5), table(6, 7, 8), table(9, 10, 11)]
    everyone = frozenset(range(12))
    # 1A v 2B, 1B v 2C, 1C v 2D, 1D v 2A; 1A's and 1B's matches in different halves
    assert knockout.crossed(groups, 2, everyone, Kept()) == [(0, 4), (6, 10), (3, 7), (9, 1)]
    assert knockout.crossed(groups[:2], 2, everyone, Kept()) == [(0, 4), (3, 1)]
    # one qualifier a group: the group winners in group order
    assert knockout.crossed(groups, 1, everyone, Kept()) == [(0, 3), (6, 9)]
    assert knockout.crossed(groups[:3], 1, everyone - {6}, Kept()) == [(0, 3)]
    # a qualifier withdrawn leaves the other a bye
    assert knockout.crossed(groups[:2], 2, everyone - {4}, Kept()) == [(0,), (3, 1)]
    assert knockout.crossed(groups[:2], 2, everyone - {0, 4}, Kept()) == [(), (3, 1)]


def test_crossed_qualifiers_short_of_a_power_of_two_padded_with_byes_to_the_winners() -> None:
    def table(*entrants: int) -> list[Any]:
        from referee.tournaments.standings import Standing
        return [Standing(e) for e in entrants]

    groups = [table(0, 1, 2), table(3, 4, 5), table(6, 7, 8)]
    everyone = frozenset(range(9))
    # 3 groups × 2 = 6 qualifiers: a bracket of 8, a bye in each half, to a group winner
    # (the seeds: club-night.md lines 161-162), drawn when a half has two (1A, 1C)
    # top half: 1A 1C and 2B; bottom half: 1B and 2A 2C (a group's two in different halves)
    assert knockout.crossed(groups, 2, everyone, Kept()) == [(0,), (6, 4), (3,), (1, 7)]
    assert knockout.crossed(groups, 2, everyone, Reversed()) == [(6,), (0, 4), (3,), (1, 7)]
    # 3 groups × 1: a bracket of 4, the bye drawn among the three winners, the others meet in
    # group order
    assert knockout.crossed(groups, 1, everyone, Kept()) == [(0,), (3, 6)]
    assert knockout.crossed(groups, 1, everyone, Reversed()) == [(6,), (0, 3)]


def lower_wins(night: Night) -> Round:
    made = night.draw()
    night.enter({m.table: (2, 0) if m.sides[0][0] < m.sides[1][0] else (0, 2)
                 for m in made.matches})
    return made


def test_three_groups_two_qualifiers_a_knockout_of_six_with_two_byes() -> None:
    # dealt round: A 0 3 6 9, B 1 4 7 10, C 2 5 8 11; the lower number wins each match, so
    # the winners are 0 1 2 and the seconds 3 4 5
    night = Night(12, groups=3)
    for _ in range(3):
        assert lower_wins(night).method == "group"
    first = night.draw()
    assert (first.layout, first.byes) == (((0,), (2, 4), (1,), (3, 5)), (0, 1))
    assert matches(first) == [(1, 2, 4, ""), (2, 3, 5, "")]
    night.enter({1: (1, 2), 2: (2, 1)})
    # the bracket closes up: no second bye; 1A and 1B only meet in the final
    semis = night.draw()
    assert (semis.layout, semis.byes) == (((0, 4), (1, 3)), ())


def test_five_group_winners_no_second_bye() -> None:
    # line 149: no pair gets a second bye before every pair has had one. Groups of two,
    # A 0 5, B 1 6 … E 4 9: winners 0 1 2 3 4, a bracket of 8 with 3 byes, all in round 1
    night = Night(10, groups=5, qualifiers=1)
    assert lower_wins(night).method == "group"
    first = night.draw()
    assert (first.layout, first.byes) == (((0,), (1,), (2,), (3, 4)), (0, 1, 2))
    night.enter({1: (2, 1)})
    second = night.draw()
    assert (second.layout, second.byes) == (((0, 1), (2, 3)), ())
