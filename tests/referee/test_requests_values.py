"""The referee's front door (referee/requests.py): every game answers the questions it declares
and says plainly which it has none of; a trick's plays and hands, a showdown's hands and a count's
cards are checked once, each refusal naming its field in words."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from referee import requests
from referee.cards import Suit, parse_card
from referee.errors import InvalidInputError, RefereeError, UnsupportedError
from referee.games import GAMES

ANSWERS = {
    "bura": {"trick", "count", "showdown", "claim"},
    "kozel": {"trick", "count", "showdown", "score"},
    "toepen": {"trick", "score"},
    "chicago": {"trick", "showdown", "score"},
    "aggravation": set(),
    "burraco": {"count", "score"},
    "tute": {"trick", "count", "score"},
    "mus": {"showdown", "score"},
    "twenty-five": {"trick", "score", "claim"},
    "one-eyed-jack": {"score", "play"},
    "truc": {"trick", "score"},
    "nuts": {"score"},
    "back-alley": {"trick", "score"},
    "nine-card-don": {"trick", "count", "score"},
    "belote": {"trick", "count", "score"},
}
ASK: dict[str, Callable[[str, Any], Any]] = {
    "trick": requests.rule_trick, "count": requests.count, "showdown": requests.showdown,
    "score": requests.score, "claim": requests.claim, "play": requests.play}


def refusal(ask: Callable[[str, Any], Any], key: str, body: Any) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        ask(key, body)
    return caught.value


def test_each_game_answers_the_questions_it_declares() -> None:
    assert set(GAMES) == set(ANSWERS)
    for key, answers in ANSWERS.items():
        assert {q for q in requests.QUESTIONS if requests.supports(key, q)} == answers, key


@pytest.mark.parametrize("key, question", [
    (key, q) for key in ANSWERS for q in requests.QUESTIONS if q not in ANSWERS[key]])
def test_a_question_a_game_does_not_answer_is_refused_in_words(key: str, question: str) -> None:
    body = {"trick": {"plays": ["AS"]}, "count": {"cards": "AS"},
            "showdown": {"hands": ["AS", "KS"]}}.get(question, {})  # a body read before
    caught = refusal(ASK[question], key, body)
    assert isinstance(caught, UnsupportedError) and caught.field == "game"
    assert str(caught.message) == f"{GAMES[key].name} has no {question} ruling"
    if (key, question) == ("mus", "trick"):  # each question's own words in each language
        assert caught.message.render("es") == "Mus no arbitra bazas"


def test_a_question_no_game_answers_is_named() -> None:
    with pytest.raises(UnsupportedError) as caught:
        requests._judge(GAMES["nuts"], "bid")
    assert str(caught.value.message) == "Nuts has no bid ruling"


@pytest.mark.parametrize("key, shown", [("nope", "'nope'"), (5, "'5'"), (None, "'None'"),
                                        (["belote"], '"[\'belote\']"')])
def test_an_unknown_game_is_refused(key: Any, shown: str) -> None:
    caught = refusal(requests.score, key, {})
    assert caught.field == "game"
    assert str(caught.message) == (
        f"{shown} is not a game here; games: bura, kozel, toepen, chicago, aggravation, "
        "burraco, tute, mus, twenty-five, one-eyed-jack, truc, nuts, back-alley, "
        "nine-card-don, belote")
    assert not requests.supports("belote", "bid")


# --- a trick (Belote, 003 lines 519–521: follow suit) ---

def test_a_trick_is_read_with_its_hands_trump_options_and_context() -> None:
    trick = requests.parse_trick("belote", {"plays": ["AS", "KS"], "hands": ["AS 7S", None],
                                            "trump": "H", "context": {"broken": True}})
    assert trick.plays == ((parse_card("AS"),), (parse_card("KS"),))
    assert trick.hands == ((parse_card("AS"), parse_card("7S")), None)
    assert (trick.trump, trick.context) == (Suit.HEARTS, {"broken": True})
    assert trick.options == GAMES["belote"].defaults()
    unknown = requests.parse_trick("belote", {"plays": ["AS", "KS"], "hands": [None, ""],
                                              "trump": "H"})
    assert unknown.hands is None and unknown.context == {}


def test_the_hands_given_are_judged() -> None:
    # 003 line 519: a player holding a spade must follow the spade led; 7H does not
    ruled = requests.rule_trick("belote", {"plays": ["AS", "7H"], "hands": ["AS", "7H KS"],
                                           "trump": "C"})
    assert len(ruled["violations"]) == 1
    unjudged = requests.rule_trick("belote", {"plays": ["AS", "7H"], "trump": "C"})
    assert unjudged["violations"] == [] and unjudged["winner"] == 0


@pytest.mark.parametrize("body, field, words", [
    ({"plays": [], "trump": "H"}, "plays",
     "plays must be a list of 1 to 12 plays, the led one first"),
    ({"plays": ["AS"] * 13, "trump": "H"}, "plays",
     "plays must be a list of 1 to 12 plays, the led one first"),
    ({"plays": ["AS", ""], "trump": "H"}, "plays[1]", "no cards given"),
    ({"plays": ["AS", "AS"], "trump": "H"}, "plays",
     "AS is given 2 times, but Belote's 32-card pack holds it only once"),
    ({"plays": ["AS", "KS"], "hands": "AS", "trump": "H"}, "hands",
     "hands must give one hand for each play"),
    ({"plays": ["AS", "KS"], "hands": ["AS"], "trump": "H"}, "hands",
     "hands must give one hand for each play"),
    ({"plays": ["AS", "KS"], "hands": ["AS 7S", "KS AS"], "trump": "H"}, "hands",
     "AS is given 2 times, but Belote's 32-card pack holds it only once"),
    ({"plays": ["AS", "KS"], "hands": ["AS 7S", "QS"], "trump": "H"}, "hands[1]",
     "second player plays KS, which is not in the hand given (QS); a hand is the cards held "
     "just before the trick, the played ones included"),
    ({"plays": ["AS", "KS"], "hands": ["7S", None], "trump": "H"}, "hands[0]",
     "first player plays AS, which is not in the hand given (7S); a hand is the cards held "
     "just before the trick, the played ones included"),
])
def test_each_bad_trick_is_refused_in_words(body: dict[str, Any], field: str,
                                            words: str) -> None:
    caught = refusal(requests.rule_trick, "belote", body)
    assert (caught.field, str(caught.message)) == (field, words)


def test_a_multi_card_trick_is_checked_against_the_hands_given() -> None:
    # Bura (002): the referee's door checks each play against its hand for every game
    caught = refusal(requests.rule_trick, "bura", {"plays": ["AS", "KS"],
                                                   "hands": ["AS 7S", "QS 7D"], "trump": "H"})
    assert (caught.field, str(caught.message)) == (
        "hands[1]", "second player plays KS, which is not in the hand given (QS 7D); a hand is "
                    "the cards held just before the trick, the played ones included")


def test_a_trick_refused_in_spanish() -> None:
    caught = refusal(requests.rule_trick, "belote", {"plays": ["AS", "KS"], "hands": ["AS"],
                                                     "trump": "H"})
    assert caught.message.render("es") == "hands tiene que dar una mano por cada jugada"


# --- a count and a showdown ---

def test_a_count_through_the_front_door() -> None:
    # Belote (003 line 522): an ace 11, a ten 10 in a plain suit
    answer = requests.count("belote", {"cards": "AS 10S", "trump": "H"})
    assert answer["points"] == 21
    assert answer["breakdown"] == [{"card": "AS", "points": 11}, {"card": "10S", "points": 10}]
    # the trump passed on: JH 20 and 9H 14 as trumps (003 line 522), 2 and 0 otherwise
    assert requests.count("belote", {"cards": "JH 9H", "trump": "H"})["points"] == 34
    assert requests.count("belote", {"cards": "JH 9H", "trump": "S"})["points"] == 2
    caught = refusal(requests.count, "belote", {"trump": "H"})
    assert (caught.field, str(caught.message)) == ("cards", "cards is missing")


def test_a_showdown_through_the_front_door() -> None:
    # Chicago (000 line 53): two pair scores 2; the round names the moment
    answer = requests.showdown("chicago", {"hands": ["KH KD 7S 7C AH", "JS JD 9C 4H AD"],
                                           "round": "first", "options": {}})
    assert (answer["winner"], answer["points"]) == (0, 2)
    assert str(answer["explanation"]).startswith("At the first showdown, player 0 holds")


def test_a_showdown_passes_its_trump_and_options_on() -> None:
    # Bura (002 line 44): three aces win the pot only where the table plays so; a molodka is
    # three cards of one suit other than the trump
    body = {"hands": ["6S 9S QS", "AS AH AC"], "trump": "D"}
    assert str(requests.showdown("bura", body | {"options": {"three_aces_win": True}})[
        "explanation"]).endswith("three aces also win the pot: player 1 takes it and the hand "
                                 "ends.")
    assert requests.showdown("bura", body | {"options": {"bura_only": True}})["winner"] is None
    plain = requests.showdown("bura", body)
    assert plain["hands"][0]["description"] == "a molodka (three cards of one non-trump suit)"
    assert requests.showdown("bura", body | {"trump": "S"})["hands"][0]["category"] != \
        plain["hands"][0]["category"]


@pytest.mark.parametrize("body, field, words", [
    ({"hands": ["KH KD 7S 7C AH"]}, "hands", "hands must be a list of two or more hands"),
    ({"hands": ["KH KD 7S 7C AH"] * 13}, "hands", "hands must be a list of two or more hands"),
    ({"hands": ["KH KD 7S 7C AH", ""]}, "hands[1]", "no cards given"),
    ({"hands": ["KH KD 7S 7C AH", "JS JD 9C 4H AH"]}, "hands",
     "AH is given 2 times, but Chicago's 52-card pack holds it only once"),
    ({"hands": ["KH KD 7S 7C AH", "JS JD 9C 4H AD"], "round": 5}, "round",
     "round must be text"),
])
def test_each_bad_showdown_is_refused_in_words(body: dict[str, Any], field: str,
                                               words: str) -> None:
    caught = refusal(requests.showdown, "chicago", body)
    assert (caught.field, str(caught.message)) == (field, words)


def test_a_showdowns_round_is_read_as_text_of_twenty_characters() -> None:
    caught = refusal(requests.showdown, "chicago",
                     {"hands": ["KH KD 7S 7C AH", "JS JD 9C 4H AD"], "round": "first" + "x" * 30})
    assert str(caught.message).startswith(f"{'first' + 'x' * 15!r} is not a Chicago showdown")


# --- a hand scored for the table ---

def test_a_hand_scored_for_the_table() -> None:
    # Nuts (003 line 371): +1 a foundation card, −2 a reserve card
    scored = requests.hand_score("nuts", {"foundation": [10, 5], "reserve": [3, 0]})
    assert (scored.award.by, scored.award.points) == ("seat", (4, 5))
    assert scored.breakdown[0] == "player 0: 10 foundation − 2 × 3 reserve = 4; total 0 → 4"


def test_a_calculator_without_an_award_is_said_plainly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(requests, "score", lambda key, raw: {"points": [1, 2]})
    with pytest.raises(InvalidInputError) as caught:
        requests.hand_score("nuts", {})
    assert (caught.value.field, str(caught.value.message)) == (
        "body", "the Nuts calculator gave no award")
    assert caught.value.message.render("es").startswith("la calculadora de Nuts")
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


@pytest.mark.parametrize("error, said", [(ValueError("the calculator broke"),
                                          "the calculator broke"), (ValueError(), "")])
def test_a_calculators_fault_in_plain_words_is_kept(monkeypatch: pytest.MonkeyPatch,
                                                    error: ValueError, said: str) -> None:
    def broken(answer: Any, name: str) -> Any:
        raise error
    monkeypatch.setattr(requests.HandScore, "read", broken)
    with pytest.raises(InvalidInputError) as caught:
        requests.hand_score("nuts", {"foundation": [10, 5], "reserve": [3, 0]})
    assert (caught.value.field, caught.value.message) == ("body", said)


def test_a_claim_and_a_play_through_the_front_door() -> None:
    # Bura (002 line 31): AS 10S KS QH QD JC = 33, a true claim collects the pot
    claim = requests.claim("bura", {"captured": "AS 10S KS QH QD JC", "pot": 4})
    assert (claim["points"], claim["valid"], claim["claimant_collects"]) == (33, True, 4)
    caught = refusal(requests.play, "one-eyed-jack", {})
    assert caught.field == "chips"
