"""What the referee saw that a group remembers across nights: a game's notable moments.

A table's history keeps every action and the ruling that settled it. Most lines are the
evening's business (an ante, a deal); a few are what regulars talk about the next Friday: a
claim of 31 that was true or false, the shokha taken, a capot, an órdago won. Which lines
those are is the game's to say, like everything else about it: a game declares one function
(``Game.moments``) that reads one history line, the action's kind, its payload and the ruling
the table kept with it, and answers the moments it holds. Nothing outside ``referee/`` decides
what is notable (the group's pages count what this answers: ``scorebook.groups``).

A moment names whom it belongs to by the table's positions: a ``seat`` (the claimer), or a
``side`` (the table's sides: a partnership at a partnership table, else a player).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .words import said


@dataclass(frozen=True)
class Moment:
    """One notable moment at a table."""

    key: str
    """What kind of moment, the same in every language: ``true_claim``, ``capot`` …"""
    words: str
    """What it is called on a member's page ("True claim of 31"), said in the reader's
    language (a template marked with ``N_`` where the game declares it)."""
    seat: int | None = None
    """The player it belongs to, when it is one player's."""
    side: int | None = None
    """The side it belongs to (a partnership, or a player at a table where everyone plays
    alone), when it is a side's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", said(self.words))


Moments = Callable[[str, Mapping[str, Any], Mapping[str, Any] | None], tuple[Moment, ...]]
"""A game's reading of one history line: ``(kind, payload, detail)`` → its moments (the
``detail`` is the ruling the table kept with the line, None when it kept none)."""


def no_moments(kind: str, payload: Mapping[str, Any],
               detail: Mapping[str, Any] | None) -> tuple[Moment, ...]:
    """A game that declares none."""
    return ()


def whole(value: Any) -> int | None:
    """A position as a ruling keeps it (a whole number, never a bool), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None
