"""Mus's rulings as a player reads them: each round's sentence with the hands, cards and
figures it names, every way a round is decided, the betting's refusals and summaries, and a
hand's score line by line.

003 = shared/rules/003 (Mus, lines 132-200): the pack and "eight kings, eight aces" 160-165,
the rounds 170-190, the bonuses 186-190, the betting 166-178, the end of the game at 40 196.
Hands are in turn order from the mano (hand 0); hands 0 and 2 are side 0, 1 and 3 side 1.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import mus, requests
from referee.cards import Card, parse_card
from referee.errors import CardNotInPackError, DuplicateCardError, InvalidInputError
from referee.mus import Betting

TABLE = ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"]
WEAK = ["4S 5S 6S 7S", "4H 5H 6H 7H", "AS AH 4C 5C", "AD 4D 5D 6D"]


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def ruled(hands: list[str], round_name: str | None = None, **options: Any) -> dict[str, Any]:
    return requests.showdown("mus", {"hands": hands, "round": round_name, "options": options})


def said(hands: list[str], round_name: str, **options: Any) -> str:
    return ruled(hands, round_name, **options)["explanation"]


# --- each round in words (003 lines 180-190) -------------------------------------------------

def test_grande_names_the_hands_and_the_card_that_decides() -> None:
    answer = ruled(TABLE, "grande")
    assert (answer["winner"], answer["points"]) == (0, 0)
    assert answer["explanation"] == (
        "Grande: hand 0 is best with king, king, seven, four, from the top (the 3 counts as a "
        "king). It beats hand 1's king, queen, seven, six, from the top: the second-highest "
        "card decides, king over queen. Side 0 takes Grande.")


@pytest.mark.parametrize("rival, decides", [
    ("QH JH 7H 6H", "the highest card decides, king over queen"),
    ("KH JH 7H 6H", "the second-highest card decides, queen over jack"),
    ("KH QH 7H 6H", "the third-highest card decides, jack over seven"),
    ("KH QH JH 6H", "the fourth-highest card decides, seven over six"),
])
def test_grande_each_card_in_turn_may_decide(rival: str, decides: str) -> None:
    text = said(["KS QS JS 7S", rival, "4S 5H 6C AD", "4C 5C 6D AH"], "grande")
    assert f": {decides}. Side 0 takes Grande." in text


@pytest.mark.parametrize("mine, rival, decides", [
    ("AS 4S 5S 6S", "4H 5H 6H 7H", "the lowest card decides, ace under four"),
    ("AS 4S 6S 7S", "AH 5H 6H 7H", "the second-lowest card decides, four under five"),
    ("AS 4S 5S 6S", "AH 4H 6H 7H", "the third-lowest card decides, five under six"),
    ("AS 4S 5S 6S", "AH 4H 5H 7H", "the fourth-lowest card decides, six under seven"),
])
def test_chica_each_card_from_the_bottom_may_decide(mine: str, rival: str, decides: str) -> None:
    answer = ruled([mine, rival, "KS QH JC 7D", "KC QC JD 7C"], "chica")
    assert answer["winner"] == 0
    assert f": {decides}. Side 0 takes Chica." in answer["explanation"]


def test_chica_in_words() -> None:
    assert said(TABLE, "chica") == (
        "Chica: hand 2 is best with ace, ace, four, five, from the bottom (the 2 counts as an "
        "ace). It beats hand 3's six, six, jack, jack, from the bottom: the lowest card decides, "
        "ace under six. Side 0 takes Chica.")


def test_identical_hands_go_to_the_one_earlier_in_turn() -> None:
    # 003 line 178: a tie goes to the player nearer the mano.
    assert said(["KS QS JS 7S", "KH QH JH 7H", "4S 5H 6C AD", "4C 5C 6D AH"], "grande") == (
        "Grande: hand 0 is best with king, queen, jack, seven, from the top. It is identical to "
        "hand 1's king, queen, jack, seven, from the top; identical hands go to the one earlier "
        "in turn order, hand 0. Side 0 takes Grande.")
    answer = ruled(["4C 5C 6D AH", "KH QH JH 7H", "KS QS JS 7S", "4S 5H 6C AD"], "grande")
    assert answer["winner"] == 1
    assert "identical hands go to the one earlier in turn order, hand 1." in \
        answer["explanation"]


def test_pares_in_words_with_its_bonus() -> None:
    # 003 lines 185-187: duples beat medias beat par; bonus duples 3.
    answer = ruled(TABLE, "pares")
    assert (answer["winner"], answer["points"]) == (3, 3)
    assert answer["explanation"] == (
        "Pares: hand 3 is best with duples, jacks and sixes. It beats hand 0's par of kings, "
        "seven and four over (the 3 counts as a king): duples beat par. Side 1 takes Pares. "
        "Bonus for duples: 3.")


def test_equal_combinations_go_by_their_ranks() -> None:
    answer = ruled(["KS KH 4S 5S", "KD KC 4H 6H", "AS 6C 7D QD", "5C 6D 7C JD"], "pares")
    assert answer["winner"] == 1
    assert answer["explanation"] == (
        "Pares: hand 1 is best with par of kings, six and four over. It beats hand 0's par of "
        "kings, five and four over: same combination, higher ranks. Side 1 takes Pares. Bonus "
        "for par: 1.")


def test_a_side_alone_with_pares_or_juego() -> None:
    assert said(["KS KH 4S 5S", "AS 4H 5H 6H", "KD 6C 7D QD", "QC 6D 7C JD"], "pares") == (
        "Pares: hand 0 is best with par of kings, five and four over. The other side has no "
        "pares. Side 0 takes Pares. Bonus for par: 1.")
    assert said(["KS QS JS AS", "4H 5H 6H 7H", "AS AH 4C 5C".replace("AS", "AC"),
                 "AD 4D 5D 6D"], "juego") == (
        "Juego: hand 0 is best with juego of 31 (the best juego): KS 10 + QS 10 + JS 10 + AS 1 "
        "= 31. The other side has no juego. Side 0 takes Juego. Bonus for juego: 3.")


def test_the_partners_bonus_with_the_option() -> None:
    # 003 line 190 reading: only the best hand's bonus; the option adds the partner's.
    hands = ["KS KH 4S 5S", "AS 4H 5H 6H", "KD KC 7D QD", "QC 6D 7C JD"]
    answer = ruled(hands, "pares", partner_bonuses=True)
    assert (answer["winner"], answer["points"]) == (2, 2)
    assert answer["explanation"].endswith(
        "Bonus for par: 1. The partner's par (hand 0) adds 1.")
    plain = ruled(hands, "pares")
    assert plain["points"] == 1 and "partner" not in plain["explanation"]
    juego = ruled(["KS KH JS AS", "KD KC JH 6H", "AD 6C 7D QD", "QC 6D 7C JD"], "juego",
                  partner_bonuses=True)
    assert juego["points"] == 3  # hand 2 has no juego: nothing to add
    grande = ruled(hands, "grande", partner_bonuses=True)
    assert grande["points"] == 0


def test_juego_in_words() -> None:
    # 003 line 188: 31 is the best juego, then 32, 40, 39 down to 33.
    assert said(TABLE, "juego") == (
        "Juego: hand 0 is best with juego of 31 (the best juego): KS 10 + 3H 10 + 7C 7 + 4D 4 = "
        "31. It beats hand 3's juego of 32: 31 is the best juego, then 32, then 40, then 39 "
        "down to 33. Side 0 takes Juego. Bonus for juego: 3.")
    answer = ruled(["KS KH 4S 5S", "AS 4H 5H 6H", "KD 6C 7D QD", "QC 6D 7C JD"], "juego")
    assert (answer["winner"], answer["points"]) == (2, 2)
    assert answer["explanation"] == (
        "Juego: hand 2 is best with juego of 33: KD 10 + 6C 6 + 7D 7 + QD 10 = 33. It is "
        "identical to hand 3's juego of 33; identical hands go to the one earlier in turn "
        "order, hand 2. Side 0 takes Juego. Bonus for juego: 2.")


def test_punto_in_words() -> None:
    # 003 line 189: without juego, Punto: the higher total, bonus 1.
    answer = ruled(WEAK, "punto")
    assert (answer["winner"], answer["points"]) == (0, 1)
    assert answer["explanation"] == (
        "Punto: hand 0 is best with punto of 22: 4S 4 + 5S 5 + 6S 6 + 7S 7 = 22. It is "
        "identical to hand 1's punto of 22; identical hands go to the one earlier in turn "
        "order, hand 0. Side 0 takes Punto. Bonus for punto: 1.")
    higher = ruled(["4S 5S 6S 7S", "4H 5H 6H KH", "AS AH 4C 5C", "AD 4D 5D 6D"], "punto")
    assert higher["winner"] == 1
    assert "It beats hand 0's punto of 22: the higher total wins Punto." in \
        higher["explanation"]


def test_rounds_that_are_not_played_say_why() -> None:
    assert said(["4S 5S 6S 7S", "4H 5H 6H 7H", "AS KH 4C 5C", "AD 4D QD 6D"], "pares") == \
        "Nobody holds pares, so Pares is not played."
    assert said(WEAK, "juego") == \
        "Nobody holds juego (31 or more), so Punto is played instead."
    assert said(TABLE, "punto") == "Hand 0 holds juego, so Juego is played, not Punto."
    assert said(["4S 5S 6S 7S", "KH QH JH AH", "KS QS JS AS", "AD 4D 5D 6D"], "punto") == \
        "Hand 1 holds juego, so Juego is played, not Punto."
    assert ruled(WEAK, "juego")["winner"] is None


def test_the_whole_showdown_rules_every_round_played() -> None:
    answer = ruled(TABLE)
    assert (answer["winner"], answer["points"]) == (None, 0)
    assert list(answer["rounds"]) == ["grande", "chica", "pares", "juego"]
    assert answer["rounds"]["pares"]["winner"] == 3 and answer["rounds"]["pares"]["team"] == 1
    assert answer["rounds"]["juego"]["points"] == 3
    assert answer["hands"][0] == {
        "category": "par; juego",
        "description": "Grande: king, king, seven, four, from the top (the 3 counts as a king); "
                       "Chica: four, seven, king, king, from the bottom (the 3 counts as a "
                       "king); Pares: par of kings, seven and four over (the 3 counts as a "
                       "king); Juego: juego of 31 (the best juego): KS 10 + 3H 10 + 7C 7 + 4D 4 "
                       "= 31",
        "cards": ["KS", "3H", "7C", "4D"], "team": 0, "total": 31}
    assert answer["hands"][2]["category"] == "par; no juego"
    assert answer["hands"][3]["team"] == 1
    assert answer["explanation"].startswith("Grande: hand 0 is best")
    assert " Chica: hand 2 is best" in answer["explanation"]
    punto = ruled(WEAK)
    assert list(punto["rounds"]) == ["grande", "chica", "pares", "punto"]
    assert punto["hands"][0]["category"] == "no pares; punto"


def test_a_round_asked_answers_its_hands() -> None:
    answer = ruled(TABLE, "juego")
    assert answer["hands"][1] == {
        "category": "juego", "description": "juego of 33: KD 10 + QH 10 + 7S 7 + 6D 6 = 33",
        "cards": ["KD", "QH", "7S", "6D"], "team": 1, "total": 33, "bonus": 2, "best": False}
    assert answer["hands"][0]["best"] is True and answer["hands"][0]["bonus"] == 3
    assert ruled(TABLE, " Pares ")["winner"] == 3


# --- the hands described (003 lines 160-165, 185-190) ----------------------------------------

@pytest.mark.parametrize("hand, pares, grande, chica", [
    ("KS KH KD KC", "duples, four kings", "king, king, king, king, from the top",
     "king, king, king, king, from the bottom"),
    ("KS 3H QD QC", "duples, kings and queens (the 3 counts as a king)",
     "king, king, queen, queen, from the top (the 3 counts as a king)",
     "queen, queen, king, king, from the bottom (the 3 counts as a king)"),
    ("KS KH KD 4C", "medias, three kings, four over", "king, king, king, four, from the top",
     "four, king, king, king, from the bottom"),
    ("JS JH 4D 5C", "par of jacks, five and four over", "jack, jack, five, four, from the top",
     "four, five, jack, jack, from the bottom"),
    ("AS 4H 5D 6C", "no pares", "six, five, four, ace, from the top",
     "ace, four, five, six, from the bottom"),
    ("3S 3H 2D 2C", "duples, kings and aces (3s count as kings; 2s count as aces)",
     "king, king, ace, ace, from the top (3s count as kings; 2s count as aces)",
     "ace, ace, king, king, from the bottom (3s count as kings; 2s count as aces)"),
    ("3S 3H 2D 4C", "par of kings, four and ace over (3s count as kings; the 2 counts as an ace)",
     "king, king, four, ace, from the top (3s count as kings; the 2 counts as an ace)",
     "ace, four, king, king, from the bottom (3s count as kings; the 2 counts as an ace)"),
    ("3S 2H 4D 5C", "no pares",
     "king, five, four, ace, from the top (the 3 counts as a king; the 2 counts as an ace)",
     "ace, four, five, king, from the bottom (the 3 counts as a king; the 2 counts as an ace)"),
    ("QS QH 7D 6C", "par of queens, seven and six over", "queen, queen, seven, six, from the top",
     "six, seven, queen, queen, from the bottom"),
])
def test_each_hand_is_described_as_mus_players_say_it(hand: str, pares: str, grande: str,
                                                      chica: str) -> None:
    assert str(mus._describe(cards(hand), "pares")[1]) == pares
    assert str(mus._describe(cards(hand), "grande")[1]) == grande
    assert str(mus._describe(cards(hand), "chica")[1]) == chica


@pytest.mark.parametrize("hand, round_name, expected", [
    ("KS QH JD AC", "juego", ("juego", "juego of 31 (the best juego): KS 10 + QH 10 + JD 10 + "
                                       "AC 1 = 31", 3)),
    ("KS QH JD AC", "punto", ("juego", "juego of 31, so no punto: KS 10 + QH 10 + JD 10 + AC 1 "
                                       "= 31", 0)),
    ("AS 4H 5D 6C", "juego", ("no juego", "no juego: AS 1 + 4H 4 + 5D 5 + 6C 6 = 16", 0)),
    ("AS 4H 5D 6C", "punto", ("punto", "punto of 16: AS 1 + 4H 4 + 5D 5 + 6C 6 = 16", 1)),
    ("KS QH JD 7C", "juego", ("juego", "juego of 37: KS 10 + QH 10 + JD 10 + 7C 7 = 37", 2)),
    ("KS QH JD 7C", "punto", ("juego", "juego of 37, so no punto: KS 10 + QH 10 + JD 10 + 7C 7 "
                                       "= 37", 0)),
    ("KS QH 6D 4C", "punto", ("punto", "punto of 30: KS 10 + QH 10 + 6D 6 + 4C 4 = 30", 1)),
    ("KS QH 6D 4C", "juego", ("no juego", "no juego: KS 10 + QH 10 + 6D 6 + 4C 4 = 30", 0)),
])
def test_juego_and_punto_descriptions(hand: str, round_name: str,
                                      expected: tuple[str, str, int]) -> None:
    kind, words, bonus = mus._describe(cards(hand), round_name)
    assert (kind, str(words), bonus) == expected


def test_pares_read_with_threes_as_kings_and_twos_as_aces() -> None:
    # 003 line 163: eight kings and eight aces.
    assert mus.pares(cards("3S KH 2D AC")).key == (3, (12, 1))
    assert mus.pares(cards("KS KH KD 3C")).key == (3, (12, 12))
    assert mus.pares(cards("2S 2H AD 4C")).key == (2, (1, 4))
    assert mus.pares(cards("7S 7H 4D 5C")).key == (1, (7, 5, 4))
    assert mus.pares(cards("7S 6H 4D 5C")).key == (0, ())
    assert [p.word for p in mus.Pares] == ["no pares", "par", "medias", "duples"]


def test_juego_bonus_and_values() -> None:
    # 003 line 188-190: 31 the best juego, bonus 3; any other juego 2; 30 is no juego.
    assert [mus.juego_bonus(n) for n in (30, 31, 32, 40, 33)] == [0, 3, 2, 2, 2]
    assert mus.has_juego(cards("KS QH JD AC")) and not mus.has_juego(cards("KS QH 6D 4C"))
    assert [mus.card_value(c) for c in cards("KS QS JS 3S 7S 4S AS 2S")] == \
        [10, 10, 10, 10, 7, 4, 1, 1]


def test_strengths_order_the_juegos_and_the_equal_pares_reading() -> None:
    juegos = {n: mus._strength(h, "juego") for n, h in (
        (31, cards("KS QH JD AC")), (32, cards("KS QH 6D 6C")), (40, cards("KS QH JD 3C")),
        (33, cards("KS QH 7D 6C")))}
    assert juegos[31] > juegos[32] > juegos[40] > juegos[33]
    assert mus._strength(cards("KS QH 6D 4C"), "juego") is None
    assert mus._strength(cards("KS QH 6D 4C"), "punto") == (30,)
    assert mus._strength(cards("KS QH JD AC"), "punto") is None
    assert mus._strength(cards("KS KH 7D 4C"), "pares", "mano") == (1, 12)
    assert mus._strength(cards("KS KH QD QC"), "pares", "mano") == (3, 12, 11)
    assert mus._strength(cards("KS KH 7D 4C"), "pares") == (1, 12, 7, 4)


def test_equal_pares_to_the_mano_with_the_option() -> None:
    # 003 lines 185-187 decide equal pares by the odd card; the option gives them to the mano.
    hands = ["KS KH 4S 5S", "KD KC 4H 6H", "AS 6C 7D QD", "5C 6D 7C JD"]
    assert ruled(hands, "pares")["winner"] == 1
    mano = ruled(hands, "pares", equal_pares="mano")
    assert mano["winner"] == 0
    assert "It is identical to hand 1's par of kings, six and four over" in mano["explanation"]


# --- refusals ----------------------------------------------------------------------------------

def test_the_hands_are_checked() -> None:
    with pytest.raises(InvalidInputError) as error:
        mus.check_hands([cards("4S 5S 6S 7S")] * 3)
    assert error.value.field == "hands"
    assert str(error.value.message) == "Mus needs the 4 hands, in turn order from the mano"
    with pytest.raises(DuplicateCardError) as twice:
        mus.check_hands([cards(h) for h in ("4S 5S 6S 7S", "4H 5H 6H 7H", "AS AH 4C 5C",
                                             "AS 4D 5D 6D")])
    assert (twice.value.field, twice.value.token) == ("hands[3]", "AS")
    assert str(twice.value.message) == "AS is in hand 2 and in hand 3; the pack holds it once"
    with pytest.raises(CardNotInPackError) as outside:
        mus.check_hands([cards(h) for h in ("4S 5S 6S 7S", "4H 5H 6H 7H", "AS AH 4C 5C",
                                             "8D 4D 5D 6D")])
    assert (outside.value.field, outside.value.token) == ("hands[3]", "8D")
    assert str(outside.value.message) == "8D is not in Mus' 40-card pack"
    with pytest.raises(InvalidInputError) as short:
        mus.check_hands(["4S 5S 6S 7S", "4H 5H 6H 7H", "AS AH 4C 5C", "4D 5D 6D"])
    assert short.value.field == "hands[3]"
    assert str(short.value.message) == "a Mus hand is 4 cards; hand 3 has 3"
    assert mus.check_hands(WEAK)[2] == cards("AS AH 4C 5C")
    assert mus.check_hands(tuple(WEAK), field="h")[0] == cards("4S 5S 6S 7S")
    with pytest.raises(InvalidInputError) as named:
        mus.check_hands(WEAK[:3], field="h")
    assert named.value.field == "h"


def test_rounds_and_options_are_checked() -> None:
    with pytest.raises(InvalidInputError) as error:
        mus.showdown(mus.check_hands(WEAK), "tute")
    assert error.value.field == "round"
    assert str(error.value.message) == ("'tute' is not a Mus round: use grande, chica, pares, "
                                        "juego or punto")
    assert mus.read_round("") is None and mus.read_round(None) is None
    assert mus.read_round(" JUEGO ") == "juego"
    with pytest.raises(InvalidInputError) as error:
        mus.read_round(5, "rounds[0]")
    assert error.value.field == "rounds[0]"
    with pytest.raises(InvalidInputError) as error:
        mus.showdown(mus.check_hands(WEAK), "grande", options={"equal_pares": "dealer"})
    assert (error.value.field, str(error.value.message)) == (
        "options.equal_pares", "equal pares go by the odd card or to the mano")
    with pytest.raises(InvalidInputError) as error:
        mus.showdown(mus.check_hands(WEAK), "grande", options={"partner_bonuses": "yes"})
    assert (error.value.field, str(error.value.message)) == (
        "options.partner_bonuses", "partner bonuses must be yes or no")
    assert mus.showdown(mus.check_hands(WEAK), "pares", options=None).winner == 2


# --- the betting (003 lines 166-178) -----------------------------------------------------------

def refused(betting: Betting, action: Any, seat: Any, amount: Any = None) -> tuple[str, str]:
    with pytest.raises(InvalidInputError) as error:
        betting.verify(action, seat, amount)
    assert not betting.can(action, seat, amount)
    return error.value.field or "", str(error.value.message)


def test_what_may_not_be_said_before_a_bid() -> None:
    start = Betting("grande")
    assert refused(start, "see", 0) == ("action", "there is no bid to see: pass, bid (envite) "
                                                  "or órdago")
    assert refused(start, "raise", 0, 3) == ("action", "there is no bid to raise: pass, bid "
                                                       "(envite) or órdago")
    assert refused(start, "fold", 0) == ("action", "there is no bid to fold: pass, bid (envite) "
                                                   "or órdago")
    assert refused(start, "pass", 1) == ("seat", "it is hand 0's turn to speak, not hand 1's")
    assert refused(start, "pass", 4) == ("seat", "seat must be 0 to 3, in turn order from the "
                                                 "mano")
    assert refused(start, "pass", -1)[0] == "seat"
    assert refused(start, "pass", True)[0] == "seat"
    assert refused(start, "pass", "0")[0] == "seat"
    assert refused(start, "pass", 0, 2) == ("amount", "pass takes no amount")
    assert refused(start, "envite", 0) == ("amount", "envite needs an amount")
    assert refused(start, "envite", 0, 1) == ("amount", "an opening bid must be at least 2")
    assert refused(start, "envite", 0, 41) == ("amount", "bids go up to 40; for more, bet "
                                                         "órdago")
    assert refused(start, "shout", 0) == ("action", "'shout' is not a move: use pass, envite, "
                                                    "see, raise, fold or ordago")
    assert start.can("envite", 0, 40) and start.can(" ÓRDAGO ", 0)
    assert start.allowed() == ["pass", "envite", "ordago"]


def test_what_may_not_be_said_to_a_bid() -> None:
    bid = Betting("grande").do("envite", 0, 2)
    assert (bid.to_act, bid.bid, bid.bidder, bid.accepted) == (1, 2, 0, 1)
    assert refused(bid, "pass", 1) == ("action", "there is a bid on the table: see, raise or "
                                                 "fold")
    assert refused(bid, "envite", 1, 3) == ("action", "the round is already open: raise "
                                                      "instead")
    assert refused(bid, "raise", 1, 2) == ("amount", "a raise must be at least 3")
    assert bid.can("raise", 1, 3)
    assert bid.allowed() == ["see", "raise", "fold", "ordago"]
    assert str(bid.summary_text()) == "bid of 2 by side 0; hand 1 to answer"
    ordago = bid.do("ordago", 1)
    assert refused(ordago, "raise", 2, 5) == ("action", "an órdago cannot be raised: see it or "
                                                        "fold")
    assert refused(ordago, "ordago", 2)[1] == "an órdago cannot be raised: see it or fold"
    assert ordago.allowed() == ["see", "fold"]
    assert str(ordago.summary_text()) == "bid of órdago by side 1; hand 2 to answer"
    assert Betting("chica", limit=30).can("envite", 0, 30)
    assert refused(Betting("chica", limit=30), "envite", 0, 31)[1] == \
        "bids go up to 30; for more, bet órdago"


def test_a_fold_pays_what_was_accepted_before() -> None:
    # 003 line 176: the bidders collect the amount accepted before the bid that was folded.
    opened = Betting("grande").do("envite", 0, 2)
    folded = opened.do("fold", 1)
    assert (folded.to_act, folded.folds, folded.closed) == (3, 1, False)
    closed = folded.do("fold", 3)
    assert closed.summary() == {"outcome": "folded", "folded_by": 1, "stake": 1}
    assert closed.stake == 1 and closed.to_act is None and closed.allowed() == []
    assert str(closed.summary_text()) == "side 1 folded: side 0 collects 1 at once"
    raised = opened.do("raise", 1, 5).do("fold", 2).do("fold", 0)
    assert raised.summary() == {"outcome": "folded", "folded_by": 0, "stake": 2}
    assert raised.stake == 2
    assert refused(raised, "pass", 0) == ("action", "the betting of Grande is over (side 0 "
                                                    "folded: side 1 collects 2 at once)")


def test_a_partner_may_still_see_after_a_fold() -> None:
    seen = Betting("grande").do("envite", 0, 2).do("raise", 1, 5).do("fold", 2).do("see", 0)
    assert seen.summary() == {"outcome": "seen", "stake": 5} and seen.stake == 5
    assert str(seen.summary_text()) == "seen for 5, to the better cards"
    assert seen.to_dict()["history"] == [
        {"seat": 0, "action": "envite", "amount": 2}, {"seat": 1, "action": "raise", "amount": 5},
        {"seat": 2, "action": "fold", "amount": None}, {"seat": 0, "action": "see", "amount": None}]


def test_four_passes_and_a_seen_ordago() -> None:
    passed = Betting("grande")
    for seat in range(4):
        assert passed.to_act == seat
        passed = passed.do("pass", seat)
    assert passed.summary() == {"outcome": "passed", "stake": 1} and passed.stake == 1
    assert str(passed.summary_text()) == "all passed: 1 counter to the better cards"
    ordago = Betting("grande").do("ordago", 0).do("see", 1)
    assert ordago.summary() == {"outcome": "ordago"}
    assert str(ordago.summary_text()) == "órdago seen: the better cards win the game"
    assert ordago.to_dict()["outcome"] == {"outcome": "ordago"}
    assert str(Betting("grande").summary_text()) == "hand 0 to speak; no bid yet"
    assert Betting("grande").summary() is None


def test_a_state_as_json() -> None:
    state = Betting("pares").do("pass", 0).do("envite", 1, 4)
    assert state.to_dict() == {
        "round": "pares", "to_act": 2, "bid": 4, "ordago": False, "accepted": 1, "bidder": 1,
        "closed": False, "allowed": ["see", "raise", "fold", "ordago"], "outcome": None,
        "history": [{"seat": 0, "action": "pass", "amount": None},
                    {"seat": 1, "action": "envite", "amount": 4}],
        "explanation": "bid of 4 by side 1; hand 2 to answer"}


def test_a_replay_that_stops_early_says_who_must_speak() -> None:
    with pytest.raises(InvalidInputError) as error:
        Betting.replay("chica", [{"seat": 0, "action": "pass"}])
    assert error.value.field == "actions"
    assert str(error.value.message) == ("the betting of Chica is not finished: hand 1 still has "
                                        "to speak")
    with pytest.raises(InvalidInputError) as error:
        Betting.replay("chica", [{"seat": 0, "action": "envite", "amount": 2}], "bets.chica")
    assert error.value.field == "bets.chica"
    state = Betting.replay("chica", [{"seat": "0", "action": "ordago"},
                                     {"seat": 1, "action": "see"}], limit=30)
    assert state.summary() == {"outcome": "ordago"} and state.limit == 30


# --- counters (stones) -------------------------------------------------------------------------

def test_stones_five_for_one_and_35_called() -> None:
    assert tuple(mus.stones(17)) == (3, 2, False)
    assert tuple(mus.stones(34)) == (6, 4, False)
    assert tuple(mus.stones(35)) == (0, 0, True)
    assert tuple(mus.stones(39)) == (0, 4, True)
    assert tuple(mus.stones(0)) == (0, 0, False)
    with pytest.raises(InvalidInputError) as error:
        mus.stones(-1)
    assert (error.value.field, str(error.value.message)) == ("points",
                                                             "points cannot be negative")


# --- a hand's score, line by line (003 lines 166-200) -----------------------------------------

def score(body: dict[str, Any], **options: Any) -> dict[str, Any]:
    return requests.score("mus", {"hands": TABLE} | body | {"options": options})


def test_a_hand_scored_in_order_folds_first() -> None:
    answer = score({"scores": [10, 20], "bets": {
        "grande": {"outcome": "seen", "stake": 5},
        "chica": {"outcome": "folded", "folded_by": 1, "stake": 2},
        "juego": [{"seat": 0, "action": "envite", "amount": 2}, {"seat": 1, "action": "see"}]}})
    assert [(b["round"], b["team"], b["points"], b["when"]) for b in answer["breakdown"]] == [
        ("chica", 0, 2, "fold"), ("grande", 0, 5, "reveal"), ("pares", 1, 1, "reveal"),
        ("pares", 1, 3, "reveal"), ("juego", 0, 2, "reveal"), ("juego", 0, 3, "reveal")]
    assert answer["explanation"] == (
        "Chica: side 1 folded, side 0 collects 2 at once. Grande (seen): hand 0 is best, side 0 "
        "collects the stake of 5. Pares (all passed): hand 3 is best, side 1 collects the stake "
        "of 1. Pares bonus: hand 3's duples collects 3. Juego (seen): hand 0 is best, side 0 "
        "collects the stake of 2. Juego bonus: hand 0's juego collects 3. Scores: side 0 22, "
        "side 1 24.")
    assert (answer["points"], answer["scores"]) == ([12, 4], [22, 24])
    assert answer["stones"] == [{"fives": 4, "ones": 2, "called_35": False},
                                {"fives": 4, "ones": 4, "called_35": False}]
    assert answer["award"] == {"by": "team", "points": [12, 4]}
    assert (answer["game_over"], answer["winner"]) == (False, None)
    assert [r["round"] for r in answer["rounds"]] == ["grande", "chica", "pares", "juego"]
    assert answer["rounds"][1]["bet"] == {"outcome": "folded", "folded_by": 1, "stake": 2}
    assert answer["rounds"][2] == {
        "round": "pares", "played": True, "winner": 3, "team": 1,
        "bet": {"outcome": "passed", "stake": 1}, "bonus": 3,
        "explanation": answer["rounds"][2]["explanation"]}


def test_a_fold_that_reaches_40_ends_the_game_at_once() -> None:
    # 003 line 196: the first side to 40 wins, even if later rounds would carry the other.
    answer = score({"scores": [38, 0], "bets": {
        "chica": {"outcome": "folded", "folded_by": 1, "stake": 2}}})
    assert answer["explanation"] == (
        "Chica: side 1 folded, side 0 collects 2 at once. The game is over: side 0 reached 40 on "
        "the fold in Chica. Scores: side 0 40, side 1 0.")
    assert (answer["points"], answer["winner"], answer["game_over"]) == ([2, 0], 0, True)
    other = score({"scores": [0, 38], "bets": {
        "grande": {"outcome": "folded", "folded_by": 0, "stake": 2}}})
    assert (other["scores"], other["winner"]) == ([0, 40], 1)


def test_a_seen_ordago_decides_the_game_on_that_rounds_cards() -> None:
    answer = score({"scores": [10, 25], "bets": {"chica": {"outcome": "ordago"}}})
    assert answer["explanation"] == (
        "Chica: órdago seen; hand 2 has the better cards, so side 0 wins the game. The game is "
        "over: the órdago in Chica decided the game. Scores: side 0 40, side 1 25.")
    assert (answer["points"], answer["winner"]) == ([30, 0], 0)
    assert answer["breakdown"] == [{"round": "chica", "team": 0, "points": 30, "when": "ordago",
                                    "reason": answer["breakdown"][0]["reason"]}]
    pares = score({"scores": [10, 25], "bets": {"pares": {"outcome": "ordago"}}})
    assert (pares["points"], pares["winner"]) == ([0, 15], 1)


def test_reaching_40_on_a_stake_or_a_bonus_stops_there() -> None:
    answer = score({"scores": [39, 0]})
    assert answer["explanation"] == (
        "Grande (all passed): hand 0 is best, side 0 collects the stake of 1. The game is over: "
        "side 0 reached 40 on Grande. Scores: side 0 40, side 1 0.")
    bonus = score({"scores": [0, 38]})
    assert bonus["explanation"].endswith(
        "Pares bonus: hand 3's duples collects 3. The game is over: side 1 reached 40 on the "
        "Pares bonus. Scores: side 0 2, side 1 42.")
    assert (bonus["winner"], bonus["points"]) == (1, [2, 4])
    assert score({"scores": [0, 38]}, target=50)["game_over"] is False


def test_four_passes_pay_only_the_bonus_with_the_option_off() -> None:
    # 003 line 170 pays every passed round; many tables pay Pares and Juego's bonus only.
    answer = score({}, all_pass_pays_stake=False)
    assert answer["explanation"] == (
        "Grande (all passed): hand 0 is best, side 0 collects the stake of 1. Chica (all "
        "passed): hand 2 is best, side 0 collects the stake of 1. Pares bonus: hand 3's duples "
        "collects 3. Juego bonus: hand 0's juego collects 3. Scores: side 0 5, side 1 3.")
    assert score({})["points"] == [6, 4]


def test_an_opening_bid_folded_pays_one_and_the_round_is_not_paid_again() -> None:
    answer = score({"hands": WEAK, "bets": {"grande": {"outcome": "folded", "folded_by": 0}}},
                   all_pass_pays_stake=False)
    assert answer["breakdown"][0] == {"round": "grande", "team": 1, "points": 1,
                                      "when": "fold", "reason": answer["breakdown"][0]["reason"]}
    assert answer["breakdown"][0]["reason"] == "Grande: side 0 folded, side 1 collects 1 at once"
    assert [b["round"] for b in answer["breakdown"]] == ["grande", "chica", "pares", "punto"]


@pytest.mark.parametrize("body, field, words", [
    ({"scores": [0, 40]}, "scores[1]", "side 1 already has 40: the game ended at 40"),
    ({"scores": [40, 0]}, "scores[0]", "side 0 already has 40: the game ended at 40"),
    ({"scores": [0, -1]}, "scores[1]", "a score cannot be negative"),
    ({"scores": [0]}, "scores", "scores must be the two sides' points, side 0 first"),
    ({"bets": []}, "bets", "bets must be an object with a key per round"),
    ({"bets": {"tute": None}}, "bets.tute",
     "'tute' is not a betting round: use grande, chica, pares or juego"),
    ({"bets": {"juego": None, "punto": None}}, "bets.punto",
     "give the fourth round once, as juego (or punto)"),
    ({"bets": {"grande": 5}}, "bets.grande",
     "a round's bets are an outcome object or a list of moves"),
    ({"bets": {"grande": {"outcome": "seen", "stake": 1}}}, "bets.grande.stake",
     "a seen bid is 2 to 40 counters"),
    ({"bets": {"grande": {"outcome": "seen", "stake": 41}}}, "bets.grande.stake",
     "a seen bid is 2 to 40 counters"),
    ({"bets": {"grande": {"outcome": "folded", "folded_by": 2}}}, "bets.grande.folded_by",
     "folded_by must be the side that folded, 0 or 1"),
    ({"bets": {"grande": {"outcome": "folded", "folded_by": True}}}, "bets.grande.folded_by",
     "folded_by must be the side that folded, 0 or 1"),
    ({"bets": {"grande": {"outcome": "folded", "folded_by": 1, "stake": 41}}},
     "bets.grande.stake", "a fold pays 1 to 40 counters"),
    ({"bets": {"grande": {"outcome": "folded", "folded_by": 1, "stake": 0}}},
     "bets.grande.stake", "a fold pays 1 to 40 counters"),
    ({"bets": {"grande": {"outcome": "won"}}}, "bets.grande.outcome",
     "'won' is not an outcome: use passed, seen, folded or ordago"),
    ({"hands": ["4S 5S 6S 7S", "4H 5H 6H 7H", "AS KH 4C 5C", "AD 4D QD 6D"],
      "bets": {"pares": {"outcome": "seen", "stake": 2}}}, "bets.pares",
     "nobody holds pares, so Pares is not bet"),
    ({"dealer": 4}, "dealer", "the dealer is a seat from 0 to 3"),
])
def test_a_hand_that_cannot_be_scored_says_why(body: dict[str, Any], field: str,
                                               words: str) -> None:
    with pytest.raises(InvalidInputError) as error:
        score(body)
    assert error.value.field == field
    assert str(error.value.message) == words


def test_bets_given_as_moves_or_outcomes_agree() -> None:
    moves = score({"bets": {"grande": [{"seat": 0, "action": "envite", "amount": 3},
                                       {"seat": 1, "action": "fold"},
                                       {"seat": 3, "action": "fold"}]}})
    outcome = score({"bets": {"grande": {"outcome": "folded", "folded_by": 1}}})
    assert moves["rounds"][0]["bet"] == outcome["rounds"][0]["bet"] == {
        "outcome": "folded", "folded_by": 1, "stake": 1}
    punto = score({"hands": WEAK, "bets": {"punto": {"outcome": "seen", "stake": 4}}})
    assert punto["rounds"][3]["round"] == "punto"
    assert punto["rounds"][3]["bet"] == {"outcome": "seen", "stake": 4}
    assert score({"bets": {"grande": {"outcome": "seen", "stake": 40}}})["game_over"] is True
    passed = score({"bets": {"pares": {"outcome": "passed"}, "chica": {}}})
    assert passed["rounds"][2]["bet"] == {"outcome": "passed", "stake": 1}
    assert passed["rounds"][1]["bet"] == {"outcome": "passed", "stake": 1}
    assert score({"hands": ["4S 5S 6S 7S", "4H 5H 6H 7H", "AS KH 4C 5C", "AD 4D QD 6D"],
                  "bets": {"pares": None}})["rounds"][2]["played"] is False


def test_a_table_that_knows_its_dealer_speaks_of_its_own_teams() -> None:
    # The mano is the dealer's right-hand neighbour (003 line 155): dealer 0, mano seat 1,
    # so the mano's side is the table's team 1.
    answer = score({"dealer": 0, "scores": [5, 9]})
    assert answer["points"] == [4, 6] and answer["scores"] == [9, 15]
    assert answer["award"] == {"by": "team", "points": [4, 6]}
    assert answer["breakdown"][0]["team"] == 1
    assert answer["breakdown"][0]["reason"] == ("Grande (all passed): hand 0 is best, side 1 "
                                                "collects the stake of 1")
    assert answer["rounds"][0]["explanation"].endswith(" Side 1 takes Grande.")
    assert answer["rounds"][2]["team"] == 0
    assert answer["explanation"].endswith("Scores: side 1 15, side 0 9.")
    won = score({"dealer": 0, "scores": [0, 39]})
    assert won["winner"] == 1
    same = score({"dealer": 1, "scores": [5, 9]})
    assert same["points"] == [6, 4] and same["scores"] == [11, 13]
    assert same["explanation"].endswith("Scores: side 0 11, side 1 13.")


@pytest.mark.parametrize("body, field, words", [
    ({"dealer": "x"}, "dealer", "The dealer must be a whole number"),
    ({"bets": {"grande": {"outcome": "seen", "stake": "lots"}}}, "bets.grande.stake",
     "The stake must be a whole number"),
    ({"bets": {"grande": {"outcome": "folded", "folded_by": 1, "stake": "x"}}},
     "bets.grande.stake", "The stake must be a whole number"),
    ({"bets": {"grande": [{"seat": "x", "action": "envite", "amount": 2}]}},
     "bets.grande[0].seat", "move 0: The seat must be a whole number"),
    ({"bets": {"grande": [{"seat": 0, "action": "envite", "amount": "x"}]}},
     "bets.grande[0].amount", "move 0: The amount must be a whole number"),
    ({"bets": {"grande": {"outcome": "tie" * 30}}}, "bets.grande.outcome",
     "'tietietietietietietietietietietietietiet' is not an outcome: use passed, seen, folded "
     "or ordago"),  # its first 40 characters
])
def test_a_figure_that_is_not_a_number_is_named(body: dict[str, Any], field: str,
                                                words: str) -> None:
    with pytest.raises(InvalidInputError) as error:
        score(body)
    assert (error.value.field, str(error.value.message)) == (field, words)


def test_a_fold_may_pay_up_to_the_forty_that_end_the_game() -> None:
    # 003 line 196: 40 points win the game, so a fold's stake is 1 to 40.
    answer = score({"bets": {"grande": {"outcome": "folded", "folded_by": 1, "stake": 40}}})
    assert answer["breakdown"][0]["reason"] == "Grande: side 1 folded, side 0 collects 40 at once"
    assert answer["game_over"] is True


def test_stones_of_something_not_a_number_are_refused() -> None:
    with pytest.raises(InvalidInputError) as error:
        mus.stones("x")
    assert (error.value.field, str(error.value.message)) == ("points",
                                                             "Points must be a whole number")


def test_the_showdown_of_every_round_gives_each_rounds_ruling_in_full() -> None:
    answer = ruled(TABLE)
    assert list(answer["rounds"]) == ["grande", "chica", "pares", "juego"]
    grande = answer["rounds"]["grande"]
    assert (grande["round"], grande["winner"], grande["team"], grande["points"]) == (
        "grande", 0, 0, 0)
    assert [h["cards"] for h in grande["hands"]] == [h.split() for h in TABLE]
    assert [h["best"] for h in grande["hands"]] == [True, False, False, False]
    assert str(grande["explanation"]) == said(TABLE, "grande")
    assert answer["explanation"].startswith(f"{said(TABLE, 'grande')} Chica: hand 2 is best")


def test_the_betting_names_who_must_speak_as_the_table_calls_them() -> None:
    # 003 lines 155-170: the mano (the dealer's right-hand neighbour) speaks first, then each
    # in turn; a table that knows its dealer names the hand by its player (es.md §2)
    from referee.words import Names, hands_at_seats, speaking
    names = Names(("Maite", "Iñaki", "Ane", "Jordi"), (), ("f", "m", "f", "m"))
    with pytest.raises(InvalidInputError) as error:
        Betting("grande").do("pass", 1)
    refusal = hands_at_seats(error.value.message, 1).with_names(names)
    assert str(error.value.message) == "it is hand 0's turn to speak, not hand 1's"
    assert str(refusal) == "it is Iñaki's turn to speak, not Ane's"
    with speaking("es"):
        assert refusal.text() == "le toca hablar a Iñaki, no a Ane"
    waiting = hands_at_seats(Betting("pares").do("pass", 0).do("envite", 1, 4).summary_text(),
                             1).with_names(names)
    assert str(waiting) == "bid of 4 by side 1; Jordi to answer"


def test_the_rounds_and_combinations_are_said_in_the_readers_letters() -> None:
    # 003 lines 185-187 (duples beat medias beat par); ru.md §3: a Russian ruling said
    # «Pares: …», «Bonus for duples» in Latin beside the catalog's «медиас»
    from referee.words import speaking
    answer = ruled(TABLE, "pares")
    with speaking("ru"):
        said = answer["explanation"].text()
    assert "Парес" in said and "дуплес" in said and "Pares" not in said
    assert "duples" not in said and "par" not in said.replace("пар", "")
    assert str(answer["explanation"]).startswith("Pares: hand 3 is best with duples")
