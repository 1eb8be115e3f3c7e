"""Mus: the four hands in turn order from the mano, and how each round's betting ended
(passed, seen for a stake, folded by a side for a stake, or an órdago seen)."""

from __future__ import annotations

from typing import Any

from referee.mus import BET_ROUNDS, PLAYERS
from referee.game import Game

from . import Form, cards, reader


def bet(form: Form, round_name: str) -> dict[str, Any] | None:
    """One round's outcome as the referee takes it; None when all four passed."""
    outcome = form.get(f"bet_{round_name}", "passed") or "passed"
    # a stake tapped (1 … 10), or another typed beside them, which wins
    stake = (form.get(f"stake_{round_name}_more", "").strip()
             or form.get(f"stake_{round_name}", "").strip())
    if outcome == "passed":
        return None
    if outcome == "seen":
        return {"outcome": "seen", "stake": stake or None}
    if outcome in ("folded_0", "folded_1"):
        return {"outcome": "folded", "folded_by": int(outcome[-1]), "stake": stake or "1"}
    return {"outcome": outcome[:20]}


@reader("mus")
def mus(form: Form, seats: int, game: Game) -> dict[str, Any]:
    bets = {r: bet(form, r) for r in BET_ROUNDS}
    return {"hands": [cards(form, f"hand_{i}") for i in range(PLAYERS)],
            "bets": {r: b for r, b in bets.items() if b is not None}}
