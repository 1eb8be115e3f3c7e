"""The organiser's and the room's pages on a phone 360 px wide (issue 36, point 6), in French (a
concours de belote, the issue's own case): no sideways scroll, no name cut, a withdrawal asks to
confirm before it is made, and the result form names the two entrants (not "one side / the
other")."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from playwright.sync_api import expect

TEAMS = [{"name": f"Les Joyeux Belotiers de Saint-Rémy {i}",
          "players": [f"Marie-Christine Delacroix {i}", f"Jean-Baptiste Fontaine {i}"]}
         for i in range(1, 7)]


def post(server: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


WIDE = """() => ({page: document.documentElement.scrollWidth,
  cut: Array.from(document.querySelectorAll('td, th, li, label, strong, p'))
    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1
            && getComputedStyle(e).overflowX !== 'visible')
    .map(e => e.textContent.trim().slice(0, 40))})"""


def test_the_organiser_and_the_room_at_360_px(server: Any, browser: Any) -> None:
    made = post(server, "/api/v1/tournaments", {
        "game": "belote", "name": "Concours de la Saint-Jean", "format": "concours",
        "rounds": 4, "entrants": TEAMS})
    one = post(server, f"/api/v1/tournaments/{made['edit_key']}/rounds", {})
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale="fr-FR",
                                  extra_http_headers={"Accept-Language": "fr"})
    phone = context.new_page()
    errors: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    for url in (f"/e/{made['edit_key']}", f"/r/{made['view_key']}"):
        phone.goto(server.url + url)
        measured = phone.evaluate(WIDE)
        assert measured["page"] <= 360, (url, measured)
        assert measured["cut"] == [], (url, measured)
    phone.goto(server.url + f"/e/{made['edit_key']}")
    # the result form names the two teams of its table
    first = one["tables"][0]
    form = phone.locator(f"#result-1-{first['number']}")
    for entrant in first["entrants"]:
        expect(form).to_contain_text(TEAMS[entrant]["name"])
    expect(form).not_to_contain_text("un camp")
    # a withdrawal asks first: one tap opens the question, nothing is recorded yet
    team = TEAMS[5]["name"]
    row = phone.locator("#org-entrants li", has_text=team)
    row.get_by_text("Forfait", exact=True).click()
    confirm = row.get_by_role("button", name=f"Oui, forfait pour {team}")
    expect(confirm).to_be_visible()
    expect(phone.locator("#org-history")).not_to_contain_text(f"Forfait : {team}")
    confirm.click()
    expect(phone.locator("#org-history")).to_contain_text(f"Forfait : {team}")
    state = json.loads(urllib.request.urlopen(
        server.url + f"/api/v1/tournaments/{made['edit_key']}", timeout=10).read())
    assert state["entrants"][5]["withdrawn"] is True
    context.close()
    assert not errors, errors
