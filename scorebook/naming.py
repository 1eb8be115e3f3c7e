"""The referee's positions in the table's names, for what a ruling shows at a table.

A calculator's rulings are message templates (:mod:`referee.words`) whose players and
partnerships are parameters (``Seat(2)``, ``Side(0)``): asked without names they say "player 2"
and "team 0"; at a table they are given the table's names, partnerships as "Ann & Carl", with
the verb after a partnership made plural ("Ann & Carl score"), in each reader's language.
"""

from __future__ import annotations

from typing import Any

from referee.words import Message, Names, hands_at_seats

from .state import State


def table_names(state: State, leader: int | None = None) -> Names:
    """How this table calls its players and its sides, for a ruling's message templates.

    A trick's plays are numbered from the lead: given ``leader`` (the seat that led), play
    ``i`` is the player at seat ``leader + i``, and side ``k`` (plays ``k``, ``k + 2`` …) is
    that player's side."""
    names = tuple(p.name for p in state.players)
    genders = tuple(p.gender for p in state.players)
    alone = tuple((s,) for s in range(len(names)))
    if leader is None:
        if not state.uses_teams:
            return Names(names, names, genders, alone)
        return Names(names, tuple(" & ".join(names[s] for s in side) for side in state.sides),
                     genders, tuple(state.sides))
    count = len(names)
    order = [(leader + i) % count for i in range(count)] if count else []
    in_order = tuple(names[s] for s in order)
    genders_in_order = tuple(genders[s] for s in order)
    if not state.uses_teams:
        return Names(in_order, in_order, genders_in_order, alone)
    place = {seat: k for k, seat in enumerate(order)}  # a seat's place in playing order
    side_of = {seat: side for side in state.sides for seat in side}
    sides = [side_of[order[k]] for k in range(len(state.sides))]
    return Names(in_order, tuple(" & ".join(names[s] for s in side) for side in sides),
                 genders_in_order, tuple(tuple(place[s] for s in side) for side in sides))


def named(state: State, text: str) -> str:
    """A ruling's words with the table's names in them (a plain text, which names no
    position, as it is)."""
    if isinstance(text, Message):
        return text.with_names(table_names(state))
    return text


def named_ruling(state: State, ruling: dict[str, Any],
                 leader: int | None = None) -> dict[str, Any]:
    """A calculator's answer with every text in it (its explanation, its breakdown, the lines
    of its rounds and rows) in the table's names; numbers and cards are left as they are.
    A trick's answer counts its plays from ``leader``'s."""
    return with_names(ruling, table_names(state, leader))


def with_names(value: Any, names: Names) -> Any:
    """Every message in an answer naming its players and sides by ``names``."""
    if isinstance(value, Message):
        return value.with_names(names)
    if isinstance(value, dict):
        return {k: v if k == "field" else with_names(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [with_names(v, names) for v in value]
    return value


def named_showdown(state: State, ruling: dict[str, Any], first: int) -> dict[str, Any]:
    """A showdown's answer in the table's names, its hands in turn order from the seat
    ``first`` (seat order when 0): a player (``Seat``) and a hand (``Hand``) at index ``i`` are
    the table's player at seat ``first + i``, a side the side of that player."""
    names = table_names(state, first)
    return _each_message(ruling, lambda message: hands_at_seats(
        message, 0, len(names.seats) or 1).with_names(names))


def _each_message(value: Any, change: Any) -> Any:
    if isinstance(value, Message):
        return change(value)
    if isinstance(value, dict):
        return {k: v if k == "field" else _each_message(v, change) for k, v in value.items()}
    if isinstance(value, list):
        return [_each_message(v, change) for v in value]
    return value
