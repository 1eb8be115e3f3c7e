"""Belote's ``rounding`` at the table and on the forms (issue 41, point 1): the new-table and
the new-event forms offer it, with the text's reading (003 line 544: each hand's score rounded
to the nearest ten) chosen; the history's line for a hand gives both figures when rounding
changed them, so a table that sees 85 become 90 sees why."""

from __future__ import annotations

import re
from typing import Any

from helpers import Table
from test_club_pages import start

PLAYERS = ("Ann", "Boris", "Carl", "Dora")
# hearts are trumps; Ann & Carl take 75 card points and the last trick (85), Boris & Dora 77
HAND = {"trump": "H", "taker": 0, "last_trick": 0,
        "won": ["AS KS QS JS 10S 9S 8S 7S AH KH QH QD 10H 9H 8H 7H",
                "AD KD JH JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"]}


def chosen(page: str, name: str) -> list[tuple[str, bool]]:
    """A select's options: (value, selected)."""
    select = re.search(rf'<select name="{name}">(.*?)</select>', page, re.DOTALL)
    assert select, f"no select {name}"
    return [(value, bool(selected)) for value, selected in
            re.findall(r'<option value="([^"]*)"\s*(selected)?', select.group(1))]


def test_the_new_table_form_offers_rounding_with_the_nearest_ten_chosen(client: Any) -> None:
    page = client.get("/new/belote").get_data(as_text=True)
    assert chosen(page, "rounding") == [("nearest", True), ("none", False)]
    assert "to the nearest ten" in page
    answer = client.post("/new/belote", data={"players": "\n".join(PLAYERS),
                                              "rounding": "none"})
    assert answer.status_code == 303
    key = answer.headers["Location"].rsplit("/", 1)[1]
    assert client.get(f"/api/v1/tables/{key}").json["options"]["rounding"] == "none"


def test_the_new_event_form_offers_it_for_the_events_tables(client: Any) -> None:
    page = client.get("/events/new?game=belote").get_data(as_text=True)
    assert chosen(page, "table_rounding") == [("nearest", True), ("none", False)]
    entrants = "\n".join(f"Pair {n}: Ann {n}, Bob {n}" for n in "ABCD")
    organiser = start(client, game="belote", format="concours", rounds="2", entrants=entrants,
                      hands_per_round="", table_shown="belote", table_rounding="none",
                      table_must_underruff="on")
    key = organiser.rsplit("/", 1)[1]
    tables = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).json["tables"]
    table = client.get(f"/api/v1/tables/{tables[0]['edit_key']}").json
    assert table["options"]["rounding"] == "none"


def test_the_hands_line_gives_both_figures_when_rounding_changed_them(client: Any) -> None:
    table = Table(client, "belote", PLAYERS)
    state = table.act("hand", body=HAND)
    assert state["teams"] == {"0": 90, "1": 80}
    assert state["events"][-1]["summary"] == (
        "Hand scored: Ann & Carl +90, Boris & Dora +80 (rounded: 85 → 90, 77 → 80)")
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "(rounded: 85 → 90, 77 → 80)" in page


def test_without_rounding_the_pad_keeps_the_exact_points_and_the_line_one_figure(
        client: Any) -> None:
    table = Table(client, "belote", PLAYERS, rounding="none")
    state = table.act("hand", body=HAND)
    assert state["teams"] == {"0": 85, "1": 77}
    assert state["events"][-1]["summary"] == "Hand scored: Ann & Carl +85, Boris & Dora +77"
    assert "not rounded" in " ".join(state["events"][-1]["detail"]["breakdown"])
