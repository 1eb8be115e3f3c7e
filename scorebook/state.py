"""The state of a table, derived from its events: tokens, pot, scores, hand, dealer.

:class:`State` is built only by :func:`scorebook.replay.replay`; the kinds of event change it
through the small methods here, which check every amount against the table as it stands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.catalog import GAMES, GameInfo, Scoring, read_int
from referee.errors import RefereeError

from .events import EventError, Player, TableSetup

MAX_AMOUNT = 10**9


@dataclass
class HistoryLine:
    seq: int
    kind: str
    text: str
    actor: str
    at: str
    payload: dict[str, Any]
    voided: bool = False
    voided_by: int | None = None
    detail: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {"seq": self.seq, "kind": self.kind, "summary": self.text, "actor": self.actor,
               "at": self.at, "payload": self.payload, "voided": self.voided,
               "voided_by": self.voided_by}
        if self.detail is not None:
            out["detail"] = self.detail
        return out


@dataclass
class State:
    setup: TableSetup
    tokens: list[int]
    scores: list[int]
    team_scores: dict[int, int]
    pot: int = 0
    out_of_play: int = 0
    handed_out: int = 0
    hand: int = 1
    dealer: int = 0
    next_dealer: int | None = None
    seq: int = 0
    hands_scored: int = 0
    history: list[HistoryLine] = field(default_factory=list)
    last_ruling: dict[str, Any] | None = None
    game_state: dict[str, Any] = field(default_factory=dict)
    """Per-hand running state (Toepen's hand value, scorekeepers' entries); a deal clears it."""
    table_facts: dict[str, Any] = field(default_factory=dict)
    """What lasts from hand to hand (the scorekeepers, the draw that seated the table), kept
    as the actions apply so pages need not search the history."""

    @property
    def info(self) -> GameInfo:
        return GAMES[self.setup.game]

    @property
    def options(self) -> dict[str, Any]:
        return self.setup.options

    @property
    def players(self) -> tuple[Player, ...]:
        return self.setup.players

    @property
    def uses_tokens(self) -> bool:
        return "tokens" in self.options and (self.info.scoring is Scoring.TOKENS
                                             or self.options.get("mode") == "money")

    @property
    def uses_teams(self) -> bool:
        return self.setup.team_count >= 2

    def name(self, seat: int) -> str:
        return self.players[seat].name

    # --- reading an action's fields -------------------------------------------------------
    def seat(self, value: Any, field_name: str = "seat") -> int:
        seat = whole_number(value, "The seat", field_name, missing="choose a player")
        if not 0 <= seat < len(self.players):
            raise EventError(f"seat {seat} is not at this table "
                             f"(seats 0–{len(self.players) - 1})", field_name)
        return seat

    def amount(self, value: Any, field_name: str = "amount", allow_zero: bool = False) -> int:
        amount = whole_number(value, "The amount", field_name, missing="enter an amount")
        if amount < 0:
            raise EventError("an amount cannot be negative", field_name)
        if amount == 0 and not allow_zero:
            raise EventError("an amount must be at least 1", field_name)
        if amount > MAX_AMOUNT:
            raise EventError("that amount is too large", field_name)
        return amount

    # --- moving tokens (every move keeps players + pot + out of play constant) -------------
    def require_tokens(self) -> None:
        if not self.uses_tokens:
            raise EventError(f"{self.info.name} tables here keep a score pad, not tokens",
                             "kind")

    def check_stack(self, seat: int, amount: int, what: str, field_name: str = "amount") -> None:
        if self.tokens[seat] < amount:
            raise EventError(f"{self.name(seat)} has {self.tokens[seat]} "
                             f"{_tokens(self.tokens[seat])}, not enough to {what} {amount}",
                             field_name)

    def to_pot(self, seat: int, amount: int, what: str = "put in") -> None:
        self.check_stack(seat, amount, what)
        self.tokens[seat] -= amount
        self.pot += amount

    def from_pot(self, seat: int, amount: int) -> None:
        if amount > self.pot:
            raise EventError(f"the pot holds {self.pot}, not {amount}", "amount")
        self.pot -= amount
        self.tokens[seat] += amount

    def transfer(self, giver: int, taker: int, amount: int) -> None:
        self.check_stack(giver, amount, "give")
        self.tokens[giver] -= amount
        self.tokens[taker] += amount

    def lose(self, seat: int, amount: int) -> None:
        self.check_stack(seat, amount, "lose")
        self.tokens[seat] -= amount
        self.out_of_play += amount

    # --- the score pad ----------------------------------------------------------------------
    def add_score(self, seat: int, points: int) -> None:
        self.scores[seat] += points

    def add_team_score(self, team: int, points: int) -> None:
        self.team_scores[team] = self.team_scores.get(team, 0) + points

    def score_of(self, seat: int) -> int:
        team = self.players[seat].team
        if self.uses_teams and team is not None:
            return self.team_scores.get(team, 0)
        return self.scores[seat]

    # --- who is still playing ---------------------------------------------------------------
    def active(self, seat: int) -> bool:
        """Whether the seat is still in the game (has chips, or is under the drop-out mark)."""
        if self.uses_tokens:
            return self.tokens[seat] > 0
        if self.info.scoring is Scoring.PENALTY:
            return self.score_of(seat) < self.options.get("target", 12)
        return True

    def active_seats(self) -> list[int]:
        return [s for s in range(len(self.players)) if self.active(s)]

    def seat_after(self, seat: int) -> int:
        """The next seat to the left (in play order) still in the game."""
        n = len(self.players)
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if self.active(candidate):
                return candidate
        return (seat + 1) % n

    def end_hand(self, next_dealer: int | None) -> None:
        """The hand is over; ``next_dealer`` deals the next one (None: the deal passes left)."""
        self.next_dealer = next_dealer
        self.game_state["hand_over"] = True


def whole_number(value: Any, label: str, field_name: str, missing: str) -> int:
    """A whole number from an action's field, or an :class:`EventError` saying what is wrong."""
    if value is None or value == "":
        raise EventError(missing, field_name)
    try:
        return read_int(value, label, field_name)
    except RefereeError as error:
        raise EventError(error.message, field_name) from None


def _tokens(n: int) -> str:
    return "token" if n == 1 else "tokens"
