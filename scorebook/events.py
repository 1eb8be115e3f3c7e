"""A table's record: the table as set up, and the events appended to it.

The event log is the truth. Every change at the table is an :class:`Event`; undo is an event that
voids an earlier one, so the history keeps everything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.errors import InvalidInputError


class EventError(InvalidInputError):
    """An action the table's state refuses (a bet larger than a stack, an unknown seat): one
    of the referee's own family of errors (:mod:`referee.errors`), so every layer catches one
    root, :class:`referee.errors.RefereeError`.

    ``field`` names the part of the action at fault, as the API's 422 answer reports it.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message, field)


class StaleError(EventError):
    """The action was prepared against an older state of the table and no longer fits it."""


@dataclass(frozen=True)
class Player:
    seat: int
    name: str
    team: int | None = None
    gender: str = ""
    """The grammatical gender the player gave for the words about them (``f``, ``m``), or
    ``""``: none, and the words are phrased so that they need none."""

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "team": self.team,
                **({"gender": self.gender} if self.gender else {})}


@dataclass(frozen=True)
class TableSetup:
    """What the host entered: the game, the players in seating order, and the options."""

    game: str
    players: tuple[Player, ...]
    options: dict[str, Any] = field(default_factory=dict)

    def sides(self) -> list[int]:
        """The team numbers at a partnership table."""
        return sorted({p.team for p in self.players if p.team is not None})

    @property
    def team_count(self) -> int:
        teams = {p.team for p in self.players if p.team is not None}
        return len(teams)


@dataclass(frozen=True)
class Event:
    """One action at the table, as stored."""

    seq: int
    kind: str
    payload: dict[str, Any]
    actor: str = ""
    at: str = ""
    idempotency_key: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "payload": self.payload,
                "actor": self.actor, "at": self.at, "idempotency_key": self.idempotency_key}
