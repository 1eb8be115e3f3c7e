"""Phone comforts (issue 12, #6): installable with PNG icons, a TV mode of the scoreboard, and
the facts a page gives the device's own list of tables and the screen wake lock."""

from __future__ import annotations

import json
import re
import struct
from typing import Any

from helpers import Table


def png_size(body: bytes) -> tuple[int, int]:
    assert body[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", body[16:24])


def test_the_manifest_offers_png_icons_and_a_maskable_one(client: Any) -> None:
    page = client.get("/").get_data(as_text=True)
    address = re.search(r'<link rel="manifest" href="([^"]+)">', page).group(1)
    response = client.get(address)
    assert response.mimetype == "application/manifest+json"
    manifest = json.loads(response.get_data(as_text=True))
    pngs = [i for i in manifest["icons"] if i["type"] == "image/png"]
    assert {(i["sizes"], i["purpose"]) for i in pngs} == {
        ("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in pngs:
        image = client.get(icon["src"])
        assert image.status_code == 200 and image.mimetype == "image/png"
        width = int(icon["sizes"].split("x")[0])
        assert png_size(image.data) == (width, width)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"


def test_every_page_links_the_apple_touch_icon_and_the_script(client: Any) -> None:
    page = client.get("/").get_data(as_text=True)
    icon = re.search(r'<link rel="apple-touch-icon" href="(/static/apple-touch-icon.png\?v=\w+)">',
                     page)
    assert icon and png_size(client.get(icon.group(1)).data) == (180, 180)
    script = re.search(r'<script src="(/static/kibitzer.js\?v=\w+)" defer></script>', page)
    assert script and client.get(script.group(1)).status_code == 200


def test_the_table_and_the_scoreboard_ask_to_keep_the_screen_awake(client: Any) -> None:
    table = Table(client, "belote", ("Ane", "Paul", "Maite", "Jon"))
    edit = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    view = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    for page, url, role in ((edit, f"/t/{table.edit_key}", "keeper"),
                            (view, f"/s/{table.view_key}", "watcher")):
        assert "data-wake-lock" in page and f'data-table-url="{url}"' in page
        assert 'data-table-players="Ane, Paul, Maite, Jon"' in page
        # the role and the game as keys: the home page says them in its reader's language
        assert f'data-table-role="{role}"' in page and 'data-table-game="belote"' in page
    # the scoreboard never carries the edit link
    assert table.edit_key not in view
    assert "data-wake-lock" not in client.get("/").get_data(as_text=True)


def test_the_home_page_carries_the_words_of_its_list_of_tables(client: Any) -> None:
    # static/kibitzer.js writes the list from these, in the page's language (issue 23)
    home = client.get("/?lang=ru").get_data(as_text=True)
    assert 'data-keeper="ведёт счёт"' in home and 'data-forget="Забыть"' in home
    assert 'data-game="bura" data-title="Бура"' in home
    assert 'data-game="kozel" data-title="Козёл"' in home


def test_tv_mode_is_the_scoreboard_in_large_type_without_the_share_clutter(
        client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=20, ante=1)
    table.act("ante")
    normal = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert f'href="/s/{table.view_key}?tv=1">TV mode</a>' in normal
    tv = client.get(f"/s/{table.view_key}?tv=1").get_data(as_text=True)
    assert 'class="tv-mode"' in tv and "leave TV mode" in tv
    assert 'id="pot">2<' in tv and "export.csv" not in tv
    # the stream it follows is the scoreboard's own
    assert f'data-stream="/api/v1/tables/{table.view_key}/stream?page=board"' in tv
