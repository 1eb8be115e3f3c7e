"""Driving the pure rules of an event round by round, as the tests below work them out."""

from __future__ import annotations

from typing import Any, Mapping

from referee import draws
from referee.tournaments import Field, Round, next_round, read_entrants, read_event
from referee.tournaments.field import Points


class Kept:
    """A draw that leaves everything in the order given."""

    def shuffle(self, items: list[Any]) -> None:
        pass


class Reversed:
    """A draw that turns the order round."""

    def shuffle(self, items: list[Any]) -> None:
        items.reverse()


class Event:
    """An event in memory: make a round from a named seed, enter its results, withdraw."""

    def __init__(self, body: Mapping[str, Any]) -> None:
        self.spec, self.entrants = read_event(body)
        self.field = Field(self.spec, self.entrants, frozenset(range(len(self.entrants))))

    def name(self, entrant: int) -> str:
        return self.entrants[entrant].name

    def draw(self, seed: Any) -> Round:
        """The next round, drawn from a named seed (or from a lot given: anything that
        shuffles a list)."""
        lot = draws.seeded_random(seed) if isinstance(seed, str) else seed
        made = next_round(self.field, lot)
        self.field = Field(self.spec, self.entrants, self.field.active,
                           self.field.rounds + (made,), self.field.results)
        return made

    def named(self, made: Round) -> list[tuple[str, ...]]:
        """The round's tables as names, one side then the other, in table order."""
        return [tuple(" & ".join(self.name(e) for e in side) for side in m.sides)
                for m in made.matches]

    def enter(self, number: int, points: Mapping[int, Points]) -> None:
        results = dict(self.field.results)
        results.update({(number, table): p for table, p in points.items()})
        self.field = Field(self.spec, self.entrants, self.field.active, self.field.rounds,
                           results)

    def join(self, name: str) -> None:
        """A late entrant (named alone: the players are named after it)."""
        entrants = self.entrants + read_entrants([name], self.spec.entrant_size,
                                                 self.entrants)
        self.entrants = entrants
        self.field = Field(self.spec, entrants, self.field.active | {len(entrants) - 1},
                           self.field.rounds, self.field.results)

    def withdraw(self, name: str) -> None:
        index = next(i for i, e in enumerate(self.entrants) if e.name == name)
        self.field = Field(self.spec, self.entrants, self.field.active - {index},
                           self.field.rounds, self.field.results)
