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
of changes in before every look, which held every result back a quarter of a second.
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

GAP = 0.1
"""The shortest time between two looks at a busy event's room (seconds). At 60 tables a look
(the room assembled from its tables' books, 4-6 ms) every 0.1 s is a twentieth of a core; a
result then waits at most this long before its screens are woken."""

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
        self.running = False
        self.seen: Look | None = None
        self._lock = threading.Lock()

    def join(self) -> None:
        """A screen opened: the watch runs while any is open."""
        with self._lock:
            self.screens += 1
            if self.running:
                return
            self.running = True
        # a greenlet under the server (gevent patches threads), a thread elsewhere
        threading.Thread(target=self._run, name=f"watch {self.topic}", daemon=True).start()

    def leave(self) -> None:
        with self._lock:
            self.screens -= 1

    def latest(self) -> Look:
        """The room as last looked at (looked at now if the watch has not yet)."""
        seen = self.seen
        return seen if seen is not None else self._look()

    def _look(self) -> Look:
        from . import current_room
        from .live import _event, follow_tables
        with lent_db() as db:
            # found again each look: a file brought back may hold the event under another id
            self.event, _ = _event(db, self.event.edit_key)
            # the mark before the room: a change between the two is in the room, and its own
            # wake looks again (the other way round, a mark past the room would hide it)
            now = room.marker(db, self.event)
            here = current_room(self.event, db=db)
        follow_tables(self.event, here)
        before, self.seen = self.seen, (now, here)
        if before is None or before[1].version != here.version:
            self.hub.bump(self.topic)
        if before is None or before[1].detail != here.detail:
            self.hub.bump(self.detail_topic)
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
                    rest = GAP - (time.monotonic() - looked)
                    if rest > 0:
                        time.sleep(rest)  # a greenlet's sleep under gevent: the others go on
                        seen = self.hub.seq(self.event.edit_key)
                waited = seen
