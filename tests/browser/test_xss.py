"""Script typed into any text field is shown as text and never runs: player names on the new-table
form, the card text boxes of the table page, and every text box of the referee's pages.

Any dialog fails the test (``page.on("dialog")``), as does any element the payloads would create
(an ``img`` with ``src=x``, an ``on*`` handler, an inline ``<script>``). The CSP would block an
injected handler anyway; these tests check the escaping itself.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect
from steps import start_table

PAYLOADS = ["<img src=x onerror=alert(1)>", "\"><svg onload=alert(2)>",
            "<script>alert(3)</script>", "' onmouseover='alert(4)' x='",
            "javascript:alert(5)", "{{7*7}}<b>bold</b>"]
INJECTED = ("document.querySelectorAll('img[src=\"x\"], svg[onload], [onerror], [onload], "
            "[onmouseover], b, script:not([src])').length")
FILL_AND_SUBMIT = """([index, text]) => {
    const form = document.querySelectorAll('form')[index];
    if (!form) return false;
    const fields = form.querySelectorAll('textarea, input[type=text], input:not([type])');
    if (!fields.length) return false;
    fields.forEach(field => { field.value = text; });
    // choose a seat where one is asked, so the server reads as far as the typed text
    form.querySelectorAll('input[type=radio]').forEach(radio => {
        if (!form.querySelector(`input[name="${radio.name}"]:checked`)) radio.checked = true;
    });
    form.noValidate = true;  // the server must refuse it, not the browser
    form.requestSubmit();
    return true;
}"""


@pytest.fixture
def dialogs(phone: Any) -> list[str]:
    seen: list[str] = []

    def on_dialog(dialog: Any) -> None:
        seen.append(dialog.message)
        dialog.dismiss()

    phone.on("dialog", on_dialog)
    return seen


def assert_inert(page: Any, dialogs: list[str]) -> None:
    page.wait_for_load_state("networkidle")
    assert page.evaluate(INJECTED) == 0, page.content()[:2000]
    assert not dialogs, dialogs


def test_player_names_with_markup_are_shown_as_text(server: Any, phone: Any,
                                                    dialogs: list[str]) -> None:
    names = PAYLOADS[:5] + ["Ann"]
    start_table(phone, server, "bura", names)
    assert_inert(phone, dialogs)
    for name in names:
        expect(phone.get_by_text(name, exact=False).first).to_be_attached()
    scoreboard = phone.locator(".share a").first.get_attribute("href")
    phone.goto(scoreboard)
    assert_inert(phone, dialogs)
    expect(phone.locator(".sb-players")).to_contain_text(PAYLOADS[0])


def test_every_text_box_of_the_table_page_shows_markup_as_text(server: Any, phone: Any,
                                                               dialogs: list[str]) -> None:
    start_table(phone, server, "bura", ["Ann", "Boris"])
    table_url = phone.url
    forms = phone.locator("form").count()
    tried = shown = 0
    for index in range(forms):
        for payload in PAYLOADS[:3]:
            phone.goto(table_url)
            if not phone.evaluate(FILL_AND_SUBMIT, [index, payload]):
                break
            tried += 1
            assert_inert(phone, dialogs)
            shown += phone.evaluate("t => document.body.textContent.includes(t)", payload[:4])
    assert tried > 0
    assert shown > 0, "no refusal quoted what was typed: the test would not see an injection"


@pytest.mark.parametrize("game", ["bura", "chicago", "mus", "belote", "burraco"])
def test_every_text_box_of_the_referee_shows_markup_as_text(server: Any, phone: Any,
                                                            dialogs: list[str],
                                                            game: str) -> None:
    page_url = f"{server.url}/referee/{game}"
    phone.goto(page_url)
    forms = phone.locator("form").count()
    tried = shown = 0
    for index in range(forms):
        phone.goto(page_url)
        if not phone.evaluate(FILL_AND_SUBMIT, [index, PAYLOADS[0] + " " + PAYLOADS[1]]):
            continue
        tried += 1
        assert_inert(phone, dialogs)
        shown += phone.evaluate("t => document.body.textContent.includes(t)", "<img")
    assert tried > 0 and shown > 0
