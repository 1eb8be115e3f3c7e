"""One-Eyed Jack: the squares each player's chips are on (typed ``A1 B2 C3``), the number of
players, and the board's own layout when it is not the common printed one.

The table page knows its players, so only the referee page offers the number (2, 3 or 4). At
four, each player's chips may be typed on their own row: partners' rows are read as one side.
"""

from __future__ import annotations

import re
from typing import Any
from referee.game import Game
from referee.numbers import whole

from ..cards import typed
from . import Form, reader

SQUARE_SEPARATORS = re.compile(r"[\s,;]+")


def squares(text: str) -> list[str]:
    return [s for s in SQUARE_SEPARATORS.split(text.strip()) if s]


@reader("one-eyed-jack")
def one_eyed_jack(form: Form, seats: int, game: Game) -> dict[str, Any]:
    players = form.get("players", "").strip()
    body: dict[str, Any] = {
        "players": number if (number := whole(players)) is not None and 0 < number < 100
        else seats,
        "chips": {str(i): squares(form.get(f"chips_{i}", "")) for i in range(seats)
                  if form.get(f"chips_{i}", "").strip()}}
    layout = form.get("layout", "").strip()
    if layout:  # its cards in the reader's notation too (the corners, FREE, as typed)
        body["layout"] = typed(layout)
    return body
