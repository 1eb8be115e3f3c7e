"""Snapshots kept in the database, so that a table read cold (after a restart, or once the state
cache has let it go) starts from its latest snapshot instead of its first event.

A snapshot is taken every :data:`scorebook.snapshots.SNAPSHOT_EVERY` events (500). In the
``snapshots`` table each one is a row ``(table_id, seq)`` holding

- ``lines``: the history lines of the events since the previous one (``seq - 499 .. seq``), so
  the rows of a table together hold its whole history, each line written once;
- ``voided``: which events up to ``seq`` were voided, and by which undo, when it was taken (the
  state after event ``seq`` depends only on events ``1..seq`` and on that);
- ``code``: a fingerprint of the code that took it (:func:`code`): a snapshot taken by another
  version of Kibitzer is never used, as its rules or its state may differ;
- ``state``: the state after event ``seq`` without its history, kept for the newest few rows
  only (:data:`STATES_KEPT`; older rows keep their lines).

A cold read uses the longest run of rows from ``seq`` 500 on that all agree with the table's
voided set now and with this code, starting from the newest of them that has a state, and
replays only the events after it. Snapshots are an aid, never the truth: a table with none, or
with rows that disagree, is replayed from its first event, and the answer is the same
(``tests/test_snapshot_store.py`` checks this against :func:`scorebook.replay.replay`).

The rows are written by the append that takes a snapshot, in its transaction (and by the next
appends, a few rows each, where rows are missing: a table from before this, or after an undo far
back). They are read with a restricted unpickler that makes only Kibitzer's own classes.

Why the format is what it is (issue 38: a snapshot that costs more to read than the replay it
saves is no snapshot). A 2,000-event Chicago evening (a result, then the next deal) read cold:
replaying it takes ~55 ms of CPU (89f333c, which had no rows); from its rows ~30 ms, of which
the history lines are most (each line is kept whole, its messages unrendered, so a page can say
it in any reader's language, and a state's history must hold every line for the pad and the
undo). The lines are pickled: the one format that keeps them as the objects they are without a
codec of our own for every message and card type; json would need one and read no faster.
Reading makes tens of thousands of new objects, and the cyclic collector, triggered by their
count, walked all of them for nothing: a cold read took 30 to 75 ms by when collections fell.
It is held off while a table is read cold (:func:`no_collection`): 28-34 ms every time
(``bench/evening.py``, paired with 89f333c in the same run).
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import gc
import hashlib
import io
import json
import pickle
from pathlib import Path
from typing import Any, Iterator

import sqlite_utils

from .events import Event, TableSetup
from .replay import advance
from . import snapshots
from .snapshots import Snapshot, Snapshots, first_change, replay_from, with_snapshot
from .state import HistoryLine, State

STATES_KEPT = 2
"""Rows that keep their state (the newest ones): a cold read needs only the newest."""
ROWS_A_WRITE = 8
"""Missing rows an append writes at most, oldest first (a long table from before snapshots were
kept gets them over its next appends, not all inside one write lock)."""


@functools.lru_cache(maxsize=1)
def code() -> str:
    """A fingerprint of the referee's and the scorebook's source: what a state is made by."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parent.parent
    for package in ("referee", "scorebook"):
        for path in sorted((root / package).glob("*.py")):
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def _seq(line: HistoryLine) -> int:
    return line.seq


def _voided_to(voided: dict[int, int], seq: int) -> str:
    return json.dumps(sorted((k, v) for k, v in voided.items() if k <= seq))


class _Unpickler(pickle.Unpickler):
    """Makes only classes of Kibitzer's own packages and a few plain builtins: a database file
    (a restored backup) is data, never code to run."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "builtins" and name in ("set", "frozenset", "tuple", "list", "dict"):
            return super().find_class(module, name)
        if module.split(".")[0] in ("referee", "scorebook"):
            found = super().find_class(module, name)
            if isinstance(found, type):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a snapshot")


@contextlib.contextmanager
def no_collection() -> Iterator[None]:
    """The cyclic garbage collector held off while a table is read cold: its events and a
    snapshot are thousands of new objects (events, history lines, their messages), and each
    allocation counts towards a collection that walks them all and finds no garbage (a cold
    read of a 2,000-event table took 30 to 75 ms of CPU, by when the collections fell)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _loads(blob: bytes) -> Any:
    return _Unpickler(io.BytesIO(blob)).load()


def _dumps(value: Any) -> bytes:
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


def cold(db: sqlite_utils.Database, table_id: int, setup: TableSetup, events: list[Event],
         voided: dict[int, int]) -> tuple[State, Snapshots, int]:
    """The table's state after ``events`` read cold: from its newest usable snapshot when it
    has one, else from the first event. Answers the state, the snapshots taken on the way (for
    an undo), and the last ``seq`` up to which the database's rows are complete and usable."""
    rows = db.execute("SELECT seq, code, voided, state IS NOT NULL FROM snapshots "
                      "WHERE table_id = ? ORDER BY seq", [table_id]).fetchall()
    kept = start = 0
    mine = code()
    for seq, made_by, said_voided, has_state in rows:
        if seq != kept + snapshots.SNAPSHOT_EVERY or made_by != mine or \
                said_voided != _voided_to(voided, seq):
            break
        kept = seq
        if has_state:
            start = seq
    if start:
        try:
            return _from(db, table_id, start, kept, events, voided)
        except (pickle.UnpicklingError, AttributeError, TypeError, ValueError, EOFError):
            kept = 0  # rows this code cannot read: replayed, and written again
    state, taken = replay_from(setup, events, voided, [], (), 1)
    return state, taken, kept


def _from(db: sqlite_utils.Database, table_id: int, start: int, kept: int,
          events: list[Event], voided: dict[int, int]) -> tuple[State, Snapshots, int]:
    history: list[HistoryLine] = []
    for (blob,) in db.execute("SELECT lines FROM snapshots WHERE table_id = ? AND seq <= ? "
                              "ORDER BY seq", [table_id, start]):
        history.extend(_loads(blob))
    blob = db.execute("SELECT state FROM snapshots WHERE table_id = ? AND seq = ?",
                      [table_id, start]).fetchone()[0]
    first = bisect.bisect_right(events, start, key=lambda e: e.seq)
    if len(history) != first or (history and history[-1].seq != start):
        raise ValueError("the rows' history does not match the events")
    snapshot = Snapshot(start, _loads(blob))  # never changed: the state goes on from a copy
    state = _loads(blob)
    state.history = history
    taken: Snapshots = (snapshot,)
    for event in events[first:]:
        advance(state, event, events, voided)
        taken = with_snapshot(taken, state)
    return state, taken, kept


def keep(db: sqlite_utils.Database, table_id: int, state: State, voided: dict[int, int],
         taken: Snapshots, kept: int, voided_before: dict[int, int],
         every_row: bool = False) -> int:
    """Write the rows the table lacks once ``state`` is its newest (inside the append's
    transaction): the snapshot just taken, rows an undo changed (from the first event whose
    voiding it changed), and at most :data:`ROWS_A_WRITE` missing ones (``every_row``: all, as
    an import writes them). Answers the new ``kept``."""
    if voided is not voided_before:  # an undo: rows from the first event it changed are wrong
        changed = first_change(voided_before, voided)
        if changed is not None:
            kept = min(kept, (changed - 1) // snapshots.SNAPSHOT_EVERY
                       * snapshots.SNAPSHOT_EVERY)
    due = state.seq // snapshots.SNAPSHOT_EVERY * snapshots.SNAPSHOT_EVERY
    if due <= kept:
        return kept
    # a state only for the rows that keep one (an import writes twenty rows at 10,000 events)
    newest = due - (STATES_KEPT - 1) * snapshots.SNAPSHOT_EVERY
    states = {s.seq: s.state for s in taken if s.seq >= newest}
    mine = code()
    written = kept
    every = snapshots.SNAPSHOT_EVERY
    for seq in range(kept + every, due + 1, every)[:None if every_row else ROWS_A_WRITE]:
        low = bisect.bisect_right(state.history, seq - every, key=_seq)
        high = bisect.bisect_right(state.history, seq, key=_seq)
        snapshot_state = states.get(seq)
        db.execute("INSERT OR REPLACE INTO snapshots (table_id, seq, code, voided, lines, state) "
                   "VALUES (?, ?, ?, ?, ?, ?)",
                   [table_id, seq, mine, _voided_to(voided, seq),
                    _dumps(state.history[low:high]),
                    _dumps(snapshot_state) if snapshot_state is not None else None])
        written = seq
    # only the newest rows keep a state; the rest of the table's rows are its history
    db.execute("UPDATE snapshots SET state = NULL WHERE table_id = ? AND state IS NOT NULL AND "
               "seq NOT IN (SELECT seq FROM snapshots WHERE table_id = ? AND state IS NOT NULL "
               "ORDER BY seq DESC LIMIT ?)", [table_id, table_id, STATES_KEPT])
    # rows past the head are from before an undo that made them wrong: never read, so dropped
    db.execute("DELETE FROM snapshots WHERE table_id = ? AND seq > ?", [table_id, written])
    return written
