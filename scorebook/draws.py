"""A table started from a draw keeps the draw in its book: the ``drawn`` action.

The draw itself happens on its own page (:mod:`views.draws`, stored by
:mod:`scorebook.draw_store`) before the table exists. When the host starts a table from it, the
table's first action is ``drawn``, carrying everything anyone needs to check it: the kind
(``draw_kind``), the players in drawing order, the revealed seed, the commitment published
before the draw, and which draw of its session it was (a retry is draw 2, never a silent
replacement). Applying it recomputes the draw from the seed
(:func:`referee.draws.check_seed`), so the book cannot carry a result the seed does not give;
the history line and the scoreboard show the teams, the seats, the cards and the first dealer.
"""

from __future__ import annotations

from typing import Any

from referee import draws as rules
from referee.errors import RefereeError

from .events import EventError
from .kinds import Kind, register
from .state import State


def apply_drawn(state: State, payload: dict[str, Any]) -> str:
    kind = payload.get("draw_kind")
    try:
        ok, message, result = rules.check_seed(kind if isinstance(kind, str) else "",
                                               payload.get("players"), payload.get("seed"),
                                               payload.get("commitment"))
    except RefereeError as error:
        raise EventError(error.message, "draw_kind" if error.field == "kind"
                         else error.field) from None
    if not ok or result is None:
        raise EventError(message, "seed")
    at_table = sorted(p.name.casefold() for p in state.players)
    if at_table != sorted(n.casefold() for n in result.players):
        raise EventError("the draw's players are not this table's players", "players")
    number = payload.get("number", 1)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise EventError("number is which draw of the session this was, from 1", "number")
    label = rules.LABELS[result.kind].split(":")[0]
    state.last_ruling = {"draw": result.to_dict(), "number": number,
                         "commitment": payload.get("commitment"), "seed": payload.get("seed"),
                         "explanation": f"Draw {number} of its session ({label}). "
                                        f"{result.explanation}"}
    state.table_facts["drawn"] = state.last_ruling
    return f"Draw {number} ({label}): {result.explanation}"


def drawn(state: State) -> dict[str, Any] | None:
    """The draw this table was started from (the latest live ``drawn`` action), if any."""
    return state.table_facts.get("drawn")


register(Kind("drawn", "Partners and seats drawn", apply_drawn, schema={
    "type": "object", "required": ["draw_kind", "players", "seed", "commitment"],
    "properties": {
        "draw_kind": {"type": "string", "enum": list(rules.KINDS)},
        "players": {"type": "array", "description": "the names in drawing order (for "
                    "`agreement`, the teams, each a list of names)"},
        "seed": {"type": "string"}, "commitment": {"type": "string"},
        "number": {"type": "integer", "minimum": 1,
                   "description": "which draw of its session (2 after one retry)"},
        "draw_key": {"type": "string", "description": "the draw page's key"}}},
    doc="Record the draw this table was seated by. The draw is recomputed from the revealed "
        "`seed` (which must match `commitment`), so only the result the seed gives is kept."))
