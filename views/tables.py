"""The table page (the edit link): the book at a glance and every action as a short form."""

from __future__ import annotations

import secrets
from typing import Any

from flask import Blueprint, Response, abort, redirect, request, url_for

from scorebook import store
from referee.errors import RefereeError
from scorebook.events import StaleError
from scorebook.state import State

from .database import get_db
from .limits import DEVICE_COOKIE, allow_write, second_tap, tapped, wrote
from .forms import check_deal, payload_from_form, seen_seq
from . import parts
from .club.at_table import event_mark, event_seat
from .context import (latest_ruling, load,
                      table_context)
from .render import render_region

bp = Blueprint("tables", __name__)


@bp.after_request
def never_from_history(response: Response) -> Response:
    """The back button must never show old numbers as the table's: pages are not kept."""
    if request.method == "GET" and response.mimetype == "text/html":
        response.headers["Cache-Control"] = "no-store"
        if DEVICE_COOKIE not in request.cookies:
            response.set_cookie(DEVICE_COOKIE, secrets.token_urlsafe(12), max_age=400 * 86400,
                                httponly=True, samesite="Strict")
    return response


@bp.get("/t/<key>")
def table(key: str) -> Any:
    record, writable = load(key)
    if not writable:
        return redirect(url_for("scoreboard.board", key=key))
    state = store.state_of(get_db(), record)
    return render_region("table.html", "live", **table_context(record, state))


@bp.get("/t/<key>/board")
def board(key: str) -> Any:
    """The page's parts for a phone whose stream cannot open (``?after=N``: what changed
    since N; 204 while nothing has), or the whole live region (``?seq=N``)."""
    record, writable = load(key)
    if not writable:
        abort(404)
    state = store.state_of(get_db(), record)
    after = request.args.get("after")
    if after is not None:
        return parts_since("table", record, state, after)
    if request.args.get("seq") == str(state.seq):
        return Response(status=204)
    return render_region("table.html", "live", **table_context(record, state))


def parts_since(page: str, record: store.TableRecord, state: State, after: str) -> Response:
    """What changed on ``page`` since the phone's ``after`` (its parts whole when it is too far
    behind): the fallback of a phone whose stream cannot open."""
    from referee.numbers import whole

    known = whole(after)
    seat = event_seat(record)
    mark = event_mark(seat) if seat is not None else ""
    shown = (request.args.get("mark") or "")[:20]
    if known == state.seq and shown == mark:
        return Response(status=204)
    base = known if known is not None and 0 <= known <= state.seq else -1
    response = Response(parts.change_since(page, record, state, base, parts.reader_of(page),
                                           shown, mark), mimetype="text/html")
    response.headers["X-Kibitzer-Seq"] = str(state.seq)
    return response


def wants_parts() -> bool:
    """The phone's own script (static/live.js) sent this and takes the page's parts back."""
    return request.headers.get("X-Kibitzer-Parts") == "1"


def parts_answer(record: store.TableRecord, state: State, status: int = 200,
                 event: int | None = None, **extra: Any) -> Response:
    """The answer to a phone's action: every part of its page as it now is (its error in
    place, or the question to confirm), the table's seq, and the action's own seq when it is
    recorded (now, or already by an earlier try with the same idempotency key)."""
    response = Response(parts.whole("table", record, state, extra), status=status,
                        mimetype="text/html")
    response.headers["X-Kibitzer-Seq"] = str(state.seq)
    if event is not None:
        response.headers["X-Kibitzer-Event"] = str(event)
    return response


def confirm_undo(record: store.TableRecord, state: State, payload: dict[str, Any]) -> Any:
    """Undoing an old action that changes later ones (a claim whose pot a later collect took)
    says what will change and asks first; None when nothing later depends on it."""
    target = payload.get("event")
    if not isinstance(target, int):
        return None
    changes = store.undo_consequences(get_db(), record, target)
    if not changes:
        return None
    line = next((h for h in state.history if h.seq == target), None)
    context = table_context(record, state)
    context["undo_confirm"] = {"event": target, "text": line.text if line else "",
                               "changes": changes}
    if wants_parts():
        return parts_answer(record, state, undo_confirm=context["undo_confirm"])
    response = render_region("table.html", "live", **context)
    response.headers["HX-Reswap"] = "outerHTML show:#confirm:top"
    return response


@bp.post("/t/<key>/act")
def act(key: str) -> Any:
    record, writable = load(key)
    db = get_db()
    if not writable:
        abort(403)
    kind = request.form.get("kind", "")
    state = store.state_of(db, record)
    try:
        payload = payload_from_form(kind, request.form, state)
        # a double tap: the same action again, from the same phone, on the page its first tap
        # brought (a stale page is refused below, with what changed)
        if seen_seq(request.form) == state.seq and second_tap(key, kind, payload):
            if wants_parts():
                return parts_answer(record, state)
            return render_region("table.html", "live", **table_context(record, state))
        if kind == "deal":
            check_deal(request.form, state)
        if kind == "undo" and request.form.get("confirm") != "on":
            asked = confirm_undo(record, state, payload)
            if asked is not None:
                return asked
        allow_write(key)
        written, applied = store.append(db, key, kind, payload,
                                  idempotency_key=request.form.get("idem") or None,
                                  actor="table page", seen_seq=seen_seq(request.form))
        if applied:
            wrote(key)
            tapped(key, kind, payload)
    except RefereeError as error:
        state = store.state_of(db, record)
        status = 409 if isinstance(error, StaleError) else 422
        if wants_parts():
            return parts_answer(record, state, status, error=error, form=request.form,
                                error_kind=kind)
        context = table_context(record, state, error=error, form=request.form)
        context["error_kind"] = kind
        return render_region("table.html", "live", status=status, **context)
    if wants_parts():
        state = store.state_of(db, record)
        return parts_answer(record, state, event=written.seq if applied else store.event_of_key(
            db, record, request.form.get("idem") or None))
    if request.htmx:
        state = store.state_of(db, record)
        response = render_region("table.html", "live", **table_context(record, state))
        if applied and (latest_ruling(state) or {}).get("explanation"):
            # the ruling is shown above the forms: bring it into view, or nothing seems to happen
            response.headers["HX-Reswap"] = "outerHTML show:#ruling:top"
        return response
    return redirect(url_for("tables.table", key=key), code=303)

