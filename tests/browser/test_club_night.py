"""Club night in browsers: four phones (360 px wide), one a table, each opened from its table
number's card and entering its three hands on its own table page, while the room's TV (TV mode)
follows: the standings change on the TV by themselves as the tables finish."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

PAIRS = [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 9)]


def post(server: Any, path: str, body: dict) -> dict:
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def get(server: Any, path: str) -> str:
    with urllib.request.urlopen(server.url + path, timeout=10) as response:
        return response.read().decode()


@pytest.fixture
def phones(browser: Any) -> Any:
    contexts = [browser.new_context(viewport={"width": 360, "height": 740}) for _ in range(4)]
    pages = [c.new_page() for c in contexts]
    errors: list[str] = []
    for page in pages:
        page.on("pageerror", lambda error: errors.append(str(error)))
    yield pages
    for c in contexts:
        c.close()
    assert not errors, errors


def enter_hand(phone: Any, ours: str, theirs: str, points: tuple[int, int], hand: int,
               last: bool) -> None:
    expect(phone.locator(".status")).to_contain_text(f"Hand {hand}")
    phone.locator("summary", has_text="Enter the points yourself").click()
    form = phone.locator("form", has=phone.locator("input[name=kind][value=score]"))
    form.get_by_label(ours).fill(str(points[0]))
    form.get_by_label(theirs).fill(str(points[1]))
    form.get_by_role("button", name="Add to the pad").click()
    expect(phone.locator(".history")).to_contain_text(f"{points[0]:+d}")
    if not last:
        phone.get_by_role("button", name="Next deal").click()
        # the next hand's page is in before its form is opened (a swap would close it)
        expect(phone.locator(".status")).to_contain_text(f"Hand {hand + 1}")


def test_four_table_phones_and_the_rooms_tv(server: Any, browser: Any, phones: Any) -> None:
    made = post(server, "/api/v1/tournaments", {
        "game": "burraco", "name": "Lunedì al circolo", "format": "danish", "rounds": 2,
        "hands_per_round": 3, "entrants": PAIRS})
    round_one = post(server, f"/api/v1/tournaments/{made['edit_key']}/rounds", {})
    assert len(round_one["tables"]) == 4
    cards = get(server, f"/e/{made['edit_key']}/print/cards")
    card_urls = [server.url + u for u in re.findall(r'src="(/r/[^"]+/table/\d+/[\w-]+)/qr.svg"',
                                                    cards)]
    tv_context = browser.new_context(viewport={"width": 1280, "height": 720})
    tv = tv_context.new_page()
    tv.goto(made["room_url"] + "?tv=1")
    expect(tv.locator(".room-status")).to_contain_text("4 tables still playing")

    for phone, url in zip(phones, card_urls):
        phone.goto(url)
        expect(phone).to_have_url(re.compile(r"/t/"))
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    names = {t["number"]: t["names"] for t in round_one["tables"]}
    # table n's first side wins by 55 × n over three hands (11-9, 12-8 … on the 3-hand scale)
    for number, phone in enumerate(phones, start=1):
        ours, theirs = (" & ".join(p["players"]) for p in
                        (PAIRS[round_one["tables"][number - 1]["entrants"][0]],
                         PAIRS[round_one["tables"][number - 1]["entrants"][1]]))
        for hand in (1, 2, 3):
            lead = 55 * number if hand == 3 else 0
            enter_hand(phone, ours, theirs, (100 + lead, 100), hand, last=hand == 3)
        # the room's TV shows this table's result by itself
        expect(tv.locator(".last-results")).to_contain_text(names[number][0], timeout=5000)
    expect(tv.locator(".room-status")).to_contain_text("0 tables still playing", timeout=5000)
    rows = tv.locator("table.standings tbody tr")
    expect(rows.first).to_contain_text(names[4][0])  # 220 ahead: 12 VP, the most
    expect(rows.first).to_contain_text("12")

    # a phone opens the room too: no scrolling sideways at 360 px
    phones[0].goto(made["room_url"])
    expect(phones[0].locator("table.standings")).to_be_visible()
    assert phones[0].evaluate("document.documentElement.scrollWidth") <= 360
    tv_context.close()


def test_choosing_the_game_shows_its_tables_options_and_keeps_what_was_typed(
        server: Any, phone: Any) -> None:
    phone.goto(server.url + "/events/new")
    phone.fill("input[name=name]", "Concours du village")
    phone.fill("textarea[name=entrants]", "Les Dupont: Anne, Luc\nLes Martin: Paul, Zoé")
    phone.select_option("select[name=game]", "belote")
    expect(phone.locator("details.table-options summary")).to_contain_text("Belote")
    underruff = phone.locator("input[name=table_must_underruff]")
    expect(underruff).to_be_checked()  # the text's rule (003) by default
    assert phone.input_value("input[name=name]") == "Concours du village"
    assert "Les Martin" in phone.input_value("textarea[name=entrants]")
    underruff.uncheck()
    phone.select_option("select[name=format]", "concours")
    phone.fill("input[name=rounds]", "2")
    phone.click("button.primary")
    phone.wait_for_url(re.compile(r"/e/[\w-]+$"))
    key = phone.url.rsplit("/", 1)[1]
    spec = json.loads(get(server, f"/api/v1/tournaments/{key}"))["spec"]
    assert spec["game"] == "belote" and spec["options"]["table"]["must_underruff"] is False
