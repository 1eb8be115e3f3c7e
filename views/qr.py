"""QR codes of a table's links, as SVG drawn by the app itself (no image library needed)."""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Any

import qrcode
import qrcode.image.svg
from flask import Blueprint, Response, abort, url_for

from scorebook import store

from .database import get_db
from .tables import base_url

bp = Blueprint("qr", __name__)


@lru_cache(maxsize=512)
def svg_of(text: str) -> bytes:
    image = qrcode.make(text, image_factory=qrcode.image.svg.SvgPathImage, border=2,
                        box_size=10)
    out = io.BytesIO()
    image.save(out)
    return out.getvalue()


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
