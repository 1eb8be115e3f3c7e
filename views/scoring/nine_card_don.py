"""Nine-Card Don: trump and the cards each team took.

Both piles are entered: only 36 of the 52 cards are dealt (nine each), so the other team's
cards cannot be worked out as the rest of the pack.
"""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, cards, reader
from .belote import TEAMS


@reader("nine-card-don")
def nine_card_don(form: Form, seats: int, game: Game) -> dict[str, Any]:
    return {"trump": form.get("trump") or None,
            "won": [cards(form, f"won{t}") for t in range(TEAMS)]}
