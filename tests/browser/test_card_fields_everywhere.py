"""Every card field takes the reader's notation and has a picker (issue 37, point 4), in
Russian and Spanish, on a phone at 360 px: each game's referee rules on a trick typed in the
reader's own codes (Т К Д В with П Ч Б Т; 12E 1O on the Spanish pack), every card field of a
table's forms offers the tap picker of the game's pack and shows the reader's notation as its
example, and Kozel's score form takes «ДП 10Ч», the very example its refusal gave, where only
"QS" worked (the Russian review's finding).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from referee import faces
from referee.games import GAMES
from referee.words import speaking

NAMES = ["Аня", "Борис", "Оля", "Дима", "Ева", "Фёдор"]
TRICKS = sorted(key for key, game in GAMES.items() if "trick" in game.questions)


def reader_codes(key: str, language: str, count: int = 2) -> list[str]:
    """Cards of the game's pack as this reader types them (``ТП``, ``12E``)."""
    game = GAMES[key]
    shown = game.faces_for(None)
    cards = [c for c in game.pack_for().distinct if c.suit is not None][:count]
    with speaking(language):
        return [faces.typed_card(c, shown) for c in cards]


@pytest.mark.parametrize("language", ["ru", "es"])
def test_every_referee_rules_on_a_trick_typed_in_the_readers_codes(
        server: Any, phone: Any, language: str) -> None:
    for key in TRICKS:
        phone.goto(f"{server.url}/referee/{key}?lang={language}")
        form = phone.locator("#trick-panel form.ask")
        trump = form.locator("select[name=trump]")
        if trump.count():
            trump.select_option("H")
        for i, code in enumerate(reader_codes(key, language)):
            play = form.locator("details.play").nth(i)
            expect(play.locator("fieldset.picker").first.locator("label.card-tap").first)\
                .to_be_attached()
            play.locator(f"input[name=play{i}_text]").fill(code)
        form.locator("button.primary").click()
        ruling = phone.locator("#ruling")
        expect(ruling.locator("h2")).to_be_visible()
        assert not ruling.locator(".error").count(), (key, ruling.inner_text())
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360, key


NOT_CARDS = ("chips_", "layout")
"""Boxes typed in capitals that are not cards: One-Eyed Jack's squares (A2 B3) and its board's
layout (a hundred cards, typed through the same reader, too many to tap)."""
BESIDE_PICKERS = ("declarations_", "melds_")
"""A box for more of what the pickers above it take: Belote's declarations, Burraco's melds."""


@pytest.mark.parametrize("language", ["ru", "es"])
def test_every_card_field_of_every_table_has_a_picker_and_the_readers_example(
        server: Any, phone: Any, language: str) -> None:
    for key, game in GAMES.items():
        made = phone.request.post(server.url + "/api/v1/tables", data={
            "game": key, "players": [{"name": n} for n in NAMES[:max(game.min_players, 2)]]})
        assert made.ok, (key, made.text())
        for url in (f"/t/{made.json()['edit_key']}", f"/referee/{key}"):
            phone.goto(f"{server.url}{url}?lang={language}")
            boxes = phone.locator("input[autocapitalize=characters], "
                                  "textarea[autocapitalize=characters]")
            for i in range(boxes.count()):
                box = boxes.nth(i)
                name = box.get_attribute("name") or ""
                if name.startswith(NOT_CARDS):
                    continue
                held = box.locator("xpath=ancestor::*[contains(@class, 'card-field') or "
                                   "contains(@class, 'picker')][1]")
                if name.startswith(BESIDE_PICKERS):
                    held = box.locator("xpath=ancestor::fieldset[1]")
                assert held.count(), (key, url, name)
                expect(held.locator("label.card-tap").first).to_be_attached()
                example = box.get_attribute("placeholder") or ""
                assert example, (key, url, name)
                if language == "ru" and game.faces_for(None) is faces.Faces.FRENCH:
                    # the Russian letters, not "AS 10S KH"
                    assert any(ch in example for ch in "ТКДВПЧБ"), (key, url, name, example)


def test_kozel_takes_the_russian_codes_its_refusal_gives(server: Any, phone: Any) -> None:
    made = phone.request.post(server.url + "/api/v1/tables", data={
        "game": "kozel", "players": [{"name": n} for n in NAMES[:2]]}).json()
    phone.goto(f"{server.url}/t/{made['edit_key']}?lang=ru")
    phone.locator("details.action > summary", has_text="Записать раздачу").first.click()
    form = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    form.locator("input[name=cards_0]").fill("ДП 10Ч")
    # a card tapped in the field's picker counts with those typed
    form.locator(".card-field").first.locator("details.tap-cards > summary").click()
    form.locator(".card-field").first.locator("label.card-tap", has_text="Т♠").click()
    form.locator("button.primary").click()
    for _ in range(100):  # the post goes on its way after the click: wait for it to land
        state = phone.request.get(f"{server.url}/api/v1/tables/{made['edit_key']}").json()
        if state["events"]:
            break
        phone.wait_for_timeout(100)
    body = state["events"][-1]["payload"]["body"]
    assert sorted(body["won"][0]) == ["10H", "AS", "QS"], body
