"""Twenty-Five: who won each trick, in order (the table knows the players, scores and dealer)."""

from __future__ import annotations

from typing import Any
from referee.game import Game
from referee.numbers import whole

from . import Form, number, reader

TRICKS = 5


@reader("twenty-five")
def twenty_five(form: Form, seats: int, game: Game) -> dict[str, Any]:
    tricks: list[str] = []
    for i in range(TRICKS):
        won = form.get(f"trick_{i}", "")
        if won == "":
            break
        tricks.append(won[:10])
    body: dict[str, Any] = {"tricks": tricks}
    if form.get("players", "") != "":
        body["players"] = form.get("players")
        players = whole(body["players"]) or 0
        if any(form.get(f"score_{i}", "").strip() for i in range(min(players, seats))):
            body["scores"] = [number(form, f"score_{i}") for i in range(min(players, seats))]
    return body
