"""``/healthz``: the cheapest answer the server gives, for monitors and the load benchmark's
baseline (it touches neither the database nor a template)."""

from __future__ import annotations

from flask import Blueprint, Response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    return Response("ok\n", mimetype="text/plain")
