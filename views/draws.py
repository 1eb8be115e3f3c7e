"""Draws everyone can watch and anyone can check, and the scorekeepers' entries.

Pages: ``/draws/new`` (the host picks the kind and types the players), ``/d/<key>`` (the draw:
the commitment first, then each player taps to draw their card, then the seed and the result,
and a button to start a table seated by it), ``/draws/verify`` (paste kind, players, seed and
commitment: yes or no, with the recomputed draw). The table page posts a scorekeeper's entry to
``/t/<key>/entry``.

API: ``POST /api/v1/draws``, ``GET /api/v1/draws/{key}``, ``POST /api/v1/draws/{key}/draw``,
``POST /api/v1/draws/{key}/retry``, ``POST /api/v1/draws/verify`` and
``GET /api/v1/tables/{key}/scorekeepers``; :func:`openapi_paths` documents them.
"""

from __future__ import annotations

from typing import Any

from flask import (Blueprint, Response, abort, g, jsonify, make_response, redirect, request,
                   url_for)

from referee import draws as rules
from referee.catalog import GAMES, GameInfo
from referee.errors import RefereeError
from scorebook import draw_store, scorekeepers, store
from scorebook.draw_store import DrawRecord
from scorebook.draws import drawn
from scorebook.events import EventError, StaleError
from scorebook.setup import read_setup

from .database import get_db
from .forms import seen_seq
from .home import allow_creation
from .qr import svg_of
from .render import render_region
from .tables import base_url, load, table_context

bp = Blueprint("draws", __name__)
MAX_TEXT = 2000


def draw_db() -> Any:
    """The request's database, with the draws' tables migrated."""
    db = get_db()
    if not g.get("draws_ready"):
        draw_store.migrate(db)
        g.draws_ready = True
    return db


def find(key: str) -> DrawRecord:
    try:
        return draw_store.find(draw_db(), key)
    except store.NotFoundError:
        abort(404)


# --- players as typed ---------------------------------------------------------------------
def players_from_text(kind: str, text: str) -> list[Any]:
    """One name a line (or separated by commas); for ``agreement``, one team a line."""
    lines = [line.strip() for line in text[:MAX_TEXT].splitlines() if line.strip()]
    if kind == "agreement":
        return [[n.strip() for n in line.split(",") if n.strip()] for line in lines]
    return [n.strip() for line in lines for n in line.split(",") if n.strip()]


def players_text(kind: str, players: Any) -> str:
    if kind == "agreement":
        return "\n".join(", ".join(team) for team in players)
    return "\n".join(players)


# --- what the pages and the API show of a draw --------------------------------------------
def draw_json(db: Any, record: DrawRecord) -> dict[str, Any]:
    """Everything public about a draw: the seed and the result only once it is revealed."""
    result = record.result()
    session = draw_store.session_draws(db, record.session)
    out: dict[str, Any] = {
        "key": record.key, "number": record.number, "kind": record.kind,
        "label": rules.LABELS[record.kind], "players": record.players,
        "order": list(record.names), "commitment": record.commitment,
        "created_at": record.created_at,
        "drawn": {record.names[i]: rules.first_card(result, record.names[i])
                  for i in sorted(record.taps)},
        "revealed": record.revealed, "set_aside": record.set_aside,
        "seed": record.seed if record.revealed else None,
        "result": result.to_dict() if record.revealed else None,
        "url": base_url() + url_for("draws.page", key=record.key),
        "session": [{"number": d.number, "key": d.key, "set_aside": d.set_aside,
                     "url": base_url() + url_for("draws.page", key=d.key)} for d in session],
        "scoreboard_url": (base_url() + url_for("scoreboard.board", key=record.table_view_key)
                           if record.table_view_key else None)}
    if record.revealed:
        out["verify_url"] = verify_link(record)
    return out


def verify_link(record: DrawRecord) -> str:
    return base_url() + url_for("draws.verify_page", kind=record.kind, seed=record.seed,
                                commitment=record.commitment,
                                players=players_text(record.kind, record.players))


def games_for(record: DrawRecord) -> list[GameInfo]:
    n = len(record.names)
    fitting = [info for info in GAMES.values() if info.min_players <= n <= info.max_players]
    teams = record.kind not in ("high-card", "individuals")
    return sorted(fitting, key=lambda info: (not (teams and takes_teams(info)), info.name))


def takes_teams(info: GameInfo) -> bool:
    option = info.option("teams")
    return info.partnerships or (option is not None and option.kind == "bool")


def page_context(record: DrawRecord, error: EventError | None = None) -> dict[str, Any]:
    db = draw_db()
    result = record.result()
    return {"record": record, "draw": draw_json(db, record),
            "result": result if record.revealed else None,
            "first_card": lambda name: rules.first_card(result, name),
            "session": draw_store.session_draws(db, record.session),
            "games": games_for(record) if record.revealed and not record.set_aside else [],
            "error": error, "kinds": rules.LABELS,
            "draw_url": base_url() + url_for("draws.page", key=record.key)}


def fail(message: str, field: str | None, status: int = 422) -> Response:
    response = jsonify({"error": message, "field": field})
    response.status_code = status
    return response


def _refused(error: RefereeError | EventError) -> EventError:
    return error if isinstance(error, EventError) else EventError(error.message, error.field)


# --- the pages ----------------------------------------------------------------------------
@bp.get("/draws/new")
def new() -> Any:
    return render_region("draw.html", "new_form", record=None, error=None, kinds=rules.LABELS,
                         form=request.args)


@bp.post("/draws/new")
def create() -> Any:
    kind = request.form.get("kind", "")
    try:
        allow_creation()
        record = draw_store.create(draw_db(), kind,
                                   players_from_text(kind, request.form.get("players", "")))
    except (EventError, RefereeError) as error:
        return render_region("draw.html", "new_form", status=422, record=None,
                             error=_refused(error), kinds=rules.LABELS, form=request.form)
    return redirect(url_for("draws.page", key=record.key), code=303)


@bp.get("/d/<key>")
def page(key: str) -> Any:
    return render_region("draw.html", "draw", **page_context(find(key)))


@bp.get("/d/<key>/live")
def live(key: str) -> Any:
    """The polled region: 204 while nobody has drawn since ``v``."""
    record = find(key)
    if request.args.get("v") == record.version():
        return Response(status=204)
    return render_region("draw.html", "draw", **page_context(record))


def _after(key: str, action: Any) -> Any:
    try:
        record = action()
    except EventError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    if request.headers.get("HX-Request") == "true":
        return render_region("draw.html", "draw", **page_context(record))
    return redirect(url_for("draws.page", key=key), code=303)


@bp.post("/d/<key>/tap")
def tap(key: str) -> Any:
    find(key)
    return _after(key, lambda: draw_store.tap(draw_db(), key, request.form.get("player", "")))


@bp.post("/d/<key>/reveal")
def reveal(key: str) -> Any:
    find(key)
    return _after(key, lambda: draw_store.reveal(draw_db(), key))


@bp.post("/d/<key>/retry")
def retry(key: str) -> Any:
    find(key)
    try:
        record = draw_store.retry(draw_db(), key)
    except EventError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    return redirect(url_for("draws.page", key=record.key), code=303)


@bp.get("/d/<key>/qr.svg")
def qr(key: str) -> Any:
    record = find(key)
    response = make_response(svg_of(base_url() + url_for("draws.page", key=record.key)))
    response.headers["Content-Type"] = "image/svg+xml"
    return response


def start_table(record: DrawRecord, game: Any) -> store.TableRecord:
    """A table seated by the draw: clockwise from the first dealer, partners alternating."""
    if not record.revealed or record.set_aside:
        raise EventError("start a table from a draw once everyone has drawn", "game")
    if record.table_view_key:
        raise EventError("a table was already started from this draw", "game")
    info = GAMES.get(game) if isinstance(game, str) else None
    if info is None:
        raise EventError("choose a game", "game")
    result = record.result()
    seating = rules.from_dealer(result)
    team_of = {name: i for i, team in enumerate(result.teams) for name in team}
    options: dict[str, Any] = {}
    players: list[dict[str, Any]] = [{"name": name} for name in seating]
    if result.teams and takes_teams(info):
        # teams numbered as they first sit, so seat 0's team is 0 (seats 0 and 2 in a 2×2)
        order = list(dict.fromkeys(team_of[name] for name in seating))
        for entry in players:
            entry["team"] = order.index(team_of[entry["name"]])
        if info.option("teams") is not None:
            options["teams"] = True
    allow_creation()
    db = draw_db()
    table = store.create_table(db, read_setup(info.key, players, options))
    store.append(db, table.edit_key, "drawn", {
        "draw_kind": record.kind, "players": record.players, "seed": record.seed,
        "commitment": record.commitment, "number": record.number, "draw_key": record.key},
        idempotency_key=f"drawn-{record.key}", actor="draw page")
    if not draw_store.started_table(db, record.key, table.view_key):
        raise EventError("a table was already started from this draw", "game")
    return table


@bp.post("/d/<key>/table")
def table(key: str) -> Any:
    record = find(key)
    try:
        started = start_table(record, request.form.get("game"))
    except EventError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    url = url_for("tables.table", key=started.edit_key)
    if request.headers.get("HX-Request") == "true" and not request.headers.get("HX-Boosted"):
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url
        return response
    return redirect(url, code=303)


@bp.route("/draws/verify", methods=["GET", "POST"])
def verify_page() -> Any:
    form = request.form if request.method == "POST" else request.args
    verdict = None
    error = None
    if request.method == "POST":
        kind = form.get("kind", "")
        try:
            verdict = rules.check_seed(kind, players_from_text(kind, form.get("players", "")),
                                       form.get("seed", ""), form.get("commitment", ""))
        except RefereeError as failure:
            error = _refused(failure)
    return render_region("verify.html", "verdict", status=422 if error else 200, form=form,
                         kinds=rules.LABELS, verdict=verdict, error=error)


# --- scorekeepers on the table page -------------------------------------------------------
@bp.post("/t/<key>/entry")
def score_entry(key: str) -> Any:
    """A scorekeeper's figures for the hand, from the table page."""
    record, writable = load(key)
    if not writable:
        abort(403)
    db = get_db()
    state = store.state_of(db, record)
    payload = {"keeper": request.form.get("keeper", ""),
               "points": [request.form.get(f"entry_t{t}", "")
                          for t in range(state.setup.team_count)]}
    try:
        store.append(db, key, "score_entry", payload,
                     idempotency_key=request.form.get("idem") or None, actor="scorekeeper",
                     seen_seq=seen_seq(request.form))
    except EventError as error:
        context = table_context(record, store.state_of(db, record), error=error,
                                form=request.form)
        context["error_kind"] = "score_entry"
        return render_region("table.html", "live",
                             status=409 if isinstance(error, StaleError) else 422, **context)
    if request.headers.get("HX-Request") == "true":
        context = table_context(record, store.state_of(db, record), form=request.form)
        context["keeper_seat"] = request.form.get("keeper", "")
        return render_region("table.html", "live", **context)
    return redirect(url_for("tables.table", key=key, keeper=request.form.get("keeper", "")),
                    code=303)


# --- what the table page and the scoreboard include (templates/_scorekeepers.html,
# templates/_draw_result.html) ---------------------------------------------------------------
@bp.app_template_global()
def keeper_rows(state: Any) -> list[dict[str, Any]]:
    return scorekeepers.entry_rows(state)


@bp.app_template_global()
def keeper_held(state: Any) -> bool:
    return scorekeepers.held(state)


@bp.app_template_global()
def drawn_by(state: Any) -> dict[str, Any] | None:
    return drawn(state)


@bp.app_template_global()
def draw_players_text(result: dict[str, Any]) -> str:
    kind = result.get("kind", "")
    players = result.get("teams") if kind == "agreement" else result.get("players")
    return players_text(kind, players or [])


# --- the API ------------------------------------------------------------------------------
def body() -> dict[str, Any]:
    given = request.get_json(silent=True)
    if not isinstance(given, dict):
        raise EventError("send a JSON object as the request body", "body")
    return given


@bp.post("/api/v1/draws")
def api_create() -> Any:
    try:
        given = body()
        allow_creation()
        record = draw_store.create(draw_db(), given.get("kind"), given.get("players"))
    except (EventError, RefereeError) as error:
        refused = _refused(error)
        return fail(refused.message, refused.field)
    response = jsonify(draw_json(draw_db(), record))
    response.status_code = 201
    return response


def _api_draw(key: str) -> DrawRecord:
    try:
        return draw_store.find(draw_db(), key)
    except store.NotFoundError as error:
        raise LookupError(str(error)) from None


@bp.get("/api/v1/draws/<key>")
def api_draw(key: str) -> Any:
    try:
        return jsonify(draw_json(draw_db(), _api_draw(key)))
    except LookupError as error:
        return fail(str(error), "key", 404)


@bp.post("/api/v1/draws/<key>/draw")
def api_tap(key: str) -> Any:
    """A player draws (``player``: a name or an index); a draw without cards is revealed."""
    try:
        record = _api_draw(key)
        given = request.get_json(silent=True)
        player = given.get("player") if isinstance(given, dict) else None
        if record.needs_cards:
            record = draw_store.tap(draw_db(), key, player)
        else:
            record = draw_store.reveal(draw_db(), key)
    except LookupError as error:
        return fail(str(error), "key", 404)
    except EventError as error:
        return fail(error.message, error.field)
    return jsonify(draw_json(draw_db(), record))


@bp.post("/api/v1/draws/<key>/retry")
def api_retry(key: str) -> Any:
    try:
        _api_draw(key)
        record = draw_store.retry(draw_db(), key)
    except LookupError as error:
        return fail(str(error), "key", 404)
    except EventError as error:
        return fail(error.message, error.field)
    response = jsonify(draw_json(draw_db(), record))
    response.status_code = 201
    return response


@bp.post("/api/v1/draws/verify")
def api_verify() -> Any:
    """Yes or no for a revealed seed, with the draw recomputed (and a published result
    compared, when ``result`` is given)."""
    try:
        given = body()
        kind = given.get("kind")
        valid, message, result = rules.check_seed(kind if isinstance(kind, str) else "",
                                                  given.get("players"), given.get("seed"),
                                                  given.get("commitment"))
        if valid and given.get("result") is not None:
            valid, message = rules.verify(kind, given.get("players"), given["seed"].strip(),
                                          given["commitment"], given["result"])
    except (EventError, RefereeError) as error:
        refused = _refused(error)
        return fail(refused.message, refused.field)
    return jsonify({"valid": valid, "message": message,
                    "draw": result.to_dict() if result is not None else None})


@bp.get("/api/v1/tables/<key>/scorekeepers")
def api_scorekeepers(key: str) -> Any:
    try:
        record, _ = store.find_table(get_db(), key)
    except store.NotFoundError as error:
        return fail(str(error), "key", 404)
    state = store.state_of(get_db(), record)
    return jsonify({"keepers": scorekeepers.entry_rows(state),
                    "held": scorekeepers.held(state)})


# --- OpenAPI ------------------------------------------------------------------------------
def openapi_paths() -> dict[str, Any]:
    """This module's API paths, for ``/api/openapi.json``."""
    error = {"type": "object", "required": ["error", "field"], "properties": {
        "error": {"type": "string"}, "field": {"type": ["string", "null"]}}}
    players = {"type": "array", "description": "the names in drawing order; for `agreement`, "
               "the teams, each a list of names", "items": {
                   "oneOf": [{"type": "string"}, {"type": "array",
                                                  "items": {"type": "string"}}]}}
    draw_result = {"type": "object", "properties": {
        "kind": {"type": "string"}, "players": {"type": "array"},
        "cards": {"type": "object", "description": "each player's cards in card notation, in "
                  "the order drawn (more than one after a tie)"},
        "teams": {"type": "array"}, "team_labels": {"type": "array"},
        "seating": {"type": "array", "description": "clockwise from seat 0"},
        "first_dealer": {"type": ["string", "null"]}, "chooser": {"type": ["string", "null"]},
        "explanation": {"type": "string"}}}
    draw = {"type": "object", "required": ["key", "number", "kind", "commitment", "revealed"],
            "properties": {
                "key": {"type": "string"}, "number": {"type": "integer",
                                                      "description": "which draw of the "
                                                      "session; a retry is the next number"},
                "kind": {"type": "string", "enum": list(rules.KINDS)}, "players": players,
                "order": {"type": "array", "items": {"type": "string"}},
                "commitment": {"type": "string", "description": "SHA-256 (hex) of the secret "
                               "seed, published before anyone draws"},
                "drawn": {"type": "object", "description": "the card each player who has "
                          "drawn drew first"},
                "revealed": {"type": "boolean"}, "set_aside": {"type": "boolean"},
                "seed": {"type": ["string", "null"], "description": "once revealed"},
                "result": {"oneOf": [draw_result, {"type": "null"}]},
                "url": {"type": "string"}, "verify_url": {"type": "string"},
                "session": {"type": "array"},
                "scoreboard_url": {"type": ["string", "null"]}}}

    def answers(ok: dict[str, Any], code: str = "200", *errors: str) -> dict[str, Any]:
        out = {code: {"description": "OK",
                      "content": {"application/json": {"schema": ok}}}}
        for status in errors:
            out[status] = {"description": "Refused: `error` says why, `field` where.",
                           "content": {"application/json": {"schema": error}}}
        return out

    def json_body(schema: dict[str, Any]) -> dict[str, Any]:
        return {"required": True, "content": {"application/json": {"schema": schema}}}

    key = [{"name": "key", "in": "path", "required": True, "schema": {"type": "string"}}]
    algorithm = ("The draw is recomputed with Python's random.Random seeded with the "
                 "big-endian integer of SHA-256(b\"kibitzer-draw:\" + seed), as "
                 "referee/draws.py documents; the commitment is SHA-256(seed) in hex.")
    return {
        "/api/v1/draws": {"post": {
            "operationId": "createDraw", "tags": ["draws"],
            "summary": "Start a draw: answers its commitment before anyone draws.",
            "description": "Kinds: " + "; ".join(f"`{k}` ({v})" for k, v in
                                                rules.LABELS.items()) + ". " + algorithm,
            "requestBody": json_body({"type": "object", "required": ["kind", "players"],
                                      "properties": {"kind": {"type": "string",
                                                              "enum": list(rules.KINDS)},
                                                     "players": players}}),
            "responses": answers(draw, "201", "422")}},
        "/api/v1/draws/{key}": {"get": {
            "operationId": "getDraw", "tags": ["draws"], "parameters": key,
            "summary": "A draw: the cards drawn so far; the seed and result once revealed.",
            "responses": answers(draw, "200", "404")}},
        "/api/v1/draws/{key}/draw": {"post": {
            "operationId": "drawCard", "tags": ["draws"], "parameters": key,
            "summary": "`player` (a name or index) draws their card; the last one reveals "
                       "the seed. A draw without cards (agreement, individuals) is revealed.",
            "requestBody": json_body({"type": "object", "properties": {
                "player": {"oneOf": [{"type": "string"}, {"type": "integer"}]}}}),
            "responses": answers(draw, "200", "404", "422")}},
        "/api/v1/draws/{key}/retry": {"post": {
            "operationId": "retryDraw", "tags": ["draws"], "parameters": key,
            "summary": "Set the draw aside (its seed is revealed) and start the session's "
                       "next draw, numbered in turn.",
            "responses": answers(draw, "201", "404", "422")}},
        "/api/v1/draws/verify": {"post": {
            "operationId": "verifyDraw", "tags": ["draws"],
            "summary": "Check a revealed seed against its commitment and recompute the draw.",
            "description": algorithm + " With `result`, the published draw is compared too.",
            "requestBody": json_body({"type": "object", "required": [
                "kind", "players", "seed", "commitment"], "properties": {
                    "kind": {"type": "string", "enum": list(rules.KINDS)},
                    "players": players, "seed": {"type": "string"},
                    "commitment": {"type": "string"}, "result": draw_result}}),
            "responses": answers({"type": "object", "required": ["valid", "message", "draw"],
                                  "properties": {"valid": {"type": "boolean"},
                                                 "message": {"type": "string"},
                                                 "draw": {"oneOf": [draw_result,
                                                                    {"type": "null"}]}}},
                                 "200", "422")}},
        "/api/v1/tables/{key}/scorekeepers": {"get": {
            "operationId": "getScorekeepers", "tags": ["scorekeepers"], "parameters": key,
            "summary": "The table's scorekeepers (one a team), this hand's entries, and "
                       "whether the hand is held because they differ.",
            "responses": answers({"type": "object", "properties": {
                "keepers": {"type": "array", "items": {"type": "object", "properties": {
                    "team": {"type": "integer"}, "team_name": {"type": "string"},
                    "seat": {"type": "integer"}, "keeper": {"type": "string"},
                    "points": {"type": ["array", "null"], "items": {"type": "integer"}}}}},
                "held": {"type": "boolean"}}}, "200", "404")}},
    }
