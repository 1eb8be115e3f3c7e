"""Every whole game here is also read back as the table shows it (issue 12, "talk like the
table"): after each test, every page of every table it played (the table page with its whole
history, the scoreboard and its TV mode, the CSV export, the API's state with its rulings) and
every refusal a table gave it are scanned for a position where a name belongs ("seat 1", "team 0",
"player 2", "side 1"), a field path ("melds[1][1]") or a partnership given the verb for one
("Ann & Carl wins")."""

from __future__ import annotations

import html
import re
from typing import Any, Iterator

import pytest

POSITION = re.compile(r"\b(?:seat|team|player|side|partnership)s? \d+\b|\w\[\d+\]",
                      re.IGNORECASE)
ONE_VERB_FOR_TWO = re.compile(r"\b\w+ & \w+ (?:wins|scores|takes|has|is|reaches|makes|loses|"
                              r"gets|pays|holds|needs|was|does|collects|declares)\b")
"""A partnership with the verb for one ("Ann & Carl wins")."""
TAGS = re.compile(r"<[^>]+>")
QUIET = re.compile(r"<(script|style)\b.*?</\1>|<input\b[^>]*>", re.DOTALL | re.IGNORECASE)


def shown(text: str) -> str:
    """What a person reads: the page without its markup (attribute values are not read)."""
    return html.unescape(TAGS.sub(" ", QUIET.sub(" ", text)))


def json_words(value: Any) -> Iterator[str]:
    """The words in an API answer: its strings, not its field names or machine values."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in ("payload", "kind", "actor", "at", "game", "edit_key", "view_key",
                           "idempotency_key", "cards", "card", "winning_cards", "rule", "field"):
                yield from json_words(item)
    elif isinstance(value, list):
        for item in value:
            yield from json_words(item)


@pytest.fixture(autouse=True)
def read_back_as_the_table_shows_it(app: Any, client: Any) -> Iterator[None]:
    refusals: list[str] = []
    post = client.post

    def recording_post(*args: Any, **kwargs: Any) -> Any:
        response = post(*args, **kwargs)
        at_a_table = str(args[0] if args else kwargs.get("path", "")).startswith(
            "/api/v1/tables/")
        if at_a_table and response.status_code >= 400 and response.is_json:
            refusals.append(str(response.json.get("error", "")))
        return response

    client.post = recording_post
    yield
    client.post = post
    from views.database import get_db
    with app.app_context():
        keys = get_db().execute("SELECT edit_key, view_key FROM tables").fetchall()
    found: list[str] = []
    for edit_key, view_key in keys:
        texts = {"refusal": " | ".join(refusals)}
        for url in (f"/t/{edit_key}?all=1", f"/s/{view_key}", f"/s/{view_key}?tv=1",
                    f"/t/{edit_key}/export.csv"):
            texts[url.replace(edit_key, "<edit>").replace(view_key, "<view>")] = shown(
                client.get(url).get_data(as_text=True))
        state = client.get(f"/api/v1/tables/{edit_key}").json
        texts["API state"] = " | ".join(json_words(state))
        for where, text in texts.items():
            for match in [*POSITION.finditer(text), *ONE_VERB_FOR_TWO.finditer(text)]:
                context = text[max(0, match.start() - 60):match.end() + 40].replace("\n", " ")
                found.append(f"{where}: …{' '.join(context.split())}…")
    assert not found, "positions where names belong:\n" + "\n".join(sorted(set(found))[:40])
