"""Two scorekeepers on the table page: a keeper's entry for the hand, and what the pages show.

The table page posts a scorekeeper's figures to ``/t/<key>/entry``; the table page and the
scoreboard show both keepers' entries side by side (templates/_scorekeepers.html) until they
agree. ``GET /api/v1/tables/{key}/scorekeepers`` answers the same.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, jsonify, request

from scorebook import scorekeepers, store
from referee.errors import RefereeError
from scorebook.events import StaleError

from .api import fail, no_table
from .database import get_db
from .forms import seen_seq
from .scoring import body_from_form, has_form
from .context import keeper_cookie, load
from .tables import answered

bp = Blueprint("scorekeepers", __name__)


@bp.post("/t/<key>/entry")
def score_entry(key: str) -> Any:
    """A scorekeeper's figures for the hand, from the table page."""
    record, writable = load(key)
    if not writable:
        abort(403)
    db = get_db()
    state = store.state_of(db, record)
    try:
        payload: dict[str, Any] = {"keeper": request.form.get("keeper", "")}
        if request.form.get("calculator") and has_form(state.setup.game):
            # the game's own calculator, as the table page's "Score the hand" reads it
            payload["body"] = body_from_form(state.info, request.form, len(state.players))
        else:
            payload["points"] = [request.form.get(f"entry_t{t}", "")
                                 for t in range(state.setup.team_count)]
        written, applied = store.append(db, key, "score_entry", payload,
                                        idempotency_key=request.form.get("idem") or None,
                                        actor="scorekeeper", seen_seq=seen_seq(request.form))
    except RefereeError as error:
        return answered(record, 409 if isinstance(error, StaleError) else 422, shown={
            "error": error, "form": request.form, "error_kind": "score_entry"})
    keeper = request.form.get("keeper", "")
    response = answered(record, event=written.seq if applied else store.event_of_key(
        db, record, request.form.get("idem") or None), seen={"keeper_seat": keeper})
    # this phone is that keeper's from now on: the page says so and ticks them
    response.set_cookie(keeper_cookie(key), keeper[:2], max_age=7 * 86400,
                        httponly=True, samesite="Strict")
    return response


def this_phones_keeper(state: Any, entered: Any = None) -> dict[str, Any] | None:
    """The keeper this phone entered as (``entered`` just now, else its cookie, for this table
    only), if still one of the keepers."""
    key = str((request.view_args or {}).get("key", ""))
    seat = str(entered) if entered not in (None, "") else request.cookies.get(keeper_cookie(key),
                                                                              "")
    return next((r for r in scorekeepers.entry_rows(state) if str(r["seat"]) == seat), None)



@bp.app_template_global()
def keeper_rows(state: Any) -> list[dict[str, Any]]:
    return scorekeepers.entry_rows(state)


@bp.app_template_global()
def keeper_me(state: Any, entered: Any = None) -> dict[str, Any] | None:
    return this_phones_keeper(state, entered)


@bp.app_template_global()
def keeper_held(state: Any) -> bool:
    return scorekeepers.held(state)


@bp.get("/api/v1/tables/<key>/scorekeepers")
def api_scorekeepers(key: str) -> Any:
    try:
        record, _ = store.find_table(get_db(), key)
    except store.NotFoundError as error:
        return fail(no_table(error), "key", 404)
    state = store.state_of(get_db(), record)
    return jsonify({"keepers": scorekeepers.entry_rows(state),
                    "held": scorekeepers.held(state)})
