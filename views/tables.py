"""The table page (the edit link): the book at a glance and every action as a short form."""

from __future__ import annotations

import secrets
from typing import Any

from flask import (Blueprint, Response, abort, make_response, redirect, render_template, request,
                   url_for)

from scorebook import store
from referee.errors import RefereeError
from scorebook.events import StaleError
from scorebook.state import State

from .database import get_db
from .limits import DEVICE_COOKIE, allow_write, second_tap, tapped, wrote
from .forms import check_deal, payload_from_form, seen_seq
from . import parts
from .club.at_table import event_mark, event_seat
from .context import (load,
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
    return answered(record, shown={"undo_confirm": {
        "event": target, "text": line.text if line else "", "changes": changes}})


def answered(record: store.TableRecord, status: int = 200, event: int | None = None,
             shown: dict[str, Any] | None = None, seen: dict[str, Any] | None = None
             ) -> Response:
    """The one answer to a table's form, however it came: the page's parts for the phone's
    script (static/live.js: the action's seq, the refusal or the question in place), else, for
    a plain post, the page itself where it has something to say (``shown``: a refusal, a
    question to confirm) and the page's address where it has not (303). ``seen``: what the
    parts say besides (the keeper this phone now is), which the page reads from its cookie."""
    state = store.state_of(get_db(), record)
    extra = dict(shown or {}) | dict(seen or {})
    if wants_parts():
        return parts_answer(record, state, status, event, **extra)
    if shown is None:
        return redirect(url_for("tables.table", key=record.edit_key), code=303)
    context = table_context(record, state, error=extra.pop("error", None),
                            form=extra.pop("form", None))
    context.update(extra)
    return make_response(render_template("table.html", **context), status)


@bp.post("/t/<key>/act")
def act(key: str) -> Any:
    """A table's form: read, checked, appended once (a retried or doubled tap applies once),
    answered (:func:`answered`)."""
    record, writable = load(key)
    if not writable:
        abort(403)
    db = get_db()
    kind = request.form.get("kind", "")
    state = store.state_of(db, record)
    try:
        payload = payload_from_form(kind, request.form, state)
        # a double tap: the same action again, from the same phone, on the page its first tap
        # brought (a stale page is refused below, with what changed)
        if seen_seq(request.form) == state.seq and second_tap(key, kind, payload):
            return answered(record)
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
    except RefereeError as error:
        return answered(record, 409 if isinstance(error, StaleError) else 422, shown={
            "error": error, "form": request.form, "error_kind": kind})
    if applied:
        wrote(key)
        tapped(key, kind, payload)
    return answered(record, event=written.seq if applied else store.event_of_key(
        db, record, request.form.get("idem") or None))
