"""Mus: the score question's typed body and answer (/api/openapi.json)."""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any

from .. import bodies
from ..catalog import read_int
from ..errors import InvalidInputError
from ..rulings import Award
from .hands import MIN_ENVITE, PLAYERS
from .scoring import _score_dict
from ..words import (N_, say)


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
