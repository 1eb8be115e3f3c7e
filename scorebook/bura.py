"""Bura's actions at the table: the claim of 31, a bura shown, a hand played out with no claim.

The rulings come from :mod:`referee.bura`; here they move the tokens. Readings:
- A false claim pays into the pot as much as the pot holds. A claimer who has fewer tokens than
  that pays all they have and owes the rest, which the book shows; a ``buy_in`` pays it first.
- With the option ``three_aces_win``, the ``bura`` action also takes three aces, shown when
  nobody has a bura (the table vouches for that by tapping; a bura shown beats them).
- After a claim, true or false, the claimer deals next (rules 002). After a bura the deal passes
  to the left as usual, since the rules name no dealer for it. A hand played out with no claim
  is a draw: the pot stays, the same dealer deals again, and everyone antes again with the deal.
"""

from __future__ import annotations

from typing import Any

from referee import bura as rules
from referee.cards import read_cards, read_trump, suit_words, Shown
from referee.words import N_, clauses, join, say, say_n

from .events import EventError
from .kinds import Kind, declared_by, register
from .state import State


def in_hand(state: State, seat: int) -> int:
    """A player who did not ante this hand was not dealt in (002 line 20: everyone stakes),
    even if they bought in since; with no ante recorded, everyone with tokens is in."""
    anted = state.game_state.get("anted")
    if anted is not None and seat not in anted:
        raise EventError(say("{player} did not ante this hand, so is not in it",
                             player=state.named(seat)), "seat")
    if anted is None and state.tokens[seat] == 0:
        raise EventError(say("{player} has no tokens and did not ante, so is not in this hand",
                             player=state.named(seat)), "seat")
    return seat


def apply_claim(state: State, payload: dict[str, Any]) -> str:
    seat = in_hand(state, state.seat(payload.get("seat")))
    options = {name: value for name, value in state.options.items() if rules.GAME.option(name)}
    ruling = rules.CLAIM.ask({"captured": payload.get("captured"), "pot": state.pot,
                              "options": options}, rules.GAME)
    name = state.named(seat)
    tally = rules.count(list(read_cards(state.info.pack_for(state.options),
                                        payload.get("captured"), "captured")))
    claims = say("{player} claims 31.", player=name)
    ruling = dict(ruling, seat=seat)
    if ruling["valid"]:
        state.from_pot(seat, state.pot)
        ruling["explanation"] = join(claims, rules.claim_explanation(tally, ruling, name))
        line = say_n("{player} claims 31 with {n} point: true, takes the pot of {pot}",
                     "{player} claims 31 with {n} points: true, takes the pot of {pot}",
                     ruling["points"], player=name, pot=ruling["pot_before"])
    else:
        due = ruling["claimant_pays"]
        paid = min(due, state.tokens[seat])
        state.to_pot(seat, paid, "pay")
        state.owed[seat] += due - paid
        ruling["claimant_pays"] = paid
        ruling["claimant_owes"] = due - paid
        ruling["pot_after"] = state.pot
        ruling["explanation"] = join(claims, rules.claim_explanation(tally, ruling, name, paid))
        line = say_n("{player} claims 31 with {n} point: false, pays {paid} into the pot",
                     "{player} claims 31 with {n} points: false, pays {paid} into the pot",
                     ruling["points"], player=name, paid=paid)
        if paid < due:
            line = clauses(line, say("owes {owed} more", owed=due - paid))
    state.last_ruling = ruling
    state.end_hand(next_dealer=seat)
    return line


def apply_bura(state: State, payload: dict[str, Any]) -> str:
    seat = in_hand(state, state.seat(payload.get("seat")))
    pack = state.info.pack_for(state.options)
    trump = read_trump(payload.get("trump"))
    cards = read_cards(pack, payload.get("cards"), "cards", allow_empty=False)
    if trump is None:
        raise EventError(say("say which suit is trumps"), "trump")
    shown = Shown(cards)
    kind = rules.combination(cards, trump, state.options)
    aces = kind == rules.THREE_ACES and bool(state.options.get("three_aces_win"))
    if kind != rules.BURA and not aces:
        if state.options.get("three_aces_win"):
            raise EventError(say("a bura is three trumps (or, at this table, three aces); "
                                 "{cards} is not three {suit}", cards=shown,
                                 suit=suit_words(trump)), "cards")
        raise EventError(say("a bura is three trumps; {cards} is not three {suit}", cards=shown,
                             suit=suit_words(trump)), "cards")
    if state.pot == 0:
        raise EventError(say("the pot is empty"), "seat")
    won = state.pot
    state.from_pot(seat, won)
    name = state.named(seat)
    if aces:
        why = say("Three aces ({cards}), with nobody holding a bura, also win the pot at this "
                  "table: the hand ends and they take the pot of {pot}.", cards=shown, pot=won)
        line = say("{player} shows three aces ({cards}): takes the pot of {pot}", player=name,
                   cards=shown, pot=won)
    else:
        why = say("A bura ({cards}, three {suit}) ends the hand and takes the pot of {pot}.",
                  cards=shown, suit=suit_words(trump), pot=won)
        line = say("{player} shows a bura ({cards}): takes the pot of {pot}", player=name,
                   cards=shown, pot=won)
    state.last_ruling = {"seat": seat, "bura": [str(c) for c in cards], "combination": kind,
                         "pot_before": won, "explanation": why}
    state.end_hand(next_dealer=None)
    return line


def apply_played_out(state: State, payload: dict[str, Any]) -> str:
    state.last_ruling = {"explanation": say(
        "The cards ran out with no claim: the hand is a draw. The pot stays, and the same "
        "dealer deals again with everyone anteing again.")}
    state.end_hand(next_dealer=state.dealer, redeal=True)
    return say("Played out with no claim: a draw; the pot of {pot} carries over and {dealer} "
               "deals again", pot=state.pot, dealer=state.named(state.dealer))


_CARDS = {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
          "description": "cards in card notation, e.g. \"AS 10S KH\""}
register(Kind("claim", N_("Claim 31"), apply_claim, declared_by("claim"),
              what=N_("claim 31"), result=True, schema={
    "type": "object", "required": ["seat", "captured"],
    "properties": {"seat": {"type": "integer", "minimum": 0}, "captured": _CARDS}},
    doc="Bura: `seat` claims 31 and shows the `captured` cards. A true claim (31 or more) "
        "takes the pot; a false one pays into the pot as much as it holds. The claimer deals "
        "next."))
register(Kind("bura", N_("Show a bura"), apply_bura, declared_by("bura"),
              what=N_("show a bura"), result=True, schema={
    "type": "object", "required": ["seat", "cards", "trump"],
    "properties": {"seat": {"type": "integer", "minimum": 0}, "cards": _CARDS,
                   "trump": {"type": "string", "enum": ["S", "H", "D", "C"]}}},
    doc="Bura: `seat` shows a bura (three `cards` of the `trump` suit) and takes the pot. With "
        "the option three_aces_win, three aces shown when nobody has a bura take it too."))
register(Kind("played_out", N_("Played out, no claim"), apply_played_out,
              declared_by("played_out"), what=N_("played out, no claim"), result=True, schema={
    "type": "object", "properties": {}},
    doc="Bura: the cards ran out with no claim. The hand is a draw: the pot carries over and "
        "the same dealer deals again (with `deal` and `ante`, everyone antes again)."))

