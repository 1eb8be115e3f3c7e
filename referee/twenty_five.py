"""Twenty-Five: Ireland's game of five tricks, where the five of trumps is the top card.

Rules followed: ``shared/rules/003`` lines 201–247 (Twenty-Five).

Ranking (003, "Card ranking": "highest in red, lowest in black"; the ace is counted as a one):

- trumps: the 5, then the jack, then A♥ whatever the suit, then the ace of trumps (when
  trumps are not hearts), then the rest in the plain order of that colour:
  hearts 5 J A K Q 10 9 8 7 6 4 3 2; diamonds 5 J A♥ A K Q 10 9 8 7 6 4 3 2;
  clubs and spades 5 J A♥ A K Q 2 3 4 6 7 8 9 10;
- plain suits: hearts K Q J 10 9 8 7 6 5 4 3 2 (A♥ is always a trump); diamonds
  K Q J 10 9 8 7 6 5 4 3 2 A; clubs and spades K Q J A 2 3 4 5 6 7 8 9 10 — the black aces
  sit between the jack and the two.

A♥ is a trump in every hand: it follows trumps, never hearts, and leading it leads a trump.

Play (003, "Play of the hand"):

- To a plain lead, a player holding the suit led must follow or trump (trumping is allowed even
  when able to follow); a player out of the suit may play anything.
- To a trump lead, a player must play a trump, except that the 5 of trumps, the jack of trumps
  and A♥ are never forced out: a player whose only trumps are among those three may play any
  card (reneging). A player holding a lower trump too must play some trump (any of them).
- Reading chosen: the text says the top three are *never* forced, even by a higher trump led,
  so that is the default. Many tables play that a top trump may be held back only when the trump
  led is lower than it; that is the table option ``higher_lead_forces_top_trumps`` (in
  :data:`OPTIONS`; the catalog must list it before the API accepts it).
- Each trick won scores 5 (``TRICK_POINTS``) to its winner: a trick's ``points`` are 5, and
  the explanation says so; cards themselves carry no points.

Robbing the trump (003 lines 235–237, :func:`verify_rob`, :func:`can_rob`, :func:`rob`): before
anyone leads to the first trick, the player holding the ace of trumps (A♥ only when hearts are
trumps) may take the upcard and discard any card of their own hand face down; waiving is
allowed. Readings: the text says nothing of a turned-up ace, so by default nobody robs it (no
one holds it); many tables let the dealer take it, the option ``dealer_robs_turned_ace`` (in
:data:`OPTIONS`). The discard is one of the five cards held: discarding the upcard just taken
would be no robbery at all.

The score (003 lines 205, 243–247, :func:`score`): 5 per trick to the winner, or to the
winner's team with the catalog option ``teams`` (partners sit across: with ``k`` teams seat
``s`` plays for team ``s % k``). Play stops the moment a player or team reaches 25 (the
catalog's ``target``), so tricks are taken in the order won and any trick after that is refused.
If nobody reaches 25 the player to the dealer's left deals the next hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_52, Shown
from .catalog import Option, Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, Sides, alternating_teams
from .errors import IllegalPlayError, InvalidInputError
from .rulings import Award, Trick, TrickRuling
from .tricks import (TRUMP_REQUIRED, Demand, Turn, TrickRules, cards_text, read_option,
                     resolve)
from .words import N_, SEAT_AT, Made, Message, Seat, Side, Verbatim, join, say, say_n, say_in

TRICK_POINTS = 5
"""The winner of each trick scores 5; 25 wins the game."""

RED_PLAIN: tuple[Rank, ...] = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE,
                               Rank.EIGHT, Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR,
                               Rank.THREE, Rank.TWO, Rank.ACE)
"""A red suit, high to low, when not trumps ("highest in red"; the ace is a one)."""

BLACK_PLAIN: tuple[Rank, ...] = (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE, Rank.TWO,
                                 Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
                                 Rank.EIGHT, Rank.NINE, Rank.TEN)
"""A black suit, high to low, when not trumps ("lowest in black"; the ace above the two)."""

ACE_OF_HEARTS = Card(Rank.ACE, Suit.HEARTS)
"""Always the third-highest trump."""

OPTIONS: tuple[Option, ...] = (
    Option("higher_lead_forces_top_trumps", N_("A higher trump led forces out a top trump"),
           False, "bool",
           help=N_("the text lets the 5, the jack and A♥ of trumps always be held back; many "
                   "tables force one out when a higher trump is led")),
    Option("dealer_robs_turned_ace", N_("The dealer may rob a turned-up ace"), False, "bool",
           help=N_("the text is silent when the upcard is the ace of trumps; many tables let "
                   "the dealer take it for a discard")),
)
"""Table options this module reads beyond the catalog's."""


def plain_ranking(suit: Suit) -> tuple[Rank, ...]:
    """A suit's ranks, high to low, when it is not trumps (hearts without A♥)."""
    if suit == Suit.HEARTS:
        return RED_PLAIN[:-1]
    return RED_PLAIN if suit.is_red else BLACK_PLAIN


def trump_ranking(trump: Suit) -> tuple[Card, ...]:
    """Every trump, high to low: 5, J, A♥, the ace of trumps, then the suit's plain order."""
    rest = [r for r in plain_ranking(trump) if r not in (Rank.FIVE, Rank.JACK, Rank.ACE)]
    top = [Card(Rank.FIVE, trump), Card(Rank.JACK, trump), ACE_OF_HEARTS]
    if trump != Suit.HEARTS:
        top.append(Card(Rank.ACE, trump))
    return tuple(top) + tuple(Card(r, trump) for r in rest)


def top_trumps(trump: Suit) -> tuple[Card, ...]:
    """The three trumps that are never forced out by a trump lead: 5, J and A♥."""
    return trump_ranking(trump)[:3]


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return plain_ranking(suit)


def follow_or_trump(turn: Turn) -> Demand | None:
    """To a plain lead, a player holding the suit led follows it or trumps."""
    if not turn.before or turn.led_suit == turn.trump:
        return None
    suited = turn.of_suit(turn.led_suit)
    if not suited:
        return None
    return Demand("must-follow", suited | turn.trumps(),
                  say("must follow suit or trump: held {held} when {lead} was led",
                      held=cards_text(suited, turn.rules, turn.trump),
                      lead=Shown(turn.lead)))


def trump_to_trump_lead(turn: Turn) -> Demand | None:
    """To a trump lead, play a trump, unless the only trumps held are among the top three."""
    if not turn.before or turn.trump is None or turn.led_suit != turn.trump:
        return None
    trumps = turn.trumps()
    released = _released(turn)
    protected = {c for c in trumps if c in top_trumps(turn.trump) and c not in released}
    if not trumps - protected:
        return None
    held = cards_text(trumps, turn.rules, turn.trump)
    return Demand("must-follow", trumps,
                  say("must play a trump when {lead} (a trump) was led: held {held}",
                      lead=Shown(turn.lead), held=held))


def _released(turn: Turn) -> frozenset[Card]:
    """Top trumps a higher trump led forces out, under the table option."""
    value = turn.options.get("higher_lead_forces_top_trumps", False)
    if not value:
        return frozenset()
    return frozenset(c for c in top_trumps(turn.trump or Suit.HEARTS)
                     if turn.rules.beats(turn.lead, c, turn.lead, turn.trump))


def _check(trick: Trick) -> None:
    read_option(trick, "higher_lead_forces_top_trumps")


def _notes(cards: Sequence[Card], trump: Suit | None) -> Message:
    note = say("The winner scores {points} for the trick.", points=TRICK_POINTS)
    if ACE_OF_HEARTS in cards and trump != Suit.HEARTS:
        return join(say("A♥ is a trump whatever the trump suit, never a heart."), note)
    return note


TRICK_RULES = TrickRules(
    game="twenty-five", plain=_plain, trumps=trump_ranking, trump_use=TRUMP_REQUIRED,
    play_rules=(follow_or_trump, trump_to_trump_lead), notes=_notes, check=_check)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Twenty-Five trick (worth 5 to the winner) and whether each play was legal."""
    return replace(resolve(TRICK_RULES, trick, GAME), points=TRICK_POINTS)


# --- robbing the trump --------------------------------------------------------------------------

HAND_SIZE = 5


def ace_of_trumps(trump: Suit) -> Card:
    """The card that lets its holder rob: the ace of the trump suit (A♥ only in hearts)."""
    return Card(Rank.ACE, trump)


def verify_rob(hand: Sequence[Card], upcard: Card, discard: Card | None = None,
               led: bool = False, dealer: bool = False,
               options: Mapping[str, Any] | None = None) -> None:
    """Raise with the reason this player may not rob the upcard (for this discard) now.

    ``hand`` is the player's five cards, ``upcard`` the card turned for trumps, ``led`` whether
    anyone has led to the first trick, ``dealer`` whether this player dealt.
    """
    cards = list(hand)
    if len(cards) != HAND_SIZE or len(set(cards)) != HAND_SIZE:
        raise InvalidInputError(say_n("a Twenty-Five hand is {n} different card",
                                      "a Twenty-Five hand is {n} different cards", HAND_SIZE),
                                "hand")
    if upcard in cards:
        raise InvalidInputError(say("{card} is the upcard, so it cannot also be in the hand",
                                    card=Shown(upcard)), "upcard")
    if led:
        raise IllegalPlayError(say("someone has led to the first trick: nobody may rob the "
                                   "trump any more"), "led")
    trump = upcard.suit
    if trump is None:
        raise InvalidInputError(say("the upcard must be a suited card"), "upcard")
    ace = ace_of_trumps(trump)
    shown = Shown(ace)
    if upcard == ace:
        if not (options or {}).get("dealer_robs_turned_ace"):
            raise IllegalPlayError(say("the upcard is {ace} itself: nobody holds the ace of "
                                       "trumps, so nobody may rob (unless the table lets the "
                                       "dealer take a turned-up ace)", ace=shown), "upcard")
        if not dealer:
            raise IllegalPlayError(say("only the dealer may take a turned-up {ace}", ace=shown),
                                   "dealer")
    elif ace not in cards:
        if ACE_OF_HEARTS in cards:
            raise IllegalPlayError(say("only the holder of {ace}, the ace of trumps, may rob the "
                                       "upcard; {hearts} is not the ace of trumps unless hearts "
                                       "are trumps", ace=shown,
                                       hearts=Shown(ACE_OF_HEARTS)), "hand")
        raise IllegalPlayError(say("only the holder of {ace}, the ace of trumps, may rob the "
                                   "upcard", ace=shown), "hand")
    if discard is not None and discard not in cards:
        raise InvalidInputError(say("{discard} is not in the hand: the discard is one of the "
                                    "five cards held ({cards})", discard=Shown(discard),
                                    cards=Shown(cards)), "discard")


def can_rob(hand: Sequence[Card], upcard: Card, led: bool = False, dealer: bool = False,
            options: Mapping[str, Any] | None = None) -> bool:
    try:
        verify_rob(hand, upcard, None, led, dealer, options)
    except InvalidInputError:
        return False
    except IllegalPlayError:
        return False
    return True


def rob(hand: Sequence[Card], upcard: Card, discard: Card, led: bool = False,
        dealer: bool = False, options: Mapping[str, Any] | None = None) -> tuple[Card, ...]:
    """The robber's new hand: the upcard taken, the discard put face down."""
    verify_rob(hand, upcard, discard, led, dealer, options)
    return tuple(c for c in hand if c != discard) + (upcard,)


def _card(value: Any, path: str, context: bodies.Context) -> Card:
    return context.pack.card(value, path)


def _flag(value: Any, path: str, context: bodies.Context) -> bool:
    if not isinstance(value, bool):
        raise InvalidInputError(say("{field} must be true or false", field=Verbatim(path)),
                                path)
    return value


NO_UPCARD = say("say the card turned up for trumps")


@dataclass(frozen=True)
class RobBody(bodies.Body):
    """May a player rob the trump (003, Twenty-Five: robbing the trump)?"""

    hand: tuple[Card, ...] = bodies.spec(
        bodies.CARDS_SCHEMA, bodies.cards(allow_empty=False), required=True,
        missing=say("give the player's five cards"), doc="the player's five cards")
    upcard: Card | None = bodies.spec({"type": "string"}, _card, required=True,
                                      missing=NO_UPCARD, doc="the card turned up for trumps")
    discard: Card | None = bodies.spec({"type": ["string", "null"]}, _card,
                                       doc="the card to put face down")
    led: bool = bodies.spec({"type": "boolean"}, _flag, default=False,
                            doc="whether the first trick has been led")
    dealer: bool = bodies.spec({"type": "boolean"}, _flag, default=False,
                               doc="whether this player dealt")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RobRuling(bodies.Answer):
    """Whether the player may rob the trump, and why."""

    valid: bool
    explanation: str
    trump: Suit | None = field(metadata={"doc": "the trump suit, the upcard's"})
    ace_of_trumps: Card | None = field(metadata={"doc": "the card that allows the rob"})
    hand: tuple[Card, ...]
    upcard: Card
    discard: Card | None
    new_hand: tuple[Card, ...] | None = field(metadata={
        "doc": "the robber's hand after the rob, when the discard was given"})


def claim(body: RobBody) -> RobRuling:
    """May this player rob the trump? (003: the holder of the ace of trumps may take the upcard
    and discard any card, before the first lead.) The answer says yes or no and why."""
    hand, upcard, discard = body.hand, body.upcard, body.discard
    assert upcard is not None  # required
    trump = upcard.suit
    ace = ace_of_trumps(trump) if trump else None
    try:
        verify_rob(hand, upcard, discard, body.led, body.dealer, body.options)
    except IllegalPlayError as refusal:
        return RobRuling(False, say("No: {reason}.", reason=refusal.message), trump, ace, hand,
                         upcard, discard, None)
    new_hand = tuple(c for c in hand if c != discard) + ((upcard,) if discard else ())
    shown, taken = Shown(ace), Shown(upcard)
    if discard:
        yes = say("Yes: the holder of {ace}, the ace of trumps, may rob the trump before the "
                  "first lead, so this player takes {upcard} and puts {discard} face down.",
                  ace=shown, upcard=taken, discard=Shown(discard))
    else:
        yes = say("Yes: the holder of {ace}, the ace of trumps, may rob the trump before the "
                  "first lead, so this player may take {upcard} and put any one card face down.",
                  ace=shown, upcard=taken)
    return RobRuling(True, yes, trump, ace, hand, upcard, discard,
                     new_hand if discard else None)


CLAIM = bodies.Question(claim, RobBody, RobRuling)


# --- scoring a hand -----------------------------------------------------------------------------

TRICKS_PER_HAND = HAND_SIZE
TARGET = 25


def teams_for(players: int, teams: Any = None) -> int:
    """How many teams: given, or the declaration's (pairs with an even number of players, so
    six make three teams and eight four, and three threes with nine: 003 line 207)."""
    if teams is None:
        if players % 2 == 0:
            return players // 2
        if players == 9:
            return 3
        raise InvalidInputError(say_n("{n} player cannot pair up: give teams (how many) or "
                                      "play alone",
                                      "{n} players cannot pair up: give teams (how many) or "
                                      "play alone", players), "teams")
    count = read_int(teams, N_("Teams"), "teams")
    if count < 2:  # a partnership game is two teams at least (never "1 equal teams")
        raise InvalidInputError(say("a game in teams needs 2 teams or more, not {teams}",
                                    teams=count), "teams")
    if players % count or players // count < 2:
        # the plural is the teams' ("4 equal teams", Russian "5 равных команд"); the players
        # are three to nine, plural in every language
        raise InvalidInputError(say_n("{players} players cannot make {n} equal team of two "
                                      "or more",
                                      "{players} players cannot make {n} equal teams of two "
                                      "or more", count, players=players), "teams")
    return count


def _who(index: int, by_team: bool) -> Seat | Side:
    """A score's owner: a team with the option teams, else a player."""
    return Side(index) if by_team else Seat(index)


NO_TRICKS = say("tricks must list the seat that won each trick, in order (at most {most})",
                most=TRICKS_PER_HAND)


def _score_dict(body: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Score the tricks of a hand in the order they were won, stopping at 25 (the body is
    :class:`TwentyFiveHand`)."""
    if not isinstance(body, (dict, Mapping)):
        raise InvalidInputError(say("the request body must be a JSON object"), "body")
    info = GAME
    target = read_int((options or {}).get("target", TARGET), N_("The target"),
                      "options.target")
    by_team = bool((options or {}).get("teams"))
    scores_raw = body.get("scores")
    players_raw = body.get("players")
    if players_raw is None and not by_team and isinstance(scores_raw, list):
        players_raw = len(scores_raw)
    if players_raw is None:
        raise InvalidInputError(say("give the number of players"), "players")
    players = read_int(players_raw, N_("Players"), "players")
    if not info.min_players <= players <= info.max_players:
        raise InvalidInputError(say("Twenty-Five is for {low} to {high} players",
                                    low=info.min_players, high=info.max_players), "players")
    if body.get("teams") is not None and not by_team:
        raise InvalidInputError(say("teams is for a table playing in teams (option teams)"),
                                "teams")
    sides = teams_for(players, body.get("teams")) if by_team else players
    before = _read_scores(scores_raw, sides, by_team, target)
    tricks_raw = body.get("tricks")
    if not isinstance(tricks_raw, list) or len(tricks_raw) > TRICKS_PER_HAND:
        raise InvalidInputError(NO_TRICKS, "tricks")
    dealer = None
    if body.get("dealer") is not None:
        dealer = _read_seat(body["dealer"], players, "dealer")
    running = list(before)
    lines: list[Message] = []
    reached: int | None = None
    reached_after: int | None = None
    for i, raw in enumerate(tricks_raw):
        if reached is not None:
            raise InvalidInputError(say("the game stopped after trick {after}, when {who} "
                                        "reached {points}: trick {trick} was not played",
                                        after=reached_after, who=_who(reached, by_team),
                                        points=running[reached], trick=i + 1), f"tricks[{i}]")
        # (a seat JSON gives as a whole number at the table, as most are, needs no more look)
        seat = raw if type(raw) is int and 0 <= raw < players else \
            _read_seat(raw, players, f"tricks[{i}]")
        side = seat % sides
        running[side] += TRICK_POINTS
        if by_team:
            lines.append(join(
                say("Trick {trick}: {seat} ({side}) {wins|win} it, +{points}:", trick=i + 1,
                    seat=Seat(seat), side=Side(side), points=TRICK_POINTS),
                say("{side} {has|have} {total}.", side=Side(side), total=running[side])))
        else:  # (the same few sentences at every table: each made once, read once)
            total = running[side]
            line = _TRICKS_SAID.get((i, seat, total))
            if line is None:
                line = _TRICKS_SAID.keep((i, seat, total), say(
                    "Trick {trick}: {seat} {wins|win} it, +{points}: {seat} {has|have} "
                    "{total}.", trick=i + 1, seat=SEAT_AT[seat], points=TRICK_POINTS,
                    total=total))
            lines.append(line)
        if running[side] >= target:
            reached, reached_after = side, i + 1
            lines.append(say("{who} {reaches|reach} {target}: play stops at once and {who} "
                             "{wins|win} the game.", who=_who(side, by_team), target=target))
    points = [a - b for a, b in zip(running, before)]
    complete = reached is not None or len(tricks_raw) == TRICKS_PER_HAND
    next_dealer = None
    if reached is None and complete and dealer is not None:
        next_dealer = (dealer + 1) % players
        lines.append(say("Nobody has {target}: {seat}, on the dealer's left, deals the next "
                         "hand.", target=target, seat=Seat(next_dealer)))
    elif reached is None and complete:
        line = _NOBODY_SAID.get(target)
        if line is None:
            line = _NOBODY_SAID.keep(target, say(
                "Nobody has {target}: the player on the dealer's left deals the next hand.",
                target=target))
        lines.append(line)
    elif reached is None:
        lines.append(say_n("{n} of {total} tricks played; nobody has {target} yet.",
                           "{n} of {total} tricks played; nobody has {target} yet.",
                           len(tricks_raw), total=TRICKS_PER_HAND, target=target))
    if not tricks_raw:
        lines.insert(0, say("No tricks yet."))
    by = "team" if by_team else "seat"
    # the explanation says the lines: the same lines (the same messages, most of them kept by
    # _TRICKS_SAID) are said by the same explanation. Kept by the lines' identities: the entry
    # holds the lines, so no other object can take their ids while it is kept
    said = tuple(map(id, lines))
    kept = _EXPLAINED.get(said)
    if kept is None:
        kept = _EXPLAINED.keep(said, (tuple(lines), join(*lines)))
    return {"by": by, "points": points, "scores": running, "game_over": reached is not None,
            "winner": reached, "reached_after": reached_after, "hand_complete": complete,
            "next_dealer": next_dealer, "award": {"by": by, "points": points},
            "breakdown": lines, "explanation": kept[1]}


_TRICKS_SAID = Made()
"""A trick's line without teams, by the trick, its winner's seat and their total."""
_NOBODY_SAID = Made(16)
"""The closing line of a hand nobody won, by the target."""
_EXPLAINED = Made()
"""A hand's lines and the explanation saying them, by the lines' identities."""


def _read_seat(value: Any, players: int, field: str) -> int:
    seat = read_int(value, N_("A seat"), field)
    if not 0 <= seat < players:
        raise InvalidInputError(say("{seat} {is|are} not at this table of {players}",
                                    seat=Seat(seat), players=players), field)
    return seat


def _read_scores(value: Any, sides: int, by_team: bool, target: int) -> list[int]:
    if value is None:
        return [0] * sides
    if not isinstance(value, list) or len(value) != sides:
        raise InvalidInputError(
            say("scores must give each of the {sides} teams' scores", sides=sides) if by_team
            else say("scores must give each of the {sides} players' scores", sides=sides),
            "scores")
    scores = [read_int(v, N_("A score"), f"scores[{i}]") for i, v in enumerate(value)]
    for i, points in enumerate(scores):
        if points < 0:
            raise InvalidInputError(say("a score cannot be negative"), f"scores[{i}]")
        if points % TRICK_POINTS:
            raise InvalidInputError(say("scores go up in fives (5 a trick), not {points}",
                                        points=points), f"scores[{i}]")
        if points >= target:
            raise InvalidInputError(say("{who} already {has|have} {points}: the game ended at "
                                        "{target}", who=_who(i, by_team), points=points,
                                        target=target), f"scores[{i}]")
    return scores


@dataclass(frozen=True)
class TwentyFiveHand(bodies.Body):
    """The tricks of one Twenty-Five hand in the order they were won, and the scores before
    it; play stops the moment someone reaches 25."""

    tricks: Any = bodies.spec(
        {"type": "array", "maxItems": TRICKS_PER_HAND, "items": {"type": "integer",
                                                                 "minimum": 0}},
        bodies.kept, required=True,
        missing=NO_TRICKS,
        doc="the seat that won each trick, in order (so far, or up to the trick that reached "
            "25)")
    scores: Any = bodies.spec(
        {"type": "array", "items": {"type": "integer", "minimum": 0}}, bodies.kept,
        doc="scores before the hand: per seat, or per team with the option teams (default all "
            "0)")
    players: Any = bodies.spec(
        {"type": "integer", "minimum": 3, "maximum": 9}, bodies.kept,
        doc="players at the table, seats numbered clockwise (default: as many as scores, when "
            "playing alone)")
    teams: Any = bodies.spec(
        {"type": "integer", "minimum": 2}, bodies.kept,
        doc="with the option teams: how many teams (default 2 with an even number of players, "
            "3 with nine); seat s plays for team s % teams")
    dealer: Any = bodies.spec({"type": "integer", "minimum": 0}, bodies.kept,
                              doc="the seat that dealt, to name the next dealer")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TwentyFiveScore(bodies.Answer):
    """One Twenty-Five hand scored trick by trick, and whether someone reached 25."""

    by: str = field(metadata={"doc": "seat or team"})
    points: tuple[int, ...] = field(metadata={"doc": "points scored this hand, 5 a trick"})
    scores: tuple[int, ...] = field(metadata={"doc": "scores after the tricks counted"})
    game_over: bool
    winner: int | None = field(metadata={"doc": "the seat or team that reached 25 first"})
    reached_after: int | None = field(metadata={
        "doc": "the trick (1 to 5) after which it did"})
    hand_complete: bool
    next_dealer: int | None
    award: Award = field(metadata={"doc": "what the hand adds to the score pad"})
    breakdown: tuple[str, ...] = field(metadata={"doc": "trick by trick"})
    explanation: str


def score(hand: TwentyFiveHand) -> TwentyFiveScore:
    """Score the tricks of a hand in the order they were won, stopping at 25."""
    return TwentyFiveScore.read(_score_dict(hand.given(), hand.options))


SCORE = bodies.Question(score, TwentyFiveHand, TwentyFiveScore,
                         lambda hand: _score_dict(hand.given(), hand.options))


def sides(players: int, options: Mapping[str, Any]) -> Sides | None:
    """Alone by default; in teams, pairs with an even number of players and three teams of
    three with nine, partners never playing one after the other (003 line 207)."""
    if not options.get("teams"):
        return None
    if players == 9:
        return alternating_teams(9, 3)
    if players % 2:
        raise InvalidInputError(say("Twenty-Five in teams is played in pairs (an even number "
                                    "of players) or three teams of three (nine), not {players}",
                                    players=players), "players")
    return alternating_teams(players, 2)


GAME = Game(
    "twenty-five", "Twenty-Five", 3, 9, pack_52, Scoring.POINTS,
    N_("Irish game with the five of trumps on top; 5 a trick, first to 25."),
    side_nouns=(say_in("twenty-five", "team {number}"), say_in("twenty-five", "Team {number}"),
                say_in("twenty-five", "Team")),
    figures={"trick": TRICK_POINTS, "target": TARGET},
    end=ReachTarget(TARGET, at_once=True),
    options=(target_option(TARGET), Option("teams", N_("Play in teams"), False, "bool"),
             Option("higher_lead_forces_top_trumps",
                    N_("A higher trump led forces out the 5, J and A♥ of trumps"), False,
                    "bool"),
             Option("dealer_robs_turned_ace", N_("The dealer may rob when an ace is turned up"),
                    False, "bool")),
    teams=sides, deal=DealRule("left"),
    claim_form="rob",
    questions={"trick": rule_trick, "claim": CLAIM, "score": SCORE},
    rules="003:201")
"""Play stops the moment a side reaches 25 (003 line 245)."""
