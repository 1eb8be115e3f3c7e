"""Every screen live, in its reader's own language (issue 34), in headless Chromium at 360 px
against the real server: a Russian phone and a Dutch phone on one Toepen table each keep their
own language through the other's actions; a French organiser's page and a French TV follow a
concours as its tables play, the organiser's half-typed result kept; a tap made offline looks
queued, a second tap sends nothing more, and back online it lands once."""

from __future__ import annotations

import re
import time
from typing import Any, Iterator

import pytest
from playwright.sync_api import expect

from test_live_table import act, api

from referee.words import translations


def _nl(message: str) -> str:
    """The Dutch catalog's words, as the page says them (the catalog, not a copy of it)."""
    said = translations("nl").gettext(message)
    assert said != message, f"{message!r} is not translated into Dutch"
    return said

BELOTE_HAND = {"trump": "S", "taker": 0, "last_trick": 0, "won": [
    "JS 9S AS 10S AH 10H KH QH JD 8H 7H 9H",
    "KS QS 8S 7S JH AD 10D KD QD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"]}


@pytest.fixture
def screens(browser: Any) -> Iterator[Any]:
    """Phones and screens of their own, each in a language, that fail the test on a page
    error."""
    made: list[tuple[Any, list[str]]] = []

    def screen(locale: str, width: int = 360, height: int = 740) -> Any:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      locale=locale)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        made.append((context, errors))
        return page

    yield screen
    for context, errors in made:
        context.close()
        assert not errors, errors


def test_a_russian_and_a_dutch_phone_each_keep_their_own_language(server: Any,
                                                                   screens: Any) -> None:
    table = api(server, "/api/v1/tables", {"game": "toepen", "players": [
        {"name": "Femke"}, {"name": "Joost"}, {"name": "Sanne"}]})
    russian, dutch = screens("ru-RU"), screens("nl-NL")
    for phone in (russian, dutch):
        phone.goto(table["edit_url"])
    expect(russian.locator("html")).to_have_attribute("lang", "ru")
    expect(dutch.locator("html")).to_have_attribute("lang", "nl")

    # the Dutch phone knocks: the Russian phone reads it in Russian, and the other way round
    dutch.locator("#f-knock-0 button").click()
    expect(russian.locator("#history-list li").first).to_contain_text("Femke стучит",
                                                                      timeout=2000)
    expect(russian.locator("#status")).not_to_contain_text("worth")
    russian.locator("#f-stay-1 button").click()
    expect(dutch.locator("#history-list li").first).to_contain_text("Joost gaat mee",
                                                                    timeout=2000)
    dutch.locator("#f-fold-2 button").click()
    expect(russian.locator("#history-list li")).to_have_count(3, timeout=2000)
    for phone, foreign in ((russian, re.compile(r"\b(knocks|stays|folds|worth|deals)\b")),
                           (dutch, re.compile(r"[а-яА-Я]|\b(knocks|stays|folds|worth)\b"))):
        shown = phone.locator("#live").inner_text()
        assert not foreign.search(shown), shown
    # the Dutch scoreboard, opened meanwhile, follows the Russian phone's action in Dutch
    board = screens("nl-NL")
    board.goto(table["scoreboard_url"])
    russian.locator("summary", has_text=re.compile("последнюю взятку|взятк")).click()
    russian.locator("#f-toepen_won-0 button").click()
    expect(board.locator("#sb-last")).to_contain_text("Laatste", timeout=2000)
    assert not re.search(r"[а-яА-Я]|\bwins\b", board.locator("#scoreboard").inner_text())


def test_a_french_organiser_and_a_french_tv_follow_a_concours(server: Any,
                                                              screens: Any) -> None:
    teams = [{"name": n, "players": [f"{n} A", f"{n} B"]}
             for n in ("Cigales", "Fourmis", "Abeilles", "Frelons")]
    event = api(server, "/api/v1/tournaments", {
        "game": "belote", "name": "Concours du village", "format": "concours", "rounds": 2,
        "hands_per_round": 2, "scoring": "points", "entrants": teams})
    drawn = api(server, f"/api/v1/tournaments/{event['edit_key']}/rounds", {})
    organiser = screens("fr-FR")
    organiser.goto(event["edit_url"])
    tv = screens("fr-FR", 1280, 720)
    tv.goto(event["room_url"] + "?tv=1")
    expect(tv.locator("#room-live")).to_contain_text("Jouent encore")

    # the organiser starts typing table 2's result by hand
    second = organiser.locator("#table-2 input[name=a]")
    second.fill("190")
    second.focus()
    first = drawn["tables"][0]["edit_key"]
    act(server, first, "hand", body=BELOTE_HAND)
    expect(organiser.locator("#table-1 .table-progress")).to_contain_text("1 donne jouée",
                                                                          timeout=1000)
    act(server, first, "deal")
    act(server, first, "hand", body=BELOTE_HAND)
    started = time.monotonic()
    expect(organiser.locator("#table-1 .table-progress")).to_contain_text("Résultat",
                                                                          timeout=1000)
    seen = time.monotonic() - started
    assert seen < 1.0, seen
    # what the organiser was typing is as it was, focus included
    expect(second).to_have_value("190")
    assert organiser.evaluate("document.activeElement.name") == "a"
    assert organiser.evaluate("document.activeElement.closest('li').id") == "table-2"
    result = organiser.locator("#table-1 .table-progress").inner_text()
    # the TV shows the result, in French, with the standings
    expect(tv.locator("#room-live .last-results")).to_contain_text("Derniers résultats",
                                                                   timeout=1000)
    expect(tv.locator("#room-live")).to_contain_text(result.split(":", 1)[1].strip())
    for screen in (organiser, tv):
        text = screen.locator("main").inner_text()
        assert not re.search(r"\b(hands? played|Result|Round \d|Still playing|Last results)\b",
                             text), text


def test_an_action_tapped_offline_looks_queued_and_lands_once(server: Any, screens: Any) -> None:
    table = api(server, "/api/v1/tables", {"game": "toepen", "players": [
        {"name": "Femke"}, {"name": "Joost"}, {"name": "Sanne"}]})
    phone = screens("nl-NL")
    phone.goto(table["edit_url"])
    phone.locator("#f-knock-0 button").click()
    expect(phone.locator("#f-stay-1")).to_be_visible()

    phone.context.set_offline(True)
    stay = phone.locator("#f-stay-1 button")
    stay.click()
    outbox = phone.locator("#outbox")
    expect(outbox).to_be_visible()
    # the button says it waits, in Dutch, and takes no second tap
    expect(phone.locator("#f-stay-1 .kz-queued-note")).to_have_text(_nl("waiting to be sent"))
    expect(stay).to_have_attribute("aria-disabled", "true")
    stay.click(force=True)  # a thumb taps it again all the same
    phone.wait_for_timeout(300)
    assert phone.evaluate("JSON.parse(localStorage.getItem('kibitzer.outbox:' + "
                          "location.pathname)).length") == 1
    expect(phone.locator("#announcer")).to_contain_text(
        _nl("Already waiting to be sent: %(action)s").split("%(action)s")[0].strip())
    # the opposite answer for the same player asks first; kept, nothing more is queued
    phone.locator("#f-fold-1 button").click()
    ask = outbox.locator(".outbox-ask")
    expect(ask).to_contain_text("Joost")
    ask.get_by_role("button", name="De eerste houden").click()
    expect(ask).to_be_hidden()
    # the waiting list opens and names it; another action tapped can be withdrawn there
    phone.locator("#f-stay-2 button").click()
    waiting = outbox.locator(".outbox-waiting")
    waiting.locator("summary").click()
    expect(waiting.locator("li")).to_have_count(2)
    waiting.locator("li", has_text="Sanne").get_by_role("button").click()
    expect(waiting.locator("li")).to_have_count(1)
    expect(phone.locator("#f-stay-2 .kz-queued-note")).to_have_count(0)
    assert api(server, f"/api/v1/tables/{table['edit_key']}?events=0")["seq"] == 1

    phone.context.set_offline(False)
    expect(phone.locator("#history-list li")).to_have_count(2, timeout=8000)
    expect(outbox).to_be_hidden()
    state = api(server, f"/api/v1/tables/{table['edit_key']}")
    assert [(e["kind"], e["payload"].get("seat")) for e in state["events"]] == [
        ("knock", 0), ("stay", 1)]
    expect(phone.locator(".kz-queued-note")).to_have_count(0)
