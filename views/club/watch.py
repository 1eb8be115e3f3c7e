"""One look at an event's room for all its screens.

Every hand at every table of an event wakes the event (the hub relays its tables' actions). At
60 tables that is a hand every few milliseconds, while the room (standings, pairings, which
tables still play) changes only with a result, a round, an entrant. So the screens do not wake
at each hand: one :class:`Watch` an event, alive while a screen of it is open, wakes instead,
looks at the room once, and wakes the screens only when what they show has changed: the room's
(the hub's topic :attr:`Watch.topic`: a result, a round, an entrant) or the organiser's
(:attr:`Watch.detail_topic`: every hand of the round besides). Before it, 400 screens woke at
each hand and each read the event again; the tables' actions waited behind them.

The watch looks at once when it is woken after a quiet spell, and at most every :data:`GAP`
seconds while the changes keep coming (the first change is never held back; those that follow
it within the gap are read in one look). It used to let :data:`~views.club.SETTLE` seconds
of changes in before every look, which held every result back a quarter of a second. And it
does not wake the screens again while they are still being sent the last change (at most
:data:`CATCH_UP` seconds): 400 screens cost the server some 50 ms a change, and in the two
seconds when 60 tables' results come in, a change every 0.1 s sent to screens still taking the
one before only queued the changes behind each other (results reached every screen 1.2 s
late, against 0.2 s when each wake waited for the screens to have the last).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from scorebook.tournaments import room
from scorebook.tournaments.record import EventRecord

from ..database import lent_db
from ..hub import Hub
from ..stream import HEARTBEAT_SECONDS
from .base import current_room, event_by_key, follow_tables

GAP = 0.1
"""The shortest time between two looks at a busy event's room (seconds). At 60 tables a look
(the room assembled from its tables' books, 4-6 ms) every 0.1 s is a twentieth of a core; a
result then waits at most this long before its screens are woken."""
CATCH_UP = 0.3
"""The longest the watch waits for the screens to have the last change before it wakes them
for the next (a screen stuck on its phone's Wi-Fi is not waited for longer)."""

Look = tuple[int, room.Room]
"""The event's mark (:func:`room.marker`: a stream's event id) and its room, as last looked at."""


class Watch:
    """An event's room, looked at once for every screen of it."""

    def __init__(self, app: Any, hub: Hub, event: EventRecord) -> None:
        self.app = app
        self.hub = hub
        self.event = event
        self.topic = f"{event.edit_key} room"
        self.detail_topic = f"{event.edit_key} detail"
        self.screens = 0
        self.on: dict[str, int] = {}
        """Screens open on each topic."""
        self.owed: dict[str, int] = {}
        """Screens of each topic woken and not yet sent the change they were woken for."""
        self.wakes: dict[str, int] = {}
        """How many times each topic's screens were woken (a screen says once a wake that it
        has what it was woken for, :meth:`served`)."""
        self.caught_up = threading.Event()
        self.caught_up.set()
        self.running = False
        self.seen: Look | None = None
        self.marks: dict[str, int] = {}
        """Each version of what the screens show (:attr:`room.Room.version`,
        :attr:`room.Room.detail`) → the mark at which the watch first saw it: the id every
        screen is sent it under, so that 400 screens sent it while the tables play on are sent
        the same text (made once, compressed once), not one a mark."""
        self._lock = threading.Lock()

    def join(self, topic: str | None = None) -> None:
        """A screen opened (on ``topic``, the room's by default): the watch runs while any is
        open."""
        with self._lock:
            self.screens += 1
            topic = topic or self.topic
            self.on[topic] = self.on.get(topic, 0) + 1
            if self.running:
                return
            self.running = True
        # a greenlet under the server (gevent patches threads), a thread elsewhere
        threading.Thread(target=self._run, name=f"watch {self.topic}", daemon=True).start()

    def leave(self, topic: str | None = None) -> None:
        with self._lock:
            self.screens -= 1
            topic = topic or self.topic
            self.on[topic] = self.on.get(topic, 0) - 1
        self.served(topic)  # a screen gone is owed nothing

    def served(self, topic: str, since: int | None = None) -> int:
        """A screen of ``topic`` has what the room shows now (sent, or had it already), having
        said so last at wake ``since`` (None: a screen gone); answers the wake it is at."""
        with self._lock:
            wake = self.wakes.get(topic, 0)
            if since is None or since != wake:
                self.owed[topic] = max(0, self.owed.get(topic, 0) - 1)
                if not any(self.owed.values()):
                    self.caught_up.set()
            return wake

    def _bump(self, topic: str) -> None:
        with self._lock:
            self.wakes[topic] = self.wakes.get(topic, 0) + 1
            self.owed[topic] = max(0, self.on.get(topic, 0))
            if self.owed[topic]:
                self.caught_up.clear()
        self.hub.bump(topic)

    def latest(self) -> Look:
        """The room as last looked at (looked at now if the watch has not yet)."""
        seen = self.seen
        return seen if seen is not None else self._look()

    def mark_of(self, version: str, now: int) -> int:
        """The mark a version of the room is sent under (``now`` if the watch never saw it)."""
        return self.marks.get(version, now)

    def _look(self) -> Look:
        with lent_db() as db:
            # found again each look: a file brought back may hold the event under another id
            self.event, _ = event_by_key(db, self.event.edit_key)
            # the mark before the room: a change between the two is in the room, and its own
            # wake looks again (the other way round, a mark past the room would hide it)
            now = room.marker(db, self.event)
            here = current_room(self.event, db=db)
        follow_tables(self.event, here)
        for version in (here.version, here.detail):
            self.marks.setdefault(version, now)
        while len(self.marks) > 64:
            self.marks.pop(next(iter(self.marks)))
        before, self.seen = self.seen, (now, here)
        if before is None or before[1].version != here.version:
            self._bump(self.topic)
        if before is None or before[1].detail != here.detail:
            self._bump(self.detail_topic)
        return self.seen

    def _run(self) -> None:
        with self.app.app_context():
            waited = self.hub.seq(self.event.edit_key)
            while True:
                with self._lock:
                    if self.screens <= 0:
                        self.running = False
                        return
                looked = time.monotonic()
                try:
                    self._look()
                except Exception:  # the event gone with a restored file, a database error:
                    self.app.logger.exception("the room of %s could not be looked at",
                                              self.event.view_key)  # its screens keep theirs
                seen = self.hub.wait(self.event.edit_key, waited, HEARTBEAT_SECONDS)
                if seen != waited:
                    # the screens have the last change before they are woken for the next
                    self.caught_up.wait(max(0.0, CATCH_UP - (time.monotonic() - looked)))
                    rest = GAP - (time.monotonic() - looked)
                    if rest > 0:
                        time.sleep(rest)  # a greenlet's sleep under gevent: the others go on
                    seen = self.hub.seq(self.event.edit_key)
                waited = seen
