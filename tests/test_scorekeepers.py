"""Two scorekeepers who check each other, through the JSON API: one scorekeeper on each
partnership (shared/rules/000 line 98: each team keeps score, and the two check each other)."""

from __future__ import annotations

from typing import Any

from helpers import Table

FOUR = ("Ann", "Bob", "Cy", "Dee")  # Belote: Ann & Cy (team 0) against Bob & Dee (team 1)


def belote(client: Any) -> Table:
    table = Table(client, game="belote", names=FOUR)
    table.act("scorekeepers", seats=[0, 1])
    return table


def keepers(table: Table) -> dict[str, Any]:
    return table.client.get(f"/api/v1/tables/{table.view_key}/scorekeepers").json


def pad(state: dict[str, Any]) -> list[int]:
    """The two teams' scores on the pad (a team not yet scored has 0)."""
    return [state["teams"].get(str(team), 0) for team in (0, 1)]


def test_naming_one_scorekeeper_from_each_team(client: Any) -> None:
    table = belote(client)
    rows = keepers(table)["keepers"]
    assert [(r["team"], r["keeper"], r["points"]) for r in rows] == [(0, "Ann", None),
                                                                    (1, "Bob", None)]
    assert table.state()["events"][-1]["summary"] == \
        "Scorekeepers: Ann for Ann & Cy; Bob for Bob & Dee"


def test_two_keepers_from_the_same_team_are_refused(client: Any) -> None:
    table = Table(client, game="belote", names=FOUR)
    response = table.post("scorekeepers", seats=[0, 2])
    assert response.status_code == 422 and response.json["field"] == "seats"
    assert "same team" in response.json["error"]


def test_a_table_without_teams_keeps_a_single_scorekeeper(client: Any) -> None:
    table = Table(client, game="nuts", names=("Ann", "Bob"))
    response = table.post("scorekeepers", seats=[0, 1])
    assert response.status_code == 422 and "no teams" in response.json["error"]


def test_one_entry_waits_for_the_other_keeper_and_its_figures_are_sealed(client: Any) -> None:
    # 000 line 98: the two keepers check each other, so neither sees the other's figures first
    table = belote(client)
    state = table.act("score_entry", keeper=0, points=[102, 60])
    assert pad(state) == [0, 0]
    assert state["events"][-1]["summary"] == "Ann has entered the hand; waiting for Bob"
    assert state["events"][-1]["payload"] == {"keeper": 0, "sealed": True}
    rows = keepers(table)["keepers"]
    assert [(r["entered"], r["points"]) for r in rows] == [(True, None), (False, None)]
    for url in (f"/t/{table.edit_key}", f"/s/{table.view_key}"):
        page = client.get(url).get_data(as_text=True)
        assert "102" not in page and "Ann has entered the hand" in page
    state = table.act("score_entry", keeper=1, points=[102, 60])
    assert state["events"][-2]["payload"] == {"keeper": 0, "points": [102, 60]}  # now shown


def test_agreeing_entries_score_the_hand_as_score_does(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[102, 60])
    state = table.act("score_entry", keeper=1, points=[102, 60])
    assert state["teams"] == {"0": 102, "1": 60}
    assert "as Ann did. Hand scored: Ann & Cy +102, Bob & Dee +60" in \
        state["events"][-1]["summary"]
    plain = Table(client, game="belote", names=FOUR)
    assert plain.act("score", teams=[102, 60])["teams"] == state["teams"]
    assert keepers(table) == {"keepers": [
        {"team": 0, "team_name": "Ann & Cy", "seat": 0, "keeper": "Ann", "entered": False,
         "points": None},
        {"team": 1, "team_name": "Bob & Dee", "seat": 1, "keeper": "Bob", "entered": False,
         "points": None}], "held": False}


def test_differing_entries_hold_the_hand_until_one_is_corrected(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[102, 60])
    state = table.act("score_entry", keeper=1, points=[120, 60])
    assert pad(state) == [0, 0]
    assert "the hand is held" in state["events"][-1]["summary"]
    held = keepers(table)
    assert held["held"] is True
    assert [r["points"] for r in held["keepers"]] == [[102, 60], [120, 60]]
    # Bob checks his sheet and corrects his entry: his latest entry is the one that counts
    state = table.act("score_entry", keeper=1, points=[102, 60])
    assert state["teams"] == {"0": 102, "1": 60}
    assert keepers(table)["held"] is False


def test_a_keepers_correction_can_be_either_side(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[90, 72])
    table.act("score_entry", keeper=1, points=[72, 90])
    state = table.act("score_entry", keeper=0, points=[72, 90])
    assert state["teams"] == {"0": 72, "1": 90}


def test_only_a_named_scorekeeper_enters(client: Any) -> None:
    table = belote(client)
    response = table.post("score_entry", keeper=2, points=[1, 2])
    assert response.status_code == 422 and response.json["field"] == "keeper"
    assert "Cy is not a scorekeeper" in response.json["error"]


def test_an_entry_gives_one_score_a_team(client: Any) -> None:
    table = belote(client)
    response = table.post("score_entry", keeper=0, points=[1, 2, 3])
    assert response.status_code == 422 and response.json["field"] == "points"
    response = table.post("score_entry", keeper=0, points=["ten", 2])
    assert response.status_code == 422 and response.json["field"] == "points"


def test_entries_need_scorekeepers_named(client: Any) -> None:
    table = Table(client, game="belote", names=FOUR)
    response = table.post("score_entry", keeper=0, points=[1, 2])
    assert response.status_code == 422 and "single scorekeeper" in response.json["error"]


def test_back_to_a_single_scorekeeper_the_score_action_works_as_before(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[10, 20])
    table.act("scorekeepers", seats=[])
    assert keepers(table) == {"keepers": [], "held": False}
    assert table.act("score", teams=[5, 7])["teams"] == {"0": 5, "1": 7}


def test_keepers_stay_named_from_hand_to_hand_and_a_held_hand_blocks_the_deal(
        client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[10, 20])
    table.act("score_entry", keeper=1, points=[11, 20])
    refused = table.post("deal")
    assert refused.status_code == 422 and "not settled" in refused.json["error"]
    table.act("score_entry", keeper=1, points=[10, 20])
    table.act("deal")
    rows = keepers(table)["keepers"]
    assert [r["keeper"] for r in rows] == ["Ann", "Bob"] and all(r["points"] is None
                                                               for r in rows)
    table.act("score_entry", keeper=0, points=[30, 0])
    assert table.act("score_entry", keeper=1, points=[30, 0])["teams"] == {"0": 40, "1": 20}


def test_undoing_the_agreeing_entry_holds_the_hand_again(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[10, 20])
    table.act("score_entry", keeper=1, points=[10, 20])
    state = table.act("undo")
    assert pad(state) == [0, 0]
    # Ann's entry waits again, sealed: Bob's undone entry is withheld too
    assert [(r["entered"], r["points"]) for r in keepers(table)["keepers"]] == [
        (True, None), (False, None)]
    assert [e["payload"] for e in state["events"][-3:-1]] == [
        {"keeper": 0, "sealed": True}, {"keeper": 1, "sealed": True}]


def test_the_scoreboard_shows_both_entries_side_by_side(client: Any) -> None:
    table = belote(client)
    table.act("score_entry", keeper=0, points=[102, 60])
    table.act("score_entry", keeper=1, points=[120, 60])
    page = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "The entries differ" in page and "102" in page and "120" in page


def test_the_table_page_enters_a_keepers_figures(client: Any) -> None:
    table = belote(client)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Who is entering?" in page
    response = client.post(f"/t/{table.edit_key}/entry", data={
        "keeper": "0", "entry_t0": "102", "entry_t1": "60", "idem": "form-1"})
    assert response.status_code == 303
    client.post(f"/t/{table.edit_key}/entry", data={
        "keeper": "1", "entry_t0": "102", "entry_t1": "60", "idem": "form-2"})
    assert table.state()["teams"] == {"0": 102, "1": 60}
    table.act("deal")
    refused = client.post(f"/t/{table.edit_key}/entry", data={
        "keeper": "", "entry_t0": "1", "entry_t1": "2", "idem": "form-3"})
    assert refused.status_code == 422 and "choose a player" in refused.get_data(as_text=True)


def test_the_scoreboard_link_cannot_enter_figures(client: Any) -> None:
    table = belote(client)
    assert client.post(f"/t/{table.view_key}/entry", data={"keeper": "0"}).status_code == 403
    assert table.post("score_entry", key=table.view_key, keeper=0,
                      points=[1, 2]).status_code == 403


# --- each keeper with the game's own calculator (issue 25) ---------------------------------------

def test_each_keeper_enters_the_hand_with_the_games_calculator(client: Any) -> None:
    from test_score_forms_issue5 import CASES
    body = CASES["belote"]["body"]
    table = belote(client)
    plain = Table(client, game="belote", names=FOUR)
    expected = plain.act("hand", body=body)
    first = table.act("score_entry", keeper=0, body=body)
    assert first["events"][-1]["summary"] == "Ann has entered the hand; waiting for Bob"
    assert first["events"][-1]["payload"] == {"keeper": 0, "sealed": True}
    state = table.act("score_entry", keeper=1, body=body)
    assert state["teams"] == expected["teams"]
    # scored with the calculator's ruling, as the single scorekeeper's hand is
    assert state["events"][-1]["detail"]["explanation"] == \
        expected["events"][-1]["detail"]["explanation"]


def test_a_calculator_entry_and_figures_that_differ_are_shown_side_by_side(client: Any) -> None:
    from test_score_forms_issue5 import CASES
    body = CASES["belote"]["body"]
    worked = Table(client, game="belote", names=FOUR).act("hand", body=body)["teams"]
    table = belote(client)
    table.act("score_entry", keeper=0, body=body)
    state = table.act("score_entry", keeper=1, points=[worked["0"] + 10, worked["1"]])
    assert [r["points"] for r in keepers(table)["keepers"]] == [
        [worked["0"], worked["1"]], [worked["0"] + 10, worked["1"]]]
    assert pad(state) == [0, 0]


def test_the_table_page_gives_each_keeper_the_games_own_form_and_names_the_phone(
        client: Any) -> None:
    from test_score_forms_issue5 import CASES
    form = CASES["belote"]["form"]
    table = belote(client)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert 'name="calculator"' in page and 'name="won_text"' in page  # the Belote form
    response = client.post(f"/t/{table.edit_key}/entry",
                           data={**form, "keeper": "0", "calculator": "1", "idem": "k-1"})
    assert response.status_code == 303
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Ann's entry</summary>" in page and "This phone is Ann's" in page
    assert "Ann entered; their figures stay hidden" in page
    other = table.client.application.test_client()  # Bob's phone
    page = other.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "This phone is Ann" not in page and "Which scorekeeper is this phone?" in page
    other.post(f"/t/{table.edit_key}/entry",
               data={**form, "keeper": "1", "calculator": "1", "idem": "k-2"})
    assert pad(table.state()) != [0, 0]


def test_an_export_leaves_a_sealed_entry_out_and_its_import_asks_for_it_again(
        client: Any) -> None:
    # 000 line 98: neither keeper sees the other's figures first; either can download the file
    table = belote(client)
    table.act("score_entry", keeper=0, points=[10, 20])
    table.act("score_entry", keeper=1, points=[10, 20])
    table.act("undo")  # Bob's entry undone before it was shown again: withheld as well
    table.act("rename", seat=3, name="Dora")  # an action after the sealed entries
    for url in (f"/t/{table.edit_key}/export.json", f"/s/{table.view_key}/export.json"):
        exported = client.get(url).json
        entries = [e["payload"] for e in exported["events"] if e["kind"] == "score_entry"]
        assert entries == [{"keeper": 0, "sealed": True}, {"keeper": 1, "sealed": True}]
        assert "10" not in str(entries)
    response = client.post("/api/v1/tables/import", json=exported)
    assert response.status_code == 201, response.json
    state = response.json["state"]
    assert pad(state) == [0, 0] and [p["name"] for p in state["players"]][3] == "Dora"
    assert state["events"][1]["summary"] == (
        "Ann: the entry was sealed when this table was exported, so its figures were left "
        "out; enter the hand again")
    moved = Table.__new__(Table)
    moved.client, moved.edit_key = client, response.json["edit_key"]
    moved.view_key, moved._n = response.json["view_key"], 0
    # nobody has entered this hand at the new table: Ann enters again, then Bob, and it scores
    assert [r["entered"] for r in keepers(moved)["keepers"]] == [False, False]
    moved.act("score_entry", keeper=0, points=[10, 20])
    assert pad(moved.act("score_entry", keeper=1, points=[10, 20])) == [10, 20]


def test_an_action_cannot_carry_the_exports_sealed_mark(client: Any) -> None:
    table = belote(client)
    response = table.post("score_entry", keeper=0, sealed=True)
    assert response.status_code == 422 and response.json["field"] == "sealed"
