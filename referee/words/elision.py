"""Where a word of the template meets what is put in it: elision, contractions, articles and
the genitive, each language's own.

A template cannot write these forms itself, since what is put in is known only when it is
said: « de » before "Anne" is « d'Anne », before « le joueur 2 » it is « du joueur 2 »; Catalan
« de » before "Aggravation" is « d'Aggravation »; Italian "di" before "la coppia 1" is "della
coppia 1", before "l'asso" "dell'asso"; Spanish « de » + « el jugador 2 » is « del jugador 2 ».
So they are made then, at the seam: the word just before a placeholder and the first word of
what goes there. The same rules serve the referee's templates (``{name}``) and the pages'
(``%(name)s``). Only before a vowel for elision: an h may be aspirated in French (« de Hugo »),
and a capital H is left alone; Catalan elides before a silent h and a vowel (« d'Hug »).

Articles: a noun said with ``.the`` takes the definite article its gender and first letter
call for (:func:`article`); a typed name takes none. The genitive (``.gen``) is Swedish's and
Dutch's ending (:func:`genitive`).
"""

from __future__ import annotations

import functools
import re
from typing import Any, Callable, Mapping

VOWELS = "AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûüÁÍÓÚáíóú"
APOSTROPHES = "'’"

ELIDED: Mapping[str, Mapping[str, str]] = {
    "fr": {"de": "d'", "que": "qu'", "le": "l'", "la": "l'", "jusque": "jusqu'",
           "lorsque": "lorsqu'", "puisque": "puisqu'", "ne": "n'"},
    "ca": {"de": "d'"},
    "it": {},
    "es": {},
}
"""A word that loses its vowel before one: French « d'Anne », « qu'Anne »; Catalan « d'Ane »."""

EUPHONIC: Mapping[str, Mapping[str, tuple[str, str]]] = {
    "it": {"a": ("ad", "aAàÀ")},
}
"""A word that takes a consonant before a word opening with the same vowel, and the letters
that call for it: Italian "ad Anna", "ad Alberto" (« a Marta », "al giocatore 2" stay)."""

CONTRACTED: Mapping[str, Mapping[tuple[str, str], str]] = {
    "fr": {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"},
    "ca": {("de", "el"): "del", ("de", "els"): "dels", ("a", "el"): "al", ("a", "els"): "als",
           ("per", "el"): "pel", ("per", "els"): "pels"},
    "es": {("de", "el"): "del", ("a", "el"): "al"},
    "it": {(prep, art): stem + ending
           for prep, stem in (("di", "de"), ("a", "a"), ("da", "da"), ("in", "ne"), ("su", "su"))
           for art, ending in (("il", "l"), ("lo", "llo"), ("la", "lla"), ("l'", "ll'"),
                               ("i", "i"), ("gli", "gli"), ("le", "lle"))},
}
"""A preposition and the article after it said as one word: French « du », « au »; Catalan
« del », « pel »; Spanish « del », « al »; Italian's preposizioni articolate (« della »,
« all' », « nei »)."""

SEAMS = {code: frozenset(ELIDED.get(code, {})) | set(EUPHONIC.get(code, {}))
         | {p for p, _ in CONTRACTED.get(code, {})}
         for code in set(ELIDED) | set(CONTRACTED) | set(EUPHONIC)}
"""The words, by language, that change with what follows them."""


_NUMBER = re.compile(r"[0-9][0-9.]*(?![\w])")
"""A number as Catalan writes it (grouped by dots), read aloud: the digits of a word alone."""


def _read_with_a_vowel(text: str) -> bool:
    """Whether a number (Catalan) is read starting with a vowel: « u », « un milió », « onze »,
    « onze mil » (« d'1 fitxa », « d'11 punts », as the IEC writes them); « deu », « mil »,
    « vuit » are not. A card's code (« 1O ») is no number."""
    found = _NUMBER.match(text)
    if found is None:
        return False
    digits = found.group(0).rstrip(".").replace(".", "").lstrip("0")
    if not digits:
        return False
    groups = (len(digits) + 2) // 3
    leading = int(digits[:len(digits) - 3 * (groups - 1)])
    # 1: « u », « un milió », « un bilió » (but « mil », « mil milions »); 11: « onze » always
    return leading == 11 or leading == 1 and groups % 2 == 1


def _starts_with_vowel(code: str, text: str, numbers: bool = True) -> bool:
    if not text:
        return False
    if text[0] in VOWELS:
        return True
    if code == "ca" and numbers and text[0].isdigit():
        return _read_with_a_vowel(text)
    # Catalan elides before a silent h: « d'Hug »; French keeps « de Hugo » (aspirated or not
    # cannot be told from the letters)
    return code == "ca" and text[0] in "hH" and len(text) > 1 and text[1] in VOWELS


def _article_of(text: str) -> tuple[str, str]:
    """The article opening ``text`` (lower case: one the catalog put there) and the rest."""
    if len(text) > 2 and text[0] == "l" and text[1] in APOSTROPHES:
        return "l'", text[2:]
    word, space, rest = text.partition(" ")
    return (word, rest) if space else ("", text)


def seam(code: str, word: str, value: str) -> tuple[str, str] | None:
    """What ``word`` becomes before ``value``, and what is left of ``value``, where the
    language joins them: ``("d'", "Anne")``, ``("du ", "joueur 2")``, ``("della ", "coppia 1")``;
    None where they stay apart (« de Hugo »). The word is the template's (safe to write as it
    is in a page); the rest is what was put in (escaped there as any name)."""
    low = word.lower()
    contractions = CONTRACTED.get(code)
    if contractions:
        article, rest = _article_of(value)
        merged = contractions.get((low, article))
        if merged is not None:
            merged = merged if word[:1].islower() else merged[:1].upper() + merged[1:]
            return merged + ("" if merged.endswith("'") else " "), rest
    elided = ELIDED.get(code, {}).get(low)
    if elided is not None and _starts_with_vowel(code, value):
        return (elided if word[:1].islower() else elided[:1].upper() + elided[1:]), value
    euphonic = EUPHONIC.get(code, {}).get(low)
    if euphonic is not None and value[:1] and value[0] in euphonic[1]:
        said = euphonic[0] if word[:1].islower() else euphonic[0][:1].upper() + euphonic[0][1:]
        return said + " ", value
    return None


def joined(code: str, word: str, value: str) -> str | None:
    """``word`` and ``value`` said together where the language joins them (« d'Anne »,
    « du joueur 2 », "della coppia 1"), or None where they stay apart (« de Hugo »)."""
    made = seam(code, word, value)
    return None if made is None else made[0] + made[1]


@functools.lru_cache(maxsize=4096)
def _seams(code: str, template: str, placeholder: str) -> tuple[tuple[int, int, str, str], ...]:
    """Where in ``template`` a word that may change stands before a placeholder: (start, end,
    the word, the placeholder's name)."""
    words = SEAMS.get(code)
    if not words:
        return ()
    found = []
    for match in re.finditer(r"(?<![\w'’])(\w+) (" + placeholder + ")", template):
        if match.group(1).lower() in words:
            found.append((match.start(), match.end(), match.group(1), match.group(3)))
    return tuple(found)


BRACES = r"\{(\w+(?:~\w+)?)\}"
"""The referee's placeholders (a form written ``{side.the}`` is read as ``side~the``)."""
PERCENT = r"%\((\w+(?:\.\w+)?)\)s"
"""The pages' placeholders."""


def elide(code: str, template: str, values: Mapping[str, Any],
          placeholder: str = BRACES, said: Callable[[Any], str] = str,
          field: Callable[[str], str] = "{{{}}}".format) -> tuple[str, dict[str, str]]:
    """``template`` with each seam made (the word before a placeholder joined with what goes
    there), and the words to put in the new placeholders it names (``field`` writes one)."""
    seams = _seams(code, template, placeholder)
    if not seams:
        return template, {}
    out: list[str] = []
    extra: dict[str, str] = {}
    last, changed = 0, False
    for start, end, word, name in seams:
        if name not in values:
            continue
        value = said(values[name])
        made = seam(code, word, value)
        if made is None:
            continue
        changed = True
        new_word, rest = made
        out.append(template[last:start])
        out.append(new_word)
        if rest == value:  # elided: the placeholder as it was
            out.append(template[start + len(word) + 1:end])
        else:
            key = f"~seam{len(extra)}"
            extra[key] = rest
            out.append(field(key))
        last = end
    if not changed:
        return template, {}
    out.append(template[last:])
    return "".join(out), extra


# --- articles and the genitive ----------------------------------------------------------------

_IMPURE = re.compile(r"(?i)^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])")
"""An Italian masculine noun that takes "lo" (lo zaino, lo spagnolo, lo gnomo)."""


def article(code: str, gender: str, many: bool, text: str) -> str:
    """``text`` (a noun the catalog said, of ``gender``) with its definite article: « l'équipe
    1 », « le joueur 2 », "la coppia 1", "il giocatore 2", « el jugador 2 », « l'equip 1 ».
    A language without one before a noun (Russian, Swedish), or a noun of no known gender,
    as it is."""
    vowel = _starts_with_vowel(code if code != "fr" else "ca", text, code == "ca") \
        if text else False
    if code == "fr":
        if many:
            return "les " + text
        if gender in ("f", "m"):
            return ("l'" + text) if vowel else ("la " if gender == "f" else "le ") + text
    elif code == "it":
        if many:
            if gender == "f":
                return "le " + text
            if gender == "m":
                return ("gli " if vowel or _IMPURE.match(text) else "i ") + text
        elif gender == "f":
            return ("l'" if vowel else "la ") + text
        elif gender == "m":
            return ("l'" if vowel else "lo " if _IMPURE.match(text) else "il ") + text
    elif code == "ca":
        if many and gender in ("f", "m"):
            return ("les " if gender == "f" else "els ") + text
        if gender == "m":
            return ("l'" if vowel else "el ") + text
        if gender == "f":
            return ("l'" if vowel and text[:1].lower() not in "iu" else "la ") + text
    elif code == "es":
        if gender in ("f", "m"):
            if many:
                return ("las " if gender == "f" else "los ") + text
            return ("la " if gender == "f" else "el ") + text
    elif code == "nl":
        if gender == "n" and not many:
            return "het " + text
        if gender or many:
            return "de " + text
    elif code == "en":
        return "the " + text
    return text


def genitive(code: str, text: str) -> str:
    """A name or a position as the owner of what follows, where the language says so by an
    ending: Swedish "Astrids", "Lars" (an s already), "spelare 2:s"; Dutch "Brams", "Anna's",
    "Joris'"; English "Ann's". Elsewhere as it is (the template says "de", "di", «у»)."""
    if not text:
        return text
    last = text[-1]
    if code == "sv":
        if last.isdigit():
            return text + ":s"
        return text if last.lower() in "sxz" else text + "s"
    if code == "nl":
        if last.lower() in "sxz":
            return text + "'"
        return text + ("'s" if last.lower() in "aiouy" or last.isdigit() else "s")
    if code == "en":
        return text + ("'" if last.lower() == "s" else "'s")
    return text
