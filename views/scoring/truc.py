"""Truc: which side won each trick in order (or drew it), the raises and whether one was
rejected, and, at eleven, whether the side chose to play. The table knows the dealer."""

from __future__ import annotations

from typing import Any
from referee.game import Game
from referee.numbers import whole

from . import Form, number, reader, side

TRICKS = 3


@reader("truc")
def truc(form: Form, seats: int, game: Game) -> dict[str, Any]:
    body: dict[str, Any] = {"cards": number(form, "cards", "3")}
    if form.get("dealer", "") != "":
        body["dealer"] = form.get("dealer")
    if form.get("score_0", "").strip() or form.get("score_1", "").strip():
        body["scores"] = [number(form, "score_0"), number(form, "score_1")]
    tricks: list[int | None] = []
    for i in range(TRICKS):
        won = form.get(f"trick_{i}", "")
        if won == "":
            break
        tricks.append(None if won == "draw" else (
            won[:10] if whole(won) is None else whole(won)))
    body["tricks"] = tricks
    called = form.get("called", "")
    if called:
        body["stakes"] = {"called": called, "rejected_by": side(form, "rejected_by")}
    if form.get("eleven"):
        body["eleven"] = form.get("eleven")
    return body
