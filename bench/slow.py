"""Slow and stuck phones (issue 35): what they cost the table they watch, against the real server.

Starts ``python app.py`` on a temporary database (one Bura table), then, from a process of its
own (phones are devices of their own; their reading is not the server's CPU):

1. **Stuck and slow.** ``--stuck`` streams on the table's scoreboard that never read a byte
   after their request (a phone gone off the Wi-Fi, a frozen TV: a 4 KB receive buffer that
   fills), ``--slow`` that read 4 KB a second (weak Wi-Fi), and ``--healthy`` that read as it
   comes; a writer posts an action every ``--pace`` seconds for ``--seconds``. Printed: action
   latency p50 / p99, each change's delay to the healthy watchers (p50 / p99), the server's
   open database files and log handles and its resident memory: before the streams, during,
   and after they close.
2. **Churn.** ``--rounds`` rounds of ``--churn`` streams opened, sent a change, and closed;
   the server's resident memory after each (its growth bounded: after ten rounds within 20 %
   of after three).

``--against <commit>`` runs the same on an older commit's server (extracted with ``git
archive``, bench/_baseline.py) first, in the same run.

    .venv/bin/python bench/slow.py --stuck 300 --slow 300 --healthy 20 --seconds 20
    .venv/bin/python bench/slow.py --against 9247143
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import socket
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import ROOT, Connection, ServerProcess, machine, ms, percentile  # noqa: E402
from _baseline import tree  # noqa: E402


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def open_files(pid: int, database: Path) -> tuple[int, int, int]:
    """The server's file descriptors on the database file, on its write-ahead log, and its
    sockets."""
    files = logs = sockets = 0
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        files += target == str(database)
        logs += target == f"{database}-wal"
        sockets += target.startswith("socket:")
    return files, logs, sockets


def source(n: int) -> str:
    """A loopback address of its own for each phone (one address holds at most 100)."""
    return f"127.0.{1 + n // 90}.{1 + n % 90}"


def request_of(view: str, port: int) -> bytes:
    return (f"GET /api/v1/tables/{view}/stream?page=board HTTP/1.1\r\nHost: 127.0.0.1:{port}"
            "\r\nAccept: text/event-stream\r\nAccept-Language: nl\r\n\r\n").encode()


def phones(port: int, view: str, stuck: int, slow: int, healthy: int, queue: Any,
           finished: Any) -> None:
    """The phones, in a process of their own: stuck ones hold a socket they never read, slow
    ones read 4 KB a second, healthy ones note when each change (its seq) arrives."""
    held: list[socket.socket] = []
    for n in range(stuck):
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.bind((source(n), 0))
        sock.connect(("127.0.0.1", port))
        sock.sendall(request_of(view, port))
        held.append(sock)
    seen: list[dict[int, float]] = []

    async def slow_one(n: int, stop: asyncio.Event) -> None:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.bind((source(stuck + n), 0))
        sock.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(sock, ("127.0.0.1", port))
        await loop.sock_sendall(sock, request_of(view, port))
        while not stop.is_set():
            try:
                if not await asyncio.wait_for(loop.sock_recv(sock, 4096), 5):
                    break
            except asyncio.TimeoutError:
                pass
            await asyncio.sleep(1.0)
        sock.close()

    async def healthy_one(n: int, stop: asyncio.Event, ready: asyncio.Event) -> None:
        times: dict[int, float] = {}
        seen.append(times)
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", port, local_addr=(source(stuck + slow + n), 0))
        writer.write(request_of(view, port))
        await writer.drain()
        await reader.readuntil(b"\r\n\r\n")
        ready.set()
        buffer = b""
        while not stop.is_set():
            try:
                data = await asyncio.wait_for(reader.read(65536), 1)
            except asyncio.TimeoutError:
                continue
            if not data:
                break
            now = time.monotonic()
            buffer += data
            while b"\nid: " in buffer or buffer.startswith(b"id: "):
                at = buffer.find(b"id: ")
                end = buffer.find(b"\n", at)
                if end < 0:
                    break
                try:
                    times.setdefault(int(buffer[at + 4:end]), now)
                except ValueError:
                    pass
                buffer = buffer[end:]
            buffer = buffer[-64:]
        writer.close()

    async def run() -> None:
        stop = asyncio.Event()
        ready = [asyncio.Event() for _ in range(healthy)]
        tasks = [asyncio.create_task(slow_one(n, stop)) for n in range(slow)]
        tasks += [asyncio.create_task(healthy_one(n, stop, ready[n])) for n in range(healthy)]
        await asyncio.gather(*(r.wait() for r in ready))
        await asyncio.sleep(1)
        queue.put("open")
        await asyncio.get_running_loop().run_in_executor(None, finished.wait)
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(run())
    for sock in held:
        sock.close()
    queue.put(seen)


async def write(port: int, edit: str, seconds: float,
                pace: float) -> dict[int, tuple[float, float]]:
    """An action every ``pace`` seconds: each one's seq → (posted, answered)."""
    connection = Connection("127.0.0.1", port)
    posted: dict[int, tuple[float, float]] = {}
    deadline = time.monotonic() + seconds
    n = 0
    while time.monotonic() < deadline:
        began = time.monotonic()
        body = {"kind": "bet", "seat": n % 2, "amount": 1, "idempotency_key": f"w{n}"}
        response = await connection.request("POST", f"/api/v1/tables/{edit}/events?events=0",
                                             json.dumps(body).encode(),
                                             {"Content-Type": "application/json"})
        done = time.monotonic()
        if response.status in (200, 201):
            posted[json.loads(response.body)["seq"]] = (began, done)
        n += 1
        await asyncio.sleep(max(0.0, began + pace - time.monotonic()))
    await connection.close()
    return posted


async def churn_round(port: int, view: str, edit: str, count: int, round_: int) -> None:
    """``count`` streams opened at once, one change sent to them all, then all closed."""
    opened: list[tuple[Any, Any]] = []
    for n in range(count):
        reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                       local_addr=(source(n), 0))
        writer.write(request_of(view, port))
        opened.append((reader, writer))
    await asyncio.gather(*(reader.readuntil(b"\r\n\r\n") for reader, _ in opened))
    connection = Connection("127.0.0.1", port)
    await connection.request("POST", f"/api/v1/tables/{edit}/events?events=0",
                             json.dumps({"kind": "bet", "seat": 0, "amount": 1,
                                         "idempotency_key": f"c{round_}"}).encode(),
                             {"Content-Type": "application/json"})
    await connection.close()
    await asyncio.gather(*(reader.readuntil(b"id: ") for reader, _ in opened),
                         return_exceptions=True)
    for _, writer in opened:
        writer.close()
    await asyncio.sleep(2)


def side(args: argparse.Namespace, name: str, root: Path) -> None:
    print(f"\n== {name} (load average {os.getloadavg()[0]:.2f})")
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "slow.sqlite3"
        server = ServerProcess(database, root=root)
        pid = server.process.pid
        try:
            import urllib.request
            request = urllib.request.Request(
                server.url + "/api/v1/tables", data=json.dumps({
                    "game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}],
                    "options": {"tokens": 100000, "ante": 1}}).encode(),
                headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(request) as answer:
                made = json.loads(answer.read())
            edit, view = made["edit_key"], made["view_key"]
            before = (open_files(pid, database), rss_mib(pid))
            context = multiprocessing.get_context("spawn")
            queue, finished = context.Queue(), context.Event()
            worker = context.Process(target=phones, args=(
                server.port, view, args.stuck, args.slow, args.healthy, queue, finished))
            worker.start()
            queue.get(timeout=120)
            posted = asyncio.run(write(server.port, edit, args.seconds, args.pace))
            time.sleep(1)
            during = (open_files(pid, database), rss_mib(pid))
            finished.set()
            seen = queue.get(timeout=60)
            worker.join()
            time.sleep(20)  # past the next heartbeat (15 s: a stream learns its phone is gone
            # when it next writes) and the next hand-back of freed memory (10 s)
            after = (open_files(pid, database), rss_mib(pid))
            latency = [done - began for began, done in posted.values()]
            delays, missed = [], 0
            for times in seen:
                for seq, (began, _) in posted.items():
                    if seq in times:
                        delays.append(times[seq] - began)
                    else:
                        missed += 1
            print(f"phones: {args.stuck} stuck, {args.slow} slow (4 KB a second), "
                  f"{args.healthy} healthy on one table; an action every {args.pace:g} s for "
                  f"{args.seconds:g} s")
            print(f"  actions: {len(latency)}, latency p50 {ms(percentile(latency, 50))}, "
                  f"p99 {ms(percentile(latency, 99))}, max {ms(max(latency or [0]))}")
            print(f"  to the healthy watchers: p50 {ms(percentile(delays, 50))}, p99 "
                  f"{ms(percentile(delays, 99))} ({len(delays)} deliveries, {missed} missed)")
            for label, ((files, logs, sockets), rss) in (
                    ("before", before), ("during", during), ("after they closed", after)):
                print(f"  {label:>18}: {files} database files open, {logs} log handles, "
                      f"{sockets} sockets, RSS {rss:.0f} MiB")
            if args.rounds:
                print(f"churn: {args.rounds} rounds of {args.churn} streams opened, sent a "
                      "change, closed")
                sizes = []
                for number in range(args.rounds):
                    asyncio.run(churn_round(server.port, view, edit, args.churn, number))
                    sizes.append(rss_mib(pid))
                print("  RSS after each round: " + ", ".join(f"{s:.0f}" for s in sizes)
                      + " MiB")
                if len(sizes) >= 10:
                    print(f"  after ten rounds / after three: {sizes[9] / sizes[2]:.2f}")
                files, logs, sockets = open_files(pid, database)
                print(f"  after the churn: {files} database files open, {logs} log handles, "
                      f"{sockets} sockets")
        finally:
            log = server.stop()
            if "Traceback" in log:
                print("the server logged errors:\n" + log[-2000:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stuck", type=int, default=300)
    parser.add_argument("--slow", type=int, default=300)
    parser.add_argument("--healthy", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pace", type=float, default=0.5)
    parser.add_argument("--churn", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--against", default="", help="an older commit, run first")
    args = parser.parse_args()
    print(machine())
    if args.against:
        side(args, args.against, tree(args.against))
    side(args, "now", ROOT)


if __name__ == "__main__":
    main()
