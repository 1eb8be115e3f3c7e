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

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import bodies
from .cards import pack_52
from .catalog import Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, Sides
from .errors import InvalidInputError
from .rulings import Award
from .words import Made, Message, N_, SEAT_AT, TEAM_AT, Seat, Side, Verbatim, join, say, \
    say_n, say_in

RESERVE_SIZE = 13
PACK_SIZE = 52
RESERVE_PENALTY = 2
MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_SCORE = 10**6


LABELS = {"foundation": N_("Cards played to the foundations"),
          "reserve": N_("Cards left in the reserve")}
"""Each count's name, for a number that is not a whole one (:func:`referee.catalog.read_int`)."""
NEGATIVE = {"foundation": N_("Cards played to the foundations cannot be negative"),
            "reserve": N_("Cards left in the reserve cannot be negative")}
TOO_MANY = {"foundation": N_("Cards played to the foundations is at most {most}, not {count}"),
            "reserve": N_("Cards left in the reserve is at most {most}, not {count}")}
A_COUNT_EACH = N_("{name} must list a count for each player ({least} to {most})")


def hand_points(foundation: int, reserve: int) -> int:
    """One point a foundation card, minus two a reserve card."""
    return foundation - RESERVE_PENALTY * reserve


def _read_counts(body: Mapping[str, Any], name: str, most: int) -> list[int]:
    """``foundation`` or ``reserve``: a count each, from 0 to ``most``."""
    value = body.get(name)
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise InvalidInputError(say(A_COUNT_EACH, name=Verbatim(name), least=MIN_PLAYERS,
                                    most=MAX_PLAYERS), name)
    counts = list(value)  # JSON's whole numbers in range, as most are: nothing more to read
    for i, v in enumerate(value):
        if type(v) is not int or not 0 <= v <= most:
            counts[i] = read_int(v, LABELS[name], f"{name}[{i}]")
    for i, n in enumerate(counts):
        if n < 0:
            raise InvalidInputError(say(NEGATIVE[name]), f"{name}[{i}]")
        if n > most:
            raise InvalidInputError(say(TOO_MANY[name], most=most, count=n), f"{name}[{i}]")
    return counts


def _read_partnerships(body: Mapping[str, Any],
                       options: Mapping[str, Any]) -> Sides | None:
    """The partnerships of the table, when the body says how many play (None: all alone)."""
    if body.get("players") is None:
        return None
    players = read_int(body["players"], N_("The number of players"), "players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInputError(say("Nuts is for {least} to {most} players", least=MIN_PLAYERS,
                                    most=MAX_PLAYERS), "players")
    teams = sides(players, options)
    return teams if teams is not None else tuple((seat,) for seat in range(players))


def _by_side(counts: list[int], sides_: Sides | None, name: str) -> list[int]:
    """Counts per side: as given, or a player's counts added into their partnership's."""
    if sides_ is None or len(counts) == len(sides_):
        return counts
    players = sum(len(side) for side in sides_)
    if len(counts) != players:
        if len(sides_) != players:
            raise InvalidInputError(say_n(
                "{name} lists {n} count, but {players} play in {partnerships}: give one count "
                "per partnership (or one per player)",
                "{name} lists {n} counts, but {players} play in {partnerships}: give one count "
                "per partnership (or one per player)", len(counts), name=Verbatim(name),
                players=players, partnerships=say_n("{n} partnership", "{n} partnerships",
                                                    len(sides_))), name)
        raise InvalidInputError(say_n(
            "{name} lists {n} count, but {players} play: give one count per player",
            "{name} lists {n} counts, but {players} play: give one count per player",
            len(counts), name=Verbatim(name), players=players), name)
    return [sum(counts[seat] for seat in side) for side in sides_]


def _players(value: Any, path: str, context: bodies.Context) -> Sides | None:
    return _read_partnerships({"players": value}, context.options)


def _counts(name: str, most: int) -> bodies.Reader:
    def read(value: Any, path: str, context: bodies.Context) -> tuple[int, ...]:
        return tuple(_by_side(_read_counts({name: value}, name, most),
                              context.values.get("players"), name))
    return read


def _previous(value: Any, path: str, context: bodies.Context) -> tuple[int, ...]:
    count = len(context.values.get("foundation", ()))
    if not isinstance(value, list) or len(value) != count:
        raise InvalidInputError(say("scores must give each player's total before this hand, "
                                    "in the same order"), "scores")
    previous = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, total in enumerate(previous):
        if abs(total) > MAX_SCORE:
            raise InvalidInputError(say("that score is implausibly large"), f"scores[{i}]")
    return tuple(previous)


_COUNTS = {"type": "array", "minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS,
           "items": {"type": "integer"}}


@dataclass(frozen=True)
class NutsHand(bodies.Body):
    """A Nuts hand (003 lines 325–375): one entry per player (or partnership), in the same
    order in every list."""

    players: Sides | None = bodies.spec(
        {"type": ["integer", "null"], "minimum": MIN_PLAYERS, "maximum": MAX_PLAYERS},
        _players,
        doc="optional: how many play; an even number above four plays in partnerships of "
            "neighbours (003 line 340), seats 0 and 1, 2 and 3, …: the lists then give one "
            "count per partnership, or one per player (partners' added)")
    foundation: tuple[int, ...] = bodies.spec(
        _COUNTS, _counts("foundation", PACK_SIZE), required=True, default=(),
        missing=say(A_COUNT_EACH, name=Verbatim("foundation"), least=MIN_PLAYERS,
                    most=MAX_PLAYERS),
        doc="cards each player played to the foundations (0–52), +1 each")
    reserve: tuple[int, ...] = bodies.spec(
        _COUNTS, _counts("reserve", RESERVE_SIZE), required=True, default=(),
        missing=say(A_COUNT_EACH, name=Verbatim("reserve"), least=MIN_PLAYERS,
                    most=MAX_PLAYERS),
        doc="cards left in each player's reserve (0–13), −2 each")
    scores: tuple[int, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"type": "integer"}}, _previous,
        doc="optional: each player's total before this hand")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NutsScore(bodies.Answer):
    """A Nuts hand scored: foundation − 2 × reserve for each player, the new totals, and the
    winner once someone is past the target."""

    points: tuple[int, ...] = field(metadata={"doc": "each player's score for the hand"})
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    passed_target: tuple[int, ...]
    game_over: bool
    winner: int | None
    called_nuts: tuple[int, ...] = field(metadata={
        "doc": "players who emptied their reserve"})
    breakdown: tuple[str, ...]
    award: Award = field(metadata={
        "doc": "What this hand adds to the score pad, per player in the body's order, or per "
               "partnership (by team) when the players sit in partnerships."})
    explanation: str


def score(hand: NutsHand) -> NutsScore:
    """Score a hand: foundation − 2 × reserve for each player, new totals and any winner."""
    options = hand.options
    target = int(options["target"] if "target" in options else GAME.defaults()["target"])
    partnerships = hand.players
    foundation, reserve = list(hand.foundation), list(hand.reserve)
    if len(reserve) != len(foundation):
        raise InvalidInputError(say_n("reserve lists {n} player but foundation lists {others}",
                                      "reserve lists {n} players but foundation lists {others}",
                                      len(reserve), others=len(foundation)), "reserve")
    partnered = bool(partnerships and len(partnerships[0]) > 1)
    for i, (played, left) in enumerate(zip(foundation, reserve)):
        if left > RESERVE_SIZE:
            raise InvalidInputError(say_n(
                "{who} {has|have} {n} card left in the reserve, but a reserve is {size} cards",
                "{who} {has|have} {n} cards left in the reserve, but a reserve is {size} cards",
                left, who=_who(i, partnered), size=RESERVE_SIZE), f"reserve[{i}]")
        if played + left > PACK_SIZE:
            raise InvalidInputError(say_n(
                "{who} {has|have} {n} foundation card and {left} in the reserve, more than the "
                "{size} cards of one pack",
                "{who} {has|have} {n} foundation cards and {left} in the reserve, more than the "
                "{size} cards of one pack", played, who=_who(i, partnered), left=left,
                size=PACK_SIZE), f"foundation[{i}]")
    previous = list(hand.scores) if hand.scores is not None else [0] * len(foundation)

    points = [f - RESERVE_PENALTY * r for f, r in zip(foundation, reserve)]  # hand_points
    totals = [p + s for p, s in zip(previous, points)]
    who = TEAM_AT if partnered else SEAT_AT  # (_who: at most eight play)
    breakdown = []
    for i, (f, r, s) in enumerate(zip(foundation, reserve, previous)):
        # (a line is made once for the same counts: see words.Made)
        line = _LINES_SAID.get((partnered, i, f, r, s))
        if line is None:
            p = points[i]
            line = _LINES_SAID.keep((partnered, i, f, r, s), say(
                "{who}: {foundation} foundation − {penalty} × {reserve} reserve = {points}; "
                "total {before} → {after}", who=who[i], foundation=f, penalty=RESERVE_PENALTY,
                reserve=r, points=p, before=s, after=s + p))
        breakdown.append(line)
    passed = [i for i, t in enumerate(totals) if t > target]
    best = max(totals)
    leaders = [i for i, t in enumerate(totals) if t == best]
    outcome = GAME.verdict(previous, totals, options)  # the table's own end rule
    winner = outcome.winners[0] if outcome is not None and len(outcome.winners) == 1 else None
    called = [i for i, r in enumerate(reserve) if r == 0]
    said, scores = tuple(points), tuple(totals)
    # the explanation made once for the same hand (passed and leaders follow from the totals
    # and the target)
    key = (said, scores, winner, target, partnered)
    explanation = _EXPLAINED.get(key)
    if explanation is None:
        explanation = _EXPLAINED.keep(key, _explain(points, totals, passed, leaders, winner,
                                                    target, partnered))
    return NutsScore(
        points=said, scores_before=tuple(previous), scores=scores,
        target=target, passed_target=tuple(passed), game_over=winner is not None,
        winner=winner, called_nuts=tuple(called), breakdown=tuple(breakdown),
        award=Award("team" if partnered else "seat", said), explanation=explanation)


_LINES_SAID = Made()
"""A player's (or partnership's) line, by what it says: partnered, seat, counts, total
before."""
_EXPLAINED = Made()
"""A hand's explanation, by the points and totals of each, the winner, the target."""


SCORE = bodies.Question(score, NutsHand, NutsScore)


def _who(index: int, partnered: bool) -> Seat | Side:
    """A player, or a partnership when the players sit in partnerships."""
    return (TEAM_AT if partnered else SEAT_AT)[index]  # (at most eight play)


def _explain(points: list[int], totals: list[int], passed: list[int], leaders: list[int],
             winner: int | None, target: int, partnered: bool = False) -> Message:
    # a player's points for the hand, and the verdict, are made once for what decides their
    # words (see words.Made): a hand's points are few, so they recur where totals do not
    who = TEAM_AT if partnered else SEAT_AT
    pieces = []
    for i, p in enumerate(points):
        piece = _POINTS_SAID.get((partnered, i, p))
        if piece is None:
            piece = _POINTS_SAID.keep((partnered, i, p), say("{who} {points:+d}", who=who[i],
                                                             points=p))
        pieces.append(piece)
    text = say("This hand: {hand}. Totals: {totals}.", hand=join(*pieces, sep=", "),
               totals=Verbatim(", ".join(map(str, totals))))
    if winner is not None:
        verdict = _VERDICTS_SAID.get((partnered, winner, totals[winner], target))
        if verdict is None:
            verdict = _VERDICTS_SAID.keep((partnered, winner, totals[winner], target), say(
                "{who} {has|have} the highest total, {total}, with someone past {target}, and "
                "{wins|win}.", who=_who(winner, partnered), total=totals[winner],
                target=target))
        return join(text, verdict)
    if passed:
        tied: Seat | Side | Message = _who(leaders[0], partnered)
        for i in leaders[1:]:
            tied = say("{items} and {last}", items=tied, last=_who(i, partnered))
        return join(text, say("Someone is past {target}, but {tied} share the highest total "
                              "({total}): play another hand.", target=target, tied=tied,
                              total=totals[leaders[0]]))
    verdict = _VERDICTS_SAID.get(target)
    if verdict is None:
        verdict = _VERDICTS_SAID.keep(target, say("Nobody is past {target} yet: play another "
                                                  "hand.", target=target))
    return join(text, verdict)


_POINTS_SAID = Made()
"""A player's (or partnership's) points for the hand, by partnered, seat and points."""
_VERDICTS_SAID = Made()
"""Who wins (by partnered, winner, total, target), or that nobody is past the target yet (by
the target)."""


def sides(players: int, options: Mapping[str, Any]) -> Sides | None:
    """Alone with up to four; with an even number above four, pairs of neighbours (003 line
    340: partners sit next to one another)."""
    if players > 4 and players % 2 == 0:
        return tuple((seat, seat + 1) for seat in range(0, players, 2))
    return None


GAME = Game(
    "nuts", "Nuts", 2, 8, pack_52, Scoring.POINTS,
    N_("Racing patience for several (Nerts, Pounce): foundations minus twice the reserve."),
    side_nouns=(say_in("nuts", "team {number}"), say_in("nuts", "Team {number}"),
                say_in("nuts", "Team")),
    end=ReachTarget(100, exceed=True, both_over="higher"),
    options=(target_option(100),), teams=sides, deal=DealRule("left"),
    questions={"score": SCORE},
    rules="003:325")
"""Play until someone exceeds 100; the highest score then wins (003 line 373). Reading: players
level at the top play another hand."""
