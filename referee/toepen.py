"""Toepen: the Dutch pub game where only the last of four tricks counts.

Rules followed: ``shared/rules/001`` lines 1–52 (Toepen).

- 32-card pack (7 to A). In every suit the number cards outrank the court cards:
  10 > 9 > 8 > 7 > A > K > Q > J (001, "Card ranking").
- Tricks: follow suit when able, otherwise play anything; the highest card of the suit led
  wins. There are no trumps (001, "Play of the hand").
- Reading chosen: a trick given with a trump suit is refused with a clear error rather than
  silently ignored, since a trump would change nothing and most likely means the wrong game.
- Cards carry no points: only the last trick matters, so a trick's ``points`` are 0.

The discard challenge (001 line 24, :func:`challenge_discard`): before play a player whose
four cards are aces and court cards only may throw them in and draw four new ones. If someone
challenges, the cards are shown: with a number card (10, 9, 8, 7) among them the discarder loses
one token, otherwise the challenger does; the discarder keeps the new hand either way. Readings:
the lost token leaves play like every lost chip (the text says only "loses"); a player run out
of chips by a challenge is out at once.

Knocks and folds (001 lines 38–44, :class:`ToepenHand`):

- A knock raises the hand's value by one (from 1). Nobody may knock when the raised value
  would exceed their own chips; a player may stay in at a value beyond their chips, and then
  loses at most what they have.
- Each other player still in answers the knock at once: fold, paying the value before the
  knock (out of play), or stay at the new value. A fold is possible only as that answer.
- Reading: the text sets no limit on knocking again, so the same player may knock twice in a
  row once the others have answered. Many tables forbid it: the option ``no_knock_twice`` (in
  :data:`OPTIONS`; the catalog must list it before the API accepts it).
- Reading: a knock waits until everyone has answered the previous one; a player who owes an
  answer may knock back at once, which keeps them in.

The end of a hand (001 lines 32–34, 42, 48–50; :func:`score`): when all but one have folded,
that one wins and pays nothing; otherwise the winner of the fourth trick wins and every other
player still in loses the hand's value. Lost chips leave play; nobody collects them. The
winner deals next. A player with no chips is out; the game ends when the first player runs out
(that player loses), or, with the catalog option ``last_player_wins``, when only one player
has chips left (that player wins).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_32, read_cards, Shown
from .catalog import Option, Scoring, read_int, tokens_option
from .game import DealRule, FirstOut, Game
from .moves import replay_moves
from .errors import InvalidInputError
from .frozen import quick_init
from .rulings import Award, Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, must_follow, resolve
from .words import N_, Made, Message, Seat, Verbatim, join, listing, say, say_n

MIN_PLAYERS = 3
MAX_PLAYERS = 8
"""Three to eight players (001 line 1)."""

RANKING: tuple[Rank, ...] = (Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.ACE, Rank.KING,
                             Rank.QUEEN, Rank.JACK)
"""Every suit, high to low: the number cards above the court cards."""

NUMBER_CARDS: frozenset[Rank] = frozenset({Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN})
"""A hand with none of these may be discarded before play (and challenged)."""


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="toepen", plain=_plain, trump_use=TRUMP_NONE,
                         play_rules=(must_follow,))


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Toepen trick: the highest card of the suit led (10 high, J low)."""
    return resolve(TRICK_RULES, trick, GAME)


# --- the discard challenge ----------------------------------------------------------------------

HAND_SIZE = 4
CHALLENGE_COST = 1
"""A token lost by the wrong side of a discard challenge (001, "Discards and declarations")."""


def is_correct_discard(hand: Sequence[Card]) -> bool:
    """Whether a hand may be thrown in before play: aces and court cards only, no 10 9 8 7."""
    return not any(card.rank in NUMBER_CARDS for card in hand)


def challenge_discard(hand: Sequence[Card], discarder: int, challenger: int,
                      players: int | None = None) -> dict[str, Any]:
    """Settle a challenged discard: the exposed four cards decide who loses one token.

    Answers ``{"correct", "number_cards", "loser", "tokens", "explanation"}``. A discard of
    A, K, Q and J only was correct and the challenger loses a token; any number card in it and
    the discarder loses it. Either way the discarder keeps the new hand (001).
    """
    cards = list(hand)
    if len(cards) != HAND_SIZE:
        raise InvalidInputError(say("a discarded Toepen hand is {size} cards; {given} given",
                                    size=HAND_SIZE, given=len(cards)), "cards")
    seats = players if players is not None else max(discarder, challenger) + 1
    discarder = _seat(discarder, seats, "discarder")
    challenger = _seat(challenger, seats, "challenger")
    if discarder == challenger:
        raise InvalidInputError(say("a player cannot challenge their own discard"),
                                "challenger")
    numbers = [c for c in cards if c.rank in NUMBER_CARDS]
    shown = Shown(cards)
    if numbers:
        loser = discarder
        why = say_n("The discard of {seat} ({cards}) holds number card(s) {numbers}, so it was "
                    "not allowed: the challenge was right and {seat} {loses|lose} {n} token.",
                    "The discard of {seat} ({cards}) holds number card(s) {numbers}, so it was "
                    "not allowed: the challenge was right and {seat} {loses|lose} {n} tokens.",
                    CHALLENGE_COST, seat=Seat(discarder), cards=shown,
                    numbers=Shown(numbers))
    else:
        loser = challenger
        why = say_n("The discard of {seat} ({cards}) is aces and court cards only, so it was "
                    "allowed: the challenge was wrong and {challenger} loses {n} token.",
                    "The discard of {seat} ({cards}) is aces and court cards only, so it was "
                    "allowed: the challenge was wrong and {challenger} loses {n} tokens.",
                    CHALLENGE_COST, seat=Seat(discarder), cards=shown,
                    challenger=Seat(challenger))
    return {"correct": not numbers, "number_cards": [str(c) for c in numbers],
            "discarder": discarder, "challenger": challenger, "loser": loser,
            "tokens": CHALLENGE_COST,
            "explanation": join(why, say("{seat} {keeps|keep} the new hand drawn from the "
                                         "stock.", seat=Seat(discarder)))}


# --- knocking and folding -----------------------------------------------------------------------

OPTIONS: tuple[Option, ...] = (
    Option("no_knock_twice", N_("A player may not knock twice in a row"), False, "bool",
           help=N_("the text sets no limit; many Dutch tables make a player wait for someone "
                   "else's knock before knocking again")),
)
"""Table options this module reads beyond the catalog's (the catalog must list them before the
API accepts them)."""


@quick_init  # a move makes the next one (dataclasses.replace)
@dataclass(frozen=True)
class ToepenHand:
    """The stakes of one Toepen hand as a state machine; every move returns the next state.

    ``chips`` are each seat's chips as the hand is played (0: out of the game, not dealt in).
    A knock raises ``value`` by one; each other player still in then answers at once, folding
    (paying the value before the knock, out of play) or staying. ``verify_*`` raises with the
    reason a move is not allowed now, ``can_*`` answers yes or no, the move itself acts.
    """

    chips: tuple[int, ...]
    value: int = 1
    folded: tuple[tuple[int, int], ...] = ()
    """Seats that folded, with what each paid."""
    answering: tuple[int, ...] = ()
    """Seats that have yet to fold or stay after the last knock."""
    last_knocker: int | None = None
    no_knock_twice: bool = False
    history: tuple[tuple[int, str], ...] = ()

    @classmethod
    def deal(cls, chips: Sequence[int], options: Mapping[str, Any] | None = None) -> "ToepenHand":
        """A new hand worth one chip, dealt to every seat that still has chips."""
        checked = _read_chips(chips)
        if sum(1 for c in checked if c > 0) < 2:
            raise InvalidInputError(say("a hand needs at least two players with chips"), "chips")
        return cls(tuple(checked), no_knock_twice=bool((options or {}).get("no_knock_twice")))

    @property
    def folded_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.folded)

    @property
    def in_hand(self) -> tuple[int, ...]:
        """Seats still playing this hand: dealt in and not folded."""
        folded = self.folded_seats
        return tuple(s for s, c in enumerate(self.chips) if c > 0 and s not in folded)

    @property
    def last_standing(self) -> int | None:
        """The one player left when everyone else folded, who wins without paying."""
        left = self.in_hand
        return left[0] if len(left) == 1 else None

    def _check_seat(self, seat: Any, field: str = "seat") -> int:
        index = _seat(seat, len(self.chips), field)
        if self.chips[index] <= 0:
            raise InvalidInputError(say("{seat} {has|have} no chips and {is|are} out of the game",
                                        seat=Seat(index)), field)
        if index in self.folded_seats:
            raise InvalidInputError(say("{seat} folded and {takes|take} no further part in the "
                                        "hand", seat=Seat(index)), field)
        return index

    def _check_open(self) -> None:
        if self.last_standing is not None:
            raise InvalidInputError(say("the hand is over: everyone else folded, so {seat} "
                                        "{wins|win} it", seat=Seat(self.last_standing)),
                                    "action")

    # knock

    def verify_knock(self, seat: Any) -> None:
        """Raise with the reason this player may not knock now."""
        self._check_open()
        index = self._check_seat(seat)
        waiting = [s for s in self.answering if s != index]
        if waiting:
            raise InvalidInputError(say(
                "{seat} {has|have} not yet said whether they fold or stay at {value}",
                seat=Seat(waiting[0]), value=self.value), "seat")
        if self.chips[index] < self.value + 1:
            raise InvalidInputError(say_n(
                "{seat} cannot knock: the hand would be worth {value} and they have only {n} "
                "chip; nobody may knock past their own chips",
                "{seat} cannot knock: the hand would be worth {value} and they have only {n} "
                "chips; nobody may knock past their own chips", self.chips[index],
                seat=Seat(index), value=self.value + 1), "seat")
        if self.no_knock_twice and self.last_knocker == index:
            raise InvalidInputError(say("{seat} knocked last: someone else must knock before "
                                        "they knock again (table rule)", seat=Seat(index)),
                                    "seat")

    def can_knock(self, seat: Any) -> bool:
        return _allowed(self.verify_knock, seat)

    def knock(self, seat: int) -> "ToepenHand":
        """Raise the hand's value by one; the others still in must now fold or stay."""
        self.verify_knock(seat)
        others = tuple(s for s in self.in_hand if s != seat)
        return replace(self, value=self.value + 1, answering=others, last_knocker=seat,
                       history=self.history + ((seat, "knock"),))

    # fold

    def verify_fold(self, seat: Any) -> None:
        """Raise with the reason this player may not fold now (only in answer to a knock)."""
        self._check_open()
        index = self._check_seat(seat)
        if index not in self.answering:
            if index == self.last_knocker and self.answering:
                why = say("the knocker cannot fold on their own knock")
            elif self.last_knocker is None:
                why = say("nobody has knocked, and a fold answers a knock")
            else:
                why = say("a fold must come at once after a knock; {seat} already played on at "
                          "{value}", seat=Seat(index), value=self.value)
            raise InvalidInputError(say("{seat} cannot fold now: {why}", seat=Seat(index),
                                        why=why), "seat")

    def can_fold(self, seat: Any) -> bool:
        return _allowed(self.verify_fold, seat)

    def fold(self, seat: int) -> "ToepenHand":
        """Fold: pay the value before the last knock (out of play) and leave the hand."""
        self.verify_fold(seat)
        paid = min(self.value - 1, self.chips[seat])
        return replace(self, folded=self.folded + ((seat, paid),),
                       answering=tuple(s for s in self.answering if s != seat),
                       history=self.history + ((seat, "fold"),))

    # stay

    def verify_stay(self, seat: Any) -> None:
        """Raise unless this player owes an answer to the last knock."""
        self._check_open()
        index = self._check_seat(seat)
        if index not in self.answering:
            raise InvalidInputError(say("{seat} {has|have} no knock to answer", seat=Seat(index)),
                                    "seat")

    def can_stay(self, seat: Any) -> bool:
        return _allowed(self.verify_stay, seat)

    def stay(self, seat: int) -> "ToepenHand":
        """Play on at the raised value (even beyond one's own chips: the text allows it)."""
        self.verify_stay(seat)
        return replace(self, answering=tuple(s for s in self.answering if s != seat),
                       history=self.history + ((seat, "stay"),))

    def do(self, action: Any, seat: Any) -> "ToepenHand":
        """One move by name: ``knock``, ``fold`` or ``stay``."""
        moves = {"knock": self.knock, "fold": self.fold, "stay": self.stay}
        name = action.strip().lower() if isinstance(action, str) else ""
        if name not in moves:
            raise InvalidInputError(say("{action} is not a move: use knock, fold or stay",
                                        action=Verbatim(repr(str(action)[:40]))), "action")
        checked = _seat(seat, len(self.chips), "seat")
        return moves[name](checked)

    @classmethod
    def replay(cls, chips: Sequence[int], moves: Any, options: Mapping[str, Any] | None = None,
               field: str = "moves") -> "ToepenHand":
        """Replay ``[{"seat": 1, "action": "knock"}, ...]``, naming the move that is wrong."""
        return replay_moves(cls.deal(chips, options), moves, field, "knocks, folds and stays",
                            '{"seat": 1, "action": "knock"}',
                            lambda state, raw, _: state.do(raw.get("action"), raw.get("seat")))

    # the end of the hand

    def settle(self, winner: Any = None, options: Mapping[str, Any] | None = None
               ) -> dict[str, Any]:
        """Who loses what at the end of the hand, new chips, who is out, and the game's end.

        ``winner`` is the seat that took the fourth trick; it may be left out when everyone
        else folded. The answer is :func:`score`'s.
        """
        winner, lost, lines = self.losses(winner)
        return _outcome(self.chips, lost, winner, self.value, lines, options)

    def losses(self, winner: Any = None) -> tuple[int, list[int], list[Message]]:
        """The hand's winner, what each seat loses, and why, line by line."""
        if self.answering:
            raise InvalidInputError(say("{seat} {has|have} not answered the last knock (fold or "
                                        "stay)", seat=Seat(self.answering[0])), "moves")
        standing = self.last_standing
        if standing is not None:
            if winner is not None and _seat(winner, len(self.chips), "winner") != standing:
                raise InvalidInputError(say("everyone else folded, so {seat} {wins|win} the "
                                            "hand", seat=Seat(standing)), "winner")
            winner = standing
        elif winner is None:
            raise InvalidInputError(say("say who won the fourth trick (winner)"), "winner")
        else:
            winner = self._check_seat(winner, "winner")
        lost = [0] * len(self.chips)
        lines: list[Message] = []
        for seat, paid in self.folded:
            lost[seat] += paid
            line = _FOLDS_SAID.get((seat, paid))
            if line is None:  # (made once for what decides its words: see words.Made)
                line = _FOLDS_SAID.keep((seat, paid), say(
                    "{seat} folded and {pays|pay} {paid}, the value before the knock.",
                    seat=Seat(seat), paid=paid))
            lines.append(line)
        if standing is not None:
            lines.append(say("Everyone else folded: {seat} {wins|win} the hand and {pays|pay} "
                             "nothing.", seat=Seat(winner)))
            return winner, lost, lines
        line = _LAST_SAID.get(winner)
        if line is None:
            line = _LAST_SAID.keep(winner, say("{seat} took the last trick and {pays|pay} "
                                               "nothing.", seat=Seat(winner)))
        lines.append(line)
        for seat in self.in_hand:
            if seat == winner:
                continue
            due = min(self.value, self.chips[seat])
            lost[seat] += due
            line = _LOSSES_SAID.get((seat, due, self.value))
            if line is None:
                line = _LOSSES_SAID.keep((seat, due, self.value), say(
                    "{seat} {is|are} still in and {loses|lose} the hand's value, {due} (all they "
                    "have; the hand is worth {value}).", seat=Seat(seat), due=due,
                    value=self.value) if due < self.value else
                    say("{seat} {is|are} still in and {loses|lose} the hand's value, {due}.",
                        seat=Seat(seat), due=due))
            lines.append(line)
        return winner, lost, lines


_FOLDS_SAID = Made()
"""A fold's line, by the seat and what it paid."""
_LAST_SAID = Made(64)
"""The last trick's line, by its winner's seat."""
_LOSSES_SAID = Made()
"""A loser's line, by the seat, what it loses and the hand's value."""
_DEALS_SAID = Made(64)
"""The next dealer's line, by their seat."""
_CHIPS_SAID = Made()
"""The chips' line of the explanation, by the chips leaving play and each seat's chips."""


def _allowed(verify: Any, seat: Any) -> bool:
    try:
        verify(seat)
    except InvalidInputError:
        return False
    return True


def _seat(value: Any, seats: int, field: str) -> int:
    index = read_int(value, N_("A seat"), field)
    if not 0 <= index < seats:
        raise InvalidInputError(say("{seat} {is|are} not at this table of {seats}",
                                    seat=Seat(index), seats=seats), field)
    return index


MAX_CHIPS = 100000


def _read_chips(value: Any, field: str = "chips") -> list[int]:
    if not isinstance(value, (list, tuple)) or not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise InvalidInputError(say("chips must give each of the {low} to {high} seats' chips (0 "
                                    "for a player out of the game)", low=MIN_PLAYERS,
                                    high=MAX_PLAYERS), field)
    chips = [read_int(c, N_("Chips"), f"{field}[{i}]") for i, c in enumerate(value)]
    for i, c in enumerate(chips):
        if c < 0:
            raise InvalidInputError(say("chips cannot be negative"), f"{field}[{i}]")
        if c > MAX_CHIPS:
            raise InvalidInputError(say("at most {most} chips", most=MAX_CHIPS), f"{field}[{i}]")
    return chips


def _outcome(before: Sequence[int], lost: Sequence[int], winner: int, value: int,
             lines: list[Message], options: Mapping[str, Any] | None) -> dict[str, Any]:
    after = [c - min(c, n) for c, n in zip(before, lost)]
    lost = [c - a for c, a in zip(before, after)]
    out = [s for s, (b, a) in enumerate(zip(before, after)) if b > 0 and a == 0]
    playing = [s for s, a in enumerate(after) if a > 0]
    last_player_wins = bool((options or {}).get("last_player_wins"))
    if last_player_wins:
        game_over = len(playing) <= 1
        game_winner = playing[0] if len(playing) == 1 else None
        losers: list[int] = []
    else:
        game_over = bool(out)
        game_winner = None
        losers = out
    breakdown = list(lines)
    for seat in out:
        breakdown.append(say("{seat} {has|have} no chips left and {is|are} out.",
                             seat=Seat(seat)))
    if game_over and last_player_wins:
        breakdown.append(say("{seat} {is|are} the last with chips and {wins|win} the game.",
                             seat=Seat(game_winner))
                         if game_winner is not None else say("Nobody has chips left."))
    elif game_over:
        breakdown.append(say_n("The game ends: {seats} ran out of chips and loses the game.",
                               "The game ends: {seats} ran out of chips and lose the game.",
                               len(losers), seats=listing([Seat(s) for s in losers])))
    if game_over:
        breakdown.append(say("The game is over."))
    else:
        line = _DEALS_SAID.get(winner)
        if line is None:  # (made once for what decides its words: see words.Made)
            line = _DEALS_SAID.keep(winner, say("{seat} {deals|deal} the next hand.",
                                                seat=Seat(winner)))
        breakdown.append(line)
    total = sum(lost)
    said = (total, *after)
    chips_line = _CHIPS_SAID.get(said)
    if chips_line is None:
        chips_text = join(*(say("{seat} {chips}", seat=Seat(s), chips=a)
                            for s, a in enumerate(after)), sep=", ")
        chips_line = _CHIPS_SAID.keep(said, say_n(
            "{n} chip leaves play (lost chips go to nobody). Chips now: {chips}.",
            "{n} chips leave play (lost chips go to nobody). Chips now: {chips}.", total,
            chips=chips_text))
    explanation = join(*breakdown[:-1], chips_line, breakdown[-1])
    return {"value": value, "winner": winner, "lost": lost, "chips": after, "out": out,
            "out_of_play": total, "game_over": game_over, "game_winner": game_winner,
            "game_losers": losers, "next_dealer": winner,
            "award": {"by": "seat", "points": [-n for n in lost]},
            "breakdown": breakdown, "explanation": explanation}


# --- scoring a hand -----------------------------------------------------------------------------

def _score_dict(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Settle one Toepen hand: discard challenges, folds, and the hand's value to the losers.

    The body (:class:`ToepenHandBody`) gives the chips before the hand, then either
    the knocks and folds as ``moves`` (replayed by :class:`ToepenHand`, so a knock past one's
    chips is refused) or the end state as ``value`` and ``folded``; and the ``winner``.
    """
    if not isinstance(body, Mapping):
        raise InvalidInputError(say("the request body must be a JSON object"), "body")
    chips = _read_chips(body.get("chips"))
    last_player_wins = bool((options or {}).get("last_player_wins"))
    broke = [s for s, c in enumerate(chips) if c == 0]
    if broke and not last_player_wins:
        raise InvalidInputError(say("{seat} {has|have} no chips, so the game is already over "
                                    "(unless the table plays on to the last player with chips)",
                                    seat=Seat(broke[0])), f"chips[{broke[0]}]")
    lines: list[Message] = []
    before = list(chips)
    for i, raw in enumerate(_read_list(body, "challenges")):
        where = f"challenges[{i}]"
        if not isinstance(raw, Mapping):
            raise InvalidInputError(say("a challenge is {shape}", shape=Verbatim(
                '{"discarder": seat, "challenger": seat, "cards": "AS KH QD JC"}')), where)
        hand = read_cards(GAME.pack_for(options), raw.get("cards"), f"{where}.cards")
        try:
            ruling = challenge_discard(hand, raw.get("discarder"), raw.get("challenger"),
                                       len(chips))
        except InvalidInputError as error:
            raise InvalidInputError(error.message, f"{where}.{error.field}") from None
        for role in ("discarder", "challenger"):
            if before[ruling[role]] == 0:
                raise InvalidInputError(say("{seat} {is|are} out of the game",
                                            seat=Seat(ruling[role])), f"{where}.{role}")
        loser = ruling["loser"]
        if chips[loser] > 0:
            chips[loser] -= CHALLENGE_COST
        lines.append(ruling["explanation"])
    if "moves" in body and ("value" in body or "folded" in body):
        raise InvalidInputError(say("give either the moves, or the value and the folds, not "
                                    "both"), "moves")
    if body.get("moves") is not None:
        hand = ToepenHand.replay(chips, body["moves"], options)
    else:
        hand = _hand_from_end(chips, body, options)
    winner, lost, hand_lines = hand.losses(body.get("winner"))
    challenged = [b - c for b, c in zip(before, chips)]
    return _outcome(before, [a + b for a, b in zip(challenged, lost)], winner, hand.value,
                    lines + hand_lines, options)


def _hand_from_end(chips: list[int], body: Mapping[str, Any],
                   options: Mapping[str, Any]) -> ToepenHand:
    """The hand as it ended, from ``value`` and ``folded`` (what each folder paid)."""
    value = read_int(body.get("value", 1), N_("The hand's value"), "value")
    playing = [s for s, c in enumerate(chips) if c > 0]
    if len(playing) < 2:
        raise InvalidInputError(say("a hand needs at least two players with chips"), "chips")
    if value < 1:
        raise InvalidInputError(say("a hand is worth at least 1 chip"), "value")
    most = max((chips[s] for s in playing), default=0)
    if value > most:
        raise InvalidInputError(say("nobody could knock the hand up to {value}: a knocker needs "
                                    "as many chips as the hand's value, and the most anyone has "
                                    "is {most}", value=value, most=most), "value")
    raw = body.get("folded")
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise InvalidInputError(say("folded must be an object of seat: chips paid, like "
                                    "{example}", example=Verbatim('{"2": 1}')), "folded")
    folded: list[tuple[int, int]] = []
    for key, paid_raw in raw.items():
        where = f"folded.{str(key)[:10]}"
        seat = _seat(key, len(chips), where)
        if chips[seat] == 0:
            raise InvalidInputError(say("{seat} {is|are} out of the game", seat=Seat(seat)),
                                    where)
        paid = read_int(paid_raw, N_("What a folder paid"), where)
        if value == 1:
            raise InvalidInputError(say("nobody knocked (the hand is worth 1), so nobody folded"),
                                    where)
        if not 1 <= paid <= value - 1:
            raise InvalidInputError(say("a fold pays the value before a knock: 1 to {most} in a "
                                        "hand worth {value}", most=value - 1, value=value), where)
        if paid > chips[seat]:
            raise InvalidInputError(say_n("{seat} had only {n} chip to pay",
                                          "{seat} had only {n} chips to pay", chips[seat],
                                          seat=Seat(seat)), where)
        folded.append((seat, paid))
    hand = ToepenHand(tuple(chips), value, tuple(sorted(folded)))
    if not hand.in_hand:
        raise InvalidInputError(say("someone must still be in the hand: everyone folded"),
                                "folded")
    return hand


def _read_list(body: Mapping[str, Any], name: str) -> list[Any]:
    value = body.get(name)
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidInputError(say("{name} must be a list", name=Verbatim(name)), name)
    return value


SEAT = {"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1}


@dataclass(frozen=True)
class ToepenHandBody(bodies.Body):
    """One Toepen hand: the chips before it, the discard challenges, the knocks and folds (as
    moves, or as the end state: value and folded), and who won the last trick."""

    chips: Any = bodies.spec(
        {"type": "array", "minItems": MIN_PLAYERS, "maxItems": MAX_PLAYERS,
         "items": {"type": "integer", "minimum": 0}}, bodies.kept, required=True,
        missing=N_("chips must give each player's chips before the hand, in seating order"),
        doc="each seat's chips before the hand, in seating order; 0 for a player already out "
            "(only with last_player_wins)")
    challenges: Any = bodies.spec(
        {"type": "array", "items": {
            "type": "object", "required": ["discarder", "challenger", "cards"],
            "properties": {
                "discarder": SEAT | {"description": "who threw in"},
                "challenger": SEAT | {"description": "who challenged"},
                "cards": {"description": "the four cards thrown in, e.g. \"AS KH QD JC\""}}}},
        bodies.kept, doc="discards challenged before play, in order")
    moves: Any = bodies.spec(
        {"type": "array", "items": {"type": "object", "required": ["seat", "action"],
                                    "properties": {
            "seat": SEAT | {"description": "who moved"},
            "action": {"enum": ["knock", "fold", "stay"],
                       "description": "knock raises the value by one; fold (only in answer to "
                                      "a knock) pays the value before it; stay plays on"}}}},
        bodies.kept, doc="the knocks and the answers to them, in order; not with value or "
                         "folded")
    value: Any = bodies.spec(
        {"type": "integer", "minimum": 1, "default": 1}, bodies.kept,
        doc="the hand's value at the end (1 plus the knocks); not with moves")
    folded: Any = bodies.spec(
        {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1}},
        bodies.kept, doc="seat (as text) to the chips that player paid on folding, e.g. "
                         "{\"1\": 2}; not with moves")
    winner: Any = bodies.spec(
        SEAT, bodies.kept, doc="the seat that took the fourth trick; may be left out when "
                               "everyone else folded")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ToepenScore(bodies.Answer):
    """One Toepen hand settled: what each player lost, who is out, and who deals next."""

    value: int = field(metadata={"doc": "what the hand was worth at the end"})
    winner: int = field(metadata={"doc": "the seat that won the hand"})
    lost: tuple[int, ...] = field(metadata={
        "doc": "chips each seat lost this hand (folds, the hand's value, challenges), all out "
               "of play"})
    chips: tuple[int, ...] = field(metadata={"doc": "each seat's chips after the hand"})
    out: tuple[int, ...] = field(metadata={"doc": "seats that ran out of chips in this hand"})
    out_of_play: int = field(metadata={"doc": "chips that left play this hand"})
    game_over: bool
    game_winner: int | None = field(metadata={
        "doc": "with last_player_wins: the last seat with chips"})
    game_losers: tuple[int, ...] = field(metadata={
        "doc": "otherwise: the seats whose running out ended the game"})
    next_dealer: int = field(metadata={"doc": "the hand's winner deals next"})
    award: Award = field(metadata={
        "doc": "what the hand adds to the score pad: here each seat's chips lost, as negative "
               "numbers"})
    breakdown: tuple[str, ...] = field(metadata={"doc": "the hand line by line"})
    explanation: str


def score(hand: ToepenHandBody) -> ToepenScore:
    """Settle one Toepen hand: discard challenges, folds, and the hand's value to the
    losers."""
    return ToepenScore.read(_score_dict(hand.given(), hand.options))


SCORE = bodies.Question(score, ToepenHandBody, ToepenScore,
                         lambda hand: _score_dict(hand.given(), hand.options))

GAME = Game(
    "toepen", "Toepen", MIN_PLAYERS, MAX_PLAYERS, pack_32, Scoring.TOKENS,
    N_("Dutch pub game: only the last trick counts; knock to raise the stakes."),
    trumps=False,
    end=FirstOut("last_player_wins"),
    options=(tokens_option(10),
             Option("last_player_wins", N_("Play on until one player has chips left"), False,
                    "bool", help=N_("otherwise the game ends when the first player runs out")),
             Option("no_knock_twice", N_("Nobody knocks twice in a row"), False, "bool")),
    deal=DealRule("left"), tokens_word=N_("chips"), has_pot=False,
    actions=("knock", "fold", "stay", "discard_challenge", "toepen_won"),
    questions={"trick": rule_trick, "score": SCORE},
    rules="001:1")
"""The winner of a hand deals the next (001 line 34); the first player out of chips loses
(001 line 48), or with ``last_player_wins`` the last one with chips wins (001 line 50)."""
