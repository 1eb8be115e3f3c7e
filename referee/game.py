"""A game as one declaration: what it is, how the table keeps its book, and when it ends.

Each game module exports one :class:`Game` (``referee.bura.GAME`` …) and :mod:`referee.games`
lists them all, the way python-chess lists its variants. A game names its pack, its options,
the questions it answers, its **book** (tokens and pot, a score pad, penalty points, a tally,
a fixed number of hands), its **deal rule**, its **teams rule** for each player count, and its
**end rule**, which reads the book's :class:`Standing` and gives one :class:`Outcome`.

The scorebook asks these; nothing outside ``referee/`` decides when a game is over, who plays
with whom or who deals.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping

from .cards import Pack
from .catalog import Option, Scoring
from .errors import InvalidInputError
from .faces import Faces
from .frozen import quick_init
from .moments import Moments, no_moments
from .words import N_, Message, Named, Verbatim, listing, named_together, said, say, say_in, say_n

Sides = tuple[tuple[int, ...], ...]
"""The seats of each side, in side order: ``((0, 2), (1, 3))`` for two partnerships."""


class Termination(Enum):
    """Why a game ended."""

    TARGET = "target"
    """A side reached (or passed) the target score."""
    HANDS = "hands"
    """The game's number of hands was played (Back Alley's 26)."""
    MAJORITY = "majority"
    """A side won more than half the hands to be played (Tute), so the rest cannot matter."""
    LAST_STANDING = "last_standing"
    """Everyone else dropped out (Kozel) or has no tokens left (Bura)."""
    FIRST_OUT = "first_out"
    """A player ran out of tokens and lost the game (Toepen)."""
    ROUND = "round"
    """A club night's round played its hands (:class:`RoundOfHands`)."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` are side indices (two or more is a tie), ``losers`` the
    sides that lost when the game names a loser rather than a winner (Toepen)."""

    termination: Termination
    winners: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()

    @property
    def tie(self) -> bool:
        return len(self.winners) > 1

    def explain(self, names: list[str], unit: str) -> Message:
        """The outcome in words, given each side's name (a player, or "Ann & Carl")."""
        if self.losers and not self.winners:
            who = join_names([names[s] for s in self.losers])
            what = unit if isinstance(unit, Message) else Verbatim(unit)
            if len(self.losers) > 1:
                return say("{who} are out of {unit} and lose the game", who=who, unit=what)
            return say("{who} is out of {unit} and loses the game", who=who, unit=what)
        if self.termination is Termination.ROUND:
            if self.tie:
                return say("The round ends level between {who}",
                           who=join_names([names[s] for s in self.winners]))
            name = names[self.winners[0]]
            if " & " in name:
                return say("{who} win the round", who=Verbatim(name))
            return say("{who} wins the round", who=Verbatim(name))
        if self.tie:
            return say("The game ends in a tie between {who}",
                       who=join_names([names[s] for s in self.winners]))
        if self.winners:
            name = names[self.winners[0]]
            who = name if isinstance(name, Verbatim) else Verbatim(name)
            if " & " in name:
                return say("{who} win the game", who=who)
            return say("{who} wins the game", who=who)
        return say("The game is over")


def join_names(words: list[str]) -> Message:
    """Names as a list in words: "Ann", "Ann and Boris", "Ann, Boris and Carl" (a name given
    with its player's gender keeps it)."""
    return listing([w if isinstance(w, Verbatim) else Verbatim(w) for w in words])


@quick_init  # every score question's verdict makes one
@dataclass(frozen=True)
class Standing:
    """What the book shows after an action, as the end rule reads it.

    ``scores`` are per side: points on the pad, penalty points, games or hands won, or tokens
    (token games have one side a player). ``before`` is each side's score before the hand just
    scored (equal to ``scores`` between hands). ``hands`` counts hands played, never a redeal.
    """

    sides: Sides
    scores: tuple[int, ...]
    before: tuple[int, ...]
    hands: int
    out: frozenset[int] = frozenset()
    pot: int = 0
    hand_over: bool = True

    @property
    def standing_sides(self) -> list[int]:
        return [s for s in range(len(self.sides)) if s not in self.out]


# --- end rules --------------------------------------------------------------------------------

@dataclass(frozen=True)
class ReachTarget:
    """First to the target score (the option ``target``).

    - ``exceed``: the target must be passed (Burraco's "exceeds 2,000", Nuts' 100), not only
      reached.
    - ``at_once``: play stops the moment a side gets there (Mus, Twenty-Five, Nine-Card Don), so
      one hand can never take two sides there: such an entry is refused.
    - ``both_over``: when two sides get there on the same hand, ``"higher"`` (the higher score
      wins; equal scores play another hand) or ``"tie"`` (Belote: the game is a tie).
    """

    default: int
    exceed: bool = False
    at_once: bool = False
    both_over: str = "higher"

    def target(self, options: Mapping[str, Any]) -> int:
        return int(options.get("target", self.default))

    def there(self, score: int, options: Mapping[str, Any]) -> bool:
        target = self.target(options)
        return score > target if self.exceed else score >= target

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        target = self.target(options)  # (once, not once a side: every score question asks)
        scores = standing.scores
        over = [s for s, score in enumerate(scores) if score > target] if self.exceed else \
            [s for s, score in enumerate(scores) if score >= target]
        if not over:
            return None
        if len(over) > 1 and self.both_over == "tie":
            return Outcome(Termination.TARGET, tuple(over))
        best = max(standing.scores[s] for s in over)
        top = tuple(s for s in over if standing.scores[s] == best)
        if len(top) > 1:
            return None  # level at the top: another hand decides
        return Outcome(Termination.TARGET, top)

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        """Why a hand's entry cannot stand, or None: with ``at_once``, two sides cannot both
        get to the target on one hand, since play stops when the first does."""
        if not self.at_once:
            return None
        over = [s for s, score in enumerate(standing.scores) if self.there(score, options)]
        if len(over) > 1:
            return say("play stops the moment a side reaches {target}, so one hand cannot take "
                       "two sides there: enter the hand only up to the point where the first "
                       "side got there", target=self.target(options))
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        target = self.target(options)
        return (say("first past {target}", target=target) if self.exceed else
                say("first to {target}", target=target))


@dataclass(frozen=True)
class FixedHands:
    """A fixed number of hands (the option ``hands``); then the higher score wins, equal scores
    tie (Back Alley's 26)."""

    default: int

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        if standing.hands < int(options.get("hands", self.default)):
            return None
        best = max(standing.scores)
        return Outcome(Termination.HANDS,
                       tuple(s for s, v in enumerate(standing.scores) if v == best))

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        return say("{hands} hands, highest score wins", hands=options.get("hands", self.default))


@dataclass(frozen=True)
class Majority:
    """A number of hands agreed beforehand (the option ``hands``); the side that wins most of
    them wins the game, decided as soon as the hands left cannot change it. The book counts
    hands won. Equal counts after the last hand tie."""

    default: int

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        planned = int(options.get("hands", self.default))
        left = planned - standing.hands
        ranked = sorted(standing.scores, reverse=True)
        leader = max(range(len(standing.scores)), key=lambda s: standing.scores[s])
        runner_up = ranked[1] if len(ranked) > 1 else 0
        if standing.scores[leader] > runner_up + max(left, 0):
            return Outcome(Termination.MAJORITY if left > 0 else Termination.HANDS, (leader,))
        if left <= 0:
            best = ranked[0]
            return Outcome(Termination.HANDS,
                           tuple(s for s, v in enumerate(standing.scores) if v == best))
        return None

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        planned = int(options.get("hands", self.default))
        return say("one hand") if planned == 1 else say("the most of {hands} hands",
                                                          hands=planned)


@dataclass(frozen=True)
class LastStanding:
    """Sides drop out (by the game's :class:`DropOut`, or at no tokens); the last one left wins.
    With tokens, the game ends when one player holds every token (the pot is empty)."""

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        left = standing.standing_sides
        if len(left) == 1 and standing.pot == 0 and standing.hand_over:
            return Outcome(Termination.LAST_STANDING, (left[0],))
        return None

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        return say("the last one left wins")


@dataclass(frozen=True)
class FirstOut:
    """The first player to run out of tokens, once the hand is settled, loses the game
    (Toepen, 001 line 48). With the option named ``play_on_option`` set, players drop out as
    they run out and the last one with tokens wins instead (001 line 50)."""

    play_on_option: str = "last_player_wins"

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        if options.get(self.play_on_option):
            return LastStanding().decide(standing, options)
        if not standing.hand_over or not standing.out:
            return None
        return Outcome(Termination.FIRST_OUT, (), tuple(sorted(standing.out)))

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        if options.get(self.play_on_option):
            return say("the last one with tokens wins")
        return say("the first one out of tokens loses")


@dataclass(frozen=True)
class RoundOfHands:
    """A club night's round of a fixed number of hands (the table option ``round_hands``, which
    the event sets from its ``hands_per_round``): the round is over once that many hands are
    played, whatever the game's own target (a Burraco round of 4 hands goes on past 2,000; a
    concours partie of 12 donnes past 1,000: it ranks on the points of all 12, research
    club-night.md §2). The higher score wins it, equal scores tie; a side out of tokens ends it
    too. The event's standings read the table's result from the same rule
    (:class:`EventRound`), so the table and the standings never disagree."""

    hands: int

    def decide(self, standing: Standing, options: Mapping[str, Any]) -> Outcome | None:
        left = standing.standing_sides
        if len(left) == 1 and len(standing.sides) > 1 and standing.hand_over:
            return Outcome(Termination.LAST_STANDING, (left[0],))
        if standing.hands < self.hands:
            return None
        best = max(standing.scores)
        return Outcome(Termination.ROUND,
                       tuple(s for s, v in enumerate(standing.scores) if v == best))

    def check_hand(self, standing: Standing, options: Mapping[str, Any]) -> str | None:
        return None

    def words(self, options: Mapping[str, Any]) -> str:
        return say_n("a round of {n} hand", "a round of {n} hands", self.hands)


EndRule = ReachTarget | FixedHands | Majority | LastStanding | FirstOut | RoundOfHands


ROUND_OPTIONS = (
    Option("round_hands", N_("Hands a club night's round plays at this table"), None,
           minimum=1, maximum=100,
           help=N_("set by the event: the round is over after this many hands, whatever the "
                   "game's target")),
    Option("round_best_of", N_("Games a club night's match is the best of"), 1,
           minimum=1, maximum=15,
           help=N_("set by the event: the match is over once a side has won most of them")))
"""The options every game's table takes when it is a round of an event (set by the event when
it draws the round, never on the new-table form): absent, the table is no event's."""


@dataclass(frozen=True)
class EventRound:
    """What an event's round asks of its table: ``hands`` a round (None: the game's own end
    rule, at the event's target when it has one), a match of ``best_of`` games.

    :meth:`result` is the one rule that says when a round's table is complete and with which
    points: the table asks it to refuse a further hand and to say the round is over, the
    event's standings ask it for the table's result."""

    hands: int | None = None
    best_of: int = 1

    @classmethod
    def of(cls, options: Mapping[str, Any]) -> "EventRound | None":
        """The round a table's options set, or None: a table of no event."""
        if "round_hands" not in options and "round_best_of" not in options:
            return None
        hands = options.get("round_hands")
        return cls(int(hands) if hands else None, int(options.get("round_best_of") or 1))

    @property
    def games_to_win(self) -> int:
        return self.best_of // 2 + 1

    def result(self, pad: list[dict[str, Any]], outcome: Outcome | None, game_number: int,
               games_won: list[int], scores: tuple[int, ...]) -> tuple[int, ...] | None:
        """Each side's points once the round's table is complete, else None: in a best-of
        match, the games each side has won once one has won enough; in a round of hands, the
        totals after its last hand (the pad's row: a table made before rounds governed their
        tables may have played on); else the totals once the game is over (its first game's,
        when a rematch followed)."""
        if self.best_of > 1:
            return tuple(games_won) if max(games_won, default=0) >= self.games_to_win else None
        first = [row for row in pad if row["game"] == 1 and row.get("hand") is not None]
        if self.hands is not None:
            row = next((r for r in first if r["hand"] == self.hands), None)
            return tuple(int(t) for t in row["totals"]) if row is not None else None
        if game_number > 1:
            return tuple(int(t) for t in first[-1]["totals"]) if first else None
        if outcome is not None:
            return tuple(scores)
        return None


@dataclass(frozen=True)
class DropOut:
    """Penalty points up to a mark (the option ``target``) put a side out (Kozel, 002 lines
    89–91). When every side still in reaches it on the same hand, only the side with the most
    drops out (none when the most is shared), and the rest play on."""

    default: int

    def dropped(self, standing: Standing, options: Mapping[str, Any]) -> frozenset[int]:
        mark = int(options.get("target", self.default))
        left = standing.standing_sides
        reached = [s for s in left if standing.scores[s] >= mark]
        if reached and len(reached) == len(left):
            most = max(standing.scores[s] for s in left)
            worst = [s for s in left if standing.scores[s] == most]
            reached = worst if len(worst) == 1 else []
        return standing.out | frozenset(reached)


# --- deal and teams -----------------------------------------------------------------------------

@dataclass(frozen=True)
class DealRule:
    """Which way the deal and the play go, and how many cards a hand is.

    Seats at a table are numbered in the order of play, so the deal passes to the next seat
    still in; ``direction`` says which way that is around the table ("left": clockwise,
    "right": counter-clockwise), which matters when the seats come from a draw made around the
    table. Who deals after a particular hand (Toepen's winner, Bura's claimer, a redeal by the
    same dealer) comes from that hand's result.
    """

    direction: str = "left"
    hand_sizes: tuple[int, ...] = ()
    """Cards dealt to each player on hand 1, 2, …, when it changes from hand to hand."""
    first_player: str = "after dealer"

    def order_of_play(self, clockwise: list[str]) -> list[str]:
        """Players seated clockwise from the dealer, in the order this game plays: to the
        right, the dealer's right-hand neighbour (the last clockwise) plays first."""
        if self.direction == "right" and clockwise:
            return [clockwise[0], *reversed(clockwise[1:])]
        return list(clockwise)

    def first_leader(self, dealer: int, players: int) -> int:
        """The seat that leads the hand's first trick: the next after the dealer in the order
        of play (seats are numbered in it)."""
        return (dealer + 1) % players if players else 0

    def hand_size(self, hand: int) -> int | None:
        if not self.hand_sizes:
            return None
        return self.hand_sizes[min(max(hand, 1), len(self.hand_sizes)) - 1]


TeamsRule = Callable[[int, Mapping[str, Any]], "Sides | None"]
"""The sides for this many players and these options, or None when everyone plays alone."""


def alone(players: int, options: Mapping[str, Any]) -> Sides | None:
    return None


def pairs_across(players: int, options: Mapping[str, Any]) -> Sides | None:
    """Two partnerships of two, partners sitting across (seats 0 and 2 against 1 and 3)."""
    if players != 4:
        raise InvalidInputError(say("partners sit across from each other: this game is for "
                                    "four, in two partnerships"), "players")
    return ((0, 2), (1, 3))


def pairs_across_at_four(players: int, options: Mapping[str, Any]) -> Sides | None:
    """Alone with two or three players, two partnerships across the table with four."""
    return ((0, 2), (1, 3)) if players == 4 else None


def alternating_teams(players: int, size: int) -> Sides:
    """Teams of ``size`` seated so that the turn alternates between them: A-B-C-A-B-C."""
    count = players // size
    return tuple(tuple(range(t, players, count)) for t in range(count))


def side_names(sides: Sides | None, names: list[str]) -> list[str]:
    """Each side's name: the player's own, or the partners' joined with " & " (given
    :class:`referee.words.Named` names, a partnership's with its players' genders)."""
    if sides is None:
        return list(names)
    if names and all(isinstance(n, Named) for n in names):
        return [named_together([names[s] for s in side]) for side in sides]
    return [" & ".join(names[s] for s in side) for side in sides]


# --- how the referee page asks ------------------------------------------------------------------

@dataclass(frozen=True)
class ShowdownWords:
    """How the showdown question reads for a game: for Bura and Kozel it is the special-lead
    check (who may lead out of turn), for Mus one round, elsewhere the best hand.

    The texts are said in the reader's language (a plain text given is a template, marked with
    ``N_`` where it is written); ``verdict`` stays a template with a ``{winner}`` placeholder,
    said by :meth:`say_verdict`."""

    heading: str = N_("Whose hand is best?")
    first: str = N_("first in turn")
    button: str = N_("Compare")
    verdict: str = N_("Hand {winner} is best")
    named_verdict: str = N_("{winner} has the best hand")
    """The verdict at a table, ``{winner}`` the player's name (in the present tense: right for
    anyone)."""
    nobody: str = N_("No hand wins")
    needs_trump: bool = False
    from_leader: bool = False
    """The hands are in turn order from the first to play (Bura and Kozel: who would lead;
    Mus: the mano), not in seat order: a table names hand 0 after its first leader."""

    def __post_init__(self) -> None:
        for name in ("heading", "first", "button", "nobody"):
            object.__setattr__(self, name, said(getattr(self, name)))

    def say_verdict(self, winner: int, name: str | None = None) -> Message:
        """The verdict for the hand (or player) at index ``winner``; by ``name`` at a table."""
        if name is not None:
            return say(self.named_verdict, winner=Verbatim(name))
        return say(self.verdict, winner=winner)


SPECIAL_LEADS = ShowdownWords(
    heading=N_("Who may lead out of turn?"), first=N_("would lead"),
    button=N_("Check the special leads"), verdict=N_("Player {winner} leads"),
    named_verdict=N_("{winner} leads"), nobody=N_("Nobody has a special lead"),
    needs_trump=True, from_leader=True)


# --- the declaration ----------------------------------------------------------------------------

_PACKS: dict[tuple[str, str], Pack] = {}
"""Each game's packs, by game and pack option, once made (:meth:`Game.pack_for`)."""

TEAM_HEADING, TEAM_LABEL = N_("Team"), N_("Team {number}")
"""A team as the table's column heads it, and a team said by its number as a label: the
general words, each game's own where it declares them (:meth:`Game.side_word`)."""


def pack_label(name: str, size: int) -> Message:
    """A game's pack in words, "Mus's 40-card pack", the game's name as the reader's language
    says it (:attr:`Game.title`)."""
    return say(N_("{game}' {n}-card pack") if name.endswith("s") else
               N_("{game}'s {n}-card pack"), game=say_in("game", name), n=size)


Question = Callable[..., Any]


@dataclass(frozen=True)
class Game:
    """One game of the fifteen: everything the table, the pages and the API ask of it."""

    key: str
    name: str
    min_players: int
    max_players: int
    pack: Callable[[str], Pack]
    scoring: Scoring
    summary: str
    end: EndRule
    options: tuple[Option, ...] = ()
    teams: TeamsRule = alone
    deal: DealRule = DealRule()
    drop: DropOut | None = None
    questions: Mapping[str, Question] = field(default_factory=dict)
    """What the referee answers for this game: ``trick``, ``count``, ``showdown``, ``score``,
    ``claim``, ``play``, each the function that answers it."""
    rules: str = ""
    """Where the rules text is, as ``file:line``."""
    extra_packs: Mapping[str, Callable[[str], Pack]] = field(default_factory=dict)
    money_players: int | None = None
    """With the option ``mode`` set to money, up to this many players (Kozel for money: 5)."""
    actions: tuple[str, ...] = ()
    """The table actions this game adds to everyone's (ante, bet, score, deal …): Bura's
    ``claim``, Toepen's ``knock``."""
    showdown_words: ShowdownWords = ShowdownWords()
    rounds: tuple[str, ...] = ()
    """The rounds a showdown may be asked about (Mus: grande, chica, pares, juego, punto)."""
    claim_form: str = "captured"
    """What the claim question asks for: the ``captured`` cards (Bura's 31) or a ``rob`` of
    the turned-up trump (Twenty-Five)."""
    has_pot: bool = True
    """Whether a token table has a pot in the middle (Toepen's lost chips go to nobody)."""
    tally_of: str = "game"
    """What a tally counts: games won, or hands won (Tute)."""
    tokens_word: str = N_("tokens")
    """What the table calls its tokens ("chips" in Toepen, 001 line 48), said in the reader's
    language."""
    context_flags: tuple[tuple[str, str], ...] = ()
    """Facts about the hand that a trick ruling needs and the referee page asks with a tick box
    (Back Alley: are trumps broken?): each a flag and its label, said in the reader's
    language."""
    lowest_score: int | None = None
    """The lowest total a side can hold on the score pad (Mus's counters: 0, a side holds no
    fewer than none); a score that would take a side below it is refused. None: no floor."""
    hand_notes: Callable[[tuple[int, ...], Mapping[str, Any]], tuple[Message, ...]] | None = None
    """What a table of this game must be told as a hand begins, from each seat's score and the
    options (Chicago: who may not draw from 46): the board shows it, in the table's names."""
    figures: Mapping[str, int] = field(default_factory=dict)
    """The rule's numbers this game's pages say in their labels and hints (Kozel's 120 card
    points, Truc's 11, Belote's dix de der), each by name, from the module's own constants: a
    template writes no rule's number of its own."""
    trumps: bool = True
    """Whether a trick may have a trump suit (Chicago, Toepen and Truc have none: the referee
    page asks for none, and a trick given one is refused)."""
    side_nouns: tuple[Message, ...] = ()
    """How this game's players call a side said by its number, each said in the game's
    context (``say_in("mus", "side {number}")``): Mus, Truc and Tute players say «pareja»,
    Burraco players "coppia", Twenty-Five's teams may be three. Pages and answers about the
    game say its unnamed sides so (:func:`referee.words.showing`); none: the general words.
    The same noun as a label, ``Team {number}`` (a team without players on the score pad),
    and as the table's column, ``Team``, where declared here too (:meth:`side_word`)."""
    own_words: tuple[Message, ...] = ()
    """Templates of the shared engine (the tricks, the cards) this game says in its own words,
    each said in the game's context (``say_in("belote", "{suit} are trumps")``: Belote players
    in Italy say « atout » where other trick games say « briscola »). Wherever one is said while
    the game is spoken of (its pages, its answers: :func:`referee.words.showing`), its context's
    translation is used; elsewhere the general one."""
    moments: Moments = no_moments
    """Which history lines hold a moment a group remembers across nights (Bura's claims of 31,
    a Belote capot): :mod:`referee.moments`."""

    def __post_init__(self) -> None:
        # the summary, the unit and the tick boxes' labels in the reader's language; a plain
        # text given is a template (marked with N_ where it is written)
        object.__setattr__(self, "summary", said(self.summary))
        object.__setattr__(self, "tokens_word", said(self.tokens_word))
        object.__setattr__(self, "context_flags",
                           tuple((flag, said(label)) for flag, label in self.context_flags))
        # read at every question asked: worked out once
        object.__setattr__(self, "_defaults", {o.name: o.default for o in self.options})
        object.__setattr__(self, "_nouns", {str(m.template): str(m.context)
                                            for m in self.side_nouns + self.own_words} or None)
        # its name in a sentence, as the reader's language calls it: made once, so its
        # English is worked out once
        object.__setattr__(self, "_title", say_in("game", self.name))

    def side_word(self, template: str, **params: Any) -> Message:
        """A word for this game's sides (``TEAM_HEADING``, ``TEAM_LABEL``), said in the game's
        context where it declares the word among its :attr:`side_nouns` (a Mus table's column
        is «Pareja», a Twenty-Five one's «Equipo»), else the general entry."""
        context = (self.nouns or {}).get(template)
        return say(template, **params) if context is None else say_in(context, template,
                                                                       **params)

    @property
    def team_heading(self) -> Message:
        """The table's column of teams, as this game's players call a team."""
        return self.side_word(TEAM_HEADING)

    @property
    def nouns(self) -> Mapping[str, str] | None:
        """This game's side nouns, by the English noun each replaces, with its context (for
        :func:`referee.words.showing`); None: the catalogs' general words."""
        return self._nouns  # type: ignore[attr-defined, no-any-return]

    def schema_of(self, question: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The JSON schemas of a question's body and answer, from its types where the question
        is declared with them (:class:`bodies.Question`); None: the generic one (trick, count,
        showdown)."""
        asked = self.questions.get(question)
        if asked is not None and hasattr(asked, "schemas"):
            return asked.schemas()
        return None

    def options_schema(self) -> dict[str, Any]:
        """This game's options: only its own names (any other is refused), each of its kind;
        absent or null, the defaults."""
        return {"type": ["object", "null"], "additionalProperties": False,
                "properties": {o.name: o.schema() for o in self.options + ROUND_OPTIONS},
                "description": "the game's options (see /api/v1/games); absent or null: the "
                               "defaults, which follow the rules text"}

    # --- the catalog ------------------------------------------------------------------------
    @property
    def title(self) -> Message:
        """The game's name as the reader's language has it (Бура, Козёл, «Двадцать пять»), for
        the pages and inside sentences (« la table d'Aggravation », «колода Бура»); the API's
        machine fields keep :attr:`name`."""
        return self._title  # type: ignore[attr-defined, no-any-return]

    @property
    def partnerships(self) -> bool:
        """Whether four play in two partnerships (with the default options)."""
        if not self.min_players <= 4 <= self.max_players:
            return False
        try:
            return self.teams(4, self.defaults()) is not None
        except InvalidInputError:
            return False

    @property
    def module(self) -> str:
        return f"referee.{self.key.replace('-', '_')}"

    def players_range(self, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        if self.money_players and (options or {}).get("mode") == "money":
            return self.min_players, self.money_players
        return self.min_players, self.max_players

    @property
    def players_text(self) -> str:
        most = self.money_players or self.max_players
        if self.min_players == most:
            return str(self.min_players)
        return f"{self.min_players}–{most}"

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def defaults(self) -> dict[str, Any]:
        return dict(self._defaults)  # type: ignore[attr-defined]

    def read_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with the given options, each checked; unknown names are refused."""
        result = self.defaults()
        if given is None:
            return result
        if not isinstance(given, (dict, Mapping)):
            raise InvalidInputError(say("options must be an object"), "options")
        for name, value in given.items():
            option = self.option(name) or next((o for o in ROUND_OPTIONS if o.name == name),
                                               None)
            if option is None:
                shown = Verbatim(repr(str(name)[:40]))
                problem = (say("{game} has no option {name} (options: {options})",
                               game=self.title, name=shown,
                               options=Verbatim(", ".join(o.name for o in self.options)))
                           if self.options else
                           say("{game} has no option {name} (options: none)",
                               game=self.title, name=shown))
                raise InvalidInputError(problem, f"options.{str(name)[:40]}")
            result[name] = option.read(value)
        return result

    def pack_for(self, options: Mapping[str, Any] | None = None) -> Pack:
        """The pack in play, which an option may change (Bura's 32-card pack)."""
        choice = str((options or {}).get("pack", ""))
        made = _PACKS.get((self.key, choice))
        if made is None:  # a pack never changes: made once (with its count of copies)
            cards_in_play = self.extra_packs.get(choice, self.pack)("").cards
            made = _PACKS[(self.key, choice)] = Pack(pack_label(self.name, len(cards_in_play)),
                                                     cards_in_play)
        return made

    def faces_for(self, options: Mapping[str, Any] | None = None) -> Faces:
        """The faces a table's cards show (the option ``faces`` where the game has it: the
        Spanish pack's games); French-suited cards otherwise."""
        option = self.option("faces")
        chosen = (options or {}).get("faces", option.default if option else "french")
        return Faces.SPANISH if chosen == "spanish" else Faces.FRENCH

    # --- the book ---------------------------------------------------------------------------
    def book(self, options: Mapping[str, Any]) -> Scoring:
        """How a table of this game keeps its book with these options (Kozel for money keeps
        tokens and a pot; for points, penalty points)."""
        if self.scoring is Scoring.PENALTY and options.get("mode") == "money":
            return Scoring.TOKENS
        return self.scoring

    def end_rule(self, options: Mapping[str, Any]) -> EndRule:
        """The rule that ends a game at this table: a club night's round of hands ends after
        its hands (:class:`RoundOfHands`), else the game's own."""
        hands = options.get("round_hands")
        if hands:
            return RoundOfHands(int(hands))
        if self.book(options) is Scoring.TOKENS and not isinstance(self.end, FirstOut):
            return LastStanding()
        return self.end

    def sides(self, players: int, options: Mapping[str, Any]) -> Sides | None:
        """Who plays with whom at a table of this many players (None: everyone alone)."""
        return self.teams(players, options)

    def verdict(self, before: list[int], after: list[int], options: Mapping[str, Any],
                hands: int = 0) -> Outcome | None:
        """The end rule's word on a score pad of sides that went from ``before`` to ``after``
        on the hand just scored (``hands`` played so far, this one included): what a
        calculator given the scores so far says about the game, the same as the table."""
        sides = tuple((s,) for s in range(len(after)))
        standing = Standing(sides, tuple(after), tuple(before), hands)
        return self.end_rule(options).decide(standing, options)

    def answers(self, question: str) -> bool:
        return question in self.questions

    def to_dict(self) -> dict[str, Any]:
        pack = self.pack_for()
        target = self.option("target")
        low, high = self.players_range({"mode": "money"})
        return {"key": self.key, "name": self.name,
                "players": {"min": low, "max": self.max_players,
                            **({"max_for_money": high} if self.money_players else {})},
                "pack": {"size": pack.size, "label": pack.label},
                "scoring": self.scoring.value,
                "target": target.default if target else None,
                "partnerships": self.partnerships,
                "direction": self.deal.direction,
                "ends": self.end.words(self.defaults()),
                "summary": self.summary,
                "rules": self.rules,
                "questions": sorted(self.questions),
                "options": [o.to_dict() for o in self.options]}
