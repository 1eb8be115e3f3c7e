"""Scoring a hand with the game's calculator, straight onto the score pad.

The ``hand`` action carries what the table entered for the hand (the game's own score body, as
``/api/v1/referee/{game}/score`` takes it). Replay asks the referee, which answers with the
breakdown and an ``award``: the points each team (or seat) adds to the pad. At a token table
(Toepen) the award is the chips each player loses, which leave play, or takes from the pot
(Kozel for money). When the answer names a
``next_dealer`` (Toepen: the winner deals), the next deal goes to that seat.

The calculator runs again on every replay, so the pad always agrees with the rules as written
here; the answer shown at the table is the one the history line keeps.
"""

from __future__ import annotations

from typing import Any

from referee import requests as referee
from referee.errors import RefereeError
from referee.games import GAMES
from referee.rulings import HandScore
from referee.words import N_, Verbatim, say

from .events import EventError
from .kinds import Kind, register, scored_line, team_name
from .naming import named, named_ruling
from .state import RUNNING, State

BODY_LIMIT_KEYS = 40


def scores_for_body(state: State) -> list[int]:
    if state.uses_teams:
        return [state.team_scores.get(t, 0) for t in range(state.setup.team_count)]
    if state.uses_tokens:
        return list(state.tokens)
    return list(state.scores)


def table_context(state: State) -> dict[str, Any]:
    """What the table already knows that a calculator's body asks for (its ``SCORE_SCHEMA``
    names the fields): the scores or chips so far, the pot, the number of players, the dealer."""
    wanted = (state.info.schema_of("score") or ({}, {}))[0].get("properties", {})
    known = {"scores": scores_for_body(state), "chips": list(state.tokens), "pot": state.pot,
             "players": len(state.players), "dealer": state.dealer,
             "names": [p.name for p in state.players], "hand": state.hand,
             "penalties": scores_for_body(state), "out": sorted(state.out)}
    return {name: value for name, value in known.items() if name in wanted
            and not (name in ("chips", "pot") and not state.uses_tokens)
            and not (name in ("scores", "penalties", "out") and state.uses_tokens)}


def _text(value: Any) -> str:
    """A value as a player would compare it ("3" and 3 are the same number)."""
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v) for v in value)
    return str(value).strip()


def apply_hand(state: State, payload: dict[str, Any]) -> str:
    scored = work_out(state, payload.get("body", payload))
    if not scored.complete:
        # a look at a hand still going on (a One-Eyed Jack board with nobody's rows yet): the
        # ruling is shown, nothing is scored and the hand is not over
        state.last_ruling = named_ruling(state, scored.answer)
        return say("Not over yet: nothing scored")
    return put_on_pad(state, scored)


def work_out(state: State, body: Any) -> HandScore:
    """The game's calculator on a hand's body, with what the table knows filled in; refused
    with the reason, naming the players, when it cannot stand (nothing is changed)."""
    if state.game_state.get(RUNNING) is not None and not state.game_state.get("hand_over"):
        raise EventError(say("this hand is being played move by move at the table (a knock is "
                             "in): finish it with the table's own actions, not the "
                             "calculator"), "kind")
    if not isinstance(body, dict) or len(body) > BODY_LIMIT_KEYS:
        raise EventError(say("the hand must be the game's score body, an object"), "body")
    body = {k: v for k, v in body.items() if k != "options"}
    for name, value in table_context(state).items():
        given = body.get(name)
        if given is not None and name != "names" and _text(given) != _text(value):
            # the field is named as the body names it (the API's word, not translated)
            raise EventError(say("the table already knows {field}: {known}, not {given}; leave "
                                 "it out and the table fills it in",
                                 field=Verbatim(name.replace("_", " ")),
                                 known=Verbatim(_text(value)),
                                 given=Verbatim(_text(given)[:60])), name)
        body[name] = value
    body["options"] = state.options
    try:
        scored = referee.hand_score(state.setup.game, body)
    except RefereeError as error:
        # the referee speaks of positions; at the table its refusal names the players
        raise EventError(named(state, error.message), error.field) from None
    if not scored.complete and any(scored.award.points):
        raise EventError(say("the hand is not over yet (the calculator has only part of it): "
                             "enter it once it is played out"), "body")
    by, points = scored.award.by, scored.award.points
    count = state.setup.team_count if by == "team" else len(state.players)
    if len(points) != count:
        raise EventError(say("the {game} calculator gave no score for this table's sides",
                             game=state.info.title), "body")
    if by == "team" and not state.uses_teams:
        raise EventError(say("this table does not play in teams"), "body")
    return scored


def put_on_pad(state: State, scored: HandScore) -> str:
    """A worked-out hand on the book: its award, its ruling, who deals next."""
    by, points = scored.award.by, scored.award.points
    count = state.setup.team_count if by == "team" else len(state.players)
    if state.uses_tokens:
        if sum(p for p in points if p > 0) > state.pot:
            raise EventError(say("the hand pays out more than the pot of {pot}", pot=state.pot),
                             "body")
        for seat, value in enumerate(points):
            if value < 0:
                state.lose(seat, min(-value, state.tokens[seat]))
            elif value > 0:
                state.from_pot(seat, value)
    elif by == "team":
        for team, value in enumerate(points):
            state.add_team_score(team, value)
    else:
        for seat, value in enumerate(points):
            state.add_score(seat, value)
    state.last_ruling = named_ruling(state, scored.answer)
    next_dealer = scored.next_dealer
    state.end_hand(next_dealer if next_dealer is not None
                   and 0 <= next_dealer < len(state.players) else None, redeal=scored.redeal)
    names = [team_name(state, i) if by == "team" else state.named(i) for i in range(count)]
    return scored_line(names, points, scored.exact)


register(Kind("hand", N_("Score the hand (calculator)"), apply_hand,
              frozenset(k for k in GAMES if referee.supports(k, "score")), result=True,
              what=N_("score the hand (calculator)"), schema={
                  "type": "object", "properties": {"body": {"type": "object"}}},
              doc="Score the hand with the game's calculator: `body` is the game's score body "
                  "(as `/api/v1/referee/{game}/score` takes it). What the table knows (the "
                  "scores or chips so far, the players, the dealer) is filled in where the "
                  "body asks for it and leaves it out. The answer's award goes on the pad."))
