"""What a table's pages and parts are rendered from: the table by its link, and its context
(the state, its game, its event, the forms' keys, the newest history). The table page, the
scoreboard, the scorekeepers' forms and the parts streamed to every screen take it from here,
and this module imports none of them.
"""

from __future__ import annotations

from typing import Any

from flask import abort, request, url_for

from referee.cards import Suit
from referee.games import GAMES
from scorebook import store
from scorebook.events import EventError
from scorebook.kinds import KINDS, team_name
from scorebook.replay import status
from scorebook.state import State

from .cards import use_faces
from .club.at_table import event_of
from .database import get_db
from .forms import new_idempotency_key
from .hosts import base_url
from .scoring import has_form


def keeper_cookie(key: str) -> str:
    """The cookie that says which scorekeeper this phone is, at one table (the table's pages
    and its stream read it; another table's keeper is another cookie)."""
    return f"keeper-{key[:10]}"


def load(key: str) -> tuple[store.TableRecord, bool]:
    try:
        return store.find_table(get_db(), key)
    except store.NotFoundError:
        abort(404)


def table_context(record: store.TableRecord, state: State, error: EventError | None = None,
                  form: Any = None) -> dict[str, Any]:
    info = GAMES[record.setup.game]
    use_faces(info, state.options)
    kinds = [k for k in KINDS.values() if k.serves(info.key)]
    pack = info.pack_for(record.setup.options)
    return {
        "record": record, "state": state, "info": info, "outcome": status(state),
        "kinds": {k.name: k for k in kinds}, "pack": pack, "error": error,
        "form": form or {}, "idem": new_idempotency_key(),
        "edit_url": base_url() + url_for("tables.table", key=record.edit_key),
        "scoreboard_url": base_url() + url_for("scoreboard.board", key=record.view_key),
        "ruling": latest_ruling(state),
        "history": recent_history(state, None if request.args.get("all") else HISTORY_SHOWN),
        "history_total": len(state.history),
        "hand_trump": hand_trump(state),
        "suits": list(Suit), "error_kind": None,
        "score_form": has_form(info.key),
        "seat_names": [state.named(p.seat) for p in state.players],
        "pad_all": request.args.get("pad") == "all",
        "team_names": [team_name(state, t) for t in range(state.setup.team_count)],
        "at_event": event_of(record, state, True),
    }


HISTORY_SHOWN = 50


def hand_trump(state: State) -> str | None:
    """The trumps named at the table in this hand (a bura shown, a hand scored), for the
    referee page opened from it; None when none was named since the deal."""
    for line in reversed(state.history):
        if line.voided:
            continue
        if line.kind in ("deal", "rematch"):
            return None
        body = line.payload.get("body")
        trump = line.payload.get("trump") or (body.get("trump") if isinstance(body, dict)
                                              else None)
        if isinstance(trump, str) and trump in ("S", "H", "D", "C"):
            return trump
    return None


def recent_history(state: State, limit: int | None) -> list[Any]:
    """The newest ``limit`` history lines (all when None), newest first."""
    lines = state.history if limit is None else state.history[-limit:]
    return lines[::-1]


def latest_ruling(state: State) -> dict[str, Any] | None:
    for line in reversed(state.history):
        if line.voided or line.kind == "undo":
            continue
        return line.detail
    return None
