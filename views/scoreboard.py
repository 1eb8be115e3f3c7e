"""The scoreboard (the view link): read-only, big, and updating itself every second."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, request

from referee import mus, poker
from referee.catalog import GAMES
from scorebook import store
from scorebook.replay import outcome

from .render import render_region
from .database import get_db

bp = Blueprint("scoreboard", __name__)


@bp.app_template_global("chicago_may_draw")
def chicago_may_draw(score: int) -> bool:
    """Chicago's rule of 46, for the board templates."""
    return poker.can_draw(score)


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
    return record, store.state_of(get_db(), record)


@bp.get("/s/<key>")
def board(key: str) -> Any:
    record, state = load_view(key)
    return render_region("scoreboard.html", "board", record=record, state=state,
                         info=GAMES[record.setup.game], outcome=outcome(state))


@bp.get("/s/<key>/live")
def live(key: str) -> Any:
    """The polled region: 204 (nothing to swap) while the table has not changed."""
    record, state = load_view(key)
    if request.args.get("seq") == str(state.seq):
        return Response(status=204)
    return render_region("scoreboard.html", "board", record=record, state=state,
                         info=GAMES[record.setup.game], outcome=outcome(state))
