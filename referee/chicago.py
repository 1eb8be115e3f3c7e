"""Chicago: the Swedish game of poker showdowns followed by five tricks.

Rules followed: ``shared/rules/000`` lines 33–69 (Chicago), "Trick play".

- 52-card pack, aces high: A > K > Q > J > 10 > … > 2 in every suit; no trumps.
- Tricks: follow suit when able, otherwise play anything; the highest card of the suit led
  wins. The winner of the fifth and last trick scores 5 (``LAST_TRICK_POINTS``); cards carry
  no points, so a trick's ``points`` are 0.
- Reading chosen: a trick given with a trump suit is refused with a clear error.

The poker showdown is :func:`referee.poker.showdown`, answered here as ``showdown`` so the
referee's front door finds it; this module itself rules on the trick phase only.
"""

from __future__ import annotations

from .cards import SUITED_RANKS, Rank, Suit
from .poker import showdown
from .rulings import Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, must_follow, resolve

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, high to low: A K Q J 10 9 8 7 6 5 4 3 2."""

LAST_TRICK_POINTS = 5
"""Taking the fifth and final trick scores 5 (000, "Trick play")."""


__all__ = ["LAST_TRICK_POINTS", "RANKING", "TRICK_RULES", "rule_trick", "showdown"]


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="chicago", plain=_plain, trump_use=TRUMP_NONE,
                         play_rules=(must_follow,))


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Chicago trick: the highest card of the suit led."""
    return resolve(TRICK_RULES, trick)
