"""The event as one of its tables sees it: what a round's table page and scoreboard show of it.

A round's table is an ordinary table set out by its event (:mod:`scorebook.tournaments.record`),
and its pages say so: the event's name, "round 2 of 4 · table 3", the two entrants by name with
their players, the round's goal instead of the game's target, and once the round is complete
what went to the standings (the table's own :meth:`~scorebook.state.State.round_result`, the
rule the standings read too) with the victory points it earned. Once the next round is drawn
they lead each entrant there: a guide card a entrant ("Round 3: table 5, against Verdi-Neri",
or the sit-out score), as Bridgemate's app gives each pair its next table
(research/organisers.md §1.2).

While the table's round is played its pages show the round's clock (small: the TV shows it
large), and the table page lets its players call the arbiter (bridge's "call the director":
research/organisers.md §1.2), the table's last ruling with it if they want it seen.

Whatever here depends on the event moves with the event's own actions (a round drawn, a result
entered), not with the table's: :attr:`AtTable.mark` says which, so a table's stream sends its
pages again when the event moves (:func:`views.stream.stream_response`, woken through the hub).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import current_app, url_for

from referee.tournaments import rounds
from scorebook import store
from scorebook.state import State
from scorebook.tournaments import record
from scorebook.tournaments.log import Call, Drawn, EventState

from ..database import lent_db
from ..hosts import base_url
from .shown import clock_json


@dataclass(frozen=True)
class Side:
    """One side of the table: the entrant's name (a pair's; in an individual event the two
    partners'), and the players who sit for it."""

    name: str
    players: tuple[str, ...]


@dataclass(frozen=True)
class Guide:
    """Where one entrant of this table plays the next round: its table and opponents, or
    that it sits out with the sit-out score; ``url`` opens the new table's page (the edit link
    from an edit link, the scoreboard from a scoreboard)."""

    entrant: str
    round: int
    table: int | None = None
    against: str = ""
    partner: str = ""
    url: str | None = None
    withdrawn: bool = False


@dataclass(frozen=True)
class AtTable:
    """Everything a round's table page shows of its event."""

    name: str
    round: int
    rounds: int | None
    table: int
    stage: str
    sides: tuple[Side, ...]
    hands: int | None
    target: int | None
    best_of: int
    scoring: str
    result: tuple[int, ...] | None
    """What the table sent to the standings (None while its round is not complete)."""
    vp: tuple[int, int] | None
    sit_out: dict[str, int]
    guides: tuple[Guide, ...]
    room_url: str
    mark: str
    """Moves with every action of the event (not the table's): a stream compares it."""
    clock: dict[str, Any] | None = None
    """The round's clock, while this table's round is the one being played and it is set."""
    calls: tuple[Call, ...] = ()
    """This table's calls for the arbiter not yet answered."""
    current: bool = False
    """The table's round is the one being played (its players may call the arbiter)."""

    @property
    def moved_on(self) -> bool:
        """The next round is drawn: the table's entrants play elsewhere now."""
        return bool(self.guides)


def at_table(db: Any, table: store.TableRecord, state: State, edit: bool) -> AtTable | None:
    """The event as this table's page shows it, or None for a table of no event (or of a
    round since undone). ``edit``: the page is the table's edit link, so a guide card leads
    to the new table's edit link; from a scoreboard, to its scoreboard."""
    seat = record.seat_of(db, table.id)
    if seat is None:
        return None
    event_state = record.state_of(db, seat.event)
    spec = event_state.spec
    drawn = next((d for d in event_state.rounds if d.seq == seat.round_seq), None)
    if spec is None or drawn is None:
        return None
    match = drawn.round.match_at(seat.number)
    if match is None:
        return None
    sides = tuple(_side(event_state, side) for side in match.sides)
    result = state.round_result()
    vp = spec.scale.split((result[0], result[1])) if spec.scale and result else None
    following = (event_state.rounds[drawn.round.number]
                 if drawn.round.number < len(event_state.rounds) else None)
    guides = (_guides(db, seat.event, event_state, match.entrants, following, edit)
              if following is not None else ())
    current = following is None
    clock = (clock_json(event_state) if current and event_state.clock is not None
             and event_state.clock.round == drawn.round.number else None)
    calls = tuple(c for c in event_state.open_calls
                  if (c.round, c.table) == (drawn.round.number, seat.number))
    return AtTable(spec.name, drawn.round.number, planned_rounds(event_state), seat.number,
                   match.stage, sides, spec.hands, spec.target, spec.best_of, spec.scoring,
                   result, vp, spec.sit_out.to_dict(), guides,
                   base_url() + url_for("club.room_page", key=seat.event.view_key),
                   str(event_state.seq), clock, calls, current)


def planned_rounds(event_state: EventState) -> int | None:
    """The rounds the event plays, when it is known before they are played (a knockout's
    depend on its bracket)."""
    return rounds.planned_rounds(event_state.field())


def _side(event_state: EventState, side: tuple[int, ...]) -> Side:
    entrants = [event_state.entrants[e] for e in side]
    return Side(" & ".join(e.name for e in entrants),
                tuple(p for e in entrants for p in e.players))


def _guides(db: Any, event: record.EventRecord, event_state: EventState,
            entrants: tuple[int, ...], following: Drawn, edit: bool) -> tuple[Guide, ...]:
    links = {link.number: link for link in record.links(db, event)
             if link.round_seq == following.seq}
    number = following.round.number
    guides = []
    for entrant in entrants:
        name = event_state.name_of(entrant)
        match = next((m for m in following.round.matches if entrant in m.entrants), None)
        if match is None:
            guides.append(Guide(name, number, withdrawn=entrant not in following.round.byes))
            continue
        mine = 0 if entrant in match.sides[0] else 1
        link = links.get(match.table)
        url = None
        if link is not None:
            url = (url_for("tables.table", key=link.edit_key) if edit
                   else url_for("scoreboard.board", key=link.view_key))
        guides.append(Guide(
            name, number, match.table,
            against=" & ".join(event_state.name_of(e) for e in match.sides[1 - mine]),
            partner=" & ".join(event_state.name_of(e) for e in match.sides[mine]
                               if e != entrant), url=url))
    return tuple(guides)


def event_seat(table: store.TableRecord) -> record.Seat | None:
    """Where this table sits in an event (None: a table of no event); a connection lent for a
    moment, as a stream reads between its events."""
    with lent_db() as db:
        return record.seat_of(db, table.id)


def event_mark(seat: record.Seat) -> str:
    """The event's mark now (:attr:`AtTable.mark`): its newest action."""
    with lent_db() as db:
        return str(record.head_of(db, seat.event))


def event_of(table: store.TableRecord, state: State, edit: bool) -> AtTable | None:
    """:func:`at_table` on a connection lent for a moment (a page, a stream's parts)."""
    with lent_db() as db:
        return at_table(record.use_cache(db, current_app.extensions["kibitzer.events"]),
                        table, state, edit)
