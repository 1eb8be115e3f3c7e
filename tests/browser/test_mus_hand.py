"""A Mus hand settled through the table page in headless Chromium: the four hands and the
bets entered in "Score the hand", the breakdown, the team scores and the counters (stones)
changing, and a second phone's scoreboard following (003 lines 132–200)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect
from steps import start_table, watch_scoreboard


def test_host_scores_a_mus_hand_and_the_scoreboard_follows(server: Any, phone: Any,
                                                           second_phone: Any) -> None:
    start_table(phone, server, "mus", ["Ann", "Bob", "Cat", "Dan"], from_home="Mus")
    watch_scoreboard(phone, second_phone)
    expect(second_phone.locator(".mus-stones")).to_contain_text("0 × 5 + 0")

    # Bob deals the second hand, so Cat (to his right in the order of play) is the mano; the
    # first hand has no score, so "Next deal" asks first
    phone.locator("summary", has_text="Next deal").click()
    expect(phone.locator(".deal-ask")).to_contain_text("Hand 1 has no score on the pad yet")
    phone.get_by_role("button", name="Deal anyway").click()
    expect(phone.locator(".status")).to_contain_text("Bob deals")

    phone.get_by_text("Score the hand", exact=True).click()
    form = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    # typed as Spanish players write the pack (rey 12, caballo 11, sota 10; oros O, copas C,
    # espadas E, bastos B): KS KH 7C 4D, QS QH JC 7D, AS 2H 5C 6D, 3S 3H 7S 4S
    for label, cards in (("Cat (mano)", "12E 12C 7B 4O"), ("Dan", "11E 11C 10B 7O"),
                         ("Ann", "1E 2C 5B 6O"), ("Bob", "3E 3C 7E 4E")):
        form.locator("fieldset.picker", has=phone.locator("legend", has_text=label)).get_by_label(
            "or type them").fill(cards)
    grande = form.locator("fieldset.mus-bet", has_text="Grande")
    grande.get_by_role("radio", name="Seen", exact=True).check()
    grande.get_by_label("Stake").fill("3")
    chica = form.locator("fieldset.mus-bet", has_text="Chica")
    chica.get_by_role("radio", name="Bob & Dan folded").check()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    form.get_by_role("button", name="Work it out and add it to the pad").click()

    # the breakdown: the fold collected at once, then the rounds in order at the reveal
    ruling = phone.locator(".ruling")
    expect(ruling).to_contain_text("Chica: Bob & Dan folded, Ann & Cat collect 1 at once")
    expect(ruling).to_contain_text("Grande (seen): Cat is best")  # the mano, hand 0, by name
    expect(ruling).to_contain_text("Juego bonus")
    rows = phone.locator(".players tbody tr")       # seats 0-3: Ann, Bob, Cat, Dan
    expect(rows.nth(0).locator("td.num")).to_have_text("10")
    expect(rows.nth(1).locator("td.num")).to_have_text("0")
    expect(phone.locator(".mus-stones li", has_text="Ann & Cat")).to_contain_text("2 × 5 + 0")
    expect(phone.locator(".mus-stones li", has_text="Ann & Cat").locator(".stone.five")
           ).to_have_count(2)

    expect(second_phone.locator(".sb-players li .sb-num").nth(2)).to_have_text("10",
                                                                             timeout=2500)
    expect(second_phone.locator(".mus-stones li", has_text="Ann & Cat")).to_contain_text(
        "2 × 5 + 0", timeout=2500)

    # a stake below 2 for a seen bid is refused in place and changes nothing
    phone.get_by_role("button", name="Next deal").click()
    expect(phone.locator(".status")).to_contain_text("Hand 3")
    phone.get_by_text("Score the hand", exact=True).click()
    form = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    for i, cards in enumerate(("12E 12C 7B 4O", "11E 11C 10B 7O", "1E 2C 5B 6O",
                               "3E 3C 7E 4E")):
        form.locator(f"input[name=hand_{i}_text]").fill(cards)
    grande = form.locator("fieldset.mus-bet", has_text="Grande")
    grande.get_by_role("radio", name="Seen", exact=True).check()
    grande.get_by_label("Stake").fill("1")
    form.get_by_role("button", name="Work it out and add it to the pad").click()
    expect(phone.locator("form .error")).to_contain_text("a seen bid is 2 to 40 counters")
    expect(second_phone.locator(".sb-players li .sb-num").nth(2)).to_have_text("10")
