"""Bura: the Russian ace-ten game of multi-card leads and the claim of 31.

Rules followed: ``shared/rules/000`` (Bura for two, lines 1–31) and ``002`` (Bura for two to six,
lines 5–50), with the INDEX's reading for 002's lost tables.

- Ranking in every suit A > 10 > K > Q > J > 9 > 8 > 7 > 6; card points A 11, 10 10, K 4, Q 3,
  J 2, nine to six nothing (000). 120 points in the 36-card pack (and in the 32-card one).
- Tricks (:func:`rule_trick`, through :mod:`referee.multicard`): a lead is one, two or three
  cards of one suit; every later play has as many cards; nobody has to follow suit. A play wins
  only by beating, card by card in whatever pairing works, the best play so far (000 lines 19–20;
  002 lines 23–25); otherwise the lead (or the best play so far) keeps the trick. A lead of mixed
  suits is an illegal play (rule ``lead-one-suit``), except three aces, which are a special
  lead; a lead of four or more cards breaks ``lead-size``; a later play with a different number
  of cards breaks ``same-number`` and cannot win. The ruling still names who takes the cards as
  played, so the table can settle the trick and deal with the breach as it agrees.
- Special leads (:func:`special_lead`, and :func:`showdown` for the API), in priority order:
  bura (three trumps), three aces, molodka (three cards of one non-trump suit). A holder may
  announce one and lead it out of turn. When several players announce, the higher kind leads;
  of the same kind, the one who would play earliest to the trick (002 line 37), which for two
  players is the winner of the last trick (000). A bura ends the hand: whoever wins the bura's
  trick takes the pot. With several buras the earliest leads his and the others play theirs in
  turn (002 line 37); against a bura a play must outrank all three trumps (000).
- The claim: a player who says they have taken 31 or more shows their tricks. A true claim takes
  the pot; a false one (30 or fewer) pays into the pot as much as the pot holds, doubling it
  (000: "equal to whatever it already contains"; 002: "double the pot"). Either way the claimer
  deals next (002). Face-down cards of the closed-cards game count like any other.
- A hand played out with no claim is a draw: the pot stays and everyone antes again (000, 002).

Options (see :mod:`referee.catalog`; the 000 reading is the default wherever the texts differ):

- ``pack`` 36 or 32: the 32-card pack without the sixes (002 line 48). Only the cards allowed
  change; the claim target stays 31.
- ``three_aces_win``: three aces also win the pot when no one has a bura (002 line 44).
- ``closed_cards``: the lead is face up, a play beating the best so far is face up, every other
  play goes face down, and a play put face down cannot win even if it would have (002 line 46).
  A trick says which plays went face down with ``context: {"face_down": [2, 3]}`` (play numbers;
  the lead, play 0, is never face down). A face-up play that beats nothing breaks ``face-down``.
  Face-down plays without this option are refused.
- ``bura_only``: some tables recognise neither three aces nor molodka (002 line 44), so three
  aces are then an ordinary (illegal, mixed-suit) lead.

Showdown body (``POST /api/v1/referee/bura/showdown``): ``{"hands": [["7D", "KD", "AD"],
["AS", "AH", "AC"]], "trump": "D", "round": null}``, hands in turn order, index 0 being the
player who would normally lead (who won the last trick, or leads the first one). The answer's
``winner`` is who leads the special lead (null when nobody holds one), ``hands[i]`` says each
hand's ``category`` (``bura``, ``three aces``, ``molodka`` or ``none``), and the explanation
says whether the hand ends and who takes the pot. ``points`` is 0: a special lead scores no
points of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_32, pack_36
from .catalog import Option, Scoring, ante_option, broke_option, tokens_option
from .game import DealRule, Game, LastStanding, SPECIAL_LEADS
from .moments import Moment, whole
from .errors import InvalidInputError
from .multicard import (announce, by_seat, check_hands, MultiCardGame, need_trump,
                        read_face_down, read_leader, resolve, special_lead_showdown)
from .words import N_, Message, Seat, join, listing, say, say_n
from .rulings import Count, CountLine, Showdown, Trick, TrickRuling, count_cards

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


def _captured(value: Any, path: str, context: bodies.Context) -> tuple[Card, ...]:
    if value == "" or value == []:
        raise InvalidInputError(say(NO_CARDS), path)
    return bodies.cards(allow_empty=False)(value, path, context)


NO_CARDS = N_("a claim needs the cards the claimer captured")


@dataclass(frozen=True)
class ClaimBody(bodies.Body):
    """A claim of 31: the cards the claimer captured, and the pot it settles."""

    captured: tuple[Card, ...] = bodies.spec(
        bodies.CARDS_SCHEMA, _captured, required=True, default=(), missing=NO_CARDS,
        doc="the cards the claimer captured, at least one")
    pot: int = bodies.spec(
        {"type": "integer", "minimum": 0, "maximum": MAX_POT},
        bodies.whole(N_("The pot"), 0, MAX_POT, below=N_("the pot cannot be negative"),
                     above=N_("the pot is implausibly large")), default=0,
        doc="the pot the claim settles (0 when absent)")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ClaimRuling:
    """A claim of 31 counted card by card, and what it does to the pot: a true claim takes
    it, a false one pays as much again into it (002 line 31)."""

    points: int
    target: int
    valid: bool
    pot_before: int
    pot_after: int
    claimant_collects: int
    claimant_pays: int
    breakdown: tuple[CountLine, ...]
    explanation: Message

    def to_dict(self) -> dict[str, Any]:
        return {"points": self.points, "target": self.target, "valid": self.valid,
                "pot_before": self.pot_before, "pot_after": self.pot_after,
                "claimant_collects": self.claimant_collects,
                "claimant_pays": self.claimant_pays,
                "breakdown": [line.to_dict() for line in self.breakdown],
                "explanation": self.explanation}


def rule_claim(body: ClaimBody) -> ClaimRuling:
    """Check a claim of 31: count the captured cards and settle the pot."""
    tally = count(list(body.captured))
    settled = settle_claim(tally.points, body.pot)
    return ClaimRuling(tally.points, CLAIM_TARGET, breakdown=tally.breakdown,
                       explanation=claim_explanation(tally, settled), **settled)


CLAIM = bodies.Question(rule_claim, ClaimBody, ClaimRuling)


def claim_explanation(tally: Count, result: Mapping[str, Any], claimer: Any = None,
                      paid: int | None = None) -> Message:
    """A claim's ruling in words: the cards counted, and what the pot does. ``claimer`` names
    the claimer (a table's player; by default "the claimer"); ``paid``, what a false claimer
    could really pay (the table's book: less than the pot when they are short)."""
    pot = result["pot_before"]
    who = claimer if claimer is not None else say("The claimer")
    terms = tally.terms_text
    if result["valid"]:
        return join(
            say_n("The claim is true: {cards} = {n} point, at least {target}.",
                  "The claim is true: {cards} = {n} points, at least {target}.",
                  tally.points, cards=terms, target=CLAIM_TARGET),
            say_n("{claimer} takes the pot of {n} token and deals next.",
                  "{claimer} takes the pot of {n} tokens and deals next.", pot, claimer=who))
    counted = say_n("The claim is false: {cards} = {n} point, short of {target}.",
                    "The claim is false: {cards} = {n} points, short of {target}.",
                    tally.points, cards=terms, target=CLAIM_TARGET)
    if paid is None:
        return join(counted, say_n(
            "{claimer} pays {n} token into the pot, doubling it to {doubled}, and deals next.",
            "{claimer} pays {n} tokens into the pot, doubling it to {doubled}, and deals next.",
            pot, claimer=who, doubled=pot * 2))
    must = say_n("{claimer} must pay {n} token into the pot, doubling it, and deals next.",
                 "{claimer} must pay {n} tokens into the pot, doubling it, and deals next.",
                 pot, claimer=who)
    if paid >= pot:
        return join(counted, must)
    return join(counted, must, say_n(
        "{claimer} has only {n} token to pay, so the pot holds {held} and {claimer} owes the "
        "other {owed}: a buy-in pays it first.",
        "{claimer} has only {n} tokens to pay, so the pot holds {held} and {claimer} owes the "
        "other {owed}: a buy-in pays it first.", paid, claimer=who, held=pot + paid,
        owed=pot - paid))


# --- tricks -----------------------------------------------------------------------------------

BURA = N_("bura")
THREE_ACES = N_("three aces")
MOLODKA = N_("molodka")
PRIORITY: tuple[str, ...] = (BURA, THREE_ACES, MOLODKA)
"""Special leads, highest priority first (000; the INDEX's reading of 002)."""
DESCRIPTIONS = {BURA: N_("a bura (three trumps)"), THREE_ACES: N_("three aces"),
                MOLODKA: N_("a molodka (three cards of one non-trump suit)")}


def _priority(options: Mapping[str, Any]) -> tuple[str, ...]:
    return (BURA,) if options.get("bura_only") else PRIORITY


def combination(hand: Sequence[Card], trump: Suit,
                options: Mapping[str, Any] | None = None) -> str | None:
    """The special lead a three-card hand makes: ``bura``, ``three aces``, ``molodka`` or None."""
    if len(hand) != 3:
        return None
    suits = {c.suit for c in hand}
    if suits == {trump}:
        return BURA
    if (options or {}).get("bura_only"):
        return None
    if all(c.rank is Rank.ACE for c in hand):
        return THREE_ACES
    if len(suits) == 1:
        return MOLODKA
    return None


def _game(options: Mapping[str, Any]) -> MultiCardGame:
    # Both callers (rule_trick, special_lead) have checked the trump with need_trump first, so
    # a Bura trick always has one here.
    def mixed_lead(cards: Sequence[Card], trump: Suit | None) -> str | None:
        if combination(cards, trump, options) == THREE_ACES:
            return THREE_ACES
        return None

    def lead_note(cards: Sequence[Card], trump: Suit | None) -> Message | str:
        kind = combination(cards, trump, options)
        if kind == BURA:
            return say("It is a bura: whoever wins this trick takes the pot and the hand ends; "
                       "to beat it a play must outrank all three trumps.")
        if kind == THREE_ACES and options.get("three_aces_win"):
            return say("Three aces also win the pot at this table (no bura was shown): whoever "
                       "wins this trick takes the pot and the hand ends.")
        if kind == MOLODKA:
            return say("It is a molodka (three cards of one non-trump suit).")
        return ""

    return MultiCardGame("Bura", card_points, (1, 2, 3), 6, mixed_lead=mixed_lead,
                         lead_note=lead_note, face_down_must_lose=True)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who wins a Bura trick of one to three cards a play, and why (see the module docstring).

    ``trick.context["face_down"]`` lists plays put face down under the closed-cards option.
    """
    need_trump(trick.trump, "Bura")
    face_down = read_face_down(trick.context, len(trick.plays))
    if not trick.options.get("closed_cards"):
        if face_down:
            raise InvalidInputError(say("plays go face down only in the closed-cards game: "
                                        "turn on the closed cards option"), "context.face_down")
        face_down = None
    return resolve(_game(trick.options), trick, face_down)


# --- special leads ----------------------------------------------------------------------------

def special_lead(hands: list[list[Card]], trump: Suit, leader: int,
                 options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Who leads when players announce special leads, and whether the hand ends.

    ``hands`` are the players' hands by seat in playing order (clockwise), three cards each
    (fewer at the end of play, when no combination is possible); ``leader`` is the seat that
    would normally lead (won the last trick). Answers ``{"leader": seat, "combination": kind or
    None, "announcements": [{"player", "combination", "cards"}] (in turn order), "ends_hand":
    bool, "pot_winner": seat or None, "bura_trick": the ruling of a trick of several buras or
    None, "explanation": str}``.
    """
    options = dict(options or {})
    trump = need_trump(trump, "Bura")
    pack = GAME.pack_for(options)
    hands = check_hands(hands, pack, 3, (2, 6))
    leader = read_leader(leader, len(hands))
    answer, holders, lines = announce(hands, trump, leader,
                                      lambda hand: combination(hand, trump, options),
                                      _priority(options), DESCRIPTIONS)
    if not holders:
        answer["explanation"] = join(*lines)
        return answer
    best_kind, first = answer["combination"], holders[0]
    if best_kind == BURA:
        answer["ends_hand"] = True
        if len(holders) == 1:
            answer["pot_winner"] = first
            lines.append(say("{seat} {leads|lead} the bura; nothing but three higher trumps "
                             "could beat it and no one else has a bura, so {seat} {takes|take} "
                             "the pot and the hand ends.", seat=Seat(first)))
        else:
            trick = Trick(trump, tuple(tuple(hands[seat]) for seat in holders), options=options)
            played = resolve(_game(options), trick)
            winner = holders[played.winner or 0]
            ruling = by_seat(played.explanation, holders)
            answer["pot_winner"] = winner
            answer["bura_trick"] = played.to_dict() | {"players": holders,
                                                       "explanation": ruling}
            lines.append(say("{seat} {leads|lead} the bura, then {others} in turn; {winner} "
                             "wins that trick, takes the pot and the hand ends.",
                             seat=Seat(first), others=listing([Seat(s) for s in holders[1:]]),
                             winner=Seat(winner)))
            lines.append(ruling)
    elif best_kind == THREE_ACES and options.get("three_aces_win"):
        answer["ends_hand"] = True
        answer["pot_winner"] = first
        lines.append(say("No one has a bura, and at this table three aces also win the pot: "
                         "{seat} {takes|take} it and the hand ends.", seat=Seat(first)))
    else:
        lines.append(say("{seat} {leads|lead} the {kind} to the next trick, which is played out "
                         "as usual.", seat=Seat(first), kind=say(best_kind)))
    answer["explanation"] = join(*lines)
    return answer


def showdown(hands: list[list[Card]], round: str | None, trump: Suit | None,
             options: Mapping[str, Any]) -> Showdown:
    """The special-lead check as a showdown: hands in turn order, index 0 would normally lead."""
    return special_lead_showdown("Bura", hands, round, trump, options, special_lead,
                                 DESCRIPTIONS, N_("no special lead"))


def moments(kind: str, payload: Mapping[str, Any],
            detail: Mapping[str, Any] | None) -> tuple[Moment, ...]:
    """What a group remembers of a Bura table: each claim of 31, true or false (the claim
    above: 000, 002 line 31), and each bura shown (000: it ends the hand and takes the pot),
    read from the ruling the table kept with the line."""
    if detail is None:
        return ()
    seat = whole(detail.get("seat"))
    if kind == "claim" and isinstance(detail.get("valid"), bool):
        if detail["valid"]:
            return (Moment("true_claim", N_("True claim of 31"), seat=seat),)
        return (Moment("false_claim", N_("False claim of 31"), seat=seat),)
    if kind == "bura" and detail.get("combination") == BURA:
        return (Moment("bura", N_("Bura shown"), seat=seat),)
    return ()


GAME = Game(
    "bura", "Bura", 2, 6, pack_36, Scoring.TOKENS,
    N_("Russian ace-ten game: lead up to three cards of a suit, claim 31 to take the pot."),
    figures={"claim": CLAIM_TARGET},
    end=LastStanding(),
    options=(tokens_option(20), ante_option(1), broke_option(),
             Option("pack", N_("Pack"), 36, "choice", (36, 32),
                    help=N_("36 cards (6 to A), or 32 without the sixes"),
                    choice_words=(N_("36 cards"), N_("32 cards, without the sixes"))),
             Option("three_aces_win", N_("Three aces also win the pot"), False, "bool"),
             Option("closed_cards", N_("Closed cards (losing plays face down)"), False, "bool"),
             Option("bura_only", N_("Only a bura leads out of turn (no three aces or molodka)"),
                    False, "bool")),
    deal=DealRule("left"),
    showdown_words=SPECIAL_LEADS,
    actions=("claim", "bura", "played_out"),
    questions={"trick": rule_trick, "count": count, "claim": CLAIM, "showdown": showdown},
    rules="000:1, 002:5", extra_packs={"32": pack_32}, moments=moments)
"""The claimer deals next (002 line 31); a hand played out with no claim is dealt again by
the same dealer. The game ends when one player holds every token."""
