"""Errors the referee raises, by kind, each with a message a player can read.

Every error carries ``field``: the part of the request it is about (``plays[1]``, ``captured``),
so the API can answer ``422 {"error": ..., "field": ...}`` and a form can show it in place.
"""

from __future__ import annotations


class RefereeError(ValueError):
    """Bad input to the referee: nothing was ruled and nothing changed. ``code`` names the
    kind of error the same in every language (the message is in the reader's)."""

    code = "invalid"

    def __init__(self, message: str, field: str | None = None, token: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.token = token

    def to_dict(self) -> dict[str, str | None]:
        return {"error": self.message, "code": self.code, "field": self.field}


class CardSyntaxError(RefereeError):
    """A token that is not a card at all (``XX``, ``11H``)."""

    code = "card_syntax"


class CardNotInPackError(RefereeError):
    """A real card that the game's pack does not hold (``5H`` in Bura)."""

    code = "card_not_in_pack"


class DuplicateCardError(RefereeError):
    """A card given more often than the pack holds it."""

    code = "duplicate_card"


class InvalidInputError(RefereeError):
    """Any other input that cannot be ruled on: a missing field, a negative ante, a bad seat."""

    code = "invalid"


class IllegalPlayError(RefereeError):
    """A move the rules forbid (robbing without the ace of trumps): the input is well formed,
    and the answer to "may I?" is no, for the reason given."""

    code = "illegal"


class UnsupportedError(RefereeError):
    """The game has no such question (Tute has no showdown, Nuts has no tricks)."""

    code = "unsupported"
