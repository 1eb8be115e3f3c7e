"""The translated templates: one gettext catalog a language (``translations/<lang>/``), read
with the standard library's :mod:`gettext`, and the lookups the renderer makes in them.

English is the templates as written (the catalogs' msgids), so it needs no catalog. A lookup
that the catalog cannot answer gives the English template back, as gettext does: a message is
never lost for want of a translation.
"""

from __future__ import annotations

import functools
import gettext as _gettext
from pathlib import Path

from .grammar import MARK
from .spoken import DEFAULT, language

CATALOGS = Path(__file__).resolve().parent.parent.parent / "translations"
DOMAIN = "messages"


@functools.lru_cache(maxsize=None)
def translations(code: str) -> _gettext.NullTranslations:
    """The compiled catalog of a language; English (or a catalog not compiled): the
    templates as written."""
    if code == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, str(CATALOGS), [code], fallback=True)


def catalog(code: str) -> _gettext.NullTranslations:
    """The catalog of ``code`` as this module's :func:`translations` gives it now (tests put a
    stand-in language there: every lookup goes through this name)."""
    return translations(code)


def gettext(template: str) -> str:
    """A template in the language being spoken (a noun's gender mark, ``{=f}``, left out: it
    is for the renderer, never said)."""
    return unmarked(catalog(language()).gettext(template))


def ngettext(singular: str, plural: str, count: int) -> str:
    return unmarked(catalog(language()).ngettext(singular, plural, count))


def pgettext(context: str, template: str) -> str:
    """A template in the language being spoken, as said in ``context`` (Mus's "queen" is a
    caballo in Spanish; a French-suited queen is a reina)."""
    return unmarked(catalog(language()).pgettext(context, template))


def unmarked(text: str) -> str:
    """A translation without the gender mark of its noun (``{=f}пара {number}``)."""
    return MARK.sub("", text).lstrip() if "{=" in text else text


def said_in(code: str | None, template: str, context: str | None = None) -> str:
    """A template in the language ``code`` (the one being spoken if None), as said in
    ``context`` where the catalog says it so, else as said anywhere."""
    if code is None:
        code = language()
    if code == DEFAULT:
        return template
    found = catalog(code)
    if context is not None:
        own = found.pgettext(context, template)
        if own != template:
            return own
    return found.gettext(template)


def N_(template: str) -> str:
    """Marks a template for extraction where it is chosen before it is said (a table of
    templates, one per suit or per card place); :func:`say` translates it then."""
    return template
