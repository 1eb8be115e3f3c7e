"""A long evening: a Chicago table scored and dealt hand after hand (2 events a hand).

1. Paired with an older commit (89f333c, the last before the languages work) in the same run: a
   cold read of a 1,000-hand table's state (the state cache emptied, as after a restart or once
   the cache let the table go), each side building the same table through its own store
   (``bench/_store_worker.py``); CPU time, median of ``--repeat``, best of ``--rounds`` turns.
2. This checkout, through the app in process (Flask's test client): the API state with
   ``?events=10`` and ``?events=50`` at 10, 1,000 and 5,000 hands (bytes, and the time of the
   latter), and without (every event and pad row), the table's export.json and bringing it
   back through ``POST /api/v1/tables/import`` (wall and CPU time: the machine is shared, and
   whether the new table is in the same state).

    .venv/bin/python bench/evening.py [--against 89f333c] [--hands 10,1000,5000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _baseline import BASELINE, Side, paired, tree  # noqa: E402
from _http import ROOT, machine  # noqa: E402
from _store_worker import hand_actions  # noqa: E402

WORKER = Path(__file__).resolve().parent / "_store_worker.py"
APP_WORKER = Path(__file__).resolve().parent / "_cold_app_worker.py"


def _paired_ms(worker: Path, against: str, hands: int, rounds: int,
               repeat: int) -> tuple[float, float]:
    """Milliseconds of ``against`` and of this checkout for one worker's question, the two
    asked turn about in the same run."""
    sides = [Side(against, tree(against), worker), Side("this checkout", ROOT, worker)]
    try:
        rates = paired(sides, rounds, hands=hands, repeat=repeat)
    finally:
        for side in sides:
            side.close()
    then, now = (1000 / r for r in rates)
    return then, now


def cold_load(against: str, hands: int, rounds: int, repeat: int) -> None:
    then, now = _paired_ms(WORKER, against, hands, rounds, repeat)
    print(f"cold read of a {hands:,}-hand table ({2 * hands:,} events): {against} "
          f"{then:.2f} ms, this checkout {now:.2f} ms ({then / now:.2f}x as fast)")


def cold_page(against: str, hands: int, rounds: int, repeat: int) -> None:
    """The same evening opened as a phone opens it after a restart: a fresh app, the API's state
    with its newest 50 events (``_cold_app_worker.py``), paired in the same run."""
    then, now = _paired_ms(APP_WORKER, against, hands, rounds, repeat)
    print(f"a fresh app's GET ?events=50 of the {hands:,}-hand table: {against} {then:.2f} ms, "
          f"this checkout {now:.2f} ms of CPU ({then / now:.2f}x as fast)")


def median_ms(action: Any, repeat: int) -> float:
    action()
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def export_of(hands: int) -> dict[str, Any]:
    """The export.json of an evening of ``hands`` hands, as the app writes one."""
    return {"format": "kibitzer-table", "version": 1, "game": "chicago",
            "players": [{"name": n, "team": None} for n in ("Ann", "Boris", "Vika")],
            "options": {}, "tally": [],
            "events": [{"seq": i + 1, "kind": kind, "payload": payload, "actor": "Ann",
                        "at": "2026-01-01T20:00:00+00:00"}
                       for i, (kind, payload) in enumerate(hand_actions(hands))]}


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k != "events"} | {
        "events": [{k: v for k, v in e.items() if k != "at"} for e in state["events"]]}


def in_process(sizes: list[int], repeat: int) -> None:
    from app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"DATABASE": str(Path(tmp) / "evening.sqlite3"),
                          "BASE_URL": "http://bench", "TABLES_PER_CLIENT_PER_HOUR": 10_000})
        client = app.test_client()
        print(f"{'hands':>6} {'state ?events=10':>17} {'?events=50':>11} {'its time':>9} "
              f"{'all events':>11} {'export.json':>12} {'import':>8} {'(CPU)':>7}  same state")
        for hands in sizes:
            body = json.dumps(export_of(hands))
            made = client.post("/api/v1/tables/import", data=body,
                               content_type="application/json")
            assert made.status_code == 201, made.data[:200]
            key = made.json["edit_key"]
            url = f"/api/v1/tables/{key}?events=50"
            size = len(client.get(url).data)
            small = len(client.get(f"/api/v1/tables/{key}?events=10").data)
            whole = len(client.get(f"/api/v1/tables/{key}").data)
            took = median_ms(lambda: client.get(url), repeat)
            exported = client.get(f"/t/{key}/export.json").data
            started, cpu = time.perf_counter(), time.process_time()
            again = client.post("/api/v1/tables/import", data=exported,
                                content_type="application/json")
            imported, cpu = time.perf_counter() - started, time.process_time() - cpu
            assert again.status_code == 201, again.data[:200]
            same = comparable(client.get(f"/api/v1/tables/{key}").json) == comparable(
                client.get(f"/api/v1/tables/{again.json['edit_key']}").json)
            print(f"{hands:>6,} {small / 1024:>14.1f} KB {size / 1024:>8.1f} KB {took:>6.2f} ms "
                  f"{whole / 1024:>8.0f} KB {len(exported) / 1024:>9.0f} KB {imported:>6.2f} s "
                  f"{cpu:>5.2f} s  {same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default=BASELINE)
    parser.add_argument("--cold-hands", type=int, default=1000)
    parser.add_argument("--hands", default="10,1000,5000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    cold_load(args.against, args.cold_hands, args.rounds, args.repeat)
    cold_page(args.against, args.cold_hands, args.rounds, max(5, args.repeat // 2))
    in_process([int(n) for n in args.hands.split(",")], args.repeat)


if __name__ == "__main__":
    main()
