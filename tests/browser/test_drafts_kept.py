"""A draft is never lost (issue 41, point 3), in headless Chromium at 360 px against the real
server: a Kozel hand half entered for money goes stale when another phone antes; sent with the
form's own button instead of "send anyway", it is refused, and what was typed stays in the form,
and stays through a reload of the page."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from test_live_table import act, api


def test_a_stale_draft_sent_plainly_keeps_what_was_typed_through_a_reload(
        server: Any, phone: Any) -> None:
    table = api(server, "/api/v1/tables", {"game": "kozel", "players": [
        {"name": "Masha"}, {"name": "Olya"}, {"name": "Petya"}], "options": {"mode": "money"}})
    phone.goto(table["edit_url"])
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 3")
    phone.locator("summary", has_text="Score the hand").click()
    form = phone.locator("#f-hand")
    form.locator("input[name=points_0]").fill("70")
    form.locator("input[name=cards_1]").fill("AS 10S")

    act(server, table["edit_key"], "ante")  # another phone antes again
    expect(form.locator(".kz-stale")).to_be_visible(timeout=2000)
    form.locator("button[type=submit]").last.click()  # not "send anyway": the form's own
    expect(form.locator(".error")).to_be_visible(timeout=3000)
    for name, value in (("points_0", "70"), ("cards_1", "AS 10S"), ("points_1", "")):
        expect(form.locator(f"input[name={name}]")).to_have_value(value)
    assert api(server, f"/api/v1/tables/{table['edit_key']}?events=0")["seq"] == 2

    phone.reload()
    form = phone.locator("#f-hand")
    expect(form).to_be_visible()
    for name, value in (("points_0", "70"), ("cards_1", "AS 10S"), ("points_1", "")):
        expect(form.locator(f"input[name={name}]")).to_have_value(value)
    # sent again, on the table as it is now: recorded, and the draft is gone with it
    form.locator("button[type=submit]").last.click()
    expect(phone.locator("#history-list li")).to_have_count(3, timeout=3000)
    phone.reload()
    expect(phone.locator("#f-hand input[name=points_0]")).to_have_value("")
