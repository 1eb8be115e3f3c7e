"""A club's season: its nights (the group's events counted in it) and its standings.

The organiser names a season ("2026–27") and its rule (:func:`read_rule`):

- ``count``: what a night gives each player: ``vp``, the victory points their entrant scored
  that night (Burraco clubs' yearly standings add each night's VP); ``points``, their
  entrant's points; ``placing``, points by the entrant's place on the night's standings
  (``placing``: the points for 1st, 2nd …, nothing past the list; places shared on the night
  share the points).
- ``best``: only each player's best N nights count (``nights``, M, is how many the season
  plans: "the best 8 of 10").

Pairs change from night to night, so a season ranks players: a pair's result counts for both
its players, an individual entrant's for its player. A night counts once it has a result,
for the players who sat at a table or sat out a round. Standings are worked out from the
events' rooms each time (:mod:`.nights`): a result corrected on a night changes them at once.
Players level on the total share a rank, listed by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.words import say

from ..events import EventError
from .names import fold
from .nights import EventNight
from .record import Member, Roster, Season

COUNTS = ("vp", "points", "placing")
PLACING = (25, 18, 15, 12, 10, 8, 6, 4, 2, 1)
"""Points by place when the organiser gives none (1st 25 … 10th 1)."""
MOST_NIGHTS = 200


def read_rule(body: dict[str, Any]) -> dict[str, Any]:
    """A season's rule from a request, checked, with its defaults; or an :class:`EventError`
    naming the field."""
    count = body.get("count", "vp")
    if count not in COUNTS:
        raise EventError(say("count is vp, points or placing"), "count")
    rule: dict[str, Any] = {"count": count, "best": None, "nights": None, "placing": None}
    for name in ("best", "nights"):
        value = body.get(name)
        if value in (None, ""):
            continue
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or \
                not 1 <= value <= MOST_NIGHTS:
            raise EventError(say("{field} must be a whole number of nights from 1 to {most}",
                                 field=name, most=MOST_NIGHTS), name)
        rule[name] = value
    if rule["best"] and rule["nights"] and rule["best"] > rule["nights"]:
        raise EventError(say("the best {best} nights cannot be more than the season's "
                             "{nights}", best=rule["best"], nights=rule["nights"]), "best")
    if count == "placing":
        given = body.get("placing")
        if given in (None, "", []):
            given = list(PLACING)
        if isinstance(given, str):
            given = [p for p in given.replace(",", " ").split()]
        points: list[int] | None = None
        if isinstance(given, list) and not any(isinstance(p, (bool, float)) for p in given):
            try:
                points = [int(p) for p in given]
            except (TypeError, ValueError):
                points = None
        if not points or len(points) > 64 or any(p < 0 or p > 10**6 for p in points):
            raise EventError(say("placing is the points for 1st, 2nd … place: whole numbers, "
                                 "0 or more"), "placing")
        rule["placing"] = points
    return rule


@dataclass(frozen=True)
class Night:
    """One night of a player's season."""

    name: str
    date: str
    key: str
    rank: int
    value: int
    counted: bool = True


@dataclass
class Row:
    member: Member
    total: int = 0
    nights: list[Night] = field(default_factory=list)
    rank: int = 0

    @property
    def played(self) -> int:
        return len(self.nights)


@dataclass(frozen=True)
class Standings:
    season: Season
    rows: tuple[Row, ...]
    nights: tuple[EventNight, ...]
    """The season's nights so far, in order."""

    @property
    def field(self) -> str:
        """What the total is called in the API: ``vp`` when the rule adds VP, else
        ``points``."""
        return "vp" if self.season.rule.get("count") == "vp" else "points"

    def to_dict(self) -> dict[str, Any]:
        rule = self.season.rule
        return {"name": self.season.name, "rule": rule,
                "nights": [{"name": n.name, "date": n.date, "key": n.key}
                           for n in self.nights],
                "standings": [{"rank": r.rank, "member": r.member.name, self.field: r.total,
                               "nights": r.played,
                               "results": [{"name": n.name, "date": n.date, "rank": n.rank,
                                            self.field: n.value, "counted": n.counted}
                                           for n in r.nights]} for r in self.rows]}


def value_of(rule: dict[str, Any], rank: int, vp: int, points: int) -> int:
    count = rule.get("count", "vp")
    if count == "vp":
        return vp
    if count == "points":
        return points
    scale = rule.get("placing") or PLACING
    return scale[rank - 1] if 1 <= rank <= len(scale) else 0


def standings(season: Season, roster: Roster, events: list[EventNight]) -> Standings:
    """The season's standings from its nights, best first."""
    rule = season.rule
    rows: dict[int, Row] = {}
    counted_nights = tuple(sorted((e for e in events if e.results), key=lambda e: e.at))
    for event in counted_nights:
        for placed in event.placed:
            if not placed.played and not placed.byes:
                continue
            value = value_of(rule, placed.rank, placed.vp, placed.points)
            for player in placed.players:
                member = roster.of(player)
                if member is None:
                    continue
                row = rows.setdefault(member.id, Row(member))
                row.nights.append(Night(event.name, event.date, event.key, placed.rank, value))
    best = rule.get("best")
    for row in rows.values():
        if best and len(row.nights) > best:
            ordered = sorted(range(len(row.nights)), key=lambda i: (-row.nights[i].value, i))
            keep = set(ordered[:best])
            row.nights = [Night(n.name, n.date, n.key, n.rank, n.value, i in keep)
                          for i, n in enumerate(row.nights)]
        row.total = sum(n.value for n in row.nights if n.counted)
    ranked = sorted(rows.values(), key=lambda r: (-r.total, fold(r.member.name)))
    for place, row in enumerate(ranked, start=1):
        row.rank = ranked[place - 2].rank if place > 1 and ranked[place - 2].total == row.total \
            else place
    return Standings(season, tuple(ranked), counted_nights)
