"""Tute: the Spanish partnership game of aces and threes, cuarenta and veinte.

Rules followed: ``shared/rules/003`` lines 87–131 (Tute).

- Spanish 40-card pack in English cards (no 10s, 9s, 8s). In every suit, trumps included:
  A > 3 > K > Q > J > 7 > 6 > 5 > 4 > 2 (003, "Card ranking").
- Card points: A 11, 3 10, K 4, Q 3, J 2, the other cards nothing (120 in the pack); the last
  trick adds 10, las cuarenta 40 and each veinte 20 (``LAST_TRICK_POINTS`` and friends, for the
  hand score).
- Tricks (003, "Game play"): follow suit when able; head the trick when able (play a card that
  beats the one winning so far); out of the suit led, trump when able, overtrumping when able
  (and trumping under when unable to overtrump); only with neither the suit led nor a trump may
  a player discard. The highest trump wins, else the highest card of the suit led.
- Readings chosen: the text gives no exception for a partner winning the trick, so a player
  must head even their partner. Heading is asked only where it is possible: a player following
  suit to a trick already trumped may play any card of the suit.
- The trump suit (the dealer's last card) is required with every trick.

Plays ``i`` and ``i + 2`` are partners (they share a baza).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .cards import Card, Rank, Suit
from .rulings import Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, must_head, must_trump, resolve

RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK,
                             Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO)
"""Every suit, trumps included, high to low."""

POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3,
                           Rank.JACK: 2}
"""Card points; 7, 6, 5, 4 and 2 count nothing."""

LAST_TRICK_POINTS = 10
CUARENTA_POINTS = 40
"""King and queen of trumps, declared after winning a trick."""
VEINTE_POINTS = 20
"""King and queen of another suit."""


def card_points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(rank, trump) for rank in RANKING)


def _trick_points(cards: Sequence[Card], trump: Suit | None) -> Count:
    return count_cards(cards, card_points)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points of captured cards (trumps count the same as other cards)."""
    return count_cards(cards, card_points)


TRICK_RULES = TrickRules(
    game="tute", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow, must_trump(), must_head()),
    partnerships=True, points=_trick_points)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Tute trick, for how many card points, and whether each play was legal."""
    return resolve(TRICK_RULES, trick)
