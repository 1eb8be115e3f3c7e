"""Twenty phones posting to one table at the same moment, against the real server process.

Transfers and bets commute while nobody runs short, so whatever order the server takes them in,
the balances must equal the same actions applied one by one; and no client may see a 500 or
"database is locked" (writes queue on SQLite's write lock with a busy timeout).
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from bench._http import ServerProcess

CLIENTS = 20
ACTIONS_EACH = 8


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[ServerProcess]:
    server = ServerProcess(tmp_path / "kibitzer.sqlite3")
    yield server
    stderr = server.stop()
    assert "Traceback" not in stderr, stderr


def call(url: str, body: dict[str, Any] | None = None) -> tuple[int, dict[str, Any]]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def new_table(url: str, tokens: int = 1000) -> tuple[str, str]:
    status, body = call(f"{url}/api/v1/tables", {
        "game": "bura", "players": [{"name": n} for n in ("Ann", "Boris", "Vika", "Gosha")],
        "options": {"tokens": tokens, "ante": 1}})
    assert status == 201, body
    return body["edit_key"], body["view_key"]


def actions_of(client: int) -> list[dict[str, Any]]:
    out = []
    for n in range(ACTIONS_EACH):
        giver, taker = (client + n) % 4, (client + 2 * n + 1) % 4
        if giver == taker:
            out.append({"kind": "bet", "seat": giver, "amount": 1 + n % 3})
        else:
            out.append({"kind": "transfer", "from": giver, "to": taker, "amount": 1 + client % 5})
        out[-1]["idempotency_key"] = f"c{client}-{n}"
    return out


def test_twenty_clients_at_once_give_the_balances_of_the_same_actions_one_by_one(
        live_server: ServerProcess) -> None:
    url = live_server.url
    together, _ = new_table(url)
    one_by_one, _ = new_table(url)
    answers: list[tuple[int, dict[str, Any]]] = []
    start = threading.Barrier(CLIENTS)

    def client(number: int) -> None:
        start.wait()
        for action in actions_of(number):
            answers.append(call(f"{url}/api/v1/tables/{together}/events", action))

    threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(answers) == CLIENTS * ACTIONS_EACH
    refused = [(status, body) for status, body in answers if status != 201]
    assert not refused, refused[:3]
    assert not any("locked" in json.dumps(body) for _, body in answers)

    for number in range(CLIENTS):
        for action in actions_of(number):
            status, body = call(f"{url}/api/v1/tables/{one_by_one}/events", action)
            assert status == 201, body
    _, concurrent = call(f"{url}/api/v1/tables/{together}")
    _, sequential = call(f"{url}/api/v1/tables/{one_by_one}")
    assert [p["tokens"] for p in concurrent["players"]] == \
        [p["tokens"] for p in sequential["players"]]
    assert concurrent["pot"] == sequential["pot"]
    assert concurrent["seq"] == CLIENTS * ACTIONS_EACH
    assert sorted(e["seq"] for e in concurrent["events"]) == list(
        range(1, CLIENTS * ACTIONS_EACH + 1))


def test_the_same_tap_sent_by_twenty_clients_at_once_applies_once(
        live_server: ServerProcess) -> None:
    edit, _ = new_table(live_server.url)
    start = threading.Barrier(CLIENTS)
    statuses: list[int] = []

    def client() -> None:
        start.wait()
        status, _ = call(f"{live_server.url}/api/v1/tables/{edit}/events",
                         {"kind": "ante", "idempotency_key": "one-tap"})
        statuses.append(status)

    threads = [threading.Thread(target=client) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(statuses) == [200] * (CLIENTS - 1) + [201]
    _, state = call(f"{live_server.url}/api/v1/tables/{edit}")
    assert state["seq"] == 1 and state["pot"] == 4
