"""Back Alley: the partnership bidding game with two jokers, the big and little bloopers.

Rules followed: ``shared/rules/003`` lines 376–420 (Back Alley).

- 54-card pack: 52 cards and two jokers, ``BJ`` the big blooper and ``LJ`` the little one.
- Ranking: aces high in every suit. The bloopers are trumps, above the ace of trumps:
  BJ > LJ > A > K > … > 2 of trumps (003, "Game play").
- Tricks (003, "Play of the hand"): follow suit when able, otherwise anything; the highest trump
  wins, else the highest card of the suit led. The bloopers count as trumps for following, so a
  trump lead (a blooper included) asks for trumps.
- Trumps may not be led until they are broken, that is until a trump has been played to a trick
  not led with one (``context.trumps_broken``, default false). Reading chosen: the text is
  silent about a leader holding nothing but trumps; such a leader may lead one (there is
  nothing else to lead).
- When the big blooper is led each player must play their highest trump (the little blooper if
  they hold it); when the little blooper is led, their lowest trump.
- A joker upcard means a hand without trumps: the upcard stays face up and the holder of the
  other joker discards it and takes the last card of the deck, so neither joker is in play.
  With trump null a joker in a play or a hand is refused as input.
- Tricks are counted, not cards: a trick's ``points`` are 0.

Plays ``i`` and ``i + 2`` are partners.

Hand scoring (:func:`score`, 003 lines 400–419; body in :data:`SCORE_SCHEMA`):

- Hand sizes: 13 cards in hand 1, one fewer each hand to 1 in hand 13, 1 again in hand 14,
  then one more each hand to 13 in hand 26 (:data:`HAND_SIZES`).
- Bids: 1 to 12 tricks, never more than the cards dealt; pass (or 0); board, and then double,
  triple, quadruple board, each only after the one below it in the bidding (which starts at
  the dealer's left). All four passing means a redeal by the same dealer and no score.
- A side's contract is its two bids added. Made (at least that many tricks): 5 a trick bid and
  1 for each trick over (the text's "one trick for each additional trick" read as one point);
  short: −5 a trick bid. Read literally, a side that passed twice has a contract of 0 and
  scores 1 a trick taken.
- A side with a board bid plays for every trick (its partner's number bid is part of it, and
  the higher of two board bids counts): ±10 a trick of the hand, ±20, ±30, ±40 for double,
  triple, quadruple board.
- The highest bid leads to the first trick: boards above numbers, the higher board above the
  lower, and between equal bids the one first in the bidding.
- ``dealer`` defaults to seat 3 in hand 1, the deal passing left each hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import bodies
from .cards import Card, Rank, SUITED_RANKS, Suit, card_words, pack_54, Shown
from .catalog import Option, Scoring, read_int
from .game import DealRule, FixedHands, Game, pairs_across
from .errors import InvalidInputError
from .frozen import quick_init
from .rulings import Award, Trick, TrickRuling
from .tricks import (TRUMP_OPTIONAL, Demand, Turn, TrickRules, cards_text, must_follow,
                     read_flag, resolve)
from .words import N_, SEAT_AT, TEAM_AT, Made, Message, Seat, Verbatim, join, say, say_n, say_in

BIG_BLOOPER = Card(Rank.BIG_JOKER)
LITTLE_BLOOPER = Card(Rank.LITTLE_JOKER)

RANKING: tuple[Rank, ...] = SUITED_RANKS
"""Every suit, high to low: A K Q J 10 … 2."""

def trump_ranking(trump: Suit) -> tuple[Card, ...]:
    """Every trump, high to low: the big blooper, the little blooper, then A … 2 of trumps."""
    return (BIG_BLOOPER, LITTLE_BLOOPER) + tuple(Card(r, trump) for r in RANKING)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return RANKING


def _name(card: Card) -> Message:
    if card == BIG_BLOOPER:
        return say("big blooper")
    if card == LITTLE_BLOOPER:
        return say("little blooper")
    return card_words(card)


def no_trump_lead_until_broken(turn: Turn) -> Demand | None:
    """Trumps may not be led before a trump has been played to a trick led with another suit."""
    if turn.before or turn.trump is None or turn.context.get("trumps_broken", False):
        return None
    others = frozenset(c for c in turn.allowed if not turn.rules.is_trump(c, turn.trump))
    return Demand("trumps-not-broken", others,
                  say("trumps may not be led before they are broken: held {held}, not trumps",
                      held=cards_text(others, turn.rules, turn.trump)))


def bloopers_led(turn: Turn) -> Demand | None:
    """Big blooper led: play your highest trump; little blooper led: your lowest."""
    if not turn.before or turn.lead not in (BIG_BLOOPER, LITTLE_BLOOPER):
        return None
    trumps = sorted(turn.trumps(), key=lambda c: turn.rules.order_key(c, turn.trump))
    if not trumps:
        return None
    held = cards_text(trumps, turn.rules, turn.trump)
    if turn.lead == BIG_BLOOPER:
        chosen = trumps[-1]
        return Demand("big-blooper-led", frozenset({chosen}),
                      say("when the big blooper is led each player must play their highest "
                          "trump: held {held}, so {card}", held=held, card=Shown(chosen)))
    chosen = trumps[0]
    return Demand("little-blooper-led", frozenset({chosen}),
                  say("when the little blooper is led each player must play their lowest "
                      "trump: held {held}, so {card}", held=held, card=Shown(chosen)))


def _check(trick: Trick) -> None:
    read_flag(trick, "trumps_broken")
    if trick.trump is not None:
        return
    for where, cards in [(f"plays[{i}]", p) for i, p in enumerate(trick.plays)] + \
            [(f"hands[{i}]", h) for i, h in enumerate(trick.hands or ())]:
        for card in cards:
            if isinstance(card, Card) and card.is_joker:
                raise InvalidInputError(
                    say("{card} is not in play in a hand without trumps (a joker upcard: the "
                        "other joker is discarded and replaced)", card=Shown(card)),
                    where)


TRICK_RULES = TrickRules(
    game="back-alley", plain=_plain, trumps=trump_ranking, trump_use=TRUMP_OPTIONAL,
    lead_rules=(no_trump_lead_until_broken,), play_rules=(bloopers_led, must_follow),
    partnerships=True, card_name=_name, check=_check)


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Back Alley trick and whether each play (the lead included) was legal."""
    return resolve(TRICK_RULES, trick, GAME)


# --- hand scoring (003 lines 400-419) ---------------------------------------------------------

TEAMS = 2
SEATS = 4
HANDS = 26
FULL_HAND = 13
MAX_BID = 12
POINTS_PER_TRICK_BID = 5
POINTS_PER_OVERTRICK = 1
BOARD_POINTS_PER_TRICK = 10
BOARDS: dict[str, int] = {"board": 1, "double board": 2, "triple board": 3,
                          "quadruple board": 4}
"""Board bids and their multiple of 10 a trick: ±10, ±20, ±30, ±40."""
PASS = "pass"
BID_WORDS: dict[str, str] = {PASS: N_("pass"), "board": N_("board"),
                             "double board": N_("double board"),
                             "triple board": N_("triple board"),
                             "quadruple board": N_("quadruple board")}
"""The bids that are words, as a ruling says them (the body takes them in English)."""


def bid_words(text: str | int) -> Message | Verbatim:
    """A bid or a contract as said in a ruling: a word bid in the language spoken, a number as
    it is."""
    said = _BIDS_SAID.get(text)
    if said is None:
        if isinstance(text, str) and text in BID_WORDS:
            return say(BID_WORDS[text])
        said = Verbatim(str(text))
        if len(_BIDS_SAID) < 256 and type(text) in (int, str):  # (a few small numbers)
            _BIDS_SAID[text] = said
    return said


_BIDS_SAID: dict[Any, Message | Verbatim] = {text: say(word) for text, word in BID_WORDS.items()}
"""Bids and contracts as a ruling says them, each made once (a score says eleven; a message
is rendered when read, and its words never change)."""


def cards_dealt(hand: int) -> int:
    """Cards each player gets in hand 1–26: 13, 12, … 1, then 1, 2, … 13."""
    return FULL_HAND - hand + 1 if hand <= FULL_HAND else hand - FULL_HAND


HAND_SIZES: tuple[int, ...] = tuple(cards_dealt(h) for h in range(1, HANDS + 1))


@quick_init  # four a hand
@dataclass(frozen=True)
class Bid:
    """One player's bid: a number of tricks (0 for a pass) or a board of some level."""

    tricks: int
    board: int = 0
    """0 for a number bid, 1–4 for board, double, triple, quadruple board."""

    @property
    def text(self) -> str:
        if self.board:
            return next(name for name, level in BOARDS.items() if level == self.board)
        return PASS if self.tricks == 0 else str(self.tricks)

    @property
    def height(self) -> tuple[int, int]:
        """For finding the highest bid: boards above numbers, higher boards above lower."""
        return (self.board, self.tricks)


NUMBER_BIDS = tuple(Bid(n) for n in range(MAX_BID + 1))
"""The bids of 0 (a pass) to 12 tricks, made once: a bid is a value."""


def _read_bid(value: Any, dealt: int, field: str) -> Bid:
    if type(value) is int and 0 <= value <= dealt and value <= MAX_BID:
        return NUMBER_BIDS[value]  # JSON's whole number, as most bids are
    if isinstance(value, str) and value.strip().lower() in BOARDS:
        return Bid(dealt, BOARDS[value.strip().lower()])
    if isinstance(value, str) and value.strip().lower() == PASS:
        return Bid(0)
    if isinstance(value, str) and not value.strip().lstrip("+-").isdigit():
        raise InvalidInputError(say("{value} is not a bid: a number of tricks 1–{most}, pass, "
                                    "or board, double board, triple board, quadruple board",
                                    value=Verbatim(repr(value[:24])), most=MAX_BID), field)
    tricks = read_int(value, N_("A bid"), field)
    if tricks < 0:
        raise InvalidInputError(say("a bid cannot be negative (pass is a bid of 0)"), field)
    if tricks > MAX_BID:
        raise InvalidInputError(say_n("a bid is at most {n} trick, not {tricks}; to bid every "
                                      "trick, bid board",
                                      "a bid is at most {n} tricks, not {tricks}; to bid every "
                                      "trick, bid board", MAX_BID, tricks=tricks), field)
    if tricks > dealt:
        raise InvalidInputError(say_n("a bid of {tricks} is more tricks than the {n} card dealt "
                                      "in this hand",
                                      "a bid of {tricks} is more tricks than the {n} cards dealt "
                                      "in this hand", dealt, tricks=tricks), field)
    return NUMBER_BIDS[tricks]


def _read_hand(value: Any, path: str, context: bodies.Context) -> int:
    last_hand = int(context.options.get("hands", HANDS))
    hand = read_int(value, N_("The hand number"), path)
    if not 1 <= hand <= last_hand:
        raise InvalidInputError(say("the hand number is 1 to {last}", last=last_hand), path)
    return hand


def _read_dealer(value: Any, path: str, context: bodies.Context) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEATS:
        raise InvalidInputError(say("{field} must be a seat, 0–3", field=Verbatim(path)), path)
    return value


def _read_bids(value: Any, path: str, context: bodies.Context) -> tuple[Bid, ...]:
    if not isinstance(value, list) or len(value) != SEATS:
        raise InvalidInputError(say("bids must give each seat's bid, seats 0 to 3"), path)
    dealt = cards_dealt(context.values.get("hand", 1))
    return tuple(NUMBER_BIDS[v] if type(v) is int and 0 <= v <= dealt and v <= MAX_BID else
                 _read_bid(v, dealt, f"{path}[{seat}]") for seat, v in enumerate(value))


NO_TRICKS = say("tricks must give the tricks each seat took (four numbers), or each side (two "
                "numbers)")


def _read_tricks(value: Any, path: str, context: bodies.Context) -> tuple[int, ...]:
    """Tricks taken, per seat (four numbers) or per side (two: partners share one pile)."""
    if not isinstance(value, list) or len(value) not in (TEAMS, SEATS):
        raise InvalidInputError(NO_TRICKS, path)
    taken = [v if type(v) is int and 0 <= v <= FULL_HAND else
             read_int(v, N_("Tricks taken"), f"{path}[{i}]") for i, v in enumerate(value)]
    for i, n in enumerate(taken):
        if n < 0:
            raise InvalidInputError(say("tricks taken cannot be negative"), f"{path}[{i}]")
    if len(taken) == TEAMS:
        return tuple(taken)
    return (taken[0] + taken[2], taken[1] + taken[3])


_BID: dict[str, Any] = {"oneOf": [
    {"type": "integer", "minimum": 0, "maximum": MAX_BID},
    {"type": "string", "enum": [PASS, *BOARDS]}],
    "description": "tricks 1–12 (at most the cards dealt), pass (or 0), or board, double "
                   "board, triple board, quadruple board"}


@dataclass(frozen=True)
class BackAlleyHand(bodies.Body):
    """A Back Alley hand (003 lines 376–420): the bids and the tricks taken. Team 0 is seats 0
    and 2, team 1 seats 1 and 3."""

    hand: int = bodies.spec(
        {"type": "integer", "minimum": 1, "maximum": HANDS}, _read_hand, required=True,
        default=1, doc="which hand of the 26: 13 cards each in hand 1, one fewer each hand "
                       "down to 1 in hands 13 and 14, then up to 13")
    dealer: int | None = bodies.spec(
        {"type": "integer", "minimum": 0, "maximum": 3}, _read_dealer,
        doc="the dealer's seat (the player to their left bids first); default: seat 3 dealt "
            "hand 1 and the deal passes left")
    bids: tuple[Bid, ...] = bodies.spec(
        {"type": "array", "minItems": SEATS, "maxItems": SEATS, "items": _BID}, _read_bids,
        required=True, default=(),
        doc="each seat's bid, seats 0 to 3; board bids must rise in the bidding order (board, "
            "then double board, …)")
    tricks: tuple[int, ...] | None = bodies.spec(
        {"type": "array", "minItems": TEAMS, "maxItems": SEATS,
         "items": {"type": "integer", "minimum": 0}}, _read_tricks,
        doc="tricks taken by each seat (four numbers) or by each team (two); they add up to "
            "the cards dealt. Not needed when all four passed.")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class BackAlleyScore(bodies.Answer):
    """A Back Alley hand scored: each team's contract, made or not, its points, who led to the
    first trick, and the hand sizes; or a redeal when all four passed."""

    redeal: bool = field(metadata={"doc": "all four passed: deal again"})
    hand: int
    dealer: int
    bids: tuple[str, ...]
    contracts: tuple[int | str, ...] = field(metadata={
        "doc": "each team's contract: its two bids added, or its board bid"})
    made: tuple[bool | None, ...]
    tricks: tuple[int, ...] | None = field(metadata={"doc": "tricks taken per team"})
    points: tuple[int, ...]
    leader: int | None = field(metadata={
        "doc": "the seat that led to the first trick (highest bid)"})
    cards_dealt: int
    next_cards_dealt: int | None
    hand_sizes: tuple[int, ...]
    award: Award = field(metadata={
        "doc": "What this hand adds to the score pad, per team (team 0 = seats 0 and 2)."})
    breakdown: tuple[str, ...]
    explanation: str



def _board_order(seat: int, bid: Bid, boards: int) -> Message:
    """Why a board bid is out of order: ``boards`` board bids came before it."""
    said = bid_words(bid.text)
    if boards == 0:
        return say("{seat} bid {bid}, but with no board bids before it in the bidding the next "
                   "board bid is {wanted}", seat=Seat(seat), bid=said, wanted=bid_words("board"))
    if boards >= len(BOARDS):
        return say_n("{seat} bid {bid}, but with {n} board bid before it in the bidding the next "
                     "board bid is not possible",
                     "{seat} bid {bid}, but with {n} board bids before it in the bidding the "
                     "next board bid is not possible", boards, seat=Seat(seat), bid=said)
    wanted = next(n for n, level in BOARDS.items() if level == boards + 1)
    return say_n("{seat} bid {bid}, but with {n} board bid before it in the bidding the next "
                 "board bid is {wanted}",
                 "{seat} bid {bid}, but with {n} board bids before it in the bidding the next "
                 "board bid is {wanted}", boards, seat=Seat(seat), bid=said,
                 wanted=bid_words(wanted))


def score(body: BackAlleyHand) -> BackAlleyScore:
    """Score a hand: each side's contract, made or not, its points, and who led.

    When all four pass the cards are thrown in (``redeal``).
    """
    last_hand = int(body.options.get("hands", HANDS))
    hand = body.hand
    dealt = cards_dealt(hand)
    dealer = body.dealer if body.dealer is not None else (hand + SEATS - 2) % SEATS
    bids = list(body.bids)
    order = [(dealer + 1 + k) % SEATS for k in range(SEATS)]
    boards = 0
    for seat in order:
        if bids[seat].board and bids[seat].board != boards + 1:
            raise InvalidInputError(_board_order(seat, bids[seat], boards), f"bids[{seat}]")
        boards = max(boards, bids[seat].board)
    heights = [(b.board, b.tricks) for b in bids]  # (as Bid.height says them)
    passed = not any(b.board or b.tricks for b in bids)
    # all four passing: the same dealer deals this hand again (003 line 400), as many cards
    next_dealt = dealt if passed else cards_dealt(hand + 1) if hand < last_hand else None
    sizes = (dealt, next_dealt, tuple(HAND_SIZES[:last_hand]))
    texts = [b.text for b in bids]
    shown = tuple(texts)
    # each sentence made once for what decides its words (see words.Made): the same few recur
    opening = _OPENINGS_SAID.get((hand, last_hand, dealer, shown))
    if opening is None:
        bidding = join(*[say("{seat} {bid}", seat=SEAT_AT[seat], bid=bid_words(texts[seat]))
                         for seat in order], sep=", ")
        opening = _OPENINGS_SAID.keep((hand, last_hand, dealer, shown), say_n(
            "Hand {hand} of {hands}: {n} card each; {dealer} dealt, so the bidding went "
            "{bidding}.",
            "Hand {hand} of {hands}: {n} cards each; {dealer} dealt, so the bidding went "
            "{bidding}.", dealt, hand=hand, hands=last_hand, dealer=SEAT_AT[dealer],
            bidding=bidding))
    lines: list[Message] = [opening]
    if passed:
        text = say_n("All four passed: the same dealer shuffles and deals hand {hand} again, "
                     "{n} card each; nothing is scored.",
                     "All four passed: the same dealer shuffles and deals hand {hand} again, "
                     "{n} cards each; nothing is scored.", dealt, hand=hand)
        lines.append(text)
        return BackAlleyScore(True, hand, dealer, shown, (0, 0), (None, None), None, (0, 0),
                              None, *sizes, Award("team", (0, 0)), tuple(lines), text)
    if body.tricks is None:
        raise InvalidInputError(NO_TRICKS, "tricks")
    tricks = list(body.tricks)
    if sum(tricks) != dealt:
        raise InvalidInputError(say_n("the tricks add up to {total}, but a hand of {n} card "
                                      "each has {n} trick",
                                      "the tricks add up to {total}, but a hand of {n} cards "
                                      "each has {n} tricks", dealt, total=sum(tricks)), "tricks")
    leader = order[0]  # the highest bid, the first of those who bid it in the bidding order
    for seat in order[1:]:
        if heights[seat] > heights[leader]:
            leader = seat
    contracts: list[int | str] = []
    made: list[bool] = []
    points: list[int] = []
    for team in range(TEAMS):
        pair = [bids[team], bids[team + 2]]
        board = max(pair[0].board, pair[1].board)
        side = TEAM_AT[team]
        if board:
            contract: int | str = next(n for n, lv in BOARDS.items() if lv == board)
            ok = tricks[team] == dealt
            value = BOARD_POINTS_PER_TRICK * board * dealt
            won = value if ok else -value
            each = BOARD_POINTS_PER_TRICK * board
            facts = {"side": side, "contract": bid_words(contract), "each": each,
                     "took": tricks[team], "won": won}
            lines.append(
                say_n("{side} bid {contract}: all {n} trick, ±{each} a trick. {It|They} took "
                      "{took}: made, +{each} × {n} = {won:+d}.",
                      "{side} bid {contract}: all {n} tricks, ±{each} a trick. {It|They} took "
                      "{took}: made, +{each} × {n} = {won:+d}.", dealt, **facts) if ok else
                say_n("{side} bid {contract}: all {n} trick, ±{each} a trick. {It|They} took "
                      "{took}: set, −{each} × {n} = {won:+d}.",
                      "{side} bid {contract}: all {n} tricks, ±{each} a trick. {It|They} took "
                      "{took}: set, −{each} × {n} = {won:+d}.", dealt, **facts))
        else:
            contract = pair[0].tricks + pair[1].tricks
            ok = tricks[team] >= contract
            if ok:
                extra = tricks[team] - contract
                won = POINTS_PER_TRICK_BID * contract + POINTS_PER_OVERTRICK * extra
            else:
                won = -POINTS_PER_TRICK_BID * contract
            said = (team, texts[team], texts[team + 2], tricks[team])
            line = _SIDES_SAID.get(said)
            if line is None:
                facts = {"side": side, "first": bid_words(texts[team]),
                         "second": bid_words(texts[team + 2]), "contract": contract,
                         "took": tricks[team], "per": POINTS_PER_TRICK_BID}
                line = _SIDES_SAID.keep(said, say(
                    "{side} bid {first} + {second} = {contract} and took {took}: made, {per} × "
                    "{contract} + {extra} extra = {won:+d}.", extra=extra, won=won, **facts)
                    if ok else say(
                    "{side} bid {first} + {second} = {contract} and took {took}: short, −{per} "
                    "× {contract} = {won:+d}.", won=won, **facts))
            lines.append(line)
        contracts.append(contract)
        made.append(ok)
        points.append(won)
    tied = heights.count(heights[leader]) > 1
    said = (leader, texts[leader], tied)
    line = _LEADS_SAID.get(said)
    if line is None:
        highest = {"seat": SEAT_AT[leader], "bid": bid_words(texts[leader])}
        line = _LEADS_SAID.keep(said, say(
            "{seat} made the highest bid ({bid}) and led to the first trick, being first in the "
            "bidding of those who bid it.", **highest) if tied else say(
            "{seat} made the highest bid ({bid}) and led to the first trick.", **highest))
    lines.append(line)
    if next_dealt is None:
        lines.append(say("That was the last hand: the side with the higher total wins."))
    else:
        line = _NEXT_SAID.get(next_dealt)
        if line is None:
            line = _NEXT_SAID.keep(next_dealt, say_n("Next hand: {n} card each.",
                                                     "Next hand: {n} cards each.", next_dealt))
        lines.append(line)
    said = (*contracts, *made, *points)
    explanation = _RESULTS_SAID.get(said)
    if explanation is None:
        results = [say("{side} made {contract} ({points:+d})", side=TEAM_AT[t],
                       contract=bid_words(contracts[t]), points=points[t]) if made[t] else
                   say("{side} missed {contract} ({points:+d})", side=TEAM_AT[t],
                       contract=bid_words(contracts[t]), points=points[t])
                   for t in range(TEAMS)]
        explanation = _RESULTS_SAID.keep(said, say("{first}, {second}.", first=results[0],
                                                   second=results[1]))
    return BackAlleyScore(False, hand, dealer, shown, tuple(contracts), tuple(made),
                          tuple(tricks), tuple(points), leader, *sizes,
                          Award("team", tuple(points)), tuple(lines), explanation)


_OPENINGS_SAID = Made()
"""A hand's first line, by the hand, the hands played, the dealer and the bids' texts."""
_SIDES_SAID = Made()
"""A side's line of a number contract, by the side, its two bids' texts and its tricks."""
_LEADS_SAID = Made()
"""Who led, by their seat, their bid's text and whether others bid as high."""
_NEXT_SAID = Made(32)
"""The next hand's size, by its cards."""
_RESULTS_SAID = Made()
"""The explanation, by the two sides' contracts, whether each made it, and their points."""

SCORE = bodies.Question(score, BackAlleyHand, BackAlleyScore)


GAME = Game(
    "back-alley", "Back Alley", SEATS, SEATS, pack_54, Scoring.HANDS,
    N_("Partnership bidding game with two jokers (bloopers), 26 hands."),
    side_nouns=(say_in("back-alley", "team {number}"), say_in("back-alley", "Team {number}"),
                say_in("back-alley", "Team")),
    figures={"hands": HANDS, "full_hand": FULL_HAND},
    end=FixedHands(HANDS),
    options=(Option("hands", N_("Hands"), HANDS, minimum=1, maximum=HANDS),),
    teams=pairs_across, deal=DealRule("left", hand_sizes=HAND_SIZES),
    questions={"trick": rule_trick, "score": SCORE},
    context_flags=(("trumps_broken", N_("Trumps are broken")),),
    rules="003:376")
"""26 hands of 13, 12 … 1, 1 … 13 cards, the deal passing left (003 line 419); when all four
pass, the same dealer deals again and the hand does not count (003 line 400)."""
