"""Bura's rulings as a player reads them: the claim's figures and sentences, the special leads'
sentences, the options where the API passes them on (the showdown, the lead notes, the pack of a
special lead).

000 = shared/rules/000 (Bura for two); 002 = shared/rules/002 (Bura for two to six). Each
sentence is asserted once in English; where words23b may still reword the multi-card trick, only
the facts (players, cards, numbers) are asserted.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee import bura, requests
from referee.cards import Suit, parse_card
from referee.errors import CardNotInPackError, InvalidInputError

D = Suit.DIAMONDS
THIRTY = "AS 11 + 10S 10 + KS 4 + QH 3 + JH 2 = 30 points, short of 31."


def hands(*texts: str) -> list[list[Any]]:
    return [[parse_card(t) for t in text.split()] for text in texts]


def claim(captured: Any, pot: int, **extra: Any) -> dict[str, Any]:
    return requests.claim("bura", {"captured": captured, "pot": pot} | extra)


def trick(plays: list[list[str]], **extra: Any) -> dict[str, Any]:
    return requests.rule_trick("bura", {"trump": "D", "plays": plays} | extra)


# --- the claim of 31 (000 line 30, 002 line 31) ---------------------------------------------

def test_a_true_claim_takes_the_whole_pot_and_pays_nothing() -> None:
    # 002 line 31: a true claim (31 or more) takes the pot; the claimer pays nothing.
    answer = claim("AS 10S QH QS JH JC", 4)
    assert answer == {
        "points": 31, "target": 31, "valid": True, "pot_before": 4, "pot_after": 0,
        "claimant_collects": 4, "claimant_pays": 0,
        "breakdown": [{"card": c, "points": p} for c, p in
                      (("AS", 11), ("10S", 10), ("QH", 3), ("QS", 3), ("JH", 2), ("JC", 2))],
        "explanation": "The claim is true: AS 11 + 10S 10 + QH 3 + QS 3 + JH 2 + JC 2 = 31 "
                       "points, at least 31. The claimer takes the pot of 4 tokens and deals "
                       "next."}


def test_a_false_claim_pays_the_pot_again_and_collects_nothing() -> None:
    # 000 line 30 / 002 line 31: 30 or fewer pays as much as the pot holds, doubling it.
    answer = claim("AS 10S KS QH JH", 5)
    assert (answer["points"], answer["valid"], answer["pot_before"], answer["pot_after"],
            answer["claimant_collects"], answer["claimant_pays"]) == (30, False, 5, 10, 0, 5)
    assert answer["explanation"] == (
        f"The claim is false: {THIRTY} The claimer pays 5 tokens into the pot, doubling it to "
        "10, and deals next.")


def test_one_token_is_said_in_the_singular() -> None:
    answer = claim("AS 10S AH", 1)
    assert answer["explanation"] == ("The claim is true: AS 11 + 10S 10 + AH 11 = 32 points, at "
                                     "least 31. The claimer takes the pot of 1 token and deals "
                                     "next.")
    assert claim("AS", 1)["explanation"] == (
        "The claim is false: AS 11 = 11 points, short of 31. The claimer pays 1 token into the "
        "pot, doubling it to 2, and deals next.")


def test_settle_claim_says_every_figure() -> None:
    assert bura.settle_claim(31, 6) == {"valid": True, "pot_before": 6, "pot_after": 0,
                                        "claimant_collects": 6, "claimant_pays": 0}
    assert bura.settle_claim(30, 6) == {"valid": False, "pot_before": 6, "pot_after": 12,
                                        "claimant_collects": 0, "claimant_pays": 6}


def tally_of_thirty() -> Any:
    return bura.count(hands("AS 10S KS QH JH")[0])


def test_a_named_claimer_short_of_tokens_owes_the_rest() -> None:
    # 002 line 31: the pot is doubled; a claimer who cannot pay it all owes the rest.
    said = bura.claim_explanation(tally_of_thirty(), bura.settle_claim(30, 5), claimer="Olga",
                                  paid=3)
    assert str(said) == (f"The claim is false: {THIRTY} Olga must pay 5 tokens into the pot, "
                         "doubling it, and deals next. Olga has only 3 tokens to pay, so the pot "
                         "holds 8 and Olga owes the other 2: a buy-in pays it first.")
    one = bura.claim_explanation(tally_of_thirty(), bura.settle_claim(30, 1), claimer="Olga",
                                 paid=0)
    assert str(one).endswith("Olga must pay 1 token into the pot, doubling it, and deals next. "
                             "Olga has only 0 tokens to pay, so the pot holds 1 and Olga owes "
                             "the other 1: a buy-in pays it first.")
    single = bura.claim_explanation(tally_of_thirty(), bura.settle_claim(30, 4),
                                    claimer="Olga", paid=1)
    assert "Olga has only 1 token to pay, so the pot holds 5 and Olga owes the other 3" \
        in str(single)


def test_a_claimer_who_pays_exactly_the_pot_owes_nothing() -> None:
    # 002 line 31: paying the whole pot doubles it; there is no "other 0" to owe.
    said = bura.claim_explanation(tally_of_thirty(), bura.settle_claim(30, 5), claimer="Olga",
                                  paid=5)
    assert str(said) == (f"The claim is false: {THIRTY} Olga must pay 5 tokens into the pot, "
                         "doubling it, and deals next.")


def test_a_true_claim_names_its_claimer() -> None:
    tally = bura.count(hands("AS 10S AH")[0])
    said = bura.claim_explanation(tally, bura.settle_claim(32, 3), claimer="Olga", paid=0)
    assert str(said).endswith("Olga takes the pot of 3 tokens and deals next.")


def test_the_claim_reads_in_spanish_with_its_figures() -> None:
    answer = claim("AS 10S KS QH JH", 4)
    said = answer["explanation"].render("es")
    assert said.startswith("El cante es falso: AS 11 + 10S 10 + KS 4 + QH 3 + JH 2 = 30 ")
    assert " 31." in said and " 8" in said


def test_a_true_claim_of_31_reads_in_russian() -> None:
    # Russian says 31 with the form of 1 ("31 очко"): the singular template is looked up too.
    answer = claim("AS 10S QH QS JH JC", 4)
    assert answer["explanation"].render("ru").startswith(
        "Заявка верна: AS 11 + 10S 10 + QH 3 + QS 3 + JH 2 + JC 2 = 31 очко, не меньше 31.")


@pytest.mark.parametrize("captured, said", [
    ("", "a claim needs the cards the claimer captured"),
    ([], "a claim needs the cards the claimer captured"),
    (" ", "no cards given"),
])
def test_a_claim_with_no_cards_is_refused(captured: Any, said: str) -> None:
    with pytest.raises(InvalidInputError) as error:
        claim(captured, 2)
    assert error.value.field == "captured"
    assert str(error.value.message) == said


# --- special leads in words (000 lines 19-21, 002 lines 37, 44) -----------------------------

def test_a_lone_bura_takes_the_pot_in_words() -> None:
    answer = bura.special_lead(hands("AS AH AC", "7D KD 9D"), D, 0)
    assert answer["explanation"] == (
        "Diamonds are trumps. Player 0 holds three aces: AS AH AC. Player 1 holds a bura (three "
        "trumps): 7D KD 9D. Priority goes to a bura (three trumps) (in order: bura, three aces, "
        "molodka). Player 1 leads the bura; nothing but three higher trumps could beat it and no "
        "one else has a bura, so player 1 takes the pot and the hand ends.")


def test_three_aces_lead_and_play_goes_on_in_words() -> None:
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), D, 0)
    assert answer["explanation"].endswith(
        "Player 1 leads the three aces to the next trick, which is played out as usual.")
    assert answer["announcements"] == [
        {"player": 0, "combination": "molodka", "cards": ["6S", "9S", "QS"]},
        {"player": 1, "combination": "three aces", "cards": ["AS", "AH", "AC"]}]


def test_three_aces_winning_the_pot_say_so() -> None:
    # 002 line 44: some tables let three aces win the pot when no one has a bura.
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), D, 0, {"three_aces_win": True})
    assert answer["explanation"].endswith(
        "No one has a bura, and at this table three aces also win the pot: player 1 takes it "
        "and the hand ends.")


def test_the_bura_only_table_names_only_the_bura_when_no_one_holds_one() -> None:
    # 002 line 44: tables that recognise neither three aces nor molodka list only the bura.
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), D, 1, {"bura_only": True})
    assert answer["explanation"] == ("No one holds a special lead (bura; diamonds are trumps), "
                                     "so player 1 leads as usual.")
    answer = bura.special_lead(hands("6S 9S QS", "AS AH AC"), D, 1)
    assert answer["leader"] == 1 and answer["combination"] == "three aces"
    plain = bura.special_lead(hands("6S 9S QH", "7H 8C 9H"), D, 1)
    assert plain["explanation"] == ("No one holds a special lead (bura, three aces or molodka; "
                                    "diamonds are trumps), so player 1 leads as usual.")


def test_several_buras_play_a_trick_in_words() -> None:
    # 002 line 37: the earliest leads his bura, the others play theirs, the winner takes it.
    answer = bura.special_lead(hands("6D 7D 8D", "JS QS KS", "9D 10D AD"), D, 0)
    said = answer["explanation"]
    assert "Of the players holding a bura (three trumps), player 0 would play earliest to the " \
        "trick, so leads it." in said
    assert "Player 0 leads the bura, then player 2 in turn; player 2 wins that trick, takes " \
        "the pot and the hand ends. Diamonds are trumps. Player 0 leads 6D 7D 8D. " in said
    assert "Player 2 (9D 10D AD) beats the lead (6D 7D 8D) card by card" in said
    assert said.lower().count("player 0 leads the bura") == 1
    assert answer["bura_trick"]["winner"] == 1
    assert answer["bura_trick"]["winning_cards"] == ["9D", "10D", "AD"]
    assert answer["bura_trick"]["points"] == 21
    # the trick's own ruling names the players by seat, not by their order in that trick
    assert answer["bura_trick"]["explanation"].startswith(
        "Diamonds are trumps. Player 0 leads 6D 7D 8D. ")
    assert "Player 2 wins the trick with 9D 10D AD and takes 21 points" in \
        answer["bura_trick"]["explanation"]


def test_three_buras_name_every_other_holder() -> None:
    answer = bura.special_lead(hands("6D 7D 8D", "9D JD QD", "10D KD AD"), D, 1)
    assert answer["leader"] == 1 and answer["pot_winner"] == 2
    assert answer["bura_trick"]["players"] == [1, 2, 0]
    assert "Player 1 leads the bura, then player 2 and player 0 in turn; player 2 wins that " \
        "trick" in answer["explanation"]
    assert "Player 1 leads 9D JD QD. " in answer["explanation"]
    assert "Player 0 (6D 7D 8D) does not beat the best play so far (10D KD AD)" \
        in answer["explanation"]


# --- the options where they are passed on ---------------------------------------------------

def test_special_leads_in_the_32_card_pack_refuse_sixes() -> None:
    # 002 line 48: the 32-card pack has no sixes.
    with pytest.raises(CardNotInPackError) as error:
        bura.special_lead(hands("6S 9S QS", "AS AH AC"), D, 0, {"pack": 32})
    assert error.value.field == "hands[0]"
    assert str(error.value.message) == "6S is not in Bura's 32-card pack"
    assert bura.special_lead(hands("7S 9S QS", "AS AH AC"), D, 0, {"pack": 32})["leader"] == 1


def test_special_leads_are_for_two_to_six_players() -> None:
    # 002 line 14: Bura is for up to six; seven hands are refused.
    seven = hands("6S 7S 8S", "6H 7H 8H", "6C 7C 8C", "9S 10S JS", "9H 10H JH", "9C 10C JC",
                  "6D 7D 8D")
    with pytest.raises(InvalidInputError) as error:
        bura.special_lead(seven, D, 0)
    assert error.value.field == "hands"
    assert str(error.value.message) == "give one hand for each of the 2 to 6 players"
    assert bura.special_lead(seven[:6], D, 5)["leader"] == 5  # all molodkas: seat 5 is first


def test_special_leads_need_a_trump() -> None:
    with pytest.raises(InvalidInputError) as error:
        bura.special_lead(hands("6S 9S QS", "AS AH AC"), None, 0)  # type: ignore[arg-type]
    assert error.value.field == "trump"
    assert str(error.value.message) == ("Bura always has trumps: give the suit of the turned-up "
                                        "card")


def test_the_showdown_passes_three_aces_win_on() -> None:
    # 002 line 44, asked through the API's showdown.
    body = {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D", "options": {"three_aces_win": True}}
    answer = requests.showdown("bura", body)
    assert answer["winner"] == 1
    assert answer["explanation"].endswith("three aces also win the pot: player 1 takes it and "
                                          "the hand ends.")
    assert answer["hands"][1] == {"player": 1, "category": "three aces",
                                  "description": "three aces", "cards": ["AS", "AH", "AC"]}
    assert answer["hands"][0]["description"] == "a molodka (three cards of one non-trump suit)"


def test_the_showdown_passes_bura_only_on() -> None:
    body = {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D", "options": {"bura_only": True}}
    answer = requests.showdown("bura", body)
    assert answer["winner"] is None
    assert [h["category"] for h in answer["hands"]] == ["none", "none"]
    assert answer["hands"][0]["description"] == "no special lead"


def test_the_showdown_has_no_rounds() -> None:
    with pytest.raises(InvalidInputError) as error:
        requests.showdown("bura", {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D",
                                   "round": "grande"})
    assert error.value.field == "round"
    assert str(error.value.message) == "Bura has no rounds: leave round empty"


def test_the_showdown_needs_a_trump_and_says_so() -> None:
    with pytest.raises(InvalidInputError) as error:
        requests.showdown("bura", {"hands": ["6S 9S QS", "AS AH AC"]})
    assert str(error.value.message) == ("Bura always has trumps: give the suit of the turned-up "
                                        "card")


def test_the_showdown_in_the_32_card_pack_refuses_sixes() -> None:
    with pytest.raises(CardNotInPackError):
        requests.showdown("bura", {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D",
                                   "options": {"pack": 32}})


# --- the lead notes of a trick (000 lines 19-20, 002 line 44) --------------------------------

BURA_NOTE = ("It is a bura: whoever wins this trick takes the pot and the hand ends; to beat it "
             "a play must outrank all three trumps.")
ACES_NOTE = ("Three aces also win the pot at this table (no bura was shown): whoever wins this "
             "trick takes the pot and the hand ends.")
MOLODKA_NOTE = "It is a molodka (three cards of one non-trump suit)."


def test_a_bura_led_says_what_it_does() -> None:
    said = trick([["6D", "7D", "9D"], ["8D", "JD", "QD"]])["explanation"]
    assert said.startswith(f"Diamonds are trumps. First player leads 6D 7D 9D. {BURA_NOTE} ")
    assert ACES_NOTE not in said and MOLODKA_NOTE not in said


def test_three_aces_led_say_they_win_the_pot_only_with_the_option() -> None:
    plays = [["AS", "AH", "AC"], ["6D", "7D", "8D"]]
    said = trick(plays, options={"three_aces_win": True})["explanation"]
    assert said.startswith("Diamonds are trumps. First player leads AS AH AC, three aces (a "
                           f"special lead, so its suits may be mixed). {ACES_NOTE} ")
    plain = trick(plays)["explanation"]
    assert ACES_NOTE not in plain and MOLODKA_NOTE not in plain and BURA_NOTE not in plain
    assert "three aces (a special lead" in plain


def test_a_molodka_led_is_named_except_at_a_bura_only_table() -> None:
    plays = [["6S", "7S", "9S"], ["8D", "JD", "QD"]]
    said = trick(plays)["explanation"]
    assert said.startswith(f"Diamonds are trumps. First player leads 6S 7S 9S. {MOLODKA_NOTE} ")
    bura_only = trick(plays, options={"bura_only": True})["explanation"]
    assert MOLODKA_NOTE not in bura_only
    assert bura_only.startswith("Diamonds are trumps. First player leads 6S 7S 9S. ")


def test_an_ordinary_lead_has_no_note() -> None:
    said = trick([["6S", "7S"], ["8D", "JD"]])["explanation"]
    assert said.startswith("Diamonds are trumps. First player leads 6S 7S. ")
    assert "It is" not in said and "XX" not in said


def test_a_three_aces_lead_is_not_special_at_a_bura_only_table_through_the_api() -> None:
    ruling = trick([["AS", "AH", "AC"], ["6D", "7D", "8D"]], options={"bura_only": True})
    assert [v["rule"] for v in ruling["violations"]] == ["lead-one-suit"]


def test_a_lead_of_four_names_bura_and_its_sizes() -> None:
    ruling = trick([["6S", "7S", "8S", "9S"], ["6D", "7D", "8D", "9D"]])
    said = ruling["violations"][0]["message"]
    assert said.startswith("in Bura a lead is 1, 2 or 3 ")
    assert said.endswith(": 4 were led (6S 7S 8S 9S)")


def test_face_down_plays_without_closed_cards_are_refused_in_words() -> None:
    with pytest.raises(InvalidInputError) as error:
        trick([["QS", "7S"], ["9D", "JS"]], context={"face_down": [1]})
    assert str(error.value.message) == ("plays go face down only in the closed-cards game: turn "
                                        "on the closed cards option")


def test_a_trick_without_trumps_names_bura() -> None:
    with pytest.raises(InvalidInputError) as error:
        requests.rule_trick("bura", {"trump": None, "plays": [["QS"], ["JS"]]})
    assert str(error.value.message) == ("Bura always has trumps: give the suit of the turned-up "
                                        "card")
