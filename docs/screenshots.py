"""Take the README's screenshots at a phone's 360 px: the end of a game, the score pad with its
chart, the scoreboard in TV mode, and one Mus table page in Spanish, French and Russian. Needs
Debian's chromium and the dev requirements:

    .venv/bin/python docs/screenshots.py

It starts the real server (``app.py``) on a temporary SQLite file, plays a short Belote game
through the JSON API, and writes ``docs/end-banner.png``, ``docs/score-pad.png``,
``docs/tv-mode.png`` and ``docs/table-es.png``, ``docs/table-fr.png``, ``docs/table-ru.png``
(the same Mus table, each phone reading its own language).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def serve(database: Path) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    env = dict(os.environ, KIBITZER_DATABASE=str(database), KIBITZER_PORT=str(port),
               KIBITZER_BASE_URL=url, KIBITZER_HOST="127.0.0.1")
    process = subprocess.Popen([sys.executable, str(ROOT / "app.py")], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            urllib.request.urlopen(url + "/api/v1/games", timeout=1)
            return process, url
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


def belote_game(url: str) -> dict[str, Any]:
    """Four hands of Belote to 1000, entered as the table would: Ane & Maite win."""
    table = post(url + "/api/v1/tables", {"game": "belote", "players": [
        {"name": n} for n in ("Ane", "Paul", "Maite", "Jon")]})
    events = f"{url}/api/v1/tables/{table['edit_key']}/events"
    hands = ((162, 90), (250, 160), (182, 250), (420, 100))
    for n, (ours, theirs) in enumerate(hands):
        if n:
            post(events, {"kind": "deal", "idempotency_key": f"d{n}"})
        post(events, {"kind": "score", "teams": [ours, theirs], "idempotency_key": f"s{n}"})
    return table


def mus_hand(url: str) -> dict[str, Any]:
    """One Mus hand scored by the calculator: the table the language screenshots show."""
    table = post(url + "/api/v1/tables", {"game": "mus", "players": [
        {"name": n} for n in ("Ane", "Iker", "Maite", "Jon")]})
    post(f"{url}/api/v1/tables/{table['edit_key']}/events", {
        "kind": "hand", "idempotency_key": "h1",
        "body": {"hands": ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"],
                 "bets": {"grande": {"outcome": "seen", "stake": 3}}}})
    return table


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        process, url = serve(Path(tmp) / "kibitzer.sqlite3")
        try:
            table = belote_game(url)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                     args=ARGS)
                page = browser.new_page(viewport={"width": 360, "height": 740},
                                        device_scale_factor=2)
                page.goto(table["edit_url"])
                page.screenshot(path=str(DOCS / "end-banner.png"))
                page.locator(".pad").screenshot(path=str(DOCS / "score-pad.png"))
                tv = browser.new_page(viewport={"width": 1280, "height": 720})
                tv.goto(table["scoreboard_url"] + "?tv=1")
                tv.screenshot(path=str(DOCS / "tv-mode.png"))
                mus = mus_hand(url)
                for code, locale in (("es", "es-ES"), ("fr", "fr-FR"), ("ru", "ru-RU")):
                    reader = browser.new_context(viewport={"width": 360, "height": 1100},
                                                 device_scale_factor=1.5, locale=locale)
                    phone = reader.new_page()
                    phone.goto(mus["edit_url"])
                    phone.screenshot(path=str(DOCS / f"table-{code}.png"))
                    reader.close()
                browser.close()
        finally:
            process.terminate()
            process.wait(timeout=10)
    print("wrote", ", ".join(f"docs/{n}.png" for n in ("end-banner", "score-pad", "tv-mode",
                                                        "table-es", "table-fr", "table-ru")))


if __name__ == "__main__":
    main()
