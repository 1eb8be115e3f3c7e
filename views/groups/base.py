"""The groups blueprint and what each of its modules asks of it: the request's database with the
app's cache of groups, a group by its key, a group's view, a refusal's answer. The modules
import this one; the package (:mod:`views.groups`) imports them, so none imports it back.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, current_app, jsonify

from referee.errors import RefereeError
from scorebook import store
from scorebook.groups import record, view
from scorebook.tournaments import record as events

from ..database import get_db

bp = Blueprint("groups", __name__)


@bp.record_once
def _on_app(state: Any) -> None:
    state.app.extensions["kibitzer.groups"] = view.Cache()


def groups_db() -> Any:
    """The request's database, with the app's caches of events and of groups."""
    db = events.use_cache(get_db(), current_app.extensions["kibitzer.events"])
    return view.use_cache(db, current_app.extensions["kibitzer.groups"])


def current_view(group: record.GroupRecord) -> view.GroupView:
    return view.group_view(groups_db(), group)


def find_group(key: str) -> tuple[record.GroupRecord, bool]:
    """The group with this key (and whether it may write), or a 404 page."""
    try:
        return record.find(groups_db(), key)
    except store.NotFoundError:
        abort(404)


def refused(error: RefereeError, status: int = 422) -> Response:
    """A refusal as the API answers it; a name close to a member's also lists the choices
    (each name typed with the members it may be)."""
    body: dict[str, Any] = {"error": error.message, "code": error.code, "field": error.field}
    if isinstance(error, record.ChoiceNeededError):
        body["choices"] = [{"name": name, "members": members}
                           for name, members in error.choices]
    response = jsonify(body)
    response.status_code = status
    return response
