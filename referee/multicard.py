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

from .cards import Card, Pack, Rank, Suit
from .errors import CardNotInPackError, InvalidInputError
from .rulings import Showdown, Trick, TrickRuling, Violation, cards_text, count_cards

RANKING: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE,
                             Rank.EIGHT, Rank.SEVEN, Rank.SIX)
"""Bura's and Kozel's order in every suit, high to low: A 10 K Q J 9 8 7 6 (000)."""

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


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


def beat_reason(game: MultiCardGame, card: Card, other: Card, trump: Suit | None) -> str:
    """Why ``card`` beats ``other``, in a player's words: "9D trumps QS"."""
    if game.top_card is not None and card == game.top_card:
        return f"{card} ({game.top_name}) beats {other}"
    if card.suit == other.suit:
        return f"{card} beats {other}"
    return f"{card} trumps {other}"


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
                   trump: Suit | None) -> str:
    """Why ``play`` does not beat ``target`` card by card, naming the card that stands."""
    for theirs in target:
        if not any(beats(game, mine, theirs, trump) for mine in play):
            if game.top_card is not None and theirs == game.top_card:
                return f"nothing beats {theirs}, {game.top_name}"
            return f"no card of {cards_text(play)} beats {theirs}"
    most = _most_pairs(game, play, target, trump)
    useless = [mine for mine in play if not any(beats(game, mine, t, trump) for t in target)]
    if useless:
        return (f"{cards_text(useless)} beat(s) none of {cards_text(target)}, so at most "
                f"{most} of the {len(target)} cards are beaten")
    return (f"each card of {cards_text(target)} can be beaten by some card of "
            f"{cards_text(play)}, but no pairing beats more than {most} of the "
            f"{len(target)} at once")


def lead_violations(game: MultiCardGame, lead: Sequence[Card],
                    trump: Suit | None) -> list[Violation]:
    """Whether the lead is a legal size and of one suit (the top card wild, specials allowed)."""
    found: list[Violation] = []
    text = cards_text(lead)
    if len(lead) not in game.lead_sizes:
        sizes = " or ".join(NUMBER_WORDS.get(n, str(n)) for n in game.lead_sizes)
        found.append(Violation(0, text, "lead-size",
                               f"in {game.name} a lead is {sizes} card(s) of one suit: "
                               f"{len(lead)} were led ({text})"))
    suits = [c.suit for c in lead if c != game.top_card]
    distinct = list(dict.fromkeys(s for s in suits if s is not None))
    if len(distinct) > 1 and game.mixed_lead(lead, trump) is None:
        words = " and ".join(s.word for s in distinct)
        found.append(Violation(0, text, "lead-one-suit",
                               f"cards led together must all be of one suit: {text} mixes "
                               f"{words}"))
    return found


def read_face_down(context: Mapping[str, Any], plays: int) -> frozenset[int] | None:
    """The plays entered as face down (``context["face_down"]``), or None when not entered.

    The lead is always face up, so index 0 is refused.
    """
    raw = context.get("face_down")
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise InvalidInputError("face_down must be a list of play numbers, such as [2]",
                                "context.face_down")
    found: set[int] = set()
    for value in raw:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInputError("face_down must list play numbers (whole numbers)",
                                    "context.face_down")
        if value == 0:
            raise InvalidInputError("the lead (play 0) is always played face up",
                                    "context.face_down")
        if value < 0 or value >= plays:
            raise InvalidInputError(f"there is no play {value} in this trick",
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
        raise InvalidInputError(
            f"{game.name} is played by at most {game.max_players} players: "
            f"{len(plays)} plays were entered", "plays")
    lead = plays[0]
    violations = lead_violations(game, lead, trump)
    shown_down = face_down or frozenset()
    lines: list[str] = [f"{trump.word.capitalize()} are trumps." if trump else "No trumps."]
    special = game.mixed_lead(lead, trump)
    lead_line = f"The lead is {cards_text(lead)}"
    if special:
        lead_line += f", {special} (a special lead, so its suits may be mixed)"
    lines.append(lead_line + ".")
    note = game.lead_note(lead, trump)
    if note:
        lines.append(note)
    best = 0
    for index in range(1, len(plays)):
        play = plays[index]
        text = cards_text(play)
        name = f"Play {index} ({text})"
        against = "the lead" if best == 0 else f"play {best}"
        target = plays[best]
        if len(play) != len(lead):
            violations.append(Violation(
                index, text, "same-number",
                f"every player plays as many cards as were led: {len(lead)} led "
                f"({cards_text(lead)}), {len(play)} played ({text})"))
            lines.append(f"{name} has {len(play)} card(s) where {len(lead)} were led, "
                         "so it cannot win.")
            continue
        pairs = pairing(game, play, target, trump)
        if index in shown_down:
            if pairs:
                lines.append(f"{name} was played face down, so it cannot win, although "
                             f"it would have beaten {against} ({cards_text(target)}).")
            else:
                lines.append(f"{name} was played face down and does not win.")
            continue
        if pairs:
            reasons = ", ".join(beat_reason(game, m, t, trump) for m, t in pairs)
            by = " card by card" if len(lead) > 1 else ""
            lines.append(f"{name} beats {against} ({cards_text(target)}){by}: {reasons}.")
            best = index
            continue
        lines.append(f"{name} does not beat {against} ({cards_text(target)}): "
                     f"{failure_reason(game, play, target, trump)}.")
        if face_down is not None and game.face_down_must_lose:
            violations.append(Violation(
                index, text, "face-down",
                f"with closed cards a play that does not beat the best so far goes face down: "
                f"{text} does not beat {cards_text(target)} but was played face up"))
    everything = [c for p in plays for c in p]
    tally = count_cards(everything, game.value)
    winner_cards = plays[best]
    if len(plays) == 1:
        lines.append("No one else has played yet, so the lead stands.")
    else:
        who = "The lead" if best == 0 else f"Play {best}"
        team = ""
        if partners and len(plays) == 4:
            team = f" for the partners of plays {best % 2} and {best % 2 + 2}"
        lines.append(f"{who} wins the trick with {cards_text(winner_cards)}{team} and takes "
                     f"{tally.points} points: {tally.sum_text}.")
    return TrickRuling(best, tuple(winner_cards), tally.points, tuple(violations),
                       " ".join(lines))


def turn_order(players: int, leader: int) -> list[int]:
    """Seats in the order they play to a trick that ``leader`` would normally lead."""
    return [(leader + k) % players for k in range(players)]


def check_hands(hands: Any, pack: Pack, most_cards: int, players: tuple[int, int],
                field_name: str = "hands") -> list[list[Card]]:
    """Check hands given as lists of cards: how many players, how many cards, in the pack, once.

    ``players`` is the fewest and most players; ``most_cards`` is a full hand.
    """
    if not isinstance(hands, (list, tuple)):
        raise InvalidInputError("hands must be a list of hands", field_name)
    low, high = players
    if not low <= len(hands) <= high:
        raise InvalidInputError(f"give one hand for each of the {low} to {high} players",
                                field_name)
    checked: list[list[Card]] = []
    for i, hand in enumerate(hands):
        where = f"{field_name}[{i}]"
        if not isinstance(hand, (list, tuple)) or not all(isinstance(c, Card) for c in hand):
            raise InvalidInputError("each hand must be a list of cards", where)
        if len(hand) > most_cards:
            raise InvalidInputError(
                f"a hand holds at most {most_cards} cards: hand {i} has {len(hand)} "
                f"({cards_text(hand)})", where)
        for card in hand:
            if card not in pack:
                raise CardNotInPackError(f"{card} is not in {pack.label}", where, str(card))
        checked.append(list(hand))
    pack.check_copies([c for h in checked for c in h], field_name)
    return checked


def read_leader(leader: Any, players: int) -> int:
    """The seat that would normally lead (won the last trick), checked against the table."""
    if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
        raise InvalidInputError(f"the leader must be a player number from 0 to {players - 1}",
                                "leader")
    return leader


def need_trump(trump: Any, game: str) -> Suit:
    """Bura and Kozel always have a trump suit: the turned-up card's."""
    if not isinstance(trump, Suit):
        raise InvalidInputError(f"{game} always has trumps: give the suit of the turned-up card",
                                "trump")
    return trump


def announce(hands: Sequence[Sequence[Card]], trump: Suit, leader: int,
             combination: Callable[[Sequence[Card]], str | None], priority: Sequence[str],
             descriptions: Mapping[str, str]) -> tuple[dict[str, Any], list[int], list[str]]:
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
        names = " or ".join(filter(None, (", ".join(priority[:-1]), priority[-1])))
        return answer, [], [f"No one holds a special lead ({names}; {trump.word} are "
                            f"trumps), so player {leader} leads as usual."]
    best = min((kind for _, kind in announced), key=list(priority).index)
    holders = [seat for seat, kind in announced if kind == best]
    answer.update(leader=holders[0], combination=best)
    shown = "; ".join(f"player {seat} holds {descriptions[kind]}: "
                      f"{' '.join(map(str, hands[seat]))}" for seat, kind in announced)
    lines = [f"{trump.word.capitalize()} are trumps; {shown}."]
    if len({kind for _, kind in announced}) > 1:
        lines.append(f"{descriptions[best][0].upper()}{descriptions[best][1:]} has priority "
                     f"({', then '.join(priority)}).")
    if len(holders) > 1:
        lines.append(f"Of the players holding {descriptions[best]}, player {holders[0]} would "
                     "play earliest to the trick, so leads it.")
    return answer, holders, lines


def special_lead_showdown(game: str, hands: Sequence[Sequence[Card]], round_name: str | None,
                          trump: Suit | None, options: Mapping[str, Any],
                          special_lead: Callable[..., dict[str, Any]],
                          descriptions: Mapping[str, str], nothing: str) -> Showdown:
    """The special-lead check of Bura or Kozel asked as a showdown: hands in turn order, index
    0 the player who would normally lead; the winner is the one who leads out of turn."""
    if round_name is not None:
        raise InvalidInputError(f"{game} has no rounds: leave round empty", "round")
    ruling = special_lead(hands, need_trump(trump, game), 0, options)
    by_player = {a["player"]: a["combination"] for a in ruling["announcements"]}
    described = tuple(
        {"player": i, "category": by_player.get(i) or "none",
         "description": descriptions[by_player[i]] if i in by_player else nothing,
         "cards": [str(c) for c in hand]}
        for i, hand in enumerate(hands))
    winner = ruling["leader"] if ruling["combination"] else None
    return Showdown(winner, described, 0, ruling["explanation"])
