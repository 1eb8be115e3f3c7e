"""Push: a room of phones on the stream, against the real server (issue 20).

Starts ``python app.py`` (the README's run command: gevent's WSGI server) on a temporary
database on loopback and drives it from this process (asyncio, one connection a phone):

1. **Load.** ``--viewers`` phones hold a scoreboard stream each (``/api/v1/tables/<view key>/
   stream?page=board``, gzip, from their own loopback address as phones have their own), spread
   over ``--tables`` tables; one writer a table posts an API action every ``--pace`` seconds.
   Printed: action latency p50/p99, the delay from an action's post to a viewer receiving it
   (every viewer's, and the slowest viewer of each action), and the server's resident memory
   before and after the streams opened.
2. **Bytes a change.** For tables of 10, 1,000 and 5,000 hands (a Belote pad, built in the
   store first): the bytes on the wire a phone's stream takes for one scored hand (the table
   page's stream and the scoreboard's, gzip), and, from the same server in the same run, what
   the old poll sent for the same change (the whole live region, gzipped).
3. **Idle.** What a stream costs while the table is quiet: its heartbeats over 30 s.

    .venv/bin/python bench/push.py --tables 40 --viewers 2000 --seconds 20

Every loop is bounded; the server is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import (Connection, ServerProcess, Stream, machine, ms,  # noqa: E402
                   percentile, seed_tables)

CYCLE = [("ante", {}), ("bet", {"seat": 1, "amount": 1}),
         ("transfer", {"from": 0, "to": 2, "amount": 1}), ("collect", {"seat": 0}),
         ("transfer", {"from": 2, "to": 0, "amount": 1})]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def post(connection: Connection, path: str, body: dict[str, Any]) -> Any:
    response = await connection.request("POST", path, json.dumps(body).encode(),
                                        {"Content-Type": "application/json"})
    return response


STREAMS = {"board": "?page=board", "table": "?page=table", "json": ""}
"""What a viewer's stream asks: the scoreboard's parts, the table page's parts (the edit
link), or a program's JSON."""


def viewer_paths(keys: list[tuple[str, str]], viewers: int,
                 mix: list[str]) -> list[tuple[int, str]]:
    """Each viewer's table and stream: the tables in turn, the kinds of stream in turn."""
    out = []
    for n in range(viewers):
        table = n % len(keys)
        edit, view = keys[table]
        kind = mix[(n // len(keys)) % len(mix)]
        key = edit if kind == "table" else view
        out.append((table, f"/api/v1/tables/{key}/stream{STREAMS[kind]}"))
    return out


def viewers_process(host: str, port: int, paths: list[tuple[int, str]], queue: Any,
                    finished: Any) -> None:
    """The phones, in a process of their own (phones are devices of their own: 2,000 streams
    read beside the writers delayed the writers' reading of their answers, counted as the
    server's slowness): says when every stream is open, then, once the writers are done
    (``finished``), when each stream saw each seq (``time.monotonic`` is the machine's clock,
    the same in every process)."""

    async def run() -> list[tuple[int, dict[int, float], int]]:
        stop = asyncio.Event()
        streams = [(table, Stream(host, port, path, f"127.0.{1 + n // 250}.{1 + n % 250}"))
                   for n, (table, path) in enumerate(paths)]
        tasks = [asyncio.create_task(s.run(stop)) for _, s in streams]
        started = time.monotonic()
        await asyncio.wait_for(asyncio.gather(*(s.opened.wait() for _, s in streams)), 120)
        queue.put(time.monotonic() - started)
        await asyncio.get_running_loop().run_in_executor(None, finished.wait)
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return [(table, stream.seen, stream.wire) for table, stream in streams]

    seen = asyncio.run(run())
    import resource
    used = resource.getrusage(resource.RUSAGE_SELF)
    queue.put((seen, used.ru_utime + used.ru_stime))


async def load(host: str, port: int, keys: list[tuple[str, str]], viewers: int,
               seconds: float, pace: float, pid: int, mix: list[str]) -> None:
    import multiprocessing
    rss_before = rss_kib(pid)
    context = multiprocessing.get_context("spawn")
    queue, finished = context.Queue(), context.Event()
    paths = viewer_paths(keys, viewers, mix)
    worker = context.Process(target=viewers_process, args=(host, port, paths, queue, finished))
    worker.start()
    opened_in = await asyncio.get_running_loop().run_in_executor(None, queue.get)
    print(f"{viewers} streams open in {opened_in:.1f} s ({', '.join(mix)} in turn), read in "
          "a process of their own")
    rss_open = rss_kib(pid)

    sent: dict[tuple[int, int], float] = {}
    latency: list[float] = []
    errors: defaultdict[str, int] = defaultdict(int)

    async def writer(table: int, edit_key: str) -> None:
        connection = Connection(host, port)
        await asyncio.sleep(random.uniform(0, pace))
        step = 0
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            kind, fields = CYCLE[step % len(CYCLE)]
            step += 1
            began = time.monotonic()
            response = await post(connection, f"/api/v1/tables/{edit_key}/events?events=0",
                                  {"kind": kind, "idempotency_key": f"{table}-{step}",
                                   **fields})
            done = time.monotonic()
            if response.status in (200, 201):
                latency.append(done - began)
                sent[(table, json.loads(response.body)["seq"])] = began
            else:
                errors[f"{kind} {response.status}"] += 1
            await asyncio.sleep(max(0.0, pace - (time.monotonic() - began)))
        await connection.close()

    await asyncio.gather(*(writer(t, key) for t, (key, _) in enumerate(keys)))
    await asyncio.sleep(2)  # the last actions reach every viewer
    rss_during = rss_kib(pid)
    finished.set()
    seen_by, phones_cpu = await asyncio.get_running_loop().run_in_executor(None, queue.get)
    worker.join()

    each, slowest, missed = [], [], 0
    viewers_of: defaultdict[int, list[dict[int, float]]] = defaultdict(list)
    for table, seen, _ in seen_by:
        viewers_of[table].append(seen)
    for (table, seq), at in sent.items():
        times = []
        for seen in viewers_of[table]:
            if seq in seen:
                times.append(seen[seq] - at)
            else:
                missed += 1
        each.extend(times)
        if times:
            slowest.append(max(times))
    await asyncio.sleep(3)
    print(f"actions: {len(latency)} ({len(latency) / seconds:.1f}/s), "
          f"errors: {dict(errors) or 'none'}, deliveries missed: {missed}")
    print(f"action latency p50 / p99: {ms(percentile(latency, 50))} / "
          f"{ms(percentile(latency, 99))} (max {ms(max(latency))})")
    print(f"action → a viewer p50 / p99: {ms(percentile(each, 50))} / "
          f"{ms(percentile(each, 99))} ({len(each)} deliveries)")
    print(f"action → every viewer of its table p50 / p99: {ms(percentile(slowest, 50))} / "
          f"{ms(percentile(slowest, 99))}")
    print(f"the phones' own process: {phones_cpu:.1f} s of CPU over the run (opening "
          f"{viewers} streams and reading every change: the clients' cost, on the same cores)")
    print(f"server RSS: {rss_before / 1024:.0f} MiB before the streams, "
          f"{rss_open / 1024:.0f} MiB with {viewers} open, {rss_during / 1024:.0f} MiB at the "
          f"run's end, {rss_kib(pid) / 1024:.0f} MiB 3 s after they closed")


def build_evening(database: Path, hands: int) -> tuple[str, str]:
    """A Belote table of ``hands`` scored hands, written straight into the store."""
    from scorebook import store
    from scorebook.events import Event
    from scorebook.setup import read_setup
    db = store.connect(str(database))
    setup = read_setup("belote", [{"name": n} for n in ("Ann", "Bob", "Cat", "Dan")],
                       {"target": 100_000})
    events, at = [], store.now()
    for hand in range(hands):
        events.append(Event(len(events) + 1, "score",
                            {"teams": [10 + hand % 7, 12 - hand % 7]}, "bench", at, None))
        events.append(Event(len(events) + 1, "deal", {}, "bench", at, None))
    record = store.import_table(db, setup, events)
    db.conn.close()
    return record.edit_key, record.view_key


async def bytes_a_change(host: str, port: int, sizes: dict[int, tuple[str, str]]) -> None:
    print("\nbytes on the wire for one scored hand (gzip), by the length of the evening:")
    print(f"{'hands':>6} | {'table page stream':>17} | {'scoreboard stream':>17} | "
          f"{'old poll (live region)':>22}")
    for hands, (edit, view) in sizes.items():
        warm = Connection(host, port)  # a cold long table is replayed once, before measuring
        await warm.request("GET", f"/api/v1/tables/{edit}?events=0")
        await warm.close()
        stop = asyncio.Event()
        page = Stream(host, port, f"/api/v1/tables/{edit}/stream?page=table", "127.0.9.1")
        board = Stream(host, port, f"/api/v1/tables/{view}/stream?page=board", "127.0.9.2")
        tasks = [asyncio.create_task(s.run(stop)) for s in (page, board)]
        await asyncio.gather(page.opened.wait(), board.opened.wait())
        connection = Connection(host, port)
        # the first change after a stream opens sends its page whole; the second is the one a
        # phone that has been watching receives
        for action in ({"kind": "score", "teams": [90, 72]}, {"kind": "deal"},
                       {"kind": "score", "teams": [90, 72]}):
            before = (page.wire, board.wire)
            answer = await post(connection, f"/api/v1/tables/{edit}/events?events=0", action)
            seq = json.loads(answer.body)["seq"]
            deadline = time.monotonic() + 10
            while (seq not in page.seen or seq not in board.seen) and \
                    time.monotonic() < deadline:
                await asyncio.sleep(0.01)
        page_bytes, board_bytes = page.wire - before[0], board.wire - before[1]
        old = await connection.request("GET", f"/t/{edit}/board?seq=-1",
                                       headers={"HX-Request": "true",
                                                "Accept-Encoding": "gzip"})
        await connection.close()
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        print(f"{hands:>6} | {page_bytes:>15,} B | {board_bytes:>15,} B | "
              f"{len(old.body):>20,} B")


async def polling(host: str, port: int, keys: list[tuple[str, str]], viewers: int,
                  seconds: float, pace: float) -> None:
    """The old way on the same server, for comparison: each phone polls its scoreboard every
    second (``bench/load.py``'s viewers and writers)."""
    import load as old
    run = await old.load_phase(argparse.Namespace(seconds=seconds, pace=pace, viewers=viewers),
                               host, port, keys)
    each, slowest = [], []
    for (table, seq), at in run.sent_at.items():
        times = [t - at for t in run.seen_at.get((table, seq), [])]
        each.extend(times)
        if len(times) == run.viewers_of[table]:
            slowest.append(max(times))
    print(f"\nthe old way, same server: {viewers} phones polling every second")
    print(f"action latency p50 / p99: {ms(percentile(run.action_latency, 50))} / "
          f"{ms(percentile(run.action_latency, 99))}; polls {run.polls} "
          f"({run.polls / (seconds + 3):.0f}/s)")
    print(f"action → a viewer p50 / p99: {ms(percentile(each, 50))} / "
          f"{ms(percentile(each, 99))}")
    print(f"action → every viewer of its table p50 / p99: {ms(percentile(slowest, 50))} / "
          f"{ms(percentile(slowest, 99))} ({len(slowest)} of {len(run.sent_at)} actions seen "
          "by every viewer of its table before the run ended)")


async def old_region_bytes(host: str, port: int, sizes: dict[int, tuple[str, str]]) -> None:
    """What the code before the stream sent a polling phone after each change: its whole live
    region, gzipped (the baseline server)."""
    connection = Connection(host, port)
    for hands, (edit, view) in sizes.items():
        table = await connection.request("GET", f"/t/{edit}/board?seq=-1", headers={
            "HX-Request": "true", "Accept-Encoding": "gzip"})
        board = await connection.request("GET", f"/s/{view}/live?seq=-1", headers={
            "HX-Request": "true", "Accept-Encoding": "gzip"})
        print(f"{hands:>6} | {len(table.body):>15,} B | {len(board.body):>15,} B")
    await connection.close()


def baseline_server(rev: str, database: Path, folder: Path) -> ServerProcess:
    """The app as it was at ``rev`` (extracted by ``bench/_baseline.py``), on a copy of the
    database."""
    import shutil

    from _baseline import tree
    copy = folder / "baseline.sqlite3"
    shutil.copy(database, copy)
    return ServerProcess(copy, root=tree(rev))


async def idle(host: str, port: int, view: str, seconds: float) -> None:
    stop = asyncio.Event()
    stream = Stream(host, port, f"/api/v1/tables/{view}/stream?page=board", "127.0.9.3")
    task = asyncio.create_task(stream.run(stop))
    await stream.opened.wait()
    opened = stream.wire
    await asyncio.sleep(seconds)
    stop.set()
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    print(f"\nan idle stream over {seconds:.0f} s: {stream.wire - opened} B on the wire "
          "(its heartbeats); the phone sends nothing")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--viewers", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pace", type=float, default=2.0)
    parser.add_argument("--idle", type=float, default=30)
    parser.add_argument("--pollers", type=int, default=300,
                        help="phones polling every second in the old way's phase (0: none)")
    parser.add_argument("--mix", default="board",
                        help="the viewers' streams, in turn: board, table, json "
                             "(e.g. board,table,json: a third each)")
    parser.add_argument("--against", default="",
                        help="an older commit whose server takes the same load first")
    parser.add_argument("--skip", default="",
                        help="phases left out: polling, bytes, idle (comma separated)")
    parser.add_argument("--baseline", default="bc567f9",
                        help="a commit before the stream, whose poll region is measured")
    args = parser.parse_args()
    print(machine())
    mix = [kind.strip() for kind in args.mix.split(",") if kind.strip()]
    skip = {phase.strip() for phase in args.skip.split(",")}
    sides = [("now", None)]
    if args.against:
        from _baseline import tree
        sides.insert(0, (args.against, tree(args.against)))
    for name, root in sides:
        with tempfile.TemporaryDirectory() as folder:
            database = Path(folder) / "push.sqlite3"
            keys = seed_tables(database, args.tables)
            sizes = ({hands: build_evening(database, hands) for hands in (10, 1000, 5000)}
                     if "bytes" not in skip else {})
            server = ServerProcess(database, **({"root": root} if root else {}))
            host, port = "127.0.0.1", server.port
            print(f"\n== {name}: python app.py (gevent), {args.tables} tables, {args.viewers} "
                  f"phones on the stream, an action a table every {args.pace:g} s for "
                  f"{args.seconds:g} s")
            try:
                asyncio.run(load(host, port, keys, args.viewers, args.seconds, args.pace,
                                 server.process.pid, mix))
                if args.pollers and "polling" not in skip:
                    asyncio.run(polling(host, port, keys, args.pollers, args.seconds,
                                        args.pace))
                if sizes:
                    asyncio.run(bytes_a_change(host, port, sizes))
                if "idle" not in skip:
                    asyncio.run(idle(host, port, keys[0][1], args.idle))
            finally:
                log = server.stop()
                if "Traceback" in log:
                    print("\nthe server logged errors:\n" + log[-3000:])
            if args.baseline and sizes and name == "now":
                old = baseline_server(args.baseline, database, Path(folder))
                try:
                    print(f"\nat {args.baseline} (before the stream), each change sent every "
                          "polling phone its whole region (gzip):")
                    print(f"{'hands':>6} | {'table page':>17} | {'scoreboard':>17}")
                    asyncio.run(old_region_bytes("127.0.0.1", old.port, sizes))
                finally:
                    old.stop()


if __name__ == "__main__":
    main()
