"""Whose name is whose: a group's members matched by name, case and accents aside.

A table's players and an event's entrants are typed at the table, not picked from a list, so
the group recognises its members by name: "ANN", "ann" and "Ann" are Ann; "José" and "Jose"
are José (:func:`fold`). A new name that only looks like a member's ("Masha" beside "Маша",
"Dmitry" beside "Дмитрий", "Carl" beside "Karl") is not guessed at: the host is asked whether it
is that member or someone new (:func:`close`), and the answer is kept as one more name of the
member, or a new member, so it is asked once.
"""

from __future__ import annotations

import unicodedata

LATIN = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya", "і": "i",
    "ї": "i", "є": "e", "ґ": "g", "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z",
    "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l", "μ": "m", "ν": "n", "ξ": "x", "ο": "o",
    "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps",
    "ω": "o", "ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "ł": "l", "đ": "d", "þ": "th"}
"""How a Cyrillic or Greek name is written in Latin letters (and the few Latin letters that
do not lose their accent by decomposition), to notice "Маша" beside "Masha"."""
SOUNDS_ALIKE = (("shch", "sh"), ("kh", "h"), ("ph", "f"), ("th", "t"), ("ck", "k"),
                ("y", "i"), ("j", "i"), ("w", "v"), ("q", "k"), ("c", "k"), ("x", "ks"))
"""Spellings of one sound that transliterations disagree on (Dmitry, Dmitri, Dmitrij)."""


LONG = 7
"""Letters (of the skeleton) a name needs before one letter apart counts as close."""


def fold(name: str) -> str:
    """A name as it is matched: case and accents aside, spaces folded ("  JOSÉ " → "jose")."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(unicodedata.normalize("NFC", bare).split())


def skeleton(name: str) -> str:
    """A name as it sounds, roughly: in Latin letters, one spelling for each sound that
    transliterations spell differently, no doubled letters, letters only."""
    text = "".join(LATIN.get(ch, ch) for ch in fold(name))
    for spelled, sound in SOUNDS_ALIKE:
        text = text.replace(spelled, sound)
    letters = [ch for ch in text if ch.isalnum()]
    return "".join(ch for i, ch in enumerate(letters) if i == 0 or ch != letters[i - 1])


def close(one: str, other: str) -> bool:
    """Whether two different names may be one person's: they sound alike (:func:`skeleton`),
    or, both long (:data:`LONG`), one letter added, dropped or changed makes one the other
    ("Alexandra", "Aleksandra"); short names a letter apart are as often two people (Sasha
    and Masha)."""
    if fold(one) == fold(other):
        return False
    a, b = skeleton(one), skeleton(other)
    if not a or not b:
        return False
    if a == b:
        return True
    return min(len(a), len(b)) >= LONG and _one_edit(a, b)


def _one_edit(a: str, b: str) -> bool:
    """Whether one letter added, dropped or changed turns ``a`` into ``b``."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return a[i + 1:] == b[i + 1:] if len(a) == len(b) else a[i:] == b[i + 1:]
    return True
