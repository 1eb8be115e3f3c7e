"""Toepen: the Dutch pub game where only the last of four tricks counts.

Rules followed: ``shared/rules/001`` lines 1–53 (Toepen).

- 32-card pack (7 to A). In every suit the number cards outrank the court cards:
  10 > 9 > 8 > 7 > A > K > Q > J (001, "Card ranking").
- Tricks: follow suit when able, otherwise play anything; the highest card of the suit led
  wins. There are no trumps (001, "Play of the hand").
- Reading chosen: a trick given with a trump suit is refused with a clear error rather than
  silently ignored, since a trump would change nothing and most likely means the wrong game.
- Cards carry no points: only the last trick matters, so a trick's ``points`` are 0.

Hand scoring (knocks, folds, the discard challenge) belongs in this module too, next to the
ranking below.
"""

from __future__ import annotations

from .cards import Rank, Suit
from .rulings import Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, must_follow, resolve

RANKING: tuple[Rank, ...] = (Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.ACE, Rank.KING,
                             Rank.QUEEN, Rank.JACK)
"""Every suit, high to low: the number cards above the court cards."""

NUMBER_CARDS: frozenset[Rank] = frozenset({Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN})
"""A hand with none of these may be discarded before play (and challenged)."""


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="toepen", plain=_plain, trump_use=TRUMP_NONE,
                         play_rules=(must_follow,))


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Toepen trick: the highest card of the suit led (10 high, J low)."""
    return resolve(TRICK_RULES, trick)
