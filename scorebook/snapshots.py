"""Snapshots of a table's state every so many events, so that an undo replays from the nearest
one before the events it changes instead of from the first event of the table.

A replay works out the voided set first (from the newest event back), then applies the live
events in order; so the state after event ``k`` depends only on events ``1..k`` and on which of
them are voided, and by which undo. An undo changes that for few events: the one it voids and,
for an undo of an undo, what that one had voided (and so on down a chain of undos). Every
snapshot taken before the earliest of them still holds, and so does every history line before
it. A snapshot therefore keeps no history of its own: the lines before it are taken from the
state the table had before the undo, shared (history lines never change once written).

Snapshots are an aid, never the truth: with none, the replay starts from the first event, and
the answer is the same (``tests/test_snapshots.py`` checks this against
:func:`scorebook.replay.replay`).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from .events import Event, TableSetup
from .replay import advance, initial_state
from .state import HistoryLine, State, copy_of

SNAPSHOT_EVERY = 500
"""Events between two snapshots: an undo replays at most this many events more than it must."""
SNAPSHOTS_KEPT = 64
"""Snapshots a table keeps at most; past that the older half is thinned (every second one
dropped), so the recent past, where undos land, stays dense and a long table costs little."""


@dataclass(frozen=True)
class Snapshot:
    """The state right after event ``seq``, without its history; never changed."""

    seq: int
    state: State


Snapshots = tuple[Snapshot, ...]
"""A table's snapshots, oldest first."""


def take(state: State) -> Snapshot:
    return Snapshot(state.seq, copy_of(state, []))


def restore(snapshot: Snapshot, history: list[HistoryLine]) -> State:
    """A state to go on from: a copy of the snapshot with these history lines."""
    return copy_of(snapshot.state, history)


def first_change(before: dict[int, int], after: dict[int, int]) -> int | None:
    """The earliest event voided in one of two voided sets and not in the other, or voided by
    another undo; None when they agree."""
    return min((seq for seq in before.keys() | after.keys() if before.get(seq) != after.get(seq)),
               default=None)


def kept_before(snapshots: Snapshots, seq: int) -> Snapshots:
    """The snapshots taken before event ``seq``."""
    return snapshots[:bisect.bisect_left(snapshots, seq, key=_seq)]


def _seq(item: Event | Snapshot) -> int:
    return item.seq


def with_snapshot(snapshots: Snapshots, state: State) -> Snapshots:
    """The table's snapshots once ``state`` is its newest: one more when its event is due."""
    if state.seq <= 0 or state.seq % SNAPSHOT_EVERY or (snapshots
                                                        and snapshots[-1].seq >= state.seq):
        return snapshots
    snapshots = (*snapshots, take(state))
    if len(snapshots) > SNAPSHOTS_KEPT:
        older = len(snapshots) // 2
        snapshots = snapshots[:older][::2] + snapshots[older:]
    return snapshots


def replay_from(setup: TableSetup, events: list[Event], voided: dict[int, int],
                history: list[HistoryLine], snapshots: Snapshots,
                changed: int) -> tuple[State, Snapshots]:
    """The state after ``events`` (whose voided set is ``voided``), and its snapshots.

    ``history`` and ``snapshots`` come from a replay of the same events with a voided set that
    agrees with ``voided`` on every event before ``changed``; the replay starts from the newest
    snapshot before ``changed`` (from the first event when there is none) and takes new
    snapshots as it goes. Raises what :func:`scorebook.replay.advance` raises in a replay
    (:class:`scorebook.replay.ReplayConflict` for an event that no longer fits).
    """
    snapshots = kept_before(snapshots, changed)
    while snapshots:
        start = bisect.bisect_right(events, snapshots[-1].seq, key=_seq)
        # the history must hold exactly the lines up to the snapshot's event
        if start <= len(history) and start and history[start - 1].seq == snapshots[-1].seq:
            state = restore(snapshots[-1], history[:start])
            break
        snapshots = snapshots[:-1]
    else:
        start, state = 0, initial_state(setup)
    for event in events[start:]:
        advance(state, event, events, voided)
        snapshots = with_snapshot(snapshots, state)
    return state, snapshots
