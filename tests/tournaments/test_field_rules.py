"""The movement as rows, pure (referee.tournaments.field): a round as the event's record keeps it
(round, table, one side, the other: Bridgemate's RoundData, shared/research/club-night.md lines
196–200 and 224–226), and what the field answers from its rounds and results: who has met, who
has partnered, the byes so far, the tables still without a result, a match's winner."""

from __future__ import annotations

from referee.tournaments import Field, Match, Round, read_event

BODY = {"game": "belote", "name": "Jeudi", "format": "individual", "rounds": 3,
        "entrants": ["Ana", "Ben", "Cléo", "Dan", "Eva", "Fred", "Gil", "Hugo", "Ivo"]}


def test_a_round_as_the_record_keeps_it() -> None:
    # an individual round: two players a side, one table a group's, one player out
    made = Round(2, "individual", (Match(1, ((0, 1), (2, 3))), Match(2, ((4, 5), (6, 7)), "")),
                 (8,))
    assert made.to_dict() == {
        "round": 2, "method": "individual",
        "matches": [{"table": 1, "sides": [[0, 1], [2, 3]], "stage": ""},
                    {"table": 2, "sides": [[4, 5], [6, 7]], "stage": ""}],
        "byes": [8], "layout": []}
    assert Round.from_dict(made.to_dict()) == made
    bracket = Round(1, "knockout", (Match(1, ((3,), (5,)), "consolation"),), (0, 2),
                    ((0,), (1, 4), (2,)))
    assert bracket.to_dict()["layout"] == [[0], [1, 4], [2]]
    assert bracket.to_dict()["matches"][0] == {"table": 1, "sides": [[3], [5]],
                                               "stage": "consolation"}
    assert Round.from_dict(bracket.to_dict()) == bracket


def test_a_record_without_the_optional_parts_reads_as_empty() -> None:
    read = Round.from_dict({"round": "3", "method": "danish",
                            "matches": [{"table": "2", "sides": [[1], [4]]}]})
    assert read == Round(3, "danish", (Match(2, ((1,), (4,))),), (), ())
    assert read.matches[0].stage == "" and read.matches[0].entrants == (1, 4)


def test_a_table_is_found_by_its_number() -> None:
    made = Round(1, "drawn", (Match(1, ((0,), (1,))), Match(2, ((2,), (3,)))))
    assert made.match_at(2) == Match(2, ((2,), (3,)))
    assert made.match_at(1).entrants == (0, 1)
    assert made.match_at(3) is None


def field_of_two_rounds() -> Field:
    spec, entrants = read_event(BODY)
    one = Round(1, "individual", (Match(1, ((0, 1), (2, 3))), Match(2, ((4, 5), (6, 7)))),
                (8,))
    two = Round(2, "individual", (Match(1, ((8, 0), (4, 2))), Match(2, ((1, 3), (5, 6)))),
                (7,))
    three = Round(3, "individual", (Match(1, ((7, 0), (8, 3))), Match(2, ((2, 5), (1, 4)))),
                  (6,))
    return Field(spec, entrants, frozenset(range(9)), (one, two, three),
                 {(1, 1): (900, 700), (1, 2): (800, 800), (2, 2): (500, 1100),
                  (3, 1): (400, 300)})


def test_who_has_met_and_who_has_partnered() -> None:
    field_ = field_of_two_rounds()
    met = field_.met()
    # opponents across the table only: 0 met 2 and 3, never its partner 1
    assert {frozenset((0, 2)), frozenset((0, 3)), frozenset((1, 2))} <= met
    assert frozenset((0, 1)) not in met and frozenset((2, 3)) not in met
    assert met == {frozenset(p) for p in [
        (0, 2), (0, 3), (1, 2), (1, 3), (4, 6), (4, 7), (5, 6), (5, 7),  # round 1
        (8, 4), (8, 2), (0, 4), (1, 5), (1, 6), (3, 5), (3, 6),  # round 2 (0 met 2 again)
        (7, 8), (7, 3), (0, 8), (2, 4), (4, 5)]}  # round 3
    assert field_.partnered() == {frozenset(p) for p in [
        (0, 1), (2, 3), (4, 5), (6, 7), (8, 0), (4, 2), (1, 3), (5, 6), (7, 0), (8, 3), (2, 5),
        (1, 4)]}


def test_byes_so_far_and_tables_still_to_enter() -> None:
    field_ = field_of_two_rounds()
    assert field_.bye_counts() == {0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1, 7: 1, 8: 1}
    again = Field(field_.spec, field_.entrants, field_.active,
                  field_.rounds + (Round(4, "individual", (), (8, 7)),), field_.results)
    assert again.bye_counts()[8] == 2 and again.bye_counts()[7] == 2
    assert field_.missing(1) == [] and field_.missing(2) == [1] and field_.missing(3) == [2]
    assert [(r.number, m.table, p) for r, m, p in field_.played()] == [
        (1, 1, (900, 700)), (1, 2, (800, 800)), (2, 2, (500, 1100)), (3, 1, (400, 300))]


def test_a_match_is_won_on_more_points_and_a_level_one_by_nobody() -> None:
    field_ = field_of_two_rounds()
    one, two = field_.rounds[0], field_.rounds[1]
    assert field_.winner(1, one.matches[0]) == 0
    assert field_.winner(2, two.matches[1]) == 1
    assert field_.winner(1, one.matches[1]) is None  # 800–800
    assert field_.winner(2, two.matches[0]) is None  # no result yet
