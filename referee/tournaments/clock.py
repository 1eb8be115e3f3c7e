"""The round's clock: how long a round lasts, when "last hand" is called, and what pausing,
adding minutes and stopping do to it. Pure: every change takes the time it happens at.

Clubs play their rounds to the clock. Burraco's standard formats are timed by the hands a round
(http://specchiolla.it/regburraco.htm; research/club-night.md §1.3): 2 hands in 25 minutes,
3 in 40, 4 in 50 (:data:`BURRACO_MINUTES`); a round of another number of hands is given the same
pace, 12½ minutes a hand, rounded up to the next 5 minutes. A concours de belote plays 12 donnes
a partie; no source we could reach times one, so its default is 5 minutes a donne (an hour a
partie), a reading the organiser changes with ``options.round_minutes``. A round played to a
target or as a best-of match has no default: the organiser gives the minutes.

"Last hand" is called at ``options.last_hand_minutes`` minutes left; by default when less time
is left than one hand of the round takes (its minutes shared by its hands): a hand begun then
will not finish before the time, so it is the last one begun.

The clock is kept as the moment it ends (``ends_at``) while it runs, and as the seconds left
while it is paused, so a screen counts down by itself from ``ends_at`` and a server restarted
in between finds it where it was.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from ..errors import InvalidInputError
from ..words import Verbatim, say

BURRACO_MINUTES = {2: 25, 3: 40, 4: 50}
"""Minutes a round by its hands, as Burraco clubs time them (specchiolla.it)."""
MINUTES_A_HAND = 12.5
CONCOURS_MINUTES_A_DONNE = 5
MOST_MINUTES = 600
"""A round of more than ten hours is no round: a typing slip (400 for 40)."""
DEFAULT_LAST_HAND = 10
"""Minutes left at which "last hand" is called when a round has no hands to share its time."""


def default_minutes(format_: str, hands: int | None) -> int | None:
    """The round's minutes when the organiser gives none (see the module docstring)."""
    if hands is None:
        return None
    if format_ == "concours":
        return CONCOURS_MINUTES_A_DONNE * hands
    if hands in BURRACO_MINUTES:
        return BURRACO_MINUTES[hands]
    return 5 * math.ceil(MINUTES_A_HAND * hands / 5)


def default_last_hand(minutes: int, hands: int | None) -> int:
    """Minutes left at which "last hand" is called: one hand's share of the round's time."""
    if not hands:
        return min(DEFAULT_LAST_HAND, minutes)
    return max(1, math.ceil(minutes / hands))


@dataclass(frozen=True)
class Clock:
    """A round's clock: running (``ends_at`` set) or paused (``left`` seconds kept)."""

    round: int
    minutes: int
    """The round's minutes as started, with the minutes added since."""
    last_hand: int
    """Minutes left at which "last hand" is called."""
    ends_at: datetime | None = None
    left: int | None = None

    @property
    def running(self) -> bool:
        return self.ends_at is not None

    def seconds_left(self, now: datetime) -> int:
        """Whole seconds left at ``now`` (0 once the time is up)."""
        if self.ends_at is None:
            return max(0, self.left or 0)
        return max(0, math.ceil((self.ends_at - now).total_seconds()))

    def last_hand_called(self, now: datetime) -> bool:
        return self.seconds_left(now) <= self.last_hand * 60

    def to_dict(self, now: datetime) -> dict[str, Any]:
        left = self.seconds_left(now)
        return {"ends_at": self.ends_at.isoformat() if self.ends_at else None,
                "running": self.running, "seconds_left": left, "round": self.round,
                "minutes": self.minutes, "last_hand_minutes": self.last_hand,
                "last_hand": left <= self.last_hand * 60, "over": left == 0}


NO_CLOCK: dict[str, Any] = {"ends_at": None, "running": False, "seconds_left": None,
                            "round": None, "minutes": None, "last_hand_minutes": None,
                            "last_hand": False, "over": False}
"""The event's ``clock`` while no round's clock is set."""


def _minutes(value: Any, field: str, least: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or \
            not least <= value <= MOST_MINUTES:
        raise InvalidInputError(say("{field} must be a whole number of minutes from {least} to "
                                    "{most}", field=Verbatim(field), least=least,
                                    most=MOST_MINUTES), field)
    return value


def start(round_: int, minutes: Any, last_hand: Any, hands: int | None,
          at: datetime) -> Clock:
    """The round's clock started at ``at`` for ``minutes`` (a restart replaces a clock)."""
    total = _minutes(minutes, "minutes")
    called = (default_last_hand(total, hands) if last_hand is None
              else _minutes(last_hand, "last_hand", least=0))
    return Clock(round_, total, called, ends_at=at + timedelta(minutes=total))


def pause(clock: Clock, at: datetime) -> Clock:
    if not clock.running:
        raise InvalidInputError(say("the clock is already paused"), "pause")
    return replace(clock, ends_at=None, left=clock.seconds_left(at))


def resume(clock: Clock, at: datetime) -> Clock:
    if clock.running:
        raise InvalidInputError(say("the clock is running: nothing to resume"), "resume")
    return replace(clock, ends_at=at + timedelta(seconds=clock.left or 0), left=None)


def add(clock: Clock, minutes: Any, at: datetime) -> Clock:
    """Minutes added to the time left (to a clock already at 0 too: extra time)."""
    more = _minutes(minutes, "add")
    if clock.ends_at is not None:
        ends = max(clock.ends_at, at) + timedelta(minutes=more)
        return replace(clock, minutes=clock.minutes + more, ends_at=ends)
    return replace(clock, minutes=clock.minutes + more, left=(clock.left or 0) + 60 * more)
