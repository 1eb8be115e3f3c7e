"""The room's TV between rounds: the season its event counts in (templates/club/room.html).

A club's screen shows the night's standings, the round by table and the last results; once
every table of the round has its result (or before the first round), the panel of the tables
still playing has nothing to show, and the season's standings take its place, with tonight's
results already in them.

The TV's parts are rendered for its stream too, long after the request that opened it (and in
a thread of the server's pool): the season is read on a connection lent for the moment
(:func:`views.database.lent_db`), never on one the stream would hold for its whole life.
"""

from __future__ import annotations

from flask import current_app

from scorebook.groups import view
from scorebook.groups.season import Standings
from scorebook.tournaments import record as events
from scorebook.tournaments.record import EventRecord

from ..database import lent_db


def season_shown(event: EventRecord) -> Standings | None:
    """The standings of the season the event counts in (None: no group's event, or counted in
    no season)."""
    with lent_db() as db:
        events.use_cache(db, current_app.extensions["kibitzer.events"])
        view.use_cache(db, current_app.extensions["kibitzer.groups"])
        return view.season_for_event(db, event)
