"""Burraco: per team, its melds (one a line), the cards left in its hands and whether it took
its pozzetto; and who closed.

The pozzetto boxes start ticked on a fresh form (most hands end with both taken); the hidden
``burraco`` field tells a submitted form, whose unticked box means "not taken", from a fresh
one.
"""

from __future__ import annotations

from typing import Any

from referee.game import Game

from ..cards import typed
from . import TAPPED, Form, reader, side

TEAMS = 2


MELDS_TAPPED = 6
"""Melds a team taps on the form, a picker each; more are typed, one a line."""
TAPPED["melds"] = MELDS_TAPPED


def melds(form: Form, team: int) -> list[list[str]]:
    """A team's melds: each one tapped, then one a line of the text area."""
    tapped = [form.getlist(f"meld_{team}_{k}") for k in range(MELDS_TAPPED)]
    return [meld for meld in tapped if meld] + [
        typed(line) for line in form.get(f"melds_{team}", "").splitlines() if line.strip()]


@reader("burraco")
def burraco(form: Form, seats: int, game: Game) -> dict[str, Any]:
    return {"melds": [melds(form, t) for t in range(TEAMS)],
            "hands": [form.getlist(f"hand_{t}") + typed(form.get(f"hands_{t}", ""))
                      for t in range(TEAMS)],
            "pozzetto": [form.get(f"pozzetto_{t}") == "on" for t in range(TEAMS)],
            "closed": side(form, "closed")}
