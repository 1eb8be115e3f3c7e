"""Replay: the state of a table is a pure function of its setup and its events.

Undo is an event that voids an earlier one; undoing an undo restores what it voided. The voided
set is worked out first (from the newest event back), then the live events are applied in order.
"""

from __future__ import annotations

from typing import Any, Iterable

from referee.catalog import Scoring

from . import bura as _bura  # noqa: F401  (registers Bura's kinds)
from . import draws as _draws, scorekeepers as _scorekeepers  # noqa: F401,E401  (their kinds)
from . import hands as _hands  # noqa: F401  (registers the calculator kind)
from . import toepen as _toepen  # noqa: F401  (registers Toepen's kinds)
from .events import Event, EventError, TableSetup
from .kinds import KINDS, kind_for
from .state import HistoryLine, State


class ReplayConflict(EventError):
    """A later event no longer fits once an earlier one is voided; names the event."""

    def __init__(self, message: str, seq: int) -> None:
        super().__init__(message, "event")
        self.seq = seq


def initial_state(setup: TableSetup) -> State:
    n = len(setup.players)
    tokens = int(setup.options.get("tokens", 0)) if "tokens" in setup.options else 0
    state = State(setup=setup, tokens=[0] * n, scores=[0] * n, team_scores={})
    if state.uses_tokens:
        state.tokens = [tokens] * n
        state.handed_out = tokens * n
    state.dealer = int(setup.options.get("dealer", 0)) % n if n else 0
    return state


def voided_by(events: Iterable[Event]) -> dict[int, int]:
    """Which events are voided, and by which undo."""
    voided: dict[int, int] = {}
    for event in sorted(events, key=lambda e: e.seq, reverse=True):
        if event.seq in voided or event.kind != "undo":
            continue
        target = event.payload.get("event")
        if isinstance(target, int):
            voided[target] = event.seq
    return voided


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
            line.text = kind_for(state.setup.game, event.kind).apply(state, dict(event.payload))
        except ReplayConflict:
            raise
        except EventError as error:
            if events is None:
                raise
            raise ReplayConflict(f"#{event.seq} ({describe(state, event)}) no longer "
                                 f"fits: {error.message}", event.seq) from None
        line.detail = state.last_ruling
    state.history.append(line)
    check_conservation(state)
    return state


def undo_text(events: list[Event], undo: Event) -> str:
    target = undo.payload.get("event")
    voided = next((e for e in events if e.seq == target), None)
    what = KINDS[voided.kind].label.lower() if voided and voided.kind in KINDS else "an action"
    return f"Undo #{target} ({what})"


def describe(state: State, event: Event) -> str:
    kind = KINDS.get(event.kind)
    label = kind.label if kind else event.kind
    seat = event.payload.get("seat")
    who = ""
    if isinstance(seat, int) and 0 <= seat < len(state.players):
        who = f" by {state.name(seat)}"
    amount = event.payload.get("amount")
    shown = f" {amount}" if isinstance(amount, int) else ""
    return f"{label}{shown}{who}"


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


def outcome(state: State) -> dict[str, Any]:
    """Whether the game is over, who won, and who leads: the scoreboard's "whose game it is"."""
    n = len(state.players)
    info = state.info
    target = state.options.get("target")
    if state.uses_tokens:
        standing = [s for s in range(n) if state.tokens[s] > 0]
        best = max(state.tokens) if n else 0
        leaders = [s for s in range(n) if state.tokens[s] == best and best > 0]
        in_hand = "toepen" in state.game_state and not state.game_state.get("hand_over")
        if state.options.get("last_player_wins") is False and len(standing) < n \
                and not in_hand:
            # Toepen by default: the game ends when the first player runs out (001), and
            # that player loses it; played on, the last one with chips wins.
            out = [s for s in range(n) if s not in standing]
            result = _outcome(state, True, None, leaders, "tokens")
            result["losers"] = out
            result["text"] = (" and ".join(state.name(s) for s in out)
                              + (" is" if len(out) == 1 else " are")
                              + " out of chips and " + ("loses" if len(out) == 1 else "lose")
                              + " the game")
            return result
        finished = len(standing) <= 1 and state.pot == 0 and state.seq > 0
        winner = standing[0] if finished and standing else None
        return _outcome(state, finished, winner, leaders, "tokens")
    if info.scoring is Scoring.PENALTY:
        standing = state.active_seats()
        low = min((state.score_of(s) for s in standing), default=0)
        leaders = [s for s in standing if state.score_of(s) == low]
        finished = len(standing) <= 1 or (state.uses_teams and len(
            {state.players[s].team for s in standing}) <= 1)
        winner = standing[0] if finished and standing else None
        return _outcome(state, finished, winner, leaders, "penalty points")
    scores = [state.score_of(s) for s in range(n)]
    best = max(scores) if scores else 0
    leaders = [s for s in range(n) if scores[s] == best] if state.hands_scored else []
    if info.scoring is Scoring.HANDS:
        finished = state.hands_scored >= int(state.options.get("hands", 26))
    else:
        finished = target is not None and best >= int(target)
    top = {state.players[s].team if state.uses_teams else s for s in leaders}
    winner = leaders[0] if finished and len(top) == 1 else None
    return _outcome(state, finished, winner, leaders, "points")


def _outcome(state: State, finished: bool, winner: int | None, leaders: list[int],
             unit: str) -> dict[str, Any]:
    sides = list(dict.fromkeys(winner_name(state, s) for s in leaders))
    if winner is not None:
        text = f"{winner_name(state, winner)} wins the game"
    elif finished:
        text = "The game is over: " + " and ".join(sides) + " tie at the top"
    elif not sides or len(leaders) == len(state.players):
        text = "All level"
    elif len(sides) == 1:
        text = f"{sides[0]} leads"
    else:
        text = " and ".join(sides) + " lead"
    return {"finished": finished, "winner": winner, "leaders": leaders, "text": text,
            "unit": unit}


def winner_name(state: State, seat: int) -> str:
    team = state.players[seat].team
    if state.uses_teams and team is not None:
        return " & ".join(p.name for p in state.players if p.team == team)
    return state.name(seat)
