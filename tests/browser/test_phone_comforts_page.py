"""Phone comforts in headless Chromium at 360 × 740 (issue 12, #6): the screen kept awake, TV
mode following the table, and the tables this phone opened listed on its home page."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import expect
from steps import start_table

RECORD_WAKE_LOCK = """
window.__wakeLocks = 0;
Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {
  request: function (kind) {
    window.__wakeLocks += 1;
    window.__lock = {released: false, release: function () { return Promise.resolve(); }};
    return Promise.resolve(window.__lock);
  }}});
"""


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def test_the_table_page_keeps_the_screen_awake_and_asks_again_when_shown(
        server: Any, phone: Any) -> None:
    phone.add_init_script(RECORD_WAKE_LOCK)
    start_table(phone, server, "chicago", ["Ann", "Boris"])
    phone.wait_for_function("window.__wakeLocks >= 1")
    # hidden, the browser drops the lock; shown again, the page asks for it again
    phone.evaluate("""() => {
        window.__lock.released = true;
        window.__wakeLocks = 0;
        document.dispatchEvent(new Event('visibilitychange'));
    }""")
    phone.wait_for_function("window.__wakeLocks === 1")
    phone.goto(server.url)  # the home page does not ask
    phone.evaluate("window.__wakeLocks = 0")
    phone.wait_for_timeout(200)
    assert phone.evaluate("window.__wakeLocks") == 0


def test_no_wake_lock_api_breaks_nothing(server: Any, phone: Any) -> None:
    phone.add_init_script("delete Navigator.prototype.wakeLock;")
    start_table(phone, server, "chicago", ["Ann", "Boris"])
    expect(phone.locator(".status")).to_contain_text("Hand 1")  # and no page error (fixture)


def test_tv_mode_is_large_and_follows_the_table(server: Any, browser: Any) -> None:
    table = post(server.url + "/api/v1/tables", {
        "game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}],
        "options": {"tokens": 20, "ante": 1}})
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    tv = context.new_page()
    tv.goto(table["scoreboard_url"])
    tv.get_by_role("link", name="TV mode").click()
    expect(tv.locator(".tv-mode")).to_be_visible()
    expect(tv.locator("header.top")).to_be_hidden()
    expect(tv.locator(".exports")).to_have_count(0)
    size = tv.evaluate("parseFloat(getComputedStyle(document.querySelector('.sb-players li'))"
                       ".fontSize)")
    assert size >= 48, size
    post(f"{server.url}/api/v1/tables/{table['edit_key']}/events",
         {"kind": "ante", "idempotency_key": "a"})
    expect(tv.locator("#pot")).to_have_text("2", timeout=4000)
    expect(tv.locator(".tv-mode")).to_be_visible()  # still TV mode after the refresh
    context.close()


def remembered(phone: Any, count: int) -> None:
    """Wait until this phone has noted ``count`` tables: the page notes one once htmx has
    settled it, a moment after its words show."""
    phone.wait_for_function(
        "n => JSON.parse(localStorage.getItem('kibitzer.tables') || '[]').length >= n",
        arg=count)


def test_the_home_page_lists_this_phones_tables_and_forgets_one(server: Any,
                                                                phone: Any) -> None:
    phone.goto(server.url)
    expect(phone.locator("#my-tables")).to_be_hidden()
    start_table(phone, server, "belote", ["Ane", "Paul", "Maite", "Jon"])
    remembered(phone, 1)
    belote = phone.url
    start_table(phone, server, "chicago", ["Ann", "Boris"])
    remembered(phone, 2)
    phone.goto(server.url)
    rows = phone.locator("#my-tables li")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("Chicago: Ann, Boris")
    expect(rows.first).to_contain_text("keeping the book")
    expect(rows.nth(1).get_by_role("link")).to_have_attribute(
        "href", belote.replace(server.url, ""))
    rows.first.get_by_role("button", name="Forget Chicago: Ann, Boris").click()
    expect(rows).to_have_count(1)
    # the focus goes to the next line's button, not to <body> (issue 26)
    expect(rows.first.get_by_role("button", name="Forget Belote")).to_be_focused()
    phone.reload()
    expect(phone.locator("#my-tables li")).to_have_count(1)
    phone.locator("#my-tables button").focus()
    phone.keyboard.press("Enter")    # the last one: the list is gone, the focus on the heading
    expect(phone.locator("#my-tables")).to_be_hidden()
    expect(phone.locator("h1")).to_be_focused()
    # a list spoilt by hand is ignored, never an error
    phone.evaluate("localStorage.setItem('kibitzer.tables', '{not json')")
    phone.reload()
    expect(phone.locator("#my-tables")).to_be_hidden()
