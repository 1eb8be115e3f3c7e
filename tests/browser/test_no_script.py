"""A phone with JavaScript off still keeps the book (DESIGN: usable without JavaScript).

Chromium posts such a form with ``Origin: null`` (the Fetch standard's rule for a page whose
referrer policy is no-referrer, as Kibitzer's pages are) and ``Sec-Fetch-Site: same-origin``:
the cross-site check must take it as the page's own (issue 21, item 7)."""

from __future__ import annotations

from typing import Any


def test_a_table_is_started_and_kept_with_javascript_off(server: Any, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740},
                                  java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(f"{server.url}/new/bura")
        page.fill("textarea[name=players]", "Ann\nBoris")
        page.locator("form button[type=submit]").first.click()
        page.wait_for_url("**/t/*")
        assert "Ann" in page.content() and "Boris" in page.content()
        page.locator("form:has(input[name=kind][value=ante]) button[type=submit]").first.click()
        page.wait_for_url("**/t/*")
        key = page.url.rsplit("/", 1)[1]
        state = page.request.get(f"{server.url}/api/v1/tables/{key}").json()
        assert state["seq"] == 1 and state["pot"] == 2
    finally:
        context.close()
