"""A message: a template and its parameters, kept apart until someone reads it, and the one
way it is rendered for a reader.

A ruling's explanation is a :class:`Message` (``say("{side} {scores|score} {points}",
side=Side(0), points=20)``), so that the players and partnerships are named as the table knows
them (:class:`Names`), and each reader gets it in their own language: the *template* is
translated, never a finished English sentence, and the parameters are put in afterwards.

Rendering, for a language other than English or with a table's names (:func:`render`):

1. the template in the reader's language (its plural form by the count, or as said in a
   game's context: its own, or the context of the game being spoken of where that game says
   this template in its own words, ``Game.own_words``);
2. its selectors resolved by the grammar of the parameters they name (:mod:`.grammar`: a
   player's gender, a partnership, an unnamed position's noun), its nouns' gender marks
   dropped, its forms (``{side.the}``) made;
3. its ``{wins|win}`` verbs agreed with the subject;
4. each parameter said (names, positions, cards with the page's faces, numbers grouped);
5. the seams made (:mod:`.elision`: « d'Anne », « du joueur 2 », "della coppia 1"), and an
   unnamed position opening a sentence given its capital.

English without names takes the compiled fast path (:mod:`.english`).
"""

from __future__ import annotations

import functools
import html
import re
from typing import Any, Iterator, Mapping

from . import catalogs, elision, english
from .grammar import FORM, MARK, NOBODY, Grammar, agreed, has_selectors, marked, resolve
from .grouping import number
from .people import (HAND, PLAYER, POSITIONS, Hand, Named, Names, Play, Seat, Side,
                     ordinal, position)
from .spoken import DEFAULT, PLAIN, _said, _set
from .verbatim import Verbatim

_COMPILED = english.COMPILED
_compiled = english.compiled


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
        said_so = self._english
        if said_so is None:
            if self.names is NO_NAMES and self.context is None:
                # the referee's answers in English, most of them: needs no context
                plural = self.plural
                chosen = self.template if plural is None or self.count is None or \
                    int(self.params[self.count]) == 1 else plural
                render = _COMPILED.get(chosen) or _compiled(chosen)
                if render:
                    said_so = render(self.params)
                    if said_so is not None:
                        self._english = said_so
                        return said_so
            if _said.get() is PLAIN:
                said_so = _render(self.template, self.params, self.plural, self.count,
                                  self.names, self.context, DEFAULT, None)
            else:  # canonical, whatever a page speaks: cards read their words as spoken
                token = _said.set(PLAIN)
                try:
                    said_so = _render(self.template, self.params, self.plural, self.count,
                                      self.names, self.context, DEFAULT, None)
                finally:
                    _said.reset(token)
            self._english = said_so
        return said_so

    def render(self, code: str, faces: Any = None) -> str:
        """The message in the language ``code`` (the one being spoken), cards with ``faces``."""
        return _render(self.template, self.params, self.plural, self.count, self.names,
                       self.context, code, faces)

    def text(self) -> str:
        """The message in the language being spoken, with the cards' faces shown now."""
        said = _said.get()
        if said is PLAIN:
            return self.__str__()
        return self.render(said[0], said[1])

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
        said_so = self._english
        if said_so is None:
            said_so = self.__str__()
        return said_so if not spec else format(said_so, spec)

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
            return _beside(self, other)
        return NotImplemented

    def __radd__(self, other: Any) -> Any:
        if isinstance(other, str):
            return _beside(other, self)
        return NotImplemented


NO_NAMES = Message.names
"""A message said without a table: positions for players and sides."""


def _beside(first: Any, second: Any) -> Message:
    """Two messages (or words) side by side, as ``+`` puts them (each said on its own)."""
    return Message("{p0}{p1}", {"p0": first if isinstance(first, Message) else Verbatim(first),
                                "p1": second if isinstance(second, Message)
                                else Verbatim(second)})


def say(template: str, **params: Any) -> Message:
    """A message: ``say("{seat} {wins|win} with {card}", seat=Seat(1), card=card)``."""
    made = _make(Message)  # its own parameters: nothing to copy
    made.template, made.params = template, params
    return made


_make = object.__new__


def say_in(context: str, template: str, **params: Any) -> Message:
    """A message whose words depend on the game it is said in: ``say_in("mus", "queen")``."""
    return Message(template, params, context=context)


def say_n(singular: str, plural: str, count: int, **params: Any) -> Message:
    """A message with a plural form chosen by ``count`` (given to the template as ``n``):
    ``say_n("{n} point", "{n} points", 3)``."""
    return Message(singular, params | {"n": count}, plural, "n")


def said(text: str) -> Message:
    """Words a game gives (a label, what a field must be): a :class:`Message` (or
    :class:`Verbatim` words) as it is, a plain template said in the reader's language (mark
    its literal with ``N_`` where it is written)."""
    return text if isinstance(text, (Message, Verbatim)) else say(text)  # type: ignore[return-value]


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


# --- rendering -------------------------------------------------------------------------------


def _render(template: str, params: Mapping[str, Any], plural: str | None, count: str | None,
            names: Names, context: str | None, code: str, faces: Any) -> str:
    said = _said.get()
    pack = said[3]
    if context is None and said[2] is not None and code != DEFAULT:
        # a template the game being spoken of says in its own words (Game.own_words)
        context = said[2].get(template)
    if code == DEFAULT and context is None:
        chosen = template if plural is None or count is None or int(params[count]) == 1 \
            else plural
        if names is NO_NAMES and faces is None and pack is None:
            # the referee's answers in English: most
            compiled = english.compiled(chosen)
            if compiled:
                said_so = compiled(params)
                if said_so is not None:
                    return said_so
    else:
        catalog = catalogs.catalog(code)
        if plural is not None and count is not None:
            chosen = catalog.ngettext(template, plural, int(params[count])) if context is None \
                else catalog.npgettext(context, template, plural, int(params[count]))
        elif context is not None:
            chosen = catalog.pgettext(context, template)
        else:
            chosen = catalog.gettext(template) if template else template
    if not params:
        return (MARK.sub("", chosen).strip() if "{=" in chosen else chosen).format()
    forms: tuple[tuple[str, str], ...] = ()
    if code != DEFAULT and _says_grammar(chosen):  # (English templates never do)
        chosen, forms = _grammatical(chosen, params, names, code, faces)
    verb, opening, formatted = english.shape(chosen)
    if verb:
        many = False
        for value in params.values():
            kind = type(value)
            if kind is Seat or kind is Side:
                # without names nobody is a partnership ("team 1 wins")
                many = bool(names.sides) and names.many(value, code)
                break
            if kind is Named:
                many = value.many
                break
        chosen = agreed(chosen, many)
    words: dict[str, Any] = {}
    canonical = code == DEFAULT and names is NO_NAMES and faces is None and pack is None
    for k, v in params.items():
        kind = type(v)
        if kind is Verbatim or kind is str or kind is Named:
            words[k] = v
        elif kind is int:
            # said as it is, or grouped by thousands unless the template formats it
            words[k] = v if -10000 < v < 10000 or k in formatted else number(v, code)
        elif kind is Message and canonical:
            words[k] = v.__str__()
        elif kind is Seat and not names.seats:
            words[k] = position(code, PLAYER, v.index)
        elif _plain_int(v) and k not in formatted:
            words[k] = number(v, code)
        else:
            words[k] = word(names, v, code, faces)
    for name, form in forms:
        if name in params:
            words[f"{name}~{form}"] = _form(form, params[name], words[name], names, code, faces)
    if code in elision.SEAMS:
        chosen, seams = elision.elide(code, chosen, words)
        if seams:
            words.update(seams)
    if opening is not None:
        field = opening if "~" not in opening else opening.split("~")[0]
        if _opens_unnamed(params.get(field), names, code, faces=faces):
            # "Player 2 deals", unnamed: the opening mention only ("… and player 2 wins")
            said_so = str(words[opening])
            words[_OPENING] = said_so[:1].upper() + said_so[1:]
            chosen = "{" + _OPENING + "}" + chosen[len(opening) + 2:]
    return chosen.format_map(words)


_OPENING = "~opening"
"""The field the opening mention of a sentence is said in (no parameter is named so)."""
_LEADING = re.compile(r"\{(\w+)(?:\.(\w+))?\}")
"""The placeholder a template opens with, in a form or not (« {side.the} no cumplió … »)."""


@functools.lru_cache(maxsize=4096)
def _says_grammar(chosen: str) -> bool:
    """Whether a translation has selectors, gender marks or forms, worked out once."""
    return has_selectors(chosen) or "{=" in chosen or FORM.search(chosen) is not None


def _grammatical(chosen: str, params: Mapping[str, Any], names: Names, code: str,
                 faces: Any) -> tuple[str, tuple[tuple[str, str], ...]]:
    """A translation's selectors resolved for these parameters, its gender marks dropped, and
    its forms (``{side.the}``) turned into fields of their own (``{side~the}``), listed."""
    if has_selectors(chosen):
        chosen = resolve(chosen, lambda name: grammar_of(params.get(name), names, code, faces))
    if "{=" in chosen:
        chosen = MARK.sub("", chosen).lstrip()
    if "." not in chosen:
        return chosen, ()
    found: list[tuple[str, str]] = []

    def field(match: re.Match[str]) -> str:
        found.append((match.group(1), match.group(2)))
        return "{%s~%s}" % (match.group(1), match.group(2))

    chosen = FORM.sub(lambda m: field(m) if m.group(1) else m.group(0), chosen)
    return chosen, tuple(found)


def grammar_of(value: Any, names: Names, code: str, faces: Any = None, depth: int = 0) -> Grammar:
    """Who a parameter is, grammatically (:class:`Grammar`): a player's or a partnership's
    gender and number, an unnamed position's noun's, a message's own noun's (its translation's
    ``{=f}``, or else that of the parameter it opens with: "{rank} of spades" is the rank's)."""
    if isinstance(value, (Named, *POSITIONS)):
        return names.grammar(value, code)
    said_by = getattr(value, "said_by", None)
    if said_by is not None:  # a card in words: its rank's noun
        value = said_by(faces)
    if not isinstance(value, Message) or depth > 4:
        return NOBODY
    chosen = _chosen(value, code)
    declared = marked(chosen)[1]
    if declared is not None:
        return declared
    first = _LEADING.match(chosen)
    if first is None:
        return NOBODY
    inner = names if not value.names.seats and (names.seats or names.sides) else value.names
    return grammar_of(value.params.get(first.group(1)), inner, code, faces, depth + 1)


def _form(form: str, value: Any, said_so: Any, names: Names, code: str, faces: Any) -> str:
    """A parameter in a form its template asks for: ``the``, ``bare`` or ``gen``."""
    text = str(said_so)
    if form == "gen":
        return elision.genitive(code, text)
    unnamed = isinstance(value, POSITIONS) and not names.knows(value)
    if form == "bare":
        if unnamed and not isinstance(value, Play):
            return str(value.index)
        return text
    if form == "the":
        grammar = grammar_of(value, names, code, faces)
        if grammar.named or isinstance(value, str) and not hasattr(value, "said_by"):
            return text  # a name typed at the table takes no article
        return elision.article(code, grammar.gender, grammar.many, text)
    return text


def word(names: Names, value: Any, code: str | None = None, faces: Any = None) -> Any:
    """A parameter as said in the language ``code`` with the cards' ``faces`` (the language
    being spoken and its faces if ``code`` is None), naming players and sides by ``names``."""
    said = _said.get()
    if code is None:
        code, faces = said[0], said[1]
    if isinstance(value, Message):
        named = value.with_names(names) if not value.names.seats and (
            names.seats or names.sides) else value
        return named.__str__() if code == DEFAULT and faces is None and said[3] is None \
            else named.render(code, faces)
    if hasattr(value, "read_by"):  # cards, with the table's faces
        if code == said[0]:
            return value.read_by(faces)
        # cards read their words and letters in the language being spoken: make it ``code``
        token = _said.set(_set(code, said[1], said[2], said[3]))
        try:
            return value.read_by(faces)
        finally:
            _said.reset(token)
    if isinstance(value, str):
        return value
    if isinstance(value, Seat):
        return names.seat(value.index, code)
    if isinstance(value, Hand):
        if value.seat is not None and 0 <= value.seat < len(names.seats):
            return names.seats[value.seat]
        return position(code, HAND, value.index)
    if isinstance(value, Play):
        if 0 <= value.index < len(names.seats):
            return names.seats[value.index]
        return ordinal(code, value.index)
    if isinstance(value, Side):
        return names.side(value.index, value.word, code)
    if isinstance(value, (list, tuple)):
        return " ".join(str(word(names, v, code, faces)) for v in value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value  # formatted by the template ({points:+d})
    return str(value)


def _opens_unnamed(value: Any, names: Names, code: str, depth: int = 0,
                   faces: Any = None) -> bool:
    """Whether ``value``'s words open with a position the table has no name for ("player 0"),
    which opening a sentence takes a capital: a seat, side, hand or play itself, or a message
    whose own words open with one (a list of sides: "Player 0 and player 1 share …"); or
    with a card said in words by the page's faces (« As d'espases guanya », not its face,
    ``A♠``). A name is said as it was typed."""
    if isinstance(value, POSITIONS):
        return not names.knows(value)
    if faces is not None and isinstance(value, str):
        said_by = getattr(value, "said_by", None)
        return said_by is not None and said_by(faces) is not None
    if faces is not None and not isinstance(value, (Message, str)) and hasattr(value, "chosen"):
        value = value.chosen(faces)  # words that differ with the pack (cards.ByFaces)
    if not isinstance(value, Message) or depth > 8:
        return False
    chosen = _chosen(value, code)
    first = _LEADING.match(chosen)
    if first is None:
        return False
    # the names it is said with, as word() gives them
    inner = names if not value.names.seats and (names.seats or names.sides) else value.names
    return _opens_unnamed(value.params.get(first.group(1)), inner, code, depth + 1, faces)


def _opens_english(value: Any) -> bool:
    return _opens_unnamed(value, NO_NAMES, DEFAULT)


def _chosen(message: Message, code: str) -> str:
    """The template ``message`` is said with in the language ``code``."""
    template, plural, count = message.template, message.plural, message.count
    context = message.context
    if context is None and code != DEFAULT:
        nouns = _said.get()[2]
        if nouns is not None:
            context = nouns.get(template)  # the game's own words (Game.own_words)
    if code == DEFAULT and context is None:
        return template if plural is None or count is None or \
            int(message.params[count]) == 1 else plural
    catalog = catalogs.catalog(code)
    if plural is not None and count is not None:
        if context is not None:
            return catalog.npgettext(context, template, plural, int(message.params[count]))
        return catalog.ngettext(template, plural, int(message.params[count]))
    if context is not None:
        return catalog.pgettext(context, template)
    return catalog.gettext(template) if template else template


def _plain_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


english.install(Message=Message, opens=_opens_english)
