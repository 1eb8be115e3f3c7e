"""The scoreboard (the view link): read-only, big, and kept up to date by the table's stream
(the parts a change touched, :mod:`views.parts`)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Flask, Response, abort, request

from referee import mus
from referee.games import GAMES
from scorebook import store
from scorebook.naming import named

from .cards import use_faces
from .database import get_db
from .parts import PartsCache, board_context
from .render import render_region

bp = Blueprint("scoreboard", __name__)


@bp.app_template_global("hand_notes")
def hand_notes(state: Any) -> list[Any]:
    """What the game says the table must know as this hand begins (Chicago: who may not draw
    from 46), in the table's names: the game's own words, never a template's."""
    notes = state.info.hand_notes
    if notes is None:
        return []
    scores = tuple(state.score_of(p.seat) for p in state.players)
    return [named(state, note) for note in notes(scores, state.options)]


@bp.app_template_global("mus_stones")
def mus_stones(points: int) -> Any:
    """Mus counters for the board templates: (fives, ones, called_35), by the referee's rule."""
    return mus.stones(points)


def load_view(key: str) -> tuple[store.TableRecord, Any]:
    try:
        record, _ = store.find_table(get_db(), key)
    except store.NotFoundError:
        abort(404)
    if key != record.view_key:
        abort(404)
    state = store.state_of(get_db(), record)
    use_faces(GAMES[record.setup.game], state.options)
    return record, state


@bp.after_request
def never_from_history(response: Response) -> Response:
    """A scoreboard read back from the browser's history would show old numbers."""
    if request.method == "GET" and response.mimetype == "text/html":
        response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/s/<key>")
def board(key: str) -> Any:
    record, state = load_view(key)
    return render_region("scoreboard.html", "board",
                         **board_context(record, state, request.args.get("tv") == "1"),
                         pad_all=request.args.get("pad") == "all")


@bp.get("/s/<key>/live")
def live(key: str) -> Any:
    """The scoreboard for a phone whose stream cannot open: ``?after=N`` answers what changed
    since N (204 while nothing has); ``?seq=N`` the whole board (204 while unchanged)."""
    record, state = load_view(key)
    after = request.args.get("after")
    if after is not None:
        from .tables import parts_since
        return parts_since("board", record, state, after)
    if request.args.get("seq") == str(state.seq):
        return Response(status=204)
    return render_region("scoreboard.html", "board", **board_context(record, state))


def init_app(app: Flask) -> None:
    app.extensions["kibitzer.regions"] = PartsCache()
