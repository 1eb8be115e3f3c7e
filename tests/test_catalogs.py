"""The translation catalogs: complete, current and faithful to their source templates.

Every language's catalog (``translations/<lang>/LC_MESSAGES/messages.po``) must hold every
message the code and the pages use (extracted afresh here, as ``translations/update.sh`` does),
and nothing else; each translated, none fuzzy, none obsolete, with the same placeholders as its
source (``{side}``, ``%(hand)s``) and every plural form the language has (Russian: three).

A translation may choose its words by a parameter's grammar (``{seat?f=…|m=…|*=…}``), ask a
parameter in a form (``{side.the}``, ``%(keeper.gen)s``) and declare a noun's gender
(``{=f}``): translations/README.md. Its selectors must read (known keys, a ``*`` option, a
parameter of the source), and each reading of it (as said of a woman, a man, a partnership, a
subject of no known gender …) must hold the source's placeholders, no more and no fewer.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from referee.words import FORMS, LANGUAGES, VERB, grammar

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in LANGUAGES if code != "en"]
PLURAL_FORMS = {"ru": 3, "es": 2, "ca": 2, "it": 2, "fr": 2, "nl": 2, "sv": 2}


def _read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """The messages the code uses now, extracted as translations/update.sh does."""
    out = tmp_path_factory.mktemp("pot") / "messages.pot"
    subprocess.run([sys.executable, "-c", "from babel.messages.frontend import main; main()",
                    "-q", "extract", "-F", "babel.cfg", "-k", "say", "-k", "say_n:1,2",
                    "-k", "say_in:1c,2", "-k", "_n:1,2", "-k", "N_", "-k", "plural_forms:1,2",
                    "--no-location",
                    "-o", str(out), "."],
                   cwd=ROOT, check=True)
    return _read(out)


def _ids(catalog: Catalog) -> set[tuple[str, str | None]]:
    """Each message's source and context (Mus's "queen" is not a French-suited one)."""
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}


_names = grammar.placeholders
grammar_problems = grammar.problems


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalog_holds_exactly_the_messages_in_use(code: str, extracted: Catalog) -> None:
    catalog = _read(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po")
    missing = sorted(_ids(extracted) - _ids(catalog))
    stale = sorted(_ids(catalog) - _ids(extracted))
    assert not missing, f"{code} lacks {len(missing)} messages (run translations/update.sh " \
                        f"and translate them): {missing[:5]}"
    assert not stale, f"{code} keeps {len(stale)} messages no longer used: {stale[:5]}"
    assert not catalog.obsolete, f"{code} has obsolete entries: {list(catalog.obsolete)[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_message_is_translated_with_its_placeholders(code: str) -> None:
    catalog = _read(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po")
    assert catalog.num_plurals == PLURAL_FORMS[code], f"{code}: wrong plural forms"
    problems = []
    for message in catalog:
        if not message.id:
            continue
        source = message.id if isinstance(message.id, str) else message.id[0]
        if message.fuzzy:
            problems.append(f"fuzzy: {source!r}")
        forms = message.string if isinstance(message.string, (list, tuple)) else (
            message.string,)
        if message.pluralizable and len(forms) != catalog.num_plurals:
            problems.append(f"{len(forms)} plural forms: {source!r}")
        for form in forms:
            if not form or not form.strip():
                problems.append(f"untranslated: {source!r}")
            else:
                problems += grammar_problems(source, form)
    assert not problems, f"{code}: {len(problems)} problems: " + "; ".join(problems[:8])


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translation_renders_without_error(code: str) -> None:
    """A translation that cannot be filled in (a stray brace, a broken ``%(name)s``) would
    fail the request that shows it: every form renders with its source's parameters."""
    catalog = _read(ROOT / "translations" / code / "LC_MESSAGES" / "messages.po")
    broken = []
    for message in catalog:
        if not message.id:
            continue
        source = message.id if isinstance(message.id, str) else message.id[0]
        forms = message.string if isinstance(message.string, (list, tuple)) else (
            message.string,)
        names = set(_names(source))
        for form in forms:
            try:
                for reading in grammar.each_reading(form):
                    reading = grammar.MARK.sub("", reading)
                    if "%(" in source:
                        reading % ({name: 1 for name in names}
                                   | {f"{n}.{f}": 1 for n in names for f in FORMS})
                    elif "{" in source or "{" in reading:
                        reading = re.sub(r"\{(\w+)\.\w+\}", r"{\1}", reading)
                        VERB.sub(lambda m: m.group(1), reading).format(
                            **{name: 1 for name in names})
            except (KeyError, ValueError, IndexError, TypeError,
                    grammar.SyntaxProblem) as error:
                broken.append(f"{form!r}: {error}")
    assert not broken, f"{code}: " + "; ".join(broken[:5])


def test_the_check_reads_selectors_forms_and_marks() -> None:
    """The check itself: a selector's readings each hold the source's placeholders; a key, a
    form or a parameter the source lacks is refused; a noun's gender mark is no placeholder."""
    source = "{seat} is out of chips."
    assert not grammar_problems(source, "{seat?f={seat} осталась без фишек|m={seat} остался "
                                        "без фишек|*=у игрока {seat.bare} кончились фишки}.")
    assert grammar_problems(source, "{seat?f=осталась без фишек|*={seat}: фишек нет}.")
    assert grammar_problems(source, "{seat?she={seat} ушла|*={seat} уходит}.")
    assert grammar_problems(source, "{seat?f={seat} ушла}.")  # no '*': nobody's words
    assert grammar_problems(source, "{who?f={seat} ушла|*={seat} уходит}.")
    assert grammar_problems(source, "{seat.case} уходит.")
    assert not grammar_problems("team {number}", "{=f}пара {number}")
    assert not grammar_problems("%(keeper)s's entry", "%(keeper.gen)s inmatning")
    assert not grammar_problems("{side} {wins|win}", "{side} {vince|vincono}")
