"""Two scorekeepers on two phones (shared/rules/000 line 98): each enters the hand on their own
phone; a slip of the finger holds the hand, both entries side by side, until it is corrected."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import expect


def start_belote(server: Any) -> str:
    """A Belote table through the API: Ann & Cy against Bob & Dee. Answers the edit link."""
    body = json.dumps({"game": "belote", "players": [{"name": n} for n in
                                                     ("Ann", "Bob", "Cy", "Dee")]}).encode()
    request = urllib.request.Request(server.url + "/api/v1/tables", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())["edit_url"]


ANN_AND_CY = "JH 9H AH 10H AS 10S KS QS AD 10D KD QD"
"""The cards Ann & Cy won (hearts trumps, they took it and the last trick): 12 of 32."""


def enter(page: Any, keeper: str, won: str) -> None:
    """A keeper enters the hand with Belote's own calculator (issue 25): trumps, who took,
    their won cards, the last trick."""
    form = page.locator("form", has=page.locator("input[name=keeper]"))
    form.locator("fieldset", has_text="Who is entering?").locator(
        "label.seat-tap", has_text=keeper).click()
    form.locator("select[name=trump]").select_option("H")
    form.locator("fieldset", has_text="accepted the trump").locator(
        "label.seat-tap", has_text="Ann & Cy").click()
    form.locator("input[name=won_text]").fill(won)
    form.locator("fieldset", has_text="last trick").locator(
        "label.seat-tap", has_text="Ann & Cy").click()
    form.get_by_role("button", name="Enter my figures").click()


def worked_out(server: Any, won: str) -> list[int]:
    """What the calculator gives each team for the hand (the referee's API)."""
    pack = [f"{rank}{suit}" for suit in "SHDC" for rank in ("A", "K", "Q", "J", "10", "9",
                                                             "8", "7")]
    rest = [card for card in pack if card not in won.split()]
    body = json.dumps({"trump": "H", "taker": 0, "won": [won.split(), rest],
                       "last_trick": 0}).encode()
    request = urllib.request.Request(server.url + "/api/v1/referee/belote/score", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())["award"]["points"]


def score_of(page: Any, name: str) -> Any:
    """The score cell of ``name``'s row on the table page (a team's score, in Belote)."""
    rows = page.locator("table.players tbody tr")
    return rows.filter(has=page.locator("td:first-child", has_text=name)).locator("td.num")


def test_two_scorekeepers_disagree_then_one_corrects(server: Any, phone: Any,
                                                     second_phone: Any) -> None:
    edit_url = start_belote(server)
    phone.goto(edit_url)
    phone.get_by_text("Two scorekeepers").click()
    naming = phone.locator("form", has=phone.locator("input[value=scorekeepers]"))
    naming.get_by_label("Keeps score for Ann & Cy").select_option(label="Ann")
    naming.get_by_label("Keeps score for Bob & Dee").select_option(label="Bob")
    naming.get_by_role("button", name="Name the scorekeepers").click()
    expect(phone.locator("#board .keepers")).to_contain_text("Ann for Ann & Cy; Bob for Bob & Dee")

    second_phone.goto(edit_url)
    expect(second_phone.locator("#board .keepers")).to_contain_text("Bob for Bob & Dee")
    # while two keepers keep the score, the one-keeper score forms are not offered
    expect(phone.locator("summary", has_text="Score the hand")).to_have_count(0)
    expect(phone.locator("input[name=kind][value=score]")).to_have_count(0)

    # Ann enters the hand with the calculator; Bob's phone says she has, never her figures
    ours, theirs = worked_out(server, ANN_AND_CY)
    enter(phone, "Ann", ANN_AND_CY)
    expect(phone.locator("#board .keepers")).to_contain_text("Waiting for Bob")
    # from now on Ann's phone says whose it is, and ticks her
    expect(phone.locator(".this-phone")).to_have_text(
        "This phone is Ann's, keeping the score for Ann & Cy.")
    expect(phone.locator("summary", has_text="Ann's entry")).to_have_count(1)
    phone.reload()
    expect(phone.locator(".this-phone")).to_contain_text("This phone is Ann's")
    expect(phone.locator("form input[name=keeper][value='0']")).to_be_checked()
    expect(second_phone.locator(".this-phone")).to_have_count(0)
    expect(second_phone.locator("#board .keepers")).to_contain_text("Ann entered",
                                                                    timeout=4000)
    expect(second_phone.locator("#board table.entries")).to_have_count(0)
    assert str(ours) not in second_phone.locator("#board").inner_text()

    # Bob slips, leaving out a trick: both phones hold the hand, entries side by side
    slip = ANN_AND_CY.rsplit(" ", 4)[0]
    enter(second_phone, "Bob", slip)
    expect(second_phone.locator("#board .held")).to_contain_text("The entries differ")
    expect(second_phone.locator(".this-phone")).to_contain_text("This phone is Bob's")
    expect(phone.locator("#board .held")).to_contain_text("The entries differ", timeout=4000)
    entries = phone.locator("#board table.entries")
    expect(entries.locator("thead")).to_contain_text("Ann")
    expect(entries.locator("thead")).to_contain_text("Bob")
    expect(entries.locator("tbody tr").first).to_contain_text(str(ours))
    expect(entries.locator("tbody tr").first).to_contain_text(
        str(worked_out(server, slip)[0]))
    expect(score_of(phone, "Cy")).to_have_text("0")

    # Bob checks his tricks and enters them again: the hand is scored on both phones
    enter(second_phone, "Bob", ANN_AND_CY)
    expect(score_of(second_phone, "Cy")).to_have_text(str(ours))
    expect(score_of(phone, "Cy")).to_have_text(str(ours), timeout=4000)
    expect(score_of(phone, "Dee")).to_have_text(str(theirs))
    expect(phone.locator("#board .held")).to_have_count(0)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
