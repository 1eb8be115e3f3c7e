"""What the paper on the tables opens: a table number's card (valid for every round) and the
check-in code at the door (entrants tap their name as they arrive; a late pair enters itself)."""

from __future__ import annotations

from typing import Any

from flask import Response, abort, make_response, redirect, request, url_for

from referee.errors import RefereeError
from scorebook.tournaments import record, room

from ..limits import allow_write, wrote
from ..qr import svg_of
from ..render import render_region
from ..hosts import base_url
from .base import bp, club_db, current_room, find_event, rooms
from .tokens import card_url, check_in_url, short_code, typed_code, valid


def _checked(key: str, purpose: str, mac: str) -> record.EventRecord:
    event, _ = find_event(key)
    if key != event.view_key or not valid(event, purpose, mac):
        abort(404)
    return event


@bp.get("/r/<key>/table/<int:number>/<mac>")
def table_card(key: str, number: int, mac: str) -> Any:
    """The table's current match (its edit link), or a page that waits for the round."""
    event = _checked(key, f"table:{number}", mac)
    here = current_room(event)
    current = [t for t in here.tables if t.match.table == number and t.link is not None]
    latest = len(here.state.rounds)
    now = [t for t in current if t.round == latest]
    if now:
        return redirect(url_for("tables.table", key=now[0].link.edit_key),  # type: ignore
                        code=303)
    # a table the current round leaves empty (an odd Mitchell's, which keeps its number)
    # says the current round; else the round to come
    used = [t.match.table for t in here.round_tables(latest)]
    response = render_region("club/waiting.html", "waiting", here=here, number=number,
                             round=latest if used and number <= max(used) else latest + 1)
    response.headers["Refresh"] = "5"
    return response


@bp.get("/k/<code>/<int:number>")
def short_card(code: str, number: int) -> Any:
    """A card's short address, typed: the card's own link (the table's current match)."""
    wanted = typed_code(code)
    if wanted is None or not 1 <= number <= 10_000:
        abort(404)
    rows = club_db().execute("SELECT id, edit_key, view_key, created_at FROM tournaments "
                             "ORDER BY id DESC LIMIT 10000")
    for row in rows:
        event = record.EventRecord(*row)
        if short_code(event) == wanted:
            return redirect(card_url(event, number), code=303)
    abort(404)


@bp.get("/r/<key>/table/<int:number>/<mac>/qr.svg")
def table_card_qr(key: str, number: int, mac: str) -> Any:
    event = _checked(key, f"table:{number}", mac)
    return _svg(card_url(event, number))


@bp.get("/r/<key>/check-in/<mac>")
def check_in_page(key: str, mac: str, error: Any = None, status: int = 200) -> Any:
    event = _checked(key, "check-in", mac)
    here = current_room(event)
    response = render_region("club/check_in.html", "check_in", status=status, here=here,
                             event=event, mac=mac, error=error, form=request.form,
                             mark=room.marker(club_db(), event))
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/r/<key>/check-in/<mac>/qr.svg")
def check_in_qr(key: str, mac: str) -> Any:
    event = _checked(key, "check-in", mac)
    return _svg(check_in_url(event))


def _write(key: str, mac: str, kind: str, payload: dict[str, Any]) -> Any:
    event = _checked(key, "check-in", mac)
    try:
        allow_write(event.edit_key)
        record.append(club_db(), event.edit_key, kind, payload,
                      request.form.get("idempotency_key") or None, actor="check-in")
    except RefereeError as error:
        return check_in_page(key, mac, error, 422)
    wrote(event.edit_key)
    rooms().forget(event.edit_key)
    url = url_for("club.check_in_page", key=key, mac=mac, done=1)
    if request.htmx and not request.htmx.boosted:
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url
        return response
    return redirect(url, code=303)


@bp.post("/r/<key>/check-in/<mac>")
def check_in(key: str, mac: str) -> Any:
    try:
        entrant: Any = int(request.form.get("entrant", ""))
    except ValueError:
        entrant = request.form.get("entrant", "")
    return _write(key, mac, "check_in", {"entrant": entrant})


@bp.post("/r/<key>/check-in/<mac>/arrive")
def arrive(key: str, mac: str) -> Any:
    listed = [p.strip() for p in (request.form.get("players") or "").split(",") if p.strip()]
    entrant = record.clean_entrant({"name": request.form.get("name", ""),
                                    **({"players": listed} if listed else {})})
    return _write(key, mac, "entrant", {"entrant": entrant})


def _svg(url: str) -> Response:
    response = make_response(svg_of(url))
    response.headers["Content-Type"] = "image/svg+xml"
    return response


@bp.get("/r/<key>/qr.svg")
def room_qr(key: str) -> Any:
    event, _ = find_event(key)
    if key != event.view_key:
        abort(404)
    return _svg(base_url() + url_for("club.room_page", key=key))
