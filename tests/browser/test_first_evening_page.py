"""Issue 25 at 360 × 740 in headless Chromium: the end of a game brought into view, and a table
brought back from its export landing at its own address, listed once on the phone."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import expect
from steps import claim_31


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def in_view(phone: Any, selector: str) -> bool:
    return phone.evaluate("""(selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return box.top > -2 && box.top < window.innerHeight;
    }""", selector)


def test_the_winners_banner_is_brought_into_view_when_the_game_ends(server: Any,
                                                                     phone: Any) -> None:
    # Bura ends when one player holds every token; the last claim's ruling is scrolled to (it
    # sits below the board), which left the banner and "New game, same players" above
    table = post(server.url + "/api/v1/tables", {
        "game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}],
        "options": {"tokens": 1, "ante": 1}})
    post(f"{server.url}/api/v1/tables/{table['edit_key']}/events",
         {"kind": "ante", "idempotency_key": "a1"})
    phone.goto(table["edit_url"])
    claim_31(phone, "Ann", "AS 10S KS QS JS AD")  # 002 line 31: a true claim takes the pot
    expect(phone.locator(".game-over")).to_contain_text("Ann wins the game")
    phone.wait_for_timeout(300)
    assert in_view(phone, ".game-over")
    expect(phone.get_by_role("button", name="New game, same players")).to_be_in_viewport()
    # a later swap of the same banner (another phone's action, a poll) does not move the page
    phone.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    post(f"{server.url}/api/v1/tables/{table['edit_key']}/events",
         {"kind": "rename", "seat": 1, "name": "Borya", "idempotency_key": "r1"})
    expect(phone.locator("table.players")).to_contain_text("Borya")
    phone.wait_for_timeout(300)
    assert not in_view(phone, ".game-over")


def test_an_imported_table_is_at_its_own_address_and_listed_once(server: Any, phone: Any,
                                                                tmp_path: Any) -> None:
    table = post(server.url + "/api/v1/tables", {
        "game": "belote", "players": [{"name": n} for n in ("Ann", "Boris", "Carl", "Dora")]})
    phone.goto(table["edit_url"])
    post(f"{server.url}/api/v1/tables/{table['edit_key']}/events",
         {"kind": "score", "teams": [162, 0], "idempotency_key": "s1"})
    exported = tmp_path / "belote.json"
    with urllib.request.urlopen(f"{table['edit_url']}/export.json") as response:
        exported.write_bytes(response.read())
    phone.goto(server.url)
    expect(phone.locator("#my-tables li")).to_have_count(1)
    phone.set_input_files("input[name=file]", str(exported))
    phone.get_by_role("button", name="Import").click()
    expect(phone.locator(".status")).to_contain_text("Hand 1 is over")
    assert "/t/" in phone.url and table["edit_key"] not in phone.url
    imported = phone.url
    phone.reload()  # a reload stays at the imported table
    assert phone.url == imported
    expect(phone.locator(".status")).to_contain_text("Hand 1 is over")
    phone.goto(server.url)
    entries = phone.locator("#my-tables li a")
    expect(entries).to_have_count(1)
    assert entries.first.get_attribute("href") == imported.removeprefix(server.url)
