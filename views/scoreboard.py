"""The scoreboard (the view link): read-only, big, and updating itself every second."""

from __future__ import annotations

import threading
from typing import Any

from flask import Blueprint, Flask, Response, abort, current_app, request
from jinja2_fragments.flask import render_block

from referee import mus, poker
from referee.games import GAMES
from scorebook import store
from scorebook.replay import status

from .cards import use_faces
from .database import get_db
from .i18n import current
from .render import render_region

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
    return render_region("scoreboard.html", "board", record=record, state=state,
                         info=GAMES[record.setup.game], outcome=status(state),
                         tv=request.args.get("tv") == "1")


class RegionCache:
    """The last rendered board of each scoreboard: every phone watching a table asks for the
    same region after a change, so it is rendered once per change, not once per phone."""

    def __init__(self, size: int = 512) -> None:
        self._regions: dict[str, tuple[int, str]] = {}
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: str, seq: int) -> str | None:
        with self._lock:
            found = self._regions.get(key)
        return found[1] if found and found[0] == seq else None

    def put(self, key: str, seq: int, body: str) -> None:
        with self._lock:
            if len(self._regions) >= self._size and key not in self._regions:
                self._regions.pop(next(iter(self._regions)))
            self._regions[key] = (seq, body)

    def clear(self) -> None:
        with self._lock:
            self._regions.clear()


def regions() -> RegionCache:
    """The app's rendered scoreboard regions (``app.extensions``)."""
    return current_app.extensions["kibitzer.regions"]


@bp.get("/s/<key>/live")
def live(key: str) -> Any:
    """The polled region: 204 (nothing to swap) while the table has not changed."""
    record, state = load_view(key)
    if request.args.get("seq") == str(state.seq):
        return Response(status=204)
    if request.headers.get("HX-Request") != "true":
        return render_region("scoreboard.html", "board", record=record, state=state,
                             info=GAMES[record.setup.game], outcome=status(state))
    kept = f"{key} {current()}"  # one region a language: phones beside it read their own
    body = regions().get(kept, state.seq)
    if body is None:
        body = render_block("scoreboard.html", "board", record=record, state=state,
                            info=GAMES[record.setup.game], outcome=status(state))
        regions().put(kept, state.seq, body)
    return Response(body, mimetype="text/html")


def init_app(app: Flask) -> None:
    app.extensions["kibitzer.regions"] = RegionCache()
