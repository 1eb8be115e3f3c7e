"""Negative points can be typed on any phone (issue 41, point 2). A Burraco hand is often
negative, but the typed-score fields asked for ``inputmode="numeric"``, a digits-only keypad
with no minus key on many phones. Every field that takes a negative number is a text field
whose keyboard has a minus on every phone; a number field or a digits keypad only ever asks
for a number that cannot be below zero.

Checked in Chromium on every page with such fields: each game's table page (its typed score),
the new-event form's sit-out figures and the organiser's results; then a Burraco table takes
−150 typed on the phone."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.catalog import Scoring
from referee.games import GAMES

FIELDS = """() => {
  const found = [];
  for (const el of document.querySelectorAll('input:not([type=hidden]):not([type=checkbox])' +
                                             ':not([type=radio]):not([type=file])')) {
    let negative = false;
    if (el.type === 'number') {
      negative = el.min === '' || Number(el.min) < 0;
    } else if (el.pattern) {
      negative = new RegExp('^(?:' + el.pattern + ')$', 'v').test('-150');
    }
    const keypad = ['numeric', 'decimal', 'tel', 'none'].includes(el.inputMode);
    found.push({name: el.name, type: el.type, inputMode: el.inputMode, negative, keypad});
  }
  return found;
}"""


def call(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def table(server: Any, key: str) -> dict[str, Any]:
    game = GAMES[key]
    players = 4 if game.partnerships else game.min_players
    return call(server.url + "/api/v1/tables", {
        "game": key, "players": [{"name": n} for n in ("Ann", "Bo", "Cy", "Di")[:players]]})


def without_a_minus(page: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The fields that take a negative number, and those of them whose keyboard may have no
    minus: a number field (its keypad is the phone's to choose) or a digits keypad."""
    fields = page.evaluate(FIELDS)
    negative = [f for f in fields if f["negative"]]
    return negative, [f for f in negative if f["type"] == "number" or f["keypad"]]


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_field_of_a_table_that_takes_a_negative_number_has_a_minus(
        server: Any, phone: Any, key: str) -> None:
    phone.goto(table(server, key)["edit_url"])
    negative, bad = without_a_minus(phone)
    assert not bad, bad
    if GAMES[key].scoring is not Scoring.TOKENS:
        # the typed score ("Enter the points yourself"): a hand may be negative, and a
        # correction always can be
        assert [f["name"] for f in negative if f["name"].startswith("points_")], negative


def test_the_club_nights_negative_figures_have_a_minus(server: Any, phone: Any) -> None:
    phone.goto(server.url + "/events/new")
    negative, bad = without_a_minus(phone)
    assert {f["name"] for f in negative} >= {"sit_out_margin"}
    assert not bad, bad
    event = call(server.url + "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(4)]})
    call(f"{server.url}/api/v1/tournaments/{event['edit_key']}/rounds", {})
    phone.goto(event["edit_url"])
    negative, bad = without_a_minus(phone)
    assert {f["name"] for f in negative} >= {"a", "b"}
    assert not bad, bad


def test_a_burraco_table_takes_minus_150_typed_on_the_phone(server: Any, phone: Any) -> None:
    phone.goto(table(server, "burraco")["edit_url"])
    phone.get_by_text("Enter the points yourself").click()
    form = phone.locator("form", has=phone.locator("input[name=kind][value=score]"))
    field = form.locator("input[name=points_t0]")
    field.click()
    phone.keyboard.type("-150")
    form.locator("input[name=points_t1]").fill("320")
    form.get_by_role("button", name="Add to the pad").click()
    expect(phone.locator("#history-list")).to_contain_text("Ann & Cy -150, Bo & Di +320")
