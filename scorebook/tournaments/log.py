"""An event's record: its actions, replayed into its state (like a table's, :mod:`.replay`).

Actions (``KINDS``): ``created`` (the set-up as the organiser gave it, the language it was set
up in, and the commitment of the first draw's seed), ``entrant`` (a late arrival, with what it
is given for the rounds it missed, or a check-in registration), ``check_in``, ``withdraw``,
``round`` (the rows drawn, with the seed that drew them revealed, the results they were drawn
from, and the commitment of the next draw's seed), ``swap`` (two entrants exchange places in
a round not yet played, with the reason), ``result`` (the organiser enters or corrects a
table's result), ``clock`` (the round's clock started, paused, resumed, given more minutes or
stopped), ``call`` (a table calls the arbiter) and ``answer`` (the arbiter has answered it),
and ``undo`` (voids an earlier action; an undo of an undo restores it). Replay is a pure
function of the actions (the clock's changes are timed by their actions' own times): the rows
of a round are read from its action, never drawn again
(:func:`referee.tournaments.verify_round` draws them again to check).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any, Callable

from referee import tournaments as rules
from referee.errors import RefereeError
from referee.tournaments import clock as clocks
from referee.tournaments.event import SitOut, read_missed
from referee.tournaments.field import Field, Match, Points, Round
from referee.tournaments.rounds import swap
from referee.words import N_, Message, Verbatim, say, say_n

from ..events import Event, EventError
from ..replay import voided_by


@dataclass
class Line:
    """One action in the event's history."""

    seq: int
    kind: str
    text: Message | str
    at: str
    voided: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "summary": self.text, "at": self.at,
                "voided": self.voided}


@dataclass(frozen=True)
class Drawn:
    """A round as recorded: its rows, the action that made it, and how to check its draw."""

    seq: int
    round: Round
    draw: int
    seed: str
    commitment: str
    results: dict[tuple[int, int], Points]
    """The results the round was drawn from (for checking it)."""
    rules: int = 1
    """The version of the draw rules it was drawn under (1: recorded without one)."""
    as_drawn: Round | None = None
    """The round as its seed drew it, when places were swapped in it since (``swap``): the
    draw is checked against this one."""


@dataclass(frozen=True)
class Call:
    """A table's call for the arbiter: when, from which round's table, why (optional), the
    table's ruling the players want the arbiter to see (its history line's number there),
    and whether the arbiter has answered it."""

    id: int
    """The number of the action that made it (its place in the event's history)."""
    round: int
    table: int
    reason: str
    at: str
    ruling: int | None = None
    answered: bool = False
    answered_at: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "round": self.round, "table": self.table,
                "reason": self.reason, "at": self.at, "answered": self.answered,
                "answered_at": self.answered_at or None, "ruling": self.ruling}


@dataclass
class EventState:
    spec: rules.Spec | None = None
    entrants: list[rules.Entrant] = field(default_factory=list)
    present: set[int] = field(default_factory=set)
    withdrawn: set[int] = field(default_factory=set)
    rounds: list[Drawn] = field(default_factory=list)
    entered: dict[tuple[int, int], Points] = field(default_factory=dict)
    """Results the organiser entered or corrected, by (round, table)."""
    commitment: str = ""
    """The commitment of the next draw's seed, published before the draw."""
    standings_from: int = 1
    """The round from which the room's screens show the standings (``screens``)."""
    hide_last: int = 0
    """The last rounds during which the room's screens hide them, as some bridge clubs do
    for the last one or two (research/organisers.md §1.2, ScoreBridge); shown again once
    the event is over."""
    draws: int = 0
    """Draws made so far, undone ones included (a revealed seed is never used again)."""
    missed: dict[int, tuple[int, SitOut]] = field(default_factory=dict)
    """Entrants that arrived after round 1 and were given a score for the rounds they missed:
    how many, and the score for each."""
    joined: dict[int, int] = field(default_factory=dict)
    """Entrants that arrived after round 1: the round they joined from."""
    clock: clocks.Clock | None = None
    """The current round's clock (None: not started, stopped, or a new round drawn)."""
    calls: list[Call] = field(default_factory=list)
    language: str = ""
    """The language the event was set up in (its results site is written in it)."""
    seq: int = 0
    at: str = ""
    """When the action being applied was recorded (the clock's changes are timed by it)."""
    history: list[Line] = field(default_factory=list)

    @property
    def open_calls(self) -> list[Call]:
        return [c for c in self.calls if not c.answered]

    @property
    def active(self) -> frozenset[int]:
        return frozenset(self.present - self.withdrawn)

    def field(self, results: dict[tuple[int, int], Points] | None = None) -> Field:
        assert self.spec is not None
        return Field(self.spec, tuple(self.entrants), self.active,
                     tuple(d.round for d in self.rounds),
                     results if results is not None else dict(self.entered), dict(self.missed))

    def name_of(self, entrant: int) -> str:
        return self.entrants[entrant].name

    def round_at(self, number: Any) -> Drawn:
        if isinstance(number, bool) or not isinstance(number, int) or \
                not 1 <= number <= len(self.rounds):
            raise EventError(say("there is no round {round} (rounds made: {count})",
                                 round=Verbatim(str(number)[:10]), count=len(self.rounds)),
                             "round")
        return self.rounds[number - 1]


def apply_created(state: EventState, payload: dict[str, Any]) -> Message:
    setup = payload.get("event")
    if state.spec is not None or not isinstance(setup, dict):
        raise EventError(say("an event is created once"), "kind")
    try:
        spec, entrants = rules.read_event(setup)
    except RefereeError as error:
        raise EventError(error.message, error.field) from None
    state.spec, state.entrants = spec, list(entrants)
    state.present = set() if spec.check_in else set(range(len(entrants)))
    state.commitment = str(payload.get("commitment", ""))
    state.language = str(payload.get("language") or "")[:10]
    return say_n("{name} set up: {n} entrant", "{name} set up: {n} entrants", len(entrants),
                 name=Verbatim(spec.name))


def apply_entrant(state: EventState, payload: dict[str, Any]) -> Message:
    spec = _spec(state)
    try:
        added = rules.read_entrants([payload.get("entrant")], spec.entrant_size,
                                    tuple(state.entrants), "entrant")[0]
    except RefereeError as error:
        raise EventError(error.message, "entrant" if error.field == "entrant[0]"
                         else str(error.field).replace("entrant[0]", "entrant")) from None
    missed = None
    if state.rounds:
        try:
            missed = read_missed(payload.get("missed"), spec)
        except RefereeError as error:
            raise EventError(error.message, error.field) from None
    elif payload.get("missed") is not None:
        raise EventError(say("no round has been played yet: nothing was missed"), "missed")
    state.entrants.append(added)
    state.present.add(len(state.entrants) - 1)
    if state.rounds:
        state.joined[len(state.entrants) - 1] = len(state.rounds) + 1
    if missed is None:
        return say("{name} enters", name=Verbatim(added.name))
    if missed == SitOut():
        return say("{name} arrives late and joins from round {round}",
                   name=Verbatim(added.name), round=len(state.rounds) + 1)
    state.missed[len(state.entrants) - 1] = (len(state.rounds), missed)
    return say_n("{name} arrives late and joins from round {round}; for the {n} round "
                 "missed: {score}", "{name} arrives late and joins from round {round}; for "
                 "each of the {n} rounds missed: {score}", len(state.rounds),
                 name=Verbatim(added.name), round=len(state.rounds) + 1,
                 score=score_words(spec, missed))


def score_words(spec: rules.Spec, score: SitOut) -> Message:
    """A score given without a table, as the event's scoring counts it."""
    if spec.scoring == "vp":
        return say_n("{n} VP, {margin} margin", "{n} VP, {margin} margin", score.vp,
                     margin=Verbatim(f"{score.margin:+d}"))
    if spec.scoring == "wins":
        return say_n("{n} ranking point, {points} points", "{n} ranking points, {points} "
                     "points", score.rank_points, points=score.points)
    return say_n("{n} point", "{n} points", score.points)


def apply_check_in(state: EventState, payload: dict[str, Any]) -> Message:
    entrant = _entrant(state, payload.get("entrant"))
    if entrant in state.present and entrant not in state.withdrawn:
        raise EventError(say("{name} is already checked in", name=Verbatim(
            state.name_of(entrant))), "entrant")
    state.present.add(entrant)
    state.withdrawn.discard(entrant)
    return say("{name} checks in", name=Verbatim(state.name_of(entrant)))


def apply_withdraw(state: EventState, payload: dict[str, Any]) -> Message:
    entrant = _entrant(state, payload.get("entrant"))
    if entrant in state.withdrawn:
        raise EventError(say("{name} has already withdrawn", name=Verbatim(
            state.name_of(entrant))), "entrant")
    state.withdrawn.add(entrant)
    return say("{name} withdraws: not paired from round {round} on",
               name=Verbatim(state.name_of(entrant)), round=len(state.rounds) + 1)


MOST_DRAWS = 10_000
"""No event draws more rounds than it holds actions (at most 5,000), nor sets out more tables
in a round: a draw, a round or a table numbered past this is no record's, and could not be
kept in SQLite's integers (a draw of 10**30 was an OverflowError)."""
MOST = 2**53
"""The largest number a round's record may hold (what JSON carries exactly)."""


def _whole(value: Any, low: int, high: int) -> int:
    """A whole number from a record (never a bool, a string or a float), or ValueError."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(value)
    return value


def _listed(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(value)
    return value


def _points(raw: Any) -> Points:
    one, other = _listed(raw)
    return _whole(one, -MOST, MOST), _whole(other, -MOST, MOST)


def read_round(raw: Any) -> Round:
    """A round's rows as its action records them, every field of the right type before it is
    used (an event brought back from a file may hold anything): tables of distinct numbers,
    two sides of as many entrants, byes and layout of entrants' numbers; else ValueError or
    TypeError."""
    if not isinstance(raw, dict):
        raise TypeError(raw)
    listed = _listed(raw["matches"])
    matches = []
    for entry in listed:
        if not isinstance(entry, dict) or not isinstance(entry.get("stage", ""), str):
            raise TypeError(entry)
        one, other = _listed(entry["sides"])
        sides = tuple(tuple(_whole(e, 0, MOST) for e in _listed(s)) for s in (one, other))
        if not sides[0] or len(sides[0]) != len(sides[1]):
            raise ValueError(entry)
        matches.append(Match(_whole(entry["table"], 1, MOST_DRAWS), (sides[0], sides[1]),
                             entry.get("stage", "")))
    if len({m.table for m in matches}) != len(matches) or not isinstance(raw["method"], str):
        raise ValueError(raw)
    return Round(_whole(raw["round"], 1, MOST_DRAWS), raw["method"], tuple(matches),
                 tuple(_whole(e, 0, MOST) for e in _listed(raw.get("byes", []))),
                 tuple(tuple(_whole(e, -1, MOST) for e in _listed(line))
                       for line in _listed(raw.get("layout", []))))


def apply_round(state: EventState, payload: dict[str, Any]) -> Message:
    _spec(state)
    try:
        drawn = read_round(payload["round"])
        results = {_key(k): _points(v) for k, v in dict(payload.get("results", {})).items()}
        draw = _whole(payload["draw"], 1, MOST_DRAWS)
        version = _whole(payload.get("rules", 1), 1, MOST)
    except (KeyError, TypeError, ValueError, IndexError):
        raise EventError(say("a round's record is incomplete"), "round") from None
    seated = [e for m in drawn.matches for e in m.entrants] + list(drawn.byes)
    if any(not 0 <= e < len(state.entrants) for e in seated):
        raise EventError(say("round {round} seats an entrant who is no longer entered",
                             round=drawn.number), "round")
    if drawn.number != len(state.rounds) + 1:
        raise EventError(say("the next round is round {round}", round=len(state.rounds) + 1),
                         "round")
    state.rounds.append(Drawn(state.seq, drawn, draw, str(payload.get("seed", "")),
                              str(payload.get("commitment", "")), results, version))
    _drew(state, payload)
    state.clock = None  # the last round's clock is over with it
    return say_n("Round {round} drawn: {n} table", "Round {round} drawn: {n} tables",
                 len(drawn.matches), round=drawn.number)


def apply_result(state: EventState, payload: dict[str, Any]) -> Message:
    drawn = state.round_at(payload.get("round"))
    table = payload.get("table")
    match = drawn.round.match_at(table) if isinstance(table, int) and not isinstance(
        table, bool) else None
    if match is None:
        raise EventError(say("round {round} has no table {table} (tables 1–{last})",
                             round=drawn.round.number, table=Verbatim(str(table)[:10]),
                             last=max((m.table for m in drawn.round.matches), default=0)),
                         "table")
    points = read_points(payload.get("points"))
    try:
        rules.check_result(_spec(state), points)
    except RefereeError as error:
        raise EventError(error.message, error.field) from None
    _keep_who_went_through(state, drawn, match, points)
    state.entered[(drawn.round.number, match.table)] = points
    return say("Result entered, round {round} table {table}: {one} {a} – {b} {other}",
               round=drawn.round.number, table=match.table, a=points[0], b=points[1],
               one=Verbatim(side_name(state, match.sides[0])),
               other=Verbatim(side_name(state, match.sides[1])))


def _keep_who_went_through(state: EventState, drawn: Drawn, match: Match,
                           points: Points) -> None:
    """A knockout match's winner is seated in the next round once it is drawn: a correction
    may change the figures, not who won, until that round is undone (its tables are already
    playing with the winner the draw was made from)."""
    number = drawn.round.number
    if drawn.round.method != "knockout" or number >= len(state.rounds):
        return
    kept = state.rounds[number].results.get((number, match.table))
    before, after = (None if p is None or p[0] == p[1] else int(p[1] > p[0])
                     for p in (kept, points))
    if before == after:
        return
    went = Verbatim(side_name(state, match.sides[before])) if before is not None else None
    raise EventError(
        say("round {next} is drawn with {side} through from table {table}: undo round {next} "
            "before changing who won", next=number + 1, side=went, table=match.table)
        if went is not None else
        say("round {next} is drawn without a winner from table {table}: undo round {next} "
            "before entering one", next=number + 1, table=match.table), "points")


MAX_REASON = 200


def _reason(raw: Any, required: bool) -> str:
    if raw is None or raw == "":
        if required:
            raise EventError(say("give the reason: it is kept in the history"), "reason")
        return ""
    if not isinstance(raw, str):
        raise EventError(say("the reason is text"), "reason")
    text = " ".join(raw.split())
    if len(text) > MAX_REASON:
        raise EventError(say_n("a reason is at most {n} character",
                               "a reason is at most {n} characters", MAX_REASON), "reason")
    if required and not text:
        raise EventError(say("give the reason: it is kept in the history"), "reason")
    return text


def apply_swap(state: EventState, payload: dict[str, Any]) -> Message:
    """Two entrants exchange their places in the last round drawn, before it is played
    (:func:`record.append` checks that neither's table has a hand yet): their tables, or a
    table and a sit-out, and their places in the movement from then on."""
    _spec(state)
    drawn = state.round_at(payload.get("round"))
    if drawn is not state.rounds[-1]:
        raise EventError(say("only the last round drawn can be changed: round {round}",
                             round=len(state.rounds)), "round")
    listed = payload.get("entrants")
    if not isinstance(listed, list) or len(listed) != 2:
        raise EventError(say("name the two entrants whose places are swapped"), "entrants")
    one, other = (_entrant(state, e) for e in listed)
    places = {e: m for m in drawn.round.matches for e in m.entrants}
    for e in (one, other):
        if e not in places and e not in drawn.round.byes:
            raise EventError(say("{name} has no place in round {round}",
                                 name=Verbatim(state.name_of(e)), round=drawn.round.number),
                             "entrants")
    if one == other or (one in places and places.get(one) is places.get(other)):
        raise EventError(say("these two are at the same table: nothing to swap"), "entrants")
    for e in (one, other):
        match = places.get(e)
        if match is not None and (drawn.round.number, match.table) in state.entered:
            raise EventError(say("table {table} of round {round} has its result: it has "
                                 "been played", table=match.table, round=drawn.round.number),
                             "entrants")
    reason = _reason(payload.get("reason"), required=True)
    state.rounds[-1] = replace(drawn, round=swap(drawn.round, one, other),
                               as_drawn=drawn.as_drawn or drawn.round)
    return say("Round {round}: {one} and {other} swap places ({reason})",
               round=drawn.round.number, one=Verbatim(state.name_of(one)),
               other=Verbatim(state.name_of(other)), reason=Verbatim(reason))


def _when(state: EventState) -> datetime:
    try:
        when = datetime.fromisoformat(state.at)
    except ValueError:
        raise EventError(say("the action's time is not a time"), "at") from None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


CLOCK_FIELDS = ("minutes", "pause", "resume", "add", "stop")


def apply_clock(state: EventState, payload: dict[str, Any]) -> Message:
    """The round's clock: ``minutes`` starts it (``last_hand``: the minutes left at which it
    calls "last hand"), ``pause``, ``resume``, ``add`` minutes, ``stop``."""
    spec = _spec(state)
    if payload.get("start") is True and payload.get("minutes") is None:
        raise EventError(say("this event's rounds have no set length: give the minutes"),
                         "minutes")
    given = [name for name in CLOCK_FIELDS if payload.get(name) not in (None, False)]
    if len(given) != 1:
        raise EventError(say("give one of minutes, pause, resume, add or stop"), "minutes")
    what = given[0]
    at = _when(state)
    clock = state.clock
    try:
        if what == "minutes":
            if not state.rounds:
                raise EventError(say("draw round 1 before starting its clock"), "minutes")
            state.clock = clocks.start(len(state.rounds), payload["minutes"],
                                       payload.get("last_hand"), spec.hands, at)
            return say_n("The clock of round {round} starts: {n} minute",
                         "The clock of round {round} starts: {n} minutes",
                         state.clock.minutes, round=state.clock.round)
        if clock is None:
            raise EventError(say("the round's clock is not started"), what)
        if what == "stop":
            state.clock = None
            return say("The clock of round {round} is stopped", round=clock.round)
        if what == "add":
            state.clock = clocks.add(clock, payload["add"], at)
            return say_n("The clock of round {round}: {n} minute more",
                         "The clock of round {round}: {n} minutes more", payload["add"],
                         round=clock.round)
        if payload[what] is not True:
            raise EventError(say("{field} is true or absent", field=Verbatim(what)), what)
        if what == "pause":
            state.clock = clocks.pause(clock, at)
            return say("The clock of round {round} is paused", round=clock.round)
        state.clock = clocks.resume(clock, at)
        return say("The clock of round {round} runs again", round=clock.round)
    except RefereeError as error:
        if isinstance(error, EventError):
            raise
        raise EventError(error.message, error.field) from None


def apply_call(state: EventState, payload: dict[str, Any]) -> Message:
    """A table of the current round calls the arbiter (bridge's "call the director"), with a
    reason if the players give one and, if they want it seen, the table's ruling (the number
    of its line in the table's history)."""
    _spec(state)
    number = payload.get("round")
    if not state.rounds or number != len(state.rounds):
        raise EventError(say("only a table of the round being played calls the arbiter"),
                         "round")
    drawn = state.rounds[-1]
    table = payload.get("table")
    if isinstance(table, bool) or not isinstance(table, int) or \
            drawn.round.match_at(table) is None:
        raise EventError(say("round {round} has no table {table}", round=number,
                             table=Verbatim(str(table)[:10])), "table")
    ruling = payload.get("ruling")
    if ruling is not None and (isinstance(ruling, bool) or not isinstance(ruling, int)
                               or not 1 <= ruling <= MOST):
        raise EventError(say("ruling is the number of a line of the table's history"),
                         "ruling")
    reason = _reason(payload.get("reason"), required=False)
    state.calls.append(Call(state.seq, number, table, reason, state.at, ruling))
    if reason:
        return say("Table {table} calls the arbiter: {reason}", table=table,
                   reason=Verbatim(reason))
    return say("Table {table} calls the arbiter", table=table)


def apply_answer(state: EventState, payload: dict[str, Any]) -> Message:
    """The arbiter has answered a call: it leaves the screens."""
    wanted = payload.get("call")
    found = next((i for i, c in enumerate(state.calls) if c.id == wanted), None) \
        if isinstance(wanted, int) and not isinstance(wanted, bool) else None
    if found is None:
        raise EventError(say("there is no call #{call}", call=Verbatim(str(wanted)[:10])),
                         "call")
    call = state.calls[found]
    if call.answered:
        raise EventError(say("the call of table {table} is already answered",
                             table=call.table), "call")
    state.calls[found] = replace(call, answered=True, answered_at=state.at)
    return say("The arbiter answered table {table}", table=call.table)


def apply_reseeded(state: EventState, payload: dict[str, Any]) -> Message:
    """The event was brought back from a file: its next seed is new (the old one stayed
    secret with the server it came from), so its commitment is published here."""
    state.commitment = str(payload.get("commitment", ""))
    return say("Brought back from a file: the next draw's seed is a new one")


MOST_ROUNDS = 30


def apply_screens(state: EventState, payload: dict[str, Any]) -> Message:
    """What the room's screens show of the standings: from round ``standings_from``, hidden
    for the last ``hide_last`` rounds (ScoreBridge's clubs turn them on about halfway and
    some off for the last rounds: research/organisers.md §1.2 and §4)."""
    _spec(state)
    shown_from = payload.get("standings_from", 1)
    hidden = payload.get("hide_last", 0)
    for name, value, least in (("standings_from", shown_from, 1), ("hide_last", hidden, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or \
                not least <= value <= MOST_ROUNDS:
            raise EventError(say("{field} must be a whole number from {least} to {most}",
                                 field=Verbatim(name), least=least, most=MOST_ROUNDS), name)
    state.standings_from, state.hide_last = shown_from, hidden
    if hidden:
        return say_n("The room shows the standings from round {round}, hidden for the last "
                     "{n} round", "The room shows the standings from round {round}, hidden "
                     "for the last {n} rounds", hidden, round=shown_from)
    return say("The room shows the standings from round {round}", round=shown_from)


def apply_undo(state: EventState, payload: dict[str, Any]) -> Message:
    return say("Undo #{event}", event=Verbatim(str(payload.get("event"))))


def read_points(raw: Any) -> Points:
    if not isinstance(raw, (list, tuple)) or len(raw) != 2 or any(
            isinstance(p, bool) or not isinstance(p, int) or abs(p) > 10**7 for p in raw):
        raise EventError(say("points are two whole numbers, one for each side"), "points")
    return int(raw[0]), int(raw[1])


def side_name(state: EventState, side: tuple[int, ...]) -> str:
    return " & ".join(state.name_of(e) for e in side)


def _key(text: str) -> tuple[int, int]:
    number, table = str(text).split(".")
    return int(number), int(table)


def _spec(state: EventState) -> rules.Spec:
    if state.spec is None:
        raise EventError(say("the event is not set up yet"), "kind")
    return state.spec


def _entrant(state: EventState, raw: Any) -> int:
    if isinstance(raw, str):
        folded = " ".join(raw.split()).casefold()
        for i, entrant in enumerate(state.entrants):
            if entrant.name.casefold() == folded:
                return i
    if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < len(state.entrants):
        return raw
    raise EventError(say("no entrant {entrant} in this event",
                         entrant=Verbatim(repr(str(raw)[:40]))), "entrant")


KINDS: dict[str, Callable[[EventState, dict[str, Any]], Message]] = {
    "created": apply_created, "entrant": apply_entrant, "check_in": apply_check_in,
    "withdraw": apply_withdraw, "round": apply_round, "result": apply_result,
    "reseeded": apply_reseeded, "screens": apply_screens, "swap": apply_swap,
    "clock": apply_clock, "call": apply_call, "answer": apply_answer, "undo": apply_undo}


def replay(events: list[Event]) -> EventState:
    """The event's state from its actions (voided ones kept in the history, struck through)."""
    state = EventState()
    voided = voided_by(events)
    for event in events:
        apply(state, event, event.seq in voided)
    return state


def apply(state: EventState, event: Event, voided: bool = False) -> None:
    """Apply one action (in place), or only list it when voided."""
    state.seq = event.seq
    state.at = event.at
    if voided:
        if event.kind == "round":
            _drew(state, event.payload)  # its seed is out: the next draw is the one after
        state.history.append(Line(event.seq, event.kind, _label(event), event.at, True))
        return
    kind = KINDS.get(event.kind) if isinstance(event.kind, str) else None
    if kind is None:
        raise EventError(say("{kind} is not an action of an event",
                             kind=Verbatim(repr(str(event.kind)[:40]))), "kind")
    text = kind(state, dict(event.payload))
    state.history.append(Line(event.seq, event.kind, text, event.at))


def _drew(state: EventState, payload: dict[str, Any]) -> None:
    """A draw was made (and its seed revealed): the next one uses the seed committed with it.
    An undone round's record is not read otherwise: a draw number no record holds is left
    out."""
    draw = payload.get("draw")
    if isinstance(draw, int) and not isinstance(draw, bool) and state.draws <= draw <= MOST_DRAWS:
        state.draws = draw
        state.commitment = str(payload.get("next_commitment", ""))


def verify(events: list[Event], number: int) -> tuple[bool | None, Message, Drawn]:
    """Check round ``number`` as recorded: its seed against the commitment published before
    it, and the round drawn again from the event as it stood then (its actions up to that
    round, and the results the round records it was drawn from) under the draw rules it
    records (None: drawn under other rules, which this version does not keep)."""
    state = replay(events)
    drawn = state.round_at(number)
    before = replay([e for e in events if e.seq < drawn.seq])
    ok, message = rules.verify_round(before.field(drawn.results), drawn.seed, drawn.commitment,
                                     drawn.as_drawn or drawn.round, drawn.rules)
    return ok, message, drawn


ACTION_WORDS = {"created": N_("the set-up"), "entrant": N_("an entrant added"),
                "check_in": N_("a check-in"), "withdraw": N_("a withdrawal"),
                "round": N_("a round drawn"), "result": N_("a result entered"),
                "reseeded": N_("a new seed"), "screens": N_("the room's standings set"),
                "swap": N_("a swap of places"), "clock": N_("the clock set"),
                "call": N_("a call for the arbiter"), "answer": N_("a call answered"),
                "undo": N_("an undo")}
"""Each action named inside a sentence, for a line struck through."""


def _label(event: Event) -> Message:
    return say("{action} (undone)", action=say(ACTION_WORDS.get(event.kind, N_("an undo"))))
