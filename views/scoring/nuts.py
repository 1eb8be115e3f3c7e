"""Nuts: each player's foundation and reserve counts."""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, filled, per_seat, reader


@reader("nuts")
def nuts(form: Form, seats: int, game: Game) -> dict[str, Any]:
    seats = filled(form, ("foundation", "reserve"), seats)
    return {"foundation": per_seat(form, "foundation", seats),
            "reserve": per_seat(form, "reserve", seats)}
