"""Rulings in the table's words and language: message templates with named parameters.

A ruling's explanation is a :class:`Message`: a template such as ``"{side} {scores|score}
{points}"`` and its parameters, kept apart until it is shown, so that

- the players and partnerships are named as the table knows them (``Ann & Carl``), through
  :class:`Names`, and only fall back to their position ("team 0") where no names are known;
- each reader gets it in their own language: the *template* is translated (the catalogs under
  ``translations/``, read with the standard library's :mod:`gettext`), never a finished
  English sentence, and the parameters are put in afterwards;
- what agrees with a player agrees with them: a translation may choose its words by a
  parameter's grammatical gender and number (``{who?f=вышла|m=вышел|*=выходит}``), ask a
  name or a position in a form (``{side.the}``, ``{keeper.gen}``), and the seams between its
  words and what is put in are made as the language makes them (« d'Anne », "della coppia").

A :class:`Message` behaves as its English rendering, so code and tests that compare or search
a ruling's words keep working; :meth:`Message.text` renders it in the language being spoken
(:func:`speaking`), and HTML templates call it through ``__html__``. The web layer sets the
language of each request from the phone's choice; the JSON encoder calls :func:`localized` on
what it answers.

The package, a job a module:

- :mod:`.spoken`: the language, the cards' faces and the game's nouns being spoken with;
- :mod:`.catalogs`: the translated templates and the lookups in them;
- :mod:`.grammar`: the selector syntax, a subject's grammar, the ``{wins|win}`` agreement;
- :mod:`.people`: seats, sides, hands and plays, a table's :class:`Names` and genders;
- :mod:`.elision`: each language's elision, contractions, articles and genitive;
- :mod:`.message`: a :class:`Message` and its rendering for a reader;
- :mod:`.english`: the compiled fast path for English without names;
- :mod:`.joining`: messages side by side, in lists, remapped, and said for JSON;
- :mod:`.grouping`, :mod:`.verbatim`: numbers grouped the reader's way; words as given.

The translator's guide to the syntax is ``translations/README.md``.
"""

from __future__ import annotations

from . import catalogs, elision, english, grammar, joining, message, people, spoken
from .catalogs import CATALOGS, DOMAIN, N_, gettext, ngettext, pgettext, translations
from .english import compile_english as _compile_english
from .english import shape as _shape
from .grammar import FORMS, KEYS, VERB, Grammar, agreed as _agreed
from .grouping import GROUPING, number
from .joining import (_side_by_side, clauses, hands_at_seats, join, json_default, listing,
                      localized, remap, swap_sides)
from .message import (NO_NAMES, Made, Message, grammar_of, said, say, say_in, say_n, word)
from .people import (GENDERS, ORDINALS, SEAT_AT, TEAM_AT, Hand, Named, Names, Play, Seat,
                     Side, named_together)
from .spoken import (DEFAULT, LANGUAGES, faces_shown, language, nouns_shown, pack_said,
                       set_language, showing, speaking)
from .verbatim import Verbatim

FIRST = english.FIRST

__all__ = [
    "CATALOGS", "DEFAULT", "DOMAIN", "FIRST", "FORMS", "GENDERS", "GROUPING", "KEYS", "LANGUAGES",
    "N_", "NO_NAMES", "ORDINALS", "SEAT_AT", "TEAM_AT", "VERB", "Grammar", "Hand", "Made",
    "Message", "Named", "Names", "Play", "Seat", "Side", "Verbatim", "catalogs", "clauses",
    "elision",
    "english", "faces_shown", "gettext", "grammar", "grammar_of", "hands_at_seats", "join",
    "joining", "json_default", "language", "listing", "localized", "message", "named_together",
    "ngettext", "nouns_shown", "number", "pack_said", "people", "pgettext", "remap", "said",
    "say", "say_in", "say_n", "set_language", "showing", "speaking", "spoken", "swap_sides",
    "translations", "word", "_agreed", "_compile_english", "_shape", "_side_by_side",
]
