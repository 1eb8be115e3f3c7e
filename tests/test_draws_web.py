"""Draws through the API and the pages: the commitment first, each player's card as they tap,
the seed and the result at the end, a visible retry, a table seated by the draw, and the check
anyone can make afterwards (shared/rules/000 lines 83-97)."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from referee import draws as rules

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def new_draw(client: Any, kind: str = "red-black", players: Any = None) -> dict[str, Any]:
    response = client.post("/api/v1/draws", json={"kind": kind, "players": players or FOUR})
    assert response.status_code == 201, response.json
    return response.json


def everyone_draws(client: Any, draw: dict[str, Any]) -> dict[str, Any]:
    answer = draw
    for name in draw["order"]:
        response = client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": name})
        assert response.status_code == 200, response.json
        answer = response.json
    return answer


def test_a_draw_shows_its_commitment_and_keeps_the_seed_secret(client: Any) -> None:
    draw = new_draw(client)
    assert len(draw["commitment"]) == 64 and draw["seed"] is None and draw["result"] is None
    assert draw["number"] == 1 and draw["revealed"] is False and draw["drawn"] == {}
    page = client.get(f"/d/{draw['key']}").get_data(as_text=True)
    assert draw["commitment"] in page and "Draw a card for Ann" in page


def test_each_tap_shows_that_players_card_and_the_last_reveals_the_seed(client: Any) -> None:
    draw = new_draw(client)
    first = client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": "Cy"}).json
    assert list(first["drawn"]) == ["Cy"] and first["seed"] is None
    done = everyone_draws(client, draw)
    assert done["revealed"] is True
    assert hashlib.sha256(done["seed"].encode()).hexdigest() == draw["commitment"]
    # the cards shown as players tapped are the seed's cards, and the result is the seed's draw
    assert done["result"] == rules.draw_from_seed("red-black", FOUR, done["seed"]).to_dict()
    assert first["drawn"]["Cy"] == done["result"]["cards"]["Cy"][0]
    assert sorted(c[0] for c in done["result"]["cards"].values()) == ["AC", "AD", "AH", "AS"]


def test_drawing_twice_changes_nothing(client: Any) -> None:
    draw = new_draw(client)
    once = client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": 0}).json
    twice = client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": "ann"}).json
    assert once["drawn"] == twice["drawn"] and len(twice["drawn"]) == 1


def test_the_page_draws_one_card_a_tap_and_polls_quietly(client: Any) -> None:
    draw = new_draw(client)
    response = client.post(f"/d/{draw['key']}/tap", data={"player": "1"},
                           headers={"HX-Request": "true"})
    assert response.status_code == 200 and 'id="draw"' in response.get_data(as_text=True)
    state = client.get(f"/api/v1/draws/{draw['key']}").json
    assert list(state["drawn"]) == ["Bob"]
    page = client.get(f"/d/{draw['key']}").get_data(as_text=True)
    version = re.search(r'/live\?v=([^"&]+)"', page).group(1)
    assert client.get(f"/d/{draw['key']}/live?v={version}").status_code == 204
    client.post(f"/d/{draw['key']}/tap", data={"player": "2"})
    assert client.get(f"/d/{draw['key']}/live?v={version}").status_code == 200


def test_a_retry_is_the_sessions_next_draw_and_reveals_the_first(client: Any) -> None:
    draw = new_draw(client)
    client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": "Ann"})
    second = client.post(f"/api/v1/draws/{draw['key']}/retry").json
    assert second["number"] == 2 and second["commitment"] != draw["commitment"]
    assert [(d["number"], d["set_aside"]) for d in second["session"]] == [(1, True), (2, False)]
    first = client.get(f"/api/v1/draws/{draw['key']}").json
    assert first["set_aside"] and first["seed"] is not None
    assert hashlib.sha256(first["seed"].encode()).hexdigest() == draw["commitment"]
    refused = client.post(f"/api/v1/draws/{draw['key']}/draw", json={"player": "Bob"})
    assert refused.status_code == 422
    page = client.get(f"/d/{second['key']}").get_data(as_text=True)
    assert "Draw 2 of this session" in page


def test_agreement_draws_only_the_seats_in_one_step(client: Any) -> None:
    draw = new_draw(client, "agreement", [["Ann", "Cy"], ["Bob", "Dee"]])
    assert draw["order"] == ["Ann", "Cy", "Bob", "Dee"]
    done = client.post(f"/api/v1/draws/{draw['key']}/draw", json={}).json
    assert done["revealed"] and done["result"]["teams"] == [["Ann", "Cy"], ["Bob", "Dee"]]


def test_a_bad_draw_is_refused_with_the_field(client: Any) -> None:
    response = client.post("/api/v1/draws", json={"kind": "red-black", "players": FOUR[:3]})
    assert response.status_code == 422 and response.json["field"] == "players"
    response = client.post("/api/v1/draws", json={"kind": "poker", "players": FOUR})
    assert response.status_code == 422 and response.json["field"] == "kind"
    response = client.post("/api/v1/draws", json={"kind": "red-black",
                                                  "players": ["Ann", "ann", "Cy", "Dee"]})
    assert response.status_code == 422 and response.json["field"] == "players[1]"
    assert client.get("/api/v1/draws/nosuchdrawkeyhere").status_code == 404


def test_verify_a_revealed_seed_through_the_api(client: Any) -> None:
    done = everyone_draws(client, new_draw(client, "suits-3x2",
                                           ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]))
    body = {"kind": "suits-3x2", "players": done["order"], "seed": done["seed"],
            "commitment": done["commitment"]}
    answer = client.post("/api/v1/draws/verify", json=body).json
    assert answer["valid"] is True and answer["draw"] == done["result"]
    with_result = client.post("/api/v1/draws/verify", json=body | {"result": done["result"]})
    assert with_result.json["valid"] is True


def test_a_tampered_seed_fails_verification(client: Any) -> None:
    done = everyone_draws(client, new_draw(client))
    body = {"kind": "red-black", "players": FOUR, "seed": done["seed"][:-1] + "0"
            if not done["seed"].endswith("0") else done["seed"][:-1] + "1",
            "commitment": done["commitment"]}
    answer = client.post("/api/v1/draws/verify", json=body).json
    assert answer["valid"] is False and answer["draw"] is None
    assert "does not match the commitment" in answer["message"]


def test_a_tampered_result_fails_verification(client: Any) -> None:
    done = everyone_draws(client, new_draw(client))
    forged = dict(done["result"], teams=[["Ann", "Bob"], ["Cy", "Dee"]])
    if forged["teams"] == done["result"]["teams"]:
        forged["teams"] = [["Ann", "Cy"], ["Bob", "Dee"]]
    answer = client.post("/api/v1/draws/verify", json={
        "kind": "red-black", "players": FOUR, "seed": done["seed"],
        "commitment": done["commitment"], "result": forged}).json
    assert answer["valid"] is False and "published teams" in answer["message"]


def test_verify_refuses_what_is_not_a_check(client: Any) -> None:
    response = client.post("/api/v1/draws/verify", json={"kind": "red-black",
                                                         "players": FOUR, "seed": "abc"})
    assert response.status_code == 422 and response.json["field"] == "commitment"
    response = client.post("/api/v1/draws/verify", json=[1, 2])
    assert response.status_code == 422 and response.json["field"] == "body"


def test_the_verify_page_says_yes_or_no(client: Any) -> None:
    done = everyone_draws(client, new_draw(client))
    form = {"kind": "red-black", "players": "Ann\nBob\nCy\nDee", "seed": done["seed"],
            "commitment": done["commitment"]}
    good = client.post("/draws/verify", data=form).get_data(as_text=True)
    assert "Yes: the seed matches the commitment" in good
    bad = client.post("/draws/verify", data=form | {"seed": "not-the-seed"})
    assert "No: this seed does not match" in bad.get_data(as_text=True)
    page = client.get(f"/d/{done['key']}").get_data(as_text=True)
    assert "Check this draw yourself" in page and done["seed"] in page


def test_a_table_started_from_the_draw_is_seated_by_it_and_records_it(client: Any) -> None:
    done = everyone_draws(client, new_draw(client))
    response = client.post(f"/d/{done['key']}/table", data={"game": "belote"})
    assert response.status_code == 303
    edit_key = response.headers["Location"].rsplit("/", 1)[1]
    state = client.get(f"/api/v1/tables/{edit_key}").json
    result = done["result"]
    seating = rules.from_dealer(rules.draw_from_seed("red-black", FOUR, done["seed"]))
    assert [p["name"] for p in state["players"]] == list(seating)
    assert seating[0] == result["first_dealer"] and state["dealer"] == 0
    by_team: dict[int, set[str]] = {}
    for p in state["players"]:
        by_team.setdefault(p["team"], set()).add(p["name"])
    assert sorted(map(sorted, by_team.values())) == sorted(map(sorted, result["teams"]))
    assert state["players"][0]["team"] == 0 and state["players"][1]["team"] == 1
    first = state["events"][0]
    assert first["kind"] == "drawn" and first["payload"]["seed"] == done["seed"]
    again = client.post(f"/d/{done['key']}/table", data={"game": "belote"})
    assert again.status_code == 422
    after = client.get(f"/api/v1/draws/{done['key']}").json
    board = client.get(after["scoreboard_url"].replace("http://kibitzer.test", ""))
    assert "Seated by draw 1" in board.get_data(as_text=True)


def test_a_drawn_action_must_carry_the_seeds_own_result(client: Any) -> None:
    from helpers import Table
    done = everyone_draws(client, new_draw(client))
    table = Table(client, game="belote", names=tuple(FOUR))
    bad = table.post("drawn", draw_kind="red-black", players=FOUR, seed="forged",
                     commitment=done["commitment"])
    assert bad.status_code == 422 and bad.json["field"] == "seed"
    good = table.post("drawn", draw_kind="red-black", players=FOUR, seed=done["seed"],
                      commitment=done["commitment"], number=1)
    assert good.status_code == 201


def test_the_draw_pages_make_a_draw_from_a_form(client: Any) -> None:
    assert "Draw partners and seats" in client.get("/").get_data(as_text=True)
    response = client.post("/draws/new", data={"kind": "highs-lows",
                                               "players": "Ann\nBob\nCy\nDee"})
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Two highs against two lows" in page
    refused = client.post("/draws/new", data={"kind": "highs-lows", "players": "Ann\nBob"})
    assert refused.status_code == 422 and "needs 4 players" in refused.get_data(as_text=True)


def test_the_openapi_paths_describe_the_draws() -> None:
    from views.draws_api import openapi_paths
    paths = openapi_paths()
    assert {"/api/v1/draws", "/api/v1/draws/verify", "/api/v1/draws/{key}/draw"} <= set(paths)
    assert paths["/api/v1/draws"]["post"]["responses"]["201"]
