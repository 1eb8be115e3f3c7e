"""The translator's loop, after ``translations/update.sh``: the entries a language still lacks as
JSON to fill in, then back into its catalog, then checked as ``tests/test_catalogs.py`` will.

    .venv/bin/python translations/pending.py dump es /tmp/es.json   # untranslated entries
    # fill every "str" (a plural entry: one string per plural form of the language)
    .venv/bin/python translations/pending.py load es /tmp/es.json
    .venv/bin/python translations/pending.py check es               # "problems: 0"

Each entry is ``{"id", "ctx", "plural", "str"}``: the template, the game it is said in (Mus's
"queen" is a caballo), its plural template, and the translation. A translation may choose its
words by a player's gender and number, ask a name in a form and declare a noun's gender: the
syntax is in translations/README.md, and ``check`` reads it as the tests do.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from referee.words import grammar  # noqa: E402  (the syntax's own check, as the tests use it)


def catalog(code: str) -> Catalog:
    with (HERE / code / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        return read_po(handle, locale=code)


def forms(message: Message) -> tuple[str, ...]:
    return tuple(message.string) if isinstance(message.string, (list, tuple)) else (
        message.string,)


def source(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def dump(code: str, out: str) -> None:
    held = catalog(code)
    todo = [{"id": source(m), "ctx": m.context,
             "plural": None if isinstance(m.id, str) else m.id[1],
             "str": "" if isinstance(m.id, str) else [""] * held.num_plurals}
            for m in held if m.id and not all(forms(m))]
    Path(out).write_text(json.dumps(todo, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(todo)} to translate ({held.num_plurals} plural forms)")


def load(code: str, given: str) -> None:
    held = catalog(code)
    for entry in json.loads(Path(given).read_text(encoding="utf-8")):
        message = held.get(entry["id"], context=entry.get("ctx"))
        if message is None:
            print(f"not in the catalog: {entry['id'][:60]!r}")
            continue
        text = entry["str"]
        message.string = tuple(text) if isinstance(text, list) else text
        message.flags.discard("fuzzy")
    with (HERE / code / "LC_MESSAGES" / "messages.po").open("wb") as handle:
        # wrapped as pybabel update writes them (translations/update.sh), so a load and an
        # update give the same file and branches do not conflict on wrapping
        write_po(handle, held, width=76, no_location=True, sort_output=True)


def check(code: str) -> int:
    held = catalog(code)
    problems = []
    for message in held:
        if not message.id:
            continue
        if message.pluralizable and len(forms(message)) != held.num_plurals:
            problems.append(f"plural forms: {source(message)[:70]!r}")
        for text in forms(message):
            if not text.strip():
                problems.append(f"untranslated: {source(message)[:70]!r}")
            else:
                problems += grammar.problems(source(message), text)
    print("\n".join(problems + [f"problems: {len(problems)}"]))
    return len(problems)


if __name__ == "__main__":
    command, language, *path = sys.argv[1:]
    if command == "dump":
        dump(language, path[0])
    elif command == "load":
        load(language, path[0])
    else:
        sys.exit(1 if check(language) else 0)
