"""An event as JSON: the API's answer, the export, and what the pages read."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from flask import url_for

from referee.tournaments import knockout
from referee.tournaments.clock import NO_CLOCK
from referee.tournaments.rounds import preview
from scorebook.tournaments.log import EventState
from scorebook.tournaments.room import Room, Table

from ..hosts import base_url


def sides_of(here: Room, table: Table) -> list[Any]:
    """A table's entrants as the API gives them: [i, j] for pairs, [[a, b], [c, d]] when
    partners rotate."""
    if here.state.spec is not None and here.state.spec.individual:
        return [list(side) for side in table.match.sides]
    return [side[0] for side in table.match.sides]


def side_names(here: Room, table: Table) -> list[str]:
    return [" & ".join(here.state.name_of(e) for e in side) for side in table.match.sides]


def table_json(here: Room, table: Table, can_edit: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": table.match.table, "entrants": sides_of(here, table),
        "names": side_names(here, table), "stage": table.match.stage,
        "result": list(table.result) if table.result is not None else None,
        "entered": table.entered, "hands": table.hands, "scores": list(table.scores),
        "book": list(table.book) if table.book is not None else None,
        "view_key": table.link.view_key if table.link else None,
        "scoreboard_url": (base_url() + url_for("scoreboard.board", key=table.link.view_key)
                           if table.link else None)}
    if can_edit and table.link is not None:
        out["edit_key"] = table.link.edit_key
    return out


def event_json(here: Room, can_edit: bool) -> dict[str, Any]:
    state = here.state
    spec = state.spec
    assert spec is not None
    field = here.field
    rounds = []
    for drawn in state.rounds:
        number = drawn.round.number
        rounds.append({
            "round": number, "method": drawn.round.method,
            "tables": [table_json(here, t, can_edit) for t in here.round_tables(number)],
            "byes": list(drawn.round.byes), "draw": drawn.draw, "seed": drawn.seed,
            "commitment": drawn.commitment,
            "verify_url": base_url() + url_for("club.verify_round_page",
                                               key=here.record.view_key, number=number)})
    return {
        "name": spec.name, "game": spec.game, "format": spec.format, "scoring": spec.scoring,
        "rounds_planned": here.planned, "hands_per_round": spec.hands, "target": spec.target,
        "spec": spec.to_dict(),
        "entrants": [{"entrant": i, "name": e.name, "players": list(e.players),
                      "playing": i in state.active, "withdrawn": i in state.withdrawn,
                      "checked_in": i in state.present}
                     for i, e in enumerate(state.entrants)],
        # the room's link hides them while the organiser does (the last rounds' suspense)
        "standings": [row.to_dict() | {"name": state.name_of(row.entrant)}
                      for row in here.standings] if can_edit or here.standings_shown else [],
        "standings_shown": here.standings_shown,
        "screens": {"standings_from": state.standings_from, "hide_last": state.hide_last},
        "rounds": rounds,
        "bracket": knockout.bracket(field) if spec.format == "knockout" else None,
        "commitment": state.commitment, "next_draw": state.draws + 1,
        "playing": [{"round": t.round, "table": t.match.table, "hands": t.hands}
                    for t in here.playing],
        "finished": finished(here), "seq": state.seq, "version": here.version,
        "clock": clock_json(state), "calls": [c.to_dict() for c in state.calls],
        "next_round": moves(here),
        "room_url": base_url() + url_for("club.room_page", key=here.record.view_key),
        "history": [line.to_dict() for line in state.history]}


def finished(here: Room) -> bool:
    """Every round planned is made and has its results (a knockout: its winner is known and
    nothing is left to play)."""
    spec = here.state.spec
    assert spec is not None
    rounds = here.state.rounds
    if not rounds or here.playing or any(
            (d.round.number, m.table) not in here.results for d in rounds
            for m in d.round.matches):
        return False
    if spec.format == "knockout":
        field = here.field
        pool, may_join = knockout.consolation_pool(field) if spec.consolation else ([], False)
        return knockout.main_over(field) and len(pool) < 2 and not may_join
    return here.planned is not None and len(rounds) >= here.planned


def now() -> datetime:
    return datetime.now(timezone.utc)


def clock_json(state: EventState, at: datetime | None = None) -> dict[str, Any]:
    """The round's clock as the API states it: ``ends_at`` (while it runs), ``running``,
    ``seconds_left`` (as of ``at``, now by default) and what it was started with."""
    if state.clock is None:
        return dict(NO_CLOCK)
    return state.clock.to_dict(at or now())


def moves(here: Room) -> list[dict[str, Any]] | None:
    """Who moves where in the next round, when the movement fixes it before the draw (a
    Mitchell after its first round): each entrant's table now and next, and its opponents
    next (None at a table: it sits out); None when the next round is drawn or paired by the
    standings."""
    state = here.state
    coming = preview(here.field)
    if coming is None:
        return None
    last = state.rounds[-1].round
    now_at = {e: m.table for m in last.matches for e in m.entrants}
    out = []
    for entrant in sorted(state.active, key=lambda e: state.name_of(e).casefold()):
        match = next((m for m in coming.matches if entrant in m.entrants), None)
        against: list[str] = []
        if match is not None:
            side = 0 if entrant in match.sides[0] else 1
            against = [state.name_of(e) for e in match.sides[1 - side]]
        out.append({"entrant": entrant, "name": state.name_of(entrant),
                    "table": now_at.get(entrant), "next": match.table if match else None,
                    "against": against})
    return out
