"""The state of a table, derived from its events: tokens, pot, scores, hand, dealer.

:class:`State` is built only by :func:`scorebook.replay.replay`; the kinds of event change it
through the small methods here, which check every amount against the table as it stands.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from referee.catalog import Scoring, read_int
from referee.game import EventRound, Game, Outcome, Sides, Standing
from referee.games import GAMES
from referee.errors import RefereeError
from referee.words import N_, Message, Named, Verbatim, named_together, say, say_n

from .events import EventError, Player, TableSetup

MAX_AMOUNT = 10**9
RUNNING = "running_hand"
"""The ``game_state`` key of a hand played move by move at the table (Toepen's knocks)."""


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


@dataclass(frozen=True)
class GameResult:
    """One of the evening's games as it ended at a table: how, and each side's book then."""

    outcome: Outcome
    scores: tuple[int, ...]


@dataclass
class State:
    setup: TableSetup
    tokens: list[int]
    scores: list[int]
    team_scores: dict[int, int]
    pot: int = 0
    owed: list[int] = field(default_factory=list)
    """What each player owes the pot and could not pay (a false Bura claim beyond their
    tokens); a buy-in pays it first."""
    out_of_play: int = 0
    handed_out: int = 0
    hand: int = 1
    """The hand being played, counted from 1; a redeal keeps the number."""
    dealer: int = 0
    next_dealer: int | None = None
    redeal: bool = False
    """The hand was thrown in and the same dealer deals it again (it does not count)."""
    seq: int = 0
    hands_scored: int = 0
    """Hands played to a result (a redeal is not one)."""
    out: frozenset[int] = frozenset()
    """Sides out of the game by the game's drop-out rule (Kozel's 12 penalty points)."""
    outcome: Outcome | None = None
    """The game's end rule's word after the last action: None while the game goes on."""
    game_number: int = 1
    """Which game of the evening at this table (a rematch starts the next)."""
    first_dealer: int = 0
    """Who dealt the first hand of this game."""
    tally: list[int] = field(default_factory=list)
    """Games won so far this evening, per side (a tie counts for nobody)."""
    finished: list[GameResult] = field(default_factory=list)
    """How each of the evening's earlier games ended, in order (a rematch keeps the outcome and
    the book of the game it closes): what a group's statistics count, losers too (Toepen's
    first one out) and the tokens each game left, which the tally cannot say."""
    renamed: dict[int, str] = field(default_factory=dict)
    """Names corrected at the table (``rename``), by seat."""
    regendered: dict[int, str] = field(default_factory=dict)
    """Grammatical genders given or corrected at the table (``rename``), by seat."""
    pad: list[dict[str, Any]] = field(default_factory=list)
    """The score pad: one row a hand played to a result (``game``, ``hand``: its number among
    the game's hands played, redeals not counted; ``points`` each side gained or lost in it,
    ``totals`` after it), across the evening's games."""
    hand_start: tuple[int, ...] = ()
    """Each side's number when the last row was written (or the game began)."""
    history: list[HistoryLine] = field(default_factory=list)
    last_ruling: dict[str, Any] | None = None
    game_state: dict[str, Any] = field(default_factory=dict)
    """Per-hand running state (Toepen's hand value, scorekeepers' entries); a deal clears it."""
    table_facts: dict[str, Any] = field(default_factory=dict)
    """What lasts from hand to hand (the scorekeepers, the draw that seated the table), kept
    as the actions apply so pages need not search the history."""

    @property
    def info(self) -> Game:
        return GAMES[self.setup.game]

    @property
    def book(self) -> Scoring:
        """How this table keeps its book (the game's, as its options make it)."""
        return self.info.book(self.options)

    @property
    def options(self) -> dict[str, Any]:
        return self.setup.options

    @property
    def players(self) -> tuple[Player, ...]:
        """The players, with any name corrected since the table was set up."""
        if not self.renamed and not self.regendered:
            return self.setup.players
        return tuple(replace(p, name=self.renamed.get(p.seat, p.name),
                             gender=self.regendered.get(p.seat, p.gender))
                     for p in self.setup.players)

    @property
    def uses_tokens(self) -> bool:
        return self.book is Scoring.TOKENS

    @property
    def sides(self) -> Sides:
        """The seats of each side: the teams, or each player alone."""
        if self.uses_teams:
            return tuple(tuple(p.seat for p in self.players if p.team == team)
                         for team in range(self.setup.team_count))
        return tuple((p.seat,) for p in self.players)

    def side_of(self, seat: int) -> int:
        team = self.players[seat].team
        return team if self.uses_teams and team is not None else seat

    def side_scores(self) -> tuple[int, ...]:
        """Each side's number in the book: tokens, or its score on the pad."""
        if self.uses_tokens:
            return tuple(self.tokens)
        if self.uses_teams:
            return tuple(self.team_scores.get(t, 0) for t in range(self.setup.team_count))
        return tuple(self.scores)

    def standing(self, before: tuple[int, ...] | None = None) -> Standing:
        scores = self.side_scores()
        out = frozenset(s for s, n in enumerate(self.tokens) if n <= 0) if self.uses_tokens \
            else self.out
        return Standing(self.sides, scores, before if before is not None else scores,
                        self.hands_scored, out, self.pot,
                        hand_over=bool(self.game_state.get("hand_over"))
                        or not self.game_state)

    def write_row(self) -> None:
        """A row on the pad for the hand just played to a result."""
        totals = self.side_scores()
        start = self.hand_start or tuple(0 for _ in totals)
        if self.uses_tokens and not self.hand_start:
            start = tuple(int(self.options.get("tokens", 0)) for _ in totals)
        self.pad.append({"game": self.game_number, "hand": self.hands_scored,
                         "points": [t - s for t, s in zip(totals, start)],
                         "totals": list(totals)})
        self.hand_start = totals

    def write_buy_in(self, seat: int, amount: int) -> None:
        """A buy-in on the pad as a row of its own (``"buy_in": true``, no hand number): the
        tokens were handed out, not won, so the next hand's row must not count them."""
        side = self.side_of(seat)
        totals = self.side_scores()
        bought = [0] * len(totals)
        bought[side] = amount
        self.pad.append({"game": self.game_number, "hand": None, "buy_in": True,
                         "points": bought, "totals": list(totals)})
        start = list(self.hand_start or tuple(int(self.options.get("tokens", 0))
                                              for _ in totals))
        start[side] += amount
        self.hand_start = tuple(start)

    def settle(self, before: tuple[int, ...]) -> None:
        """After an action: who has dropped out and whether the game is over, as the game's own
        rules say; an entry that the end rule says cannot happen is refused."""
        rule = self.info.end_rule(self.options)
        if self.hands_scored and self.side_scores() != before:
            problem = rule.check_hand(self.standing(before), self.options)
            if problem:
                raise EventError(problem, "points")
            if self.info.drop is not None and not self.uses_tokens:
                self.out = self.info.drop.dropped(self.standing(before), self.options)
        self.outcome = rule.decide(self.standing(before), self.options)

    @property
    def uses_teams(self) -> bool:
        return self.setup.team_count >= 2

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def named(self, seat: int) -> Named:
        """A player's name for a message, with the grammatical gender they gave (the words
        about them agree with it)."""
        player = self.players[seat]
        return Named(player.name, player.gender)

    def named_side(self, seats: Any) -> Named:
        """Several players as one subject ("Ann & Carl"): a partnership's verb and gender."""
        return named_together([self.named(s) for s in seats])

    # --- reading an action's fields -------------------------------------------------------
    def seat(self, value: Any, field_name: str = "seat") -> int:
        seat = whole_number(value, N_("The seat"), field_name, missing=N_("choose a player"))
        if not 0 <= seat < len(self.players):
            raise EventError(say("seat {seat} is not at this table (seats 0–{last})", seat=seat,
                                 last=len(self.players) - 1), field_name)
        return seat

    def amount(self, value: Any, field_name: str = "amount", allow_zero: bool = False) -> int:
        amount = whole_number(value, N_("The amount"), field_name,
                              missing=N_("enter an amount"))
        if amount < 0:
            raise EventError(say("an amount cannot be negative"), field_name)
        if amount == 0 and not allow_zero:
            raise EventError(say("an amount must be at least 1"), field_name)
        if amount > MAX_AMOUNT:
            raise EventError(say("that amount is too large"), field_name)
        return amount

    # --- moving tokens (every move keeps players + pot + out of play constant) -------------
    def require_tokens(self) -> None:
        if not self.uses_tokens:
            raise EventError(say("{game} tables here keep a score pad, not tokens",
                                 game=Verbatim(self.info.name)), "kind")

    def require_pot(self) -> None:
        self.require_tokens()
        if not self.info.has_pot:
            raise EventError(say("{game} has no pot: lost {tokens} go out of play",
                                 game=Verbatim(self.info.name), tokens=self.info.tokens_word),
                             "kind")

    def missing_result(self) -> Message | None:
        """What this hand still lacks before the next deal, in words; None once it has its
        result (a score, a win on the tally, a claim, the pot taken) or nothing rides on it."""
        if self.game_state.get("hand_over") or self.game_state.get("pot_taken"):
            return None
        if self.uses_tokens:
            if not self.pot:
                return None
            return say("Nobody has taken the pot of {pot} in hand {hand} yet (dealing now "
                       "carries it over)", pot=self.pot, hand=self.hand)
        if self.book is Scoring.TALLY:
            return say("Nobody has won hand {hand} on the tally yet", hand=self.hand)
        return say("Hand {hand} has no score on the pad yet", hand=self.hand)

    def require_pad(self) -> None:
        """The plain score pad: not at a token table, nor a tally (which counts wins one at a
        time, with ``won``)."""
        if self.uses_tokens:
            raise EventError(say("{game} keeps {tokens} and a pot, not a score pad",
                                 game=Verbatim(self.info.name), tokens=self.info.tokens_word),
                             "kind")
        if self.book is Scoring.TALLY:
            raise EventError(say(TALLY_OF.get(self.info.tally_of, TALLY_OF["game"]),
                                 game=Verbatim(self.info.name)), "kind")

    def check_stack(self, seat: int, amount: int, what: str, field_name: str = "amount") -> None:
        if self.tokens[seat] < amount:
            held = say_n("{n} token", "{n} tokens", self.tokens[seat])
            raise EventError(say(SHORT.get(what, SHORT["put in"]),
                                 player=Verbatim(self.name(seat)), tokens=held, amount=amount),
                             field_name)

    def to_pot(self, seat: int, amount: int, what: str = "put in") -> None:
        self.check_stack(seat, amount, what)
        self.tokens[seat] -= amount
        self.pot += amount

    def from_pot(self, seat: int, amount: int) -> None:
        if amount > self.pot:
            raise EventError(say("the pot holds {pot}, not {amount}", pot=self.pot,
                                 amount=amount), "amount")
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
        """Whether the seat is still in the game (has chips, or its side has not dropped out)."""
        if self.uses_tokens:
            return self.tokens[seat] > 0
        return self.side_of(seat) not in self.out

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

    def games_won(self) -> list[int]:
        """The evening's tally as the table reads it: the game just won counts at once, beside
        the banner naming its winner, not only once a rematch starts the next game."""
        won = list(self.tally)
        if self.outcome is not None and not self.outcome.tie:
            for side in self.outcome.winners:
                won[side] += 1
        return won

    def games_ended(self) -> list[Outcome]:
        """Every game of the evening at this table that has ended, the current one too once
        its end rule has spoken, in order."""
        return [g.outcome for g in self.finished] + (
            [self.outcome] if self.outcome is not None else [])

    def tokens_won(self) -> tuple[int, ...]:
        """At a token table: what each player has won (+) or lost (−) over the evening's
        games, the one being played as it stands now; tokens handed out by a buy-in are not
        won."""
        start = int(self.options.get("tokens", 0))
        won = [0] * len(self.players)
        for ended in [g.scores for g in self.finished] + [tuple(self.tokens)]:
            for seat, held in enumerate(ended[:len(won)]):
                won[seat] += held - start
        for row in self.pad:
            if row.get("buy_in"):
                for seat, bought in enumerate(row["points"][:len(won)]):
                    won[seat] -= bought
        return tuple(won)

    @property
    def event_round(self) -> EventRound | None:
        """The event's round this table plays (None: a table of no event)."""
        return EventRound.of(self.options)

    def round_result(self, round_: EventRound | None = None) -> tuple[int, ...] | None:
        """Each side's points once this table's round is complete (None while it is not, or at
        a table of no event): :meth:`EventRound.result`, the one rule the table and the
        event's standings both ask. ``round_``: the round to read it by, for a table made
        before its options carried it."""
        round_ = round_ or self.event_round
        if round_ is None:
            return None
        return round_.result(self.pad, self.outcome, self.game_number, self.games_won(),
                             self.side_scores())

    def deals_next(self) -> int:
        """Who deals the next hand: the one the hand's result named (Bura's claimer, Toepen's
        winner, the same dealer after a redeal), else the next seat still in. The status, the
        ruling and the deal all ask this, so they never disagree."""
        if self.next_dealer is not None:
            return self.next_dealer
        return self.seat_after(self.dealer)

    def new_game(self) -> None:
        """The book as a fresh game starts it: tokens handed out again, the pad cleared, the
        first deal to the player after the last game's first dealer. The tally, the history and
        what lasts from hand to hand (the draw, the scorekeepers) stay."""
        n = len(self.players)
        if self.uses_tokens:
            tokens = int(self.options.get("tokens", 0))
            self.tokens = [tokens] * n
            self.handed_out = tokens * n
            self.pot = self.out_of_play = 0
            self.owed = [0] * n
        self.scores = [0] * n
        self.team_scores = {}
        self.hand, self.hands_scored = 1, 0
        self.out, self.outcome = frozenset(), None
        self.next_dealer, self.redeal = None, False
        self.game_state = {}
        self.first_dealer = self.dealer = (self.first_dealer + 1) % n if n else 0
        self.game_number += 1
        self.hand_start = self.side_scores()

    def end_hand(self, next_dealer: int | None, redeal: bool = False) -> None:
        """The hand is over; ``next_dealer`` deals the next one (None: the deal passes on).
        A redeal (the cards thrown in) is dealt again by the same dealer and does not count
        as one of the game's hands."""
        self.next_dealer = self.dealer if redeal else next_dealer
        self.redeal = redeal
        if not redeal:
            self.hands_scored += 1
        self.game_state["hand_over"] = True


def whole_number(value: Any, label: str, field_name: str, missing: str) -> int:
    """A whole number from an action's field, or an :class:`EventError` saying what is wrong.
    ``label`` and ``missing`` are templates marked with ``N_`` where they are written."""
    if value is None or value == "":
        raise EventError(say(missing), field_name)
    try:
        return read_int(value, label, field_name)
    except RefereeError as error:
        raise EventError(error.message, field_name) from None


TALLY_OF = {"game": N_("{game} keeps a tally of games won: record who won the game"),
            "hand": N_("{game} keeps a tally of hands won: record who won the hand")}
"""Refusing the score pad at a tally table, by what its tally counts."""

SHORT = {"put in": N_("{player} has {tokens}, not enough to put in {amount}"),
         "ante": N_("{player} has {tokens}, not enough to ante {amount}"),
         "bet": N_("{player} has {tokens}, not enough to bet {amount}"),
         "pay": N_("{player} has {tokens}, not enough to pay {amount}"),
         "give": N_("{player} has {tokens}, not enough to give {amount}"),
         "lose": N_("{player} has {tokens}, not enough to lose {amount}")}
"""A stack too small for a move, by the move (``what`` of :meth:`State.check_stack`)."""


def copy_of(state: State, history: list[HistoryLine]) -> State:
    """A copy of ``state`` that an action may change, with ``history`` as its history: all of
    it deep-copied except what never changes once written, which is shared: the setup (frozen),
    the history lines and the score pad's rows (their lists are new). Copying a long evening's
    state then costs its pad's length in list slots, not a copy of every row."""
    memo: dict[int, Any] = {id(state.setup): state.setup, id(state.history): history,
                            id(state.pad): list(state.pad)}
    return copy.deepcopy(state, memo)
