"""Club night's pages: start an event from the home page, the organiser's page (the edit link)
and its forms, the room (standings, pairings by table and by name, last results, tables still
playing; a region that answers 204 while nothing changed; TV mode), check-in by the event's
code (late arrivals too), a table number's card valid for every round, the print pages and the
exports; every word said through a template."""

from __future__ import annotations

import re
from typing import Any

import pytest

from test_no_english_left import SV, page_english, pseudo, pseudo_pages  # noqa: F401

ENTRANTS = "\n".join(f"Pair {n}: Ann {n}, Bob {n}" for n in "ABCDE")


def start(client: Any, **extra: str) -> str:
    """An event started from the form; its organiser's page's address."""
    form = {"game": "burraco", "name": "Club night", "format": "mitchell", "rounds": "2",
            "hands_per_round": "3", "entrants": ENTRANTS, **extra}
    answer = client.post("/events/new", data=form)
    assert answer.status_code == 303, answer.get_data(as_text=True)
    return answer.headers["Location"]


def links(page: str) -> dict[str, str]:
    found = {}
    for pattern, name in ((r'href="[^"]*(/r/[\w-]+)"', "room"),
                          (r'href="[^"]*(/r/[\w-]+/check-in/[\w-]+)"', "check_in")):
        match = re.search(pattern, page)
        if match:
            found[name] = match.group(1)
    return found


def test_the_home_page_starts_an_event(client: Any) -> None:
    assert 'href="/events/new"' in client.get("/").get_data(as_text=True)
    form = client.get("/events/new").get_data(as_text=True)
    assert 'name="entrants"' in form and 'value="mitchell"' in form


def test_a_bad_form_is_a_422_that_keeps_what_was_typed(client: Any) -> None:
    answer = client.post("/events/new", data={"game": "burraco", "name": "Solo",
                                              "format": "danish", "rounds": "2",
                                              "hands_per_round": "3",
                                              "entrants": "Pair A: Ann, Bob"})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 422 and "at least 2 entrants" in page and "Pair A" in page


def test_the_form_gives_every_option_an_organiser_sets(client: Any) -> None:
    # research/club-night.md: a club's own victory-point scale (rounds of 2 hands have no
    # built-in one), ranking points for a win, a draw and a loss, and groups' qualifiers
    organiser = start(client, hands_per_round="2", vp_scale="50 10\n150: 11\n300 → 13",
                      vp_above="15", vp_total="20")
    spec = client.get("/api/v1/tournaments/" + organiser.rsplit("/", 1)[1]).json["spec"]
    assert spec["options"]["vp_scale"] == {"rows": [[50, 10], [150, 11], [300, 13]],
                                           "above": 15, "total": 20}
    organiser = start(client, format="round_robin", scoring="wins", hands_per_round="2",
                      win_points="3", draw_points="1", loss_points="0")
    options = client.get("/api/v1/tournaments/" + organiser.rsplit("/", 1)[1]).json["spec"][
        "options"]
    assert (options["win_points"], options["draw_points"], options["loss_points"]) == (3, 1, 0)
    entrants = "\n".join(f"Pair {n}: Ann {n}, Bob {n}" for n in "ABCDEFGH")
    organiser = start(client, game="mus", format="knockout", entrants=entrants, groups="2",
                      qualifiers="1")
    options = client.get("/api/v1/tournaments/" + organiser.rsplit("/", 1)[1]).json["spec"][
        "options"]
    assert (options["groups"], options["qualifiers"]) == (2, 1)
    # a row that is not two numbers is refused by its row, and what was typed is kept
    answer = client.post("/events/new", data={
        "game": "burraco", "name": "Club night", "format": "mitchell", "rounds": "2",
        "hands_per_round": "2", "entrants": ENTRANTS, "vp_scale": "50 10\nfifty", "vp_above": "15"})
    page = answer.get_data(as_text=True)
    assert answer.status_code == 422 and "each row is [up to, victory points]" in page
    assert "fifty" in page


def test_the_form_sets_the_tables_options_of_the_game_chosen(client: Any) -> None:
    # Belote's tables: underruffing is the text's rule (003), a club may drop it; the event's
    # own fields decide the target and the hands, so the form leaves those out
    page = client.get("/events/new?game=belote").get_data(as_text=True)
    assert 'name="table_must_underruff" checked' in page
    assert 'name="table_target"' not in page and 'name="table_hands"' not in page
    assert 'name="table_shown" value="belote"' in page
    entrants = "\n".join(f"Pair {n}: Ann {n}, Bob {n}" for n in "ABCD")
    organiser = start(client, game="belote", format="concours", rounds="2", entrants=entrants,
                      hands_per_round="", table_shown="belote")
    key = organiser.rsplit("/", 1)[1]
    assert client.get(f"/api/v1/tournaments/{key}").json["spec"]["options"]["table"][
        "must_underruff"] is False
    tables = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).json["tables"]
    table = client.get(f"/api/v1/tables/{tables[0]['edit_key']}").json
    assert table["options"]["must_underruff"] is False
    # options shown for another game are not sent: the game's defaults
    organiser = start(client, game="burraco", table_shown="belote", table_must_underruff="on")
    spec = client.get("/api/v1/tournaments/" + organiser.rsplit("/", 1)[1]).json["spec"]
    assert "must_underruff" not in spec["options"]["table"]


def test_the_organiser_runs_a_round_and_the_room_follows(client: Any) -> None:
    organiser = start(client)
    page = client.get(organiser).get_data(as_text=True)
    room = links(page)["room"]
    made = client.post(organiser + "/round", data={"idempotency_key": "r1"})
    assert made.status_code == 303
    page = client.get(organiser).get_data(as_text=True)
    assert "Table 1" in page and "Table 2" in page and "sits out this round" in page
    version = re.search(r'data-version="([^"]+)"', client.get(room).get_data(as_text=True))
    assert client.get(f"{room}/live?v={version.group(1)}").status_code == 204
    entered = client.post(organiser + "/result", data={"round": "1", "table": "1",
                                                       "a": "555", "b": "500"})
    assert entered.status_code == 303
    live = client.get(f"{room}/live?v={version.group(1)}", headers={"HX-Request": "true"})
    body = live.get_data(as_text=True)
    assert live.status_code == 200 and "555 – 500" in body and "Last results" in body
    assert "Still playing" in body and "Round 1 by name" in body
    tv = client.get(room + "?tv=1").get_data(as_text=True)
    assert "tv-mode" in tv and "leave TV mode" in tv
    refused = client.post(organiser + "/result", data={"round": "1", "table": "9",
                                                       "a": "1", "b": "0"})
    assert refused.status_code == 422 and "has no table 9" in refused.get_data(as_text=True)


def test_check_in_by_the_events_code_late_arrivals_too(client: Any) -> None:
    organiser = start(client, check_in="on")
    page = client.get(organiser).get_data(as_text=True)
    check_in = links(page)["check_in"]
    room = links(page)["room"]
    assert client.get(room.replace("/r/", "/r/") + "/check-in/forged").status_code == 404
    listing = client.get(check_in).get_data(as_text=True)
    assert listing.count('name="entrant"') == 5
    too_early = client.post(organiser + "/round", data={})
    assert too_early.status_code == 422  # nobody has checked in yet
    for entrant in ("0", "1", "2"):
        assert client.post(check_in, data={"entrant": entrant}).status_code == 303
    arrived = client.post(check_in + "/arrive", data={"name": "Pair F", "players": "Ann F, Bob F"})
    assert arrived.status_code == 303
    listing = client.get(check_in).get_data(as_text=True)
    assert listing.count('name="entrant"') == 2 and "✓ Pair F" in listing
    assert client.post(organiser + "/round", data={}).status_code == 303
    page = client.get(organiser).get_data(as_text=True)
    assert "Pair D" not in page.split("Round 1")[1].split("Standings")[0]


def test_a_table_card_opens_the_current_table_in_every_round(client: Any) -> None:
    organiser = start(client)
    cards = client.get(organiser + "/print/cards").get_data(as_text=True)
    qr = re.search(r'src="(/r/[^"]+/table/1/[\w-]+)/qr.svg"', cards).group(1)
    assert client.get(qr + "/qr.svg").headers["Content-Type"] == "image/svg+xml"
    waiting = client.get(qr)
    assert waiting.status_code == 200 and waiting.headers["Refresh"] == "5"
    client.post(organiser + "/round", data={})
    first = client.get(qr)
    assert first.status_code == 303 and first.headers["Location"].startswith("/t/")
    for table in (1, 2):
        client.post(organiser + "/result", data={"round": "1", "table": str(table), "a": "5",
                                                 "b": "0"})
    two = re.search(r'src="(/r/[^"]+/table/2/[\w-]+)/qr.svg"', cards).group(1)
    first_two = client.get(two)
    client.post(organiser + "/round", data={})
    second = client.get(two)
    assert second.status_code == 303
    assert second.headers["Location"] != first_two.headers["Location"]
    # five pairs: the empty place faces table 1 in round 2, which keeps its number and is
    # not played (issue 36): its card waits, saying so
    empty = client.get(qr)
    assert empty.status_code == 200 and "Round 2" in empty.get_data(as_text=True)
    assert client.get(qr[:-3] + "AAA").status_code == 404


@pytest.mark.parametrize("sheet", ["cards", "table", "name", "scorecards", "standings"])
def test_the_print_pages(client: Any, sheet: str) -> None:
    organiser = start(client)
    client.post(organiser + "/round", data={})
    page = client.get(f"{organiser}/print/{sheet}").get_data(as_text=True)
    assert "club.css" in page and "Print this page" in page
    if sheet in ("cards", "scorecards"):  # an A6 page each (issue 36: tests/browser/test_paper)
        assert page.count('class="card-a6') >= 2 and page.count('class="sheet a6-page"') >= 2
    else:
        assert 'class="sheet sheet-a4"' in page


def test_exports_come_as_files(client: Any) -> None:
    organiser = start(client)
    client.post(organiser + "/round", data={})
    movement = client.get(organiser + "/export/movement.csv")
    assert movement.headers["Content-Disposition"].startswith("attachment")
    rows = movement.get_data(as_text=True).splitlines()
    assert rows[0] == "round,table,entrant,opponent,hands" and len(rows) == 5
    key = organiser.rsplit("/", 1)[-1]
    assert key not in client.get(organiser + "/export/event.json").get_data(as_text=True)


def test_the_room_cannot_reach_the_organisers_page(client: Any) -> None:
    organiser = start(client)
    room = links(client.get(organiser).get_data(as_text=True))["room"]
    view = room.rsplit("/", 1)[-1]
    assert client.get(f"/e/{view}").status_code == 404
    assert client.post(f"/e/{view}/round", data={}).status_code == 404


@pytest.mark.usefixtures("pseudo_pages")
def test_every_club_page_says_its_words_in_templates_only(client: Any) -> None:
    organiser = start(client, check_in="on")
    page = client.get(organiser).get_data(as_text=True)
    for entrant in range(5):
        client.post(links(page)["check_in"], data={"entrant": str(entrant)})
    client.post(organiser + "/round", data={})
    client.post(organiser + "/result", data={"round": "1", "table": "1", "a": "5", "b": "0"})
    page = client.get(organiser).get_data(as_text=True)
    room = links(page)["room"]
    pages = [organiser, room, room + "?tv=1", room + "/rounds/1/verify", "/events/new",
             links(page)["check_in"]]
    pages += [f"{organiser}/print/{s}" for s in ("cards", "table", "name", "scorecards",
                                                 "standings")]
    leaks = {}
    for url in pages:
        answer = client.get(url, headers=SV)
        assert answer.status_code == 200, url
        left = [w for w in page_english(answer.get_data(as_text=True))
                if w not in ("Pair", "Ann", "Bob", "Club", "night", "PV", "SHA")]
        if left:
            leaks[url] = left
    assert not leaks, leaks


def test_a_round_drawn_under_other_draw_rules_is_not_called_a_fake(client: Any,
                                                                    app: Any) -> None:
    import json
    import sqlite3

    organiser = start(client)
    client.post(organiser + "/round", data={})
    room = links(client.get(organiser).get_data(as_text=True))["room"]
    good = client.get(room + "/rounds/1/verify").get_data(as_text=True)
    assert 'class="verdict good"' in good
    # the round as recorded before draws recorded their rules: a table's sides the other way
    db = sqlite3.connect(app.config["DATABASE"])
    seq, payload = db.execute("SELECT seq, payload FROM tournament_events WHERE "
                              "kind = 'round'").fetchone()
    payload = json.loads(payload)
    del payload["rules"]
    first = payload["round"]["matches"][0]
    first["sides"] = first["sides"][::-1]
    with db:
        db.execute("UPDATE tournament_events SET payload = ? WHERE seq = ? AND kind = 'round'",
                   [json.dumps(payload), seq])
    page = client.get(room + "/rounds/1/verify").get_data(as_text=True)
    assert 'class="verdict "' in page and "Not known: the seed matches" in page
    check = client.get("/api/v1/tournaments/" + room.rsplit("/", 1)[1] + "/rounds/1/verify")
    assert (check.json["valid"], check.json["rules"]) == (None, 1)
