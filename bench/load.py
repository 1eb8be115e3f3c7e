"""Load: a club night of T tables and V phones watching scoreboards, against the real server.

Starts ``python app.py`` (the README's run command) on a temporary database, listening on
127.0.0.1 only, and drives it from this process:

- a writer a table posts an action through the API every ``--pace`` seconds (with a random
  phase), each with an idempotency key, retrying with the same key on a dropped connection;
- V viewers, spread over the tables, poll ``/s/<view_key>/live?after=N`` every second exactly as
  the scoreboard page does where its stream cannot open (static/live.js ``poll``: 204 while
  nothing changed, the parts that changed when something has, the new seq in
  ``X-Kibitzer-Seq``), each on its own keep-alive connection from an address of its own, as a
  phone's browser keeps one.

Then, on the same server, a closed loop of ``--concurrency`` connections asks as fast as it can
for the scoreboard poll (204), the scoreboard region (200) and ``/healthz`` (the trivial
endpoint) for ``--burst`` seconds each; the scoreboard's throughput is printed as a ratio of the
trivial endpoint's.

    .venv/bin/python bench/load.py --tables 40 --viewers 300 --seconds 20

Everything stops by itself: the load phase after ``--seconds`` (and a short drain so the last
actions reach every viewer), each burst after ``--burst`` seconds, then the server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import (Connection, ServerProcess, machine, ms, percentile, phone, poll,  # noqa: E402
                   seed_tables)

CYCLE = [("ante", {}), ("bet", {"amount": 1}), ("transfer", {"from": 0, "to": 1, "amount": 1}),
         ("collect", {}), ("transfer", {"from": 1, "to": 0, "amount": 1})]
AFTER_HEADERS = {"Accept": "*/*"}
"""What live.js's fetch of ``?after=N`` sends."""
POLL_HEADERS = {"HX-Request": "true", "HX-Target": "scoreboard", "HX-Trigger": "scoreboard",
                "Accept": "*/*"}


class Run:
    def __init__(self) -> None:
        self.action_latency: list[float] = []
        self.sent_at: dict[tuple[int, int], float] = {}
        self.seen_at: dict[tuple[int, int], list[float]] = defaultdict(list)
        self.viewers_of: dict[int, int] = defaultdict(int)
        self.errors: dict[str, int] = defaultdict(int)
        self.polls = 0
        self.polls_200 = 0
        self.poll_latency: list[float] = []


async def writer(run: Run, host: str, port: int, table: int, edit_key: str, pace: float,
                 until: float) -> None:
    conn = Connection(host, port, phone(1000 + table))  # the scorekeeper's phone
    await asyncio.sleep(random.uniform(0, pace))
    n = 0
    while time.monotonic() < until:
        kind, payload = nth_action(n)
        body = json.dumps({"kind": kind, "idempotency_key": f"t{table}-{n}", **payload}).encode()
        started = time.monotonic()
        for _ in range(5):
            try:
                response = await conn.request("POST", f"/api/v1/tables/{edit_key}/events", body,
                                              {"Content-Type": "application/json"})
                break
            except OSError as error:
                run.errors[f"writer {type(error).__name__}"] += 1
        else:
            continue
        finished = time.monotonic()
        if response.status in (200, 201):
            seq = json.loads(response.body)["seq"]
            run.action_latency.append(finished - started)
            run.sent_at[(table, seq)] = started
        else:
            run.errors[f"action answered {response.status}"] += 1
        n += 1
        await asyncio.sleep(max(0.0, started + pace - time.monotonic()))
    await conn.close()


async def viewer(run: Run, host: str, port: int, table: int, view_key: str,
                 until: float, source: str) -> None:
    seq = 0  # the page was loaded before the first action

    def changed(response: Any, now: float) -> None:
        nonlocal seq
        told = response.headers.get("x-kibitzer-seq")
        new = int(told) if told else seq
        for s in range(seq + 1, new + 1):
            run.seen_at[(table, s)].append(now)
        seq = new

    await poll(run, Connection(host, port, source), lambda: f"/s/{view_key}/live?after={seq}",
               AFTER_HEADERS, 1.0, until, "viewer", changed)


async def load_phase(args: argparse.Namespace, host: str, port: int,
                     keys: list[tuple[str, str]]) -> Run:
    run = Run()
    start = time.monotonic()
    stop_writing = start + args.seconds
    stop_viewing = stop_writing + 3.0
    tasks = [writer(run, host, port, t, edit, args.pace, stop_writing)
             for t, (edit, _) in enumerate(keys)]
    for v in range(args.viewers):
        table = v % len(keys)
        run.viewers_of[table] += 1
        tasks.append(viewer(run, host, port, table, keys[table][1], stop_viewing, phone(v)))
    await asyncio.gather(*tasks)
    run.elapsed = args.seconds  # type: ignore[attr-defined]
    return run


async def burst(host: str, port: int, path: str, concurrency: int, seconds: float,
                headers: dict[str, str]) -> tuple[float, dict[int, int]]:
    statuses: dict[int, int] = defaultdict(int)
    count = 0
    deadline = time.monotonic() + seconds

    async def loop() -> None:
        nonlocal count
        conn = Connection(host, port)
        while time.monotonic() < deadline:
            response = await conn.request("GET", path, headers=headers)
            statuses[response.status] += 1
            count += 1
        await conn.close()

    started = time.monotonic()
    await asyncio.gather(*(loop() for _ in range(concurrency)))
    return count / (time.monotonic() - started), dict(statuses)



def nth_action(n: int) -> tuple[str, dict[str, int]]:
    """The n-th action of a table's endless hand; each seat in turn bets and takes the pot, so
    nobody runs out of tokens however long it lasts."""
    kind, payload = CYCLE[n % len(CYCLE)]
    if kind in ("bet", "collect"):
        payload = {**payload, "seat": n // len(CYCLE) % 3}
    return kind, dict(payload)


def run_bursts(args: argparse.Namespace, port: int, view: str,
               seq: int) -> dict[str, tuple[float, dict[int, int]]]:
    """Each endpoint in turn, ``--rounds`` times over, so a busy moment of the machine does not
    fall on one endpoint only; the median round of each is kept."""
    endpoints = (("trivial", "/healthz", {}),
                 ("scoreboard poll (204)", f"/s/{view}/live?after={seq}", AFTER_HEADERS),
                 ("scoreboard change", f"/s/{view}/live?after={seq - 1}", AFTER_HEADERS),
                 ("scoreboard region", f"/s/{view}/live?seq=-1", POLL_HEADERS),
                 ("scoreboard page", f"/s/{view}", {}))
    rounds: dict[str, list[tuple[float, dict[int, int]]]] = defaultdict(list)
    for _ in range(args.rounds):
        for name, path, headers in endpoints:
            rounds[name].append(asyncio.run(burst("127.0.0.1", port, path, args.concurrency,
                                                  args.burst / args.rounds, headers)))
    return {name: sorted(results, key=lambda r: r[0])[len(results) // 2]
            for name, results in rounds.items()}


def report(args: argparse.Namespace, run: Run, bursts: dict[str, tuple[float, dict]],
           server_env: dict[str, str]) -> None:
    update: list[float] = []
    every: list[float] = []
    unseen = 0
    for (table, seq), sent in run.sent_at.items():
        seen = run.seen_at.get((table, seq), [])
        if len(seen) < run.viewers_of[table]:
            unseen += 1
            continue
        delays = [t - sent for t in seen]
        update += delays
        if delays:
            every.append(max(delays))
    actions = len(run.action_latency)
    print(f"machine: {machine()}")
    print(f"server: python app.py (gevent) {server_env or 'default settings'}")
    print(f"load: {args.tables} tables (one action each {args.pace:g} s), {args.viewers} "
          f"viewers polling every 1 s, {args.seconds:g} s")
    print(f"  actions: {actions} ({actions / args.seconds:.1f}/s), latency p50 "
          f"{ms(percentile(run.action_latency, 50))}, p99 "
          f"{ms(percentile(run.action_latency, 99))}, max {ms(max(run.action_latency or [0]))}")
    print(f"  polls: {run.polls} ({run.polls / (args.seconds + 3):.0f}/s, {run.polls_200} with "
          f"a change), latency p50 {ms(percentile(run.poll_latency, 50))}, p99 "
          f"{ms(percentile(run.poll_latency, 99))}")
    print(f"  action to a viewer: p50 {ms(percentile(update, 50))}, p99 "
          f"{ms(percentile(update, 99))}; to every viewer of its table: p50 "
          f"{ms(percentile(every, 50))}, p99 {ms(percentile(every, 99))}"
          f"{f'; {unseen} actions not seen by every viewer' if unseen else ''}")
    print(f"  errors: {dict(run.errors) or 'none'}")
    used, took = getattr(run, "server_cpu", (0.0, 1.0))
    print(f"  server CPU: {used:.1f} s in {took:.1f} s of load ({used / took:.0%} of one core; "
          f"one process, so above ~100 % requests wait)")
    trivial = bursts["trivial"][0]
    print(f"throughput, {args.concurrency} connections, {args.burst:g} s each in "
          f"{args.rounds} rounds (median round):")
    for name, (rate, statuses) in bursts.items():
        print(f"  {name:<22} {rate:7.0f} req/s  ({rate / trivial:.2f} of trivial) {statuses}")


def server_cpu(pid: int) -> float:
    """CPU seconds the server process has used (Linux; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--viewers", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pace", type=float, default=2.0,
                        help="seconds between a table's actions")
    parser.add_argument("--concurrency", type=int, default=20,
                        help="connections in the throughput bursts")
    parser.add_argument("--burst", type=float, default=6,
                        help="seconds of throughput measurement for each endpoint")
    parser.add_argument("--rounds", type=int, default=3,
                        help="the bursts are split into this many interleaved rounds")
    args = parser.parse_args()
    server_env: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        database = Path(tmp) / "load.sqlite3"
        keys = seed_tables(database, args.tables)
        server = ServerProcess(database, server_env)
        try:
            cpu, started = server_cpu(server.process.pid), time.monotonic()
            run = asyncio.run(load_phase(args, "127.0.0.1", server.port, keys))
            run.server_cpu = (server_cpu(server.process.pid) - cpu,  # type: ignore[attr-defined]
                              time.monotonic() - started)
            view = keys[0][1]
            seq = json.loads(__import__("urllib.request").request.urlopen(
                f"{server.url}/api/v1/tables/{view}").read())["seq"]
            bursts = run_bursts(args, server.port, view, seq)
        finally:
            stderr = server.stop()
    report(args, run, bursts, server_env)
    if "Traceback" in stderr:
        print("server errors:\n" + stderr[-3000:])


if __name__ == "__main__":
    main()
