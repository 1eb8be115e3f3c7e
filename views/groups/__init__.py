"""A group's pages and API: its members, their history across nights, and a club's season.

One blueprint (``groups``): the JSON API (:mod:`.api`), the group's and each member's pages
(:mod:`.pages`), the export, the import and the CSVs (:mod:`.transfer`), and what a table or an
event started for a group asks of it (:mod:`.joining`). What a page shows is worked out from
the group's tables and events (:mod:`scorebook.groups.view`), kept by their heads in the app's
cache, so a page after the tenth Friday reads only what moved.
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


from . import api, pages, transfer  # noqa: E402  (they add their routes to bp)

__all__ = ["api", "bp", "current_view", "find_group", "groups_db", "pages", "refused",
           "transfer"]
