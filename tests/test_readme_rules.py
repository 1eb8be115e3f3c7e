"""The README points at what a clone has (issue 41, point 8): it names, for every game, the
published rules text the game follows, in words a reader can search for, and the text's number
and lines as the game's module under ``referee/`` cites them; it sends nobody to a folder of
texts the repository does not hold."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SOURCES = ("Denexa Games", "pagat.com")
"""Where the four texts were published: findable names, not a path on someone's disk."""


def row(name: str) -> str:
    found = re.search(rf"^\| {re.escape(name)} \|.*\|$", README, re.MULTILINE)
    assert found, f"the README's table of rules names no source for {name}"
    return found.group(0)


def test_no_folder_the_clone_lacks_is_given_as_the_authority() -> None:
    assert "../shared/rules" not in README


@pytest.mark.parametrize("key", sorted(GAMES))
def test_each_game_names_its_rules_text_and_the_lines_its_module_cites(key: str) -> None:
    game = GAMES[key]
    line = row(game.name)
    assert any(source in line for source in SOURCES), line
    module = __import__(f"referee.{key.replace('-', '_')}", fromlist=["__doc__"])
    for cited in game.rules.split(","):
        text, start = cited.strip().split(":")
        # as the module's docstring cites it: ``shared/rules/003`` lines 473–545
        assert re.search(rf"``(?:shared/rules/)?{text}\w*(?:\.txt)?``", module.__doc__ or ""), key
        assert re.search(rf"`{text}` lines? {start}\b", line), (cited, line)
