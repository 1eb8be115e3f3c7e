"""A real server (the README's `python app.py`) on a temporary SQLite file, and headless
Chromium driven by Playwright.

Tests here skip with a clear message where Chromium or Playwright is absent, and fail instead
when ``KIBITZER_REQUIRE_BROWSER=1`` (CI sets it).
"""

from __future__ import annotations

import os
import re
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("KIBITZER_CHROMIUM", "/usr/bin/chromium")
EXPECTED_REFUSAL = re.compile(r"status of (409|422)")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking"]


def _missing_browser(reason: str) -> None:
    if os.environ.get("KIBITZER_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser tests are required here but {reason}")
    pytest.skip(f"browser tests skipped: {reason} "
                "(apt-get install -y chromium chromium-driver; pip install playwright)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``python app.py`` on a free port; ``https``: served over HTTPS (``./run.sh --https``),
    ``env``: more of its settings. What it printed is in ``printed`` once it is stopped."""

    def __init__(self, tmp: Path, https: bool = False, env: dict[str, str] | None = None
                 ) -> None:
        self.port = free_port()
        self.url = f"{'https' if https else 'http'}://127.0.0.1:{self.port}"
        self.database = tmp / "kibitzer.sqlite3"
        settings = dict(os.environ, KIBITZER_DATABASE=str(self.database),
                        KIBITZER_PORT=str(self.port), KIBITZER_BASE_URL=self.url,
                        KIBITZER_HOST="127.0.0.1", **(env or {}))
        if https:
            settings["KIBITZER_HTTPS"] = "1"
        # the certificate is the server's own, made for this test: not checked here
        unchecked = ssl._create_unverified_context() if https else None
        self.printed = ""
        self.process = subprocess.Popen([sys.executable, str(ROOT / "app.py")], env=settings,
                                        stdout=subprocess.PIPE if https else subprocess.DEVNULL,
                                        stderr=subprocess.PIPE)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/api/v1/games", timeout=1, context=unchecked)
                return
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError(self.process.stderr.read().decode())
                time.sleep(0.1)
        raise RuntimeError("the server did not start in 20 s")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        if self.process.stdout:
            self.printed = self.process.stdout.read().decode()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        _missing_browser(f"{CHROMIUM} is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing_browser("playwright is not installed")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A phone-sized page (360 × 740) that fails the test on any page error."""
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    yield page
    context.close()
    # a 422 or 409 answer is how a refused action is shown in place; the browser logs it
    errors = [e for e in errors if not EXPECTED_REFUSAL.search(e)]
    assert not errors, errors


@pytest.fixture
def second_phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    yield page
    context.close()
