"""A Belote hand scored through the table page in headless Chromium: the host taps and types
one team's won cards, the page works out the hand, and a second phone's scoreboard follows."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect
from steps import start_table, watch_scoreboard


def pad_score(page: Any, name: str) -> Any:
    """A player's score on the table page (the team column names partners too)."""
    row = page.locator("table.players tbody tr",
                       has=page.locator("td:first-child", has_text=name))
    return row.locator("td.num")


def board_score(page: Any, name: str) -> Any:
    return page.locator(".sb-players li",
                        has=page.locator(".sb-name", has_text=name)).locator(".sb-num")


def test_host_scores_a_belote_hand_and_the_scoreboard_follows(server: Any, phone: Any,
                                                             second_phone: Any) -> None:
    start_table(phone, server, "belote", ["Ann", "Bob", "Cat", "Dan"], from_home="Belote")

    watch_scoreboard(phone, second_phone)
    expect(board_score(second_phone, "Ann")).to_have_text("0")

    phone.locator("summary", has_text="Score the hand").click()
    hand = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    expect(hand.get_by_label("Trumps")).to_be_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360

    # hearts are trumps; Ann & Cat took JH 9H AH 10H (tapped) and AS 10S KS QS AD 10D KD QD
    # (typed): 111 card points; Bob & Dan took the other 20 cards, 41
    hand.get_by_label("Trumps").select_option("H")
    won = hand.locator("fieldset.picker").first
    for card in ("J♥", "9♥", "A♥", "10♥"):
        won.locator("label.card-tap", has_text=card).click()
    hand.get_by_label("or type them", exact=True).fill("as 10s ks qs ad 10d kd qd")
    hand.locator("fieldset", has_text="last trick").locator(
        "label.seat-tap", has_text="Ann & Cat").click()
    # Ann & Cat's run of three, tapped card by card in their first declaration
    declaration = hand.locator("details.declaration").first
    for card in ("A♠", "K♠", "Q♠"):
        declaration.locator("label.card-tap", has_text=card).click()
    hand.locator("fieldset", has_text="Belote and rebelote").locator(
        "label.seat-tap", has_text="Bob & Dan").click()

    # the taker was forgotten: said in place, the taps and the typing stay, nothing scored
    hand.get_by_role("button", name="Work it out and add it to the pad").click()
    hand = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    expect(hand.locator(".error")).to_have_text("say which team took (0 or 1)")
    expect(hand.locator("input[name=won][value=JH]")).to_be_checked()
    expect(hand.get_by_label("or type them", exact=True)).to_have_value("as 10s ks qs ad 10d kd qd")
    expect(pad_score(phone, "Ann")).to_have_text("0")

    hand.locator("fieldset", has_text="accepted the trump").locator(
        "label.seat-tap", has_text="Ann & Cat").click()
    hand.get_by_role("button", name="Work it out and add it to the pad").click()

    ruling = phone.locator(".ruling")
    # the ruling names the partnerships as the table knows them
    expect(ruling).to_contain_text("Ann & Cat made their contract: 121 in tricks against 41.")
    expect(ruling).to_contain_text("Ann & Cat declared: run of three to the ace of spades")
    expect(ruling).to_contain_text("Belote and rebelote (K and Q of trumps): Bob & Dan, +20")
    expect(ruling).to_contain_text("tricks 121 + declarations 20 = 141, rounded to the nearest "
                                   "ten: 140.")
    expect(pad_score(phone, "Ann")).to_have_text("140")
    expect(pad_score(phone, "Dan")).to_have_text("60")
    expect(phone.locator(".status")).to_contain_text("Hand 1 is over")

    expect(board_score(second_phone, "Cat")).to_have_text("140", timeout=2500)
    expect(board_score(second_phone, "Bob")).to_have_text("60")
    expect(second_phone.locator(".sb-last")).to_contain_text("Hand scored")
