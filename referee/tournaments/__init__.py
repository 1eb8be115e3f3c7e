"""Club night: the rules of events of many tables (pure standard library).

- :mod:`.event`: the organiser's set-up, checked (formats, scoring, options, entrants).
- :mod:`.scales`: victory-point scales as data.
- :mod:`.field`: the movement as rows (round, table, one side, the other) and the results.
- :mod:`.pairing`, :mod:`.knockout`: how each round's rows are drawn or worked out.
- :mod:`.standings`: totals, ranks and tie-breaks.
- :mod:`.rounds`: the next round (random source given), and checking a published one.
"""

from .event import Entrant, Spec, check_result, read_entrants, read_event
from .field import Field, Match, Round
from .rounds import DRAW_RULES, next_round, verify_round

__all__ = ["DRAW_RULES", "Entrant", "Field", "Match", "Round", "Spec", "check_result",
           "next_round", "read_entrants", "read_event", "verify_round"]
