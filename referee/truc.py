"""Truc: the Catalan partnership game of three tricks, truc and retruc.

Rules followed: ``shared/rules/003`` lines 283–324 (Truc).

- Spanish 40-card pack in English cards. Cards rank by rank alone, whatever the suit:
  3 > 2 > A > K > Q > J > 7 > 6 > 5 > 4 (003, "Card ranking").
- Tricks: any card may be played, there is no suit to follow and no trump; the highest card
  wins. When the highest rank is played by players of both partnerships the trick is drawn:
  ``winner`` is null, ``winning_cards`` are the tied cards, and the leader leads again.
- Reading chosen: when the equal top cards all belong to one partnership the text's draw does
  not apply; that partnership wins, and the first of them played is the winner (the player who
  leads next).
- A trick given with a trump suit is refused. Cards carry no points: a trick's ``points`` are 0.

Plays ``i`` and ``i + 2`` are partners.

The hand (003 lines 304–308, :func:`hand_winner`, :func:`score`): seats are numbered in the order
of play, which goes to the right, so seat ``dealer + 1`` leads first and deals next. Seats 0 and
2 are side 0, seats 1 and 3 side 1. The hand is over as soon as the tricks left could not
change its winner; the side with more tricks wins and scores the hand's value.

- Reading: "majority" is read as more tricks than the other side, a drawn trick counting for
  nobody; equal tricks (1–1 with a draw, or three draws) are the text's tie, which goes to the
  dealer's opponents. So after side 0 wins one trick and the next is drawn, the hand is over
  when side 0 are the dealer's opponents (a tie would go to them anyway) and goes on otherwise.
- A one-card hand (the cut refused, 003 line 296) is one trick, a drawn one going to the
  dealer's opponents.
- Option ``parda`` (off by default, as the text counts tricks): many tables play that a drawn
  first trick ("parda") means the next trick someone wins decides the hand; all drawn still
  goes to the dealer's opponents.

Truc and retruc (003 lines 312–316, :class:`TrucStakes`): any player may call truc (2) on
their turn; the next player in turn (to the caller's right, seat + 1) accepts or rejects it.
After an accepted truc, only an opponent of the side that called truc may call retruc (3), on
that trick or a later one, answered likewise by the next player. A rejection stops the hand:
the raising side scores the last agreed value (1 for a rejected truc, 2 for a rejected
retruc). Whose turn it is to play a card is for the table to see: the referee checks who may
raise and who answers.

A score of eleven (003 lines 318–322; the target is the catalog's ``target``, 12, and eleven is
one short of it): a one-card hand may not be dealt while a side has 11. When one side alone has
11 it looks at its cards and chooses to play, the hand being worth 3 (reading: with no truc or
retruc, since 3 is already the most a hand is worth), or to decline. Reading: the text does not
say what declining costs; as at most tables, the other side scores 1. With both sides at 11 the
hand is played as usual and its winner wins the game. 12 or more wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import product
from collections.abc import Mapping  # (isinstance against typing's Mapping is slow)
from typing import Any, Sequence

from . import bodies
from .cards import Rank, Suit, pack_spanish_40
from .catalog import Option, Scoring, faces_option, read_int, target_option
from .game import DealRule, Game, ReachTarget, pairs_across
from .moves import replay_moves
from .errors import InvalidInputError
from .rulings import Award, Trick, TrickRuling
from .tricks import TRUMP_NONE, TrickRules, resolve
from .words import N_, Made, Message, Play, Seat, Side, Verbatim, join, say, say_n, say_in

RANKING: tuple[Rank, ...] = (Rank.THREE, Rank.TWO, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK,
                             Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR)
"""High to low, the same in every suit; equal ranks tie."""


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


TRICK_RULES = TrickRules(game="truc", plain=_plain, trump_use=TRUMP_NONE, suitless=True,
                         draws=True, partnerships=True)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Truc trick, or whether it is drawn ("parda": equal top cards of both
    partnerships), and who leads the next one: its winner, or after a parda the player who
    led it (the leader leads again)."""
    ruling = resolve(TRICK_RULES, trick, GAME)
    if len(trick.plays) < PLAYERS:
        return ruling
    leads = (say("The trick is parda: {leader}, who led it, leads the next one.",
                 leader=Play(0)) if ruling.winner is None else
             say("{winner} leads the next trick.", winner=Play(ruling.winner)))
    return replace(ruling, explanation=join(ruling.explanation, leads))


# --- the hand from its tricks -------------------------------------------------------------------

PLAYERS = 4
TARGET = 12
TRUC = "truc"
RETRUC = "retruc"
RAISES = {TRUC: 2, RETRUC: 3}
"""What each raise proposes the hand is worth (003, "Raising the stakes")."""
ELEVEN_VALUE = 3
"""A hand played by a side at eleven is worth 3 (003, "A score of eleven")."""


def _side(team: int) -> Side:
    """A partnership, said "side 0" where the table has no names for it."""
    return _SIDES[team] if 0 <= team < 2 else Side(team, "side")


_SIDES = (Side(0, "side"), Side(1, "side"))
"""The two partnerships, made once (a side is a value; a score says them a dozen times)."""


def team_of(seat: int) -> int:
    """Seats 0 and 2 are partnership 0, seats 1 and 3 partnership 1."""
    return seat % 2


def _outcome(tricks: Sequence[int | None], dealer: int, parda: bool = False) -> int:
    """Who wins a hand whose tricks are all known: more tricks won, a tie to the dealer's
    opponents. With ``parda`` a drawn first trick hands the hand to the first trick after it
    that someone wins."""
    if parda and tricks and tricks[0] is None:
        decider = next((t for t in tricks[1:] if t is not None), None)
        return 1 - team_of(dealer) if decider is None else decider
    won = [tricks.count(0), tricks.count(1)]  # (this runs for every way the hand may go on)
    if won[0] != won[1]:
        return 0 if won[0] > won[1] else 1
    return 1 - team_of(dealer)


def hand_winner(tricks: Sequence[int | None], dealer: int,
                cards: int = 3, parda: bool = False) -> tuple[int | None, int | None]:
    """The partnership that wins the hand and after how many tricks it was settled.

    ``tricks`` are the partnerships that won each trick in order (None for a drawn trick). The
    hand is settled as soon as the tricks still to come could not change its winner. Answers
    ``(None, None)`` while the hand is still open.
    """
    for played in range(1, len(tricks) + 1):
        known = list(tricks[:played])
        outcomes = {_outcome(known + list(rest), dealer, parda)
                    for rest in product((0, 1, None), repeat=cards - played)}
        if len(outcomes) == 1:
            return outcomes.pop(), played
    return None, None


# --- the stakes ---------------------------------------------------------------------------------

# Each raise its own sentence: "truc" and "retruc" are the game's words.
STOPPED = {TRUC: N_("the hand stopped when {player} rejected the truc"),
           RETRUC: N_("the hand stopped when {player} rejected the retruc")}
ANSWER_FIRST = {TRUC: N_("{player} must first accept or reject the truc"),
                RETRUC: N_("{player} must first accept or reject the retruc")}
ANSWERED_BY = {TRUC: N_("{raiser}'s truc is answered by the next player in turn, {answerer}, "
                        "not {player}"),
               RETRUC: N_("{raiser}'s retruc is answered by the next player in turn, "
                          "{answerer}, not {player}")}
NOT_ANSWERED = {TRUC: N_("{player} has not answered the truc"),
                RETRUC: N_("{player} has not answered the retruc")}
REJECTED = {TRUC: N_("{raisers} called truc and {rejecters} rejected it: the hand stops and "
                     "{scorers} {scores|score} the last agreed value, {value}."),
            RETRUC: N_("{raisers} called retruc and {rejecters} rejected it: the hand stops and "
                       "{scorers} {scores|score} the last agreed value, {value}.")}
"""``scorers`` are the ``raisers`` again (said again, mid-sentence)."""
NO_RAISE = {"accept": N_("there is no raise to accept"),
            "reject": N_("there is no raise to reject")}

@dataclass(frozen=True)
class TrucStakes:
    """A hand's stakes as a state machine: truc, retruc, and the answers to them.

    Seats are numbered in the order of play, which goes to the right: seat ``s + 1`` plays
    after seat ``s`` and answers its raise. ``verify(action, seat)`` raises with the reason a
    move is not allowed now, ``can`` answers yes or no, ``do`` returns the next state. Whose
    turn it is to play a card is for the table to see; the referee checks the rest.
    """

    value: int = 1
    """The last agreed value of the hand."""
    pending: tuple[str, int] | None = None
    """A raise waiting for its answer: the call and the seat that made it."""
    truc_by: int | None = None
    """The partnership that called truc."""
    rejected: tuple[str, int, int] | None = None
    """A rejected raise: the call, the seat that raised, the seat that rejected."""
    fixed: bool = False
    """The hand is played for 3 under the eleven rule: no raises."""
    history: tuple[tuple[int, str], ...] = ()

    @property
    def closed(self) -> bool:
        """A raise was rejected: the hand stopped."""
        return self.rejected is not None

    @property
    def raiser(self) -> int | None:
        """The partnership that scores when the hand stopped on a rejection."""
        return team_of(self.rejected[1]) if self.rejected else None

    def verify(self, action: Any, seat: Any) -> None:
        """Raise :class:`InvalidInputError` saying why this move is not allowed now."""
        move = _read_move(action)
        where = _read_seat(seat, "seat")
        if self.rejected is not None:
            call, _, rejecter = self.rejected
            raise InvalidInputError(say(STOPPED[call], player=Seat(rejecter)), "action")
        if move in (TRUC, RETRUC):
            if self.fixed:
                raise InvalidInputError(say("a hand played at eleven is already worth 3: no "
                                            "truc or retruc"), "action")
            if self.pending is not None:
                call, by = self.pending
                raise InvalidInputError(say(ANSWER_FIRST[call],
                                            player=Seat((by + 1) % PLAYERS)), "action")
        if move == TRUC and self.truc_by is not None:
            raise InvalidInputError(say("truc was already called; the other side may call "
                                        "retruc"), "action")
        if move == RETRUC:
            if self.truc_by is None:
                raise InvalidInputError(say("retruc re-raises an accepted truc: call truc "
                                            "first"), "action")
            if self.value >= RAISES[RETRUC]:
                raise InvalidInputError(say("retruc was already called: 3 is the most a hand "
                                            "is worth"), "action")
            if team_of(where) == self.truc_by:
                raise InvalidInputError(say("{player}'s side called the truc; only an opponent "
                                            "of the first raiser may call retruc",
                                            player=Seat(where)), "seat")
        if move in ("accept", "reject"):
            if self.pending is None:
                raise InvalidInputError(say(NO_RAISE[move]), "action")
            call, by = self.pending
            answerer = (by + 1) % PLAYERS
            if where != answerer:
                raise InvalidInputError(say(ANSWERED_BY[call], raiser=Seat(by),
                                            answerer=Seat(answerer), player=Seat(where)),
                                        "seat")

    def can(self, action: Any, seat: Any) -> bool:
        try:
            self.verify(action, seat)
        except InvalidInputError:
            return False
        return True

    def do(self, action: Any, seat: Any) -> "TrucStakes":
        """The state after this move (checked by :meth:`verify` first)."""
        self.verify(action, seat)
        move = _read_move(action)
        where = _read_seat(seat, "seat")
        state = replace(self, history=self.history + ((where, move),))
        if move in (TRUC, RETRUC):
            truc_by = team_of(where) if move == TRUC else self.truc_by
            return replace(state, pending=(move, where), truc_by=truc_by)
        assert self.pending is not None
        call, by = self.pending
        if move == "accept":
            return replace(state, value=RAISES[call], pending=None)
        return replace(state, pending=None, rejected=(call, by, where))

    @classmethod
    def replay(cls, moves: Any, fixed: bool = False, field: str = "stakes") -> "TrucStakes":
        """Replay ``[{"seat": 1, "action": "truc"}, ...]``, naming the move that is wrong."""
        if not isinstance(moves, list):
            raise InvalidInputError(say("stakes must be a list of moves or an object"), field)
        state = replay_moves(cls(value=ELEVEN_VALUE, fixed=True) if fixed else cls(), moves,
                             field, "moves", '{"seat": 1, "action": "truc"}',
                             lambda state, raw, _: state.do(raw.get("action"), raw.get("seat")))
        if state.pending is not None:
            call, by = state.pending
            raise InvalidInputError(say(NOT_ANSWERED[call], player=Seat((by + 1) % PLAYERS)),
                                    field)
        return state

    def text(self) -> Message:
        """The stakes in a sentence: "Truc was accepted: the hand is worth 2."."""
        said = (self.rejected, self.fixed, self.value)
        made = _STAKES_SAID.get(said)
        if made is None:  # (made once for what decides its words: see words.Made)
            made = _STAKES_SAID.keep(said, self._text())
        return made

    def _text(self) -> Message:
        if self.rejected is not None:
            call, by, rejecter = self.rejected
            return say(REJECTED[call], raisers=_side(team_of(by)),
                       rejecters=_side(team_of(rejecter)), scorers=_side(team_of(by)),
                       value=self.value)
        if self.fixed:
            return say("The hand is played at eleven, for {value}.", value=self.value)
        if self.value == 1:
            return say("No raise was accepted: the hand is worth {value}.", value=self.value)
        if self.value == RAISES[TRUC]:
            return say("Truc was accepted: the hand is worth {value}.", value=self.value)
        return say("Retruc was accepted: the hand is worth {value}.", value=self.value)


def _read_move(action: Any) -> str:
    name = action.strip().lower() if isinstance(action, str) else ""
    if name not in (TRUC, RETRUC, "accept", "reject"):
        raise InvalidInputError(say("{move} is not a move: use truc, retruc, accept or reject",
                                    move=Verbatim(repr(str(action)[:40]))), "action")
    return str(name)


def _read_seat(value: Any, field: str) -> int:
    seat = read_int(value, N_("A seat"), field)
    if not 0 <= seat < PLAYERS:
        raise InvalidInputError(say("{player} is not at this table of {players} (seats 0 to 3)",
                                    player=Seat(seat), players=PLAYERS), field)
    return seat


def _read_team(value: Any, field: str) -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise InvalidInputError(say("a partnership is 0 (seats 0 and 2) or 1 (seats 1 and 3)"),
                                field)
    return int(value)


def _stakes_from_summary(raw: Mapping[str, Any], fixed: bool) -> TrucStakes:
    """``{"called": null | "truc" | "retruc", "rejected_by": null | 0 | 1}``."""
    called = raw.get("called")
    if called is not None and (not isinstance(called, str) or called not in RAISES):
        raise InvalidInputError(say("called is the last raise called: truc, retruc or null"),
                                "stakes.called")
    rejected_by = raw.get("rejected_by")
    if rejected_by is not None:
        rejected_by = _read_team(rejected_by, "stakes.rejected_by")
    if fixed and called is not None:
        raise InvalidInputError(say("a hand played at eleven is already worth 3: no truc or "
                                    "retruc"), "stakes.called")
    if fixed:
        return TrucStakes(value=ELEVEN_VALUE, fixed=True)
    if called is None:
        if rejected_by is not None:
            raise InvalidInputError(say("nothing was called, so nothing was rejected"),
                                    "stakes.rejected_by")
        return TrucStakes()
    # Seats stand for the sides: the raiser is a seat of the raising side.
    if rejected_by is None:
        return TrucStakes(value=RAISES[called], truc_by=0)
    raiser = 1 - rejected_by
    agreed = RAISES[called] - 1
    return TrucStakes(value=agreed, truc_by=raiser if called == TRUC else rejected_by,
                      rejected=(called, raiser, rejected_by))


# --- scoring a hand -----------------------------------------------------------------------------

def _cards(value: Any, path: str, context: bodies.Context) -> int:
    cards = read_int(value, N_("Cards dealt"), "cards")
    if cards not in (1, 3):
        raise InvalidInputError(say("a Truc hand is three cards each, or one when the cut was "
                                    "refused"), "cards")
    return cards


def _target(context: bodies.Context) -> int:
    return read_int(context.options.get("target", TARGET), N_("The target"), "options.target")



SEAT = {"type": "integer", "minimum": 0, "maximum": 3}
SIDE = {"type": "integer", "enum": [0, 1]}


@dataclass(frozen=True)
class TrucHand(bodies.Body):
    """One Truc hand: who dealt, the scores before it, the tricks as they were won, and the
    truc and retruc calls. Seats are numbered in the order of play (to the right); side 0 is
    seats 0 and 2, side 1 seats 1 and 3."""

    dealer: int = bodies.spec(SEAT, lambda v, p, c: _read_seat(v, "dealer"), required=True,
                              default=0, missing=say("{label} must be a whole number",
                                                     label=say("A seat")),
                              doc="the seat that dealt; seat dealer + 1 led")
    scores: tuple[int, ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "integer",
                                                                  "minimum": 0}},
        lambda v, p, c: tuple(_read_scores(v, _target(c))), default=(0, 0),
        doc="the two sides' points before the hand, side 0 first (default [0, 0])")
    cards: int = bodies.spec({"enum": [1, 3], "default": 3}, _cards, default=3,
                             doc="cards dealt each: 3, or 1 when the cut was refused")
    tricks: Any = bodies.spec(
        {"type": "array", "maxItems": 3, "items": {"type": ["integer", "null"],
                                                   "enum": [0, 1, None]}}, bodies.kept,
        doc="the side that won each trick in order, null for a drawn trick; up to the trick "
            "that settled the hand (or the tricks finished before a rejected raise)")
    stakes: Any = bodies.spec(
        {"oneOf": [
            {"type": "array", "items": {"type": "object", "required": ["seat", "action"],
                                        "properties": {
                "seat": SEAT | {"description": "who moved"},
                "action": {"enum": ["truc", "retruc", "accept", "reject"],
                           "description": "a raise, or the next player's answer to it"}}}},
            {"type": "object", "properties": {
                "called": {"enum": ["truc", "retruc", None],
                           "description": "the last raise called"},
                "rejected_by": {"enum": [0, 1, None],
                                "description": "the side that rejected it, or null when it "
                                               "was accepted"}}}]}, bodies.kept,
        doc="the raises: a list of moves in order, or a summary")
    eleven: Any = bodies.spec(
        {"enum": ["play", "decline"], "default": "play"}, bodies.kept,
        doc="when one side alone has 11: whether it chose to play the hand (for 3) or "
            "declined")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TrucScore(bodies.Answer):
    """One Truc hand scored: its winner from the tricks (or a rejected raise, or a side at
    eleven declining), its value, and the game's end."""

    hand_winner: int = field(metadata={"doc": "the side that scores the hand"})
    value: int = field(metadata={"doc": "what the hand scores: 1, 2 or 3"})
    ended_by: str = field(metadata={"doc": "tricks, rejection or declined"})
    decided_after: int | None = field(metadata={"doc": "the trick that settled the hand"})
    points: tuple[int, ...] = field(metadata={"doc": "points each side scores this hand"})
    scores: tuple[int, ...] = field(metadata={"doc": "the sides' points after the hand"})
    game_over: bool
    winner: int | None = field(metadata={"doc": "the side that won the game"})
    next_dealer: int | None = field(metadata={"doc": "dealer + 1"})
    stakes: dict[str, Any] | None
    award: Award = field(metadata={"doc": "what the hand adds to the score pad, per side"})
    breakdown: tuple[str, ...]
    explanation: str


def score(hand: TrucHand) -> TrucScore:
    """Score one Truc hand: its winner from the tricks (or a rejected raise), its value, and
    the game's end."""
    options = hand.options
    target = read_int((options or {}).get("target", TARGET), N_("The target"),
                      "options.target")
    dealer = hand.dealer
    before = list(hand.scores)
    cards = hand.cards
    body = {"tricks": hand.tricks, "stakes": hand.stakes}
    at_eleven = [team for team in (0, 1) if before[team] == target - 1]
    if at_eleven and cards == 1:
        raise InvalidInputError(say("a side has {points}: a full three-card hand must be dealt",
                                    points=target - 1), "cards")
    eleven = hand.eleven
    lines: list[Message] = []
    fixed = False
    if len(at_eleven) == 1:
        side = at_eleven[0]
        if eleven not in (None, "play", "decline"):
            raise InvalidInputError(say("eleven is play or decline"), "eleven")
        if eleven == "decline":
            return _declined(body, before, side, dealer, target)
        fixed = True
        lines.append(say("{side} {has|have} {points} and chose to play: the hand is worth "
                         "{value}, with no truc or retruc.", side=_side(side),
                         points=target - 1, value=ELEVEN_VALUE))
    elif eleven is not None:
        raise InvalidInputError(say("eleven is only chosen when one side alone has {points}",
                                    points=target - 1), "eleven")
    elif len(at_eleven) == 2:
        lines.append(say("Both sides have {points}: the hand is played as usual and its "
                         "winner wins the game.", points=target - 1))
    stakes = _read_stakes(body.get("stakes"), fixed)
    tricks = _read_tricks(body.get("tricks"), cards)
    parda = bool((options or {}).get("parda"))
    winner, decided = hand_winner(tricks, dealer, cards, parda)
    if stakes.closed:
        if decided is not None and decided <= len(tricks):
            raise InvalidInputError(say("the hand was settled after trick {trick}, so no raise "
                                        "was left to reject", trick=decided), "stakes")
        hand_side = stakes.raiser
        assert hand_side is not None
        lines.append(stakes.text())
        ended = "rejection"
    else:
        if winner is None or decided is None:
            raise InvalidInputError(say_n("the hand is not settled yet after {n} trick: give "
                                          "every trick played",
                                          "the hand is not settled yet after {n} tricks: give "
                                          "every trick played", len(tricks)), "tricks")
        if decided < len(tricks):
            raise InvalidInputError(say("the hand was settled after trick {trick}; trick {next} "
                                        "is not played", trick=decided, next=decided + 1),
                                    f"tricks[{decided}]")
        hand_side = winner
        lines.extend(_trick_lines(tricks, dealer, winner, cards, parda))
        lines.append(stakes.text())
        ended = "tricks"
    value = stakes.value
    return _answer(before, hand_side, value, ended, decided if ended == "tricks" else None,
                   dealer, target, lines, stakes)


_STAKES_SAID = Made()
"""The stakes' sentence, by the raise rejected (if one was), fixed at eleven, the value."""
_TRICKS_SAID = Made()
"""The tricks' lines of a hand, by the tricks, the dealer, the winner, the cards, parda."""
_SCORES_SAID = Made()
"""The score line and the closing line, by the side scoring, the value, the scores before,
the dealer and the target."""


def _trick_lines(tricks: Sequence[int | None], dealer: int, winner: int,
                 cards: int, parda: bool = False) -> tuple[Message, ...]:
    said = (tuple(tricks), dealer, winner, cards, parda)
    made = _TRICKS_SAID.get(said)
    if made is None:  # (made once for what decides their words: see words.Made)
        made = _TRICKS_SAID.keep(said, tuple(_tricks_said(tricks, dealer, winner, cards,
                                                           parda)))
    return made  # type: ignore[no-any-return]


def _tricks_said(tricks: Sequence[int | None], dealer: int, winner: int,
                 cards: int, parda: bool = False) -> list[Message]:
    lines = []
    for i, side in enumerate(tricks):
        lines.append(say("Trick {n}: drawn.", n=i + 1) if side is None else
                     say("Trick {n}: {side}.", n=i + 1, side=_side(side)))
    if parda and tricks[0] is None and any(t is not None for t in tricks[1:]):
        decider = next(i for i, t in enumerate(tricks) if t is not None)
        lines.append(say("The first trick was drawn (parda): trick {n}, the first one won, "
                         "decides the hand for {side}.", n=decider + 1, side=_side(winner)))
        return lines
    won = [sum(1 for t in tricks if t == team) for team in (0, 1)]
    opponents = _side(1 - team_of(dealer))
    if len(tricks) < cards and won[winner] >= 2:
        lines.append(say("{side} {has|have} two tricks, a majority of the three: the last is "
                         "not played.", side=_side(winner)))
    elif len(tricks) < cards:
        lines.append(say_n(
            "{side} {leads|lead} {won} to {lost} and the trick left cannot change the winner "
            "(a tie would go to the dealer's opponents, {opponents}): no more tricks are played.",
            "{side} {leads|lead} {won} to {lost} and the tricks left cannot change the winner "
            "(a tie would go to the dealer's opponents, {opponents}): no more tricks are played.",
            cards - len(tricks), side=_side(winner), won=won[winner], lost=won[1 - winner],
            opponents=opponents))
    elif won[0] == won[1]:
        lines.append(say("Tricks are even, {won} each (a drawn trick counts for nobody): a tie "
                         "goes to the dealer's opponents, {opponents}.", won=won[0],
                         opponents=opponents))
    else:
        lines.append(say("{side} won more tricks, {won} to {lost}.", side=_side(winner),
                         won=won[winner], lost=won[1 - winner]))
    return lines


def _declined(body: Mapping[str, Any], before: list[int], side: int, dealer: int,
              target: int) -> TrucScore:
    if body.get("tricks") or body.get("stakes"):
        raise InvalidInputError(say("{side} declined to play at {points}: no tricks or stakes",
                                    side=_side(side), points=target - 1),
                                "tricks" if body.get("tricks") else "stakes")
    lines = [say("{side} {has|have} {points} and declined to play the hand: {other} "
                 "{scores|score} 1 (reading: the text does not say what a refusal costs).",
                 side=_side(side), points=target - 1, other=_side(1 - side))]
    return _answer(before, 1 - side, 1, "declined", None, dealer, target, lines, None)


def _answer(before: list[int], side: int, value: int, ended: str, decided: int | None,
            dealer: int, target: int, lines: list[Message],
            stakes: TrucStakes | None) -> TrucScore:
    points = [0, 0]
    points[side] = value
    after = [b + p for b, p in zip(before, points)]
    game_over = after[side] >= target
    said = (side, value, *before, dealer, game_over)
    made = _SCORES_SAID.get(said)
    if made is None:  # (made once for what decides their words: see words.Made)
        made = _SCORES_SAID.keep(said, (
            say("{side} {scores|score} {value}: {first} {a} → {a_after}, {second} {b} → "
                "{b_after}.", side=_side(side), value=value, first=_side(0), a=before[0],
                a_after=after[0], second=_side(1), b=before[1], b_after=after[1]),
            say("{side} {reaches|reach} {points} and {wins|win} the game.",
                side=_side(side), points=after[side]) if game_over else
            say("{player} deals next (the deal passes to the right).",
                player=Seat((dealer + 1) % PLAYERS))))
    lines.extend(made)
    return TrucScore(
        hand_winner=side, value=value, ended_by=ended, decided_after=decided,
        points=tuple(points), scores=tuple(after), game_over=game_over,
        winner=side if game_over else None,
        next_dealer=None if game_over else (dealer + 1) % PLAYERS,
        stakes=None if stakes is None else {
            "value": stakes.value, "fixed": stakes.fixed,
            "rejected": None if stakes.rejected is None else stakes.rejected[0]},
        award=Award("team", tuple(points)), breakdown=tuple(lines),
        explanation=join(*lines))



def _read_scores(value: Any, target: int) -> list[int]:
    if value is None:
        return [0, 0]
    if not isinstance(value, list) or len(value) != 2:
        raise InvalidInputError(say("scores must be the two sides' points, side 0 (seats 0 and "
                                    "2) first"), "scores")
    scores = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, points in enumerate(scores):
        if points < 0:
            raise InvalidInputError(say("a score cannot be negative"), f"scores[{i}]")
        if points >= target:
            raise InvalidInputError(say("{side} already {has|have} {points}: the game ended at "
                                        "{target}", side=_side(i), points=points,
                                        target=target), f"scores[{i}]")
    return scores


def _read_tricks(value: Any, cards: int) -> list[int | None]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > cards:
        raise InvalidInputError(say_n("tricks must list up to {n} trick, each the side that won "
                                      "it (0 or 1) or null when drawn",
                                      "tricks must list up to {n} tricks, each the side that "
                                      "won it (0 or 1) or null when drawn", cards), "tricks")
    return [None if t is None else _read_team(t, f"tricks[{i}]") for i, t in enumerate(value)]


def _read_stakes(value: Any, fixed: bool) -> TrucStakes:
    if value is None:
        return TrucStakes(value=ELEVEN_VALUE, fixed=True) if fixed else TrucStakes()
    if isinstance(value, Mapping):
        return _stakes_from_summary(value, fixed)
    return TrucStakes.replay(value, fixed)


SCORE = bodies.Question(score, TrucHand, TrucScore)


GAME = Game(
    "truc", "Truc", PLAYERS, PLAYERS, pack_spanish_40, Scoring.POINTS,
    N_("Catalan partnership bluffing game: truc and retruc, to 12."),
    side_nouns=(say_in("truc", "side {number}"), say_in("truc", "Team {number}"),
                say_in("truc", "Team")),
    trumps=False,
    figures={"hand": 1, "truc": RAISES[TRUC], "retruc": RAISES[RETRUC], "eleven": TARGET - 1,
             "eleven_value": ELEVEN_VALUE},
    end=ReachTarget(TARGET),
    options=(target_option(TARGET),
             Option("parda", N_("A drawn first trick: the next trick won decides (parda)"),
                    False, "bool",
                    help=N_("otherwise the side with more tricks wins, as the text says")),
             faces_option()),
    teams=pairs_across, deal=DealRule("right"),
    questions={"trick": rule_trick, "score": SCORE},
    rules="003:283")
"""The first partnership to 12 wins (003 line 322); play and the deal go to the right (003
lines 304 and 308)."""
