"""The SQLite store: the only module that touches the database.

Tables are created by numbered migrations. Every append runs in one ``BEGIN IMMEDIATE``
transaction that checks the action against the table's current state (the cached one when the
table's head still matches it, else a replay of the log) and writes it, so
two phones never interleave a read and a write, a repeated idempotency key applies once, and a
committed action survives a killed server (WAL with ``synchronous=FULL``).

An undo replays the log from the nearest snapshot before what it changes
(:mod:`scorebook.snapshots`), and does so before taking the write lock, which every table of
the file shares: inside, it only checks that the table's head has not moved meanwhile.
"""

from __future__ import annotations

import bisect
import json
import secrets
import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Iterator

import sqlite_utils

from referee.words import Message, Verbatim, clauses, say

from . import snapshot_store, snapshots
from .heads import HeadCache
from .events import Event, EventError, Player, StaleError, TableSetup
from .migrations import MIGRATIONS
from .kinds import kind_for
from .replay import (GameOverError, ReplayConflict, advance, last_live_before, same_payload,
                     voided_by)
from .state import State, copy_of

BUSY_TIMEOUT_MS = 10_000
MAX_PAYLOAD_BYTES = 16_384
UNDO_ATTEMPTS = 3
"""Times an undo is worked out before taking the write lock; if the table moved under it every
time, it is worked out once more inside the lock, where nothing can move."""


class NotFoundError(LookupError):
    """No table has this key."""


class ReadOnlyError(PermissionError):
    """The key is the scoreboard's: it can read and never write."""




def connect(path: str) -> sqlite_utils.Database:
    """Open the database with the settings every connection needs, and migrate it."""
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                           check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    # WAL is kept in the file: switching to it needs the write lock, so do it only once.
    if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")
    db = sqlite_utils.Database(conn)
    migrate(db)
    return db


def migrate(db: sqlite_utils.Database) -> int:
    """Apply the migrations not yet applied; answer the schema version.

    An up-to-date file is recognised with one read, so opening a connection (once a request)
    takes no write lock.
    """
    if db.execute("PRAGMA user_version").fetchone()[0] >= len(MIGRATIONS):
        return len(MIGRATIONS)
    with immediate(db):
        version = db.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            for statement in filter(str.strip, script.split(";")):
                db.execute(statement)
            db.execute(f"PRAGMA user_version = {number}")
    return len(MIGRATIONS)


@contextmanager
def immediate(db: sqlite_utils.Database) -> Iterator[None]:
    """A write transaction taken at its start, so a read-then-write cannot interleave.

    Under the server (:func:`use_writer`), this process's writers take turns on its own lock
    before ``BEGIN IMMEDIATE``, and the ``COMMIT`` (its fsync, the longest part of a write)
    runs in a thread: the loop serves everyone else meanwhile, and the next writer waits on
    the lock, never in SQLite's busy handler, which would hold the whole loop."""
    writing = getattr(db, "kibitzer_writing", None)
    if writing is None:
        with _transaction(db, db.execute):
            yield
        return
    offload = getattr(db, "kibitzer_offload", _inline)
    with writing, _transaction(db, lambda sql: offload(db.conn.execute, sql)):
        yield


@contextmanager
def _transaction(db: sqlite_utils.Database, commit: Callable[[str], Any]) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    commit("COMMIT")


@dataclass(frozen=True)
class TableRecord:
    id: int
    edit_key: str
    view_key: str
    setup: TableSetup
    created_at: str
    origin: str = ""
    """The table's lineage (see :func:`new_origin`): an import keeps its export's."""


def new_origin() -> str:
    """A random name for a table's lineage; it opens nothing, so an export may carry it."""
    return secrets.token_hex(8)


def new_key() -> str:
    """128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def create_table(db: sqlite_utils.Database, setup: TableSetup) -> TableRecord:
    """A new table with new keys and no events yet."""
    return import_table(db, setup, [])


def import_table(db: sqlite_utils.Database, setup: TableSetup, events: list[Event],
                 then: Callable[[sqlite_utils.Database, str], None] | None = None,
                 origin: str | None = None,
                 replayed: tuple[State, snapshots.Snapshots] | None = None) -> TableRecord:
    """A new table (new keys) holding ``events`` as they were: the caller has replayed them
    already, so this only writes, in one transaction. ``then`` (given the new view key) writes
    what goes with the table in the same transaction, or raises to write nothing (a draw
    marked as the table's). ``origin`` is the exported table's lineage, kept (a new one when
    absent). ``replayed``, the caller's replay's state and snapshots, is kept (in the
    database's snapshots and the state cache), so the table's first read does not replay it
    all again."""
    with immediate(db):
        record, book = insert_table(db, setup, events, origin, replayed)
        if then is not None:
            then(db, record.view_key)
    if book is not None:
        cache_of(db).put(record.edit_key, book)
    return record


def insert_table(db: sqlite_utils.Database, setup: TableSetup, events: list[Event],
                 origin: str | None = None,
                 replayed: tuple[State, snapshots.Snapshots] | None = None
                 ) -> tuple[TableRecord, Book | None]:
    """:func:`import_table`'s rows, written in the caller's own transaction (a round's tables
    with the round, an event's with the event: all of them or none); the table's book to
    cache once that transaction has committed (None when ``replayed`` is not given)."""
    if not db.conn.in_transaction:
        raise RuntimeError("insert_table writes inside the caller's transaction (immediate)")
    created = now()
    origin = origin or new_origin()
    edit_key, view_key = new_key(), new_key()
    players = json.dumps([p.to_dict() for p in setup.players])
    cursor = db.execute(
        "INSERT INTO tables (edit_key, view_key, game, players, options, created_at, "
        "origin) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [edit_key, view_key, setup.game, players, json.dumps(setup.options), created, origin])
    table_id = cursor.lastrowid
    cursor.executemany("INSERT INTO events (table_id, seq, kind, payload, actor, at, "
                       "idempotency_key) VALUES (?, ?, ?, ?, ?, ?, NULL)",
                       [(table_id, event.seq, event.kind, json.dumps(event.payload),
                         event.actor, event.at) for event in events])
    book = None
    if replayed is not None and events:
        state, taken = replayed
        voided = voided_by(events)
        kept = snapshot_store.keep(db, table_id, state, voided, taken, 0, voided,
                                   every_row=True)
        book = Book(_head(db, table_id), state, list(events), voided, taken, kept)
    return TableRecord(table_id, edit_key, view_key, setup, created, origin), book


def events_of(db: sqlite_utils.Database, record: TableRecord) -> list[Event]:
    """Every event of the table, in order (for an export)."""
    return _book(db, record).events


def _record(row: tuple[Any, ...]) -> TableRecord:
    table_id, edit_key, view_key, game, players, options, created, origin = row
    setup = TableSetup(game, tuple(Player(p["seat"], p["name"], p.get("team"),
                                          p.get("gender") or "")
                                   for p in json.loads(players)), json.loads(options))
    return TableRecord(table_id, edit_key, view_key, setup, created, origin or "")


RECORDS_KEPT = 1024


def find_table(db: sqlite_utils.Database, key: str) -> tuple[TableRecord, bool]:
    """The table with this key, and whether the key may write (the edit key)."""
    if not isinstance(key, str) or not 10 <= len(key) <= 64:
        raise NotFoundError(say("no table has this link"))
    row = db.execute("SELECT id, edit_key, view_key, game, players, options, created_at, "
                     "origin FROM tables WHERE edit_key = ? OR view_key = ?", [key, key]).fetchone()
    if row is None:
        raise NotFoundError(say("no table has this link"))
    cache = cache_of(db)
    record = cache.records.get(row[1])
    if record is None or record.id != row[0]:
        record = _record(row)
        cache.keep_record(row[1], record)
    return record, secrets.compare_digest(record.edit_key, key)


def load_events(db: sqlite_utils.Database, table_id: int, after: int = 0) -> list[Event]:
    rows = db.execute("SELECT seq, kind, payload, actor, at, idempotency_key FROM events "
                      "WHERE table_id = ? AND seq > ? ORDER BY seq", [table_id, after])
    return [Event(seq, kind, json.loads(payload), actor, at, key)
            for seq, kind, payload, actor, at, key in rows]


Head = tuple[int, int]
"""The newest event of a table: its seq and its row id (0, 0 for a table with no events)."""


@dataclass(frozen=True)
class Book:
    """A table as of its head: its state, the events it came from, their voided set and the
    snapshots taken on the way. Never changed once made (a new one replaces it)."""

    head: Head
    state: State
    events: list[Event]
    voided: dict[int, int]
    snapshots: snapshots.Snapshots = ()
    kept: int = 0
    """The last seq up to which the database holds this table's snapshots
    (:mod:`scorebook.snapshot_store`)."""


class StateCache:
    """The last state of each table and the events it came from, so that reading a table and
    appending to it cost the same at the 10,000th event as at the 10th.

    Entries are keyed by the table's edit key (unique across database files, unlike row ids) and
    checked against the table's head (newest seq and its row id) before use. A cached state is
    never changed: an append works on a copy (:func:`_working_copy`) and replaces the entry only
    once its transaction has committed. The snapshots an undo starts from live in the same
    entry, so they are checked against the head with the state and dropped with it.
    """

    def __init__(self, size: int = 256) -> None:
        self.books: HeadCache[Book] = HeadCache(size)
        self._lock = threading.Lock()
        self.records: dict[str, TableRecord] = {}
        """Tables as set up, by edit key: a setup never changes, so a poll need not parse it."""

    def keep_record(self, key: str, record: TableRecord) -> None:
        with self._lock:
            self.records[key] = record
            while len(self.records) > RECORDS_KEPT:
                self.records.pop(next(iter(self.records)))

    def get(self, key: str, head: Head) -> Book | None:
        return self.books.get(key, head)

    def put(self, key: str, book: Book) -> None:
        self.books.put(key, book.head, book)

    def clear(self) -> None:
        self.books.clear()
        with self._lock:
            self.records.clear()


CACHE = StateCache()
"""The cache of code that runs without an app (scripts, benchmarks); a running app keeps its
own (``app.extensions``), handed to the store with each connection (:func:`use_cache`)."""


def use_cache(db: sqlite_utils.Database, cache: StateCache) -> sqlite_utils.Database:
    db.kibitzer_cache = cache  # type: ignore[attr-defined]
    return db


def cache_of(db: sqlite_utils.Database) -> StateCache:
    return getattr(db, "kibitzer_cache", CACHE)


def _inline(work: Callable[..., Any], *args: Any) -> Any:
    return work(*args)


def use_offload(db: sqlite_utils.Database, offload: Callable[..., Any]) -> None:
    """How this connection's long work (a replay) is run: the server hands it to a thread, so
    one long table does not stall everyone else's requests."""
    db.kibitzer_offload = offload  # type: ignore[attr-defined]


def use_writer(db: sqlite_utils.Database, lock: Any) -> None:
    """The lock this process's writers take turns on (the server's: a greenlet waits on it
    without holding the loop); with it, a transaction's ``COMMIT`` is offloaded
    (:func:`immediate`)."""
    db.kibitzer_writing = lock  # type: ignore[attr-defined]


def use_notify(db: sqlite_utils.Database, notify: Callable[[str, int], None]) -> None:
    """Whom this connection tells of each action it commits (the app's hub, whose streams
    push the change to every phone at the table): ``notify(edit_key, seq)``."""
    db.kibitzer_notify = notify  # type: ignore[attr-defined]


def _long(db: sqlite_utils.Database, work: Callable[..., Any], *args: Any) -> Any:
    """``work(*args)``, offloaded unless a write transaction is open: a transaction must never
    wait on anything (another request's ``BEGIN IMMEDIATE`` would wait on it in turn)."""
    if db.conn.in_transaction:
        return work(*args)
    return getattr(db, "kibitzer_offload", _inline)(work, *args)


def _head(db: sqlite_utils.Database, table_id: int) -> Head:
    """One lookup in the (table_id, seq) index."""
    row = db.execute("SELECT seq, id FROM events WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                     [table_id]).fetchone()
    return (row[0], row[1]) if row else (0, 0)


def state_of(db: sqlite_utils.Database, record: TableRecord) -> State:
    """The table's state now, replayed from its events (through the cache).

    The answer is shared with other requests: read it, never change it.
    """
    return _book(db, record).state


def _book(db: sqlite_utils.Database, record: TableRecord) -> Book:
    """The table as of its head (cached when the head still matches, else replayed)."""
    head = _head(db, record.id)
    cached = cache_of(db).get(record.edit_key, head)
    if cached is not None:
        return cached
    with snapshot_store.no_collection():
        events = load_events(db, record.id)
        voided = voided_by(events)
        state, taken, kept = _long(db, snapshot_store.cold, db, record.id, record.setup,
                                   events, voided)
    book = Book(head, state, events, voided, taken, kept)
    # the head is read again in the same snapshot only when nothing was appended in between
    if state.seq == head[0]:
        cache_of(db).put(record.edit_key, book)
    return book


def _working_copy(state: State) -> State:
    """A copy of a cached state that an action may change: everything deep-copied except the
    setup (frozen), the history lines and the pad's rows (never changed once written; the
    lists are new)."""
    return copy_of(state, list(state.history))


def append(db: sqlite_utils.Database, key: str, kind: str, payload: dict[str, Any],
           idempotency_key: str | None = None, actor: str = "",
           expected_seq: int | None = None, seen_seq: int | None = None) -> tuple[State, bool]:
    """Append one action and answer the new state, and whether it was newly applied.

    - ``idempotency_key`` already used at this table: nothing is written; the state is returned
      with ``False``.
    - ``expected_seq`` given and the table has moved on: refused (:class:`StaleError`).
    - ``seen_seq`` (a form rendered at that point) and the table has moved on: refused with the
      fresh state, unless the kind still means the same on a moved table (``Kind.stale_ok``: a
      bet, a payment, an undo of a named action).
    """
    if not isinstance(payload, dict):
        raise EventError(say("the action's fields must be an object"), "payload")
    encoded = json.dumps(payload, sort_keys=True)
    if len(encoded) > MAX_PAYLOAD_BYTES:
        raise EventError(say("the action is too large"), "payload")
    if idempotency_key is not None and (not isinstance(idempotency_key, str)
                                        or not 1 <= len(idempotency_key) <= 100):
        raise EventError(say("idempotency_key must be text of 1 to 100 characters"),
                         "idempotency_key")
    record, writable = find_table(db, key)
    if not writable:
        raise ReadOnlyError(say("this is the scoreboard link: it can only watch the table"))
    kind_for(record.setup.game, kind).check_fields(payload)
    # a table not in the cache is replayed before the write lock is taken, not inside it
    book = _book(db, record)
    if kind == "undo":
        # worked out outside the write lock, which a long replay would hold from every table
        for _ in range(UNDO_ATTEMPTS):
            undo = _long(db, _undo, book, payload, actor, idempotency_key)
            try:
                return _write(db, record, kind, payload, idempotency_key, actor, expected_seq,
                              seen_seq, undo)
            except _HeadMoved:
                book = _book(db, record)
                continue
    return _write(db, record, kind, payload, idempotency_key, actor, expected_seq, seen_seq)


class _HeadMoved(Exception):
    """The table moved between working out an undo and taking the write lock."""


@dataclass(frozen=True)
class _Undo:
    """An undo worked out against ``before``: the event and the table after it, or why not."""

    before: Book
    event: Event | None = None
    after: State | None = None
    voided: dict[int, int] | None = None
    snapshots: snapshots.Snapshots = ()
    refused: EventError | None = None


def _write(db: sqlite_utils.Database, record: TableRecord, kind: str, payload: dict[str, Any],
           idempotency_key: str | None, actor: str, expected_seq: int | None,
           seen_seq: int | None, undo: _Undo | None = None) -> tuple[State, bool]:
    """The append's transaction; ``undo``, worked out before it, is used if the head is still
    the one it was worked out against (else :class:`_HeadMoved`)."""
    with immediate(db):
        seen = db.execute("SELECT seq, kind, payload FROM events WHERE table_id = ? AND "
                          "idempotency_key = ?", [record.id, idempotency_key]).fetchone() \
            if idempotency_key else None
        if seen is not None:
            _check_same_action(db, record, seen, kind, payload)
            state = None
        else:
            if undo is None:
                book = _fresh(db, record)
            elif _head(db, record.id) == undo.before.head:
                book = undo.before
            else:
                raise _HeadMoved
            state = book.state
            action = kind_for(record.setup.game, kind)
            if expected_seq is not None and expected_seq != state.seq:
                raise StaleError(say("the table has changed since #{seen} (it is at #{now}); "
                                     "look again and retry", seen=action_number(expected_seq),
                                     now=action_number(state.seq)),
                                 "expected_seq")
            if state.outcome is not None and not action.after_end:
                raise GameOverError(state)  # said first: a stale form changes nothing then
            if seen_seq is not None and seen_seq != state.seq and (
                    not action.stale_ok or (kind == "undo" and "event" not in payload)):
                raise StaleError(say("Someone changed the table while you were entering this "
                                     "({changes}). Nothing was recorded: check the table and "
                                     "try again.", changes=changes_since(state, seen_seq)),
                                 "seen_seq")
            if kind == "undo":
                undo = undo or _undo(book, payload, actor, idempotency_key)
                if undo.refused is not None:
                    raise undo.refused
                assert undo.event and undo.after and undo.voided is not None
                event, state = undo.event, undo.after
                voided, taken = undo.voided, undo.snapshots
            else:
                event = Event(state.seq + 1, kind, payload, str(actor or "")[:40], now(),
                              idempotency_key)
                state = advance(_working_copy(state), event)
                # a new action is live and voids nothing: the voided set stays as it was
                voided, taken = book.voided, snapshots.with_snapshot(book.snapshots, state)
            cursor = db.execute("INSERT INTO events (table_id, seq, kind, payload, actor, at, "
                                "idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                                [record.id, event.seq, event.kind, json.dumps(event.payload),
                                 event.actor, event.at, idempotency_key])
            kept = snapshot_store.keep(db, record.id, state, voided, taken, book.kept,
                                       book.voided)
            written = Book((event.seq, cursor.lastrowid), state, book.events + [event], voided,
                           taken, kept)
    if state is None:
        return state_of(db, record), False
    cache_of(db).put(record.edit_key, written)
    notify = getattr(db, "kibitzer_notify", None)
    if notify is not None:
        notify(record.edit_key, state.seq)
    return state, True


def event_of_key(db: sqlite_utils.Database, record: TableRecord,
                 idempotency_key: str | None) -> int | None:
    """The seq of the action recorded with this idempotency key at this table, if any."""
    if not idempotency_key:
        return None
    row = db.execute("SELECT seq FROM events WHERE table_id = ? AND idempotency_key = ?",
                     [record.id, idempotency_key]).fetchone()
    return row[0] if row else None


def _check_same_action(db: sqlite_utils.Database, record: TableRecord,
                       seen: tuple[int, str, str], kind: str, payload: dict[str, Any]) -> None:
    """A repeated idempotency key is the same request again (a double tap, a retry), which
    applies once; the key on a different action would silently lose that action, so it is
    refused instead. The two are compared whole, with the kind's defaults filled in
    (:meth:`Kind.filled`): a field one of them lacks is its default, not a match. An undo
    without ``event`` means what it meant when first sent: the last live action then."""
    seq, seen_kind, seen_payload = seen
    stored = json.loads(seen_payload)
    differs = kind != seen_kind
    if not differs:
        action = kind_for(record.setup.game, kind)
        given = dict(payload)
        if kind == "undo" and given.get("event") is None:
            given["event"] = last_live_before(_fresh(db, record).events, seq)
        differs = not same_payload(action.filled(stored), action.filled(given))
    if differs:
        raise EventError(say("this request's idempotency_key was already used for #{event} "
                             "({kind}), a different action; nothing was recorded: send it "
                             "again with a new key", event=action_number(seq),
                             kind=Verbatim(seen_kind)),
                         "idempotency_key")


def _fresh(db: sqlite_utils.Database, record: TableRecord) -> Book:
    """The table inside the write transaction (cached when the head still matches; the caller
    copies the state before changing it)."""
    return _book(db, record)


def _undo(book: Book, payload: dict[str, Any], actor: str,
          idempotency_key: str | None) -> _Undo:
    """The undo of ``payload["event"]`` (the last live action when absent) at the table as
    ``book`` has it, replayed from the nearest snapshot before the first event whose voiding
    it changes; or why it is refused. Touches no database."""
    events = book.events
    target = payload.get("event")
    if target is None:
        target = next((e.seq for e in reversed(events)
                       if e.seq not in book.voided and e.kind != "undo"), None)
        if target is None:
            return _Undo(book, refused=EventError(say("there is nothing to undo"), "event"))
    if isinstance(target, bool) or not isinstance(target, int):
        return _Undo(book, refused=EventError(say("event must be the number of an action"),
                                              "event"))
    if _event_at(events, target) is None:
        return _Undo(book, refused=EventError(say("there is no action #{event}",
                                                  event=action_number(target)), "event"))
    if target in book.voided:
        return _Undo(book, refused=EventError(say("#{event} is already undone",
                                                  event=action_number(target)), "event"))
    event = Event(book.state.seq + 1, "undo", {"event": target}, str(actor or "")[:40], now(),
                  idempotency_key)
    events = events + [event]
    voided = voided_by(events)
    changed = snapshots.first_change(book.voided, voided) or event.seq
    try:
        state, taken = snapshots.replay_from(book.state.setup, events, voided,
                                             book.state.history, book.snapshots, changed)
    except ReplayConflict as conflict:
        return _Undo(book, refused=EventError(
            say("Can't undo #{event}: {reason} Undo #{conflict} first.",
                event=action_number(target), reason=conflict.message,
                conflict=action_number(conflict.seq)), "event"))
    return _Undo(book, event, state, voided, taken)


def undo_consequences(db: sqlite_utils.Database, record: TableRecord,
                      target: int) -> list[Message]:
    """What undoing action ``target`` would change besides itself, in the table's words: each
    later action whose line reads differently, and each side whose book moves (empty when
    nothing later depends on it, or when the undo is refused anyway: the refusal says why).
    Writes nothing."""
    book = _book(db, record)
    undo = _long(db, _undo, book, {"event": target}, "", None)
    if undo.after is None:
        return []
    before, after = book.state, undo.after
    changes = []
    old_lines = {line.seq: line for line in before.history}
    for line in after.history:
        old = old_lines.get(line.seq)
        if old is None or line.seq <= target or line.voided or old.voided:
            continue
        if line.text != old.text:
            changes.append(say("#{event} {before} becomes: {after}",
                               event=action_number(line.seq), before=old.text, after=line.text))
    if changes:
        unit = before.info.tokens_word if before.uses_tokens else say("points")
        names = _side_names(before)
        for name, was, now_ in zip(names, before.side_scores(), after.side_scores()):
            if was != now_:
                changes.append(say("{side}: {before} → {after} {unit}", side=Verbatim(name),
                                   before=was, after=now_, unit=unit))
        if before.outcome != after.outcome:
            changes.append(say("the end of the game changes with it"))
    return changes


def _side_names(state: State) -> list[str]:
    if state.uses_teams and not state.uses_tokens:
        return [" & ".join(state.name(s) for s in side) for side in state.sides]
    return [state.name(p.seat) for p in state.players]


def _event_at(events: list[Event], seq: int) -> Event | None:
    """The event numbered ``seq``, found without a scan (events are in order of seq)."""
    index = bisect.bisect_left(events, seq, key=lambda e: e.seq)
    return events[index] if index < len(events) and events[index].seq == seq else None


def action_number(seq: Any) -> Verbatim:
    """An action's number as the history shows it ("#12345": a name, never grouped)."""
    return Verbatim(str(seq))


def changes_since(state: State, seq: int) -> Message:
    lines = [line.text for line in state.history if line.seq > seq][-3:]
    return clauses(*lines) if lines else say("the table moved on")
