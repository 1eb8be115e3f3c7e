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


def declared(form: Form, team: int) -> list[list[str]]:
    """A team's declarations: typed ones in the order made, then each suit tapped (its king
    and queen), trumps first: las cuarenta can only come before the veintes (003 Tute)."""
    typed = groups(form, f"declarations_{team}")
    trump = form.get("trump", "")
    tapped = sorted(dict.fromkeys(s for s in form.getlist(f"declared_{team}")
                                  if s in ("S", "H", "D", "C")), key=lambda s: s != trump)
    return typed + [[f"K{s}", f"Q{s}"] for s in tapped]


@reader("tute")
def tute(form: Form, seats: int, game: Game) -> dict[str, Any]:
    tute_seat = side(form, "tute")
    body: dict[str, Any] = {
        "trump": form.get("trump") or None,
        "declarations": [declared(form, t) for t in range(TEAMS)],
        "tute": tute_seat}
    if tute_seat is None or cards(form, "won"):
        body["won"] = team_piles(form, "won", game.pack_for())
    return sides_given(body, form, "last_trick")
