"""The room, pushed: ``GET /api/v1/tournaments/<key>/stream`` (either key) sends the event as
the API states it (JSON) whenever what the room shows changes (a result, a round, an entrant,
a table finishing), and ``?page=room`` the room's live region, rendered once a change and a
language however many screens watch. Each table of the event wakes its stream (the hub relays
its actions), so a result reaches every screen as it is played."""

from __future__ import annotations

import json
from typing import Any

from flask import Response, current_app, request
from jinja2_fragments.flask import render_block

from referee.words import localized, say
from scorebook import store
from scorebook.tournaments import record, room

from ..database import lent_db
from ..hub import hub
from ..i18n import current as current_language
from ..stream import resume_point, serve, sse
from . import bp, current_room, rooms
from .shown import event_json


def _event(db: Any, key: str) -> tuple[record.EventRecord, bool]:
    return record.find(record.use_cache(db, current_app.extensions["kibitzer.events"]), key)


def room_parts(event: record.EventRecord, here: room.Room, seq: int) -> str:
    """The room's live region as one part (static/live.js morphs it in place), rendered once
    a version and a language."""
    language = current_language()
    body = rooms().region(event.edit_key, here.version, language)
    if body is None:
        body = rendered(event, here)
        rooms().keep_region(event.edit_key, here.version, language, body)
    return part(body, seq)


def rendered(event: record.EventRecord, here: room.Room) -> str:
    """The room's live region, rendered: nothing else, so that it can be rendered in a
    thread of the server's pool (no lock of this process's caches is taken there)."""
    from .pages import room_context
    return render_block("club/room.html", "live",
                        **room_context(event.view_key, here, event=event))


def part(body: str, seq: int) -> str:
    return f'<div data-kz-seq="{seq}" data-kz-base="-1">{body.strip()}</div>'


def follow_tables(event: record.EventRecord, here: room.Room) -> None:
    """The event's tables' actions wake its streams (new tables come with each round)."""
    hub().relay([t.link.edit_key for t in here.tables if t.link is not None], event.edit_key)


@bp.get("/api/v1/tournaments/<key>/stream")
def event_stream(key: str) -> Response:
    with lent_db() as db:
        try:
            event, _ = _event(db, key)
        except store.NotFoundError:
            from ..api import fail
            return fail(say("no event has this link"), "key", 404)
        newest = room.marker(db, event)
    watch = rooms().watch(current_app._get_current_object(), hub(), event)
    page = request.args.get("page")
    shown = {"version": None}

    def read(sent: int) -> tuple[int, str]:
        now, here = watch.latest()
        if now == sent:
            return now, ""
        if here.version == shown["version"]:
            return now, ""  # a hand played: the room shows the same
        shown["version"] = here.version
        language = current_language()

        def said() -> str:  # in a thread of the server's pool (Rooms.woken)
            if page == "room":
                return sse("change", now, part(rendered(event, here), now))
            return sse("change", now, json.dumps(localized(event_json(here, False)),
                                                 ensure_ascii=False))
        # made once for every screen woken by the same change, in each language
        return now, rooms().woken(f"{event.edit_key} {page} {language} {here.version}", now,
                                  said)

    response = serve(watch.topic, newest, resume_point(newest), read, shared=True)
    # counted once the response exists, so whatever ends it (the phone gone) also leaves
    watch.join()
    response.call_on_close(watch.leave)
    return response


@bp.get("/r/<key>/parts")
def room_parts_since(key: str) -> Response:
    """The room for a screen whose stream cannot open: 204 while the phone's ``?after=`` is
    the room's mark, else the live region."""
    with lent_db() as db:
        try:
            event, _ = _event(db, key)
        except store.NotFoundError:
            return Response(status=404)
        if key != event.view_key:
            return Response(status=404)
        now = room.marker(db, event)
        if request.args.get("after") == str(now):
            return Response(status=204)
        here = current_room(event, db=db)
    return Response(room_parts(event, here, now), mimetype="text/html")
