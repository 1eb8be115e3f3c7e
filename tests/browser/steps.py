"""Steps the browser tests share, as a person at the table takes them."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect


def start_table(phone: Any, server: Any, game: str, names: list[str],
                from_home: str | None = None, **fields: str) -> None:
    """Start a table: from the home page's "Start a table" link of ``from_home`` when it names
    the game, else straight at ``/new/<game>``; ``fields`` fill the form by label."""
    if from_home:
        phone.goto(server.url)
        phone.get_by_role("link", name=f"Start a table {from_home}", exact=True).click()
    else:
        phone.goto(f"{server.url}/new/{game}")
    phone.get_by_label("Players").fill("\n".join(names))
    for label, value in fields.items():
        phone.get_by_label(label.replace("_", " ")).fill(value)
    phone.get_by_role("button", name="Start the table").click()
    expect(phone.locator(".status")).to_contain_text("Hand 1")


def watch_scoreboard(phone: Any, watcher: Any) -> str:
    """Open, on the watcher's phone, the scoreboard link shown on the table page."""
    url = phone.locator(".share a").first.get_attribute("href")
    watcher.goto(url)
    return url


def claim_31(phone: Any, who: str, typed: str, tapped: tuple[str, ...] = ()) -> None:
    """Bura: open "Claim 31", pick the claimant, tap and type the captured cards, submit."""
    phone.get_by_text("Claim 31").click()
    form = phone.locator("form", has=phone.locator("input[value=claim]"))
    form.locator("label.seat-tap", has_text=who).click()
    for card in tapped:
        form.locator("label.card-tap", has_text=card).first.click()
    form.get_by_label("or type them").fill(typed)
    form.get_by_role("button", name="Check the claim").click()
