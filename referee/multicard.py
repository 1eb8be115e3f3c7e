"""The one trick resolver for games that lead several cards at once (Bura and Kozel).

Rules followed: ``shared/rules/000`` lines 1–31 (Bura for two) and ``002`` lines 23–25, 46 and
67–69 (Bura for two to six, closed cards, Kozel). Each game configures it with a
:class:`MultiCardGame`; the resolver knows only what both games share:

- A lead is one or more cards of one suit (how many is the game's choice). A named special
  combination (Bura's three aces, Kozel's Moskva) may be led although its suits are mixed.
- Every later play has as many cards as the lead, and any cards may be played: nobody has to
  follow suit.
- A play beats another when its cards can be paired with the other's so that each card beats
  its partner: a higher card of the same suit, or any trump against a non-trump (000: "beat each
  of the cards led"; 002 line 25). The player may pair them in whatever way works, so the
  resolver tries every pairing. With three or more players a play must beat the best play so far,
  not the lead (002 line 25: C must beat B's play).
- Kozel's top card (the ♠6, shokha) beats every card and nothing beats it; inside a lead it is
  wild and counts as the suit of the other cards led.
- A play made face down (closed cards, 002 line 46; always in Kozel for points, line 69) cannot
  win, even if its cards would have beaten the best play.
- The trick's winner takes every card in it, so the trick's points are the points of all cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Any, Callable, Mapping, Sequence

from .cards import Card, Pack, Rank, Suit, suit_words, trumps_are, Shown
from .errors import CardNotInPackError, InvalidInputError
from .rulings import Showdown, Trick, TrickRuling, Violation, count_cards
from .rulings import cards_text as _cards_text
from .words import Message, Play, Seat, Verbatim, join, listing, remap, say, say_n


def cards_text(cards: Sequence[Card]) -> Shown:
    """Cards as the players write them (canonical, or the table's faces on a page)."""
    return _cards_text(cards)


def _card(card: Card) -> Verbatim:
    return Shown(card)

RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE,
                             Rank.EIGHT, Rank.SEVEN, Rank.SIX)
"""Bura's and Kozel's order in every suit, high to low: A 10 K Q J 9 8 7 6 (000)."""



def _no_combination(cards: Sequence[Card], trump: Suit | None) -> str | None:
    return None


def _no_note(cards: Sequence[Card], trump: Suit | None) -> str:
    return ""


@dataclass(frozen=True)
class MultiCardGame:
    """How one game plays multi-card tricks: lead sizes, the top card, special leads."""

    name: str
    value: Callable[[Card], int]
    lead_sizes: tuple[int, ...]
    """How many cards may be led together (Bura 1–3, Kozel for points 1–4)."""
    max_players: int
    top_card: Card | None = None
    """A card above every other, trumps included (Kozel's ♠6)."""
    top_name: str = ""
    mixed_lead: Callable[[Sequence[Card], Suit | None], str | None] = _no_combination
    """Names a combination that may be led although its suits are mixed, or None."""
    lead_note: Callable[[Sequence[Card], Suit | None], str] = _no_note
    """A sentence about a special lead ("a bura: whoever wins this trick takes the pot")."""
    face_down_must_lose: bool = False
    """Every play that does not beat the best so far must go face down (when face-down plays
    are entered at all)."""


def rank_order(card: Card) -> int:
    """Smaller is higher: the ace is 0, the six 8."""
    return RANKING.index(card.rank)


def beats(game: MultiCardGame, card: Card, other: Card, trump: Suit | None) -> bool:
    """Whether ``card`` beats ``other`` in a trick of two single cards."""
    if game.top_card is not None and card == game.top_card:
        return True
    if game.top_card is not None and other == game.top_card:
        return False
    if card.suit == other.suit:
        return rank_order(card) < rank_order(other)
    return trump is not None and card.suit == trump


def beat_reason(game: MultiCardGame, card: Card, other: Card, trump: Suit | None) -> Message:
    """Why ``card`` beats ``other``, in a player's words: "9D trumps QS"."""
    if game.top_card is not None and card == game.top_card:
        return say("{card} ({top}) beats {other}", card=_card(card), top=game.top_name,
                   other=_card(other))
    if card.suit == other.suit:
        return say("{card} beats {other}", card=_card(card), other=_card(other))
    return say("{card} trumps {other}", card=_card(card), other=_card(other))


def pairing(game: MultiCardGame, play: Sequence[Card], target: Sequence[Card],
            trump: Suit | None) -> list[tuple[Card, Card]] | None:
    """A way to pair ``play`` against ``target`` so each card beats its partner, or None.

    The pairs come in the order of ``target``: (beating card, beaten card).
    """
    if len(play) != len(target):
        return None
    for order in permutations(play):
        if all(beats(game, mine, theirs, trump) for mine, theirs in zip(order, target)):
            return list(zip(order, target))
    return None


def _most_pairs(game: MultiCardGame, play: Sequence[Card], target: Sequence[Card],
                trump: Suit | None) -> int:
    best = 0
    for order in permutations(play):
        best = max(best, sum(beats(game, m, t, trump) for m, t in zip(order, target)))
    return best


def failure_reason(game: MultiCardGame, play: Sequence[Card], target: Sequence[Card],
                   trump: Suit | None) -> Message:
    """Why ``play`` does not beat ``target`` card by card, naming the card that stands."""
    for theirs in target:
        if not any(beats(game, mine, theirs, trump) for mine in play):
            if game.top_card is not None and theirs == game.top_card:
                return say("nothing beats {card}, {top}", card=_card(theirs), top=game.top_name)
            return say("no card of {cards} beats {card}", cards=cards_text(play),
                       card=_card(theirs))
    most = _most_pairs(game, play, target, trump)
    useless = [mine for mine in play if not any(beats(game, mine, t, trump) for t in target)]
    if useless:
        return say_n("{cards} beat(s) none of {target}, so at most {most} of the {n} card is "
                     "beaten", "{cards} beat(s) none of {target}, so at most {most} of the {n} "
                     "cards are beaten", len(target), cards=cards_text(useless),
                     target=cards_text(target), most=most)
    return say("each card of {target} can be beaten by some card of {cards}, but no pairing "
               "beats more than {most} of the {n} at once", target=cards_text(target),
               cards=cards_text(play), most=most, n=len(target))


def lead_violations(game: MultiCardGame, lead: Sequence[Card],
                    trump: Suit | None) -> list[Violation]:
    """Whether the lead is a legal size and of one suit (the top card wild, specials allowed)."""
    found: list[Violation] = []
    text = cards_text(lead)
    if len(lead) not in game.lead_sizes:
        sizes = listing([Verbatim(str(n)) for n in game.lead_sizes], either=True)
        found.append(Violation(0, text, "lead-size",
                               say_n("in {game} a lead is {sizes} card(s) of one suit: {n} was "
                                     "led ({cards})", "in {game} a lead is {sizes} card(s) of "
                                     "one suit: {n} were led ({cards})", len(lead),
                                     game=game.name, sizes=sizes, cards=text)))
    suits = [c.suit for c in lead if c != game.top_card]
    distinct = list(dict.fromkeys(s for s in suits if s is not None))
    if len(distinct) > 1 and game.mixed_lead(lead, trump) is None:
        found.append(Violation(0, text, "lead-one-suit",
                               say("cards led together must all be of one suit: {cards} mixes "
                                   "{suits}", cards=text,
                                   suits=listing([suit_words(s) for s in distinct]))))
    return found


def read_face_down(context: Mapping[str, Any], plays: int) -> frozenset[int] | None:
    """The plays entered as face down (``context["face_down"]``), or None when not entered.

    The lead is always face up, so index 0 is refused.
    """
    raw = context.get("face_down")
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise InvalidInputError(say("face_down must be a list of play numbers, such as [2]"),
                                "context.face_down")
    found: set[int] = set()
    for value in raw:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInputError(say("face_down must list play numbers (whole numbers)"),
                                    "context.face_down")
        if value == 0:
            raise InvalidInputError(say("the lead (play 0) is always played face up"),
                                    "context.face_down")
        if value < 0 or value >= plays:
            raise InvalidInputError(say("there is no play {play} in this trick", play=value),
                                    "context.face_down")
        found.add(value)
    return frozenset(found)


def resolve(game: MultiCardGame, trick: Trick, face_down: frozenset[int] | None = None,
            partners: bool = False) -> TrickRuling:
    """Rule a multi-card trick: who wins, with which cards, for how many points, and why.

    ``face_down`` lists plays entered face down (None when the table did not say). With
    ``partners``, four plays are two teams (plays 0 and 2 against 1 and 3).
    """
    plays = trick.plays
    trump = trick.trump
    if len(plays) > game.max_players:
        raise InvalidInputError(say_n(
            "{game} is played by at most {most} players: {n} play was entered",
            "{game} is played by at most {most} players: {n} plays were entered", len(plays),
            game=game.name, most=game.max_players), "plays")
    lead = plays[0]
    violations = lead_violations(game, lead, trump)
    shown_down = face_down or frozenset()
    lines: list[Message | str] = [
        trumps_are(trump) if trump else say("No trumps.")]
    special = game.mixed_lead(lead, trump)
    # each play is said by who made it (Play: a table's player, else "second player")
    lines.append(say("{player} leads {cards}, {special} (a special lead, so its suits may be "
                     "mixed).", player=Play(0), cards=cards_text(lead), special=say(special))
                 if special else
                 say("{player} leads {cards}.", player=Play(0), cards=cards_text(lead)))
    note = game.lead_note(lead, trump)
    if note:
        lines.append(note)
    best = 0
    for index in range(1, len(plays)):
        play = plays[index]
        text = cards_text(play)
        player = Play(index)
        # the cards to beat are named, not their owner: a name as the object of "beats" would
        # have to be declined (Russian), and the cards say which play it is
        against = say("the lead") if best == 0 else say("the best play so far")
        target = plays[best]
        if len(play) != len(lead):
            violations.append(Violation(
                index, text, "same-number",
                say("every player plays as many cards as were led: {led} led ({lead}), "
                    "{played} played ({cards})", led=len(lead), lead=cards_text(lead),
                    played=len(play), cards=text)))
            lines.append(say_n("{player} plays {n} card ({cards}) against a lead of {led} and "
                               "cannot win.", "{player} plays {n} cards ({cards}) against a "
                               "lead of {led} and cannot win.", len(play), player=player,
                               cards=text, led=len(lead)))
            continue
        pairs = pairing(game, play, target, trump)
        if index in shown_down:
            if pairs:
                lines.append(say("{player} plays {cards} face down and cannot win, although "
                                 "they would have beaten {against} ({target}).", player=player,
                                 cards=text, against=against, target=cards_text(target)))
            else:
                lines.append(say("{player} plays {cards} face down and does not win.",
                                 player=player, cards=text))
            continue
        if pairs:
            reasons = join(*(beat_reason(game, m, t, trump) for m, t in pairs), sep=", ")
            lines.append(say("{player} ({cards}) beats {against} ({target}) card by card: "
                             "{reasons}.", player=player, cards=text, against=against,
                             target=cards_text(target), reasons=reasons) if len(lead) > 1 else
                         say("{player} ({cards}) beats {against} ({target}): {reasons}.",
                             player=player, cards=text, against=against,
                             target=cards_text(target), reasons=reasons))
            best = index
            continue
        lines.append(say("{player} ({cards}) does not beat {against} ({target}): {reason}.",
                         player=player, cards=text, against=against,
                         target=cards_text(target),
                         reason=failure_reason(game, play, target, trump)))
        if face_down is not None and game.face_down_must_lose:
            violations.append(Violation(
                index, text, "face-down",
                say("with closed cards a play that does not beat the best so far goes face "
                    "down: {cards} does not beat {target} but was played face up", cards=text,
                    target=cards_text(target))))
    everything = [c for p in plays for c in p]
    tally = count_cards(everything, game.value)
    winner_cards = plays[best]
    if len(plays) == 1:
        lines.append(say("No one else has played yet, so the lead stands."))
    else:
        won = dict(winner=Play(best), cards=cards_text(winner_cards), sum=tally.sum_words)
        if partners and len(plays) == 4:
            # the partners, both named (the winner twice: as the sentence's subject, and again)
            lines.append(say_n(
                "{winner} wins the trick with {cards}; {player} and {partner} take {n} point: "
                "{sum}.", "{winner} wins the trick with {cards}; {player} and {partner} take {n} "
                "points: {sum}.", tally.points, player=Play(best), partner=Play((best + 2) % 4),
                **won))
        else:
            lines.append(say_n("{winner} wins the trick with {cards} and takes {n} point: "
                               "{sum}.", "{winner} wins the trick with {cards} and takes {n} "
                               "points: {sum}.", tally.points, **won))
    return TrickRuling(best, tuple(winner_cards), tally.points, tuple(violations),
                       join(*lines))


def by_seat(explanation: Message, seats: Sequence[int]) -> Message:
    """A trick's explanation whose plays were made from ``seats`` (a trick of several buras:
    the holders in turn order), each play said as the player at its seat."""
    return remap(explanation, lambda v: Seat(seats[v.index]) if isinstance(v, Play) else v)


def turn_order(players: int, leader: int) -> list[int]:
    """Seats in the order they play to a trick that ``leader`` would normally lead."""
    return [(leader + k) % players for k in range(players)]


def check_hands(hands: Any, pack: Pack, most_cards: int, players: tuple[int, int],
                field_name: str = "hands") -> list[list[Card]]:
    """Check hands given as lists of cards: how many players, how many cards, in the pack, once.

    ``players`` is the fewest and most players; ``most_cards`` is a full hand.
    """
    if not isinstance(hands, (list, tuple)):
        raise InvalidInputError(say("hands must be a list of hands"), field_name)
    low, high = players
    if not low <= len(hands) <= high:
        raise InvalidInputError(say("give one hand for each of the {low} to {high} players",
                                    low=low, high=high), field_name)
    checked: list[list[Card]] = []
    for i, hand in enumerate(hands):
        where = f"{field_name}[{i}]"
        if not isinstance(hand, (list, tuple)) or not all(isinstance(c, Card) for c in hand):
            raise InvalidInputError(say("each hand must be a list of cards"), where)
        if len(hand) > most_cards:
            raise InvalidInputError(say_n(
                "a hand holds at most {n} card: {seat} has {held} ({cards})",
                "a hand holds at most {n} cards: {seat} has {held} ({cards})", most_cards,
                seat=Seat(i), held=len(hand), cards=cards_text(hand)), where)
        for card in hand:
            if card not in pack:
                raise CardNotInPackError(say("{card} is not in {pack}", card=_card(card),
                                             pack=pack.label), where, str(card))
        checked.append(list(hand))
    pack.check_copies([c for h in checked for c in h], field_name)
    return checked


def read_leader(leader: Any, players: int) -> int:
    """The seat that would normally lead (won the last trick), checked against the table."""
    if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
        raise InvalidInputError(say("the leader must be a player number from 0 to {last}",
                                    last=players - 1), "leader")
    return leader


def need_trump(trump: Any, game: str) -> Suit:
    """Bura and Kozel always have a trump suit: the turned-up card's."""
    if not isinstance(trump, Suit):
        raise InvalidInputError(say("{game} always has trumps: give the suit of the turned-up "
                                    "card", game=Verbatim(game)), "trump")
    return trump


def announce(hands: Sequence[Sequence[Card]], trump: Suit, leader: int,
             combination: Callable[[Sequence[Card]], str | None], priority: Sequence[str],
             descriptions: Mapping[str, str]
             ) -> tuple[dict[str, Any], list[int], list[Message]]:
    """Special leads announced before a trick (Bura, Kozel): who holds which combination, in
    turn order from ``leader``, and which one leads: the kind first in ``priority``, and of
    several of that kind, the one who would play earliest.

    Answers the ruling so far (``leader``, ``combination``, ``announcements``, ``ends_hand``,
    ``pot_winner``, ``bura_trick``), the holders of the best kind in turn order, and the
    explanation's opening lines; the game adds what the combination does.
    """
    order = turn_order(len(hands), leader)
    announced = [(seat, kind) for seat in order if (kind := combination(hands[seat]))]
    answer: dict[str, Any] = {
        "leader": leader, "combination": None,
        "announcements": [{"player": seat, "combination": kind,
                           "cards": [str(c) for c in hands[seat]]} for seat, kind in announced],
        "ends_hand": False, "pot_winner": None, "bura_trick": None}
    if not announced:
        return answer, [], [say("No one holds a special lead ({kinds}; {suit} are trumps), so "
                                "{seat} {leads|lead} as usual.", seat=Seat(leader),
                                kinds=listing([say(k) for k in priority], either=True),
                                suit=suit_words(trump))]
    best = min((kind for _, kind in announced), key=list(priority).index)
    holders = [seat for seat, kind in announced if kind == best]
    answer.update(leader=holders[0], combination=best)
    lines = [trumps_are(trump)] + [
        say("{seat} {holds|hold} {kind}: {cards}.", seat=Seat(seat), kind=say(descriptions[kind]),
            cards=cards_text(hands[seat])) for seat, kind in announced]
    if len({kind for _, kind in announced}) > 1:
        lines.append(say("Priority goes to {kind} (in order: {order}).",
                         kind=say(descriptions[best]),
                         order=join(*(say(k) for k in priority), sep=", ")))
    if len(holders) > 1:
        lines.append(say("Of the players holding {kind}, {seat} would play earliest to the "
                         "trick, so {leads|lead} it.", seat=Seat(holders[0]),
                         kind=say(descriptions[best])))
    return answer, holders, lines


def special_lead_showdown(game: str, hands: Sequence[Sequence[Card]], round_name: str | None,
                          trump: Suit | None, options: Mapping[str, Any],
                          special_lead: Callable[..., dict[str, Any]],
                          descriptions: Mapping[str, str], nothing: str) -> Showdown:
    """The special-lead check of Bura or Kozel asked as a showdown: hands in turn order, index
    0 the player who would normally lead; the winner is the one who leads out of turn."""
    if round_name is not None:
        raise InvalidInputError(say("{game} has no rounds: leave round empty",
                                    game=Verbatim(game)), "round")
    ruling = special_lead(hands, need_trump(trump, game), 0, options)
    by_player = {a["player"]: a["combination"] for a in ruling["announcements"]}
    described = tuple(
        {"player": i, "category": by_player.get(i) or "none",
         "description": say(descriptions[by_player[i]]) if i in by_player else say(nothing),
         "cards": [str(c) for c in hand]}
        for i, hand in enumerate(hands))
    winner = ruling["leader"] if ruling["combination"] else None
    return Showdown(winner, described, 0, ruling["explanation"])
