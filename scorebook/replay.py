"""Replay: the state of a table is a pure function of its setup and its events.

Undo is an event that voids an earlier one; undoing an undo restores what it voided. The voided
set is worked out first (from the newest event back), then the live events are applied in order.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from referee.catalog import Scoring
from referee.errors import RefereeError
from referee.game import join_names, side_names
from referee.words import Message, Verbatim, join, say

from . import bura as _bura  # noqa: F401  (registers Bura's kinds)
from . import draws as _draws, scorekeepers as _scorekeepers  # noqa: F401,E401  (their kinds)
from . import hands as _hands  # noqa: F401  (registers the calculator kind)
from . import toepen as _toepen  # noqa: F401  (registers Toepen's kinds)
from .events import Event, EventError, TableSetup
from .kinds import KINDS, kind_for
from .state import HistoryLine, State


class GameOverError(EventError):
    """An entry after the game's end rule has named its winner (or a tie)."""

    def __init__(self, state: State) -> None:
        complete = round_complete(state)
        if complete is not None:
            super().__init__(say("{complete}: the table takes no further hand. Undo the last "
                                 "action if it was a mistake.", complete=complete), "kind")
            return
        result = status(state)["text"]
        super().__init__(say("The game is over: {result}. Start a new game with the same "
                             "players, or undo the last action if it was a mistake.",
                             result=result), "kind")


def round_complete(state: State) -> Message | None:
    """"Round complete: 3,000 – 600 sent to the standings" once the table's event round is
    complete (:meth:`State.round_result`, the rule the standings read too); else None."""
    result = state.round_result()
    if result is None:
        return None
    round_ = state.event_round
    assert round_ is not None
    if round_.best_of > 1:
        return say("Match complete: {a} – {b} in games sent to the standings",
                   a=result[0], b=result[1])
    return say("Round complete: {a} – {b} sent to the standings", a=result[0], b=result[1])


class ReplayConflict(EventError):
    """A later event no longer fits once an earlier one is voided; names the event."""

    def __init__(self, message: str, seq: int) -> None:
        super().__init__(message, "event")
        self.seq = seq


def initial_state(setup: TableSetup) -> State:
    n = len(setup.players)
    tokens = int(setup.options.get("tokens", 0)) if "tokens" in setup.options else 0
    state = State(setup=setup, tokens=[0] * n, scores=[0] * n, team_scores={}, owed=[0] * n,
                  tally=[0] * len(setup.sides() if setup.team_count else setup.players))
    if state.uses_tokens:
        state.tokens = [tokens] * n
        state.handed_out = tokens * n
    state.dealer = state.first_dealer = int(setup.options.get("dealer", 0)) % n if n else 0
    return state


def voided_by(events: Iterable[Event]) -> dict[int, int]:
    """Which events are voided, and by which undo."""
    voided: dict[int, int] = {}
    listed = list(events)
    # the log is kept in order of seq; sort only what is not (a list built by hand)
    if any(a.seq > b.seq for a, b in zip(listed, listed[1:])):
        listed.sort(key=lambda e: e.seq)
    for event in reversed(listed):
        if event.seq in voided or event.kind != "undo":
            continue
        target = event.payload.get("event")
        if isinstance(target, int):
            voided[target] = event.seq
    return voided


def last_live_before(events: Iterable[Event], seq: int) -> int | None:
    """The action an undo recorded as action ``seq`` without naming one meant: the last live
    action before it that is not itself an undo (what "undo last" undid then)."""
    before = [e for e in events if e.seq < seq]
    voided = voided_by(before)
    return next((e.seq for e in reversed(before) if e.seq not in voided and e.kind != "undo"),
                None)


def same_payload(stored: dict[str, Any], given: dict[str, Any]) -> bool:
    """Two payloads that are the same action, field for field (as JSON: ``1`` is not ``"1"``,
    nor ``[0, 1]`` ``[1, 0]``)."""
    return json.dumps(stored, sort_keys=True) == json.dumps(given, sort_keys=True)


def replay(setup: TableSetup, events: list[Event]) -> State:
    """Apply every live event in order; voided ones stay in the history, struck through."""
    state = initial_state(setup)
    voided = voided_by(events)
    for event in events:
        advance(state, event, events, voided)
    return state


def advance(state: State, event: Event, events: list[Event] | None = None,
            voided: dict[int, int] | None = None) -> State:
    """Apply one event to the state (in place) and add its line to the history.

    ``events`` and ``voided`` are the whole log and its voided set, during a replay; a new
    event appended to a replayed state needs neither (it is not an undo, and is live).
    """
    voided = voided or {}
    state.seq = event.seq
    line = HistoryLine(event.seq, event.kind, "", event.actor, event.at, event.payload)
    if event.seq in voided:
        line.voided = True
        line.voided_by = voided[event.seq]
        line.text = describe(state, event)
    elif event.kind == "undo":
        line.text = undo_text(events or [], event)
    else:
        state.last_ruling = None
        try:
            kind = kind_for(state.setup.game, event.kind)
            if state.outcome is not None and not kind.after_end:
                raise GameOverError(state)
            if kind.result and state.game_state.get("hand_over"):
                raise EventError(say("hand {hand} already has its result: deal the next hand "
                                     "first, or undo the result to correct it",
                                     hand=state.hand), "kind")
            before, played = state.side_scores(), state.hands_scored
            line.text = kind.apply(state, dict(event.payload))
            if state.hands_scored > played:
                state.write_row()
            state.settle(before)
        except ReplayConflict:
            raise
        except RefereeError as error:
            if events is None:
                raise
            raise ReplayConflict(say("#{event} ({action}) no longer fits: {reason}",
                                     event=Verbatim(str(event.seq)),
                                     action=describe(state, event),
                                     reason=error.message), event.seq) from None
        line.detail = state.last_ruling
    state.history.append(line)
    check_conservation(state)
    return state


def undo_text(events: list[Event], undo: Event) -> Message:
    target = undo.payload.get("event")
    voided = _find(events, target)
    what = KINDS[voided.kind].said_within() if voided and voided.kind in KINDS \
        else say("an action")
    return say("Undo #{event} ({action})", event=Verbatim(str(target)), action=what)


def _find(events: list[Event], seq: Any) -> Event | None:
    """The event numbered ``seq``: events are numbered 1, 2, 3 … so it is at ``seq - 1``."""
    if isinstance(seq, int) and not isinstance(seq, bool) and 0 < seq <= len(events) \
            and events[seq - 1].seq == seq:
        return events[seq - 1]
    return next((e for e in events if e.seq == seq), None)


def describe(state: State, event: Event) -> Message:
    """An action in a few words ("Bet 5 by Ann"), for a line struck through."""
    kind = KINDS.get(event.kind)
    label = kind.said() if kind else join(event.kind)
    seat = event.payload.get("seat")
    amount = event.payload.get("amount")
    shown = amount if isinstance(amount, int) else None
    if isinstance(seat, int) and 0 <= seat < len(state.players):
        who = state.named(seat)
        if shown is not None:
            return say("{action} {amount} by {player}", action=label, amount=shown, player=who)
        return say("{action} by {player}", action=label, player=who)
    if shown is not None:
        return say("{action} {amount}", action=label, amount=shown)
    return label


def check_conservation(state: State) -> None:
    total = sum(state.tokens) + state.pot + state.out_of_play
    if state.uses_tokens and total != state.handed_out:
        raise AssertionError(f"tokens not conserved at #{state.seq}: {total} != "
                             f"{state.handed_out}")


def last_live(events: list[Event]) -> Event | None:
    voided = voided_by(events)
    for event in reversed(events):
        if event.seq not in voided and event.kind != "undo":
            return event
    return None


UNITS = {Scoring.TOKENS: "tokens", Scoring.POINTS: "points", Scoring.PENALTY: "penalty points",
         Scoring.TALLY: "wins", Scoring.HANDS: "points"}


def status(state: State) -> dict[str, Any]:
    """Whether the game is over and how (the game's own end rule decided it as the actions
    applied: :attr:`State.outcome`), and who leads meanwhile, in the table's words."""
    names = side_names(state.sides if state.uses_teams else None,
                       [state.named(p.seat) for p in state.players])
    unit = state.info.tokens_word if state.uses_tokens else UNITS[state.book]
    scores = state.side_scores()
    ended = state.outcome
    if ended is not None:
        winners = [seat for side in ended.winners for seat in state.sides[side]]
        return {"finished": True, "winner": winners[0] if len(ended.winners) == 1 else None,
                "winners": winners, "tie": ended.tie,
                "losers": [seat for side in ended.losers for seat in state.sides[side]],
                "termination": ended.termination.value,
                "leaders": winners, "text": ended.explain(names, unit), "unit": unit}
    standing = [s for s in range(len(scores)) if s not in state.standing().out]
    low_wins = state.book is Scoring.PENALTY
    best = (min if low_wins else max)((scores[s] for s in standing), default=0)
    top = [s for s in standing if scores[s] == best]
    leaders = [seat for side in top for seat in state.sides[side]]
    if not (state.hands_scored or state.uses_tokens) or len(top) == len(scores):
        text, leaders = say("All level"), []
    elif len(top) == len(standing):
        # everyone still in is level, but not everyone: a side out (no tokens, dropped out)
        # is behind them, so "all level" would be false (tokens at 3 / 0 / 3)
        text = say("{who} are level", who=join_names([names[s] for s in top]))
    else:
        many = len(top) > 1 or " & " in names[top[0]]
        rest = [scores[s] for s in standing if s not in top]
        margin = abs(best - ((min if low_wins else max)(rest)))
        # a margin in the book's own unit ("ahead by 2", "2 penalty points fewer" reads worse)
        who = join_names([names[s] for s in top])
        text = (say("{who} are ahead by {margin}", who=who, margin=margin) if many else
                say("{who} is ahead by {margin}", who=who, margin=margin))
    return {"finished": False, "winner": None, "winners": [], "tie": False, "losers": [],
            "termination": None, "leaders": leaders, "text": text, "unit": unit}

