"""A player may say their grammatical gender (issue 37, point 2; DESIGN.md's contract of
December 2026: ``"gender": "f" | "m"``, absent for none, ``rename`` may change it, the state
answers it), as Android 14's grammatical-inflection API keeps an app user's: given, the words
about them agree; not given, the words need none.

The API takes it with each player, refuses anything else naming the field, answers it in the
state, carries it through ``rename``, the JSON export and its import; the new-table form takes
an optional mark after a name ("Маша (f)"); and the names the referee uses (``words.Names``)
carry each seat's gender, so every rendering agrees.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.words import Named, Seat, say, speaking
from scorebook import store
from scorebook.naming import table_names
from views.home import player_line

PLAYERS = [{"name": "Маша", "gender": "f"}, {"name": "Борис", "gender": "m"},
           {"name": "Оля"}, {"name": "Дима", "gender": None}]


def _create(client: Any, players: list[Any], game: str = "kozel") -> Any:
    return client.post("/api/v1/tables", json={"game": game, "players": players})


def test_the_state_answers_each_players_gender(client: Any) -> None:
    made = _create(client, PLAYERS)
    assert made.status_code == 201, made.json
    state = client.get(f"/api/v1/tables/{made.json['edit_key']}").json
    assert [p["gender"] for p in state["players"]] == ["f", "m", None, None]


@pytest.mark.parametrize("given", ["F", "x", "female", 1, True, [], {}])
def test_any_other_gender_is_refused_naming_its_field(client: Any, given: Any) -> None:
    refused = _create(client, [{"name": "Ann"}, {"name": "Bo", "gender": given}])
    assert refused.status_code == 422
    assert refused.json["field"] == "players[1].gender"


def test_rename_gives_changes_or_takes_back_a_gender(client: Any) -> None:
    key = _create(client, PLAYERS).json["edit_key"]

    def act(**payload: Any) -> Any:
        return client.post(f"/api/v1/tables/{key}/events",
                           json={"kind": "rename", "seat": 2, **payload})

    assert act(gender="f").status_code == 201
    assert act(name="Ольга").json["players"][2] | {} == act(name="Ольга").json["players"][2]
    state = act(name="Оля", gender="m").json
    assert (state["players"][2]["name"], state["players"][2]["gender"]) == ("Оля", "m")
    assert act(gender=None).json["players"][2]["gender"] is None
    refused = act(gender="n")
    assert refused.status_code == 422 and refused.json["field"] == "gender"


def test_an_export_and_its_import_keep_the_genders(client: Any) -> None:
    made = _create(client, PLAYERS).json
    client.post(f"/api/v1/tables/{made['edit_key']}/events",
                json={"kind": "rename", "seat": 3, "gender": "m"})
    exported = client.get(f"/t/{made['edit_key']}/export.json").json
    assert [p.get("gender") for p in exported["players"]] == ["f", "m", None, "m"]
    imported = client.post("/api/v1/tables/import", json=exported)
    assert imported.status_code == 201, imported.json
    assert [p["gender"] for p in imported.json["state"]["players"]] == ["f", "m", None, "m"]


@pytest.mark.parametrize("line, player", [
    ("Маша (f)", {"name": "Маша", "gender": "f"}), ("Борис (M)", {"name": "Борис", "gender": "m"}),
    ("Оля ♀", {"name": "Оля", "gender": "f"}), ("Дима♂", {"name": "Дима", "gender": "m"}),
    ("Ann", {"name": "Ann"}), ("Ann (host)", {"name": "Ann (host)"}), ("(f)", {"name": "(f)"}),
])
def test_a_name_line_may_end_with_its_gender(line: str, player: dict[str, str]) -> None:
    assert player_line(line) == player


def test_the_new_table_form_takes_the_marks(client: Any, app: Any) -> None:
    page = client.get("/new/kozel?lang=ru").get_data(as_text=True)
    assert "(f)" in page and "Маша (f)" in page  # the hint, with a name of the language
    made = client.post("/new/kozel", data={"players": "Маша (f)\nБорис (m)\nОля\nДима"})
    assert made.status_code == 303
    key = made.headers["Location"].rsplit("/", 1)[-1]
    state = client.get(f"/api/v1/tables/{key}").json
    assert [p["gender"] for p in state["players"]] == ["f", "m", None, None]


def test_the_table_page_corrects_a_gender_without_javascript(client: Any) -> None:
    key = _create(client, PLAYERS).json["edit_key"]
    page = client.get(f"/t/{key}").get_data(as_text=True)
    assert 'name="gender"' in page and 'value="none"' in page
    done = client.post(f"/t/{key}/act", data={"kind": "rename", "seat": "2", "gender": "f",
                                               "name": "", "idem": "g1"})
    assert done.status_code in (200, 303), done.get_data(as_text=True)[:300]
    assert client.get(f"/api/v1/tables/{key}").json["players"][2]["gender"] == "f"
    client.post(f"/t/{key}/act", data={"kind": "rename", "seat": "2", "gender": "none",
                                       "name": "", "idem": "g2"})
    assert client.get(f"/api/v1/tables/{key}").json["players"][2]["gender"] is None


def test_the_referees_names_carry_each_seats_gender(client: Any, app: Any) -> None:
    key = _create(client, PLAYERS).json["edit_key"]
    with app.app_context():
        from views.database import get_db
        record, _ = store.find_table(get_db(), key)
        state = store.state_of(get_db(), record)
    names = table_names(state)
    assert names.genders == ("f", "m", "", "")
    assert state.named(0) == Named("Маша", "f") and state.named(0).gender == "f"
    # in playing order from the third seat, the genders follow their players
    assert table_names(state, leader=2).genders == ("", "", "f", "m")
    pair = state.named_side((0, 2))
    assert (str(pair), pair.many, pair.gender) == ("Маша & Оля", True, "")


def test_a_russian_line_agrees_with_the_gender_given(client: Any, app: Any) -> None:
    """The review's «Маша мог заплатить» (ru.md, §1): with the gender given, «смогла»;
    without, «Дима: заплатить можно было только …», no gendered word."""
    from referee.words import say_n
    key = _create(client, PLAYERS).json["edit_key"]
    with app.app_context():
        from views.database import get_db
        record, _ = store.find_table(get_db(), key)
        state = store.state_of(get_db(), record)
    with speaking("ru"):
        said = [say_n("{seat} had only {n} chip to pay", "{seat} had only {n} chips to pay",
                      2, seat=state.named(s)).text() for s in (0, 1, 3)]
    assert said[0].startswith("Маша смогла") and said[1].startswith("Борис смог ")
    assert said[2].startswith("Дима: ") and "смог" not in said[2]
    with speaking("ru"):
        unnamed = say_n("{seat} had only {n} chip to pay", "{seat} had only {n} chips to pay",
                        2, seat=Seat(2)).text()
    assert unnamed.startswith("игрок 2 смог ")  # «игрок» is masculine (a clause: no capital)


def test_english_is_unchanged_by_a_gender() -> None:
    assert str(say("{who} deals.", who=Named("Ann", "f"))) == "Ann deals."


def test_a_pages_words_agree_with_the_names_put_in(app: Any) -> None:
    """The pages' ``_()`` reads the same syntax: a selector on a name given with its gender,
    the table page passing each player's name with it (``state.named``), and a form."""
    from flask import g

    from views.i18n import _shaped
    template = "{name?f=%(name)s сдавала|m=%(name)s сдавал|*=Сдаёт %(name)s}"
    with app.test_request_context("/"):
        said = [_shaped(template, {"name": name}) % {"name": name}
                for name in (Named("Маша", "f"), Named("Борис", "m"), Named("Оля"))]
        g.language = "sv"
        keeper = {"keeper": Named("Astrid")}
        swedish = _shaped("%(keeper.gen)s inmatning", keeper) % keeper
    assert said == ["Маша сдавала", "Борис сдавал", "Сдаёт Оля"]
    assert swedish == "Astrids inmatning"
