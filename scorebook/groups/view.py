"""A group as its pages show it, worked out from its nights and kept by their heads.

A group after its tenth Friday reads ten tables and a few events: each night is kept by the
head it was read at (a table's newest action, an event's :func:`room.version`), and the whole
by the group's version and every head (:func:`head`), so a look at an unchanged group costs a
few indexed reads, and one hand at one table reads that table alone. An undo, a correction, a
table let go of all move a head or the version: the next look sees it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Hashable

import sqlite_utils

from ..heads import HeadCache
from ..tournaments import room as rooms
from ..tournaments.record import EventRecord
from . import record
from .names import fold
from .nights import EventNight, TableNight, event_night, read_table
from .record import EventLink, GroupRecord, Roster, Season
from .season import Standings, standings
from .stats import Stats, compute


class Cache:
    """What is kept between looks: each table's night and each event's by its head, each
    group's view by the group's version and all its heads."""

    def __init__(self, size: int = 64) -> None:
        self.tables: HeadCache[TableNight] = HeadCache(size * 64)
        self.events: HeadCache[EventNight] = HeadCache(size * 4)
        self.groups: HeadCache[GroupView] = HeadCache(size)

    def clear(self) -> None:
        for kept in (self.tables, self.events, self.groups):
            kept.clear()


CACHE = Cache()
"""For code that runs without an app; an app hands its own with each connection."""


def cache_of(db: sqlite_utils.Database) -> Cache:
    return getattr(db, "kibitzer_groups", CACHE)


def use_cache(db: sqlite_utils.Database, cache: Cache) -> sqlite_utils.Database:
    db.kibitzer_groups = cache  # type: ignore[attr-defined]
    return db


@dataclass(frozen=True)
class GroupView:
    record: GroupRecord
    roster: Roster
    seasons: tuple[Season, ...]
    season_of: dict[int, int | None]
    """Each event's season, by the event's id."""
    tables: tuple[TableNight, ...]
    events: tuple[tuple[EventLink, EventNight], ...]

    @cached_property
    def stats(self) -> Stats:
        return compute(self.roster, list(self.tables), [night for _, night in self.events])

    def season_standings(self, season: Season) -> Standings:
        nights = [night for link, night in self.events if link.season_id == season.id]
        return standings(season, self.roster, nights)

    @property
    def season(self) -> Season | None:
        """The newest season: the one the group's page shows unless another is asked for."""
        return self.seasons[-1] if self.seasons else None

    def season_called(self, name: Any) -> Season | None:
        """The season of that name (case and accents aside), else the newest."""
        if isinstance(name, str) and name.strip():
            found = next((s for s in self.seasons if fold(s.name) == fold(name)), None)
            if found is not None:
                return found
        return self.season


def table_heads(db: sqlite_utils.Database, group: GroupRecord) -> dict[int, tuple[int, int]]:
    """Each of the group's own tables' head (newest seq and row id), in one read."""
    rows = db.execute(
        "SELECT e.table_id, e.seq, e.id FROM group_tables gt JOIN events e ON "
        "e.table_id = gt.table_id AND e.seq = (SELECT MAX(seq) FROM events WHERE "
        "table_id = gt.table_id) WHERE gt.group_id = ?", [group.id]).fetchall()
    return {int(table): (int(seq), int(row)) for table, seq, row in rows}


def event_record(link: EventLink) -> EventRecord:
    return EventRecord(link.tournament_id, link.edit_key, link.view_key, link.created_at)


def group_view(db: sqlite_utils.Database, group: GroupRecord) -> GroupView:
    """The group now (kept while nothing it is made of has moved)."""
    group = record.current(db, group)
    kept = cache_of(db)
    tables = record.tables(db, group)
    heads = table_heads(db, group)
    events = record.events(db, group)
    versions = [rooms.version(db, event_record(link)) for link in events]
    head: Hashable = (group.version, tuple((t.table_id, heads.get(t.table_id)) for t in tables),
                      tuple((link.tournament_id, link.season_id, v)
                            for link, v in zip(events, versions)))
    found = kept.groups.get(group.edit_key, head)
    if found is not None:
        return found
    nights = tuple(_table(db, kept, t.edit_key, heads.get(t.table_id, (0, 0))) for t in tables)
    read_events = tuple((link, _event(db, kept, link, version))
                        for link, version in zip(events, versions))
    made = GroupView(group, record.roster(db, group), tuple(record.seasons(db, group)),
                     {link.tournament_id: link.season_id for link in events}, nights,
                     read_events)
    kept.groups.put(group.edit_key, head, made)
    return made


def _table(db: sqlite_utils.Database, kept: Cache, edit_key: str, head: tuple[int, int],
           event: str | None = None) -> TableNight:
    found = kept.tables.get(edit_key, (head, event))
    if found is None:
        found = read_table(db, edit_key, event)
        kept.tables.put(edit_key, (head, event), found)
    return found


def _event(db: sqlite_utils.Database, kept: Cache, link: EventLink, version: str) -> EventNight:
    found = kept.events.get(link.edit_key, version)
    if found is not None:
        return found
    event = event_record(link)
    here = rooms.room(db, event)
    name = here.state.spec.name if here.state.spec else ""
    heads = rooms.table_heads(db, event)
    tables = {t.link.edit_key: _table(db, kept, t.link.edit_key,
                                      heads.get(t.link.table_id, (0, 0)), name)
              for t in here.tables if t.link is not None}
    made = event_night(db, event, here, tables)
    kept.events.put(link.edit_key, version, made)
    return made


def season_for_event(db: sqlite_utils.Database, event: EventRecord) -> Standings | None:
    """The standings of the season an event is counted in (None: the event is no group's, or
    counted in no season): what the room's TV shows between rounds."""
    group = record.group_of_event(db, event.id)
    if group is None:
        return None
    view = group_view(db, group)
    season_id = view.season_of.get(event.id)
    season = next((s for s in view.seasons if s.id == season_id), None)
    return view.season_standings(season) if season is not None else None


def figures(view: GroupView, season_name: Any = None) -> dict[str, Any]:
    """The group's answer for the API (``GET /api/v1/groups/{key}``), without its links; its
    ``season`` is the one named (the newest when none is, or no season has that name)."""
    stats = view.stats
    members = []
    for member in view.roster.members:
        mine = stats.of(member.id)
        assert mine is not None
        total = mine.total
        members.append({"id": member.id, "name": member.name, "names": list(member.names),
                        "tables": total.tables, "games": total.games, "won": total.won,
                        "lost": total.lost, "tied": total.tied, "tokens": total.tokens,
                        "evenings": len(mine.evenings),
                        "by_game": {game: vars(f).copy() for game, f in mine.by_game.items()}})
    season = view.season_called(season_name)
    return {"name": view.record.name, "members": members, "guests": stats.guests,
            "tables": [{"game": t.game, "date": t.date, "view_key": t.key,
                        "players": list(t.names), "games": len(t.games),
                        "playing": t.playing} for t in view.tables],
            "events": [{"name": e.name, "game": e.game, "date": e.date, "view_key": e.key,
                        "season": next((s.name for s in view.seasons
                                        if s.id == link.season_id), None),
                        "results": e.results, "over": e.over} for link, e in view.events],
            "ranking": {game: [{"rank": r.rank, "member": r.member.name, "games": r.figures.games,
                                "won": r.figures.won, "lost": r.figures.lost}
                               for r in stats.ranking(game)] for game in stats.games},
            "seasons": [s.name for s in view.seasons],
            "season": (view.season_standings(season).to_dict() if season is not None
                       else {"name": None, "rule": None, "nights": [], "standings": []})}
