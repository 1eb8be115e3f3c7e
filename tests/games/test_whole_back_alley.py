"""A whole game of Back Alley at the table: 26 hands of 13, 12 … 1, 1 … 13 cards, scored with
the calculator, from the first deal to the last (rules: shared/rules/003 lines 376–420).

Team 0 is Ann and Carl (seats 0 and 2), team 1 Boris and Dora (seats 1 and 3). The table's
first dealer is Ann and the deal passes left (003 line 419), so hand h is dealt by seat
(h − 1) mod 4 unless a hand is thrown in.
"""

from __future__ import annotations

from typing import Any


from helpers import Table

PLAYERS = ("Ann", "Boris", "Carl", "Dora")
ALL_PASS = ["pass"] * 4


def teams(state: dict[str, Any]) -> list[int]:
    return [state["teams"]["0"], state["teams"]["1"]]


def hand(table: Table, number: int, bids: list[Any],
         tricks: list[int] | None = None) -> dict[str, Any]:
    """The hand scored by the calculator; its words about the game agree with the table."""
    body: dict[str, Any] = {"hand": number, "bids": bids}
    if tricks is not None:
        body["tricks"] = tricks
    state = table.act("hand", body=body)
    answer = state["events"][-1]["detail"]
    last = "That was the last hand: the side with the higher total wins." in answer["breakdown"]
    assert state["finished"] == (last and not answer["redeal"])
    return state


def deal(table: Table, number: int, dealer: str, cards: int, again: bool = False) -> None:
    state = table.act("deal")
    assert state["hand"] == number
    if again:
        assert state["events"][-1]["summary"] == (
            f"Hand {number} dealt again: {dealer} deals, {cards} cards each")
    else:
        assert state["events"][-1]["summary"] == (
            f"Hand {number}: {dealer} deals, {cards} card{'' if cards == 1 else 's'} each")


def test_back_alley_is_for_four_in_two_partnerships_across_the_table(client: Any) -> None:
    state = Table(client, "back-alley", PLAYERS).created["state"]
    assert [p["team"] for p in state["players"]] == [0, 1, 0, 1]
    for names in (PLAYERS[:3], PLAYERS + ("Eva",)):
        response = client.post("/api/v1/tables", json={
            "game": "back-alley", "players": [{"name": n} for n in names]})
        assert response.status_code == 422


def test_a_whole_game_of_26_hands(client: Any) -> None:
    table = Table(client, "back-alley", PLAYERS)
    # 003 line 419: 13 cards on hand 1, one fewer each hand to 1 on hand 13, 1 again on 14,
    # then one more each hand to 13 on hand 26
    sizes = list(range(13, 0, -1)) + list(range(1, 14))
    expected = [0, 0]
    for number, cards in enumerate(sizes, start=1):
        if number > 1:
            deal(table, number, PLAYERS[(number - 1) % 4], cards)
        if number == 1:
            # 003 line 400: all four pass: the same dealer deals again, with as many cards,
            # and the thrown-in hand is not one of the 26
            state = hand(table, 1, ALL_PASS)
            assert state["events"][-1]["detail"]["redeal"] and teams(state) == [0, 0]
            deal(table, 1, "Ann", 13, again=True)
        if number == 13:
            # a one-card hand; Ann dealt, so Boris bids first and may bid board (line 402):
            # Boris & Dora must take every trick, ±10 a trick (line 415): they take the one,
            # +10; Ann bid 1 and took none: −5 a trick bid (line 413)
            state = hand(table, 13, [1, "board", "pass", "pass"], [0, 1])
            assert state["events"][-1]["detail"]["leader"] == 1  # board is the highest bid
            expected = [expected[0] - 5, expected[1] + 10]
        elif number == 26:
            # the last hand is thrown in first: still 25 hands played, so the game goes on
            state = hand(table, 26, ALL_PASS)
            assert not state["finished"]
            deal(table, 26, "Boris", 13, again=True)
            # Ann & Carl bid 1 and take 7: 5 + 6 over = 11; Boris & Dora bid 4 + 3 = 7 and
            # take 6: set, −5 × 7 = −35 (line 413)
            state = hand(table, 26, [1, 4, "pass", 3], [7, 6])
            expected = [expected[0] + 11, expected[1] - 35]
        else:
            # Ann bids 1 and takes 1: 5 (line 413); Boris & Dora pass, a contract of 0, and
            # take the rest: 1 a trick over it (the reading in referee/back_alley.py)
            state = hand(table, number, [1, "pass", "pass", "pass"], [1, cards - 1])
            expected = [expected[0] + 5, expected[1] + cards - 1]
        assert teams(state) == expected, number
        if number < 26:
            assert not state["finished"], number
            assert state["events"][-1]["detail"]["next_cards_dealt"] == sizes[number]
    # Ann & Carl: 24 plain hands at 5, −5 on hand 13, +11 on hand 26 = 126.
    # Boris & Dora: the plain hands' cards less one a hand, (182 − 1 − 13) − 24 = 144,
    # +10 on hand 13, −35 on hand 26 = 119. Line 419: the higher score wins.
    assert teams(state) == [126, 119]
    assert state["finished"] and state["winners"] == [0, 2] and not state["tie"]
    assert state["status"] == "Ann & Carl win the game"

    # a 27th deal or hand is refused ...
    for kind, fields in (("deal", {}),
                         ("hand", {"body": {"hand": 26, "bids": ALL_PASS}})):
        refused = table.post(kind, **fields)
        assert refused.status_code == 422
        assert refused.json["error"].startswith("The game is over: Ann & Carl win the game.")
    # ... and undoing the last hand reopens the game at 25 hands
    state = table.act("undo")
    assert not state["finished"] and teams(state) == [115, 154]
    state = hand(table, 26, ["pass", 4, "pass", 3], [0, 13])  # 0; 35 + 6 over = 41
    assert teams(state) == [115, 195] and state["status"] == "Boris & Dora win the game"


def test_a_shortened_game_ends_after_its_hands_and_a_last_hand_thrown_in_does_not_count(
        client: Any) -> None:
    table = Table(client, "back-alley", PLAYERS, hands=2)
    state = hand(table, 1, [3, 2, 3, 2], [7, 6])  # 6 made, 30 + 1; 4 made, 20 + 2
    assert teams(state) == [31, 22]
    deal(table, 2, "Boris", 12)
    state = hand(table, 2, ALL_PASS)
    assert not state["finished"]
    deal(table, 2, "Boris", 12, again=True)
    state = hand(table, 2, [2, 2, 2, 2], [4, 8])  # 4 made; 4 made with 4 over
    assert teams(state) == [51, 46] and state["finished"]
    assert state["status"] == "Ann & Carl win the game"


def test_equal_scores_after_the_last_hand_are_a_tie(client: Any) -> None:
    table = Table(client, "back-alley", PLAYERS, hands=2)
    # each side bids 3 + 3 = 6: Ann & Carl take 8, 30 + 2 = 32; Boris & Dora take 5, −30
    state = hand(table, 1, [3, 3, 3, 3], [8, 5])
    assert teams(state) == [32, -30]
    deal(table, 2, "Boris", 12)
    state = hand(table, 2, [3, 3, 3, 3], [4, 8])  # −30; 30 + 2 = 32
    assert teams(state) == [2, 2]
    # line 419: the higher score wins; level scores after the last hand are a tie
    assert state["finished"] and state["tie"] and state["winners"] == [0, 2, 1, 3]
    assert state["status"] == "The game ends in a tie between Ann & Carl and Boris & Dora"


def test_board_bids_rise_in_the_bidding_order_that_starts_left_of_the_tables_dealer(
        client: Any) -> None:
    # 003 line 402: board, then double board, in the bidding; line 400: the player left of
    # the dealer bids first. Ann deals hand 1: Boris bids board before Dora's double board.
    table = Table(client, "back-alley", PLAYERS, hands=3)
    state = hand(table, 1, ["pass", "board", "pass", "double board"], [0, 13])
    # line 415: double board is ±20 a trick: Boris & Dora take all 13, +260
    assert teams(state) == [0, 260]
    assert state["events"][-1]["detail"]["leader"] == 3  # the highest board bid leads
    deal(table, 2, "Boris", 12)
    hand(table, 2, [1, "pass", "pass", "pass"], [1, 11])
    deal(table, 3, "Carl", 11)
    # Carl deals hand 3: Dora bids first, so her double board comes before any board
    refused = table.post("hand", body={"hand": 3, "bids": ["pass", "board", "pass",
                                                           "double board"],
                                       "tricks": [0, 11]})
    assert refused.status_code == 422
    assert "next board bid is board" in refused.json["error"]


def test_the_table_fills_in_the_number_of_the_hand_it_is_on(client: Any) -> None:
    table = Table(client, "back-alley", PLAYERS)
    table.act("hand", body={"bids": [3, 3, 3, 3], "tricks": [7, 6]})
    table.act("deal")
    state = table.act("hand", body={"bids": [3, 3, 3, 3], "tricks": [7, 5]})  # 12 cards
    assert state["events"][-1]["detail"]["hand"] == 2


def test_a_hand_numbered_otherwise_than_the_tables_is_refused(client: Any) -> None:
    table = Table(client, "back-alley", PLAYERS)
    response = table.post("hand", body={"hand": 5, "bids": [2, 2, 1, 1], "tricks": [5, 4]})
    assert response.status_code == 422
    assert table.state()["teams"] == {"0": 0, "1": 0}
