"""Nothing a client sends can break a table, the server, or the truth of an answer (issue 13,
items 1-3): each defect found by hand-made input, kept as a regression test."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from helpers import Table
from readback import check_reads, event_count

UNICODE_DIGITS = ["²", "③", "٣", "１"]


def seq(table: Table) -> int:
    return table.state()["seq"]


# --- 1. nothing fails after the commit ---------------------------------------------------------

def test_a_bad_events_parameter_is_refused_before_the_action_is_recorded(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    response = client.post(f"/api/v1/tables/{table.edit_key}/events?events=%C2%B2",
                           json={"kind": "bet", "seat": 0, "amount": 2})
    assert response.status_code == 422 and response.json["field"] == "events"
    assert seq(table) == 0  # nothing was recorded
    assert client.get(f"/api/v1/tables/{table.edit_key}?events=-1").status_code == 422
    assert len(client.get(f"/api/v1/tables/{table.edit_key}?events=").json["events"]) == 0
    table.act("bet", seat=0, amount=2)
    limited = client.get(f"/api/v1/tables/{table.edit_key}?events=0").json
    assert limited["events"] == [] and limited["events_total"] == 1


# --- 2. only declared fields, strict JSON, bounded nesting ------------------------------------

def test_an_unknown_field_is_refused_by_name_and_not_stored(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    response = table.post("bet", seat=0, amount=2, colour="red")
    assert response.status_code == 422 and response.json["field"] == "colour"
    assert response.json["error"] == "'colour' is not a field of bet (fields: seat, amount)"
    assert seq(table) == 0


def test_a_field_nested_a_thousand_deep_is_a_quick_422_and_the_table_still_works(
        client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    for depth in (977, 30_000):  # 30,000 deep stays under the 64 KB body limit
        body = '{"kind": "bet", "seat": 0, "amount": 1, "x": ' + "[" * depth + "]" * depth + "}"
        started = time.monotonic()
        response = client.post(f"/api/v1/tables/{table.edit_key}/events", data=body,
                               content_type="application/json")
        assert response.status_code == 422 and "nests deeper" in response.json["error"]
        assert time.monotonic() - started < 2
    assert seq(table) == 0
    assert table.act("bet", seat=0, amount=1)["seq"] == 1


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused_everywhere_json_is_read(client: Any,
                                                              constant: str) -> None:
    table = Table(client, "chicago", ("Ann", "Boris"))
    for path, body in (
            (f"/api/v1/tables/{table.edit_key}/events",
             '{"kind": "score", "points": [%s, 0]}' % constant),
            ("/api/v1/tables", '{"game": "bura", "players": ["A", "B"], '
                               '"options": {"tokens": %s}}' % constant),
            ("/api/v1/referee/bura/claim", '{"captured": "AS", "pot": %s}' % constant)):
        response = client.post(path, data=body, content_type="application/json")
        assert response.status_code == 422, (path, response.json)
        assert constant not in response.get_data(as_text=True).replace(constant + " is", "")
    state = client.get(f"/api/v1/tables/{table.edit_key}")
    assert json.loads(state.get_data(as_text=True))["seq"] == 0  # still valid JSON


# --- 3. one reader of whole numbers -------------------------------------------------------------

@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_unicode_digits_are_not_numbers_anywhere(client: Any, digit: str) -> None:
    response = client.post("/api/v1/tables", json={
        "game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}],
        "options": {"tokens": digit}})
    assert response.status_code == 422 and response.json["field"] == "options.tokens"
    page = client.post("/new/bura", data={"players": "Ann\nBoris", "tokens": digit})
    assert page.status_code == 422
    claim = client.post("/api/v1/referee/bura/claim", json={"captured": "AS 10S", "pot": digit})
    assert claim.status_code == 422
    form = client.post("/referee/bura/claim", data={"captured_text": "AS 10S", "pot": digit})
    assert form.status_code in (200, 422) and form.status_code < 500
    table = Table(client, tokens=20, ante=1)
    acted = client.post(f"/t/{table.edit_key}/act",
                        data={"kind": "bet", "seat": digit, "amount": "1", "idem": "x"})
    assert acted.status_code == 422 and seq(table) == 0
    scored = client.post(f"/api/v1/tables/{table.edit_key}/events?events={digit}",
                         json={"kind": "ante"})
    assert scored.status_code == 422 and seq(table) == 0


def test_an_infinite_score_is_a_422_not_an_overflow(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris"))
    response = table.post("score", points=[1e308, 0])
    assert response.status_code == 422 and seq(table) == 0


# --- 8. teams and names -------------------------------------------------------------------------

def test_team_numbers_must_run_from_0_with_none_skipped(client: Any) -> None:
    response = client.post("/api/v1/tables", json={
        "game": "belote", "players": [{"name": n, "team": t} for n, t in
                                      (("Ann", 7), ("Boris", 0), ("Carl", 7), ("Dora", 0))]})
    assert response.status_code == 422
    assert "numbered from 0 with none skipped" in response.json["error"]


@pytest.mark.parametrize("second", ["Ann\u200b", "Ann\u202e", "A\x00nn", "\u2066Ann\u2069"])
def test_names_that_look_the_same_are_the_same_player(client: Any, second: str) -> None:
    response = client.post("/api/v1/tables", json={"game": "bura",
                                                   "players": ["Ann", second]})
    assert response.status_code == 422 and "two players are called Ann" in response.json["error"]


def test_a_name_typed_in_two_unicode_forms_is_one_name(client: Any) -> None:
    composed, decomposed = "\u00c5sa", "A\u030asa"
    response = client.post("/api/v1/tables", json={"game": "bura",
                                                   "players": [composed, decomposed]})
    assert response.status_code == 422
    alone = Table(client, "bura", (decomposed, "Boris"))
    assert alone.state()["players"][0]["name"] == composed


# --- 11. the document and the code agree ----------------------------------------------------------

def test_the_contract_and_the_code_agree_on_the_small_cases(client: Any) -> None:
    assert client.open("/api/v1/draws/verify", method="OPTIONS").headers["Allow"] == (
        "OPTIONS, POST")
    made = client.post("/api/v1/tables", json={"game": "bura", "players": ["Ann", "Boris"],
                                               "options": None})
    assert made.status_code == 201 and made.json["state"]["options"]["tokens"] == 20
    key = made.json["edit_key"]
    for _ in range(2):  # an empty idempotency_key is no key: each request applies
        response = client.post(f"/api/v1/tables/{key}/events",
                               json={"kind": "bet", "seat": 0, "amount": 1,
                                     "idempotency_key": ""})
        assert response.status_code == 201
    assert client.get(f"/api/v1/tables/{key}?events=").json["seq"] == 2
    links = client.get("/api/openapi.json").json["paths"]["/api/v1/tables"]["post"][
        "responses"]["201"]["links"]
    assert links["appendEvent"]["parameters"] == {"key": "$response.body#/edit_key"}


def test_asking_for_more_events_than_the_table_has_lists_them_all(client: Any) -> None:
    table = Table(client, tokens=20, ante=1)
    for _ in range(3):
        table.act("bet", seat=0, amount=1)
    assert len(client.get(f"/api/v1/tables/{table.edit_key}?events=5").json["events"]) == 3


def test_a_refusal_an_htmx_form_cannot_swap_in_place_is_shown_as_the_page(
        app: Any, client: Any) -> None:
    app.config["WRITES_PER_TABLE_PER_MINUTE"] = 1
    table = Table(client, tokens=20, ante=1)
    table.act("bet", seat=0, amount=1)
    response = client.post(f"/t/{table.edit_key}/act", data={"kind": "ante", "idem": "h"},
                           headers={"HX-Request": "true"})
    assert response.status_code == 429 and response.headers["HX-Retarget"] == "body"


# --- issue 21: the read-back invariant over every class of hostile text -------------------------

TEXTS = ["²", "③", "\u200bAnn", "\u202eAnn", "A\x00nn", "\u2066Ann\u2069", "A\u030asa",
         "=4+1", "+cmd|' /C calc'!A0", "@SUM(A1)", "-2+3", "\tTab", "<b>bold</b>", "{{7*7}}",
         "x" * 41, "   ", "\ud800", "Ann\udfff", "\ud83d\ude00", "\udbff"]


@pytest.mark.parametrize("text", TEXTS, ids=[repr(t)[:24] for t in TEXTS])
def test_every_class_of_text_is_refused_or_shown_by_every_read(app: Any, client: Any,
                                                               text: str) -> None:
    """As a name at the start, in a rename and in an imported file: refused with nothing
    stored, or a table whose every read (pages, regions, exports, the import of its own
    export) answers 2xx with valid content."""
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 100
    body = json.dumps({"game": "bura", "players": [text, "Boris"]})  # surrogates as escapes
    made = client.post("/api/v1/tables", data=body, content_type="application/json")
    assert made.status_code in (201, 422), made.get_data()[:200]
    if made.status_code == 201:
        check_reads(client, made.json["edit_key"], made.json["view_key"])
    table = Table(client, tokens=20, ante=1)
    renamed = client.post(f"/api/v1/tables/{table.edit_key}/events",
                          data=json.dumps({"kind": "rename", "seat": 1, "name": text}),
                          content_type="application/json")
    assert renamed.status_code in (201, 422)
    assert event_count(client, table.edit_key) == (1 if renamed.status_code == 201 else 0)
    check_reads(client, table.edit_key, table.view_key)
    exported = client.get(f"/t/{table.edit_key}/export.json").get_json()
    exported["players"][0]["name"] = text
    imported = client.post("/api/v1/tables/import", data=json.dumps(exported),
                           content_type="application/json")
    assert imported.status_code in (201, 422)
    if imported.status_code == 201:
        check_reads(client, imported.json["edit_key"], imported.json["view_key"])
