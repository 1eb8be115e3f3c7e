"""The organiser's page (the event's edit link), the room's page (its view link, with TV mode
and a region that refreshes itself), starting an event from the home page, and checking a
round's draw."""

from __future__ import annotations

import re
from typing import Any

from flask import Response, abort, make_response, redirect, request, url_for
from jinja2 import pass_context

from referee.errors import RefereeError
from referee.games import GAMES
from referee.tournaments.event import FORMATS, SCORINGS
from scorebook import store
from scorebook.events import EventError
from scorebook.tournaments import log, record, room

from ..forms import new_idempotency_key
from ..home import options_from_form
from ..limits import allow_creation, allow_write, created, wrote
from ..render import render_region
from ..hosts import base_url
from jinja2_fragments.flask import render_block

from ..database import lent_db
from ..i18n import current as current_language
from .base import bp, club_db, current_room, find_event, rooms
from .shown import clock_json, event_json, finished, moves
from .tokens import card_url, check_in_url

MAX_TEXT = 8000
EVENT_DECIDES = ("target", "hands")
"""Table options the event sets from its own fields (hands a round, or the target)."""


def games_for_events() -> list[Any]:
    """The games an event can be of: two sides at a table (partnerships, or two players)."""
    return [g for g in GAMES.values() if g.partnerships or g.min_players <= 2 <= g.max_players]


def _number(form: Any, name: str) -> Any:
    raw = (form.get(name) or "").strip()
    if raw == "":
        return None
    try:
        return int(raw)
    except ValueError:
        return raw


def entrants_from_text(text: str) -> list[dict[str, Any]]:
    """One entrant a line: "Rossi-Bianchi: Anna Rossi, Bruno Bianchi", or a name alone."""
    out = []
    for line in text[:MAX_TEXT].splitlines():
        if not line.strip():
            continue
        name, _, players = line.partition(":")
        entry: dict[str, Any] = {"name": name.strip()}
        listed = [p.strip() for p in players.split(",") if p.strip()]
        if listed:
            entry["players"] = listed
        out.append(entry)
    return out


def scale_from_form(form: Any) -> dict[str, Any] | None:
    """The organiser's own victory-point scale: one row a line, "up to" and the victory points
    of the side ahead ("50 10", "150: 11"), then the points above the last row and the total
    (a line that is not two whole numbers is refused by its row, as the API refuses it)."""
    rows: list[Any] = []
    for line in (form.get("vp_scale") or "")[:MAX_TEXT].splitlines():
        numbers = [_number({"n": n}, "n") for n in re.split(r"[\s:;,→=-]+", line.strip()) if n]
        if numbers:
            rows.append(numbers)
    above, total = _number(form, "vp_above"), _number(form, "vp_total")
    if not rows and above is None and total is None:
        return None
    scale: dict[str, Any] = {"rows": rows, "above": above}
    if total is not None:
        scale["total"] = total
    return scale


def body_from_form(form: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"game": form.get("game", ""), "name": form.get("name", ""),
                            "format": form.get("format", ""),
                            "entrants": entrants_from_text(form.get("entrants", ""))}
    for name in ("rounds", "hands_per_round", "target"):
        value = _number(form, name)
        if value is not None:
            body[name] = value
    if form.get("scoring"):
        body["scoring"] = form["scoring"]
    mitchells = _number(form, "mitchell_rounds")
    if mitchells is not None and body.get("format") == "mitchell":
        rounds = body.get("rounds")
        # Mitchell rounds come first, the rest Danish ("2 Mitchell + 2 Danish")
        body["movement"] = (["mitchell"] * mitchells + ["danish"] * (rounds - mitchells)
                            if isinstance(mitchells, int) and isinstance(rounds, int)
                            and 0 < mitchells <= rounds else mitchells)
    options: dict[str, Any] = {}
    for name in ("best_of", "groups", "qualifiers", "mitchell_step", "win_points",
                 "draw_points", "loss_points", "round_minutes", "last_hand_minutes"):
        value = _number(form, name)
        if value is not None:
            options[name] = value
    for name in ("check_in", "consolation", "melee"):
        if form.get(name) == "on":
            options[name] = True
    sit_out = {key: _number(form, f"sit_out_{key}") for key in ("vp", "margin", "points")}
    sit_out = {k: v for k, v in sit_out.items() if v is not None}
    if sit_out:
        options["sit_out"] = sit_out
    scale = scale_from_form(form)
    if scale is not None:
        options["vp_scale"] = scale
    game = body["game"]
    if form.get("table_shown") == game and game in GAMES:
        # the tables' options as shown for this game (shown for another, they are not sent)
        options["table"] = options_from_form(game, form, "table_", EVENT_DECIDES)
    if options:
        body["options"] = options
    return body


def new_form(status: int = 200, error: Any = None, form: Any = None) -> Response:
    form = form or {}
    games = games_for_events()
    chosen = next((g for g in games if g.key == form.get("game")), games[0])
    return render_region("club/new.html", "form", status=status, games=games, chosen=chosen,
                         formats=FORMATS, scorings=SCORINGS, error=error, form=form,
                         group=form.get("group", "")[:64],
                         choices=getattr(error, "choices", None))


@bp.get("/events/new")
def new_event() -> Any:
    return new_form(form=request.args)


@bp.post("/events/new")
def create_event() -> Any:
    from ..groups.joining import for_event, form_choices
    try:
        allow_creation()
        body = body_from_form(request.form)
        # started for a group: its players the group's members, its results its season's
        body |= {"group": request.form.get("group", "")[:64],
                 "members": form_choices(request.form)}
        event = record.create(club_db(), body, current_language(), for_event(club_db(), body))
    except RefereeError as error:
        return new_form(422, error, request.form)
    created()
    return _go(url_for("club.organiser_page", key=event.edit_key))


def _go(url: str) -> Response:
    if request.htmx and not request.htmx.boosted:
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url
        return response
    return redirect(url, code=303)


# --- the organiser's page -----------------------------------------------------------------

@bp.app_template_global()
@pass_context
def form_key(context: Any) -> str:
    """A new idempotency key for one form (each form and each rendering its own): the
    organiser's and the door's posts sent twice (a double tap, a retry) apply once. A live
    part, the same markup for every screen, leaves it empty: each phone gives its forms keys
    of their own (static/live.js). The draw's form keys itself by the event's point instead
    (organiser.html)."""
    return "" if context.get("live") else new_idempotency_key()


def organiser_context(event: record.EventRecord, here: room.Room,
                      error: Any = None) -> dict[str, Any]:
    return {"event": event, "here": here, "shown": event_json(here, True), "error": error,
            "spec": here.state.spec, "finished": finished(here),
            "room_url": base_url() + url_for("club.room_page", key=event.view_key),
            "check_in_url": check_in_url(event), "card_url": lambda n: card_url(event, n),
            "clock": clock_json(here.state), "calls": here.state.open_calls,
            "rulings": call_rulings(here), "moves": moves(here)}


def call_rulings(here: room.Room) -> dict[int, Any]:
    """The ruling each open call asks the arbiter to see, read from its table's history
    (the line the call names): the words the table's players saw."""
    wanted = [c for c in here.state.open_calls if c.ruling is not None]
    if not wanted:
        return {}
    out: dict[int, Any] = {}
    with lent_db() as db:
        for call in wanted:
            found = next((t for t in here.round_tables(call.round)
                          if t.match.table == call.table and t.link is not None), None)
            if found is None or found.link is None:
                continue
            table, _ = store.find_table(db, found.link.edit_key)
            line = next((h for h in store.state_of(db, table).history
                         if h.seq == call.ruling), None)
            if line is not None and line.detail:
                out[call.id] = line.detail.get("explanation")
    return out


def organiser_page_context(key: str, error: Any = None) -> dict[str, Any]:
    """The organiser's whole page (its edit link only), with the mark its stream starts from."""
    event, can_edit = find_event(key)
    if not can_edit:
        abort(404)
    context = organiser_context(event, current_room(event), error)
    context["mark"] = room.marker(club_db(), event)
    return context


@bp.get("/e/<key>")
def organiser_page(key: str) -> Any:
    response = render_region("club/organiser.html", "organiser",
                             **organiser_page_context(key))
    response.headers["Cache-Control"] = "no-store"
    return response


def _after(key: str, action: Any) -> Any:
    event, can_edit = find_event(key)
    if not can_edit:
        abort(404)
    try:
        allow_write(key)
        action(event)
    except (RefereeError, store.ReadOnlyError) as error:
        shown = error if isinstance(error, RefereeError) else EventError(str(error))
        return render_region("club/organiser.html", "organiser", status=422,
                             **organiser_page_context(key, shown))
    wrote(key)
    rooms().forget(event.edit_key)
    return _go(url_for("club.organiser_page", key=key))


@bp.post("/e/<key>/round")
def make_round(key: str) -> Any:
    return _after(key, lambda event: record.make_round(
        club_db(), key, current_room(event).results,
        request.form.get("idempotency_key") or None))


@bp.post("/e/<key>/result")
def enter_result(key: str) -> Any:
    form = request.form
    payload = {"round": _number(form, "round"), "table": _number(form, "table"),
               "points": [_number(form, "a"), _number(form, "b")]}
    return _after(key, lambda event: record.append(
        club_db(), key, "result", payload, form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/entrant")
def add_entrant(key: str) -> Any:
    form = request.form
    listed = [p.strip() for p in (form.get("players") or "").split(",") if p.strip()]
    entrant = record.clean_entrant({"name": form.get("name", ""), **(
        {"players": listed} if listed else {})})
    payload: dict[str, Any] = {"entrant": entrant}
    missed = form.get("missed")
    if missed == "score":
        payload["missed"] = {name: value for name in ("vp", "margin", "points", "rank_points")
                             if (value := _number(form, f"missed_{name}")) is not None}
    elif missed:
        payload["missed"] = missed
    return _after(key, lambda event: record.append(
        club_db(), key, "entrant", payload, form.get("idempotency_key") or None,
        "organiser"))


@bp.post("/e/<key>/withdraw")
def withdraw(key: str) -> Any:
    return _after(key, lambda event: record.append(
        club_db(), key, "withdraw", {"entrant": _number(request.form, "entrant")},
        request.form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/check-in")
def organiser_check_in(key: str) -> Any:
    return _after(key, lambda event: record.append(
        club_db(), key, "check_in", {"entrant": _number(request.form, "entrant")},
        request.form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/screens")
def screens(key: str) -> Any:
    """What the room's screens show of the standings (from round k, hidden for the last n)."""
    payload = {"standings_from": _number(request.form, "standings_from") or 1,
               "hide_last": _number(request.form, "hide_last") or 0}
    return _after(key, lambda event: record.append(
        club_db(), key, "screens", payload, request.form.get("idempotency_key") or None,
        "organiser"))


@bp.post("/e/<key>/clock")
def clock(key: str) -> Any:
    """The organiser's clock buttons: start (the minutes typed, the event's by default),
    pause, resume, add minutes, stop."""
    from .api import clock_payload
    form = request.form
    what = form.get("clock", "")
    body: dict[str, Any] = {"pause": {"pause": True}, "resume": {"resume": True},
                            "stop": {"stop": True}}.get(what, {})
    if what == "start":
        body = {"start": True}
        for name in ("minutes", "last_hand"):
            if _number(form, name) is not None:
                body[name] = _number(form, name)
    elif what == "add":
        body = {"add": _number(form, "add")}
    payload = clock_payload(key, body)
    return _after(key, lambda event: record.append(
        club_db(), key, "clock", payload, form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/answer")
def answer_call(key: str) -> Any:
    """The arbiter has answered a call: it leaves the screens."""
    return _after(key, lambda event: record.append(
        club_db(), key, "answer", {"call": _number(request.form, "call")},
        request.form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/swap")
def swap_places(key: str) -> Any:
    """Two entrants exchange places in the round drawn, before it is played."""
    form = request.form
    payload = {"round": _number(form, "round"),
               "entrants": [_number(form, "one"), _number(form, "other")],
               "reason": form.get("reason", "")}
    return _after(key, lambda event: record.append(
        club_db(), key, "swap", payload, form.get("idempotency_key") or None, "organiser"))


@bp.post("/e/<key>/undo")
def undo(key: str) -> Any:
    target = _number(request.form, "event")
    return _after(key, lambda event: record.append(
        club_db(), key, "undo", {"event": target} if target is not None else {},
        request.form.get("idempotency_key") or None, "organiser"))


# --- a table's call for the arbiter ---------------------------------------------------------

@bp.post("/t/<key>/call")
def table_call(key: str) -> Any:
    """The table page's "Call the arbiter" (its edit link): the call, then the page again."""
    from ..context import load, table_context
    form = request.form
    try:
        allow_write(key)
        record.call(club_db(), key, form.get("reason", ""), form.get("ruling") == "on",
                    form.get("idempotency_key") or None)
    except store.NotFoundError:
        abort(404)
    except (RefereeError, store.ReadOnlyError) as error:
        table, can_write = load(key)
        if not can_write:
            abort(403)
        shown = error if isinstance(error, RefereeError) else EventError(str(error))
        context = table_context(table, store.state_of(club_db(), table))
        context["call_error"] = shown
        return render_region("table.html", "live", status=422, **context)
    wrote(key)
    return _go(url_for("tables.table", key=key))


# --- the room -------------------------------------------------------------------------------

def room_context(key: str, here: Any = None, event: Any = None,
                 tv: bool | None = None) -> dict[str, Any]:
    if event is None:
        event, _ = find_event(key)
    if key != event.view_key:
        abort(404)
    from ..groups.tv import season_shown
    here = here or current_room(event)
    tv = request.args.get("tv") == "1" if tv is None else tv
    return {"event": event, "here": here, "shown": event_json(here, False),
            "spec": here.state.spec, "finished": finished(here), "tv": tv,
            "room_url": base_url() + url_for("club.room_page", key=event.view_key),
            "check_in_url": None, "clock": clock_json(here.state),
            "calls": here.state.open_calls, "season": season_shown(event) if tv else None}


@bp.get("/r/<key>")
def room_page(key: str) -> Any:
    context = room_context(key)
    context["mark"] = room.marker(club_db(), context["event"])
    response = render_region("club/room.html", "room", **context)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/r/<key>/live")
def room_live(key: str) -> Any:
    """The region the room's screens poll: 204 (nothing to swap) while nothing changed; the
    region rendered once a change and a language, however many screens ask."""
    event, _ = find_event(key)
    if key != event.view_key:
        abort(404)
    here = current_room(event, settled=True)
    if request.args.get("v") == here.version:
        return Response(status=204)
    if not request.htmx:
        return render_region("club/room.html", "live", **room_context(key, here))
    language = current_language()
    body = rooms().region(event.edit_key, here.version, language)
    if body is None:
        body = render_block("club/room.html", "live", **room_context(key, here))
        rooms().keep_region(event.edit_key, here.version, language, body)
    return Response(body, mimetype="text/html")


@bp.get("/r/<key>/rounds/<int:number>/verify")
def verify_round_page(key: str, number: int) -> Any:
    db = club_db()
    event, _ = find_event(key)
    try:
        ok, message, drawn = log.verify(record.events_of(db, event), number)
    except RefereeError:
        abort(404)
    return render_region("club/verify.html", "verdict", event=event, ok=ok, message=message,
                         drawn=drawn, number=number,
                         name=current_room(event).state.spec.name)  # type: ignore[union-attr]
