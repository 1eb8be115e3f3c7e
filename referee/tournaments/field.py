"""An event as its rounds are made: the movement as rows, the results, who is still in.

A round is a list of :class:`Match` rows (round, table, the entrants on one side, on the
other), as bridge software keeps a movement (Bridgemate's RoundData: round, table, NS pair, EW
pair, boards), plus the entrants without a table that round (``byes``). Rows are generated
round by round from the :class:`Field` and a ``random.Random``; nothing is a fixed schedule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

from .event import Entrant, SitOut, Spec

Points = tuple[int, int]


@dataclass(frozen=True)
class Match:
    """One table of a round: the entrants on each side (one pair each; two players each, in
    an individual event), and the bracket or group it belongs to ("" for the main one)."""

    table: int
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    stage: str = ""

    @property
    def entrants(self) -> tuple[int, ...]:
        return self.sides[0] + self.sides[1]

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "sides": [list(s) for s in self.sides],
                "stage": self.stage}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> "Match":
        one, other = raw["sides"]
        return cls(int(raw["table"]), (tuple(one), tuple(other)), str(raw.get("stage", "")))


@dataclass(frozen=True)
class Round:
    """A round as drawn: its rows, its byes, and its ``layout``, what the next round of the
    same movement is made from (a Mitchell's two lines; a round robin's circle, one per group;
    a knockout's slots, each the entrants competing for it, one entrant alone for a bye)."""

    number: int
    method: str
    matches: tuple[Match, ...]
    byes: tuple[int, ...] = ()
    layout: tuple[tuple[int, ...], ...] = ()

    def match_at(self, table: int) -> Match | None:
        return next((m for m in self.matches if m.table == table), None)

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.number, "method": self.method,
                "matches": [m.to_dict() for m in self.matches], "byes": list(self.byes),
                "layout": [list(s) for s in self.layout]}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> "Round":
        return cls(int(raw["round"]), str(raw["method"]),
                   tuple(Match.from_dict(m) for m in raw["matches"]),
                   tuple(raw.get("byes", ())), tuple(tuple(s) for s in raw.get("layout", ())))


@dataclass(frozen=True)
class Field:
    """Everything a round is drawn from: the event, its entrants, who plays the next round,
    the rounds so far and their results (``(round, table)`` → each side's points), and what
    each entrant that arrived late was given for the rounds it missed (``missed``: entrant →
    the rounds it missed and the score for each, as the organiser chose)."""

    spec: Spec
    entrants: tuple[Entrant, ...]
    active: frozenset[int]
    rounds: tuple[Round, ...] = ()
    results: Mapping[tuple[int, int], Points] = field(default_factory=dict)
    missed: Mapping[int, tuple[int, SitOut]] = field(default_factory=dict)

    def played(self) -> Iterator[tuple[Round, Match, Points]]:
        """Every match with a result, round by round."""
        for round_ in self.rounds:
            for match in round_.matches:
                points = self.results.get((round_.number, match.table))
                if points is not None:
                    yield round_, match, points

    def missing(self, number: int) -> list[int]:
        """The tables of round ``number`` still without a result."""
        round_ = self.rounds[number - 1]
        return [m.table for m in round_.matches if (number, m.table) not in self.results]

    def met(self) -> set[frozenset[int]]:
        """Every two entrants who have faced each other (at any table, any round)."""
        return {frozenset((a, b)) for r in self.rounds for m in r.matches
                for a in m.sides[0] for b in m.sides[1]}

    def partnered(self) -> set[frozenset[int]]:
        """Every two players who have sat as partners (an individual event)."""
        return {frozenset(side) for r in self.rounds for m in r.matches for side in m.sides
                if len(side) == 2}

    def bye_counts(self) -> dict[int, int]:
        counts = {i: 0 for i in range(len(self.entrants))}
        for r in self.rounds:
            for e in r.byes:
                counts[e] += 1  # every bye is an entrant of the event, counted from 0 above
        return counts

    def winner(self, number: int, match: Match) -> int | None:
        """Which side won a match (0 or 1): more points; None without a result or level."""
        points = self.results.get((number, match.table))
        if points is None or points[0] == points[1]:
            return None
        return 0 if points[0] > points[1] else 1
