"""The screen kept awake where Kibitzer is really used (issue 26).

On a LAN the pages are plain http on a LAN address: not a secure context, so no Screen Wake Lock.
There the first tap starts a tiny muted video looping out of sight (static/keep-awake.*), and
the page says so until then, or says plainly that the screen may turn off. ``./run.sh --https``
serves a secure context instead (a certificate made on the first run and kept, or the host's
own), where Wake Lock is there.

Only headless Chromium is available here: the LAN is played by a host name Chromium resolves to
this computer (``--host-resolver-rules``), which, not being localhost, is no secure context.
"""

from __future__ import annotations

import json
import os
import shutil
import ssl
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, Server
from playwright.sync_api import expect

LAN_NAME = "kibitzer-table.test"
UNCHECKED = ssl._create_unverified_context()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """The server answering to the LAN's name too, as to a name the club's router gives the
    laptop (``KIBITZER_ALLOWED_HOSTS``: another name is refused, issue 35)."""
    running = Server(tmp_path, env={"KIBITZER_ALLOWED_HOSTS": LAN_NAME})
    yield running
    running.stop()


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10, context=UNCHECKED) as response:
        return json.loads(response.read())


@pytest.fixture
def lan_browser(browser: Any) -> Iterator[Any]:
    """Chromium that reaches this computer by a LAN-like name over plain http."""
    chromium = browser.browser_type.launch(
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS + [f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    yield chromium
    chromium.close()


def lan_table(server: Any, game: str = "bura") -> str:
    table = post(server.url + "/api/v1/tables", {
        "game": game, "players": [{"name": "Masha"}, {"name": "Boris"}],
        "options": {"tokens": 20, "ante": 1}})
    return table["edit_url"].replace("127.0.0.1", LAN_NAME)


def test_on_plain_http_the_first_tap_starts_the_video(server: Any, lan_browser: Any) -> None:
    context = lan_browser.new_context(viewport={"width": 360, "height": 740})
    phone = context.new_page()
    errors: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    phone.goto(lan_table(server))
    assert phone.evaluate("window.isSecureContext") is False
    assert phone.evaluate("'wakeLock' in navigator") is False
    note = phone.locator("#wake-note")
    expect(note).to_have_text("Tap anywhere once to keep this screen awake.")
    expect(phone.locator("video")).to_have_count(0)

    phone.get_by_role("button", name="Everyone antes 1").click()   # the first tap
    expect(phone.locator("html")).to_have_attribute("data-awake", "video")
    expect(note).to_be_hidden()
    video = phone.locator("video.keep-awake")
    assert video.evaluate("v => !v.paused && v.muted && v.loop && v.currentSrc !== ''")
    assert "keep-awake" in video.evaluate("v => v.currentSrc")
    expect(phone.locator("#history-list")).to_contain_text("ante 1 each")

    # the scoreboard, reached by a boosted link, plays it on without another tap
    phone.get_by_role("link", name="Kibitzer").click()
    expect(phone.locator("h1")).to_contain_text("Keep the book")
    assert video.count() == 0 or video.evaluate("v => v.paused")
    phone.go_back()
    expect(phone.locator(".status")).to_contain_text("Hand 1")
    expect(phone.locator("html")).to_have_attribute("data-awake", "video")
    context.close()
    assert not errors, errors


def test_where_no_video_can_play_the_page_says_so(server: Any, lan_browser: Any) -> None:
    context = lan_browser.new_context(viewport={"width": 360, "height": 740})
    context.add_init_script("HTMLMediaElement.prototype.play = function () {"
                            " return Promise.reject(new DOMException('no', 'NotAllowedError')); };")
    phone = context.new_page()
    phone.goto(lan_table(server))
    phone.locator("#players").click()
    note = phone.locator("#wake-note")
    expect(note).to_contain_text("This screen may turn off")
    expect(phone.locator("html")).to_have_attribute("data-awake", "cannot")
    context.close()


def test_run_https_makes_a_certificate_once_and_serves_a_secure_context(
        tmp_path: Path, browser: Any) -> None:
    server = Server(tmp_path, https=True)
    try:
        table = post(server.url + "/api/v1/tables", {
            "game": "bura", "players": [{"name": "Masha"}, {"name": "Boris"}],
            "options": {"tokens": 20, "ante": 1}})
        assert table["edit_url"].startswith("https://")
        context = browser.new_context(viewport={"width": 360, "height": 740},
                                      ignore_https_errors=True)
        phone = context.new_page()
        phone.goto(table["edit_url"])
        assert phone.evaluate("window.isSecureContext") is True
        assert phone.evaluate("'wakeLock' in navigator") is True
        expect(phone.locator("html")).to_have_attribute("data-awake", "lock")
        expect(phone.locator("#wake-note")).to_be_hidden()
        # live over https: an action is answered and the stream keeps a second phone in step
        watcher = context.new_page()
        watcher.goto(table["scoreboard_url"])
        phone.get_by_role("button", name="Everyone antes 1").click()
        expect(phone.locator("#history-list")).to_contain_text("ante 1 each")
        expect(watcher.locator("#pot")).to_have_text("2", timeout=5000)
        context.close()
    finally:
        server.stop()
    cert, key = tmp_path / "https" / "cert.pem", tmp_path / "https" / "key.pem"
    assert cert.is_file() and key.is_file()
    if os.name == "posix":
        assert key.stat().st_mode & 0o077 == 0, "the key is readable by its owner only"
    assert "(made just now)" in server.printed
    first = cert.read_bytes()

    again = Server(tmp_path, https=True)   # the next run keeps it: no phone is asked again
    again.stop()
    assert cert.read_bytes() == first
    assert "made just now" not in again.printed

    own = tmp_path / "own"
    own.mkdir()
    shutil.copy(cert, own / "host.pem")
    shutil.copy(key, own / "host.key")
    hosts = Server(own, https=True, env={"KIBITZER_CERT": str(own / "host.pem"),
                                        "KIBITZER_KEY": str(own / "host.key")})
    try:
        seen = ssl.get_server_certificate(("127.0.0.1", hosts.port))
    finally:
        hosts.stop()
    assert ssl.PEM_cert_to_DER_cert(seen) == ssl.PEM_cert_to_DER_cert(first.decode())
    assert not (own / "https").exists()
    assert "asked once" not in hosts.printed


def test_the_club_nights_room_is_kept_awake_too(server: Any, lan_browser: Any) -> None:
    event = post(server.url + "/api/v1/tournaments", {
        "game": "burraco", "name": "Club", "format": "danish", "rounds": 2,
        "hands_per_round": 3,
        "entrants": [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, 5)]})
    context = lan_browser.new_context(viewport={"width": 360, "height": 740})
    room = context.new_page()
    room.goto(event["room_url"].replace("127.0.0.1", LAN_NAME) + "?tv=1")
    assert room.evaluate("window.isSecureContext") is False
    note = room.locator("#wake-note")
    expect(note).to_have_text("Tap anywhere once to keep this screen awake.")
    room.locator("h1").click()   # the first tap
    expect(room.locator("html")).to_have_attribute("data-awake", "video")
    expect(note).to_be_hidden()
    assert room.locator("video.keep-awake").evaluate("v => !v.paused && v.loop")
    context.close()
