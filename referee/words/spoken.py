"""Who is being spoken to, and of what game: the three things a rendering reads about its
moment, each a context variable.

- the **language** (:func:`speaking`, :func:`set_language`): a web request sets the phone's,
  a stream its reader's (``views.reader.reading``);
- the **faces** the cards are shown with (:func:`showing`): a page sets its table's; the API
  keeps them canonical (None);
- the **game's own nouns** for its sides (:func:`showing` with ``nouns``): Mus, Truc and Tute
  players say "pareja", Burraco players "coppia", a Twenty-Five team of three is no pair. A
  game declares them (``Game.side_nouns``, each said in the game's context), a page or an
  answer about that game sets them, and an unnamed side is said with them;
- the **pack whose words are said** where the cards are shown canonically (``pack``): the API
  writes ``3S`` for Truc's three of swords, and its words are the Spanish pack's («espadas»,
  never «picas»).

They are context variables, not arguments, because a message is rendered where it is read (a
template's ``__html__``, the JSON encoder), far from the code that knows the reader.
"""

from __future__ import annotations

import contextvars
from contextlib import contextmanager
from typing import Any, Iterator, Mapping

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ca": "Català",
                             "it": "Italiano", "fr": "Français", "nl": "Nederlands",
                             "ru": "Русский", "sv": "Svenska"}
"""The languages Kibitzer speaks, each named in itself (for the switcher)."""
DEFAULT = "en"

Said = tuple  # (language, faces, nouns, pack)
PLAIN: Said = (DEFAULT, None, None, None)
"""English, canonical cards, the general nouns: what most of the referee's answers are said in.
Every context saying exactly that holds this very tuple, so a renderer knows it with one
lookup and an ``is``."""
_said: contextvars.ContextVar[Said] = contextvars.ContextVar("said", default=PLAIN)
"""The four in one variable: a rendering reads them all at once (reading them one by one was
a measurable part of an answer's JSON)."""


def _set(language: str, faces: Any, nouns: Mapping[str, str] | None, pack: Any) -> Said:
    said = (language, faces, nouns, pack)
    return PLAIN if said == PLAIN else said


def language() -> str:
    """The language being spoken now (``en`` unless :func:`speaking` says otherwise)."""
    return _said.get()[0]


def set_language(code: str) -> None:
    """Speak ``code`` from now on in this context (a web request sets it as it starts)."""
    _, faces, nouns, pack = _said.get()
    _said.set(_set(code if code in LANGUAGES else DEFAULT, faces, nouns, pack))


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the block."""
    _, faces, nouns, pack = _said.get()
    token = _said.set(_set(code if code in LANGUAGES else DEFAULT, faces, nouns, pack))
    try:
        yield
    finally:
        _said.reset(token)


def showing(faces: Any, nouns: Mapping[str, str] | None = None, pack: Any = None) -> None:
    """Show the cards in messages with these faces (a :class:`referee.faces.Faces`) from now on
    in this context: a page sets the table's; None (the API) keeps them canonical. ``nouns``:
    the game's own words for its sides, by the English noun they replace (``{"team {number}":
    "mus"}``: the context a catalog translates it in); None, the catalogs' general ones.
    ``pack``: the faces whose words (suits, cards in words) are said while the cards are shown
    canonically (the API's answer about a game of the Spanish pack); None, the French."""
    _said.set(_set(_said.get()[0], faces, nouns, pack))


def faces_shown() -> Any:
    """The faces cards are shown with now (None: canonical, ``QS``)."""
    return _said.get()[1]


def pack_said() -> Any:
    """The faces whose words are said now: the faces shown, or where the cards are shown
    canonically, the pack :func:`showing` named (None: French-suited words)."""
    said = _said.get()
    return said[1] if said[1] is not None else said[3]


def pack_shown() -> Any:
    """The pack :func:`showing` named for words said beside canonical cards (None: none)."""
    return _said.get()[3]


def nouns_shown() -> Mapping[str, str] | None:
    """The game's own nouns for its sides set with :func:`showing` (None: the general ones)."""
    return _said.get()[2]
