"""Mus: the cards and the rounds. What each hand holds (the ranks, pares, juego,
the total) and who wins each round of a showdown, in words (003 lines 132-200)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Sequence

from ..cards import Card, Pack, Rank, pack_spanish_40
from ..game import pack_label
from ..rulings import Count, count_cards
from ..words import clauses
from ..words import (N_, Hand, Made, Message, Side, Verbatim, join, say,
                    say_in)


NAME = "Mus"
PLAYERS = 4
HAND_SIZE = 4
TARGET = 40
ROUNDS = ("grande", "chica", "pares", "juego", "punto")
BET_ROUNDS = ("grande", "chica", "pares", "juego")
_TITLES = {"grande": say_in("mus", "Grande"), "chica": say_in("mus", "Chica"),
           "pares": say_in("mus", "Pares"), "juego": say_in("mus", "Juego"),
           "punto": say_in("mus", "Punto")}
"""The rounds as a ruling names them, in Mus's own words in each language (Russian «Гранде»:
the Spanish words in Cyrillic, as the catalog's other Mus entries say them)."""
_KINDS = {"par": say_in("mus", "par"), "medias": say_in("mus", "medias"),
          "duples": say_in("mus", "duples"), "juego": say_in("mus", "juego"),
          "punto": say_in("mus", "punto")}
"""A hand's combination in a ruling ("Bonus for medias"), in Mus's words; the answer's
``category`` keeps the Spanish word, a machine value."""


def round_title(round_name: str) -> Any:
    """A round named in a ruling: «Гранде», "Grande"."""
    return _TITLES.get(round_name) or Verbatim(round_name.capitalize())


def kind_said(kind: str) -> Any:
    """A combination (or the juego, the punto) named in a ruling: «медиас», "medias"."""
    return _KINDS.get(kind) or Verbatim(kind)
"""The four betting rounds; the fourth is played as Punto when nobody holds juego."""
MIN_ENVITE = 2
JUEGO_FROM = 31
JUEGO_ORDER = (31, 32, 40, 39, 38, 37, 36, 35, 34, 33)
"""Juego totals, best first."""
STONES_CALLED = 35
"""Seven fives: the partner calls 35 and returns them."""
PACK = Pack(pack_label(NAME, 40), pack_spanish_40("").cards)
"""The Spanish 40-card pack, as the declaration (:data:`referee.mus.GAME`) deals it: the hands
are checked against it before the declaration is made."""

RANK: dict[Rank, int] = {Rank.KING: 12, Rank.THREE: 12, Rank.QUEEN: 11, Rank.JACK: 10,
                         Rank.SEVEN: 7, Rank.SIX: 6, Rank.FIVE: 5, Rank.FOUR: 4,
                         Rank.ACE: 1, Rank.TWO: 1}
"""Rank for Grande, Chica and Pares: a 3 is a king, a 2 an ace, the ace lowest."""
VALUE: dict[Rank, int] = {Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10, Rank.THREE: 10,
                          Rank.SEVEN: 7, Rank.SIX: 6, Rank.FIVE: 5, Rank.FOUR: 4,
                          Rank.ACE: 1, Rank.TWO: 1}
"""Juego and Punto values."""
_WORDS = {12: say_in("mus", "king"), 11: say_in("mus", "queen"), 10: say_in("mus", "jack"),
          7: say_in("mus", "seven"), 6: say_in("mus", "six"), 5: say_in("mus", "five"),
          4: say_in("mus", "four"), 1: say_in("mus", "ace")}
_PLURALS = {12: say_in("mus", "kings"), 11: say_in("mus", "queens"),
            10: say_in("mus", "jacks"), 7: say_in("mus", "sevens"), 6: say_in("mus", "sixes"),
            5: say_in("mus", "fives"), 4: say_in("mus", "fours"), 1: say_in("mus", "aces")}


_HIGH = (N_("It beats {theirs}: the highest card decides, {mine} over {other}."),
         N_("It beats {theirs}: the second-highest card decides, {mine} over {other}."),
         N_("It beats {theirs}: the third-highest card decides, {mine} over {other}."),
         N_("It beats {theirs}: the fourth-highest card decides, {mine} over {other}."))
_LOW = (N_("It beats {theirs}: the lowest card decides, {mine} under {other}."),
        N_("It beats {theirs}: the second-lowest card decides, {mine} under {other}."),
        N_("It beats {theirs}: the third-lowest card decides, {mine} under {other}."),
        N_("It beats {theirs}: the fourth-lowest card decides, {mine} under {other}."))
"""Which card of a Grande or Chica decides, from the first compared to the fourth."""


def rank_word(value: int, plural: bool = False) -> Message:
    return (_PLURALS if plural else _WORDS)[value]


def team_of(hand: int) -> int:
    """Side 0 is hands 0 and 2 (the mano's), side 1 is hands 1 and 3."""
    return hand % 2


def side(team: int) -> Side:
    """A side as Mus says it without names: "side 0" (the mano's), "side 1"."""
    return Side(team, "side")


def card_value(card: Card) -> int:
    return VALUE[card.rank]


def total(cards: Sequence[Card]) -> Count:
    """A hand's Juego/Punto total, card by card."""
    return count_cards(cards, card_value)


# Pares

class Pares(Enum):
    """Pares combinations; the value is the bonus the best one collects."""

    NONE = 0
    """No pair: the hand does not compete in Pares."""
    PAR = 1
    """One pair (par simple)."""
    MEDIAS = 2
    """Three of a kind."""
    DUPLES = 3
    """Two pairs, or four of a kind."""

    @property
    def word(self) -> str:
        """The combination's name, as Mus players say it in every language."""
        return {0: "no pares", 1: "par", 2: "medias", 3: "duples"}[self.value]


@dataclass(frozen=True)
class ParesValue:
    kind: Pares
    ranks: tuple[int, ...]
    """Tie-break order: pairs or three first, then the odd cards, higher first."""

    @property
    def key(self) -> tuple[int, tuple[int, ...]]:
        return (self.kind.value, self.ranks)

    @property
    def description(self) -> Message:
        r = self.ranks
        if self.kind == Pares.DUPLES:
            if r[0] == r[1]:
                return say("duples, four {ranks}", ranks=rank_word(r[0], True))
            return say("duples, {first} and {second}", first=rank_word(r[0], True),
                       second=rank_word(r[1], True))
        if self.kind == Pares.MEDIAS:
            return say("medias, three {ranks}, {odd} over", ranks=rank_word(r[0], True),
                       odd=rank_word(r[1]))
        if self.kind == Pares.PAR:
            return say("par of {ranks}, {odd} and {other} over", ranks=rank_word(r[0], True),
                       odd=rank_word(r[1]), other=rank_word(r[2]))
        return say("no pares")


def pares(cards: Sequence[Card]) -> ParesValue:
    """The hand's pares, with 3s counted as kings and 2s as aces."""
    counts = Counter(RANK[c.rank] for c in cards)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    ranks = tuple(value for value, _ in groups)
    if shape == (4,):
        return ParesValue(Pares.DUPLES, (ranks[0], ranks[0]))
    if shape == (2, 2):
        return ParesValue(Pares.DUPLES, ranks)
    if shape == (3, 1):
        return ParesValue(Pares.MEDIAS, ranks)
    if shape == (2, 1, 1):
        return ParesValue(Pares.PAR, ranks)
    return ParesValue(Pares.NONE, ())


def juego_bonus(points: int) -> int:
    """3 for a juego of 31, 2 for any other juego, 0 without juego."""
    if points == JUEGO_ORDER[0]:
        return 3
    return 2 if points >= JUEGO_FROM else 0


def has_juego(cards: Sequence[Card]) -> bool:
    return total(cards).points >= JUEGO_FROM


# One round ruled on the cards

def _strength(cards: Sequence[Card], round_name: str, equal_pares: str = "odd_card",
              points: int | None = None) -> tuple[int, ...] | None:
    """Bigger is better; None when the hand does not compete in the round. With
    ``equal_pares`` "mano", pares are compared by their own ranks only (not the odd cards), so
    equal pares go to the hand nearer the mano. ``points``: the hand's Juego count, where the
    caller has it."""
    if round_name == "grande":
        return tuple(sorted((RANK[c.rank] for c in cards), reverse=True))
    if round_name == "chica":
        return tuple(sorted((-RANK[c.rank] for c in cards), reverse=True))
    if round_name == "pares":
        value = pares(cards)
        if value.kind == Pares.NONE:
            return None
        own = value.ranks[:2] if value.kind == Pares.DUPLES else value.ranks[:1]
        return (value.kind.value,) + (own if equal_pares == "mano" else value.ranks)
    if points is None:
        points = total(cards).points
    if round_name == "juego":
        if points < JUEGO_FROM:
            return None
        return (len(JUEGO_ORDER) - JUEGO_ORDER.index(points),)
    return (points,) if points < JUEGO_FROM else None


def _counts_as(cards: Sequence[Card]) -> Message | str:
    notes = []
    threes = sum(1 for c in cards if c.rank == Rank.THREE)
    twos = sum(1 for c in cards if c.rank == Rank.TWO)
    if threes:
        notes.append(say("the 3 counts as a king") if threes == 1 else say("3s count as kings"))
    if twos:
        notes.append(say("the 2 counts as an ace") if twos == 1 else say("2s count as aces"))
    if not notes:
        return ""
    return join(" (", clauses(*notes), ")", sep="")


def _describe(cards: Sequence[Card], round_name: str,
              counted: Count | None = None) -> tuple[str, str, int]:
    """(category, description, bonus if this hand wins) for one hand in one round
    (``counted``: its Juego count, where the caller has it)."""
    ranks = sorted((RANK[c.rank] for c in cards), reverse=True)
    if counted is None:
        counted = total(cards)
    points = counted.points
    if round_name == "grande":
        words = join(*(rank_word(r) for r in ranks), sep=", ")
        return "grande", join(say("{ranks}, from the top", ranks=words), _counts_as(cards),
                              sep=""), 0
    if round_name == "chica":
        words = join(*(rank_word(r) for r in reversed(ranks)), sep=", ")
        return "chica", join(say("{ranks}, from the bottom", ranks=words), _counts_as(cards),
                             sep=""), 0
    if round_name == "pares":
        value = pares(cards)
        note = _counts_as(cards) if value.kind != Pares.NONE else ""
        return value.kind.word, join(value.description, note, sep=""), value.kind.value
    summed = counted.sum_words  # (the count card by card: said only in juego and punto)
    if round_name == "juego":
        if points < JUEGO_FROM:
            return "no juego", say("no juego: {sum}", sum=summed), 0
        if points == JUEGO_ORDER[0]:
            return "juego", say("juego of {points} (the best juego): {sum}", points=points,
                                sum=summed), juego_bonus(points)
        return "juego", say("juego of {points}: {sum}", points=points, sum=summed), \
            juego_bonus(points)
    if points >= JUEGO_FROM:
        return "juego", say("juego of {points}, so no punto: {sum}", points=points,
                            sum=summed), 0
    return "punto", say("punto of {points}: {sum}", points=points, sum=summed), 1


@dataclass(frozen=True)
class RoundResult:
    """One round ruled on the cards: the best hand, its side, the bonus it collects."""

    round: str
    winner: int | None
    """Index of the best hand (ties to the one nearer the mano); None: the round isn't played."""
    bonus: int
    hands: tuple[dict[str, Any], ...]
    explanation: str

    @property
    def team(self) -> int | None:
        return None if self.winner is None else team_of(self.winner)

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "winner": self.winner, "team": self.team,
                "points": self.bonus, "hands": list(self.hands),
                "explanation": self.explanation}


def rule_round(hands: Sequence[Sequence[Card]], round_name: str,
               partner_bonuses: bool = False, equal_pares: str = "odd_card") -> RoundResult:
    """Which hand is best in one round (hands already checked, in turn order from the mano)."""
    # each hand counted and written once (a round reads its count three times); a hand said
    # again in a round is the same description (see words.Made), by its cards
    counted = [total(hand) for hand in hands]
    shown = [[str(c) for c in hand] for hand in hands]
    strengths = [_strength(h, round_name, equal_pares, c.points)
                 for h, c in zip(hands, counted)]
    entries = []
    for i, hand in enumerate(hands):
        key = (round_name, *shown[i])
        described = _DESCRIBED.get(key)
        if described is None:
            described = _DESCRIBED.keep(key, _describe(hand, round_name, counted[i]))
        category, description, bonus = described
        entries.append({"category": category, "description": description,
                        "cards": shown[i], "team": i % 2, "total": counted[i].points,
                        "bonus": bonus})
    ranked = {i: s for i, s in enumerate(strengths) if s is not None}
    competing = list(ranked)
    if not competing:
        return RoundResult(round_name, None, 0, tuple(entries), _NOT_PLAYED[round_name])
    if round_name == "punto" and len(competing) < len(hands):
        holders = [i for i in range(len(hands)) if i not in competing]
        return RoundResult(round_name, None, 0, tuple(entries),
                           say("{hand} holds juego, so Juego is played, not Punto.",
                               hand=Hand(holders[0])))
    winner = _first_best(competing, ranked)
    bonus = entries[winner]["bonus"]
    partner = (winner + 2) % PLAYERS
    partner_bonus = 0
    if partner_bonuses and round_name in ("pares", "juego") and strengths[partner] is not None:
        partner_bonus = entries[partner]["bonus"]
    for i, entry in enumerate(entries):
        entry["best"] = i == winner
    # the words follow from the round, the options and the four hands' cards
    key = (round_name, partner_bonuses, equal_pares, *map(tuple, shown))
    explanation = _EXPLAINED.get(key)
    if explanation is None:
        explanation = _EXPLAINED.keep(key, _explain_round(
            hands, round_name, winner, partner, partner_bonus, competing, ranked, entries,
            strengths))
    return RoundResult(round_name, winner, bonus + partner_bonus, tuple(entries), explanation)


_NOT_PLAYED = {"pares": say("Nobody holds pares, so Pares is not played."),
               "juego": say("Nobody holds juego (31 or more), so Punto is played instead."),
               "punto": say("Someone holds juego, so Juego is played, not Punto.")}
"""Why a round nobody competes in is not played."""
_DESCRIBED = Made(2048)
"""A hand described in a round (category, description, bonus), by the round and the cards."""
_EXPLAINED = Made()
"""A round's explanation, by the round, the options deciding it and the four hands' cards."""


def _explain_round(hands: Sequence[Sequence[Card]], round_name: str, winner: int,
                   partner: int, partner_bonus: int, competing: Sequence[int],
                   ranked: Mapping[int, tuple[int, ...]], entries: Sequence[dict[str, Any]],
                   strengths: Sequence[Any]) -> Message:
    """Why the winner takes the round, in words."""
    bonus = entries[winner]["bonus"]
    text = [say("{round}: {hand} is best with {description}.", round=round_title(round_name),
                hand=Hand(winner), description=entries[winner]["description"])]
    rivals = [i for i in competing if team_of(i) != team_of(winner)]
    if rivals:
        rival = _first_best(rivals, ranked)
        text.append(_why(hands, round_name, winner, rival, entries, strengths))
    else:
        text.append(say("The other side has no pares.") if round_name == "pares" else
                    say("The other side has no juego."))
    text.append(say("{side} {takes|take} {round}.", side=side(team_of(winner)),
                    round=round_title(round_name)))
    if round_name in ("pares", "juego", "punto"):
        kind = entries[winner]["category"]
        text.append(say("Bonus for {kind}: {bonus}.", kind=kind_said(kind), bonus=bonus))
        if partner_bonus:
            text.append(say("The partner's {kind} ({hand}) adds {bonus}.", hand=Hand(partner),
                            kind=kind_said(entries[partner]["category"]),
                            bonus=partner_bonus))
    return join(*text)


def _first_best(indices: Sequence[int], ranked: Mapping[int, tuple[int, ...]]) -> int:
    """The best hand among these; a tie goes to the earliest in turn order."""
    best = indices[0]
    for i in indices[1:]:
        if ranked[i] > ranked[best]:
            best = i
    return best


def _why(hands: Sequence[Sequence[Card]], round_name: str, winner: int, rival: int,
         entries: Sequence[dict[str, Any]], strengths: Sequence[Any]) -> str:
    """Why the winner beats the best hand of the other side, in words."""
    if round_name in ("juego", "punto"):
        theirs = say("{hand}'s {round} of {total}", hand=Hand(rival),
                     round=kind_said(round_name), total=entries[rival]["total"])
    else:
        theirs = say("{hand}'s {description}", hand=Hand(rival),
                     description=entries[rival]["description"])
    if strengths[winner] == strengths[rival]:
        return say("It is identical to {theirs}; identical hands go to the one earlier in turn "
                   "order, {hand}.", theirs=theirs, hand=Hand(min(winner, rival)))
    if round_name in ("grande", "chica"):
        mine = strengths[winner]
        other = strengths[rival]
        at = next(k for k in range(len(mine)) if mine[k] != other[k])
        a, b = abs(mine[at]), abs(other[at])
        decides = (_HIGH if round_name == "grande" else _LOW)[at]
        return say(decides, theirs=theirs, mine=rank_word(a), other=rank_word(b))
    if round_name == "pares":
        w, r = pares(hands[winner]), pares(hands[rival])
        if w.kind != r.kind:
            return say("It beats {theirs}: {mine} beat {other}.", theirs=theirs,
                       mine=kind_said(w.kind.word), other=kind_said(r.kind.word))
        return say("It beats {theirs}: same combination, higher ranks.", theirs=theirs)
    if round_name == "juego":
        return say("It beats {theirs}: 31 is the best juego, then 32, then 40, then 39 down "
                   "to 33.", theirs=theirs)
    return say("It beats {theirs}: the higher total wins Punto.", theirs=theirs)
