"""The table page's work on a phone's main thread (issue 26: Lighthouse's mobile run found 880 ms
of blocking time). Lighthouse is not available here: this opens the table page in headless
Chromium at 360 × 740 with the CPU slowed four times (Lighthouse's mobile setting) and reads
what the page itself can tell:

- blocking time: the long tasks (``PerformanceObserver``, type ``longtask``) from the first
  contentful paint until the page has been quiet for 2 s, each counted past its first 50 ms,
  as Lighthouse's Total Blocking Time counts them;
- the longest task, and Chromium's script and layout time for the whole load (CDP
  ``Performance.getMetrics``).

Both sides serve the same tables (a Bura table in its 30th action, a Burraco table: the largest
page, 14 card pickers) from ``python app.py`` of their own tree: this checkout, and a baseline
commit extracted with ``git archive`` (bench/_baseline.py), alternating, the median of each.

    .venv/bin/python bench/mainthread.py [--baseline bb7fb1f] [--runs 7]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from _baseline import ROOT, tree

CHROMIUM = os.environ.get("KIBITZER_CHROMIUM", "/usr/bin/chromium")
SLOWDOWN = 4

OBSERVE = """
window.__long = [];
window.__fcp = null;
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
new PerformanceObserver(list => {
  for (const e of list.getEntries())
    if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
}).observe({type: 'paint', buffered: true});
"""


class Served:
    """``python app.py`` of one tree on a free port and a fresh database."""

    def __init__(self, root: Path, folder: Path) -> None:
        import socket
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, KIBITZER_DATABASE=str(folder / "bench.sqlite3"),
                   KIBITZER_PORT=str(self.port), KIBITZER_HOST="127.0.0.1",
                   KIBITZER_BASE_URL=self.url)
        subprocess.run([str(Path(sys.executable).parent / "pybabel"), "-q", "compile", "-d",
                        str(root / "translations")], check=False, cwd=root)
        self.process = subprocess.Popen([sys.executable, str(root / "app.py")], cwd=root,
                                        env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/api/v1/games", timeout=1)
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"{root} did not start")

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(self.url + path, json.dumps(body).encode(),
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    def tables(self) -> dict[str, str]:
        bura = self.post("/api/v1/tables", {
            "game": "bura", "players": [{"name": n} for n in ("Masha", "Boris", "Ann")],
            "options": {"tokens": 100, "ante": 1}})
        for n in range(10):
            for kind in ({"kind": "ante"}, {"kind": "bet", "seat": n % 3, "amount": 2},
                         {"kind": "deal"}):
                self.post(f"/api/v1/tables/{bura['edit_key']}/events",
                          dict(kind, idempotency_key=f"{n}-{kind['kind']}"))
        burraco = self.post("/api/v1/tables", {
            "game": "burraco", "players": [{"name": n} for n in ("A", "B", "C", "D")]})
        return {"bura, 30 actions": bura["edit_url"], "burraco": burraco["edit_url"]}

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def measure(browser: Any, url: str) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.add_init_script(OBSERVE)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWDOWN})
    cdp.send("Performance.enable")
    page.goto(url, wait_until="load")
    quiet_since = time.monotonic()
    seen = 0
    while time.monotonic() - quiet_since < 2.0:
        page.wait_for_timeout(250)
        count = page.evaluate("window.__long.length")
        if count != seen:
            seen, quiet_since = count, time.monotonic()
    found = page.evaluate("({long: window.__long, fcp: window.__fcp})")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    context.close()
    fcp = found["fcp"] or 0
    blocking = sum(max(0.0, duration - 50) for start, duration in found["long"]
                   if start + duration > fcp)
    return {"blocking": blocking,
            "longest": max((d for _, d in found["long"]), default=0.0),
            "script": metrics.get("ScriptDuration", 0) * 1000,
            "layout": (metrics.get("LayoutDuration", 0) + metrics.get("RecalcStyleDuration", 0))
            * 1000}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline", default="bb7fb1f")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sides = {"baseline " + args.baseline: tree(args.baseline), "this tree": ROOT}
    print(f"# table page main thread, Chromium at 360 px, CPU slowed {SLOWDOWN}x; "
          f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"median of {args.runs}")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
        servers = {}
        try:
            for name, root in sides.items():
                here = Path(folder) / name.replace(" ", "-")
                here.mkdir()
                servers[name] = Served(root, here)
            pages = {name: served.tables() for name, served in servers.items()}
            results: dict[tuple[str, str], list[dict[str, float]]] = {}
            for _ in range(args.runs):
                for name in sides:   # alternating, so that the machine's load hits both
                    for table, url in pages[name].items():
                        results.setdefault((table, name), []).append(measure(browser, url))
            print(f"{'page':18} {'side':18} {'blocking ms':>11} {'longest ms':>10} "
                  f"{'script ms':>9} {'style+layout ms':>15}")
            for (table, name), runs in sorted(results.items()):
                median = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                print(f"{table:18} {name:18} {median['blocking']:11.0f} "
                      f"{median['longest']:10.0f} {median['script']:9.0f} "
                      f"{median['layout']:15.0f}")
        finally:
            for served in servers.values():
                served.stop()
            browser.close()


if __name__ == "__main__":
    main()
