"""Bura from the host's first tap to a settled pot, in headless Chromium, with a second phone
watching the scoreboard."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect
from steps import claim_31, start_table, watch_scoreboard


def pot_on(page: Any) -> Any:
    return page.locator("#pot")


def test_host_runs_a_bura_hand_and_the_scoreboard_follows(server: Any, phone: Any,
                                                          second_phone: Any) -> None:
    start_table(phone, server, "bura", ["Ann", "Boris", "Vika"], from_home="Bura",
                Tokens_each="10")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    watch_scoreboard(phone, second_phone)
    expect(pot_on(second_phone)).to_have_text("0")

    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 3")
    expect(pot_on(second_phone)).to_have_text("3", timeout=2500)

    # a false claim: AS 10S KH = 25
    claim_31(phone, "Ann", "kh", tapped=("A♠", "10♠"))
    expect(phone.locator(".ruling")).to_contain_text("The claim is false")
    expect(phone.locator(".ruling")).to_contain_text("= 25")
    expect(phone.locator(".pot")).to_contain_text("Pot 6")
    expect(pot_on(second_phone)).to_have_text("6", timeout=2500)

    # next deal with the ante, then a true claim by Boris: AS 10S KH QH JH 9C AC = 41
    phone.get_by_role("button", name="Next deal").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 9")
    expect(phone.locator(".status")).to_contain_text("Ann deals")
    claim_31(phone, "Boris", "AS 10S KH QH JH 9C AC")
    expect(phone.locator(".ruling")).to_contain_text("The claim is true")
    expect(phone.locator(".pot")).to_contain_text("Pot 0")
    expect(pot_on(second_phone)).to_have_text("0", timeout=2500)
    expect(second_phone.locator(".sb-players li", has_text="Boris")).to_contain_text("17")

    # undo the true claim: the pot of 9 is back, and the history keeps the claim struck through
    phone.locator(".history li").first.get_by_role("button", name="Undo").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 9")
    expect(pot_on(second_phone)).to_have_text("9", timeout=2500)
    expect(phone.locator(".history li.voided s")).to_contain_text("Claim 31")


def test_a_bad_card_is_shown_in_place_and_changes_nothing(server: Any, phone: Any) -> None:
    start_table(phone, server, "bura", ["Ann", "Boris"])
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 2")
    claim_31(phone, "Ann", "AS 5H")
    expect(phone.locator("form .error")).to_have_text("5♥ is not in Bura's 36-card pack")
    expect(phone.locator(".pot")).to_contain_text("Pot 2")


def test_two_phones_on_the_edit_link_never_double_an_ante(server: Any, phone: Any,
                                                          second_phone: Any) -> None:
    start_table(phone, server, "bura", ["Ann", "Boris"])
    # the second phone's page must stay as it was rendered: its stream (and the poll that
    # stands in for it) is held back, so its tap is certainly a stale one
    second_phone.route("**/stream?*", lambda route: route.abort())
    second_phone.route("**/board?*", lambda route: route.abort())
    second_phone.goto(phone.url)
    phone.get_by_role("button", name="Everyone antes 1").click()
    expect(phone.locator(".pot")).to_contain_text("Pot 2")
    # the second phone's page was rendered before the ante: its tap is refused, not doubled
    second_phone.get_by_role("button", name="Everyone antes 1").click()
    expect(second_phone.locator(".error")).to_contain_text("Someone changed the table")
    # said by the page's one announcer (issue 26), not by a live region inside a swapped part
    expect(second_phone.locator("#announcer")).to_contain_text("Someone changed the table")
    expect(second_phone.locator(".pot")).to_contain_text("Pot 2")
    # now it sees the fresh table, and a deliberate second ante applies
    second_phone.get_by_role("button", name="Ante again 1").click()
    expect(second_phone.locator(".pot")).to_contain_text("Pot 4")
