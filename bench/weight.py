"""Page weight: the bytes a phone downloads to open the table page and the scoreboard the first
time (HTML and every stylesheet, script, icon and manifest the HTML names), as the server sends
them and as gzip level 6 would send them; and whether any of it would come from outside the app.

Runs the real server (``python app.py`` on a temporary database, loopback only) and fetches with
``Accept-Encoding: gzip`` as a browser does, so a server that compresses is measured as it is.

    .venv/bin/python bench/weight.py
"""

from __future__ import annotations

import gzip
import json
import re
import sys
import tempfile
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import ROOT, ServerProcess, machine, seed_tables  # noqa: E402

GOAL = 40 * 1024


class Assets(HTMLParser):
    """Every address the page would fetch by itself: scripts, stylesheets, icons, images,
    manifest, frames, media; and every address at all (links included) to check it stays in."""

    FETCHED = {("script", "src"), ("link", "href"), ("img", "src"), ("iframe", "src"),
               ("source", "src"), ("video", "src"), ("audio", "src"), ("embed", "src"),
               ("object", "data")}

    def __init__(self) -> None:
        super().__init__()
        self.fetched: list[str] = []
        self.addresses: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        for name, value in attrs:
            if value and name in ("src", "href", "action", "data", "hx-get", "hx-post",
                                  "poster", "srcset"):
                self.addresses.append(value)
        if tag == "link" and "stylesheet" not in (found.get("rel") or "") and \
                not any(r in (found.get("rel") or "") for r in ("icon", "manifest",
                                                               "preload", "modulepreload")):
            return
        for kind, attr in self.FETCHED:
            if tag == kind and found.get(attr):
                self.fetched.append(found[attr] or "")


CONTROLS: dict[str, str] = {}
"""Each address's Cache-Control as first fetched (what a phone's cache goes by)."""


def fetch(url: str) -> tuple[bytes, bytes, str]:
    """The body as sent (maybe compressed), the body decoded, and its content type."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=10) as response:
        sent = response.read()
        encoding = response.headers.get("Content-Encoding", "")
        kind = response.headers.get("Content-Type", "")
        CONTROLS[urlsplit(url).path + ("?" + urlsplit(url).query if urlsplit(url).query
                                       else "")] = response.headers.get("Cache-Control", "")
    body = gzip.decompress(sent) if encoding == "gzip" else sent
    return sent, body, kind


def asked_again(addresses: list[str]) -> list[str]:
    """What a phone asks the server again when it opens the page a second time, within the
    hour: every address its cache may not answer alone (no max-age, or no-cache/no-store)."""
    again = []
    for address in addresses:
        control = CONTROLS.get(address, "")
        fresh = "max-age=" in control and "no-cache" not in control and "no-store" not in control
        if not fresh:
            again.append(address)
    return again


def css_urls(css: str) -> list[str]:
    return re.findall(r"url\(\s*['\"]?([^'\")]+)['\"]?\s*\)", css)


def weigh(base: str, path: str) -> tuple[list[tuple[str, int, int, int]], list[str]]:
    """Rows (address, bytes sent, raw bytes, gzip-6 bytes) and any address outside the app."""
    page = urljoin(base, path)
    sent, body, _ = fetch(page)
    parser = Assets()
    parser.feed(body.decode())
    rows = [(path, len(sent), len(body), len(gzip.compress(body, 6)))]
    queue = list(dict.fromkeys(parser.fetched))
    outside = [a for a in parser.addresses if urlsplit(urljoin(page, a)).netloc
               not in ("", urlsplit(base).netloc) and not a.startswith("data:")]
    seen = set()
    while queue:
        address = queue.pop(0)
        url = urljoin(page, address)
        if url in seen or address.startswith("data:"):
            continue
        seen.add(url)
        if urlsplit(url).netloc != urlsplit(base).netloc:
            outside.append(address)
            continue
        sent, body, kind = fetch(url)
        rows.append((urlsplit(url).path + ("?" + urlsplit(url).query if urlsplit(url).query
                                           else ""), len(sent), len(body),
                     len(gzip.compress(body, 6))))
        if "css" in kind:
            queue += css_urls(body.decode())
        if "manifest" in kind or url.endswith(".webmanifest"):
            for icon in json.loads(body).get("icons", []):
                queue.append(urljoin(url, icon.get("src", "")))
    return rows, outside


BEFORE = "cfd631a"
"""The commit before issue 22's static-file work, for ``--against``."""


def main() -> None:
    import argparse
    from _baseline import tree
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default=BEFORE, help="also weigh this commit ('none': not)")
    args = parser.parse_args()
    roots = [("this checkout", ROOT)] + (
        [(args.against, tree(args.against))] if args.against != "none" else [])
    print(f"machine: {machine()}")
    for label, root in roots[::-1]:
        print(f"\n=== {label} ===")
        CONTROLS.clear()
        weigh_pages(root)


def weigh_pages(root: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        database = Path(tmp) / "weight.sqlite3"
        (edit, view), = seed_tables(database, 1)
        server = ServerProcess(database, root=root)
        try:
            results = {"table page": weigh(server.url, f"/t/{edit}"),
                       "scoreboard": weigh(server.url, f"/s/{view}")}
        finally:
            server.stop()
    print("first load, every asset the page names; bytes as sent by the server "
          "(Accept-Encoding: gzip), raw, and gzip -6")
    for name, (rows, outside) in results.items():
        print(f"\n{name}")
        for path, sent, raw, packed in rows:
            shown = path if len(path) < 40 else path[:24] + "…" + path[-14:]
            print(f"  {shown:40} sent {sent:>7,}  raw {raw:>7,}  gzip {packed:>7,}")
        sent = sum(r[1] for r in rows)
        raw = sum(r[2] for r in rows)
        packed = sum(r[3] for r in rows)
        verdict = "within" if min(sent, packed) <= GOAL else "OVER"
        print(f"  {'total':40} sent {sent:>7,}  raw {raw:>7,}  gzip {packed:>7,}  "
              f"({verdict} the {GOAL // 1024} KB goal)")
        print(f"  requests leaving the app: {outside or 'none'}")
        again = asked_again([r[0] for r in rows])
        print(f"  a repeat visit asks again for {len(again)} of {len(rows)}: "
              f"{', '.join(a if len(a) < 40 else a[:18] + '…' for a in again)}")


if __name__ == "__main__":
    main()
