"""The server's own edges (issue 13, items 4, 6, 9, 10): the real server (gevent's, server.py) on
loopback and real SQLite files."""

from __future__ import annotations

import http.client
import json
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench._http import ROOT, ServerProcess
from helpers import Table


def cli(database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "flask", "--app", "app", *args],
                          cwd=str(ROOT), capture_output=True, text=True, timeout=60,
                          env={"KIBITZER_DATABASE": str(database), "PATH": "/usr/bin:/bin"})


def post(url: str, path: str, body: bytes, headers: dict[str, str]) -> tuple[int, bytes]:
    host, port = url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.request("POST", path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_a_body_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "k.sqlite3")
    try:
        host, port = server.url.removeprefix("http://").split(":")
        big = socket.create_connection((host, int(port)), timeout=5)
        # 200 MB announced, 10 bytes sent: answered at once, nothing waited for or spooled
        big.sendall(b"POST /api/v1/tables HTTP/1.1\r\nHost: x\r\nContent-Type: "
                    b"application/json\r\nContent-Length: 200000000\r\n\r\n0123456789")
        assert big.recv(64).startswith(b"HTTP/1.1 413")
        big.close()
        status, _ = post(server.url, "/api/v1/tables", json.dumps(
            {"game": "bura", "players": ["Ann", "Boris"]}).encode(),
            {"Content-Type": "application/json"})
        assert status == 201
    finally:
        server.stop()


def test_a_silent_client_is_dropped_and_the_rest_keep_their_answers(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "k.sqlite3", env={"KIBITZER_CHANNEL_TIMEOUT": "2"})
    try:
        host, port = server.url.removeprefix("http://").split(":")
        slow = socket.create_connection((host, int(port)), timeout=10)
        # its own Host: another is refused (421) before the body is waited for (issue 35)
        slow.sendall(f"POST /api/v1/tables HTTP/1.1\r\nHost: {host}:{port}\r\n".encode()
                     + b"Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{")
        status, _ = post(server.url, "/api/v1/tables", json.dumps(
            {"game": "bura", "players": ["Ann", "Boris"]}).encode(),
            {"Content-Type": "application/json"})
        assert status == 201  # answered while the slow one waits
        started = time.monotonic()
        slow.settimeout(15)
        assert slow.recv(1024) == b""  # the server dropped the silent channel, answering nothing
        assert time.monotonic() - started < 10
        slow.close()
    finally:
        server.stop()


def test_restore_is_refused_while_a_server_has_the_database_open(tmp_path: Path) -> None:
    database = tmp_path / "k.sqlite3"
    server = ServerProcess(database)
    try:
        status, _ = post(server.url, "/api/v1/tables", json.dumps(
            {"game": "bura", "players": ["Ann", "Boris"]}).encode(),
            {"Content-Type": "application/json"})
        assert status == 201
        done = cli(database, "backup", str(tmp_path / "copy.sqlite3"))
        assert done.returncode == 0, done.stderr
        refused = cli(database, "restore", str(tmp_path / "copy.sqlite3"))
        assert refused.returncode != 0
        assert "has" in refused.stderr and "stop it first" in refused.stderr
        second = subprocess.run([sys.executable, "app.py"], cwd=str(ROOT), capture_output=True,
                                text=True, timeout=30,
                                env={"KIBITZER_DATABASE": str(database), "KIBITZER_PORT": "1",
                                     "KIBITZER_HOST": "127.0.0.1", "PATH": "/usr/bin:/bin"})
        assert second.returncode != 0 and "open" in second.stderr
    finally:
        server.stop()
    allowed = cli(database, "restore", str(tmp_path / "copy.sqlite3"))
    assert allowed.returncode == 0, allowed.stderr


def test_a_database_replaced_under_the_server_is_noticed(app: Any, client: Any,
                                                         tmp_path: Path) -> None:
    from scorebook import backup
    first = Table(client, "bura", ("Ann", "Boris"), tokens=5, ante=1)
    first.act("ante")
    other = tmp_path / "other.sqlite3"
    backup.backup(app.config["DATABASE"], other)
    first.act("ante")  # the live file moves on: pot 4
    assert first.state()["pot"] == 4
    # the older copy is moved over it, the old file's log still beside it: pot 2
    other.replace(app.config["DATABASE"])
    assert first.state()["pot"] == 2


def test_a_database_that_cannot_be_written_answers_503_and_nothing_is_recorded(
        app: Any, client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=5, ante=1)
    with app.app_context():
        from views.database import get_db
        get_db().execute("PRAGMA query_only = ON")
    response = table.post("ante")
    assert response.status_code == 503 and "Nothing was recorded" in response.json["error"]
    page = client.post(f"/t/{table.edit_key}/act", data={"kind": "ante", "idem": "p"})
    assert page.status_code == 503 and "cannot write" in page.get_data(as_text=True)
    with app.app_context():
        from views.database import get_db
        get_db().execute("PRAGMA query_only = OFF")
    assert table.state()["seq"] == 0
    assert sqlite3.connect(app.config["DATABASE"]).execute(
        "SELECT COUNT(*) FROM events").fetchone()[0] == 0


def healthz_time(url: str, source: str = "127.0.0.1") -> float:
    """Seconds /healthz takes from a client at ``source`` (a loopback address of its own)."""
    host, port = url.removeprefix("http://").split(":")
    started = time.monotonic()
    connection = socket.create_connection((host, int(port)), timeout=10,
                                          source_address=(source, 0))
    try:
        connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answer = connection.recv(64)
    finally:
        connection.close()
    assert answer.startswith(b"HTTP/1.1 200"), answer
    return time.monotonic() - started


def closed_by_server(connection: socket.socket) -> bool:
    """Whether the server has closed the connection (whatever it said before closing)."""
    connection.settimeout(5)
    try:
        while connection.recv(4096):
            pass
    except TimeoutError:
        return False  # still open
    except OSError:
        return True  # reset
    return True


def test_slow_and_idle_connections_do_not_starve_the_others(tmp_path: Path) -> None:
    """Issue 21, item 6: 1,100 slowly-sent requests, from many addresses, are held cheaply (a
    greenlet each) while everyone else is answered at once; one address cannot take more than
    its share (past it: 503 at once), and a request that trickles is dropped at its deadline."""
    server = ServerProcess(tmp_path / "k.sqlite3", env={"KIBITZER_HEADER_TIMEOUT": "3",
                                                        "KIBITZER_CONNECTIONS_PER_CLIENT": "20"})
    held: list[socket.socket] = []
    try:
        host, port = server.url.removeprefix("http://").split(":")
        for n in range(1100):
            slow = socket.create_connection((host, int(port)), timeout=10,
                                            source_address=(f"127.0.{1 + n // 50}.{1 + n % 50}",
                                                            0))
            slow.sendall(b"POST /api/v1/tables HTTP/1.1\r\nHost: x\r\n")  # and then nothing
            held.append(slow)
        assert healthz_time(server.url) < 2
        # one address past its share is told so at once, and the others are still served
        mine = [socket.create_connection((host, int(port)), timeout=10,
                                         source_address=("127.0.200.1", 0)) for _ in range(20)]
        extra = socket.create_connection((host, int(port)), timeout=10,
                                         source_address=("127.0.200.1", 0))
        assert extra.recv(64).startswith(b"HTTP/1.1 503")
        extra.close()
        assert healthz_time(server.url, "127.0.200.2") < 2
        for connection in mine:
            connection.close()
        # the headers never came: every slow request is dropped by its deadline (3 s)
        time.sleep(4)
        assert all(closed_by_server(slow) for slow in held)
    finally:
        for slow in held:
            slow.close()
        server.stop()


def test_a_small_answer_leaves_in_one_piece_on_a_kept_connection(tmp_path: Path) -> None:
    """gevent wrote the headers and the body in two writes; with Nagle's algorithm the body
    then waited for the client's (delayed) acknowledgement of the headers, up to 40 ms an
    answer. The headers and a small body now leave together, so the first read has both."""
    server = ServerProcess(tmp_path / "k.sqlite3")
    try:
        host, port = server.url.removeprefix("http://").split(":")
        phone = socket.create_connection((host, int(port)), timeout=10)
        for _ in range(3):  # the first answer of a connection is not held back; the next are
            phone.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            first = phone.recv(65536)
            assert first.startswith(b"HTTP/1.1 200")
            assert first.endswith(b"\r\n\r\nok\n"), first
        phone.close()
    finally:
        server.stop()
