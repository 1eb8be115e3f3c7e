"""Back Alley: the partnership bidding game with two jokers, the big and little bloopers.

Rules followed: ``shared/rules/003`` lines 376–420 (Back Alley).

- 54-card pack: 52 cards and two jokers, ``BJ`` the big blooper and ``LJ`` the little one.
- Ranking: aces high in every suit. The bloopers are trumps, above the ace of trumps:
  BJ > LJ > A > K > … > 2 of trumps (003, "Game play").
- Tricks (003, "Play of the hand"): follow suit when able, otherwise anything; the highest trump
  wins, else the highest card of the suit led. The bloopers count as trumps for following, so a
  trump lead (a blooper included) asks for trumps.
- Trumps may not be led until they are broken, that is until a trump has been played to a trick
  not led with one (``context.trumps_broken``, default false). Reading chosen: the text is
  silent about a leader holding nothing but trumps; such a leader may lead one (there is
  nothing else to lead).
- When the big blooper is led each player must play their highest trump (the little blooper if
  they hold it); when the little blooper is led, their lowest trump.
- A joker upcard means a hand without trumps: the upcard stays face up and the holder of the
  other joker discards it and takes the last card of the deck, so neither joker is in play.
  With trump null a joker in a play or a hand is refused as input.
- Tricks are counted, not cards: a trick's ``points`` are 0.

Plays ``i`` and ``i + 2`` are partners.
"""

from __future__ import annotations

from .cards import SUITED_RANKS, Card, Rank, Suit
from .errors import InvalidInputError
from .rulings import Trick, TrickRuling
from .tricks import (TRUMP_OPTIONAL, Demand, Turn, TrickRules, cards_text, must_follow,
                     read_flag, resolve)

BIG_BLOOPER = Card(Rank.BIG_JOKER)
LITTLE_BLOOPER = Card(Rank.LITTLE_JOKER)

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, high to low: A K Q J 10 … 2."""

def trump_ranking(trump: Suit) -> tuple[Card, ...]:
    """Every trump, high to low: the big blooper, the little blooper, then A … 2 of trumps."""
    return (BIG_BLOOPER, LITTLE_BLOOPER) + tuple(Card(r, trump) for r in RANKING)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _name(card: Card) -> str:
    if card == BIG_BLOOPER:
        return "big blooper"
    if card == LITTLE_BLOOPER:
        return "little blooper"
    return card.name


def no_trump_lead_until_broken(turn: Turn) -> Demand | None:
    """Trumps may not be led before a trump has been played to a trick led with another suit."""
    if turn.before or turn.trump is None or turn.context.get("trumps_broken", False):
        return None
    others = frozenset(c for c in turn.allowed if not turn.rules.is_trump(c, turn.trump))
    return Demand("trumps-not-broken", others,
                  f"trumps may not be led before they are broken: held "
                  f"{cards_text(others, turn.rules, turn.trump)}, not trumps")


def bloopers_led(turn: Turn) -> Demand | None:
    """Big blooper led: play your highest trump; little blooper led: your lowest."""
    if not turn.before or turn.lead not in (BIG_BLOOPER, LITTLE_BLOOPER):
        return None
    trumps = sorted(turn.trumps(), key=lambda c: turn.rules.order_key(c, turn.trump))
    if not trumps:
        return None
    if turn.lead == BIG_BLOOPER:
        chosen, which, rule = trumps[-1], "highest", "big-blooper-led"
    else:
        chosen, which, rule = trumps[0], "lowest", "little-blooper-led"
    return Demand(rule, frozenset({chosen}),
                  f"when the {_name(turn.lead)} is led each player must play their {which} "
                  f"trump: held {cards_text(trumps, turn.rules, turn.trump)}, so {chosen}")


def _check(trick: Trick) -> None:
    read_flag(trick, "trumps_broken")
    if trick.trump is not None:
        return
    for where, cards in [(f"plays[{i}]", p) for i, p in enumerate(trick.plays)] + \
            [(f"hands[{i}]", h) for i, h in enumerate(trick.hands or ())]:
        for card in cards:
            if isinstance(card, Card) and card.is_joker:
                raise InvalidInputError(
                    f"{card} is not in play in a hand without trumps (a joker upcard: the other "
                    "joker is discarded and replaced)", where)


TRICK_RULES = TrickRules(
    game="back-alley", plain=_plain, trumps=trump_ranking, trump_use=TRUMP_OPTIONAL,
    lead_rules=(no_trump_lead_until_broken,), play_rules=(bloopers_led, must_follow),
    partnerships=True, card_name=_name, check=_check)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Back Alley trick and whether each play (the lead included) was legal."""
    return resolve(TRICK_RULES, trick)
