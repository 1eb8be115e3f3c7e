"""Cards as each table says them, on a phone at 360 px (issue 23): a Mus hand entered in
Spanish with the Spanish pack by taps alone, a Bura claim in Russian with Russian face letters,
and the Tute referee opened from a table, naming the players."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

MUS = ["Ane", "Jon", "Maite", "Paul"]


def start(phone: Any, server: Any, game: str, names: list[str], language: str) -> None:
    phone.goto(f"{server.url}/new/{game}?lang={language}")
    phone.locator("textarea[name=players]").fill("\n".join(names))
    phone.locator("#new-table button[type=submit]").click()
    expect(phone.locator(".status")).to_be_visible()


def test_a_mus_hand_is_entered_in_spanish_by_taps_alone(server: Any, phone: Any) -> None:
    """003 Mus: the four hands and the bets of a hand, in at most 24 taps and no typing."""
    start(phone, server, "mus", MUS, "es")
    taps = 0

    def tap(target: Any) -> None:
        nonlocal taps
        target.click()
        taps += 1

    tap(phone.get_by_text("Puntuar la mano", exact=True))
    form = phone.locator("form", has=phone.locator("input[name=kind][value=hand]"))
    # Ane deals the first hand, so Jon (next in the order of play) is the mano
    hands = form.locator("fieldset.mus-hands fieldset.picker")
    expect(hands.nth(0).locator("legend")).to_have_text("Jon (la mano)")
    # the Spanish pack, a suit a row: oros, copas, espadas, bastos, from 1 to 12
    expect(hands.nth(0).locator(".suit-row").first.locator("label.card-tap")).to_have_count(10)
    expect(hands.nth(0).locator(".suit-row").first.locator("label.card-tap").last).to_have_text(
        "12O")
    dealt = (("12E", "12C", "7B", "4O"), ("11E", "11C", "10B", "7O"),
             ("1E", "2C", "5B", "6O"), ("3E", "3C", "7E", "4E"))
    for i, cards in enumerate(dealt):
        for face in cards:
            tap(hands.nth(i).get_by_text(face, exact=True))
    grande = form.locator("fieldset.mus-bet", has_text="Grande")
    # «Querido» alone, not «Órdago querido» beside it
    tap(grande.locator("label.bet-tap", has_text=re.compile(r"^Querido$")))
    tap(grande.locator(".stake-choices label.seat-tap", has_text="3"))
    chica = form.locator("fieldset.mus-bet", has_text="Chica")
    tap(chica.locator("label.bet-tap", has_text="Ane & Maite"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    # a suit a block of cards each at least 44 px square (issue 26), the next suit below it
    bottom = float("-inf")
    for row in phone.locator(".mus-hands .suit-row").all()[:4]:
        boxes = row.locator("label.card-tap").evaluate_all(
            "els => els.map(e => e.getBoundingClientRect().toJSON())")
        assert all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes
        assert min(b["top"] for b in boxes) >= bottom
        bottom = max(b["bottom"] for b in boxes)
    tap(form.get_by_role("button", name="Calcularlo y apuntarlo en la hoja"))
    assert taps <= 24, taps

    ruling = phone.locator(".ruling")
    expect(ruling).to_contain_text("Grande")
    state = phone.request.get(server.url + "/api/v1/tables/" + phone.url.rsplit("/", 1)[1]).json()
    body = state["events"][-1]["payload"]["body"]
    # the API keeps the canonical notation
    assert [sorted(hand) for hand in body["hands"]] == [
        sorted(["KS", "KH", "7C", "4D"]), sorted(["QS", "QH", "JC", "7D"]),
        sorted(["AS", "2H", "5C", "6D"]), sorted(["3S", "3H", "7S", "4S"])]
    assert body["bets"]["grande"] == {"outcome": "seen", "stake": "3"}
    assert any(p["score"] for p in state["players"])


def test_a_bura_claim_in_russian_with_russian_face_letters(server: Any, phone: Any) -> None:
    """Bura (the rules' claim of 31): Аня claims with Т♠ 10♠ Т♥ = 32, a true claim."""
    start(phone, server, "bura", ["Аня", "Борис"], "ru")
    phone.get_by_text("Заявить 31", exact=True).click()
    form = phone.locator("form", has=phone.locator("input[value=claim]"))
    form.locator("label.seat-tap", has_text="Аня").click()
    picker = form.locator("fieldset.picker")
    expect(picker.locator("label.card-tap").first).to_have_text("Т♠")
    expect(picker.locator("label.card-tap", has_text="Д♠")).to_have_count(1)
    expect(picker.locator("label.card-tap", has_text="В♠")).to_have_count(1)
    for face in ("Т♠", "10♠", "Т♥"):
        picker.locator("label.card-tap", has_text=face).click()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    form.get_by_role("button", name="Проверить заявку").click()
    expect(phone.locator(".ruling")).to_contain_text("Т♠ 11 + 10♠ 10 + Т♥ 11 = 32")


def test_the_tute_referee_from_a_table_names_the_players(server: Any, phone: Any) -> None:
    """003 Tute: hearts trumps; Jon leads (the player after Ane, who deals), Paul trumps."""
    start(phone, server, "tute", MUS, "en")
    phone.get_by_role("link", name="Referee for Tute").click()
    who_led = phone.get_by_label("Who led?")
    expect(who_led).to_have_value("1")
    plays = phone.locator("details.play > summary")
    expect(plays).to_have_text(["Jon (led)", "Maite", "Paul", "Ane"])
    form = phone.locator("form.ask").first
    form.get_by_label("Trumps").select_option("H")
    for i, face in enumerate(("1E", "3E", "2C", "4E")):
        play = form.locator("details.play").nth(i)
        if i >= 2:
            play.locator("summary").first.click()
        play.locator("fieldset.picker").first.get_by_text(face, exact=True).click()
    form.get_by_role("button", name="Rule on the trick").click()
    ruling = phone.locator("#ruling")
    expect(ruling.locator("li.win")).to_contain_text("Paul")
    expect(ruling).to_contain_text("Jon (led)")
    assert "Play" not in ruling.inner_text()
    # Maite led instead: the plays follow her
    who_led.select_option("2")
    expect(phone.locator("details.play > summary")).to_have_text(
        ["Maite (led)", "Paul", "Ane", "Jon"])
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
