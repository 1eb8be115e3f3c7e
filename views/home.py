"""The home page (the catalog of games) and starting a table."""

from __future__ import annotations

import json
import re
from typing import Any

from flask import (
    Blueprint,
    abort,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)

from referee.games import GAMES
from scorebook import store
from referee.errors import RefereeError
from scorebook.setup import read_setup

from .database import get_db
from .limits import allow_creation, created
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
    return render_template("new_table.html", info=GAMES[game], error=None, form={},
                           group=request.args.get("group", "")[:64])


def options_from_form(game: str, form: Any, prefix: str = "",
                      skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The game's options as the form sent them (a checkbox left out is off); ``prefix``:
    the fields' names start with it (an event's tables, on the new-event form)."""
    info = GAMES[game]
    options: dict[str, Any] = {}
    for option in info.options:
        if option.name in skip:
            continue
        sent = form.get(prefix + option.name, "")
        if option.kind == "bool":
            options[option.name] = sent == "on"
        elif sent != "":
            options[option.name] = sent
    return options


GENDER_MARK = re.compile(r"^(.*?)\s*(?:\((f|m)\)|(♀)|(♂))\s*$", re.IGNORECASE)
"""A name line's optional grammatical gender: "Маша (f)", "Boris (m)", "Ann ♀" (README, "In
your language"): a line with no mark is a player who gave none."""


def player_line(line: str) -> dict[str, str]:
    """One line of the new-table form's players: a name, and the gender its mark gives."""
    found = GENDER_MARK.match(line.strip())
    if found is None or not found.group(1):
        return {"name": line.strip()}
    gender = (found.group(2) or "").lower() or ("f" if found.group(3) else "m")
    return {"name": found.group(1), "gender": gender}


@bp.post("/new/<game>")
def create(game: str) -> Any:
    if game not in GAMES:
        abort(404)
    from .groups.joining import for_table, form_choices
    names_text = request.form.get("players", "")[:MAX_PLAYERS_TEXT]
    players = [player_line(line) for line in names_text.splitlines() if line.strip()]
    group = request.form.get("group", "")[:64]
    try:
        allow_creation()
        setup = read_setup(game, players, options_from_form(game, request.form))
        # started for a group: its players are the group's members (the same transaction)
        joins = for_table(get_db(), group, [p.name for p in setup.players],
                          form_choices(request.form))
        record = store.import_table(get_db(), setup, [], then=joins)
    except RefereeError as error:
        return render_region("new_table.html", "form", status=422, info=GAMES[game],
                             error=error, form=request.form, group=group,
                             choices=getattr(error, "choices", None))
    created()
    url = url_for("tables.table", key=record.edit_key)
    if request.htmx:
        # htmx goes there as a boosted link does (the whole page into the body, no reload): the
        # new page's heading then takes the focus (static/kibitzer.js), where a full reload
        # would leave it on <body>
        response = make_response("", 200)
        response.headers["HX-Location"] = json.dumps(
            {"path": url, "target": "body", "headers": {"HX-Boosted": "true"}})
        return response
    return redirect(url, code=303)
