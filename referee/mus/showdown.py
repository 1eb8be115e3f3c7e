"""Mus: the showdown question. Four hands shown, one round or all of them ruled."""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Sequence

from ..cards import Card, read_cards, Shown
from ..errors import CardNotInPackError, DuplicateCardError, InvalidInputError
from ..rulings import Showdown
from .hands import (PACK, HAND_SIZE, PLAYERS, ROUNDS, has_juego, round_title, rule_round,
                    team_of, total)
from ..words import clauses
from ..words import (Hand, Verbatim, join, say,
                    say_n)


# The showdown question

@dataclass(frozen=True)
class MusShowdown(Showdown):
    """A showdown that, asked about no round in particular, rules them all."""

    rounds: dict[str, dict[str, Any]] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if self.rounds is not None:
            out["rounds"] = self.rounds
        return out


def check_hands(hands: Any, options: Mapping[str, Any] | None = None,
                field: str = "hands") -> list[list[Card]]:
    """Four hands of four distinct cards of the Mus pack."""
    pack = PACK
    if not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS:
        raise InvalidInputError(say_n("Mus needs the {n} hand, in turn order from the mano",
                                      "Mus needs the {n} hands, in turn order from the mano",
                                      PLAYERS), field)
    checked: list[list[Card]] = []
    seen: dict[Card, int] = {}
    for i, hand in enumerate(hands):
        where = f"{field}[{i}]"
        if isinstance(hand, (list, tuple)) and all(isinstance(c, Card) for c in hand):
            cards = list(hand)
            for card in cards:
                if card not in pack:
                    raise CardNotInPackError(say("{card} is not in {pack}",
                                                 card=Shown(card), pack=pack.label),
                                             where, token=str(card))
        else:
            cards = read_cards(pack, hand, where)
        pack.check_copies(cards, where)
        if len(cards) != HAND_SIZE:
            raise InvalidInputError(say_n("a Mus hand is {n} card; {hand} has {held}",
                                          "a Mus hand is {n} cards; {hand} has {held}",
                                          HAND_SIZE, hand=Hand(i), held=len(cards)), where)
        for card in cards:
            if card in seen:
                raise DuplicateCardError(
                    say("{card} is in hand {first} and in hand {second}; the pack holds it once",
                        card=Shown(card), first=seen[card], second=i),
                    where, token=str(card))
            seen[card] = i
        checked.append(cards)
    return checked


def read_round(value: Any, field: str = "round") -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, str) and value.strip().lower() in ROUNDS:
        return value.strip().lower()
    raise InvalidInputError(
        say("{value} is not a Mus round: use grande, chica, pares, juego or punto",
            value=Verbatim(repr(str(value)[:40]))), field)


def _equal_pares(options: Mapping[str, Any] | None) -> str:
    value = (options or {}).get("equal_pares", "odd_card")
    if value not in ("odd_card", "mano"):
        raise InvalidInputError(say("equal pares go by the odd card or to the mano"),
                                "options.equal_pares")
    return str(value)


def _partner_bonuses(options: Mapping[str, Any] | None) -> bool:
    value = (options or {}).get("partner_bonuses", False)
    if not isinstance(value, bool):
        raise InvalidInputError(say("partner bonuses must be yes or no"),
                                "options.partner_bonuses")
    return value


def fourth_round(hands: Sequence[Sequence[Card]]) -> str:
    """"juego" when anyone holds 31 or more, else "punto"."""
    return "juego" if any(has_juego(h) for h in hands) else "punto"


def showdown(hands: Sequence[Sequence[Card]], round: str | None = None, trump: Any = None,
             options: Mapping[str, Any] | None = None) -> MusShowdown:
    """Rule a Mus round on the four hands (turn order, hand 0 the mano).

    ``round`` is ``"grande"``, ``"chica"``, ``"pares"``, ``"juego"`` or ``"punto"``:
    ``winner`` is the best hand, ``points`` the bonus its side collects (Pares, Juego, Punto;
    Grande and Chica have none), and each hand says its ``category``, ``description``,
    ``cards``, ``team``, ``total`` (Juego count) and ``bonus``. A round that is not played
    (Pares with no pares, Juego with no juego, Punto with a juego) has ``winner`` None.

    ``round`` None rules every round played, in order: ``winner`` None and ``points`` 0, each
    hand described round by round, and ``rounds`` holding each round's own answer
    (``winner``, ``team``, ``points``, ``hands``, ``explanation``). ``trump`` is unused.
    """
    name = read_round(round)
    cards = check_hands(hands, options)
    partner = _partner_bonuses(options)
    equal = _equal_pares(options)
    if name is not None:
        result = rule_round(cards, name, partner, equal)
        return MusShowdown(result.winner, result.hands, result.bonus, result.explanation)
    results = [rule_round(cards, r, partner, equal)
               for r in ("grande", "chica", "pares", fourth_round(cards))]
    entries = []
    for i, hand in enumerate(cards):
        parts = [r.hands[i] for r in results]
        entries.append({"category": "; ".join(p["category"] for p in parts[2:]),
                        "description": clauses(*(say("{round}: {description}",
                                                  round=round_title(r.round),
                                                  description=p["description"])
                                              for r, p in zip(results, parts))),
                        "cards": [str(c) for c in hand], "team": team_of(i),
                        "total": total(hand).points})
    return MusShowdown(None, tuple(entries), 0, join(*(r.explanation for r in results)),
                       {r.round: r.to_dict() for r in results})
