"""Chicago: each showdown's winner and points (or the hands shown), and the last trick."""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, filled, number, per_seat, reader, tapped_and_typed

MOMENTS = ("first", "second", "end")


def showdown(form: Form, moment: str, players: int) -> dict[str, Any] | None:
    """A showdown as its hands (when any are typed), its result, or None: nobody scored."""
    hands = [" ".join(tapped_and_typed(form, f"{moment}_hand_{i}")) for i in range(players)]
    if any(hands):
        return {"hands": hands}
    winner = form.get(f"{moment}_winner", "")
    if winner == "":
        return None
    return {"winner": winner, "points": number(form, f"{moment}_points")}


@reader("chicago")
def chicago(form: Form, seats: int, game: Game) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if any(name.startswith("score_") for name in form.keys()):
        seats = filled(form, ("score",), seats)
        body["scores"] = per_seat(form, "score", seats)
    last = form.get("last_trick", "")
    moments = MOMENTS if last != "" else MOMENTS[:2]
    showdowns = [showdown(form, m, seats) for m in moments]
    if last == "":
        while showdowns and showdowns[-1] is None:
            showdowns.pop()
    else:
        body["last_trick"] = last
    body["showdowns"] = showdowns
    return body
