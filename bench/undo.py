"""Undo on a long table: how long it takes, and what it does to the other tables' writes.

Builds Bura tables of 10,000 and 100,000 events in a real SQLite file (rows inserted directly in
one transaction, the same actions as ``bench/growth.py``: appending 100,000 through the store
takes minutes) and times, in process through the store (``store.append``, what the API calls):

- the first read of the long table (a cold replay, as after a restart),
- undo of the newest action (an action is appended, then undone; only the undo is timed),
- undo of an action 1,000 back,
- and a run of undos of the newest action on the long table while another thread (its own
  connection, as another server thread has) appends to a short table every ``--pace`` seconds:
  how many writes it got in, how long each took, and how many gave up on SQLite's busy timeout
  ("database is locked", a 500 for that phone). The same writer alone, with no undos running,
  is the baseline.

    .venv/bin/python bench/undo.py                      # minutes before the change, ~1 min after
    .venv/bin/python bench/undo.py --sizes 10000 --undos 5   # quick look
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

# growth first: it puts bench/ at the front of sys.path, and _http then puts the project before it
from growth import nth_action  # noqa: E402
from _http import machine, percentile  # noqa: E402


def build(db: Any, size: int) -> str:
    """A Bura table of ``size`` events, inserted as rows; answers its edit key."""
    from scorebook import store
    from scorebook.setup import read_setup
    setup = read_setup("bura", [{"name": "Ann"}, {"name": "Boris"}, {"name": "Vika"}],
                       {"tokens": 1000, "ante": 1})
    record = store.create_table(db, setup)
    at = store.now()
    rows = []
    for n in range(size):
        kind, payload = nth_action(n)
        rows.append((record.id, n + 1, kind, json.dumps(payload), "", at, f"b{n}"))
    with store.immediate(db):
        db.conn.executemany("INSERT INTO events (table_id, seq, kind, payload, actor, at, "
                            "idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    return record.edit_key


def timed(action: Callable[[], Any]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


class Table:
    """Appends the endless hand's next action, and undoes."""

    def __init__(self, db: Any, key: str, start: int) -> None:
        self.db, self.key, self.next = db, key, start

    def act(self) -> None:
        from scorebook import store
        kind, payload = nth_action(self.next)
        self.next += 1
        store.append(self.db, self.key, kind, payload)

    def pay(self) -> None:
        """A payment, which any seat can make at any point of the hand (so it can be undone
        and another made without breaking the hand's order)."""
        from scorebook import store
        giver = self.next % 3
        self.next += 1
        store.append(self.db, self.key, "transfer", {"from": giver, "to": (giver + 1) % 3,
                                                     "amount": 1})

    def undo(self, event: int | None = None) -> None:
        from scorebook import store
        store.append(self.db, self.key, "undo", {} if event is None else {"event": event})

    def undo_newest(self) -> float:
        self.pay()
        return timed(self.undo)

    def undo_back(self, size: int, back: int, count: int) -> list[float]:
        """Undo ``count`` payments about ``back`` actions before the end of the built log
        (payments only: voiding an ante or a bet could leave a later "take the pot" nothing
        to take)."""
        first = (size - back) // 5 * 5  # seq 5, 10, ...: the hand's second payment
        return [timed(lambda n=n: self.undo(first - 5 * n)) for n in range(count)]


class Writer(threading.Thread):
    """Other tables' scorekeepers: an action every ``pace`` seconds, on a connection of its
    own; a write refused with "database is locked" (the busy timeout ran out) is counted, and
    the next one tried."""

    def __init__(self, path: str, key: str, pace: float) -> None:
        super().__init__()
        self.path, self.key, self.pace = path, key, pace
        self.stop = threading.Event()
        self.latencies: list[float] = []
        self.locked_out: list[float] = []

    def run(self) -> None:
        from scorebook import store
        db = store.connect(self.path)
        table = Table(db, self.key, 0)
        try:
            while not self.stop.is_set():
                started = time.perf_counter()
                try:
                    table.act()
                except sqlite3.OperationalError:
                    table.next -= 1
                    self.locked_out.append(time.perf_counter() - started)
                else:
                    self.latencies.append(time.perf_counter() - started)
                self.stop.wait(self.pace)
        finally:
            db.conn.close()

    def __str__(self) -> str:
        refused = (f", {len(self.locked_out)} refused \"database is locked\" after "
                   f"{min(self.locked_out):.1f} s or more" if self.locked_out else "")
        return f"{len(self.latencies):5} writes   {figures(self.latencies)}{refused}"


def with_writer(path: str, key: str, pace: float,
                run: Callable[[], Any]) -> tuple[float, Writer]:
    """Run ``run`` while another thread writes to table ``key``; answer its time and the
    writer."""
    writer = Writer(path, key, pace)
    writer.start()
    try:
        took = timed(run)
    finally:
        writer.stop.set()
        writer.join()
    return took, writer


def figures(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"median {statistics.median(values) * 1000:8.1f} ms   "
            f"p90 {percentile(values, 90) * 1000:8.1f} ms   max {max(values) * 1000:8.1f} ms")


def measure(db: Any, path: str, other: str, size: int, undos: int, pace: float) -> None:
    from scorebook import store
    started = time.perf_counter()
    key = build(db, size)
    print(f"\n{size:,} events (inserted in {time.perf_counter() - started:.1f} s)")
    table = Table(db, key, size)
    found, _ = store.find_table(db, key)
    store.CACHE.clear()
    cold = timed(lambda: store.state_of(db, found))
    print(f"  first read (cold replay)          {cold * 1000:8.1f} ms")
    newest = [table.undo_newest() for _ in range(undos)]
    print(f"  undo the newest action            {figures(newest)}")
    back = table.undo_back(size, 1000, undos)
    print(f"  undo an action 1,000 back         {figures(back)}")

    alone, writer = with_writer(path, other, pace, lambda: time.sleep(2))
    print(f"  other table, alone for {alone:.2f} s    {writer}")
    run: list[float] = []
    took, writer = with_writer(
        path, other, pace, lambda: run.extend(table.undo_newest() for _ in range(undos)))
    print(f"  {undos} undos beside it took {took:.2f} s   undo {figures(run)}")
    print(f"  other table during them           {writer}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--undos", type=int, default=10,
                        help="undos timed for each figure (and in the run beside the writer)")
    parser.add_argument("--pace", type=float, default=0.01,
                        help="seconds between two writes to the other table (0.01: 100 a "
                             "second, five times a club night of 40 tables)")
    args = parser.parse_args()

    from scorebook import store

    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "undo.sqlite3")
        db = store.connect(path)
        other = build(db, 10)
        for size in (int(s) for s in args.sizes.split(",")):
            measure(db, path, other, size, args.undos, args.pace)
        db.conn.close()


if __name__ == "__main__":
    main()
