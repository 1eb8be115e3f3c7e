"""Partner, seat and first-dealer draws, from shared/rules/000 lines 83–97 ("Setting up a
partnership card game"), 003 line 13 (Burraco: two highs against two lows) and 003 lines 436–438
(Nine-Card Don: high-card draw, aces high)."""

from __future__ import annotations

import hashlib
import itertools
import random
from typing import Any, Sequence

import pytest

from referee import draws
from referee.errors import InvalidInputError

FOUR = ["Ann", "Bob", "Cy", "Dee"]
SIX = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def alternating(seating: Sequence[str], teams: Sequence[Sequence[str]]) -> bool:
    """The sides come round in the same order every time: A-B-A-B, A-B-C-A-B-C."""
    team_of = {name: i for i, team in enumerate(teams) for name in team}
    k = len(teams)
    return all(team_of[seating[i]] == team_of[seating[(i + k) % len(seating)]]
               for i in range(len(seating)))


def partners_apart(seating: Sequence[str], teams: Sequence[Sequence[str]]) -> bool:
    """No two partners side by side, seat n−1 being next to seat 0."""
    team_of = {name: i for i, team in enumerate(teams) for name in team}
    return all(team_of[seating[i]] != team_of[seating[(i + 1) % len(seating)]]
               for i in range(len(seating)))


# --- the card draws (000 lines 89-90) ---

def test_red_black_draw_reds_play_the_blacks() -> None:
    result = draws.draw("red-black", FOUR, random.Random(7))
    assert result.cards == (("Ann", ("AC",)), ("Bob", ("AD",)), ("Cy", ("AH",)),
                            ("Dee", ("AS",)))
    assert result.teams == (("Bob", "Cy"), ("Ann", "Dee"))
    assert result.team_labels == ("red", "black")
    assert result.seating == ("Dee", "Cy", "Ann", "Bob") and result.first_dealer == "Ann"
    assert "red: Bob and Cy; black: Ann and Dee" in result.explanation


def test_three_suits_of_two_cards_make_three_teams_of_two() -> None:
    # 000 line 90: three teams of two use three suits with two cards each.
    result = draws.draw("suits-3x2", SIX, random.Random(7))
    assert result.teams == (("Bob", "Eve"), ("Dee", "Fay"), ("Ann", "Cy"))
    assert result.team_labels == ("spades", "hearts", "diamonds")
    assert result.seating == ("Dee", "Cy", "Eve", "Fay", "Ann", "Bob")  # A-B-C-A-B-C


def test_two_suits_of_three_cards_make_two_teams_of_three() -> None:
    result = draws.draw("suits-2x3", SIX, random.Random(7))
    assert result.teams == (("Bob", "Eve", "Fay"), ("Ann", "Cy", "Dee"))
    assert result.seating == ("Cy", "Fay", "Ann", "Bob", "Dee", "Eve")  # A-B-A-B-A-B
    assert dict(result.cards)["Bob"] == ("AS",)


def test_high_card_draw_highest_chooses_aces_high() -> None:
    # 003 line 438: whoever draws the higher card (aces high) chooses.
    result = draws.draw("high-card", FOUR, random.Random(7))
    assert dict(result.cards) == {"Ann": ("10H",), "Bob": ("AC",), "Cy": ("9D",),
                                  "Dee": ("4S",)}
    assert result.chooser == "Bob" and result.first_dealer is None and result.teams == ()
    assert result.explanation.endswith("Bob drew highest (AC) and chooses.")


def test_high_card_tie_for_highest_is_drawn_again_among_the_tied() -> None:
    result = draws.draw("high-card", FOUR, random.Random(0))
    assert dict(result.cards) == {"Ann": ("QD", "2D"), "Bob": ("2S",), "Cy": ("8C",),
                                  "Dee": ("QC", "7S")}
    assert result.chooser == "Dee"
    assert "Ann and Dee tie and draw again" in result.explanation


def test_two_highs_against_two_lows() -> None:
    # 003 line 13: deal four cards, the two highs against the two lows.
    result = draws.draw("highs-lows", FOUR, random.Random(7))
    assert result.teams == (("Ann", "Bob"), ("Cy", "Dee"))  # 10H AC against 9D 4S
    assert result.team_labels == ("high", "low")
    assert result.seating == ("Dee", "Bob", "Cy", "Ann")


def test_highs_lows_tie_across_the_cut_is_drawn_again() -> None:
    result = draws.draw("highs-lows", FOUR, random.Random(11))
    # QH is high and 9H low; Bob's 10S and Cy's 10H tie for the second high place.
    assert dict(result.cards) == {"Ann": ("9H",), "Bob": ("10S", "2D"), "Cy": ("10H", "9D"),
                                  "Dee": ("QH",)}
    assert result.teams == (("Cy", "Dee"), ("Ann", "Bob"))


def test_teams_by_agreement_draw_only_the_seats() -> None:
    # 000 line 94: teams by mutual agreement.
    result = draws.draw("agreement", [["Ann", "Cy"], ["Bob", "Dee"]], random.Random(7))
    assert result.teams == (("Ann", "Cy"), ("Bob", "Dee")) and result.cards == ()
    assert result.seating == ("Cy", "Bob", "Ann", "Dee") and result.first_dealer == "Cy"


def test_individuals_get_a_seating_order_and_first_dealer() -> None:
    result = draws.draw("individuals", FOUR, random.Random(7))
    assert result.teams == () and result.seating == ("Dee", "Bob", "Ann", "Cy")
    assert result.first_dealer == "Dee"


def test_draw_to_dict_gives_cards_by_name() -> None:
    out = draws.draw("red-black", FOUR, random.Random(7)).to_dict()
    assert out["cards"]["Ann"] == ["AC"] and out["teams"] == [["Bob", "Cy"], ["Ann", "Dee"]]
    assert out["kind"] == "red-black" and out["chooser"] is None


# --- seating (000 lines 96-97) ---

@pytest.mark.parametrize("teams, arrangements", [
    ([["Ann", "Cy"], ["Bob", "Dee"]], 8),                                   # A-B-A-B
    ([["Ann", "Dee"], ["Bob", "Eve"], ["Cy", "Fay"]], 48),                  # A-B-C-A-B-C
    ([["Ann", "Cy", "Eve"], ["Bob", "Dee", "Fay"]], 72),                    # A-B-A-B-A-B
])
def test_every_alternating_seating_is_reachable_and_partners_never_sit_together(
        teams: list[list[str]], arrangements: int) -> None:
    seen = set()
    for n in range(3000):
        result = draws.draw_from_seed("agreement", teams, f"seed-{n}")
        assert partners_apart(result.seating, result.teams)
        assert alternating(result.seating, result.teams)
        seen.add(result.seating)
    names = [n for t in teams for n in t]
    every = {p for p in itertools.permutations(names)
             if partners_apart(p, teams) and alternating(p, teams)}
    assert len(every) == arrangements and seen == every


@pytest.mark.parametrize("kind, players", [
    ("red-black", FOUR), ("suits-3x2", SIX), ("suits-2x3", SIX), ("highs-lows", FOUR)])
def test_drawn_partners_never_sit_side_by_side(kind: str, players: list[str]) -> None:
    for n in range(300):
        result = draws.draw(kind, players, random.Random(n))
        assert sorted(result.seating) == sorted(players)
        assert partners_apart(result.seating, result.teams)
        assert alternating(result.seating, result.teams)


def test_every_individual_seating_and_dealer_is_reachable() -> None:
    seen = {(r.seating, r.first_dealer) for r in
            (draws.draw("individuals", FOUR, random.Random(n)) for n in range(3000))}
    assert len(seen) == 24 * 4


# --- a verifiable draw ---

def test_commitment_is_the_sha256_of_the_seed() -> None:
    assert draws.commit("abc") == hashlib.sha256(b"abc").hexdigest()


def test_the_seed_gives_the_random_source_by_the_documented_recipe() -> None:
    seed = "5bc8fbbcbde5c0994164d8399f767c45"
    digest = hashlib.sha256(b"kibitzer-draw:" + seed.encode()).digest()
    by_hand = draws.draw("red-black", FOUR, random.Random(int.from_bytes(digest, "big")))
    assert draws.draw_from_seed("red-black", FOUR, seed) == by_hand
    assert by_hand.teams == (("Ann", "Bob"), ("Cy", "Dee"))


def test_new_seed_is_128_bits_of_hex_from_the_given_source() -> None:
    seed = draws.new_seed(random.Random(5))
    assert seed == "5bc8fbbcbde5c0994164d8399f767c45"
    assert len(draws.new_seed(random.Random(1))) == 32


def test_revealed_seed_verifies_the_published_draw() -> None:
    seed = draws.new_seed(random.Random(9))
    commitment = draws.commit(seed)
    published = draws.draw_from_seed("highs-lows", FOUR, seed)
    ok, message = draws.verify("highs-lows", FOUR, seed, commitment, published)
    assert ok and "gives exactly the published draw" in message
    assert draws.verify("highs-lows", FOUR, seed, commitment.upper(), published.to_dict())[0]


def test_tampered_seed_fails_verification() -> None:
    seed = draws.new_seed(random.Random(9))
    commitment = draws.commit(seed)
    published = draws.draw_from_seed("red-black", FOUR, seed)
    ok, message = draws.verify("red-black", FOUR, seed + "0", commitment, published)
    assert not ok and "does not match the commitment" in message


def test_tampered_result_fails_verification() -> None:
    seed = draws.new_seed(random.Random(9))
    commitment = draws.commit(seed)
    published = draws.draw_from_seed("red-black", FOUR, seed).to_dict()
    red, black = published["teams"]
    published["teams"] = [[red[0], black[0]], [red[1], black[1]]]
    ok, message = draws.verify("red-black", FOUR, seed, commitment, published)
    assert not ok and "published teams" in message


def test_different_player_order_is_a_different_draw() -> None:
    seed = draws.new_seed(random.Random(9))
    published = draws.draw_from_seed("individuals", FOUR, seed)
    ok, _ = draws.verify("individuals", list(reversed(FOUR)), seed, draws.commit(seed),
                         published)
    assert not ok


# --- bad input ---

@pytest.mark.parametrize("kind, players, field", [
    ("red-black", ["Ann", "Bob", "Cy"], "players"),
    ("suits-3x2", FOUR, "players"),
    ("suits-2x3", FOUR + ["Eve"], "players"),
    ("highs-lows", SIX, "players"),
    ("high-card", ["Ann"], "players"),
    ("individuals", [f"P{i}" for i in range(13)], "players"),
    ("red-black", ["Ann", "Bob", "ann ", "Dee"], "players[2]"),
    ("red-black", ["Ann", "", "Cy", "Dee"], "players[1]"),
    ("red-black", ["Ann", "  ", "Cy", "Dee"], "players[1]"),
    ("red-black", ["Ann", 7, "Cy", "Dee"], "players[1]"),
    ("red-black", "Ann Bob Cy Dee", "players"),
    ("individuals", ["Ann", "x" * 41], "players[1]"),
    ("agreement", [["Ann", "Cy"], ["Bob"]], "teams[1]"),
    ("agreement", [["Ann", "Cy"], ["Bob", "Dee", "Eve"]], "teams"),
    ("agreement", [["Ann", "Cy"], ["Bob", "ann"]], "teams[1][1]"),
    ("agreement", [["Ann", "Cy", "Bob", "Dee"]], "teams"),
    ("agreement", FOUR, "teams[0]"),
    ("coin-toss", FOUR, "kind"),
])
def test_bad_input_is_a_clear_error(kind: str, players: Any, field: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.draw(kind, players, random.Random(0))
    assert caught.value.field == field


def test_a_seed_must_be_text() -> None:
    with pytest.raises(InvalidInputError) as caught:
        draws.commit(42)  # type: ignore[arg-type]
    assert caught.value.field == "seed"
    with pytest.raises(InvalidInputError):
        draws.draw_from_seed("red-black", FOUR, "")
