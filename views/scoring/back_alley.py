"""Back Alley: which hand of the 26, and each seat's bid and tricks taken.

The bids are the referee's words (``pass``, 1–12, ``board`` … ``quadruple board``); the table
page fills in the hand number from the hands scored so far, and the dealer from the table.
"""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, per_seat, reader

SEATS = 4


@reader("back-alley")
def back_alley(form: Form, seats: int, game: Game) -> dict[str, Any]:
    # at a table the hand number is the table's (the form shows it, never asks it)
    return {"hand": form.get("hand", "").strip() or None,
            "bids": [form.get(f"bid_{i}", "").strip() for i in range(SEATS)],
            "tricks": per_seat(form, "tricks", SEATS)}
