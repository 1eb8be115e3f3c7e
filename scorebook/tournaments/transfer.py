"""An event's export and its import: results and the movement as CSV, everything as JSON.

The JSON holds every action (the undone ones too) and every round's table as a table export
(:mod:`scorebook.transfer`); never a key, nor a seed not yet revealed. Importing types and
replays all of it before anything is written (:func:`read_event_json`), then writes the event
and its tables in one transaction (:func:`write_event`), with new keys, new tables and a new
next seed (the old one stayed secret with the server it came from), whose commitment it
records.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from referee import draws
from referee.words import Verbatim, say

from .. import store
from ..events import Event, EventError, TableSetup
from ..spreadsheet import csv_text
from ..transfer import check_export, read_table_json, table_json
from . import log
from .record import EventRecord, events_of, links
from .room import Room

FORMAT = "kibitzer-event"
VERSION = 1
MAX_ACTIONS = 5000


def side(room: Room, sides: tuple[int, ...]) -> str:
    return " & ".join(room.state.name_of(e) for e in sides)


def results_csv(here: Room) -> str:
    """One row a table: round, table, each side, its points and its victory points. Names are
    neutralised (:mod:`..spreadsheet`): anyone at the door's check-in may type one."""
    rows: list[list[Any]] = [["round", "table", "stage", "side one", "side two", "points one",
                              "points two", "vp one", "vp two", "entered by organiser"]]
    scale = here.state.spec.scale if here.state.spec else None
    for t in here.tables:
        points = t.result
        vps = scale.split(points) if scale and points else ("", "")
        rows.append([t.round, t.match.table, t.match.stage, side(here, t.match.sides[0]),
                     side(here, t.match.sides[1]), *(points or ("", "")), *vps,
                     "yes" if t.entered else ""])
    for drawn in here.state.rounds:
        for e in drawn.round.byes:
            rows.append([drawn.round.number, "", "sit-out", here.state.name_of(e), "", "", "",
                         "", "", ""])
    return csv_text(rows)


def movement_csv(here: Room) -> str:
    """The movement as rows, a row a side: round, table, entrant, opponent, hands."""
    rows: list[list[Any]] = [["round", "table", "entrant", "opponent", "hands"]]
    hands = here.state.spec.hands if here.state.spec else None
    for t in here.tables:
        for mine, theirs in ((0, 1), (1, 0)):
            rows.append([t.round, t.match.table, side(here, t.match.sides[mine]),
                         side(here, t.match.sides[theirs]), hands or ""])
    return csv_text(rows)


def standings_csv(here: Room) -> str:
    rows: list[list[Any]] = [["rank", "entrant", "vp", "points", "margin", "rank points",
                              "played", "won", "drawn", "lost", "byes"]]
    for row in here.standings:
        rows.append([row.rank, here.state.name_of(row.entrant), row.vp, row.points,
                     row.margin, row.rank_points, row.played, row.won, row.drawn, row.lost,
                     row.byes])
    return csv_text(rows)


def event_json(db: sqlite_utils.Database, event: EventRecord) -> dict[str, Any]:
    state = log.replay(events_of(db, event))
    number_of = {d.seq: d.round.number for d in state.rounds}
    tables = []
    for link in links(db, event):
        if link.round_seq not in number_of:
            continue
        table, _ = store.find_table(db, link.edit_key)
        tables.append({"round": number_of[link.round_seq], "number": link.number,
                       "table": table_json(store.state_of(db, table),
                                           store.events_of(db, table))})
    return {"format": FORMAT, "version": VERSION,
            "actions": [{"seq": e.seq, "kind": e.kind, "payload": e.payload, "actor": e.actor,
                         "at": e.at} for e in events_of(db, event)],
            "tables": tables}


@dataclass(frozen=True)
class Imported:
    """An exported event read and replayed, nothing written yet: its actions (the new seed's
    commitment appended), its state, its rounds' tables by (round, table), the new seed."""

    actions: list[Event]
    state: log.EventState
    tables: dict[tuple[int, int], tuple[TableSetup, list[Event]]]
    seed: str


def import_event(db: sqlite_utils.Database, raw: Any) -> EventRecord:
    """A new event (new keys, new tables) in the state of an exported one."""
    return write_event(db, read_event_json(raw))


def read_event_json(raw: Any) -> Imported:
    """An exported event, every action typed and the whole of it replayed (its tables too),
    before anything is written; or an :class:`EventError` naming what is wrong. Touches no
    database (the server runs it in a thread)."""
    check_export(raw, FORMAT, VERSION, say(
        "this is not an event exported from Kibitzer (format {format})",
        format=Verbatim(repr(FORMAT))))
    listed = raw.get("actions")
    if not isinstance(listed, list) or not listed or len(listed) > MAX_ACTIONS:
        raise EventError(say("actions must be a list of at most {most}", most=MAX_ACTIONS),
                         "actions")
    actions = []
    for i, entry in enumerate(listed):
        if not isinstance(entry, dict) or entry.get("seq") != i + 1 or not isinstance(
                entry.get("payload"), dict) or not isinstance(entry.get("kind"), str) \
                or entry["kind"] not in log.KINDS:
            raise EventError(say("action {number} is not an event's action, numbered in "
                                 "order", number=i + 1), f"actions[{i}]")
        actions.append(Event(i + 1, entry["kind"], entry["payload"],
                             str(entry.get("actor") or "")[:40], str(entry.get("at") or "")[:40]))
    if actions[0].kind != "created":
        raise EventError(say("an event's first action is its set-up"), "actions[0]")
    try:
        state = log.replay(actions)
    except EventError as error:
        raise EventError(error.message, "actions") from None
    tables = _tables(raw.get("tables"), state)
    seed = draws.new_seed(secrets.SystemRandom())
    actions.append(Event(len(actions) + 1, "reseeded", {"commitment": draws.commit(seed)},
                         "import", store.now()))
    return Imported(actions, state, tables, seed)


def write_event(db: sqlite_utils.Database, read: Imported) -> EventRecord:
    """The event read from a file, written in one transaction with all its tables: an import
    that fails midway (a full disk, a killed server) writes nothing."""
    with store.immediate(db):
        return insert_event(db, read)


def insert_event(db: sqlite_utils.Database, read: Imported) -> EventRecord:
    """:func:`write_event`'s rows, in the caller's own transaction (a group's import writes
    its events with its tables and members: all of them or none)."""
    if not db.conn.in_transaction:
        raise RuntimeError("insert_event writes inside the caller's transaction (immediate)")
    edit_key, view_key, created = store.new_key(), store.new_key(), store.now()
    state = read.state
    made = {key: store.insert_table(db, setup, events)[0]
            for key, (setup, events) in read.tables.items()}
    event_id = db.execute("INSERT INTO tournaments (edit_key, view_key, created_at) VALUES "
                          "(?, ?, ?)", [edit_key, view_key, created]).lastrowid
    for action in read.actions:
        db.execute("INSERT INTO tournament_events (tournament_id, seq, kind, payload, "
                   "actor, at) VALUES (?, ?, ?, ?, ?, ?)",
                   [event_id, action.seq, action.kind, json.dumps(action.payload),
                    action.actor, action.at])
    db.execute("INSERT INTO tournament_seeds (tournament_id, draw, seed) VALUES (?, ?, ?)",
               [event_id, state.draws + 1, read.seed])
    seq_of = {d.round.number: d.seq for d in state.rounds}
    for (number, table), record in made.items():
        db.execute("INSERT INTO tournament_tables (tournament_id, round_seq, number, "
                   "table_id) VALUES (?, ?, ?, ?)",
                   [event_id, seq_of[number], table, record.id])
    return EventRecord(event_id, edit_key, view_key, created)


def _tables(raw: Any, state: log.EventState) -> dict[tuple[int, int], Any]:
    if not isinstance(raw, list):
        raise EventError(say("tables must be a list"), "tables")
    out = {}
    for i, entry in enumerate(raw):
        where = f"tables[{i}]"
        if not isinstance(entry, dict):
            raise EventError(say("each table needs its round, number and table"), where)
        number, table = entry.get("round"), entry.get("number")
        drawn = state.round_at(number)
        if isinstance(table, bool) or not isinstance(table, int) \
                or drawn.round.match_at(table) is None:
            raise EventError(say("round {round} has no table {table}", round=drawn.round.number,
                                 table=Verbatim(str(table)[:10])), where)
        setup, events, *_ = read_table_json(entry.get("table"))
        out[(drawn.round.number, table)] = (setup, events)
    return out
