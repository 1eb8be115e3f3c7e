"""French elision where a name meets a word of the template: "de Alice" is written "d'Alice",
"que Anne" "qu'Anne", "de Aggravation" "d'Aggravation".

A template cannot write the elided form itself, since the name put in is known only when it is
said; so the elision is made then, for the words before a placeholder. Only before a vowel: an
h may be aspirated (« de Hugo ») and a capital H is left alone.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

VOWELS = "AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü"
ELIDED = {"de": "d'", "que": "qu'", "De": "D'", "Que": "Qu'"}


def elide(template: str, values: Mapping[str, Any],
          placeholder: str = r"\{(\w+)(?:[:!][^}]*)?\}",
          said: Callable[[Any], str] = str) -> str:
    """``template`` with "de"/"que" before a ``placeholder`` elided when the value put there
    starts with a vowel. ``placeholder`` is a regex whose group 1 names the value (``{name}``
    for the referee's templates, ``%(name)s`` for the pages')."""
    pattern = re.compile(r"\b(de|que|De|Que) (" + placeholder + ")")

    def one(match: re.Match[str]) -> str:
        name = match.group(3)
        value = said(values[name]) if name in values else ""
        if value[:1] and value[0] in VOWELS:
            return ELIDED[match.group(1)] + match.group(2)
        return match.group(0)

    return pattern.sub(one, template)
