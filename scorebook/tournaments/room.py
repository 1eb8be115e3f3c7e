"""The room: an event with its tables' results, as the pages, the API and the stream show it.

A table's result flows into the standings by itself, read from the table's own book: once the
round's hands are played (the pad's row for that hand: later hands do not count), once its
game is over (or, in a best-of match, once a side has won enough games). A result the organiser
entered wins over the table's. Nothing here is written: the tables stay the truth, so an undo
at a table takes its result back out of the standings, until the next round is drawn from it
(:func:`closed`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import sqlite_utils

from referee.game import EventRound
from referee.tournaments import knockout, standings
from referee.tournaments.field import Field, Match, Points
from referee.tournaments.rounds import planned_rounds
from referee.tournaments.standings import Standing

from .. import store
from ..state import State
from . import log
from .record import EventRecord, TableLink, cache_of, links, state_of


@dataclass(frozen=True)
class Table:
    """A round's table as the room sees it: its match, its link, how far it has got."""

    round: int
    match: Match
    link: TableLink | None
    hands: int
    scores: tuple[int, ...]
    result: Points | None
    entered: bool
    """Whether the result is the organiser's (else the table's own, or none yet)."""
    book: Points | None = None
    """What the table's own book says of its match now: once the next round is drawn, the
    result stays the one that round was drawn from, though the table's book may move on."""


@dataclass
class Room:
    record: EventRecord
    state: log.EventState
    tables: list[Table]
    results: dict[tuple[int, int], Points]
    source: str
    """Where the room was read from: the event's head and its tables' (:func:`version`); any
    action anywhere in the event moves it."""
    standings: list[Standing] = field(default_factory=list)

    @cached_property
    def version(self) -> str:
        """What the room's screens show: moves with a result, a round, an entrant, a table
        finishing; not with every hand at every table (a screen polling it is answered 204
        in between)."""
        shown = (self.state.seq, sorted(self.results.items()),
                 [(t.round, t.match.table) for t in self.playing])
        return hashlib.sha256(repr(shown).encode()).hexdigest()[:16]

    @cached_property
    def detail(self) -> str:
        """What the organiser's page shows besides: each table of the current round as it
        plays (its hands and running score). Moves with every hand of the round."""
        current = len(self.state.rounds)
        shown = (self.version, [(t.match.table, t.hands, t.scores, t.book)
                                for t in self.round_tables(current)])
        return hashlib.sha256(repr(shown).encode()).hexdigest()[:16]

    @property
    def field(self) -> Field:
        return self.state.field(self.results)

    @cached_property
    def planned(self) -> int | None:
        """The rounds the event plays (a round robin left without them: the circle's; None
        for a knockout)."""
        return planned_rounds(self.field)

    def round_tables(self, number: int) -> list[Table]:
        return [t for t in self.tables if t.round == number]

    @property
    def standings_shown(self) -> bool:
        """Whether the room's screens show the standings now: from the round the organiser
        chose, not during the last rounds they hide them for, and always once every round
        planned has its results."""
        state = self.state
        current = len(state.rounds)
        planned = self.planned
        if planned is not None and current >= planned and not self.playing:
            return True
        if current < state.standings_from:
            return False
        return not (state.hide_last and planned is not None
                    and current > planned - state.hide_last)

    @property
    def playing(self) -> list[Table]:
        """The current round's tables still without a result."""
        current = len(self.state.rounds)
        return [t for t in self.round_tables(current) if t.result is None]

    @property
    def last_results(self) -> list[Table]:
        return [t for t in reversed(self.tables) if t.result is not None][:12]


def table_result(state: State, hands: int | None, best_of: int) -> Points | None:
    """What a table's book says of its match: each side's points once its round is complete,
    by the rule the table itself asks (:meth:`State.round_result`); a table made before its
    options carried the round is read by the event's (``hands``, ``best_of``)."""
    result = state.round_result(None if state.event_round else EventRound(hands, best_of))
    return _two(result) if result is not None else None


def closed(state: log.EventState, number: int, table: int, own: Points | None) -> Points | None:
    """A table's result once the round after it is drawn: the one that draw was made from
    (kept with it), not what the table's book says later (an undo at the table, a hand
    entered late): the next round's pairings, a knockout's winner through, were made from it.
    The organiser can still enter a correction."""
    if number < len(state.rounds):
        kept = state.rounds[number].results.get((number, table))
        if kept is not None:
            return kept
    return own


def _two(values: Any) -> Points:
    return int(values[0]), int(values[1])


def room(db: sqlite_utils.Database, record: EventRecord) -> Room:
    """The event and its tables now (each table read again only if it moved since the room
    was last assembled: :attr:`record.Cache.tables`)."""
    state = state_of(db, record)
    spec = state.spec
    assert spec is not None
    by_round = {d.seq: d for d in state.rounds}
    linked: dict[tuple[int, int], TableLink] = {}
    for link in links(db, record):
        drawn = by_round.get(link.round_seq)
        if drawn is not None:
            linked[(drawn.round.number, link.number)] = link
    heads = table_heads(db, record)
    kept = cache_of(db).tables
    tables: list[Table] = []
    results: dict[tuple[int, int], Points] = {}
    newest = 0
    for drawn in state.rounds:
        number = drawn.round.number
        for match in drawn.round.matches:
            link = linked.get((number, match.table))
            read = _read_table(db, link, heads.get(link.table_id, (0, 0)), spec, kept) \
                if link is not None else (0, (0, 0), None, 0)
            hands, scores, own, seq = read
            newest += seq
            entered = state.entered.get((number, match.table))
            result = entered if entered is not None else closed(state, number, match.table, own)
            if result is not None:
                results[(number, match.table)] = result
            tables.append(Table(number, match, link, hands, scores, result,
                                entered is not None, own))
    made = Room(record, state, tables, results, f"{state.seq}.{newest}")
    made.standings = ranked(made.field)
    return made


def _read_table(db: sqlite_utils.Database, link: TableLink, head: tuple[int, int],
                spec: Any, kept: Any) -> tuple[int, tuple[int, ...], Points | None, int]:
    """What the room takes of a table's book (hands scored, the sides' scores, its own
    result, its seq), read once a head."""
    found = kept.get(link.edit_key, (head, spec.hands, spec.best_of))
    if found is not None:
        return found
    table_record, _ = store.find_table(db, link.edit_key)
    book = store.state_of(db, table_record)
    read = (book.hands_scored, tuple(book.side_scores()),
            table_result(book, spec.hands, spec.best_of), book.seq)
    if book.seq == head[0]:  # nothing appended between the two reads
        kept.put(link.edit_key, (head, spec.hands, spec.best_of), read)
    return read


def table_heads(db: sqlite_utils.Database, record: EventRecord) -> dict[int, tuple[int, int]]:
    """Each of the event's tables' head (its newest action's seq and row id), in one read."""
    rows = db.execute(
        "SELECT e.table_id, e.seq, e.id FROM tournament_tables tt JOIN events e ON "
        "e.table_id = tt.table_id AND e.seq = (SELECT MAX(seq) FROM events WHERE "
        "table_id = tt.table_id) WHERE tt.tournament_id = ?", [record.id]).fetchall()
    return {int(table): (int(seq), int(row)) for table, seq, row in rows}


def _table_heads(db: sqlite_utils.Database, record: EventRecord) -> int:
    """A number that moves whenever any of the event's tables moves (the sum of their heads)."""
    row = db.execute("SELECT COALESCE(SUM((SELECT COALESCE(MAX(seq), 0) FROM events e WHERE "
                     "e.table_id = tt.table_id)), 0) FROM tournament_tables tt WHERE "
                     "tt.tournament_id = ?", [record.id]).fetchone()
    return int(row[0])


def ranked(field_: Field) -> list[Standing]:
    if field_.spec.format == "knockout":
        return knockout.ranked(field_)
    return standings.ranked(field_)


def marker(db: sqlite_utils.Database, record: EventRecord) -> int:
    """A number that only grows, and grows with any action of the event or at its tables (the
    event's head and its tables' heads added): a stream's event ids."""
    head = db.execute("SELECT COALESCE(MAX(seq), 0) FROM tournament_events WHERE "
                      "tournament_id = ?", [record.id]).fetchone()[0]
    return int(head) + _table_heads(db, record)


def version(db: sqlite_utils.Database, record: EventRecord) -> str:
    """The room's :attr:`Room.source` as it would be read now (the event's head and the sum of
    its tables' heads): two indexed reads, to know whether a room kept is still current."""
    head = db.execute("SELECT COALESCE(MAX(seq), 0) FROM tournament_events WHERE "
                      "tournament_id = ?", [record.id]).fetchone()[0]
    return f"{head}.{_table_heads(db, record)}"
