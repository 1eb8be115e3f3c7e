"""A group's history out and in: the JSON export (either link), its import into a new group or
merged into this one (the API and the group page's upload), and the statistics as CSV."""

from __future__ import annotations

import json
from typing import Any

from flask import Response, abort, jsonify, redirect, request, url_for

from referee.errors import RefereeError
from referee.words import say
from scorebook import store
from scorebook.groups import record, transfer

from ..database import offload
from ..export import larger_body, refused_import
from ..jsonbody import json_object, parse
from ..limits import allow_creation, allow_write, created, wrote
from .base import bp, current_view, find_group, groups_db, refused

EXPORTS = {"members.csv": transfer.members_csv, "games.csv": transfer.games_csv,
           "season.csv": transfer.season_csv}


def _download(body: str, mimetype: str, name: str) -> Response:
    response = Response(body, mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/g/<key>/export/<what>")
def export(key: str, what: str) -> Any:
    group, _ = find_group(key)
    stem = f"kibitzer-group-{group.created_at[:10]}"
    if what == "group.json":
        text = offload(lambda: json.dumps(transfer.group_json(groups_db(), group),
                                          ensure_ascii=False, indent=1))
        return _download(text, "application/json", f"{stem}.json")
    make = EXPORTS.get(what)
    if make is None:
        abort(404)
    shown = current_view(group)
    text = transfer.season_csv(shown, request.args.get("season")) if what == "season.csv" \
        else make(shown)
    return _download(text, "text/csv", f"{stem}-{what}")


def _imported(raw: Any, into: record.GroupRecord | None,
              idempotency_key: Any = None) -> tuple[record.GroupRecord, Any]:
    read = offload(transfer.read_group_json, raw)
    return transfer.import_group(groups_db(), read, into, idempotency_key)


@bp.post("/api/v1/groups/import")
def api_import() -> Any:
    from .api import group_json
    larger_body()
    try:
        body = json_object()
        allow_creation()
        # a retry of the same import makes one group: the key in the query (the body is the
        # file as it was exported) or beside the file's own fields
        key = request.args.get("idempotency_key") or body.get("idempotency_key")
        group, done = _imported(body, None, key)
    except RefereeError as error:
        refused_import("group", error)
        return refused(error)
    if not done.again:
        created()
    response = jsonify(group_json(group, True) | {"imported": done.to_dict()})
    response.status_code = 200 if done.again else 201
    return response


@bp.post("/api/v1/groups/<key>/import")
def api_merge(key: str) -> Any:
    from .api import _refusal, group_json
    larger_body()
    try:
        body = json_object()
        group = record.writable(groups_db(), key)
        allow_write(key)
        group, done = _imported(body, group)
    except (RefereeError, store.NotFoundError, store.ReadOnlyError) as error:
        if isinstance(error, RefereeError):
            refused_import("group", error)
        return _refusal(error)
    if done.changed:
        wrote(key)
    response = jsonify(group_json(group, True) | {"imported": done.to_dict()})
    response.status_code = 201 if done.changed else 200
    return response


def _upload() -> Any:
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        raise RefereeError(say("choose a file exported from a group (.json)"), "file")
    try:
        return parse(upload.read().decode("utf-8"))
    except (ValueError, RefereeError):
        raise RefereeError(say("that file is not a group exported from Kibitzer"),
                           "file") from None


@bp.post("/g/<key>/import")
def page_merge(key: str) -> Any:
    from .pages import group_page_answer
    group, can_edit = find_group(key)
    if not can_edit:
        abort(404)
    larger_body()
    try:
        allow_write(key)
        _, done = _imported(_upload(), group)
    except RefereeError as error:
        refused_import("group", error)
        return group_page_answer(key, error=error, status=422)
    if done.changed:
        wrote(key)
    return redirect(url_for("groups.group_page", key=key, imported=1), code=303)


@bp.post("/groups/import")
def page_import() -> Any:
    from .pages import new_group_form
    larger_body()
    try:
        allow_creation()
        group, done = _imported(_upload(), None, request.form.get("idem") or None)
    except RefereeError as error:
        refused_import("group", error)
        return new_group_form(error, 422)
    if not done.again:
        created()
    return redirect(url_for("groups.group_page", key=group.edit_key), code=303)
