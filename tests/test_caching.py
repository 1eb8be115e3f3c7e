"""Static files cached for good at addresses that change with their content, a repeat visit
that asks only for the page, Vary naming only what varies, and downloads compressed."""

from __future__ import annotations

import gzip
import re
from pathlib import Path
from typing import Any

from helpers import Table

GZIP = {"Accept-Encoding": "gzip"}


def assets_of(page: str) -> list[str]:
    return re.findall(r'(?:src|href)="(/static/[^"]+|/manifest[^"]+)"', page)


def test_every_static_address_carries_its_contents_hash_and_is_kept_for_a_year(
        client: Any) -> None:
    table = Table(client)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    # the referee's page loads htmx too (the table page goes without: static/boost.js)
    addresses = sorted(set(assets_of(page)) |
                       set(assets_of(client.get("/referee/bura").get_data(as_text=True))))
    assert {"kibitzer.css", "kibitzer.js", "boost.js", "htmx-2.0.11.min.js", "icon.svg"} <= {
        a.split("/")[-1].split("?")[0] for a in addresses}
    assert any(a.startswith("/manifest.webmanifest?v=") for a in addresses)
    for address in addresses:
        assert re.search(r"\?v=[0-9a-f]{10}$", address), address
        response = client.get(address, headers=GZIP)
        assert response.status_code == 200, address
        control = response.headers["Cache-Control"]
        assert "max-age=31536000" in control and "immutable" in control, (address, control)
        assert "no-cache" not in control
        # the same everywhere: only the encoding varies
        assert set(response.vary) <= {"Accept-Encoding"}, (address, response.vary)
        assert "Content-Language" not in response.headers


def test_the_manifests_icons_are_versioned_too(client: Any) -> None:
    page = client.get("/").get_data(as_text=True)
    manifest = re.search(r'<link rel="manifest" href="([^"]+)">', page).group(1)
    for icon in client.get(manifest).json["icons"]:
        assert re.search(r"\?v=[0-9a-f]{10}$", icon["src"])
        assert "immutable" in client.get(icon["src"]).headers["Cache-Control"]


def test_an_unversioned_or_stale_address_is_revalidated(client: Any) -> None:
    for address in ("/static/kibitzer.css", "/static/kibitzer.css?v=0000000000"):
        response = client.get(address)
        assert response.status_code == 200
        assert "no-cache" in response.headers["Cache-Control"]
        assert "immutable" not in response.headers["Cache-Control"]
        again = client.get(address, headers={"If-None-Match": response.headers["ETag"]})
        assert again.status_code == 304


def test_a_changed_file_gets_a_new_address(app: Any, client: Any, tmp_path: Path) -> None:
    folder = tmp_path / "static"
    folder.mkdir()
    (folder / "kibitzer.css").write_text("body { color: red }")
    app.static_folder = str(folder)
    with app.test_request_context():
        from flask import url_for
        first = url_for("static", filename="kibitzer.css")
        (folder / "kibitzer.css").write_text("body { color: blue }")
        assert url_for("static", filename="kibitzer.css") != first


def test_a_repeat_visit_of_a_table_page_asks_only_for_the_page(client: Any) -> None:
    table = Table(client)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    fetched = re.findall(r'<(?:script|img)[^>]* src="([^"]+)"', page) + re.findall(
        r'<link[^>]* href="([^"]+)"', page)
    assert len(fetched) >= 7  # stylesheet, icons, manifest, two scripts, two QR codes
    must_ask = [a for a in fetched
                if "max-age" not in client.get(a).headers.get("Cache-Control", "")]
    assert must_ask == [], "asked again on a repeat visit"


def test_healthz_says_the_same_to_everyone(client: Any) -> None:
    response = client.get("/healthz", headers={"Accept-Language": "fr"})
    assert response.data == b"ok\n"
    assert "Accept-Language" not in response.vary and "Cookie" not in response.vary
    assert "HX-Request" not in response.vary


def test_pages_still_name_what_they_vary_by(client: Any) -> None:
    response = client.get("/", headers={"Accept-Language": "fr"})
    assert {"Accept-Language", "Cookie", "HX-Request"} <= set(response.vary)
    api = client.get("/api/v1/games")
    assert "Accept-Language" in api.vary and "Cookie" not in api.vary


def test_the_csv_and_json_downloads_are_compressed(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris", "Vika"))
    for _ in range(40):
        table.act("score", points=[1, 0, 0])
        table.act("deal")
    for suffix in ("csv", "json"):
        response = client.get(f"/t/{table.edit_key}/export.{suffix}", headers=GZIP)
        assert response.headers.get("Content-Encoding") == "gzip", suffix
        assert gzip.decompress(response.data).startswith(b"game" if suffix == "csv" else b"{")


def test_scripts_and_the_style_sheet_are_sent_without_comments_or_spaces(client: Any) -> None:
    static = Path(__file__).resolve().parent.parent / "static"
    for name, kept in (("live.js", "EventSource"), ("kibitzer.js", "addEventListener"),
                       ("kibitzer.css", "color")):
        source = (static / name).read_text(encoding="utf-8")
        sent = client.get(f"/static/{name}").get_data(as_text=True)
        assert len(sent) < 0.8 * len(source), name  # the files explain themselves at length
        assert kept in sent and "/*" not in sent, name
        gzipped = client.get(f"/static/{name}", headers=GZIP)
        assert gzip.decompress(gzipped.get_data()).decode() == sent
        again = client.get(f"/static/{name}", headers={"If-None-Match": gzipped.headers["ETag"]})
        assert again.status_code == 304
    # a file already made small is sent as it is
    htmx = (static / "htmx-2.0.11.min.js").read_bytes()
    assert client.get("/static/htmx-2.0.11.min.js").get_data() == htmx
