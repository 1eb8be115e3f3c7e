"""Toepen's per-player controls sit with their player at 320–414 px (issue 41, point 5). In
Dutch at 360 px "Gaat mee" wrapped under "Past, betaalt 1" and sat just above the next player's
name, reading as the wrong player's; a name beside the dealer chip was cut at 320 px
("Вильгельм…") with room to spare in the chips column; and at the game's end the eliminated
dealer showed as "Bram-": the line through an out player struck the space before the dealer
chip, not the name.

Rules: 001 lines 20–40 (a knock: each other player still in folds, paying the hand's value so
far, or stays); the first player out of chips loses the game (001 line 48)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

NAMES = ["Quentin", "Bram", "Annelies", "Wilhelmina"]

ROWS = """() => [...document.querySelectorAll('.toepen-answers > li')].map(li => {
  const box = (el) => { const r = el.getBoundingClientRect();
                        return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  return {who: li.querySelector('.who').textContent.trim(), row: box(li),
          name: box(li.querySelector('.who')),
          controls: [...li.querySelectorAll('button')].map(b => ({
            text: b.textContent.trim(), box: box(b)}))};
})"""


def call(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def toepen(server: Any, names: list[str], **options: Any) -> tuple[dict[str, Any], Any]:
    made = call(server.url + "/api/v1/tables", {
        "game": "toepen", "players": [{"name": n} for n in names], "options": options})
    events = f"{server.url}/api/v1/tables/{made['edit_key']}/events"
    return made, lambda n, **action: call(events, {**action, "idempotency_key": f"a{n}"})


def middle(box: dict[str, float]) -> float:
    return (box["top"] + box["bottom"]) / 2


@pytest.mark.parametrize("width", [320, 360, 414])
@pytest.mark.parametrize("language", ["nl", "ru"])
def test_each_answer_to_a_knock_sits_in_its_players_row(server: Any, browser: Any,
                                                        width: int, language: str) -> None:
    made, act = toepen(server, NAMES)
    act(1, kind="knock", seat=1)  # Bram knocks: Quentin, Annelies and Wilhelmina answer
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{made['edit_url']}?lang={language}")
        rows = page.evaluate(ROWS)
        assert [r["who"] for r in rows] == ["Quentin", "Annelies", "Wilhelmina"]
        for n, row in enumerate(rows):
            assert len(row["controls"]) == 2, row  # folds (pays 1) or stays
            names = [other["name"] for other in rows]
            for control in row["controls"]:
                box = control["box"]
                where = f"{control['text']} of {row['who']} at {width} px"
                # inside its player's row, across and down
                assert row["row"]["top"] <= box["top"] and box["bottom"] <= row["row"]["bottom"]
                assert row["row"]["left"] <= box["left"] and box["right"] <= row["row"]["right"]
                assert box["right"] <= width, where
                # and read with its player: nearer its own name than any other player's
                mine = abs(middle(box) - middle(row["name"]))
                assert all(mine < abs(middle(box) - middle(other)) for m, other in
                           enumerate(names) if m != n), where
                # level with the name or beside it, never under it in the name's column
                assert box["left"] >= row["name"]["right"], where
            # rows one after another, never overlapping
            if n:
                assert rows[n - 1]["row"]["bottom"] <= row["row"]["top"] + 0.5
    finally:
        context.close()


@pytest.mark.parametrize("width", [320, 360])
def test_a_name_beside_the_dealer_chip_is_shown_whole(server: Any, browser: Any,
                                                      width: int) -> None:
    names = ["Квентин", "Брам", "Анна-Лиза", "Вильгельмина"]
    made, act = toepen(server, names)
    act(1, kind="toepen_won", seat=3)  # Вильгельмина takes the last trick and deals next
    act(2, kind="deal")
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{made['edit_url']}?lang=ru")
        row = page.locator("table.players tr.dealer")
        name, chip = row.locator(".name"), row.locator(".chip")
        assert name.text_content() == "Вильгельмина"
        assert name.evaluate("el => el.scrollWidth <= el.clientWidth"), "the name is cut"
        name_box, chip_box = name.bounding_box(), chip.bounding_box()
        assert chip_box["x"] >= name_box["x"] + name_box["width"]  # the chip beside it
        assert abs((chip_box["y"] + chip_box["height"] / 2)
                   - (name_box["y"] + name_box["height"] / 2)) < 4  # on its line
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        context.close()


@pytest.mark.parametrize("width", [320, 360])
def test_an_eliminated_dealer_is_struck_through_by_name_without_a_dealer_chip(
        server: Any, browser: Any, width: int) -> None:
    # one chip each: Bram deals hand 1 and Quentin takes the last trick; Bram, Annelies and
    # Wilhelmina are out of chips and the game is over (001 line 48) with Bram still dealer
    made, act = toepen(server, ["Bram", "Quentin", "Annelies", "Wilhelmina"], tokens=1)
    assert act(1, kind="toepen_won", seat=1)["finished"] is True
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        page = context.new_page()
        for url, row in ((made["scoreboard_url"] + "?tv=1", ".sb-players li"),
                         (made["scoreboard_url"], ".sb-players li"),
                         (made["edit_url"], "table.players tbody tr")):
            page.goto(url)
            out = page.locator(f"{row}.out")
            assert out.count() == 3
            assert page.locator(f"{row}.out .chip").count() == 0, url
            for n in range(3):
                struck = out.nth(n).locator(".name").evaluate(
                    "el => getComputedStyle(el).textDecorationLine")
                assert struck == "line-through", url
            # nothing but the name and the figure is struck: no line through a gap
            assert out.first.evaluate(
                "el => getComputedStyle(el).textDecorationLine") == "none", url
    finally:
        context.close()
