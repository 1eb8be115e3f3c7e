"""Five-card poker hands, and Chicago's showdowns and end-of-hand scoring.

Rules followed: ``shared/rules/000`` lines 33–68 (Chicago). The trick phase lives in
:mod:`referee.chicago`, which takes :func:`showdown` from here; the hand-scoring calculator
there can call :func:`chicago_hand`, :func:`can_draw` and :func:`game_result`.

- Pack: the standard 52 cards; a poker hand is exactly five of them.
- Hands rank, best first: royal flush, straight flush, four of a kind, full house, flush,
  straight, three of a kind, two pair, one pair, high card. Ties inside a category go by the
  usual poker order: the combination's ranks first, then the kickers from the highest down.
  Aces are high, and also low in the A-2-3-4-5 straight (the "wheel", five high). Suits never
  break a tie.
- The best hand at a showdown scores: royal flush 52, straight flush 8, four of a kind 7,
  full house 6, flush 5, straight 4, three of a kind 3, two pair 2, one pair 1 (000). Two
  players tied for the best hand: nobody scores that showdown (000).
- A showdown is made by declaring "a pair or better" (000), so when the best hand holds no pair
  (high card) nobody declares and nobody scores: the showdown has no winner. (Reading.)
- End of the hand: the fifth and last trick scores 5; the best poker hand then scores as above.
- A player who *starts* a hand with 46 or more may not discard and draw in that hand; reaching
  46 during a hand changes nothing until the next one (000).
- The game ends at the end of a hand in which someone has 52 or more; the highest score wins.
  The text does not say what happens when two players share that highest score; we read it as
  nobody having "the highest score" yet, so another hand is played. (Reading.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import total_ordering
from operator import itemgetter
from typing import Any, Mapping, Sequence

from .cards import Card, Rank, pack_52, suit_words, Shown
from .catalog import read_int
from .errors import CardNotInPackError, DuplicateCardError, InvalidInputError
from .rulings import Showdown
from .words import N_, Message, Seat, Verbatim, join, listing, say, say_n

HAND_SIZE = 5
MIN_PLAYERS = 2
MAX_PLAYERS = 4
LAST_TRICK_POINTS = 5
TARGET = 52
NO_DRAW_FROM = 46

PACK = pack_52(say("{game}'s {n}-card pack", game=Verbatim("Chicago"), n=52))


class Category(Enum):
    """A poker hand's category; the value is its strength (higher beats lower)."""

    HIGH_CARD = 0
    """No pair, no straight, no flush: scores nothing in Chicago."""
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    """Five ranks in a row; A-2-3-4-5 counts, five high."""
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9
    """The ace-high straight flush, which Chicago scores apart (52, a whole game)."""

    @property
    def word(self) -> Message:
        """The category as players say it: "two pair", "royal flush"."""
        return say(CATEGORY_WORDS[self])


CATEGORY_WORDS: dict[Category, str] = {
    Category.ROYAL_FLUSH: N_("royal flush"), Category.STRAIGHT_FLUSH: N_("straight flush"),
    Category.FOUR_OF_A_KIND: N_("four of a kind"), Category.FULL_HOUSE: N_("full house"),
    Category.FLUSH: N_("flush"), Category.STRAIGHT: N_("straight"),
    Category.THREE_OF_A_KIND: N_("three of a kind"), Category.TWO_PAIR: N_("two pair"),
    Category.PAIR: N_("pair"), Category.HIGH_CARD: N_("high card")}
"""Each category as players say it (:attr:`Category.word`), to translate."""
WITH_ARTICLE: dict[Category, str] = {
    Category.ROYAL_FLUSH: N_("a royal flush"), Category.STRAIGHT_FLUSH: N_("a straight flush"),
    Category.FOUR_OF_A_KIND: N_("four of a kind"), Category.FULL_HOUSE: N_("a full house"),
    Category.FLUSH: N_("a flush"), Category.STRAIGHT: N_("a straight"),
    Category.THREE_OF_A_KIND: N_("three of a kind"), Category.TWO_PAIR: N_("two pair"),
    Category.PAIR: N_("a pair"), Category.HIGH_CARD: N_("high card")}
"""Each category with its article, as in "a flush beats a straight" (the article goes with
the word: its gender is the language's)."""
SCORES: dict[Category, str] = {
    Category.ROYAL_FLUSH: N_("Royal flush scores {n} points."),
    Category.STRAIGHT_FLUSH: N_("Straight flush scores {n} points."),
    Category.FOUR_OF_A_KIND: N_("Four of a kind scores {n} points."),
    Category.FULL_HOUSE: N_("Full house scores {n} points."),
    Category.FLUSH: N_("Flush scores {n} points."),
    Category.STRAIGHT: N_("Straight scores {n} points."),
    Category.THREE_OF_A_KIND: N_("Three of a kind scores {n} points."),
    Category.TWO_PAIR: N_("Two pair scores {n} points."),
    Category.PAIR: N_("Pair scores {n} point.")}
"""What the best hand of a showdown scores, said after it: each category its own sentence,
as the sentence starts with its name (each scores a fixed number: ``CHICAGO_POINTS``)."""


CHICAGO_POINTS: dict[Category, int] = {
    Category.ROYAL_FLUSH: 52, Category.STRAIGHT_FLUSH: 8, Category.FOUR_OF_A_KIND: 7,
    Category.FULL_HOUSE: 6, Category.FLUSH: 5, Category.STRAIGHT: 4,
    Category.THREE_OF_A_KIND: 3, Category.TWO_PAIR: 2, Category.PAIR: 1,
    Category.HIGH_CARD: 0}
"""What the best hand of a showdown scores (000)."""

VALUE: dict[Rank, int] = {Rank.ACE: 14, Rank.KING: 13, Rank.QUEEN: 12, Rank.JACK: 11,
                          Rank.TEN: 10, Rank.NINE: 9, Rank.EIGHT: 8, Rank.SEVEN: 7,
                          Rank.SIX: 6, Rank.FIVE: 5, Rank.FOUR: 4, Rank.THREE: 3, Rank.TWO: 2}
"""Poker rank of each card; the ace is high (and low only in the wheel)."""
WHEEL = (14, 5, 4, 3, 2)
WHEEL_LAID = (5, 4, 3, 2, 14)
"""The wheel as laid down, five high with the ace at the bottom."""
_WORDS = {14: N_("ace"), 13: N_("king"), 12: N_("queen"), 11: N_("jack"), 10: N_("ten"),
          9: N_("nine"), 8: N_("eight"), 7: N_("seven"), 6: N_("six"), 5: N_("five"),
          4: N_("four"), 3: N_("three"), 2: N_("two")}
_PLURALS = {14: N_("aces"), 13: N_("kings"), 12: N_("queens"), 11: N_("jacks"),
            10: N_("tens"), 9: N_("nines"), 8: N_("eights"), 7: N_("sevens"), 6: N_("sixes"),
            5: N_("fives"), 4: N_("fours"), 3: N_("threes"), 2: N_("twos")}

# Which part of the hand each tie-break position is, for "decided by the kicker".
_HIGHEST = (N_("the highest card"), N_("the second card"), N_("the third card"),
            N_("the fourth card"), N_("the fifth card"))
_TOP = (N_("the top card"),)
_PARTS: dict[Category, tuple[str, ...]] = {
    Category.HIGH_CARD: _HIGHEST,
    Category.PAIR: (N_("the pair"), N_("the highest kicker"), N_("the second kicker"),
                    N_("the third kicker")),
    Category.TWO_PAIR: (N_("the higher pair"), N_("the lower pair"), N_("the kicker")),
    Category.THREE_OF_A_KIND: (N_("the three of a kind"), N_("the higher kicker"),
                               N_("the lower kicker")),
    Category.STRAIGHT: _TOP,
    Category.FLUSH: _HIGHEST,
    Category.FULL_HOUSE: (N_("the three of a kind"), N_("the pair")),
    Category.FOUR_OF_A_KIND: (N_("the four of a kind"), N_("the kicker")),
    Category.STRAIGHT_FLUSH: _TOP,
    Category.ROYAL_FLUSH: _TOP,
}


def rank_word(value: int, plural: bool = False) -> Message:
    """"king", or "kings"; "six", or "sixes"."""
    return say(_PLURALS[value] if plural else _WORDS[value])


def _kickers(values: Sequence[int]) -> Message:
    """"seven kicker", "ace, nine and four kickers"."""
    return say_n("{ranks} kicker", "{ranks} kickers", len(values),
                 ranks=listing(rank_word(v) for v in values))


def _run(values: Sequence[int]) -> Message:
    """Ranks one after the other: "ace-king-nine-seven-three"."""
    return join(*(rank_word(v) for v in values), sep="-")


@total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """How strong a five-card hand is, and why, in words.

    Two values compare as the hands do at a showdown: ``a > b`` means hand ``a`` wins, and
    ``a == b`` means a tie (same category and same tie-break ranks, whatever the suits).
    """

    category: Category
    ranks: tuple[int, ...]
    """The tie-break order: the combination's ranks, then the kickers, highest first."""
    cards: tuple[Card, ...]
    """The five cards arranged as a player lays them down: combination first, then kickers."""

    @property
    def description(self) -> Message:
        """In words: "two pair, kings and sevens, ace kicker" (said when asked: a showdown
        values every hand and describes two)."""
        return _describe(self.category, self.ranks, self.cards)

    @property
    def key(self) -> tuple[int, tuple[int, ...]]:
        return (self.category.value, self.ranks)

    @property
    def points(self) -> int:
        """What this hand scores when it is the best at a Chicago showdown."""
        return CHICAGO_POINTS[self.category]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key == other.key

    def __lt__(self, other: "HandValue") -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key < other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def to_dict(self) -> dict[str, Any]:
        return {"category": self.category.word, "description": self.description,
                "cards": [str(c) for c in self.cards], "points": self.points}

    def decided_by(self, other: "HandValue") -> Message:
        """Why this hand beats (or ties) ``other``, in words: "a flush beats a straight"."""
        if self.category != other.category:
            return say("{better} beats {worse}", better=say(WITH_ARTICLE[self.category]),
                       worse=say(WITH_ARTICLE[other.category]))
        for part, mine, theirs in zip(_PARTS[self.category], self.ranks, other.ranks):
            if mine != theirs:
                return say("both are {category}; {part} decides, {mine} over {theirs}",
                           category=self.category.word, part=say(part),
                           mine=rank_word(mine), theirs=rank_word(theirs))
        return say("both are {description}, and suits never break a tie",
                   description=self.description)


def check_hand(cards: Any, field: str = "hand") -> tuple[Card, ...]:
    """Five distinct cards of the 52-card pack, or a clear error naming ``field``."""
    if not isinstance(cards, (list, tuple)) or not all(isinstance(c, Card) for c in cards):
        raise InvalidInputError(say("a poker hand must be a list of cards"), field)
    for card in cards:
        if card not in PACK:
            raise CardNotInPackError(say("{card} is not in {pack}", card=Shown(card),
                                         pack=PACK.label), field, token=str(card))
    PACK.check_copies(cards, field)
    if len(cards) != HAND_SIZE:
        raise InvalidInputError(say("a poker hand is exactly {size} cards; {given} given",
                                    size=HAND_SIZE, given=len(cards)), field)
    return tuple(cards)


def evaluate(cards: Sequence[Card], field: str = "hand") -> HandValue:
    """The value of a five-card poker hand, with its category and a description."""
    hand = check_hand(cards, field)
    counts: dict[int, int] = {}
    for card in hand:
        value = VALUE[card.rank]
        counts[value] = counts.get(value, 0) + 1
    # Groups biggest first, then higher rank first: (3, 2) for kings full of sevens.
    groups = sorted(counts.items(), key=_BY_SIZE_THEN_RANK, reverse=True)
    ranks = tuple(value for value, _ in groups)
    shape = tuple(n for _, n in groups)
    flush = len({c.suit for c in hand}) == 1
    straight_top = _straight_top(sorted(counts, reverse=True)) if len(counts) == 5 else None

    if straight_top is not None:
        order = WHEEL_LAID if straight_top == 5 else tuple(range(straight_top,
                                                                 straight_top - 5, -1))
        arranged = tuple(sorted(hand, key=lambda c: order.index(VALUE[c.rank])))
        category = (Category.ROYAL_FLUSH if straight_top == 14 else Category.STRAIGHT_FLUSH) \
            if flush else Category.STRAIGHT
        return HandValue(category, (straight_top,), arranged)
    arranged = tuple(sorted(hand, key=lambda c: ranks.index(VALUE[c.rank])))
    return HandValue(Category.FLUSH if flush else SHAPES.get(shape, Category.HIGH_CARD), ranks,
                     arranged)


_BY_SIZE_THEN_RANK = itemgetter(1, 0)
SHAPES = {(4, 1): Category.FOUR_OF_A_KIND, (3, 2): Category.FULL_HOUSE,
          (3, 1, 1): Category.THREE_OF_A_KIND, (2, 2, 1): Category.TWO_PAIR,
          (2, 1, 1, 1): Category.PAIR}
"""The category of five cards of no straight and no flush, by how many of each rank."""


def _describe(category: Category, ranks: tuple[int, ...], cards: tuple[Card, ...]) -> Message:
    """A hand in words, from its category and tie-break ranks."""
    if category is Category.ROYAL_FLUSH:
        return say("royal flush in {suit}", suit=_suit(cards))
    if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        top = rank_word(ranks[0])
        if category is Category.STRAIGHT_FLUSH:
            return say("straight flush, {rank} high (the ace plays low)", rank=top) \
                if ranks[0] == 5 else say("straight flush, {rank} high", rank=top)
        return say("straight, {rank} high (the ace plays low)", rank=top) \
            if ranks[0] == 5 else say("straight, {rank} high", rank=top)
    if category is Category.FLUSH:
        return say("flush in {suit}, {ranks}", suit=_suit(cards), ranks=_run(ranks))
    if category is Category.FOUR_OF_A_KIND:
        return say("four of a kind, {rank}, {kickers}", rank=rank_word(ranks[0], True),
                   kickers=_kickers(ranks[1:]))
    if category is Category.FULL_HOUSE:
        return say("full house, {three} full of {two}", three=rank_word(ranks[0], True),
                   two=rank_word(ranks[1], True))
    if category is Category.THREE_OF_A_KIND:
        return say("three of a kind, {rank}, {kickers}", rank=rank_word(ranks[0], True),
                   kickers=_kickers(ranks[1:]))
    if category is Category.TWO_PAIR:
        return say("two pair, {higher} and {lower}, {kickers}",
                   higher=rank_word(ranks[0], True), lower=rank_word(ranks[1], True),
                   kickers=_kickers(ranks[2:]))
    if category is Category.PAIR:
        return say("pair of {rank}, {kickers}", rank=rank_word(ranks[0], True),
                   kickers=_kickers(ranks[1:]))
    return say("high card, {ranks}", ranks=_run(ranks))


def _suit(hand: Sequence[Card]) -> Message:
    """The suit of a flush, in words ("hearts")."""
    suit = hand[0].suit
    assert suit is not None  # the 52-card pack has no jokers
    return suit_words(suit)


def _straight_top(values: Sequence[int]) -> int | None:
    """The top card of a straight made by five distinct ranks (highest first), if any."""
    if tuple(values) == WHEEL:
        return 5
    if values[0] - values[4] == 4:
        return values[0]
    return None


_ROUNDS = {"first": N_("At the first showdown"), "second": N_("At the second showdown"),
           "end": N_("At the end of the hand"), "last": N_("At the end of the hand"),
           "final": N_("At the end of the hand")}
"""The moment a showdown is ruled at, as its explanation opens."""


def showdown(hands: Sequence[Sequence[Card]], round: str | None = None, trump: Any = None,
             options: Mapping[str, Any] | None = None) -> Showdown:
    """Rule a Chicago showdown among two to four five-card hands.

    ``round`` only names the moment for the explanation: ``None``, ``"first"``, ``"second"``
    or ``"end"`` (``"last"``/``"final"``: the end of the hand). ``trump`` is unused: Chicago
    has none. ``winner`` is the index of the single best hand, or ``None`` when two hands tie
    for best or the best holds no pair; ``points`` is what the winner scores.
    """
    moment = _read_round(round)
    if not isinstance(hands, (list, tuple)) or not MIN_PLAYERS <= len(hands) <= MAX_PLAYERS:
        raise InvalidInputError(say("a Chicago showdown needs {least} to {most} hands",
                                    least=MIN_PLAYERS, most=MAX_PLAYERS), "hands")
    values = [evaluate(hand, f"hands[{i}]") for i, hand in enumerate(hands)]
    _check_across(hands)
    best = max(values)
    leaders = [i for i, v in enumerate(values) if v == best]
    winner = leaders[0] if len(leaders) == 1 and best.category != Category.HIGH_CARD else None
    entries = tuple(v.to_dict() | {"best": i in leaders} for i, v in enumerate(values))
    points = best.points if winner is not None else 0
    return Showdown(winner, entries, points, _explain(values, leaders, moment))


def _read_round(round: Any) -> Message:
    if round is None or round == "":
        return say("At the showdown")
    if not isinstance(round, str) or round.strip().lower() not in _ROUNDS:
        raise InvalidInputError(say("{round} is not a Chicago showdown: use first, second or "
                                    "end", round=Verbatim(repr(str(round)[:40]))), "round")
    return say(_ROUNDS[round.strip().lower()])


def _check_across(hands: Sequence[Sequence[Card]]) -> None:
    seen: dict[Card, int] = {}
    for i, hand in enumerate(hands):
        for card in hand:
            if card in seen:
                raise DuplicateCardError(
                    say("{card} is in {first}'s hand and in {second}'s; the pack holds it "
                        "once", card=Shown(card), first=Seat(seen[card]),
                        second=Seat(i)), f"hands[{i}]", token=str(card))
            seen[card] = i


def _explain(values: Sequence[HandValue], leaders: Sequence[int], moment: Message) -> Message:
    """The showdown in words; the hands are the players', in seat order."""
    best = values[leaders[0]]
    if len(leaders) > 1:
        return say("{at}, {players} tie for the best hand with {description} (suits never "
                   "break a tie): a tie for the best hand scores nothing.", at=moment,
                   players=listing(Seat(i) for i in leaders), description=best.description)
    winner = leaders[0]
    if best.category == Category.HIGH_CARD:
        return say("{at} nobody holds a pair or better; the best is {player}'s {description}, "
                   "and a high card scores nothing.", at=moment, player=Seat(winner),
                   description=best.description)
    runner_up = max(v for i, v in enumerate(values) if i != winner)
    second = next(i for i, v in enumerate(values) if i != winner and v == runner_up)
    return join(
        say("{at}, {player} holds the best hand, {description}.", at=moment,
            player=Seat(winner), description=best.description),
        say("It beats {player}'s {description}: {why}.", player=Seat(second),
            description=runner_up.description, why=best.decided_by(runner_up)),
        say(SCORES[best.category], n=best.points))


# End of the hand, and of the game.

def can_draw(score_at_start: int, no_draw_from: int = NO_DRAW_FROM) -> bool:
    """Whether a player may discard and draw this hand, given their score when it began."""
    return score_at_start < no_draw_from


def verify_draw(score_at_start: int, no_draw_from: int = NO_DRAW_FROM,
                field: str = "score") -> None:
    """Raise with the reason when a player who began the hand at 46 or more tries to draw."""
    if not can_draw(score_at_start, no_draw_from):
        raise InvalidInputError(say(
            "no drawing: a player who starts a hand with {least} or more must play the cards "
            "dealt (started this hand with {score})", least=no_draw_from,
            score=score_at_start), field)


def game_result(scores: Sequence[int], target: int = TARGET) -> dict[str, Any]:
    """Whether the game is over after a hand, and who won.

    Answers ``{"game_over", "winner", "leaders", "explanation"}``: over when someone has
    ``target`` (52) or more and one player alone holds the highest score; ``winner`` is that
    player's index. A shared highest score at 52 or more plays another hand (our reading).
    """
    checked = _read_scores(scores, "scores")
    top = max(checked)
    leaders = [i for i, s in enumerate(checked) if s == top]
    if top < target:
        return {"game_over": False, "winner": None, "leaders": leaders,
                "explanation": say("Nobody has reached {target}: the game goes on.",
                                   target=target)}
    if len(leaders) > 1:
        return {"game_over": False, "winner": None, "leaders": leaders,
                "explanation": say("{players} share the highest score, {top}, at or past "
                                   "{target}: nobody holds the highest score alone, so another "
                                   "hand is played.", players=listing(Seat(i) for i in leaders),
                                   top=top, target=target)}
    return {"game_over": True, "winner": leaders[0], "leaders": leaders,
            "explanation": say("{player} has the highest score, {top}, with {target} reached: "
                               "the game is over.", player=Seat(leaders[0]), top=top,
                               target=target)}


def chicago_hand(scores: Sequence[int], showdown_winner: int | None, showdown_points: int,
                 last_trick: int, target: int = TARGET,
                 no_draw_from: int = NO_DRAW_FROM) -> dict[str, Any]:
    """Score the end of a Chicago hand: the last trick and the final showdown.

    ``scores`` are the players' scores just before this end-of-hand scoring (the first and
    second showdowns of the hand already added); ``showdown_winner`` and ``showdown_points``
    come from :func:`showdown` at the end of the hand (``None`` and 0 when nobody scores);
    ``last_trick`` is the index of the player who took the fifth trick.

    Answers ``{"points": [...], "scores": [...], "breakdown": [{"player", "points",
    "reason"}], "game_over", "winner", "may_draw": [...], "explanation"}``, where
    ``may_draw`` tells who may draw in the next hand.
    """
    before = _read_scores(scores, "scores")
    players = len(before)
    trick_taker = _read_player(last_trick, players, "last_trick")
    points = read_int(showdown_points, N_("The showdown's points"), "showdown_points")
    if points not in CHICAGO_POINTS.values():
        allowed = ", ".join(str(p) for p in sorted(set(CHICAGO_POINTS.values())))
        raise InvalidInputError(say("a showdown scores one of {allowed}, not {points}",
                                    allowed=Verbatim(allowed), points=points),
                                "showdown_points")
    breakdown = [{"player": trick_taker, "points": LAST_TRICK_POINTS,
                  "reason": say("took the fifth and last trick: {points}",
                                points=LAST_TRICK_POINTS)}]
    lines = [say("{player} took the fifth and last trick: {points}.", player=Seat(trick_taker),
                 points=LAST_TRICK_POINTS)]
    if showdown_winner is None:
        if points:
            raise InvalidInputError(say("points for a showdown need its winner"),
                                    "showdown_winner")
    else:
        winner = _read_player(showdown_winner, players, "showdown_winner")
        if points:
            breakdown.append({"player": winner, "points": points,
                              "reason": say("held the best poker hand at the end of the hand: "
                                            "{points}", points=points)})
            lines.append(say("{player} held the best poker hand at the end of the hand: "
                             "{points}.", player=Seat(winner), points=points))
    gained = [0] * players
    for line in breakdown:
        gained[line["player"]] += line["points"]
    after = [s + g for s, g in zip(before, gained)]
    result = game_result(after, target)
    return {"points": gained, "scores": after, "breakdown": breakdown,
            "game_over": result["game_over"], "winner": result["winner"],
            "may_draw": [can_draw(s, no_draw_from) for s in after],
            "explanation": join(*lines, result["explanation"])}


def _read_scores(scores: Any, field: str) -> list[int]:
    if not isinstance(scores, (list, tuple)) or not MIN_PLAYERS <= len(scores) <= MAX_PLAYERS:
        raise InvalidInputError(say("scores must list the {least} to {most} players' scores",
                                    least=MIN_PLAYERS, most=MAX_PLAYERS), field)
    return [read_int(s, N_("A score"), f"{field}[{i}]") for i, s in enumerate(scores)]


def _read_player(value: Any, players: int, field: str) -> int:
    index = read_int(value, N_("A player"), field)
    if not 0 <= index < players:
        raise InvalidInputError(say("{player} is not at this table of {players}",
                                    player=Seat(index), players=players), field)
    return index
