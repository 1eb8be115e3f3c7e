"""Tute: the Spanish partnership game of aces and threes, cuarenta and veinte.

Rules followed: ``shared/rules/003`` lines 87–131 (Tute).

- Spanish 40-card pack in English cards (no 10s, 9s, 8s). In every suit, trumps included:
  A > 3 > K > Q > J > 7 > 6 > 5 > 4 > 2 (003, "Card ranking").
- Card points: A 11, 3 10, K 4, Q 3, J 2, the other cards nothing (120 in the pack); the last
  trick adds 10, las cuarenta 40 and each veinte 20 (``LAST_TRICK_POINTS`` and friends, for the
  hand score).
- Tricks (003, "Game play"): follow suit when able; head the trick when able (play a card that
  beats the one winning so far); out of the suit led, trump when able, overtrumping when able
  (and trumping under when unable to overtrump); only with neither the suit led nor a trump may
  a player discard. The highest trump wins, else the highest card of the suit led.
- Readings chosen: the text gives no exception for a partner winning the trick, so a player
  must head even their partner. Heading is asked only where it is possible: a player following
  suit to a trick already trumped may play any card of the suit.
- The trump suit (the dealer's last card) is required with every trick.

Plays ``i`` and ``i + 2`` are partners (they share a baza).

Hand scoring (:func:`score`, 003 lines 113–128; body in :data:`SCORE_SCHEMA`): each team's
card points (all 40 cards, in tricks of four), 10 for the last trick, 40 for las cuarenta (K
and Q of trumps) and 20 for each veinte (K and Q of another suit); the higher total wins the
hand, and the ``award`` is that one hand won. The game is one hand, or a number of hands
agreed beforehand (the ``hands`` option), won by the side that wins most of them (lines
126–128); the table keeps the tally. Readings chosen:

- Equal totals: the text names no winner, so neither team wins the hand.
- A tute is the four kings only, as the text says (some tables also count four queens or
  horses; not in the text, not supported). It wins the hand at once, so the bazas are
  optional and need not hold the whole pack; when given, no king can be in them, the other
  team cannot have declared (every marriage holds a king), and the declarer's team has won a
  trick.
- "Once las veinte has been declared, las cuarenta may no longer be declared" is read for the
  whole hand: in a team's list (in the order made) a cuarenta after a veinte is refused. The
  order across the two teams is not entered, so the table checks that one itself.
- A declaration follows a won trick, one at a time: a team makes at most one per trick won.
- Wherever a side is asked (``last_trick``), team 0 or 1, or a seat 0–3 read as its team.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import (Card, Pack, Rank, Suit, pack_spanish_40, read_cards, read_trump,
                    trumps_are, Shown)
from .catalog import Option, Scoring, faces_option, read_int
from .game import DealRule, Game, Majority, pairs_across
from .errors import InvalidInputError
from .rulings import Award, Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, must_head, must_trump, resolve
from .sides import SEATS, TEAMS, TRICK_SIZE, read_pair, read_team, read_won
from .words import Message, N_, Seat, Side, join, say, say_n, say_in

RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK,
                             Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.TWO)
"""Every suit, trumps included, high to low."""

POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3,
                           Rank.JACK: 2}
"""Card points; 7, 6, 5, 4 and 2 count nothing."""

LAST_TRICK_POINTS = 10
CUARENTA_POINTS = 40
"""King and queen of trumps, declared after winning a trick."""
VEINTE_POINTS = 20
"""King and queen of another suit."""




def card_points(card: Card) -> int:
    return POINTS.get(card.rank, 0)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(rank, trump) for rank in RANKING)


def _trick_points(cards: Sequence[Card], trump: Suit | None) -> Count:
    return count_cards(cards, card_points)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points of captured cards (trumps count the same as other cards)."""
    return count_cards(cards, card_points)


TRICK_RULES = TrickRules(
    game="tute", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow, must_trump(), must_head()),
    partnerships=True, points=_trick_points)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Tute trick, for how many card points, and whether each play was legal."""
    return resolve(TRICK_RULES, trick, GAME)


# --- hand scoring (003 lines 113-128) ---------------------------------------------------------

MAX_HANDS = 10**6


@dataclass(frozen=True)
class Marriage:
    """A declared king and queen of one suit: las cuarenta in trumps, a veinte otherwise."""

    suit: Suit
    cuarenta: bool

    @property
    def points(self) -> int:
        return CUARENTA_POINTS if self.cuarenta else VEINTE_POINTS

    @property
    def text(self) -> Shown:
        return Shown((Card(Rank.KING, self.suit), Card(Rank.QUEEN, self.suit)))

    @property
    def words(self) -> Message:
        """The declaration as the breakdown gives it: "las cuarenta (KH QH) 40"."""
        if self.cuarenta:
            return say("las cuarenta ({cards}) {points}", cards=self.text,
                       points=self.points)
        return say("a veinte ({cards}) {points}", cards=self.text, points=self.points)

    def to_dict(self) -> dict[str, Any]:
        return {"cards": [f"K{self.suit.value}", f"Q{self.suit.value}"],
                "kind": "cuarenta" if self.cuarenta else "veinte", "points": self.points}


def read_marriage(cards: Sequence[Card], trump: Suit, field: str) -> Marriage:
    """The marriage these cards declare, or an error saying why they are none."""
    if len(cards) != 2 or {c.rank for c in cards} != {Rank.KING, Rank.QUEEN} \
            or cards[0].suit != cards[1].suit or cards[0].suit is None:
        if not cards:
            raise InvalidInputError(say("no cards is not a declaration: declare the king and "
                                        "queen of one suit (the four kings, a tute, go in "
                                        "tute)"), field)
        raise InvalidInputError(say("{cards} is not a declaration: declare the king and queen "
                                    "of one suit (the four kings, a tute, go in tute)",
                                    cards=Shown(cards)), field)
    return Marriage(cards[0].suit, cards[0].suit == trump)


def _read_declarations(body: Mapping[str, Any], trump: Suit, pack: Pack,
                       won: list[list[Card]]) -> list[list[Marriage]]:
    raw = read_pair(body, "declarations", "a list of declarations in the order made",
                    [[], []])
    teams: list[list[Marriage]] = []
    seen: set[Suit] = set()
    for t, team_raw in enumerate(raw):
        if not isinstance(team_raw, list):
            raise InvalidInputError(say("each team's declarations must be a list of "
                                        "declarations (K and Q of a suit), in the order made"),
                                    f"declarations[{t}]")
        read: list[Marriage] = []
        for i, cards_raw in enumerate(team_raw):
            field = f"declarations[{t}][{i}]"
            marriage = read_marriage(read_cards(pack, cards_raw, field), trump, field)
            if marriage.suit in seen:
                raise InvalidInputError(say("{cards} is declared twice; each king and queen is "
                                            "declared once", cards=marriage.text),
                                        field)
            seen.add(marriage.suit)
            if marriage.cuarenta and any(not m.cuarenta for m in read):
                raise InvalidInputError(say(
                    "las cuarenta ({cards}) must be the first declaration: once a veinte has "
                    "been declared, las cuarenta can no longer be",
                    cards=marriage.text), field)
            read.append(marriage)
        tricks = len(won[t]) // TRICK_SIZE
        if (won[0] or won[1]) and len(read) > tricks:
            raise InvalidInputError(say_n(
                "{side} made {declared} but took {n} trick; a declaration is made after "
                "winning a trick, one at a time",
                "{side} made {declared} but took {n} tricks; a declaration is made after "
                "winning a trick, one at a time", tricks, side=Side(t),
                declared=say_n("{n} declaration", "{n} declarations", len(read))),
                f"declarations[{t}]")
        teams.append(read)
    return teams


def _read_hands_won(body: Mapping[str, Any]) -> list[int] | None:
    if body.get("scores") is None:
        return None
    raw = read_pair(body, "scores", "the hands it has won so far")
    scores = [read_int(v, N_("Hands won"), f"scores[{t}]") for t, v in enumerate(raw)]
    for t, n in enumerate(scores):
        if not 0 <= n <= MAX_HANDS:
            raise InvalidInputError(say("hands won must be a whole number, 0 or more"),
                                    f"scores[{t}]")
    return scores


NO_TRUMP = say("say the trump suit of the hand (S, H, D or C)")
BAZA = "the cards in its baza"
"""i18n: LAST, BAZA and the descriptions given to read_pair and read_int are fragments that
:mod:`referee.sides` and :mod:`referee.catalog` put in their own English sentences."""


def _trump(value: Any, path: str, context: bodies.Context) -> Suit:
    trump = read_trump(value)
    if trump is None:
        raise InvalidInputError(NO_TRUMP, "trump")
    return trump


def _tute(value: Any, path: str, context: bodies.Context) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEATS:
        raise InvalidInputError(say("tute must be the seat (0–3) that declared the four "
                                    "kings, or null"), "tute")
    return value


def _won(value: Any, path: str, context: bodies.Context) -> tuple[tuple[Card, ...], ...]:
    whole = context.values.get("tute") is None
    return tuple(tuple(cards) for cards in read_won({"won": value}, context.pack, BAZA,
                                                    whole=whole))


def _declarations(value: Any, path: str,
                  context: bodies.Context) -> tuple[tuple[Marriage, ...], ...]:
    won = [list(c) for c in context.values.get("won", ((), ()))]
    read = _read_declarations({"declarations": value}, context.values["trump"], context.pack,
                              won)
    return tuple(tuple(team) for team in read)


@dataclass(frozen=True)
class TuteHand(bodies.Body):
    """A Tute hand (003 lines 87–128): each team's baza, the last trick, the declarations, or
    a tute. Team 0 is seats 0 and 2, team 1 seats 1 and 3; wherever a side is asked, a seat 0–3
    is read as its team."""

    trump: Suit | None = bodies.spec({"type": "string"}, _trump, required=True,
                                     missing=NO_TRUMP, doc="the trump suit: S, H, D or C")
    tute: int | None = bodies.spec(
        {"type": ["integer", "null"], "minimum": 0, "maximum": 3}, _tute,
        doc="the seat that declared a tute (all four kings), which wins the hand for its team "
            "at once; null otherwise")
    won: tuple[tuple[Card, ...], ...] | None = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": bodies.CARDS_SCHEMA}, _won,
        doc="the cards in each team's baza: together the whole 40-card pack, four cards a "
            "trick. After a tute, the tricks played before it (optional).")
    declarations: tuple[tuple[Marriage, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "array",
                                                                  "items": bodies.CARDS_SCHEMA}},
        _declarations, default=((), ()),
        doc="each team's declarations in the order made, each the K and Q of one suit: las "
            "cuarenta in trumps (40, before any veinte), a veinte otherwise (20); at most one "
            "per trick the team won. Default: none.")
    last_trick: int | None = bodies.spec(
        {"type": ["integer", "null"], "minimum": 0, "maximum": 3},
        lambda v, p, c: read_team(v, "last_trick", LAST),
        doc="the team that took the last trick (10); required unless a tute ended the hand "
            "(then null or absent)")
    scores: tuple[int, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"type": "integer"}, "minItems": 2,
         "maxItems": 2}, lambda v, p, c: tuple(_read_hands_won({"scores": v}) or ()),
        doc="optional: hands each team has won before this one, in a game the option hands "
            "has not yet decided (003 line 128)")
    options: Mapping[str, Any] = field(default_factory=dict)

    def check(self, context: bodies.Context) -> None:
        if self.won is None and self.tute is None:
            raise InvalidInputError(say("won must give the cards in its baza for each of the "
                                        "two teams"), "won")
        if self.scores:
            # 003 line 128: a game of the hands agreed. Hands won that already decide it (as
            # many as the game, or a majority the hands left cannot undo) leave no hand to
            # score: refused here, not said as "won 1,000,001 of the 1 hand".
            planned = int(self.options.get("hands", GAME.defaults()["hands"]))
            before = list(self.scores)
            if GAME.verdict(before, before, self.options, sum(before)) is not None:
                raise InvalidInputError(say_n(
                    "the hands won so far, {a} and {b}, already decide a game of {n} hand, "
                    "so it is over",
                    "the hands won so far, {a} and {b}, already decide a game of {n} hands, "
                    "so it is over", planned, a=before[0], b=before[1]), "scores")


LAST = N_("the side that took the last trick")


@dataclass(frozen=True)
class TuteScore(bodies.Answer):
    """A Tute hand scored: each team's cards, declarations and last trick, or a tute; the team
    that wins the hand, and with the hands won before, whether the game is over."""

    ONLY_WITH = ("scores_before", ("scores_before", "scores", "hands", "game_over",
                                   "game_winner"))

    points: tuple[int, ...] = field(metadata={
        "doc": "cards, declarations and last trick per team"})
    card_points: tuple[int, ...] = field(metadata={
        "doc": "card points in each baza (120 in all)"})
    last_trick: int | None
    declarations: tuple[tuple[dict[str, Any], ...], ...]
    tute: int | None
    winner: int | None = field(metadata={
        "doc": "the team that wins the hand; null when the totals tie"})
    award: Award = field(metadata={
        "doc": "What this hand adds to the score pad: one hand won to the winning team (team "
               "0 = seats 0 and 2)."})
    breakdown: tuple[str, ...]
    explanation: str
    scores_before: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None
    hands: int | None = None
    game_over: bool | None = None
    game_winner: int | None = None


def score(hand: TuteHand) -> TuteScore:
    """Score a hand: card points, last trick, cuarenta and veintes, or a tute; who wins it.

    The award is one hand won to the winning team.
    """
    options = hand.options
    trump = hand.trump
    assert trump is not None
    tute_seat = hand.tute
    won = [list(c) for c in hand.won] if hand.won is not None else [[], []]
    declarations = [list(team) for team in hand.declarations]
    previous = list(hand.scores) if hand.scores else None
    planned = int(options.get("hands", GAME.defaults()["hands"]))

    counts = [count_cards(cards, card_points) for cards in won]
    lines: list[Message] = [trumps_are(trump)]
    if tute_seat is not None:
        winner: int | None = tute_seat % TEAMS
        _check_tute(winner, won, declarations)
        last = None
        points = [counts[t].points + sum(m.points for m in declarations[t])
                  for t in range(TEAMS)]
        # the side first: the verb follows it
        lines.append(say("{seat} declared a tute (all four kings) after winning a trick: "
                         "{side} {wins|win} the hand at once, whatever the points.",
                         side=Side(winner), seat=Seat(tute_seat)))
        explanation = say("Tute: {seat} held all four kings, so {side} {wins|win} the hand "
                          "outright.", side=Side(winner), seat=Seat(tute_seat))
    else:
        if hand.last_trick is None:
            raise InvalidInputError(say("the side that took the last trick must be team 0 or 1 "
                                        "(or a seat 0–3: seats 0 and 2 are team 0, seats 1 "
                                        "and 3 team 1)"), "last_trick")
        last = hand.last_trick
        if not won[last]:
            raise InvalidInputError(say("{side} took no trick, so {it|they} cannot have taken "
                                        "the last one", side=Side(last)), "last_trick")
        points = []
        for t in range(TEAMS):
            parts = [say("cards {n}", n=counts[t].points)]
            parts += [m.words for m in declarations[t]]
            if last == t:
                parts.append(say("last trick {n}", n=LAST_TRICK_POINTS))
            total = (counts[t].points + sum(m.points for m in declarations[t])
                     + (LAST_TRICK_POINTS if last == t else 0))
            points.append(total)
            lines.append(say("Baza of {side}: {sum}", side=Side(t),
                             sum=counts[t].sum_words))
            lines.append(say("{side}: {sum} = {total}.", side=Side(t),
                             sum=join(*parts, sep=" + "), total=total))
        if points[0] == points[1]:
            winner = None
            explanation = say("Both teams have {points}: neither has the higher total, so "
                              "neither wins the hand.", points=points[0])
        else:
            winner = 0 if points[0] > points[1] else 1
            explanation = say("{side} {has|have} the higher total, {points} against {other}, "
                              "and {wins|win} the hand.", side=Side(winner),
                              points=points[winner], other=points[1 - winner])
        lines.append(explanation)
    award = tuple(1 if winner == t else 0 for t in range(TEAMS))
    totals_of: dict[str, Any] = {}
    if previous is not None:
        totals = [p + a for p, a in zip(previous, award)]
        played = sum(previous) + 1  # reading: a tied hand is not entered in "scores"
        outcome = GAME.verdict(previous, totals, options, played)
        winners = outcome.winners if outcome else ()
        totals_of = {"scores_before": tuple(previous), "scores": tuple(totals),
                     "hands": planned, "game_over": outcome is not None,
                     "game_winner": winners[0] if len(winners) == 1 else None}
        if outcome is None:
            end = say("Hands won: {first} {a}, {second} {b}, after {played} of {planned}.",
                      first=Side(0), a=totals[0], second=Side(1), b=totals[1], played=played,
                      planned=planned)
        elif len(winners) == 1 and planned == 1:  # that hand was the game
            end = say("{side} {wins|win} the game of one hand.", side=Side(winners[0]))
        elif len(winners) == 1:
            end = say_n("{side} {has|have} won {won} of the {n} hand, a majority, and "
                        "{wins|win} the game.",
                        "{side} {has|have} won {won} of the {n} hands, a majority, and "
                        "{wins|win} the game.", planned, side=Side(winners[0]),
                        won=totals[winners[0]])
        else:
            end = say_n("After {n} hand the teams have won {each} each: a tie.",
                        "After {n} hands the teams have won {each} each: a tie.", planned,
                        each=totals[0])
        lines.append(end)
        explanation = join(explanation, end)
    return TuteScore(
        points=tuple(points), card_points=tuple(c.points for c in counts), last_trick=last,
        declarations=tuple(tuple(m.to_dict() for m in team) for team in declarations),
        tute=tute_seat, winner=winner, award=Award("team", award), breakdown=tuple(lines),
        explanation=explanation, **totals_of)


SCORE = bodies.Question(score, TuteHand, TuteScore)


def _check_tute(team: int, won: list[list[Card]], declarations: list[list[Marriage]]) -> None:
    """A tute is four kings in one hand: no king taken in a trick, no king declared by the
    other side, and the declarer's side has won a trick (declarations follow a won trick)."""
    kings = [c for cards in won for c in cards if c.rank is Rank.KING]
    if kings:
        raise InvalidInputError(say("{card} is in a baza, but a tute is declared holding all "
                                    "four kings", card=Shown(kings[0])), "won")
    if declarations[1 - team]:
        raise InvalidInputError(say("{side} declared {cards}, but the four kings were all in "
                                    "the tute holder's hand", side=Side(1 - team),
                                    cards=declarations[1 - team][0].text),
                                "declarations")
    if (won[0] or won[1]) and not won[team]:
        raise InvalidInputError(say("{side} took no trick, and a tute is declared after "
                                    "winning one", side=Side(team)), "tute")


GAME = Game(
    "tute", "Tute", 4, 4, pack_spanish_40, Scoring.TALLY,
    N_("Spanish partnership game: cuarenta and veinte, must head and trump."),
    side_nouns=(say_in("tute", "team {number}"), say_in("tute", "Team {number}"),
                say_in("tute", "Team")),
    figures={"last_trick": LAST_TRICK_POINTS},
    end=Majority(1),
    options=(Option("hands", N_("Hands in the game"), 1, minimum=1, maximum=99,
                    help=N_("the side that wins most of them wins the game (an odd number "
                            "avoids a tie)")), faces_option()),
    teams=pairs_across, deal=DealRule("right"), tally_of="hand",
    questions={"count": count, "trick": rule_trick, "score": SCORE},
    rules="003:87")
"""The higher total wins the hand; for a longer game a number of hands is agreed and the side
that wins most of them wins (003 lines 126–128). Play and the deal go to the right (003 line
108)."""
