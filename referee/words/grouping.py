"""Numbers as each language writes them: grouped by thousands from 10 000 on.

Four digits stay together (2000, as Spanish writes them and English may); from five on, the
reader's separator: 25,000 · 25 000 · 25.000.
"""

from __future__ import annotations

from .spoken import language

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
