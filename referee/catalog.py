"""The pieces every game's declaration is made of: how a table keeps its book, table options.

Each game declares itself in its own module (``referee.bura.GAME``, see :mod:`referee.game`);
:mod:`referee.games` lists the fifteen.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .errors import InvalidInputError
from .numbers import LARGEST, read_whole
from .words import N_, Verbatim, said, say


class Scoring(Enum):
    """How a table of this game keeps its book."""

    TOKENS = "tokens"
    """Chips in front of each player and a pot in the middle (Bura, Toepen)."""
    POINTS = "points"
    """A score pad; the first to reach the target wins (Chicago to 52, Belote to 1000)."""
    PENALTY = "penalty"
    """Penalty points; a player reaching the target drops out, the last one left wins (Kozel)."""
    TALLY = "tally"
    """A tally of games or hands won (Aggravation, Tute, One-Eyed Jack)."""
    HANDS = "hands"
    """A fixed number of hands, highest score wins (Back Alley's 26)."""



@dataclass(frozen=True)
class Option:
    """A table option: a named choice where real tables differ, with its default. Its
    ``label`` and ``help`` are said in the reader's language (a plain text given is a template,
    marked with ``N_`` where it is written)."""

    name: str
    label: str
    default: Any
    kind: str = "int"
    """``int``, ``bool`` or ``choice``."""
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    choice_words: tuple[str, ...] = ()
    """How the new-table form names each choice (templates marked with ``N_``), in the order of
    ``choices``; without them a choice shows as its value."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "label", said(self.label))
        if self.help:
            object.__setattr__(self, "help", said(self.help))
        object.__setattr__(self, "choice_words", tuple(said(w) for w in self.choice_words))

    def choice_word(self, choice: Any) -> Any:
        """A choice in the reader's words ("for money"), or its value when it has none."""
        for value, words in zip(self.choices, self.choice_words):
            if value == choice:
                return words
        return choice

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "label": self.label, "default": self.default,
                               "kind": self.kind}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.help:
            out["help"] = self.help
        return out

    def schema(self) -> dict[str, Any]:
        """The option's values as the API reads them (:meth:`read`: the canonical ones)."""
        if self.kind == "bool":
            return {"type": "boolean"}
        if self.kind == "choice":
            return {"enum": list(self.choices)}
        piece: dict[str, Any] = {"type": "integer"}
        if self.minimum is not None:
            piece["minimum"] = self.minimum
        if self.maximum is not None:
            piece["maximum"] = self.maximum
        return piece

    def read(self, value: Any) -> Any:
        """Check one value given for this option; raise naming the option when it is wrong."""
        field_name = f"options.{self.name}"
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("1", "true", "on", "yes"):
                return True
            if isinstance(value, str) and value.lower() in ("0", "false", "off", "no", ""):
                return False
            raise InvalidInputError(say("{label} must be yes or no", label=self.label),
                                    field_name)
        if self.kind == "choice":
            for choice in self.choices:
                if value == choice or str(value) == str(choice):
                    return choice
            shown = ", ".join(str(c) for c in self.choices)
            raise InvalidInputError(say("{label} must be one of {choices}", label=self.label,
                                        choices=Verbatim(shown)), field_name)
        number = read_int(value, self.label, field_name)
        if self.minimum is not None and number < self.minimum:
            raise InvalidInputError(say("{label} must be at least {minimum}", label=self.label,
                                        minimum=self.minimum), field_name)
        if self.maximum is not None and number > self.maximum:
            raise InvalidInputError(say("{label} must be at most {maximum}", label=self.label,
                                        maximum=self.maximum), field_name)
        return number


def read_int(value: Any, label: str, field_name: str) -> int:
    """A whole number from JSON or a form field, or a clear error (:mod:`referee.numbers`);
    ``label`` is a :class:`Message` or a template marked with ``N_`` where it is written."""
    if type(value) is int and -LARGEST <= value <= LARGEST:
        return value  # JSON's own whole number, as most are: nothing more to check
    return read_whole(value, label, field_name)


def tokens_option(default: int = 20) -> Option:
    return Option("tokens", N_("Tokens each"), default, minimum=1, maximum=100000)


def ante_option(default: int = 1) -> Option:
    return Option("ante", N_("Ante"), default, minimum=0, maximum=10000)


SIT_OUT, BUY_IN_FIRST = "sit_out", "buy_in_first"


def broke_option() -> Option:
    """What a player with no tokens does when everyone antes. The texts say only that everyone
    stakes (002 line 20), so the default is that a player who cannot is not dealt in and sits
    the hand out, named at the ante; tables that keep everyone playing have them buy in
    first, and refuse the ante until they do."""
    return Option("broke", N_("A player with no tokens"), SIT_OUT, "choice",
                  (SIT_OUT, BUY_IN_FIRST),
                  choice_words=(N_("sits the hand out (named at the ante)"),
                                N_("buys in before the ante")))


def target_option(default: int, label: str = N_("Target score")) -> Option:
    return Option("target", label, default, minimum=1, maximum=100000)


def faces_option() -> Option:
    """What the cards look like, for a game played with the Spanish pack (Mus, Tute, Truc):
    the pack itself by default, or the English cards many tables use instead."""
    return Option("faces", N_("The cards"), "spanish", "choice", ("spanish", "french"),
                  choice_words=(N_("the Spanish pack: oros, copas, espadas, bastos"),
                                N_("English cards: ♠ ♥ ♦ ♣")))
