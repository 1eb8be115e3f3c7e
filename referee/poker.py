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

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from functools import total_ordering
from typing import Any, Mapping, Sequence

from .cards import Card, Rank, pack_52
from .catalog import read_int
from .errors import CardNotInPackError, DuplicateCardError, InvalidInputError
from .rulings import Showdown

HAND_SIZE = 5
MIN_PLAYERS = 2
MAX_PLAYERS = 4
LAST_TRICK_POINTS = 5
TARGET = 52
NO_DRAW_FROM = 46

PACK = pack_52("Chicago's 52-card pack")


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
    def word(self) -> str:
        """The category as players say it: "two pair", "royal flush"."""
        return self.name.lower().replace("_", " ")


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
_WORDS = {14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine", 8: "eight",
          7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}

# Which part of the hand each tie-break position is, for "decided by the kicker".
_PARTS: dict[Category, tuple[str, ...]] = {
    Category.HIGH_CARD: ("highest card", "second card", "third card", "fourth card",
                         "fifth card"),
    Category.PAIR: ("pair", "highest kicker", "second kicker", "third kicker"),
    Category.TWO_PAIR: ("higher pair", "lower pair", "kicker"),
    Category.THREE_OF_A_KIND: ("three of a kind", "higher kicker", "lower kicker"),
    Category.STRAIGHT: ("top card",),
    Category.FLUSH: ("highest card", "second card", "third card", "fourth card",
                     "fifth card"),
    Category.FULL_HOUSE: ("three of a kind", "pair"),
    Category.FOUR_OF_A_KIND: ("four of a kind", "kicker"),
    Category.STRAIGHT_FLUSH: ("top card",),
    Category.ROYAL_FLUSH: ("top card",),
}


def rank_word(value: int, plural: bool = False) -> str:
    """"king", or "kings"; "six", or "sixes"."""
    word = _WORDS[value]
    if not plural:
        return word
    return word + ("es" if word.endswith("x") else "s")


def _listed(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def _kickers(values: Sequence[int]) -> str:
    words = [rank_word(v) for v in values]
    return f"{_listed(words)} kicker" + ("s" if len(words) > 1 else "")


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
    description: str
    """Plain words: "two pair, kings and sevens, ace kicker"."""

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

    def decided_by(self, other: "HandValue") -> str:
        """Why this hand beats (or ties) ``other``, in words: "a flush beats a straight"."""
        if self.category != other.category:
            return f"{_article(self.category.word)} beats {_article(other.category.word)}"
        for part, mine, theirs in zip(_PARTS[self.category], self.ranks, other.ranks):
            if mine != theirs:
                return (f"both are {self.category.word}; the {part} decides, "
                        f"{rank_word(mine)} over {rank_word(theirs)}")
        return f"both are {self.description}, and suits never break a tie"


def _article(words: str) -> str:
    if words in ("two pair", "high card") or words.endswith("of a kind"):
        return words
    return ("an " if words[0] in "aeiou" else "a ") + words


def check_hand(cards: Any, field: str = "hand") -> tuple[Card, ...]:
    """Five distinct cards of the 52-card pack, or a clear error naming ``field``."""
    if not isinstance(cards, (list, tuple)) or not all(isinstance(c, Card) for c in cards):
        raise InvalidInputError("a poker hand must be a list of cards", field)
    for card in cards:
        if card not in PACK:
            raise CardNotInPackError(f"{card} is not in {PACK.label}", field, token=str(card))
    PACK.check_copies(cards, field)
    if len(cards) != HAND_SIZE:
        raise InvalidInputError(
            f"a poker hand is exactly {HAND_SIZE} cards; {len(cards)} given", field)
    return tuple(cards)


def evaluate(cards: Sequence[Card], field: str = "hand") -> HandValue:
    """The value of a five-card poker hand, with its category and a description."""
    hand = check_hand(cards, field)
    counts = Counter(VALUE[c.rank] for c in hand)
    # Groups biggest first, then higher rank first: (3, 2) for kings full of sevens.
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    ranks = tuple(value for value, _ in groups)
    shape = tuple(n for _, n in groups)
    flush = len({c.suit for c in hand}) == 1
    straight_top = _straight_top(sorted(counts, reverse=True)) if len(counts) == 5 else None

    if straight_top is not None:
        order = WHEEL_LAID if straight_top == 5 else tuple(range(straight_top,
                                                                 straight_top - 5, -1))
        arranged = tuple(sorted(hand, key=lambda c: order.index(VALUE[c.rank])))
        if flush and straight_top == 14:
            suit = hand[0].suit.word if hand[0].suit else ""
            return HandValue(Category.ROYAL_FLUSH, (14,), arranged, f"royal flush in {suit}")
        category = Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT
        low = " (the ace plays low)" if straight_top == 5 else ""
        return HandValue(category, (straight_top,), arranged,
                         f"{category.word}, {rank_word(straight_top)} high{low}")

    arranged = tuple(sorted(hand, key=lambda c: ranks.index(VALUE[c.rank])))
    if flush:
        suit = hand[0].suit.word if hand[0].suit else ""
        return HandValue(Category.FLUSH, ranks, arranged,
                         f"flush in {suit}, {'-'.join(rank_word(v) for v in ranks)}")
    if shape == (4, 1):
        return HandValue(Category.FOUR_OF_A_KIND, ranks, arranged,
                         f"four of a kind, {rank_word(ranks[0], True)}, "
                         f"{_kickers(ranks[1:])}")
    if shape == (3, 2):
        return HandValue(Category.FULL_HOUSE, ranks, arranged,
                         f"full house, {rank_word(ranks[0], True)} full of "
                         f"{rank_word(ranks[1], True)}")
    if shape == (3, 1, 1):
        return HandValue(Category.THREE_OF_A_KIND, ranks, arranged,
                         f"three of a kind, {rank_word(ranks[0], True)}, "
                         f"{_kickers(ranks[1:])}")
    if shape == (2, 2, 1):
        return HandValue(Category.TWO_PAIR, ranks, arranged,
                         f"two pair, {rank_word(ranks[0], True)} and "
                         f"{rank_word(ranks[1], True)}, {_kickers(ranks[2:])}")
    if shape == (2, 1, 1, 1):
        return HandValue(Category.PAIR, ranks, arranged,
                         f"pair of {rank_word(ranks[0], True)}, {_kickers(ranks[1:])}")
    return HandValue(Category.HIGH_CARD, ranks, arranged,
                     f"high card, {'-'.join(rank_word(v) for v in ranks)}")


def _straight_top(values: Sequence[int]) -> int | None:
    """The top card of a straight made by five distinct ranks (highest first), if any."""
    if tuple(values) == WHEEL:
        return 5
    if values[0] - values[4] == 4:
        return values[0]
    return None


_ROUNDS = {"first": "the first showdown", "second": "the second showdown",
           "end": "the end of the hand", "last": "the end of the hand",
           "final": "the end of the hand"}


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
        raise InvalidInputError(
            f"a Chicago showdown needs {MIN_PLAYERS} to {MAX_PLAYERS} hands", "hands")
    values = [evaluate(hand, f"hands[{i}]") for i, hand in enumerate(hands)]
    _check_across(hands)
    best = max(values)
    leaders = [i for i, v in enumerate(values) if v == best]
    winner = leaders[0] if len(leaders) == 1 and best.category != Category.HIGH_CARD else None
    entries = tuple(v.to_dict() | {"best": i in leaders} for i, v in enumerate(values))
    points = best.points if winner is not None else 0
    return Showdown(winner, entries, points, _explain(values, leaders, moment))


def _read_round(round: Any) -> str:
    if round is None or round == "":
        return "the showdown"
    if not isinstance(round, str) or round.strip().lower() not in _ROUNDS:
        raise InvalidInputError(
            f"{str(round)[:40]!r} is not a Chicago showdown: use first, second or end", "round")
    return _ROUNDS[round.strip().lower()]


def _check_across(hands: Sequence[Sequence[Card]]) -> None:
    seen: dict[Card, int] = {}
    for i, hand in enumerate(hands):
        for card in hand:
            if card in seen:
                raise DuplicateCardError(
                    f"{card} is in hand {seen[card]} and in hand {i}; the pack holds it once",
                    f"hands[{i}]", token=str(card))
            seen[card] = i


def _explain(values: Sequence[HandValue], leaders: Sequence[int], moment: str) -> str:
    best = values[leaders[0]]
    if len(leaders) > 1:
        who = _listed([f"hand {i}" for i in leaders])
        return (f"At {moment}, {who} tie for the best hand with {best.description} "
                "(suits never break a tie): a tie for the best hand scores nothing.")
    winner = leaders[0]
    if best.category == Category.HIGH_CARD:
        return (f"At {moment} nobody holds a pair or better; the best is hand {winner}'s "
                f"{best.description}, and a high card scores nothing.")
    runner_up = max(v for i, v in enumerate(values) if i != winner)
    second = next(i for i, v in enumerate(values) if i != winner and v == runner_up)
    points = "point" if best.points == 1 else "points"
    return (f"At {moment}, hand {winner} holds the best hand, {best.description}. It beats "
            f"hand {second}'s {runner_up.description}: {best.decided_by(runner_up)}. "
            f"{best.category.word.capitalize()} scores {best.points} {points}.")


# End of the hand, and of the game.

def can_draw(score_at_start: int, no_draw_from: int = NO_DRAW_FROM) -> bool:
    """Whether a player may discard and draw this hand, given their score when it began."""
    return score_at_start < no_draw_from


def verify_draw(score_at_start: int, no_draw_from: int = NO_DRAW_FROM,
                field: str = "score") -> None:
    """Raise with the reason when a player who began the hand at 46 or more tries to draw."""
    if not can_draw(score_at_start, no_draw_from):
        raise InvalidInputError(
            f"no drawing: a player who starts a hand with {no_draw_from} or more must play "
            f"the cards dealt (started this hand with {score_at_start})", field)


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
                "explanation": f"Nobody has reached {target}: the game goes on."}
    if len(leaders) > 1:
        who = _listed([f"player {i}" for i in leaders])
        return {"game_over": False, "winner": None, "leaders": leaders,
                "explanation": f"{who} share the highest score, {top}, at or past {target}: "
                               "nobody holds the highest score alone, so another hand is "
                               "played."}
    return {"game_over": True, "winner": leaders[0], "leaders": leaders,
            "explanation": f"Player {leaders[0]} has the highest score, {top}, with "
                           f"{target} reached: the game is over."}


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
    points = read_int(showdown_points, "The showdown's points", "showdown_points")
    if points not in CHICAGO_POINTS.values():
        allowed = ", ".join(str(p) for p in sorted(set(CHICAGO_POINTS.values())))
        raise InvalidInputError(f"a showdown scores one of {allowed}, not {points}",
                                "showdown_points")
    breakdown = [{"player": trick_taker, "points": LAST_TRICK_POINTS,
                  "reason": f"took the fifth and last trick: {LAST_TRICK_POINTS}"}]
    if showdown_winner is None:
        if points:
            raise InvalidInputError("points for a showdown need its winner", "showdown_winner")
    else:
        winner = _read_player(showdown_winner, players, "showdown_winner")
        if points:
            breakdown.append({"player": winner, "points": points,
                              "reason": "held the best poker hand at the end of the hand: "
                                        f"{points}"})
    gained = [0] * players
    for line in breakdown:
        gained[line["player"]] += line["points"]
    after = [s + g for s, g in zip(before, gained)]
    result = game_result(after, target)
    lines = [f"Player {line['player']} {line['reason']}." for line in breakdown]
    return {"points": gained, "scores": after, "breakdown": breakdown,
            "game_over": result["game_over"], "winner": result["winner"],
            "may_draw": [can_draw(s, no_draw_from) for s in after],
            "explanation": " ".join(lines + [result["explanation"]])}


def _read_scores(scores: Any, field: str) -> list[int]:
    if not isinstance(scores, (list, tuple)) or not MIN_PLAYERS <= len(scores) <= MAX_PLAYERS:
        raise InvalidInputError(
            f"scores must list the {MIN_PLAYERS} to {MAX_PLAYERS} players' scores", field)
    return [read_int(s, "A score", f"{field}[{i}]") for i, s in enumerate(scores)]


def _read_player(value: Any, players: int, field: str) -> int:
    index = read_int(value, "A player", field)
    if not 0 <= index < players:
        raise InvalidInputError(f"player {index} is not at this table of {players}", field)
    return index
