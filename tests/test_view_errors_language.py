"""The views' own refusals (a body that is not JSON, a game that is not here, a key that opens
nothing, a limit reached, a form left empty) are message templates rendered in the reader's
language, in a JSON answer as on a page, with their ``code`` and ``field`` unchanged.

The catalogs may lag the code (tests/test_catalogs.py says so), so a stand-in catalog marks
every template it translates: a text that comes out marked went through the reader's language.
"""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from referee import words
from referee.words import say

from helpers import Marking, Table

ASKED = {"Accept-Language": "sv"}


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    real = words.catalogs.translations
    monkeypatch.setattr(words.catalogs, "translations",
                        lambda code: Marking("«", "»") if code == "sv" else real(code))


def test_api_refusals_are_said_in_the_language_asked(client: Any, marked: None) -> None:
    english = client.post("/api/v1/referee/nope/trick", json={})
    swedish = client.post("/api/v1/referee/nope/trick", json={}, headers=ASKED)
    assert english.status_code == swedish.status_code == 404
    assert english.json["error"].startswith("'nope' is not a game here; games: ")
    assert swedish.json["error"].startswith("«'nope' is not a game here; games: ")
    assert english.json["code"] == swedish.json["code"] == "not_found"
    assert english.json["field"] == swedish.json["field"] == "game"

    question = client.post("/api/v1/referee/bura/why", json={}, headers=ASKED)
    assert question.json["error"] == ("«no such question: ask trick, count, showdown, score, "
                                      "claim or play»")
    not_json = client.post("/api/v1/tables", data="{", content_type="application/json",
                           headers=ASKED)
    assert not_json.status_code == 422
    assert not_json.json == {"error": "«the body is not valid JSON»", "code": "invalid",
                             "field": "body"}
    nowhere = client.get("/api/v1/tables/nothing-here", headers=ASKED)
    assert nowhere.status_code == 404 and nowhere.json["error"] == "«no table has this link»"
    draw = client.get("/api/v1/draws/nothing-here", headers=ASKED)
    assert draw.status_code == 404 and draw.json["error"] == "«no draw has this link»"


def test_a_read_only_key_and_a_bad_count_are_said_in_the_language_asked(
        client: Any, marked: None) -> None:
    table = Table(client)
    watching = client.post(f"/api/v1/tables/{table.view_key}/events",
                           json={"kind": "deal"}, headers=ASKED)
    assert watching.status_code == 403 and watching.json["code"] == "read_only"
    assert watching.json["error"] == ("«this is the scoreboard link: it can only watch the "
                                      "table»")
    events = client.get(f"/api/v1/tables/{table.edit_key}?events=x", headers=ASKED)
    assert events.status_code == 422 and events.json["field"] == "events"
    assert events.json["error"] == "«events must be a whole number of events, 0 or more»"


def test_a_limit_is_said_in_the_language_asked_in_json_and_on_the_page(
        app: Any, client: Any, marked: None) -> None:
    app.config["TABLES_PER_CLIENT_PER_HOUR"] = 1
    Table(client)
    body = {"game": "bura", "players": [{"name": "Ann"}, {"name": "Boris"}], "options": {}}
    english = client.post("/api/v1/tables", json=body)
    assert english.status_code == 429
    assert re.fullmatch(r"this device has started 1 table in the last hour; try again in "
                        r"6\d minutes", english.json["error"])
    swedish = client.post("/api/v1/tables", json=body, headers=ASKED)
    assert re.fullmatch(r"«this device has started 1 table in the last hour»; «try again in "
                        r"6\d minutes»", swedish.json["error"])
    page = client.post("/new/bura?lang=sv", data={"players": "Ann\nBoris"})
    assert page.status_code == 429
    assert "«this device has started 1 table in the last hour»" in page.get_data(as_text=True)


def test_form_refusals_on_the_pages_are_said_in_the_readers_language(
        client: Any, marked: None) -> None:
    upload = client.post("/import?lang=sv", data={"file": (io.BytesIO(b"{"), "x.json")},
                         content_type="multipart/form-data")
    assert upload.status_code == 422
    assert "«that file is not a table exported from Kibitzer»" in upload.get_data(as_text=True)
    table = Table(client, game="nuts")
    empty = client.post(f"/t/{table.edit_key}/act?lang=sv", data={"kind": "score"})
    assert empty.status_code == 422
    assert ("«enter the points for the hand (an empty form is not a hand of zeros)»"
            in empty.get_data(as_text=True))
    english = client.post(f"/t/{table.edit_key}/act?lang=en", data={"kind": "score"})
    assert "enter the points for the hand (an empty form" in english.get_data(as_text=True)
    assert "«" not in english.get_data(as_text=True)


def test_a_message_given_to_fail_is_rendered_when_the_answer_is_written(
        app: Any, marked: None) -> None:
    from views.api import fail
    message = say("{value} is not a whole number", value=words.Verbatim("'x'"))
    with app.test_request_context("/api/v1/games", headers=ASKED):
        from views.i18n import start
        start()
        answer = fail(message, "seat")
        assert answer.get_json() == {"error": "«'x' is not a whole number»",
                                     "code": "invalid", "field": "seat"}
        words.set_language("en")


def test_each_scoreboard_phone_gets_the_board_in_its_own_language(client: Any) -> None:
    """The board rendered once per change is kept one a language: a Spanish phone's board is
    never served to the English one beside it."""
    table = Table(client, tokens=20, ante=1)
    table.act("deal")
    live = f"/s/{table.view_key}/live"
    spanish = client.get(f"{live}?lang=es", headers={"HX-Request": "true"})
    english = client.get(f"{live}?lang=en", headers={"HX-Request": "true"})
    assert spanish.headers["Content-Language"] == "es"
    assert "Boris deals" in english.get_data(as_text=True)
    assert spanish.get_data(as_text=True) != english.get_data(as_text=True)


def test_the_undo_question_names_the_action_in_the_readers_language(
        client: Any, marked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorebook import store
    from views.database import get_db
    from views.tables import confirm_undo

    table = Table(client, tokens=20, ante=1)
    first = table.act("deal")["seq"]
    with client.application.test_request_context("/?lang=sv"):
        from views.i18n import start
        start()
        record, _ = store.find_table(get_db(), table.edit_key)
        state = store.state_of(get_db(), record)
        line = next(h for h in state.history if h.seq == first)
        # as if a later action depended on it (the page asks before undoing)
        monkeypatch.setattr(store, "undo_consequences", lambda db, record, target: ["later"])
        page = confirm_undo(record, state, {"event": first}).get_data(as_text=True)
        assert f"({line.text.text()})" in page and line.text.text().startswith("«")
