"""The home page (the catalog of games) and starting a table."""

from __future__ import annotations

import time
from collections import defaultdict, deque
from typing import Any

from flask import (
    Blueprint,
    abort,
    current_app,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)

from referee.games import GAMES
from scorebook import store
from referee.errors import RefereeError
from scorebook.events import EventError
from scorebook.setup import read_setup

from .database import get_db
from .render import render_region

bp = Blueprint("home", __name__)
MAX_PLAYERS_TEXT = 2000


@bp.get("/")
def index() -> Any:
    return index_page()


def index_page(import_error: str | None = None, status: int = 200) -> Any:
    return make_response(render_template("home.html", games=list(GAMES.values()),
                                         import_error=import_error), status)


@bp.get("/new/<game>")
def new_table(game: str) -> Any:
    if game not in GAMES:
        abort(404)
    return render_template("new_table.html", info=GAMES[game], error=None, form={})


def options_from_form(game: str, form: Any) -> dict[str, Any]:
    info = GAMES[game]
    options: dict[str, Any] = {}
    for option in info.options:
        if option.kind == "bool":
            options[option.name] = form.get(option.name) == "on"
        elif form.get(option.name, "") != "":
            options[option.name] = form.get(option.name)
    return options


@bp.post("/new/<game>")
def create(game: str) -> Any:
    if game not in GAMES:
        abort(404)
    names_text = request.form.get("players", "")[:MAX_PLAYERS_TEXT]
    names = [line.strip() for line in names_text.splitlines() if line.strip()]
    try:
        allow_creation()
        setup = read_setup(game, [{"name": n} for n in names],
                           options_from_form(game, request.form))
    except RefereeError as error:
        return render_region("new_table.html", "form", status=422, info=GAMES[game],
                             error=error, form=request.form)
    record = store.create_table(get_db(), setup)
    url = url_for("tables.table", key=record.edit_key)
    if request.headers.get("HX-Request") == "true":
        response = make_response("", 200)
        response.headers["HX-Redirect"] = url
        return response
    return redirect(url, code=303)


class CreationLimit:
    """At most N tables an hour from one client, so a script cannot fill the disk."""

    def __init__(self) -> None:
        self.seen: dict[str, deque[float]] = defaultdict(deque)

    def allow(self, client: str, limit: int, window: float = 3600.0) -> bool:
        now = time.monotonic()
        stamps = self.seen[client]
        while stamps and now - stamps[0] > window:
            stamps.popleft()
        if len(stamps) >= limit:
            return False
        stamps.append(now)
        return True


LIMIT = CreationLimit()


def allow_creation() -> None:
    limit = int(current_app.config.get("TABLES_PER_CLIENT_PER_HOUR", 60))
    if not LIMIT.allow(request.remote_addr or "?", limit):
        raise EventError(f"this device has started {limit} tables in the last hour; "
                         "try again later", "players")
