"""QR codes of a table's links, as SVG drawn by the app itself (no image library needed)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import qrcode
from flask import Blueprint, Response, abort, url_for

from scorebook import store

from .database import get_db
from .hosts import base_url

bp = Blueprint("qr", __name__)


@lru_cache(maxsize=512)
def svg_of(text: str) -> bytes:
    """The QR code as one SVG path, a rectangle per run of dark modules in a row (a third of
    the size of a square per module, which was a fifth of a table page's first load)."""
    code = qrcode.QRCode(border=2)
    code.add_data(text)
    code.make(fit=True)
    rows = code.get_matrix()
    size = len(rows)
    runs = []
    for y, row in enumerate(rows):
        x = 0
        while x < size:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < size and row[x]:
                x += 1
            runs.append(f"M{start} {y}h{x - start}v1h-{x - start}z")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" '
            f'shape-rendering="crispEdges"><path d="{"".join(runs)}"/></svg>').encode()


@bp.get("/qr/<key>.svg")
def code(key: str) -> Any:
    """The QR of the scoreboard link (given the view key) or of the edit link (the edit key)."""
    try:
        record, writable = store.find_table(get_db(), key)
    except store.NotFoundError:
        abort(404)
    if writable:
        url = base_url() + url_for("tables.table", key=record.edit_key)
    else:
        url = base_url() + url_for("scoreboard.board", key=record.view_key)
    response = Response(svg_of(url), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response
