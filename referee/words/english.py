"""The fast path: a template said in English without a table's names, compiled once.

Most of what the referee says is read in English by a program (the API) or compared by code,
with no table and no reader: a ruling's every sentence, a count's every line. ``str.format``
reads its template again at every call, which was most of the cost of a sentence; so each
English template becomes an f-string function, made the first time it is said and kept. English
templates have no selectors, forms or gender marks (those are the translations' own), so the
compiled function only puts the parameters in, capitalises an unnamed position opening a
sentence, and gives up (None) where a parameter needs more than its own format: a number
grouped by thousands, a card, a list, a partnership's plural verb.

The message type and its helpers are handed in by :mod:`.message` (:func:`install`): this
module knows how to compile, not what a message is.
"""

from __future__ import annotations

import functools
import keyword
import re
import string
from typing import Any, Callable, Mapping

from .grammar import VERB, agreed
from . import people
from .people import PLAYER, POSITIONS, SIDE, TEAM, Named, Seat, Side
from .verbatim import Verbatim

FIRST = re.compile(r"\{([a-z_]+(?:~[a-z]+)?)\}")
"""A template opening with a parameter: in a sentence (a template ending with a full stop; an
error's clause does not), a position said there starts it with a capital."""


@functools.lru_cache(maxsize=4096)
def shape(chosen: str) -> tuple[bool, str | None, frozenset[str]]:
    """What rendering needs to know of a template, worked out once: whether it has a verb to
    agree (``{wins|win}``), the field opening a sentence (capitalised when said as a
    position; a form's field, ``side~the``, once a translation's forms are made), and the
    parameters said with a format (``{points:+d}``: not grouped)."""
    verb = "|" in chosen and VERB.search(chosen) is not None
    first = FIRST.match(chosen)
    opening = first.group(1) if first and chosen.rstrip().endswith((".", "!", "?")) else None
    formatted = frozenset(re.findall(r"\{([a-z_0-9]+)[:!]", chosen))
    return verb, opening, formatted


COMPILED: dict[str, Any] = {}
"""Each template's English renderer (:func:`compiled`), or False where it has none."""
_FORMATTER = string.Formatter()
SPACE: dict[str, Any] = {}
"""What the compiled functions call: the message type and its helpers (:func:`install`)."""


def install(**helpers: Any) -> None:
    """Hand the compiled functions the message type (``Message``) and ``opens`` (whether a
    message's words open with an unnamed position)."""
    SPACE.update(helpers)


def compiled(chosen: str) -> Any:
    """The renderer of a template as English says it without a table's names (or False)."""
    made = COMPILED.get(chosen)
    if made is None:
        if len(COMPILED) > 8192:  # templates come from the code; this is only a bound
            COMPILED.clear()
        made = COMPILED[chosen] = compile_english(chosen) or False
    return made


SELF_SAID = frozenset({str, Verbatim, Named, Seat, Side, *POSITIONS, bool, float, type(None)})
"""Parameters that format themselves as a message without names says them in English (an
int does too below 10,000; from there it is grouped). A message is added by :func:`install`."""


def compile_english(chosen: str) -> Callable[[Mapping[str, Any]], str | None] | None:
    """A function saying ``chosen`` in English without a table's names, as an f-string
    compiled once. It answers None when a parameter needs more than its own format: the
    general renderer then says it. None when the template is not made of named fields alone."""
    verb, opening, formatted = shape(chosen)
    if verb:
        chosen = agreed(chosen, False)
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
    if verb:  # a partnership's names as the subject take the plural: said the long way
        lines += ["    for s in p.values():",
                  "        t = type(s)",
                  "        if t is Named:",
                  "            if s.many:",
                  "                return None",
                  "            break",
                  "        if t is Seat or t is Side:",
                  "            break"]
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
    space: dict[str, Any] = {"SELF": SELF_SAID | {SPACE["Message"]}, "POSITIONS": POSITIONS,
                             "capital": capital, "Seat": Seat, "Side": Side, "Named": Named,
                             "CAPITALS": CAPITALS, "capitalized": capitalized,
                             "SEATS": people.ENGLISH_POSITIONS.setdefault(PLAYER, {}),
                             "TEAMS": people.ENGLISH_POSITIONS.setdefault(TEAM, {}),
                             "SIDES": people.ENGLISH_POSITIONS.setdefault(SIDE, {}),
                             "NONE": {}, **SPACE}
    exec(compile("\n".join(lines), f"<english {chosen[:40]!r}>", "exec"), space)
    return space["render"]  # type: ignore[no-any-return]


def capital(said: str) -> str:
    return said[:1].upper() + said[1:]


CAPITALS: dict[str, str] = {}
"""A seat's or a team's English words opening a sentence ("Player 2"), by their words: a
ruling opens several of its sentences with one, and the same few recur."""


def capitalized(said: str) -> str:
    said_so = capital(said)
    if len(CAPITALS) < 1024:  # (positions are few; a name is never said here)
        CAPITALS[said] = said_so
    return said_so

