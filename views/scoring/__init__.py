"""Hand-scoring forms: each game's fields, read into the game's score body.

A game's form is the partial ``templates/games/_<game>_score.html`` (its fields only; the page
wraps them in a form) and a reader in this package (``views/scoring/<game>.py``, registered with
:func:`reader`) that reads those fields into the body ``referee.requests.score`` takes. The
same partial serves the referee page (a calculator) and the table page (the ``hand`` action,
which puts the result on the score pad).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Callable

from werkzeug.datastructures import MultiDict

from referee.game import Game
from referee.numbers import whole
from referee.errors import RefereeError

from ..cards import typed

Form = MultiDict[str, str]
Reader = Callable[[Form, int, Game], dict[str, Any]]
READERS: dict[str, Reader] = {}


def reader(game: str) -> Callable[[Reader], Reader]:
    def register(function: Reader) -> Reader:
        READERS[game] = function
        return function
    return register


def has_form(game: str) -> bool:
    return game in READERS


def body_from_form(game: Game, form: Form, seats: int) -> dict[str, Any]:
    """The score body for ``game`` from its form; ``seats`` is the number of players."""
    return READERS[game.key](form, seats, game)


def cards(form: Form, name: str) -> list[str]:
    """Cards tapped in a picker named ``name`` and typed in ``<name>_text``."""
    text = form.get(f"{name}_text", "")
    try:
        return form.getlist(name) + typed(text)
    except RefereeError:
        return form.getlist(name) + [text]


def tapped_and_typed(form: Form, name: str) -> list[str]:
    """A card field (``templates/_cards.html`` ``card_field``): cards typed in ``name``, in the
    canonical notation or the reader's own (``ДП 10Ч``, ``12E``), and those tapped in its
    picker (``<name>_tap``); a token that reads in neither is passed on for the referee to
    name."""
    return form.getlist(f"{name}_tap") + typed(form.get(name, ""))


def number(form: Form, name: str, default: str = "0") -> str:
    """A number field as typed (the referee checks it and names the field if it is wrong)."""
    value = form.get(name, "").strip()
    return value if value else default


def per_seat(form: Form, name: str, seats: int) -> list[str]:
    return [number(form, f"{name}_{i}") for i in range(seats)]


def filled(form: Form, names: tuple[str, ...], seats: int) -> int:
    """How many rows were used: the referee page offers rows for the most players a game
    allows, and the rows left blank at the end are players who are not there."""
    used = 0
    for i in range(seats):
        if any(form.get(f"{name}_{i}", "").strip() for name in names):
            used = i + 1
    return max(used, 1)


MOST = 16
"""No game here has more sides or players than this; a bigger number is a typo, read as none."""


def side(form: Form, name: str) -> int | None:
    """A small whole number (a side, a seat, a count of sides), or None when absent or absurd,
    so a stray "99999999" never makes a reader loop over millions of rows."""
    value = whole(form.get(name, ""))
    return value if value is not None and 0 <= value <= MOST else None


TAPPED: dict[str, int] = {}
"""How many pickers a form offers for a field of many groups (a meld a picker, a declaration a
picker): the reader that reads them says, the template asks (``pickers.melds``)."""


def _load_games() -> None:
    """Import every game's reader module in this package (each registers itself)."""
    for found in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{found.name}")


_load_games()
