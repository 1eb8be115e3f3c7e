"""Belote: the French partnership game of the trump jack and nine.

Rules followed: ``shared/rules/003`` lines 473–545 (Belote).

- 32-card pack (7 to A). Plain suits, high to low: A 10 K Q J 9 8 7; trumps: J 9 A 10 K Q 8 7.
  Reading chosen: the text's lists lose a card each (the plain list has no jack, the trump list
  no ace); the jack and the ace go where the card values and every Belote table put them.
- Card points (003): trump J 20, trump 9 14, aces 11, 10s 10, kings 4, queens 3, plain jacks 2;
  8s, 7s and plain 9s nothing — 152 in the pack, 162 with dix de der (``LAST_TRICK_POINTS``).
- Tricks (003, "Play of the hand"):
  follow suit when able; out of the suit led, trump when an opponent is winning the trick
  (``must-trump``), even under a higher trump when unable to overtrump; when a trump has been
  led or played, a player putting on a trump must beat the trumps already there when able, as
  long as an opponent is winning (``must-overtrump``); with the partner winning the trick, a
  player out of the suit led may play anything.
- Reading chosen: the text makes the overtrump duty on a trump lead depend on an opponent
  winning too, so a player may play a lower trump under their partner's winning trump. Many
  French tables ask to go higher on any trump lead: the option ``overtrump_partner_winning``
  (default off, as the text). The duty to play a trump when out of the suit led stands even
  when the trump cannot win (underruffing), as the text says; the option ``must_underruff``
  off lets a player who cannot overtrump discard instead.
- Trick ``points`` are the card points of the four cards, trumps valued as trumps.

Plays ``i`` and ``i + 2`` are partners.

Hand scoring (:func:`score`, 003 lines 497–544; body in :data:`SCORE_SCHEMA`): the won cards
must be the whole pack in tricks of four; a side with no cards took no trick, and the last
trick belongs to a side with cards. Declarations are read from their cards: four of a kind
(J 200, 9 150, A 10 K Q 100; none in 8s or 7s) and runs of 3 (20), 4 (50), 5 or more (100) in
A K Q J 10 9 8 7 order. Belote and rebelote (K and Q of trumps, 20) is always scored by the
side holding it. Readings chosen:

- The contract: the text asks the taker to score more "in tricks", so card points and dix de
  der (162 in all) decide it, declarations apart; equal is not more, so a tie fails (many
  tables hold the points in suspense instead; the text has no such rule).
- Declarations compare by value (200, 150, 100, 50, 20); at equal value a four of a kind ranks
  above a run (the text's "type" comes first), then the longer run, the higher top card, trumps
  over a plain suit; fours by rank J 9 A 10 K Q. Identical plain runs as the two best (the text
  is silent): neither side scores its declarations, as at most tables.
- A card may be in a four and in a run at once (different kinds; the text is silent), never in
  two declarations of one kind (a run is declared once at its full length), never on both
  sides. Belote claimed by a side whose opponents declared the K or Q of trumps is refused;
  nothing else about belote can be checked from the won cards.
- Only the side holding the best declaration scores declarations. A failed taker's counting
  declarations go to the opponents with their 162 (252 after a capot against the taker); the
  taker keeps a belote it held. A side with no trick scores only belote, so after the taker's
  capot a best declaration held by the opponents scores for nobody.
- Rounding (option ``rounding``): 003 line 544 rounds each team's score to the nearest ten
  after every hand, and says it is the traditional way, so ``nearest`` is the default, a 5 up
  (the text does not say which way a 5 goes); tables and concours that keep exact points choose
  ``none``. The scores after rounding (or the exact ones) are the ``award``; ``points`` keeps
  them before rounding, so the table's line for the hand can give both. Tables playing without
  declarations, or with belote only, simply enter none (not a catalog option).
- Wherever a side is asked (``taker``, ``last_trick``, ``belote``), team 0 or 1, or a seat 0–3
  read as its team (seats 0 and 2 are team 0).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from . import bodies
from .cards import (Card, Pack, Rank, Shown, Suit, pack_32, read_cards, read_trump,
                    suit_words)
from .catalog import Option, Scoring, read_int, target_option
from .game import DealRule, Game, ReachTarget, pairs_across
from .moments import Moment, whole
from .errors import InvalidInputError
from .rulings import Award, Count, Trick, TrickRuling, count_cards
from .tricks import TRUMP_REQUIRED, TrickRules, must_follow, must_head, must_trump, resolve
from .words import N_, Message, Side, Verbatim, clauses, join, say, say_in
from .sides import TEAM_SCHEMA, TEAMS, read_pair, read_team, read_won

PLAIN_RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK,
                                   Rank.NINE, Rank.EIGHT, Rank.SEVEN)
TRUMP_RANKING: tuple[Rank, ...] = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING,
                                   Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)

PLAIN_POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                                 Rank.JACK: 2}
TRUMP_POINTS: dict[Rank, int] = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10,
                                 Rank.KING: 4, Rank.QUEEN: 3}

LAST_TRICK_POINTS = 10
"""Dix de der: ten for the last trick."""
CAPOT_BONUS = 90
BELOTE_POINTS = 20
"""King and queen of trumps (belote and rebelote), always scored."""


def card_points(card: Card, trump: Suit | None) -> int:
    """A card's value: trumps by the trump table, others by the plain one."""
    table = TRUMP_POINTS if trump is not None and card.suit == trump else PLAIN_POINTS
    return table.get(card.rank, 0)


def count(cards: list[Card], trump: Suit | None = None,
          options: Mapping[str, Any] | None = None) -> Count:
    """Card points of captured cards; without a trump every card counts at its plain value."""
    return _count(cards, trump)


def _count(cards: Sequence[Card], trump: Suit | None) -> Count:
    def note(card: Card) -> str:
        if trump is not None and card.suit == trump and card.rank in (Rank.JACK, Rank.NINE):
            return say_in("belote", "trump")
        return ""
    return count_cards(cards, lambda c: card_points(c, trump), note)


def _plain(suit: Suit, trump: Suit | None) -> tuple[Rank, ...]:
    return PLAIN_RANKING


def _trumps(trump: Suit) -> tuple[Card, ...]:
    return tuple(Card(r, trump) for r in TRUMP_RANKING)


TRICK_RULES = TrickRules(
    game="belote", plain=_plain, trumps=_trumps, trump_use=TRUMP_REQUIRED,
    play_rules=(must_follow, must_trump(unless_partner_winning=True),
                must_head(only_trumps=True, unless_partner_winning=True)),
    partnerships=True, points=_count)


def trick_rules(options: Mapping[str, Any]) -> TrickRules:
    """The text's duties (003 line 521), or the table's other readings: the French rule that a
    trump lead is overtrumped even over a winning partner (``overtrump_partner_winning``),
    and no duty to play a lower trump when one cannot overtrump (``must_underruff`` off)."""
    return replace(TRICK_RULES, play_rules=(
        must_follow,
        must_trump(unless_partner_winning=True,
                   only_to_win=not options.get("must_underruff", True)),
        must_head(only_trumps=True, unless_partner_winning=True,
                  even_over_partner_on_trump_lead=bool(
                      options.get("overtrump_partner_winning", False)))))


def rule_trick(trick: Trick) -> TrickRuling:
    """Who takes a Belote trick, its card points, and whether each play was legal."""
    options = trick.options if isinstance(trick, Trick) and isinstance(trick.options, Mapping) \
        else {}
    return resolve(trick_rules(options), trick, GAME)


# --- hand scoring (003 lines 497-544) ---------------------------------------------------------

HAND_POINTS = 152 + LAST_TRICK_POINTS
"""162: every card point of the pack and dix de der; what the opponents of a failed taker get."""
ROUND_TO = 10
NEAREST, EXACT = "nearest", "none"
"""The ``rounding`` option's choices: to the nearest ten (003 line 544), or exact points."""
MAX_SCORE = 10**6

FOUR_OF_A_KIND_POINTS: dict[Rank, int] = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100,
                                          Rank.TEN: 100, Rank.KING: 100, Rank.QUEEN: 100}
"""Four jacks 200, four nines 150, four aces, 10s, kings or queens 100; no fours of 8s or 7s."""
FOUR_OF_A_KIND_ORDER: tuple[Rank, ...] = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING,
                                          Rank.QUEEN)
"""Fours rank by their cards: J, 9, then A 10 K Q as in a plain suit."""
SEQUENCE_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN,
                                    Rank.NINE, Rank.EIGHT, Rank.SEVEN)
"""Runs use the everyday order A K Q J 10 9 8 7, high to low."""
FOUR = "four of a kind"
SEQUENCE = "sequence"
_FOURS = {Rank.JACK: say("four jacks"), Rank.NINE: say("four nines"),
          Rank.ACE: say_in("belote", "four aces"), Rank.TEN: say("four tens"),
          Rank.KING: say("four kings"), Rank.QUEEN: say("four queens")}
"""The fours' names; Belote's four aces in its own words (« carré d'as »: Kozel's show of
four aces is « quatre as »)."""
_RUNS = {3: N_("run of three to the {card}"), 4: N_("run of four to the {card}"),
         5: N_("run of five to the {card}"), 6: N_("run of six to the {card}"),
         7: N_("run of seven to the {card}"), 8: N_("run of eight to the {card}")}
_TRUMP_RUNS = {3: N_("run of three to the {card}, trumps"),
               4: N_("run of four to the {card}, trumps"),
               5: N_("run of five to the {card}, trumps"),
               6: N_("run of six to the {card}, trumps"),
               7: N_("run of seven to the {card}, trumps"),
               8: N_("run of eight to the {card}, trumps")}
"""A declaration's name, each its own template (the words for a length differ by language)."""


def sequence_points(length: int) -> int:
    """A run of three 20, of four 50, of five or more 100."""
    return 100 if length >= 5 else 50 if length == 4 else 20


@dataclass(frozen=True)
class Declaration:
    """A checked declaration: a four of a kind or a run, with its value and its strength."""

    kind: str
    cards: tuple[Card, ...]
    """Laid out high to low."""
    points: int
    strength: tuple[int, ...]
    """Bigger is better: value, a four over a run of equal value, length, top card, trumps."""
    name: Message

    @property
    def text(self) -> Shown:
        return Shown(self.cards)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "cards": [str(c) for c in self.cards], "points": self.points,
                "name": self.name}


def read_declaration(cards: Sequence[Card], trump: Suit, field: str) -> Declaration:
    """The declaration these cards make, or an error saying why they make none."""
    shown = Shown(cards)
    ranks = {c.rank for c in cards}
    suits = {c.suit for c in cards}
    if len(cards) == 2 and {c.rank for c in cards} == {Rank.KING, Rank.QUEEN} \
            and suits == {trump}:
        raise InvalidInputError(say("{cards} is belote and rebelote: enter it as belote (the "
                                    "side that held it), not as a declaration", cards=shown),
                                field)
    if not cards:
        raise InvalidInputError(say("no cards is not a declaration: a four of a kind or a run "
                                    "of three or more cards of one suit"), field)
    if len(cards) < 3:
        raise InvalidInputError(say("{cards} is not a declaration: a four of a kind or a run of "
                                    "three or more cards of one suit", cards=shown), field)
    if len(ranks) == 1 and len(cards) == 4:
        rank = next(iter(ranks))
        if rank not in FOUR_OF_A_KIND_POINTS:
            raise InvalidInputError(say("{cards}: there is no four of a kind in 8s or 7s",
                                        cards=shown), field)
        strength = (FOUR_OF_A_KIND_POINTS[rank], 1, 4,
                    len(FOUR_OF_A_KIND_ORDER) - FOUR_OF_A_KIND_ORDER.index(rank), 0)
        return Declaration(FOUR, tuple(cards), FOUR_OF_A_KIND_POINTS[rank], strength,
                           _FOURS[rank])
    if len(suits) != 1:
        raise InvalidInputError(say("{cards} is not a declaration: a four of a kind is all "
                                    "four cards of one rank, a run is three or more cards of "
                                    "one suit", cards=shown), field)
    places = sorted(SEQUENCE_ORDER.index(c.rank) for c in cards)
    missing = [SEQUENCE_ORDER[p] for p in range(places[0], places[-1] + 1) if p not in places]
    if missing:
        gap = " ".join(str(Card(r, cards[0].suit)) for r in missing)
        raise InvalidInputError(say("{cards} is not a run (in the order A K Q J 10 9 8 7): "
                                    "{gap} missing", cards=shown, gap=Verbatim(gap)), field)
    suit = cards[0].suit
    assert suit is not None
    layout = tuple(Card(SEQUENCE_ORDER[p], suit) for p in places)
    length = len(layout)
    top = layout[0]
    strength = (sequence_points(length), 0, length,
                len(SEQUENCE_ORDER) - SEQUENCE_ORDER.index(top.rank), int(suit == trump))
    runs = _TRUMP_RUNS if suit == trump else _RUNS
    return Declaration(SEQUENCE, layout, sequence_points(length), strength,
                       say(runs[length], card=top.name))


def _read_declarations(body: Mapping[str, Any], pack: Pack,
                       trump: Suit) -> list[list[Declaration]]:
    raw = read_pair(body, "declarations", "a list of declarations", [[], []])
    teams: list[list[Declaration]] = []
    owner: dict[Card, int] = {}
    for t, team_raw in enumerate(raw):
        if not isinstance(team_raw, list):
            raise InvalidInputError(say("each team's declarations must be a list of "
                                        "declarations, each a list of cards"),
                                    f"declarations[{t}]")
        read: list[Declaration] = []
        used: dict[tuple[str, Card], Message] = {}
        for i, cards_raw in enumerate(team_raw):
            field = f"declarations[{t}][{i}]"
            cards = read_cards(pack, cards_raw, field, allow_empty=False)
            pack.check_copies(cards, field)
            declaration = read_declaration(cards, trump, field)
            for card in declaration.cards:
                if owner.get(card, t) != t:
                    raise InvalidInputError(say("{card} is declared by both teams; a card is "
                                                "in one hand only", card=Shown(card)),
                                            field)
                owner[card] = t
                if (declaration.kind, card) in used:
                    raise InvalidInputError(say(
                        ALREADY_USED[declaration.kind], card=Shown(card),
                        declaration=used[(declaration.kind, card)]), field)
                used[(declaration.kind, card)] = declaration.name
            read.append(declaration)
        teams.append(read)
    return teams


ALREADY_USED = {
    FOUR: N_("{card} is already in {declaration}; a card counts in one four of a kind only (a "
             "longer run is one declaration)"),
    SEQUENCE: N_("{card} is already in {declaration}; a card counts in one sequence only (a "
                 "longer run is one declaration)")}


def _read_belote(body: Mapping[str, Any], trump: Suit,
                 declarations: list[list[Declaration]]) -> int | None:
    value = body.get("belote")
    if value is None:
        return None
    team = read_team(value, "belote", "belote")
    pair = (Card(Rank.KING, trump), Card(Rank.QUEEN, trump))
    for declaration in declarations[1 - team]:
        held = [c for c in pair if c in declaration.cards]
        if held:
            raise InvalidInputError(say(
                "{side} cannot hold belote (K and Q of {suit}): {other} declared {card} in "
                "{its|their} {declaration}", side=Side(team), suit=suit_words(trump),
                other=Side(1 - team), card=Shown(held[0]),
                declaration=declaration.name), "belote")
    return team


def _read_scores(body: Mapping[str, Any]) -> list[int] | None:
    if body.get("scores") is None:
        return None
    raw = read_pair(body, "scores", "its total before this hand")
    scores = [read_int(v, N_("A score"), f"scores[{t}]") for t, v in enumerate(raw)]
    for t, total in enumerate(scores):
        if abs(total) > MAX_SCORE:
            raise InvalidInputError(say("that score is implausibly large"), f"scores[{t}]")
    return scores


def round_score(points: int, rounding: str = NEAREST) -> int:
    """To the nearest ten; a 5 rounds up (the text does not say, so the schoolbook way). With
    ``rounding`` ``none``, the points as they are."""
    if rounding == EXACT:
        return points
    return (points + ROUND_TO // 2) // ROUND_TO * ROUND_TO


TRUMPS = {Suit.SPADES: N_("Spades are trumps; {side} took."),
          Suit.HEARTS: N_("Hearts are trumps; {side} took."),
          Suit.DIAMONDS: N_("Diamonds are trumps; {side} took."),
          Suit.CLUBS: N_("Clubs are trumps; {side} took.")}
"""Each suit its own sentence: a suit's name and its grammar differ by language."""


def best_declaration(declarations: list[list[Declaration]]) -> tuple[int | None, Message]:
    """Which team holds the best declaration (None when none or an exact tie), and why."""
    best = [max(team, key=lambda d: d.strength) if team else None for team in declarations]
    if best[0] is None and best[1] is None:
        return None, say("No declarations.")
    if best[0] is None or best[1] is None:
        team = 0 if best[1] is None else 1
        held = best[team]
        assert held is not None
        return team, say("Only {side} declared; {its|their} declarations count (best: "
                         "{name}, {cards}).", side=Side(team), name=held.name,
                         cards=held.text)
    if best[0].strength == best[1].strength:
        return None, say("The best declarations tie ({first} and {second}, neither in "
                         "trumps): neither team scores its declarations.",
                         first=best[0].name, second=best[1].name)
    team = 0 if best[0].strength > best[1].strength else 1
    win, lose = best[team], best[1 - team]
    assert win is not None and lose is not None
    return team, say("The {name} of {side} ({cards}, {points}) beats the {other_name} of "
                     "{other} ({other_cards}, {other_points}), so only {side}'s declarations "
                     "count.", side=Side(team), name=win.name,
                     cards=win.text, points=win.points, other=Side(1 - team),
                     other_name=lose.name, other_cards=lose.text,
                     other_points=lose.points)


def _trump(value: Any, path: str, context: bodies.Context) -> Suit:
    trump = read_trump(value)
    if trump is None:
        raise InvalidInputError(NO_TRUMP, "trump")
    return trump


def _won(value: Any, path: str, context: bodies.Context) -> tuple[tuple[Card, ...], ...]:
    won = read_won({"won": value}, context.pack, WON)
    return tuple(tuple(cards) for cards in won)


def _last(value: Any, path: str, context: bodies.Context) -> int:
    last = read_team(value, "last_trick", LAST)
    if not context.values["won"][last]:
        raise InvalidInputError(say("{side} took no trick, so {it|they} cannot have taken "
                                    "the last one", side=Side(last)), "last_trick")
    return last


def _declarations(value: Any, path: str,
                  context: bodies.Context) -> tuple[tuple[Declaration, ...], ...]:
    read = _read_declarations({"declarations": value}, context.pack, context.values["trump"])
    return tuple(tuple(team) for team in read)


def _belote(value: Any, path: str, context: bodies.Context) -> int | None:
    return _read_belote({"belote": value}, context.values["trump"],
                        [list(t) for t in context.values.get("declarations", ((), ()))])


def _scores(value: Any, path: str, context: bodies.Context) -> tuple[int, ...]:
    return tuple(_read_scores({"scores": value}) or ())


NO_TRUMP = say_in("belote", "say the trump suit of the hand (S, H, D or C)")
WON = N_("the cards it took in tricks")
LAST = N_("the side that took the last trick")
"""WON, LAST and the descriptions given to read_pair and read_team are fragments that
:mod:`referee.sides` puts in its own sentences, each said in the reader's language."""


@dataclass(frozen=True)
class BeloteHand(bodies.Body):
    """A Belote hand played out (003 lines 473–544): what each team took, the declarations and
    belote. Team 0 is seats 0 and 2, team 1 seats 1 and 3; wherever a side is asked, a seat 0–3
    is read as its team."""

    trump: Suit | None = bodies.spec({"type": "string"}, _trump, required=True,
                                     missing=NO_TRUMP, doc="the trump suit: S, H, D or C")
    taker: int = bodies.spec(
        TEAM_SCHEMA, lambda v, p, c: read_team(v, "taker", "the taker"), required=True,
        default=0,
        missing=N_("say which team took (0 or 1)"),
        doc="the team that took (accepted the trump) and so must score more than the other in "
            "tricks")
    won: tuple[tuple[Card, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": bodies.CARDS_SCHEMA}, _won,
        required=True, default=(),
        missing=N_("won must give the cards it took in tricks for each of the two teams"),
        doc="the cards each team took in tricks: together the whole 32-card pack, each card "
            "once, four cards a trick")
    last_trick: int = bodies.spec(
        TEAM_SCHEMA, _last, required=True, default=0,
        missing=N_("the side that took the last trick must be team 0 or 1 (or a seat 0–3: "
                   "seats 0 and 2 are team 0, seats 1 and 3 team 1)"),
        doc="the team that took the last trick (dix de der, 10); it must have taken cards")
    declarations: tuple[tuple[Declaration, ...], ...] = bodies.spec(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "array",
                                                                  "items": bodies.CARDS_SCHEMA}},
        _declarations, default=((), ()),
        doc="each team's declarations, each a list of cards: four of a kind (J 200, 9 150, A 10 "
            "K Q 100) or a run of three (20), four (50), five or more (100) in A K Q J 10 9 8 7 "
            "order. Default: none.")
    belote: int | None = bodies.spec(
        {"type": ["integer", "null"], "minimum": 0, "maximum": 3}, _belote,
        doc="the team whose player held the K and Q of trumps (belote and rebelote, 20, "
            "always scored), or null")
    scores: tuple[int, ...] | None = bodies.spec(
        {"type": ["array", "null"], "items": {"type": "integer"}, "minItems": 2,
         "maxItems": 2}, _scores,
        doc="optional: each team's total before this hand, to say whether the game (to the "
            "target, 1000) is over")
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class BeloteScore(bodies.Answer):
    """A Belote hand scored: the contract made or failed, capot, card points, dix de der,
    declarations and belote, rounded to the nearest ten (or not, as the table chose); with the
    totals, whether the game is over."""

    ONLY_WITH = ("scores_before", ("scores_before", "scores", "target", "game_over", "winner"))

    made: bool = field(metadata={"doc": "whether the taker made its contract"})
    capot: bool = field(metadata={"doc": "whether one team took every trick"})
    capot_team: int | None = field(metadata={"doc": "the team with the capot"})
    taker: int
    card_points: tuple[int, ...] = field(metadata={"doc": "card points taken (152 in all)"})
    trick_points: tuple[int, ...] = field(metadata={
        "doc": "card points and dix de der (162 in all)"})
    last_trick: int
    declarations: tuple[tuple[dict[str, Any], ...], ...] = field(metadata={
        "doc": "each team's declarations as read: kind, cards, points, name"})
    best_declaration: int | None = field(metadata={
        "doc": "the team whose declarations count; null when none or the best tie"})
    trick_score: tuple[int, ...] = field(metadata={
        "doc": "what each team scores for tricks: its own, 162 or 252 after a failure or "
               "capot"})
    declaration_points: tuple[int, ...] = field(metadata={
        "doc": "declaration points each team scores, belote apart"})
    belote: int | None
    belote_points: tuple[int, ...]
    points: tuple[int, ...] = field(metadata={"doc": "the hand's score before rounding"})
    rounded: tuple[int, ...] = field(metadata={
        "doc": "rounded to the nearest ten (5 up); the points themselves with the option "
               "rounding none"})
    award: Award = field(metadata={
        "doc": "What this hand adds to the score pad: per team (team 0 = seats 0 and 2), the "
               "rounded scores of the hand."})
    breakdown: tuple[str, ...]
    explanation: str
    scores_before: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None
    target: int | None = None
    game_over: bool | None = None
    winner: int | None = None


def score(hand: BeloteHand) -> BeloteScore:
    """Score a played hand: card points, dix de der, declarations, belote, contract, capot.

    ``points`` are the hand's scores before rounding, ``rounded`` (the same as
    ``award.points``) what goes on the score pad.
    """
    trump, taker, won, last = hand.trump, hand.taker, hand.won, hand.last_trick
    assert trump is not None
    declarations = [list(team) for team in hand.declarations]
    belote = hand.belote
    previous = list(hand.scores) if hand.scores else None
    target = int(hand.options.get("target", GAME.defaults()["target"]))
    rounding = str(hand.options.get("rounding", NEAREST))

    counts = [_count(cards, trump) for cards in won]
    card = [c.points for c in counts]
    tricks = [card[t] + (LAST_TRICK_POINTS if last == t else 0) for t in range(TEAMS)]
    capot = next((t for t in range(TEAMS) if not won[1 - t]), None)
    other = 1 - taker
    made = capot == taker or (capot is None and tricks[taker] > tricks[other])
    best, declared_text = best_declaration(declarations)
    declared = [sum(d.points for d in declarations[t]) if best == t else 0
                for t in range(TEAMS)]
    belote_points = [BELOTE_POINTS if belote == t else 0 for t in range(TEAMS)]
    lines: list[Message] = [say(TRUMPS[trump], side=Side(taker))]
    for t in range(TEAMS):
        lines.append(say("Card points of {side}: {sum}", side=Side(t),
                         sum=counts[t].sum_words))
    lines.append(say("Dix de der: {side} took the last trick, +{points}.", side=Side(last),
                     points=LAST_TRICK_POINTS))
    lines.append(say("In tricks: {first} {a}, {second} {b}.", first=Side(0), a=tricks[0],
                     second=Side(1), b=tricks[1]))
    for t in range(TEAMS):
        if declarations[t]:
            listed = clauses(*(say("{name} ({cards}) {points}", name=d.name,
                                cards=d.text, points=d.points)
                            for d in declarations[t]))
            lines.append(say("{side} declared: {listed}.", side=Side(t), listed=listed))
    lines.append(declared_text)
    if belote is not None:
        lines.append(say("Belote and rebelote (K and Q of trumps): {side}, +{points}, always "
                         "scored.", side=Side(belote), points=BELOTE_POINTS))
    trick_score = [0, 0]
    scored = list(declared)
    if made and capot == taker:
        trick_score[taker] = HAND_POINTS + CAPOT_BONUS
        if declared[other]:
            lines.append(say("{side} took no trick, so of {its|their} declarations only belote "
                             "could count: {its|their} {points} {is|are} lost.",
                             side=Side(other), points=declared[other]))
            scored[other] = 0
        verdict = say("Capot: {side} took every trick and {scores|score} {hand} + {bonus} = "
                      "{total}, plus {its|their} declarations.", side=Side(taker),
                      hand=HAND_POINTS, bonus=CAPOT_BONUS, total=HAND_POINTS + CAPOT_BONUS)
    elif made:
        trick_score = list(tricks)
        verdict = say("{side} made {its|their} contract: {mine} in tricks against {theirs}. "
                      "Each team scores its own points.", side=Side(taker),
                      mine=tricks[taker], theirs=tricks[other])
    else:
        trick_score[other] = HAND_POINTS + (CAPOT_BONUS if capot == other else 0)
        scored = [0, 0]
        scored[other] = declared[other] + declared[taker]
        if capot == other:
            verdict = say("Capot against the taker: {side} took every trick and {scores|score} "
                          "{hand} + {bonus} = {total}, plus both teams' declarations; the "
                          "taker keeps only a belote it held.", side=Side(other),
                          hand=HAND_POINTS, bonus=CAPOT_BONUS, total=trick_score[other])
        else:
            verdict = say("{side} failed {its|their} contract: {mine} in tricks is not more "
                          "than {theirs}. {other} {scores|score} {hand} plus both teams' "
                          "declarations; the taker keeps only a belote it held.",
                          side=Side(taker), mine=tricks[taker], theirs=tricks[other],
                          other=Side(other), hand=HAND_POINTS)
    points = [trick_score[t] + scored[t] + belote_points[t] for t in range(TEAMS)]
    lines.append(verdict)
    rounded = [round_score(p, rounding) for p in points]
    for t in range(TEAMS):
        parts = [say(what, n=n) for what, n in ((N_("tricks {n}"), trick_score[t]),
                                                (N_("declarations {n}"), scored[t]),
                                                (N_("belote {n}"), belote_points[t])) if n]
        summed = join(*parts, sep=" + ") if parts else say("nothing")
        if rounding == EXACT:
            lines.append(say("{side}: {sum} = {points}, not rounded.", side=Side(t),
                             sum=summed, points=points[t]))
        else:
            lines.append(say("{side}: {sum} = {points}, rounded to the nearest ten: {rounded}.",
                             side=Side(t), sum=summed, points=points[t], rounded=rounded[t]))
    explanation = join(verdict, say("{first} {scores|score} {a}, {second} {b}.", first=Side(0),
                                    a=rounded[0], second=Side(1), b=rounded[1]))
    totals: dict[str, Any] = {}
    if previous is not None:
        after = [p + r for p, r in zip(previous, rounded)]
        over = [t for t in range(TEAMS) if after[t] >= target]
        winner = over[0] if len(over) == 1 else None
        totals = {"scores_before": tuple(previous), "scores": tuple(after), "target": target,
                  "game_over": bool(over), "winner": winner}
        end = (say("{side} {reaches|reach} {target} and {wins|win}.", side=Side(winner),
                   target=target) if winner is not None else
               say("Both teams reach {target} on the same hand: the game is a tie.",
                   target=target) if over else
               say("Nobody has reached {target} yet.", target=target))
        lines.append(join(say("Totals: {a} → {a_after} and {b} → {b_after}.", a=previous[0],
                              a_after=after[0], b=previous[1], b_after=after[1]), end))
        explanation = join(explanation, end)
    return BeloteScore(
        made=made, capot=capot is not None, capot_team=capot, taker=taker,
        card_points=tuple(card), trick_points=tuple(tricks), last_trick=last,
        declarations=tuple(tuple(d.to_dict() for d in team) for team in declarations),
        best_declaration=best, trick_score=tuple(trick_score),
        declaration_points=tuple(scored), belote=belote, belote_points=tuple(belote_points),
        points=tuple(points), rounded=tuple(rounded), award=Award("team", tuple(rounded)),
        breakdown=tuple(lines), explanation=explanation, **totals)


SCORE = bodies.Question(score, BeloteHand, BeloteScore)


def moments(kind: str, payload: Mapping[str, Any],
            detail: Mapping[str, Any] | None) -> tuple[Moment, ...]:
    """What a group remembers of a Belote table: each capot, a team taking every trick
    (003 lines 497–544), as the hand's ruling (:func:`score`) says it."""
    if kind == "hand" and detail is not None and detail.get("capot") is True:
        return (Moment("capot", N_("Capot"), side=whole(detail.get("capot_team"))),)
    return ()


GAME = Game(
    "belote", "Belote", 4, 4, pack_32, Scoring.POINTS,
    N_("French partnership game: trump jack and nine, declarations, to 1000."),
    side_nouns=(say_in("belote", "team {number}"), say_in("belote", "Team {number}"),
                say_in("belote", "Team")),
    # the trick engine's and the cards' words for trumps, as Belote players say them
    own_words=(say_in("belote", "Spades are trumps."), say_in("belote", "Hearts are trumps."),
               say_in("belote", "Diamonds are trumps."), say_in("belote", "Clubs are trumps."),
               say_in("belote", "{suit} are trumps"),
               say_in("belote", "no trump was played ({suit} are trumps)"),
               say_in("belote", "{card} wins: the {name} is the highest trump played, over "
                                "{others} (trumps rank {order})"),
               say_in("belote", "{card} wins: the {name} is the only trump played (trumps rank "
                                "{order})"),
               # the sides' refusals (referee.sides), of its «equipos» where Tute has «parejas»
               say_in("belote", "{what} must be team 0 or 1 (or a seat 0–3: seats 0 and 2 are "
                                "team 0, seats 1 and 3 team 1)"),
               say_in("belote", "{field} must give {what} for each of the two teams"),
               say_in("belote", "the side that took the last trick must be team 0 or 1 (or a "
                                "seat 0–3: seats 0 and 2 are team 0, seats 1 and 3 team 1)"),
               say_in("belote", "won must give the cards it took in tricks for each of the two "
                                "teams"),
               say_in("belote", "the side that took the last trick"),
               say_in("belote", "the cards it took in tricks")),
    figures={"last_trick": LAST_TRICK_POINTS, "belote": BELOTE_POINTS},
    end=ReachTarget(1000, both_over="tie"),
    options=(target_option(1000),
             Option("overtrump_partner_winning",
                    N_("On a trump lead, overtrump even when your partner is winning"), False,
                    "bool", help=N_("the French rule; the text asks it only while an opponent "
                                    "is winning")),
             Option("must_underruff", N_("Out of the suit led, play a trump even when it "
                                         "cannot win"), True, "bool",
                    help=N_("off: a player who cannot overtrump may discard")),
             Option("rounding", N_("Each hand's score"), NEAREST, "choice", (NEAREST, EXACT),
                    help=N_("the text rounds it to the nearest ten; some tables and concours "
                            "keep the exact points"),
                    choice_words=(N_("rounded to the nearest ten (a 5 up)"),
                                  N_("exact points, not rounded")))),
    teams=pairs_across, deal=DealRule("left"),
    questions={"count": count, "trick": rule_trick, "score": SCORE},
    rules="003:473", moments=moments,
    lowest_score=0)  # a hand scores its card points, declarations and dix de der: never below 0
"""The game ends at the end of the hand in which a team reaches 1,000; both past it on the same
hand is a tie (003 line 544)."""
