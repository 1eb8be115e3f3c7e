"""Mus: the four-round Basque partnership game of Grande, Chica, Pares and Juego (or Punto).

Rules followed: ``shared/rules/003`` lines 132–200.

The pack and the cards
- The Spanish 40-card pack in English cards: no 10s, 9s or 8s; the face cards are K, Q, J.
- "Eight aces and eight kings": every 3 counts as a king and every 2 as an ace, for all
  purposes (K-3 is a pair). Otherwise cards rank as usual with the ace low:
  K (and 3) > Q > J > 7 > 6 > 5 > 4 > A (and 2).
- Juego values: A and 2 count 1, K, Q, J and 3 count 10, 4–7 their face value.

The table
- Four players in two partnerships. Hands are given in turn order from the mano (hand 0, the
  player to the dealer's right); partners sit opposite, so hands 0 and 2 are one side
  ("side 0", the mano's) and hands 1 and 3 the other ("side 1"). A partnership's best hand
  speaks for it. Two exactly identical hands: the one earlier in turn order wins.

The rounds, in order
- Grande: highest card first, then the second highest, the third, the lowest.
- Chica: the same from the bottom: lowest card first, the lower hand wins.
- Pares: duples (two pairs; four of a kind is two pairs of one rank) > medias (three of a
  kind) > par (one pair). Duples compare the higher pair, then the lower; medias the three,
  then the odd card; par the pair, then the higher odd card, then the lower (003 lines
  185–187). Many tables give equal pares to the player nearer the mano, the odd cards aside:
  option ``equal_pares`` "mano" (default "odd_card", as the text). A hand without
  pares does not compete; with nobody holding pares the round is not played. Bonus to the
  best combination: duples 3, medias 2, par 1.
- Juego: a total of 31 or more. 31 is best, then 32, then 40, then down from 39 to 33. Bonus
  to the best juego: 3 for 31, 2 for any other. Without juego a hand does not compete.
- Punto, played instead of Juego only when nobody holds juego: the highest total wins
  (30 best); bonus 1.

Betting (:class:`Betting`)
- Each round is bet in turn order from the mano: pass, or open with a bid ("envite") of at
  least 2 counters, or órdago. To a bid the other side answers: see, raise (accepting the bid
  and proposing more), órdago, or fold. All bets are the partnership's: the opponent to the
  bidder's right answers first and, when that player folds, the partner may still see or
  raise; the side folds when both have folded.
- A fold lets the bidding side collect at once the previously accepted amount: 1 when the
  opening bid itself is folded, else the bid that the last raise accepted.
- Four passes: the round is still paid, 1 counter to the side with the better cards. The text
  gives this for every round (003 line 170), so it is paid in Pares and Juego/Punto too; many
  tables pay only the bonuses there: option ``all_pass_pays_stake`` off.
- An órdago that is seen decides the whole game on that round's cards, at once.

Scoring the hand (:func:`score`)
- Folds are collected at once, during the betting, in round order. After the betting the hands
  are shown and the rounds are paid in order: Grande, Chica, Pares, Juego or Punto; each round
  pays its stake (seen bid, or 1 when all passed) to the side with the better cards, and Pares
  and Juego/Punto also pay their bonus to the side of the best combination, whether the bet
  was seen, passed or folded (the bonus is the best combination's, "in addition to" the
  stake). (Reading.)
- The moment a side reaches 40 the game stops and that side wins, even if later rounds would
  have carried the other side past it.
- Bonuses are the best hand's only, as the text says ("the player with the best
  combination"). Many tables also pay the partner's pares and juego: option
  ``partner_bonuses`` (when the catalog offers it).

Counters (:func:`stones`): a side's points are kept with single stones, traded five for one
"five" held by the partner; at seven fives (35) the partner calls it and returns them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from enum import Enum
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Callable, NamedTuple, Sequence

from . import bodies
from .cards import Card, Rank, pack_spanish_40, read_cards, Shown
from .catalog import Option, Scoring, faces_option, read_int, target_option
from .game import DealRule, Game, ReachTarget, ShowdownWords, pairs_across
from .moves import replay_moves
from .errors import CardNotInPackError, DuplicateCardError, InvalidInputError, RefereeError
from .rulings import Award, Count, Showdown, count_cards
from .words import (N_, Hand, Made, Message, Side, Verbatim, clauses, hands_at_seats, join, say,
                    say_in, say_n, swap_sides)

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


# The showdown question

@dataclass(frozen=True)
class MusShowdown(Showdown):
    """A showdown that, asked about no round in particular, rules them all."""

    rounds: dict[str, dict[str, Any]] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if self.rounds is not None:
            out["rounds"] = self.rounds
        return out


def check_hands(hands: Any, options: Mapping[str, Any] | None = None,
                field: str = "hands") -> list[list[Card]]:
    """Four hands of four distinct cards of the Mus pack."""
    pack = GAME.pack_for(options)
    if not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS:
        raise InvalidInputError(say_n("Mus needs the {n} hand, in turn order from the mano",
                                      "Mus needs the {n} hands, in turn order from the mano",
                                      PLAYERS), field)
    checked: list[list[Card]] = []
    seen: dict[Card, int] = {}
    for i, hand in enumerate(hands):
        where = f"{field}[{i}]"
        if isinstance(hand, (list, tuple)) and all(isinstance(c, Card) for c in hand):
            cards = list(hand)
            for card in cards:
                if card not in pack:
                    raise CardNotInPackError(say("{card} is not in {pack}",
                                                 card=Shown(card), pack=pack.label),
                                             where, token=str(card))
        else:
            cards = read_cards(pack, hand, where)
        pack.check_copies(cards, where)
        if len(cards) != HAND_SIZE:
            raise InvalidInputError(say_n("a Mus hand is {n} card; {hand} has {held}",
                                          "a Mus hand is {n} cards; {hand} has {held}",
                                          HAND_SIZE, hand=Hand(i), held=len(cards)), where)
        for card in cards:
            if card in seen:
                raise DuplicateCardError(
                    say("{card} is in hand {first} and in hand {second}; the pack holds it once",
                        card=Shown(card), first=seen[card], second=i),
                    where, token=str(card))
            seen[card] = i
        checked.append(cards)
    return checked


def read_round(value: Any, field: str = "round") -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, str) and value.strip().lower() in ROUNDS:
        return value.strip().lower()
    raise InvalidInputError(
        say("{value} is not a Mus round: use grande, chica, pares, juego or punto",
            value=Verbatim(repr(str(value)[:40]))), field)


def _equal_pares(options: Mapping[str, Any] | None) -> str:
    value = (options or {}).get("equal_pares", "odd_card")
    if value not in ("odd_card", "mano"):
        raise InvalidInputError(say("equal pares go by the odd card or to the mano"),
                                "options.equal_pares")
    return str(value)


def _partner_bonuses(options: Mapping[str, Any] | None) -> bool:
    value = (options or {}).get("partner_bonuses", False)
    if not isinstance(value, bool):
        raise InvalidInputError(say("partner bonuses must be yes or no"),
                                "options.partner_bonuses")
    return value


def fourth_round(hands: Sequence[Sequence[Card]]) -> str:
    """"juego" when anyone holds 31 or more, else "punto"."""
    return "juego" if any(has_juego(h) for h in hands) else "punto"


def showdown(hands: Sequence[Sequence[Card]], round: str | None = None, trump: Any = None,
             options: Mapping[str, Any] | None = None) -> MusShowdown:
    """Rule a Mus round on the four hands (turn order, hand 0 the mano).

    ``round`` is ``"grande"``, ``"chica"``, ``"pares"``, ``"juego"`` or ``"punto"``:
    ``winner`` is the best hand, ``points`` the bonus its side collects (Pares, Juego, Punto;
    Grande and Chica have none), and each hand says its ``category``, ``description``,
    ``cards``, ``team``, ``total`` (Juego count) and ``bonus``. A round that is not played
    (Pares with no pares, Juego with no juego, Punto with a juego) has ``winner`` None.

    ``round`` None rules every round played, in order: ``winner`` None and ``points`` 0, each
    hand described round by round, and ``rounds`` holding each round's own answer
    (``winner``, ``team``, ``points``, ``hands``, ``explanation``). ``trump`` is unused.
    """
    name = read_round(round)
    cards = check_hands(hands, options)
    partner = _partner_bonuses(options)
    equal = _equal_pares(options)
    if name is not None:
        result = rule_round(cards, name, partner, equal)
        return MusShowdown(result.winner, result.hands, result.bonus, result.explanation)
    results = [rule_round(cards, r, partner, equal)
               for r in ("grande", "chica", "pares", fourth_round(cards))]
    entries = []
    for i, hand in enumerate(cards):
        parts = [r.hands[i] for r in results]
        entries.append({"category": "; ".join(p["category"] for p in parts[2:]),
                        "description": clauses(*(say("{round}: {description}",
                                                  round=round_title(r.round),
                                                  description=p["description"])
                                              for r, p in zip(results, parts))),
                        "cards": [str(c) for c in hand], "team": team_of(i),
                        "total": total(hand).points})
    return MusShowdown(None, tuple(entries), 0, join(*(r.explanation for r in results)),
                       {r.round: r.to_dict() for r in results})


# Betting

class Action(Enum):
    """What a player may say in a betting round."""

    PASS = "pass"
    """Before any bid: no bet (paso)."""
    ENVITE = "envite"
    """Open with a bid of at least 2 counters."""
    SEE = "see"
    """Accept the bid on the table (quiero)."""
    RAISE = "raise"
    """Accept the bid and propose a higher one; ``amount`` is the new total."""
    FOLD = "fold"
    """Decline the bid (no quiero)."""
    ORDAGO = "ordago"
    """Bet the whole game, as an opening bid or a raise."""


class Outcome(Enum):
    """How a round's betting ended."""

    PASSED = "passed"
    """All four passed: 1 counter to the better cards."""
    SEEN = "seen"
    """A bid was seen: it goes to the better cards."""
    FOLDED = "folded"
    """The bidding side collects the previously accepted amount at once."""
    ORDAGO = "ordago"
    """An órdago was seen: the round's better cards win the game."""


_ACTION_NAMES = {a.value: a for a in Action} | {"órdago": Action.ORDAGO}
_NO_BID_TO = {Action.SEE: N_("there is no bid to see: pass, bid (envite) or órdago"),
              Action.RAISE: N_("there is no bid to raise: pass, bid (envite) or órdago"),
              Action.FOLD: N_("there is no bid to fold: pass, bid (envite) or órdago")}


@dataclass(frozen=True)
class Betting:
    """One round's betting as a state machine. ``do`` returns the next state.

    ``verify(action, seat, amount)`` raises with the reason a move is not allowed now,
    ``can(...)`` answers yes or no, ``do(...)`` makes it. Seats are turn order, 0 the mano.
    """

    round: str
    limit: int = TARGET
    """The highest bid in counters; beyond it, bet órdago."""
    history: tuple[tuple[int, Action, int | None], ...] = ()
    to_act: int | None = 0
    bid: int = 0
    """The bid on the table (0 before any bid)."""
    ordago: bool = False
    """The bid on the table is órdago."""
    accepted: int = 1
    """What the bidding side collects if the other side folds now."""
    bidder: int | None = None
    """The side whose bid is on the table."""
    folds: int = 0
    outcome: Outcome | None = None

    @property
    def closed(self) -> bool:
        return self.outcome is not None

    @property
    def stake(self) -> int:
        """Counters the round pays: to the better cards (passed, seen), or to the bidders."""
        if self.outcome == Outcome.PASSED:
            return 1
        if self.outcome == Outcome.FOLDED:
            return self.accepted
        return self.bid

    def verify(self, action: Action | str, seat: Any, amount: Any = None) -> None:
        """Raise :class:`InvalidInputError` saying why this move is not allowed now."""
        move = _read_action(action)
        if self.outcome is not None:
            raise InvalidInputError(say("the betting of {round} is over ({summary})",
                                        round=round_title(self.round),
                                        summary=self.summary_text()), "action")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            raise InvalidInputError(say("seat must be 0 to 3, in turn order from the mano"),
                                    "seat")
        if seat != self.to_act:
            raise InvalidInputError(say("it is {hand}'s turn to speak, not {seat}'s",
                                        hand=Hand(self.to_act), seat=Hand(seat)), "seat")
        needs_amount = move in (Action.ENVITE, Action.RAISE)
        if not needs_amount and amount is not None:
            raise InvalidInputError(say("{move} takes no amount", move=Verbatim(move.value)),
                                    "amount")
        if self.bidder is None:
            if move in (Action.SEE, Action.RAISE, Action.FOLD):
                raise InvalidInputError(say(_NO_BID_TO[move]), "action")
        else:
            if move == Action.PASS:
                raise InvalidInputError(say("there is a bid on the table: see, raise or fold"),
                                        "action")
            if move == Action.ENVITE:
                raise InvalidInputError(say("the round is already open: raise instead"),
                                        "action")
            if self.ordago and move in (Action.RAISE, Action.ORDAGO):
                raise InvalidInputError(say("an órdago cannot be raised: see it or fold"),
                                        "action")
        if needs_amount:
            if amount is None:
                raise InvalidInputError(say("{move} needs an amount", move=Verbatim(move.value)),
                                        "amount")
            value = read_int(amount, N_("The amount"), "amount")
            least = MIN_ENVITE if move == Action.ENVITE else self.bid + 1
            if value < least:
                raise InvalidInputError(
                    say("an opening bid must be at least {least}", least=least)
                    if move == Action.ENVITE else
                    say("a raise must be at least {least}", least=least), "amount")
            if value > self.limit:
                raise InvalidInputError(say("bids go up to {limit}; for more, bet órdago",
                                            limit=self.limit), "amount")

    def can(self, action: Action | str, seat: Any, amount: Any = None) -> bool:
        try:
            self.verify(action, seat, amount)
        except InvalidInputError:
            return False
        return True

    def allowed(self) -> list[str]:
        """The moves open to the player whose turn it is (amounts aside)."""
        if self.to_act is None:
            return []
        return [a.value for a in Action
                if self.can(a, self.to_act, self._sample_amount(a))]

    def _sample_amount(self, action: Action) -> int | None:
        if action == Action.ENVITE:
            return MIN_ENVITE
        if action == Action.RAISE:
            return self.bid + 1
        return None

    def do(self, action: Action | str, seat: int, amount: Any = None) -> "Betting":
        """The state after this move (checked by :meth:`verify` first)."""
        self.verify(action, seat, amount)
        move = _read_action(action)
        value = read_int(amount, N_("The amount"), "amount") if amount is not None else None
        state = replace(self, history=self.history + ((seat, move, value),))
        if move == Action.PASS:
            if seat == PLAYERS - 1:
                return replace(state, to_act=None, outcome=Outcome.PASSED)
            return replace(state, to_act=seat + 1)
        if move == Action.SEE:
            return replace(state, to_act=None,
                           outcome=Outcome.ORDAGO if self.ordago else Outcome.SEEN)
        if move == Action.FOLD:
            if self.folds == 0:
                return replace(state, to_act=(seat + 2) % PLAYERS, folds=1)
            return replace(state, to_act=None, outcome=Outcome.FOLDED)
        # A bid: an opening envite or órdago, or a raise (which accepts the bid on the table).
        accepted = 1 if self.bidder is None else self.bid
        return replace(state, bid=value if value is not None else self.bid,
                       ordago=move == Action.ORDAGO, accepted=accepted, bidder=team_of(seat),
                       to_act=(seat + 1) % PLAYERS, folds=0)

    @classmethod
    def replay(cls, round_name: str, actions: Any, field: str = "actions",
               limit: int = TARGET) -> "Betting":
        """Replay a list of ``{"seat", "action", "amount"}`` moves, naming a bad one."""
        def move(state: "Betting", raw: Mapping[str, Any], where: str) -> "Betting":
            seat = raw.get("seat")
            if seat is not None and not isinstance(seat, bool):
                seat = read_int(seat, N_("The seat"), "seat")
            return state.do(raw.get("action"), seat, raw.get("amount"))

        state = replay_moves(cls(round_name, limit), actions, field, "moves",
                             '{"seat": 0, "action": "pass"}', move)
        if not state.closed:
            raise InvalidInputError(say("the betting of {round} is not finished: {hand} "
                                        "still has to speak",
                                        round=round_title(round_name),
                                        hand=Hand(state.to_act)), field)
        return state

    def summary(self) -> dict[str, Any] | None:
        """The outcome in the form :func:`score` takes; None while betting goes on."""
        if self.outcome == Outcome.PASSED:
            return {"outcome": "passed", "stake": 1}
        if self.outcome == Outcome.SEEN:
            return {"outcome": "seen", "stake": self.bid}
        if self.outcome == Outcome.FOLDED and self.bidder is not None:
            return {"outcome": "folded", "folded_by": 1 - self.bidder, "stake": self.accepted}
        if self.outcome == Outcome.ORDAGO:
            return {"outcome": "ordago"}
        return None

    def summary_text(self) -> Message:
        if self.outcome == Outcome.PASSED:
            return say("all passed: 1 counter to the better cards")
        if self.outcome == Outcome.SEEN:
            return say("seen for {bid}, to the better cards", bid=self.bid)
        if self.outcome == Outcome.FOLDED and self.bidder is not None:
            return say("{folder} folded: {side} {collects|collect} {stake} at once",
                       folder=side(1 - self.bidder), side=side(self.bidder),
                       stake=self.accepted)
        if self.outcome == Outcome.ORDAGO:
            return say("órdago seen: the better cards win the game")
        if self.bidder is None:
            return say("{hand} to speak; no bid yet", hand=Hand(self.to_act))
        if self.ordago:
            return say("bid of órdago by {side}; {hand} to answer",
                       side=side(self.bidder), hand=Hand(self.to_act))
        return say("bid of {bid} by {side}; {hand} to answer", bid=self.bid,
                   side=side(self.bidder), hand=Hand(self.to_act))

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "to_act": self.to_act, "bid": self.bid,
                "ordago": self.ordago, "accepted": self.accepted, "bidder": self.bidder,
                "closed": self.closed, "allowed": self.allowed(), "outcome": self.summary(),
                "history": [{"seat": s, "action": a.value, "amount": n}
                            for s, a, n in self.history],
                "explanation": self.summary_text()}


def _read_action(action: Any) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str) and action.strip().lower() in _ACTION_NAMES:
        return _ACTION_NAMES[action.strip().lower()]
    raise InvalidInputError(say("{action} is not a move: use pass, envite, see, raise, fold "
                                "or ordago", action=Verbatim(repr(str(action)[:40]))), "action")


# Counters

class Stones(NamedTuple):
    """A side's points as the table holds them in counters."""

    fives: int
    """Counters held by the partner, five points each."""
    ones: int
    """Counters held by the scorer, one point each."""
    called_35: bool
    """Seven fives were called as 35 and returned; ``ones`` then count on from 35."""


def stones(points: int) -> Stones:
    """The counters a side holds for its points: 17 is three fives and two ones."""
    value = read_int(points, N_("Points"), "points")
    if value < 0:
        raise InvalidInputError(say("points cannot be negative"), "points")
    if value >= STONES_CALLED:
        return Stones(0, value - STONES_CALLED, True)
    return Stones(value // 5, value % 5, False)


# Scoring a whole hand

def _score_dict(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Score one hand of Mus (see :func:`score_sides`), for a table that knows its dealer.

    With ``"dealer": seat`` (the table's seats 0–3, seats 0 and 2 one team), the mano is the
    dealer's right-hand neighbour in turn, ``(dealer + 1) % 4``; ``scores`` are then given, and
    ``scores``, ``points``, ``stones``, ``winner`` and ``award`` answered, by the table's teams
    (team 0 = seats 0 and 2). Without ``dealer`` everything is by side, the mano's first.
    """
    dealer = body.get("dealer")
    if dealer is None:
        return score_sides(body, options)
    # a hand read by MusHand (score() is the only caller): the dealer is already a seat 0-3
    mano_team = (dealer + 1) % 2
    if mano_team == 0:
        return _hands_at_seats(_scored(body, options, dealer), (dealer + 1) % PLAYERS)
    swapped = dict(body)
    if isinstance(body.get("scores"), list):
        swapped["scores"] = list(reversed(body["scores"]))
    answer = _scored(swapped, options, dealer)
    for key in ("points", "scores", "stones"):
        if isinstance(answer.get(key), list):
            answer[key] = list(reversed(answer[key]))
    if isinstance(answer.get("winner"), int):
        answer["winner"] = 1 - answer["winner"]
    answer["award"] = dict(answer["award"], points=list(reversed(answer["award"]["points"])))
    # the words too speak of the table's teams: the mano's side is the table's team 1
    answer["explanation"] = swap_sides(answer["explanation"])
    answer["breakdown"] = [dict(line, team=1 - line["team"], reason=swap_sides(line["reason"]))
                           for line in answer["breakdown"]]
    for entry in answer["rounds"]:
        if isinstance(entry.get("team"), int):
            entry["team"] = 1 - entry["team"]
        entry["explanation"] = swap_sides(entry["explanation"])
    return _hands_at_seats(answer, (dealer + 1) % PLAYERS)


def _scored(body: Mapping[str, Any], options: Mapping[str, Any],
            dealer: int) -> dict[str, Any]:
    """The hand scored by side; a refusal says each hand as the player who held it, as the
    answer does (a table typed the hands beside its players' names)."""
    try:
        return score_sides(body, options)
    except RefereeError as error:
        error.message = hands_at_seats(error.message, (dealer + 1) % PLAYERS)
        raise


def _hands_at_seats(answer: dict[str, Any], mano: int) -> dict[str, Any]:
    """The answer's words with each hand said as the player who held it (the mano at the
    table's seat ``mano``)."""
    answer["explanation"] = hands_at_seats(answer["explanation"], mano)
    answer["breakdown"] = [dict(line, reason=hands_at_seats(line["reason"], mano))
                           for line in answer["breakdown"]]
    for entry in answer["rounds"]:
        entry["explanation"] = hands_at_seats(entry["explanation"], mano)
    return answer



def score_sides(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Score one hand of Mus: folds at once, then the rounds in order at the reveal.

    Body::

        {"hands": [["KS","3H","7C","4D"], [...], [...], [...]],
         "scores": [12, 30],
         "bets": {"grande": {"outcome": "seen", "stake": 5},
                  "chica": {"outcome": "folded", "folded_by": 1, "stake": 1},
                  "pares": null,
                  "juego": [{"seat": 0, "action": "envite", "amount": 2},
                            {"seat": 1, "action": "see"}]}}

    - ``hands``: the four hands in turn order from the mano (hand 0). Side 0 is hands 0 and
      2, side 1 hands 1 and 3.
    - ``scores``: the two sides' points before this hand, side 0 first (default ``[0, 0]``;
      each below the target, 40).
    - ``bets``: one entry per round, ``grande``, ``chica``, ``pares`` and ``juego`` (the
      fourth round, whether it is played as Juego or as Punto; ``punto`` is accepted as its
      name). A round left out or null was passed by all four. An entry is either the outcome,
      ``{"outcome": "passed"}``, ``{"outcome": "seen", "stake": N}`` (N at least 2),
      ``{"outcome": "folded", "folded_by": SIDE, "stake": N}`` (the other side collects N at
      once: 1 when the opening bid was folded) or ``{"outcome": "ordago"}`` (an órdago was
      seen); or the moves themselves, ``[{"seat": 0..3, "action": "pass" | "envite" |
      "see" | "raise" | "fold" | "ordago", "amount": N}]``, replayed by :class:`Betting`.
      Pares cannot be bet when nobody holds pares.

    Answer: ``rounds`` (each round: ``round``, ``played``, ``winner``, ``team``, ``bet``,
    ``bonus``, ``explanation``), ``breakdown`` (each payment in the order made: ``round``,
    ``team``, ``points``, ``when`` — ``fold``, ``reveal`` or ``ordago`` — and ``reason``),
    ``points`` (gained per side), ``scores`` (after), ``game_over``, ``winner`` (side or
    null), ``stones`` (per side: ``fives``, ``ones``, ``called_35``), ``award`` (``{"by":
    "team", "points": [gained per side]}``, for the score pad) and ``explanation``. The body
    and answer are also :data:`SCORE_SCHEMA` and :data:`SCORE_ANSWER_SCHEMA`.
    An órdago seen ends the game: the winning side is scored up to the target.
    """
    target = read_int((options or {}).get("target", TARGET), N_("The target"),
                      "options.target")
    if target < 1:
        raise InvalidInputError(say("the target must be at least 1"), "options.target")
    partner = _partner_bonuses(options)
    if not isinstance(body, Mapping):
        raise InvalidInputError(say("the request body must be a JSON object"), "body")
    hands = check_hands(body.get("hands"), options)
    before = _read_scores(body.get("scores"), target)
    fourth = fourth_round(hands)
    bets = _read_bets(body.get("bets"), hands, fourth, target)

    equal = _equal_pares(options)
    pass_pays = bool((options or {}).get("all_pass_pays_stake", True))
    results = {r: rule_round(hands, r, partner, equal)
               for r in ("grande", "chica", "pares", fourth)}
    order = [("grande", "grande"), ("chica", "chica"), ("pares", "pares"), ("juego", fourth)]
    scores = list(before)
    breakdown: list[dict[str, Any]] = []
    stopped: str | None = None
    # each sentence made once for the plain values deciding its words (see words.Made): the
    # keys of what was said make the explanation's
    said: list[Any] = []
    stop_key: Any = None

    def pay(round_name: str, team: int, points: int, when: str, key: Any,
            reason: Callable[[], Message]) -> bool:
        scores[team] += points
        said.append(key)
        breakdown.append({"round": round_name, "team": team, "points": points, "when": when,
                          "reason": _once(key, reason)})
        return scores[team] >= target

    # During the betting: folds are collected at once; a seen órdago ends everything.
    for key, name in order:
        bet = bets[key]
        result = results[name]
        if bet["outcome"] == "folded":
            team = 1 - bet["folded_by"]
            stake = bet["stake"]
            if pay(name, team, stake, "fold", ("fold", name, team, stake), lambda: say(
                    "{round}: {folder} folded, {side} {collects|collect} {stake} at once",
                    round=round_title(name), folder=side(1 - team), side=side(team),
                    stake=stake)):
                stop_key = ("stop-fold", team, target, name)
                stopped = _once(stop_key, lambda: say(
                    "{side} reached {target} on the fold in {round}", side=side(team),
                    target=target, round=round_title(name)))
                break
        elif bet["outcome"] == "ordago":
            team = result.team if result.team is not None else 0
            hand = result.winner
            pay(name, team, max(0, target - scores[team]), "ordago",
                ("ordago", name, team, hand), lambda: say(
                    "{round}: órdago seen; {hand} has the better cards, so {side} "
                    "{wins|win} the game", round=round_title(name), side=side(team),
                    hand=Hand(hand)))
            stop_key = ("stop-ordago", name)
            stopped = _once(stop_key, lambda: say("the órdago in {round} decided the game",
                                                  round=round_title(name)))
            break

    if stopped is None:
        for key, name in order:
            bet = bets[key]
            result = results[name]
            if result.winner is None or result.team is None:
                continue
            team = result.team
            bonus_only = (bet["outcome"] == "passed" and not pass_pays
                          and name in ("pares", "juego", "punto"))
            hand = result.winner
            if bet["outcome"] in ("passed", "seen") and not bonus_only:
                stake = bet["stake"]
                how = ((lambda: say("{round} (all passed): {hand} is best, {side} "
                                    "{collects|collect} the stake of {stake}",
                                    round=round_title(name), side=side(team), hand=Hand(hand),
                                    stake=stake))
                       if bet["outcome"] == "passed" else
                       (lambda: say("{round} (seen): {hand} is best, {side} {collects|collect} "
                                    "the stake of {stake}", round=round_title(name),
                                    side=side(team), hand=Hand(hand), stake=stake)))
                if pay(name, team, stake, "reveal", (bet["outcome"], name, team, hand, stake),
                       how):
                    stop_key = ("stop-reveal", team, target, name)
                    stopped = _once(stop_key, lambda: say(
                        "{side} reached {target} on {round}", side=side(team), target=target,
                        round=round_title(name)))
                    break
            if result.bonus:
                kind = result.hands[hand]["category"]
                bonus = result.bonus
                if pay(name, team, bonus, "reveal", ("bonus", name, hand, kind, bonus),
                       lambda: say("{round} bonus: {hand}'s {kind} collects {bonus}",
                                   round=round_title(name), hand=Hand(hand), kind=kind_said(kind),
                                   bonus=bonus)):
                    stop_key = ("stop-bonus", team, target, name)
                    stopped = _once(stop_key, lambda: say(
                        "{side} reached {target} on the {round} bonus", side=side(team),
                        target=target, round=round_title(name)))
                    break

    gained = [s - b for s, b in zip(scores, before)]
    leader = [t for t in (0, 1) if scores[t] >= target]
    winner = leader[0] if leader else None
    rounds = []
    for key, name in order:
        result = results[name]
        rounds.append({"round": name, "played": result.winner is not None,
                       "winner": result.winner, "team": result.team, "bet": bets[key],
                       "bonus": result.bonus, "explanation": result.explanation})
    key = (*said, stop_key, scores[0], scores[1])
    explanation = _HAND_EXPLAINED.get(key)
    if explanation is None:
        lines = [join(line["reason"], ".", sep="") for line in breakdown] or [_NOBODY_SCORES]
        if stopped:
            lines.append(say("The game is over: {why}.", why=stopped))
        lines.append(say("Scores: {first} {a}, {second} {b}.", first=side(0), a=scores[0],
                         second=side(1), b=scores[1]))
        explanation = _HAND_EXPLAINED.keep(key, join(*lines))
    return {"rounds": rounds, "breakdown": breakdown, "points": gained, "scores": scores,
            "game_over": winner is not None, "winner": winner,
            "stones": [stones(s)._asdict() for s in scores],
            "award": {"by": "team", "points": list(gained)},
            "explanation": explanation}


_NOBODY_SCORES = say("Nobody scores this hand.")
_SAID = Made(1024)
"""A sentence of a hand's score, by its kind and the plain values deciding its words."""
_HAND_EXPLAINED = Made()
"""A hand's explanation, by the keys of its sentences and the scores after."""


def _once(key: Any, make: Callable[[], Message]) -> Message:
    """The sentence said for ``key``, made by ``make`` the first time (see words.Made)."""
    made = _SAID.get(key)
    if made is None:
        made = _SAID.keep(key, make())
    return made


def _read_scores(value: Any, target: int) -> list[int]:
    if value is None:
        return [0, 0]
    if not isinstance(value, list) or len(value) != 2:
        raise InvalidInputError(say("scores must be the two sides' points, side 0 first"),
                                "scores")
    scores = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, s in enumerate(scores):
        if s < 0:
            raise InvalidInputError(say("a score cannot be negative"), f"scores[{i}]")
        if s >= target:
            raise InvalidInputError(say("{side} already {has|have} {points}: the game ended at "
                                        "{target}", side=side(i), points=s, target=target),
                                    f"scores[{i}]")
    return scores


def _read_bets(value: Any, hands: Sequence[Sequence[Card]], fourth: str,
               limit: int) -> dict[str, dict[str, Any]]:
    if value is None:
        value = {}
    if not isinstance(value, Mapping):
        raise InvalidInputError(say("bets must be an object with a key per round"), "bets")
    for key in value:
        if key not in BET_ROUNDS and key != "punto":
            raise InvalidInputError(say("{key} is not a betting round: use grande, chica, pares "
                                        "or juego", key=Verbatim(repr(str(key)[:40]))),
                                    f"bets.{str(key)[:40]}")
    if "juego" in value and "punto" in value:
        raise InvalidInputError(say("give the fourth round once, as juego (or punto)"),
                                "bets.punto")
    raw = dict(value)
    if "punto" in raw:
        raw["juego"] = raw.pop("punto")
    bets: dict[str, dict[str, Any]] = {}
    for key in BET_ROUNDS:
        name = fourth if key == "juego" else key
        field = f"bets.{key}"
        entry = raw.get(key)
        if isinstance(entry, list):
            bet = Betting.replay(name, entry, field, limit).summary() or _read_outcome(
                None, field, limit)
        else:
            bet = _read_outcome(entry, field, limit)
        if key == "pares" and bet["outcome"] != "passed" and \
                all(pares(h).kind == Pares.NONE for h in hands):
            raise InvalidInputError(say("nobody holds pares, so Pares is not bet"), field)
        bets[key] = bet
    return bets


def _read_outcome(entry: Any, field: str, limit: int) -> dict[str, Any]:
    if entry is None:
        return {"outcome": "passed", "stake": 1}
    if not isinstance(entry, Mapping):
        raise InvalidInputError(say("a round's bets are an outcome object or a list of "
                                    "moves"), field)
    outcome = entry.get("outcome", "passed")
    if outcome == "passed":
        return {"outcome": "passed", "stake": 1}
    if outcome == "ordago":
        return {"outcome": "ordago"}
    if outcome == "seen":
        stake = read_int(entry.get("stake"), N_("The stake"), f"{field}.stake")
        if not MIN_ENVITE <= stake <= limit:
            raise InvalidInputError(say_n("a seen bid is {least} to {n} counter",
                                          "a seen bid is {least} to {n} counters", limit,
                                          least=MIN_ENVITE), f"{field}.stake")
        return {"outcome": "seen", "stake": stake}
    if outcome == "folded":
        folded_by = entry.get("folded_by")
        if folded_by not in (0, 1) or isinstance(folded_by, bool):
            raise InvalidInputError(say("folded_by must be the side that folded, 0 or 1"),
                                    f"{field}.folded_by")
        stake = read_int(entry.get("stake", 1), N_("The stake"), f"{field}.stake")
        if not 1 <= stake <= limit:
            raise InvalidInputError(say_n("a fold pays 1 to {n} counter",
                                          "a fold pays 1 to {n} counters", limit),
                                    f"{field}.stake")
        return {"outcome": "folded", "folded_by": folded_by, "stake": stake}
    raise InvalidInputError(say("{outcome} is not an outcome: use passed, seen, folded or "
                                "ordago", outcome=Verbatim(repr(str(outcome)[:40]))),
                            f"{field}.outcome")


# The score body and answer, for /api/openapi.json

_MOVE = {"type": "object", "required": ["seat", "action"], "properties": {
    "seat": {"type": "integer", "minimum": 0, "maximum": 3,
             "description": "hand in turn order from the mano"},
    "action": {"enum": ["pass", "envite", "see", "raise", "fold", "ordago"]},
    "amount": {"type": "integer", "minimum": MIN_ENVITE,
               "description": "counters, for envite and raise"}}}
_BET = {"description": "a round's betting: null (all passed), its outcome, or the moves",
        "oneOf": [
            {"type": "null"},
            {"type": "object", "properties": {
                "outcome": {"enum": ["passed", "seen", "folded", "ordago"]},
                "stake": {"type": "integer", "minimum": 1,
                          "description": "seen: the bid; folded: what the bidders collect "
                                         "(1 when the opening bid was folded)"},
                "folded_by": {"enum": [0, 1], "description": "folded: the side that folded"}}},
            {"type": "array", "items": _MOVE}]}


def _dealer(value: Any, path: str, context: bodies.Context) -> int:
    dealer = read_int(value, N_("The dealer"), "dealer")
    if not 0 <= dealer <= 3:
        raise InvalidInputError(say("the dealer is a seat from 0 to 3"), "dealer")
    return dealer


@dataclass(frozen=True)
class MusHand(bodies.Body):
    """One Mus hand (003 lines 132–200): the four hands shown, the scores before it and each
    round's betting. Side 0 is hands 0 and 2 (the mano's), side 1 hands 1 and 3."""

    hands: Any = bodies.spec(
        {"type": "array", "minItems": PLAYERS, "maxItems": PLAYERS,
         "items": {"description": "four cards, e.g. \"KS 3H 7C 4D\""}}, bodies.kept, required=True,
        doc="the four hands in turn order from the mano (hand 0)")
    dealer: int | None = bodies.spec(
        {"type": "integer", "minimum": 0, "maximum": 3}, _dealer,
        doc="optional: the table's dealer seat; the mano is the next seat, and scores and the "
            "answer are then by the table's teams (team 0 = seats 0 and 2)")
    scores: Any = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "integer",
                                                                  "minimum": 0}}, bodies.kept,
        doc="the two sides' points before the hand (default [0, 0])")
    bets: Any = bodies.spec(
        {"type": "object", "properties": {
            "grande": _BET, "chica": _BET, "pares": _BET,
            "juego": _BET | {"description": "the fourth round, played as Juego or Punto"},
            "punto": _BET | {"description": "another name for the fourth round"}}}, bodies.kept,
        doc="one entry per round; a round left out was passed by all four")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MusScore(bodies.Answer):
    """One Mus hand scored: the folds at once, then the rounds in order at the reveal, and
    the stones."""

    rounds: tuple[dict[str, Any], ...] = field(metadata={
        "doc": "each round: round, played, winner, team, bet, bonus, explanation"})
    breakdown: tuple[dict[str, Any], ...] = field(metadata={
        "doc": "each payment in the order made: round, team, points, when (fold, reveal or "
               "ordago), reason"})
    points: tuple[int, ...] = field(metadata={"doc": "points gained per side"})
    scores: tuple[int, ...] = field(metadata={"doc": "the sides' points after the hand"})
    game_over: bool
    winner: int | None
    stones: tuple[dict[str, Any], ...] = field(metadata={
        "doc": "per side: fives, ones, called_35"})
    award: Award = field(metadata={"doc": "what the hand adds to the score pad, per side"})
    explanation: str


def score(hand: MusHand) -> MusScore:
    """Score one hand of Mus: :func:`score_sides`, by the table's teams when the dealer is
    given."""
    return MusScore.read(_score_dict(hand.given(), hand.options))


SCORE = bodies.Question(score, MusHand, MusScore,
                         lambda hand: _score_dict(hand.given(), hand.options))


GAME = Game(
    "mus", "Mus", 4, 4, pack_spanish_40, Scoring.POINTS,
    N_("Basque bluffing game in four rounds: Grande, Chica, Pares, Juego; to 40."),
    side_nouns=(say_in("mus", "side {number}"), say_in("mus", "Team {number}"),
                say_in("mus", "Team")),
    figures={"stones_called": STONES_CALLED},
    end=ReachTarget(TARGET, at_once=True),
    options=(target_option(TARGET),
             Option("partner_bonuses", N_("Partners' pares and juego bonuses count too"), False,
                    "bool", help=N_("otherwise only the best hand's bonus counts")),
             Option("all_pass_pays_stake", N_("Four passes in Pares or Juego still pay 1"), True,
                    "bool", help=N_("as the text; off: only the bonus is paid")),
             Option("equal_pares", N_("Equal pares go"), "odd_card", "choice",
                    ("odd_card", "mano"),
                    help=N_("when both sides hold the same pares"),
                    choice_words=(N_("to the odd card, as the text says"),
                                  N_("to the player nearer the mano"))),
             faces_option()),
    teams=pairs_across, deal=DealRule("right"),
    showdown_words=ShowdownWords(heading=N_("Who wins the round?"), first=N_("the mano"),
                                 verdict=N_("Hand {winner} wins the round"),
                                 named_verdict=N_("{winner} wins the round"),
                                 nobody=N_("Nobody plays this round"), from_leader=True),
    rounds=("grande", "chica", "pares", "juego", "punto"),
    questions={"showdown": showdown, "score": SCORE},
    lowest_score=0,  # points are counters won, never paid back (stones())
    rules="003:132")
"""A side reaching 40 wins at once, even if a later round would have taken the others past
it (003 line 196); the deal passes to the right (003 line 155)."""
