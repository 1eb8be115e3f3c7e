"""Security headers on every page, no inline script or style, and the limits that keep a script
from filling the disk: request size, name length, tables started per client."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from helpers import Table


class Inline(HTMLParser):
    """Finds what the CSP forbids: script blocks, style blocks, style= and on*= attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _ in attrs}
        if tag == "script" and "src" not in names:
            self.found.append("<script> without src")
        if tag == "style":
            self.found.append("<style> block")
        self.found += [f"{name}= on <{tag}>" for name in names
                       if name == "style" or name.startswith("on")]
        if tag == "a" and any((v or "").lower().startswith("javascript:") for _, v in attrs):
            self.found.append("javascript: link")


def pages(client: Any) -> list[str]:
    table = Table(client, tokens=20, ante=1)
    table.act("ante")
    return ["/", "/new/bura", "/new/belote", f"/t/{table.edit_key}", f"/s/{table.view_key}",
            f"/s/{table.view_key}/live?seq=0", f"/t/{table.edit_key}/board?seq=0",
            "/referee/bura", "/referee/chicago", "/referee/mus", "/draws/new", "/api/v1/games",
            f"/api/v1/tables/{table.view_key}", "/api/openapi.json", "/healthz",
            f"/qr/{table.view_key}.svg", "/static/kibitzer.css", "/no/such/page",
            "/t/not-a-real-key-at-all"]


def test_every_page_sends_the_security_headers(client: Any) -> None:
    for path in pages(client):
        response = client.get(path)
        headers = response.headers
        csp = headers.get("Content-Security-Policy", "")
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp, path
        assert "unsafe-eval" not in csp and "default-src 'self'" in csp, path
        assert "frame-ancestors 'none'" in csp, path
        assert headers.get("X-Frame-Options") == "DENY", path
        assert headers.get("Referrer-Policy") == "no-referrer", path
        assert headers.get("X-Content-Type-Options") == "nosniff", path


def test_no_page_has_inline_script_or_style(client: Any) -> None:
    for path in pages(client):
        response = client.get(path)
        if response.mimetype != "text/html":
            continue
        for htmx in (False, True):
            body = client.get(path, headers={"HX-Request": "true"} if htmx else {}).get_data(
                as_text=True)
            parser = Inline()
            parser.feed(body)
            assert not parser.found, (path, parser.found)


def test_htmx_may_not_evaluate_code(client: Any) -> None:
    body = client.get("/").get_data(as_text=True)
    assert re.search(r'"allowEval":\s*false', body)


def test_a_request_larger_than_the_limit_is_refused_with_413(app: Any, client: Any) -> None:
    limit = app.config["MAX_CONTENT_LENGTH"]
    table = Table(client)
    big = {"kind": "ante", "note": "x" * (limit + 1)}
    response = client.post(f"/api/v1/tables/{table.edit_key}/events", json=big)
    assert response.status_code == 413
    assert response.json["error"]
    response = client.post(f"/t/{table.edit_key}/act", data={"kind": "ante",
                                                             "x": "y" * (limit + 1)})
    assert response.status_code == 413
    assert table.state()["seq"] == 0


def test_a_large_action_under_the_request_limit_is_refused_clearly(client: Any) -> None:
    table = Table(client)
    response = table.post("ante", note="x" * 20_000)
    assert response.status_code == 422 and response.json["field"] == "payload"
    assert table.state()["seq"] == 0


@pytest.mark.parametrize("name", ["x" * 41, "y" * 5000])
def test_a_name_longer_than_40_characters_is_refused(client: Any, name: str) -> None:
    response = client.post("/api/v1/tables", json={"game": "bura", "players": [
        {"name": "Ann"}, {"name": name}], "options": {}})
    assert response.status_code == 422
    assert "40" in response.json["error"]
    response = client.post("/new/bura", data={"players": f"Ann\n{name}"})
    assert response.status_code == 422


def test_many_players_in_the_form_are_refused_not_stored(client: Any) -> None:
    response = client.post("/new/bura", data={"players": "\n".join(f"P{i}" for i in range(500))})
    assert response.status_code == 422


def test_table_creation_is_limited_per_client(app: Any, client: Any) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 3
    body = {"game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}], "options": {}}
    assert [client.post("/api/v1/tables", json=body).status_code for _ in range(3)] == [201] * 3
    refused = client.post("/api/v1/tables", json=body)
    assert refused.status_code == 429 and "3 tables in the last hour" in refused.json["error"]
    assert int(refused.headers["Retry-After"]) > 0
    form = client.post("/new/bura", data={"players": "Ann\nBoris"})
    assert form.status_code == 429 and "Retry-After" in form.headers
    other = app.test_client()
    response = other.post("/api/v1/tables", json=body,
                          environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert response.status_code == 201


def test_keys_are_unguessable(client: Any) -> None:
    keys = {Table(client).edit_key for _ in range(5)}
    assert len(keys) == 5 and all(len(k) >= 22 for k in keys)


def test_an_error_page_leaks_no_traceback(client: Any) -> None:
    response = client.post("/api/v1/tables/abc/events", data=b"\xff\xfe not json",
                           content_type="application/json")
    assert response.status_code in (404, 422)
    assert "Traceback" not in response.get_data(as_text=True)


def test_only_tables_made_count_toward_the_limit_never_refused_forms(app: Any,
                                                                     client: Any) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 2
    for _ in range(60):
        assert client.post("/new/bura", data={"players": "Ann"}).status_code == 422
    body = {"game": "bura", "players": ["Ann", "Boris"]}
    assert [client.post("/api/v1/tables", json=body).status_code for _ in range(3)] == [
        201, 201, 429]


def test_a_table_takes_a_minutes_worth_of_actions_then_asks_to_wait(app: Any,
                                                                    client: Any) -> None:
    app.config["WRITES_PER_TABLE_PER_MINUTE"] = 3
    body = {"game": "bura", "players": ["Ann", "Boris"], "options": {"tokens": 50}}
    key = client.post("/api/v1/tables", json=body).json["edit_key"]
    answers = [client.post(f"/api/v1/tables/{key}/events",
                           json={"kind": "bet", "seat": 0, "amount": 1}).status_code
               for _ in range(4)]
    assert answers == [201, 201, 201, 429]
    assert client.get(f"/api/v1/tables/{key}").json["seq"] == 3


def test_a_form_posted_from_another_website_is_refused_with_a_page_that_says_so(
        client: Any) -> None:
    body = {"game": "bura", "players": ["Ann", "Boris"]}
    key = client.post("/api/v1/tables", json=body).json["edit_key"]
    for headers in ({"Sec-Fetch-Site": "cross-site"}, {"Origin": "https://evil.example"},
                    {"Sec-Fetch-Site": "same-site", "Origin": "http://other.localhost"},
                    {"Origin": "null"}):
        page = client.post("/new/bura", data={"players": "Ann\nBoris"}, headers=headers)
        assert page.status_code == 403 and "another website" in page.get_data(as_text=True)
        acted = client.post(f"/t/{key}/act", data={"kind": "ante", "idem": "x"},
                            headers=headers)
        assert acted.status_code == 403
    assert client.get(f"/api/v1/tables/{key}").json["seq"] == 0
    same = client.post("/new/bura", data={"players": "Ann\nBoris"},
                       headers={"Sec-Fetch-Site": "same-origin",
                                "Origin": "http://localhost"})
    assert same.status_code == 303


def test_a_pages_own_form_posted_without_javascript_is_taken(client: Any) -> None:
    """Without JavaScript a form is a plain post, and the pages send no referrer: the browser
    says "Origin: null" with "Sec-Fetch-Site: same-origin" (seen in Chromium). That is the
    page's own form, and it is taken."""
    made = client.post("/new/bura", data={"players": "Ann\nBoris"},
                       headers={"Sec-Fetch-Site": "same-origin", "Origin": "null"})
    assert made.status_code == 303
