"""Club night's pages and API: events of many tables, one room.

One blueprint (``club``) holding the JSON API (:mod:`.api`), the organiser's and the room's
pages (:mod:`.pages`), check-in and table cards (:mod:`.cards`), print pages and exports
(:mod:`.paper`). What the room shows is assembled once per change of the event or any of its
tables (:func:`current_room`), however many phones and screens ask.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable

from flask import Blueprint, abort, current_app

from scorebook import store
from scorebook.tournaments import record, room
from scorebook.tournaments.record import EventRecord

from ..database import get_db, offload

bp = Blueprint("club", __name__)


SETTLE = 0.25
"""Seconds a room assembled for the screens' poll is served before it is looked at again: at 60
tables an action lands every few milliseconds, and each screen needs the standings within a
second, not at every action."""


class Rooms:
    """The last room assembled for each event (by its version, with when it was made), and its
    live region as rendered in each language, so 400 screens asking after a change cost one
    assembly and one rendering a language."""

    def __init__(self, size: int = 64) -> None:
        self._rooms: dict[str, tuple[float, room.Room]] = {}
        self._regions: dict[tuple[str, str, str], str] = {}
        self._woken: dict[str, tuple[int, float, Any]] = {}
        self._making: dict[str, threading.Event] = {}
        self._watches: dict[str, Any] = {}
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: str, source: str | None) -> room.Room | None:
        """The room kept for ``key``: read from this ``source`` (:func:`room.version`), or
        (``source`` None) one made less than :data:`SETTLE` seconds ago."""
        with self._lock:
            found = self._rooms.get(key)
        if found is None:
            return None
        made_at, kept = found
        if source is None:
            return kept if time.monotonic() - made_at < SETTLE else None
        return kept if kept.source == source else None

    def put(self, key: str, made: room.Room) -> None:
        with self._lock:
            if len(self._rooms) >= self._size and key not in self._rooms:
                self._rooms.pop(next(iter(self._rooms)))
            self._rooms[key] = (time.monotonic(), made)
            self._regions = {k: v for k, v in self._regions.items() if k[0] != key}

    def forget(self, key: str) -> None:
        """The event just changed here: the next screen to ask sees it at once."""
        with self._lock:
            self._rooms.pop(key, None)

    def woken(self, key: str, wake: int, look: Callable[[], Any]) -> Any:
        """What ``look`` makes of the event at ``wake`` (its mark): made by the first of the
        event's streams to ask (a change's JSON, its live region in one language), the others
        given the same for :data:`SETTLE` seconds at most, so 400 screens woken by one change
        cost one rendering. It is made in a thread of the server's pool (:func:`offload`),
        the others waiting for it: a rendering of the room (60 tables) held the loop, and the
        tables' actions behind it, for 6-25 ms at every result."""
        while True:
            with self._lock:
                found = self._woken.get(key)
                if (found is not None and found[0] == wake
                        and time.monotonic() - found[1] < SETTLE):
                    return found[2]
                making = self._making.get(key)
                mine = making is None
                if mine:
                    making = self._making[key] = threading.Event()
            if mine:
                break
            making.wait()  # then found (or, had it failed, made by this one)
        try:
            value = offload(look)
            with self._lock:
                if len(self._woken) >= self._size and key not in self._woken:
                    self._woken.pop(next(iter(self._woken)))
                self._woken[key] = (wake, time.monotonic(), value)
        finally:
            with self._lock:
                del self._making[key]
            making.set()
        return value

    def watch(self, app: Any, hub: Any, event: EventRecord) -> Any:
        """The event's :class:`~.watch.Watch` (one for all its screens)."""
        from .watch import Watch
        with self._lock:
            found = self._watches.get(event.edit_key)
            if found is None:
                if len(self._watches) >= self._size:
                    self._watches = {k: w for k, w in self._watches.items() if w.running}
                found = self._watches[event.edit_key] = Watch(app, hub, event)
            return found

    def region(self, key: str, version: str, language: str) -> str | None:
        with self._lock:
            return self._regions.get((key, version, language))

    def keep_region(self, key: str, version: str, language: str, body: str) -> None:
        with self._lock:
            if len(self._regions) >= self._size * 8:
                self._regions.clear()
            self._regions[(key, version, language)] = body


@bp.record_once
def _on_app(state: Any) -> None:
    state.app.extensions["kibitzer.events"] = record.Cache()
    state.app.extensions["kibitzer.rooms"] = Rooms()


def club_db() -> Any:
    """The request's database, with the app's cache of events."""
    return record.use_cache(get_db(), current_app.extensions["kibitzer.events"])


def rooms() -> Rooms:
    return current_app.extensions["kibitzer.rooms"]


def current_room(event: EventRecord, settled: bool = False, db: Any = None) -> room.Room:
    """The room now: assembled again only when the event or one of its tables moved. With
    ``settled`` (the screens' poll), a room made in the last :data:`SETTLE` seconds will do.
    ``db``: a connection lent for a moment (a stream's), else the request's."""
    db = club_db() if db is None else record.use_cache(db, current_app.extensions[
        "kibitzer.events"])
    if settled:
        recent = rooms().get(event.edit_key, None)
        if recent is not None:
            return recent
    cached = rooms().get(event.edit_key, room.version(db, event))
    if cached is not None:
        return cached
    made = room.room(db, event)
    rooms().put(event.edit_key, made)
    return made


def find_event(key: str) -> tuple[EventRecord, bool]:
    """The event with this key (and whether it may write), or a 404 page."""
    try:
        return record.find(club_db(), key)
    except store.NotFoundError:
        abort(404)


from . import api, cards, live, pages, paper, timing, words  # noqa: E402  (they add to bp)

__all__ = ["api", "bp", "cards", "club_db", "current_room", "find_event", "live", "pages", "paper",
           "timing", "words"]
