"""Tute: trump, one team's baza (the other team took the rest of the 40 cards), last trick,
declarations (``KH QH; KS QS``, in the order made) and a tute.

A tute ends the hand at once, so with a tute and no cards entered the bazas are left out (they
are optional then), and so is an unchosen last trick.
"""

from __future__ import annotations

from typing import Any
from referee.game import Game


from . import Form, cards, reader, side
from .belote import TEAMS, groups, sides_given, team_piles


@reader("tute")
def tute(form: Form, seats: int, game: Game) -> dict[str, Any]:
    tute_seat = side(form, "tute")
    body: dict[str, Any] = {
        "trump": form.get("trump") or None,
        "declarations": [groups(form, f"declarations_{t}") for t in range(TEAMS)],
        "tute": tute_seat}
    if tute_seat is None or cards(form, "won"):
        body["won"] = team_piles(form, "won", game.pack_for())
    return sides_given(body, form, "last_trick")
