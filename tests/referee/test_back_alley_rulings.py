"""Back Alley hand scores in words and figures (shared/rules/003 lines 400–419): every line of
the breakdown, the explanation in English and Spanish, and each refusal's field and words."""

from __future__ import annotations

from typing import Any

import pytest

from referee import back_alley, requests
from referee.errors import RefereeError


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("back-alley", {"hand": 1} | body)


def refusal(body: dict[str, Any]) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(body)
    return caught.value


def test_two_number_contracts_made_with_extra_tricks_in_words() -> None:
    # 003 line 413: made, 5 a trick bid and one for each trick over; line 406: the highest
    # bid (player 3's 4) leads.
    result = score({"bids": [3, 1, 2, 4], "tricks": [3, 2, 4, 4]})
    assert result["redeal"] is False and result["dealer"] == 3 and result["hand"] == 1
    assert result["bids"] == ["3", "1", "2", "4"] and result["contracts"] == [5, 5]
    assert result["tricks"] == [7, 6] and result["made"] == [True, True]
    assert result["points"] == [27, 26] and result["leader"] == 3
    assert result["cards_dealt"] == 13 and result["next_cards_dealt"] == 12
    assert result["award"] == {"by": "team", "points": [27, 26]}
    assert [str(line) for line in result["breakdown"]] == [
        "Hand 1 of 26: 13 cards each; player 3 dealt, so the bidding went player 0 3, "
        "player 1 1, player 2 2, player 3 4.",
        "Team 0 bid 3 + 2 = 5 and took 7: made, 5 × 5 + 2 extra = +27.",
        "Team 1 bid 1 + 4 = 5 and took 6: made, 5 × 5 + 1 extra = +26.",
        "Player 3 made the highest bid (4) and led to the first trick.",
        "Next hand: 12 cards each."]
    assert str(result["explanation"]) == "Team 0 made 5 (+27), team 1 made 5 (+26)."
    assert result["explanation"].render("es") == \
        "Pareja 0 cumplió 5 (+27), pareja 1 cumplió 5 (+26)."


def test_short_of_the_contract_loses_five_a_trick_bid_in_words() -> None:
    # 003 line 413: a side that takes fewer tricks than it bid loses 5 a trick bid.
    result = score({"bids": [1, 1, 1, 1], "tricks": [1, 12]})
    assert result["made"] == [False, True] and result["points"] == [-10, 20]
    assert str(result["breakdown"][1]) == "Team 0 bid 1 + 1 = 2 and took 1: short, −5 × 2 = -10."
    assert str(result["breakdown"][2]) == \
        "Team 1 bid 1 + 1 = 2 and took 12: made, 5 × 2 + 10 extra = +20."
    # 003 line 406: equal bids, the first in the bidding (player 0, the dealer's left) leads
    assert result["leader"] == 0
    assert str(result["breakdown"][3]) == (
        "Player 0 made the highest bid (1) and led to the first trick, being first in the "
        "bidding of those who bid it.")
    assert result["breakdown"][3].render("es") == (
        "El jugador 0 hizo la apuesta más alta (1) y salió a la primera baza, por haberla "
        "apostado antes que nadie.")
    assert str(result["explanation"]) == "Team 0 missed 2 (-10), team 1 made 2 (+20)."
    assert result["explanation"].render("es") == \
        "Pareja 0 no cumplió 2 (-10), pareja 1 cumplió 2 (+20)."


def test_a_set_board_and_a_pass_in_a_contract_in_words() -> None:
    # 003 line 402: board, then double board later in the bidding; line 415: ±10 a trick,
    # doubled; player 1 dealt, so player 2 bid first.
    result = score({"bids": ["double board", 1, "board", "pass"], "tricks": [12, 1],
                    "dealer": 1})
    assert result["contracts"] == ["double board", 1] and result["made"] == [False, True]
    assert result["points"] == [-260, 5] and result["leader"] == 0
    assert [str(line) for line in result["breakdown"]] == [
        "Hand 1 of 26: 13 cards each; player 1 dealt, so the bidding went player 2 board, "
        "player 3 pass, player 0 double board, player 1 1.",
        "Team 0 bid double board: all 13 tricks, ±20 a trick. It took 12: set, −20 × 13 = -260.",
        "Team 1 bid 1 + pass = 1 and took 1: made, 5 × 1 + 0 extra = +5.",
        "Player 0 made the highest bid (double board) and led to the first trick.",
        "Next hand: 12 cards each."]
    assert str(result["explanation"]) == \
        "Team 0 missed double board (-260), team 1 made 1 (+5)."
    assert result["explanation"].render("es") == \
        "Pareja 0 no cumplió doble board (-260), pareja 1 cumplió 1 (+5)."


def test_every_board_level_in_turn_and_the_highest_leads() -> None:
    # 003 lines 402 and 415: board, double, triple, quadruple board: ±10, 20, 30, 40 a trick.
    result = score({"bids": ["board", "double board", "triple board", "quadruple board"],
                    "tricks": [0, 13]})
    assert result["contracts"] == ["triple board", "quadruple board"]
    assert result["points"] == [-390, 520] and result["leader"] == 3
    assert str(result["breakdown"][1]) == \
        "Team 0 bid triple board: all 13 tricks, ±30 a trick. It took 0: set, −30 × 13 = -390."
    assert str(result["breakdown"][2]) == ("Team 1 bid quadruple board: all 13 tricks, ±40 a "
                                           "trick. It took 13: made, +40 × 13 = +520.")
    assert str(result["breakdown"][3]) == \
        "Player 3 made the highest bid (quadruple board) and led to the first trick."


def test_bids_written_as_words_or_digits_are_read() -> None:
    result = score({"bids": [" Board ", 1, 1, 1], "tricks": [13, 0]})
    assert result["bids"] == ["board", "1", "1", "1"] and result["points"] == [130, -10]
    result = score({"bids": [" PASS ", "1", 1, 1], "tricks": [10, 3]})
    assert result["bids"] == ["pass", "1", "1", "1"] and result["contracts"] == [1, 2]
    assert result["points"] == [14, 11] and result["leader"] == 1
    assert str(result["breakdown"][1]) == \
        "Team 0 bid pass + 1 = 1 and took 10: made, 5 × 1 + 9 extra = +14."


def test_the_last_hand_of_a_shorter_game_says_the_higher_total_wins() -> None:
    # the `hands` option: a game of 3 hands ends after hand 3 (11 cards each).
    result = score({"bids": [1, 0, 0, 0], "tricks": [11, 0], "hand": 3,
                    "options": {"hands": 3}})
    assert result["next_cards_dealt"] is None and result["hand_sizes"] == [13, 12, 11]
    assert str(result["breakdown"][0]).startswith("Hand 3 of 3: 11 cards each;")
    assert str(result["breakdown"][-1]) == \
        "That was the last hand: the side with the higher total wins."


def test_all_four_passing_on_the_last_hand_deals_it_again_in_words() -> None:
    # 003 line 400: all four pass, the same dealer deals again and nothing is scored.
    result = score({"bids": ["pass"] * 4, "hand": 26})
    assert result["redeal"] is True and result["dealer"] == 0 and result["leader"] is None
    assert result["cards_dealt"] == 13 and result["next_cards_dealt"] == 13
    assert result["made"] == [None, None] and result["tricks"] is None
    assert result["hand"] == 26 and result["bids"] == ["pass"] * 4
    assert result["contracts"] == [0, 0] and result["points"] == [0, 0]
    assert result["award"] == {"by": "team", "points": [0, 0]}
    said = ("All four passed: the same dealer shuffles and deals hand 26 again, 13 cards each; "
            "nothing is scored.")
    assert str(result["explanation"]) == said and str(result["breakdown"][1]) == said
    assert result["explanation"].render("es") == (
        "Los cuatro pasaron: el mismo jugador baraja y reparte de nuevo la mano 26, 13 cartas "
        "a cada uno; no se apunta nada.")


@pytest.mark.parametrize("body, field, said", [
    ({"bids": ["board", "double board", "triple board", "board"], "tricks": [0, 13]},
     "bids[3]", "player 3 bid board, but with 3 board bids before it in the bidding the next "
                "board bid is quadruple board"),
    ({"bids": ["board", "board", 1, 1], "tricks": [13, 0]}, "bids[1]",
     "player 1 bid board, but with 1 board bid before it in the bidding the next board bid is "
     "double board"),
    ({"bids": ["board", "double board", "triple board", "quadruple board"], "tricks": [0, 13],
      "dealer": 1},
     "bids[2]", "player 2 bid triple board, but with no board bids before it in the bidding "
                "the next board bid is board"),
    ({"bids": ["grand", 1, 1, 1], "tricks": [0, 13]}, "bids[0]",
     "'grand' is not a bid: a number of tricks 1–12, pass, or board, double board, triple "
     "board, quadruple board"),
    ({"bids": ["-5", 1, 1, 1], "tricks": [0, 13]}, "bids[0]",
     "a bid cannot be negative (pass is a bid of 0)"),
    ({"bids": [13, 1, 1, 1], "tricks": [0, 13]}, "bids[0]",
     "a bid is at most 12 tricks, not 13; to bid every trick, bid board"),
    ({"bids": [1, 1, 3, 1], "tricks": [1, 0], "hand": 13}, "bids[2]",
     "a bid of 3 is more tricks than the 1 card dealt in this hand"),
    ({"bids": [1, 1, 3, 1], "tricks": [2, 0], "hand": 12}, "bids[2]",
     "a bid of 3 is more tricks than the 2 cards dealt in this hand"),
    ({"bids": [1, 2, 3], "tricks": [0, 13]}, "bids",
     "bids must give each seat's bid, seats 0 to 3"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 0, 1]}, "tricks",
     "tricks must give the tricks each seat took (four numbers), or each side (two numbers)"),
    ({"bids": [1, 1, 1, 1]}, "tricks",
     "tricks must give the tricks each seat took (four numbers), or each side (two numbers)"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 0, -1, 13]}, "tricks[2]",
     "tricks taken cannot be negative"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, "x", 1, 11]}, "tricks[1]",
     "Tricks taken must be a whole number"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 0]}, "tricks",
     "the tricks add up to 1, but a hand of 13 cards each has 13 tricks"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 1], "hand": 0}, "hand", "the hand number is 1 to 26"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 1], "hand": 4, "options": {"hands": 3}}, "hand",
     "the hand number is 1 to 3"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 1], "hand": "x"}, "hand",
     "The hand number must be a whole number"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 12], "dealer": True}, "dealer",
     "dealer must be a seat, 0–3"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 12], "dealer": -1}, "dealer",
     "dealer must be a seat, 0–3"),
    ({"bids": [1, 1, 1, 1], "tricks": [1, 12], "dealer": 4}, "dealer",
     "dealer must be a seat, 0–3"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               said: str) -> None:
    caught = refusal(body)
    assert caught.field == field
    assert str(caught.message) == said


def test_a_refusal_reads_in_spanish() -> None:
    caught = refusal({"bids": [13, 1, 1, 1], "tricks": [0, 13]})
    assert caught.message.render("es") == ("una apuesta es como mucho de 12 bazas, no 13; para "
                                           "pedir todas las bazas, apuesta board")


def test_hand_sizes_and_bid_words() -> None:
    # 003 line 419: 13 down to 1, then 1 up to 13.
    assert back_alley.HAND_SIZES[:2] == (13, 12) and back_alley.HAND_SIZES[12:14] == (1, 1)
    assert back_alley.HAND_SIZES[-1] == 13 and len(back_alley.HAND_SIZES) == 26
    assert str(back_alley.bid_words("double board")) == "double board"
    assert back_alley.bid_words("triple board").render("es") == "triple board"
    assert str(back_alley.bid_words(7)) == "7"


# --- tricks in words (003 lines 397–411) ---

def rule(trump: str | None, plays: str, hands: list[str] | None = None,
         **context: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split(), "context": context}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("back-alley", body)


def test_the_little_blooper_wins_over_the_ace_of_trumps_in_words() -> None:
    # 003 line 397: BJ > LJ > A of trumps; AS led, LJ takes it.
    ruling = rule("S", "AS LJ KS 2S")
    assert ruling["winner"] == 1
    assert str(ruling["explanation"]) == (
        "LJ wins: the little blooper is the highest trump played, over AS, KS, 2S (trumps rank "
        "BJ LJ A K Q J 10 9 8 7 6 5 4 3 2); spades are trumps.")
    assert ruling["explanation"].render("es") == (
        "LJ (blooper pequeño) gana: es el triunfo más alto jugado, por encima de AS, KS, 2S "
        "(orden del triunfo: BJ LJ A K Q J 10 9 8 7 6 5 4 3 2); triunfo: picas.")
    assert rule("S", "AS LJ KS BJ")["explanation"].render("es").startswith(
        "BJ (blooper grande) gana: es el triunfo más alto jugado, por encima de AS, LJ, KS ")


def test_a_trump_led_before_trumps_are_broken_in_words() -> None:
    # 003 line 410: no trump lead until trumps are broken; the leader held 4D and 3H.
    ruling = rule("S", "KS AH", hands=["KS 3H 4D", "AH"])
    (broken,) = ruling["violations"]
    assert broken["play"] == 0 and broken["rule"] == "trumps-not-broken"
    assert str(broken["message"]) == ("trumps may not be led before they are broken: held 4D "
                                      "3H, not trumps, but played KS")


def test_the_big_blooper_led_asks_for_the_highest_trump_in_words() -> None:
    # 003 line 410: big blooper led, each plays their highest trump (AS of AS 2S).
    ruling = rule("S", "BJ 2S LJ 3H", hands=["BJ", "2S AS", "LJ KS", "3H"], trumps_broken=True)
    (broken,) = ruling["violations"]
    assert broken["play"] == 1 and broken["rule"] == "big-blooper-led"
    assert str(broken["message"]) == ("when the big blooper is led each player must play their "
                                      "highest trump: held AS 2S, so AS, but played 2S")
    assert broken["message"].render("es") == (
        "cuando sale el blooper grande cada jugador tiene que echar su triunfo más alto: tenía "
        "AS 2S, así que AS, pero jugó 2S")


def test_the_little_blooper_led_asks_for_the_lowest_trump_in_words() -> None:
    # 003 line 410: little blooper led, each plays their lowest trump (5S, not BJ).
    ruling = rule("S", "LJ 2S BJ 3H", hands=["LJ", "2S", "BJ 5S", "3H"], trumps_broken=True)
    (broken,) = ruling["violations"]
    assert broken["play"] == 2 and broken["rule"] == "little-blooper-led"
    assert str(broken["message"]) == ("when the little blooper is led each player must play "
                                      "their lowest trump: held BJ 5S, so 5S, but played BJ")


def test_a_blooper_led_to_a_player_without_trumps_asks_nothing() -> None:
    assert rule("S", "BJ 3H", hands=["BJ", "3H 4D"], trumps_broken=True)["violations"] == []
    assert rule("S", "LJ 3H", hands=["LJ", "3H 4D"], trumps_broken=True)["violations"] == []


@pytest.mark.parametrize("plays, hands, field, card", [
    ("KH BJ", None, "plays[1]", "BJ"),
    ("KH 2H", ["KH LJ", "2H"], "hands[0]", "LJ"),
    ("KH 2H", ["KH", "2H BJ"], "hands[1]", "BJ"),
])
def test_no_joker_is_in_play_without_trumps_in_words(plays: str, hands: list[str] | None,
                                                     field: str, card: str) -> None:
    # 003 line 393: a joker upcard: no trumps, the other joker discarded and replaced.
    with pytest.raises(RefereeError) as caught:
        rule(None, plays, hands=hands)
    assert caught.value.field == field
    assert str(caught.value.message) == (
        f"{card} is not in play in a hand without trumps (a joker upcard: the other joker is "
        "discarded and replaced)")


def test_two_equal_highest_bids_the_first_in_the_bidding_leads() -> None:
    # 003 line 406: player 0 and player 2 both bid 3; player 0 bid first.
    result = score({"bids": [3, 1, 3, 1], "tricks": [8, 5]})
    assert result["leader"] == 0
    assert str(result["breakdown"][3]) == (
        "Player 0 made the highest bid (3) and led to the first trick, being first in the "
        "bidding of those who bid it.")


def test_one_card_hands_in_the_singular_line_by_line() -> None:
    # 003 line 419: hand 13 deals one card each; a board set loses 10 a trick of the hand.
    result = score({"bids": ["board", 0, 0, 0], "tricks": [0, 1], "hand": 13})
    assert [str(line) for line in result["breakdown"][:3]] == [
        "Hand 13 of 26: 1 card each; player 3 dealt, so the bidding went player 0 board, "
        "player 1 pass, player 2 pass, player 3 pass.",
        "Team 0 bid board: all 1 trick, ±10 a trick. It took 0: set, −10 × 1 = -10.",
        "Team 1 bid pass + pass = 0 and took 1: made, 5 × 0 + 1 extra = +1."]
    result = score({"bids": ["board", 0, 0, 0], "tricks": [1, 0], "hand": 13})
    assert str(result["breakdown"][1]) == \
        "Team 0 bid board: all 1 trick, ±10 a trick. It took 1: made, +10 × 1 = +10."
    caught = refusal({"bids": [0, 0, 1, 0], "tricks": [1, 1], "hand": 13})
    assert caught.field == "tricks"
    assert str(caught.message) == "the tricks add up to 2, but a hand of 1 card each has 1 trick"


def test_bids_written_as_text_at_their_edges() -> None:
    # 003 line 400: a pass is 0; bids up to 12, and never above the cards dealt.
    assert score({"bids": ["0", "12", 0, 0], "tricks": [0, 13]})["contracts"] == [0, 12]
    assert score({"bids": ["2", 0, 0, 0], "tricks": [2, 0], "hand": 12})["contracts"] == [2, 0]
    assert score({"bids": [1, 1, 1, 1], "tricks": [2, 11], "dealer": 0})["dealer"] == 0


@pytest.mark.parametrize("bid, said", [
    (2.5, "A bid must be a whole number"),
    ("X5", "'X5' is not a bid: a number of tricks 1–12, pass, or board, double board, triple "
           "board, quadruple board"),
    ("abcdefghijklmnopqrstuvwxyz", "'abcdefghijklmnopqrstuvwx' is not a bid: a number of "
                                   "tricks 1–12, pass, or board, double board, triple board, "
                                   "quadruple board"),
])
def test_a_bid_that_is_no_bid_is_refused_in_words(bid: Any, said: str) -> None:
    caught = refusal({"bids": [1, bid, 1, 1], "tricks": [2, 11]})
    assert caught.field == "bids[1]" and str(caught.message) == said


def test_numbers_never_said_before_are_said_as_they_are() -> None:
    # (bid_words keeps the numbers it has said: these are new to it)
    assert str(back_alley.bid_words(211)) == "211"
    assert str(back_alley.bid_words("17x")) == "17x"


def test_the_big_blooper_led_asks_for_the_highest_of_three_trumps() -> None:
    # 003 line 410: AS of 2S 5S AS is the highest; 5S is wrong.
    assert rule("S", "BJ AS", hands=["BJ", "2S 5S AS"], trumps_broken=True)["violations"] == []
    ruling = rule("S", "BJ 5S", hands=["BJ", "2S 5S AS"], trumps_broken=True)
    assert [v["rule"] for v in ruling["violations"]] == ["big-blooper-led"]


def test_a_void_follower_may_trump_before_trumps_are_broken() -> None:
    # 003 line 410: only leading trumps waits for them to be broken; trumping a plain lead
    # when void is how they get broken.
    assert rule("S", "KH 2S", hands=["KH", "2S 3D"])["violations"] == []
