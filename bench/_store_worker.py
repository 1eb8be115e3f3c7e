"""One side of bench/evening.py's paired cold load: builds a Chicago evening through the store of
the checkout given as ``--root`` (this one, or an older commit's tree) and times reading it cold.

It imports nothing of the bench's own checkout. Asked one JSON line, it answers one.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path


def hand_actions(hands: int) -> list[tuple[str, dict]]:
    """Each hand scored (+1 and -1 in turn, so nobody reaches 52) and the next one dealt."""
    actions: list[tuple[str, dict]] = []
    for hand in range(hands):
        actions.append(("score", {"points": [1, -1, 0] if hand % 2 == 0 else [-1, 1, 0]}))
        actions.append(("deal", {}))
    return actions


def main() -> None:
    root = sys.argv[sys.argv.index("--root") + 1]
    sys.path.insert(0, root)
    from scorebook import store
    from scorebook.setup import read_setup

    with tempfile.TemporaryDirectory() as tmp:
        db = store.connect(str(Path(tmp) / "evening.sqlite3"))
        db.execute("PRAGMA synchronous = OFF")  # a thrown-away file: building it need not wait
        tables: dict[int, object] = {}
        for line in sys.stdin:
            asked = json.loads(line)
            hands = asked["hands"]
            if hands not in tables:
                record = store.create_table(db, read_setup("chicago", ["Ann", "Boris", "Vika"],
                                                           {}))
                for kind, payload in hand_actions(hands):
                    store.append(db, record.edit_key, kind, payload)
                tables[hands] = record
            record = tables[hands]
            times = []
            for _ in range(asked["repeat"]):
                store.CACHE.clear()  # as after a restart, or once the cache let it go
                started = time.process_time()
                state = store.state_of(db, record)
                times.append(time.process_time() - started)
            sys.stdout.write(json.dumps({"rate": 1 / statistics.median(times),
                                         "median_ms": statistics.median(times) * 1000,
                                         "seq": state.seq, "pad": len(state.pad)}) + "\n")
            sys.stdout.flush()
        db.conn.close()


if __name__ == "__main__":
    main()
