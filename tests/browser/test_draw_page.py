"""A draw everyone watches (shared/rules/000 lines 83-97): the commitment first, each player
taps for their card, the seed and the result at the end, a retry shown as draw 2, a table seated
by the draw, and the check anyone can make."""

from __future__ import annotations

import hashlib
from typing import Any

from playwright.sync_api import expect


def draw_all(page: Any, names: tuple[str, ...]) -> None:
    for name in names:
        page.get_by_role("button", name=f"Draw a card for {name}").click()
        expect(page.locator("ol.drawers li", has_text=name).locator(".card-face")).to_be_visible()


def test_players_draw_on_a_page_everyone_watches(server: Any, phone: Any,
                                                 second_phone: Any) -> None:
    phone.goto(server.url)
    phone.get_by_role("link", name="Draw partners and seats").click()
    phone.get_by_label("Red and black").check()
    phone.get_by_label("Players").fill("Ann\nBob\nCy\nDee")
    phone.get_by_role("button", name="Show the commitment").click()
    expect(phone.locator("h1")).to_have_text("Draw 1")
    commitment = phone.locator(".commitment code").inner_text()
    assert len(commitment) == 64
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    # a second phone watches, and draws its own card there
    second_phone.goto(phone.url)
    phone.get_by_role("button", name="Draw a card for Ann").click()
    expect(second_phone.locator("ol.drawers li", has_text="Ann").locator(".card-face")
           ).to_be_visible(timeout=3000)
    second_phone.get_by_role("button", name="Draw a card for Bob").click()
    expect(phone.locator("ol.drawers li", has_text="Bob").locator(".card-face")
           ).to_be_visible(timeout=3000)
    expect(phone.locator("code.seed")).to_have_count(0)

    # a deliberate retry: draw 1 is set aside (its seed shown), draw 2 starts afresh
    phone.get_by_role("button", name="Draw again").click()
    expect(phone.locator("h1")).to_have_text("Draw 2 of this session")
    new_commitment = phone.locator(".commitment code").inner_text()
    assert new_commitment != commitment
    expect(second_phone.locator(".held")).to_contain_text("set aside", timeout=3000)
    first_seed = second_phone.locator("code.seed").inner_text()
    assert hashlib.sha256(first_seed.encode()).hexdigest() == commitment

    draw_all(phone, ("Ann", "Bob", "Cy", "Dee"))
    seed = phone.locator("code.seed").inner_text()
    assert hashlib.sha256(seed.encode()).hexdigest() == new_commitment
    expect(phone.locator(".draw-outcome")).to_contain_text("deals first")

    # anyone checks it: the verify page is filled in from the draw page
    draw_url = phone.url
    phone.get_by_role("link", name="Check this draw yourself").click()
    phone.get_by_role("button", name="Check").click()
    expect(phone.locator(".verdict.good")).to_contain_text("Yes: the seed matches")
    phone.get_by_label("Seed").fill(seed[:-1] + ("1" if seed[-1] != "1" else "2"))
    phone.get_by_role("button", name="Check").click()
    expect(phone.locator(".verdict.bad")).to_contain_text("No: this seed does not match")

    # a table seated by the draw, whose scoreboard records it
    phone.goto(draw_url)
    phone.get_by_label("Start a table seated this way").select_option(label="Belote")
    phone.get_by_role("button", name="Start the table").click()
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    scoreboard_url = phone.locator(".share a").first.get_attribute("href")
    phone.goto(scoreboard_url)
    phone.get_by_text("Seated by draw 2").click()
    expect(phone.locator(".sb-draw")).to_contain_text(seed)
