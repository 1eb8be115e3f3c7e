"""Ruling a disputed Belote trick through the referee page, in headless Chromium."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect


def test_a_belote_trick_is_ruled_through_the_page(server: Any, phone: Any) -> None:
    phone.goto(server.url)
    phone.get_by_role("link", name="Referee Belote", exact=True).click()
    expect(phone.get_by_role("heading", name="Belote referee")).to_be_visible()
    form = phone.locator("form.ask").first
    form.get_by_label("Trumps").select_option("H")
    # the lead and play 1 are open; tap AS for the lead, type the others
    form.locator("details.play").nth(0).locator("fieldset.picker").first.locator(
        "label.card-tap", has_text="A♠").click()
    form.locator("details.play").nth(1).get_by_label("or type them").first.fill("7s")
    for i, card in ((2, "KS"), (3, "8D")):
        play = form.locator("details.play").nth(i)
        play.locator("summary").first.click()
        play.get_by_label("or type them").first.fill(card)
    before = form.locator("details.play").nth(3).locator("details.hand-before")
    before.locator("summary").click()
    before.get_by_label("or type them").fill("8D 9H")
    form.get_by_role("button", name="Rule on the trick").click()
    ruling = phone.locator("#ruling")
    expect(ruling).to_contain_text("A♠ wins")
    expect(ruling.locator("li.win")).to_contain_text("First player (led)")
    expect(ruling.locator(".violations")).to_contain_text("must trump when out of the suit led")
    expect(ruling.locator(".violations")).to_contain_text("Fourth player, 8♦")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
