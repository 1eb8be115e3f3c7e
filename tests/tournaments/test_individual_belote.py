"""An individual Belote event: 8 players over 3 rounds, partners changing every round, nobody
partnering the same player twice while it can be helped (individual tournaments,
eburraco.com/organizzazione-tavoli-torneo; a concours "à la mêlée"); each player scores their
side's points, worked out by hand."""

from __future__ import annotations

import itertools

import pytest

from club_events import Event
from referee.errors import InvalidInputError
from referee.tournaments.standings import ranked

BODY = {"game": "belote", "name": "Individuel du jeudi", "format": "individual", "rounds": 3,
        "entrants": ["Ana", "Ben", "Cléo", "Dan", "Eva", "Fred", "Gil", "Hugo"]}


def test_eight_players_three_rounds_no_partner_twice() -> None:
    event = Event(BODY)
    tables = []
    for n in range(1, 4):
        made = event.draw(f"solo-{n}")
        tables.append(event.named(made))
        event.enter(n, {1: (900, 700), 2: (600, 1000)})
    # eight players follow the circle's schedule of partners (issue 36)
    assert tables == [[("Fred & Eva", "Hugo & Gil"), ("Dan & Ben", "Cléo & Ana")],
                      [("Gil & Ana", "Fred & Ben"), ("Cléo & Dan", "Hugo & Eva")],
                      [("Hugo & Fred", "Ana & Eva"), ("Cléo & Ben", "Gil & Dan")]]
    partners = [frozenset(side) for r in event.field.rounds for m in r.matches
                for side in m.sides]
    assert len(partners) == len(set(partners)) == 12
    # Ana 1000+900+700, Eva 900+1000+700, Gil 700+900+1000, Hugo 700+1000+900: 2600, two
    # wins, margin +400 each: level; Fred 900+700+900; Cléo and Dan 1000+600+600; Ben
    # 600+700+600
    assert [(event.name(r.entrant), r.rank, r.points, r.won) for r in ranked(event.field)] == [
        ("Ana", 1, 2600, 2), ("Eva", 1, 2600, 2), ("Gil", 1, 2600, 2), ("Hugo", 1, 2600, 2),
        ("Fred", 5, 2500, 2), ("Cléo", 6, 2200, 1), ("Dan", 6, 2200, 1), ("Ben", 8, 1900, 0)]


@pytest.mark.parametrize("players", [8, 9, 10, 11, 13, 16, 22])
def test_partners_never_repeat_while_it_can_be_helped(players: int) -> None:
    rounds = 5
    event = Event(dict(BODY, rounds=rounds, entrants=[f"X{i}" for i in range(players)]))
    for n in range(1, rounds + 1):
        made = event.draw(f"rot-{players}-{n}")
        event.enter(n, {m.table: (1, 0) for m in made.matches})
        sat = event.field.bye_counts().values()
        assert max(sat) - min(sat) <= 1  # sitting out goes round
    partners = [frozenset(side) for r in event.field.rounds for m in r.matches
                for side in m.sides]
    assert len(partners) == len(set(partners))


def test_seven_rounds_of_eight_use_every_partnership_once() -> None:
    event = Event(dict(BODY, rounds=7))
    for n in range(1, 8):
        made = event.draw(f"all-{n}")
        event.enter(n, {m.table: (1, 0) for m in made.matches})
    partners = {frozenset(side) for r in event.field.rounds for m in r.matches
                for side in m.sides}
    assert partners == {frozenset(p) for p in itertools.combinations(range(8), 2)}


def test_partners_rotate_only_in_a_partnership_game() -> None:
    with pytest.raises(InvalidInputError) as refused:
        Event(dict(BODY, game="bura"))
    assert refused.value.field == "format"
