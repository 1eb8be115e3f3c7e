"""Burraco: the Italian partnership rummy, scored at the end of a hand.

Rules followed: ``shared/rules/003`` lines 2–86.

- Melds (003 "There are two types of meld"): a *set* is three or more cards of one rank; a *run*
  is three or more cards in sequence in one suit. Jokers (``JK``) and 2s are wild, and a meld
  holds at most one wild card. There are no sets of jokers or of 2s, and a partnership has only
  one set of each rank. In a run the ace is high (Q-K-A) or low (A-2-3) but never both, so a run
  does not turn the corner (K-A-2) and holds one ace at most. A 2 of the run's own suit standing
  in its own place (A-2-3♥, 2-3-4♥) is a natural card, not a wild one.
- Card values: joker 30, 2 20, ace 15, K to 8 10, 7 to 3 5. A wild card counts its own value
  wherever it stands.
- Bonuses: each burraco (a meld of seven or more cards) 200 when clean (no wild card), 100 when
  dirty; closing 100 (only the side that closed; nobody when the stock ran out or the hand
  stalled). Penalty: −100 for a partnership that never took its pozzetto. The cards still in the
  partnership's hands are subtracted.

Readings chosen where the text leaves room:

- A meld may be entered in any order. A run is read by sorting its natural cards; the one wild
  card fills the single gap between them when there is one, and otherwise stands at the low end
  (the text's "★-7-8♠"), or at the high end when the low end is taken by a low ace (A-2-3-★).
  When a 2 of the run's suit can be read either as itself or as the wild card, the reading with
  no wild card is taken (2-3-4-5-6-7-8♥ is a clean burraco).
- A pozzetto taken but never looked at is scored as the text says, like a hand: enter it with
  that team's ``hands`` cards and mark the pozzetto as taken.
- ``closed`` names the side that closed; closing needs that side to have taken its pozzetto and
  to hold at least one burraco (003 "Ending the hand"), so a closure without them is refused.
- The game ends when a side *exceeds* the target (2000 by default); the higher total wins, and
  equal totals above the target mean another hand is played (the text names no tie rule).

Score body::

    {"melds": [[["7S", "8S", "JK"], ...], [...]], "hands": [["3C"], []],
     "closed": 0 | 1 | null, "pozzetto": [true, false], "scores": [1450, 1720] (optional)}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_108, parse_card, read_cards, Shown, ShownRanks
from .catalog import Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, pairs_across
from .errors import InvalidInputError, RefereeError
from .numbers import MINUS_SIGN
from .rulings import Award, Count, count_cards
from .words import N_, Message, Side, Verbatim, join, say, say_n, say_in

TEAMS = 2
MIN_MELD = 3
BURRACO_LENGTH = 7
CLEAN_BURRACO = 200
DIRTY_BURRACO = 100
CLOSING = 100
NO_POZZETTO = -100
MAX_SCORE = 10**6

POINTS: dict[Rank, int] = {Rank.JOKER: 30, Rank.TWO: 20, Rank.ACE: 15,
                           Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10, Rank.TEN: 10,
                           Rank.NINE: 10, Rank.EIGHT: 10, Rank.SEVEN: 5, Rank.SIX: 5,
                           Rank.FIVE: 5, Rank.FOUR: 5, Rank.THREE: 5}
"""Card values at the end of a hand (003): joker 30, 2 20, A 15, K–8 10, 7–3 5."""

_POSITION: dict[Rank, int] = {Rank.TWO: 2, Rank.THREE: 3, Rank.FOUR: 4, Rank.FIVE: 5,
                              Rank.SIX: 6, Rank.SEVEN: 7, Rank.EIGHT: 8, Rank.NINE: 9,
                              Rank.TEN: 10, Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 13}
_RANK_AT: dict[int, Rank] = {v: k for k, v in _POSITION.items()} | {1: Rank.ACE, 14: Rank.ACE}
ACE_LOW, ACE_HIGH = 1, 14
LONGEST_RUN = 13
"""A run spans at most A-2-…-K or 2-…-K-A: thirteen places."""


def card_points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def is_wild(card: Card) -> bool:
    """Jokers and 2s are wild (a 2 may also stand as itself in a run of its suit)."""
    return card.rank in (Rank.JOKER, Rank.TWO)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Burraco card values of the given cards, card by card."""
    return count_cards(cards, card_points, lambda c: "wild" if c.rank is Rank.JOKER else "")


@dataclass(frozen=True)
class Meld:
    """A valid meld as laid out on the table.

    ``layout`` is the meld in its laid-out order (a run low to high, the wild card in the place
    it fills); ``wild`` is the card used as a wild card, if any.
    """

    kind: str
    """``set`` or ``run``."""
    cards: tuple[Card, ...]
    layout: tuple[Card, ...]
    wild: Card | None
    stands_for: str | None = None
    """The card the wild stands for in a run ("9S"), or the rank in a set ("7")."""

    @property
    def burraco(self) -> str | None:
        """``clean`` or ``dirty`` for seven cards or more, else None."""
        if len(self.cards) < BURRACO_LENGTH:
            return None
        return "dirty" if self.wild is not None else "clean"

    @property
    def bonus(self) -> int:
        return {"clean": CLEAN_BURRACO, "dirty": DIRTY_BURRACO}.get(self.burraco or "", 0)

    @property
    def points(self) -> int:
        return sum(card_points(c) for c in self.cards)

    @property
    def text(self) -> Shown:
        """The layout as players write it: ``JK 7S 8S`` (the table's faces on a page)."""
        return Shown(self.layout)

    def describe(self) -> Message:
        if self.wild is None:
            return say(DESCRIPTIONS[self.kind], cards=self.text)
        assert self.stands_for is not None  # a wild card always stands for something
        return say(WILD_DESCRIPTIONS[self.kind], cards=self.text,
                   wild=Shown(self.wild), stands_for=_stands_for(self.stands_for))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "cards": [str(c) for c in self.cards], "layout": self.text,
                "wild": str(self.wild) if self.wild else None, "stands_for": self.stands_for,
                "points": self.points, "burraco": self.burraco, "bonus": self.bonus}


DESCRIPTIONS: dict[str, str] = {"set": N_("set {cards}"), "run": N_("run {cards}")}
def _stands_for(text: str) -> Verbatim:
    """What a wild card stands for (a card in a run, a rank in a set), with the table's faces
    on a page."""
    try:
        return Shown(parse_card(text))
    except RefereeError:
        return ShownRanks([Rank(text)])  # a set's rank: every wild meld says what it stands for


WILD_DESCRIPTIONS: dict[str, str] = {"set": N_("set {cards} ({wild} wild, for {stands_for})"),
                                     "run": N_("run {cards} ({wild} wild, for {stands_for})")}
"""A meld in words, by its kind: ``run JK 7S 8S (JK wild, for 6S)``."""
BURRACO_WORDS: dict[str, str] = {"clean": N_("clean burraco ({meld})"),
                                 "dirty": N_("dirty burraco ({meld})")}


class MeldError(InvalidInputError):
    """Cards that do not make a legal meld; the message says which rule they break."""


def _place(card: Card, ace: int) -> int:
    return ace if card.rank is Rank.ACE else _POSITION[card.rank]


def _runs(naturals: Sequence[Card], wild: Card | None
          ) -> list[tuple[tuple[Card, ...], str | None]]:
    """Every way to lay out these naturals (one suit) and the wild card as a run.

    Each way is the layout, low to high, and the card the wild stands for ("9S").
    """
    ways: list[tuple[tuple[Card, ...], str | None]] = []
    has_ace = any(c.rank is Rank.ACE for c in naturals)
    suit = naturals[0].suit if naturals else None
    for ace in ((ACE_LOW, ACE_HIGH) if has_ace else (ACE_LOW,)):
        places = {_place(c, ace): c for c in naturals}
        if suit is None or len(places) != len(naturals):
            continue
        low, high = min(places), max(places)
        missing = [p for p in range(low, high + 1) if p not in places]
        wild_at: int | None = None
        if wild is None:
            if missing:
                continue
        elif len(missing) > 1:
            continue
        elif missing:
            wild_at = missing[0]
        elif low - 1 >= ACE_LOW:
            wild_at = low - 1  # no gap to fill: the wild stands at the low end
        else:
            # the low end is a low ace, so the others stand at 13 or below: the wild goes high
            wild_at = high + 1
        occupied = set(places) | ({wild_at} if wild_at is not None else set())
        if max(occupied) - min(occupied) + 1 > LONGEST_RUN:
            continue
        layout = tuple(places.get(p) or wild for p in sorted(occupied))
        stands = str(Card(_RANK_AT[wild_at], suit)) if wild_at is not None else None
        ways.append((tuple(c for c in layout if c is not None), stands))
    return ways


def read_meld(cards: Sequence[Card]) -> Meld:
    """Read cards as a set or a run; raise :class:`MeldError` saying which rule they break."""
    cards = tuple(cards)
    if len(cards) < MIN_MELD:
        raise MeldError(say_n("{cards}: a meld needs at least {n} card",
                              "{cards}: a meld needs at least {n} cards", MIN_MELD,
                              cards=_text(cards)) if cards else
                        say_n("no cards: a meld needs at least {n} card",
                              "no cards: a meld needs at least {n} cards", MIN_MELD))
    readings: list[Meld] = []
    candidates: list[Card | None] = [None]
    for card in cards:
        if is_wild(card) and card not in candidates:
            candidates.append(card)
    for wild in candidates:
        rest = list(cards)
        if wild is not None:
            rest.remove(wild)
        if any(c.rank is Rank.JOKER for c in rest):
            continue
        readings.extend(_set_readings(cards, rest, wild))
        readings.extend(_run_readings(cards, rest, wild))
    if readings:
        # Fewest wild cards first: a 2 that can stand as itself does.
        return min(readings, key=lambda m: m.wild is not None)
    raise MeldError(_why_not(cards))


def _set_readings(cards: tuple[Card, ...], rest: list[Card], wild: Card | None) -> list[Meld]:
    ranks = {c.rank for c in rest}
    if len(ranks) != 1 or Rank.TWO in ranks:
        return []
    rank = next(iter(ranks))
    layout = tuple(rest) + ((wild,) if wild is not None else ())
    return [Meld("set", cards, layout, wild, rank.value if wild is not None else None)]


def _run_readings(cards: tuple[Card, ...], rest: list[Card], wild: Card | None) -> list[Meld]:
    suits = {c.suit for c in rest}
    if len(suits) != 1:
        return []
    return [Meld("run", cards, layout, wild, stands) for layout, stands in _runs(rest, wild)]


def _text(cards: Sequence[Card]) -> Shown:
    return Shown(cards)


def _why_not(cards: tuple[Card, ...]) -> Message:
    """The plain reason these cards make no meld (called only when no reading works)."""
    shown = _text(cards)
    jokers = [c for c in cards if c.rank is Rank.JOKER]
    twos = [c for c in cards if c.rank is Rank.TWO]
    naturals = [c for c in cards if not is_wild(c)]
    if not naturals:
        return say("{cards}: no meld of jokers and 2s alone: there are no sets of jokers or "
                   "2s, and a meld holds one wild card at most", cards=shown)
    if len({c.rank for c in naturals}) == 1 and len(naturals) >= 2:
        return say("{cards}: a meld holds one wild card at most (one joker or one 2), and "
                   "this set has {n}: {wilds}", cards=shown, n=len(jokers + twos),
                   wilds=_text(jokers + twos))
    suits = {c.suit for c in naturals}
    if len(suits) > 1:
        return say("{cards}: neither a set (cards of one rank) nor a run (cards of one suit "
                   "in sequence)", cards=shown)
    suit = next(iter(suits))
    doubled = sorted({str(c) for c in naturals if naturals.count(c) > 1})
    if doubled:
        return say("{cards}: a run holds each card once, and {card} is here twice",
                   cards=shown, card=Verbatim(doubled[0]))
    own_two = [c for c in twos if c.suit == suit][:1]
    wilds = list(jokers) + [c for c in twos if c.suit != suit]
    wilds += [c for c in twos if c.suit == suit][1:]
    ranks_held = {c.rank for c in naturals + own_two}
    if {Rank.ACE, Rank.KING, Rank.TWO} <= ranks_held:
        return say("{cards}: an ace is high (Q-K-A) or low (A-2-3), not both, so a run does "
                   "not turn the corner K-A-2", cards=shown)
    if len(wilds) > 1:
        return say("{cards}: a meld holds one wild card at most (one joker or one 2), and "
                   "this run has {n}: {wilds}", cards=shown, n=len(wilds),
                   wilds=_text(wilds))
    return _gap_text(shown, naturals + own_two, bool(wilds or own_two))


def _gap_text(shown: Verbatim, naturals: list[Card], wild_held: bool) -> Message:
    suit = naturals[0].suit
    assert suit is not None
    best: list[Card] | None = None
    for ace in (ACE_LOW, ACE_HIGH):
        places = {_place(c, ace) for c in naturals}
        gaps = [Card(_RANK_AT[p], suit) for p in range(min(places), max(places) + 1)
                if p not in places]
        if best is None or len(gaps) < len(best):
            best = gaps
    missing = Shown(best or [])
    if wild_held:
        return say("{cards}: not in sequence: {missing} missing, and one wild card fills only "
                   "one place", cards=shown, missing=missing)
    return say("{cards}: not in sequence: {missing} missing, with no wild card to fill the gap",
               cards=shown, missing=missing)


def verify_meld(cards: Sequence[Card], field: str = "meld") -> Meld:
    """The meld these cards make, or a :class:`MeldError` naming the rule and the field."""
    try:
        return read_meld(cards)
    except MeldError as error:
        raise MeldError(error.message, field) from None


def can_meld(cards: Sequence[Card]) -> bool:
    """Whether these cards make a legal set or run."""
    try:
        read_meld(cards)
    except MeldError:
        return False
    return True


MISSING: dict[str, str] = {
    "melds": N_("melds must give a list of melds for each of the two teams"),
    "hands": N_("hands must give the cards left in its hands for each of the two teams"),
    "pozzetto": N_("pozzetto must give whether it took its pozzetto (true or false) for each "
                   "of the two teams")}
"""What each of a hand's per-team fields must give, said when it does not."""


def _read_pair(body: Mapping[str, Any], name: str) -> list[Any]:
    value = body.get(name)
    if not isinstance(value, list) or len(value) != TEAMS:
        raise InvalidInputError(say(MISSING[name]), name)
    return value


def _read_flags(body: Mapping[str, Any]) -> list[bool]:
    value = _read_pair(body, "pozzetto")
    for i, flag in enumerate(value):
        if not isinstance(flag, bool):
            raise InvalidInputError(say("say true or false: did the team take its pozzetto?"),
                                    f"pozzetto[{i}]")
    return list(value)


def _read_closed(body: Mapping[str, Any]) -> int | None:
    value = body.get("closed")
    if value is None:
        return None
    if isinstance(value, bool) or value not in (0, 1):
        raise InvalidInputError(say("closed must be 0 or 1 (the team that closed) or null"),
                                "closed")
    return int(value)


def _read_scores(body: Mapping[str, Any]) -> list[int] | None:
    value = body.get("scores")
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != TEAMS:
        raise InvalidInputError(say("scores must give the two teams' totals before this hand"),
                                "scores")
    # i18n: read_int says "A score must be a whole number" in English (referee/numbers.py)
    scores = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, total in enumerate(scores):
        if abs(total) > MAX_SCORE:
            raise InvalidInputError(say("that score is implausibly large"), f"scores[{i}]")
    return scores


def _melds(value: Any, path: str, context: bodies.Context) -> tuple[tuple[tuple[str, Meld], ...],
                                                                     ...]:
    raw = _read_pair({"melds": value}, "melds")
    melds = []
    everything: list[Card] = []
    for team, team_melds in enumerate(raw):
        if not isinstance(team_melds, list):
            raise InvalidInputError(say("each team's melds must be a list of melds"),
                                    f"melds[{team}]")
        read: list[tuple[str, Meld]] = []
        for i, meld_raw in enumerate(team_melds):
            where = f"melds[{team}][{i}]"
            cards = read_cards(context.pack, meld_raw, where)
            read.append((where, verify_meld(cards, where)))
            everything.extend(cards)
        _check_one_set_per_rank(read, team)
        melds.append(tuple(read))
    context.pack.check_copies(everything, "melds")
    return tuple(melds)


def _hands(value: Any, path: str, context: bodies.Context) -> tuple[tuple[Card, ...], ...]:
    raw = _read_pair({"hands": value}, "hands")
    hands = tuple(tuple(read_cards(context.pack, cards, f"hands[{team}]"))
                  for team, cards in enumerate(raw))
    melded = [c for team in context.values.get("melds", ()) for _, meld in team
              for c in meld.layout]
    context.pack.check_copies(melded + [c for hand in hands for c in hand], "hands")
    return hands


@dataclass(frozen=True)
class BurracoHand(bodies.Body):
    """A finished Burraco hand (003 lines 2–86), per partnership: team 0 is seats 0 and 2,
    team 1 seats 1 and 3."""

    melds: tuple[tuple[tuple[str, Meld], ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "array",
                                                                  "items": bodies.CARDS_SCHEMA}},
        _melds, required=True, default=(),
        missing=say(MISSING["melds"]),
        doc="each team's melds on the table, each a list of cards: a set (3+ of one rank) or a "
            "run (3+ in sequence in one suit), at most one wild card (joker or 2)")
    hands: tuple[tuple[Card, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": bodies.CARDS_SCHEMA}, _hands,
        required=True, default=(), missing=say(MISSING["hands"]),
        doc="the cards left in each team's hands, subtracted")
    pozzetto: tuple[bool, ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "boolean"}},
        lambda v, p, c: tuple(_read_flags({"pozzetto": v})), required=True, default=(),
        missing=say(MISSING["pozzetto"]),
        doc="whether each team took its pozzetto (−100 if not)")
    closed: int | None = bodies.spec(
        {"type": ["integer", "null"], "enum": [0, 1, None]},
        lambda v, p, c: _read_closed({"closed": v}),
        doc="the team that closed (100), or null")
    scores: tuple[int, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"type": "integer"}, "minItems": 2,
         "maxItems": 2}, lambda v, p, c: tuple(_read_scores({"scores": v}) or ()),
        doc="optional: each team's total before this hand")
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class BurracoScore(bodies.Answer):
    """A Burraco hand scored meld by meld for both partnerships; with the totals, whether the
    game is over."""

    ONLY_WITH = ("scores_before", ("scores_before", "scores", "target", "game_over", "winner"))

    teams: tuple[dict[str, Any], ...] = dataclasses.field(metadata={
        "doc": "each team's melds, bonuses, penalties, total and breakdown"})
    points: tuple[int, ...] = dataclasses.field(metadata={"doc": "each team's score for the hand"})
    closed: int | None
    award: Award = dataclasses.field(metadata={
        "doc": "What this hand adds to the score pad, per team (team 0 = seats 0 and 2)."})
    breakdown: tuple[str, ...]
    explanation: str
    scores_before: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None
    target: int | None = None
    game_over: bool | None = None
    winner: int | None = None


def score(hand: BurracoHand) -> BurracoScore:
    """Score a finished hand for both partnerships, meld by meld.

    Every meld is checked first; an illegal one is refused naming its field (``melds[0][2]``).
    """
    melds = [list(team) for team in hand.melds]
    hands = [list(cards) for cards in hand.hands]
    pozzetto, closed = hand.pozzetto, hand.closed
    previous = list(hand.scores) if hand.scores else None
    target = int(hand.options.get("target", 2000))
    if closed is not None:
        _check_closing(closed, melds[closed], pozzetto[closed])

    teams = [_team_score(team, melds[team], hands[team], closed == team, pozzetto[team])
             for team in range(TEAMS)]
    explanation = [say("{side}: {total} ({summary}).", side=Side(t["team"]),
                       total=_signed(t["total"]), summary=_summary(t)) for t in teams]
    totals: dict[str, Any] = {}
    if previous is not None:
        after = [p + t["total"] for p, t in zip(previous, teams)]
        over = [i for i, total in enumerate(after) if total > target]
        winner = None
        if over and after[0] != after[1]:
            winner = 0 if after[0] > after[1] else 1
        totals = {"scores_before": tuple(previous), "scores": tuple(after), "target": target,
                  "game_over": winner is not None, "winner": winner}
        explanation.append(_game_text(previous, after, over, winner, target))
    points = tuple(t["total"] for t in teams)
    return BurracoScore(
        teams=tuple(teams), points=points, closed=closed, award=Award("team", points),
        breakdown=tuple(say("{side}: {line}", side=Side(t["team"]), line=line)
                        for t in teams for line in t["breakdown"]),
        explanation=join(*explanation), **totals)


SCORE = bodies.Question(score, BurracoHand, BurracoScore)


def _check_one_set_per_rank(read: list[tuple[str, Meld]], team: int) -> None:
    seen: dict[str, str] = {}
    for field, meld in read:
        if meld.kind != "set":
            continue
        rank = next(c.rank for c in meld.layout if not is_wild(c)).value
        if rank in seen:
            raise MeldError(say("{side} already {has|have} a set of {rank}s ({meld}); a "
                                "partnership may meld only one set of each rank",
                                side=Side(team), rank=ShownRanks([Rank(rank)]),
                                meld=_label(seen[rank])),
                            field)
        seen[rank] = field


def _check_closing(team: int, melds: list[tuple[str, Meld]], took_pozzetto: bool) -> None:
    if not took_pozzetto:
        raise InvalidInputError(say("{side} cannot have closed: a side closes only after "
                                    "taking its pozzetto", side=Side(team)), "closed")
    if not any(m.burraco for _, m in melds):
        raise InvalidInputError(say("{side} cannot have closed: a side closes only with at "
                                    "least one burraco", side=Side(team)), "closed")


def _team_score(team: int, melds: list[tuple[str, Meld]], hand: list[Card], closed: bool,
                took_pozzetto: bool) -> dict[str, Any]:
    breakdown: list[Message] = []
    meld_rows = []
    for field, meld in melds:
        tally = count(list(meld.layout))
        breakdown.append(say("{meld}, {description}: {sum}", meld=_label(field),
                             description=meld.describe(), sum=tally.sum_words))
        meld_rows.append({"field": field} | meld.to_dict())
    meld_points = sum(m.points for _, m in melds)
    bonuses = []
    for field, meld in melds:
        if meld.burraco:
            bonuses.append({"reason": say(BURRACO_WORDS[meld.burraco], meld=_label(field)),
                            "points": meld.bonus})
    if closed:
        bonuses.append({"reason": say("closing"), "points": CLOSING})
    for bonus in bonuses:
        breakdown.append(say("{reason}: +{points}", reason=bonus["reason"],
                             points=bonus["points"]))
    hand_tally = count(hand)
    if hand:
        breakdown.append(say("cards left in hand, subtracted: {sum}",
                             sum=hand_tally.sum_words))
    penalties = []
    if not took_pozzetto:
        penalties.append({"reason": say("pozzetto not taken"), "points": NO_POZZETTO})
        breakdown.append(say("pozzetto not taken: {points}", points=NO_POZZETTO))
    total = (meld_points + sum(b["points"] for b in bonuses) - hand_tally.points
             + sum(p["points"] for p in penalties))
    breakdown.append(say("total: {total}", total=total))
    return {"team": team, "melds": meld_rows, "meld_points": meld_points,
            "hand_points": hand_tally.points, "hand": [str(c) for c in hand],
            "bonuses": bonuses, "penalties": penalties, "total": total,
            "breakdown": breakdown}


def _label(field: str) -> Message:
    """A meld as the players count them, from its field (``melds[0][2]``: "meld 3")."""
    return say("meld {number}", number=int(field.rsplit('[', 1)[1].rstrip(']')) + 1)


def _summary(team: Mapping[str, Any]) -> Message:
    parts = [say("melds {points}", points=team["meld_points"])]
    parts += [say("{reason} +{points}", reason=b["reason"], points=b["points"])
              for b in team["bonuses"]]
    if team["hand_points"]:
        parts.append(say("hand −{points}", points=team["hand_points"]))
    parts += [say("{reason} {points}", reason=p["reason"], points=_signed(p["points"]))
              for p in team["penalties"]]
    return join(*parts, sep=", ")


def _signed(points: int) -> Any:
    """Points as the summary writes them, a loss with the minus sign of its "hand −15" (the
    number itself would say "-15": two minus signs in one line)."""
    return Verbatim(MINUS_SIGN + str(-points)) if points < 0 else points


def _game_text(before: list[int], totals: list[int], over: list[int], winner: int | None,
               target: int) -> Message:
    text = say("Totals {a} → {a_after} and {b} → {b_after}.", a=before[0], a_after=totals[0],
               b=before[1], b_after=totals[1])
    if winner is not None:
        return join(text, say("{side} {is|are} past {target} with the higher total and "
                              "{wins|win}.", side=Side(winner), target=target))
    if over:
        return join(text, say("Both teams are level past {target}: play another hand.",
                              target=target))
    return join(text, say("Nobody is past {target} yet.", target=target))


GAME = Game(
    "burraco", "Burraco", 4, 4, pack_108, Scoring.POINTS,
    N_("Italian rummy in partnerships: melds, burracos and the pozzetto, to 2000."),
    side_nouns=(say_in("burraco", "team {number}"), say_in("burraco", "Team {number}"),
                say_in("burraco", "Team")),
    figures={"pozzetto": -NO_POZZETTO, "closing": CLOSING},
    end=ReachTarget(2000, exceed=True, both_over="higher"),
    options=(target_option(2000),), teams=pairs_across, deal=DealRule("left"),
    questions={"count": count, "score": SCORE},
    rules="003:2")
"""A partnership must exceed 2,000; the higher score then wins (003 line 81). Reading: sides
level at the top play another hand."""
