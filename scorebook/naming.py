"""The referee's positions in the table's names, for what a ruling shows at a table.

A calculator's rulings are message templates (:mod:`referee.words`) whose players and
partnerships are parameters (``Seat(2)``, ``Side(0)``): asked without names they say "player 2"
and "team 0"; at a table they are given the table's names, partnerships as "Ann & Carl", with
the verb after a partnership made plural ("Ann & Carl score"), in each reader's language.
"""

from __future__ import annotations

from typing import Any

from referee.words import Message, Names

from .state import State


def table_names(state: State) -> Names:
    """How this table calls its players and its sides, for a ruling's message templates."""
    names = tuple(p.name for p in state.players)
    if not state.uses_teams:
        return Names(names, names)
    return Names(names, tuple(" & ".join(names[s] for s in side) for side in state.sides))


def named(state: State, text: str) -> str:
    """A ruling's words with the table's names in them (a plain text, which names no
    position, as it is)."""
    if isinstance(text, Message):
        return text.with_names(table_names(state))
    return text


def named_ruling(state: State, ruling: dict[str, Any]) -> dict[str, Any]:
    """A calculator's answer with every text in it (its explanation, its breakdown, the lines
    of its rounds and rows) in the table's names; numbers and cards are left as they are."""
    return _named_all(state, ruling)


def _named_all(state: State, value: Any) -> Any:
    if isinstance(value, (str, Message)):
        return named(state, value)
    if isinstance(value, dict):
        return {k: v if k == "field" else _named_all(state, v) for k, v in value.items()}
    if isinstance(value, list):
        return [_named_all(state, v) for v in value]
    return value
