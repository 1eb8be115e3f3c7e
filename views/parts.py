"""A live page in parts: what a change sends to the phones watching a table.

The table page and the scoreboard are made of named blocks (``status``, ``players``, ``pad``,
``actions``...), each one element with an id. A change is sent as the parts whose markup
changed, and the history as lines (``h-<seq>``) added, changed or dropped, never the evening:
a bet sends the players, the pot and one history line. The phone (``static/live.js``) morphs
each part into place, so what a player is entering in a form (tapped cards, typed text, an
open section) is kept through it.

A page's parts are rendered once per change for each audience (a language, and on the table
page the scorekeeper the phone is), whatever the number of phones: :class:`PartsCache`.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

from flask import current_app, request
from markupsafe import escape

from referee.games import GAMES
from scorebook import store
from scorebook.replay import status
from scorebook.state import State

from .cards import use_faces
from .club.at_table import event_mark, event_of, event_seat
from .context import keeper_cookie, table_context
from .reader import Reader, reading
from .render import render_blocks
from .sse import sse

LINE = re.compile(r'<li id="(h-\d+)"[^>]*>.*?</li>', re.S)
LIST_BODY = re.compile(r'(<ol\b[^>]*\sid="history-list"[^>]*>)\s*(</ol>)')
ELEMENT_ID = re.compile(r'\s*<[a-zA-Z]+\b[^>]*?\sid="([^"]+)"')


@dataclass(frozen=True)
class Page:
    """A live page: its template, its parts (block names, in page order), the block whose
    ``<li>`` lines are sent one by one, how its context is made, and what about the reader
    changes the parts besides their language."""

    template: str
    parts: tuple[str, ...]
    lines: str | None
    context: Callable[[Any, Any], dict[str, Any]]
    """The template's context for a subject and its state (a table's record and state; an
    event's record and room)."""
    audience: Callable[[], str] = lambda: ""
    nested: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Parts inside a part (the forms of the actions panel): the outer one is sent with an
    empty placeholder for each, so a change to one form does not send them all."""


@dataclass(frozen=True)
class Render:
    """A page's parts at one seq, for one audience."""

    seq: int
    parts: dict[str, str]
    """Element id → markup, in page order (the lines' block without its lines)."""
    lines: dict[str, str]
    """History line id → markup, newest first."""
    holder: str | None = None
    """The id of the part the lines are in."""
    mark: str = ""
    """What the parts show of the table's event (:attr:`views.club.at_table.AtTable.mark`):
    a round's table page changes when its event moves (the next round drawn), at the same
    seq; "" for a table of no event."""


def keeper_cookie_value(args: dict[str, Any]) -> str:
    return request.cookies.get(keeper_cookie(str(args.get("key", ""))), "")[:2]


def _table_context(record: store.TableRecord, state: State) -> dict[str, Any]:
    return table_context(record, state)


def board_context(record: store.TableRecord, state: State, tv: bool = False) -> dict[str, Any]:
    """The scoreboard's context (its page, its parts): the table, and its event if it is a
    round's (:mod:`views.club.at_table`), whose guide cards lead to the scoreboards of the
    next round's tables."""
    use_faces(GAMES[record.setup.game], state.options)
    return {"record": record, "state": state, "info": GAMES[record.setup.game],
            "outcome": status(state), "tv": tv, "at_event": event_of(record, state, False)}


BOARD_PARTS = ("sb_event", "sb_status", "sb_target", "sb_gameover", "sb_pot", "sb_players",
               "sb_keepers", "sb_gameboard", "sb_out", "sb_last", "sb_draw", "sb_pad")


PAGES = {
    "table": Page("table.html", ("event", "status", "players", "pot", "keepers", "gameboard",
                                 "gameover", "pad", "notices", "ruling", "actions", "deal",
                                 "game_actions", "more_actions", "history"),
                  "history", _table_context,
                  audience=lambda: keeper_cookie_value(request.view_args or {}),
                  nested=(("actions", ("deal", "game_actions", "more_actions")),)),
    "board": Page("scoreboard.html", BOARD_PARTS, None, board_context),
    "tv": Page("scoreboard.html", BOARD_PARTS, None,
               lambda record, state: board_context(record, state, tv=True)),
}
"""A table's live pages by the name their stream asks for (``?page=``): the table page (the
edit link), the scoreboard and the scoreboard in TV mode (the view link)."""


def render(page: Page, subject: Any, state: Any, reader: Reader,
           extra: dict[str, Any] | None = None, seq: int | None = None) -> Render:
    """The page's parts for this state as ``reader`` reads them (``extra``: what only the phone
    that acted sees, an error in place or an undo to confirm), at ``seq`` (the table's own by
    default). The one way a live page's parts are rendered, for any page of any subject."""
    with reading(reader):
        return _render(page, subject, state, extra, state.seq if seq is None else seq)


def _render(page: Page, subject: Any, state: Any, extra: dict[str, Any] | None,
            seq: int) -> Render:
    context = page.context(subject, state)
    context.update(extra or {})
    context["live"] = True
    blocks = render_blocks(page.template, page.parts, **context)
    for outer, inner in page.nested:
        for name in inner:
            markup = blocks[name]
            if markup in blocks[outer]:
                found = ELEMENT_ID.match(markup)
                blocks[outer] = blocks[outer].replace(
                    markup, f'<div id="{found.group(1) if found else name}" data-kz-part></div>',
                    1)
            else:
                del blocks[name]  # not on the page now (the panel is gone at the game's end)
    parts: dict[str, str] = {}
    lines: dict[str, str] = {}
    holder = None
    for name, markup in blocks.items():
        found_id = ELEMENT_ID.match(markup)
        if found_id is None:
            raise ValueError(f"{page.template}: block {name} has no element with an id")
        if name == page.lines:
            holder = found_id.group(1)
            for found in LINE.finditer(markup):
                lines[found.group(1)] = found.group(0)
            # the frame without its lines (nor the space between them): the same whatever
            # the number of lines, so a new line does not send the frame again
            markup = LIST_BODY.sub(r"\1\2", LINE.sub("", markup))
        parts[found_id.group(1)] = markup.strip()
    return Render(seq, parts, lines, holder, getattr(context.get("at_event"), "mark", ""))


def delta(before: Render | None, after: Render, lines_into: str = "history-list") -> str:
    """What turns a page showing ``before`` into ``after``: the changed parts whole, the lines
    one by one; everything when ``before`` is None (a phone that is too far behind)."""
    out = [f'<div data-kz-seq="{after.seq}" data-kz-base="{before.seq if before else -1}"'
           f' data-kz-mark="{escape(after.mark)}">']
    for element, markup in after.parts.items():
        if before is None or before.parts.get(element) != markup:
            out.append(markup)
    if before is not None and after.holder and \
            before.parts.get(after.holder) == after.parts.get(after.holder):
        added = [line for key, line in after.lines.items() if key not in before.lines]
        if added:
            out.append(f'<template data-kz-prepend="{lines_into}">{"".join(added)}</template>')
        out.extend(markup for key, markup in after.lines.items()
                   if key in before.lines and before.lines[key] != markup)
        out.extend(f'<template data-kz-remove="{escape(key)}"></template>'
                   for key in before.lines if key not in after.lines)
    elif after.lines:
        out.append(f'<template data-kz-fill="{lines_into}">{"".join(after.lines.values())}'
                   '</template>')
    out.append("</div>")
    return "".join(out)


class PartsCache:
    """The last renders of each (table, page, audience), and the deltas between them: after a
    change, every phone watching the table asks for the same delta, made once."""

    def __init__(self, renders: int = 3, deltas: int = 2048) -> None:
        self._renders: dict[tuple[str, ...], list[Render]] = {}
        self._deltas: OrderedDict[tuple[Any, ...], str] = OrderedDict()
        self._keep = renders
        self._delta_size = deltas
        self._lock = threading.Lock()
        self._making: dict[tuple[Any, ...], threading.Event] = {}

    def render(self, key: tuple[str, ...], seq: int, mark: str = "") -> Render | None:
        with self._lock:
            return next((r for r in self._renders.get(key, ())
                         if r.seq == seq and r.mark == mark), None)

    def made(self, key: tuple[str, ...], seq: int, mark: str,
             make: Callable[[], Render]) -> Render:
        """The render at ``seq`` (and ``mark``), made once however many streams ask together:
        a rendering reads the database (a round's table's event) and so lets the other
        streams of the change run meanwhile, which would each render it again (2,000 phones
        on 40 tables: an action took 1.9 s instead of 8 ms). The others wait for it."""
        ident = (*key, seq, mark)
        with self._lock:
            making = self._making.get(ident)
            mine = making is None
            if mine:
                making = self._making[ident] = threading.Event()
        if not mine:
            making.wait(5)
            found = self.render(key, seq, mark)
            if found is not None:
                return found
        try:
            now = make()
            self.keep(key, now)
            return now
        finally:
            if mine:
                with self._lock:
                    self._making.pop(ident, None)
                making.set()

    def keep(self, key: tuple[str, ...], made: Render) -> None:
        with self._lock:
            kept = [r for r in self._renders.get(key, ())
                    if (r.seq, r.mark) != (made.seq, made.mark)]
            self._renders[key] = (kept + [made])[-self._keep:]
            while len(self._renders) > 4096:
                self._renders.pop(next(iter(self._renders)))

    def delta(self, key: tuple[Any, ...]) -> str | None:
        with self._lock:
            return self._deltas.get(key)

    def keep_delta(self, key: tuple[Any, ...], text: str) -> None:
        with self._lock:
            self._deltas[key] = text
            while len(self._deltas) > self._delta_size:
                self._deltas.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._renders.clear()
            self._deltas.clear()


def cache() -> PartsCache:
    return current_app.extensions["kibitzer.regions"]


def reader_of(page_name: str) -> Reader:
    """Who this request's phone is to ``page_name``: its language, and what else about it
    changes the page (the scorekeeper it is, on the table page)."""
    return Reader.of_request(PAGES[page_name].audience())


def change_since(page_name: str, record: store.TableRecord, state: State, after: int,
                 reader: Reader, after_mark: str = "", mark: str = "") -> str:
    """The delta from the page at ``after`` (showing the event at ``after_mark``) to ``state``
    (and the event at ``mark``) for ``reader`` (the whole page when the parts at ``after`` are
    no longer kept)."""
    page = PAGES[page_name]
    key = (record.edit_key, page_name, reader.language, reader.audience)
    cached = cache().delta((*key, after, after_mark, state.seq, mark))
    if cached is not None:
        return cached
    now = cache().render(key, state.seq, mark)
    if now is None:
        now = cache().made(key, state.seq, mark, lambda: render(page, record, state, reader))
    text = delta(cache().render(key, after, after_mark) if after >= 0 else None, now)
    cache().keep_delta((*key, after, after_mark, state.seq, now.mark), text)
    return text


def whole(page_name: str, record: store.TableRecord, state: State,
          extra: dict[str, Any] | None = None) -> str:
    """Every part of the page, as this request's phone sees it (its error in place, its undo
    to confirm)."""
    return delta(None, render(PAGES[page_name], record, state, reader_of(page_name), extra))


class PageFeed:
    """A page's stream: each change as the delta since what the phone has, for its reader
    (taken from the request that opened the stream)."""

    def __init__(self, record: store.TableRecord, page: str) -> None:
        self.record = record
        self.page = page
        self.reader = reader_of(page)
        self.seat = event_seat(record)
        """The event the table was set out by (None: a table of no event)."""
        self.shown = (request.args.get("mark") or "")[:20]
        """What the phone's page shows of the event (its mark)."""

    def mark(self) -> str:
        """The event's mark now ("" for a table of no event)."""
        return event_mark(self.seat) if self.seat is not None else ""

    def moved(self) -> bool:
        """The event moved since what this phone was sent (the next round drawn)."""
        return self.seat is not None and self.mark() != self.shown

    def events(self, state: State, after: int) -> str:
        base = after if after <= state.seq else -1
        mark = self.mark()
        text = change_since(self.page, self.record, state, base, self.reader, self.shown, mark)
        self.shown = mark
        return sse("change", state.seq, text)


def page_feed(record: store.TableRecord, page: str) -> Any:
    if page not in PAGES:
        from werkzeug.exceptions import NotFound
        raise NotFound()
    return PageFeed(record, page)
