"""Someone pulls the plug: the server is killed with SIGKILL while phones are writing.

Writers retry every action with its idempotency key until the server answers, as a phone on a
dropping Wi-Fi does. After a restart on the same file, every action a writer saw acknowledged is
in the book exactly once, tokens are conserved, and SQLite's integrity check passes.
"""

from __future__ import annotations

import http.client
import json
import sqlite3
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from bench._http import ServerProcess

WRITERS = 6
ACTIONS_EACH = 40
TOKENS = 500


class Target:
    """The server's current address (it changes when the server is started again)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.lock = threading.Lock()


def post(target: Target, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """Retry until the server answers at all (connection refused or reset while it is down)."""
    deadline = time.monotonic() + 60
    while True:
        request = urllib.request.Request(target.url + path, data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")
        except (OSError, http.client.HTTPException):
            # refused or reset while the server is down, or an answer cut off by the kill:
            # send it again with the same key, which applies once
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_a_killed_server_loses_no_acknowledged_action_and_applies_none_twice(
        tmp_path: Path) -> None:
    database = tmp_path / "kibitzer.sqlite3"
    server = ServerProcess(database)
    target = Target(server.url)
    status, table = post(target, "/api/v1/tables", {
        "game": "bura", "players": [{"name": f"P{i}"} for i in range(WRITERS)],
        "options": {"tokens": TOKENS, "ante": 1}})
    assert status == 201, table
    edit = table["edit_key"]
    acknowledged: list[str] = []
    failures: list[tuple[int, dict[str, Any]]] = []
    halfway = threading.Event()

    def writer(seat: int) -> None:
        for n in range(ACTIONS_EACH):
            key = f"w{seat}-{n}"
            action = ({"kind": "transfer", "from": seat, "to": (seat + 1) % WRITERS,
                       "amount": 1} if n % 2 else {"kind": "bet", "seat": seat, "amount": 1})
            try:
                status, body = post(target, f"/api/v1/tables/{edit}/events",
                                    {**action, "idempotency_key": key})
            except Exception as error:  # a thread that dies says why, not only what is missing
                failures.append((0, {"error": repr(error), "key": key}))
                return
            if status in (200, 201):
                acknowledged.append(key)
            else:
                failures.append((status, body))
            if len(acknowledged) > WRITERS * ACTIONS_EACH // 3:
                halfway.set()

    threads = [threading.Thread(target=writer, args=(s,)) for s in range(WRITERS)]
    for thread in threads:
        thread.start()
    assert halfway.wait(timeout=60)
    server.process.kill()  # SIGKILL: no cleanup, no checkpoint
    server.process.wait()
    server.stop()
    killed_at = len(acknowledged)
    time.sleep(0.3)
    again = ServerProcess(database)
    target.url = again.url
    try:
        for thread in threads:
            thread.join(timeout=120)
        assert not failures, failures[:3]
        assert killed_at < WRITERS * ACTIONS_EACH
        assert sorted(acknowledged) == sorted(f"w{s}-{n}" for s in range(WRITERS)
                                              for n in range(ACTIONS_EACH))
        status, state = post(target, f"/api/v1/tables/{edit}/events",
                             {"kind": "collect", "seat": 0, "idempotency_key": "end"})
        assert status == 201, state
    finally:
        stderr = again.stop()
    assert "Traceback" not in stderr, stderr

    with sqlite3.connect(database) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = db.execute("SELECT idempotency_key, COUNT(*) FROM events GROUP BY "
                          "idempotency_key").fetchall()
        seqs = [s for (s,) in db.execute("SELECT seq FROM events ORDER BY seq")]
    counts = dict(rows)
    assert all(counts.get(key) == 1 for key in acknowledged)
    assert len(counts) == len(acknowledged) + 1 and all(c == 1 for c in counts.values())
    assert seqs == list(range(1, len(seqs) + 1))
    tokens = [p["tokens"] for p in state["players"]]
    assert sum(tokens) + state["pot"] + state["out_of_play"] == TOKENS * WRITERS
    # seat 0 took every bet (half of each writer's actions) and paid in its own
    assert state["pot"] == 0 and tokens[0] == TOKENS + ACTIONS_EACH // 2 * (WRITERS - 1)
