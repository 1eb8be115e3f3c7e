"""Belote: the French partnership game of the trump jack and nine.

Rules followed: ``shared/rules/003`` lines 473–545 (Belote).

- 32-card pack (7 to A). Plain suits, high to low: A 10 K Q J 9 8 7; trumps: J 9 A 10 K Q 8 7.
  Reading chosen: the text's lists lose a card each (the plain list has no jack, the trump list
  no ace); the jack and the ace go where the card values and every Belote table put them.
- Card points (003): trump J 20, trump 9 14, aces 11, 10s 10, kings 4, queens 3, plain jacks 2;
  8s, 7s and plain 9s nothing — 152 in the pack, 162 with dix de der (``LAST_TRICK_POINTS``).
- Tricks (003, "Play of the hand"):
  follow suit when able; out of the suit led, trump when an opponent is winning the trick
  (``must-trump``), even under a higher trump when unable to overtrump; when a trump has been
  led or played, a player putting on a trump must beat the trumps already there when able, as
  long as an opponent is winning (``must-overtrump``); with the partner winning the trick, a
  player out of the suit led may play anything.
- Reading chosen: the text makes the overtrump duty on a trump lead depend on an opponent
  winning too, so a player may play a lower trump under their partner's winning trump. Many
  French tables ask to go higher on any trump lead; the text is followed here.
- Trick ``points`` are the card points of the four cards, trumps valued as trumps.

Plays ``i`` and ``i + 2`` are partners.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from .cards import Card, Rank, Suit
from .rulings import Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, must_head, must_trump, resolve

PLAIN_RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK,
                                   Rank.NINE, Rank.EIGHT, Rank.SEVEN)
TRUMP_RANKING: tuple[Rank, ...] = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING,
                                   Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)

PLAIN_POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                                 Rank.JACK: 2}
TRUMP_POINTS: dict[Rank, int] = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10,
                                 Rank.KING: 4, Rank.QUEEN: 3}

LAST_TRICK_POINTS = 10
"""Dix de der: ten for the last trick."""
CAPOT_BONUS = 90
BELOTE_POINTS = 20
"""King and queen of trumps (belote and rebelote), always scored."""


def card_points(card: Card, trump: Suit | None) -> int:
    """A card's value: trumps by the trump table, others by the plain one."""
    table = TRUMP_POINTS if trump is not None and card.suit == trump else PLAIN_POINTS
    return table.get(card.rank, 0)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points of captured cards; without a trump every card counts at its plain value."""
    return _count(cards, trump)


def _count(cards: Sequence[Card], trump: Suit | None) -> Count:
    def note(card: Card) -> str:
        if trump is not None and card.suit == trump and card.rank in (Rank.JACK, Rank.NINE):
            return "trump"
        return ""
    return count_cards(cards, lambda c: card_points(c, trump), note)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return PLAIN_RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(r, trump) for r in TRUMP_RANKING)


TRICK_RULES = TrickRules(
    game="belote", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow, must_trump(unless_partner_winning=True),
                must_head(only_trumps=True, unless_partner_winning=True)),
    partnerships=True, points=_count)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Belote trick, its card points, and whether each play was legal."""
    return resolve(TRICK_RULES, trick)
