"""The one resolver for single-card tricks, which each game configures with data.

A game describes its tricks with a :class:`TrickRules`: how cards rank in a plain suit and in
trumps (and so which cards are trumps at all), whether it has trumps, the rules a play must obey
(:data:`PlayRule` functions such as :func:`must_follow`, :func:`must_trump` and
:func:`must_head`), whether equal top cards of opposing partnerships draw the trick (Truc), and
how the cards of a trick are counted. :func:`resolve` then answers a :class:`~referee.rulings.Trick`
with a :class:`~referee.rulings.TrickRuling`:

- the winner: the highest trump played, else the highest card of the suit led (or, in a game
  without suits to follow, the highest card); cards of another plain suit can never win;
- the legality of every play, judged only when the hands are given (each player's cards just
  before the trick, the played card included). The rules are applied in order, each narrowing
  the cards a player was allowed to play; the first rule that excluded the card played is the
  violation, with the evidence (the cards the player held that the rule required);
- the points, when the game counts the cards of a trick.

A trick may be entered before everyone has played (to ask who is winning so far); it may not
hold more plays than the game has players. In four-player partnership games plays ``i`` and
``i + 2`` are partners.

Multi-card tricks (Bura, Kozel) have their own resolver in their modules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from .cards import ByFaces, Card, Pack, Rank, Suit, suit_said, Shown, ShownRanks
from .errors import CardNotInPackError, DuplicateCardError, InvalidInputError, RefereeError
from .rulings import Count, Trick, TrickRuling, Violation
from .words import N_, Message, Play, Verbatim, clauses, join, listing, say, say_in, say_n

TRUMP_NONE = "none"
"""The game has no trumps; a trump given with a trick is refused."""
TRUMP_REQUIRED = "required"
"""Every hand has a trump suit; a trick without one is refused."""
TRUMP_OPTIONAL = "optional"
"""A hand may be played with or without trumps (Back Alley's joker upcard)."""


# --- the state of a trick when one player plays -------------------------------------------


@dataclass(frozen=True)
class Turn:
    """What a player faced when playing: the trick so far, their hand, what rules still allow.

    ``allowed`` is the part of ``hand`` that the rules applied before this one left open.
    """

    rules: "TrickRules"
    trump: Suit | None
    index: int
    card: Card
    hand: tuple[Card, ...]
    allowed: frozenset[Card]
    before: tuple[Card, ...]
    """The cards played to the trick before this one, in order (empty for the lead)."""
    winning: int | None
    """Index of the play winning the trick so far; None for the lead or a tie so far."""
    context: Mapping[str, object] = field(default_factory=dict)
    options: Mapping[str, object] = field(default_factory=dict)

    @property
    def lead(self) -> Card:
        return self.before[0] if self.before else self.card

    @property
    def led_suit(self) -> Suit | None:
        return self.rules.suit_of(self.lead, self.trump)

    @property
    def partner_winning(self) -> bool:
        """Whether this player's partner (two seats away) is winning the trick so far."""
        return (self.rules.partnerships and self.winning is not None
                and (self.index - self.winning) % 2 == 0)

    @property
    def winning_card(self) -> Card | None:
        return None if self.winning is None else self.before[self.winning]

    def of_suit(self, suit: Suit | None) -> frozenset[Card]:
        return frozenset(c for c in self.allowed if self.rules.suit_of(c, self.trump) == suit)

    def trumps(self) -> frozenset[Card]:
        return frozenset(c for c in self.allowed if self.rules.is_trump(c, self.trump))

    def beats_winner(self, card: Card) -> bool:
        """Whether ``card`` would take the trick from the card winning it so far. Asked only
        while a card is winning: :func:`must_head` returns first on a trick drawn so far, and
        :func:`must_trump` asks it only in Belote, whose tricks are never drawn."""
        winning = self.winning_card
        assert winning is not None
        return self.rules.beats(card, winning, self.lead, self.trump)


@dataclass(frozen=True)
class Demand:
    """What a rule requires of a play: the cards it allows, and the rule in words with evidence."""

    rule: str
    allowed: frozenset[Card]
    message: Message


PlayRule = Callable[[Turn], "Demand | None"]
"""A rule of play: given the turn, the cards it allows (None when it does not apply)."""


def cards_text(cards: Sequence[Card] | frozenset[Card], rules: "TrickRules | None" = None,
               trump: Suit | None = None) -> Verbatim:
    """Cards in canonical text, strongest first when the rules are known."""
    ordered = sorted(cards, key=str)
    if rules is not None:
        ordered = sorted(ordered, key=lambda c: rules.order_key(c, trump), reverse=True)
    return Shown(ordered)


def _suit_words(suit: Suit | None, trump: Suit | None) -> Message:
    if suit is None:
        return say("cards")
    return say("trumps") if suit == trump else suit_said(suit)


def must_follow(turn: Turn) -> Demand | None:
    """Play a card of the suit led when you hold one (a trump lead asks for trumps)."""
    if not turn.before:
        return None
    suit = turn.led_suit
    held = turn.of_suit(suit)
    words = _suit_words(suit, turn.trump)
    return Demand("must-follow", held,
                  say("must follow suit: held {held} when {lead} was led ({suit})",
                      held=cards_text(held, turn.rules, turn.trump), lead=Shown(turn.lead),
                      suit=words))


def must_trump(unless_partner_winning: bool = False, only_to_win: bool = False) -> PlayRule:
    """Void in the suit led, play a trump when you hold one.

    With ``unless_partner_winning`` (Belote) the rule applies only while an opponent is winning.
    With ``only_to_win`` a player whose trumps cannot beat the trump winning the trick may
    discard instead of playing a lower trump (no duty to underruff).
    """
    def rule(turn: Turn) -> Demand | None:
        if not turn.before or turn.trump is None or turn.led_suit == turn.trump:
            return None
        if turn.of_suit(turn.led_suit):
            return None
        if unless_partner_winning and turn.partner_winning:
            return None
        trumps = turn.trumps()
        if only_to_win:
            trumps = frozenset(c for c in trumps if turn.beats_winner(c))
            if not trumps:
                return None
        void = _suit_words(turn.led_suit, turn.trump)
        held = cards_text(trumps, turn.rules, turn.trump)
        if unless_partner_winning:
            return Demand("must-trump", trumps,
                          say("must trump when out of the suit led while an opponent is winning "
                              "the trick: held {held} and no {suit}", held=held, suit=void))
        return Demand("must-trump", trumps,
                      say("must trump when out of the suit led: held {held} and no {suit}",
                          held=held, suit=void))
    return rule


def must_head(only_trumps: bool = False, unless_partner_winning: bool = False,
              even_over_partner_on_trump_lead: bool = False) -> PlayRule:
    """Beat the card winning the trick when one of the cards you may play can.

    Tute asks this of every play ("head the trick"); Belote only of trumps (``only_trumps``:
    overtrump when a trump is already in the trick) and only while an opponent is winning.
    The rule id is ``must-overtrump`` when the card to beat is a trump and the player is
    playing trumps, else ``must-head``. With ``even_over_partner_on_trump_lead`` (Belote's
    French reading) a trump lead must be overtrumped even when the partner is winning.
    """
    def rule(turn: Turn) -> Demand | None:
        winning = turn.winning_card
        if winning is None or not turn.allowed:
            return None
        playing_trumps = all(turn.rules.is_trump(c, turn.trump) for c in turn.allowed)
        trump_winning = turn.rules.is_trump(winning, turn.trump)
        if only_trumps and not (playing_trumps and trump_winning):
            return None
        exempt = unless_partner_winning and turn.partner_winning and not (
            even_over_partner_on_trump_lead and turn.led_suit == turn.trump)
        if exempt:
            return None
        higher = frozenset(c for c in turn.allowed if turn.beats_winner(c))
        shown = cards_text(higher, turn.rules, turn.trump)
        if playing_trumps and trump_winning:
            return Demand("must-overtrump", higher,
                          say("must overtrump {winning} when able: held {held}",
                              winning=Shown(winning), held=shown))
        return Demand("must-head", higher,
                      say("must head the trick (beat {winning}, winning so far) when able: "
                          "held {held}", winning=Shown(winning), held=shown))
    return rule


# --- a game's trick rules ------------------------------------------------------------------


class TrickTable(Protocol):
    """What the resolver asks of the game whose trick it rules: its :class:`referee.game.Game`
    declaration, handed in by the game's own ``rule_trick`` (so the resolver needs no registry
    of games, and the registry's games may use the resolver)."""

    @property
    def title(self) -> Any: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    def pack_for(self, options: Mapping[str, Any] | None = None) -> Pack: ...


@dataclass(frozen=True)
class TrickRules:
    """How one game plays its single-card tricks; a game module builds one of these.

    ``plain`` gives the ranks of a plain (non-trump) suit, high to low; ``trumps`` gives the
    trump cards, high to low, for a trump suit (Twenty-Five's A♥ and Back Alley's jokers are
    trumps whatever the suit). A card is a trump exactly when it is listed there.
    """

    game: str
    """The game's key (its declaration, which says the pack and the number of players, is
    handed to :func:`resolve` by the game's ``rule_trick``)."""
    plain: Callable[[Suit, Suit | None], tuple[Rank, ...]]
    trumps: Callable[[Suit], tuple[Card, ...]] | None = None
    trump_use: str = TRUMP_NONE
    play_rules: tuple[PlayRule, ...] = ()
    """Rules for every play after the lead, applied in order."""
    lead_rules: tuple[PlayRule, ...] = ()
    """Rules for the lead."""
    suitless: bool = False
    """Cards rank by rank alone, whatever the suit (Truc): any card can win."""
    draws: bool = False
    """Equal top cards from opposing partnerships draw the trick (Truc)."""
    partnerships: bool = False
    points: Callable[[Sequence[Card], Suit | None], Count] | None = None
    """The card points of a trick, for games that count them."""
    points_at_once: bool = False
    """The trick's points are scored as it is taken (Nine-Card Don), not counted at the end."""
    card_name: Callable[[Card], str] = lambda card: card.name
    notes: Callable[[Sequence[Card], Suit | None], str] | None = None
    """More for the explanation, after the points: what the trick scores, a reminder."""
    check: Callable[[Trick], None] | None = None
    """Game-specific input checks (cards that cannot be in play, a trick context value)."""

    # ranking ----------------------------------------------------------------------------

    def trump_cards(self, trump: Suit | None) -> tuple[Card, ...]:
        if trump is None or self.trumps is None:
            return ()
        return self.trumps(trump)

    def is_trump(self, card: Card, trump: Suit | None) -> bool:
        return card in self.trump_cards(trump)

    def suit_of(self, card: Card, trump: Suit | None) -> Suit | None:
        """The suit a card belongs to for following: the trump suit for every trump."""
        if trump is not None and self.is_trump(card, trump):
            return trump
        return card.suit

    def strength(self, card: Card, lead: Card, trump: Suit | None) -> tuple[int, int] | None:
        """How strongly a card bids for the trick; None when it cannot win (off suit)."""
        if self.suitless:
            order = self.plain(card.suit or Suit.SPADES, trump)
            return (0, len(order) - order.index(card.rank)) if card.rank in order else None
        if trump is not None and self.is_trump(card, trump):
            order_cards = self.trump_cards(trump)
            return (2, len(order_cards) - order_cards.index(card))
        if card.suit is None or card.suit != self.suit_of(lead, trump):
            return None
        order = self.plain(card.suit, trump)
        return (1, len(order) - order.index(card.rank)) if card.rank in order else None

    def beats(self, card: Card, other: Card, lead: Card, trump: Suit | None) -> bool:
        mine, theirs = self.strength(card, lead, trump), self.strength(other, lead, trump)
        return mine is not None and (theirs is None or mine > theirs)

    def order_key(self, card: Card, trump: Suit | None) -> tuple[int, int]:
        """A sort key, strongest highest, as if the card's own suit were led."""
        return self.strength(card, card, trump) or (0, 0)

    def trump_order_text(self, trump: Suit) -> ShownRanks:
        """The trumps high to low: ranks of the trump suit, cards of any other (as the table's
        faces show them on a page)."""
        return ShownRanks(c.rank if c.suit == trump else c for c in self.trump_cards(trump))

    def plain_order_text(self, suit: Suit, trump: Suit | None) -> ShownRanks:
        return ShownRanks(self.plain(suit, trump))


# --- checking the input ------------------------------------------------------------------


def _check_trick(rules: TrickRules, trick: Trick, info: TrickTable) -> None:
    if not isinstance(trick, Trick):
        raise InvalidInputError("a trick must give its plays", "plays")
    if trick.trump is not None and not isinstance(trick.trump, Suit):
        raise InvalidInputError("trump must be a suit: S, H, D or C", "trump")
    game_name = info.title
    if rules.trump_use == TRUMP_NONE and trick.trump is not None:
        raise InvalidInputError(say("{game} has no trumps: leave the trump empty",
                                    game=game_name), "trump")
    if rules.trump_use == TRUMP_REQUIRED and trick.trump is None:
        raise InvalidInputError(say("{game} always has a trump suit: say which", game=game_name),
                                "trump")
    if not isinstance(trick.options, Mapping):
        raise InvalidInputError(say("options must be an object"), "options")
    if not isinstance(trick.context, Mapping):
        raise InvalidInputError(say("context must be an object"), "context")
    pack = info.pack_for(trick.options)
    plays = trick.plays
    if not isinstance(plays, (tuple, list)) or not plays:
        raise InvalidInputError(say("plays must be a list of plays, the led one first"), "plays")
    if len(plays) > info.max_players:
        raise InvalidInputError(say_n(
            "{game} has at most {n} players, so at most {n} plays to a trick; {given} were "
            "given", "{game} has at most {n} players, so at most {n} plays to a trick; {given} "
            "were given", info.max_players, game=game_name, given=len(plays)), "plays")
    for i, play in enumerate(plays):
        where = f"plays[{i}]"
        if not isinstance(play, (tuple, list)) or len(play) != 1:
            raise InvalidInputError(say("each player plays one card to a trick in {game}",
                                        game=game_name), where)
        _check_card(play[0], pack.__contains__, pack.label, where)
    cards = [p[0] for p in plays]
    _check_unique(cards, "plays")
    if trick.hands is None:
        return
    hands = trick.hands
    if not isinstance(hands, (tuple, list)) or len(hands) != len(plays):
        raise InvalidInputError(say("hands must give one hand for each play"), "hands")
    held: list[Card] = []
    for i, hand in enumerate(hands):
        where = f"hands[{i}]"
        if hand is None:
            continue  # this player's cards are not known: their play is not judged
        if not isinstance(hand, (tuple, list)):
            raise InvalidInputError(say("each hand must be a list of cards"), where)
        for card in hand:
            _check_card(card, pack.__contains__, pack.label, where)
        if cards[i] not in hand:
            raise InvalidInputError(say(
                "{player} plays {card}, which is not in the hand given ({hand}); a hand is the "
                "cards held just before the trick, the played ones included", player=Play(i),
                card=Shown(cards[i]),
                hand=Shown(hand) if hand else say("empty")), where)
        held.extend(hand)
    _check_unique(held, "hands")


def _check_card(card: object, in_pack: Callable[[Card], bool], label: str, where: str) -> None:
    if not isinstance(card, Card):
        raise InvalidInputError(say("{token} is not a card", token=Verbatim(repr(str(card)[:24]))),
                                where)
    if not in_pack(card):
        raise CardNotInPackError(say("{card} is not in {pack}", card=Shown(card),
                                     pack=label), where, token=str(card))


def _check_unique(cards: Sequence[Card], where: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise DuplicateCardError(say("{card} is given twice", card=Shown(card)), where,
                                     token=str(card))
        seen.add(card)


def read_flag(trick: Trick, name: str, default: bool = False) -> bool:
    """A yes/no value of the trick's context (``trumps_broken``), checked."""
    value = trick.context.get(name, default)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise InvalidInputError(say("{name} must be true or false",
                                    name=Verbatim(f"context.{name}")), f"context.{name}")
    return value


def read_option(trick: Trick, name: str, default: bool = False) -> bool:
    """A yes/no table option of the trick, checked."""
    value = trick.options.get(name, default)
    if not isinstance(value, bool):
        raise InvalidInputError(say("{name} must be true or false",
                                    name=Verbatim(f"options.{name}")), f"options.{name}")
    return value


# --- the ruling ------------------------------------------------------------------------------


def _winner_so_far(rules: TrickRules, cards: Sequence[Card],
                   trump: Suit | None) -> tuple[int | None, list[int]]:
    """The winning play among ``cards`` and the plays tied for the top (Truc)."""
    lead = cards[0]
    best: tuple[int, int] | None = None
    top: list[int] = []
    for i, card in enumerate(cards):
        power = rules.strength(card, lead, trump)
        if power is None:
            continue
        if best is None or power > best:
            best, top = power, [i]
        elif power == best:
            top.append(i)
    # ``top`` always holds the lead at least: every card of every game's pack has a rank in
    # its own suit's order (tests/referee/test_trick_rulings.py checks each pack).
    if rules.draws and rules.partnerships and len({i % 2 for i in top}) > 1:
        return None, top
    return top[0], top


def _violation(rules: TrickRules, trick: Trick, index: int,
               winning: int | None) -> Violation | None:
    assert trick.hands is not None
    cards = trick.cards
    card = cards[index]
    hand = tuple(trick.hands[index] or ())
    turn = Turn(rules, trick.trump, index, card, hand, frozenset(hand), cards[:index],
                winning, trick.context, trick.options)
    for rule in rules.lead_rules if index == 0 else rules.play_rules:
        demand = rule(turn)
        if demand is None:
            continue
        allowed = demand.allowed & turn.allowed
        if not allowed or allowed == turn.allowed:
            continue
        if card not in allowed:
            return Violation(index, str(card), demand.rule,
                             say("{rule}, but played {card}", rule=demand.message,
                                 card=Shown(card)))
        turn = Turn(rules, trick.trump, index, card, hand, allowed, cards[:index], winning,
                    trick.context, trick.options)
    return None


def resolve(rules: TrickRules, trick: Trick, table: TrickTable) -> TrickRuling:
    """Rule on a single-card trick of the game ``table`` declares: the winner and why, the
    points, and any broken rules."""
    try:
        _check_trick(rules, trick, table)
        if rules.check is not None:
            rules.check(trick)
        return _resolve(rules, trick, table)
    except RefereeError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError, IndexError):
        # A Trick built by hand (not through referee.requests) may hold anything; the checks
        # above catch what tests have found, and this keeps the promise for the rest.
        raise InvalidInputError(say("this trick cannot be read: check the plays, hands and "
                                    "trump"), "plays") from None


def _resolve(rules: TrickRules, trick: Trick, table: TrickTable) -> TrickRuling:
    cards = trick.cards
    trump = trick.trump
    violations: list[Violation] = []
    if trick.hands is not None:
        for i in range(len(cards)):
            if trick.hands[i] is None:
                continue
            winning = _winner_so_far(rules, cards[:i], trump)[0] if i else None
            found = _violation(rules, trick, i, winning)
            if found is not None:
                violations.append(found)
    winner, top = _winner_so_far(rules, cards, trump)
    count = rules.points(cards, trump) if rules.points is not None else None
    points = count.points if count is not None else 0
    parts: list[Message | str] = [_why(rules, cards, trump, winner, top)]
    if count is not None:
        sums = count.sum_words
        parts.append(
            say_n("The trick holds {n} point, scored at once: {sum}.",
                  "The trick holds {n} points, scored at once: {sum}.", points, sum=sums)
            if rules.points_at_once else
            say_n("The trick holds {n} card point: {sum}.",
                  "The trick holds {n} card points: {sum}.", points, sum=sums))
    if rules.notes is not None:
        parts.append(rules.notes(cards, trump))
    if violations:
        broken = clauses(*(say("{player} breaks a rule ({why})", player=Play(v.play),
                            why=v.message) for v in violations))
        parts.append(say("As played: {broken}.", broken=broken))
    if len(cards) < table.min_players:
        parts.append(say("(Not everyone has played yet: this is who wins so far.)"))
    winning_cards = (cards[winner],) if winner is not None else tuple(cards[i] for i in top)
    return TrickRuling(winner, winning_cards, points, tuple(violations), join(*parts))


_LED = {Suit.SPADES: N_("{card} wins: the {name} is the highest spade played and spades were "
                        "led (spades rank {order})"),
        Suit.HEARTS: N_("{card} wins: the {name} is the highest heart played and hearts were "
                        "led (hearts rank {order})"),
        Suit.DIAMONDS: N_("{card} wins: the {name} is the highest diamond played and diamonds "
                          "were led (diamonds rank {order})"),
        Suit.CLUBS: N_("{card} wins: the {name} is the highest club played and clubs were led "
                       "(clubs rank {order})")}
_ALONE = {Suit.SPADES: N_("{card} wins: it was led and nobody else played a spade"),
          Suit.HEARTS: N_("{card} wins: it was led and nobody else played a heart"),
          Suit.DIAMONDS: N_("{card} wins: it was led and nobody else played a diamond"),
          Suit.CLUBS: N_("{card} wins: it was led and nobody else played a club")}


def _once(named: Message, in_words: Message) -> ByFaces:
    """A sentence that names the winning card by its code and its words ("KS (the king of
    spades) wins"), or, on a page of the Spanish pack, where the card is said in words
    ("rey de espadas"), by those alone: a card is named once."""
    return ByFaces(named, in_words, by_pack=False)


def _why(rules: TrickRules, cards: Sequence[Card], trump: Suit | None, winner: int | None,
         top: Sequence[int]) -> Message:
    """The winning card and the reason, in the words a player would use."""
    if winner is None:
        return say("Drawn trick: {tied} tie for the highest card and belong to opposing "
                   "partnerships, so nobody wins it.",
                   tied=listing([Shown(cards[i]) for i in top]))
    card = cards[winner]
    shown = Shown(card)
    name = rules.card_name(card)
    others = [c for i, c in enumerate(cards) if i != winner]
    reasons: list[Message] = []
    if rules.suitless:
        order = rules.plain_order_text(card.suit or Suit.SPADES, trump)
        reasons.append(join(_once(say(
            "{card} wins: the {name} is the highest card played (cards rank {order}, whatever "
            "the suit)", card=shown, name=name, order=order), say_in(
            "spanish pack", "{card} wins: it is the highest card played (cards rank {order}, "
            "whatever the suit)", card=shown, order=order))))
        if len(top) > 1:
            reasons.append(say("it ties with its partner's {partner}, and the first played of "
                               "the partnership's equal cards takes the trick",
                               partner=listing([Shown(cards[i]) for i in top
                                                if i != winner])))
        return say("{reasons}.", reasons=clauses(*reasons))
    lead = cards[0]
    if trump is not None and rules.is_trump(card, trump):
        trumps = [c for c in others if rules.is_trump(c, trump)]
        order = rules.trump_order_text(trump)
        if trumps:
            reasons.append(join(_once(say(
                "{card} wins: the {name} is the highest trump played, over {others} (trumps "
                "rank {order})", card=shown, name=name, others=Shown(trumps, ", "),
                order=order), say_in(
                "spanish pack", "{card} wins: it is the highest trump played, over {others} "
                "(trumps rank {order})", card=shown, others=Shown(trumps, ", "),
                order=order))))
        else:
            reasons.append(join(_once(say(
                "{card} wins: the {name} is the only trump played (trumps rank {order})",
                card=shown, name=name, order=order), say_in(
                "spanish pack", "{card} wins: it is the only trump played (trumps rank "
                "{order})", card=shown, order=order))))
        reasons.append(say("{suit} are trumps", suit=suit_said(trump)))
        return say("{reasons}.", reasons=clauses(*reasons))
    suit = rules.suit_of(lead, trump)
    assert suit is not None and card.suit is not None
    followers = [c for c in others if rules.suit_of(c, trump) == suit]
    off = [c for c in others if rules.suit_of(c, trump) != suit]
    if followers:
        order = rules.plain_order_text(suit, trump)
        reasons.append(join(ByFaces(  # (the Spanish pack's suits: words of their own)
            say(_LED[suit], card=shown, name=name, order=order),
            # (the card is said in words on such a page: no name beside it)
            say_in("spanish pack", "{card} wins: it is the highest card played of the suit "
                   "led, {suit} (in order: {order})", card=shown, suit=suit_said(suit),
                   order=order))))
    elif others:
        reasons.append(join(ByFaces(say(_ALONE[suit], card=shown), say_in(
            "spanish pack", "{card} wins: it was led and nobody else played {suit}",
            card=shown, suit=suit_said(suit)))))
    else:
        reasons.append(say("{card} leads the trick", card=shown))
    if off:
        reasons.append(say_n("{cards} is off suit and cannot win",
                             "{cards} are off suit and cannot win", len(off),
                             cards=Shown(off)))
    if trump is not None:
        reasons.append(say("no trump was played ({suit} are trumps)", suit=suit_said(trump)))
    return say("{reasons}.", reasons=clauses(*reasons))
