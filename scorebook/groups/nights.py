"""Each of a group's nights as its own log tells it: a table's games, tokens and moments, an
event's standings and its rounds' tables.

A :class:`TableNight` is read from the table's state (:func:`scorebook.store.state_of`, the
replay of its events): how each game ended (its end rule's :class:`referee.game.Outcome`,
losers too), the tokens each player won or lost in its hands (the score pad's rows, buy-ins
apart), and the moments its game declares in the live history lines
(:mod:`referee.moments`). An :class:`EventNight` is read from the event's room
(:func:`scorebook.tournaments.room.room`): each entrant's rank, victory points and points,
and each round's table as a table night. Nothing is stored: both are kept by the heads they
were read at (:mod:`.view`), so an undo anywhere is seen at the next look.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from referee.games import GAMES
from referee.moments import Moment

from .. import store
from ..state import State
from ..tournaments import room as rooms
from ..tournaments.record import EventRecord


@dataclass(frozen=True)
class Ended:
    """How one game at a table ended, by the table's sides."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    tie: bool

    def place(self, side: int) -> int:
        """Where a side finished: 1 among the winners (a tie's too), -1 among the losers the
        game names (Toepen's first one out), 0 otherwise."""
        if side in self.winners:
            return 1
        return -1 if side in self.losers else 0


@dataclass(frozen=True)
class TableNight:
    """One table of the group (or of one of its events), as its book stands."""

    key: str
    """The table's view key: its scoreboard, which any reader of the group may open."""
    game: str
    at: str
    """When the table's first action was taken, or the table made (UTC, ISO)."""
    names: tuple[str, ...]
    """Each seat's player, as the table calls them now (a name corrected there too)."""
    sides: tuple[tuple[int, ...], ...]
    teams: bool
    tokens: tuple[int, ...] | None
    """Token games: what each seat won (+) or lost (−) over the table's games, buy-ins
    apart (:meth:`scorebook.state.State.tokens_won`)."""
    games: tuple[Ended, ...]
    hands: int
    """Hands played to a result in all the table's games."""
    playing: bool
    """A game has begun and not ended."""
    moments: tuple[tuple[int, Moment], ...]
    """Each seat's share of the moments the referee saw (a partnership's goes to both)."""
    event: str | None = None
    """The event's name, for a round's table."""

    @property
    def date(self) -> str:
        return self.at[:10]

    def side_of(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)


@dataclass(frozen=True)
class Placed:
    """An entrant's place on one event's standings."""

    name: str
    players: tuple[str, ...]
    rank: int
    vp: int
    points: int
    played: int
    won: int
    byes: int


@dataclass(frozen=True)
class EventNight:
    """One event of the group, as its room stands."""

    key: str
    """The room's view key."""
    name: str
    game: str
    at: str
    scoring: str
    placed: tuple[Placed, ...]
    """The standings, best first (ranks shared where the event's tie-breaks leave them
    level)."""
    results: int
    """Results in so far (a table's own, or the organiser's)."""
    over: bool
    """Every planned round has its results."""
    tables: tuple[TableNight, ...]

    @property
    def date(self) -> str:
        return self.at[:10]


def table_night(record: store.TableRecord, state: State, event: str | None = None) -> TableNight:
    """What a group takes of a table's book."""
    sides = tuple(tuple(side) for side in state.sides)
    teams = state.uses_teams
    games = tuple(Ended(o.winners, o.losers, o.tie) for o in state.games_ended())
    tokens = state.tokens_won() if state.uses_tokens else None
    moments: list[tuple[int, Moment]] = []
    declared = GAMES[record.setup.game].moments
    for line in state.history:
        if line.voided or line.kind == "undo":
            continue
        for moment in declared(line.kind, line.payload, line.detail):
            for seat in _seats(moment, sides, teams, len(state.players)):
                moments.append((seat, moment))
    playing = state.outcome is None and state.hands_scored > 0
    # the night's date is its first action's, which an export and an import keep
    at = state.history[0].at if state.history and state.history[0].at else record.created_at
    return TableNight(record.view_key, record.setup.game, at,
                      tuple(p.name for p in state.players), sides, teams, tokens, games,
                      sum(1 for row in state.pad if not row.get("buy_in")), playing,
                      tuple(moments), event)


def _seats(moment: Moment, sides: tuple[tuple[int, ...], ...], teams: bool,
           players: int) -> tuple[int, ...]:
    """The seats a moment belongs to: its player's, or every seat of its side."""
    if moment.seat is not None:
        return (moment.seat,) if 0 <= moment.seat < players else ()
    if moment.side is not None and 0 <= moment.side < len(sides):
        return sides[moment.side] if teams else (moment.side,)
    return ()


def read_table(db: sqlite_utils.Database, edit_key: str, event: str | None = None) -> TableNight:
    record, _ = store.find_table(db, edit_key)
    return table_night(record, store.state_of(db, record), event)


def event_night(db: sqlite_utils.Database, event: EventRecord, here: rooms.Room,
                tables: dict[str, TableNight]) -> EventNight:
    """What a group takes of an event's room; ``tables``: its round tables' nights, by the
    table's edit key."""
    state = here.state
    spec = state.spec
    assert spec is not None
    placed = tuple(Placed(state.name_of(row.entrant), state.entrants[row.entrant].players,
                          row.rank, row.vp, row.points, row.played, row.won, row.byes)
                   for row in here.standings)
    planned = here.planned
    over = planned is not None and len(state.rounds) >= planned and not here.playing
    listed = tuple(tables[t.link.edit_key] for t in here.tables
                   if t.link is not None and t.link.edit_key in tables)
    at = state.history[0].at if state.history and state.history[0].at else event.created_at
    return EventNight(event.view_key, spec.name, spec.game, at, spec.scoring,
                      placed, len(here.results), over, listed)
