"""Reading the two sides of a four-player partnership hand: teams, pairs of figures, won piles.

Team 0 is seats 0 and 2, team 1 seats 1 and 3; wherever a side is asked for, a seat 0–3 is read
as its team. Used by the hand calculators of Belote, Tute and Nine-Card Don.
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import Card, Pack, read_cards, Shown
from .errors import InvalidInputError
from .words import Side, Verbatim, said, say, say_n

TEAMS = 2
SEATS = 4
TRICK_SIZE = 4


TEAM_SCHEMA: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": SEATS - 1,
                               "description": "team 0 or 1, or a seat 0–3 read as its team"}
"""A side as :func:`read_team` reads it, for a body's schema."""


def read_team(value: Any, field: str, what: str) -> int:
    """A side given as team 0 or 1, or as a seat 0–3 (seats 0 and 2 are team 0). ``what``
    names it in the error (a :class:`Message` or a template marked with ``N_``)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEATS:
        raise InvalidInputError(say("{what} must be team 0 or 1 (or a seat 0–3: seats 0 and 2 "
                                    "are team 0, seats 1 and 3 team 1)", what=said(what)),
                                field)
    return value % TEAMS


def read_pair(body: Mapping[str, Any], name: str, what: str, default: Any = None) -> list[Any]:
    """A list with one entry for each of the two teams; ``what`` says what each entry is (a
    :class:`Message` or a template marked with ``N_``)."""
    value = body.get(name, default)
    if not isinstance(value, list) or len(value) != TEAMS:
        raise InvalidInputError(say("{field} must give {what} for each of the two teams",
                                    field=Verbatim(name), what=said(what)), name)
    return value


def read_won(body: Mapping[str, Any], pack: Pack, what: str, whole: bool = True,
             default: Any = None) -> list[list[Card]]:
    """Both sides' won cards: in tricks of four, each card once, and (``whole``) the whole pack
    between them."""
    raw = read_pair(body, "won", what, default)
    won = [read_cards(pack, cards, f"won[{t}]") for t, cards in enumerate(raw)]
    pack.check_copies(won[0] + won[1], "won")
    for t, cards in enumerate(won):
        if len(cards) % TRICK_SIZE:
            raise InvalidInputError(say_n(
                "{side} took {n} card, but tricks are four cards each",
                "{side} took {n} cards, but tricks are four cards each", len(cards),
                side=Side(t)), f"won[{t}]")
    missing = [c for c in pack.cards if c not in won[0] and c not in won[1]]
    if whole and missing:
        raise InvalidInputError(say("the won cards must be the whole {size}-card pack; "
                                    "missing: {cards}", size=pack.size,
                                    cards=Shown(missing)), "won")
    return won
