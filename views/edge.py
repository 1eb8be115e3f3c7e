"""Text as it comes in, made right once at the edge: valid Unicode, in one normal form.

Whatever the server takes it must be able to show (issue 21): a string holding a lone surrogate
(JSON's ``"\\ud800"``, or the two halves of a pair sent in two fields) is no text at all; it can
be stored, but no page, export or answer can ever be encoded from it. So every JSON body and
every form is read through here before anything else sees it:

- a JSON string (a value or a key) holding a surrogate is refused, naming where it is;
- every string (JSON, form fields, query arguments) is put in Unicode's composed form (NFC),
  so "Åsa" typed two ways is one name, one idempotency key, one seed.

Form and query text cannot hold surrogates (Werkzeug leaves bytes that are not UTF-8
percent-encoded), so only their normal form is changed here.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from htmx_flask.requests import HtmxAwareRequest
from werkzeug.datastructures import ImmutableMultiDict, iter_multi_items

from referee.errors import InvalidInputError
from referee.words import Verbatim, say


def normal(text: str) -> str:
    """``text`` in Unicode's composed form (NFC)."""
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


def _shown(text: str) -> str:
    """A string as it can be shown in an error (its surrogates as ``\\udXXX`` escapes)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _checked(text: str, where: str) -> str:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InvalidInputError(say("{field} holds a lone surrogate ({code}), which is no "
                                    "character: send valid Unicode text",
                                    field=Verbatim(_shown(where) or "body"),
                                    code=Verbatim(f"U+{ord(text[error.start]):04X}")),
                                _shown(where) or "body") from None
    return normal(text)


def _at(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def clean_json(value: Any, where: str = "") -> Any:
    """A parsed JSON value with every string checked and in NFC (keys too), or an
    :class:`InvalidInputError` naming the first place holding a surrogate. Nesting is
    bounded before parsing (:mod:`views.jsonbody`), so this recursion is too."""
    if isinstance(value, str):
        return _checked(value, where)
    if isinstance(value, list):
        return [clean_json(item, f"{where}[{i}]") for i, item in enumerate(value)]
    if isinstance(value, dict):
        cleaned = {}
        for key, item in value.items():
            named = _checked(key, _at(where, _shown(key)))
            cleaned[named] = clean_json(item, _at(where, named))
        return cleaned
    return value


class NormalMultiDict(ImmutableMultiDict):  # type: ignore[type-arg]
    """Form fields and query arguments with their names and text in NFC (uploaded files are
    left as they are: a file is read through :func:`clean_json`)."""

    def __init__(self, mapping: Any = None) -> None:
        if mapping is not None:
            mapping = [(normal(k) if isinstance(k, str) else k,
                        normal(v) if isinstance(v, str) else v)
                       for k, v in iter_multi_items(mapping)]
        super().__init__(mapping)


class EdgeRequest(HtmxAwareRequest):
    """Flask's request as htmx-flask makes it (``request.htmx``: the htmx headers, read where
    a page answers htmx with a part of itself), reading forms and query strings through
    :class:`NormalMultiDict`."""

    parameter_storage_class = NormalMultiDict
