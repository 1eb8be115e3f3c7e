"""The room's TV between rounds: the season its event counts in (templates/club/room.html).

A club's screen shows the night's standings, the round by table and the last results; once
every table of the round has its result (or before the first round), the panel of the tables
still playing has nothing to show, and the season's standings take its place, with tonight's
results already in them.
"""

from __future__ import annotations

from scorebook.groups import view
from scorebook.groups.season import Standings
from scorebook.tournaments.record import EventRecord

from . import groups_db


def season_shown(event: EventRecord) -> Standings | None:
    """The standings of the season the event counts in (None: no group's event, or counted in
    no season)."""
    return view.season_for_event(groups_db(), event)
