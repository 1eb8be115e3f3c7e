"""Growth: does a long table stay as quick as a short one?

Builds Bura tables of 10, 1,000 and 10,000 events (appended through the store, as the API
appends them) and times, in process through Flask's test client (no network):

- the table page (``/t/<edit_key>``, which shows the latest 50 history lines),
- the scoreboard (``/s/<view_key>``) and its polled region when it has changed,
- the state (``store.state_of``, what every page starts from) and the API's state
  (``GET /api/v1/tables/<key>``, which lists every event),
- one more action appended (``POST /api/v1/tables/<edit_key>/events``),
- and, for the record, a cold replay (the state cache emptied, as after a restart).

Each figure is the median of ``--repeat`` runs after one warm-up.

    .venv/bin/python bench/growth.py
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import machine  # noqa: E402

CYCLE = [("ante", {}), ("bet", {"amount": 1}), ("transfer", {"from": 0, "to": 1, "amount": 1}),
         ("collect", {}), ("transfer", {"from": 1, "to": 0, "amount": 1})]



def nth_action(n: int) -> tuple[str, dict[str, int]]:
    """The n-th action of a table's endless hand; each seat in turn bets and takes the pot, so
    nobody runs out of tokens however long it lasts."""
    kind, payload = CYCLE[n % len(CYCLE)]
    if kind in ("bet", "collect"):
        payload = {**payload, "seat": n // len(CYCLE) % 3}
    return kind, dict(payload)


def median_time(action: Callable[[], Any], repeat: int) -> float:
    action()
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,1000,10000")
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    from app import create_app
    from scorebook import store
    from scorebook.setup import read_setup

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE": str(Path(tmp) / "growth.sqlite3"),
                          "BASE_URL": "http://bench"})
        client = app.test_client()
        db = store.connect(app.config["DATABASE"])
        rows: dict[str, dict[int, float]] = {}
        for size in sizes:
            setup = read_setup("bura", [{"name": "Ann"}, {"name": "Boris"}, {"name": "Vika"}],
                               {"tokens": 1000, "ante": 1})
            record = store.create_table(db, setup)
            started = time.perf_counter()
            for n in range(size):
                kind, payload = nth_action(n)
                store.append(db, record.edit_key, kind, dict(payload),
                             idempotency_key=f"g{n}")
            build = time.perf_counter() - started
            print(f"built a table of {size} events in {build:.1f} s "
                  f"({build / size * 1000:.2f} ms an append)", file=sys.stderr)
            edit, view = record.edit_key, record.view_key
            counter = [size]

            def append_one(query: str = "") -> Callable[[], None]:
                def post() -> None:
                    kind, payload = nth_action(counter[0])
                    counter[0] += 1
                    response = client.post(f"/api/v1/tables/{edit}/events{query}",
                                           json={"kind": kind, **payload})
                    assert response.status_code == 201, response.data
                return post

            def cold() -> None:
                store.CACHE.clear()
                store.state_of(db, record)

            def page(path: str, **headers: str) -> Callable[[], None]:
                def get() -> None:
                    response = client.get(path, headers=headers)
                    assert response.status_code == 200, (path, response.status_code)
                return get

            timings = {
                "table page": page(f"/t/{edit}"),
                "scoreboard page": page(f"/s/{view}"),
                "scoreboard region (changed)": page(f"/s/{view}/live?seq=-1",
                                                    **{"HX-Request": "true"}),
                "state (store.state_of)": lambda: store.state_of(db, record),
                "API state (all events)": page(f"/api/v1/tables/{edit}"),
                "API state (?events=50)": page(f"/api/v1/tables/{edit}?events=50"),
                "append one action (API)": append_one(),
                "append one action (API, ?events=50)": append_one("?events=50"),
                "cold replay (cache empty)": cold,
            }
            for name, action in timings.items():
                repeat = max(3, args.repeat // 10) if name.startswith("cold") else args.repeat
                rows.setdefault(name, {})[size] = median_time(action, repeat)
        db.conn.close()

    print(f"machine: {machine()}")
    print(f"median of {args.repeat} runs (cold replay: of {max(3, args.repeat // 10)})")
    header = "".join(f"{f'{s:,} events':>16}" for s in sizes)
    print(f"{'':30}{header}{'largest/smallest':>18}")
    for name, by_size in rows.items():
        cells = "".join(f"{by_size[s] * 1000:>13.3f} ms" for s in sizes)
        ratio = by_size[sizes[-1]] / by_size[sizes[0]]
        print(f"{name:30}{cells}{ratio:>17.2f}×")


if __name__ == "__main__":
    main()
