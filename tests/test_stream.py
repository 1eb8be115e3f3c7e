"""The live stream of a table (``GET /api/v1/tables/<key>/stream``, issue 20): one event a change
with its seq as the id, in order, resumed from ``Last-Event-ID`` without a gap or a repeat; the
same for either key, never a way to write; a page's stream sends only the parts that changed."""

from __future__ import annotations

import http.client
import json
import time
import zlib
from pathlib import Path
from typing import Any, Iterator

from bench._http import ServerProcess
from helpers import Table


def events_of(chunks: Iterator[bytes], count: int) -> list[dict[str, Any]]:
    """The first ``count`` events (``id``, ``event``, ``data``) read off a stream."""
    found: list[dict[str, Any]] = []
    buffer = ""
    for chunk in chunks:
        buffer += chunk.decode()
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            fields: dict[str, Any] = {}
            for line in block.split("\n"):
                name, _, value = line.partition(": ")
                if name == "data":
                    fields["data"] = fields.get("data", "") + value
                elif name in ("id", "event"):
                    fields[name] = value
            if "event" in fields:
                found.append(fields)
                if len(found) == count:
                    return found
    return found


def stream(client: Any, key: str, **headers: str) -> tuple[Any, Iterator[bytes]]:
    query = headers.pop("query", "")
    response = client.get(f"/api/v1/tables/{key}/stream{query}", headers=headers,
                          buffered=False)
    return response, iter(response.response)


def test_each_action_is_one_event_with_its_seq_in_order(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    table.act("bet", seat=0, amount=2)
    table.act("collect", seat=1)
    response, chunks = stream(client, table.edit_key, query="?after=0")
    assert response.status_code == 200
    assert response.mimetype == "text/event-stream"
    assert response.headers["Cache-Control"] == "no-store"
    got = events_of(chunks, 3)
    response.close()
    assert [e["id"] for e in got] == ["1", "2", "3"]
    bodies = [json.loads(e["data"]) for e in got]
    assert [b["line"]["kind"] for b in bodies] == ["ante", "bet", "collect"]
    assert bodies[1]["line"]["summary"] == "Ann bets 2; the pot holds 4"
    # the state travels with the newest only, and it is the table's own
    assert bodies[0]["state"] is None and bodies[1]["state"] is None
    assert bodies[2]["state"]["seq"] == 3 and bodies[2]["state"]["pot"] == 0
    assert bodies[2]["state"]["events"] == []


def test_a_stream_resumes_from_last_event_id_without_a_gap_or_a_repeat(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    for _ in range(5):
        table.act("ante")
    response, chunks = stream(client, table.view_key, **{"Last-Event-ID": "2"})
    got = events_of(chunks, 3)
    response.close()
    assert [e["id"] for e in got] == ["3", "4", "5"]
    # Last-Event-ID (a browser reconnecting) wins over the address it first opened
    response, chunks = stream(client, table.view_key, query="?after=0",
                              **{"Last-Event-ID": "4"})
    got = events_of(chunks, 1)
    response.close()
    assert [e["id"] for e in got] == ["5"]


def test_a_stream_opened_now_starts_from_now(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    response, chunks = stream(client, table.edit_key)
    first = next(chunks).decode()
    response.close()
    assert first.startswith("retry: ") and ": 1\n" in first  # no backlog, the seq it is at


def test_the_view_key_streams_and_can_never_write(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    for method in ("post", "put", "delete", "patch"):
        refused = getattr(client, method)(f"/api/v1/tables/{table.view_key}/stream",
                                          json={"kind": "ante"})
        assert refused.status_code == 405
    assert table.state()["seq"] == 1


def test_a_stream_of_an_unknown_key_is_a_404(client: Any) -> None:
    for key in ("x" * 22, "not-a-key", "A" * 200):
        response = client.get(f"/api/v1/tables/{key}/stream")
        assert response.status_code == 404
        assert response.json["code"] == "not_found"


def test_a_page_stream_sends_only_the_parts_a_bet_changed(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    response, chunks = stream(client, table.edit_key, query="?page=table&after=1")
    next(chunks)  # retry and the seq
    table.act("bet", seat=0, amount=2)
    # the page at seq 1 was never rendered here, so this first event is the page whole
    whole = events_of(chunks, 1)[0]
    assert whole["id"] == "2" and 'data-kz-base="-1"' in whole["data"]
    table.act("bet", seat=1, amount=3)
    change = events_of(chunks, 1)[0]
    response.close()
    data = change["data"]
    assert change["id"] == "3" and 'data-kz-base="2"' in data
    assert 'id="players"' in data and 'id="pot-line"' in data
    assert "Boris bets 3" in data and 'data-kz-prepend="history-list"' in data
    # and the deal form, whose question names the pot; nothing else: the other forms, the
    # pad, the ruling and the older lines stay where they are
    assert 'id="deal-box"' in data and "the pot of 7" in data
    for untouched in ('id="actions-box"', 'id="more-actions"', 'id="game-actions"',
                      'id="pad-box"', 'id="ruling-box"', "Ann bets 2"):
        assert untouched not in data, untouched


def test_an_undo_sends_the_line_it_struck_through(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    table.act("bet", seat=0, amount=2)
    response, chunks = stream(client, table.edit_key, query="?page=table&after=2")
    next(chunks)
    table.act("bet", seat=1, amount=1)
    events_of(chunks, 1)
    table.act("undo", event=2)
    change = events_of(chunks, 1)[0]["data"]
    response.close()
    assert '<li id="h-2" class="voided">' in change and "undone by #4" in change
    assert '<li id="h-4"' in change


def serve(tmp_path: Path) -> ServerProcess:
    return ServerProcess(tmp_path / "k.sqlite3")


def post(server: ServerProcess, path: str, body: dict[str, Any]) -> dict[str, Any]:
    host, port = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("POST", path, body=json.dumps(body),
                       headers={"Content-Type": "application/json"})
    answer = json.loads(connection.getresponse().read())
    connection.close()
    return answer


def open_stream(server: ServerProcess, key: str, **headers: str) -> Any:
    host, port = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("GET", f"/api/v1/tables/{key}/stream", headers=headers)
    response = connection.getresponse()
    assert response.status == 200
    return connection, response


def read_events(response: Any, count: int) -> list[dict[str, Any]]:
    return events_of(iter(lambda: response.read1(4096), b""), count)


def test_the_real_server_pushes_each_action_and_resumes_after_a_dropped_connection(
        tmp_path: Path) -> None:
    server = serve(tmp_path)
    try:
        made = post(server, "/api/v1/tables", {"game": "bura", "players": ["Ann", "Boris"],
                                               "options": {"tokens": 20, "ante": 1}})
        key, view = made["edit_key"], made["view_key"]
        connection, response = open_stream(server, view)
        started = time.monotonic()
        post(server, f"/api/v1/tables/{key}/events", {"kind": "ante"})
        first = read_events(response, 1)[0]
        assert first["id"] == "1" and time.monotonic() - started < 5
        connection.close()  # the phone drops off the Wi-Fi
        post(server, f"/api/v1/tables/{key}/events", {"kind": "bet", "seat": 0, "amount": 1})
        post(server, f"/api/v1/tables/{key}/events", {"kind": "bet", "seat": 1, "amount": 2})
        connection, response = open_stream(server, view, **{"Last-Event-ID": "1"})
        got = read_events(response, 2)
        connection.close()
        assert [e["id"] for e in got] == ["2", "3"]
        assert [json.loads(e["data"])["line"]["summary"] for e in got] == [
            "Ann bets 1; the pot holds 3", "Boris bets 2; the pot holds 5"]
    finally:
        server.stop()


def test_a_stream_is_gzipped_as_one_deflate_stream_flushed_per_event(tmp_path: Path) -> None:
    server = serve(tmp_path)
    try:
        made = post(server, "/api/v1/tables", {"game": "bura", "players": ["Ann", "Boris"],
                                               "options": {"tokens": 20, "ante": 1}})
        key = made["edit_key"]
        connection, response = open_stream(server, key, **{"Accept-Encoding": "gzip"})
        assert response.getheader("Content-Encoding") == "gzip"
        inflate = zlib.decompressobj(31)
        text = inflate.decompress(response.read1(4096)).decode()
        assert text.startswith("retry:")
        post(server, f"/api/v1/tables/{key}/events", {"kind": "ante"})
        while "id: 1" not in text:
            text += inflate.decompress(response.read1(4096)).decode()
        connection.close()
        assert '"kind": "ante"' in text
    finally:
        server.stop()


def test_a_pages_stream_speaks_the_language_the_phone_chose(client: Any) -> None:
    """The switcher's choice is a cookie on the device; the page's stream follows it (the
    API's JSON follows Accept-Language alone)."""
    table = Table(client, tokens=20, ante=1)
    client.get(f"/s/{table.view_key}?lang=fr")  # the switcher: kept in a cookie
    table.act("ante")
    response, chunks = stream(client, table.view_key, query="?page=board&after=0",
                              **{"Accept-Language": "en"})
    event = events_of(chunks, 1)[0]
    response.close()
    assert "Pot" in event["data"] and "Donne 1" in event["data"]
