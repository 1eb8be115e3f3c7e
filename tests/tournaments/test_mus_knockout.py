"""A Mus championship: 13 pairs drawn into a knockout, each match the best of 3 juegos. The field
is not a power of two, so round 1 has 16 − 13 = 3 byes, the first balls drawn
(deploy.studylib.es/doc/4980991: "la primera bola que se extraiga será la exenta"), spread
through the bracket; then the bracket closes up. A consolation bracket and groups first are
options (valdegastea.org 2022; blasdeotero.org)."""

from __future__ import annotations

import pytest

from club_events import Event
from referee.errors import InvalidInputError
from referee.tournaments import knockout

BODY = {"game": "mus", "name": "Campeonato de mus", "format": "knockout",
        "options": {"best_of": 3},
        "entrants": [{"name": f"M{i}", "players": [f"M{i}a", f"M{i}b"]} for i in range(1, 14)]}


def test_thirteen_pairs_three_byes_then_the_bracket_closes_up() -> None:
    event = Event(BODY)
    assert event.spec.games_to_win() == 2
    one = event.draw("mus-1")
    assert [event.name(e) for e in one.byes] == ["M13", "M12", "M3"]
    # 8 slots, the byes at slots 1, 3 and 6 (0, 2 and 5 counted from 0)
    assert [len(s) for s in one.layout] == [1, 2, 1, 2, 2, 1, 2, 2]
    assert event.named(one) == [("M4", "M2"), ("M9", "M6"), ("M11", "M5"), ("M7", "M1"),
                                ("M8", "M10")]
    event.enter(1, {1: (2, 1), 2: (0, 2), 3: (2, 0), 4: (1, 2), 5: (2, 1)})
    two = event.draw("mus-2")
    assert two.byes == () and event.named(two) == [("M13", "M4"), ("M12", "M6"),
                                                   ("M11", "M3"), ("M1", "M8")]
    event.enter(2, {1: (2, 0), 2: (1, 2), 3: (2, 1), 4: (0, 2)})
    three = event.draw("mus-3")
    assert event.named(three) == [("M13", "M6"), ("M11", "M8")]
    event.enter(3, {1: (2, 1), 2: (1, 2)})
    final = event.draw("mus-4")
    assert event.named(final) == [("M13", "M8")]
    event.enter(4, {1: (1, 2)})
    assert event.name(knockout.champion(event.field)) == "M8"
    with pytest.raises(InvalidInputError, match="over"):
        event.draw("mus-5")
    places = [(r.rank, event.name(r.entrant)) for r in knockout.ranked(event.field)]
    assert places[:4] == [(1, "M8"), (2, "M13"), (3, "M6"), (3, "M11")]
    assert sorted(n for rank, n in places if rank == 5) == ["M1", "M12", "M3", "M4"]
    assert sorted(n for rank, n in places if rank == 9) == ["M10", "M2", "M5", "M7", "M9"]


def test_a_level_knockout_match_decides_nothing() -> None:
    event = Event(dict(BODY, entrants=BODY["entrants"][:4]))
    event.draw("level")
    event.enter(1, {1: (1, 1), 2: (2, 0)})
    with pytest.raises(InvalidInputError) as refused:
        event.draw("level-2")
    assert "needs a winner" in str(refused.value)


def test_the_consolation_bracket_takes_first_losers_and_never_gives_a_second_bye_first() -> None:
    event = Event(dict(BODY, options={"best_of": 3, "consolation": True}))
    byes_in_consolation: dict[int, int] = {}
    for n in range(1, 12):
        try:
            made = event.draw(f"cons-{n}")
        except InvalidInputError:
            break
        in_main = {e for slot in made.layout for e in slot}
        for e in made.byes:
            if e not in in_main and n > 1:
                # a second bye only once every pair then in the consolation bracket has had one
                byes_in_consolation[e] = byes_in_consolation.get(e, 0) + 1
                assert byes_in_consolation[e] <= 1 or min(byes_in_consolation.values()) >= 1
        event.enter(n, {m.table: (2, 0) if (m.table + n) % 2 else (1, 2)
                        for m in made.matches})
        if n == 2:
            # the five first-round losers play on: two tables, one bye
            consolation = [m for m in made.matches if m.stage == "consolation"]
            assert len(consolation) == 2
    out = knockout.bracket(event.field)
    assert out["champion"] is not None and out["consolation"]
    # every pair played at least two matches, or went through its first on a bye and won it
    played = {e: 0 for e in range(13)}
    for r in event.field.rounds:
        for m in r.matches:
            for e in m.entrants:
                played[e] += 1
    assert min(played.values()) >= 1 and sum(v >= 2 for v in played.values()) >= 12


def test_groups_then_a_crossed_knockout() -> None:
    body = dict(BODY, entrants=BODY["entrants"][:8],
                options={"groups": 2, "qualifiers": 2, "win_points": 2, "loss_points": 0})
    event = Event(body)
    for n in range(1, 4):
        made = event.draw(f"groups-{n}")
        assert made.method == "group" and {m.stage for m in made.matches} == {"group A",
                                                                               "group B"}
        event.enter(n, {m.table: (2, 0) for m in made.matches})
    tables = knockout.group_tables(event.field)
    semis = event.draw("groups-ko")
    a1, a2 = tables[0][0].entrant, tables[0][1].entrant
    b1, b2 = tables[1][0].entrant, tables[1][1].entrant
    assert [m.entrants for m in semis.matches] == [(a1, b2), (b1, a2)]


def test_too_few_entrants_for_the_groups_is_refused() -> None:
    with pytest.raises(InvalidInputError) as refused:
        Event(dict(BODY, entrants=BODY["entrants"][:3], options={"groups": 2}))
    assert refused.value.field == "entrants"
