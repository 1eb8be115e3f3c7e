"""The event, pushed: ``GET /api/v1/tournaments/<key>/stream``.

Without ``?page=`` it sends the event as the API states it (JSON) whenever what the room shows
changes (a result, a round, an entrant, a table finishing). With ``?page=`` it sends a page's
live parts (:data:`EVENT_PAGES`: the room, the room's TV, the organiser's page, the check-in
page), only those whose markup changed since what this screen was sent, each rendered once a
change and a language however many screens watch (:func:`views.parts.render`, inside
:func:`views.reader.reading`, as every live part is). Each table of the event wakes the event's
:class:`~.watch.Watch` (the hub relays its actions), which wakes the screens when what they show
moved: so a result reaches every screen as it is played, and the organiser's page, which also
shows each table's hands as they are played, follows every hand.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from flask import Response, abort, current_app, request

from referee.words import localized, say
from scorebook import store
from scorebook.tournaments import record, room

from .. import parts
from ..database import lent_db
from ..hub import hub
from ..reader import Reader
from ..sse import sse
from ..stream import resume_point, serve
from .base import bp, current_room, event_by_key, rooms
from .shown import event_json
from .tokens import token, valid
from .watch import Watch


@dataclass(frozen=True)
class EventPage:
    """A live page of an event: its parts, which link opens it, and whether it follows every
    hand at the event's tables (the organiser's) or only what the room shows."""

    page: parts.Page
    edit: bool = False
    """Opened with the event's edit link only (it shows the tables' edit links)."""
    detail: bool = False
    """Moves with every hand of the round (:attr:`room.Room.detail`), not only with what the
    room shows (:attr:`room.Room.version`)."""
    purpose: str | None = None
    """The paper's token it needs besides the view link (the check-in code's)."""

    def allowed(self, event: record.EventRecord, key: str, mac: str) -> bool:
        if self.edit:
            return key == event.edit_key
        if key != event.view_key and key != event.edit_key:
            return False
        return self.purpose is None or (key == event.view_key and valid(event, self.purpose,
                                                                        mac))

    def version(self, here: room.Room) -> str:
        return here.detail if self.detail else here.version


def _room(tv: bool) -> Callable[[record.EventRecord, room.Room], dict[str, Any]]:
    def context(event: record.EventRecord, here: room.Room) -> dict[str, Any]:
        from .pages import room_context
        return room_context(event.view_key, here, event=event, tv=tv)
    return context


def _organiser(event: record.EventRecord, here: room.Room) -> dict[str, Any]:
    from .pages import organiser_context
    return organiser_context(event, here)


def _check_in(event: record.EventRecord, here: room.Room) -> dict[str, Any]:
    return {"event": event, "here": here, "mac": token(event, "check-in"), "error": None,
            "form": {}}


ROOM_PARTS = ("room_status", "room_clock", "room_standings", "room_tables", "room_results",
              "room_names", "room_champion")
"""The room's parts: a result sends the first four; a round drawn, the pairings by name too."""
TV_PARTS = ("room_status", "room_clock", "tv_calls", "tv_grid", "room_champion")
"""The room's TV: its four panels page by themselves (static/tv.js), sent as one."""

EVENT_PAGES: dict[str, EventPage] = {
    "room": EventPage(parts.Page("club/room.html", ROOM_PARTS, None, _room(False))),
    "tv": EventPage(parts.Page("club/room.html", TV_PARTS, None, _room(True))),
    "organiser": EventPage(parts.Page("club/organiser.html",
                                      ("org_calls", "org_clock", "org_draw", "org_round",
                                       "org_moves", "org_standings", "org_entrants",
                                       "org_history"), None, _organiser),
                           edit=True, detail=True),
    "check_in": EventPage(parts.Page("club/check_in.html", ("check_in_list", "check_in_late"),
                                     None, _check_in), purpose="check-in"),
}
"""An event's live pages by the name their stream asks for (``?page=``)."""


def live_page(event: record.EventRecord, key: str, name: str) -> EventPage:
    """The live page ``name``, if this link may open it (else a 404)."""
    found = EVENT_PAGES.get(name)
    if found is None or not found.allowed(event, key, request.args.get("mac", "")):
        abort(404)
    return found


@bp.get("/api/v1/tournaments/<key>/stream")
def event_stream(key: str) -> Response:
    with lent_db() as db:
        try:
            event, _ = event_by_key(db, key)
        except store.NotFoundError:
            from ..api import fail
            return fail(say("no event has this link"), "key", 404)
        newest = room.marker(db, event)
    name = request.args.get("page", "")
    page = live_page(event, key, name) if name else None
    app = current_app._get_current_object()
    watch = rooms().watch(event, lambda: Watch(app, hub(), event))
    reader = Reader.of_request()
    shown: dict[str, Any] = {"version": None, "render": None, "wake": -1}

    def read(sent: int) -> tuple[Any, ...]:
        now, here = watch.latest()
        if now == sent:
            shown["wake"] = watch.served(topic, shown["wake"])
            return now, ""
        version = page.version(here) if page is not None else here.version
        if version == shown["version"]:
            # a hand played, or had already: this page shows the same (and has what it was
            # woken for, the watch may wake the screens again)
            shown["wake"] = watch.served(topic, shown["wake"])
            return now, ""
        before: parts.Render | None = shown["render"]
        # every screen is sent this version under one id, however far the tables have played
        # on by the time it is its turn
        seq = watch.mark_of(version, now)

        def said() -> tuple[parts.Render | None, str]:
            # in a thread of the server's pool (Rooms.woken); read by ``reader`` (serve)
            if page is None:
                return None, sse("change", seq, json.dumps(localized(event_json(here, False)),
                                                           ensure_ascii=False))
            after = parts.render(page.page, event, here, reader, seq=seq)
            return after, sse("change", seq, parts.delta(before, after))
        # made once for every screen woken by the same change, in each language
        base = before.seq if before is not None else -1
        made, text = rooms().woken(f"{event.edit_key} {name} {reader.language} {base} {version}",
                                   seq, said)
        shown["version"], shown["render"] = version, made
        shown["wake"] = watch.served(topic, shown["wake"])
        return now, text, seq

    topic = watch.detail_topic if page is not None and page.detail else watch.topic
    response = serve(topic, newest, resume_point(newest), read, reader, shared=True)
    # counted once the response exists, so whatever ends it (the phone gone) also leaves
    watch.join(topic)
    response.call_on_close(lambda: watch.leave(topic))
    return response


@bp.get("/api/v1/tournaments/<key>/parts")
def event_parts(key: str) -> Response:
    """A live page's parts for a screen whose stream cannot open: 204 while the screen's
    ``?after=`` is the event's mark, else every part as it is now."""
    return _parts(key, request.args.get("page", ""))


def _parts(key: str, name: str) -> Response:
    with lent_db() as db:
        try:
            event, _ = event_by_key(db, key)
        except store.NotFoundError:
            return Response(status=404)
        page = live_page(event, key, name)
        now = room.marker(db, event)
        if request.args.get("after") == str(now):
            return Response(status=204)
        here = current_room(event, db=db)
    after = parts.render(page.page, event, here, Reader.of_request(), seq=now)
    return Response(parts.delta(None, after), mimetype="text/html")


@bp.get("/r/<key>/parts")
def room_parts_since(key: str) -> Response:
    """The room's parts (the address a room's page asked before every event page was live;
    a page loaded then may still ask it)."""
    return _parts(key, "tv" if request.args.get("tv") == "1" else "room")
