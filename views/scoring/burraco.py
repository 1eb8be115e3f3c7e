"""Burraco: per team, its melds (one a line), the cards left in its hands and whether it took
its pozzetto; and who closed.

The pozzetto boxes start ticked on a fresh form (most hands end with both taken); the hidden
``burraco`` field tells a submitted form, whose unticked box means "not taken", from a fresh
one.
"""

from __future__ import annotations

from typing import Any

from referee.cards import split_cards
from referee.game import Game

from . import Form, reader, side

TEAMS = 2


def melds(form: Form, name: str) -> list[list[str]]:
    """One meld a line of the text area ``name``."""
    return [split_cards(line) for line in form.get(name, "").splitlines() if line.strip()]


@reader("burraco")
def burraco(form: Form, seats: int, game: Game) -> dict[str, Any]:
    return {"melds": [melds(form, f"melds_{t}") for t in range(TEAMS)],
            "hands": [split_cards(form.get(f"hands_{t}", "")) for t in range(TEAMS)],
            "pozzetto": [form.get(f"pozzetto_{t}") == "on" for t in range(TEAMS)],
            "closed": side(form, "closed")}
