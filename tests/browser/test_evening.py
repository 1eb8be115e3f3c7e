"""An evening at the table, in headless Chromium at 360 × 740 with a second phone watching the
scoreboard (issue 12): whole games to their end, the next game with the same players and the
tally, Back Alley's hand sizes, a game that locks at its end, a double tap on "Next deal", and a
table exported and brought back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from steps import start_table, watch_scoreboard

BELOTE = ["Ann", "Boris", "Carl", "Dora"]


def enter_points(page: Any, points: dict[str, str]) -> None:
    """The "Enter the points yourself" form: one box a side, labelled with its name."""
    page.locator("summary", has_text="Enter the points yourself").click()
    form = page.locator("form", has=page.locator("input[name=kind][value=score]"))
    for label, value in points.items():
        form.get_by_label(label, exact=True).fill(value)
    form.get_by_role("button", name="Add to the pad").click()


def next_deal(page: Any, hand: int) -> None:
    page.get_by_role("button", name="Next deal").click()
    expect(page.locator(".status")).to_contain_text(f"Hand {hand}")


def test_a_whole_belote_game_then_the_next_with_the_same_players(
        server: Any, phone: Any, second_phone: Any) -> None:
    """Belote to 1000 (shared/rules 026): Ann & Carl pass it on the second hand; the banner
    names them on both phones, the table takes only undo and the next game, and the tally
    counts the game won."""
    start_table(phone, server, "belote", BELOTE)
    watch_scoreboard(phone, second_phone)
    expect(second_phone.locator(".sb-target")).to_contain_text("1000")

    enter_points(phone, {"Ann & Carl": "600", "Boris & Dora": "100"})
    expect(phone.locator(".pad-table tbody tr")).to_have_count(1)
    next_deal(phone, 2)
    enter_points(phone, {"Ann & Carl": "500", "Boris & Dora": "62"})

    banner = phone.locator(".game-over")
    expect(banner).to_contain_text("Ann & Carl win")
    expect(second_phone.locator(".game-over")).to_contain_text("Ann & Carl win", timeout=4000)
    # the game is over: no actions but the next game and undo
    expect(phone.locator(".actions-panel")).to_have_count(0)
    expect(phone.get_by_role("button", name="Next deal")).to_have_count(0)
    expect(phone.locator(".history form button").first).to_have_text("Undo")
    # the pad has a row a hand and the chart a point a hand (and the start)
    expect(phone.locator(".pad-table tbody tr")).to_have_count(2)
    expect(phone.locator(".pad-table tbody tr").nth(1)).to_contain_text("1100")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    banner.get_by_role("button", name="New game, same players").click()
    expect(phone.locator(".game-over")).to_have_count(0)
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    expect(phone.locator(".status")).to_contain_text("Boris deals")  # the deal passes on
    expect(phone.locator(".tally")).to_contain_text("Ann & Carl 1 · Boris & Dora 0")
    expect(second_phone.locator(".tally")).to_contain_text("Ann & Carl 1", timeout=4000)
    expect(second_phone.locator(".game-over")).to_have_count(0)
    expect(phone.locator(".players td.num").first).to_have_text("0")


def test_two_hands_of_back_alley_show_the_hand_and_its_size(
        server: Any, phone: Any, second_phone: Any) -> None:
    """Back Alley (shared/rules 000): 26 hands, 13 cards down to 1 and back up; the hand
    number and size are the table's, on the hand form and the scoreboard."""
    start_table(phone, server, "back-alley", ["Ann", "Boris", "Carl", "Dora"])
    watch_scoreboard(phone, second_phone)
    expect(second_phone.locator(".sb-target")).to_contain_text("hand 1 of 26, 13 cards each")
    for hand, size in ((1, 13), (2, 12)):
        phone.locator("summary", has_text="Score the hand").click()
        form = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
        expect(form.locator(".hand-size")).to_have_text(
            f"Hand {hand} of 26: {size} cards each")
        expect(form.locator("input[name=hand]")).to_have_count(0)
        tricks = (3, 2, 5, size - 10)
        for seat, (bid, taken) in enumerate(zip(("3", "pass", "4", "2"), tricks)):
            form.locator(f"select[name=bid_{seat}]").select_option(bid)
            form.locator(f"input[name=tricks_{seat}]").fill(str(taken))
        form.get_by_role("button", name="Work it out and add it to the pad").click()
        expect(phone.locator(".ruling")).to_be_visible()
        expect(phone.locator(".pad-table tbody tr")).to_have_count(hand)
        next_deal(phone, hand + 1)
        expect(second_phone.locator(".sb-target")).to_contain_text(
            f"hand {hand + 1} of 26, {size - 1} cards each", timeout=4000)


def test_a_mus_game_to_40_locks(server: Any, phone: Any, second_phone: Any) -> None:
    """Mus ends at 40 (shared/rules 027): the hand that reaches it ends the game; another
    phone's form for the next hand is refused with the result, and nothing is recorded."""
    start_table(phone, server, "mus", ["Ane", "Bea", "Mikel", "Maite"])
    edit_url = phone.url
    second_phone.goto(edit_url)
    enter_points(phone, {"Ane & Mikel": "25", "Bea & Maite": "10"})
    next_deal(phone, 2)
    second_phone.route("**/stream?*", lambda route: route.abort())  # its form stays as it was
    second_phone.route("**/board?*", lambda route: route.abort())
    second_phone.reload()
    enter_points(phone, {"Ane & Mikel": "15", "Bea & Maite": "5"})
    expect(phone.locator(".game-over")).to_contain_text("Ane & Mikel win")
    expect(phone.locator(".actions-panel")).to_have_count(0)

    enter_points(second_phone, {"Ane & Mikel": "0", "Bea & Maite": "30"})
    expect(second_phone.locator(".game-over")).to_contain_text("Ane & Mikel win")
    expect(second_phone.locator(".error").first).to_contain_text("The game is over")
    expect(second_phone.locator("#announcer")).to_contain_text("The game is over")
    phone.reload()
    expect(phone.locator(".pad-table tbody tr")).to_have_count(2)


def test_a_double_tap_on_next_deal_deals_once(server: Any, phone: Any) -> None:
    start_table(phone, server, "chicago", ["Ann", "Boris", "Carl"])
    enter_points(phone, {"Ann": "10", "Boris": "", "Carl": "5"})
    expect(phone.locator(".pad-table tbody tr")).to_have_count(1)
    phone.get_by_role("button", name="Next deal").dblclick()
    expect(phone.locator(".status")).to_contain_text("Hand 2")
    phone.wait_for_timeout(1500)
    phone.reload()
    expect(phone.locator(".history li", has_text="Hand 2:")).to_have_count(1)
    expect(phone.locator(".history li", has_text="Hand 3:")).to_have_count(0)


def test_a_table_exported_and_brought_back_is_the_same(server: Any, phone: Any,
                                                       tmp_path: Path) -> None:
    start_table(phone, server, "belote", BELOTE)
    enter_points(phone, {"Ann & Carl": "120", "Boris & Dora": "42"})
    next_deal(phone, 2)
    enter_points(phone, {"Ann & Carl": "80", "Boris & Dora": "82"})
    old_url = phone.url
    with phone.expect_download() as download:
        phone.get_by_role("link", name="whole table (JSON)").click()
    saved = tmp_path / "table.json"
    download.value.save_as(saved)
    exported = json.loads(saved.read_text())
    assert "edit_key" not in json.dumps(exported) and old_url.rsplit("/", 1)[1] not in \
        saved.read_text()

    phone.goto(server.url)
    phone.locator("input[type=file][name=file]").set_input_files(str(saved))
    phone.get_by_role("button", name="Import").click()
    expect(phone.locator(".status")).to_contain_text("Hand 2")
    assert phone.url != old_url
    expect(phone.locator(".pad-table tbody tr")).to_have_count(2)
    expect(phone.locator(".pad-table tbody tr").nth(1)).to_contain_text("200")
    expect(phone.locator(".pad-table tbody tr").nth(1)).to_contain_text("124")
    expect(phone.locator(".history li")).to_have_count(3)
