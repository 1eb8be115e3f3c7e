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
import keyword
import re
import string
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

    def __init__(self, index: int) -> None:
        # as the frozen dataclass's own, without its object.__setattr__ (a ruling makes many)
        self.__dict__["index"] = index

    def __format__(self, spec: str) -> str:
        # by position in English, as a message without a table says it
        said = _english_position(N_("player {number}"), self.index)
        return said if not spec else format(said, spec)


@dataclass(frozen=True)
class Side:
    """A partnership (or a player playing alone, in a game of sides), by its number.
    Without names it is said as a "team", or as a "side" where the game says so (Kozel)."""

    index: int
    word: str = "team"

    def __init__(self, index: int, word: str = "team") -> None:
        fields = self.__dict__
        fields["index"], fields["word"] = index, word

    def __format__(self, spec: str) -> str:
        said = _english_position(N_("side {number}") if self.word == "side" else
                                 N_("team {number}"), self.index)
        return said if not spec else format(said, spec)


SEAT_AT = tuple(Seat(i) for i in range(12))
"""Seats 0 to 11, made once: a seat is a value, and a calculator saying one a line took
longer making the seat than saying the line."""
TEAM_AT = tuple(Side(i) for i in range(12))
"""Teams 0 to 11, likewise."""


@dataclass(frozen=True)
class Hand:
    """A hand by its place in turn order from the mano (Mus: hand 0 is the mano's). Without a
    table it is said "hand 0"; a table that knows its dealer gives it the ``seat`` of the player
    who held it (:func:`hands_at_seats`), and it is said by that player's name. One person: it
    never makes a verb plural."""

    index: int
    seat: int | None = None

    def __init__(self, index: int, seat: int | None = None) -> None:
        fields = self.__dict__
        fields["index"], fields["seat"] = index, seat

    def __format__(self, spec: str) -> str:
        said = _english_position(N_("hand {number}"), self.index)
        return said if not spec else format(said, spec)


@dataclass(frozen=True)
class Play:
    """A play of a trick by its place from the lead (0 led it). A table that knows who led
    lists its players in playing order (:func:`scorebook.naming.table_names` with the leader)
    and names the one who made it; without names it is "first player", "second player" …, as
    the referee page labels the plays. One person: it never makes a verb plural."""

    index: int

    def __format__(self, spec: str) -> str:
        return format(_ordinal(DEFAULT, self.index), spec)


def _ordinal(code: str | None, index: int) -> str:
    """A play said by its place ("second player") in the language ``code``."""
    if 0 <= index < len(ORDINALS):
        return _said_in(code, ORDINALS[index])
    return _said_in(code, N_("player {number}")).format(number=index)


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

    def seat(self, index: int, code: str | None = None) -> str:
        if 0 <= index < len(self.seats):
            return self.seats[index]
        return _said_in(code, N_("player {number}")).format(number=index)

    def side(self, index: int, word: str = "team", code: str | None = None) -> str:
        if 0 <= index < len(self.sides):
            return self.sides[index]
        if word == "side":
            return _said_in(code, N_("side {number}")).format(number=index)
        return _said_in(code, N_("team {number}")).format(number=index)

    def word(self, value: Any, code: str | None = None, faces: Any = None) -> Any:
        """A parameter as said in the language ``code`` with the cards' ``faces`` (the language
        being spoken and its faces if ``code`` is None)."""
        if code is None:
            code, faces = language(), _faces.get()
        if isinstance(value, Message):
            named = value.with_names(self) if not value.names.seats and (
                self.seats or self.sides) else value
            return named.__str__() if code == DEFAULT and faces is None \
                else named.render(code, faces)
        if hasattr(value, "read_by"):  # cards, with the table's faces
            if code == _language.get():
                return value.read_by(faces)
            # cards read their words and letters in the language being spoken: make it ``code``
            said = _language.set(code)
            try:
                return value.read_by(faces)
            finally:
                _language.reset(said)
        if isinstance(value, str):
            return value
        if isinstance(value, Seat):
            return self.seat(value.index, code)
        if isinstance(value, Hand):
            if value.seat is not None and 0 <= value.seat < len(self.seats):
                return self.seats[value.seat]
            return _said_in(code, N_("hand {number}")).format(number=value.index)
        if isinstance(value, Play):
            if 0 <= value.index < len(self.seats):
                return self.seats[value.index]
            return _ordinal(code, value.index)
        if isinstance(value, Side):
            return self.side(value.index, value.word, code)
        if isinstance(value, (list, tuple)):
            return " ".join(str(self.word(v, code, faces)) for v in value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value  # formatted by the template ({points:+d})
        return str(value)

    def knows(self, value: Seat | Side | Hand | Play) -> bool:
        """Whether this table has a name for the player or side (else its position is said)."""
        if isinstance(value, Hand):
            return value.seat is not None and 0 <= value.seat < len(self.seats)
        if isinstance(value, (Seat, Play)):
            return 0 <= value.index < len(self.seats)
        return 0 <= value.index < len(self.sides)

    def many(self, value: Any, code: str | None = None) -> bool:
        """Whether a parameter names more than one person (a partnership), for the verb."""
        return isinstance(value, Side) and " & " in self.side(value.index, code=code)


def _said_in(code: str | None, template: str) -> str:
    """A template in the language ``code`` (the one being spoken if None)."""
    if code is None:
        return gettext(template)
    return template if code == DEFAULT else translations(code).gettext(template)


# --- messages --------------------------------------------------------------------------------


VERB = re.compile(r"\{([^{}|:]*)\|([^{}|]*)\}")


class Message:
    """A template and its parameters, rendered only when someone reads it.

    It behaves as its English rendering (with the names it was given): ``str(message)``,
    comparison and hashing with a ``str``, ``in``, ``len``, slicing, f-strings and every ``str``
    method go through that rendering, made on first use and kept. :meth:`text` renders it in the
    language being spoken. Making one costs no rendering: a calculator says many things
    (every hand of a showdown described, each step of a count) of which a reader sees few.

    It is not a ``str`` subclass (a ``str``'s value is fixed when it is made, which is what made
    every ruling render all its words as it was computed): where a plain ``str`` is needed
    (``", ".join``, a regular expression, ``json.dumps``), take ``str(message)`` in English or
    :meth:`text` in the reader's language (:func:`localized` does it for JSON-shaped answers)."""

    template: str
    params: Mapping[str, Any]
    # what most messages are, so that making one sets only its template and parameters
    plural: str | None = None
    count: str | None = None
    names: Names = Names()
    context: str | None = None
    _english: str | None = None
    """The English rendering, once made."""

    def __init__(self, template: str, params: Mapping[str, Any] | None = None,
                 plural: str | None = None, count: str | None = None,
                 names: Names | None = None, context: str | None = None) -> None:
        self.template = template
        self.params = dict(params) if params else {}
        if plural is not None:
            self.plural, self.count = plural, count
        if names is not None and names != NO_NAMES:
            self.names = names
        if context is not None:
            self.context = context

    def __reduce__(self) -> Any:
        return (Message, (self.template, self.params, self.plural, self.count, self.names,
                          self.context))

    def __copy__(self) -> "Message":
        return self  # never changed once made

    def __deepcopy__(self, memo: Any) -> "Message":
        return self

    def __str__(self) -> str:
        english = self._english
        if english is None:
            if self.names is NO_NAMES and self.context is None:
                # the referee's answers in English, most of them: needs no context
                plural = self.plural
                chosen = self.template if plural is None or self.count is None or \
                    int(self.params[self.count]) == 1 else plural
                render = _ENGLISH.get(chosen) or _english(chosen)
                if render:
                    english = render(self.params)
                    if english is not None:
                        self._english = english
                        return english
            if _language.get() == DEFAULT and _faces.get() is None:
                english = _render(self.template, self.params, self.plural, self.count,
                                  self.names, self.context, DEFAULT, None)
            else:  # canonical, whatever a page speaks: cards read their words as spoken
                said, shown = _language.set(DEFAULT), _faces.set(None)
                try:
                    english = _render(self.template, self.params, self.plural, self.count,
                                      self.names, self.context, DEFAULT, None)
                finally:
                    _faces.reset(shown)
                    _language.reset(said)
            self._english = english
        return english

    def render(self, code: str, faces: Any = None) -> str:
        """The message in the language ``code`` (the one being spoken), cards with ``faces``."""
        return _render(self.template, self.params, self.plural, self.count, self.names,
                       self.context, code, faces)

    def text(self) -> str:
        """The message in the language being spoken, with the cards' faces shown now."""
        code, faces = _language.get(), _faces.get()
        if code == DEFAULT and faces is None:
            return self.__str__()
        return self.render(code, faces)

    def __html__(self) -> str:
        # escaped as Jinja escapes a str (markupsafe: &#39; and &#34;)
        return html.escape(self.text(), quote=False).replace("'", "&#39;").replace('"', "&#34;")

    def with_names(self, names: Names) -> "Message":
        """The same message, naming the players and sides as this table does."""
        return Message(self.template, self.params, self.plural, self.count, names, self.context)

    # As its English str.

    def __repr__(self) -> str:
        return repr(self.__str__())

    def __format__(self, spec: str) -> str:
        english = self._english
        if english is None:
            english = self.__str__()
        return english if not spec else format(english, spec)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() == str(other)
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() != str(other)
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() < str(other)
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() <= str(other)
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() > str(other)
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, (str, Message)):
            return self.__str__() >= str(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.__str__())  # a str of the same words finds it in a dict

    def __bool__(self) -> bool:
        return bool(self.__str__())

    def __len__(self) -> int:
        return len(self.__str__())

    def __iter__(self) -> Iterator[str]:
        return iter(self.__str__())

    def __getitem__(self, index: Any) -> str:
        return self.__str__()[index]

    def __contains__(self, part: object) -> bool:
        return str(part) in self.__str__()

    def __getattr__(self, name: str) -> Any:
        # str's methods (startswith, lower, split...) on the English words; attributes not yet
        # set (while unpickling) are not str's
        if name.startswith("_") or name in ("template", "params"):
            raise AttributeError(name)
        return getattr(self.__str__(), name)

    def __add__(self, other: Any) -> Any:
        if isinstance(other, (str, Message)):
            return join(self, other, sep="")
        return NotImplemented

    def __radd__(self, other: Any) -> Any:
        if isinstance(other, str):
            return join(other, self, sep="")
        return NotImplemented


NO_NAMES = Message.names
"""A message said without a table: positions for players and sides."""


@functools.lru_cache(maxsize=4096)
def _shape(chosen: str) -> tuple[bool, str | None, frozenset[str]]:
    """What rendering needs to know of a template, worked out once: whether it has a verb to
    agree (``{wins|win}``), the parameter opening a sentence (capitalised when said as a
    position), and the parameters said with a format (``{points:+d}``: not grouped)."""
    verb = "|" in chosen and VERB.search(chosen) is not None
    first = FIRST.match(chosen)
    opening = first.group(1) if first and chosen.rstrip().endswith((".", "!", "?")) else None
    formatted = frozenset(re.findall(r"\{([a-z_0-9]+)[:!]", chosen))
    return verb, opening, formatted


@functools.lru_cache(maxsize=4096)
def _agreed(chosen: str, many: bool) -> str:
    """A template with its verbs agreeing with one person or a partnership."""
    return VERB.sub(lambda m: m.group(2) if many else m.group(1), chosen)


def _position(code: str, template: str, index: int) -> str:
    """A player or side said by position ("player 2") in the language ``code`` (not cached:
    a catalog lookup is cheap, and a cache keyed by the language alone would outlive its
    catalog, a test's stand-in language among them)."""
    return _said_in(code, template).format(number=index)


_ENGLISH_POSITIONS: dict[str, dict[int, str]] = {}
"""Positions as English says them ("player 2"), by template and number: English is the
template itself, so no catalog can change them."""


def _english_position(template: str, index: int) -> str:
    known = _ENGLISH_POSITIONS.get(template)
    if known is None:
        known = _ENGLISH_POSITIONS[template] = {}
    said = known.get(index)
    if said is None:
        said = template.format(number=index)
        if -1000 < index < 1000:  # (a seat number is small; keep the cache so)
            known[index] = said
    return said


_ENGLISH: dict[str, Any] = {}
"""Each template's English renderer (:func:`_compile_english`), or False where it has none."""
_FORMATTER = string.Formatter()


def _english(chosen: str) -> Any:
    """The renderer of a template as English says it without a table's names (or False)."""
    made = _ENGLISH.get(chosen)
    if made is None:
        if len(_ENGLISH) > 8192:  # templates come from the code; this is only a bound
            _ENGLISH.clear()
        made = _ENGLISH[chosen] = _compile_english(chosen) or False
    return made


def _compile_english(chosen: str) -> Callable[[Mapping[str, Any]], str | None] | None:
    """A function saying ``chosen`` in English without a table's names, as an f-string
    compiled once: ``str.format`` reads its template again at every call, which was most of
    the cost of a sentence. It answers None when a parameter needs more than its own format (a
    number grouped by thousands, a card, a list): :func:`_render` then says it. None when the
    template is not made of named fields alone."""
    verb, opening, formatted = _shape(chosen)
    if verb:
        chosen = _agreed(chosen, False)
    try:
        pieces = list(_FORMATTER.parse(chosen))
    except ValueError:
        return None
    parts: list[str] = []
    names: dict[str, str] = {}
    for literal, name, spec, conversion in pieces:
        if literal:
            parts.append("f" + repr(literal.replace("{", "{{").replace("}", "}}")))
        if name is None:
            continue
        if not name.isidentifier() or keyword.iskeyword(name) or any(
                c in (spec or "") for c in "{}'\"\\\n") or conversion not in (None, "r", "s", "a"):
            return None
        var = names.setdefault(name, f"v{len(names)}")
        if name == opening and not parts:  # the sentence's first word: its capital, if any
            var = "o"
        parts.append("f" + repr("{" + var + (f"!{conversion}" if conversion else "") +
                                (f":{spec}" if spec else "") + "}"))
    lines = ["def render(p):"]
    for name, var in names.items():
        lines.append(f"    {var} = p[{name!r}]")
        lines.append(f"    t = type({var})")
        if name in formatted:  # said with its format: a number is not grouped
            lines.append(f"    if t is not int and t not in SELF and not isinstance({var}, str):")
            lines.append("        return None")
        else:
            lines.append("    if t is int:")
            lines.append(f"        if not -10000 < {var} < 10000:")
            lines.append("            return None")
            lines.append("    elif t is Message:")  # its words, made once and kept
            lines.append(f"        {var} = {var}._english or {var}.__str__()")
            lines.append("    elif t is Seat:")  # the commonest: "player 2" looked up
            lines.append(f"        {var} = SEATS.get({var}.index) or format({var})")
            lines.append("    elif t is Side:")
            lines.append(f"        {var} = (TEAMS if {var}.word == 'team' else SIDES if "
                         f"{var}.word == 'side' else NONE).get({var}.index) or format({var})")
            lines.append(f"    elif t not in SELF and not isinstance({var}, str):")
            lines.append("        return None")
        if name == opening:  # a position opening a sentence, unnamed: "Player 2 deals."
            # Only that mention ("o"): a later one keeps its lower case ("… and player 2
            # wins"). A seat's or a team's words are a str by now: their capitals looked up.
            lines.append("    if t is Seat or t is Side:")
            lines.append(f"        o = CAPITALS.get({var}) or capitalized({var})")
            lines.append("    elif t in POSITIONS:")
            lines.append(f"        o = capital(format({var}))")
            lines.append(f"    elif t is Message and opens(p[{name!r}]):")  # a list of sides
            lines.append(f"        o = capital({var})")
            lines.append("    else:")
            lines.append(f"        o = {var}")
    lines.append("    return " + (" ".join(parts) if parts else "''"))
    space: dict[str, Any] = {"SELF": _SELF_SAID, "POSITIONS": (Seat, Side, Hand, Play),
                             "capital": _capital, "Seat": Seat, "Side": Side,
                             "CAPITALS": _CAPITALS, "capitalized": _capitalized,
                             "Message": Message, "opens": _opens_english,
                             "SEATS": _ENGLISH_POSITIONS.setdefault(N_("player {number}"), {}),
                             "TEAMS": _ENGLISH_POSITIONS.setdefault(N_("team {number}"), {}),
                             "SIDES": _ENGLISH_POSITIONS.setdefault(N_("side {number}"), {}),
                             "NONE": {}}
    exec(compile("\n".join(lines), f"<english {chosen[:40]!r}>", "exec"), space)
    return space["render"]  # type: ignore[no-any-return]


def _opens_english(value: Any) -> bool:
    return _opens_unnamed(value, NO_NAMES, DEFAULT)


def _capital(said: str) -> str:
    return said[:1].upper() + said[1:]


_CAPITALS: dict[str, str] = {}
"""A seat's or a team's English words opening a sentence ("Player 2"), by their words: a
ruling opens several of its sentences with one, and the same few recur."""


def _capitalized(said: str) -> str:
    capital = _capital(said)
    if len(_CAPITALS) < 1024:  # (positions are few; a name is never said here)
        _CAPITALS[said] = capital
    return capital


def _render(template: str, params: Mapping[str, Any], plural: str | None, count: str | None,
            names: Names, context: str | None, code: str, faces: Any) -> str:
    if code == DEFAULT and context is None:
        chosen = template if plural is None or count is None or int(params[count]) == 1 \
            else plural
        if names is NO_NAMES and faces is None:  # the referee's answers in English: most
            english = _english(chosen)
            if english:
                said = english(params)
                if said is not None:
                    return said
    else:
        catalog = translations(code)
        if plural is not None and count is not None:
            chosen = catalog.ngettext(template, plural, int(params[count]))
        elif context is not None:
            chosen = catalog.pgettext(context, template)
        else:
            chosen = catalog.gettext(template) if template else template
    if not params:
        return chosen.format()
    verb, opening, formatted = _shape(chosen)
    if verb:
        many = False
        if names.sides:  # without names nobody is a partnership ("team 1 wins")
            for value in params.values():
                if isinstance(value, (Seat, Side)):
                    many = names.many(value, code)
                    break
        chosen = _agreed(chosen, many)
    words: dict[str, Any] = {}
    for k, v in params.items():
        kind = type(v)
        if kind is Verbatim or kind is str:
            words[k] = v
        elif kind is int:
            # said as it is, or grouped by thousands unless the template formats it
            words[k] = v if -10000 < v < 10000 or k in formatted else number(v, code)
        elif kind is Message and code == DEFAULT and names is NO_NAMES and faces is None:
            words[k] = v.__str__()
        elif kind is Seat and not names.seats:
            words[k] = _position(code, N_("player {number}"), v.index)
        elif _plain_int(v) and k not in formatted:
            words[k] = number(v, code)
        else:
            words[k] = names.word(v, code, faces)
    if code == "fr" and ("de {" in chosen or "que {" in chosen):
        chosen = elide(chosen, words)
    if opening is not None and _opens_unnamed(params.get(opening), names, code):
        # "Player 2 deals", unnamed: the opening mention only ("… and player 2 wins")
        said = str(words[opening])
        words[_OPENING] = said[:1].upper() + said[1:]
        chosen = "{" + _OPENING + "}" + chosen[len(opening) + 2:]
    return chosen.format_map(words)


_OPENING = "~opening"
"""The field the opening mention of a sentence is said in (no parameter is named so)."""
_LEADING = re.compile(r"\{(\w+)\}")


def _opens_unnamed(value: Any, names: Names, code: str, depth: int = 0) -> bool:
    """Whether ``value``'s words open with a position the table has no name for ("player 0"),
    which opening a sentence takes a capital: a seat, side, hand or play itself, or a message
    whose own words open with one (a list of sides: "Player 0 and player 1 share …"). A name
    is said as it was typed."""
    if isinstance(value, (Seat, Side, Hand, Play)):
        return not names.knows(value)
    if not isinstance(value, Message) or depth > 8:
        return False
    chosen = _chosen(value, code)
    first = _LEADING.match(chosen)
    if first is None:
        return False
    # the names it is said with, as Names.word gives them
    inner = names if not value.names.seats and (names.seats or names.sides) else value.names
    return _opens_unnamed(value.params.get(first.group(1)), inner, code, depth + 1)


def _chosen(message: Message, code: str) -> str:
    """The template ``message`` is said with in the language ``code``."""
    template, plural, count = message.template, message.plural, message.count
    if code == DEFAULT and message.context is None:
        return template if plural is None or count is None or \
            int(message.params[count]) == 1 else plural
    catalog = translations(code)
    if plural is not None and count is not None:
        return catalog.ngettext(template, plural, int(message.params[count]))
    if message.context is not None:
        return catalog.pgettext(message.context, template)
    return catalog.gettext(template) if template else template


GROUPING = {"en": ",", "es": ".", "ca": ".", "it": ".", "nl": ".", "fr": "\u202f",
            "ru": "\u00a0", "sv": "\u00a0"}
"""Each language's thousands separator (French a narrow no-break space, Russian and Swedish a
no-break space)."""


def number(value: int, code: str | None = None) -> str:
    """A whole number as the language ``code`` (the one being spoken if None) writes it:
    grouped by thousands from 10 000 on (four digits stay together, as Spanish writes them and
    English may)."""
    if -10000 < value < 10000:
        return str(value)
    grouped = f"{abs(value):,}".replace(",", GROUPING.get(code or language(), ","))
    return ("-" if value < 0 else "") + grouped


def _plain_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


FIRST = re.compile(r"\{([a-z_]+)\}")
"""A template opening with a parameter: in a sentence (a template ending with a full stop; an
error's clause does not), a position said there starts it with a capital."""


def say(template: str, **params: Any) -> Message:
    """A message: ``say("{seat} {wins|win} with {card}", seat=Seat(1), card=card)``."""
    made = _make(Message)  # its own parameters: nothing to copy
    made.template, made.params = template, params
    return made


_make = object.__new__


class Made(dict):  # type: ignore[type-arg]
    """Messages a calculator made, kept by what decides their words (a key of plain values it
    builds itself: numbers, seats' numbers, bids' texts), so that the same sentence said again
    is the same message: a message never changes once made, and one already read keeps its
    English (:meth:`Message.__str__`), so a ruling saying what it said before neither makes
    nor renders it again. Read in another language it is rendered then, as any message.

    Keys must name everything the words depend on, and only values that compare as they
    read (not ``True`` beside ``1``). The first ``most`` are kept, and no more: a memo that
    let go of its messages to keep new ones would hand the garbage collector long-lived
    objects to trace all the time (the figures of varied hands were slower than without it)."""

    def __init__(self, most: int = 512) -> None:
        super().__init__()
        self.most = most

    def keep(self, key: Any, message: Any) -> Any:
        if len(self) < self.most:
            self[key] = message
        return message


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


ORDINALS = (N_("first player"), N_("second player"), N_("third player"), N_("fourth player"),
            N_("fifth player"), N_("sixth player"), N_("seventh player"), N_("eighth player"),
            N_("ninth player"))
"""A trick's plays without names, by their place in it (Twenty-Five seats nine at most)."""


def say_n(singular: str, plural: str, count: int, **params: Any) -> Message:
    """A message with a plural form chosen by ``count`` (given to the template as ``n``):
    ``say_n("{n} point", "{n} points", 3)``."""
    return Message(singular, params | {"n": count}, plural, "n")


def join(*parts: Any, sep: str = " ") -> Message:
    """Messages (and plain words) side by side, each translated on its own."""
    for part in parts:  # most often messages, each saying something: taken as they are
        if type(part) is not Message or not part.template:
            break
    else:
        if len(parts) <= len(_PARTS):
            made = _make(Message)
            made.template, made.params = _side_by_side(len(parts), sep), dict(zip(_PARTS, parts))
            return made
    params: dict[str, Any] = {}
    for part in parts:
        kind = type(part)
        if kind is Message:
            if part.template == "":
                continue
        elif kind is not Verbatim and not isinstance(part, (Message, Seat, Side, Hand, Play)) \
                and not hasattr(part, "read_by"):
            if part == "":
                continue
            part = Verbatim(str(part))
        elif part == "":
            continue
        params[_PARTS[len(params)] if len(params) < len(_PARTS) else f"p{len(params)}"] = part
    made = _make(Message)
    made.template, made.params = _side_by_side(len(params), sep), params
    return made


_PARTS = tuple(f"p{i}" for i in range(64))
"""The names of a :func:`join`'s parts."""


@functools.lru_cache(maxsize=256)
def _side_by_side(count: int, sep: str) -> str:
    """The template of ``count`` parts joined by ``sep``: ``"{p0} {p1}"``."""
    return sep.join("{p%d}" % i for i in range(count))


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


_SELF_SAID = frozenset({str, Verbatim, Message, Seat, Side, Hand, Play, bool, float,
                        type(None)})
"""Parameters that format themselves as a message without names says them in English (an
int does too below 10,000; from there it is grouped)."""


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
    kind = type(value)
    if kind is Message:
        return value.text()
    if kind is dict:
        return {k: localized(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [localized(v) for v in value]
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if isinstance(value, Message):
        return value.text()
    if isinstance(value, dict):
        return {k: localized(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [localized(v) for v in value]
    return value


def json_default(value: Any) -> Any:
    """``json.dumps(..., default=json_default)``: each :class:`Message` said in the language
    being spoken, as the encoder meets it (no copy of the answer made first)."""
    if type(value) is Message and _language.get() == DEFAULT and _faces.get() is None:
        # English, as the referee's API most often answers: a message said without a table,
        # most of them, rendered here (Message.__str__'s first case, without a call more)
        english = value._english
        if english is None and value.names is NO_NAMES and value.context is None:
            plural = value.plural
            render = _ENGLISH.get(value.template if plural is None or value.count is None or
                                  int(value.params[value.count]) == 1 else plural)
            if render:
                english = render(value.params)
                if english is not None:
                    value._english = english
                    return english
            return value.__str__()
        return english if english is not None else value.__str__()
    if isinstance(value, Message):
        if _language.get() == DEFAULT and _faces.get() is None:
            return value.__str__()
        return value.render(_language.get(), _faces.get())
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
