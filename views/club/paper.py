"""Paper where a club wants it: table cards (A6, one a table number, valid for every round),
pairings by table and by name, score cards and the standings (A4), and the exports (results,
the movement and the standings as CSV; everything as JSON) and their import."""

from __future__ import annotations

from typing import Any

from flask import Response, abort, make_response, redirect, request, url_for

from referee.errors import RefereeError
from referee.numbers import whole
from scorebook.tournaments import transfer

from ..api import fail
from ..database import offload
from ..export import larger_body, refused_import
from ..jsonbody import json_object, parse
from ..limits import allow_creation, created
from ..render import render_region
from . import site
from .base import bp, club_db, current_room, find_event
from .api import made
from .pages import new_form
from .tokens import card_url, short_url, token

SHEETS = ("cards", "table", "name", "scorecards", "standings")


def _organiser(key: str) -> Any:
    event, can_edit = find_event(key)
    if not can_edit:
        abort(404)
    return event


@bp.app_template_global()
def pairings_by_name(here: Any, number: int) -> list[dict[str, Any]]:
    """Every entrant of round ``number`` alphabetically: their table, their side, who they
    face (or that they sit out)."""
    rows = []
    for table in here.round_tables(number):
        for mine, theirs in ((0, 1), (1, 0)):
            for e in table.match.sides[mine]:
                rows.append({"name": here.state.name_of(e), "table": table.match.table,
                             "partner": [here.state.name_of(p) for p in table.match.sides[mine]
                                         if p != e],
                             "against": [here.state.name_of(o)
                                         for o in table.match.sides[theirs]]})
    if 1 <= number <= len(here.state.rounds):
        for e in here.state.rounds[number - 1].round.byes:
            rows.append({"name": here.state.name_of(e), "table": None, "partner": [],
                         "against": []})
    return sorted(rows, key=lambda r: r["name"].casefold())


@bp.get("/e/<key>/print/<sheet>")
def print_sheet(key: str, sheet: str) -> Any:
    if sheet not in SHEETS:
        abort(404)
    event = _organiser(key)
    here = current_room(event)
    latest = len(here.state.rounds)
    # a round drawn (or, before the first, round 1's sheets to come): anything else is no
    # sheet (``?round=-1`` read the rounds from the end, and failed in the template)
    raw = request.args.get("round")
    number = (latest or 1) if raw is None else whole(raw)
    if number is None or not 1 <= number <= max(latest, 1):
        abort(404)
    # a card a table number, the highest any round uses (an odd Mitchell's table left empty
    # for the round keeps its number)
    count = max([m.table for d in here.state.rounds for m in d.round.matches]
                + [(len(here.state.entrants) + 1) // 2])
    cards = {n: {"number": n, "url": card_url(event, n), "short": short_url(event, n),
                 "qr": url_for("club.table_card_qr", key=event.view_key, number=n,
                               mac=token(event, f"table:{n}"))} for n in range(1, count + 1)}
    # cards and score cards: A6 pages, or four to an A4 sheet with cut marks (?layout=a4)
    layout = "a4" if request.args.get("layout") == "a4" and sheet in ("cards", "scorecards") \
        else "a6" if sheet in ("cards", "scorecards") else "sheet"
    return render_region("club/print.html", "sheet", sheet=sheet, event=event, here=here,
                         number=number, cards=cards, name_rows=pairings_by_name(here, number),
                         spec=here.state.spec, layout=layout, fours=_fours)


def _fours(items: list[Any]) -> list[list[Any]]:
    """Items four at a time: an A4 sheet's four A6 cards."""
    return [items[i:i + 4] for i in range(0, len(items), 4)]


def _download(body: str, mimetype: str, name: str) -> Response:
    response = make_response(body)
    response.headers["Content-Type"] = mimetype
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@bp.get("/e/<key>/export/<what>")
@bp.get("/r/<key>/export/<what>", endpoint="room_export")
def export(key: str, what: str) -> Any:
    event, can_edit = find_event(key)
    if key not in (event.edit_key, event.view_key):
        abort(404)
    here = current_room(event)
    if what == "results.csv":
        return _download(transfer.results_csv(here), "text/csv; charset=utf-8", what)
    if what == "movement.csv":
        return _download(transfer.movement_csv(here), "text/csv; charset=utf-8", what)
    if what == "standings.csv":
        return _download(transfer.standings_csv(here), "text/csv; charset=utf-8", what)
    if what == "federation.csv":
        return _download(site.federation_csv(here), "text/csv; charset=utf-8", what)
    if what == "results-site.zip":
        return _download(offload(site.results_site, here), "application/zip", what)
    if what == "event.json":
        import json
        body = json.dumps(transfer.event_json(club_db(), event), ensure_ascii=False, indent=1)
        return _download(body, "application/json", what)
    abort(404)


def _import(raw: Any) -> Any:
    """An event brought back from its export: read and replayed in a thread of the server's
    (a long night's tables take a while), then written in one transaction."""
    read = offload(transfer.read_event_json, raw)
    allow_creation()
    return transfer.write_event(club_db(), read)


@bp.post("/api/v1/tournaments/import")
def api_import() -> Any:
    """An event's own export brought back: up to ``IMPORT_BODY_LIMIT``, like a table's (a
    16-pair night is 65 KB by round 7)."""
    larger_body()
    try:
        event = _import(json_object())
    except RefereeError as error:
        refused_import("event", error)
        return fail(error.message, error.field, code=error.code)
    created()
    return made(event)


@bp.post("/events/import")
def page_import() -> Any:
    """The new-event page's upload: a file exported from an event (the whole file, bounded by
    the request's ``IMPORT_BODY_LIMIT``)."""
    larger_body()
    upload = request.files.get("file")
    try:
        event = _import(parse(upload.read().decode("utf-8", "replace")) if upload else None)
    except RefereeError as error:
        refused_import("event", error)
        return new_form(422, error, {})
    created()
    return redirect(url_for("club.organiser_page", key=event.edit_key), code=303)
