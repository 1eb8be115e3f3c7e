"""A table or an event started for a group (``"group": edit_key``, or from the group's page):
what the creation asks of the group, written in the same transaction as the table or event.

The group's key, its season and the host's choices for names close to a member's are read
before anything is written (a wrong key is a 422 naming ``group``); the players are matched to
the members inside the creating transaction (:func:`scorebook.groups.record.join_table`), so a
name that needs the host's word refuses the whole creation, and nothing is left behind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import sqlite_utils

from referee import tournaments as rules
from referee.errors import RefereeError
from referee.words import say
from scorebook import store
from scorebook.events import EventError
from scorebook.groups import record
from scorebook.tournaments.record import clean_body

Then = Callable[[sqlite_utils.Database, Any], None]


def group_for(db: sqlite_utils.Database, key: Any) -> record.GroupRecord | None:
    """The group a creation names (None when it names none), or a 422 naming ``group``."""
    if key in (None, ""):
        return None
    try:
        return record.writable(db, key)
    except store.NotFoundError:
        raise EventError(say("no group has this link"), "group") from None
    except store.ReadOnlyError:
        raise EventError(say("this is the group's view link: a table or an event joins a "
                             "group with its edit link"), "group") from None


def for_table(db: sqlite_utils.Database, key: Any, names: list[str],
              choices: Any = None) -> Then | None:
    """What a new table does in its transaction to join the group (None: no group); the
    ``then`` of :func:`scorebook.store.import_table`, given the table's view key."""
    group = group_for(db, key)
    if group is None:
        return None
    # planned once before the write, so a refusal comes before the table's transaction
    record.plan(record.roster(db, group), names, choices)

    def then(db: sqlite_utils.Database, view_key: Any) -> None:
        table_id = db.execute("SELECT id FROM tables WHERE view_key = ?",
                              [view_key]).fetchone()[0]
        record.join_table(db, group, table_id, names, choices)
    return then


def event_players(body: Any) -> list[str]:
    """Every player an event's set-up names (its entrants' players), or none when the set-up
    is refused (the event's own check then says why)."""
    try:
        _, entrants = rules.read_event(clean_body(body))
    except (RefereeError, TypeError, ValueError):
        return []
    return [p for entrant in entrants for p in entrant.players]


def for_event(db: sqlite_utils.Database, body: dict[str, Any]) -> Then | None:
    """What a new event does in its transaction to join the group its body names, counted in
    the season named (``"season"``; absent, the group's newest)."""
    group = group_for(db, body.get("group"))
    if group is None:
        return None
    season = record.season_named(db, group, body.get("season") or None)
    names = event_players(body)
    choices = body.get("members")
    record.plan(record.roster(db, group), names, choices)

    def then(db: sqlite_utils.Database, event_id: Any) -> None:
        record.join_event(db, group, int(event_id), names, choices,
                          season.id if season else None)
    return then


def form_choices(form: Any) -> dict[str, str] | None:
    """The host's answers on a form for names close to a member's: each ``choice_name`` with
    its ``choice_member`` (a member's name, or "" for a new member)."""
    names = form.getlist("choice_name") if hasattr(form, "getlist") else []
    members = form.getlist("choice_member") if hasattr(form, "getlist") else []
    if not names:
        return None
    return {str(n)[:40]: str(m)[:40] for n, m in zip(names, members)}
