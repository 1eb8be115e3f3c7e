"""A slow phone never holds up the table (issue 35, point 1), against the real server: phones
whose streams stop reading (a phone off the Wi-Fi, a frozen TV) hold no database connection
while they wait; a change is read once for every phone of the table, so 150 of them woken at
once do not open 150 connections (SQLite cannot give back the file of a connection closed
while another holds the file: the server kept them all for the night); a healthy watcher
still gets every change, and the memory they took comes back once they close."""

from __future__ import annotations

import http.client
import json
import os
import socket
import time
from pathlib import Path
from typing import Any

from bench._http import ServerProcess
from test_stream import events_of


def open_files(pid: int, database: Path) -> int:
    count = 0
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            count += os.readlink(fd) == str(database)
        except OSError:
            pass
    return count


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def post(server: ServerProcess, path: str, body: dict[str, Any]) -> Any:
    host, port = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    connection.request("POST", path, body=json.dumps(body),
                       headers={"Content-Type": "application/json"})
    answer = json.loads(connection.getresponse().read())
    connection.close()
    return answer


def test_stuck_phones_hold_no_connection_and_cost_the_table_nothing_lasting(
        tmp_path: Path) -> None:
    database = tmp_path / "k.sqlite3"
    server = ServerProcess(database)
    pid = server.process.pid
    stuck: list[socket.socket] = []
    try:
        made = post(server, "/api/v1/tables", {"game": "bura", "players": ["Ann", "Boris"],
                                               "options": {"tokens": 1000, "ante": 1}})
        key, view = made["edit_key"], made["view_key"]
        files, memory = open_files(pid, database), rss_mib(pid)
        request = (f"GET /api/v1/tables/{view}/stream?page=board HTTP/1.1\r\n"
                   f"Host: 127.0.0.1:{server.port}\r\nAccept-Language: nl\r\n\r\n").encode()
        for n in range(150):
            phone = socket.socket()
            phone.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            phone.bind((f"127.0.{1 + n // 90}.{1 + n % 90}", 0))
            phone.connect(("127.0.0.1", server.port))
            phone.sendall(request)  # and never reads a byte
            stuck.append(phone)
        host, port = server.url.removeprefix("http://").split(":")
        healthy = http.client.HTTPConnection(host, int(port), timeout=30)
        healthy.request("GET", f"/api/v1/tables/{view}/stream?page=board")
        watching = healthy.getresponse()
        chunks = iter(lambda: watching.read1(65536), b"")
        most = 0
        for n in range(60):  # a busy table: each action as soon as the last is answered
            post(server, f"/api/v1/tables/{key}/events",
                 {"kind": "bet", "seat": n % 2, "amount": 1, "idempotency_key": f"b{n}"})
            most = max(most, open_files(pid, database))
        # the phones that read nothing held no connection: the table read once for all
        assert most <= 4, most
        # every change reached the phone that reads, whatever the others did (a page's stream
        # sends what changed since what it last sent: the newest comes, the table as it is)
        newest = 0
        while newest < 60:
            event = events_of(chunks, 1)[0]
            assert event["event"] == "change", event
            newest = int(event["id"])
        healthy.close()
        for phone in stuck:
            phone.close()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and rss_mib(pid) > memory + 20:
            time.sleep(0.2)
        assert open_files(pid, database) <= files + 1
        assert rss_mib(pid) <= memory + 20, (memory, rss_mib(pid))
    finally:
        for phone in stuck:
            phone.close()
        server.stop()


def sockets_of(pid: int) -> int:
    count = 0
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            count += os.readlink(fd).startswith("socket:")
        except OSError:
            pass
    return count


def test_a_phone_that_closes_its_stream_is_let_go_at_once(tmp_path: Path) -> None:
    """A phone that read everything and closed its end (a tab closed) is seen at once, not at
    the stream's next write: a stream only writes, and its first write after the close still
    went out, so 300 phones gone held their greenlets and memory for two heartbeats."""
    server = ServerProcess(tmp_path / "k.sqlite3")
    pid = server.process.pid
    try:
        made = post(server, "/api/v1/tables", {"game": "bura", "players": ["Ann", "Boris"],
                                               "options": {"tokens": 1000, "ante": 1}})
        time.sleep(0.3)  # the connection that made the table, closed
        before = sockets_of(pid)
        phones = []
        for n in range(50):
            phone = socket.create_connection(("127.0.0.1", server.port),
                                             source_address=(f"127.0.1.{1 + n}", 0))
            phone.sendall(f"GET /api/v1/tables/{made['view_key']}/stream?page=board HTTP/1.1"
                          f"\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
            phones.append(phone)
        post(server, f"/api/v1/tables/{made['edit_key']}/events", {"kind": "ante"})
        for phone in phones:  # each reads what it was sent (the change), then goes
            phone.settimeout(5)
            got = b""
            while b"id: 1\n" not in got:
                got += phone.recv(65536)
        assert sockets_of(pid) >= 51  # all open (and the listener), nothing more to send them
        for phone in phones:
            phone.close()
        deadline = time.monotonic() + 3  # well before the next heartbeat (15 s)
        while time.monotonic() < deadline and sockets_of(pid) > before:
            time.sleep(0.05)
        assert sockets_of(pid) <= before, (before, sockets_of(pid))
    finally:
        server.stop()
