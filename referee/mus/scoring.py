"""Mus: a whole hand scored. The folds collected during the betting, the rounds paid in
order with their bonuses, 40 reached at once; and the counters a side holds (stones)."""

from __future__ import annotations

from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Callable, NamedTuple, Sequence

from ..cards import Card
from ..catalog import read_int
from ..moments import Moment, whole
from ..errors import InvalidInputError, RefereeError
from .hands import (BET_ROUNDS, MIN_ENVITE, PLAYERS, Pares, STONES_CALLED, TARGET, pares,
                    rule_round, side)
from .betting import Betting
from .showdown import _equal_pares, _partner_bonuses, check_hands, fourth_round
from .hands import kind_said, round_title
from ..words import (N_, Hand, Made, Message, Verbatim, hands_at_seats, join, say,
                    say_n, swap_sides)


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


def moments(kind: str, payload: Mapping[str, Any],
            detail: Mapping[str, Any] | None) -> tuple[Moment, ...]:
    """What a group remembers of a Mus table: an órdago seen and won, which decides the
    whole game on the round's cards (003 lines 132–200; the breakdown's payment ``when``
    ``ordago``, :func:`score_sides`), the side that won it."""
    if kind != "hand" or detail is None or not isinstance(detail.get("breakdown"), (list,
                                                                                    tuple)):
        return ()
    return tuple(Moment("ordago_won", N_("Órdago won"), side=whole(line.get("team")))
                 for line in detail["breakdown"]
                 if isinstance(line, Mapping) and line.get("when") == "ordago")
