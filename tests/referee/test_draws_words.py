"""Draws in words and figures (shared/rules/000 lines 83–97, "Setting up a partnership card
game"; 003 line 13, Burraco's highs against lows; 003 lines 436–438, Nine-Card Don's high card):
each draw's sentence as the players read it, every refusal's field and words, and the
verifiable draw's checks (the seed, its commitment, the published result)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from referee import draws
from referee.cards import parse_card
from referee.errors import InvalidInputError

FOUR = ["Ann", "Bob", "Cy", "Dee"]
SIX = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def refusal(kind: str, players: Any) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        draws.draw(kind, players, random.Random(0))
    return caught.value


# --- each draw in words ---

def test_red_and_black_in_words() -> None:
    # 000 line 89: the two reds play against the two blacks.
    result = draws.draw("red-black", FOUR, random.Random(7))
    assert str(result.explanation) == (
        "Drew Ann AC, Bob AD, Cy AH, Dee AS. Teams by colour: red: Bob and Cy; black: Ann and "
        "Dee. Seats clockwise: Dee, Cy, Ann, Bob. Ann deals first.")
    assert result.explanation.render("es") == (
        "Cartas: Ann AC, Bob AD, Cy AH, Dee AS. Parejas por color: rojas: Bob y Cy; negras: "
        "Ann y Dee. Asientos en el sentido del reloj: Dee, Cy, Ann, Bob. Reparte primero Ann.")
    assert result.kind == "red-black" and result.players == tuple(FOUR)
    assert result.chooser is None


def test_three_suits_in_words() -> None:
    # 000 line 90: three teams of two, three suits of two cards each.
    result = draws.draw("suits-3x2", SIX, random.Random(7))
    assert dict(result.cards) == {"Ann": ("AD",), "Bob": ("AS",), "Cy": ("KD",),
                                  "Dee": ("KH",), "Eve": ("KS",), "Fay": ("AH",)}
    assert str(result.explanation) == (
        "Drew Ann AD, Bob AS, Cy KD, Dee KH, Eve KS, Fay AH. Teams by suit: spades: Bob and "
        "Eve; hearts: Dee and Fay; diamonds: Ann and Cy. Seats clockwise: Dee, Cy, Eve, Fay, "
        "Ann, Bob. Dee deals first.")
    assert result.first_dealer == "Dee"


def test_two_suits_of_three_in_words() -> None:
    # 000 line 96: two teams of three sit A-B-A-B-A-B.
    result = draws.draw("suits-2x3", SIX, random.Random(7))
    assert result.team_labels == ("spades", "hearts")
    assert result.explanation.render("es") == (
        "Cartas: Ann KH, Bob AS, Cy QH, Dee AH, Eve KS, Fay QS. Equipos por palo: picas: Bob, "
        "Eve y Fay; corazones: Ann, Cy y Dee. Asientos en el sentido del reloj: Cy, Fay, Ann, "
        "Bob, Dee, Eve. Reparte primero Dee.")


def test_a_high_card_tie_is_told_round_by_round() -> None:
    # 003 line 438: the higher card chooses; Ann's QD and Dee's QC tie (suits do not rank).
    result = draws.draw("high-card", FOUR, random.Random(0))
    assert str(result.explanation) == (
        "Drew Ann QD, Bob 2S, Cy 8C, Dee QC; then Ann and Dee tie and draw again; then Ann 2D, "
        "Dee 7S. Dee drew highest (7S) and chooses.")
    assert result.explanation.render("es") == (
        "Cartas: Ann QD, Bob 2S, Cy 8C, Dee QC; luego Ann y Dee empatan y vuelven a sacar; "
        "luego Ann 2D, Dee 7S. Dee sacó la más alta (7S) y elige.")
    assert result.seating == tuple(FOUR) and result.team_labels == ()


def test_highs_against_lows_in_words() -> None:
    # 003 line 13: the two highs against the two lows; 10S and 10H tie across the cut.
    result = draws.draw("highs-lows", FOUR, random.Random(11))
    assert str(result.explanation) == (
        "Drew Ann 9H, Bob 10S, Cy 10H, Dee QH; then Bob and Cy tie and draw again; then Bob "
        "2D, Cy 9D. Highs: Cy and Dee; lows: Ann and Bob. Seats clockwise: Cy, Ann, Dee, Bob. "
        "Cy deals first.")
    assert result.seating == ("Cy", "Ann", "Dee", "Bob") and result.first_dealer == "Cy"
    assert result.chooser is None and result.kind == "highs-lows"


def test_highs_and_lows_without_a_tie_draw_one_card_each() -> None:
    # Aces high: AC and 10H are the highs, 9D and 4S the lows; nobody draws again.
    result = draws.draw("highs-lows", FOUR, random.Random(7))
    assert dict(result.cards) == {"Ann": ("10H",), "Bob": ("AC",), "Cy": ("9D",),
                                  "Dee": ("4S",)}
    assert "tie" not in str(result.explanation)
    assert str(result.explanation).startswith(
        "Drew Ann 10H, Bob AC, Cy 9D, Dee 4S. Highs: Ann and Bob; lows: Cy and Dee.")


def test_teams_by_agreement_in_words() -> None:
    # 000 lines 91–94: teams agreed at the table are lettered A, B, … in the order given.
    result = draws.draw("agreement", [["Ann", "Cy"], ["Bob", "Dee"]], random.Random(7))
    assert result.team_labels == ("A", "B") and result.players == ("Ann", "Cy", "Bob", "Dee")
    assert result.kind == "agreement"
    assert str(result.explanation) == (
        "Teams by agreement: A: Ann and Cy; B: Bob and Dee. Seats clockwise: Cy, Bob, Ann, "
        "Dee. Cy deals first.")
    assert result.explanation.render("es") == (
        "Parejas acordadas: A: Ann y Cy; B: Bob y Dee. Asientos en el sentido del reloj: Cy, "
        "Bob, Ann, Dee. Reparte primero Cy.")
    three = draws.draw("agreement", [["Ann", "Dee"], ["Bob", "Eve"], ["Cy", "Fay"]],
                       random.Random(7))
    assert three.team_labels == ("A", "B", "C") and three.chooser is None


def test_no_teams_in_words() -> None:
    result = draws.draw("individuals", FOUR, random.Random(7))
    assert str(result.explanation) == (
        "No teams. Seats clockwise: Dee, Bob, Ann, Cy. Dee deals first.")
    assert result.explanation.render("es") == (
        "Sin parejas. Asientos en el sentido del reloj: Dee, Bob, Ann, Cy. Reparte primero Dee.")
    assert (result.cards, result.team_labels, result.chooser) == ((), (), None)
    assert result.players == tuple(FOUR) and result.kind == "individuals"


def test_names_are_read_without_their_outer_spaces() -> None:
    result = draws.draw("individuals", [" Ann ", "Bob"], random.Random(7))
    assert result.players == ("Ann", "Bob")


def test_a_draw_as_json_gives_every_field() -> None:
    out = draws.draw("high-card", FOUR, random.Random(0)).to_dict()
    assert out == {
        "kind": "high-card", "players": FOUR,
        "cards": {"Ann": ["QD", "2D"], "Bob": ["2S"], "Cy": ["8C"], "Dee": ["QC", "7S"]},
        "teams": [], "team_labels": [], "seating": FOUR, "first_dealer": None,
        "chooser": "Dee", "explanation": out["explanation"]}
    assert str(out["explanation"]).endswith("Dee drew highest (7S) and chooses.")


def test_a_pack_that_runs_out_is_shuffled_anew() -> None:
    # Ties drawn again from the same pack: the 53rd card comes from a fresh pack.
    pack = draws._Pack(random.Random(3))
    dealt = [pack.deal() for _ in range(53)]
    assert len(set(dealt[:52])) == 52 and dealt[52] in dealt[:52]


def test_three_tied_for_the_two_high_places_draw_again_among_themselves() -> None:
    # Only a tie across the cut draws again: the clear high keeps its place.
    pack = draws._Pack(random.Random(0))
    pack.cards = [parse_card(c) for c in ("AS 9H 9D 9C 2S KD 5C".split())]
    drawn: dict[str, list[Any]] = {n: [] for n in FOUR}
    story: list[Any] = []
    high = draws._top(list(FOUR), 2, pack, drawn, story)
    assert high == ["Ann", "Cy"]  # AS, then 9D's KD beats 9H's 2S and 9C's 5C
    assert [str(s) for s in story] == ["Ann AS, Bob 9H, Cy 9D, Dee 9C",
                                       "Bob, Cy and Dee tie and draw again",
                                       "Bob 2S, Cy KD, Dee 5C"]


# --- refusals ---

@pytest.mark.parametrize("kind, players, field, words", [
    ("red-black", ["Ann", "Bob", "Cy"], "players", "this draw needs 4 players, not 3"),
    ("suits-2x3", FOUR, "players", "this draw needs 6 players, not 4"),
    ("high-card", ["Ann"], "players", "this draw needs 2 to 12 players, not 1"),
    ("individuals", [f"P{i}" for i in range(13)], "players",
     "this draw needs 2 to 12 players, not 13"),
    ("red-black", ["Ann", "Bob", "ann ", "Dee"], "players[2]",
     "'ann' is named twice; give each player a different name"),
    ("red-black", ["Ann", "", "Cy", "Dee"], "players[1]", "every player needs a name"),
    ("individuals", ["Ann", "x" * 41], "players[1]", "a name is at most 40 characters"),
    ("red-black", "Ann Bob Cy Dee", "players", "players must be a list of names"),
    ("agreement", [["Ann", "Cy"], ["Bob"]], "teams[1]", "a team is a list of two players or more"),
    ("agreement", [["Ann", "Cy"], ["Bob", "Dee", "Eve"]], "teams",
     "teams must be the same size for the sides to alternate round the table"),
    ("agreement", [["Ann", "Cy"], ["Bob", "ann"]], "teams[1][1]",
     "'ann' is in two teams; each player plays in one"),
    ("agreement", [["Ann", "Cy", "Bob", "Dee"]], "teams",
     "give two or more teams, each a list of names"),
    ("agreement", "Ann Cy", "teams", "give two or more teams, each a list of names"),
    ("agreement", ["Ann", "Cy"], "teams[0]", "a team is a list of two players or more"),
    ("agreement", [[f"A{i}", f"B{i}"] for i in range(7)], "teams", "at most 12 players"),
    ("agreement", [["Ann", "Cy"], ["", "Dee"]], "teams[1][0]", "every player needs a name"),
    ("highs-lows", FOUR[:3], "players", "this draw needs 4 players, not 3"),
    ("highs-lows", SIX[:5], "players", "this draw needs 4 players, not 5"),
    ("x" * 45, FOUR, "kind", f"{'x' * 40!r} is not a draw; draws: red-black, suits-3x2, "
                             "suits-2x3, high-card, highs-lows, agreement, individuals"),
    ("coin-toss", FOUR, "kind", "'coin-toss' is not a draw; draws: red-black, suits-3x2, "
                                "suits-2x3, high-card, highs-lows, agreement, individuals"),
])
def test_each_refusal_names_its_field_in_words(kind: str, players: Any, field: str,
                                               words: str) -> None:
    caught = refusal(kind, players)
    assert (caught.field, str(caught.message)) == (field, words)


def test_a_name_of_40_characters_and_twelve_players_are_taken() -> None:
    assert draws.read_players(["Ann", "x" * 40])[1] == "x" * 40
    assert len(draws.read_players([f"P{i}" for i in range(12)])) == 12
    six_a_side = [[f"A{i}" for i in range(6)], [f"B{i}" for i in range(6)]]
    assert len(draws.read_teams(six_a_side)) == 2


def test_a_draw_for_one_table_size_says_so_in_the_singular_too() -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.read_players(["Ann", "Bob"], least=1, most=1)
    assert str(caught.value.message) == "this draw needs 1 player, not 2"


@pytest.mark.parametrize("seed, words", [
    (42, "the seed must be text"), ("", "the seed must be text"),
    ("x" * 201, "the seed is at most 200 characters")])
def test_a_seed_is_text_of_at_most_200_characters(seed: Any, words: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.commit(seed)
    assert (caught.value.field, str(caught.value.message)) == ("seed", words)
    assert len(draws.commit("x" * 200)) == 64


# --- the verifiable draw: verify, check_seed and what the pages read of a draw ---

SEED = "4462ebfc5f915ef09cfbac6e7687a66e"  # draws.new_seed(random.Random(9))
COMMITMENT = "392db1561158ed0f90a64acfde99eb6bd23a34834acc0c89ed946703b755f539"
HIGHS_LOWS = ("Drew Ann 4S, Bob 7S, Cy 7C, Dee AH; then Bob and Cy tie and draw again; then "
              "Bob QC, Cy 4C. Highs: Bob and Dee; lows: Ann and Cy. Seats clockwise: Ann, Dee, "
              "Cy, Bob. Dee deals first.")


def test_a_seed_keeps_its_leading_zeros() -> None:
    # 128 bits are always 32 hex digits, so that a seed is copied and compared whole
    assert draws.new_seed(random.Random(34)) == "07158ab795f381835b6913cd87684f34"


def test_a_verified_draw_is_told_in_full() -> None:
    assert draws.new_seed(random.Random(9)) == SEED and draws.commit(SEED) == COMMITMENT
    published = draws.draw_from_seed("highs-lows", FOUR, SEED)
    ok, words = draws.verify("highs-lows", FOUR, SEED, COMMITMENT, published)
    assert ok and str(words) == ("the seed matches the commitment and gives exactly the "
                                 "published draw: " + HIGHS_LOWS)


def test_verify_refuses_in_words() -> None:
    published = draws.draw_from_seed("highs-lows", FOUR, SEED)
    assert draws.verify("highs-lows", FOUR, SEED, 42, published) == (  # type: ignore[arg-type]
        False, "the commitment must be the SHA-256 hex text published before the draw")
    ok, words = draws.verify("highs-lows", FOUR, SEED + "0", f" {COMMITMENT.upper()} ",
                             published)
    assert not ok and str(words) == (
        "the seed does not match the commitment: SHA-256 of the seed is "
        "4e2084b4660b2654fe3fa25543684d76de04d4dea24af012ba971f3dd28bd46e, the commitment was "
        + COMMITMENT.upper())
    assert draws.verify("highs-lows", FOUR, SEED, COMMITMENT, "teams") == (  # type: ignore
        False, "the published result must be a draw")
    changed = published.to_dict() | {"first_dealer": "Ann"}
    ok, words = draws.verify("highs-lows", FOUR, SEED, COMMITMENT, changed)
    assert not ok and str(words) == (
        "the seed matches the commitment, but the published first_dealer ('Ann') is not what "
        "the seed gives ('Dee')")


@pytest.mark.parametrize("key", ["teams", "seating", "first_dealer", "cards", "players"])
def test_verify_checks_every_part_of_the_published_draw(key: str) -> None:
    published = draws.draw_from_seed("highs-lows", FOUR, SEED).to_dict()
    del published[key]
    ok, words = draws.verify("highs-lows", FOUR, SEED, COMMITMENT, published)
    assert not ok and f"the published {key} (None)" in str(words)


def test_verify_checks_the_chooser_of_a_high_card_draw() -> None:
    seed = draws.new_seed(random.Random(4))
    published = draws.draw_from_seed("high-card", FOUR, seed).to_dict()
    others = [n for n in FOUR if n != published["chooser"]]
    ok, words = draws.verify("high-card", FOUR, seed, draws.commit(seed),
                             published | {"chooser": others[0]})
    assert not ok and "the published chooser" in str(words)


def test_check_seed_gives_the_draw_for_the_seed_promised() -> None:
    ok, words, result = draws.check_seed("highs-lows", FOUR, f" {SEED} ",
                                         f" {COMMITMENT.upper()}")
    assert ok and result == draws.draw_from_seed("highs-lows", FOUR, SEED)
    assert str(words) == ("Yes: the seed matches the commitment, and it gives this draw: "
                          + HIGHS_LOWS)


def test_a_long_commitment_is_quoted_by_its_first_64_characters() -> None:
    long = COMMITMENT + "ff" * 5
    assert str(draws.check_seed("highs-lows", FOUR, SEED, long)[1]).endswith(
        f"the commitment was {COMMITMENT}.")
    assert str(draws.verify("highs-lows", FOUR, SEED, long, {})[1]).endswith(
        f"the commitment was {COMMITMENT}")


def test_check_seed_gives_no_draw_for_another_seed() -> None:
    ok, words, result = draws.check_seed("highs-lows", FOUR, SEED + "0", COMMITMENT)
    assert not ok and result is None
    assert str(words) == (
        "No: this seed does not match the commitment. SHA-256 of the seed is "
        "4e2084b4660b2654fe3fa25543684d76de04d4dea24af012ba971f3dd28bd46e; the commitment was "
        f"{COMMITMENT}.")


@pytest.mark.parametrize("commitment", [None, "", "   ", 42])
def test_check_seed_needs_the_commitment(commitment: Any) -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.check_seed("highs-lows", FOUR, SEED, commitment)
    assert caught.value.field == "commitment"
    assert str(caught.value.message) == "paste the commitment shown before the draw"


def test_check_seed_refuses_a_seed_that_is_not_text() -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.check_seed("highs-lows", FOUR, 42, COMMITMENT)
    assert caught.value.field == "seed"


def test_the_seating_read_from_the_first_dealer() -> None:
    published = draws.draw_from_seed("highs-lows", FOUR, SEED)
    assert published.seating == ("Ann", "Dee", "Cy", "Bob")
    assert draws.from_dealer(published) == ("Dee", "Cy", "Bob", "Ann")
    chooser = draws.draw("high-card", FOUR, random.Random(0))  # no first dealer drawn
    assert draws.from_dealer(chooser) == tuple(FOUR)
    # a record whose dealer is not seated (an old draw, a name changed): the seats as drawn
    stray = dataclasses.replace(published, first_dealer="Zed")
    assert draws.from_dealer(stray) == ("Ann", "Dee", "Cy", "Bob")


def test_the_first_card_each_player_drew() -> None:
    published = draws.draw_from_seed("highs-lows", FOUR, SEED)
    assert draws.first_card(published, "Bob") == "7S"  # then QC, after the tie
    assert draws.first_card(published, "Zed") is None
    seats_only = draws.draw("individuals", FOUR, random.Random(7))
    assert draws.first_card(seats_only, "Ann") is None


def test_names_of_a_draw_in_drawing_order() -> None:
    assert draws.names_of("agreement", [["Ann", "Cy"], ["Bob", "Dee"]]) == (
        "Ann", "Cy", "Bob", "Dee")
    assert draws.names_of("red-black", [" Ann ", "Bob"]) == ("Ann", "Bob")
