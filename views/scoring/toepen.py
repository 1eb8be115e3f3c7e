"""Toepen: the chips before the hand (the table knows them), the hand's value, who folded and
what they paid, who took the last trick, and a challenged discard."""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, filled, number, per_seat, reader, tapped_and_typed


@reader("toepen")
def toepen(form: Form, seats: int, game: Game) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if any(name.startswith("chips_") for name in form.keys()):
        seats = filled(form, ("chips",), seats)
        body["chips"] = per_seat(form, "chips", seats)
    body["value"] = number(form, "value", "1")
    folded = {str(i): form.get(f"folded_{i}", "").strip() for i in range(seats)}
    folded = {seat: paid for seat, paid in folded.items() if paid not in ("", "0")}
    if folded:
        body["folded"] = folded
    if form.get("winner", "") != "":
        body["winner"] = form.get("winner")
    cards = tapped_and_typed(form, "challenge_cards")
    if cards:
        body["challenges"] = [{"discarder": form.get("discarder", ""),
                               "challenger": form.get("challenger", ""), "cards": cards}]
    return body
