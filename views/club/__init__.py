"""Club night's pages and API: events of many tables, one room.

One blueprint (``club``) holding the JSON API (:mod:`.api`), the organiser's and the room's
pages (:mod:`.pages`), check-in and table cards (:mod:`.cards`), print pages and exports
(:mod:`.paper`). What the room shows is assembled once per change of the event or any of its
tables (:func:`current_room`), however many phones and screens ask.
"""

from __future__ import annotations

from .base import SETTLE, Rooms, bp, club_db, current_room, find_event, rooms
from . import api, cards, live, pages, paper, timing, words  # (they add their routes to bp)

__all__ = ["SETTLE", "Rooms", "api", "bp", "cards", "club_db", "current_room", "find_event",
           "live", "pages", "paper", "rooms", "timing", "words"]
