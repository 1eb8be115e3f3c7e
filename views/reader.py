"""Who a page is rendered for, and the one way to render for them.

A page's words come from three places, each read at the moment it is rendered: Flask-Babel's
catalog (the page's own labels), the referee's messages (rulings, history lines, the status:
:mod:`referee.words`, a language of its own in a context variable) and the cards' faces (the
table's pack, lettered in the reader's language). A request sets all three as it starts
(``views.before``) and its teardown puts them back (``views.finish``).

A stream outlives its request: Flask runs the teardown as the view returns the streaming
response, before the first event is rendered. A stream that rendered with what the request had
set spoke Babel's words in the reader's language (``g`` lives on) and the referee's in English
(its context variable was reset): every screen but the one that acted turned English after the
first action. So nothing renders for a reader on what happens to be set: :func:`reading` sets
everything a rendering reads for one :class:`Reader`, and every live part, streamed, polled or
answered to an action, is rendered inside it.
"""

from __future__ import annotations

import functools
from contextlib import contextmanager
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, Iterator

from babel import Locale
from flask import g

from referee import words


@dataclass(frozen=True)
class Reader:
    """What about the person reading changes a page's parts: their language, and where the page
    shows more to some phones than to others, who they are (the scorekeeper a phone is)."""

    language: str
    audience: str = ""

    @classmethod
    def of_request(cls, audience: str = "") -> "Reader":
        """The reader of this request (its language as :func:`views.i18n.chosen` chose it)."""
        from .i18n import current
        return cls(current(), audience)


@contextmanager
def reading(reader: Reader) -> Iterator[None]:
    """Render inside this block for ``reader``: Babel's locale and catalog, the referee's
    language, and the faces of cards (with the game's side nouns) reset to canonical (the
    page's own context shows its table's, :func:`views.cards.use_faces`); all as they were
    afterwards."""
    ours = g._get_current_object()
    babel = babel_of(ours)
    kept = (ours.__dict__.get("language", MISSING), babel.__dict__.get("babel_locale", MISSING))
    faces, nouns, pack = words.faces_shown(), words.nouns_shown(), words.spoken.pack_shown()
    ours.language = reader.language
    babel.babel_locale = _locale(reader.language)
    words.showing(None)
    try:
        with words.speaking(reader.language):
            yield
    finally:
        words.showing(faces, nouns, pack)
        for holder, name, value in ((ours, "language", kept[0]),
                                    (babel, "babel_locale", kept[1])):
            if value is MISSING:
                holder.__dict__.pop(name, None)
            else:
                setattr(holder, name, value)


def babel_of(ours: Any) -> SimpleNamespace:
    """Where Flask-Babel (4.0, pinned) keeps this context's locale: what its ``force_locale``
    sets, without the lookups that made it cost a tenth of a stream's work at each change."""
    found = ours.__dict__.get("_flask_babel")
    if found is None:
        found = ours._flask_babel = SimpleNamespace()
    return found


MISSING = object()


@functools.cache
def _locale(code: str) -> Locale:
    """A language's locale, made once (Babel makes it afresh from its files, each time it is
    named by its code: a stream of 300 phones at every action did so 300 times)."""
    return Locale.parse(code)
