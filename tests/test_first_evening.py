"""Issue 25, "a first evening without an argument": the table agrees with its own rulings.

Each test cites the rules line it holds the table to (files in shared/rules, see INDEX.md)."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from helpers import Table


def names_dealing(state: dict[str, Any]) -> str:
    return state["players"][state["deals_next"]]["name"]


# --- Bura: who deals after a claim -----------------------------------------------------------

def test_bura_a_broke_false_claimer_deals_next_as_the_ruling_says(client: Any) -> None:
    # 002 line 31: "Either way, the next hand is dealt by the player who claimed", true claim
    # or false; Masha pays her last token into the pot and deals all the same
    table = Table(client, "bura", ("Ann", "Masha", "Carl"), tokens=2, ante=1)
    table.act("ante")
    state = table.act("claim", seat=1, captured="AS 10S")  # 21: false
    assert "Masha must pay 3 tokens into the pot, doubling it, and deals next." in (
        state["events"][-1]["detail"]["explanation"])
    assert names_dealing(state) == "Masha"
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Masha deals next" in page
    board = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "Masha deals next" in board
    state = table.act("deal")
    assert state["dealer"] == 1 and state["events"][-1]["summary"] == "Hand 2: Masha deals"


def test_every_hand_result_that_names_the_next_dealer_is_the_one_who_deals(client: Any) -> None:
    # the class: a ruling that says who deals next, and the deal. Bura's claimer (002 line
    # 31), Toepen's winner (001 line 34), Back Alley's redeal by the same dealer (003 line 400)
    bura = Table(client, "bura", ("Ann", "Boris", "Carl"))
    bura.act("ante")
    said = bura.act("claim", seat=2, captured="AS 10S KS QS JS AD")
    assert names_dealing(said) == "Carl" and bura.act("deal")["dealer"] == 2
    toepen = Table(client, "toepen", ("Ann", "Boris", "Carl"))
    said = toepen.act("toepen_won", seat=2)
    assert names_dealing(said) == "Carl" and toepen.act("deal")["dealer"] == 2
    alley = Table(client, "back-alley", ("Ann", "Boris", "Carl", "Dora"))
    said = alley.act("hand", body={"bids": ["pass"] * 4})
    assert names_dealing(said) == "Ann" and alley.act("deal")["dealer"] == 0


# --- a status that compares players ------------------------------------------------------------

def test_bura_tokens_at_3_0_3_are_not_all_level(client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Boris", "Carl"), tokens=3, ante=1)
    assert table.state()["status"] == "All level"
    state = table.act("lose", seat=1, amount=3)
    assert [p["tokens"] for p in state["players"]] == [3, 0, 3]
    assert state["status"] == "Ann and Carl are level"


def test_kozel_the_two_left_level_after_a_drop_out_are_not_all_level(client: Any) -> None:
    # 002 line 89: a side at 12 penalty points drops out; the other two play on
    table = Table(client, "kozel", ("Ann", "Boris", "Carl"))
    state = table.act("score", points=[12, 2, 2])
    assert state["status"] == "Boris and Carl are level"
    state = table.act("deal")
    state = table.act("score", points=[0, 2, 0])
    assert state["status"] == "Carl is ahead by 2"


# --- Bura: a broke player at the ante, and a buy-in on the book ---------------------------------

def broke_masha(client: Any, **options: Any) -> Table:
    """Masha claims falsely with her last token (002 line 31: a wrong claim doubles the pot)
    and owes the rest."""
    table = Table(client, "bura", ("Ann", "Masha", "Carl"), tokens=2, ante=1, **options)
    table.act("ante")
    table.act("claim", seat=1, captured="AS 10S")  # 21 points: false, pays 1 of 3, owes 2
    return table


def test_bura_a_broke_player_is_named_at_the_ante_and_sits_the_hand_out(client: Any) -> None:
    # 002 line 20: everyone stakes; a player with nothing to stake is not dealt in (the
    # default; the other reading is the option below)
    table = broke_masha(client)
    state = table.act("deal", ante=True)
    assert state["events"][-1]["summary"] == (
        "Hand 2: Masha deals; Ann and Carl ante 1 each; the pot holds 6; Masha has no tokens "
        "and sits this hand out")
    refused = table.post("claim", seat=1, captured="AS 10S KS QS JS AD")
    assert refused.status_code == 422 and "Masha" in refused.json["error"]
    # buying in during the hand pays what she owes, but does not deal her into it
    state = table.act("buy_in", seat=1, amount=4)
    assert state["events"][-1]["summary"] == (
        "Masha buys in for 4 and pays the 2 owed into the pot; the pot holds 8")
    refused = table.post("claim", seat=1, captured="AS 10S KS QS JS AD")
    assert refused.status_code == 422
    assert refused.json["error"] == "Masha did not ante this hand, so is not in it"


def test_bura_with_buy_in_first_the_ante_waits_for_the_broke_player(client: Any) -> None:
    table = broke_masha(client, broke="buy_in_first")
    refused = table.post("deal", ante=True)
    assert refused.status_code == 422
    assert refused.json["error"] == "Masha has no tokens and must buy in before the ante"
    assert table.state()["hand"] == 1  # nothing changed
    table.act("buy_in", seat=1, amount=4)  # pays the 2 owed first: 2 left to ante with
    state = table.act("deal", ante=True)
    assert state["events"][-1]["summary"] == (
        "Hand 2: Masha deals; Ann, Masha and Carl ante 1 each; the pot holds 9")
    assert [p["tokens"] for p in state["players"]] == [0, 1, 0]


def test_the_broke_option_is_named_in_the_catalog_for_the_pot_games(client: Any) -> None:
    games = {g["key"]: g for g in client.get("/api/v1/games").json["games"]}
    for key in ("bura", "kozel"):
        broke = next(o for o in games[key]["options"] if o["name"] == "broke")
        assert broke["default"] == "sit_out" and broke["choices"] == ["sit_out", "buy_in_first"]


def test_a_buy_in_is_a_buy_in_on_the_pad_the_history_and_the_export_never_a_score(
        client: Any) -> None:
    table = Table(client, "bura", ("Ann", "Masha"), tokens=4, ante=1)
    true_claim = "AS 10S KS QS JS AD"
    table.act("ante")
    table.act("claim", seat=0, captured=true_claim)  # Ann takes the pot of 2: 5 / 3
    table.act("deal", ante=True)
    table.act("claim", seat=1, captured=true_claim)  # Masha takes 2: 4 / 4
    state = table.act("buy_in", seat=1, amount=4)
    assert state["events"][-1]["summary"] == "Masha buys in for 4"
    table.act("deal", ante=True)
    state = table.act("claim", seat=0, captured=true_claim)  # Ann +1, Masha -1: 5 / 7
    pad = state["pad"]
    assert [row["hand"] for row in pad] == [1, 2, None, 3]
    assert pad[2]["buy_in"] and pad[2]["points"] == [0, 4] and pad[2]["totals"] == [4, 8]
    assert pad[3]["points"] == [1, -1]  # the hand won or lost, never the buy-in
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "bought in 4" in page and "+4" not in page
    rows = list(csv.reader(io.StringIO(
        client.get(f"/t/{table.edit_key}/export.csv").get_data(as_text=True))))
    assert rows[3] == ["1", "buy-in", "0", "4", "4", "8"]
    assert rows[4] == ["1", "3", "1", "-1", "5", "7"]


# --- Toepen: everyone folds to a knock ---------------------------------------------------------

def test_toepen_everyone_folding_to_a_knock_ends_the_hand_and_the_knocker_deals(
        client: Any) -> None:
    # 001 line 42: if all fold but the knocker, the knocker wins the hand, pays nothing, and
    # deals the next hand; line 40: each folder pays the value before the knock
    table = Table(client, "toepen", ("Ann", "Boris", "Carl", "Dora"))
    table.act("knock", seat=2)
    table.act("fold", seat=0)
    table.act("fold", seat=1)
    state = table.act("fold", seat=3)
    assert state["events"][-1]["summary"] == (
        "Dora folds, pays 1 out of play; Carl wins the hand worth 2")
    assert "Carl deals the next hand." in state["events"][-1]["detail"]["explanation"]
    assert [p["tokens"] for p in state["players"]] == [9, 9, 10, 9]
    assert names_dealing(state) == "Carl"
    assert table.post("toepen_won", seat=2).status_code == 422  # nothing left to record
    state = table.act("deal")
    assert state["dealer"] == 2 and state["hand"] == 2


# --- a hand entered twice ----------------------------------------------------------------------

def test_back_alley_a_second_hand_before_the_deal_is_refused_not_scored_as_another(
        client: Any) -> None:
    # 003 line 419: each hand is dealt once, 13, 12, ... cards; a hand entered twice before
    # the deal was scored as another 13-card hand
    table = Table(client, "back-alley", ("Ann", "Boris", "Carl", "Dora"))
    body = {"bids": [3, 3, 3, 3], "tricks": [7, 6]}
    first = table.act("hand", body=body)
    again = table.post("hand", body=body)
    assert again.status_code == 422 and again.json["error"] == (
        "hand 1 already has its result: deal the next hand first, or undo the result to "
        "correct it")
    assert table.state()["pad"] == first["pad"]  # nothing changed
    state = table.next("hand", body={"bids": [3, 3, 3, 3], "tricks": [6, 6]})
    assert state["events"][-1]["detail"]["cards_dealt"] == 12


def test_back_alley_an_all_pass_redeal_of_hand_12_deals_two_cards_again(client: Any) -> None:
    # 003 line 400: all four pass, the same dealer deals new hands; line 419: hand 12 is two
    # cards each, so the redeal is two cards again
    table = Table(client, "back-alley", ("Ann", "Boris", "Carl", "Dora"))
    for hand in range(1, 12):
        table.act("hand", body={"bids": ["pass", "pass", "pass", 1],
                                "tricks": [0, 0, 0, 14 - hand]})
        table.act("deal")
    state = table.act("hand", body={"bids": ["pass"] * 4})
    ruling = state["events"][-1]["detail"]
    assert ruling["redeal"] and ruling["next_cards_dealt"] == 2
    state = table.act("deal")
    assert state["hand"] == 12 and state["events"][-1]["summary"] == (
        "Hand 12 dealt again: Dora deals, 2 cards each")


def test_every_game_refuses_a_second_result_for_the_same_hand(client: Any) -> None:
    # the class: a score, a tally win, a claim, a bura shown, a redeal are each the hand's
    # one result; the second before the deal changes nothing
    cases = [("chicago", ("Ann", "Boris"), "score", {"points": [3, 0]}),
             ("belote", ("Ann", "Boris", "Carl", "Dora"), "score", {"teams": [100, 62]}),
             ("one-eyed-jack", ("Ann", "Boris"), "won", {"seat": 0}),
             ("bura", ("Ann", "Boris"), "played_out", {})]
    for game, names, kind, fields in cases:
        table = Table(client, game, names, **({"target": 3} if kind == "won" else {}))
        if game == "bura":
            table.act("ante")
        table.act(kind, **fields)
        seq = table.state()["seq"]
        refused = table.post(kind, **fields)
        assert refused.status_code == 422 and "already has its result" in (
            refused.json["error"]), game
        assert table.state()["seq"] == seq
    bura = Table(client, "bura", ("Ann", "Boris"))
    bura.act("ante")
    bura.act("claim", seat=0, captured="AS 10S KS QS JS AD")
    assert bura.post("claim", seat=1, captured="AH 10H KH QH JH AD").status_code == 422
    assert bura.post("bura", seat=1, cards="AH 10H KH", trump="H").status_code == 422


# --- an impossible count -----------------------------------------------------------------------

def test_kozel_card_points_that_cannot_be_are_refused_with_recount_and_change_nothing(
        client: Any) -> None:
    # 002 line 83: the card points of all sides total 120; 60 and 59 is a miscount
    table = Table(client, "kozel", ("Ann", "Boris"))
    refused = table.post("hand", body={"won": [60, 59]})
    assert refused.status_code == 422 and refused.json["field"] == "won"
    assert refused.json["error"] == (
        "the sides' card points total 119, not the 120 in the pack: recount")
    state = table.state()
    assert state["events"] == [] and state["pad"] == []
    assert client.post("/api/v1/referee/kozel/score",
                       json={"won": [60, 59]}).status_code == 422
    assert table.act("hand", body={"won": [61, 59]})["players"][1]["score"] == 2


def test_every_calculator_that_counts_cards_refuses_a_count_that_cannot_be(client: Any) -> None:
    # the class: the whole pack must be accounted for (Belote 32 cards, 003 line 473; Tute 40,
    # line 94), a hand's tricks must add up (Back Alley, line 419), Kozel's 120 (002 line 83)
    bodies = {
        "kozel": {"won": [100, 30]},
        "belote": {"trump": "H", "taker": 0, "won": [["JH", "9H", "AH", "10H"],
                                                     ["AS", "7S", "8S", "9S"]], "last_trick": 0},
        "tute": {"trump": "H", "won": [["AH", "3H", "KH", "QH"], ["AS", "2S", "4S", "5S"]],
                 "last_trick": 1},
        "nine-card-don": {"trump": "H", "won": [["AH", "3H", "KH", "QH"],
                                                ["AS", "2S", "4S", "5S"]]},
        "back-alley": {"hand": 1, "bids": [3, 3, 3, 3], "tricks": [7, 7]},
    }
    for game, body in bodies.items():
        response = client.post(f"/api/v1/referee/{game}/score", json=body)
        assert response.status_code == 422, game


# --- the tally ---------------------------------------------------------------------------------

def test_chicago_the_game_just_won_counts_on_the_tally_beside_the_banner(client: Any) -> None:
    # 000 line 67: the first to 52 wins; the tally counts that game at once
    table = Table(client, "chicago", ("Ann", "Boris"))
    state = table.act("score", points=[52, 10])
    assert state["finished"] and [t["games"] for t in state["tally"]] == [1, 0]
    page = client.get(f"/t/{table.edit_key}").get_data(as_text=True)
    assert "Ann wins the game" in page and "Games won:" in page
    assert "Ann <strong>1</strong>" in page
    board = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "Ann <strong>1</strong>" in board
    exported = client.get(f"/t/{table.edit_key}/export.json").json
    assert [t["games"] for t in exported["tally"]] == [1, 0]
    state = table.act("rematch")  # the rematch does not count it twice
    assert [t["games"] for t in state["tally"]] == [1, 0]
    state = table.act("score", points=[0, 60])
    assert [t["games"] for t in state["tally"]] == [1, 1]


def test_a_tie_counts_for_nobody_on_the_tally(client: Any) -> None:
    # 003 line 544: Belote, both teams past 1000 on one hand, is a tie
    table = Table(client, "belote", ("Ann", "Boris", "Carl", "Dora"))
    state = table.act("score", teams=[1010, 1020])
    assert state["tie"] and [t["games"] for t in state["tally"]] == [0, 0]


# --- Mus's 40 ----------------------------------------------------------------------------------

def test_mus_the_winning_40_shows_as_35_called_and_5_not_as_no_fives(client: Any) -> None:
    # 003 line 143: seven fives (35) are called and returned; the ones count on to 40 (line 196)
    table = Table(client, "mus", ("Ane", "Bittor", "Carmen", "Dani"))
    table.act("score", teams=[40, 12])
    page = client.get(f"/s/{table.view_key}").get_data(as_text=True)
    assert "35 called + 5" in page and "0 × 5 + 5" not in page
    assert "2 × 5 + 2" in page


# --- One-Eyed Jack: any chip -------------------------------------------------------------------

def test_one_eyed_jack_takes_any_chip_own_included_and_the_boxed_rule_is_an_option(
        client: Any) -> None:
    # 003 line 275: a one-eyed jack returns "any chip on the board" to its owner
    body = {"players": 2, "side": 0, "card": "JS", "square": "C3",
            "chips": {"0": ["C3"], "1": ["D4"]}}
    answer = client.post("/api/v1/referee/one-eyed-jack/play", json=body).json
    assert answer["allowed"] is True
    boxed = client.post("/api/v1/referee/one-eyed-jack/play",
                        json=body | {"options": {"opponents_chips_only": True}}).json
    assert boxed["allowed"] is False and boxed["rule"] == "one-eyed-jack"
    games = {g["key"]: g for g in client.get("/api/v1/games").json["games"]}
    option = next(o for o in games["one-eyed-jack"]["options"]
                  if o["name"] == "opponents_chips_only")
    assert option["default"] is False


# --- import ------------------------------------------------------------------------------------

def test_an_import_keeps_the_tables_origin_and_the_page_goes_to_the_new_table(
        client: Any) -> None:
    table = Table(client, "chicago", ("Ann", "Boris"))
    exported = client.get(f"/t/{table.edit_key}/export.json").json
    origin = exported["origin"]
    assert len(origin) == 16 and origin not in (table.edit_key, table.view_key)
    imported = client.post("/api/v1/tables/import", json=exported).json
    again = client.get(f"/t/{imported['edit_key']}/export.json").json
    assert again["origin"] == origin
    page = client.get(f"/t/{imported['edit_key']}").get_data(as_text=True)
    assert f'data-table-origin="{origin}"' in page
    # the home page's upload, sent by htmx, sends the browser to the new table's address
    upload = client.post("/import", data={"file": (io.BytesIO(
        json.dumps(exported).encode()), "t.json")},
        headers={"HX-Request": "true"}, content_type="multipart/form-data")
    assert upload.headers["HX-Redirect"].startswith("/t/")
