"""Every game's table page and scoreboard, read in headless Chromium at 360 px after a scripted
hand, a deal and an undo, name the players: never "seat N", "team N", "player N", "side N" or
a field path like melds[1][1] (issue 12, "talk like the table"; the whole games in tests/games
are read back the same way through every page and the API)."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

POSITION = re.compile(r"\b(?:seat|team|player|side|partnership)s? \d+\b|\w\[\d+\]",
                      re.IGNORECASE)
NAMES = ["Ane", "Paul", "Maite", "Jon", "Eva", "Fred"]
# a real hand through each calculator where one is simple to state (003 lines 2-86; 003:376)
HANDS = {
    "burraco": {"melds": [[["7S", "8S", "9S", "10S", "JS", "QS", "KS"],
                           ["QH", "QD", "QC", "JK"]], [["3C", "4C", "5C"]]],
                "hands": [[], ["KD", "9H"]], "pozzetto": [True, True], "closed": 0},
    "back-alley": {"bids": [3, "pass", 4, 2], "tricks": [3, 2, 5, 3]},
}


def call(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as error:
        raise AssertionError(f"{url} {body}: {error.read().decode()}") from None


def games(url: str) -> list[dict[str, Any]]:
    answer = call(url + "/api/v1/games")
    return answer["games"] if isinstance(answer, dict) else answer


def play_a_hand(url: str, game: dict[str, Any]) -> dict[str, Any]:
    count = 4 if game["players"]["min"] <= 4 <= game["players"]["max"] else game["players"]["min"]
    options = {"tokens": 10} if game["scoring"] == "tokens" else {}
    table = call(url + "/api/v1/tables", {"game": game["key"], "options": options,
                                          "players": [{"name": n} for n in NAMES[:count]]})
    events = f"{url}/api/v1/tables/{table['edit_key']}/events"
    state = table["state"]
    n = 0

    def act(kind: str, **fields: Any) -> dict[str, Any]:
        nonlocal n
        n += 1
        return call(events, {"kind": kind, "idempotency_key": f"k{n}", **fields})

    if game["key"] in HANDS:
        after = act("hand", body=HANDS[game["key"]])
    elif game["scoring"] == "tokens" and "ante" not in state["options"]:
        after = act("lose", seat=0, amount=2)  # a game without a pot (Toepen)
    elif game["scoring"] == "tokens":
        act("ante")
        after = act("collect", seat=1)
    elif game["scoring"] == "tally":
        after = act("won", seat=0)
    elif state["teams"] is not None:
        after = act("score", teams=[12, 7])
    else:
        after = act("score", points=[5 * (i + 1) for i in range(count)])
    if not after["finished"]:  # an ended game stays on its banner
        act("deal")
        act("undo")
    return table


def test_every_games_pages_name_the_players(server: Any, phone: Any) -> None:
    catalog = games(server.url)
    assert len(catalog) == 15
    for game in catalog:
        table = play_a_hand(server.url, game)
        for url in (table["edit_url"], table["scoreboard_url"]):
            phone.goto(url)
            expect(phone.locator("main")).to_contain_text("Ane")
            text = phone.inner_text("body")
            found = [m.group(0) for m in POSITION.finditer(text)]
            assert not found, f"{game['name']} at {url}: {found}"
            assert phone.evaluate("document.documentElement.scrollWidth") <= 360, game["name"]


@pytest.mark.parametrize("game", ["belote", "mus"])
def test_the_referee_opened_from_a_table_names_its_partnerships(server: Any, phone: Any,
                                                                game: str) -> None:
    table = call(server.url + "/api/v1/tables", {
        "game": game, "players": [{"name": n} for n in NAMES[:4]]})
    phone.goto(table["edit_url"])
    phone.get_by_role("link", name=re.compile("Referee for")).click()
    expect(phone.locator(".from-table")).to_contain_text("Ane & Maite against Paul & Jon")
    assert not POSITION.search(phone.inner_text(".from-table"))
