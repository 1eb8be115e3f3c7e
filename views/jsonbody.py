"""The one reader of JSON request bodies: strict JSON, bounded nesting, a clear 422.

Python's JSON reader takes ``NaN`` and ``Infinity`` (which no JSON client can read back) and
recurses once per ``[`` (so a deep enough body is a RecursionError): neither may reach a table.
Nesting is measured before parsing, in one pass over the text, without recursing. Its strings
come out checked and normalised (:mod:`views.edge`): a lone surrogate is a 422 naming where.
"""

from __future__ import annotations

import json
from typing import Any

from flask import request

from referee.errors import InvalidInputError
from referee.words import Verbatim, say, say_n

from .edge import clean_json

MAX_DEPTH = 12
"""No body here nests deeper: a Burraco hand (teams, melds, cards) is four levels."""


def depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (strings skipped)."""
    deepest = level = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
            if deepest > MAX_DEPTH:
                return deepest
        elif char in "]}":
            level -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise InvalidInputError(say("{name} is not a number JSON can carry: send a whole number",
                                name=Verbatim(name)), "body")


def parse(text: str) -> Any:
    """JSON text as values, or an :class:`InvalidInputError` saying what is wrong."""
    if depth(text) > MAX_DEPTH:
        raise InvalidInputError(say_n("the body nests deeper than {n} level",
                                      "the body nests deeper than {n} levels", MAX_DEPTH),
                                "body")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except ValueError as error:
        if isinstance(error, InvalidInputError):
            raise
        raise InvalidInputError(say("the body is not valid JSON"), "body") from None
    return clean_json(value)


def json_value() -> Any:
    """The request's JSON body (None when it is not sent as JSON)."""
    if not request.is_json:
        return None
    try:
        text = request.get_data(cache=True).decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInputError(say("the body is not UTF-8 text"), "body") from None
    return parse(text)


def json_object() -> dict[str, Any]:
    """The request's JSON body, which must be an object."""
    body = json_value()
    if not isinstance(body, dict):
        raise InvalidInputError(say("send a JSON object as the request body"), "body")
    return body
