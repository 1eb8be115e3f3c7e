"""Repairs to the movement (issue 39, point 3; research/organisers.md §4: a pair that arrives
late, a phantom for an odd field, a pair that must move table, and "a diff showing who moves
where from round N before it is applied"): a late pair joins a Mitchell or a Danish event with
the score the organiser chose for the rounds it missed; two entrants swap places in a round
not yet played, the reason kept; before a Mitchell's draw the organiser's page shows who moves
where."""

from __future__ import annotations

from typing import Any

from test_club_api import BODY, PAIRS, create, play

MITCHELL = dict(BODY, movement=["mitchell"] * 4)


def results(client: Any, key: str, tables: list[dict[str, Any]], number: int) -> None:
    for table in tables:
        answer = client.post(f"/api/v1/tournaments/{key}/results", json={
            "round": number, "table": table["number"], "points": [600 + table["number"], 500]})
        assert answer.status_code == 201, answer.get_json()


def meetings(state: dict[str, Any]) -> list[frozenset[int]]:
    return [frozenset(t["entrants"]) for r in state["rounds"] for t in r["tables"]]


def test_a_late_pair_in_a_12_pair_mitchell_after_round_1(client: Any) -> None:
    """The issue's own case: 12 pairs, 6 tables, round 1 played; a 13th pair arrives. Round 2
    seats it at a new table 7 (the lines grow: a phantom in the moving line, so one pair sits
    out each round), the standings show the sit-out score it was given for round 1 (14 VP,
    +355: Genova's bye, club-night.md §1.3), and no pair meets another twice."""
    made = create(client, MITCHELL)
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    results(client, key, one["tables"], 1)
    late = client.post(f"/api/v1/tournaments/{key}/entrants", json={
        "name": "Ritardatari", "players": ["Rita", "Dario"], "missed": "sit_out"})
    assert late.status_code == 201, late.get_json()
    state = late.get_json()
    assert state["history"][-1]["summary"] == (
        "Ritardatari arrives late and joins from round 2; for the 1 round missed: 14 VP, +355 "
        "margin")
    row = next(s for s in state["standings"] if s["name"] == "Ritardatari")
    assert (row["vp"], row["margin"], row["played"]) == (14, 355, 0)
    two = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    seated = {e for t in two["tables"] for e in t["entrants"]}
    assert 12 in seated and len(two["tables"]) == 6 and len(two["byes"]) == 1
    assert max(t["number"] for t in two["tables"]) == 7
    results(client, key, two["tables"], 2)
    for number in (3, 4):
        drawn = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
        assert 12 in {e for t in drawn["tables"] for e in t["entrants"]} | set(drawn["byes"])
        results(client, key, drawn["tables"], number)
    state = client.get(f"/api/v1/tournaments/{key}").get_json()
    met = meetings(state)
    assert len(met) == len(set(met)), "a pair met another twice"
    byes = [e for r in state["rounds"] for e in r["byes"]]
    assert len(byes) == len(set(byes)) == 3  # a different pair faces the phantom each round
    row = next(s for s in state["standings"] if s["name"] == "Ritardatari")
    assert row["played"] + row["byes"] == 3


def test_the_organiser_chooses_the_late_pairs_score_for_the_rounds_missed(client: Any) -> None:
    made = create(client, dict(BODY, movement=None, format="danish"))
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    results(client, key, one["tables"], 1)
    nothing = client.post(f"/api/v1/tournaments/{key}/entrants",
                          json={"name": "Tardi", "missed": "nothing"}).get_json()
    assert next(s for s in nothing["standings"] if s["name"] == "Tardi")["vp"] == 0
    own = client.post(f"/api/v1/tournaments/{key}/entrants", json={
        "name": "Tardissimi", "missed": {"vp": 10, "margin": 0}}).get_json()
    assert next(s for s in own["standings"] if s["name"] == "Tardissimi")["vp"] == 10
    for bad, field in (({"vp": 21}, "missed.vp"), ({"goals": 1}, "missed.goals"),
                       ("half", "missed")):
        refused = client.post(f"/api/v1/tournaments/{key}/entrants",
                              json={"name": "Altri", "missed": bad})
        assert refused.status_code == 422 and refused.get_json()["field"] == field
    # 14 pairs now, even: round 2 (Danish, by the standings) seats both, no bye
    two = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    assert {12, 13} <= {e for t in two["tables"] for e in t["entrants"]} and two["byes"] == []
    # before round 1 nothing is missed
    fresh = create(client)
    early = client.post(f"/api/v1/tournaments/{fresh['edit_key']}/entrants",
                        json={"name": "Presto", "missed": "sit_out"})
    assert early.status_code == 422 and early.get_json()["field"] == "missed"


def test_two_pairs_swap_places_before_their_tables_are_played(client: Any) -> None:
    made = create(client, MITCHELL)
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    first, second = one["tables"][0], one["tables"][1]
    a, b = first["entrants"][0], second["entrants"][1]
    refused = client.post(f"/api/v1/tournaments/{key}/swap",
                          json={"round": 1, "entrants": [a, b]})
    assert refused.status_code == 422 and refused.get_json()["field"] == "reason"
    swapped = client.post(f"/api/v1/tournaments/{key}/swap", json={
        "round": 1, "entrants": [a, b], "reason": "P's knee: they stay seated"})
    assert swapped.status_code == 201, swapped.get_json()
    state = swapped.get_json()
    tables = {t["number"]: t["entrants"] for t in state["rounds"][0]["tables"]}
    assert tables[first["number"]][0] == b and tables[second["number"]][1] == a
    assert state["history"][-1]["summary"] == (
        f"Round 1: {PAIRS[a]['name']} and {PAIRS[b]['name']} swap places (P's knee: they stay "
        "seated)")
    # the tables seat them: their players' names at the tables changed with them
    seated = client.get(f"/api/v1/tables/{first['edit_key']}").get_json()
    assert [p["name"] for p in seated["players"]][0::2] == PAIRS[b]["players"]
    # the draw still checks against its seed: a swap is no redraw
    check = client.get(f"/api/v1/tournaments/{key}/rounds/1/verify").get_json()
    assert check["valid"] is True
    # once a table is played its places stay
    play(client, first["edit_key"], [[100, 50]])
    again = client.post(f"/api/v1/tournaments/{key}/swap", json={
        "round": 1, "entrants": [a, b], "reason": "back"})
    assert again.status_code == 422 and again.get_json()["field"] == "entrants"
    same = client.post(f"/api/v1/tournaments/{key}/swap", json={
        "round": 1, "entrants": first["entrants"], "reason": "sides"})
    assert same.status_code == 422


def test_an_undone_swap_puts_the_names_back(client: Any) -> None:
    made = create(client, MITCHELL)
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    first, second = one["tables"][0], one["tables"][1]
    before = [p["name"] for p in client.get(f"/api/v1/tables/{first['edit_key']}"
                                            ).get_json()["players"]]
    client.post(f"/api/v1/tournaments/{key}/swap", json={
        "round": 1, "entrants": [first["entrants"][0], second["entrants"][0]],
        "reason": "friends"})
    client.post(f"/api/v1/tournaments/{key}/undo", json={})
    after = [p["name"] for p in client.get(f"/api/v1/tables/{first['edit_key']}"
                                           ).get_json()["players"]]
    assert after == before
    # the round itself can still be undone: a name corrected is no hand played
    undone = client.post(f"/api/v1/tournaments/{key}/undo", json={})
    assert undone.status_code == 201 and undone.get_json()["rounds"] == []


def test_before_a_mitchells_draw_the_organiser_sees_who_moves_where(client: Any) -> None:
    made = create(client, MITCHELL)
    key = made["edit_key"]
    assert client.get(f"/api/v1/tournaments/{key}").get_json()["next_round"] is None  # drawn
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    coming = client.get(f"/api/v1/tournaments/{key}").get_json()["next_round"]
    assert len(coming) == 12
    results(client, key, one["tables"], 1)
    two = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    drawn = {e: t["number"] for t in two["tables"] for e in t["entrants"]}
    assert {m["entrant"]: m["next"] for m in coming} == drawn
    stays = [m for m in coming if m["table"] == m["next"]]
    assert len(stays) == 6  # the line that stays
    page = client.get(f"/e/{key}").get_data(as_text=True)
    assert "Round 3: who moves where" in page
    # a Danish round is paired by the standings of the round before: nothing to show
    danish = create(client, dict(BODY, movement=["mitchell", "danish", "danish", "danish"]))
    client.post(f"/api/v1/tournaments/{danish['edit_key']}/rounds", json={})
    assert client.get(f"/api/v1/tournaments/{danish['edit_key']}").get_json()[
        "next_round"] is None


def test_the_events_file_brings_back_the_clock_the_calls_and_the_swaps(client: Any) -> None:
    """The event's JSON export carries every new action (a late pair's score, a swap, the
    clock, a call and its answer), and the import replays them into the same state."""
    made = create(client, MITCHELL)
    key = made["edit_key"]
    one = client.post(f"/api/v1/tournaments/{key}/rounds", json={}).get_json()
    first, second = one["tables"][0], one["tables"][1]
    client.post(f"/api/v1/tournaments/{key}/swap", json={
        "round": 1, "entrants": [first["entrants"][0], second["entrants"][0]],
        "reason": "friends"})
    client.post(f"/api/v1/tournaments/{key}/clock", json={"minutes": 40})
    call = client.post(f"/api/v1/tables/{first['edit_key']}/call",
                       json={"reason": "misdeal"}).get_json()["call"]
    client.post(f"/api/v1/tournaments/{key}/calls/{call['id']}", json={"answered": True})
    results(client, key, one["tables"], 1)
    client.post(f"/api/v1/tournaments/{key}/entrants",
                json={"name": "Tardi", "missed": {"vp": 12, "margin": 100}})
    exported = client.get(f"/e/{key}/export/event.json").get_json()
    brought = client.post("/api/v1/tournaments/import", json=exported)
    assert brought.status_code == 201, brought.get_json()
    before = client.get(f"/api/v1/tournaments/{key}").get_json()
    after = brought.get_json()["state"]
    for name in ("standings", "calls", "clock", "entrants"):
        assert after[name] == before[name], name
    assert [t["entrants"] for t in after["rounds"][0]["tables"]] == [
        t["entrants"] for t in before["rounds"][0]["tables"]]
