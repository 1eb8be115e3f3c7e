"""The referee's front door: read a JSON-shaped request, check it, ask the game, answer a dict.

The views and the scorebook call these functions and nothing deeper, so every game gets the same
checks: the game exists, the cards are in its pack and not doubled, the trump is a suit, the
options are the game's own. A game answers the questions its declaration lists
(``Game.questions``), each with a function of this shape:

- ``rule_trick(trick: Trick) -> TrickRuling`` (``trick.hands`` is None when no hand was given;
  a single hand is None when that player's cards are unknown, so only the others are judged)
- ``count(cards: list[Card], trump: Suit | None, options: dict) -> Count``
- ``showdown(hands: list[list[Card]], round: str | None, trump: Suit | None, options) -> Showdown``
- ``score(body: dict, options: dict) -> dict`` (the game's own hand-scoring body)
- ``claim(body: dict, options: dict) -> dict`` (Bura's 31)

A game that does not list a question has no such ruling, and the answer says so.
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import Card, Pack, Suit, read_cards, read_trump  # noqa: F401 (re-exported)
from .errors import InvalidInputError, UnsupportedError
from .game import Game
from .rulings import HandScore, Trick

QUESTIONS = ("trick", "count", "showdown", "score", "claim", "play")
MAX_PLAYS = 12


def supports(key: str, question: str) -> bool:
    """Whether the game answers this question (trick, count, showdown, score, claim)."""
    return _game(key).answers(question)


def _game(key: str) -> Game:
    from .games import game  # the game modules import this module: look them up when asked
    return game(key)


def _judge(info: Game, question: str) -> Any:
    function = info.questions.get(question)
    if function is None:
        raise UnsupportedError(f"{info.name} has no {question} ruling", "game")
    return function


def body_of(body: Any) -> Mapping[str, Any]:
    if not isinstance(body, Mapping):
        raise InvalidInputError("the request body must be a JSON object", "body")
    return body


def read_object(body: Mapping[str, Any], name: str) -> dict[str, Any]:
    value = body.get(name)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidInputError(f"{name} must be an object", name)
    return dict(value)


def parse_trick(key: str, raw: Any) -> Trick:
    """Check a trick request: the plays, the hands, one pack's worth of cards, the options."""
    info = _game(key)
    body = body_of(raw)
    options = info.read_options(read_object(body, "options"))
    pack = info.pack_for(options)
    plays_raw = body.get("plays")
    if not isinstance(plays_raw, list) or not plays_raw:
        raise InvalidInputError("plays must be a list of plays, the led one first", "plays")
    if len(plays_raw) > MAX_PLAYS:
        raise InvalidInputError(f"at most {MAX_PLAYS} plays in a trick", "plays")
    plays = tuple(tuple(read_cards(pack, p, f"plays[{i}]", allow_empty=False))
                  for i, p in enumerate(plays_raw))
    everything = [c for p in plays for c in p]
    pack.check_copies(everything, "plays")
    hands = None
    if body.get("hands") is not None:
        hands_raw = body["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != len(plays):
            raise InvalidInputError("hands must give one hand for each play", "hands")
        hands = tuple(None if h is None or h == "" or h == [] else
                      tuple(read_cards(pack, h, f"hands[{i}]")) for i, h in enumerate(hands_raw))
        pack.check_copies([c for h in hands if h for c in h], "hands")
        for i, (play, hand) in enumerate(zip(plays, hands)):
            missing = [c for c in play if hand is not None and c not in hand]
            if missing:
                raise InvalidInputError(
                    f"play {i} has {missing[0]}, which is not in hand {i} "
                    f"({' '.join(map(str, hand or ()))}); a hand is the cards held "
                    "just before the trick, the played ones included", f"hands[{i}]")
        if all(h is None for h in hands):
            hands = None
    return Trick(read_trump(body.get("trump")), plays, hands, options,
                 read_object(body, "context"))


def rule_trick(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/trick``."""
    trick = parse_trick(key, raw)
    return _judge(_game(key), "trick")(trick).to_dict()


def count(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/count``."""
    info = _game(key)
    body = body_of(raw)
    options = info.read_options(read_object(body, "options"))
    cards = read_cards(info.pack_for(options), body.get("cards"), "cards")
    return _judge(info, "count")(cards, read_trump(body.get("trump")), options).to_dict()


def showdown(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/showdown``."""
    info = _game(key)
    body = body_of(raw)
    options = info.read_options(read_object(body, "options"))
    pack = info.pack_for(options)
    hands_raw = body.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) < 2 or len(hands_raw) > MAX_PLAYS:
        raise InvalidInputError("hands must be a list of two or more hands", "hands")
    hands = [read_cards(pack, h, f"hands[{i}]", allow_empty=False)
             for i, h in enumerate(hands_raw)]
    pack.check_copies([c for h in hands for c in h], "hands")
    round_name = body.get("round")
    if round_name is not None and not isinstance(round_name, str):
        raise InvalidInputError("round must be text", "round")
    return _judge(info, "showdown")(hands, round_name, read_trump(body.get("trump")),
                                     options).to_dict()


def score(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/score``: the game's own hand-scoring body."""
    info = _game(key)
    body = dict(body_of(raw))
    options = info.read_options(read_object(body, "options"))
    return _judge(info, "score")(body, options)


def hand_score(key: str, raw: Any) -> HandScore:
    """The score of a hand as the table uses it (:class:`HandScore`)."""
    info = _game(key)
    answer = score(key, raw)
    try:
        return HandScore.read(answer, info.name)
    except ValueError as error:
        raise InvalidInputError(str(error), "body") from None


def play(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/play``: may this card go there (One-Eyed Jack)."""
    info = _game(key)
    body = dict(body_of(raw))
    options = info.read_options(read_object(body, "options"))
    return _judge(info, "play")(body, options)


def claim(key: str, raw: Any) -> dict[str, Any]:
    """``POST /api/v1/referee/{game}/claim`` (Bura's 31)."""
    info = _game(key)
    body = dict(body_of(raw))
    options = info.read_options(read_object(body, "options"))
    return _judge(info, "claim")(body, options)
