"""Club night: one event of 60 tables and 400 phones watching the room, against the real server.

Starts ``python app.py`` on a temporary database, creates an event of 120 Burraco pairs (a Danish
round of 3 hands: 60 tables) through the API, draws round 1 (60 real tables), then drives it:

- a scorekeeper a table posts its hands through the table API (``score``, then ``deal``; one
  action every ``--pace`` seconds, with an idempotency key), on past its 3 hands, so the tables
  keep moving while results come in;
- ``--phones`` screens hold the room's stream (``/api/v1/tournaments/<view_key>/stream?page=
  room``, gzip, each from a loopback address of its own) as the room's page does, in
  a process apart from the scorekeepers', niced (phones are devices of their own: 400 streams
  read in the scorekeepers' process delayed its reading of the actions' answers by tens of
  milliseconds at each result, counted as the server's); with
  ``--poll`` they poll the live region instead (``/r/<view_key>/live?v=<version>``) every
  ``--interval`` seconds, the way the page did before the stream: 204 while nothing changed.

It prints the action latency (p50, p99), the poll latency, and how long after each table's
result (the post of its third hand) every screen showed it (the region's count of results).

    .venv/bin/python bench/club.py --tables 60 --phones 400 --seconds 30
    .venv/bin/python bench/club.py --tables 60 --phones 400 --seconds 30 --poll
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import re
import statistics
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import (ROOT, Connection, ServerProcess, Stream, machine, ms,  # noqa: E402
                   percentile, poll)
from _baseline import tree  # noqa: E402
from load import burst  # noqa: E402

VERSION = re.compile(rb'data-version="([^"]+)"')
RESULTS = re.compile(rb'data-results="(\d+)"')
POLL = {"HX-Request": "true", "HX-Target": "room-live", "Accept": "*/*"}
HANDS = 3


class Run:
    def __init__(self) -> None:
        self.action_latency: list[float] = []
        self.result_at: list[float] = []
        """When each table's result was posted (its third hand), in the order they came."""
        self.seen: dict[int, list[float]] = defaultdict(list)
        """For each screen, when it first showed 1, 2, 3 … results."""
        self.poll_latency: list[float] = []
        self.polls = self.polls_200 = 0
        self.errors: dict[str, int] = defaultdict(int)
        self.began = self.ended = 0.0
        """When the tables started and stopped playing (``time.monotonic``)."""
        self.pushes: list[int] = []
        """For each streamed screen, how many changes it was sent."""


def api(server: ServerProcess, path: str, body: dict) -> dict:
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


async def scorekeeper(run: Run, port: int, number: int, edit_key: str, pace: float,
                      until: float) -> None:
    conn = Connection("127.0.0.1", port)
    await asyncio.sleep(random.uniform(0, pace))
    n = 0
    while time.monotonic() < until:
        hand, step = divmod(n, 2)
        body = ({"kind": "score", "teams": [random.randrange(0, 60) * 5,
                                            random.randrange(0, 60) * 5]}
                if step == 0 else {"kind": "deal"})
        body["idempotency_key"] = f"t{number}-{n}"
        started = time.monotonic()
        try:
            response = await conn.request("POST", f"/api/v1/tables/{edit_key}/events?events=0",
                                          json.dumps(body).encode(),
                                          {"Content-Type": "application/json"})
        except OSError as error:
            run.errors[f"scorekeeper {type(error).__name__}"] += 1
            continue
        finished = time.monotonic()
        if response.status in (200, 201):
            run.action_latency.append(finished - started)
            if step == 0 and hand == HANDS - 1:
                run.result_at.append(finished)
        else:
            run.errors[f"action answered {response.status}"] += 1
        n += 1
        await asyncio.sleep(max(0.0, started + pace - time.monotonic()))
    await conn.close()


async def screen(run: Run, port: int, index: int, view_key: str, interval: float,
                 version: str, until: float) -> None:
    shown = 0

    def changed(response: Any, now: float) -> None:
        nonlocal version, shown
        found, count = VERSION.search(response.body), RESULTS.search(response.body)
        if found:
            version = found.group(1).decode()
        if count:
            for _ in range(shown, int(count.group(1))):
                run.seen[index].append(now)
            shown = max(shown, int(count.group(1)))

    await poll(run, Connection("127.0.0.1", port), lambda: f"/r/{view_key}/live?v={version}",
               POLL, interval, until, "screen", changed)


async def streamed_screen(run: Run, port: int, index: int, view_key: str,
                          ready: asyncio.Event, finish: asyncio.Event) -> None:
    """A screen on the room's stream: it notes when each result count first shows."""
    shown = [0]

    def on_data(data: bytes, now: float) -> None:
        counts = RESULTS.findall(data)
        if counts:
            count = int(counts[-1])
            run.seen[index].extend([now] * max(0, count - shown[0]))
            shown[0] = max(shown[0], count)

    stop = asyncio.Event()
    stream = Stream("127.0.0.1", port, f"/api/v1/tournaments/{view_key}/stream?page=room",
                    f"127.0.{1 + index // 250}.{1 + index % 250}", on_data=on_data)
    task = asyncio.create_task(stream.run(stop))
    opened = asyncio.create_task(stream.opened.wait())
    await asyncio.wait([task, opened], return_when=asyncio.FIRST_COMPLETED)
    ready.set()  # open, or failed (counted below): either way not to be waited for
    opened.cancel()
    await finish.wait()
    run.pushes.append(len(stream.seen))
    stop.set()
    task.cancel()
    for outcome in await asyncio.gather(task, return_exceptions=True):
        if isinstance(outcome, Exception):
            run.errors[f"screen {type(outcome).__name__}"] += 1


async def drive(args: argparse.Namespace, server: ServerProcess, tables: list[str],
                view_key: str, version: str) -> Run:
    run = Run()
    if args.poll:
        run.began = time.monotonic()
        stop = run.began + args.seconds
        screens = [screen(run, server.port, i, view_key, args.interval, version, stop + 3)
                   for i in range(args.phones)]
        tasks = [scorekeeper(run, server.port, n, key, args.pace, stop)
                 for n, key in enumerate(tables)]
        await asyncio.gather(*tasks, *screens)
        run.ended = time.monotonic()
        return run
    # the screens are other devices: processes of their own, so that reading 400 streams
    # (each result inflated and searched 400 times) never delays this process's reading of
    # the actions' answers, which is what the action latency must measure
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    groups = [list(range(args.phones))[g::args.screen_processes]
              for g in range(args.screen_processes)]
    finished = context.Event()
    workers = [context.Process(target=screens_process,
                               args=(server.port, view_key, group, queue, finished,
                                     args.screen_nice))
               for group in groups if group]
    for worker in workers:
        worker.start()
    # every stream open before the first hand, so 400 connections are not counted against it
    for _ in workers:
        await asyncio.get_running_loop().run_in_executor(None, queue.get)
    run.began = time.monotonic()
    stop = run.began + args.seconds
    await asyncio.gather(*(scorekeeper(run, server.port, n, key, args.pace, stop)
                           for n, key in enumerate(tables)))
    run.ended = time.monotonic()
    await asyncio.sleep(3)  # the last results reach the screens
    finished.set()
    for _ in workers:
        seen, errors, pushes = await asyncio.get_running_loop().run_in_executor(None, queue.get)
        run.seen.update(seen)
        run.pushes += pushes
        for name, count in errors.items():
            run.errors[name] += count
    for worker in workers:
        worker.join()
    return run


def screens_process(port: int, view_key: str, indices: list[int], queue: Any,
                    finished: Any, nice: int) -> None:
    """A process of screens: says when all its streams are open, then, once the tables are
    done (``finished``), what each screen saw and when (``time.monotonic`` is the machine's
    clock, the same in every process). Niced: 400 phones are 400 devices, whose reading of
    the room is not the server's CPU; on 2 cores, at the priority of the server, their burst
    at each result took a core from it and was counted as the server's slowness."""
    os.nice(nice)
    run = Run()

    async def watch() -> None:
        opened = [asyncio.Event() for _ in indices]
        finish = asyncio.Event()
        tasks = [asyncio.create_task(streamed_screen(run, port, i, view_key, ready, finish))
                 for i, ready in zip(indices, opened)]
        await asyncio.gather(*(ready.wait() for ready in opened))
        queue.put("open")
        await asyncio.get_running_loop().run_in_executor(None, finished.wait)
        finish.set()
        await asyncio.gather(*tasks)

    asyncio.run(watch())
    queue.put((dict(run.seen), dict(run.errors), run.pushes))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=60)
    parser.add_argument("--phones", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--pace", type=float, default=2.0,
                        help="seconds between a table's actions")
    parser.add_argument("--poll", action="store_true",
                        help="screens poll the room (the way before the stream)")
    parser.add_argument("--interval", type=float, default=1.0,
                        help="seconds between a screen's polls (the page polls every 1 s)")
    parser.add_argument("--screen-processes", type=int, default=1,
                        help="processes the streamed screens run in (apart from the tables')")
    parser.add_argument("--screen-nice", type=int, default=10,
                        help="niceness of the screens' processes (0: as the server)")
    parser.add_argument("--burst", type=float, default=3,
                        help="seconds of throughput measurement for each endpoint (0: none)")
    parser.add_argument("--against", default="",
                        help="an older commit whose server runs the same night, turn about")
    parser.add_argument("--runs", type=int, default=1, help="nights of each side")
    args = parser.parse_args()
    sides = [("now", ROOT)]
    if args.against:
        sides.insert(0, (args.against, tree(args.against)))
    p99s: dict[str, list[float]] = defaultdict(list)
    for number in range(args.runs):
        for name, root in sides:
            print(f"\n== {name}, night {number + 1} of {args.runs} "
                  f"(load average {os.getloadavg()[0]:.2f})")
            p99s[name].append(night(args, root))
    if len(sides) > 1 or args.runs > 1:
        print("\naction p99 of each night:")
        for name, figures in p99s.items():
            print(f"  {name:>10}: {', '.join(f'{f * 1000:.1f}' for f in figures)} ms "
                  f"(median {statistics.median(figures) * 1000:.1f} ms)")


def night(args: argparse.Namespace, root: Path) -> float:
    """One night on the server of ``root``: its figures printed, its action p99 answered."""
    with tempfile.TemporaryDirectory() as tmp:
        watched = Path(tmp) / "server-watch.txt"
        server = ServerProcess(Path(tmp) / "club.sqlite3", root=root, env={
            "KIBITZER_BENCH_WATCH": str(watched),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(WATCH),
                                                        os.environ.get("PYTHONPATH")]))})
        try:
            made = api(server, "/api/v1/tournaments", {
                "game": "burraco", "name": "Bench night", "format": "danish", "rounds": 3,
                "hands_per_round": HANDS,
                "entrants": [{"name": f"Pair {i}", "players": [f"A{i}", f"B{i}"]}
                             for i in range(1, 2 * args.tables + 1)]})
            started = time.monotonic()
            drawn = api(server, f"/api/v1/tournaments/{made['edit_key']}/rounds", {})
            draw_time = time.monotonic() - started
            tables = [t["edit_key"] for t in drawn["tables"]]
            version = made["state"]["version"]
            run = asyncio.run(drive(args, server, tables, made["view_key"], version))
            bursts = bursts_of(args, server, made["view_key"]) if args.burst > 0 else {}
        finally:
            stderr = server.stop()
        report(args, run, draw_time)
        held(watched, run)
    if bursts:
        trivial = bursts["trivial"][0]
        print(f"throughput, 20 connections, {args.burst:g} s each (baseline: /healthz):")
        for name, (rate, statuses) in bursts.items():
            print(f"  {name:<22} {rate:7.0f} req/s  ({rate / trivial:.2f} of trivial) "
                  f"{statuses}")
    if "Traceback" in stderr:
        print("server errors:\n" + stderr[-3000:])
    return percentile(run.action_latency, 99)


WATCH = Path(__file__).resolve().parent / "_serverwatch"
"""The server's own note of its pauses (its ``sitecustomize``)."""


def held(watched: Path, run: Run) -> None:
    """What the server noted of its pauses while the tables played."""
    gcs: list[float] = []
    holds: list[float] = []
    lines = watched.read_text().split("\n") if watched.exists() else []
    for line in lines:
        parts = line.split()
        if len(parts) == 3 and run.began <= float(parts[0]) <= run.ended:
            (gcs if parts[1] == "gc" else holds).append(float(parts[2]))
    print(f"  the server: its loop held over 20 ms {len(holds)} times (longest "
          f"{max(holds, default=0):.1f} ms); {len(gcs)} full collections over 5 ms (longest "
          f"{max(gcs, default=0):.1f} ms)")


def bursts_of(args: argparse.Namespace, server: ServerProcess,
              view_key: str) -> dict[str, tuple[float, dict[int, int]]]:
    """The room's poll (204), its region and the trivial endpoint, each in turn, as fast as 20
    connections can ask: the same server, the same moment, so the ratio is what counts."""
    with urllib.request.urlopen(f"{server.url}/api/v1/tournaments/{view_key}") as answer:
        version = json.loads(answer.read())["version"]
    endpoints = (("trivial", "/healthz", {}),
                 ("room poll (204)", f"/r/{view_key}/live?v={version}", POLL),
                 ("room region (200)", f"/r/{view_key}/live?v=old", POLL),
                 ("room page", f"/r/{view_key}", {}))
    return {name: asyncio.run(burst("127.0.0.1", server.port, path, 20, args.burst, headers))
            for name, path, headers in endpoints}


def report(args: argparse.Namespace, run: Run, draw_time: float) -> None:
    every: list[float] = []
    missed = 0
    for k, posted in enumerate(sorted(run.result_at)):
        seen = [times[k] for times in run.seen.values() if len(times) > k]
        if len(seen) < args.phones:
            missed += 1
            continue
        every.append(max(seen) - posted)
    actions = len(run.action_latency)
    print(f"machine: {machine()}")
    print(f"event: {args.tables} tables ({2 * args.tables} pairs), round 1 drawn with its "
          f"tables made in {ms(draw_time)}")
    watching = (f"screens polling the room every {args.interval:g} s" if args.poll
                else "screens on the room's stream")
    print(f"load: {args.tables} scorekeepers (an action each {args.pace:g} s), {args.phones} "
          f"{watching}, {args.seconds:g} s")
    print(f"  actions: {actions} ({actions / args.seconds:.1f}/s), latency p50 "
          f"{ms(percentile(run.action_latency, 50))}, p99 "
          f"{ms(percentile(run.action_latency, 99))}, max {ms(max(run.action_latency or [0]))}")
    print(f"  polls: {run.polls} ({run.polls_200} with a change), latency p50 "
          f"{ms(percentile(run.poll_latency, 50))}, p99 {ms(percentile(run.poll_latency, 99))}")
    print(f"  results: {len(run.result_at)}; on every screen p50 {ms(percentile(every, 50))}, "
          f"p99 {ms(percentile(every, 99))}, max {ms(max(every or [0]))}"
          f"{f'; {missed} not on every screen before the end' if missed else ''}")
    if run.pushes:
        print(f"  changes sent to each screen: {min(run.pushes)} to {max(run.pushes)}")
    print(f"  errors: {dict(run.errors) or 'none'}")


if __name__ == "__main__":
    main()
