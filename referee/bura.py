"""Bura: the Russian ace-ten game of multi-card leads and the claim of 31.

Rules followed: ``shared/rules/000`` (Bura for two, lines 1–31) and ``002`` (Bura for two to six,
lines 5–50), with the INDEX's reading for 002's lost tables.

- Ranking in every suit A > 10 > K > Q > J > 9 > 8 > 7 > 6; card points A 11, 10 10, K 4, Q 3,
  J 2, nine to six nothing (000). 120 points in the 36-card pack.
- The claim: a player who says they have taken 31 or more shows their tricks. A true claim takes
  the pot; a false one (30 or fewer) pays into the pot as much as the pot holds, doubling it
  (000: "equal to whatever it already contains"; 002: "double the pot"). Either way the claimer
  deals next (002).
- A hand played out with no claim is a draw: the pot stays and everyone antes again (000, 002).

Options (see :mod:`referee.catalog`): the 32-card pack without sixes, three aces also winning the
pot, closed cards (002). The 000 reading is the default wherever the two texts differ.
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import Card, Rank, Suit
from .catalog import GAMES, read_int
from .errors import InvalidInputError
from .requests import read_cards
from .rulings import Count, count_cards

CLAIM_TARGET = 31
POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                           Rank.JACK: 2}
"""Card points; nines to sixes count nothing."""
MAX_POT = 10**9


def card_points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points of captured cards, card by card (trumps count the same as other cards)."""
    return count_cards(cards, card_points)


def settle_claim(points: int, pot: int) -> dict[str, Any]:
    """What a claim of 31 does to the pot, given the points the claimer really took."""
    valid = points >= CLAIM_TARGET
    if valid:
        return {"valid": True, "pot_before": pot, "pot_after": 0, "claimant_collects": pot,
                "claimant_pays": 0}
    return {"valid": False, "pot_before": pot, "pot_after": pot * 2, "claimant_collects": 0,
            "claimant_pays": pot}


def claim(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Check a claim of 31: count the captured cards and settle the pot.

    Body: ``{"captured": [...], "pot": 4}``. A claim needs at least one captured card.
    """
    pack = GAMES["bura"].pack_for(options)
    captured_raw = body.get("captured")
    if captured_raw is None or captured_raw == "" or captured_raw == []:
        raise InvalidInputError("a claim needs the cards the claimer captured", "captured")
    captured = read_cards(pack, captured_raw, "captured", allow_empty=False)
    pot = read_int(body.get("pot", 0), "The pot", "pot")
    if pot < 0:
        raise InvalidInputError("the pot cannot be negative", "pot")
    if pot > MAX_POT:
        raise InvalidInputError("the pot is implausibly large", "pot")
    tally = count(captured)
    result = {"points": tally.points, "target": CLAIM_TARGET} | settle_claim(tally.points, pot)
    result["breakdown"] = tally.to_dict()["breakdown"]
    result["explanation"] = claim_explanation(tally, result)
    return result


def claim_explanation(tally: Count, result: Mapping[str, Any]) -> str:
    pot = result["pot_before"]
    if result["valid"]:
        return (f"The claim is true: {tally.sum_text}, at least {CLAIM_TARGET}. "
                f"The claimer takes the pot of {pot} and deals next.")
    return (f"The claim is false: {tally.sum_text}, short of {CLAIM_TARGET}. "
            f"The claimer pays {pot} into the pot, doubling it to {pot * 2}, and deals next.")
