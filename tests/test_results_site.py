"""Results that go home (issue 39, point 4): the room's results site, a zip of pages that are
whole in themselves (no script, nothing fetched, relative links only), in the event's language,
and the standings as a federation asks for them (rank, pair, players, VP, points, rounds
played). Both from the organiser's link and the room's, never from an unknown key."""

from __future__ import annotations

import csv
import io
import re
import zipfile
from typing import Any

from test_club_api import BODY, create
from test_movement_repairs import MITCHELL, results


def night(client: Any, body: dict[str, Any] = MITCHELL, rounds: int = 2) -> dict[str, Any]:
    made = create(client, body)
    key = made["edit_key"]
    for number in range(1, rounds + 1):
        drawn = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
        results(client, key, drawn["tables"], number)
        if number == 1:
            late = client.post(f"/api/v1/tournaments/{key}/entrants", json={
                "name": "=Ritardatari", "players": ["Rita", "Dario"], "missed": "sit_out"})
            assert late.status_code == 201, late.get_json()
    return made


def pages_of(answer: Any) -> dict[str, str]:
    assert answer.status_code == 200
    assert answer.mimetype == "application/zip"
    folder = zipfile.ZipFile(io.BytesIO(answer.data))
    return {name.removeprefix("results/"): folder.read(name).decode()
            for name in folder.namelist()}


def test_the_site_has_the_standings_every_round_and_every_entrants_page(client: Any) -> None:
    made = night(client)
    pages = pages_of(client.get(f"/e/{made['edit_key']}/export/results-site.zip"))
    assert set(pages) == ({"index.html", "round-1.html", "round-2.html"}
                          | {f"entrant-{n}.html" for n in range(1, 14)})
    index = pages["index.html"]
    for n in range(1, 14):
        assert f'href="entrant-{n}.html"' in index
    assert 'href="round-2.html"' in index
    state = client.get(f"/api/v1/tournaments/{made['edit_key']}").get_json()
    leader = next(s for s in state["standings"] if all(
        s["entrant"] in t["entrants"] for r in state["rounds"] for t in r["tables"]
        if s["entrant"] in t["entrants"]) and s["played"] == 2)
    assert state["standings"][0]["name"] in index and leader["name"] in index
    # an entrant's own night: its opponents and scores, round by round
    mine = pages[f"entrant-{leader['entrant'] + 1}.html"]
    for drawn in state["rounds"]:
        table = next(t for t in drawn["tables"] if leader["entrant"] in t["entrants"])
        other = next(e for e in table["entrants"] if e != leader["entrant"])
        assert state["entrants"][other]["name"] in mine
        assert f"{600 + table['number']} – 500" in mine or f"500 – {600 + table['number']}" in mine
    # the late pair's page says it had not arrived in round 1
    assert "not yet arrived" in pages["entrant-13.html"]
    # whole in itself: no script, no style sheet or image fetched, no address off the folder
    for name, body in pages.items():
        assert "<script" not in body.lower(), name
        assert "<link" not in body.lower() and "<img" not in body.lower(), name
        for address in re.findall(r'(?:href|src)="([^"]*)"', body):
            assert re.fullmatch(r"(index|round-\d+|entrant-\d+)\.html", address), (name, address)
        assert made["edit_key"] not in body and made["view_key"] not in body, name


def test_the_site_speaks_the_events_language(client: Any) -> None:
    """Set up in Italian, the site is in Italian whoever downloads it; ?lang= asks another."""
    made = client.post("/api/v1/tournaments", json=MITCHELL,
                       headers={"Accept-Language": "it"}).get_json()
    client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={})
    pages = pages_of(client.get(f"/r/{made['view_key']}/export/results-site.zip",
                                headers={"Accept-Language": "en"}))
    assert '<html lang="it">' in pages["index.html"]
    assert "Classifica" in pages["index.html"] and "Turno 1" in pages["round-1.html"]
    french = pages_of(client.get(f"/r/{made['view_key']}/export/results-site.zip?lang=fr"))
    assert "Classement" in french["index.html"]


def test_the_same_night_is_the_same_zip(client: Any) -> None:
    made = night(client, rounds=1)
    first = client.get(f"/e/{made['edit_key']}/export/results-site.zip").data
    assert client.get(f"/e/{made['edit_key']}/export/results-site.zip").data == first


def test_the_federations_csv(client: Any) -> None:
    made = night(client)
    answer = client.get(f"/e/{made['edit_key']}/export/federation.csv")
    assert answer.status_code == 200 and answer.mimetype == "text/csv"
    rows = list(csv.reader(io.StringIO(answer.data.decode("utf-8-sig"))))
    assert rows[0] == ["rank", "pair", "players", "VP", "points", "rounds played"]
    state = client.get(f"/api/v1/tournaments/{made['edit_key']}").get_json()
    assert len(rows) == 1 + len(state["standings"])
    for row, standing in zip(rows[1:], state["standings"]):
        entrant = state["entrants"][standing["entrant"]]
        assert row[0] == str(standing["rank"]) and row[3] == str(standing["vp"])
        assert row[4] == str(standing["points"]) and row[5] == str(standing["played"])
        assert row[2] == ", ".join(entrant["players"])
    late = next(r for r in rows if r[2] == "Rita, Dario")
    assert late[1] == "'=Ritardatari"  # a name typed as a formula is neutralised
    assert late[5] == "1"


def test_the_organisers_page_links_both_and_a_wrong_key_gets_nothing(client: Any) -> None:
    made = create(client, BODY)
    page = client.get(f"/e/{made['edit_key']}").get_data(as_text=True)
    assert "export/results-site.zip" in page and "export/federation.csv" in page
    assert client.get("/e/nosuchkey/export/results-site.zip").status_code == 404
    assert client.get("/r/nosuchkey/export/federation.csv").status_code == 404
