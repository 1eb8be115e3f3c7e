"""The referee's front door: read a JSON-shaped request, check it, ask the game, answer a dict.

The views and the scorebook call these functions and nothing deeper, so every game gets the same
checks: the game exists, the cards are in its pack and not doubled, the trump is a suit, the
options are the game's own. A game answers the questions its declaration lists
(``Game.questions``), each with a function of this shape:

- ``rule_trick(trick: Trick) -> TrickRuling`` (``trick.hands`` is None when no hand was given;
  a single hand is None when that player's cards are unknown, so only the others are judged)
- ``count(cards: list[Card], trump: Suit | None, options: dict) -> Count``
- ``showdown(hands: list[list[Card]], round: str | None, trump: Suit | None, options) -> Showdown``
- ``score``, ``claim`` and ``play``: a :class:`bodies.Question`, the game's own body type
  (parsed once, unknown fields refused) and its answer type

A game that does not list a question has no such ruling, and the answer says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import bodies
from .cards import Card, Pack, Shown, Suit, read_cards, read_trump  # noqa: F401 (re-exported)
from .errors import InvalidInputError, UnsupportedError
from .game import Game
from .rulings import HandScore, Trick
from .words import N_, Message, Play, Verbatim, say

QUESTIONS = ("trick", "count", "showdown", "score", "claim", "play")
MAX_PLAYS = 12

NO_RULING = {"trick": N_("{game} has no trick ruling"),
             "count": N_("{game} has no count ruling"),
             "showdown": N_("{game} has no showdown ruling"),
             "score": N_("{game} has no score ruling"),
             "claim": N_("{game} has no claim ruling"),
             "play": N_("{game} has no play ruling")}
"""What a game without the question answers, by question."""
ONE_HAND_EACH = N_("hands must give one hand for each play")


def supports(key: str, question: str) -> bool:
    """Whether the game answers this question (trick, count, showdown, score, claim)."""
    return _game(key).answers(question)


def _game(key: str) -> Game:
    found = _GAMES.get(key) if type(key) is str else None
    if found is None:
        from .games import GAMES, game  # the game modules import this module: looked up when
        _GAMES.update(GAMES)            # first asked (an import statement at every request
        return game(key)                # cost a microsecond)
    return found


_GAMES: dict[str, Game] = {}


def _judge(info: Game, question: str) -> Any:
    function = info.questions.get(question)
    if function is None:
        game = info.title
        raise UnsupportedError(
            say(NO_RULING[question], game=game) if question in NO_RULING else
            say("{game} has no {question} ruling", game=game, question=Verbatim(question)),
            "game")
    return function


@dataclass(frozen=True)
class TrickBody(bodies.Body):
    """A trick as entered: the plays in order (the led one first), each a list of cards, and
    optionally each player's cards just before the trick, so that legality is judged."""

    plays: tuple[tuple[Card, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 1, "maxItems": MAX_PLAYS, "items": bodies.CARDS_SCHEMA},
        bodies.items(bodies.cards(allow_empty=False),
                     say("plays must be a list of {least} to {most} plays, the led one first",
                         least=1, most=MAX_PLAYS), 1, MAX_PLAYS),
        required=True, default=(),
        doc="the plays in order, index 0 led; each a list of cards (one card in single-card "
            "games)")
    hands: tuple[tuple[Card, ...] | None, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"oneOf": [bodies.CARDS_SCHEMA, {"type": "null"}]}},
        bodies.items(bodies.cards(), ONE_HAND_EACH, blank=None),
        doc="each player's cards just before the trick (the played ones included), to judge "
            "legality; null for a player whose cards are not known")
    trump: Suit | None = bodies.spec(bodies.TRUMP_SCHEMA, bodies.trump)
    options: Mapping[str, Any] = field(default_factory=dict)
    context: dict[str, Any] = bodies.spec(
        {"type": "object", "description": "what the trick's moment adds (trumps_broken, …)"},
        bodies.mapping, default=None)

    def check(self, context: bodies.Context) -> None:
        context.pack.check_copies([c for p in self.plays for c in p], "plays")
        if self.hands is None:
            return
        if len(self.hands) != len(self.plays):
            raise InvalidInputError(say(ONE_HAND_EACH), "hands")
        context.pack.check_copies([c for h in self.hands if h for c in h], "hands")
        for i, (play, hand) in enumerate(zip(self.plays, self.hands)):
            missing = [c for c in play if hand is not None and c not in hand]
            if missing:
                raise InvalidInputError(
                    say("{player} plays {card}, which is not in the hand given ({hand}); a "
                        "hand is the cards held just before the trick, the played ones "
                        "included", player=Play(i), card=Shown(missing[0]),
                        hand=Shown(hand or ())), f"hands[{i}]")

    def trick(self) -> Trick:
        hands = None if self.hands is None or all(h is None for h in self.hands) else self.hands
        return Trick(self.trump, self.plays, hands, dict(self.options), dict(self.context or {}))


@dataclass(frozen=True)
class CountBody(bodies.Body):
    """Cards whose points are counted, card by card."""

    cards: tuple[Card, ...] = bodies.spec(bodies.CARDS_SCHEMA, bodies.cards(), required=True,
                                          default=())
    trump: Suit | None = bodies.spec(bodies.TRUMP_SCHEMA, bodies.trump)
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ShowdownBody(bodies.Body):
    """Hands compared at a showdown, in turn order (for Mus index 0 is the mano, and ties go
    to the lower index)."""

    hands: tuple[tuple[Card, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": MAX_PLAYS, "items": bodies.CARDS_SCHEMA},
        bodies.items(bodies.cards(allow_empty=False),
                     N_("hands must be a list of two or more hands"), 2, MAX_PLAYS),
        required=True, default=())
    round: str | None = bodies.spec({"type": ["string", "null"],
                                     "description": "one round of the game's showdown (Mus: "
                                                    "grande, chica, pares, juego, punto)"},
                                    bodies.text(20))
    trump: Suit | None = bodies.spec(bodies.TRUMP_SCHEMA, bodies.trump)
    options: Mapping[str, Any] = field(default_factory=dict)

    def check(self, context: bodies.Context) -> None:
        context.pack.check_copies([c for h in self.hands for c in h], "hands")


def parse_trick(key: str, raw: Any) -> Trick:
    """Check a trick request: the plays, the hands, one pack's worth of cards, the options."""
    return TrickBody.parse(raw, _game(key)).trick()


def rule_trick(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/trick``."""
    trick = parse_trick(key, raw)
    return _judge(_game(key), "trick")(trick).to_dict()


def count(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/count``."""
    info = _game(key)
    body = CountBody.parse(raw, info)
    return _judge(info, "count")(list(body.cards), body.trump, body.options).to_dict()


def showdown(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/showdown``."""
    info = _game(key)
    body = ShowdownBody.parse(raw, info)
    return _judge(info, "showdown")([list(h) for h in body.hands], body.round, body.trump,
                                     body.options).to_dict()


def _ask(key: str, question: str, raw: Any) -> dict[str, Any]:
    """A question the game declares with its body and answer types (:class:`bodies.Question`):
    the body parsed once into its type, the answer a frozen value, as JSON."""
    info = _game(key)
    asked = _judge(info, question)
    return asked.ask(raw, info)


def score(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/score``: the game's own hand-scoring body."""
    return _ask(key, "score", raw)


def hand_score(key: str, raw: Any) -> HandScore:
    """The score of a hand as the table uses it (:class:`HandScore`)."""
    info = _game(key)
    answer = score(key, raw)
    try:
        return HandScore.read(answer, info.name)
    except ValueError as error:
        told = error.args[0] if error.args else ""
        raise InvalidInputError(told if isinstance(told, Message) else str(error),
                                "body") from None


def play(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/play``: may this card go there (One-Eyed Jack)."""
    return _ask(key, "play", raw)


def claim(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/claim`` (Bura's 31, Twenty-Five's rob)."""
    return _ask(key, "claim", raw)
