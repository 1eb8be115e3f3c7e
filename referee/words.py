"""Rulings in the table's words and language: message templates with named parameters.

A ruling's explanation is a :class:`Message`: a template such as ``"{side} {scores|score}
{points}"`` and its parameters, kept apart until it is shown, so that

- the players and partnerships are named as the table knows them (``Ann & Carl``), through
  :class:`Names`, and only fall back to their position ("team 0") where no names are known;
- each reader gets it in their own language: the *template* is translated (the catalogs under
  ``translations/``, read with the standard library's :mod:`gettext`), never a finished
  English sentence, and the parameters are put in afterwards.

A :class:`Message` is a ``str`` whose value is its English rendering, so code and tests that
compare or search a ruling's words keep working; :meth:`Message.text` renders it in the
language being spoken (:func:`speaking`), and HTML templates call it through ``__html__``. The
web layer sets the language of each request from the phone's choice; the JSON encoder calls
:func:`localized` on what it answers.

Template syntax, on top of :meth:`str.format`'s ``{name}``:

- ``{wins|win}`` picks the verb by whether the subject (the first :class:`Seat` or
  :class:`Side` parameter) is one person or a partnership;
- a plural template (:func:`say_n`) picks its form by a count, with each language's own rule
  (Russian: 1 очко, 2 очка, 5 очков).
"""

from __future__ import annotations

import contextvars
import functools
import gettext as _gettext
import html
import re
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

from .elision import elide

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ca": "Català",
                             "it": "Italiano", "fr": "Français", "nl": "Nederlands",
                             "ru": "Русский", "sv": "Svenska"}
"""The languages Kibitzer speaks, each named in itself (for the switcher)."""
DEFAULT = "en"
CATALOGS = Path(__file__).resolve().parent.parent / "translations"
DOMAIN = "messages"

_language: contextvars.ContextVar[str] = contextvars.ContextVar("language", default=DEFAULT)
_faces: contextvars.ContextVar[Any] = contextvars.ContextVar("faces", default=None)


def language() -> str:
    """The language being spoken now (``en`` unless :func:`speaking` says otherwise)."""
    return _language.get()


def set_language(code: str) -> None:
    """Speak ``code`` from now on in this context (a web request sets it as it starts)."""
    _language.set(code if code in LANGUAGES else DEFAULT)


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the block."""
    token = _language.set(code if code in LANGUAGES else DEFAULT)
    try:
        yield
    finally:
        _language.reset(token)


def showing(faces: Any) -> None:
    """Show the cards in messages with these faces (a :class:`referee.faces.Faces`) from now on
    in this context: a page sets the table's; None (the API) keeps them canonical."""
    _faces.set(faces)


def faces_shown() -> Any:
    """The faces cards are shown with now (None: canonical, ``QS``)."""
    return _faces.get()


@functools.lru_cache(maxsize=None)
def translations(code: str) -> _gettext.NullTranslations:
    """The compiled catalog of a language; English (or a catalog not compiled): the
    templates as written."""
    if code == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, str(CATALOGS), [code], fallback=True)


def gettext(template: str) -> str:
    """A template in the language being spoken."""
    return translations(language()).gettext(template)


def ngettext(singular: str, plural: str, count: int) -> str:
    return translations(language()).ngettext(singular, plural, count)


def pgettext(context: str, template: str) -> str:
    """A template in the language being spoken, as said in ``context`` (Mus's "queen" is a
    caballo in Spanish; a French-suited queen is a reina)."""
    return translations(language()).pgettext(context, template)


# --- who is who ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """A player, by their seat (0 is the first in the order of play)."""

    index: int


@dataclass(frozen=True)
class Side:
    """A partnership (or a player playing alone, in a game of sides), by its number.
    Without names it is said as a "team", or as a "side" where the game says so (Kozel)."""

    index: int
    word: str = "team"


@dataclass(frozen=True)
class Hand:
    """A hand by its place in turn order from the mano (Mus: hand 0 is the mano's). Without a
    table it is said "hand 0"; a table that knows its dealer gives it the ``seat`` of the player
    who held it (:func:`hands_at_seats`), and it is said by that player's name. One person: it
    never makes a verb plural."""

    index: int
    seat: int | None = None


@dataclass(frozen=True)
class Names:
    """How one table calls its players and its sides. Empty: positions are used."""

    seats: tuple[str, ...] = ()
    sides: tuple[str, ...] = ()

    @classmethod
    def read(cls, raw: Any) -> "Names":
        """Names from a request (``{"names": ["Ann", "Boris", ...]}``), partners (seats i and
        i + 2 at four) joined with " & " for the sides. Anything else: no names."""
        if not isinstance(raw, (list, tuple)) or not 2 <= len(raw) <= 12 or not all(
                isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in raw):
            return cls()
        seats = tuple(" ".join(n.split()) for n in raw)
        sides = (f"{seats[0]} & {seats[2]}", f"{seats[1]} & {seats[3]}") \
            if len(seats) == 4 else ()
        return cls(seats, sides)

    def seat(self, index: int) -> str:
        if 0 <= index < len(self.seats):
            return self.seats[index]
        return gettext("player {number}").format(number=index)

    def side(self, index: int, word: str = "team") -> str:
        if 0 <= index < len(self.sides):
            return self.sides[index]
        if word == "side":
            return gettext("side {number}").format(number=index)
        return gettext("team {number}").format(number=index)

    def word(self, value: Any) -> Any:
        if isinstance(value, Seat):
            return self.seat(value.index)
        if isinstance(value, Hand):
            if value.seat is not None and 0 <= value.seat < len(self.seats):
                return self.seats[value.seat]
            return gettext("hand {number}").format(number=value.index)
        if isinstance(value, Side):
            return self.side(value.index, value.word)
        if isinstance(value, Message):
            return value.with_names(self).text() if not value.names.seats else value.text()
        if isinstance(value, (list, tuple)):
            return " ".join(str(self.word(v)) for v in value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value  # formatted by the template ({points:+d})
        if hasattr(value, "read_by"):
            return value.read_by(_faces.get())  # cards, with the table's faces
        return str(value)

    def knows(self, value: Seat | Side | Hand) -> bool:
        """Whether this table has a name for the player or side (else its position is said)."""
        if isinstance(value, Hand):
            return value.seat is not None and 0 <= value.seat < len(self.seats)
        if isinstance(value, Seat):
            return 0 <= value.index < len(self.seats)
        return 0 <= value.index < len(self.sides)

    def many(self, value: Any) -> bool:
        """Whether a parameter names more than one person (a partnership), for the verb."""
        return isinstance(value, Side) and " & " in self.side(value.index)


# --- messages --------------------------------------------------------------------------------


VERB = re.compile(r"\{([^{}|:]*)\|([^{}|]*)\}")


class Message(str):
    """A template and its parameters. Its ``str`` value is the English rendering (with the
    names it was given); :meth:`text` renders it in the language being spoken."""

    template: str
    params: Mapping[str, Any]
    plural: str | None
    count: str | None
    names: Names
    context: str | None

    def __new__(cls, template: str, params: Mapping[str, Any] | None = None,
                plural: str | None = None, count: str | None = None,
                names: Names = Names(), context: str | None = None) -> "Message":
        params = dict(params or {})
        faces = _faces.set(None)  # the value is canonical: the API's and the tests'
        try:
            with speaking(DEFAULT):
                value = _render(template, params, plural, count, names, context)
        finally:
            _faces.reset(faces)
        made = super().__new__(cls, value)
        made.template, made.params, made.plural, made.count, made.names, made.context = (
            template, params, plural, count, names, context)
        return made

    def __reduce__(self) -> Any:
        return (Message, (self.template, self.params, self.plural, self.count, self.names,
                          self.context))

    def __deepcopy__(self, memo: Any) -> "Message":
        return self  # never changed once made

    def text(self) -> str:
        """The message in the language being spoken."""
        if language() == DEFAULT and _faces.get() is None:
            return str.__str__(self)
        return _render(self.template, self.params, self.plural, self.count, self.names,
                       self.context)

    def __html__(self) -> str:
        # escaped as Jinja escapes a str (markupsafe: &#39; and &#34;)
        return html.escape(self.text(), quote=False).replace("'", "&#39;").replace('"', "&#34;")

    def with_names(self, names: Names) -> "Message":
        """The same message, naming the players and sides as this table does."""
        return Message(self.template, self.params, self.plural, self.count, names, self.context)

    def __add__(self, other: Any) -> Any:
        if isinstance(other, str):
            return join(self, other, sep="")
        return NotImplemented

    def __radd__(self, other: Any) -> Any:
        if isinstance(other, str):
            return join(other, self, sep="")
        return NotImplemented


def _render(template: str, params: Mapping[str, Any], plural: str | None, count: str | None,
            names: Names, context: str | None = None) -> str:
    if plural is not None and count is not None:
        chosen = ngettext(template, plural, int(params[count]))
    elif context is not None:
        chosen = pgettext(context, template)
    else:
        chosen = gettext(template) if template else template
    subject = next((v for v in params.values() if isinstance(v, (Seat, Side))), None)
    many = subject is not None and names.many(subject)
    chosen = VERB.sub(lambda m: m.group(2) if many else m.group(1), chosen)
    words = {k: number(v) if _plain_int(v) and _bare(chosen, k) else names.word(v)
             for k, v in params.items()}
    if language() == "fr" and ("de {" in chosen or "que {" in chosen):
        chosen = elide(chosen, words)
    first = FIRST.match(chosen)
    if first and chosen.rstrip().endswith((".", "!", "?")) \
            and isinstance(params.get(first.group(1)), (Seat, Side, Hand)) \
            and not names.knows(params[first.group(1)]):
        said = str(words[first.group(1)])
        words[first.group(1)] = said[:1].upper() + said[1:]  # "Player 2 deals", unnamed
    return chosen.format(**words)


GROUPING = {"en": ",", "es": ".", "ca": ".", "it": ".", "nl": ".", "fr": "\u202f",
            "ru": "\u00a0", "sv": "\u00a0"}
"""Each language's thousands separator (French a narrow no-break space, Russian and Swedish a
no-break space)."""


def number(value: int) -> str:
    """A whole number as the language being spoken writes it: grouped by thousands from
    10 000 on (four digits stay together, as Spanish writes them and English may)."""
    if abs(value) < 10000:
        return str(value)
    grouped = f"{abs(value):,}".replace(",", GROUPING.get(language(), ","))
    return ("-" if value < 0 else "") + grouped


def _plain_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _bare(template: str, name: str) -> bool:
    """Whether a parameter is said as it is (``{points}``), not with a format (``{points:+d}``)."""
    return "{" + name + ":" not in template and "{" + name + "!" not in template


FIRST = re.compile(r"\{([a-z_]+)\}")
"""A template opening with a parameter: in a sentence (a template ending with a full stop; an
error's clause does not), a position said there starts it with a capital."""


def say(template: str, **params: Any) -> Message:
    """A message: ``say("{seat} {wins|win} with {card}", seat=Seat(1), card=card)``."""
    return Message(template, params)


def said(text: str) -> Message:
    """Words a game gives (a label, what a field must be): a :class:`Message` (or
    :class:`Verbatim` words) as it is, a plain template said in the reader's language (mark
    its literal with ``N_`` where it is written)."""
    return text if isinstance(text, (Message, Verbatim)) else say(text)  # type: ignore[return-value]


def say_in(context: str, template: str, **params: Any) -> Message:
    """A message whose words depend on the game it is said in: ``say_in("mus", "queen")``."""
    return Message(template, params, context=context)


def N_(template: str) -> str:
    """Marks a template for extraction where it is chosen before it is said (a table of
    templates, one per suit or per card place); :func:`say` translates it then."""
    return template


def say_n(singular: str, plural: str, count: int, **params: Any) -> Message:
    """A message with a plural form chosen by ``count`` (given to the template as ``n``):
    ``say_n("{n} point", "{n} points", 3)``."""
    return Message(singular, params | {"n": count}, plural, "n")


def join(*parts: Any, sep: str = " ") -> Message:
    """Messages (and plain words) side by side, each translated on its own."""
    params = {f"p{i}": part if isinstance(part, (Message, Seat, Side, Hand))
              or hasattr(part, "read_by") else Verbatim(str(part))
              for i, part in enumerate(parts) if part != ""}
    return Message(sep.join("{" + name + "}" for name in params), params)


def listing(items: Any, either: bool = False) -> Message:
    """Things in a list, the last joined by "and" ("AS, KS and QS"), or by "or" when
    ``either``; each said on its own."""
    items = list(items)
    if len(items) < 2:
        return join(*items)
    if either:
        return say("{items} or {last}", items=join(*items[:-1], sep=", "), last=items[-1])
    return say("{items} and {last}", items=join(*items[:-1], sep=", "), last=items[-1])


class Verbatim(str):
    """Words given as they are (a name typed at the table, a rendered card): never looked up
    in a catalog."""


def remap(message: Any, change: Callable[[Any], Any]) -> Any:
    """The same message with each parameter (in nested messages too) put through ``change``;
    anything not a message as it is."""
    if not isinstance(message, Message):
        return message
    params = {k: remap(v, change) if isinstance(v, Message) else change(v)
              for k, v in message.params.items()}
    return Message(message.template, params, message.plural, message.count, message.names,
                   message.context)


def swap_sides(message: Message) -> Message:
    """The same message with sides 0 and 1 exchanged (a game that rules from the mano's side
    and answers in the table's)."""
    return remap(message, lambda v: Side(1 - v.index, v.word)
                 if isinstance(v, Side) and v.index in (0, 1) else v)


def hands_at_seats(message: Any, mano: int, players: int = 4) -> Any:
    """The same message with each :class:`Hand` given the seat that held it, the mano at seat
    ``mano`` and the others after in turn (a table that knows its dealer)."""
    return remap(message, lambda v: Hand(v.index, (mano + v.index) % players)
                 if isinstance(v, Hand) else v)


def localized(value: Any) -> Any:
    """A JSON-shaped value with every :class:`Message` in it rendered in the language being
    spoken (for the API's answers); the rest unchanged."""
    if isinstance(value, Message):
        return value.text()
    if isinstance(value, dict):
        return {k: localized(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [localized(v) for v in value]
    return value
