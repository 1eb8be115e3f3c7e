"""What a translation may choose by: its subject's grammatical gender and number, and the
form a name or a position takes where the sentence needs one.

A translated template says a thing once for every reader, but Russian, the Romance languages
and Swedish change their words with who did it: «Маша вышла», «Борис вышел», «Маша & Оля
вышли»; « éliminée », « éliminé », « éliminées »; "Astrids inmatning". A typed name does not
decline, and a player may have said their grammatical gender or not. So a template may choose
its words by the grammar of a parameter, as Project Fluent's selectors do (``{ $who -> [f] …
*[other] … }``) and Android 14's grammatical inflection does for an app's user, in a syntax
that lives inside a gettext msgstr:

``{who?f=вышла|m=вышел|pl=вышли|*=выходит из игры}``
    a **selector** on the parameter ``who``: the first option whose key fits ``who`` is said.
    Keys: ``f`` and ``m`` (one person or noun of that gender), ``n`` (a neuter noun), ``pl``
    (several: a partnership), ``fpl`` and ``mpl`` (several, all women / not all), and ``*``,
    the phrasing that needs no gender, which every selector must have (a player who said no
    gender gets it). Several keys may share an option (``m,mpl=…``). An option may hold
    placeholders and selectors of its own: ``{seat?f={seat} осталась без фишек|*=у игрока
    {seat.bare} фишек нет}``.
``{wins|win}``
    the shorthand kept from before: one person | a partnership, by the template's subject
    (its first player, side or name).
``{=f}``
    in the translation of a **noun** (a position such as ``team {number}``, a card's rank,
    a game's side noun): the noun's own gender (``f``, ``m``, ``n``, ``fpl``, ``mpl``), so
    that "пара 1" takes «вышла» and "le joueur 2" « éliminé ». It is not said.
``{who.the}`` ``{who.bare}`` ``{who.gen}``
    a **form** of a parameter: ``.the`` with its definite article where the language puts one
    before such a noun (« l'équipe 1 », "la coppia 1"; a name takes none), contracted with a
    preposition before it (« de » + « le joueur 2 » = « du joueur 2 », "di" + "la coppia" =
    "della coppia"); ``.bare`` the name alone, or for an unnamed position its number alone,
    after a noun the translation declines itself («у пары {side.bare}»: «у пары Маша & Оля»,
    «у пары 1»); ``.gen`` the genitive where the language makes one by an ending (Swedish
    "Astrids", "Lars", "spelare 2:s").

This module knows the syntax and the grammar of a subject; who a parameter is comes from
:mod:`.people`, the articles and contractions of each language from :mod:`.elision`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Callable, Iterable, Union

KEYS = ("f", "m", "n", "pl", "fpl", "mpl", "*")
"""A selector's keys, as a translator writes them."""
MARKS = ("f", "m", "n", "fpl", "mpl", "pl")
"""A noun's declared gender (``{=f}``)."""
FORMS = ("the", "bare", "gen")
"""The forms a parameter may be asked in (``{side.the}``)."""


@dataclass(frozen=True)
class Grammar:
    """What agrees with a subject: its gender (``f``, ``m``, ``n``, or ``""``: not known) and
    whether it is several people (a partnership). ``named``: a name typed at the table (it
    takes no article), not a noun the catalog says."""

    gender: str = ""
    many: bool = False
    named: bool = False

    @property
    def keys(self) -> tuple[str, ...]:
        """The selector keys that fit, best first; ``*`` last, always."""
        return _ORDER[self.gender, self.many]


_ORDER = {("f", False): ("f", "*"), ("m", False): ("m", "*"), ("n", False): ("n", "*"),
          ("", False): ("*",), ("f", True): ("fpl", "pl", "*"), ("m", True): ("mpl", "pl", "*"),
          ("n", True): ("pl", "*"), ("", True): ("pl", "*")}
NOBODY = Grammar()
"""A subject of no known gender, one person or thing."""
SEVERAL = Grammar("", True)

_MARKED = {"f": Grammar("f"), "m": Grammar("m"), "n": Grammar("n"), "pl": SEVERAL,
           "fpl": Grammar("f", True), "mpl": Grammar("m", True)}


def together(members: Iterable[str]) -> Grammar:
    """The grammar of several people of these genders: women only, feminine; any man among
    people whose genders are all known, masculine (as the Romance plural is); else unknown."""
    genders = list(members)
    if len(genders) < 2:
        return Grammar(genders[0] if genders else "", False, True)
    if all(g == "f" for g in genders):
        return Grammar("f", True, True)
    if all(genders) and "m" in genders:
        return Grammar("m", True, True)
    return Grammar("", True, True)


# --- reading a template ----------------------------------------------------------------------

MARK = re.compile(r"\{=(f|m|n|fpl|mpl|pl)\}")
SELECTOR_START = re.compile(r"\{(\w+)\?")
FORM = re.compile(r"\{(\w+)\.(\w+)\}|%\((\w+)\.(\w+)\)[sd]")
VERB = re.compile(r"\{([^{}|:?=]*)\|([^{}|]*)\}")
"""The shorthand ``{wins|win}``: one person | a partnership."""


@dataclass(frozen=True)
class Selector:
    """``{name?key=option|…}``: options in order, each with its keys and its pieces."""

    name: str
    options: tuple[tuple[frozenset[str], "Pieces"], ...]


Pieces = tuple[Union[str, Selector], ...]


class SyntaxProblem(ValueError):
    """A translation whose selectors cannot be read (said to the translator by the catalog
    tests, with what is wrong)."""


def marked(text: str) -> tuple[str, Grammar | None]:
    """A translated noun without its ``{=f}`` mark, and the grammar the mark declares."""
    if "{=" not in text:
        return text, None
    found = MARK.search(text)
    if found is None:
        return text, None
    return MARK.sub("", text).strip(), _MARKED[found.group(1)]


def has_selectors(template: str) -> bool:
    return "?" in template and SELECTOR_START.search(template) is not None


@functools.lru_cache(maxsize=2048)
def pieces(template: str) -> Pieces:
    """A template as literal text and selectors (raises :class:`SyntaxProblem`)."""
    out, _ = _read(template, 0, top=True)
    return out


def _read(text: str, at: int, top: bool) -> tuple[Pieces, int]:
    """Pieces from ``at`` up to the end (top) or to the ``|`` or ``}`` closing an option."""
    out: list[str | Selector] = []
    literal: list[str] = []
    depth = 0
    while at < len(text):
        ch = text[at]
        start = SELECTOR_START.match(text, at) if ch == "{" else None
        if start is not None:
            if literal:
                out.append("".join(literal))
                literal = []
            selector, at = _selector(text, start.end(), start.group(1))
            out.append(selector)
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                if top:
                    raise SyntaxProblem(f"a '}}' closes nothing at {at}: {text!r}")
                break
            depth -= 1
        elif ch == "|" and depth == 0 and not top:
            break
        literal.append(ch)
        at += 1
    if not top and at >= len(text):
        raise SyntaxProblem(f"a selector is not closed with '}}': {text!r}")
    if literal:
        out.append("".join(literal))
    return tuple(out), at


def _selector(text: str, at: int, name: str) -> tuple[Selector, int]:
    options: list[tuple[frozenset[str], Pieces]] = []
    while True:
        equals = text.find("=", at)
        if equals < 0:
            raise SyntaxProblem(f"a selector's option needs 'key=': {text[at:at + 20]!r}")
        keys = frozenset(k.strip() for k in text[at:equals].split(","))
        unknown = keys - set(KEYS)
        if unknown or not keys:
            raise SyntaxProblem(f"unknown selector key {sorted(unknown) or ['']} in "
                                f"{{{name}?…}} (keys: {', '.join(KEYS)})")
        said, at = _read(text, equals + 1, top=False)
        options.append((keys, said))
        closing = text[at]
        at += 1
        if closing == "}":
            break
    if not any("*" in keys for keys, _ in options):
        raise SyntaxProblem(f"{{{name}?…}} has no '*=' option (the words for a subject of "
                            f"no known gender)")
    return Selector(name, tuple(options)), at


def resolve(template: str, grammar_of: Callable[[str], Grammar]) -> str:
    """The template with each selector replaced by the option that fits its parameter."""
    return _said(pieces(template), grammar_of)


def _said(parts: Pieces, grammar_of: Callable[[str], Grammar]) -> str:
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
            continue
        fits = grammar_of(part.name).keys
        chosen = _option(part, fits)
        out.append(_said(chosen, grammar_of))
    return "".join(out)


def _option(selector: Selector, fits: tuple[str, ...]) -> Pieces:
    for key in fits:
        for keys, said in selector.options:
            if key in keys:
                return said
    return ()  # (every selector has a '*': not reached)


def selector_names(template: str) -> set[str]:
    """The parameters a template's selectors choose by."""
    found: set[str] = set()

    def walk(parts: Pieces) -> None:
        for part in parts:
            if isinstance(part, Selector):
                found.add(part.name)
                for _, said in part.options:
                    walk(said)

    walk(pieces(template))
    return found


EVERY_SUBJECT = tuple(Grammar(g, many) for g in ("f", "m", "") for many in (False, True))
"""A subject of each kind a selector tells apart (a catalog test renders each)."""


def each_reading(template: str) -> list[str]:
    """The template as said of each kind of subject (every selector given the same one):
    what the catalog tests check placeholder by placeholder."""
    if not has_selectors(template):
        return [template]
    return sorted({resolve(template, lambda _name, g=g: g) for g in EVERY_SUBJECT})


@functools.lru_cache(maxsize=4096)
def agreed(chosen: str, many: bool) -> str:
    """A template with its ``{wins|win}`` verbs agreeing with one person or a partnership."""
    return VERB.sub(lambda m: m.group(2) if many else m.group(1), chosen)


# --- checking a translation against its source ---------------------------------------------------

PLACEHOLDER = re.compile(r"\{[^{}|?=]*\|[^{}|]*\}|\{(\w+)(?:\.(\w+))?(?:[:!][^{}]*)?\}"
                         r"|%\((\w+)(?:\.(\w+))?\)[sd]")
"""A verb choice (``{wins|win}``: the translation's own), or a placeholder with its form."""


def placeholders(text: str) -> list[str]:
    """A template's named placeholders, each once, in a canonical order (a form,
    ``{side.the}``, is its parameter's). Verb choices (``{wins|win}``) are the translation's
    own: a language may need more or fewer of them."""
    return sorted({match.group(1) or match.group(3) for match in PLACEHOLDER.finditer(text)
                   if match.group(1) or match.group(3)})


def _forms_used(text: str) -> set[str]:
    return {match.group(2) or match.group(4) for match in PLACEHOLDER.finditer(text)
            if match.group(2) or match.group(4)}


def problems(source: str, translation: str) -> list[str]:
    """What is wrong with a translation read against its source template (empty: nothing):
    its selectors must read (known keys, a ``*`` option, a parameter of the source), its forms
    be known ones, and each of its readings say the source's placeholders, no more, no fewer."""
    try:
        readings = each_reading(translation)
    except SyntaxProblem as problem:
        return [f"{problem}: {source!r} -> {translation!r}"]
    found = []
    wanted = placeholders(source)
    for name in sorted(selector_names(translation) - set(wanted)):
        found.append(f"selects by {{{name}}}, which {source!r} does not have")
    for reading in readings:
        plain = MARK.sub("", reading)
        unknown = _forms_used(plain) - set(FORMS)
        if unknown:
            found.append(f"unknown form {sorted(unknown)} (forms: {', '.join(FORMS)}): "
                         f"{translation!r}")
        if placeholders(plain) != wanted:
            found.append(f"placeholders {placeholders(plain)} differ from {wanted}: "
                         f"{source!r} -> {reading!r}")
    return found
