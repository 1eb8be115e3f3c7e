"""The organiser's night in Chromium against the real server (issue 39): the round's clock on
the TV and on a table's phone, counting down by itself to "last hand", paused and given minutes
from the organiser's phone, and the same after a restart of the server; a call for the arbiter
from a table's phone reaching the organiser's page and the TV live, and leaving them once
answered; a late pair added from the organiser's phone, seen on the room's screen; the results
site, unzipped and opened from a file:// address, standing on its own."""

from __future__ import annotations

import io
import json
import re
import time
import urllib.request
import zipfile
from pathlib import Path
from typing import Any, Iterator

import pytest
from playwright.sync_api import expect

from conftest import Server

PAIRS = [{"name": f"Coppia {name}", "players": [f"{name} Uno", f"{name} Due"]}
         for name in ("Rossi", "Bianchi", "Verdi", "Neri", "Gialli", "Bruni", "Mori", "Conti")]
MITCHELL = {"game": "burraco", "name": "Torneo del giovedì", "format": "mitchell",
            "rounds": 4, "hands_per_round": 3, "scoring": "vp", "entrants": PAIRS}


def api(server: Any, path: str, body: dict[str, Any] | None = None, language: str = "en"
        ) -> Any:
    request = urllib.request.Request(
        server.url + path, data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "Accept-Language": language})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def results(server: Any, key: str, tables: list[dict[str, Any]], number: int) -> None:
    for table in tables:
        api(server, f"/api/v1/tournaments/{key}/results",
            {"round": number, "table": table["number"], "points": [600 + table["number"], 500]})


@pytest.fixture
def screens(browser: Any) -> Iterator[Any]:
    """Screens of their own, each in a language, that fail the test on a page error."""
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


def no_sideways_scroll(page: Any) -> None:
    wide = page.evaluate("""() => document.documentElement.scrollWidth <= innerWidth ? [] :
        Array.from(document.querySelectorAll('body *')).filter(
          e => e.getBoundingClientRect().right > innerWidth + 1).map(
          e => e.tagName + '#' + e.id + '.' + e.className + ' ' + e.textContent.slice(0, 40))""")
    assert not wide, wide


def seconds_shown(locator: Any) -> int:
    parts = [int(p) for p in locator.inner_text().strip().split(":")]
    return sum(p * 60 ** i for i, p in enumerate(reversed(parts)))


def test_the_rounds_clock_on_the_tv_and_a_tables_phone_and_after_a_restart(
        tmp_path: Path, screens: Any) -> None:
    server = Server(tmp_path)
    try:
        made = api(server, "/api/v1/tournaments", MITCHELL, language="it")
        key = made["edit_key"]
        one = api(server, f"/api/v1/tournaments/{key}/rounds", {})
        organiser = screens("it-IT")
        organiser.goto(made["edit_url"])
        tv = screens("it-IT", 1280, 720)
        tv.goto(made["room_url"] + "?tv=1")
        table = screens("it-IT")
        # the table's phone counts on its own: its clock is Playwright's, to be moved on
        table.clock.install()
        table.goto(server.url + f"/t/{one['tables'][0]['edit_key']}")
        expect(table.locator("#event-box")).to_contain_text("Turno 1")

        # the organiser starts the clock from its phone: the event's 40 minutes for 3 hands
        panel = organiser.locator("#org-clock")
        expect(panel.get_by_label("Minuti", exact=True)).to_have_value("40")
        panel.get_by_label("Minuti", exact=True).fill("3")
        panel.get_by_label("Minuti rimasti per l'«Ultima mano»").fill("1")
        panel.get_by_role("button", name="Avvia l'orologio del turno 1").click()
        big = tv.locator("#room-clock .clock-time")
        expect(big).to_have_text(re.compile(r"^[23]:\d\d$"), timeout=2000)
        small = table.locator("#event-box-clock .clock-time")
        expect(small).to_have_text(re.compile(r"^[23]:\d\d$"), timeout=2000)
        # large on the TV, small on the phone
        tv_size = tv.evaluate("parseFloat(getComputedStyle(document.querySelector("
                              "'#room-clock .clock-time')).fontSize)")
        phone_size = table.evaluate("parseFloat(getComputedStyle(document.querySelector("
                                    "'#event-box-clock .clock-time')).fontSize)")
        assert tv_size > 2 * phone_size, (tv_size, phone_size)
        expect(table.locator("#event-box-clock [data-clock-last-hand]")).to_be_hidden()
        no_sideways_scroll(table)
        # two minutes and five seconds on: "last hand" at the table, with no word from the server
        table.clock.fast_forward("02:05")
        expect(table.locator("#event-box-clock [data-clock-last-hand]")).to_have_text(
            "Ultima mano")
        assert seconds_shown(small) <= 60
        table.clock.fast_forward("01:10")
        expect(table.locator("#event-box-clock [data-clock-over]")).to_contain_text(
            "Tempo scaduto")
        expect(small).to_have_text("0:00")

        # the organiser pauses the clock and gives it 5 minutes more: the TV follows live
        panel.get_by_role("button", name="Pausa").click()
        expect(tv.locator("#room-clock .clock-paused")).to_be_visible(timeout=2000)
        expect(tv.locator("#room-clock .clock-paused")).to_have_text("in pausa")
        paused = seconds_shown(big)
        tv.wait_for_timeout(1500)
        assert seconds_shown(big) == paused
        panel.locator("#clock-add").get_by_role("button", name="Aggiungi").click()
        expect(big).to_have_text(re.compile(r"^[78]:\d\d$"), timeout=2000)
        panel.get_by_role("button", name="Riprendi").click()
        expect(tv.locator("#room-clock .clock-paused")).to_be_hidden(timeout=2000)
        running = api(server, f"/api/v1/tournaments/{key}")["clock"]
        assert running["running"] and 400 < running["seconds_left"] <= 8 * 60
    finally:
        server.stop()

    # the server restarted on the same file: the clock runs on from where it was
    again = Server(tmp_path)
    try:
        kept = api(again, f"/api/v1/tournaments/{key}")["clock"]
        assert kept["ends_at"] == running["ends_at"] and kept["running"]
        tv.goto(again.url + f"/r/{made['view_key']}?tv=1")
        expect(tv.locator("#room-clock .clock-time")).to_have_text(re.compile(r"^[678]:\d\d$"))
        before = seconds_shown(tv.locator("#room-clock .clock-time"))
        tv.wait_for_timeout(2100)
        assert seconds_shown(tv.locator("#room-clock .clock-time")) < before
    finally:
        again.stop()


def appeared_at(page: Any, selector: str, text: str) -> None:
    """Note, on the page, the moment (Date.now) ``text`` first shows in ``selector``."""
    page.evaluate("""([selector, text]) => {
        window.seenAt = null;
        const look = () => { const e = document.querySelector(selector);
          if (window.seenAt === null && e && e.textContent.includes(text))
            window.seenAt = Date.now(); };
        new MutationObserver(look).observe(document.body,
          {subtree: true, childList: true, characterData: true}); look(); }""",
                  [selector, text])


def test_a_call_from_a_table_reaches_the_organiser_and_the_tv_live(server: Any,
                                                                   screens: Any) -> None:
    made = api(server, "/api/v1/tournaments", dict(MITCHELL, name="Torneo de los jueves"),
               language="es")
    one = api(server, f"/api/v1/tournaments/{made['edit_key']}/rounds", {})
    api(server, f"/api/v1/tournaments/{made['edit_key']}/clock", {"minutes": 40})
    organiser = screens("es-ES")
    organiser.goto(made["edit_url"])
    tv = screens("es-ES", 1280, 720)
    tv.goto(made["room_url"] + "?tv=1")
    table = screens("es-ES")
    table.goto(server.url + f"/t/{one['tables'][2]['edit_key']}")
    expect(organiser.locator("#org-calls")).to_be_empty()

    # table 3's phone calls the arbiter, giving a reason
    table.locator("summary", has_text="Llamar al árbitro").click()
    table.get_by_label("Por qué (opcional)").fill("renuncia")
    for page in (organiser, tv):
        appeared_at(page, ".calls", "Mesa 3")
    sent = time.time() * 1000
    table.locator("#call-form").get_by_role("button", name="Llamar al árbitro").click()
    expect(table.locator("#event-box .called")).to_contain_text("Se ha llamado al árbitro")
    no_sideways_scroll(table)
    calls = organiser.locator("#org-calls")
    expect(calls).to_contain_text("1 llamada al árbitro", timeout=2000)
    expect(calls).to_contain_text("renuncia")
    expect(tv.locator("#tv-calls")).to_contain_text("Mesa 3", timeout=2000)
    for page in (organiser, tv):
        waited = page.evaluate("window.seenAt") - sent
        # the tap, its answer and the table's page again included
        assert waited < 1000, waited
    # it has waited, and the organiser's page counts how long
    expect(calls.locator("[data-waiting-since]")).to_have_text(re.compile(r"^0:0[1-9]$"),
                                                               timeout=3000)
    assert organiser.evaluate("window.kibitzerChimes") >= 1  # the chime sounded

    # a second table calls through the API: on both screens within 250 ms of the request
    for page in (organiser, tv):
        appeared_at(page, ".calls", "Mesa 1")
    sent = time.time() * 1000
    api(server, f"/api/v1/tables/{one['tables'][0]['edit_key']}/call", {"reason": "mazo"})
    expect(calls).to_contain_text("2 llamadas al árbitro", timeout=2000)
    expect(tv.locator("#tv-calls")).to_contain_text("Mesa 1", timeout=2000)
    for page in (organiser, tv):
        waited = page.evaluate("window.seenAt") - sent
        assert waited < 250, waited
    # the TV still fits its screen with the calls and the clock on it
    assert tv.evaluate("""() => [document.documentElement.scrollHeight <= innerHeight,
                                 document.documentElement.scrollWidth <= innerWidth]""") == [
        True, True]

    # answered from the organiser's phone: the call leaves the organiser's page and the TV
    calls.locator("li", has_text="Mesa 3").get_by_role("button", name="Atendida").click()
    expect(calls.locator("li", has_text="Mesa 3")).to_have_count(0, timeout=2000)
    expect(tv.locator("#tv-calls")).not_to_contain_text("Mesa 3", timeout=2000)
    expect(tv.locator("#tv-calls")).to_contain_text("Mesa 1")
    expect(table.locator("#event-box .called")).to_have_count(0, timeout=2000)
    state = api(server, f"/api/v1/tournaments/{made['edit_key']}")
    assert [(c["table"], c["answered"]) for c in state["calls"]] == [(3, True), (1, False)]
    no_sideways_scroll(organiser)


def test_a_late_pair_added_from_the_organisers_phone(server: Any, screens: Any) -> None:
    made = api(server, "/api/v1/tournaments", dict(MITCHELL, name="Donderdagavond"),
               language="nl")
    key = made["edit_key"]
    one = api(server, f"/api/v1/tournaments/{key}/rounds", {})
    results(server, key, one["tables"], 1)
    organiser = screens("nl-NL")
    organiser.goto(made["edit_url"])
    room = screens("nl-NL")
    room.goto(made["room_url"])
    # before round 2 is drawn the organiser's page shows who moves where
    moves = organiser.locator("#org-moves")
    expect(moves).to_contain_text("Ronde 2: wie gaat waarheen")
    expect(moves.locator("tbody tr")).to_have_count(8)

    late = organiser.locator("#late-entrant")
    late.get_by_label("Naam").fill("Laatkomers")
    late.get_by_label("Spelers").fill("Lotte, Kees")
    late.get_by_label(re.compile("de score van een vrije ronde")).check()
    late.get_by_role("button", name="Toevoegen").click()
    expect(organiser.locator("#org-history")).to_contain_text(
        "Laatkomers komt laat en speelt mee vanaf ronde 2", timeout=2000)
    # the room's screen shows it in the standings with the sit-out score for round 1
    row = room.locator(".standings tr", has_text="Laatkomers")
    expect(row).to_be_visible(timeout=2000)
    standing = next(s for s in api(server, f"/api/v1/tournaments/{key}")["standings"]
                    if s["name"] == "Laatkomers")
    assert standing["vp"] > 0 and standing["played"] == 0
    expect(row).to_contain_text(str(standing["vp"]))
    expect(moves.locator("tbody tr")).to_have_count(9, timeout=2000)
    no_sideways_scroll(organiser)

    # round 2 drawn: it has a table, and the room's screen says which
    organiser.locator("#org-draw").get_by_role("button", name=re.compile("Ronde 2")).click()
    expect(room.locator("#room-status")).to_contain_text("Ronde 2", timeout=5000)
    two = api(server, f"/api/v1/tournaments/{key}")["rounds"][1]
    at = next((t for t in two["tables"] if 8 in t["entrants"]), None)
    assert at is not None or 8 in two["byes"]
    if at is not None:
        row = room.locator(".pairings").first.locator("tr", has_text="Laatkomers")
        expect(row.locator("td").first).to_have_text(str(at["number"]), timeout=2000)

    # before round 2 is played the organiser swaps two pairs of different tables, saying why
    first, second = two["tables"][0], two["tables"][1]
    names = [e["name"] for e in api(server, f"/api/v1/tournaments/{key}")["entrants"]]
    one_name, other_name = names[first["entrants"][0]], names[second["entrants"][0]]
    swap = organiser.locator("#swap-form")
    organiser.locator("summary", has_text="Plaatsen van twee deelnemers").click()
    swap.get_by_label("De ene").select_option(label=one_name)
    swap.get_by_label("De andere").select_option(label=other_name)
    swap.get_by_label("Waarom").fill("ze rijden samen naar huis")
    swap.get_by_role("button", name="Plaatsen ruilen").click()
    expect(organiser.locator("#org-history")).to_contain_text(
        f"Ronde 2: {one_name} en {other_name} ruilen van plaats (ze rijden samen naar huis)",
        timeout=2000)
    row = room.locator(".pairings").first.locator("tr", has_text=one_name)
    expect(row.locator("td").first).to_have_text(str(second["number"]), timeout=2000)
    swapped = api(server, f"/api/v1/tournaments/{key}")["rounds"][1]["tables"]
    assert first["entrants"][0] in swapped[1]["entrants"]
    assert second["entrants"][0] in swapped[0]["entrants"]
    no_sideways_scroll(organiser)


def test_the_results_site_opens_from_a_disk(server: Any, screens: Any, tmp_path: Path) -> None:
    made = api(server, "/api/v1/tournaments", dict(MITCHELL, name="Vendredi au club"),
               language="fr")
    key = made["edit_key"]
    for number in (1, 2):
        drawn = api(server, f"/api/v1/tournaments/{key}/rounds", {})
        results(server, key, drawn["tables"], number)
    with urllib.request.urlopen(server.url + f"/e/{key}/export/results-site.zip",
                                timeout=10) as answer:
        zipfile.ZipFile(io.BytesIO(answer.read())).extractall(tmp_path / "site")
    index = tmp_path / "site" / "results" / "index.html"
    page = screens("fr-FR")
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(index.as_uri())
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("table.standings caption")).to_have_text("Classement")
    expect(page.locator("table.standings tbody tr")).to_have_count(8)
    state = api(server, f"/api/v1/tournaments/{key}")
    links = page.locator("table.standings tbody a")
    hrefs = links.evaluate_all("links => links.map(a => a.href)")
    assert sorted(hrefs) == sorted((index.parent / f"entrant-{n}.html").as_uri()
                                   for n in range(1, 9))
    first = state["standings"][0]
    links.filter(has_text=first["name"]).click()
    expect(page.locator("h1")).to_have_text(first["name"])
    expect(page.locator("table caption")).to_have_text("Tour par tour")
    expect(page.locator("tbody tr")).to_have_count(2)
    page.locator("tbody tr").nth(1).get_by_role("link", name="2").click()
    expect(page.locator("h1")).to_contain_text("Tour 2")
    no_sideways_scroll(page)
    assert asked and all(url.startswith(index.parent.as_uri()) for url in asked), asked
