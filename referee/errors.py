"""Errors the referee raises, by kind, each with a message a player can read.

Every error carries ``field``: the part of the request it is about (``plays[1]``, ``captured``),
so the API can answer ``422 {"error": ..., "field": ...}`` and a form can show it in place.
"""

from __future__ import annotations


class RefereeError(ValueError):
    """Bad input to the referee: nothing was ruled and nothing changed."""

    def __init__(self, message: str, field: str | None = None, token: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.token = token

    def to_dict(self) -> dict[str, str | None]:
        return {"error": self.message, "field": self.field}


class CardSyntaxError(RefereeError):
    """A token that is not a card at all (``XX``, ``11H``)."""


class CardNotInPackError(RefereeError):
    """A real card that the game's pack does not hold (``5H`` in Bura)."""


class DuplicateCardError(RefereeError):
    """A card given more often than the pack holds it."""


class InvalidInputError(RefereeError):
    """Any other input that cannot be ruled on: a missing field, a negative ante, a bad seat."""


class IllegalPlayError(RefereeError):
    """A move the rules forbid (robbing without the ace of trumps): the input is well formed,
    and the answer to "may I?" is no, for the reason given."""


class UnsupportedError(RefereeError):
    """The game has no such question (Tute has no showdown, Nuts has no tricks)."""
