"""Club night's pages and API: events of many tables, one room.

One blueprint (``club``) holding the JSON API (:mod:`.api`), the organiser's and the room's
pages (:mod:`.pages`), check-in and table cards (:mod:`.cards`), print pages and exports
(:mod:`.paper`). What the room shows is assembled once per change of the event or any of its
tables (:func:`current_room`), however many phones and screens ask.
"""

from __future__ import annotations

import threading
from typing import Any

from flask import Blueprint, abort, current_app

from scorebook import store
from scorebook.tournaments import record, room
from scorebook.tournaments.record import EventRecord

from ..database import get_db

bp = Blueprint("club", __name__)


class Rooms:
    """The last room assembled for each event, by its version."""

    def __init__(self, size: int = 64) -> None:
        self._rooms: dict[str, room.Room] = {}
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: str, version: str) -> room.Room | None:
        with self._lock:
            found = self._rooms.get(key)
        return found if found is not None and found.version == version else None

    def put(self, key: str, made: room.Room) -> None:
        with self._lock:
            if len(self._rooms) >= self._size and key not in self._rooms:
                self._rooms.pop(next(iter(self._rooms)))
            self._rooms[key] = made


@bp.record_once
def _on_app(state: Any) -> None:
    state.app.extensions["kibitzer.events"] = record.Cache()
    state.app.extensions["kibitzer.rooms"] = Rooms()


def club_db() -> Any:
    """The request's database, with the app's cache of events."""
    return record.use_cache(get_db(), current_app.extensions["kibitzer.events"])


def current_room(event: EventRecord) -> room.Room:
    """The room now: assembled again only when the event or one of its tables moved."""
    db = club_db()
    rooms: Rooms = current_app.extensions["kibitzer.rooms"]
    cached = rooms.get(event.edit_key, room.version(db, event))
    if cached is not None:
        return cached
    made = room.room(db, event)
    rooms.put(event.edit_key, made)
    return made


def find_event(key: str) -> tuple[EventRecord, bool]:
    """The event with this key (and whether it may write), or a 404 page."""
    try:
        return record.find(club_db(), key)
    except store.NotFoundError:
        abort(404)


from . import api, cards, pages, paper, words  # noqa: E402  (they add their routes to bp)

__all__ = ["api", "bp", "cards", "club_db", "current_room", "find_event", "pages", "paper",
           "words"]
