"""Twenty-Five: Ireland's game of five tricks, where the five of trumps is the top card.

Rules followed: ``shared/rules/003`` lines 201–247 (Twenty-Five).

Ranking (003, "Card ranking": "highest in red, lowest in black"; the ace is counted as a one):

- trumps: the 5, then the jack, then A♥ whatever the suit, then the ace of trumps (when
  trumps are not hearts), then the rest in the plain order of that colour:
  hearts 5 J A K Q 10 9 8 7 6 4 3 2; diamonds 5 J A♥ A K Q 10 9 8 7 6 4 3 2;
  clubs and spades 5 J A♥ A K Q 2 3 4 6 7 8 9 10;
- plain suits: hearts K Q J 10 9 8 7 6 5 4 3 2 (A♥ is always a trump); diamonds
  K Q J 10 9 8 7 6 5 4 3 2 A; clubs and spades K Q J A 2 3 4 5 6 7 8 9 10 — the black aces
  sit between the jack and the two.

A♥ is a trump in every hand: it follows trumps, never hearts, and leading it leads a trump.

Play (003, "Play of the hand"):

- To a plain lead, a player holding the suit led must follow or trump (trumping is allowed even
  when able to follow); a player out of the suit may play anything.
- To a trump lead, a player must play a trump, except that the 5 of trumps, the jack of trumps
  and A♥ are never forced out: a player whose only trumps are among those three may play any
  card (reneging). A player holding a lower trump too must play some trump (any of them).
- Reading chosen: the text says the top three are *never* forced, even by a higher trump led,
  so that is the default. Many tables play that a top trump may be held back only when the trump
  led is lower than it; that is the table option ``higher_lead_forces_top_trumps`` (in
  :data:`OPTIONS`; the catalog must list it before the API accepts it).
- Each trick won scores 5 (``TRICK_POINTS``), said in the explanation; cards carry no points,
  so a trick's ``points`` are 0.
"""

from __future__ import annotations

from typing import Sequence

from .cards import Card, Rank, Suit
from .catalog import Option
from .rulings import Trick, TrickRuling
from .tricks import (TRUMP_REQUIRED, Demand, Turn, TrickRules, cards_text, read_option,
                     resolve)

TRICK_POINTS = 5
"""The winner of each trick scores 5; 25 wins the game."""

RED_PLAIN: tuple[Rank, ...] = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE,
                               Rank.EIGHT, Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR,
                               Rank.THREE, Rank.TWO, Rank.ACE)
"""A red suit, high to low, when not trumps ("highest in red"; the ace is a one)."""

BLACK_PLAIN: tuple[Rank, ...] = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE, Rank.TWO,
                                 Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
                                 Rank.EIGHT, Rank.NINE, Rank.TEN)
"""A black suit, high to low, when not trumps ("lowest in black"; the ace above the two)."""

ACE_OF_HEARTS = Card(Rank.ACE, Suit.HEARTS)
"""Always the third-highest trump."""

OPTIONS: tuple[Option, ...] = (
    Option("higher_lead_forces_top_trumps", "A higher trump led forces out a top trump", False,
           "bool", help="the text lets the 5, the jack and A♥ of trumps always be held back; "
                        "many tables force one out when a higher trump is led"),
)
"""Table options this module reads beyond the catalog's."""


def plain_ranking(suit: Suit) -> tuple[Rank, ...]:
    """A suit's ranks, high to low, when it is not trumps (hearts without A♥)."""
    if suit == Suit.HEARTS:
        return RED_PLAIN[:-1]
    return RED_PLAIN if suit.is_red else BLACK_PLAIN


def trump_ranking(trump: Suit) -> tuple[Card, ...]:
    """Every trump, high to low: 5, J, A♥, the ace of trumps, then the suit's plain order."""
    rest = [r for r in plain_ranking(trump) if r not in (Rank.FIVE, Rank.JACK, Rank.ACE)]
    top = [Card(Rank.FIVE, trump), Card(Rank.JACK, trump), ACE_OF_HEARTS]
    if trump != Suit.HEARTS:
        top.append(Card(Rank.ACE, trump))
    return tuple(top) + tuple(Card(r, trump) for r in rest)


def top_trumps(trump: Suit) -> tuple[Card, ...]:
    """The three trumps that are never forced out by a trump lead: 5, J and A♥."""
    return trump_ranking(trump)[:3]


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return plain_ranking(suit)


def follow_or_trump(turn: Turn) -> Demand | None:
    """To a plain lead, a player holding the suit led follows it or trumps."""
    if not turn.before or turn.led_suit == turn.trump:
        return None
    suited = turn.of_suit(turn.led_suit)
    if not suited:
        return None
    return Demand("must-follow", suited | turn.trumps(),
                  f"must follow suit or trump: held {cards_text(suited, turn.rules, turn.trump)}"
                  f" when {turn.lead} was led")


def trump_to_trump_lead(turn: Turn) -> Demand | None:
    """To a trump lead, play a trump, unless the only trumps held are among the top three."""
    if not turn.before or turn.trump is None or turn.led_suit != turn.trump:
        return None
    trumps = turn.trumps()
    released = _released(turn)
    protected = {c for c in trumps if c in top_trumps(turn.trump) and c not in released}
    if not trumps - protected:
        return None
    held = cards_text(trumps, turn.rules, turn.trump)
    return Demand("must-follow", trumps,
                  f"must play a trump when {turn.lead} (a trump) was led: held {held}")


def _released(turn: Turn) -> frozenset[Card]:
    """Top trumps a higher trump led forces out, under the table option."""
    value = turn.options.get("higher_lead_forces_top_trumps", False)
    if not value:
        return frozenset()
    return frozenset(c for c in top_trumps(turn.trump or Suit.HEARTS)
                     if turn.rules.beats(turn.lead, c, turn.lead, turn.trump))


def _check(trick: Trick) -> None:
    read_option(trick, "higher_lead_forces_top_trumps")


def _notes(cards: Sequence[Card], trump: Suit | None) -> str:
    note = f"The winner scores {TRICK_POINTS} for the trick."
    if ACE_OF_HEARTS in cards and trump != Suit.HEARTS:
        note = "A♥ is a trump whatever the trump suit, never a heart. " + note
    return note


TRICK_RULES = TrickRules(
    game="twenty-five", plain=_plain, trumps=trump_ranking, trump_use=TRUMP_REQUIRED,
    play_rules=(follow_or_trump, trump_to_trump_lead), notes=_notes, check=_check)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Twenty-Five trick (worth 5 to the winner) and whether each play was legal."""
    return resolve(TRICK_RULES, trick)
