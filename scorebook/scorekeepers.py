"""Two scorekeepers who check each other: one on each partnership (rules 000 line 98).

The rules' advice is one scorekeeper on each partnership, so no team controls the score and the
two can check each other's figures. Kinds:

- ``scorekeepers`` (``seats``: one seat from each team) names the keepers; an empty list goes
  back to a single scorekeeper, where the plain ``score`` action records a hand as before.
- ``score_entry`` (``keeper``: a keeper's seat, ``points``: one number per team) is one keeper's
  figures for the hand. When every keeper has entered the same figures, the hand is scored
  exactly as ``score`` scores it (:func:`scorebook.kinds.apply_score`). When they differ the
  hand is held, both entries shown side by side, until a keeper enters again: each keeper's
  latest entry is the one that counts.

Each keeper may enter the hand with the game's own calculator (``body``: the game's score body,
as the ``hand`` action takes it) instead of bare figures: the calculator's award per team is
then that keeper's figures, and the agreed hand is scored with its ruling, as ``hand`` does.

A keeper's figures are sealed until every keeper has entered (000 line 98: each checks the
other, which a keeper who has seen the other's figures cannot do): the history says only that
they entered, the pages and the API show no figure, and a sealed entry's payload is withheld
from the API (:func:`sealed`). Once all are in they agree (scored) or are shown side by side.

Readings: a keeper is a player of the team they keep for. Entries wait in ``game_state`` for
the hand, so a deal drops entries still held (the history keeps them). The keepers themselves
are read from the history (the latest live ``scorekeepers`` action), so they stay named from
hand to hand and an undo of the naming is honoured by replay.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from typing import Any

from referee.catalog import read_int
from referee.errors import RefereeError
from referee.words import N_, Message, Verbatim, clauses, join, say, say_n

from .events import EventError
from .hands import put_on_pad, work_out
from .kinds import Kind, apply_score, names, register, team_name
from .state import State

MAX_POINTS = 10**6
ENTRIES = "score_entries"
BODIES = "score_entry_bodies"
KEEPERS = "scorekeepers"
SEALED = "sealed_entries"


def keepers(state: State) -> dict[int, int]:
    """Each team's scorekeeper (team → seat); empty when the table has a single scorekeeper."""
    return dict(state.table_facts.get(KEEPERS, {}))


def entries(state: State) -> dict[int, list[int]]:
    """The figures each keeper has entered for this hand and not yet agreed (seat → points)."""
    return {int(seat): list(points)
            for seat, points in state.game_state.get(ENTRIES, {}).items()}


def sealed(state: State) -> frozenset[int]:
    """The actions (by number) holding a keeper's figures not yet shown: entered while another
    keeper had not."""
    return frozenset(state.table_facts.get(SEALED, ()))


def withheld(state: State, line: Any) -> bool:
    """Whether a history line's payload holds a keeper's figures nobody may see yet (or an
    entry undone before they were shown)."""
    return line.kind == "score_entry" and (line.seq in sealed(state) or line.voided)


def withheld_events(state: State, events: Iterable[Any],
                    voided: Container[int]) -> frozenset[int]:
    """The events (by number) whose figures an export leaves out: the sealed entries, and the
    entries undone before they were shown."""
    hidden = sealed(state)
    return frozenset(e.seq for e in events
                     if e.kind == "score_entry" and (e.seq in hidden or e.seq in voided))


def all_in(state: State) -> bool:
    keep = keepers(state)
    return bool(keep) and len(entries(state)) == len(keep)


def held(state: State) -> bool:
    """Whether every keeper has entered and the figures differ, so the hand waits."""
    keep = keepers(state)
    pending = entries(state)
    return bool(keep) and len(pending) == len(keep) and len(
        {tuple(p) for p in pending.values()}) > 1


def entry_rows(state: State) -> list[dict[str, Any]]:
    """One row per team for the pages and the API: the team, its keeper, whether they have
    entered this hand, and their figures once every keeper has (None until then)."""
    pending = entries(state)
    shown = all_in(state)
    return [{"team": team, "team_name": team_name(state, team), "seat": seat,
             "keeper": state.named(seat), "entered": seat in pending,
             "points": pending.get(seat) if shown else None}
            for team, seat in sorted(keepers(state).items())]


def apply_scorekeepers(state: State, payload: dict[str, Any]) -> str:
    given = payload.get("seats")
    if given is None or given == []:
        state.game_state.pop(ENTRIES, None)
        state.game_state.pop(BODIES, None)
        state.table_facts.pop(KEEPERS, None)
        return say("A single scorekeeper keeps the score")
    if not state.uses_teams or state.uses_tokens:
        raise EventError(say("two scorekeepers keep a partnership table's score pad; this "
                             "table has no teams scoring on a pad"), "seats")
    if not isinstance(given, list):
        raise EventError(say("seats must be a list: one scorekeeper from each team"), "seats")
    seats = [state.seat(s, "seats") for s in given]
    team_count = state.setup.team_count
    teams = [state.players[s].team for s in seats]
    if len(set(teams)) != len(teams):
        raise EventError(say("{players} play on the same team; name one scorekeeper from each "
                             "team", players=names(state, seats)), "seats")
    if len(seats) != team_count:
        raise EventError(say_n("name one scorekeeper from each of the {n} team",
                               "name one scorekeeper from each of the {n} teams", team_count),
                         "seats")
    payload["seats"] = seats
    state.game_state.pop(ENTRIES, None)
    state.table_facts[KEEPERS] = {state.players[s].team or 0: s for s in seats}
    return say("Scorekeepers: {keepers}", keepers=clauses(*(
        say("{player} for {team}", player=state.named(s),
            team=team_name(state, state.players[s].team or 0)) for s in seats)))


def read_points(state: State, value: Any, field_name: str = "points") -> list[int]:
    """One whole number per team."""
    count = state.setup.team_count
    if not isinstance(value, list) or len(value) != count:
        raise EventError(say_n("give {n} score, one for each team",
                               "give {n} scores, one for each team", count), field_name)
    out = []
    for item in value:
        if item in (None, ""):
            item = 0
        try:
            number = read_int(item, N_("A score"), field_name)
        except RefereeError as error:
            raise EventError(error.message, field_name) from None
        if abs(number) > MAX_POINTS:
            raise EventError(say("that score is too large"), field_name)
        out.append(number)
    return out


def figures(state: State, points: list[int]) -> Message:
    """"Ann & Carl +20, Boris & Dan −5": each team's figure (the numbers as they are)."""
    return join(*(join(team_name(state, t), f"{p:+d}") for t, p in enumerate(points)),
                sep=", ")


def apply_score_entry(state: State, payload: dict[str, Any]) -> str:
    keep = keepers(state)
    if not keep:
        raise EventError(say("this table has a single scorekeeper: score the hand, or name a "
                             "scorekeeper for each team first"), "kind")
    seat = state.seat(payload.get("keeper"), "keeper")
    if seat not in keep.values():
        raise EventError(say("{player} is not a scorekeeper here (the scorekeepers are "
                             "{keepers})", player=state.named(seat),
                             keepers=names(state, sorted(keep.values()))), "keeper")
    if payload.get("sealed") is True:
        # an export leaves a sealed entry's figures out (the other keeper may read the file):
        # the imported table has no entry of this keeper's, who enters the hand again. Only an
        # import carries the mark (``sealed`` is not a field an action may send).
        return say("{player}: the entry was sealed when this table was exported, so its "
                   "figures were left out; enter the hand again", player=Verbatim(
                       state.name(seat)))
    body = payload.get("body")
    if body is not None:
        # the game's own calculator (cards, declarations): its award is this keeper's figures
        scored = work_out(state, body)
        if scored.award.by != "team" or not scored.complete:
            raise EventError(say("the calculator gave no score by team for this hand"), "body")
        points = list(scored.award.points)
    else:
        points = read_points(state, payload.get("points"))
    pending = entries(state)
    pending[seat] = points
    state.game_state[ENTRIES] = {str(s): p for s, p in pending.items()}
    bodies = dict(state.game_state.get(BODIES, {}))
    bodies[str(seat)] = body
    state.game_state[BODIES] = bodies
    keeper, mine = state.named(seat), figures(state, points)
    waiting = [s for s in sorted(keep.values()) if s not in pending]
    if waiting:
        # sealed: no figure is said until every keeper has entered
        state.table_facts[SEALED] = sorted(sealed(state) | {state.seq})
        return say("{player} has entered the hand; waiting for {players}", player=keeper,
                   players=names(state, waiting))
    state.table_facts[SEALED] = []
    differ = [s for s in sorted(pending) if s != seat and pending[s] != points]
    if differ:
        theirs = clauses(*(say("{player} entered {figures}", player=state.named(s),
                            figures=figures(state, pending[s])) for s in differ))
        return say("{player} enters {figures}, but {entries}: the hand is held until the "
                   "entries agree", player=keeper, figures=mine, entries=theirs)
    state.game_state.pop(ENTRIES, None)
    state.game_state.pop(BODIES, None)
    others = [s for s in sorted(pending) if s != seat]
    agreed = say("{player} enters {figures}, as {players} did.", player=keeper, figures=mine,
                 players=names(state, others))
    # the hand as a calculator worked it out (its ruling, who deals next), else as figures
    worked = body if body is not None else next(
        (bodies[str(s)] for s in others if bodies.get(str(s)) is not None), None)
    if worked is not None:
        return join(agreed, put_on_pad(state, work_out(state, worked)))
    return join(agreed, apply_score(state, {"teams": points}))


_SEAT = {"type": "integer", "minimum": 0}
register(Kind("scorekeepers", N_("Name the scorekeepers"), apply_scorekeepers,
              what=N_("name the scorekeepers"), schema={
    "type": "object", "properties": {"seats": {
        "type": "array", "items": _SEAT,
        "description": "one seat from each team; empty for a single scorekeeper"}}},
    doc="Name one scorekeeper on each partnership (`seats`, one seat from each team); from "
        "then on a hand is scored when every keeper's `score_entry` agrees. An empty `seats` "
        "goes back to a single scorekeeper."))
register(Kind("score_entry", N_("Scorekeeper's entry"), apply_score_entry, stale_ok=True,
              what=N_("scorekeeper's entry"), result=True, schema={
    "type": "object", "required": ["keeper"], "properties": {
        "keeper": _SEAT, "points": {"type": "array", "items": {"type": "integer"},
                                    "description": "one number per team, for this hand"},
        "body": {"type": "object", "description": "the game's score body instead of figures, "
                 "as the `hand` action takes it: the calculator's award is the figures"}}},
    doc="One scorekeeper's figures for the hand (`keeper` a keeper's seat, and `points` one "
        "number per team or `body` for the game's calculator). Figures are sealed (neither "
        "said nor shown, the payload withheld) until every keeper has entered. When every "
        "keeper's latest entry agrees, the hand is scored as `score` (or `hand`) scores it; "
        "when they differ both are shown side by side until one is corrected."))
