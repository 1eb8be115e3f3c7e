"""An event's record: its actions, replayed into its state (like a table's, :mod:`.replay`).

Actions (``KINDS``): ``created`` (the set-up as the organiser gave it, and the commitment of the
first draw's seed), ``entrant`` (a late arrival, or a check-in registration), ``check_in``,
``withdraw``, ``round`` (the rows drawn, with the seed that drew them revealed, the results
they were drawn from, and the commitment of the next draw's seed), ``result`` (the organiser
enters or corrects a table's result) and ``undo`` (voids an earlier action; an undo of an undo
restores it). Replay is a pure function of the actions: the rows of a round are read from its
action, never drawn again (:func:`referee.tournaments.verify_round` draws them again to check).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from referee import tournaments as rules
from referee.errors import RefereeError
from referee.tournaments.field import Field, Match, Points, Round
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
    seq: int = 0
    history: list[Line] = field(default_factory=list)

    @property
    def active(self) -> frozenset[int]:
        return frozenset(self.present - self.withdrawn)

    def field(self, results: dict[tuple[int, int], Points] | None = None) -> Field:
        assert self.spec is not None
        return Field(self.spec, tuple(self.entrants), self.active,
                     tuple(d.round for d in self.rounds),
                     results if results is not None else dict(self.entered))

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
    state.entrants.append(added)
    state.present.add(len(state.entrants) - 1)
    if state.rounds:
        return say("{name} arrives late and joins from round {round}",
                   name=Verbatim(added.name), round=len(state.rounds) + 1)
    return say("{name} enters", name=Verbatim(added.name))


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
    "reseeded": apply_reseeded, "screens": apply_screens, "undo": apply_undo}


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
                                     drawn.round, drawn.rules)
    return ok, message, drawn


ACTION_WORDS = {"created": N_("the set-up"), "entrant": N_("an entrant added"),
                "check_in": N_("a check-in"), "withdraw": N_("a withdrawal"),
                "round": N_("a round drawn"), "result": N_("a result entered"),
                "reseeded": N_("a new seed"), "screens": N_("the room's standings set"),
                "undo": N_("an undo")}
"""Each action named inside a sentence, for a line struck through."""


def _label(event: Event) -> Message:
    return say("{action} (undone)", action=say(ACTION_WORDS.get(event.kind, N_("an undo"))))
