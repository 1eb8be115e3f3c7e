"""An event kept in SQLite: its actions appended like a table's, its rounds' tables made.

Every write is one ``BEGIN IMMEDIATE`` transaction that checks the action against the event's
state as replayed (a repeated idempotency key applies once; a key reused for another action is
refused). Making a round draws it from the secret seed whose commitment was published before
(:mod:`referee.draws`: SHA-256 of the seed), then in one transaction makes an ordinary table
for every match (:func:`scorebook.store.insert_table`), records the round with the seed
revealed, the results it was drawn from and the next seed's commitment, and links the tables.
"""

from __future__ import annotations

import copy
import json
import secrets
from dataclasses import dataclass
from typing import Any, Callable

import sqlite_utils

from referee import draws
from referee import tournaments as rules
from referee.errors import RefereeError
from referee.words import Verbatim, say

from .. import store
from ..heads import HeadCache
from ..events import Event, EventError, StaleError
from ..replay import last_live_before, same_payload
from ..setup import clean_name, read_setup
from . import log

MAX_EVENTS = 5000
ACTIONS = ("entrant", "check_in", "withdraw", "result", "screens", "swap", "clock", "answer",
           "undo")
"""What an organiser (or a phone checking in) appends; ``created`` and ``round`` are made
here, and ``call`` by a round's table (:func:`call`)."""
PLAY = "kind != 'rename'"
"""A table's events that play it: everything but a name corrected (a swap's, :func:`_renamed`)."""


@dataclass(frozen=True)
class EventRecord:
    id: int
    edit_key: str
    view_key: str
    created_at: str


@dataclass(frozen=True)
class TableLink:
    """A round's table: which round (by the action that drew it), its number, its keys."""

    round_seq: int
    number: int
    table_id: int
    edit_key: str
    view_key: str


class Cache(HeadCache[tuple[log.EventState, list[Event]]]):
    """Each event's state as of its head, so the room's pollers replay it once per change;
    and what the room takes of each of its tables' books, as of the table's head
    (:attr:`tables`), so a room looked at after one hand at one of 60 tables reads that
    table alone."""

    def __init__(self, size: int = 64) -> None:
        super().__init__(size)
        self.tables: HeadCache[Any] = HeadCache(size * 64)


CACHE = Cache()
"""For code that runs without an app; an app hands its own with each connection."""


def cache_of(db: sqlite_utils.Database) -> Cache:
    return getattr(db, "kibitzer_events", CACHE)


def use_cache(db: sqlite_utils.Database, cache: Cache) -> sqlite_utils.Database:
    db.kibitzer_events = cache  # type: ignore[attr-defined]
    return db


# --- creating and finding ---------------------------------------------------------------------

def clean_body(body: Any) -> dict[str, Any]:
    """The set-up as it is kept: only the fields an event has, names cleaned as a table cleans
    its players' (:func:`scorebook.setup.clean_name`)."""
    if not isinstance(body, dict):
        raise EventError(say("the event must be an object"), "event")
    kept = {k: body[k] for k in ("game", "name", "format", "rounds", "movement",
                                 "hands_per_round", "target", "scoring", "entrants", "options")
            if k in body}
    if isinstance(kept.get("name"), str):
        kept["name"] = clean_name(kept["name"])
    if isinstance(kept.get("entrants"), list):
        kept["entrants"] = [clean_entrant(e) for e in kept["entrants"]]
    return kept


def clean_entrant(entry: Any) -> Any:
    if isinstance(entry, str):
        return {"name": clean_name(entry)}
    if not isinstance(entry, dict):
        return entry
    out = {k: entry[k] for k in ("name", "players") if k in entry}
    if isinstance(out.get("name"), str):
        out["name"] = clean_name(out["name"])
    if isinstance(out.get("players"), list):
        out["players"] = [clean_name(p) if isinstance(p, str) else p for p in out["players"]]
    return out


def create(db: sqlite_utils.Database, body: Any, language: str = "",
           then: Callable[[sqlite_utils.Database, int], None] | None = None) -> EventRecord:
    """A new event (new keys), or an :class:`EventError` naming the field at fault;
    ``language``: the organiser's, which its results site is written in. ``then`` (given the
    event's id) writes what goes with the event in the same transaction, or raises to write
    nothing (a group it joins: :mod:`scorebook.groups`)."""
    setup = clean_body(body)
    log.apply_created(log.EventState(), {"event": setup})  # checked before anything is kept
    seed = draws.new_seed(secrets.SystemRandom())
    edit_key, view_key, created = store.new_key(), store.new_key(), store.now()
    with store.immediate(db):
        cursor = db.execute("INSERT INTO tournaments (edit_key, view_key, created_at) "
                            "VALUES (?, ?, ?)", [edit_key, view_key, created])
        event_id = cursor.lastrowid
        db.execute("INSERT INTO tournament_seeds (tournament_id, draw, seed) VALUES (?, 1, ?)",
                   [event_id, seed])
        db.execute("INSERT INTO tournament_events (tournament_id, seq, kind, payload, actor, "
                   "at) VALUES (?, 1, 'created', ?, 'organiser', ?)",
                   [event_id, json.dumps({"event": setup, "commitment": draws.commit(seed),
                                          "language": language[:10]}), created])
        if then is not None:
            then(db, event_id)
    return EventRecord(event_id, edit_key, view_key, created)


def find(db: sqlite_utils.Database, key: Any) -> tuple[EventRecord, bool]:
    """The event with this key, and whether the key may write (the edit key)."""
    if not isinstance(key, str) or not 10 <= len(key) <= 64:
        raise store.NotFoundError(say("no event has this link"))
    row = db.execute("SELECT id, edit_key, view_key, created_at FROM tournaments WHERE "
                     "edit_key = ? OR view_key = ?", [key, key]).fetchone()
    if row is None:
        raise store.NotFoundError(say("no event has this link"))
    record = EventRecord(*row)
    return record, secrets.compare_digest(record.edit_key, key)


def writable(db: sqlite_utils.Database, key: Any) -> EventRecord:
    record, can_write = find(db, key)
    if not can_write:
        raise store.ReadOnlyError(say("this is the room's link: it can only watch the event"))
    return record


def _head(db: sqlite_utils.Database, record: EventRecord) -> tuple[int, int]:
    row = db.execute("SELECT seq, id FROM tournament_events WHERE tournament_id = ? ORDER BY "
                     "seq DESC LIMIT 1", [record.id]).fetchone()
    return (row[0], row[1]) if row else (0, 0)


def events_of(db: sqlite_utils.Database, record: EventRecord) -> list[Event]:
    rows = db.execute("SELECT seq, kind, payload, actor, at, idempotency_key FROM "
                      "tournament_events WHERE tournament_id = ? ORDER BY seq", [record.id])
    return [Event(seq, kind, json.loads(payload), actor, at, key)
            for seq, kind, payload, actor, at, key in rows]


def state_of(db: sqlite_utils.Database, record: EventRecord) -> log.EventState:
    """The event's state now (shared through the cache: read it, never change it)."""
    return _book(db, record)[0]


def _book(db: sqlite_utils.Database, record: EventRecord) -> tuple[log.EventState, list[Event]]:
    head = _head(db, record)
    cached = cache_of(db).get(record.edit_key, head)
    if cached is not None:
        return cached
    events = events_of(db, record)
    state = log.replay(events)
    cache_of(db).put(record.edit_key, head, (state, events))
    return state, events


# --- appending --------------------------------------------------------------------------------

def append(db: sqlite_utils.Database, key: str, kind: Any, payload: dict[str, Any],
           idempotency_key: Any = None, actor: str = "") -> tuple[log.EventState, bool]:
    """Append one action; the new state and whether it was newly applied."""
    if kind not in ACTIONS:
        raise EventError(say("{kind} is not something to append to an event (actions: "
                             "{kinds})", kind=Verbatim(repr(str(kind)[:40])),
                             kinds=Verbatim(", ".join(ACTIONS))), "kind")
    _check_key(idempotency_key)
    record = writable(db, key)
    state, applied = _append(db, record, kind, payload, idempotency_key, actor)
    if applied and kind in ("swap", "undo"):
        _renamed(db, record, state)
    return state, applied


def _append(db: sqlite_utils.Database, record: EventRecord, kind: str,
            payload: dict[str, Any], idempotency_key: str | None,
            actor: str) -> tuple[log.EventState, bool]:
    with store.immediate(db):
        if _seen(db, record, idempotency_key, kind, payload):
            state = None
        else:
            state, events = _book(db, record)
            if len(events) >= MAX_EVENTS:
                raise EventError(say("this event has too many actions"), "kind")
            event = Event(state.seq + 1, kind, payload, str(actor or "")[:40], store.now(),
                          idempotency_key)
            if kind == "undo":
                _check_undo(db, record, state, events, payload)
                state = log.replay(events + [event])
            else:
                if kind == "swap":
                    _check_unplayed(db, record, state, payload.get("entrants"))
                state = copy.deepcopy(state)
                log.apply(state, event)
            _insert(db, record, event)
    if state is None:
        return state_of(db, record), False
    _announce(db, record)
    return state, True


def _check_key(idempotency_key: Any) -> None:
    if idempotency_key is not None and (not isinstance(idempotency_key, str)
                                        or not 1 <= len(idempotency_key) <= 100):
        raise EventError(say("idempotency_key must be text of 1 to 100 characters"),
                         "idempotency_key")


def _seen(db: sqlite_utils.Database, record: EventRecord, idempotency_key: str | None,
          kind: str, payload: dict[str, Any]) -> bool:
    """Whether this key is already the event's (the action applied: nothing to do), or an
    error when it names another action: compared whole, an undo without ``event`` meaning
    what it undid when first sent (the last live action then). A round's key is the round's
    whatever it was drawn from."""
    if not idempotency_key:
        return False
    row = db.execute("SELECT seq, kind, payload FROM tournament_events WHERE tournament_id = ? "
                     "AND idempotency_key = ?", [record.id, idempotency_key]).fetchone()
    if row is None:
        return False
    seq, seen_kind, stored = row[0], row[1], json.loads(row[2])
    given = payload
    if kind == "undo" and payload.get("event") is None:
        given = dict(payload, event=last_live_before(events_of(db, record), seq))
    if seen_kind != kind or (kind != "round" and not same_payload(stored, given)):
        raise EventError(say("this request's idempotency_key was already used for a "
                             "different action; nothing was recorded: send it again with a "
                             "new key"), "idempotency_key")
    return True


def _insert(db: sqlite_utils.Database, record: EventRecord, event: Event) -> None:
    db.execute("INSERT INTO tournament_events (tournament_id, seq, kind, payload, actor, at, "
               "idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
               [record.id, event.seq, event.kind, json.dumps(event.payload), event.actor,
                event.at, event.idempotency_key])


def _check_undo(db: sqlite_utils.Database, record: EventRecord, state: log.EventState,
                events: list[Event], payload: dict[str, Any]) -> None:
    """An undo names a live action (the last one when absent); the set-up is never undone,
    and a round only while it is the last one and none of its tables has been played."""
    voided = log.voided_by(events)
    target = payload.get("event")
    if target is None:
        target = next((e.seq for e in reversed(events)
                       if e.seq not in voided and e.kind != "undo"), None)
        payload["event"] = target
    found = next((e for e in events if e.seq == target), None) \
        if isinstance(target, int) and not isinstance(target, bool) else None
    if found is None:
        raise EventError(say("there is no action #{event}", event=Verbatim(str(target)[:10])),
                         "event")
    if found.seq in voided:
        raise EventError(say("#{event} is already undone", event=found.seq), "event")
    if found.kind == "created":
        raise EventError(say("the event's set-up cannot be undone"), "event")
    if found.kind == "swap":
        _check_unplayed(db, record, state, found.payload.get("entrants"))
    if found.kind == "round":
        last = state.rounds[-1] if state.rounds else None
        if last is None or last.seq != found.seq:
            raise EventError(say("only the last round can be undone"), "event")
        played = db.execute("SELECT COUNT(*) FROM events e JOIN tournament_tables tt ON "
                            "tt.table_id = e.table_id WHERE tt.tournament_id = ? AND "
                            f"tt.round_seq = ? AND e.{PLAY}",
                            [record.id, found.seq]).fetchone()[0]
        entered = [k for k in state.entered if k[0] == last.round.number]
        if played or entered:
            raise EventError(say("round {round} has been played at its tables: correct its "
                                 "results instead", round=last.round.number), "event")
    try:
        log.replay(events + [Event(state.seq + 1, "undo", {"event": found.seq})])
    except RefereeError as error:
        raise EventError(say("Can't undo #{event}: {reason}", event=found.seq,
                             reason=error.message), "event") from None


def _check_unplayed(db: sqlite_utils.Database, record: EventRecord, state: log.EventState,
                    entrants: Any) -> None:
    """Two entrants' places change only before their tables are played: neither table of the
    last round has a hand (a name corrected is no hand)."""
    if not state.rounds or not isinstance(entrants, list):
        return  # the action's own check names what is wrong
    drawn = state.rounds[-1]
    named = set()
    for raw in entrants:
        try:
            named.add(log._entrant(state, raw))
        except EventError:
            return
    tables = [m.table for m in drawn.round.matches if named & set(m.entrants)]
    for table in tables:
        played = db.execute("SELECT COUNT(*) FROM events e JOIN tournament_tables tt ON "
                            "tt.table_id = e.table_id WHERE tt.tournament_id = ? AND "
                            f"tt.round_seq = ? AND tt.number = ? AND e.{PLAY}",
                            [record.id, drawn.seq, table]).fetchone()[0]
        if played:
            raise EventError(say("table {table} of round {round} has been played: its places "
                                 "stay as they are", table=table, round=drawn.round.number),
                             "entrants")


def _renamed(db: sqlite_utils.Database, record: EventRecord, state: log.EventState) -> None:
    """The last round's tables seat who the event now says (after a swap, or its undo): each
    seat whose player changed is renamed at its table, an ordinary table action, so the
    table's pages show it at once. Each rename's idempotency key names the event's point and
    the seat: sent again, it applies once. (The two entrants sit at different tables, and a
    name is used once in the event, so a new name is never one its table still holds.)"""
    if not state.rounds:
        return
    drawn = state.rounds[-1]
    by_table = {m.table: m for m in drawn.round.matches}
    for link in links(db, record):
        match = by_table.get(link.number)
        if link.round_seq != drawn.seq or match is None:
            continue
        table, _ = store.find_table(db, link.edit_key)
        book = store.state_of(db, table)
        for seat, who in enumerate(seating(state, match.sides)):
            if book.name(seat) != who["name"]:
                store.append(db, link.edit_key, "rename", {"seat": seat, "name": who["name"]},
                             idempotency_key=f"seat-{state.seq}-{seat}", actor="organiser")


def _announce(db: sqlite_utils.Database, record: EventRecord) -> None:
    """After a commit: the app's hub wakes the room's streams, which read the event again."""
    changed = getattr(db, "kibitzer_changed", None)
    if changed is not None:
        changed(record.edit_key)


# --- rounds -----------------------------------------------------------------------------------

def links(db: sqlite_utils.Database, record: EventRecord) -> list[TableLink]:
    rows = db.execute("SELECT tt.round_seq, tt.number, t.id, t.edit_key, t.view_key FROM "
                      "tournament_tables tt JOIN tables t ON t.id = tt.table_id WHERE "
                      "tt.tournament_id = ? ORDER BY tt.round_seq, tt.number", [record.id])
    return [TableLink(*row) for row in rows]


@dataclass(frozen=True)
class Seat:
    """Where a table sits in its event: the event, the round (by the action that drew it) and
    the table's number in it."""

    event: EventRecord
    round_seq: int
    number: int


def seat_of(db: sqlite_utils.Database, table_id: int) -> Seat | None:
    """The event a table was set out by, or None: a table of no event (one indexed read)."""
    row = db.execute("SELECT t.id, t.edit_key, t.view_key, t.created_at, tt.round_seq, "
                     "tt.number FROM tournament_tables tt JOIN tournaments t ON t.id = "
                     "tt.tournament_id WHERE tt.table_id = ?", [table_id]).fetchone()
    if row is None:
        return None
    return Seat(EventRecord(*row[:4]), row[4], row[5])


def head_of(db: sqlite_utils.Database, record: EventRecord) -> int:
    """The event's newest action's number: it moves with every action of the event itself
    (a round, a result entered, an entrant), not with its tables' hands."""
    return _head(db, record)[0]


def make_round(db: sqlite_utils.Database, key: str, results: dict[tuple[int, int], Any],
               idempotency_key: Any = None) -> tuple[log.EventState, log.Drawn, bool]:
    """Draw the next round from the committed seed, make its tables and record it.

    ``results`` are the results as they stand (the tables' and the organiser's): the round is
    drawn from them, and they are kept with it so the draw can be checked. The round is
    drawn first (no lock held), then its tables, the round and their links are written in
    one transaction: a draw refused (the event moved meanwhile) or killed midway leaves no
    table behind. A second post of the same draw (its idempotency key) answers the round the
    first one drew, even when it arrives while the first is drawing."""
    _check_key(idempotency_key)
    record = writable(db, key)
    if idempotency_key and _seen(db, record, idempotency_key, "round", {}):
        return _drawn_with(db, record, idempotency_key)
    state = state_of(db, record)
    spec = state.spec
    assert spec is not None
    draw = state.draws + 1
    seed = _seed(db, record, draw)
    try:
        drawn = rules.next_round(state.field(results), draws.seeded_random(seed))
    except RefereeError as error:
        raise EventError(error.message, error.field) from None
    setups = [read_setup(spec.game, seating(state, m.sides), dict(spec.table_options))
              for m in drawn.matches]
    next_seed = draws.new_seed(secrets.SystemRandom())
    payload = {"round": drawn.to_dict(), "draw": draw, "rules": rules.DRAW_RULES, "seed": seed,
               "commitment": draws.commit(seed), "next_commitment": draws.commit(next_seed),
               "results": {f"{r}.{t}": list(p) for (r, t), p in sorted(results.items())}}
    with store.immediate(db):
        already = bool(idempotency_key) and _seen(db, record, idempotency_key, "round", {})
        if not already:
            now_state, events = _book(db, record)
            if now_state.seq != state.seq:
                raise StaleError(say("the event changed while the round was drawn; try "
                                     "again"), "round")
            event = Event(state.seq + 1, "round", payload, "organiser", store.now(),
                          idempotency_key or None)
            after = copy.deepcopy(now_state)
            log.apply(after, event)
            _insert(db, record, event)
            db.execute("INSERT OR IGNORE INTO tournament_seeds (tournament_id, draw, seed) "
                       "VALUES (?, ?, ?)", [record.id, draw + 1, next_seed])
            for match, setup in zip(drawn.matches, setups):
                table, _ = store.insert_table(db, setup, [])
                db.execute("INSERT INTO tournament_tables (tournament_id, round_seq, number, "
                           "table_id) VALUES (?, ?, ?, ?)",
                           [record.id, event.seq, match.table, table.id])
    if already:
        return _drawn_with(db, record, idempotency_key)
    _announce(db, record)
    return after, after.rounds[-1], True


def _drawn_with(db: sqlite_utils.Database, record: EventRecord,
                idempotency_key: str) -> tuple[log.EventState, log.Drawn, bool]:
    """The round an earlier post drew with this key (not applied again)."""
    state = state_of(db, record)
    made = next((d for d in state.rounds if _made_with(db, record, d, idempotency_key)), None)
    if made is None:
        raise EventError(say("the round made with this idempotency_key was undone"),
                         "idempotency_key")
    return state, made, False


def _made_with(db: sqlite_utils.Database, record: EventRecord, drawn: log.Drawn,
               idempotency_key: str) -> bool:
    row = db.execute("SELECT seq FROM tournament_events WHERE tournament_id = ? AND "
                     "idempotency_key = ?", [record.id, idempotency_key]).fetchone()
    return row is not None and row[0] == drawn.seq


def _seed(db: sqlite_utils.Database, record: EventRecord, draw: int) -> str:
    row = db.execute("SELECT seed FROM tournament_seeds WHERE tournament_id = ? AND draw = ?",
                     [record.id, draw]).fetchone()
    if row is None:
        raise EventError(say("this event's next seed is missing"), "round")
    return row[0]


def seating(state: log.EventState, sides: tuple[tuple[int, ...], tuple[int, ...]]
            ) -> list[dict[str, Any]]:
    """A match's players in seating order, the sides alternating (A B A B): side 0 is team 0."""
    players = [[p for e in side for p in state.entrants[e].players] for side in sides]
    if len(players[0]) == 1:
        return [{"name": players[0][0]}, {"name": players[1][0]}]
    return [{"name": players[s][i], "team": s} for i in range(len(players[0])) for s in (0, 1)]


# --- a table's call for the arbiter -------------------------------------------------------------

def call(db: sqlite_utils.Database, table_key: Any, reason: Any, ruling: Any = None,
         idempotency_key: Any = None) -> tuple[log.EventState, log.Call, bool]:
    """A round's table calls the arbiter, from its edit link (the scoreboard's cannot); the
    event, its round and the table's number are the table's own. ``ruling``: true for the
    table's latest ruling, or the number of its history line holding one. Answers the event's
    state, the call, and whether it was newly made."""
    _check_key(idempotency_key)
    table, can_write = store.find_table(db, table_key)
    if not can_write:
        raise store.ReadOnlyError(say("this is the scoreboard link: it can only watch the "
                                      "table"))
    seat = seat_of(db, table.id)
    state = state_of(db, seat.event) if seat is not None else None
    drawn = next((d for d in state.rounds if d.seq == seat.round_seq), None) \
        if state is not None and seat is not None else None
    if seat is None or drawn is None:
        raise EventError(say("this table is no round's of an event: there is no arbiter to "
                             "call"), "table")
    if isinstance(reason, str):
        reason = " ".join(reason.split())  # as kept: a retry typed the same is the same call
    payload = {"round": drawn.round.number, "table": seat.number, "reason": reason,
               "ruling": _ruling_line(store.state_of(db, table), ruling)}
    state, applied = _append(db, seat.event, "call", payload,
                             idempotency_key or None, "table")
    if applied:
        return state, state.calls[-1], True
    row = db.execute("SELECT seq FROM tournament_events WHERE tournament_id = ? AND "
                     "idempotency_key = ?", [seat.event.id, idempotency_key]).fetchone()
    made = next((c for c in state.calls if row is not None and c.id == row[0]), None)
    if made is None:
        raise EventError(say("the call made with this idempotency_key was undone"),
                         "idempotency_key")
    return state, made, False


def _ruling_line(book: Any, ruling: Any) -> int | None:
    """The table's history line whose ruling goes with a call: true for its latest ruling."""
    if ruling is None or ruling is False:
        return None
    lines = [h for h in book.history if not h.voided and h.detail
             and h.detail.get("explanation")]
    if ruling is True:
        if not lines:
            raise EventError(say("this table has no ruling to show the arbiter"), "ruling")
        return int(lines[-1].seq)
    if isinstance(ruling, int) and not isinstance(ruling, bool) and \
            any(h.seq == ruling for h in lines):
        return ruling
    raise EventError(say("ruling is true (the table's latest) or the number of a line of the "
                         "table's history with a ruling"), "ruling")
