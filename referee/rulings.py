"""What the referee answers: trick rulings, card counts and showdowns, as small value types.

Each has ``to_dict()`` giving the JSON shape of DESIGN.md, with cards in canonical text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from .cards import Card, Shown, ShownCount, Suit
from .frozen import quick_init
from .words import Message, Verbatim, say


@dataclass(frozen=True)
class Violation:
    """A play that broke a rule: which play (index into the trick), which card, which rule."""

    play: int
    card: str
    rule: str
    """A short rule id, such as ``must-follow`` or ``must-overtrump``."""
    message: str
    """The rule in plain words, with the evidence: "must follow suit: held 8D when 7D was led"."""

    def to_dict(self) -> dict[str, Any]:
        return {"play": self.play, "card": self.card, "rule": self.rule, "message": self.message}


@dataclass(frozen=True)
class TrickRuling:
    """Who won a trick, with which cards, for how many points, and which plays broke rules."""

    winner: int | None
    """Index into the plays (0 led); None only for a drawn trick (Truc)."""
    winning_cards: tuple[Card, ...]
    points: int
    violations: tuple[Violation, ...]
    explanation: str

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner,
                "winning_cards": [str(c) for c in self.winning_cards],
                "points": self.points,
                "violations": [v.to_dict() for v in self.violations],
                "explanation": self.explanation}


@dataclass(frozen=True)
class Trick:
    """A trick as entered: trump, the plays in order (index 0 led), and optionally the hands.

    ``hands[i]`` are the cards player ``i`` held just before the trick, when given, so legality
    can be judged; one hand may be None when that player's cards are not known. In four-player
    partnership games plays ``i`` and ``i + 2`` are partners.
    """

    trump: Suit | None
    plays: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...] | None, ...] | None = None
    options: dict[str, Any] = field(default_factory=dict)
    context: dict[str, Any] = field(default_factory=dict)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Single-card games: the card of each play."""
        return tuple(p[0] for p in self.plays)


@quick_init  # one a card counted
@dataclass(frozen=True)
class CountLine:
    card: Card
    points: int
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": str(self.card), "points": self.points}
        if self.note:
            out["note"] = self.note
        return out


@quick_init
@dataclass(frozen=True)
class Count:
    """Card points with the count card by card, as a player checks it."""

    points: int
    breakdown: tuple[CountLine, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"points": self.points, "breakdown": [line.to_dict() for line in self.breakdown]}

    @property
    def terms_text(self) -> ShownCount:
        """"AS 11 + 10S 10 + KH 4" ("—" when there are none), in the table's faces on a page."""
        return ShownCount((line.card, line.points) for line in self.breakdown)

    @property
    def sum_text(self) -> str:
        """"AS 11 + 10S 10 + KH 4 = 25", in English ("no cards = 0"): see :attr:`sum_words`."""
        return str(self.sum_words)

    @property
    def sum_words(self) -> Message | Verbatim:
        """"AS 11 + 10S 10 + KH 4 = 25" (notation, the same in every language), or "no cards =
        0" in the reader's language: give it to a template as it is."""
        if not self.breakdown:
            return say("no cards = {points}", points=0)
        return ShownCount(((line.card, line.points) for line in self.breakdown), self.points)


def count_cards(cards: Iterable[Card], value: Callable[[Card], int],
                note: Callable[[Card], str] | None = None) -> Count:
    """The one counting function: every game that counts card points passes its value rule."""
    lines = tuple(CountLine(c, value(c), note(c) if note else "") for c in cards)
    return Count(sum(line.points for line in lines), lines)


@dataclass(frozen=True)
class Showdown:
    """Whose hand is best, each hand described, and what the best hand scores."""

    winner: int | None
    hands: tuple[dict[str, Any], ...]
    points: int
    explanation: str

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "hands": list(self.hands), "points": self.points,
                "explanation": self.explanation}


def cards_text(cards: Sequence[Card]) -> Shown:
    """Cards inside a message: canonical, or the table's faces on a page."""
    return Shown(cards)


@quick_init  # one an answer
@dataclass(frozen=True)
class Award:
    """What a hand adds to the book: points per team or per seat (at a token table, the
    tokens each player loses, negative, or takes from the pot)."""

    by: str
    """``team`` or ``seat``."""
    points: tuple[int, ...]


@dataclass(frozen=True)
class HandScore:
    """A scored hand as the table uses it: the award, the lines to show, who deals next, and
    whether the cards were thrown in to be dealt again (a redeal is not one of the hands).
    ``answer`` is the game's whole answer, as the API gives it."""

    award: Award
    breakdown: tuple[Any, ...]
    explanation: str
    next_dealer: int | None
    redeal: bool
    complete: bool
    """False when the answer covers only part of a hand (Chicago's first showdown)."""
    answer: dict[str, Any]
    exact: tuple[int, ...] | None = None
    """The award's figures before the game rounded them, when it did: an answer that rounds
    gives them as ``points`` beside ``rounded``, its award (Belote, 003 line 544)."""

    @classmethod
    def read(cls, answer: dict[str, Any], game_name: str) -> "HandScore":
        """The calculator's answer, checked once; an answer without a usable award is the
        calculator's fault, said plainly."""
        award = answer.get("award") or {}
        points = award.get("points")
        by = award.get("by")
        if by not in ("team", "seat") or not isinstance(points, list) or not all(
                isinstance(p, int) and not isinstance(p, bool) for p in points):
            raise ValueError(say("the {game} calculator gave no award",
                                 game=Verbatim(game_name)))
        dealer = answer.get("next_dealer")
        explanation = answer.get("explanation", "")
        before = answer.get("points")
        exact = tuple(before) if answer.get("rounded") == points and isinstance(
            before, list) and len(before) == len(points) and all(
            isinstance(p, int) and not isinstance(p, bool) for p in before) else None
        return cls(Award(by, tuple(points)), tuple(answer.get("breakdown") or ()),
                   explanation if isinstance(explanation, (str, Message)) else str(explanation),
                   dealer if isinstance(dealer, int) and not isinstance(dealer, bool) else None,
                   answer.get("redeal") is True, answer.get("hand_complete") is not False,
                   answer, exact)
