"""Nine-Card Don: the All Fours partnership game where the first lead sets trumps.

Rules followed: ``shared/rules/003`` lines 421–472 (Nine-Card Don).

- 52-card pack, aces high: A > K > Q > … > 2 in every suit, trumps included.
- Trumps: the suit of the pitcher's lead to the hand's first trick. A trick with
  ``context.first_lead_of_hand`` true takes its lead's suit as trumps (a different trump given
  is refused); any other trick must say the trump.
- Tricks (003, "Game play"): follow suit when able, otherwise anything, a trump included; the
  highest trump wins, else the highest card of the suit led.
- Points scored as soon as a trick is taken (003, "Scoring during the hand"): trump 5 10,
  trump 9 9, trump A 4, K 3, Q 2, J 1, and every non-trump 5 5 (``SCORING_TRUMPS``,
  ``OFF_SUIT_FIVE``). A trick's ``points`` are these, since the partnership pegs them at once.
- Points for game (003, "Scoring for game"), counted at the end of the hand over all the cards
  won, trumps or not: A 4, K 3, Q 2, J 1, 10 10 (``GAME_POINTS``, :func:`count`). The higher
  total scores 8 (``GAME_BONUS``); a tie scores nothing. The explanation of a trick gives both.

Plays ``i`` and ``i + 2`` are partners.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Sequence

from .cards import SUITED_RANKS, Card, Rank, Suit
from .errors import InvalidInputError
from .rulings import Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, read_flag, resolve

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, trumps included, high to low: A K Q J 10 … 2."""

SCORING_TRUMPS: dict[Rank, int] = {Rank.FIVE: 10, Rank.NINE: 9, Rank.ACE: 4, Rank.KING: 3,
                                   Rank.QUEEN: 2, Rank.JACK: 1}
"""Trumps that score for the partnership taking them, as soon as it takes them."""

OFF_SUIT_FIVE = 5
"""Each non-trump 5 taken scores 5 at once."""

GAME_POINTS: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1,
                                Rank.TEN: 10}
"""Card values for game, whatever the suit; other cards count nothing."""

GAME_BONUS = 8
"""For the higher total of game points at the end of a hand (none on a tie)."""

TARGET = 121


def scoring_points(card: Card, trump: Suit | None) -> int:
    """What taking this card scores during the hand."""
    if trump is not None and card.suit == trump:
        return SCORING_TRUMPS.get(card.rank, 0)
    return OFF_SUIT_FIVE if card.rank == Rank.FIVE else 0


def game_points(card: Card) -> int:
    return GAME_POINTS.get(card.rank, 0)


def scoring_count(cards: Sequence[Card], trump: Suit | None) -> Count:
    """Points scored at once for taking these cards: scoring trumps and off-suit fives."""
    def note(card: Card) -> str:
        if scoring_points(card, trump) == 0:
            return ""
        return "trump" if card.suit == trump else "off-suit five"
    return count_cards(cards, lambda c: scoring_points(c, trump), note)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Points for game: A 4, K 3, Q 2, J 1, 10 10, trumps or not."""
    return count_cards(cards, game_points)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(r, trump) for r in RANKING)


def _notes(cards: Sequence[Card], trump: Suit | None) -> str:
    for_game = count(list(cards))
    if not for_game.points:
        return "Toward game the trick holds 0."
    return f"Toward game the trick holds {for_game.points} ({for_game.sum_text})."


TRICK_RULES = TrickRules(
    game="nine-card-don", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow,), partnerships=True, points=scoring_count,
    points_words="points, scored at once", notes=_notes)


def trump_of(trick: Trick) -> Suit:
    """The trump suit of the trick's hand: the lead's suit on the hand's first trick."""
    first = read_flag(trick, "first_lead_of_hand")
    lead = trick.plays[0][0] if trick.plays and trick.plays[0] else None
    if first:
        if not isinstance(lead, Card) or lead.suit is None:
            raise InvalidInputError("the first trick needs a lead", "plays")
        if trick.trump is not None and trick.trump != lead.suit:
            raise InvalidInputError(
                f"the hand's first lead sets trumps: {lead} was led, so {lead.suit.word} are "
                f"trumps, not {trick.trump.word}", "trump")
        return lead.suit
    if trick.trump is None:
        raise InvalidInputError(
            "say the trump suit (the suit of the hand's first lead), or mark this trick as the "
            "hand's first (context.first_lead_of_hand)", "trump")
    return trick.trump


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Nine-Card Don trick, what it scores at once, and whether plays were legal."""
    if not isinstance(trick, Trick):
        raise InvalidInputError("a trick must give its plays", "plays")
    if not isinstance(trick.context, Mapping):
        raise InvalidInputError("context must be an object", "context")
    if not isinstance(trick.plays, (tuple, list)) or not all(
            isinstance(p, (tuple, list)) for p in trick.plays):
        raise InvalidInputError("plays must be a list of plays, the led one first", "plays")
    trump = trump_of(trick)
    ruling = resolve(TRICK_RULES, dataclasses.replace(trick, trump=trump))
    if trick.trump is not None:
        return ruling
    text = f"The first lead, {trick.cards[0]}, makes {trump.word} trumps. {ruling.explanation}"
    return TrickRuling(ruling.winner, ruling.winning_cards, ruling.points, ruling.violations,
                       text)
