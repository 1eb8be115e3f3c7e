"""Table flows of issue 4 through Flask's test client: Toepen's knocks, folds, challenges and
hands won as live actions; the score forms of Kozel, Mus, Truc, Twenty-Five and Chicago on the
table page and the referee page; Mus counters; Bura's three aces; the special-lead check.

Rules checked: Toepen 001 lines 24, 38–44, 48–50; Mus 003 lines 132–200; Truc 003 lines
304–316; Twenty-Five 003 lines 205, 243–247; Chicago 000 lines 45–55; Kozel 002 lines 56–91;
Bura 000/002 (three aces, special leads).
"""

from __future__ import annotations

from typing import Any

import pytest

from helpers import Table
from referee.mus import stones

TOEPEN = ("Ann", "Bob", "Cat")
FOUR = ("Ann", "Bob", "Cat", "Dan")


def act(client: Any, table: Table, kind: str, idem: str, **fields: Any) -> Any:
    seen = table.state()["seq"]
    return client.post(f"/t/{table.edit_key}/act",
                       data={"kind": kind, "seen": str(seen), "idem": idem, **fields})


def conserved(table: Table, tokens: int = 10) -> None:
    state = table.state()
    assert sum(p["tokens"] for p in state["players"]) + state["pot"] + \
        state["out_of_play"] == tokens * len(state["players"])


# --- Toepen: knocks, folds, stays, the hand won (001 lines 38–44, 48–50) --------------------

def test_toepen_knock_fold_stay_and_the_last_trick_through_the_api(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN)
    table.act("knock", seat=0)             # worth 2; Bob and Cat must answer
    table.act("fold", seat=1)              # Bob pays 1, the value before the knock
    assert table.tokens() == [10, 9, 10]
    table.act("stay", seat=2)
    table.act("knock", seat=2)             # worth 3
    table.act("stay", seat=0)
    state = table.act("toepen_won", seat=0)
    # Cat was still in and loses the hand's value, 3; lost chips leave play
    assert [p["tokens"] for p in state["players"]] == [10, 9, 7]
    assert state["out_of_play"] == 4 and state["pot"] == 0
    assert "Ann wins the hand worth 3" in state["events"][-1]["summary"]
    conserved(table)
    # the winner deals next (001 line 50)
    assert table.act("deal")["dealer"] == 0


def test_the_last_one_standing_wins_without_paying(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN)
    table.act("knock", seat=2)
    table.act("fold", seat=0)
    state = table.act("fold", seat=1)  # the last fold settles the hand (001 line 42)
    assert [p["tokens"] for p in state["players"]] == [9, 9, 10]
    assert table.act("deal")["dealer"] == 2


@pytest.mark.parametrize(("moves", "bad", "message", "field"), [
    # nobody may knock past their own chips: Cat has 2, the hand would be worth 3
    ([("knock", {"seat": 0}), ("stay", {"seat": 1}), ("stay", {"seat": 2})],
     ("knock", {"seat": 2}), "nobody may knock past their own chips", "seat"),
    # a fold answers a knock, and Bob already folded
    ([("knock", {"seat": 0}), ("fold", {"seat": 1}), ("stay", {"seat": 2})],
     ("fold", {"seat": 1}), "Bob folded", "seat"),
    ([], ("fold", {"seat": 1}), "nobody has knocked", "seat"),
    ([], ("knock", {"seat": 7}), "seat 7 is not at this table", "seat"),
    ([], ("stay", {"seat": "x"}), "whole number", "seat"),
    ([("knock", {"seat": 0})], ("toepen_won", {"seat": 0}), "Bob has not answered", "moves"),
    ([], ("discard_challenge", {"discarder": 0, "challenger": 0, "cards": "AS KH QD JC"}),
     "cannot challenge their own discard", "challenger"),
])
def test_bad_toepen_moves_are_refused_and_change_nothing(client: Any, moves: list, bad: tuple,
                                                         message: str, field: str) -> None:
    table = Table(client, "toepen", TOEPEN, tokens=10)
    if bad[0] == "knock" and bad[1]["seat"] == 2:
        table.act("lose", seat=2, amount=8)          # Cat is down to 2 chips
    for kind, payload in moves:
        table.act(kind, **payload)
    before = table.state()
    response = table.post(bad[0], **bad[1])
    assert response.status_code == 422
    assert message in response.json["error"] and response.json["field"] == field
    after = table.state()
    assert after["seq"] == before["seq"] and after["players"] == before["players"]


def test_tokens_are_conserved_through_knocks_folds_and_undo(client: Any) -> None:
    table = Table(client, "toepen", ("Ann", "Bob", "Cat", "Dan"))
    table.act("knock", seat=0)
    table.act("fold", seat=1)
    table.act("stay", seat=2)
    table.act("fold", seat=3)
    conserved(table)
    assert table.tokens() == [10, 9, 10, 9]
    table.act("undo")                      # Dan's fold is undone: he must answer again
    assert table.tokens() == [10, 9, 10, 10]
    conserved(table)
    assert table.post("knock", seat=2).status_code == 422
    table.act("stay", seat=3)
    table.act("toepen_won", seat=3)
    assert table.tokens() == [8, 9, 8, 10]
    conserved(table)
    table.act("undo")
    assert table.tokens() == [10, 9, 10, 10]
    conserved(table)


def test_a_discard_challenge_costs_the_wrong_side_one_token(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN)
    # AS KH QD JC: aces and court cards only, a correct discard; the challenger pays (001:24)
    state = table.act("discard_challenge", discarder=0, challenger=1, cards="AS KH QD JC")
    assert [p["tokens"] for p in state["players"]] == [10, 9, 10]
    # 10S among them: the discarder pays
    state = table.act("discard_challenge", discarder=2, challenger=0, cards="10S KH QD JC")
    assert [p["tokens"] for p in state["players"]] == [10, 9, 9]
    assert state["out_of_play"] == 2
    table.act("knock", seat=0)
    response = table.post("discard_challenge", discarder=1, challenger=0, cards="AS KS QS JS")
    assert response.status_code == 422 and "before play" in response.json["error"]


def test_a_player_at_zero_is_out_and_the_game_ends(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN, tokens=2, last_player_wins=True)
    table.act("knock", seat=0)
    table.act("stay", seat=1)
    table.act("fold", seat=2)               # Cat pays 1, keeps 1
    state = table.act("toepen_won", seat=0)  # Bob loses 2: out
    assert [p["tokens"] for p in state["players"]] == [2, 0, 1]
    assert not state["finished"]
    table.act("deal")
    state = table.act("toepen_won", seat=0)  # Cat loses her last chip
    assert state["finished"] and state["winner"] == 0


def test_toepen_ends_when_the_first_player_runs_out(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN, tokens=2)
    table.act("knock", seat=0)
    table.act("fold", seat=1)
    table.act("stay", seat=2)
    state = table.act("toepen_won", seat=0)   # Cat loses 2 and is out: the game is over
    assert [p["tokens"] for p in state["players"]] == [2, 1, 0]
    assert state["finished"] and state["winner"] is None
    assert state["status"] == "Cat is out of chips and loses the game"


def test_the_toepen_page_offers_only_the_moves_the_hand_allows(client: Any) -> None:
    table = Table(client, "toepen", TOEPEN)
    table.act("lose", seat=2, amount=9)     # Cat has 1 chip: she may not knock to 2
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Ann knocks" in page and "Bob knocks" in page and "Cat knocks" not in page
    assert "Challenge a discard" in page
    assert act(client, table, "knock", "k1", seat="0").status_code == 303
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "The hand is worth <strong>2</strong>" in page
    assert "Folds, pays 1" in page and "Stays" in page
    assert "Bob knocks" not in page and "Challenge a discard" not in page
    assert act(client, table, "fold", "f1", seat="1").status_code == 303
    assert act(client, table, "fold", "f2", seat="2").status_code == 303
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Cat folds, pays 1 out of play and is out of the game; Ann wins the hand worth 2" \
        in page
    assert "Who took the last trick?" not in page
    assert table.tokens() == [10, 9, 0]
    # a refused move is shown in place, with a 422
    response = act(client, table, "knock", "k2", seat="1")
    # Cat is out of chips: the game is over (001 line 48), so nothing more is taken
    assert response.status_code == 422 and "The game is over" in response.get_data(as_text=True)


def test_toepen_kinds_are_documented(client: Any) -> None:
    document = client.get("/api/openapi.json").json
    text = str(document)
    for kind in ("knock", "fold", "stay", "discard_challenge", "toepen_won"):
        assert f"'{kind}'" in text or f'"{kind}"' in text


# --- Score forms on the table page and the referee page ----------------------------------

MUS_HANDS = {"hand_0_text": "KS KH 7C 4D", "hand_1_text": "QS QH JC 7D",
             "hand_2_text": "AS 2H 5C 6D", "hand_3_text": "3S 3H 7S 4S"}


def mus_table(client: Any) -> Table:
    """A Mus table on its second hand: Bob dealt, so Cat is the mano and her side is team 0."""
    table = Table(client, "mus", FOUR)
    table.act("deal")
    return table


def test_a_mus_hand_through_the_table_form(client: Any) -> None:
    table = mus_table(client)
    form = dict(MUS_HANDS, hand_0_text="KS KH 7C 4D", bet_grande="seen", stake_grande="3",
                bet_chica="folded_1", stake_chica="", bet_pares="passed", bet_juego="passed")
    assert act(client, table, "hand", "h1", **form).status_code == 303
    state = table.state()
    scores = [p["score"] for p in state["players"]]
    # the mano's side (Cat, hand 0, and Ann) collects: chica fold 1, grande 3, pares 1 + 1,
    # juego 1 + 3 (31 is the best juego)
    assert scores == [10, 0, 10, 0]
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Grande (seen): Cat is best" in page  # hand 0, the mano, said by name
    assert 'class="mus-stones"' in page and "2 × 5 + 0" in page
    board = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "2 × 5 + 0" in board


def test_a_mus_stake_below_two_is_refused_and_changes_nothing(client: Any) -> None:
    table = mus_table(client)
    before = table.state()
    response = act(client, table, "hand", "h1", **MUS_HANDS, bet_grande="seen", stake_grande="1")
    assert response.status_code == 422
    assert "a seen bid is 2 to 40 counters" in response.get_data(as_text=True)
    assert table.state()["seq"] == before["seq"]
    response = table.post("hand", body={"hands": list(MUS_HANDS.values()),
                                        "bets": {"grande": {"outcome": "seen", "stake": 1}}})
    assert response.status_code == 422 and response.json["field"] == "bets.grande.stake"


def test_a_mus_hand_with_the_mano_in_team_one_scores_the_right_team(client: Any) -> None:
    table = Table(client, "mus", FOUR)      # Ann dealt, Bob (team 1) is the mano
    form = dict(MUS_HANDS, bet_grande="seen", stake_grande="3")
    assert act(client, table, "hand", "h1", **form).status_code == 303
    assert [p["score"] for p in table.state()["players"]][1] > 0


@pytest.mark.parametrize("points", [0, 3, 4, 5, 17, 34, 35, 39, 40])
def test_the_mus_board_shows_the_counters_as_referee_mus_stones(client: Any,
                                                                points: int) -> None:
    table = Table(client, "mus", FOUR)
    table.act("score", teams=[points, 0])
    page = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    held = stones(points)
    if held.called_35:  # 003 line 143: seven fives are called as 35 and the ones count on
        assert f"35 called + {held.ones}" in page and "(35 called)" not in page
    else:
        assert f"{held.fives} × 5 + {held.ones}" in page and "35 called" not in page


def test_a_kozel_hand_through_the_table_form(client: Any) -> None:
    table = Table(client, "kozel", FOUR)
    # team 0 took 25 card points (AS 10S KS), team 1 the rest: team 0 scores 4 (002 line 84)
    form = {"sides": "2", "cards_0": "AS 10S KS", "points_1": "", "tricks_1": ""}
    assert act(client, table, "hand", "h1", **form).status_code == 303
    assert [p["score"] for p in table.state()["players"]] == [4, 0, 4, 0]
    response = act(client, table, "hand", "h2", sides="2", points_0="130", points_1="")
    assert response.status_code == 422


def test_a_truc_hand_through_the_table_form(client: Any) -> None:
    table = Table(client, "truc", FOUR)
    # side 1 wins the first two tricks; truc was accepted: 2 (003 lines 304–316)
    form = {"cards": "3", "trick_0": "1", "trick_1": "1", "called": "truc", "rejected_by": ""}
    assert act(client, table, "hand", "h1", **form).status_code == 303
    assert [p["score"] for p in table.state()["players"]] == [0, 2, 0, 2]
    # a rejected retruc scores the last agreed value, 2, to the raisers
    form = {"cards": "3", "trick_0": "0", "called": "retruc", "rejected_by": "1"}
    table.act("deal")
    assert act(client, table, "hand", "h2", **form).status_code == 303
    assert [p["score"] for p in table.state()["players"]] == [2, 2, 2, 2]


def test_a_twenty_five_hand_through_the_table_form(client: Any) -> None:
    table = Table(client, "twenty-five", ("Ann", "Bob", "Cat"))
    form = {f"trick_{i}": seat for i, seat in enumerate(["1", "1", "2", "0", "1"])}
    assert act(client, table, "hand", "h1", **form).status_code == 303
    assert [p["score"] for p in table.state()["players"]] == [5, 15, 5]
    table.act("deal")
    response = act(client, table, "hand", "h2", trick_0="5")
    assert response.status_code == 422 and "not at this table" in response.get_data(as_text=True)


def test_a_chicago_hand_through_the_table_form(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Bob", "Cat"))
    form = {"first_winner": "1", "first_points": "2", "second_winner": "",
            "end_hand_0": "AS KS QS JS 9S", "end_hand_1": "2H 2D 5C 7C 9H",
            "end_hand_2": "3H 4D 6C 8C 10H", "last_trick": "0"}
    assert act(client, table, "hand", "h1", **form).status_code == 303
    # Bob's two pair 2; Ann's flush 5 at the end and the last trick 5 (000 lines 45–55)
    assert [p["score"] for p in table.state()["players"]] == [10, 2, 0]


@pytest.mark.parametrize(("game", "form", "expected"), [
    ("mus", dict(MUS_HANDS, bet_grande="seen", stake_grande="3"), "Grande (seen): hand 0"),
    ("kozel", {"sides": "2", "points_0": "100", "points_1": "20"}, "fewer than 31"),
    ("truc", {"dealer": "0", "trick_0": "1", "trick_1": "1"}, "Side 1 has two tricks"),
    ("twenty-five", {"players": "3", "trick_0": "2"}, "player 2 wins it"),
    ("chicago", {"score_0": "0", "score_1": "0", "first_winner": "1", "first_points": "3"},
     "three of a kind"),
    ("toepen", {"chips_0": "10", "chips_1": "10", "chips_2": "10", "value": "3",
                "folded_1": "1", "winner": "0"}, "loses the hand&#39;s value, 3"),
])
def test_the_referee_page_scores_a_hand(client: Any, game: str, form: dict,
                                        expected: str) -> None:
    response = client.post(f"/referee/{game}/score", data=form)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert expected in response.get_data(as_text=True)


def test_the_score_forms_answer_as_the_api_does(client: Any) -> None:
    body = {"hands": list(MUS_HANDS.values()),
            "bets": {"grande": {"outcome": "seen", "stake": 3}}}
    api = client.post("/api/v1/referee/mus/score", json=body).json
    page = client.post("/referee/mus/score",
                       data=dict(MUS_HANDS, bet_grande="seen", stake_grande="3"))
    assert api["points"] == [10, 0]
    assert "+10" in page.get_data(as_text=True)


# --- Bura: three aces, and the special-lead check on the referee page ---------------------

def test_three_aces_take_the_pot_only_with_the_option(client: Any) -> None:
    plain = Table(client, "bura", ("Ann", "Bob"), tokens=10, ante=1)
    plain.act("ante")
    response = plain.post("bura", seat=0, trump="H", cards="AS AC AD")
    assert response.status_code == 422 and "three trumps" in response.json["error"]
    table = Table(client, "bura", ("Ann", "Bob"), tokens=10, ante=1, three_aces_win=True)
    table.act("ante")
    state = table.act("bura", seat=0, trump="H", cards="AS AC AD")
    assert [p["tokens"] for p in state["players"]] == [11, 9] and state["pot"] == 0
    assert "three aces" in state["events"][-1]["summary"]
    table.act("deal", ante=True)
    assert table.act("bura", seat=1, trump="H", cards="AH 10H KH")["pot"] == 0
    response = table.post("bura", seat=0, trump="H", cards="AS KC QD")
    assert response.status_code == 422


def test_the_bura_showdown_reads_as_the_special_lead_check(client: Any) -> None:
    page = client.get("/referee/bura").get_data(as_text=True)
    assert "Who may lead out of turn?" in page and "Whose hand is best?" not in page
    response = client.post("/referee/bura/showdown", data={
        "trump": "H", "hand0_text": "7S 8S 9C", "hand1_text": "AS AC AD",
        "hand2_text": "AH 10H KH"})
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Player 2 leads" in text
    kozel = client.post("/referee/kozel/showdown", data={
        "trump": "H", "hand0_text": "7S 8S 9C JD", "hand1_text": "AS 10S 10C AD"})
    assert "Player 1 leads" in kozel.get_data(as_text=True)
    assert "Whose hand is best?" in client.get("/referee/chicago").get_data(as_text=True)
