"""Nuts (Nerts, Pounce): a racing patience for several, scored hand by hand.

Rules followed: ``shared/rules/003`` lines 325–375.

- Each player scores one point for each card they played to the foundations, less two points for
  each card still in their reserve (003 "Each player scores one point … Two points are then
  subtracted").
- The reserve is thirteen cards when dealt, so at most 13 are left; each player has their own
  52-card pack, so at most 52 cards go to the foundations and foundation plus reserve is at most
  52. In a partnership game a "player" is the partnership (003), scored the same way.
- The game goes on until at least one player *exceeds* the target (100 by default, the
  ``target`` option); then the highest total wins.

Reading chosen where the text is silent: when two or more players share the highest total past
the target there is no winner yet and another hand is played.

Score body: ``{"foundation": [12, 9], "reserve": [0, 3], "scores": [40, 57] (optional)}``, one
entry per player (or partnership) in the same order in every list. With ``players`` (the table
fills it in) an even number above four plays in partnerships of neighbours (003 line 340): the
lists then give one count per partnership, or one per player, the partners' counts added.
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import pack_52
from .catalog import Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, Sides
from .errors import InvalidInputError
from .schemas import award

RESERVE_SIZE = 13
PACK_SIZE = 52
RESERVE_PENALTY = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_SCORE = 10**6


def hand_points(foundation: int, reserve: int) -> int:
    """One point a foundation card, minus two a reserve card."""
    return foundation - RESERVE_PENALTY * reserve


def _read_counts(body: Mapping[str, Any], name: str, label: str, most: int) -> list[int]:
    value = body.get(name)
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise InvalidInputError(
            f"{name} must list a count for each player ({MIN_PLAYERS} to {MAX_PLAYERS})", name)
    counts = [read_int(v, label, f"{name}[{i}]") for i, v in enumerate(value)]
    for i, n in enumerate(counts):
        if n < 0:
            raise InvalidInputError(f"{label} cannot be negative", f"{name}[{i}]")
        if n > most:
            raise InvalidInputError(f"{label} is at most {most}, not {n}", f"{name}[{i}]")
    return counts


def _read_partnerships(body: Mapping[str, Any],
                       options: Mapping[str, Any]) -> Sides | None:
    """The partnerships of the table, when the body says how many play (None: all alone)."""
    if body.get("players") is None:
        return None
    players = read_int(body["players"], "The number of players", "players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInputError(f"Nuts is for {MIN_PLAYERS} to {MAX_PLAYERS} players",
                                "players")
    teams = sides(players, options)
    return teams if teams is not None else tuple((seat,) for seat in range(players))


def _by_side(counts: list[int], sides_: Sides | None, name: str) -> list[int]:
    """Counts per side: as given, or a player's counts added into their partnership's."""
    if sides_ is None or len(counts) == len(sides_):
        return counts
    players = sum(len(side) for side in sides_)
    if len(counts) != players:
        many = len(sides_) != players
        raise InvalidInputError(
            f"{name} lists {len(counts)} counts, but {players} play"
            + (f" in {len(sides_)} partnerships: give one count per partnership (or one per "
               "player)" if many else ": give one count per player"), name)
    return [sum(counts[seat] for seat in side) for side in sides_]


def score(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Score a hand: foundation − 2 × reserve for each player, new totals and any winner."""
    target = int(options.get("target", GAME.defaults()["target"]))
    partnerships = _read_partnerships(body, options)
    foundation = _by_side(_read_counts(body, "foundation", "Cards played to the foundations",
                                       PACK_SIZE), partnerships, "foundation")
    reserve = _by_side(_read_counts(body, "reserve", "Cards left in the reserve",
                                    RESERVE_SIZE), partnerships, "reserve")
    if len(reserve) != len(foundation):
        raise InvalidInputError(f"reserve lists {len(reserve)} players but foundation lists "
                                f"{len(foundation)}", "reserve")
    who = "partnership" if partnerships and len(partnerships[0]) > 1 else "player"
    for i, (played, left) in enumerate(zip(foundation, reserve)):
        if left > RESERVE_SIZE:
            raise InvalidInputError(f"{who} {i} has {left} cards left in the reserve, but a "
                                    f"reserve is {RESERVE_SIZE} cards", f"reserve[{i}]")
        if played + left > PACK_SIZE:
            raise InvalidInputError(
                f"{who} {i} has {played} foundation cards and {left} in the reserve, more "
                f"than the {PACK_SIZE} cards of one pack", f"foundation[{i}]")
    previous = [0] * len(foundation)
    if body.get("scores") is not None:
        raw = body["scores"]
        if not isinstance(raw, list) or len(raw) != len(foundation):
            raise InvalidInputError("scores must give each player's total before this hand, "
                                    "in the same order", "scores")
        previous = [read_int(v, "A score", f"scores[{i}]") for i, v in enumerate(raw)]
        for i, total in enumerate(previous):
            if abs(total) > MAX_SCORE:
                raise InvalidInputError("that score is implausibly large", f"scores[{i}]")

    points = [hand_points(f, r) for f, r in zip(foundation, reserve)]
    totals = [p + s for p, s in zip(previous, points)]
    breakdown = [f"{who} {i}: {f} foundation − 2 × {r} reserve = {p}; total {s} → {t}"
                 for i, (f, r, p, s, t) in enumerate(zip(foundation, reserve, points, previous,
                                                         totals))]
    passed = [i for i, t in enumerate(totals) if t > target]
    best = max(totals)
    leaders = [i for i, t in enumerate(totals) if t == best]
    outcome = GAME.verdict(previous, totals, options)  # the table's own end rule
    winner = outcome.winners[0] if outcome is not None and len(outcome.winners) == 1 else None
    called = [i for i, r in enumerate(reserve) if r == 0]
    return {"points": points, "scores_before": previous, "scores": totals, "target": target,
            "passed_target": passed, "game_over": winner is not None, "winner": winner,
            "called_nuts": called, "breakdown": breakdown,
            "award": {"by": "team" if who == "partnership" else "seat",
                      "points": list(points)},
            "explanation": _explain(points, totals, passed, leaders, winner, target, who)}


def _explain(points: list[int], totals: list[int], passed: list[int], leaders: list[int],
             winner: int | None, target: int, who: str = "player") -> str:
    hand = ", ".join(f"{who} {i} {p:+d}" for i, p in enumerate(points))
    text = f"This hand: {hand}. Totals: {', '.join(str(t) for t in totals)}."
    if winner is not None:
        return (f"{text} {who.capitalize()} {winner} has the highest total, {totals[winner]}, "
                f"with someone past {target}, and wins.")
    if passed:
        tied = " and ".join(f"{who} {i}" for i in leaders)
        return (f"{text} Someone is past {target}, but {tied} share the highest total "
                f"({totals[leaders[0]]}): play another hand.")
    return f"{text} Nobody is past {target} yet: play another hand."


# --- the score body and answer, for /api/openapi.json -----------------------------------------

_COUNTS = {"type": "array", "minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS,
           "items": {"type": "integer"}}

SCORE_SCHEMA: dict[str, Any] = {
    "type": "object", "required": ["foundation", "reserve"],
    "description": "A Nuts hand (003 lines 325–375): one entry per player (or partnership), "
                   "in the same order in every list.",
    "properties": {
        "foundation": _COUNTS | {"description": "cards each player played to the "
                                                "foundations (0–52), +1 each"},
        "reserve": _COUNTS | {"description": "cards left in each player's reserve (0–13), "
                                             "−2 each"},
        "scores": {"type": ["array", "null"], "items": {"type": "integer"},
                   "description": "optional: each player's total before this hand"},
        "players": {"type": ["integer", "null"], "minimum": MIN_PLAYERS,
                    "maximum": MAX_PLAYERS,
                    "description": "optional: how many play; an even number above four plays "
                                   "in partnerships of neighbours (003 line 340), seats 0 and "
                                   "1, 2 and 3, …: the lists then give one count per "
                                   "partnership, or one per player (partners' added)"},
        "options": {"type": "object", "description": "the game's options (target)"}}}

SCORE_ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object", "required": ["points", "scores", "winner", "explanation", "breakdown",
                                   "award"],
    "properties": {
        "points": {"type": "array", "items": {"type": "integer"},
                   "description": "each player's score for the hand"},
        "scores_before": {"type": "array", "items": {"type": "integer"}},
        "scores": {"type": "array", "items": {"type": "integer"}},
        "target": {"type": "integer"},
        "passed_target": {"type": "array", "items": {"type": "integer"}},
        "game_over": {"type": "boolean"}, "winner": {"type": ["integer", "null"]},
        "called_nuts": {"type": "array", "items": {"type": "integer"},
                        "description": "players who emptied their reserve"},
        "explanation": {"type": "string"},
        "breakdown": {"type": "array", "items": {"type": "string"}},
        "award": award(('seat', 'team'),
                       "What this hand adds to the score pad, per player in the body's "
                       "order, or per partnership (by team) when the players sit in "
                       'partnerships.')}}



def sides(players: int, options: Mapping[str, Any]) -> Sides | None:
    """Alone with up to four; with an even number above four, pairs of neighbours (003 line
    340: partners sit next to one another)."""
    if players > 4 and players % 2 == 0:
        return tuple((seat, seat + 1) for seat in range(0, players, 2))
    return None


GAME = Game(
    "nuts", "Nuts", 2, 8, pack_52, Scoring.POINTS,
    "Racing patience for several (Nerts, Pounce): foundations minus twice the reserve.",
    end=ReachTarget(100, exceed=True, both_over="higher"),
    options=(target_option(100),), teams=sides, deal=DealRule("left"),
    schemas={"score": (SCORE_SCHEMA, SCORE_ANSWER_SCHEMA)},
    questions={"score": score},
    rules="003:325")
"""Play until someone exceeds 100; the highest score then wins (003 line 373). Reading: players
level at the top play another hand."""
