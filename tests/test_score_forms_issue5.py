"""Score forms for Belote, Tute, Burraco, Back Alley, Nine-Card Don and One-Eyed Jack (issue 5),
through Flask's test client as a phone without JavaScript would post them.

Each game's form, posted on the referee page (``/referee/<game>/score``) and on the table page
(the ``hand`` action), answers what ``/api/v1/referee/<game>/score`` answers for the same hand
written as JSON; the table's pad moves by the award; bad input is shown in place with a 422 and
changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from markupsafe import escape
from werkzeug.datastructures import MultiDict

from helpers import Table, as_shown
from referee.games import game as declared
from views import scoring

FOUR = ("Ann", "Bob", "Cat", "Dan")

# Belote: team 0 took 12 cards, team 1 the other 20 of the 32 (written in the pack's order).
BELOTE_TEAM_0 = "JH 9H AH 10H AS 10S KS QS AD 10D KD QD"
BELOTE_REST = "JS 9S 8S 7S KH QH 8H 7H JD 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"
# Tute: team 0 took two tricks, team 1 the other 32 of the 40 cards.
TUTE_TEAM_0 = "AH 3H KH QH AS 3S KS QS"
TUTE_REST = ("JS 7S 6S 5S 4S 2S JH 7H 6H 5H 4H 2H AD KD QD JD 7D 6D 5D 4D 3D 2D "
             "AC KC QC JC 7C 6C 5C 4C 3C 2C")
# Nine-Card Don: nine tricks, 36 of the 52 cards; both piles are entered.
DON_TEAM_0 = "5H 9H AH KH 5S 10S AS KS QS JS 2H 3H 4H 6H 7S 8S 9S 2S 3S 4S"
DON_TEAM_1 = "QH JH 5D 10D 2C 3C 4C 6C AD KD QD JD 7C 8C 9C 10C"
# One-Eyed Jack: nine chips in a line across row B are two rows sharing B5.
ROW_B = "B1 B2 B3 B4 B5 B6 B7 B8 B9"

CASES: dict[str, dict[str, Any]] = {
    "belote": {
        "names": FOUR,
        "form": {"trump": "H", "taker": "0", "won_side": "0", "won": ["JH", "9H", "AH", "10H"],
                 "won_text": "as 10s ks qs ad 10d kd qd", "last_trick": "0",
                 "declarations_0": "AS KS QS", "declarations_1": "", "belote": "1"},
        "body": {"trump": "H", "taker": 0, "won": [BELOTE_TEAM_0.split(), BELOTE_REST.split()],
                 "last_trick": 0, "declarations": [[["AS", "KS", "QS"]], []], "belote": 1},
        "table": {"scores": [0, 0]}},
    "tute": {
        "names": FOUR,
        "form": {"trump": "H", "won": ["AH", "3H", "KH", "QH"], "won_text": "AS 3S KS QS",
                 "last_trick": "1", "declarations_0": "KH QH", "declarations_1": "",
                 "tute": ""},
        "body": {"trump": "H", "won": [TUTE_TEAM_0.split(), TUTE_REST.split()],
                 "last_trick": 1, "declarations": [[["KH", "QH"]], []], "tute": None},
        "table": {"scores": [0, 0]}},
    "burraco": {
        "names": FOUR,
        "form": {"burraco": "1", "melds_0": "7S 8S 9S 10S JS QS KS\r\nQH QD QC JK\r\n",
                 "hands_0": "", "pozzetto_0": "on", "melds_1": "3C 4C 5C",
                 "hands_1": "KD 9H", "pozzetto_1": "on", "closed": "0"},
        "body": {"melds": [[["7S", "8S", "9S", "10S", "JS", "QS", "KS"],
                            ["QH", "QD", "QC", "JK"]], [["3C", "4C", "5C"]]],
                 "hands": [[], ["KD", "9H"]], "pozzetto": [True, True], "closed": 0},
        "table": {"scores": [0, 0]}},
    "back-alley": {
        "names": FOUR,
        "form": {"hand": "1", "bid_0": "3", "bid_1": "pass", "bid_2": "4", "bid_3": "2",
                 "tricks_0": "3", "tricks_1": "2", "tricks_2": "5", "tricks_3": "3"},
        "body": {"hand": 1, "bids": [3, "pass", 4, 2], "tricks": [3, 2, 5, 3]},
        "table": {"dealer": 0}},
    "nine-card-don": {
        "names": FOUR,
        "form": {"trump": "H", "won0_text": DON_TEAM_0, "won1": ["QH", "JH"],
                 "won1_text": DON_TEAM_1.split(" ", 2)[2]},
        "body": {"trump": "H", "won": [DON_TEAM_0.split(), DON_TEAM_1.split()]},
        "table": {"scores": [0, 0]}},
    "one-eyed-jack": {
        "names": ("Ann", "Bob"),
        "form": {"players": "2", "chips_0": ROW_B.lower(), "chips_1": "C2, C3"},
        "body": {"players": 2, "chips": {"0": ROW_B.split(), "1": ["C2", "C3"]}},
        "table": {"players": 2}},
}

BAD: dict[str, tuple[dict[str, Any], str]] = {
    # each: the fields changed from the good form, and the message the page must show
    "belote": ({"taker": ""}, "say which team took (0 or 1)"),
    "tute": ({"declarations_0": "KH QS"}, "KH QS"),
    "burraco": ({"melds_1": "3C 4C JK 2H"}, "one wild"),
    "back-alley": ({"bid_0": "13"}, "a bid is at most 12 tricks, not 13"),
    "nine-card-don": ({"trump": ""}, "say the trump suit"),
    "one-eyed-jack": ({"chips_1": "A1"}, "A1 is a free corner"),
}

GAMES = list(CASES)


def api_answer(client: Any, game: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/api/v1/referee/{game}/score", json=body)
    assert response.status_code == 200, response.json
    return response.json


def api_error(client: Any, game: str, body: dict[str, Any]) -> str:
    response = client.post(f"/api/v1/referee/{game}/score", json=body)
    assert response.status_code == 422, response.json
    return response.json["error"]


def shows_answer(page: str, answer: dict[str, Any], game: str) -> None:
    """The page says what the API says, its cards with the table's faces."""
    assert str(escape(as_shown(answer["explanation"], game))) in page
    for line in answer["breakdown"]:
        assert str(escape(as_shown(line, game))) in page, line


def table_form(game: str, fields: dict[str, Any], seq: int, idem: str) -> dict[str, Any]:
    form = {k: v for k, v in fields.items() if not (game == "one-eyed-jack" and k == "players")}
    return {"kind": "hand", "seen": str(seq), "idem": idem, **form}


def pad(state: dict[str, Any], by: str) -> list[int]:
    if by == "team":
        return [state["teams"].get(str(t), 0) if state["teams"] else 0 for t in range(2)]
    return [p["score"] for p in state["players"]]


@pytest.mark.parametrize("game", GAMES)
def test_the_form_reads_into_the_body_the_api_takes(game: str) -> None:
    case = CASES[game]
    body = scoring.body_from_form(declared(game), MultiDict(case["form"]), len(case["names"]))
    expected = case["body"]
    assert set(body) == set(expected)
    for name, value in expected.items():
        if name == "won" and game in ("belote", "tute"):
            assert [sorted(map(str.upper, pile)) for pile in body[name]] == \
                [sorted(pile) for pile in value]
        elif name == "chips":
            assert {k: [s.upper() for s in v] for k, v in body[name].items()} == value
        elif name in ("hand", "tricks", "bids"):
            assert body[name] == ([str(v) for v in value] if isinstance(value, list)
                                  else str(value))
        elif name == "won":
            assert [" ".join(pile) for pile in body[name]] == [" ".join(p) for p in value]
        else:
            assert body[name] == value, name


@pytest.mark.parametrize("game", GAMES)
def test_the_referee_page_form_scores_as_the_api_does(client: Any, game: str) -> None:
    case = CASES[game]
    page = client.get(f"/referee/{game}").get_data(as_text=True)
    assert f'action="/referee/{game}/score"' in page and "Score a hand" in page
    response = client.post(f"/referee/{game}/score", data=case["form"])
    assert response.status_code == 200
    answer = api_answer(client, game, case["body"])
    shown = response.get_data(as_text=True)
    shows_answer(shown, answer, game)
    names = (["Team 0 (players 0 and 2)", "Team 1 (players 1 and 3)"]
             if answer["award"]["by"] == "team" else ["Player 0", "Player 1"])
    for name, points in zip(names, answer["award"]["points"]):
        assert f"{name}: <strong>{points:+d}</strong>" in shown


@pytest.mark.parametrize("game", GAMES)
def test_the_table_page_form_puts_the_award_on_the_pad(client: Any, game: str) -> None:
    case = CASES[game]
    table = Table(client, game=game, names=case["names"])
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert 'name="kind" value="hand"' in page and "Score the hand" in page
    response = client.post(f"/t/{table.edit_key}/act",
                           data=table_form(game, case["form"], 0, "hand-1"))
    assert response.status_code == 303
    answer = api_answer(client, game, case["body"] | case["table"])
    state = table.state()
    assert state["seq"] == 1
    assert pad(state, answer["award"]["by"]) == answer["award"]["points"]
    assert any(answer["award"]["points"])
    # the table shows the same ruling in its players' names
    shows_answer(client.get(f"/t/{table.edit_key}").get_data(as_text=True),
                 state["events"][-1]["detail"], game)
    assert state["events"][-1]["detail"]["award"] == answer["award"]


@pytest.mark.parametrize("game", GAMES)
def test_bad_input_is_shown_in_place_and_changes_nothing(client: Any, game: str) -> None:
    case = CASES[game]
    changed, message = BAD[game]
    form = case["form"] | changed
    body = scoring.body_from_form(declared(game), MultiDict(form), len(case["names"]))
    assert message in api_error(client, game, body)

    response = client.post(f"/referee/{game}/score", data=form)
    page = response.get_data(as_text=True)
    assert response.status_code == 422 and str(escape(message)) in page
    assert 'class="error"' in page

    table = Table(client, game=game, names=case["names"])
    response = client.post(f"/t/{table.edit_key}/act", data=table_form(game, form, 0, "bad"))
    page = response.get_data(as_text=True)
    assert response.status_code == 422 and str(escape(message)) in page
    assert table.state()["seq"] == 0 and not any(pad(table.state(), "seat"))
    for name, value in form.items():
        if isinstance(value, list):
            for card in value:
                assert f'name="{name}" value="{card}" checked' in page, "taps stay tapped"
        elif name.startswith(("declarations_", "chips_", "won")) and value:
            assert f'value="{escape(value)}"' in page, "what was typed stays"


def test_belote_the_pile_entered_may_be_team_1s_and_none_is_a_capot_for_team_0(
        client: Any) -> None:
    # 003 Belote: a capot (one side takes every trick) scores 252 plus declarations
    form = {"trump": "S", "taker": "0", "won_side": "1", "last_trick": "0"}
    body = scoring.body_from_form(declared("belote"), MultiDict(form), 4)
    assert body["won"][1] == [] and len(body["won"][0]) == 32
    response = client.post("/referee/belote/score", data=form)
    assert response.status_code == 200
    assert "Team 0 (players 0 and 2): <strong>+250</strong>" in response.get_data(True)


def test_belote_a_card_typed_wrong_is_named_and_takes_nothing_from_the_rest(
        client: Any) -> None:
    form = CASES["belote"]["form"] | {"won_text": "AS 10S KS QS AD 10D KD 6D"}
    body = scoring.body_from_form(declared("belote"), MultiDict(form), 4)
    assert "QD" in body["won"][1] and "6D" in body["won"][0]
    response = client.post("/referee/belote/score", data=form)
    assert response.status_code == 422 and "6D" in response.get_data(as_text=True)


def test_tute_with_a_tute_the_bazas_may_be_left_out(client: Any) -> None:
    # 003 Tute: all four kings win the hand at once
    form = {"trump": "C", "tute": "1", "won_side": "0"}
    body = scoring.body_from_form(declared("tute"), MultiDict(form), 4)
    assert "won" not in body and "last_trick" not in body and body["tute"] == 1
    answer = api_answer(client, "tute", body)
    response = client.post("/referee/tute/score", data=form)
    assert response.status_code == 200
    shows_answer(response.get_data(as_text=True), answer, "tute")
    assert answer["award"]["points"] == [0, 1]


def test_burraco_pozzetto_boxes_start_ticked_and_an_unticked_one_costs_100(
        client: Any) -> None:
    page = client.get("/referee/burraco").get_data(as_text=True)
    assert page.count('name="pozzetto_0" checked') == 1
    assert page.count('name="pozzetto_1" checked') == 1
    form = {k: v for k, v in CASES["burraco"]["form"].items() if k != "pozzetto_1"}
    body = scoring.body_from_form(declared("burraco"), MultiDict(form), 4)
    assert body["pozzetto"] == [True, False]
    response = client.post("/referee/burraco/score", data=form)
    shown = response.get_data(as_text=True)
    assert 'name="pozzetto_1" >' in shown or 'name="pozzetto_1"  >' in shown
    shows_answer(shown, api_answer(client, "burraco", body), "burraco")


def test_back_alley_the_table_page_offers_the_next_hand_number(client: Any) -> None:
    table = Table(client, game="back-alley", names=FOUR)
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    # the hand number and its size are the table's, shown and never typed (issue 12, #4)
    assert "Hand 1 of 26: 13 cards each" in page and 'name="hand"' not in page
    form = {k: v for k, v in CASES["back-alley"]["form"].items() if k != "hand"}
    client.post(f"/t/{table.edit_key}/act", data=table_form("back-alley", form, 0, "h1"))
    assert table.state()["events"][-1]["kind"] == "hand"
    table.act("deal")
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Hand 2 of 26: 12 cards each" in page
    for bid in ("pass", "12", "board", "double board", "triple board", "quadruple board"):
        assert f'<option value="{bid}"' in page


def test_back_alley_all_four_passing_is_a_redeal(client: Any) -> None:
    # 003 Back Alley: if all four players pass, the cards are thrown in
    form = {"hand": "1", **{f"bid_{i}": "pass" for i in range(4)}}
    body = scoring.body_from_form(declared("back-alley"), MultiDict(form), 4)
    answer = api_answer(client, "back-alley", body)
    assert answer["redeal"]
    response = client.post("/referee/back-alley/score", data=form)
    assert response.status_code == 200
    shows_answer(response.get_data(as_text=True), answer, "back-alley")


def test_one_eyed_jack_the_table_knows_its_players_and_the_referee_page_asks(
        client: Any) -> None:
    assert 'name="players" value="3"' in client.get("/referee/one-eyed-jack").get_data(True)
    table = Table(client, game="one-eyed-jack", names=("Ann", "Bob", "Cat"))
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert 'name="players"' not in page and 'name="chips_2"' in page
    # 003 One-Eyed Jack: with three players one row wins
    response = client.post(f"/t/{table.edit_key}/act", data=table_form(
        "one-eyed-jack", {"chips_2": "D3 E4 F5 G6 H7"}, 0, "oej"))
    assert response.status_code == 303
    assert [p["score"] for p in table.state()["players"]] == [0, 0, 1]


def test_one_eyed_jack_a_home_made_layout_is_read(client: Any) -> None:
    form = {"players": "2", "chips_0": "B2", "layout": "not a board"}
    body = scoring.body_from_form(declared("one-eyed-jack"), MultiDict(form), 4)
    # its cells read one by one in the reader's notation (issue 37), a word as typed
    assert body["layout"] == ["not", "a", "board"]
    response = client.post("/referee/one-eyed-jack/score", data=form)
    assert response.status_code == 422
    assert str(escape(api_error(client, "one-eyed-jack", body))) in response.get_data(True)
