"""Every round is drawn from a seed whose SHA-256 was published before the round (as the partner
draws are, referee/draws.py): with the seed revealed, anyone recomputes the round."""

from __future__ import annotations

import pytest

from club_events import Event
from referee import draws
from referee.errors import InvalidInputError
from referee.tournaments import read_event, verify_round

BODY = {"game": "burraco", "name": "Giovedì", "format": "danish", "rounds": 3,
        "hands_per_round": 4,
        "entrants": [{"name": f"C{i}", "players": [f"C{i}x", f"C{i}y"]} for i in range(1, 10)]}


def test_a_round_checks_against_its_seed_and_its_commitment() -> None:
    event = Event(BODY)
    drawn = event.draw("g-1")
    ok, message = verify_round(Event(BODY).field, "g-1", draws.commit("g-1"), drawn)
    assert ok and "Yes" in message
    assert not verify_round(Event(BODY).field, "g-3", draws.commit("g-1"), drawn)[0]
    # another seed draws another round 1: the published one is not what it gives
    assert not verify_round(Event(BODY).field, "g-3", draws.commit("g-3"), drawn)[0]
    event.enter(1, {t: (500 + 5 * t, 300) for t in range(1, 5)})
    before = event.field
    made = event.draw("g-2")
    # a Danish round is worked out from the standings (the seed only settles a lot)
    assert verify_round(before, "g-2", draws.commit("g-2"), made)[0]


def test_the_same_seed_gives_the_same_round_and_the_field_decides_the_rest() -> None:
    first, second = Event(BODY), Event(BODY)
    assert first.draw("same") == second.draw("same")


@pytest.mark.parametrize("change, field", [
    ({"format": "swiss"}, "format"), ({"game": "poker"}, "game"),
    ({"entrants": [{"name": "A", "players": ["x", "y"]}, {"name": "a ", "players": ["z", "w"]}]},
     "entrants[1].name"),
    ({"entrants": [{"name": "A", "players": ["x", "y"]}, {"name": "B", "players": ["X", "w"]}]},
     "entrants[1].players[0]"),
    ({"entrants": [{"name": "A", "players": ["x"]}]}, "entrants[0].players"),
    ({"entrants": [{"name": "A", "players": ["x", "y"]}]}, "entrants"),
    ({"rounds": 0}, "rounds"), ({"rounds": True}, "rounds"), ({"scoring": "elo"}, "scoring"),
    ({"hands_per_round": 3, "target": 2000}, "hands_per_round"),
    ({"options": {"colour": "red"}}, "options.colour"),
    ({"options": {"sit_out": {"vp": "14"}}}, "options.sit_out.vp"),
    ({"options": {"best_of": 2}}, "options.best_of"),
    ({"options": {"table": {"target": -5}}}, "options.target"),
    ({"movement": ["danish", "danish", "danish"], "format": "concours"}, "movement"),
])
def test_a_bad_set_up_is_refused_naming_the_field(change: dict, field: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        read_event(dict(BODY, **change))
    assert refused.value.field == field


def test_the_sit_out_score_is_the_organisers_to_set() -> None:
    spec, _ = read_event(dict(BODY, options={"sit_out": {"vp": 12, "margin": 0}}))
    assert (spec.sit_out.vp, spec.sit_out.margin) == (12, 0)
    default, _ = read_event(BODY)
    assert (default.sit_out.vp, default.sit_out.margin) == (14, 355)


def test_a_round_before_the_last_is_complete_is_refused() -> None:
    event = Event(BODY)
    event.draw("g-1")
    event.enter(1, {1: (5, 0)})
    with pytest.raises(InvalidInputError) as refused:
        event.draw("g-2")
    assert refused.value.field == "round" and "2, 3, 4" in str(refused.value)
