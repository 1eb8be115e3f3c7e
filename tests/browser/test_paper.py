"""Paper that prints (issue 36, point 4), checked by printing to PDF in Chromium (page.pdf(),
the print dialog's own rendering) and counting pages: six table cards are six A6 pages, or two
A4 sheets of four with cut marks, none blank; score cards the same; pairings and standings are
A4 with a header. Each card carries its QR code and a short address to type, which opens the
table's current match (research/organisers.md §1.2: paper travellers at the tables without a
device)."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
import zlib
from typing import Any

import pytest

A6 = (297.6, 419.5)
A4 = (595.3, 841.9)


def post(server: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(server.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def pdf_pages(data: bytes) -> list[tuple[tuple[float, float], bytes]]:
    """Each page of a PDF (as Chromium writes it): its size in points and its content, the
    streams inflated. Enough PDF to count pages and tell a blank one: an object's stream is
    read by its /Length (its bytes may hold anything, "endobj" too)."""
    objects: dict[int, tuple[bytes, bytes]] = {}
    for found in re.finditer(rb"(\d+) 0 obj", data):
        start = found.end()
        head_end = data.find(b"stream", start)
        end = data.find(b"endobj", start)
        if head_end != -1 and head_end < end:
            head = data[start:head_end]
            length = re.search(rb"/Length (\d+)", head)
            body_start = head_end + len(b"stream")
            body_start += 2 if data[body_start:body_start + 2] == b"\r\n" else 1
            raw = data[body_start:body_start + int(length.group(1))] if length else b""
            objects[int(found.group(1))] = (head, raw)
        else:
            objects[int(found.group(1))] = (data[start:end], b"")

    def stream(number: int) -> bytes:
        head, raw = objects.get(number, (b"", b""))
        return zlib.decompressobj().decompress(raw) if b"FlateDecode" in head else raw

    pages = []
    for number, (body, _) in sorted(objects.items()):
        if not re.search(rb"/Type\s*/Page\b(?!s)", body):
            continue
        box = re.search(rb"/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)", body)
        size = (float(box.group(3)), float(box.group(4))) if box else (0.0, 0.0)
        refs = re.search(rb"/Contents\s*(\[[^\]]*\]|\d+ 0 R)", body)
        content = b"".join(stream(int(n)) for n in re.findall(rb"(\d+) 0 R", refs.group(1))) \
            if refs else b""
        pages.append((size, content))
    return pages


def inked(content: bytes) -> bool:
    """A page with something on it: text shown (Tj, TJ) or an image or form drawn (Do)."""
    return bool(re.search(rb"\bT[jJ]\b|\bDo\b", content))


def near(size: tuple[float, float], paper: tuple[float, float]) -> bool:
    return abs(size[0] - paper[0]) < 3 and abs(size[1] - paper[1]) < 3


@pytest.fixture
def event(server: Any) -> dict[str, Any]:
    made = post(server, "/api/v1/tournaments", {
        "game": "burraco", "name": "Lunedì al circolo", "format": "mitchell", "rounds": 3,
        "hands_per_round": 4, "scoring": "vp",
        "entrants": [{"name": f"Coppia {i}", "players": [f"A{i}", f"B{i}"]}
                     for i in range(1, 13)]})
    post(server, f"/api/v1/tournaments/{made['edit_key']}/rounds", {})
    return made


def printed(browser: Any, url: str) -> list[tuple[tuple[float, float], bytes]]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_load_state("networkidle")
    data = page.pdf(prefer_css_page_size=True, print_background=True)
    context.close()
    return pdf_pages(data)


@pytest.mark.parametrize("sheet", ["cards", "scorecards"])
def test_six_cards_print_as_six_a6_pages_none_blank(server: Any, browser: Any,
                                                    event: dict[str, Any], sheet: str) -> None:
    pages = printed(browser, server.url + f"/e/{event['edit_key']}/print/{sheet}")
    assert len(pages) == 6
    assert all(near(size, A6) for size, _ in pages), [size for size, _ in pages]
    assert all(inked(content) for _, content in pages)


@pytest.mark.parametrize("sheet", ["cards", "scorecards"])
def test_four_cards_to_an_a4_sheet_with_cut_marks(server: Any, browser: Any,
                                                  event: dict[str, Any], sheet: str) -> None:
    pages = printed(browser, server.url + f"/e/{event['edit_key']}/print/{sheet}?layout=a4")
    assert len(pages) == 2  # 4 + 2
    assert all(near(size, A4) for size, _ in pages)
    assert all(inked(content) for _, content in pages)


@pytest.mark.parametrize("sheet", ["table", "name", "standings"])
def test_pairings_and_standings_print_on_a4_with_a_header(server: Any, browser: Any,
                                                          event: dict[str, Any],
                                                          sheet: str) -> None:
    url = server.url + f"/e/{event['edit_key']}/print/{sheet}"
    pages = printed(browser, url)
    assert len(pages) == 1 and near(pages[0][0], A4) and inked(pages[0][1])
    with urllib.request.urlopen(url, timeout=10) as response:
        html = response.read().decode()
    assert re.search(r'<h1 class="print-header"><strong>Lunedì al circolo</strong>', html)


def test_each_card_has_a_short_address_that_opens_its_table(server: Any,
                                                            event: dict[str, Any]) -> None:
    with urllib.request.urlopen(server.url + f"/e/{event['edit_key']}/print/cards",
                                timeout=10) as response:
        html = response.read().decode()
    shorts = re.findall(r'<code>(http://[^<]+/k/([0-9A-Z]{8})/(\d+))</code>', html)
    assert [int(n) for _, _, n in shorts] == list(range(1, 7))
    assert len(set(code for _, code, _ in shorts)) == 1 and len(shorts[0][0]) < 50
    state = json.loads(urllib.request.urlopen(
        server.url + f"/api/v1/tournaments/{event['edit_key']}", timeout=10).read())
    third = next(t for t in state["rounds"][0]["tables"] if t["number"] == 3)
    code = shorts[0][1]
    typed = f"/k/{code[:4].lower()}-{code[4:].lower()}/3"  # as a player types it
    with urllib.request.urlopen(server.url + typed, timeout=10) as response:
        assert response.url.endswith(f"/t/{third['edit_key']}")
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(server.url + "/k/ZZZZZZZZ/3", timeout=10)
    assert missing.value.code == 404
