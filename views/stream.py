"""The live stream of a table: ``GET /api/v1/tables/<key>/stream`` (either key), Server-Sent
Events, one event a change with the table's ``seq`` as its id.

A program (a TV, a bot) reads JSON: each action as its history line, with the table's state
after the newest. A page asks for its own regions instead (``?page=table`` or ``?page=board``:
:mod:`views.parts`), rendered in its reader's language, and gets only the regions the change
touched. Either resumes from ``Last-Event-ID`` (or ``?after=N``) without a gap or a repeat: the
actions after it are sent first; a page that is too far behind gets its regions whole.

Nothing here writes: the view key streams exactly as the edit key does, and a stream never
takes anything from its client but the request that opened it.
"""

from __future__ import annotations

import json
import threading
import zlib
from collections import OrderedDict
from typing import Any, Callable, Iterator

from flask import Blueprint, Response, current_app, request, stream_with_context

from referee.numbers import whole
from referee.words import localized, say
from scorebook import store
from scorebook.state import State

from .database import lent_db
from .hub import hub
from .reader import Reader, reading
from .sse import sse

bp = Blueprint("stream", __name__)

HEARTBEAT_SECONDS = 15.0
"""A ``ping`` event (its data the table's seq) this often keeps an idle stream open through
proxies and tells a phone that the server is still there (a few bytes; nothing else travels
while the table is quiet)."""
RETRY_MS = 1000
"""How soon a browser reconnects after losing the stream."""


GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
"""A gzip member's header (deflate, no name, no time): a stream's body starts with it, and the
deflate blocks that follow never end (the stream is never finished; a browser reads each
block as it comes, the sync flush closing it on a byte boundary)."""


class Blocks:
    """The same text compressed once for every stream that sends it: a deflate block of its
    own (no reference to what came before it, closed by a sync flush) fits into any stream's
    body. An event's room goes to 400 screens at once; compressing it 400 times held up the
    tables' actions for a fifth of a second at each result."""

    def __init__(self, size: int = 16) -> None:
        self._kept: OrderedDict[str, bytes] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def block(self, text: str) -> bytes:
        if len(text) < SMALL:  # a heartbeat, a short event: cheap, and kept it would push out
            return self._made(text)  # the large ones
        with self._lock:
            found = self._kept.get(text)
        if found is not None:
            return found
        made = self._made(text)
        with self._lock:
            self._kept[text] = made
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)
        return made


    @staticmethod
    def _made(text: str) -> bytes:
        squeeze = zlib.compressobj(6, zlib.DEFLATED, -15)
        return squeeze.compress(text.encode()) + squeeze.flush(zlib.Z_SYNC_FLUSH)


WINDOW_BITS = 15
MEMORY_LEVEL = 5
"""A stream's own deflate state: the whole 32 KB window (a change's parts refer back to the
last change's: with 8 KB a scoreboard's change at 1,000 hands took 1,819 bytes, against 813)
and a hash table an eighth of zlib's default (memory level 5, not 8): about 56 KB a connection
against 126 KB, the same bytes on the wire (bench/push.py)."""

SMALL = 2048
"""Texts shorter than this (in characters) are compressed for each stream, not kept."""


@bp.record_once
def _on_app(state: Any) -> None:
    state.app.extensions["kibitzer.blocks"] = Blocks()
    state.app.extensions["kibitzer.latest"] = Latest()


class Latest:
    """Each table's state as of the newest change the hub was told of, read once for all its
    streams: a change wakes every phone watching the table, and the first to ask reads the
    table (a connection lent for a moment); the others are given the same state. Before, each
    of 300 phones read the table itself at every action, each with a connection of its own."""

    def __init__(self, size: int = 4096) -> None:
        self._kept: OrderedDict[str, State] = OrderedDict()
        self._reading: dict[str, threading.Event] = {}
        self._size = size
        self._lock = threading.Lock()

    def state(self, record: store.TableRecord) -> State:
        key = record.edit_key
        while True:
            told = hub().seq(key)
            with self._lock:
                kept = self._kept.get(key)
                if kept is not None and 0 < told <= kept.seq:
                    return kept  # (a table the hub knows nothing of now is read afresh)
                reading = self._reading.get(key)
                mine = reading is None
                if mine:
                    reading = self._reading[key] = threading.Event()
            if mine:
                break
            reading.wait()  # then kept (or, had the read failed, read by this one)
        try:
            with lent_db() as db:
                state = store.state_of(db, record)
            with self._lock:
                self._kept[key] = state
                self._kept.move_to_end(key)
                while len(self._kept) > self._size:
                    self._kept.popitem(last=False)
            return state
        finally:
            with self._lock:
                del self._reading[key]
            reading.set()

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()


def latest() -> Latest:
    return current_app.extensions["kibitzer.latest"]


def resume_point(newest: int) -> int:
    """Where the client is: ``Last-Event-ID`` (a browser reconnecting), else ``?after=``, else
    the table as it is now (only what happens from here is sent)."""
    for given in (request.headers.get("Last-Event-ID"), request.args.get("after")):
        if given is not None and given.strip() != "":
            number = whole(given)
            if number is not None and 0 <= number:
                return number
    return newest


class JsonFeed:
    """A program's view: each action's history line; the state after the newest. Made once a
    change for every program of the same language resuming from the same point."""

    def __init__(self, record: store.TableRecord) -> None:
        self.record = record
        self.reader = Reader.of_request()

    def events(self, state: State, after: int) -> str:
        from .parts import cache
        key = (self.record.edit_key, "json", self.reader.language, after, state.seq)
        made = cache().delta(key)
        if made is None:
            with reading(self.reader):
                made = self._made(state, after)
            cache().keep_delta(key, made)
        return made

    @staticmethod
    def _made(state: State, after: int) -> str:
        from .api import state_json
        if after > state.seq:
            # the client knows a table this one is not (a restored database): start again
            body = {"seq": state.seq, "reset": True, "line": None,
                    "state": state_json(state, 0)}
            return sse("change", state.seq, json.dumps(localized(body), ensure_ascii=False))
        lines = [line for line in state.history if line.seq > after]
        out = []
        for line in lines:
            body: dict[str, Any] = {"seq": line.seq, "line": line.to_dict(), "state": None}
            if line is lines[-1]:
                body["state"] = state_json(state, 0)
            out.append(sse("change", line.seq,
                           json.dumps(localized(body), ensure_ascii=False)))
        return "".join(out)


def stream_response(key: str, make_feed: Callable[[store.TableRecord], Any]) -> Response:
    with lent_db() as db:
        try:
            record, _ = store.find_table(db, key)
        except store.NotFoundError:
            from .api import fail
            return fail(say("no table has this link"), "key", 404)
        newest = store.state_of(db, record).seq
    feed = make_feed(record)
    seat = getattr(feed, "seat", None)
    if seat is not None:  # a round's table: its event's own actions wake its pages too
        hub().follow(record.edit_key, seat.event.edit_key)

    def read(sent: int) -> tuple[int, str]:
        state = latest().state(record)
        moved = state.seq != sent or (seat is not None and feed.moved())
        return state.seq, (feed.events(state, sent) if moved else "")

    return serve(record.edit_key, newest, resume_point(newest), read, feed.reader)


def serve(topic: str, newest: int, after: int, read: Callable[[int], tuple[Any, ...]],
          reader: Reader, shared: bool = False) -> Response:
    """A stream of ``topic``: whenever the hub says it changed (or a heartbeat passes), ``read``
    answers the seq it is at now and what to send for the change since the client's (a table's
    actions, an event's room), and, when what it sends is shown at another seq than that (an
    event's room, sent under the mark it was first seen at), that seq; rendered for ``reader``
    (:func:`views.reader.reading`: the request that opened the stream has ended by then, and
    with it what it had set). ``shared``:
    what is sent is the same for every stream of the topic, so it is compressed once for all
    (:class:`Blocks`) rather than in each connection's own deflate stream.

    A heartbeat carries the seq of the last change this stream sent: a page that has it is in
    step, whatever the topic did meanwhile that it need not show."""
    gzip = "gzip" in request.headers.get("Accept-Encoding", "").lower()
    squeeze = zlib.compressobj(6, zlib.DEFLATED, -WINDOW_BITS, MEMORY_LEVEL) \
        if gzip and not shared else None
    blocks: Blocks = current_app.extensions["kibitzer.blocks"]
    started = [False]

    def pack(text: str) -> bytes:
        if not gzip:
            return text.encode()
        if squeeze is not None:
            # one deflate stream for the connection, flushed after each event: what repeats
            # from one event to the next (a region's markup) costs a few bytes on the wire
            data = squeeze.compress(text.encode()) + squeeze.flush(zlib.Z_SYNC_FLUSH)
        else:
            data = blocks.block(text)
        if started[0]:
            return data
        started[0] = True
        return GZIP_HEADER + data

    def events() -> Iterator[bytes]:
        sent = told = after
        yield pack(f"retry: {RETRY_MS}\n: {newest}\n\n")
        waited = hub().seq(topic)
        while True:
            # a nudge (the table's event moved) that comes while this stream reads is seen
            # by its next wait, which then does not wait
            nudged = hub().nudges(topic)
            with reading(reader):
                now, text, *shown_at = read(sent)
            shown = shown_at[0] if shown_at else None
            if now != sent or text:  # (text at the same seq: a table's event moved)
                sent = now
                if text:
                    told = now if shown is None else shown
                    yield pack(text)
                continue
            seen = hub().wait(topic, waited, HEARTBEAT_SECONDS, nudged)
            if seen == waited and hub().nudges(topic) == nudged:
                yield pack(f"event: ping\ndata: {told}\n\n")
            waited = seen

    request.environ["kibitzer.streaming"] = True  # server.py: a phone gone ends it at once
    response = Response(stream_with_context(events()), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Accel-Buffering"] = "no"
    if gzip:
        response.headers["Content-Encoding"] = "gzip"
    response.vary.add("Accept-Encoding")
    return response


@bp.get("/api/v1/tables/<key>/stream")
def table_stream(key: str) -> Response:
    page = request.args.get("page")
    if page:
        from .parts import page_feed
        return stream_response(key, lambda record: page_feed(record, page))
    return stream_response(key, JsonFeed)

