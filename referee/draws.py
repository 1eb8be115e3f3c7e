"""Drawing partners, seats and the first dealer, with cards, reproducibly.

Rules followed: ``shared/rules/000`` lines 83–97 ("Setting up a partnership card game"), with
``003`` line 13 (Burraco: deal four cards, the two highs against the two lows) and lines 436–438
(Nine-Card Don: a high-card draw; who draws the higher card, aces high, chooses the first
pitcher).

Kinds of draw (``KINDS``):

- ``red-black``: four players; two red cards (AH AD) and two black (AS AC) are shuffled and each
  player draws one; the reds play against the blacks.
- ``suits-3x2``: six players in three teams of two, "three different suits with two cards each"
  (AS KS, AH KH, AD KD); ``suits-2x3``: six players in two teams of three (AS KS QS, AH KH QH).
- ``high-card``: each player draws from a shuffled 52-card pack; aces are high and suits do not
  rank. Whoever draws highest chooses (a partner, a seat or the first pitcher, as the game
  says). Players tied for highest draw again, from the same pack, until one is highest.
- ``highs-lows``: four players each draw a card as above; the two highest play against the two
  lowest. Only a tie across the cut (second and third equal) is drawn again, among those tied.
- ``agreement``: the host gives the teams (equal sizes, two players or more each); only the
  seats and the first dealer are drawn.
- ``individuals``: no teams; a random seating order.

Seating: partners never sit side by side; the sides alternate round the table: A-B-A-B,
A-B-C-A-B-C, A-B-A-B-A-B (000 lines 96–97). Within that constraint every arrangement is equally
likely. ``seating`` lists the seats clockwise from seat 0. Every kind but ``high-card`` also
draws the first dealer.

A verifiable draw: the host publishes ``commit(seed)`` (the SHA-256 of the seed's UTF-8 text, in
hex) before the draw and reveals the seed after. Anyone can then recompute the draw:
``draw_from_seed(kind, players, seed)`` runs the draw with
``random.Random(int.from_bytes(sha256(b"kibitzer-draw:" + seed.encode("utf-8")).digest(),
"big"))``, Python's Mersenne Twister. The prefix keeps the commitment from giving away the
random source before the seed is revealed.

Randomness always comes in as a ``random.Random``; :func:`new_seed` takes one too (pass
``secrets.SystemRandom()`` for a real table).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from .cards import Card, Rank, Suit, pack_52, suit_words, Shown
from .errors import InvalidInputError
from .words import Message, Verbatim, clauses, join, listing, say, say_n

KINDS = ("red-black", "suits-3x2", "suits-2x3", "high-card", "highs-lows", "agreement",
         "individuals")
MIN_PLAYERS, MAX_PLAYERS = 2, 12
MAX_NAME = 40
MAX_SEED = 200
SEED_BITS = 128
SEED_PREFIX = b"kibitzer-draw:"

_HIGH: dict[Rank, int] = {r: 14 - i for i, r in enumerate(
    (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN,
     Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO))}
"""Aces high, twos low; suits do not rank."""

_TEAM_CARDS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "red-black": (("red", ("AH", "AD")), ("black", ("AS", "AC"))),
    "suits-3x2": (("spades", ("AS", "KS")), ("hearts", ("AH", "KH")),
                  ("diamonds", ("AD", "KD"))),
    "suits-2x3": (("spades", ("AS", "KS", "QS")), ("hearts", ("AH", "KH", "QH"))),
}
"""The cards shuffled for each card draw of teams, by team."""

_TEAM_WORDS: dict[str, Message] = {
    "red": say("red"), "black": say("black"), "spades": suit_words(Suit.SPADES),
    "hearts": suit_words(Suit.HEARTS), "diamonds": suit_words(Suit.DIAMONDS)}
"""Each card-drawn team's label in words (the colour, or the suit's plural name)."""


@dataclass(frozen=True)
class Draw:
    """The outcome of a draw, with the cards each player drew, in card notation."""

    kind: str
    players: tuple[str, ...]
    cards: tuple[tuple[str, tuple[str, ...]], ...]
    """Each player's cards in the order drawn (more than one after a tie)."""
    teams: tuple[tuple[str, ...], ...]
    team_labels: tuple[str, ...]
    seating: tuple[str, ...]
    """Clockwise from seat 0."""
    first_dealer: str | None
    chooser: str | None
    """Who drew highest in a high-card draw, and so chooses."""
    explanation: str
    """The draw in words (a :class:`Message` when just drawn)."""

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "players": list(self.players),
                "cards": {name: list(drawn) for name, drawn in self.cards},
                "teams": [list(t) for t in self.teams], "team_labels": list(self.team_labels),
                "seating": list(self.seating), "first_dealer": self.first_dealer,
                "chooser": self.chooser, "explanation": self.explanation}


def read_players(players: Any, field: str = "players", least: int = MIN_PLAYERS,
                 most: int = MAX_PLAYERS) -> tuple[str, ...]:
    """Player names: text, not empty, each once (ignoring case and spaces at the ends)."""
    if not isinstance(players, (list, tuple)):
        raise InvalidInputError(say("players must be a list of names"), field)
    names: list[str] = []
    seen: dict[str, int] = {}
    for i, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            raise InvalidInputError(say("every player needs a name"), f"{field}[{i}]")
        name = name.strip()
        if len(name) > MAX_NAME:
            raise InvalidInputError(say("a name is at most {most} characters", most=MAX_NAME),
                                    f"{field}[{i}]")
        if name.casefold() in seen:
            raise InvalidInputError(say("{name} is named twice; give each player a different "
                                        "name", name=Verbatim(repr(name))), f"{field}[{i}]")
        seen[name.casefold()] = i
        names.append(name)
    if not least <= len(names) <= most:
        raise InvalidInputError(
            say_n("this draw needs {n} player, not {given}",
                  "this draw needs {n} players, not {given}", least, given=len(names))
            if least == most else
            say("this draw needs {least} to {most} players, not {given}", least=least,
                most=most, given=len(names)), field)
    return tuple(names)


def read_teams(teams: Any, field: str = "teams") -> tuple[tuple[str, ...], ...]:
    """Teams agreed at the table: two or more teams of the same size, two players or more each."""
    if not isinstance(teams, (list, tuple)) or len(teams) < 2:
        raise InvalidInputError(say("give two or more teams, each a list of names"), field)
    read = []
    for i, team in enumerate(teams):
        if not isinstance(team, (list, tuple)) or len(team) < 2:
            raise InvalidInputError(say("a team is a list of two players or more"),
                                    f"{field}[{i}]")
        read.append(read_players(team, f"{field}[{i}]", 2, MAX_PLAYERS))
    if len({len(t) for t in read}) != 1:
        raise InvalidInputError(say("teams must be the same size for the sides to alternate "
                                    "round the table"), field)
    seen: set[str] = set()
    for i, team in enumerate(read):
        for j, name in enumerate(team):
            if name.casefold() in seen:
                raise InvalidInputError(say("{name} is in two teams; each player plays in one",
                                            name=Verbatim(repr(name))), f"{field}[{i}][{j}]")
            seen.add(name.casefold())
    if len(seen) > MAX_PLAYERS:
        raise InvalidInputError(say_n("at most {n} player", "at most {n} players", MAX_PLAYERS),
                                field)
    return tuple(read)


def alternate_seating(teams: Sequence[Sequence[str]], rng: random.Random) -> tuple[str, ...]:
    """Seats so that the teams alternate (A-B-A-B, A-B-C-A-B-C); random within that rule."""
    order = [list(t) for t in teams]
    rng.shuffle(order)
    for team in order:
        rng.shuffle(team)
    return tuple(team[i] for i in range(len(order[0])) for team in order)


class _Pack:
    """A shuffled 52-card pack dealt from the top; a fresh one is shuffled if it runs out."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.cards: list[Card] = []

    def deal(self) -> Card:
        if not self.cards:
            self.cards = list(pack_52("draw").cards)
            self.rng.shuffle(self.cards)
        return self.cards.pop(0)


def _top(group: list[str], k: int, pack: _Pack, drawn: dict[str, list[Card]],
         story: list[Message | Verbatim]) -> list[str]:
    """The ``k`` players of ``group`` drawing highest; ties across the cut draw again."""
    for name in group:
        drawn[name].append(pack.deal())
    value = {name: _HIGH[drawn[name][-1].rank] for name in group}
    story.append(_drew(group, drawn, -1))
    cut = sorted(value.values(), reverse=True)[k - 1]
    above = [n for n in group if value[n] > cut]
    at = [n for n in group if value[n] == cut]
    if len(above) + len(at) == k:
        return above + at
    story.append(say("{names} tie and draw again", names=_and(at)))
    return above + _top(at, k - len(above), pack, drawn, story)


def _and(names: Sequence[str]) -> Message:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    return listing(Verbatim(n) for n in names)


def _drew(names: Sequence[str], drawn: Mapping[str, Sequence[Card | str]],
          which: int) -> Verbatim:
    """"Ann 5H, Bob KS": names and cards, the same in every language."""
    return Verbatim(", ".join(f"{name} {drawn[name][which]}" for name in names))


def _story(story: Sequence[Message | Verbatim]) -> Message | Verbatim:
    """The rounds of a draw: "Ann 5H, Bob 5S; then Ann and Bob tie and draw again; then …"."""
    told = story[0]
    for more in story[1:]:
        told = say("{story}; then {more}", story=told, more=more)
    return told


def _cards_of(players: Sequence[str], drawn: Mapping[str, Sequence[Card | str]]
              ) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((name, tuple(str(c) for c in drawn[name])) for name in players)


def _seat_text(seating: Sequence[str], dealer: str) -> Message:
    return say("Seats clockwise: {seats}. {dealer} deals first.",
               seats=Verbatim(", ".join(seating)), dealer=Verbatim(dealer))


def _teams_text(labels: Sequence[str], teams: Sequence[Sequence[str]]) -> Message:
    """"red: Bob and Cy; black: Ann and Dee" (the agreed teams: "A: …; B: …")."""
    return clauses(*(say("{team}: {players}",
                      team=_TEAM_WORDS.get(label, Verbatim(label)),
                      players=_and(team)) for label, team in zip(labels, teams)))


def team_draw(kind: str, players: Sequence[str], rng: random.Random) -> Draw:
    """Red/black for 2×2, three suits for 3×2, two suits for 2×3: each draws a card."""
    layout = _TEAM_CARDS[kind]
    size = sum(len(cards) for _, cards in layout)
    names = read_players(players, least=size, most=size)
    deck = [(label, card) for label, cards in layout for card in cards]
    rng.shuffle(deck)
    drawn = {name: [card] for name, (_, card) in zip(names, deck)}
    label_of = {name: label for name, (label, _) in zip(names, deck)}
    labels = tuple(label for label, _ in layout)
    teams = tuple(tuple(n for n in names if label_of[n] == label) for label in labels)
    seating = alternate_seating(teams, rng)
    dealer = rng.choice(seating)
    sides = _teams_text(labels, teams)
    drew = _drew(names, drawn, 0)
    text = join(say("Drew {draws}. Teams by colour: {teams}.", draws=drew, teams=sides)
                if kind == "red-black" else
                say("Drew {draws}. Teams by suit: {teams}.", draws=drew, teams=sides),
                _seat_text(seating, dealer))
    return Draw(kind, names, _cards_of(names, drawn), teams, labels, seating, dealer, None, text)


def high_card(players: Sequence[str], rng: random.Random) -> Draw:
    """Each draws a card, aces high; the highest chooses. Ties for highest draw again."""
    names = read_players(players)
    pack = _Pack(rng)
    drawn: dict[str, list[Card]] = {n: [] for n in names}
    story: list[Message | Verbatim] = []
    chooser = _top(list(names), 1, pack, drawn, story)[0]
    text = say("Drew {draws}. {chooser} drew highest ({card}) and chooses.",
               draws=_story(story), chooser=Verbatim(chooser),
               card=Shown(drawn[chooser][-1]))
    return Draw("high-card", names, _cards_of(names, drawn), (), (), names, None, chooser, text)


def highs_lows(players: Sequence[str], rng: random.Random) -> Draw:
    """Four players draw a card each (aces high): the two highest against the two lowest."""
    names = read_players(players, least=4, most=4)
    pack = _Pack(rng)
    drawn: dict[str, list[Card]] = {n: [] for n in names}
    story: list[Message | Verbatim] = []
    high = _top(list(names), 2, pack, drawn, story)
    highs = tuple(n for n in names if n in high)
    lows = tuple(n for n in names if n not in high)
    seating = alternate_seating((highs, lows), rng)
    dealer = rng.choice(seating)
    text = join(say("Drew {draws}. Highs: {highs}; lows: {lows}.", draws=_story(story),
                    highs=_and(highs), lows=_and(lows)), _seat_text(seating, dealer))
    return Draw("highs-lows", names, _cards_of(names, drawn), (highs, lows), ("high", "low"),
                seating, dealer, None, text)


def agreement(teams: Any, rng: random.Random) -> Draw:
    """Teams the table agreed on; only the seats and the first dealer are drawn."""
    read = read_teams(teams)
    names = tuple(n for t in read for n in t)
    labels = tuple(chr(ord("A") + i) for i in range(len(read)))
    seating = alternate_seating(read, rng)
    dealer = rng.choice(seating)
    text = join(say("Teams by agreement: {teams}.", teams=_teams_text(labels, read)),
                _seat_text(seating, dealer))
    return Draw("agreement", names, (), read, labels, seating, dealer, None, text)


def individuals(players: Sequence[str], rng: random.Random) -> Draw:
    """Everyone for themselves: a random seating order and first dealer."""
    names = read_players(players)
    seating = list(names)
    rng.shuffle(seating)
    dealer = rng.choice(seating)
    text = join(say("No teams."), _seat_text(seating, dealer))
    return Draw("individuals", names, (), (), (), tuple(seating), dealer, None, text)


_DRAWS: dict[str, Callable[[Any, random.Random], Draw]] = {
    "red-black": lambda p, r: team_draw("red-black", p, r),
    "suits-3x2": lambda p, r: team_draw("suits-3x2", p, r),
    "suits-2x3": lambda p, r: team_draw("suits-2x3", p, r),
    "high-card": high_card,
    "highs-lows": highs_lows,
    "agreement": agreement,
    "individuals": individuals,
}


def draw(kind: str, players: Any, rng: random.Random) -> Draw:
    """Run a draw of this kind; for ``agreement`` the players are given as the teams."""
    if not isinstance(kind, str) or kind not in _DRAWS:
        raise InvalidInputError(say("{kind} is not a draw; draws: {kinds}",
                                    kind=Verbatim(repr(str(kind)[:40])),
                                    kinds=Verbatim(", ".join(KINDS))), "kind")
    return _DRAWS[kind](players, rng)


def _read_seed(seed: Any) -> str:
    if not isinstance(seed, str) or not seed:
        raise InvalidInputError(say("the seed must be text"), "seed")
    if len(seed) > MAX_SEED:
        raise InvalidInputError(say("the seed is at most {most} characters", most=MAX_SEED),
                                "seed")
    return seed


def commit(seed: str) -> str:
    """The commitment published before the draw: SHA-256 of the seed's UTF-8 text, in hex."""
    return hashlib.sha256(_read_seed(seed).encode("utf-8")).hexdigest()


def seeded_random(seed: str) -> random.Random:
    """The random source a seed gives (see the module docstring for the exact recipe)."""
    digest = hashlib.sha256(SEED_PREFIX + _read_seed(seed).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest, "big"))


def draw_from_seed(kind: str, players: Any, seed: str) -> Draw:
    """The draw this seed gives: the same for everyone who recomputes it."""
    return draw(kind, players, seeded_random(seed))


def new_seed(rng: random.Random) -> str:
    """A fresh 128-bit seed in hex; pass ``secrets.SystemRandom()`` at a real table."""
    return f"{rng.getrandbits(SEED_BITS):0{SEED_BITS // 4}x}"


def verify(kind: str, players: Any, seed: str, commitment: str,
           result: Draw | Mapping[str, Any]) -> tuple[bool, str]:
    """Check a revealed seed against its commitment, and the published result against it."""
    if not isinstance(commitment, str):
        return False, say("the commitment must be the SHA-256 hex text published before the "
                          "draw")
    expected = commit(seed)
    if expected != commitment.strip().lower():
        return False, say("the seed does not match the commitment: SHA-256 of the seed is "
                          "{expected}, the commitment was {given}", expected=Verbatim(expected),
                          given=Verbatim(commitment.strip()[:64]))
    fresh = draw_from_seed(kind, players, seed).to_dict()
    shown = result.to_dict() if isinstance(result, Draw) else result
    if not isinstance(shown, Mapping):
        return False, say("the published result must be a draw")
    for key in ("teams", "seating", "first_dealer", "chooser", "cards", "players"):
        if shown.get(key) != fresh[key]:
            return False, say("the seed matches the commitment, but the published {key} "
                              "({shown}) is not what the seed gives ({fresh})",
                              key=Verbatim(key), shown=Verbatim(repr(shown.get(key))),
                              fresh=Verbatim(repr(fresh[key])))
    return True, say("the seed matches the commitment and gives exactly the published draw: "
                     "{draw}", draw=fresh["explanation"])


LABELS: dict[str, str] = {
    "red-black": say("Red and black: two teams of two"),
    "suits-3x2": say("Three suits: three teams of two"),
    "suits-2x3": say("Two suits: two teams of three"),
    "high-card": say("High card: the highest chooses"),
    "highs-lows": say("Two highs against two lows"),
    "agreement": say("Teams by agreement: draw the seats"),
    "individuals": say("No teams: draw the seats and the dealer"),
}
"""What each kind of draw is, as a menu shows it (in the reader's language)."""

CARD_KINDS = frozenset({"red-black", "suits-3x2", "suits-2x3", "high-card", "highs-lows"})
"""The draws in which every player draws a card (the others draw only seats)."""


def names_of(kind: str, players: Any) -> tuple[str, ...]:
    """The players of a draw in the order they draw (the teams in turn, for ``agreement``)."""
    if kind == "agreement":
        return tuple(n for team in read_teams(players) for n in team)
    return read_players(players)


def first_card(result: Draw, name: str) -> str | None:
    """The card ``name`` drew first (a tie's second card is drawn after everyone's first)."""
    drawn = dict(result.cards).get(name)
    return drawn[0] if drawn else None


def from_dealer(result: Draw) -> tuple[str, ...]:
    """The seating read clockwise from the first dealer, so that the dealer is seat 0."""
    seats = list(result.seating)
    if result.first_dealer is None or result.first_dealer not in seats:
        return tuple(seats)
    start = seats.index(result.first_dealer)
    return tuple(seats[start:] + seats[:start])


def check_seed(kind: str, players: Any, seed: Any, commitment: Any) -> tuple[bool, str,
                                                                              Draw | None]:
    """Whether ``seed`` is the one ``commitment`` promised, and the draw it gives if so.

    The draw is recomputed only for a seed that matches: a tampered seed gives no result.
    """
    if not isinstance(commitment, str) or not commitment.strip():
        raise InvalidInputError(say("paste the commitment shown before the draw"),
                                "commitment")
    seed = _read_seed(seed.strip() if isinstance(seed, str) else seed)
    expected = commit(seed)
    shown = commitment.strip().lower()
    if expected != shown:
        return False, say("No: this seed does not match the commitment. SHA-256 of the seed "
                          "is {expected}; the commitment was {given}.",
                          expected=Verbatim(expected), given=Verbatim(shown[:64])), None
    result = draw_from_seed(kind, players, seed)
    return True, say("Yes: the seed matches the commitment, and it gives this draw: {draw}",
                     draw=result.explanation), result
