"""Kozel (goat): Bura's cousin with four-card hands, the ♠6 shokha, and penalty points to 12.

Rules followed: ``shared/rules/002`` lines 52–91 (Kozel for money, lines 52–54; Kozel for points,
lines 56–91), with Bura's ranking and card values (A 11, 10 10, K 4, Q 3, J 2, nine to six
nothing; A > 10 > K > Q > J > 9 > 8 > 7 > 6). Tricks go through the same resolver as Bura's
(:mod:`referee.multicard`).

Kozel for points (option ``mode`` = ``points``, the default):

- Two or three play alone, four play as two teams, partners opposite (plays 0 and 2 against
  1 and 3). Four cards each.
- The ♠6, the shokha, outranks every card, the ace of trumps included, and counts 0 points.
  Inside a lead it is wild: it goes with cards of any one suit (♦10 ♦K ♠6 is a legal lead of
  diamonds) and, since nothing beats it, makes the lead unbeatable.
- A lead is one to four cards of one suit (the shokha wild); later plays have as many cards and
  may be anything. A play wins only by beating the best play so far card by card, its cards in
  any suits (002 line 67: ♣A ♣K ♣J is beaten by ♡8 ♡6 ♣Q, and that by ♠6 ♡7 ♣10).
- Losing plays go face down (line 69): a trick may say so with ``context: {"face_down": [..]}``;
  a face-down play cannot win, and a face-up play that beats nothing breaks ``face-down``.
- Special leads, announced after drawing by a player who would not otherwise lead (line 80):
  Moskva — four cards all aces and tens, the shokha standing in for a ten, with at least one
  real ace (A A A A, A 10 10 10, A 10 10 ♠6; never 10 10 10 10 or 10 10 10 ♠6) — has priority
  over Molodka — four cards of one suit, trumps or not, or three of one suit with the shokha.
  Of two of the same kind, the player who would play earlier to the trick leads. Reading: a
  Moskva may be led as one four-card lead although its suits are mixed.
- Penalty points per hand (:func:`score`): the card points of all sides must total 120. The
  side with most scores 0. With two sides (two players or two teams) the loser scores 2 with
  31 card points or more, 4 with 30 or fewer but at least one trick (even of 0 points), 6 with
  no trick; at 60–60 both score 2. With three players each loser scores 2 with 21 or more, 4
  with 0–20 and a trick, 6 with no trick, and players tying for most score 2 each. Reading:
  when a three-player game is down to two survivors, they play the two-sided scale (31): the
  two "keep their scores and continue" (line 89) as a two-player game. A side that dropped out
  takes no part: the body says so with ``out`` (or the penalty totals tell: a side at 12 while
  another is below it has dropped out), its ``won`` entry stays empty and it scores nothing.
- A side reaching the target (option ``target``, 12) drops out; the last survivor wins. If
  every side still playing reaches it in the same deal, only the one with the most penalty
  points drops out; reading of "the player (if any)": when several tie for most, no one drops
  and they deal again.

Kozel for money (``mode`` = ``money``, lines 52–54): up to five players, each playing alone
(the partnerships of line 58 belong to the points game), four cards each; a lead
is a single card or three cards of one suit. A bura (three trumps in the hand) or four aces takes
the pot; otherwise the hand is played out and the most card points take the pot, equal tops
dividing it. Readings: the shokha belongs to Kozel for points (line 60 is that version's one
exception to Bura's ranking), so in money mode the ♠6 is an ordinary six; a bura outranks four
aces, as in Bura; several buras are settled as in Bura, by a trick of buras led by the earliest
(each holder playing their three highest trumps); a divided pot leaves any indivisible
remainder in the pot for the next hand (the text says only that the pot is divided).

Score body (``POST /api/v1/referee/kozel/score``), every field but ``won`` optional::

    {"won": [side 0, side 1, ...],     # per side, one of: its cards ("AS 10S 7H" or a list),
                                       # its card points (a whole number 0-120), or null for
                                       # "not counted" (at most one: 120 minus the others)
     "tricks": [n or null, ...],       # tricks taken; needed only for a losing side with 0
                                       # card points given as a number (did it take a trick?)
     "penalties": [n, ...],            # points mode: each side's penalty total before the hand
     "out": [side, ...],               # points mode: sides that dropped out earlier
     "pot": n,                         # money mode: the pot
     "trump": "H",                     # money mode: the trump suit, to check a bura
     "special": {"player": i, "cards": "7H 9H AH"},   # money mode: a bura or four aces shown
     "options": {"mode": "points" | "money", "target": 12}}

A side is a player, or a team of two in the four-player game (enter the team's cards together):
two or three sides in points mode, two to five players in money mode. ``players`` (optional)
says how many sit at the table, so that the ``award`` is per team at four players.

The points-mode answer: ``{"mode": "points", "points": [per side], "tricks": [per side or
null], "penalties": [this hand], "totals": [after the hand], "out": [sides out before this
hand], "dropped": [sides dropping out on this hand], "survivors": [sides still in], "winner":
side or null, "check": {"total", "expected": 120, "ok", "inferred": side or null}, "sides":
[{"side", "points", "penalty", "total", "dropped", "out", "reason"}], "explanation": str}``.
A total other than 120 (002 line 83) is refused, saying to recount: nothing is scored.
Every answer also has ``award`` (``{"by": "seat" | "team", "points": [...]}``: the penalty
points this hand in points mode, the tokens each player takes from the pot in money mode) and
``breakdown`` (the explanation's lines).
The money-mode answer: ``{"mode": "money", "points": [...] or null, "takers": [players],
"share": n, "remainder": n, "pot_before": n, "pot_after": n, "special": {...} or null, "check":
{...} or null, "explanation": str}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_36, read_cards, read_trump, suit_words
from .catalog import (Option, Scoring, ante_option, broke_option, read_int, target_option,
                      tokens_option)
from .game import (DealRule, DropOut, Game, LastStanding, SPECIAL_LEADS, Sides,
                   pairs_across_at_four)
from .bura import card_points
from .errors import InvalidInputError, RefereeError
from .moments import Moment
from .numbers import whole
from .multicard import (announce, by_seat, check_hands, MultiCardGame, need_trump, rank_order,
                        read_face_down, read_leader, resolve, special_lead_showdown)
from .rulings import Award, Count, Showdown, Trick, TrickRuling, cards_text, count_cards
from .words import N_, Message, Seat, Side, Verbatim, join, listing, say, say_n, say_in

SHOKHA = Card(Rank.SIX, Suit.SPADES)
"""The ♠6, "шоха": above every card in Kozel for points, worth 0."""
TOTAL_POINTS = 120
MOSKVA = N_("moskva")
MOLODKA = N_("molodka")
BURA = N_("bura")
FOUR_ACES = N_("four aces")
PRIORITY: dict[str, tuple[str, ...]] = {"points": (MOSKVA, MOLODKA), "money": (BURA, FOUR_ACES)}
DESCRIPTIONS = {MOSKVA: N_("a Moskva (four aces and tens, at least one a real ace)"),
                MOLODKA: N_("a Molodka (four of one suit, or three with the shokha)"),
                BURA: N_("a bura (three trumps)"), FOUR_ACES: N_("four aces")}
MAX_POT = 10**9


def _Side(index: int) -> Side:
    """A side of Kozel: a player alone, or a team of two at four; said "side 0" unnamed."""
    return Side(index, "side")


def _mode(options: Mapping[str, Any] | None) -> str:
    return "money" if (options or {}).get("mode") == "money" else "points"


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points as in Bura; the shokha (♠6) counts 0 like every six."""
    shokha_note = _mode(options) == "points"
    return count_cards(cards, card_points,
                       lambda c: "shokha" if shokha_note and c == SHOKHA else "")


# --- combinations -----------------------------------------------------------------------------

def is_moskva(hand: Sequence[Card]) -> bool:
    """Four cards of aces and tens (the shokha standing for a ten) with at least one real ace."""
    return (len(hand) == 4
            and all(c.rank in (Rank.ACE, Rank.TEN) or c == SHOKHA for c in hand)
            and any(c.rank is Rank.ACE for c in hand))


def is_molodka(hand: Sequence[Card]) -> bool:
    """Four cards of one suit, or three of one suit with the shokha."""
    return len(hand) == 4 and len({c.suit for c in hand if c != SHOKHA}) == 1


def combination(hand: Sequence[Card], trump: Suit,
                options: Mapping[str, Any] | None = None) -> str | None:
    """The combination a hand holds: Moskva or Molodka (points), bura or four aces (money)."""
    if _mode(options) == "money":
        if sum(c.suit == trump for c in hand) >= 3:
            return BURA
        if len(hand) == 4 and all(c.rank is Rank.ACE for c in hand):
            return FOUR_ACES
        return None
    if is_moskva(hand):
        return MOSKVA
    if is_molodka(hand):
        return MOLODKA
    return None


# --- tricks -----------------------------------------------------------------------------------

def _game(options: Mapping[str, Any]) -> MultiCardGame:
    if _mode(options) == "money":
        def money_note(cards: Sequence[Card], trump: Suit | None) -> Message | str:
            if len(cards) == 3 and all(c.suit == trump for c in cards):
                return say("Three trumps are a bura, which takes the pot when shown (Kozel for "
                           "money).")
            return ""
        return MultiCardGame(say("Kozel for money"), card_points, (1, 3), 5,
                             lead_note=money_note)

    def moskva_lead(cards: Sequence[Card], trump: Suit | None) -> str | None:
        return N_("a Moskva") if is_moskva(cards) else None

    def points_note(cards: Sequence[Card], trump: Suit | None) -> Message | str:
        if SHOKHA in cards and len(cards) > 1:
            return say("The shokha (6S) is wild in a lead and nothing beats it, so this lead "
                       "cannot be beaten.")
        if SHOKHA in cards:
            return say("The shokha (6S) outranks every card, so this lead cannot be beaten.")
        return ""

    return MultiCardGame("Kozel", card_points, (1, 2, 3, 4), 4, top_card=SHOKHA,
                         top_name=say("the shokha"), mixed_lead=moskva_lead,
                         lead_note=points_note, face_down_must_lose=True)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who wins a Kozel trick, and why (see the module docstring for leads and the shokha).

    ``trick.context["face_down"]`` lists the plays put face down; they cannot win.
    """
    need_trump(trick.trump, "Kozel")
    face_down = read_face_down(trick.context, len(trick.plays))
    points = _mode(trick.options) == "points"
    return resolve(_game(trick.options), trick, face_down, partners=points)


# --- special leads ----------------------------------------------------------------------------

def _bura_cards(hand: Sequence[Card], trump: Suit) -> list[Card]:
    """The three highest trumps of a hand: the bura its holder plays."""
    return sorted((c for c in hand if c.suit == trump), key=rank_order)[:3]


def special_lead(hands: list[list[Card]], trump: Suit, leader: int,
                 options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Who leads when players announce combinations, and (money mode) who takes the pot.

    ``hands`` by seat in playing order, four cards each (fewer once the stock is gone);
    ``leader`` is the seat that would normally lead. Answers ``{"leader", "combination",
    "announcements": [{"player", "combination", "cards"}] (turn order), "ends_hand",
    "pot_winner", "bura_trick", "explanation"}``: in points mode Moskva before Molodka and the
    hand goes on; in money mode a bura before four aces, and the hand ends with the pot taken.
    """
    options = dict(options or {})
    mode = _mode(options)
    trump = need_trump(trump, "Kozel")
    hands = check_hands(hands, GAME.pack_for(options), 4,
                        (2, 5) if mode == "money" else (2, 4))
    leader = read_leader(leader, len(hands))
    answer, holders, lines = announce(hands, trump, leader,
                                      lambda hand: combination(hand, trump, options),
                                      PRIORITY[mode], DESCRIPTIONS)
    if not holders:
        answer["explanation"] = join(*lines)
        return answer
    best_kind, first = answer["combination"], holders[0]
    if mode == "points":
        lines.append(say("{seat} {leads|lead} to the next trick, which is played out as usual.",
                         seat=Seat(first)))
    elif best_kind == BURA and len(holders) > 1:
        plays = tuple(tuple(_bura_cards(hands[seat], trump)) for seat in holders)
        played = resolve(_game(options), Trick(trump, plays, options=options))
        winner = holders[played.winner or 0]
        ruling = by_seat(played.explanation, holders)
        answer.update(ends_hand=True, pot_winner=winner,
                      bura_trick=played.to_dict() | {"players": holders,
                                                     "explanation": ruling})
        lines.append(say("{seat} {leads|lead} the bura and the others play theirs in turn; "
                         "{winner} wins that trick and takes the pot.", seat=Seat(first),
                         winner=Seat(winner)))
        lines.append(ruling)
    else:
        answer.update(ends_hand=True, pot_winner=first)
        lines.append(say("{seat} {takes|take} the pot and the hand ends.", seat=Seat(first)))
    answer["explanation"] = join(*lines)
    return answer


def showdown(hands: list[list[Card]], round: str | None, trump: Suit | None,
             options: Mapping[str, Any]) -> Showdown:
    """The combination check as a showdown: hands in turn order, index 0 would normally lead."""
    return special_lead_showdown("Kozel", hands, round, trump, options, special_lead,
                                 DESCRIPTIONS, N_("no combination"))


# --- penalty points ---------------------------------------------------------------------------

def threshold(sides: int) -> int:
    """Card points a loser needs to escape with 2: 31 with two sides, 21 with three."""
    return 31 if sides == 2 else 21


def penalty(points: Sequence[int], took_trick: Sequence[bool | None],
            out: Sequence[int] = ()) -> list[tuple[int, Message]]:
    """Each side's penalty for one hand, with the reason.

    ``took_trick[i]`` may be None only where it does not matter (a side with card points took
    a trick; a side at the threshold or with the most points scores without it). Sides in
    ``out`` dropped out earlier and score nothing; the scale is that of the sides still
    playing (two left of three play the two-sided one, with 31).
    """
    playing = [i for i in range(len(points)) if i not in out]
    top = max(points[i] for i in playing)
    leaders = [i for i in playing if points[i] == top]
    line = threshold(len(playing))
    result: list[tuple[int, Message]] = []
    for i, p in enumerate(points):
        if i in out:
            result.append((0, say("dropped out earlier: takes no part")))
        elif i in leaders and len(leaders) == 1:
            result.append((0, say_n("{n} card point, the most: no penalty",
                                    "{n} card points, the most: no penalty", p)))
        elif i in leaders:
            result.append((2, say_n("{n} card point, tied for the most: 2",
                                    "{n} card points, tied for the most: 2", p)))
        elif p >= line:
            result.append((2, say_n("{n} card point, {line} or more: 2",
                                    "{n} card points, {line} or more: 2", p, line=line)))
        elif p > 0 or took_trick[i]:
            result.append((4, say_n("{n} card point, fewer than {line} but at least one trick: 4",
                                    "{n} card points, fewer than {line} but at least one "
                                    "trick: 4", p, line=line)))
        elif took_trick[i] is None:
            raise InvalidInputError(
                say("{side} {has|have} 0 card points: say whether {it|they} took a trick "
                    "(tricks)", side=_Side(i)), "tricks")
        else:
            result.append((6, say("no trick taken: 6")))
    return result


def _read_list(body: Mapping[str, Any], name: str, sides: int) -> list[Any] | None:
    raw = body.get(name)
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != sides:
        raise InvalidInputError(say("{name} must give one entry for each of the {sides} sides",
                                    name=Verbatim(name), sides=sides), name)
    return raw


def _read_won(body: Mapping[str, Any], options: Mapping[str, Any],
              low: int, high: int, out: Sequence[int] = ()) -> dict[str, Any]:
    """Each side's card points and whether it took a trick, from cards, numbers or nothing.

    Sides in ``out`` have dropped out and take no part: their entry must be empty (null, 0,
    or no cards), and they count 0 and no trick."""
    raw = body.get("won")
    if not isinstance(raw, list):
        raise InvalidInputError(say("won must list each side's cards or card points"), "won")
    if len(raw) == 4 and _mode(options) == "points":
        raise InvalidInputError(say("four players play as two teams (seats 0 and 2 against 1 "
                                    "and 3): enter each team's cards as one side"), "won")
    if not low <= len(raw) <= high:
        raise InvalidInputError(say("won must have one entry for each of {low} to {high} sides",
                                    low=low, high=high), "won")
    pack = GAME.pack_for(options)
    points: list[int | None] = []
    cards: list[list[Card] | None] = []
    counts: list[Count | None] = []
    for i, entry in enumerate(raw):
        where = f"won[{i}]"
        if i in out:
            if entry not in (None, 0, "", []):
                raise InvalidInputError(say("{side} {has|have} dropped out of the game and "
                                            "{takes|take} no part in the hand: leave {its|their} "
                                            "entry empty", side=_Side(i)), where)
            points.append(0)
            cards.append([])
            counts.append(None)
        elif entry is None:
            points.append(None)
            cards.append(None)
            counts.append(None)
        elif isinstance(entry, (int, float)) or whole(entry) is not None:
            value = read_int(entry, say("the card points of {side}", side=_Side(i)), where)
            if not 0 <= value <= TOTAL_POINTS:
                raise InvalidInputError(say("card points are between 0 and {most}",
                                            most=TOTAL_POINTS), where)
            points.append(value)
            cards.append(None)
            counts.append(None)
        else:
            held = read_cards(pack, entry, where)
            tally = count(held, None, options)
            points.append(tally.points)
            cards.append(held)
            counts.append(tally)
    pack.check_copies([c for side in cards if side for c in side], "won")
    unknown = [i for i, p in enumerate(points) if p is None]
    if len(unknown) > 1:
        raise InvalidInputError(say("only one side may be left uncounted (null)"), "won")
    known = sum(p for p in points if p is not None)
    inferred = unknown[0] if unknown else None
    if inferred is not None:
        if known > TOTAL_POINTS:
            raise InvalidInputError(say("the counted sides already have {known} card points, "
                                        "more than the {most} in the pack", known=known,
                                        most=TOTAL_POINTS), "won")
        points[inferred] = TOTAL_POINTS - known
    total = sum(p for p in points if p is not None)
    tricks_raw = _read_list(body, "tricks", len(raw))
    took: list[bool | None] = []
    tricks: list[int | None] = []
    for i in range(len(raw)):
        value: Any = tricks_raw[i] if tricks_raw is not None else None
        n = None if value is None else read_int(
            value, say("the tricks of {side}", side=_Side(i)), f"tricks[{i}]")
        if i in out and n:
            raise InvalidInputError(say("{side} {has|have} dropped out and took no tricks",
                                        side=_Side(i)), f"tricks[{i}]")
        side_points = points[i] or 0
        side_cards = cards[i]
        if n is not None:
            if n < 0 or n > pack.size:
                raise InvalidInputError(say("tricks must be between 0 and 36"), f"tricks[{i}]")
            if n == 0 and (side_points > 0 or side_cards):
                raise InvalidInputError(say("{side} {has|have} cards in {its|their} tricks, so "
                                            "{it|they} took at least one trick", side=_Side(i)),
                                        f"tricks[{i}]")
            if n > 0 and side_cards is not None and not side_cards:
                raise InvalidInputError(say_n("{side} took {n} trick but no cards are listed",
                                              "{side} took {n} tricks but no cards are listed",
                                              n, side=_Side(i)), f"tricks[{i}]")
        tricks.append(n)
        if n is not None:
            took.append(n > 0)
        elif side_cards is not None:
            took.append(bool(side_cards))
        elif side_points > 0:
            took.append(True)
        else:
            took.append(None)
    if total != TOTAL_POINTS:
        # 002 line 83: the total must be 120; a count that cannot be is counted again, never
        # scored with a warning (the table would write down a hand that did not happen)
        raise InvalidInputError(say("the sides' card points total {counted}, not the {total} "
                                    "in the pack: recount", counted=total,
                                    total=TOTAL_POINTS), "won")
    check = {"total": total, "expected": TOTAL_POINTS, "ok": True, "inferred": inferred}
    return {"points": [p or 0 for p in points], "took": took, "tricks": tricks,
            "counts": counts, "check": check}


def _check_line(check: Mapping[str, Any]) -> Message:
    if check["inferred"] is not None:
        return say("{side} {was|were} not counted: {it|they} {has|have} the rest of the "
                   "{total}.", side=_Side(check["inferred"]), total=TOTAL_POINTS)
    return say("Check: the sides' card points total {total}.", total=TOTAL_POINTS)


def _score_dict(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Score one hand of Kozel: penalty points (points mode) or the pot (money mode).

    The body and the answer are described in the module docstring.
    """
    if _mode(options) == "money":
        return _score_money(body, options)
    raw = body.get("won")
    sides = len(raw) if isinstance(raw, list) and 2 <= len(raw) <= 3 else 0
    before_raw = (_read_list(body, "penalties", sides) if sides else None) or [0] * sides
    before: list[int] = []
    for i, value in enumerate(before_raw):
        n = read_int(value, say("the penalty points of {side}", side=_Side(i)),
                     f"penalties[{i}]")
        if n < 0 or n > 100000:
            raise InvalidInputError(say("penalty points cannot be negative"), f"penalties[{i}]")
        before.append(n)
    target = int(options.get("target", 12))
    given = before if body.get("penalties") is not None else None
    out = _read_out(body, given, target, sides) if sides else []
    won = _read_won(body, options, 2, 3, out)
    points: list[int] = won["points"]
    sides = len(points)
    playing = [i for i in range(sides) if i not in out]
    scored = penalty(points, won["took"], out)
    totals = [b + p for b, (p, _) in zip(before, scored)]
    dropped = [i for i in playing if totals[i] >= target]
    lines: list[Message] = [_check_line(won["check"])]
    if out:
        lines.append(say("{side} dropped out earlier and {takes|take} no part; the two left keep "
                         "their scores and play on the two-sided scale ({line} card points "
                         "escape with 2).", side=_Side(out[0]), line=threshold(2)))
    for i, ((p, reason), b, t) in enumerate(zip(scored, before, totals)):
        if i not in out:
            lines.append(say("{side}: {reason}; penalty total {before} + {points} = {total}.",
                             side=_Side(i), reason=reason, before=b, points=p, total=t))
    if playing and len(dropped) == len(playing):
        most = max(totals[i] for i in playing)
        worst = [i for i in playing if totals[i] == most]
        if len(worst) == 1:
            dropped = worst
            lines.append(say("Every side still playing reached {target}: only {side}, with the "
                             "most penalty points ({most}), {drops|drop} out.",
                             side=_Side(worst[0]),
                             target=target, most=most))
        else:
            dropped = []
            lines.append(say("Every side still playing reached {target} and {sides} tie for the "
                             "most ({most}): no one drops out; deal again.", target=target,
                             sides=listing([_Side(i) for i in worst]), most=most))
    elif dropped:
        lines.append(say_n("{sides} reached {target} and drops out.",
                           "{sides} reached {target} and drop out.", len(dropped),
                           sides=listing([_Side(i) for i in dropped]), target=target))
    survivors = [i for i in playing if i not in dropped]
    winner = survivors[0] if len(survivors) == 1 else None
    if winner is not None:
        lines.append(say("{side} {is|are} the last survivor and {wins|win} the game.",
                         side=_Side(winner)))
    return {"mode": "points", "points": points, "tricks": won["tricks"],
            "penalties": [p for p, _ in scored], "totals": totals, "out": out,
            "dropped": dropped, "survivors": survivors, "winner": winner, "check": won["check"],
            "sides": [{"side": i, "points": points[i], "penalty": scored[i][0],
                       "total": totals[i], "dropped": i in dropped, "out": i in out,
                       "reason": scored[i][1]}
                      for i in range(sides)],
            "award": {"by": _award_by(body, sides), "points": [p for p, _ in scored]},
            "breakdown": lines, "explanation": join(*lines)}


def _read_out(body: Mapping[str, Any], before: list[int] | None, target: int,
              sides: int) -> list[int]:
    """The sides that dropped out on an earlier hand (002 line 89), which take no part.

    ``out`` says so; without it the penalty totals tell when some side is still below the
    target: every side at or past it has dropped out. When every side is at or past it, two
    sides are both still in (else the game would be over), but of three the totals cannot
    tell (line 91 keeps sides tied for the most in), so ``out`` must say.
    """
    raw = body.get("out")
    if raw is None:
        if before is None:
            return []
        reached = [i for i, t in enumerate(before) if t >= target]
        if len(reached) < sides:
            return reached
        if sides == 2:
            return []
        raise InvalidInputError(say("every side has {target} or more penalty points: say which "
                                    "have dropped out (out), since sides tied for the most play "
                                    "on", target=target), "out")
    if not isinstance(raw, list):
        raise InvalidInputError(say("out must list the sides that have dropped out"), "out")
    out: list[int] = []
    for k, value in enumerate(raw):
        side = read_int(value, say("A side"), f"out[{k}]")
        if not 0 <= side < sides:
            raise InvalidInputError(say("there is no side {side} (sides 0–{last})", side=side,
                                        last=sides - 1), f"out[{k}]")
        if side in out:
            raise InvalidInputError(say("{side} {is|are} listed twice", side=_Side(side)),
                                    f"out[{k}]")
        if before is not None and before[side] < target:
            raise InvalidInputError(say("{side} {has|have} {points} penalty points, fewer than "
                                        "{target}: {it has|they have} not dropped out",
                                        side=_Side(side), points=before[side], target=target),
                                    f"out[{k}]")
        out.append(side)
    if sides - len(out) < 2:
        raise InvalidInputError(say("the game is over when one side is left: at least two must "
                                    "still be playing"), "out")
    return sorted(out)


def _read_pot(body: Mapping[str, Any]) -> int:
    pot = read_int(body.get("pot", 0), say("The pot"), "pot")
    if pot < 0:
        raise InvalidInputError(say("the pot cannot be negative"), "pot")
    if pot > MAX_POT:
        raise InvalidInputError(say("the pot is implausibly large"), "pot")
    return pot


def _score_money(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    pot = _read_pot(body)
    special_raw = body.get("special")
    if special_raw is not None:
        return _special_pot(special_raw, body, options, pot)
    won = _read_won(body, options, 2, 5)
    points: list[int] = won["points"]
    top = max(points)
    takers = [i for i, p in enumerate(points) if p == top]
    share, remainder = divmod(pot, len(takers))
    each = join(*(say("{seat} {points}", seat=Seat(i), points=p) for i, p in enumerate(points)),
                sep=", ")
    lines = [_check_line(won["check"]), say("Card points: {each}.", each=each)]
    if len(takers) == 1:
        lines.append(say("{seat} {has|have} the most ({top}) and {takes|take} the pot of {pot}.",
                         seat=Seat(takers[0]), top=top, pot=pot))
    else:
        lines.append(say("{seats} tie for the most ({top}) and divide the pot of {pot}: {share} "
                         "each.", seats=listing([Seat(i) for i in takers]), top=top, pot=pot,
                         share=share))
        if remainder:
            lines.append(say("The {left} left over stays in the pot for the next hand.",
                             left=remainder))
    return {"mode": "money", "points": points, "takers": takers, "share": share,
            "remainder": remainder, "pot_before": pot, "pot_after": remainder, "special": None,
            "check": won["check"], "award": _pot_award(body, len(points), takers, share),
            "breakdown": lines, "explanation": join(*lines)}


def _special_pot(raw: Any, body: Mapping[str, Any], options: Mapping[str, Any],
                 pot: int) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        raise InvalidInputError(say("special must be an object with player and cards"),
                                "special")
    player = raw.get("player")
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < 5:
        raise InvalidInputError(say("special.player must be a player number from 0 to 4"),
                                "special.player")
    trump = read_trump(body.get("trump"))
    if trump is None:
        raise InvalidInputError(say("give the trump suit, to check the bura"), "trump")
    held = read_cards(GAME.pack_for(options), raw.get("cards"), "special.cards",
                      allow_empty=False)
    if len(held) > 4:
        raise InvalidInputError(say("a Kozel hand holds four cards"), "special.cards")
    kind = combination(held, trump, options)
    if kind is None:
        raise InvalidInputError(say("{cards} is neither a bura (three {suit}) nor four aces",
                                    cards=cards_text(held), suit=suit_words(trump)),
                                "special.cards")
    line = say("{seat} {shows|show} {kind}: {cards} with {suit} trumps, and {takes|take} the pot "
               "of {pot}.", seat=Seat(player), kind=say(DESCRIPTIONS[kind]),
               cards=cards_text(held), suit=suit_words(trump), pot=pot)
    return {"mode": "money", "points": None, "takers": [player], "share": pot, "remainder": 0,
            "pot_before": pot, "pot_after": 0,
            "special": {"player": player, "combination": kind,
                        "cards": [str(c) for c in held]},
            "check": None, "award": _pot_award(body, player + 1, [player], pot),
            "breakdown": [line], "explanation": line}


# --- the award and the schemas, for the table page and /api/openapi.json ---------------------

def _players(body: Mapping[str, Any], low: int, high: int) -> int | None:
    raw = body.get("players")
    if raw is None:
        return None
    players = read_int(raw, say("Players"), "players")
    if not low <= players <= high:
        raise InvalidInputError(say("Kozel is for {low} to {high} players here", low=low,
                                    high=high), "players")
    return players


def _award_by(body: Mapping[str, Any], sides: int) -> str:
    """Points mode: per team at four players (two sides of two), else per seat."""
    players = _players(body, 2, 4)
    if players is None:
        return "seat"
    if (players == 4 and sides != 2) or (players < 4 and sides != players):
        raise InvalidInputError(say("{players} players make {sides} sides, but won gives "
                                    "{given}", players=players,
                                    sides=2 if players == 4 else players, given=sides),
                                "players")
    return "team" if players == 4 else "seat"


def _pot_award(body: Mapping[str, Any], least: int, takers: Sequence[int],
               share: int) -> dict[str, Any]:
    """Money mode: the tokens each player takes from the pot."""
    players = _players(body, 2, 5)
    if players is not None and players < least:
        raise InvalidInputError(say("{seat} {is|are} not at this table of {players}",
                                    seat=Seat(least - 1), players=players), "players")
    points = [0] * max(players or 0, least)
    for taker in takers:
        points[taker] = share
    return {"by": "seat", "points": points}


_WON = {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}},
                  {"type": "integer", "minimum": 0, "maximum": TOTAL_POINTS}, {"type": "null"}],
        "description": "a side's captured cards (\"AS 10S 7H\" or a list), its card points "
                       "(0–120), or null for the one side not counted (120 minus the others)"}


@dataclass(frozen=True)
class KozelHand(bodies.Body):
    """One Kozel hand (002 lines 52–91). Points mode: each side's card points give its penalty
    points. Money mode: the most card points, or a bura or four aces shown, take the pot."""

    won: Any = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 5, "items": _WON}, bodies.kept,
        doc="per side (not needed in money mode when a bura or four aces is shown): two or "
            "three sides in points mode (four players are two teams, seats 0 and 2 against 1 "
            "and 3), two to five players in money mode")
    tricks: Any = bodies.spec(
        {"type": "array", "items": {"type": ["integer", "null"], "minimum": 0}}, bodies.kept,
        doc="tricks each side took; needed only for a side given 0 card points as a number")
    penalties: Any = bodies.spec(
        {"type": "array", "items": {"type": "integer", "minimum": 0}}, bodies.kept,
        doc="points mode: each side's penalty total before the hand")
    out: Any = bodies.spec(
        {"type": "array", "items": {"type": "integer", "minimum": 0}}, bodies.kept,
        doc="points mode: sides that dropped out on an earlier hand (their won entry stays "
            "empty); without it, the penalty totals tell where they can")
    players: Any = bodies.spec(
        {"type": "integer", "minimum": 2, "maximum": 5}, bodies.kept,
        doc="players at the table, so the award is per team at four (optional; per seat when "
            "left out)")
    pot: Any = bodies.spec({"type": "integer", "minimum": 0}, bodies.kept,
                           doc="money mode: the pot")
    trump: Any = bodies.spec({"type": "string"}, bodies.kept,
                             doc="money mode: the trump suit, to check a bura shown")
    special: Any = bodies.spec(
        {"type": "object", "required": ["player", "cards"],
         "properties": {"player": {"type": "integer", "minimum": 0, "maximum": 4,
                                   "description": "who shows it"},
                        "cards": {"description": "the cards shown"}}}, bodies.kept,
        doc="money mode: a bura or four aces shown, which takes the pot")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class KozelScore(bodies.Answer):
    """One Kozel hand scored. Points mode adds points, tricks, penalties, totals, dropped,
    survivors, winner, check and sides; money mode adds points, takers, share, remainder,
    pot_before, pot_after, special and check."""

    mode: str = field(metadata={"doc": "points or money"})
    award: Award = field(metadata={
        "doc": "what the hand adds to the score pad: points mode, the penalty points per side "
               "(per team at four players); money mode, the tokens each player takes from the "
               "pot"})
    breakdown: tuple[str, ...]
    explanation: str
    points: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "each side's card points"})
    tricks: tuple[int | None, ...] | None = None
    penalties: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "points mode: penalty points this hand"})
    totals: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "points mode: penalty totals after the hand"})
    out: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "points mode: sides out before this hand, taking no part"})
    dropped: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "points mode: sides that drop out on this hand"})
    survivors: tuple[int, ...] | None = None
    winner: int | None = None
    sides: tuple[Any, ...] | None = None
    takers: tuple[int, ...] | None = field(default=None, metadata={
        "doc": "money mode: who takes the pot"})
    share: int | None = None
    remainder: int | None = None
    pot_before: int | None = None
    pot_after: int | None = None
    special: dict[str, Any] | None = None
    check: dict[str, Any] | None = field(default=None, metadata={
        "doc": "whether the card points total 120"})
    shown: tuple[str, ...] = ()


def score(hand: KozelHand) -> KozelScore:
    """Score one hand of Kozel: penalty points (points mode) or the pot (money mode)."""
    return KozelScore.read(_score_dict(hand.given(), hand.options))


SCORE = bodies.Question(score, KozelHand, KozelScore,
                         lambda hand: _score_dict(hand.given(), hand.options))


def sides(players: int, options: Mapping[str, Any]) -> Sides | None:
    """For points, two or three play alone and four as two partnerships across the table (002
    line 58); for money everyone plays alone, up to five (line 54: the pot goes to the player
    with the most points)."""
    if _mode(options) == "money":
        return None
    return pairs_across_at_four(players, options)


def moments(kind: str, payload: Mapping[str, Any],
            detail: Mapping[str, Any] | None) -> tuple[Moment, ...]:
    """What a group remembers of a Kozel table: the side that took the shokha (the ♠6, which
    beats every card, 002 lines 56–91), read from the cards each side captured as the hand was
    entered (a side given as card points alone says nothing of it)."""
    body = payload.get("body", payload) if kind == "hand" else None
    won = body.get("won") if isinstance(body, Mapping) else None
    if not isinstance(won, list):
        return ()
    for side, captured in enumerate(won):
        if not isinstance(captured, (str, list)):
            continue
        try:
            cards = read_cards(GAME.pack_for(), captured, "won")
        except RefereeError:
            continue
        if SHOKHA in cards:
            return (Moment("shokha", N_("Took the shokha"), side=side),)
    return ()


GAME = Game(
    "kozel", "Kozel", 2, 4, pack_36, Scoring.PENALTY,
    N_("Bura's cousin: the ♠6 shokha beats all; drop out at 12 penalty points."),
    side_nouns=(say_in("kozel", "side {number}"), say_in("kozel", "Team {number}"),
                say_in("kozel", "Team")),
    figures={"card_points": TOTAL_POINTS},
    end=LastStanding(), drop=DropOut(12),
    options=(Option("mode", N_("Play for"), "points", "choice", ("points", "money"),
                    help=N_("penalty points to 12 (2–4 players), or a money pot (up to 5)"),
                    choice_words=(N_("penalty points"), N_("money"))),
             target_option(12, N_("Drop out at")), tokens_option(20), ante_option(1),
             broke_option()),
    teams=sides, deal=DealRule("left"), money_players=5,
    showdown_words=SPECIAL_LEADS,
    questions={"trick": rule_trick, "count": count, "showdown": showdown, "score": SCORE},
    rules="002:52", moments=moments)
"""For points two or three play alone and four as two partnerships across the table (002 line
58); for money up to five, each alone (002 line 54). A side at 12 penalty points drops out (002
lines 89–91)."""
