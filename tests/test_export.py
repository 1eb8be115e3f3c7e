"""Getting the night's scores out (CSV of the pad, JSON of everything) and a table back in."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from helpers import Table


def played_belote(client: Any) -> Table:
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    table.act("score", teams=[162, 0])
    table.act("deal")
    table.act("score", teams=[40, 130])
    table.act("deal")
    table.act("score", teams=[10, 20])  # entered by mistake, and undone
    table.act("undo")
    return table


def test_the_csv_has_one_row_a_hand_with_the_teams_and_their_totals(client: Any) -> None:
    table = played_belote(client)
    for prefix, key in (("t", table.edit_key), ("s", table.view_key)):
        response = client.get(f"/{prefix}/{key}/export.csv")
        assert response.status_code == 200 and response.mimetype == "text/csv"
        rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
        assert rows == [
            ["game", "hand", "Ann & Carl", "Boris & Dora", "Ann & Carl total",
             "Boris & Dora total"],
            ["1", "1", "162", "0", "162", "0"],
            ["1", "2", "40", "130", "202", "130"]]


def test_no_export_holds_a_key(client: Any) -> None:
    table = played_belote(client)
    for prefix, key in (("t", table.edit_key), ("s", table.view_key)):
        for suffix in ("csv", "json"):
            body = client.get(f"/{prefix}/{key}/export.{suffix}").get_data(as_text=True)
            assert table.edit_key not in body and table.view_key not in body
            assert "idempotency" not in body
    # a scoreboard link never opens the edit link's export, nor the other way round
    assert client.get(f"/s/{table.edit_key}/export.json").status_code == 404
    assert client.get(f"/t/{table.view_key}/export.json").status_code == 404


def test_an_exported_table_imports_with_new_keys_in_the_same_state(client: Any) -> None:
    table = played_belote(client)
    exported = client.get(f"/t/{table.edit_key}/export.json").json
    assert [e["kind"] for e in exported["events"]] == ["score", "deal", "score", "deal",
                                                       "score", "undo"]
    response = client.post("/api/v1/tables/import", json=exported)
    assert response.status_code == 201, response.json
    assert response.json["edit_key"] != table.edit_key
    before, after = table.state(), response.json["state"]
    for field in ("players", "teams", "hand", "dealer", "seq", "pad", "status", "tally"):
        assert after[field] == before[field], field


def test_a_file_that_does_not_replay_is_refused_naming_the_event_and_nothing_is_made(
        client: Any) -> None:
    table = played_belote(client)
    exported = client.get(f"/t/{table.edit_key}/export.json").json
    exported["events"][2]["payload"] = {"teams": [10**9, 0]}
    response = client.post("/api/v1/tables/import", json=exported)
    assert response.status_code == 422
    assert response.json["error"].startswith("event #3 does not replay")
    assert response.json["field"] == "events[2]"
    exported["format"] = "something else"
    assert client.post("/api/v1/tables/import", json=exported).status_code == 422


def test_the_home_page_takes_an_exported_file(client: Any) -> None:
    table = played_belote(client)
    exported = client.get(f"/t/{table.edit_key}/export.json").get_data()
    response = client.post("/import", data={"file": (io.BytesIO(exported), "night.json")},
                           content_type="multipart/form-data")
    assert response.status_code == 303 and response.location.startswith("/t/")
    page = client.get(response.location).get_data(as_text=True)
    assert "Ann &amp; Carl" in page
    bad = client.post("/import", data={"file": (io.BytesIO(b"{not json"), "x.json")},
                      content_type="multipart/form-data")
    assert bad.status_code == 422 and "not a table exported from Kibitzer" in (
        bad.get_data(as_text=True))
    assert json.loads(exported)["format"] == "kibitzer-table"


def test_the_score_pad_and_its_chart_draw_one_line_a_side_through_each_hand(
        client: Any) -> None:
    table = played_belote(client)
    for path in (f"/t/{table.edit_key}", f"/s/{table.view_key}"):
        page = client.get(path).get_data(as_text=True)
        assert 'class="pad-table"' in page and "<svg" in page
        chart = page[page.index("<svg"):page.index("</svg>")]
        for side in ("0", "1"):
            group = chart[chart.index(f'data-side="{side}"'):]
            group = group[:group.index("</g>")]
            # one line through the start and the two hands played, one dot at the latest
            assert group.count("<path") == 1 and group.count(" L") == 2
            assert group.count('class="point"') == 1
        assert "first to 1000" in page


def test_the_end_of_the_game_is_a_banner_with_a_rematch_and_the_tally(client: Any) -> None:
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    table.act("score", teams=[1000, 0])
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert 'class="game-over"' in page and "Ann &amp; Carl win the game" in page
    assert "New game, same players" in page and 'value="bet"' not in page
    board = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert 'class="game-over"' in board and "Ann &amp; Carl win the game" in board
    table.act("rematch")
    board = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert 'class="game-over"' not in board
    assert "Games won: Ann &amp; Carl <strong>1</strong>" in board


def test_the_export_links_on_the_pages_answer(client: Any) -> None:
    """The links the table page and the scoreboard show are the ones that download (a route
    shared by both pages once made the table page link to the scoreboard's, a 404)."""
    import re
    table = Table(client, "chicago", ("Ann", "Boris"))
    for page in (f"/t/{table.edit_key}", f"/s/{table.view_key}"):
        body = client.get(page).get_data(as_text=True)
        links = re.findall(r'href="([^"]+/export\.(?:csv|json))" download hx-boost="false"',
                           body)
        assert len(links) == 2, page
        for link in links:
            assert client.get(link).status_code == 200, link
