"""The one reader of whole numbers, for JSON bodies and form fields alike.

``str.isdigit()`` says yes to "²", "③" and "٣", which ``int()`` then refuses or reads as
another script's digit: every number a player types is read here, ASCII digits only, with a
clear message naming the field when it is not a whole number.
"""

from __future__ import annotations

import math
import re
from typing import Any

from .errors import InvalidInputError
from .words import Message, said, say

WHOLE = re.compile(r"[+-]?[0-9]{1,15}", re.ASCII)
LARGEST = 10**15
"""No count, score or stake at a card table comes near this; anything larger is a typo."""


MINUS_SIGN = "\u2212"
"""−, the minus sign some keyboards and pasted scores give instead of the hyphen-minus."""


def whole(text: Any) -> int | None:
    """A whole number typed as text ("12", " -3 ", "−150"), or None: never an exception."""
    if not isinstance(text, str):
        return None
    stripped = text.strip().replace(MINUS_SIGN, "-", 1)
    return int(stripped) if WHOLE.fullmatch(stripped) else None


def read_whole(value: Any, label: str, field: str) -> int:
    """A whole number from JSON (an integer, or a float with nothing after the point) or from
    text; anything else, a bool, an infinity or NaN is refused naming ``field``. ``label`` is
    a message, or a template marked with ``N_`` where it is written."""
    if type(value) is int and -LARGEST <= value <= LARGEST:
        return value  # JSON's own whole number, as most are: nothing more to check
    if isinstance(value, bool):
        raise InvalidInputError(_not_whole(label), field)
    if isinstance(value, int):
        number = value
    elif isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            raise InvalidInputError(_not_whole(label), field)
        number = int(value)
    else:
        read = whole(value)
        if read is None:
            raise InvalidInputError(_not_whole(label), field)
        number = read
    if abs(number) > LARGEST:
        raise InvalidInputError(say("{label} is far too large", label=said(label)), field)
    return number


def _not_whole(label: str) -> Message:
    return say("{label} must be a whole number", label=said(label))
