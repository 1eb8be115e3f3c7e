"""One side of bench/evening.py's paired cold page: builds a Chicago evening (a result, then the
next deal, hand after hand) through the store of the checkout given as ``--root``, then opens it
as a phone does after a restart: a fresh app, ``GET /api/v1/tables/<key>?events=50``, the
table's cache empty. Times the request's CPU (the machine is shared; wall time moves with it).

It imports nothing of the bench's own checkout. Asked one JSON line, it answers one.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    root = sys.argv[sys.argv.index("--root") + 1]
    sys.path.insert(0, root)
    from app import create_app
    from scorebook import store
    from scorebook.setup import read_setup

    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "evening.sqlite3")
        tables: dict[int, str] = {}
        for line in sys.stdin:
            asked = json.loads(line)
            hands = asked["hands"]
            if hands not in tables:
                db = store.connect(path)
                db.execute("PRAGMA synchronous = OFF")  # a thrown-away file
                record = store.create_table(db, read_setup("chicago", ["Ann", "Boris", "Vika"],
                                                           {}))
                for hand in range(hands):
                    store.append(db, record.edit_key, "score",
                                 {"points": [1, -1, 0] if hand % 2 == 0 else [-1, 1, 0]})
                    store.append(db, record.edit_key, "deal", {})
                db.conn.close()
                tables[hands] = record.edit_key
            times = []
            for _ in range(asked["repeat"]):
                store.CACHE.clear()  # as after a restart
                client = create_app({"TESTING": True, "DATABASE": path}).test_client()
                client.get("/healthz")
                started = time.process_time()
                answer = client.get(f"/api/v1/tables/{tables[hands]}?events=50")
                times.append(time.process_time() - started)
                assert answer.status_code == 200, answer.status_code
            sys.stdout.write(json.dumps({"rate": 1 / statistics.median(times),
                                         "median_ms": statistics.median(times) * 1000}) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
