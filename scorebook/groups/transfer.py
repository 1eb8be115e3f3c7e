"""A group carried to another laptop: its whole history as JSON, merged there by member name;
and its statistics as CSV.

The JSON holds the group's name and lineage (``origin``), its members with every name each
answers to, its seasons, each of its tables as the table's own export
(:func:`scorebook.transfer.table_json`, with the table's lineage) and each of its events as the
event's own (:func:`scorebook.tournaments.transfer.event_json`, with the lineage the group
gave it). It never holds a key.

An import reads and replays all of it before anything is written, then writes in one
transaction: into a new group (new links), or merged into an existing one. Merging goes by
name: a member answering to one of the file's member's names is that member (the file's other
names are added to them), any other is a new member; a season of the same name is that season;
a table or an event whose lineage the group already holds is not added again (a table the
file has played further, its events a continuation of those here, takes the newer ones). So
importing the same file twice changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from referee.words import Verbatim, say

from .. import store
from ..events import Event, EventError
from ..spreadsheet import csv_text
from ..transfer import check_export, read_origin, read_table_json, table_json
from ..tournaments import transfer as events_transfer
from ..tournaments.record import EventRecord
from . import record
from .names import fold
from .season import read_rule
from .view import GroupView

FORMAT = "kibitzer-group"
VERSION = 1
MAX_TABLES = 2000
MAX_EVENTS = 200


def group_json(db: sqlite_utils.Database, group: record.GroupRecord) -> dict[str, Any]:
    roster = record.roster(db, group)
    seasons = {s.id: s for s in record.seasons(db, group)}
    tables = []
    for link in record.tables(db, group):
        table, _ = store.find_table(db, link.edit_key)
        tables.append(table_json(store.state_of(db, table), store.events_of(db, table),
                                 table.origin))
    events = []
    for link in record.events(db, group):
        event = EventRecord(link.tournament_id, link.edit_key, link.view_key, link.created_at)
        season = seasons.get(link.season_id) if link.season_id else None
        events.append({"origin": link.origin, "season": season.name if season else None,
                       "event": events_transfer.event_json(db, event)})
    return {"format": FORMAT, "version": VERSION, "name": group.name, "origin": group.origin,
            "members": [{"name": m.name, "names": list(m.names)} for m in roster.members],
            "seasons": [{"name": s.name, "rule": s.rule} for s in seasons.values()],
            "tables": tables, "events": events}


@dataclass(frozen=True)
class ReadTable:
    origin: str | None
    setup: Any
    events: list[Event]
    replayed: Any


@dataclass(frozen=True)
class ReadGroup:
    """A group's export, read and replayed; nothing written yet."""

    name: str
    origin: str | None
    members: list[tuple[str, list[str]]]
    seasons: list[tuple[str, dict[str, Any]]]
    tables: list[ReadTable]
    events: list[tuple[str | None, str | None, events_transfer.Imported]]


def read_group_json(raw: Any) -> ReadGroup:
    """The export read whole (every table and event replayed), or an :class:`EventError`
    naming the part at fault. Touches no database (the server runs it in a thread)."""
    check_export(raw, FORMAT, VERSION, say(
        "this is not a group exported from Kibitzer (format {format})",
        format=Verbatim(repr(FORMAT))))
    name = record.group_name(raw.get("name"))
    members = []
    listed = raw.get("members")
    if not isinstance(listed, list) or len(listed) > record.MAX_MEMBERS:
        raise EventError(say("members must be a list of at most {most}",
                             most=record.MAX_MEMBERS), "members")
    for i, entry in enumerate(listed):
        if not isinstance(entry, dict):
            raise EventError(say("each member needs a name"), f"members[{i}]")
        own = record.member_name(entry.get("name"), f"members[{i}].name")
        names = entry.get("names") or []
        if not isinstance(names, list) or len(names) > 50:
            raise EventError(say("a member's names must be a list"), f"members[{i}].names")
        members.append((own, [record.member_name(n, f"members[{i}].names") for n in names]))
    seasons = []
    for i, entry in enumerate(_listed(raw, "seasons", record.MAX_SEASONS)):
        if not isinstance(entry, dict) or not isinstance(entry.get("rule"), dict):
            raise EventError(say("each season needs its name and rule"), f"seasons[{i}]")
        seasons.append((record.member_name(entry.get("name"), f"seasons[{i}].name"),
                        read_rule(entry["rule"])))
    tables = []
    for i, entry in enumerate(_listed(raw, "tables", MAX_TABLES)):
        try:
            setup, events, state, taken = read_table_json(entry)
        except EventError as error:
            raise EventError(error.message, f"tables[{i}].{error.field or ''}".rstrip(".")) \
                from None
        tables.append(ReadTable(read_origin(entry), setup, events, (state, taken)))
    events_read = []
    for i, entry in enumerate(_listed(raw, "events", MAX_EVENTS)):
        if not isinstance(entry, dict):
            raise EventError(say("each event needs its export"), f"events[{i}]")
        try:
            read = events_transfer.read_event_json(entry.get("event"))
        except EventError as error:
            raise EventError(error.message, f"events[{i}].{error.field or ''}".rstrip(".")) \
                from None
        season = entry.get("season")
        events_read.append((read_origin(entry), season if isinstance(season, str) else None,
                            read))
    return ReadGroup(name, read_origin(raw), members, seasons, tables, events_read)


def _listed(raw: dict[str, Any], name: str, most: int) -> list[Any]:
    listed = raw.get(name, [])
    if not isinstance(listed, list) or len(listed) > most:
        raise EventError(say("{field} must be a list of at most {most}", field=Verbatim(name),
                             most=most), name)
    return listed


@dataclass
class Merged:
    """What an import did."""

    members: int = 0
    names: int = 0
    seasons: int = 0
    tables: int = 0
    extended: int = 0
    events: int = 0
    kept: list[str] = field(default_factory=list)
    again: bool = False
    """An import into a new group sent again with its idempotency_key: nothing written."""

    @property
    def changed(self) -> bool:
        return bool(self.members or self.names or self.seasons or self.tables or self.extended
                    or self.events)

    def to_dict(self) -> dict[str, Any]:
        return {"members": self.members, "names": self.names, "seasons": self.seasons,
                "tables": self.tables, "tables_extended": self.extended,
                "events": self.events}


def import_group(db: sqlite_utils.Database, read: ReadGroup,
                 into: record.GroupRecord | None = None,
                 idempotency_key: Any = None) -> tuple[record.GroupRecord, Merged]:
    """The file written: into a new group, or merged into ``into``; one transaction. A merge
    is safe to send twice by itself (what the group holds is not added again); an import into
    a new group is, given an ``idempotency_key``: sent again with the same key and file, it
    answers the group the first one made and writes nothing (``Merged.again``)."""
    done = Merged()
    key = record.check_key(idempotency_key) if into is None else None
    with store.immediate(db):
        if into is None:
            made = _made_by(db, key, read)
            if made is not None:
                done.again = True
                return made, done
            group_id = db.execute(
                "INSERT INTO groups (edit_key, view_key, name, origin, created_at, "
                "idempotency_key) VALUES (?, ?, ?, ?, ?, ?)",
                [store.new_key(), store.new_key(), read.name,
                 read.origin or store.new_origin(), store.now(), key]).lastrowid
            group = record._by_id(db, group_id)
        else:
            group = record.current(db, into)
        _members(db, group, read, done)
        season_ids = _seasons(db, group, read, done)
        _tables(db, group, read, done)
        _events(db, group, read, season_ids, done)
        if done.changed:
            record._moved(db, group.id)
    return record.current(db, group), done


def _made_by(db: sqlite_utils.Database, key: str | None,
             read: ReadGroup) -> record.GroupRecord | None:
    """The group an import with this key already made (None: the key is new, or none was
    given); a key used for another file or another action is refused."""
    if key is None:
        return None
    row = db.execute("SELECT id FROM groups WHERE idempotency_key = ?", [key]).fetchone()
    if row is None:
        return None
    made = record._by_id(db, row[0])
    if made.name != read.name or made.origin != (read.origin or made.origin):
        raise EventError(say("this request's idempotency_key was already used for a different "
                             "action; nothing was recorded: send it again with a new key"),
                         "idempotency_key")
    return made


def _members(db: sqlite_utils.Database, group: record.GroupRecord, read: ReadGroup,
             done: Merged) -> None:
    for own, names in read.members:
        roster = record.roster(db, group)
        found = next((roster.of(n) for n in (own, *names) if roster.of(n) is not None), None)
        if found is None:
            record._insert_member(db, group, own)
            done.members += 1
            found = record.roster(db, group).of(own)
            assert found is not None
        for name in (own, *names):
            taken = record.roster(db, group).by_name.get(fold(name))
            if taken is None:
                db.execute("INSERT INTO group_names (group_id, folded, member_id) VALUES "
                           "(?, ?, ?)", [group.id, fold(name), found.id])
                done.names += 1


def _seasons(db: sqlite_utils.Database, group: record.GroupRecord, read: ReadGroup,
             done: Merged) -> dict[str, int]:
    here = {fold(s.name): s.id for s in record.seasons(db, group)}
    for name, rule in read.seasons:
        if fold(name) not in here:
            here[fold(name)] = db.execute(
                "INSERT INTO group_seasons (group_id, name, rule, created_at) VALUES "
                "(?, ?, ?, ?)", [group.id, name, json.dumps(rule, sort_keys=True),
                                 store.now()]).lastrowid
            done.seasons += 1
    return here


def _tables(db: sqlite_utils.Database, group: record.GroupRecord, read: ReadGroup,
            done: Merged) -> None:
    here = {origin: table_id for table_id, origin in db.execute(
        "SELECT t.id, t.origin FROM group_tables gt JOIN tables t ON t.id = gt.table_id "
        "WHERE gt.group_id = ?", [group.id])}
    for table in read.tables:
        found = here.get(table.origin) if table.origin else None
        if found is None:
            made, _ = store.insert_table(db, table.setup, table.events, table.origin,
                                         table.replayed)
            db.execute("INSERT INTO group_tables (group_id, table_id, joined_at) VALUES "
                       "(?, ?, ?)", [group.id, made.id, store.now()])
            if table.origin:
                here[table.origin] = made.id
            done.tables += 1
            continue
        if _extend(db, found, table.events):
            done.extended += 1


def _extend(db: sqlite_utils.Database, table_id: int, events: list[Event]) -> bool:
    """A table the file has played further: its events after those here, appended when
    those here are the file's first ones (else it is kept as it is here)."""
    rows = db.execute("SELECT seq, kind, payload FROM events WHERE table_id = ? ORDER BY seq",
                      [table_id]).fetchall()
    if len(rows) >= len(events):
        return False
    for (seq, kind, payload), event in zip(rows, events):
        if seq != event.seq or kind != event.kind or json.loads(payload) != event.payload:
            return False
    db.execute("DELETE FROM snapshots WHERE table_id = ?", [table_id])
    db.conn.executemany("INSERT INTO events (table_id, seq, kind, payload, actor, at, "
                        "idempotency_key) VALUES (?, ?, ?, ?, ?, ?, NULL)",
                        [(table_id, e.seq, e.kind, json.dumps(e.payload), e.actor, e.at)
                         for e in events[len(rows):]])
    return True


def _events(db: sqlite_utils.Database, group: record.GroupRecord, read: ReadGroup,
            season_ids: dict[str, int], done: Merged) -> None:
    here = {origin for (origin,) in db.execute("SELECT origin FROM group_events WHERE "
                                               "group_id = ?", [group.id])}
    for origin, season, imported in read.events:
        if origin is not None and origin in here:
            continue
        made = events_transfer.insert_event(db, imported)
        db.execute("INSERT INTO group_events (group_id, tournament_id, season_id, origin, "
                   "joined_at) VALUES (?, ?, ?, ?, ?)",
                   [group.id, made.id, season_ids.get(fold(season)) if season else None,
                    origin or store.new_origin(), store.now()])
        if origin:
            here.add(origin)
        done.events += 1


# --- the statistics as CSV --------------------------------------------------------------------

def members_csv(shown: GroupView) -> str:
    """One row a member: tables, games finished, won, lost (where the game names a loser),
    tied, tokens won or lost in token games, evenings."""
    rows: list[list[Any]] = [["member", "tables", "games", "won", "lost", "tied", "tokens",
                              "evenings"]]
    for member in shown.roster.members:
        stats = shown.stats.of(member.id)
        assert stats is not None
        t = stats.total
        rows.append([member.name, t.tables, t.games, t.won, t.lost, t.tied, t.tokens,
                     len(stats.evenings)])
    return csv_text(rows)


def games_csv(shown: GroupView) -> str:
    """One row a member and a game, ranked within the game as the group's page ranks it."""
    rows: list[list[Any]] = [["game", "rank", "member", "tables", "games", "won", "lost",
                              "tied", "tokens"]]
    for game in shown.stats.games:
        for r in shown.stats.ranking(game):
            f = r.figures
            rows.append([game, r.rank, r.member.name, f.tables, f.games, f.won, f.lost,
                         f.tied, f.tokens])
    return csv_text(rows)


def season_csv(shown: GroupView, name: Any = None) -> str:
    """A season's standings (the one named, else the newest), a row a member, then each
    night's figure (in parentheses when it is not one of the member's best nights, which
    alone count)."""
    season = shown.season_called(name)
    if season is None:
        return csv_text([["rank", "member", "total", "nights"]])
    table = shown.season_standings(season)
    nights = list(table.nights)
    rows: list[list[Any]] = [["rank", "member", table.field, "nights",
                              *(f"{n.date} {n.name}" for n in nights)]]
    for row in table.rows:
        by_key = {n.key: n for n in row.nights}
        rows.append([row.rank, row.member.name, row.total, row.played,
                     *(_night_cell(by_key.get(n.key)) for n in nights)])
    return csv_text(rows)


def _night_cell(night: Any) -> Any:
    if night is None:
        return ""
    return night.value if night.counted else f"({night.value})"
