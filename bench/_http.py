"""Shared pieces of the benchmarks: the machine they ran on, a server process started the way the
README starts it, and a small keep-alive HTTP/1.1 client on asyncio (one connection per simulated
phone, as a browser keeps one), so the client costs little CPU beside the server it measures.
"""

from __future__ import annotations

import asyncio
import os
import re
import platform
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
import zlib
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
# the project first: bench/referee.py must not hide the referee package
while str(ROOT) in sys.path:
    sys.path.remove(str(ROOT))
sys.path.insert(0, str(ROOT))


def machine() -> str:
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{os.cpu_count()} cores, {model}, Python {platform.python_version()}, "
            f"SQLite {sqlite3.sqlite_version}, {platform.system()} {platform.release()}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """``python app.py`` on a given database, listening on loopback only."""

    def __init__(self, database: Path, env: dict[str, str] | None = None,
                 root: Path = ROOT) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.database = database
        full_env = dict(os.environ, KIBITZER_DATABASE=str(database),
                        KIBITZER_PORT=str(self.port), KIBITZER_HOST="127.0.0.1",
                        KIBITZER_BASE_URL=self.url, **(env or {}))
        # stderr goes to a file: a pipe nobody reads would block the server once full
        self.log = open(database.with_suffix(".log"), "w+b")  # noqa: SIM115
        self.process = subprocess.Popen([sys.executable, str(root / "app.py")], env=full_env,
                                        cwd=str(root), stdout=subprocess.DEVNULL,
                                        stderr=self.log)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/healthz", timeout=1).read()
                return
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError(self.stop()) from None
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("the server did not start within 60 s")

    def stop(self) -> str:
        """Stop the server; answer what it wrote on stderr (tracebacks of 500s show there)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.seek(0)
        text = self.log.read().decode(errors="replace")
        self.log.close()
        return text


EVENT_ID = re.compile(rb"^id: (\d+)$", re.M)


class Response:
    __slots__ = ("status", "headers", "body")

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status, self.headers, self.body = status, headers, body


class Connection:
    """One keep-alive HTTP/1.1 connection; reconnects when the server closes it. ``source``:
    the loopback address it comes from (a phone of its own: the server lets one address hold
    only so many connections)."""

    def __init__(self, host: str, port: int, source: str | None = None) -> None:
        self.host, self.port, self.source = host, port, source
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def _open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(
            self.host, self.port, local_addr=(self.source, 0) if self.source else None)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except OSError:
                pass
        self.reader = self.writer = None

    async def request(self, method: str, path: str, body: bytes = b"",
                      headers: dict[str, str] | None = None) -> Response:
        for attempt in (0, 1):
            if self.writer is None:
                await self._open()
            try:
                return await self._exchange(method, path, body, headers or {})
            except (ConnectionError, asyncio.IncompleteReadError):
                await self.close()
                if attempt:
                    raise
        raise AssertionError("unreachable")

    async def _exchange(self, method: str, path: str, body: bytes,
                        headers: dict[str, str]) -> Response:
        assert self.reader is not None and self.writer is not None
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        lines += [f"{k}: {v}" for k, v in headers.items()]
        if body or method == "POST":
            lines.append(f"Content-Length: {len(body)}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        await self.writer.drain()
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        status = int(status_line.split()[1])
        got: dict[str, str] = {}
        for line in header_lines:
            if ":" in line:
                name, value = line.split(":", 1)
                got[name.strip().lower()] = value.strip()
        if status in (204, 304) or method == "HEAD":
            data = b""
        elif "content-length" in got:
            data = await self.reader.readexactly(int(got["content-length"]))
        elif got.get("transfer-encoding", "").lower() == "chunked":
            parts = []
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16)
                if size == 0:
                    await self.reader.readuntil(b"\r\n")
                    break
                parts.append(await self.reader.readexactly(size))
                await self.reader.readexactly(2)
            data = b"".join(parts)
        else:
            data = await self.reader.read()
            await self.close()
        if got.get("connection", "").lower() == "close":
            await self.close()
        return Response(status, got, data)


async def poll(run: Any, conn: Connection, path: Callable[[], str], headers: dict[str, str],
               interval: float, until: float, who: str,
               on_change: Callable[[Response, float], None]) -> None:
    """A phone polling every ``interval`` seconds (the first at a random moment in the first
    interval) until ``until``: each poll's latency and status counted in ``run`` (``polls``,
    ``polls_200``, ``poll_latency``, ``errors``); an answer with a change (200) handed to
    ``on_change`` with the moment it arrived."""
    import random
    tick = time.monotonic() + random.uniform(0, interval)
    while True:
        await asyncio.sleep(max(0.0, tick - time.monotonic()))
        if tick > until:
            break
        tick += interval
        started = time.monotonic()
        try:
            response = await conn.request("GET", path(), headers=headers)
        except OSError as error:
            run.errors[f"{who} {type(error).__name__}"] += 1
            continue
        now = time.monotonic()
        run.polls += 1
        run.poll_latency.append(now - started)
        if response.status == 200:
            run.polls_200 += 1
            on_change(response, now)
        elif response.status != 204:
            run.errors[f"poll answered {response.status}"] += 1
    await conn.close()


def phone(n: int) -> str:
    """The loopback address of the ``n``-th phone (127.0.x.y: each a client of its own)."""
    return f"127.0.{1 + n // 250}.{1 + n % 250}"


class Stream:
    """One phone's Server-Sent Events stream: it counts the bytes it takes, and notes when each
    event arrives."""

    def __init__(self, host: str, port: int, path: str, source: str,
                 headers: dict[str, str] | None = None,
                 on_data: Callable[[bytes, float], None] | None = None) -> None:
        self.host, self.port, self.path, self.source = host, port, path, source
        self.headers = {"Accept": "text/event-stream", "Accept-Encoding": "gzip",
                        **(headers or {})}
        self.wire = 0
        self.seen: dict[int, float] = {}
        self.opened = asyncio.Event()
        self.on_data = on_data
        """Told each piece of the stream as it arrives (decompressed), with the time."""

    async def run(self, stop: asyncio.Event) -> None:
        reader, writer = await asyncio.open_connection(self.host, self.port,
                                                       local_addr=(self.source, 0))
        head = [f"GET {self.path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        head += [f"{k}: {v}" for k, v in self.headers.items()]
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode())
        await writer.drain()
        status = await reader.readuntil(b"\r\n\r\n")
        self.wire += len(status)
        if b" 200 " not in status.split(b"\r\n")[0]:
            raise RuntimeError(status.decode(errors="replace"))
        inflate = zlib.decompressobj(31) if b"gzip" in status.lower() else None
        self.opened.set()
        try:
            while not stop.is_set():
                size_line = await reader.readuntil(b"\r\n")
                size = int(size_line.split(b";")[0], 16)
                chunk = await reader.readexactly(size + 2)
                now = time.monotonic()
                self.wire += len(size_line) + size + 2
                data = inflate.decompress(chunk[:-2]) if inflate else chunk[:-2]
                for found in EVENT_ID.finditer(data):
                    self.seen.setdefault(int(found.group(1)), now)
                if self.on_data is not None:
                    self.on_data(data, now)
                if size == 0:
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[index]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def seed_tables(database: Path, count: int, game: str = "bura",
                options: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """Tables made directly in the store (the per-client creation limit is not under test)."""
    from scorebook import store
    from scorebook.setup import read_setup
    db = store.connect(str(database))
    keys = []
    for _ in range(count):
        setup = read_setup(game, [{"name": "Ann"}, {"name": "Boris"}, {"name": "Vika"}],
                           options or {"tokens": 1000, "ante": 1})
        record = store.create_table(db, setup)
        keys.append((record.edit_key, record.view_key))
    db.conn.close()
    return keys
