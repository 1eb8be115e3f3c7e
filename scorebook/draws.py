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
from referee.words import N_, Message, join, say

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
        raise EventError(say("the draw's players are not this table's players"), "players")
    number = payload.get("number", 1)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise EventError(say("number is which draw of the session this was, from 1"), "number")
    label = draw_name(result.kind)
    state.last_ruling = {"draw": result.to_dict(), "number": number,
                         "commitment": payload.get("commitment"), "seed": payload.get("seed"),
                         "explanation": join(say("Draw {number} of its session ({draw}).",
                                                 number=number, draw=label),
                                             result.explanation)}
    state.table_facts["drawn"] = state.last_ruling
    return say("Draw {number} ({draw}): {explanation}", number=number, draw=label,
               explanation=result.explanation)


DRAW_NAMES = {"red-black": N_("Red and black"), "suits-3x2": N_("Three suits"),
              "suits-2x3": N_("Two suits"), "high-card": N_("High card"),
              "highs-lows": N_("Two highs against two lows"),
              "agreement": N_("Teams by agreement"), "individuals": N_("No teams")}
"""Each kind of draw by its short name (its menu label up to the colon,
:data:`referee.draws.LABELS`)."""


def draw_name(kind: str) -> Message:
    if kind in DRAW_NAMES:
        return say(DRAW_NAMES[kind])
    return join(str(rules.LABELS.get(kind, kind)).split(":")[0])


def drawn(state: State) -> dict[str, Any] | None:
    """The draw this table was started from (the latest live ``drawn`` action), if any."""
    return state.table_facts.get("drawn")


register(Kind("drawn", N_("Partners and seats drawn"), apply_drawn,
              what=N_("partners and seats drawn"), schema={
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
