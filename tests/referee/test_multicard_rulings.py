"""referee/multicard.py, the one resolver of multi-card tricks (Bura and Kozel), as the table
reads it: who wins with which cards and points, why a play does or does not beat, each breach of
the lead and the face-down rule, the checks of hands, leaders and face-down entries, and the
special-lead announcements.

000 = shared/rules/000 (Bura for two, lines 1-31); 002 = shared/rules/002 (Bura 2-6 lines 5-50,
Kozel 52 on). The sentences of a play ("Play 1 (…)") are being reworded to name players
(words23b), so for those only the facts are asserted: winners, cards, points, rules broken.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import multicard as mc
from referee.cards import Suit, parse_card
from referee.errors import CardNotInPackError, DuplicateCardError, InvalidInputError
from referee.games import game
from referee.rulings import Trick

D = Suit.DIAMONDS


def cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_card(t) for t in text.split())


def bura_like(**changes: Any) -> mc.MultiCardGame:
    made: dict[str, Any] = dict(name="Bura", value=lambda card: 1, lead_sizes=(1, 2, 3),
                                max_players=6, face_down_must_lose=True)
    return mc.MultiCardGame(**(made | changes))


def kozel_like() -> mc.MultiCardGame:
    return mc.MultiCardGame("Kozel", lambda card: 0, (1, 2, 3, 4), 4,
                            top_card=parse_card("6S"), top_name="the shokha")


def resolve(game: mc.MultiCardGame, plays: list[str], face_down: Any = None,
            partners: bool = False, trump: Suit | None = D) -> Any:
    return mc.resolve(game, Trick(trump, tuple(cards(p) for p in plays)), face_down, partners)


def refusal(call: Any) -> tuple[str | None, str]:
    with pytest.raises(InvalidInputError) as error:
        call()
    return error.value.field, str(error.value.message)


# --- one card against another (000 line 18; 002 lines 23-25; Kozel's shokha) -------------------

def test_why_a_card_beats_another() -> None:
    assert str(mc.beat_reason(kozel_like(), parse_card("6S"), parse_card("AD"), D)) == \
        "6S (the shokha) beats AD"
    assert str(mc.beat_reason(kozel_like(), parse_card("AD"), parse_card("6S"), D)) == \
        "AD trumps 6S"
    assert str(mc.beat_reason(bura_like(), parse_card("9D"), parse_card("QS"), D)) == \
        "9D trumps QS"
    assert str(mc.beat_reason(bura_like(), parse_card("KS"), parse_card("QS"), D)) == \
        "KS beats QS"


def test_which_card_beats() -> None:
    kozel, bura = kozel_like(), bura_like()
    six, ace = parse_card("6S"), parse_card("AD")
    assert mc.beats(kozel, six, ace, D) and not mc.beats(kozel, ace, six, D)
    assert not mc.beats(bura, six, ace, D)
    assert mc.beats(bura, parse_card("AS"), parse_card("10S"), D)
    assert not mc.beats(bura, parse_card("10S"), parse_card("AS"), D)
    assert not mc.beats(bura, parse_card("AS"), parse_card("AS"), D)
    assert mc.beats(bura, parse_card("6D"), parse_card("AS"), D)
    assert not mc.beats(bura, parse_card("AH"), parse_card("7S"), D)
    assert not mc.beats(bura, parse_card("AH"), parse_card("7S"), None)
    assert [mc.rank_order(c) for c in cards("AS 10S KS QS JS 9S 8S 7S 6S")] == list(range(9))


def test_a_pairing_that_beats_card_by_card() -> None:
    bura = bura_like()
    assert mc.pairing(bura, cards("8S JS"), cards("9S 7S"), D) == [
        (parse_card("JS"), parse_card("9S")), (parse_card("8S"), parse_card("7S"))]
    assert mc.pairing(bura, cards("8S 6S"), cards("9S 7S"), D) is None
    assert mc.pairing(bura, cards("8S"), cards("9S 7S"), D) is None
    assert mc._most_pairs(bura, cards("8S 6D"), cards("9S 7S"), D) == 2
    assert mc._most_pairs(bura, cards("6H 6C"), cards("9S 7S"), D) == 0


def test_why_a_play_does_not_beat() -> None:
    kozel, bura = kozel_like(), bura_like()
    assert str(mc.failure_reason(kozel, cards("AD KD"), cards("6S 7S"), D)) == \
        "nothing beats 6S, the shokha"
    assert str(mc.failure_reason(bura, cards("7S 8S"), cards("9S 10S"), D)) == \
        "no card of 7S 8S beats 9S"
    useless = str(mc.failure_reason(bura, cards("6D 6H"), cards("7S 8S"), D))
    assert useless.startswith("6H beat") and "none of 7S 8S, so at most 1 of the 2" in useless
    one = str(mc.failure_reason(bura, cards("6H 6D 6C"), cards("7S 8S AS"), D))
    assert one.startswith("6H 6C beat") and "at most 1 of the 3" in one
    # 6D beats all three; 7S and 8S only the 6S: two at most
    assert str(mc.failure_reason(bura, cards("6D 7S 8S"), cards("6S KS AS"), D)) == (
        "each card of 6S KS AS can be beaten by some card of 6D 7S 8S, but no pairing beats "
        "more than 2 of the 3 at once")
    assert mc._most_pairs(bura, cards("6D 7S 8S"), cards("6S KS AS"), D) == 2


# --- the lead (000 line 19; 002 line 23) -------------------------------------------------------

def test_a_lead_of_a_size_the_game_does_not_allow() -> None:
    [breach] = mc.lead_violations(bura_like(), cards("6S 7S 8S 9S"), D)
    assert (breach.play, breach.card, breach.rule) == (0, "6S 7S 8S 9S", "lead-size")
    said = str(breach.message)
    assert said.startswith("in Bura a lead is 1, 2 or 3 ")
    assert said.endswith(": 4 were led (6S 7S 8S 9S)")
    [single] = mc.lead_violations(bura_like(lead_sizes=(1, 3)), cards("6S 7S"), D)
    assert "in Bura a lead is 1 or 3 " in str(single.message)
    assert str(single.message).endswith(": 2 were led (6S 7S)")
    [alone] = mc.lead_violations(bura_like(lead_sizes=(2,)), cards("6S"), D)
    assert str(alone.message).endswith(": 1 was led (6S)")
    assert mc.lead_violations(bura_like(), cards("6S"), D) == []


def test_a_lead_of_mixed_suits_names_them() -> None:
    [breach] = mc.lead_violations(bura_like(), cards("QS 7H 8D"), D)
    assert (breach.rule, str(breach.message)) == (
        "lead-one-suit", "cards led together must all be of one suit: QS 7H 8D mixes spades, "
                         "hearts and diamonds")
    # Kozel's shokha is wild in a lead: 6S with hearts is one suit, with two others is not.
    assert mc.lead_violations(kozel_like(), cards("6S 7H"), D) == []
    [kozel] = mc.lead_violations(kozel_like(), cards("6S 7H 8D"), D)
    assert str(kozel.message) == ("cards led together must all be of one suit: 6S 7H 8D mixes "
                                  "hearts and diamonds")
    special = bura_like(mixed_lead=lambda lead, trump: "three aces")
    assert mc.lead_violations(special, cards("AS AH AC"), D) == []


# --- a trick resolved ------------------------------------------------------------------------

def test_a_lead_alone_stands() -> None:
    ruling = resolve(bura_like(), ["QS 7S"])
    assert (ruling.winner, ruling.winning_cards, ruling.points) == (0, cards("QS 7S"), 2)
    assert str(ruling.explanation) == ("Diamonds are trumps. First player leads QS 7S. No one "
                                       "else has played yet, so the lead stands.")


def test_the_best_play_so_far_must_be_beaten() -> None:
    # 002 line 25: C must beat B's play, not A's lead.
    ruling = resolve(bura_like(), ["QS 7S", "9D JS", "KS 8S"])
    assert (ruling.winner, ruling.winning_cards, ruling.points) == (1, cards("9D JS"), 6)
    said = str(ruling.explanation)
    assert "9D trumps QS, JS beats 7S" in said and "no card of KS 8S beats 9D" in said
    assert said.endswith(" wins the trick with 9D JS and takes 6 points: QS 1 + 7S 1 + 9D 1 + "
                         "JS 1 + KS 1 + 8S 1 = 6.")


def test_a_single_card_beaten_and_the_lead_keeping_it() -> None:
    won = resolve(bura_like(), ["QS", "KS"])
    assert won.winner == 1 and "KS beats QS" in str(won.explanation)
    kept = resolve(bura_like(), ["QS", "9S"])
    assert kept.winner == 0 and kept.winning_cards == cards("QS")
    assert str(kept.explanation).endswith(" wins the trick with QS and takes 2 points: QS 1 + "
                                          "9S 1 = 2.")
    one = resolve(bura_like(value=lambda c: 1 if c.rank.value == "Q" else 0), ["QS", "9S"])
    assert one.points == 1 and str(one.explanation).endswith(" and takes 1 point: QS 1 + 9S 0 "
                                                             "= 1.")


def test_a_play_of_another_size_cannot_win() -> None:
    # 000 line 19: the opponent plays as many cards as were led.
    ruling = resolve(bura_like(), ["QS 7S", "AD", "KS 8S"])
    assert ruling.winner == 2
    [breach] = ruling.violations
    assert (breach.play, breach.card, breach.rule) == (1, "AD", "same-number")
    assert str(breach.message) == ("every player plays as many cards as were led: 2 led (QS 7S), "
                                   "1 played (AD)")
    assert "Second player plays 1 card (AD) against a lead of 2 and cannot win." in \
        str(ruling.explanation)
    alone = resolve(bura_like(), ["QS", "AD 7D"])
    assert "Second player plays 2 cards (AD 7D) against a lead of 1 and cannot win." in \
        str(alone.explanation)


def test_face_down_plays_cannot_win() -> None:
    # 002 line 46: a play put face down loses its power even if it would have won.
    hidden = resolve(bura_like(), ["QS 7S", "9D JS", "KD 8D"], frozenset({2}))
    assert (hidden.winner, hidden.violations) == (1, ())
    assert "Third player plays KD 8D face down and cannot win, although they would have beaten " \
        "the best play so far (9D JS)." in str(hidden.explanation)
    losing = resolve(bura_like(), ["QS 7S", "9D JS", "8D 9S"], frozenset({2}))
    assert losing.violations == () and "Third player plays 8D 9S face down and does not win." \
        in str(losing.explanation)


def test_with_closed_cards_a_losing_play_left_face_up_is_a_breach() -> None:
    ruling = resolve(bura_like(), ["QS 7S", "9D JS", "8D 9S"], frozenset())
    [breach] = ruling.violations
    assert (breach.play, breach.card, breach.rule) == (2, "8D 9S", "face-down")
    assert str(breach.message) == ("with closed cards a play that does not beat the best so far "
                                   "goes face down: 8D 9S does not beat 9D JS but was played face "
                                   "up")
    assert resolve(bura_like(), ["QS 7S", "9D JS", "8D 9S"]).violations == ()
    assert resolve(bura_like(face_down_must_lose=False), ["QS 7S", "9D JS", "8D 9S"],
                   frozenset()).violations == ()


def test_too_many_plays() -> None:
    field, words = refusal(lambda: resolve(bura_like(), ["QS", "9S", "JS", "KS", "7S", "8S",
                                                          "6S"]))
    assert field == "plays"
    assert words == "Bura is played by at most 6 players: 7 plays were entered"
    assert refusal(lambda: resolve(bura_like(max_players=1), ["QS", "9S"]))[1].endswith(
        ": 2 plays were entered")
    assert resolve(bura_like(), ["QS", "9S", "JS", "KS", "7S", "8S"]).winner == 3


def test_partners_take_the_trick_together() -> None:
    # 002 line 69 on: Kozel for points, four players in two partnerships (plays 0 and 2).
    ruling = resolve(kozel_like(), ["QS", "9S", "KS", "7S"], partners=True)
    assert ruling.winner == 2
    assert "Third player wins the trick with KS; third player and first player take 0 points: " \
        in str(ruling.explanation)
    other = resolve(kozel_like(), ["QS", "KS", "9S", "7S"], partners=True)
    assert "Second player wins the trick with KS; second player and fourth player take 0 " \
        "points: " in str(other.explanation)
    three = resolve(kozel_like(), ["QS", "KS", "9S"], partners=True)
    assert "Second player wins the trick with KS and takes 0 points: " in str(three.explanation)
    alone = resolve(kozel_like(), ["QS", "KS", "9S", "7S"])
    assert "Second player wins the trick with KS and takes 0 points: " in str(alone.explanation)


def test_a_trick_without_trumps_says_so() -> None:
    ruling = resolve(bura_like(), ["QS", "KS"], trump=None)
    assert str(ruling.explanation).startswith("No trumps. First player leads QS.")


def test_a_special_lead_is_named_with_its_note() -> None:
    special = bura_like(mixed_lead=lambda lead, trump: "three aces" if len(lead) == 3 else None,
                        lead_note=lambda lead, trump: "A note." if len(lead) == 3 else "")
    ruling = resolve(special, ["AS AH AC", "6D 7D 8D"])
    assert str(ruling.explanation).startswith(
        "Diamonds are trumps. First player leads AS AH AC, three aces (a special lead, so its "
        "suits may be mixed). A note. ")
    assert ruling.violations == ()
    plain = resolve(special, ["AS", "6D"])
    assert str(plain.explanation).startswith("Diamonds are trumps. First player leads AS. ")
    assert "A note" not in str(plain.explanation)


# --- checks ------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, words", [
    ("2", "face_down must be a list of play numbers, such as [2]"),
    ([True], "face_down must list play numbers (whole numbers)"),
    ([1.5], "face_down must list play numbers (whole numbers)"),
    ([0], "the lead (play 0) is always played face up"),
    ([-1], "there is no play -1 in this trick"),
    ([3], "there is no play 3 in this trick"),
])
def test_face_down_entries_are_checked(raw: Any, words: str) -> None:
    assert refusal(lambda: mc.read_face_down({"face_down": raw}, 3)) == ("context.face_down",
                                                                         words)


def test_face_down_entries_read() -> None:
    assert mc.read_face_down({}, 3) is None
    assert mc.read_face_down({"face_down": None}, 3) is None
    assert mc.read_face_down({"face_down": []}, 3) == frozenset()
    assert mc.read_face_down({"face_down": [2, 1, 2]}, 3) == frozenset({1, 2})


def bura_pack() -> Any:
    return game("bura").pack_for()


def hand(text: str) -> list[Any]:
    return list(cards(text))


@pytest.mark.parametrize("hands, field, words", [
    ("6S 7S", "hands", "hands must be a list of hands"),
    ([], "hands", "give one hand for each of the 2 to 6 players"),
    ([hand("6S")], "hands", "give one hand for each of the 2 to 6 players"),
    ([hand("6S")] * 7, "hands", "give one hand for each of the 2 to 6 players"),
    ([hand("6S 7S 8S"), "6H"], "hands[1]", "each hand must be a list of cards"),
    ([hand("6S 7S 8S"), hand("6H") + [5]], "hands[1]", "each hand must be a list of cards"),
    ([hand("6S 7S 8S 9S"), hand("6H")], "hands[0]",
     "a hand holds at most 3 cards: player 0 has 4 (6S 7S 8S 9S)"),
])
def test_hands_are_checked(hands: Any, field: str, words: str) -> None:
    assert refusal(lambda: mc.check_hands(hands, bura_pack(), 3, (2, 6))) == (field, words)


def test_hands_are_checked_against_the_pack() -> None:
    with pytest.raises(CardNotInPackError) as outside:
        mc.check_hands([list(cards("5S")), list(cards("6H"))], bura_pack(), 3, (2, 6), "h")
    assert (outside.value.field, outside.value.token) == ("h[0]", "5S")
    assert str(outside.value.message) == "5S is not in Bura's 36-card pack"
    with pytest.raises(DuplicateCardError) as twice:
        mc.check_hands([list(cards("6S")), list(cards("6S"))], bura_pack(), 3, (2, 6))
    assert twice.value.field == "hands"
    assert mc.check_hands((cards("6S"), cards("6H 7H")), bura_pack(), 3, (2, 6)) == [
        list(cards("6S")), list(cards("6H 7H"))]
    single = refusal(lambda: mc.check_hands([list(cards("6S 7S")), list(cards("6H"))],
                                            bura_pack(), 1, (2, 6)))
    assert single == ("hands[0]", "a hand holds at most 1 card: player 0 has 2 (6S 7S)")


def test_the_leader_is_a_seat_at_the_table() -> None:
    assert mc.read_leader(0, 2) == 0 and mc.read_leader(3, 4) == 3
    for bad in (2, -1, True, "1", None):
        assert refusal(lambda: mc.read_leader(bad, 2)) == (
            "leader", "the leader must be a player number from 0 to 1")
    assert mc.turn_order(4, 2) == [2, 3, 0, 1] and mc.turn_order(3, 0) == [0, 1, 2]


def test_a_multi_card_game_always_has_trumps() -> None:
    assert mc.need_trump(D, "Kozel") is D
    assert refusal(lambda: mc.need_trump("D", "Kozel")) == (
        "trump", "Kozel always has trumps: give the suit of the turned-up card")


# --- special leads announced (000 lines 19-21; 002 line 37) ----------------------------------

PRIORITY = ("bura", "three aces", "molodka")
DESCRIBED = {"bura": "a bura", "three aces": "three aces", "molodka": "a molodka"}


def kind_of(hand: Any) -> str | None:
    suits = {c.suit for c in hand}
    if suits == {D}:
        return "bura"
    if all(c.rank.value == "A" for c in hand):
        return "three aces"
    return "molodka" if len(suits) == 1 and len(hand) == 3 else None


def test_announcements_in_turn_order_and_priority() -> None:
    hands = [list(cards(h)) for h in ("6S 7S 8S", "AS AH AC", "9H 10H JH", "6H 7C 8C")]
    answer, holders, lines = mc.announce(hands, D, 2, kind_of, PRIORITY, DESCRIBED)
    assert answer == {
        "leader": 1, "combination": "three aces",
        "announcements": [{"player": 2, "combination": "molodka", "cards": ["9H", "10H", "JH"]},
                          {"player": 0, "combination": "molodka", "cards": ["6S", "7S", "8S"]},
                          {"player": 1, "combination": "three aces",
                           "cards": ["AS", "AH", "AC"]}],
        "ends_hand": False, "pot_winner": None, "bura_trick": None}
    assert holders == [1]
    assert [str(line) for line in lines] == [
        "Diamonds are trumps.", "Player 2 holds a molodka: 9H 10H JH.",
        "Player 0 holds a molodka: 6S 7S 8S.", "Player 1 holds three aces: AS AH AC.",
        "Priority goes to three aces (in order: bura, three aces, molodka)."]


def test_several_of_one_kind_go_to_the_earliest() -> None:
    hands = [list(cards(h)) for h in ("6S 7S 8S", "9H 10H JH")]
    answer, holders, lines = mc.announce(hands, D, 1, kind_of, PRIORITY, DESCRIBED)
    assert answer["leader"] == 1 and holders == [1, 0]
    assert [str(line) for line in lines][-1] == (
        "Of the players holding a molodka, player 1 would play earliest to the trick, so leads "
        "it.")
    assert not any("Priority" in str(line) for line in lines)


def test_nobody_announcing_leaves_the_lead() -> None:
    hands = [list(cards(h)) for h in ("6S 7H 8S", "9H 10C JH")]
    answer, holders, lines = mc.announce(hands, D, 1, kind_of, PRIORITY, DESCRIBED)
    assert answer["leader"] == 1 and answer["combination"] is None and holders == []
    assert answer["announcements"] == []
    assert [str(line) for line in lines] == [
        "No one holds a special lead (bura, three aces or molodka; diamonds are trumps), so "
        "player 1 leads as usual."]


def test_the_special_lead_showdown() -> None:
    def special(hands: Any, trump: Any, leader: int, options: Any) -> dict[str, Any]:
        answer, holders, lines = mc.announce(hands, trump, leader, kind_of, PRIORITY, DESCRIBED)
        answer["explanation"] = "said"
        return answer
    shown = mc.special_lead_showdown("Bura", [list(cards("6S 7S 8S")), list(cards("6H 7C 8C"))],
                                     None, D, {}, special, DESCRIBED, "no special lead")
    assert shown.winner == 0 and shown.points == 0 and shown.explanation == "said"
    assert [(h["player"], h["category"], str(h["description"]), h["cards"])
            for h in shown.hands] == [(0, "molodka", "a molodka", ["6S", "7S", "8S"]),
                                      (1, "none", "no special lead", ["6H", "7C", "8C"])]
    nobody = mc.special_lead_showdown("Bura", [list(cards("6S 7H 8S")),
                                               list(cards("6H 7C 8C"))],
                                      None, D, {}, special, DESCRIBED, "no special lead")
    assert nobody.winner is None
    assert refusal(lambda: mc.special_lead_showdown(
        "Kozel", [], "grande", D, {}, special, DESCRIBED, "none")) == (
        "round", "Kozel has no rounds: leave round empty")
    assert refusal(lambda: mc.special_lead_showdown(
        "Kozel", [], None, None, {}, special, DESCRIBED, "none"))[0] == "trump"
