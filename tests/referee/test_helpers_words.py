"""The referee's small shared readers, each refusal with its field and words: sides of a
partnership hand (referee/sides.py), a list of moves replayed (moves.py), whole numbers
(numbers.py), the errors as JSON (errors.py) and the list of games (games.py); French
elision is with the words' other seams (tests/referee/test_words_grammar.py)."""

from __future__ import annotations

from typing import Any

import pytest

from referee import errors, moves, numbers, sides
from referee.cards import parse_card
from referee.errors import InvalidInputError
from referee.games import GAMES, game
from referee.words import N_, say


def refusal(call: Any) -> tuple[str | None, str]:
    with pytest.raises(InvalidInputError) as error:
        call()
    return error.value.field, str(error.value.message)


# --- sides of a partnership hand ---------------------------------------------------------------

def test_a_side_is_a_team_or_a_seat_read_as_its_team() -> None:
    assert [sides.read_team(v, "f", "x") for v in (0, 1, 2, 3)] == [0, 1, 0, 1]
    words = ("the taker must be team 0 or 1 (or a seat 0–3: seats 0 and 2 are team 0, seats 1 "
             "and 3 team 1)")
    for bad in (4, -1, True, "1", None, 1.0):
        assert refusal(lambda: sides.read_team(bad, "taker", N_("the taker"))) == ("taker",
                                                                                    words)


def test_a_pair_has_one_entry_for_each_team() -> None:
    assert sides.read_pair({"scores": [1, 2]}, "scores", "x") == [1, 2]
    assert sides.read_pair({}, "scores", "x", [0, 0]) == [0, 0]
    words = "scores must give its total for each of the two teams"
    for body in ({"scores": [1]}, {"scores": [1, 2, 3]}, {"scores": "1 2"}, {}):
        assert refusal(lambda: sides.read_pair(body, "scores", N_("its total"))) == ("scores",
                                                                                     words)


EVERY = ("AS KS QS JS 10S 9S 8S 7S AH KH QH JH 10H 9H 8H 7H "
         "AD KD QD JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C")


def pack() -> Any:
    return game("belote").pack_for()


def test_won_cards_in_tricks_of_four_making_the_whole_pack() -> None:
    cards = EVERY.split()
    won = sides.read_won({"won": [" ".join(cards[:8]), " ".join(cards[8:])]}, pack(), "x")
    assert [len(w) for w in won] == [8, 24] and won[0][0] == parse_card("AS")
    assert refusal(lambda: sides.read_won({"won": [" ".join(cards[:7]), " ".join(cards[7:])]},
                                          pack(), "x")) == (
        "won[0]", "team 0 took 7 cards, but tricks are four cards each")
    assert refusal(lambda: sides.read_won({"won": [" ".join(cards[:4]),
                                                   " ".join(cards[4:31])]}, pack(), "x")) == (
        "won[1]", "team 1 took 27 cards, but tricks are four cards each")
    assert refusal(lambda: sides.read_won({"won": [" ".join(cards[:4]), " ".join(cards[4:28])]},
                                          pack(), "x")) == (
        "won", "the won cards must be the whole 32-card pack; missing: 10C 9C 8C 7C")
    part = sides.read_won({"won": [" ".join(cards[:4]), ""]}, pack(), "x", whole=False)
    assert [len(w) for w in part] == [4, 0]
    assert sides.read_won({}, pack(), "x", whole=False, default=[[], []]) == [[], []]


def test_won_cards_refused_name_the_side_and_the_card() -> None:
    from referee.errors import RefereeError

    def refused(won: list[str], what: str = "x") -> tuple[str | None, str]:
        with pytest.raises(RefereeError) as error:
            sides.read_won({"won": won}, pack(), what, whole=False)
        return error.value.field, str(error.value.message)

    assert refused(["AS KS QS JS", "10S 9S 8S ZZ"]) == (
        "won[1]", "'ZZ' is not a card: write the rank then the suit (S H D C), as QS or 10H")
    assert refused(["AS KS QS JS", "AS 9S 8S 7S"]) == (
        "won", "AS is given 2 times, but Belote's 32-card pack holds it only once")
    assert refused(["AS KS QS JS"], N_("the cards it took in tricks")) == (
        "won", "won must give the cards it took in tricks for each of the two teams")


def test_one_card_over_a_trick_is_said_in_the_singular() -> None:
    cards = EVERY.split()
    assert refusal(lambda: sides.read_won({"won": [cards[0], ""]}, pack(), "x",
                                          whole=False))[1] == \
        "team 0 took 1 card, but tricks are four cards each"


# --- a list of moves -------------------------------------------------------------------------

def count_up(state: int, raw: Any, where: str) -> int:
    if raw.get("n") != state:
        raise InvalidInputError(say("expected {n}", n=state), "n")
    return state + 1


def test_moves_are_replayed_in_order() -> None:
    assert moves.replay_moves(0, [{"n": 0}, {"n": 1}], "knocks", N_("knocks"), "{}",
                              count_up) == 2
    assert moves.replay_moves(5, [], "knocks", N_("knocks"), "{}", count_up) == 5


def test_a_bad_move_is_named_by_its_number_and_field() -> None:
    assert refusal(lambda: moves.replay_moves(0, [{"n": 0}, {"n": 5}], "knocks", N_("knocks"),
                                              "{}", count_up)) == (
        "knocks[1].n", "move 1: expected 1")
    assert refusal(lambda: moves.replay_moves(0, [{"n": 0}, 3], "knocks", N_("knocks"),
                                              '{"n": 0}', count_up)) == (
        "knocks[1]", 'a move is an object like {"n": 0}')
    assert refusal(lambda: moves.replay_moves(0, {"n": 0}, "knocks", N_("knocks"), "{}",
                                              count_up)) == (
        "knocks", "knocks must be a list of knocks")


def test_a_refusal_in_plain_words_is_kept_as_it_was() -> None:
    def plain(state: int, raw: Any, where: str) -> int:
        raise InvalidInputError("no more", "x")
    assert refusal(lambda: moves.replay_moves(0, [{}], "m", N_("moves"), "{}", plain)) == (
        "m[0].x", "move 0: no more")


# --- whole numbers ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, value", [("12", 12), (" -3 ", -3), ("+4", 4), ("0", 0),
                                         ("1" * 15, int("1" * 15)), ("1" * 16, None),
                                         ("²", None), ("1.0", None), ("", None), (12, None),
                                         ("1 2", None)])
def test_whole_numbers_typed_as_text(text: Any, value: int | None) -> None:
    assert numbers.whole(text) == value


def test_whole_numbers_from_json() -> None:
    assert numbers.read_whole(7, N_("The pot"), "pot") == 7
    assert numbers.read_whole(7.0, N_("The pot"), "pot") == 7
    assert numbers.read_whole(" 8 ", N_("The pot"), "pot") == 8
    assert numbers.read_whole(10**15, N_("The pot"), "pot") == 10**15
    assert numbers.read_whole(-(10**15), N_("The pot"), "pot") == -(10**15)
    for bad in (True, 7.5, float("inf"), float("nan"), "seven", None, [7]):
        assert refusal(lambda: numbers.read_whole(bad, N_("The pot"), "pot")) == (
            "pot", "The pot must be a whole number")
    for big in (10**15 + 1, -(10**15) - 1, 1e16):
        assert refusal(lambda: numbers.read_whole(big, N_("The pot"), "pot")) == (
            "pot", "The pot is far too large")


# --- errors as JSON and the games ------------------------------------------------------------

def test_each_error_says_its_kind_and_field() -> None:
    assert errors.CardSyntaxError("bad", "plays[0]", "XX").to_dict() == {
        "error": "bad", "code": "card_syntax", "field": "plays[0]"}
    assert errors.CardSyntaxError("bad", "plays[0]", "XX").token == "XX"
    kinds = {cls.__name__: cls("m").to_dict()["code"] for cls in (
        errors.RefereeError, errors.CardNotInPackError, errors.DuplicateCardError,
        errors.InvalidInputError, errors.IllegalPlayError, errors.UnsupportedError)}
    assert kinds == {"RefereeError": "invalid", "CardNotInPackError": "card_not_in_pack",
                     "DuplicateCardError": "duplicate_card", "InvalidInputError": "invalid",
                     "IllegalPlayError": "illegal", "UnsupportedError": "unsupported"}
    assert errors.RefereeError("m").field is None and str(errors.RefereeError("m")) == "m"


def test_the_fifteen_games_by_key() -> None:
    assert len(GAMES) == 15 and game("mus").name == "Mus"
    assert list(GAMES)[:3] == ["bura", "kozel", "toepen"]
    field, words = refusal(lambda: game("poker"))
    assert field == "game"
    assert words == ("'poker' is not a game here; games: bura, kozel, toepen, chicago, "
                     "aggravation, burraco, tute, mus, twenty-five, one-eyed-jack, truc, nuts, "
                     "back-alley, nine-card-don, belote")
    assert refusal(lambda: game(["bura"]))[1].startswith("\"['bura']\" is not a game here")
    assert refusal(lambda: game("x" * 50))[1].startswith(f"'{'x' * 40}' is not a game here")
