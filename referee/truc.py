"""Truc: the Catalan partnership game of three tricks, truc and retruc.

Rules followed: ``shared/rules/003`` lines 283–324 (Truc).

- Spanish 40-card pack in English cards. Cards rank by rank alone, whatever the suit:
  3 > 2 > A > K > Q > J > 7 > 6 > 5 > 4 (003, "Card ranking").
- Tricks: any card may be played, there is no suit to follow and no trump; the highest card
  wins. When the highest rank is played by players of both partnerships the trick is drawn:
  ``winner`` is null, ``winning_cards`` are the tied cards, and the leader leads again.
- Reading chosen: when the equal top cards all belong to one partnership the text's draw does
  not apply; that partnership wins, and the first of them played is the winner (the player who
  leads next).
- A trick given with a trump suit is refused. Cards carry no points: a trick's ``points`` are 0.

Plays ``i`` and ``i + 2`` are partners.
"""

from __future__ import annotations

from .cards import Rank, Suit
from .rulings import Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, resolve

RANKING: tuple[Rank, ...] = (Rank.THREE, Rank.TWO, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK,
                             Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR)
"""High to low, the same in every suit; equal ranks tie."""


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="truc", plain=_plain, trump_use=TRUMP_NONE, suitless=True,
                         draws=True, partnerships=True)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Truc trick, or whether it is drawn (equal top cards of both partnerships)."""
    return resolve(TRICK_RULES, trick)
