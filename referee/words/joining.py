"""Messages put together: side by side, in a list ("AS, KS and QS"), with their players
changed (sides swapped, hands given their seats), and every message in an answer said in the
reader's language for JSON.

Each part of a joined message is translated on its own: a join never glues English words
together, it holds messages and says each when read.
"""

from __future__ import annotations

import functools
from typing import Any, Callable

from .english import COMPILED, compiled
from .message import NO_NAMES, Message, _make, say
from .people import POSITIONS, Hand, Named, Side
from .spoken import PLAIN, _said
from .verbatim import Verbatim


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
        elif kind is not Verbatim and kind is not Named and not isinstance(
                part, (Message, *POSITIONS)) and not hasattr(part, "read_by"):
            if part == "":
                continue
            part = Verbatim(str(part))
        elif part == "":
            continue
        params[_PARTS[len(params)] if len(params) < len(_PARTS) else f"p{len(params)}"] = part
    made = _make(Message)
    made.template, made.params = _side_by_side(len(params), sep), params
    return made


def clauses(*parts: Any) -> Message:
    """Clauses of one sentence joined by the language's semicolon, each said on its own
    ("J♠ is the highest trump; 9♠ follows"; French writes « ; » with a space before it): the
    join is the catalog's ``{first}; {second}``."""
    kept = [p for p in parts if not (type(p) is Message and p.template == "")
            and not (isinstance(p, str) and p == "")]
    if not kept:
        return join()
    said: Any = kept[-1] if type(kept[-1]) is Message else join(kept[-1])
    for part in reversed(kept[:-1]):  # the first clause opens the sentence, at the top
        said = say("{first}; {second}", first=part, second=said)
    return said  # type: ignore[no-any-return]


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
    if type(value) is Message and _said.get() is PLAIN:
        # English, as the referee's API most often answers: a message said without a table,
        # most of them, rendered here (Message.__str__'s first case, without a call more)
        english = value._english
        if english is None and value.names is NO_NAMES and value.context is None:
            plural = value.plural
            chosen = value.template if plural is None or value.count is None or \
                int(value.params[value.count]) == 1 else plural
            render = COMPILED.get(chosen) or compiled(chosen)
            if render:
                english = render(value.params)
                if english is not None:
                    value._english = english
                    return english
            return value.__str__()
        return english if english is not None else value.__str__()
    if isinstance(value, Message):
        return value.text()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")
