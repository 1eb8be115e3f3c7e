"""Every page of a scripted game of each of the fifteen games at 360 px (issue 25): no element
wider than the viewport, and no number, name or heading broken inside a word. Long names are
cut with an ellipsis; tapping one shows it whole."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from referee.games import GAMES

LONG = ["Александра", "Maximiliano", "Bartholomew", "Krzysztofa", "Eva", "Fred"]

SCAN = """() => {
  const width = document.documentElement.clientWidth;
  const problems = [];
  const clipped = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (['auto', 'scroll', 'hidden'].includes(style.overflowX)) return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (!box.width || getComputedStyle(el).visibility === 'hidden') continue;
    if (box.right > width + 1 && !clipped(el)) {
      problems.push('wider than the page: <' + el.tagName.toLowerCase() + ' class="' +
                    el.className + '"> ' + (el.textContent || '').trim().slice(0, 40));
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const skipped = 'script, style, option, select, svg, [hidden], ' +
                    'details:not([open]) > :not(summary), .qr, code, .share a';
    if (!parent || parent.closest(skipped)) continue;
    if (getComputedStyle(parent).display === 'none') continue;
    const text = node.textContent;
    // a word: letters and digits between spaces (a line may break after a hyphen)
    const words = /[^\\s\\u00a0\\-\\u2010]{2,}/g;
    for (let match = words.exec(text); match; match = words.exec(text)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(Array.from(range.getClientRects())
        .filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) problems.push('broken inside a word: ' + match[0]);
    }
  }
  return problems;
}"""


def call(url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def scripted_game(server: Any, key: str) -> dict[str, Any]:
    """A table of this game with long names, a hand played to its result and a second dealt."""
    game = GAMES[key]
    players = 4 if game.partnerships else game.min_players
    table = call(server.url + "/api/v1/tables", {
        "game": key, "players": [{"name": n} for n in LONG[:players]]})
    events = f"{server.url}/api/v1/tables/{table['edit_key']}/events"
    state = table["state"]
    kinds = {"bura": [{"kind": "ante"}, {"kind": "claim", "seat": 0,
                                         "captured": "AS 10S KS QS JS AD"}],
             "toepen": [{"kind": "knock", "seat": 1}, {"kind": "stay", "seat": 0},
                        {"kind": "toepen_won", "seat": 1}]}
    if key in kinds:
        actions = kinds[key]
    elif game.scoring.value == "tally":
        actions = [{"kind": "won", "seat": 0}]
    elif state["teams"] is not None:
        actions = [{"kind": "score", "teams": [12345 % 1000 if key != "belote" else 1010, 3]}]
    else:
        actions = [{"kind": "score", "points": [7] + [3] * (players - 1)}]
    for n, action in enumerate(actions + [{"kind": "deal"}]):
        try:
            call(events, action | {"idempotency_key": f"s{n}"})
        except urllib.error.HTTPError:
            pass  # a game over: the deal is refused, and the pages show the end
    return table


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_page_of_a_game_fits_360_px_and_breaks_no_word(server: Any, phone: Any,
                                                              key: str) -> None:
    table = scripted_game(server, key)
    view = table["scoreboard_url"]
    pages = [table["edit_url"] + "?all=1", view, view + "?tv=1",
             f"{server.url}/referee/{key}", f"{server.url}/new/{key}", server.url + "/"]
    found = []
    for url in pages:
        phone.goto(url)
        found += [f"{url.replace(server.url, '')}: {p}" for p in phone.evaluate(SCAN)]
    assert not found, "\n".join(found[:30])


def test_a_long_name_is_cut_with_an_ellipsis_and_shown_whole_on_tap(server: Any,
                                                                     phone: Any) -> None:
    long = "Maximiliano Bartholomew-Krzysztofa"
    table = call(server.url + "/api/v1/tables", {
        "game": "chicago", "players": [{"name": long}, {"name": "Eva"}]})
    phone.goto(table["edit_url"])
    name = phone.locator("table.players .name", has_text=long)
    assert name.evaluate("el => el.scrollWidth > el.clientWidth")  # cut
    assert name.get_attribute("title") == long
    name.click()
    assert name.evaluate("el => el.scrollWidth <= el.clientWidth")  # whole
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
