"""The pages a phone opens first carry no htmx (issue 22: the first load of a table page within
40 KB with its icons): the table page, the scoreboard, the home page and a club night's room go
from page to page with static/boost.js, in one document as a boosted link does. The pages whose
parts htmx swaps (the referee, a new table, a draw and its check, a new event) load htmx.

In headless Chromium at 360 px; the first test reads the pages' HTML only."""

from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest
from audit import PageType, page_types
from conftest import Server
from playwright.sync_api import expect

ASKS_HTMX = re.compile(r"\shx-(get|post|put|patch|delete|trigger)=")
HTMX = "/static/htmx-"


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


@pytest.fixture(scope="module")
def site(tmp_path_factory: Any) -> Iterator[tuple[Server, list[PageType]]]:
    running = Server(Path(tmp_path_factory.mktemp("light")))
    try:
        yield running, page_types(running.url)
    finally:
        running.stop()


def test_htmx_is_loaded_where_a_page_asks_for_it_and_not_on_the_pages_opened_first(
        site: Any) -> None:
    server, kinds = site
    light, missing = set(), []
    for kind in kinds:
        html = fetch(server.url + kind.url)
        assert "/static/boost.js" in html, kind.name
        if ASKS_HTMX.search(html) and HTMX not in html:
            missing.append(kind.name)
        if HTMX not in html:
            light.add(kind.name)
    assert not missing, f"these pages ask htmx for their parts but do not load it: {missing}"
    assert {"home", "scoreboard", "TV mode", "room", "room TV", "table bura",
            "table belote", "table mus"} <= light
    assert {"referee with a ruling", "new table", "new draw", "draw check",
            "new event"}.isdisjoint(light)


def table(server: Any) -> dict[str, Any]:
    return post(server.url + "/api/v1/tables", {
        "game": "bura", "players": [{"name": "Masha"}, {"name": "Boris"}],
        "options": {"tokens": 20, "ante": 1}})


def test_from_the_table_to_the_home_page_and_back_in_one_document(
        server: Any, phone: Any) -> None:
    errors: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    made = table(server)
    phone.goto(made["edit_url"])
    assert phone.evaluate("window.htmx === undefined")
    phone.evaluate("window.sameDocument = true")

    phone.get_by_role("link", name="Kibitzer").click()
    expect(phone.locator("h1")).to_contain_text("Keep the book")
    expect(phone).to_have_url(server.url + "/")
    assert phone.evaluate("window.sameDocument === true"), "a boosted link, not a new load"
    assert phone.title() == "Kibitzer"
    # a reader is told where they are: the new page's heading has the focus
    assert phone.evaluate("document.activeElement.closest('h1') !== null")
    # the table this phone opened is listed on the home page: its scripts ran on the new page
    expect(phone.locator("#my-tables")).to_contain_text("Masha")

    phone.go_back()
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    expect(phone).to_have_url(made["edit_url"])
    assert phone.evaluate("window.sameDocument === true")
    # the page is live again: its own tap goes through, and another phone's action arrives
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator("#history-list")).to_contain_text("ante 1 each")
    post(f"{server.url}/api/v1/tables/{made['edit_key']}/events",
         {"kind": "ante", "idempotency_key": "other-phone"})
    expect(phone.locator("main")).to_contain_text(re.compile(r"Pot\s*4"), timeout=5000)

    phone.go_forward()
    expect(phone.locator("h1")).to_contain_text("Keep the book")
    assert phone.evaluate("window.sameDocument === true")
    assert not errors, errors


def test_the_scoreboard_in_another_language_by_its_menu_says_so_to_the_browser(
        server: Any, phone: Any) -> None:
    made = table(server)
    phone.goto(made["scoreboard_url"])
    phone.evaluate("window.sameDocument = true")
    phone.locator("details.languages summary").click()
    phone.locator("details.languages a[hreflang=es]").click()
    expect(phone.locator("html")).to_have_attribute("lang", "es")
    assert phone.evaluate("window.sameDocument === true")
    # and it follows the table as before, in Spanish
    post(f"{server.url}/api/v1/tables/{made['edit_key']}/events",
         {"kind": "ante", "idempotency_key": "a"})
    expect(phone.locator("#pot")).to_have_text("2", timeout=5000)


def test_a_page_that_needs_htmx_is_opened_whole_and_works(server: Any, phone: Any) -> None:
    made = table(server)
    phone.goto(made["edit_url"])
    phone.evaluate("window.sameDocument = true")
    phone.get_by_role("link", name="Referee for Bura").click()
    expect(phone.locator("h1")).to_contain_text("Bura")
    phone.wait_for_function("() => window.htmx !== undefined")
    assert phone.evaluate("window.sameDocument === undefined"), "a whole page, with htmx"
    phone.go_back()
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator("#history-list")).to_contain_text("ante 1 each")


def test_a_table_page_htmx_brings_back_from_its_history_is_live_again(
        server: Any, phone: Any) -> None:
    # a table started from the new-table page (which loads htmx): htmx's own navigation
    phone.goto(f"{server.url}/new/bura")
    phone.get_by_label("Players").fill("Masha\nBoris")
    phone.get_by_role("button", name="Start the table").click()
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    edit_key = phone.url.rsplit("/", 1)[-1]
    phone.get_by_role("link", name="Kibitzer").click()
    expect(phone.locator("h1")).to_contain_text("Keep the book")
    phone.go_back()   # htmx restores the page from its history cache
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    post(f"{server.url}/api/v1/tables/{edit_key}/events",
         {"kind": "ante", "idempotency_key": "other-phone"})
    expect(phone.locator("#history-list")).to_contain_text("ante", timeout=5000)


def test_a_form_on_a_light_page_is_answered_in_place_and_back_leaves_the_page(
        server: Any, phone: Any) -> None:
    event = post(server.url + "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})
    phone.goto(server.url + "/")
    phone.goto(f"{server.url}/e/{event['edit_key']}")
    phone.evaluate("window.sameDocument = true")
    before = phone.evaluate("history.length")
    phone.get_by_label("A late entrant's name").fill("Late pair")
    phone.get_by_label("Players (separated by commas)").fill("Lena, Oleg")
    phone.get_by_role("button", name="Add", exact=True).click()
    expect(phone.locator("main")).to_contain_text("Late pair")
    assert phone.evaluate("window.sameDocument === true"), "answered in place"
    assert phone.evaluate("history.length") == before, "the same page: no new history entry"
    phone.go_back()
    expect(phone.locator("h1")).to_contain_text("Keep the book")


def test_a_club_pages_style_sheet_comes_and_goes_with_it(server: Any, phone: Any) -> None:
    event = post(server.url + "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})

    def club_sheet() -> bool:
        return any("club.css" in href for href in phone.evaluate(
            "Array.from(document.querySelectorAll('link[rel=stylesheet]'), l => l.href)"))

    phone.goto(f"{server.url}/e/{event['edit_key']}")
    phone.evaluate("window.sameDocument = true")
    assert club_sheet()
    phone.get_by_role("link", name="Kibitzer").click()
    expect(phone.locator("h1")).to_contain_text("Keep the book")
    assert phone.evaluate("window.sameDocument === true")
    assert not club_sheet(), "the home page is not styled by the club's sheet"
    phone.go_back()
    expect(phone.locator("main")).to_contain_text("P1")
    assert phone.evaluate("window.sameDocument === true")
    assert club_sheet()


def test_a_form_tapped_twice_on_a_light_page_is_sent_once(server: Any, phone: Any) -> None:
    event = post(server.url + "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})
    phone.goto(f"{server.url}/e/{event['edit_key']}")
    phone.get_by_label("A late entrant's name").fill("Late pair")
    phone.get_by_label("Players (separated by commas)").fill("Lena, Oleg")
    phone.get_by_role("button", name="Add", exact=True).dblclick()
    expect(phone.locator("main")).to_contain_text("Late pair")
    phone.wait_for_timeout(500)
    # the second tap did not reach the server ("Late pair is entered twice")
    errors = phone.locator("main .error")
    assert errors.count() == 0, errors.all_text_contents()
    with urllib.request.urlopen(f"{server.url}/api/v1/tournaments/{event['edit_key']}",
                                timeout=10) as response:
        entrants = json.loads(response.read())["entrants"]
    assert [e["name"] for e in entrants].count("Late pair") == 1
