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

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

from flask import g
from flask_babel import force_locale

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
    language, and the faces of cards reset to canonical (the page's own context shows its
    table's, :func:`views.cards.use_faces`); all as they were afterwards."""
    before = g.get("language")
    faces = words.faces_shown()
    g.language = reader.language
    words.showing(None)
    try:
        with force_locale(reader.language), words.speaking(reader.language):
            yield
    finally:
        words.showing(faces)
        if before is None:
            g.pop("language", None)
        else:
            g.language = before
