"""Kozel: each side's captured cards or card points (and tricks, where a side has none), the
penalty totals so far; for money, the pot and a bura or four aces shown."""

from __future__ import annotations

from typing import Any
from referee.game import Game

from . import Form, filled, number, reader, side, tapped_and_typed


@reader("kozel")
def kozel(form: Form, seats: int, game: Game) -> dict[str, Any]:
    given = side(form, "sides")
    sides = given if given else filled(form, ("cards", "points", "tricks"), seats)
    # (a side whose cards were only tapped counts as filled too)
    sides = max([sides] + [i + 1 for i in range(seats) if form.getlist(f"cards_{i}_tap")])
    won: list[Any] = []
    for i in range(sides):
        cards = tapped_and_typed(form, f"cards_{i}")
        points = form.get(f"points_{i}", "").strip()
        won.append(cards if cards else (points if points else None))
    body: dict[str, Any] = {"won": won}
    tricks = [form.get(f"tricks_{i}", "").strip() or None for i in range(sides)]
    if any(t is not None for t in tricks):
        body["tricks"] = tricks
    if any(f"penalty_{i}" in form for i in range(sides)):
        body["penalties"] = [number(form, f"penalty_{i}") for i in range(sides)]
    if form.get("pot", "").strip():
        body["pot"] = number(form, "pot")
    if form.get("trump"):
        body["trump"] = form.get("trump")
    shown = tapped_and_typed(form, "special_cards")
    if shown:
        body["special"] = {"player": side(form, "special_player"), "cards": shown}
    return body
