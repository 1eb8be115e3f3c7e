"""Getting a night's scores out, and a table back in: the pad as CSV, everything as JSON.

Both links work from the table page (edit key) and the scoreboard (view key); no export holds
either key. ``POST /api/v1/tables/import`` (and the upload on the home page) makes a new table,
with new keys, in the same state.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, Response, abort, current_app, redirect, request, url_for

from referee.errors import RefereeError
from referee.words import say
from scorebook import store, transfer

from .database import get_db, offload
from .limits import allow_creation, created
from .jsonbody import json_object, parse

bp = Blueprint("export", __name__)


def _table(key: str, edit: bool) -> tuple[store.TableRecord, Any]:
    try:
        record, writable = store.find_table(get_db(), key)
    except store.NotFoundError:
        abort(404)
    if writable != edit:
        abort(404)
    return record, store.state_of(get_db(), record)


def _download(body: str, mimetype: str, name: str) -> Response:
    response = Response(body, mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    response.headers["Cache-Control"] = "no-store"
    return response


def _filename(record: store.TableRecord, suffix: str) -> str:
    return f"kibitzer-{record.setup.game}-{record.created_at[:10]}.{suffix}"


@bp.get("/t/<key>/export.csv", endpoint="csv_export")
@bp.get("/s/<key>/export.csv", endpoint="csv_export_view")
def csv_export(key: str) -> Any:
    record, state = _table(key, request.path.startswith("/t/"))
    return _download(offload(transfer.pad_csv, state), "text/csv", _filename(record, "csv"))


@bp.get("/t/<key>/export.json", endpoint="json_export")
@bp.get("/s/<key>/export.json", endpoint="json_export_view")
def json_export(key: str) -> Any:
    record, state = _table(key, request.path.startswith("/t/"))
    events = store.events_of(get_db(), record)
    text = offload(lambda: json.dumps(transfer.table_json(state, events, record.origin),
                                      ensure_ascii=False, indent=1))
    return _download(text, "application/json", _filename(record, "json"))


def import_table(raw: Any) -> store.TableRecord:
    setup, events, state, taken = offload(transfer.read_table_json, raw)
    allow_creation()
    record = store.import_table(get_db(), setup, events, origin=transfer.read_origin(raw),
                                replayed=(state, taken))
    created()
    return record


@bp.route("/api/v1/tables/import", methods=["OPTIONS"])
def import_options() -> Any:
    """Only POST: the path is not a table's key (``GET /api/v1/tables/<key>``)."""
    response = Response(status=204)
    response.headers["Allow"] = "OPTIONS, POST"
    return response


def larger_body() -> None:
    """An import may be a whole evening (a 5,000-hand table's export is about 250 KB, a
    16-pair club night's 65 KB by round 7): this request alone takes a body up to
    ``IMPORT_BODY_LIMIT`` (a table's import and an event's, through the API and the pages);
    every other keeps the 64 KB limit."""
    request.max_content_length = current_app.config["IMPORT_BODY_LIMIT"]


def refused_import(what: str, error: RefereeError) -> None:
    """A refused import on the server's console: one line, what and why (no traceback: a
    refusal is an answer, not a failure of the server)."""
    reason = " ".join(f"{error.field or 'body'}: {error.message}".split())
    current_app.logger.warning("%s import refused (422): %s", what, reason[:300])


@bp.post("/api/v1/tables/import")
def api_import() -> Any:
    from .api import fail, made
    larger_body()
    try:
        record = import_table(json_object())
    except RefereeError as error:
        refused_import("table", error)
        return fail(error.message, error.field)
    return made(record)


@bp.post("/import")
def page_import() -> Any:
    """The home page's upload: a file exported from a table."""
    from .home import index_page
    larger_body()
    upload = request.files.get("file")
    try:
        if upload is None or not upload.filename:
            raise RefereeError(say("choose a file exported from a table (.json)"), "file")
        try:
            raw = parse(upload.read().decode("utf-8"))  # bounded by the body's limit
        except (ValueError, RefereeError):
            raise RefereeError(say("that file is not a table exported from Kibitzer"),
                               "file") from None
        record = import_table(raw)
    except RefereeError as error:
        refused_import("table", error)
        return index_page(import_error=error.message, status=422)
    target = url_for("tables.table", key=record.edit_key)
    if request.htmx:
        # a boosted upload would keep the address bar at the home page (a reload went home):
        # the browser goes to the new table itself
        response = Response(status=204)
        response.headers["HX-Redirect"] = target
        return response
    return redirect(target, code=303)
