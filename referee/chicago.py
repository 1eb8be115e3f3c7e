"""Chicago: the Swedish game of poker showdowns followed by five tricks.

Rules followed: ``shared/rules/000`` lines 33–69 (Chicago), "Trick play".

- 52-card pack, aces high: A > K > Q > J > 10 > … > 2 in every suit; no trumps.
- Tricks: follow suit when able, otherwise play anything; the highest card of the suit led
  wins. The winner of the fifth and last trick scores 5 (``LAST_TRICK_POINTS``); cards carry
  no points, so a trick's ``points`` are 0.
- Reading chosen: a trick given with a trump suit is refused with a clear error.

The poker showdown is :func:`referee.poker.showdown`, answered here as ``showdown`` so the
referee's front door finds it.

The hand's score (000 lines 45–55, 58, 63–67; :func:`score`) adds up, in order, the first and
second showdowns (the best hand scores royal flush 52, straight flush 8, four of a kind 7, full
house 6, flush 5, straight 4, three of a kind 3, two pair 2, one pair 1; a tie for the best
scores nothing), then 5 for the fifth and last trick and the best hand at the end. Each
showdown is given as its result or as the hands shown, which :func:`referee.poker.showdown`
rules on. When the hand is over the game ends if someone has 52 or more and one player alone
has the highest score (the tie reading is :mod:`referee.poker`'s); a player who starts the
next hand with 46 or more may not discard and draw in it. Reading: with another target (the
catalog's ``target``) the no-draw line stays six below it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import bodies
from .cards import Pack, Rank, SUITED_RANKS, Suit, pack_52, read_cards, Shown
from .catalog import Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget
from .errors import InvalidInputError, RefereeError
from .poker import (CATEGORY_WORDS, CHICAGO_POINTS, MAX_PLAYERS, MIN_PLAYERS, NO_DRAW_FROM,
                    TARGET, can_draw, chicago_hand, game_result, showdown)
from .rulings import Award, Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, must_follow, resolve
from .words import Message, N_, Seat, Verbatim, join, listing, say, say_n

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, high to low: A K Q J 10 9 8 7 6 5 4 3 2."""

LAST_TRICK_POINTS = 5
"""Taking the fifth and final trick scores 5 (000, "Trick play")."""


__all__ = ["LAST_TRICK_POINTS", "RANKING", "SCORE", "TRICK_RULES", "rule_trick", "score",
           "showdown"]


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="chicago", plain=_plain, trump_use=TRUMP_NONE,
                         play_rules=(must_follow,))


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Chicago trick: the highest card of the suit led."""
    return resolve(TRICK_RULES, trick, GAME)


# --- scoring a hand -----------------------------------------------------------------------------

MOMENTS = ("first", "second", "end")
"""The three scoring showdowns of a hand, in order: after the first and second draws, and the
best hand at the end, after the tricks."""


SEAT = {"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1}
SHOWDOWN_ENTRY = {
    "description": "a showdown: its result, the hands shown, or null when nobody scored",
    "oneOf": [
        {"type": "null"},
        {"type": "object", "properties": {
            "winner": {"type": ["integer", "null"], "minimum": 0,
                       "description": "the seat with the best hand; null when nobody scored"},
            "points": {"enum": sorted(set(CHICAGO_POINTS.values())),
                       "description": "what that hand scores: pair 1 … straight flush 8, "
                                      "royal flush 52"}}},
        {"type": "object", "required": ["hands"], "properties": {
            "hands": {"type": "array", "items": {"description": "five cards, e.g. "
                                                                "\"AS AH 7C 7D 2S\""},
                      "description": "every player's five cards, in seat order"}}}]}
SCORES_BEFORE = N_("scores must list the {least} to {most} players' scores before the hand")
SHOWDOWNS = N_("showdowns lists up to three in order: the first, the second and the best hand "
               "at the end")


def _showdowns(value: Any, path: str,
               context: bodies.Context) -> tuple[tuple[int | None, int, Message], ...]:
    if not isinstance(value, list) or len(value) > len(MOMENTS):
        raise InvalidInputError(say(SHOWDOWNS), "showdowns")
    players = len(context.values.get("scores", ()))
    return tuple(_read_showdown(entry, i, players, context.pack)
                 for i, entry in enumerate(value))


@dataclass(frozen=True)
class ChicagoHand(bodies.Body):
    """One Chicago hand: the scores before it, its showdowns in order, and who took the last
    trick."""

    scores: tuple[int, ...] = bodies.spec(
        {"type": "array", "minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS,
         "items": {"type": "integer", "minimum": 0}},
        lambda v, p, c: tuple(_read_scores(v)), required=True, default=(),
        missing=say(SCORES_BEFORE, least=MIN_PLAYERS, most=MAX_PLAYERS),
        doc="each player's score before the hand, in seat order")
    showdowns: tuple[tuple[int | None, int, str], ...] = bodies.spec(
        {"type": "array", "maxItems": 3, "items": SHOWDOWN_ENTRY}, _showdowns, default=(),
        doc="the first showdown, the second, and the best hand at the end (the third only "
            "with last_trick)")
    last_trick: Any = bodies.spec(
        SEAT, lambda v, p, c: v,
        doc="the seat that took the fifth trick; leave it out while the hand is still being "
            "played")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ChicagoScore(bodies.Answer):
    """One Chicago hand scored: its showdowns in order, the last trick, and the game's end."""

    points: tuple[int, ...] = field(metadata={"doc": "what each player scored this hand"})
    scores: tuple[int, ...] = field(metadata={"doc": "each player's score after it"})
    hand_complete: bool = field(metadata={"doc": "the last trick was given"})
    showdowns: tuple[dict[str, Any], ...] = field(metadata={
        "doc": "each showdown's moment, winner and points"})
    game_over: bool
    winner: int | None = field(metadata={"doc": "the game's winner"})
    may_draw: tuple[bool, ...] | None = field(metadata={
        "doc": "per seat, whether they may draw next hand"})
    no_draw: tuple[int, ...] | None = field(metadata={
        "doc": "seats that start the next hand with 46 or more and may not draw"})
    award: Award = field(metadata={"doc": "what the hand adds to the score pad"})
    breakdown: tuple[str, ...]
    explanation: str


def score(hand: ChicagoHand) -> ChicagoScore:
    """Score one Chicago hand: its showdowns in order, the last trick, and the game's end."""
    options = hand.options
    target = read_int((options or {}).get("target", TARGET), N_("The target"),
                      "options.target")
    no_draw_from = max(0, target - (TARGET - NO_DRAW_FROM))
    before = list(hand.scores)
    last_trick = hand.last_trick
    complete = last_trick is not None
    if complete and len(hand.showdowns) < len(MOMENTS):
        raise InvalidInputError(say("with the last trick, give all three showdowns: the first, "
                                    "the second and the best hand at the end (null when "
                                    "nobody scored)"), "showdowns")
    if not complete and len(hand.showdowns) == len(MOMENTS):
        raise InvalidInputError(say("the best hand at the end is scored with the last trick: "
                                    "say who took it"), "last_trick")
    raw = hand.showdowns
    results = list(hand.showdowns)
    scores = list(before)
    lines: list[Message] = []
    for i, (winner, points, why) in enumerate(results[:2]):
        if winner is not None and points:
            scores[winner] += points
        lines.append(why)
    game_over = False
    game_winner: int | None = None
    may_draw: list[bool] | None = None
    if complete:
        end_winner, end_points, end_why = results[2]
        end = chicago_hand(scores, end_winner, end_points, last_trick, target, no_draw_from)
        scores = end["scores"]
        lines.append(say("{player} took the fifth and last trick: +{points}.",
                         player=Seat(end["breakdown"][0]["player"]), points=LAST_TRICK_POINTS))
        lines.append(end_why)
        lines.append(game_result(scores, target)["explanation"])
        game_over, game_winner, may_draw = end["game_over"], end["winner"], end["may_draw"]
        if not game_over:
            barred = [i for i, ok in enumerate(may_draw) if not ok]
            if barred:
                lines.append(say("Next hand {players} may not discard and draw (starting with "
                                 "{least} or more).", players=_commas(barred),
                                 least=no_draw_from))
    elif not raw:
        lines.append(say("No showdown scored yet."))
    gained = [a - b for a, b in zip(scores, before)]
    lines.append(say("Scores: {scores}.", scores=join(
        *(say("{player} {before} → {after}", player=Seat(i), before=b, after=a)
          for i, (b, a) in enumerate(zip(before, scores))), sep=", ")))
    return ChicagoScore(
        points=tuple(gained), scores=tuple(scores), hand_complete=complete,
        showdowns=tuple({"moment": MOMENTS[i], "winner": w, "points": p}
                        for i, (w, p, _) in enumerate(results)),
        game_over=game_over, winner=game_winner,
        may_draw=None if may_draw is None else tuple(may_draw),
        no_draw=None if may_draw is None or game_over
        else tuple(i for i, ok in enumerate(may_draw) if not ok),
        award=Award("seat", tuple(gained)), breakdown=tuple(lines),
        explanation=join(*lines))


def _commas(seats: list[int]) -> Seat | Message:
    """Players one after the other: "player 0, player 2"."""
    listed: Seat | Message = Seat(seats[0])
    for seat in seats[1:]:
        listed = say("{items}, {last}", items=listed, last=Seat(seat))
    return listed


def _read_scores(value: Any) -> list[int]:
    if not isinstance(value, list) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise InvalidInputError(say(SCORES_BEFORE, least=MIN_PLAYERS, most=MAX_PLAYERS),
                                "scores")
    scores = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, points in enumerate(scores):
        if points < 0:
            raise InvalidInputError(say("a score cannot be negative"), f"scores[{i}]")
    return scores


NOBODY = {"first": N_("At the first showdown nobody scored."),
          "second": N_("At the second showdown nobody scored."),
          "end": N_("At the end of the hand nobody scored.")}
"""A showdown given as null, at each moment."""
NOBODY_GIVEN = {
    "first": N_("At the first showdown nobody scored (no pair or better, or a tie for the best "
                "hand)."),
    "second": N_("At the second showdown nobody scored (no pair or better, or a tie for the "
                 "best hand)."),
    "end": N_("At the end of the hand nobody scored (no pair or better, or a tie for the best "
              "hand).")}
"""A showdown given as a result without a winner, at each moment."""
BEST = {"first": N_("At the first showdown, {player} held the best hand, {category}: "
                    "+{points}."),
        "second": N_("At the second showdown, {player} held the best hand, {category}: "
                     "+{points}."),
        "end": N_("At the end of the hand, {player} held the best hand, {category}: "
                  "+{points}.")}
"""A showdown given as its result, at each moment."""


def _read_showdown(entry: Any, index: int, players: int,
                   pack: Pack) -> tuple[int | None, int, Message]:
    """One showdown as (winner, points, why): given as its result, or as the hands shown."""
    where = f"showdowns[{index}]"
    moment = MOMENTS[index]
    if entry is None:
        return None, 0, say(NOBODY[moment])
    if not isinstance(entry, Mapping):
        raise InvalidInputError(say("a showdown is {result}, {hands} or null",
                                    result=Verbatim('{"winner": seat, "points": n}'),
                                    hands=Verbatim('{"hands": [...]}')), where)
    if "hands" in entry:
        if "winner" in entry or "points" in entry:
            raise InvalidInputError(say("give a showdown's hands or its result, not both"),
                                    where)
        hands_raw = entry["hands"]
        if not isinstance(hands_raw, list) or len(hands_raw) != players:
            raise InvalidInputError(say_n("give the {n} player's hand, in seat order",
                                          "give all {n} players' hands, in seat order",
                                          players), f"{where}.hands")
        hands = [read_cards(pack, h, f"{where}.hands[{i}]", allow_empty=False)
                 for i, h in enumerate(hands_raw)]
        try:
            ruled = showdown(hands, moment)
        except RefereeError as error:
            field = (error.field or "hands").replace("hands", f"{where}.hands", 1)
            raise type(error)(error.message, field, error.token) from None
        return ruled.winner, ruled.points, ruled.explanation
    points = read_int(entry.get("points", 0), N_("The showdown's points"),
                      f"{where}.points")
    allowed = sorted(set(CHICAGO_POINTS.values()) - {0})
    winner_raw = entry.get("winner")
    if winner_raw is None:
        if points:
            raise InvalidInputError(say("points for a showdown need its winner"),
                                    f"{where}.winner")
        return None, 0, say(NOBODY_GIVEN[moment])
    winner = read_int(winner_raw, N_("The showdown's winner"), f"{where}.winner")
    if not 0 <= winner < players:
        raise InvalidInputError(say("{player} is not at this table of {players}",
                                    player=Seat(winner), players=players), f"{where}.winner")
    if points not in allowed:
        raise InvalidInputError(say("a showdown scores one of {allowed}, not {points}",
                                    allowed=Shown(allowed, ", "),
                                    points=points), f"{where}.points")
    category = next(c for c, p in CHICAGO_POINTS.items() if p == points)
    return winner, points, say(BEST[moment], player=Seat(winner),
                               category=say(CATEGORY_WORDS[category]), points=points)


SCORE = bodies.Question(score, ChicagoHand, ChicagoScore)


def hand_notes(scores: tuple[int, ...], options: Mapping[str, Any]) -> tuple[Message, ...]:
    """What the table must know as a hand begins: who may not discard and draw in it, having
    started it with 46 or more (000, "Ending the game"; six below another target)."""
    target = int(options.get("target", TARGET))
    least = max(0, target - (TARGET - NO_DRAW_FROM))
    barred = [Seat(seat) for seat, points in enumerate(scores) if not can_draw(points, least)]
    if not barred:
        return ()
    return (say("No drawing this hand ({least} or more): {players}.", least=least,
                players=listing(barred)),)

GAME = Game(
    "chicago", "Chicago", MIN_PLAYERS, MAX_PLAYERS, pack_52, Scoring.POINTS,
    N_("Swedish poker-and-tricks game: best hand and last trick score, first to 52."),
    trumps=False,
    end=ReachTarget(TARGET, both_over="higher"),
    options=(target_option(TARGET),), deal=DealRule("left"),
    questions={"trick": rule_trick, "showdown": showdown, "score": SCORE},
    hand_notes=hand_notes, rules="000:33")
"""The game ends at the end of the hand in which someone reaches 52; the highest score then
wins (000 line 67). Reading: players level at the top play another hand."""
