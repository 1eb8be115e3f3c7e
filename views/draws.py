"""Draws everyone can watch and anyone can check: the pages.

Pages: ``/draws/new`` (the host picks the kind and types the players), ``/d/<key>`` (the draw:
the commitment first, then each player taps to draw their card, then the seed and the result,
and a button to start a table seated by it), ``/draws/verify`` (paste kind, players, seed and
commitment: yes or no, with the recomputed draw). The API is :mod:`views.draws_api`.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, make_response, redirect, request, url_for

from referee import draws as rules
from referee.game import Game
from referee.games import GAMES
from referee.errors import RefereeError
from referee.words import say
from scorebook import draw_store, store
from scorebook.draw_store import DrawRecord
from scorebook.draws import drawn
from scorebook.events import Event, EventError
from scorebook.replay import replay
from scorebook.setup import read_setup

from .database import get_db
from .limits import allow_creation, created
from .qr import svg_of
from .render import render_region
from .hosts import base_url

bp = Blueprint("draws", __name__)
MAX_TEXT = 2000


def draw_db() -> Any:
    """The request's database (every table, the draws' too, is made by its migrations)."""
    return get_db()


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


def games_for(record: DrawRecord) -> list[Game]:
    """The games a table can be started with from this draw: those for this many players
    whose teams rule seats the drawn partners as they sit (Twenty-Five's pairs never take
    a draw's two teams of three)."""
    n = len(record.names)
    fitting = [info for info in GAMES.values() if info.min_players <= n <= info.max_players
               and _seats(record, info)]
    teams = record.kind not in ("high-card", "individuals")
    return sorted(fitting, key=lambda info: (not (teams and takes_teams(info)), info.name))


def takes_teams(info: Game) -> bool:
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
        created()
    except RefereeError as error:
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
    except RefereeError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    if request.htmx:
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
        allow_creation()  # a retry starts a new draw: it counts as one
        record = draw_store.retry(draw_db(), key)
        created()
    except RefereeError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    return redirect(url_for("draws.page", key=record.key), code=303)


@bp.get("/d/<key>/qr.svg")
def qr(key: str) -> Any:
    record = find(key)
    response = make_response(svg_of(base_url() + url_for("draws.page", key=record.key)))
    response.headers["Content-Type"] = "image/svg+xml"
    return response


def table_players(record: DrawRecord, info: Game) -> tuple[list[dict[str, Any]],
                                                           dict[str, Any]]:
    """The players of a table seated by the draw, and the options that seating needs: the
    first dealer at seat 0 and the seats in the game's order of play (clockwise, or
    counter-clockwise for a game played to the right), partners alternating."""
    result = record.result()
    seating = info.deal.order_of_play(rules.from_dealer(result))
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
    return players, options


def _seats(record: DrawRecord, info: Game) -> bool:
    """Whether a table of ``info`` can be seated by the draw (its set-up is checked, nothing
    is written)."""
    try:
        read_setup(info.key, *table_players(record, info))
    except RefereeError:
        return False
    return True


def start_table(record: DrawRecord, game: Any) -> store.TableRecord:
    """A table seated by the draw, the first dealer at seat 0 and the seats in the game's order
    of play (clockwise, or counter-clockwise for a game played to the right), partners
    alternating."""
    if not record.revealed or record.set_aside:
        raise EventError(say("start a table from a draw once everyone has drawn"), "game")
    if record.table_view_key:
        raise EventError(say("a table was already started from this draw"), "game")
    info = GAMES.get(game) if isinstance(game, str) else None
    if info is None:
        raise EventError(say("choose a game"), "game")
    setup = read_setup(info.key, *table_players(record, info))
    # the table's first action, replayed before anything is written: the table, its draw and
    # the draw marked as started are one transaction, so a refusal leaves nothing behind
    drawn_event = Event(1, "drawn", {
        "draw_kind": record.kind, "players": record.players, "seed": record.seed,
        "commitment": record.commitment, "number": record.number, "draw_key": record.key},
        "draw page", store.now())
    replay(setup, [drawn_event])
    allow_creation()
    table = store.import_table(draw_db(), setup, [drawn_event],
                               then=lambda db, view_key: draw_store.mark_started(
                                   db, record.key, view_key))
    created()
    return table


@bp.post("/d/<key>/table")
def table(key: str) -> Any:
    record = find(key)
    try:
        started = start_table(record, request.form.get("game"))
    except RefereeError as error:
        return render_region("draw.html", "draw", status=422,
                             **page_context(find(key), error=error))
    url = url_for("tables.table", key=started.edit_key)
    if request.htmx and not request.htmx.boosted:
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


# --- what the table page and the scoreboard show of the draw (templates/_draw_result.html)
@bp.app_template_global()
def drawn_by(state: Any) -> dict[str, Any] | None:
    return drawn(state)


@bp.app_template_global()
def draw_players_text(result: dict[str, Any]) -> str:
    kind = result.get("kind", "")
    players = result.get("teams") if kind == "agreement" else result.get("players")
    return players_text(kind, players or [])
