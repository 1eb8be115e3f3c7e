"""The table keeps the book its own referee rules: teams, ends, redeals and drop-outs come from
each game's declaration (referee/game.py), checked at their edges through the JSON API."""

from __future__ import annotations

import re
from typing import Any

import pytest

from helpers import Table
from test_score_forms_issue5 import CASES
from referee.game import Standing
from referee.games import GAMES
from scorebook.setup import read_setup

NAMES = ("Ann", "Boris", "Carl", "Dora", "Eva", "Fred", "Gil", "Hana", "Ivo")


def teams_of(game: str, players: int, **options: Any) -> list[list[str]]:
    setup = read_setup(game, list(NAMES[:players]), options)
    sides: dict[int, list[str]] = {}
    for p in setup.players:
        if p.team is not None:
            sides.setdefault(p.team, []).append(p.name)
    return list(sides.values())


# --- teams for every player count -------------------------------------------------------------

@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_player_count_the_catalog_allows_gets_a_seating(key: str) -> None:
    game = GAMES[key]
    low, high = game.players_range(game.defaults())
    for players in range(low, high + 1):
        teams = teams_of(key, players)
        if teams:
            # partners never play one after the other
            seat = {name: i for i, name in enumerate(NAMES[:players])}
            for side in teams:
                seats = sorted(seat[n] for n in side)
                if key != "nuts":
                    assert all(b - a > 1 for a, b in zip(seats, seats[1:])), (key, teams)


@pytest.mark.parametrize("key", ["burraco", "tute", "mus", "truc", "back-alley", "nine-card-don",
                                 "belote"])
def test_four_handed_partnership_games_pair_the_players_across_the_table(key: str) -> None:
    assert teams_of(key, 4) == [["Ann", "Carl"], ["Boris", "Dora"]]


def test_kozel_is_played_alone_by_two_or_three_and_in_two_pairs_by_four() -> None:
    # 002 line 58
    assert teams_of("kozel", 2) == [] and teams_of("kozel", 3) == []
    assert teams_of("kozel", 4) == [["Ann", "Carl"], ["Boris", "Dora"]]


def test_kozel_for_money_takes_five_players_and_for_points_four_at_most() -> None:
    # 002 line 54 (money: up to five), line 58 (points: 2-4)
    assert teams_of("kozel", 5, mode="money") == []
    with pytest.raises(ValueError, match="Kozel for points is for 2–4 players, not 5 "
                       "\\(for money, up to 5\\)"):
        read_setup("kozel", list(NAMES[:5]), {})


@pytest.mark.parametrize("players, teams", [
    (4, [["Ann", "Carl"], ["Boris", "Dora"]]),
    (6, [["Ann", "Dora"], ["Boris", "Eva"], ["Carl", "Fred"]]),
    (8, [["Ann", "Eva"], ["Boris", "Fred"], ["Carl", "Gil"], ["Dora", "Hana"]]),
    (9, [["Ann", "Dora", "Gil"], ["Boris", "Eva", "Hana"], ["Carl", "Fred", "Ivo"]]),
])
def test_twenty_five_in_teams_pairs_up_across_the_table_or_makes_three_threes_with_nine(
        players: int, teams: list[list[str]]) -> None:
    # 003 line 207: pairs with an even number, three teams of three with nine, partners apart
    assert teams_of("twenty-five", players, teams=True) == teams


def test_twenty_five_in_teams_refuses_an_odd_number_other_than_nine() -> None:
    with pytest.raises(ValueError, match="pairs .* or three teams of three"):
        read_setup("twenty-five", list(NAMES[:5]), {"teams": True})


def test_nuts_with_six_pairs_up_neighbours_and_with_four_everyone_plays_alone() -> None:
    # 003 line 340: more than four, an even number: partners sit next to one another
    assert teams_of("nuts", 6) == [["Ann", "Boris"], ["Carl", "Dora"], ["Eva", "Fred"]]
    assert teams_of("nuts", 4) == []


# --- the end of the game ----------------------------------------------------------------------

def test_chicago_ends_on_reaching_52_exactly(client: Any) -> None:
    # 000 line 67: "reach a score of 52 or more"
    table = Table(client, "chicago", ("Ann", "Boris", "Carl"))
    state = table.act("score", points=[51, 0, 0])
    assert not state["finished"]
    state = table.next("score", points=[1, 0, 0])
    assert state["finished"] and state["winners"] == [0] and state["status"] == (
        "Ann wins the game")


def test_chicago_two_past_52_on_one_hand_the_higher_wins(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris", "Carl"))
    state = table.act("score", points=[53, 60, 0])
    assert state["finished"] and state["winner"] == 1


def test_chicago_level_at_the_top_past_52_plays_another_hand(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris", "Carl"))
    state = table.act("score", points=[55, 55, 0])
    assert not state["finished"]
    state = table.next("score", points=[1, 0, 0])
    assert state["finished"] and state["winner"] == 0


def test_burraco_reaching_2000_is_not_enough_it_must_be_exceeded(client: Any) -> None:
    # 003 line 81: "exceeds a score of 2,000"
    table = Table(client, "burraco", ("Ann", "Boris", "Carl", "Dora"))
    assert not table.act("score", teams=[2000, 0])["finished"]
    state = table.next("score", teams=[5, 0])
    assert state["finished"] and state["winners"] == [0, 2]
    assert state["status"] == "Ann & Carl win the game"


def test_belote_both_teams_past_1000_on_one_hand_is_a_tie(client: Any) -> None:
    # 003 line 544
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    table.act("score", teams=[900, 950])
    state = table.next("score", teams=[150, 60])
    assert state["finished"] and state["tie"] and state["winner"] is None
    assert state["status"] == "The game ends in a tie between Ann & Carl and Boris & Dora"


def test_mus_one_hand_cannot_take_both_sides_to_40(client: Any) -> None:
    # 003 line 196: play stops the moment a side reaches 40
    table = Table(client, "mus", ("Ane", "Bittor", "Carmen", "Dani"))
    table.act("score", teams=[38, 38])
    table.act("deal")
    response = table.post("score", teams=[3, 2])
    assert response.status_code == 422 and "stops the moment" in response.json["error"]
    state = table.act("score", teams=[2, 0])
    assert state["finished"] and state["status"] == "Ane & Carmen win the game"


def test_an_entry_after_the_end_is_refused_and_undo_reopens_the_game(client: Any) -> None:
    table = Table(client, "truc", ("Ann", "Boris", "Carl", "Dora"))
    table.act("score", teams=[12, 0])
    for kind, fields in (("score", {"teams": [0, 1]}), ("deal", {}), ("won", {"seat": 0})):
        response = table.post(kind, **fields)
        assert response.status_code == 422, kind
    assert "The game is over: Ann & Carl win the game" in table.post("deal").json["error"]
    assert table.state()["winners"] == [0, 2]  # the winner does not change afterwards
    state = table.act("undo")
    assert not state["finished"]
    assert table.act("score", teams=[0, 3])["players"][1]["score"] == 3


def test_a_tally_game_ends_at_the_games_to_win(client: Any) -> None:
    table = Table(client, "aggravation", ("Ann", "Boris"), target=2)
    assert not table.act("won", seat=1)["finished"]
    state = table.next("won", seat=1)
    assert state["finished"] and state["status"] == "Boris wins the game"


def test_tute_is_one_hand_unless_more_are_agreed(client: Any) -> None:
    # 003 lines 126-128
    one = Table(client, "tute", ("Ana", "Beto", "Carmen", "Dani"))
    assert one.act("won", seat=1)["status"] == "Beto & Dani win the game"
    three = Table(client, "tute", ("Ana", "Beto", "Carmen", "Dani"), hands=3)
    three.act("won", seat=0)
    assert not three.next("won", seat=1)["finished"]
    assert three.next("won", seat=2)["status"] == "Ana & Carmen win the game"


def test_back_alley_ends_after_its_hands_and_a_tie_is_a_tie(client: Any) -> None:
    table = Table(client, "back-alley", ("Ann", "Boris", "Carl", "Dora"), hands=2)
    table.act("score", teams=[10, 20])
    state = table.next("score", teams=[10, 0])
    assert state["finished"] and state["tie"]


# --- redeals ----------------------------------------------------------------------------------

def test_back_alley_all_four_passing_is_dealt_again_and_is_not_one_of_the_hands(
        client: Any) -> None:
    # 003 line 400: the same dealer deals new hands; line 419: hand sizes 13, 12, ...
    table = Table(client, "back-alley", ("Ann", "Boris", "Carl", "Dora"))
    passed = {"hand": 1, "dealer": 0, "bids": ["pass"] * 4}
    state = table.act("hand", body=passed)
    assert state["events"][-1]["summary"].startswith("Hand scored")
    state = table.act("deal")
    assert state["hand"] == 1 and state["dealer"] == 0
    assert state["events"][-1]["summary"] == "Hand 1 dealt again: Ann deals, 13 cards each"
    table.act("hand", body={"hand": 1, "dealer": 0, "bids": [3, 3, 3, 3], "tricks": [7, 6]})
    state = table.act("deal")
    assert state["hand"] == 2 and state["dealer"] == 1
    assert state["events"][-1]["summary"] == "Hand 2: Boris deals, 12 cards each"


# --- drop-outs --------------------------------------------------------------------------------

def kozel_standing(scores: tuple[int, ...], out: frozenset[int] = frozenset()) -> Standing:
    sides = tuple((s,) for s in range(len(scores)))
    return Standing(sides, scores, scores, 1, out)


def test_kozel_a_side_reaching_12_drops_out() -> None:
    # 002 line 89
    drop = GAMES["kozel"].drop
    assert drop is not None
    assert drop.dropped(kozel_standing((12, 4, 11)), {}) == {0}


def test_kozel_everyone_left_reaching_12_drops_only_the_one_with_most() -> None:
    # 002 line 91
    drop = GAMES["kozel"].drop
    assert drop is not None
    assert drop.dropped(kozel_standing((14, 12, 13)), {}) == {0}  # the most drops
    assert drop.dropped(kozel_standing((14, 14, 13)), {}) == set()
    two_left = kozel_standing((20, 14, 12), frozenset({0}))
    assert drop.dropped(two_left, {}) == {0, 1}


def test_kozel_the_last_survivor_wins_at_the_table(client: Any) -> None:
    table = Table(client, "kozel", ("Ann", "Boris", "Carl"))
    state = table.act("score", points=[12, 2, 0])
    assert [p["active"] for p in state["players"]] == [False, True, True]
    assert not state["finished"] and state["status"] == "Carl is ahead by 2"
    state = table.next("score", points=[0, 10, 4])
    assert state["finished"] and state["status"] == "Carl wins the game"


# --- the deal around the table ----------------------------------------------------------------

@pytest.mark.parametrize("key, order", [
    ("belote", ["Ann", "Boris", "Carl", "Dora"]),
    ("mus", ["Ann", "Dora", "Carl", "Boris"]),
])
def test_a_table_seated_clockwise_is_put_in_the_games_order_of_play(key: str,
                                                                     order: list[str]) -> None:
    # Mus is played to the right (003 line 155): the mano, right of the dealer, plays first
    assert GAMES[key].deal.order_of_play(["Ann", "Boris", "Carl", "Dora"]) == order


# --- what a player owes ---------------------------------------------------------------------------

def test_bura_a_false_claimer_short_of_the_pot_owes_the_rest_and_a_buy_in_pays_it(
        client: Any) -> None:
    # 002 line 31: a wrong claim "has to double the pot"; Ann has 2 tokens left for a pot of 4
    table = Table(client, "bura", ("Ann", "Boris"), tokens=3, ante=1)
    table.act("ante")
    table.act("bet", seat=1, amount=2)
    state = table.act("claim", seat=0, captured="AS 10S")  # 11 + 10 = 21, short of 31
    ruling = state["events"][-1]["detail"]
    assert ruling["claimant_pays"] == 2 and ruling["claimant_owes"] == 2
    assert "Ann has only 2 tokens to pay, so the pot holds 6 and Ann owes the other 2" in (
        ruling["explanation"])
    assert state["pot"] == 6 and [p["owes"] for p in state["players"]] == [2, 0]
    assert not state["finished"]  # the pot is not empty: nobody holds every token yet
    state = table.act("buy_in", seat=0, amount=10)
    assert state["events"][-1]["summary"] == (
        "Ann buys in for 10 and pays the 2 owed into the pot; the pot holds 8")
    assert [p["tokens"] for p in state["players"]] == [8, 0] and state["pot"] == 8
    assert [p["owes"] for p in state["players"]] == [0, 0]


def test_bura_ends_when_one_player_holds_every_token(client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=2, ante=1)
    table.act("ante")
    state = table.act("claim", seat=1, captured="AS 10S KS QS JS")  # 11+10+4+3+2 = 30: false
    assert state["pot"] == 3 and not state["finished"]  # Boris paid his 1 and owes 1
    state = table.act("collect", seat=0)
    assert state["finished"] and state["status"] == "Ann wins the game"


# --- the next game ----------------------------------------------------------------------------

def test_a_rematch_starts_the_next_game_and_the_tally_counts_games_won_per_team(
        client: Any) -> None:
    table = Table(client, "truc", ("Ann", "Boris", "Carl", "Dora"))
    assert table.post("rematch").status_code == 422  # not before the game is over
    table.act("score", teams=[12, 3])
    state = table.act("rematch")
    assert not state["finished"] and state["game_number"] == 2 and state["hand"] == 1
    assert [p["score"] for p in state["players"]] == [0, 0, 0, 0]
    assert state["dealer"] == 1 and state["events"][-1]["summary"] == (
        "Game 2, same players: Boris deals")
    assert state["tally"] == [{"side": [0, 2], "games": 1}, {"side": [1, 3], "games": 0}]
    table.act("score", teams=[0, 12])
    state = table.act("rematch")
    assert [t["games"] for t in state["tally"]] == [1, 1] and state["dealer"] == 2


def test_a_rematch_at_a_token_table_hands_the_tokens_out_again(client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris"), tokens=2, ante=1)
    table.act("transfer", **{"from": 1, "to": 0, "amount": 2})
    state = table.act("rematch")
    assert [p["tokens"] for p in state["players"]] == [2, 2] and state["pot"] == 0
    assert [t["games"] for t in state["tally"]] == [1, 0]
    undone = table.act("undo")  # the rematch undone: the game is over again, Ann the winner
    assert undone["finished"] and undone["status"] == "Ann wins the game"


# --- in the table's words -----------------------------------------------------------------------

POSITIONS = re.compile(r"\b(seat|team|side|player)s? \d", re.I)


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_ruling_at_the_table_names_the_players_never_their_positions(client: Any,
                                                                      game: str) -> None:
    case = CASES[game]
    table = Table(client, game, case["names"])
    known = {"scores", "dealer", "players", "hand", "penalties", "pot"}
    if table.state()["pot"] is not None:
        known.add("chips")  # a token table's chips are the table's to fill in
    body = {k: v for k, v in case["body"].items() if k not in known}
    response = table.post("hand", body=body)
    assert response.status_code == 201, response.json
    ruling = response.json["events"][-1]["detail"]
    lines = [ruling["explanation"]] + [line for line in ruling.get("breakdown", [])
                                       if isinstance(line, str)]
    for line in lines:
        assert not POSITIONS.search(line), (game, line)


def test_a_players_name_can_be_corrected_and_the_history_says_so(client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Bors"))
    table.act("score", points=[3, 0])
    state = table.act("rename", seat=1, name="Boris\u200b")
    assert [p["name"] for p in state["players"]] == ["Ann", "Boris"]
    assert state["events"][-1]["summary"] == "Bors is now called Boris"
    assert table.post("rename", seat=1, name="ann").status_code == 422
    assert table.act("undo")["players"][1]["name"] == "Bors"
