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
    assert tables == [[("Cléo & Hugo", "Fred & Ben"), ("Gil & Eva", "Dan & Ana")],
                      [("Dan & Gil", "Fred & Eva"), ("Hugo & Ana", "Cléo & Ben")],
                      [("Fred & Hugo", "Dan & Ben"), ("Gil & Ana", "Eva & Cléo")]]
    partners = [frozenset(side) for r in event.field.rounds for m in r.matches
                for side in m.sides]
    assert len(partners) == len(set(partners)) == 12
    # Cléo 900+1000+1000; Dan 1000+900+700; Hugo and Ben 2400 (Hugo two wins, Ben one);
    # Eva 600+700+1000 and Fred 700+700+900, both 2300, one win, margin −200: level
    assert [(event.name(r.entrant), r.rank, r.points, r.won) for r in ranked(event.field)] == [
        ("Cléo", 1, 2900, 3), ("Dan", 2, 2600, 2), ("Hugo", 3, 2400, 2), ("Ben", 4, 2400, 1),
        ("Eva", 5, 2300, 1), ("Fred", 5, 2300, 1), ("Ana", 7, 2200, 1), ("Gil", 8, 2100, 1)]


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
