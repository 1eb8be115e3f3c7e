"""Measures of every page type for people who use a screen reader, a keyboard or a thumb:
axe-core's violations (vendored from npm beside this file, for tests only: the app never serves
it), tap targets under 44 × 44 CSS px, and the page's headings.

``python tests/browser/audit.py`` starts a server, builds one of every page type and prints,
per page type, the serious and critical axe violations at 360 and 1280 px in light and dark,
and the tap targets under 44 px at 360 px (the figures issue 26's report gives before and
after). tests/browser/test_access_audit.py asserts on the same measures.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.request
from pathlib import Path
from typing import Any, Callable, Iterator, NamedTuple

HERE = Path(__file__).resolve().parent
AXE = HERE / "axe-core-4.14.1.min.js"
SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 800}}
SCHEMES = ("light", "dark")
TAP = 44

GAMES_PLAYERS = {"bura": 2, "kozel": 4, "toepen": 3, "chicago": 3, "aggravation": 2,
                 "burraco": 4, "tute": 4, "mus": 4, "twenty-five": 4, "one-eyed-jack": 3,
                 "truc": 4, "nuts": 3, "back-alley": 4, "nine-card-don": 4, "belote": 4}
NAMES = ["Masha", "Boris", "Ann", "Cy"]

# what a tap lands on: a control, or the label a tick box or a radio is tapped through. A
# field one types in or picks from (a text box, a select, a file field) is aimed at itself: its
# label's words above it are no part of what a thumb hits (the home page's import field was
# 21 px tall inside a 48 px label, issue 41)
SMALL_TARGETS = """(minimum) => {
  const found = [];
  const seen = new Set();
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, ' +
                   '[tabindex]:not([tabindex="-1"])';
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[hidden], .visually-hidden, template') && !el.matches('.skip-link')) continue;
    let target = el;
    const label = el.closest('label');
    if (label && el.matches('input[type=checkbox], input[type=radio]')) target = label;
    if (seen.has(target)) continue;
    seen.add(target);
    const style = getComputedStyle(target);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = target.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
      const text = (target.innerText || target.getAttribute('aria-label') ||
                    target.getAttribute('name') || target.tagName).trim().slice(0, 40);
      found.push({what: target.tagName.toLowerCase() + ': ' + text,
                  width: Math.round(box.width), height: Math.round(box.height)});
    }
  }
  return found;
}"""


class PageType(NamedTuple):
    name: str
    url: str
    ready: Callable[[Any], None] | None = None   # what to do once it is open (ask a ruling)


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(base + path, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read())


def get(base: str, path: str) -> str:
    with urllib.request.urlopen(base + path, timeout=20) as response:
        return response.read().decode()


def ask_bura_claim(page: Any) -> None:
    page.locator("form", has=page.locator("[name=pot]")).locator(
        "input[name=cards_text]").fill("AS 10S KS QH")
    page.get_by_role("button", name="Check the claim").click()
    page.locator("#ruling h2").wait_for()


def page_types(base: str) -> list[PageType]:
    """One of every page type, made through the API on the server at ``base``."""
    kinds = [PageType("home", "/"), PageType("new table", "/new/belote")]
    first_view = teams_view = ""
    for game, count in GAMES_PLAYERS.items():
        made = post(base, "/api/v1/tables", {
            "game": game, "players": [{"name": n} for n in NAMES[:count]]})
        if game == "bura":
            # a Bura table in the middle of a hand: an ante, a bet, a false claim ruled on
            key = made["edit_key"]
            post(base, f"/api/v1/tables/{key}/events", {"kind": "ante", "idempotency_key": "a"})
            post(base, f"/api/v1/tables/{key}/events",
                 {"kind": "claim", "seat": 0, "captured": ["AS", "10S", "KS", "QH"],
                  "idempotency_key": "c"})
            first_view = made["scoreboard_url"].split("/s/")[1]
        if game == "belote":
            # a team ahead: the leader's row on the scoreboard
            post(base, f"/api/v1/tables/{made['edit_key']}/events",
                 {"kind": "score", "teams": [120, 42], "idempotency_key": "s"})
            teams_view = made["scoreboard_url"].split("/s/")[1]
        kinds.append(PageType(f"table {game}", made["edit_url"].replace(base, "")))
    kinds += [PageType("scoreboard", f"/s/{first_view}"),
              PageType("TV mode", f"/s/{first_view}?tv=1"),
              PageType("scoreboard, teams", f"/s/{teams_view}"),
              PageType("TV mode, teams", f"/s/{teams_view}?tv=1"),
              PageType("referee with a ruling", "/referee/bura", ask_bura_claim),
              PageType("referee (Mus)", "/referee/mus")]
    draw = post(base, "/api/v1/draws", {"kind": "red-black", "players": NAMES})
    for player in range(len(NAMES)):
        drawn = post(base, f"/api/v1/draws/{draw['key']}/draw", {"player": player})
    kinds += [PageType("new draw", "/draws/new"),
              PageType("draw", f"/d/{draw['key']}"),
              PageType("draw check", drawn["verify_url"].replace(base, ""))]
    event = post(base, "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3, "options": {"check_in": True},
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})
    edit, room = event["edit_key"], event["room_url"].replace(base, "")
    check_in = re.search(r'href="[^"]*(/r/[^"]+/check-in/[\w-]+)"', get(base, f"/e/{edit}"))
    # a table's card before its event's first round: the page that waits for it
    waiting = post(base, "/api/v1/tournaments", {
        "game": "belote", "name": "Belote", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"Q{i}", "players": [f"C{i}", f"D{i}"]} for i in range(1, 5)]})
    cards = get(base, f"/e/{waiting['edit_key']}/print/cards")
    table_card = re.search(r'src="(/r/[^"]+/table/\d+/[\w-]+)/qr.svg"', cards)
    kinds += [PageType("new event", "/events/new"),
              PageType("organiser", f"/e/{edit}")]
    if check_in:
        kinds.append(PageType("check-in", check_in.group(1)))
    if table_card:
        kinds.append(PageType("table card, waiting", table_card.group(1)))
    for entrant in range(4):
        post(base, f"/api/v1/tournaments/{edit}/entrants", {"check_in": entrant})
    post(base, f"/api/v1/tournaments/{edit}/rounds", {})
    kinds += [PageType("room", room), PageType("room TV", room + "?tv=1"),
              PageType("round check", f"{room}/rounds/1/verify"),
              PageType("print", f"/e/{edit}/print/standings")]
    return kinds


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now, all rules its version runs by default."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    return page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.map(v => ({id: v.id, impact: v.impact,
            nodes: v.nodes.map(n => n.target.join(' ') + ' :: ' + n.failureSummary)}));
    }""")


def grave(violations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [v for v in violations if v["impact"] in ("serious", "critical")]


def small_targets(page: Any) -> list[dict[str, Any]]:
    return page.evaluate(SMALL_TARGETS, TAP)


def open_page(page: Any, base: str, kind: PageType) -> Any:
    page.goto(base + kind.url)
    page.wait_for_load_state("load")
    if kind.ready:
        kind.ready(page)
    page.wait_for_timeout(100)
    return page


def view(browser: Any, base: str, kinds: list[PageType], size: str, scheme: str
         ) -> Iterator[tuple[PageType, Any]]:
    """Each page type opened in turn in one phone or desktop of that colour scheme."""
    context = browser.new_context(viewport=SIZES[size], color_scheme=scheme)
    page = context.new_page()
    try:
        for kind in kinds:
            yield kind, open_page(page, base, kind)
    finally:
        context.close()


def survey(browser: Any, base: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """For each page type: serious and critical axe nodes by size and scheme, the rules they
    break, tap targets under 44 px at 360 px, and whether it has an <h1>."""
    kinds = page_types(base)
    figures: dict[str, dict[str, Any]] = {kind.name: {"rules": set()} for kind in kinds}
    for size in SIZES:
        for scheme in SCHEMES:
            for kind, page in view(browser, base, kinds, size, scheme):
                found = grave(axe_violations(page))
                here = figures[kind.name]
                here[f"{size} {scheme}"] = sum(len(v["nodes"]) for v in found)
                here["rules"].update(v["id"] for v in found)
                if size == "phone" and scheme == "light":
                    here["small"] = small_targets(page)
                    here["h1"] = page.locator("h1").count()
    yield from figures.items()


def main() -> None:
    sys.path.insert(0, str(HERE))
    import tempfile

    from conftest import CHROMIUM, CHROMIUM_ARGS, Server
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        server = Server(Path(folder))
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        totals = {"axe": 0, "small": 0, "no h1": 0}
        try:
            print(f"{'page type':24} {'360 light':>9} {'360 dark':>8} {'1280 light':>10} "
                  f"{'1280 dark':>9} {'<44px':>5} h1  rules")
            for name, f in survey(browser, server.url):
                nodes = [f["phone light"], f["phone dark"], f["desktop light"],
                         f["desktop dark"]]
                totals["axe"] += sum(nodes)
                totals["small"] += len(f["small"])
                totals["no h1"] += f["h1"] == 0
                print(f"{name:24} {nodes[0]:9} {nodes[1]:8} {nodes[2]:10} {nodes[3]:9} "
                      f"{len(f['small']):5} {f['h1']:2}  {' '.join(sorted(f['rules']))}")
                alike: dict[str, int] = {}
                for small in f["small"]:
                    what = f"{small['what']} ({small['width']}x{small['height']})"
                    alike[what] = alike.get(what, 0) + 1
                for what, count in alike.items():
                    print(f"{'':26}- {what}" + (f" × {count}" if count > 1 else ""))
        finally:
            browser.close()
            server.stop()
        print(f"serious+critical axe nodes, all pages and views: {totals['axe']}; "
              f"tap targets under {TAP} px at 360 px: {totals['small']}; "
              f"pages without <h1>: {totals['no h1']}")


if __name__ == "__main__":
    main()
