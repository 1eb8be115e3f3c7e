"""Replaying a list of moves through a game's state machine, naming the move that is wrong.

Toepen's knocks, Truc's raises and Mus's betting are small state machines (verify/can/do); a
table can enter a whole sequence of moves, which is replayed here one by one.
"""

from __future__ import annotations

from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Callable, TypeVar

from .errors import InvalidInputError
from .words import Message, Verbatim, said, say

State = TypeVar("State")


def replay_moves(start: State, moves: Any, field: str, what: str, example: str,
                 move: Callable[[State, Mapping[str, Any], str], State]) -> State:
    """Apply ``move(state, raw, where)`` for each move in ``moves`` from ``start``.

    A move that is not an object, or that the machine refuses, is reported as ``move i`` with
    the field ``<field>[i].<its field>``. ``what`` says what the list holds ("knocks, folds and
    stays": a :class:`Message` or a template marked with ``N_``), ``example`` shows one move as
    JSON.
    """
    if not isinstance(moves, list):
        raise InvalidInputError(say("{field} must be a list of {what}", field=Verbatim(field),
                                    what=said(what)), field)
    state = start
    for i, raw in enumerate(moves):
        where = f"{field}[{i}]"
        if not isinstance(raw, Mapping):
            raise InvalidInputError(say("a move is an object like {example}",
                                        example=Verbatim(example)), where)
        try:
            state = move(state, raw, where)
        except InvalidInputError as error:
            raise InvalidInputError(say("move {number}: {problem}", number=i,
                                        problem=_words(error.message)),
                                    f"{where}.{error.field}") from None
    return state


def _words(message: str) -> Message | Verbatim:
    """A refused move's message: a :class:`Message` as it is; a finished text as it was."""
    return message if isinstance(message, Message) else Verbatim(message)
