"""Mus: a round's betting as a state machine (pass, envite, see, raise, fold, órdago;
003 lines 160-175)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any

from ..catalog import read_int
from ..moves import replay_moves
from ..errors import InvalidInputError
from .hands import MIN_ENVITE, PLAYERS, TARGET, side, team_of
from ..words import Hand
from .hands import round_title
from ..words import (N_, Message, Verbatim, say)


# Betting

class Action(Enum):
    """What a player may say in a betting round."""

    PASS = "pass"
    """Before any bid: no bet (paso)."""
    ENVITE = "envite"
    """Open with a bid of at least 2 counters."""
    SEE = "see"
    """Accept the bid on the table (quiero)."""
    RAISE = "raise"
    """Accept the bid and propose a higher one; ``amount`` is the new total."""
    FOLD = "fold"
    """Decline the bid (no quiero)."""
    ORDAGO = "ordago"
    """Bet the whole game, as an opening bid or a raise."""


class Outcome(Enum):
    """How a round's betting ended."""

    PASSED = "passed"
    """All four passed: 1 counter to the better cards."""
    SEEN = "seen"
    """A bid was seen: it goes to the better cards."""
    FOLDED = "folded"
    """The bidding side collects the previously accepted amount at once."""
    ORDAGO = "ordago"
    """An órdago was seen: the round's better cards win the game."""


_ACTION_NAMES = {a.value: a for a in Action} | {"órdago": Action.ORDAGO}
_NO_BID_TO = {Action.SEE: N_("there is no bid to see: pass, bid (envite) or órdago"),
              Action.RAISE: N_("there is no bid to raise: pass, bid (envite) or órdago"),
              Action.FOLD: N_("there is no bid to fold: pass, bid (envite) or órdago")}


@dataclass(frozen=True)
class Betting:
    """One round's betting as a state machine. ``do`` returns the next state.

    ``verify(action, seat, amount)`` raises with the reason a move is not allowed now,
    ``can(...)`` answers yes or no, ``do(...)`` makes it. Seats are turn order, 0 the mano.
    """

    round: str
    limit: int = TARGET
    """The highest bid in counters; beyond it, bet órdago."""
    history: tuple[tuple[int, Action, int | None], ...] = ()
    to_act: int | None = 0
    bid: int = 0
    """The bid on the table (0 before any bid)."""
    ordago: bool = False
    """The bid on the table is órdago."""
    accepted: int = 1
    """What the bidding side collects if the other side folds now."""
    bidder: int | None = None
    """The side whose bid is on the table."""
    folds: int = 0
    outcome: Outcome | None = None

    @property
    def closed(self) -> bool:
        return self.outcome is not None

    @property
    def stake(self) -> int:
        """Counters the round pays: to the better cards (passed, seen), or to the bidders."""
        if self.outcome == Outcome.PASSED:
            return 1
        if self.outcome == Outcome.FOLDED:
            return self.accepted
        return self.bid

    def verify(self, action: Action | str, seat: Any, amount: Any = None) -> None:
        """Raise :class:`InvalidInputError` saying why this move is not allowed now."""
        move = _read_action(action)
        if self.outcome is not None:
            raise InvalidInputError(say("the betting of {round} is over ({summary})",
                                        round=round_title(self.round),
                                        summary=self.summary_text()), "action")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            raise InvalidInputError(say("seat must be 0 to 3, in turn order from the mano"),
                                    "seat")
        if seat != self.to_act:
            raise InvalidInputError(say("it is {hand}'s turn to speak, not {seat}'s",
                                        hand=Hand(self.to_act), seat=Hand(seat)), "seat")
        needs_amount = move in (Action.ENVITE, Action.RAISE)
        if not needs_amount and amount is not None:
            raise InvalidInputError(say("{move} takes no amount", move=Verbatim(move.value)),
                                    "amount")
        if self.bidder is None:
            if move in (Action.SEE, Action.RAISE, Action.FOLD):
                raise InvalidInputError(say(_NO_BID_TO[move]), "action")
        else:
            if move == Action.PASS:
                raise InvalidInputError(say("there is a bid on the table: see, raise or fold"),
                                        "action")
            if move == Action.ENVITE:
                raise InvalidInputError(say("the round is already open: raise instead"),
                                        "action")
            if self.ordago and move in (Action.RAISE, Action.ORDAGO):
                raise InvalidInputError(say("an órdago cannot be raised: see it or fold"),
                                        "action")
        if needs_amount:
            if amount is None:
                raise InvalidInputError(say("{move} needs an amount", move=Verbatim(move.value)),
                                        "amount")
            value = read_int(amount, N_("The amount"), "amount")
            least = MIN_ENVITE if move == Action.ENVITE else self.bid + 1
            if value < least:
                raise InvalidInputError(
                    say("an opening bid must be at least {least}", least=least)
                    if move == Action.ENVITE else
                    say("a raise must be at least {least}", least=least), "amount")
            if value > self.limit:
                raise InvalidInputError(say("bids go up to {limit}; for more, bet órdago",
                                            limit=self.limit), "amount")

    def can(self, action: Action | str, seat: Any, amount: Any = None) -> bool:
        try:
            self.verify(action, seat, amount)
        except InvalidInputError:
            return False
        return True

    def allowed(self) -> list[str]:
        """The moves open to the player whose turn it is (amounts aside)."""
        if self.to_act is None:
            return []
        return [a.value for a in Action
                if self.can(a, self.to_act, self._sample_amount(a))]

    def _sample_amount(self, action: Action) -> int | None:
        if action == Action.ENVITE:
            return MIN_ENVITE
        if action == Action.RAISE:
            return self.bid + 1
        return None

    def do(self, action: Action | str, seat: int, amount: Any = None) -> "Betting":
        """The state after this move (checked by :meth:`verify` first)."""
        self.verify(action, seat, amount)
        move = _read_action(action)
        value = read_int(amount, N_("The amount"), "amount") if amount is not None else None
        state = replace(self, history=self.history + ((seat, move, value),))
        if move == Action.PASS:
            if seat == PLAYERS - 1:
                return replace(state, to_act=None, outcome=Outcome.PASSED)
            return replace(state, to_act=seat + 1)
        if move == Action.SEE:
            return replace(state, to_act=None,
                           outcome=Outcome.ORDAGO if self.ordago else Outcome.SEEN)
        if move == Action.FOLD:
            if self.folds == 0:
                return replace(state, to_act=(seat + 2) % PLAYERS, folds=1)
            return replace(state, to_act=None, outcome=Outcome.FOLDED)
        # A bid: an opening envite or órdago, or a raise (which accepts the bid on the table).
        accepted = 1 if self.bidder is None else self.bid
        return replace(state, bid=value if value is not None else self.bid,
                       ordago=move == Action.ORDAGO, accepted=accepted, bidder=team_of(seat),
                       to_act=(seat + 1) % PLAYERS, folds=0)

    @classmethod
    def replay(cls, round_name: str, actions: Any, field: str = "actions",
               limit: int = TARGET) -> "Betting":
        """Replay a list of ``{"seat", "action", "amount"}`` moves, naming a bad one."""
        def move(state: "Betting", raw: Mapping[str, Any], where: str) -> "Betting":
            seat = raw.get("seat")
            if seat is not None and not isinstance(seat, bool):
                seat = read_int(seat, N_("The seat"), "seat")
            return state.do(raw.get("action"), seat, raw.get("amount"))

        state = replay_moves(cls(round_name, limit), actions, field, "moves",
                             '{"seat": 0, "action": "pass"}', move)
        if not state.closed:
            raise InvalidInputError(say("the betting of {round} is not finished: {hand} "
                                        "still has to speak",
                                        round=round_title(round_name),
                                        hand=Hand(state.to_act)), field)
        return state

    def summary(self) -> dict[str, Any] | None:
        """The outcome in the form :func:`score` takes; None while betting goes on."""
        if self.outcome == Outcome.PASSED:
            return {"outcome": "passed", "stake": 1}
        if self.outcome == Outcome.SEEN:
            return {"outcome": "seen", "stake": self.bid}
        if self.outcome == Outcome.FOLDED and self.bidder is not None:
            return {"outcome": "folded", "folded_by": 1 - self.bidder, "stake": self.accepted}
        if self.outcome == Outcome.ORDAGO:
            return {"outcome": "ordago"}
        return None

    def summary_text(self) -> Message:
        if self.outcome == Outcome.PASSED:
            return say("all passed: 1 counter to the better cards")
        if self.outcome == Outcome.SEEN:
            return say("seen for {bid}, to the better cards", bid=self.bid)
        if self.outcome == Outcome.FOLDED and self.bidder is not None:
            return say("{folder} folded: {side} {collects|collect} {stake} at once",
                       folder=side(1 - self.bidder), side=side(self.bidder),
                       stake=self.accepted)
        if self.outcome == Outcome.ORDAGO:
            return say("órdago seen: the better cards win the game")
        if self.bidder is None:
            return say("{hand} to speak; no bid yet", hand=Hand(self.to_act))
        if self.ordago:
            return say("bid of órdago by {side}; {hand} to answer",
                       side=side(self.bidder), hand=Hand(self.to_act))
        return say("bid of {bid} by {side}; {hand} to answer", bid=self.bid,
                   side=side(self.bidder), hand=Hand(self.to_act))

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "to_act": self.to_act, "bid": self.bid,
                "ordago": self.ordago, "accepted": self.accepted, "bidder": self.bidder,
                "closed": self.closed, "allowed": self.allowed(), "outcome": self.summary(),
                "history": [{"seat": s, "action": a.value, "amount": n}
                            for s, a, n in self.history],
                "explanation": self.summary_text()}


def _read_action(action: Any) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str) and action.strip().lower() in _ACTION_NAMES:
        return _ACTION_NAMES[action.strip().lower()]
    raise InvalidInputError(say("{action} is not a move: use pass, envite, see, raise, fold "
                                "or ordago", action=Verbatim(repr(str(action)[:40]))), "action")
