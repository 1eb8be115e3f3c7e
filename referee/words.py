"""Rulings in the table's words: message templates with named parameters.

A ruling's explanation is a :class:`Message`: a template such as ``"{side} scores {points}"``
and its parameters, kept apart until it is shown, so that

- the players and partnerships are named as the table knows them (``Ann & Carl``), through
  :class:`Names`, and only fall back to their position ("team 0") where no names are known;
- a later translation translates the template, never a finished English sentence.

A parameter that is a :class:`Seat` or a :class:`Side` is named when the message is rendered;
anything else is shown as it is (cards by their notation, ``QS``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class Seat:
    """A player, by their seat (0 is the first in the order of play)."""

    index: int


@dataclass(frozen=True)
class Side:
    """A partnership (or a player playing alone, in a game of sides), by its number."""

    index: int


@dataclass(frozen=True)
class Names:
    """How one table calls its players and its sides. Empty: positions are used."""

    seats: tuple[str, ...] = ()
    sides: tuple[str, ...] = ()

    @classmethod
    def read(cls, raw: Any) -> "Names":
        """Names from a request (``{"names": ["Ann", "Boris", ...]}``), partners (seats i and
        i + 2 at four) joined with " & " for the sides. Anything else: no names."""
        if not isinstance(raw, list) or not 2 <= len(raw) <= 12 or not all(
                isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in raw):
            return cls()
        seats = tuple(" ".join(n.split()) for n in raw)
        sides = (f"{seats[0]} & {seats[2]}", f"{seats[1]} & {seats[3]}") \
            if len(seats) == 4 else ()
        return cls(seats, sides)

    def seat(self, index: int) -> str:
        return self.seats[index] if 0 <= index < len(self.seats) else f"player {index}"

    def side(self, index: int) -> str:
        return self.sides[index] if 0 <= index < len(self.sides) else f"team {index}"

    def word(self, value: Any) -> str:
        if isinstance(value, Seat):
            return self.seat(value.index)
        if isinstance(value, Side):
            return self.side(value.index)
        return str(value)

    def many(self, value: Any) -> bool:
        """Whether a parameter names more than one person (a partnership), for the verb."""
        return isinstance(value, Side) and " & " in self.side(value.index)


@dataclass(frozen=True)
class Message:
    """A template and its parameters; ``render`` names the seats and sides.

    Templates may choose a verb by whether the first named side is one person or several:
    ``"{side} {wins|win} the hand"``.
    """

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, names: Names = Names()) -> str:
        subject = next((v for v in self.params.values() if isinstance(v, (Seat, Side))), None)
        plural = subject is not None and names.many(subject)
        text = VERB.sub(lambda m: m.group(2) if plural else m.group(1), self.template)
        return text.format(**{k: names.word(v) for k, v in self.params.items()})


VERB = re.compile(r"\{([^{}|]*)\|([^{}|]*)\}")


def say(template: str, **params: Any) -> Message:
    return Message(template, params)


def render_all(messages: list[Message], names: Names = Names()) -> str:
    return " ".join(m.render(names) for m in messages)
