"""The faces a table's cards show, and how each language writes and says them.

The canonical notation (``KS``, ``10H``: :mod:`referee.cards`) is the API's, in and out. A page
shows each card as the table holds it and the reader says it:

- **French-suited** cards (♠ ♥ ♦ ♣) with the face letters printed on the reader's cards: A K Q J
  in English (and on the packs sold in Spain, Catalonia and Italy), R D V in French, H V B in
  Dutch, Т К Д В in Russian, E K D Kn in Swedish. A table of the letters each country prints is
  at members.tripod.com/a_pollett/cardindd.htm; pagat.com/national/netherlands.html (A H V B),
  wopc.co.uk/sweden (E Kn D K) and the Russian packs' Т К Д В (В валет, Д дама, К король, Т туз)
  agree with it.
- **The Spanish pack** (Mus, Tute and Truc are played with it: 003 lines 94, 141, 292): oros,
  copas, espadas and bastos, numbered 1–7 and 10, 11, 12 for sota, caballo and rey. Kibitzer
  holds it as English cards (sota = J, caballo = Q, rey = K; espadas = S, copas = H, oros = D,
  bastos = C), and shows and reads it as the players do: ``12E`` is the rey de espadas, ``1O``
  the as de oros, ``7C`` the 7 de copas.

The letters are data here; the words ("rey de espadas", "queen of spades") are message templates
in the catalogs. The one card parser (:func:`referee.cards.parse_card`) reads a reader's own
notation given the tables :func:`notation` makes.
"""

from __future__ import annotations

from enum import Enum
from typing import Callable, Iterable, Mapping

from .cards import Card, Rank, Suit, french_words
from .words import Message, Verbatim, language, say_in


class Faces(Enum):
    """What a table's cards look like."""

    FRENCH = "french"
    """French suits (♠ ♥ ♦ ♣) and the reader's face letters."""
    SPANISH = "spanish"
    """The Spanish 40-card pack: oros, copas, espadas, bastos; 1–7, sota 10, caballo 11, rey 12."""

    # How these faces show a card, asked by the cards shown inside a message
    # (referee.cards: Shown, ShownRanks, CardWords, Typing), which never import this module.

    def face(self, card: Card) -> str:
        return face(card, self)

    def rank_face(self, rank: Rank) -> str:
        return rank_face(rank, self)

    def words(self, card: Card) -> Message:
        return words(card, self)

    def shown(self, cards: Iterable[Card], sep: str = " ") -> str:
        return shown_text(cards, self, sep)

    def in_words(self, card: Card) -> Message | None:
        """A card as these faces show it inside a sentence, where that is in words (the Spanish
        pack's "as de espadas": a noun, with its rank's gender); None where it is shown by its
        face (``A♠``)."""
        return words(card, self) if self is Faces.SPANISH else None

    def typed(self, what: str, index: int = 0) -> str:
        """How a reader types ``what`` for these faces: "ranks", "suits", or an example card
        (``index``: the first, second or third of :data:`EXAMPLES`)."""
        if what == "ranks":
            return typed_ranks(self)
        if what == "suits":
            return typed_suits(self)
        return typed_card(EXAMPLES[self][index], self)


# --- French-suited cards ----------------------------------------------------------------------

ENGLISH_LETTERS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}
FACE_LETTERS: Mapping[str, Mapping[Rank, str]] = {
    "en": ENGLISH_LETTERS,
    "es": ENGLISH_LETTERS,  # French-suited packs sold in Spain print A K Q J
    "ca": ENGLISH_LETTERS,
    "it": ENGLISH_LETTERS,  # carte francesi print J Q K (fante, donna, re)
    "fr": {Rank.ACE: "A", Rank.KING: "R", Rank.QUEEN: "D", Rank.JACK: "V"},
    "nl": {Rank.ACE: "A", Rank.KING: "H", Rank.QUEEN: "V", Rank.JACK: "B"},
    "ru": {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В"},
    "sv": {Rank.ACE: "E", Rank.KING: "K", Rank.QUEEN: "D", Rank.JACK: "Kn"},
}
"""The letters on the aces and court cards of French-suited packs, by language."""

SUIT_LETTERS: Mapping[str, Mapping[Suit, str]] = {
    "ru": {Suit.SPADES: "П", Suit.HEARTS: "Ч", Suit.DIAMONDS: "Б", Suit.CLUBS: "Т"},
}
"""Suit initials a reader may type (пики, черви, бубны, трефы). Languages written in the Latin
alphabet type S H D C or the signs: their initials (cœur, corazones: C) would read as clubs."""


# --- the Spanish pack ---------------------------------------------------------------------------

SPANISH_NUMBERS = {Rank.ACE: "1", Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4",
                   Rank.FIVE: "5", Rank.SIX: "6", Rank.SEVEN: "7", Rank.JACK: "10",
                   Rank.QUEEN: "11", Rank.KING: "12"}
"""The number printed on each card of the Spanish pack: sota 10, caballo 11, rey 12."""

SPANISH_SUITS = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)
"""Oros, copas, espadas, bastos: the order the pack is dealt out in rows."""

SPANISH_LETTERS = {Suit.DIAMONDS: "O", Suit.HEARTS: "C", Suit.SPADES: "E", Suit.CLUBS: "B"}
SPANISH_SUIT_LETTERS: Mapping[str, Mapping[Suit, str]] = {
    "es": SPANISH_LETTERS, "ca": SPANISH_LETTERS,  # oros copes espases bastos
    "it": {Suit.DIAMONDS: "D", Suit.HEARTS: "C", Suit.SPADES: "S", Suit.CLUBS: "B"},
    "fr": {Suit.DIAMONDS: "D", Suit.HEARTS: "C", Suit.SPADES: "E", Suit.CLUBS: "B"},
}
"""The suit initial written after the number (``12E``): oros, copas, espadas, bastos in Spanish
and Catalan; denari, coppe, spade, bastoni in Italian; deniers, coupes, épées, bâtons in French.
Elsewhere the Spanish initials, as the players of these games learn the pack."""

_SPANISH_RANK_WORDS = {Rank.ACE: say_in("spanish pack", "ace"),
                       Rank.TWO: say_in("spanish pack", "2"),
                       Rank.THREE: say_in("spanish pack", "3"),
                       Rank.FOUR: say_in("spanish pack", "4"),
                       Rank.FIVE: say_in("spanish pack", "5"),
                       Rank.SIX: say_in("spanish pack", "6"),
                       Rank.SEVEN: say_in("spanish pack", "7"),
                       Rank.EIGHT: say_in("spanish pack", "8"),
                       Rank.NINE: say_in("spanish pack", "9"),
                       Rank.JACK: say_in("spanish pack", "jack"),
                       Rank.QUEEN: say_in("spanish pack", "knight"),
                       Rank.KING: say_in("spanish pack", "king")}
"""The Spanish pack's ranks in words: its figures by name, its number cards by the number on
them where the language says so ("7 de oros"), by a noun of their own where it does not
(Russian «семёрка монет»), each with its noun's gender (« el 7 »)."""
_SPANISH_CARD_OF: Mapping[Suit, Callable[[Message | Verbatim], Message]] = {
    Suit.DIAMONDS: lambda rank: say_in("spanish pack", "{rank} of coins", rank=rank),
    Suit.HEARTS: lambda rank: say_in("spanish pack", "{rank} of cups", rank=rank),
    Suit.SPADES: lambda rank: say_in("spanish pack", "{rank} of swords", rank=rank),
    Suit.CLUBS: lambda rank: say_in("spanish pack", "{rank} of clubs", rank=rank)}
"""The Spanish pack's suits are words of their own: bastos are not tréboles."""


def spanish_letters() -> Mapping[Suit, str]:
    return SPANISH_SUIT_LETTERS.get(language(), SPANISH_LETTERS)


def face_letters() -> Mapping[Rank, str]:
    return FACE_LETTERS.get(language(), ENGLISH_LETTERS)


# --- showing a card ---------------------------------------------------------------------------

def face(card: Card, faces: Faces | None) -> str:
    """A card as its face reads, short: ``Д♠`` (a French-suited queen, in Russian), ``12E``
    (the rey de espadas); canonical (``QS``) when no faces are chosen (the API)."""
    if faces is None:
        return str(card)
    if card.suit is None:
        return card.label
    if faces is Faces.SPANISH and _numbered(card.rank):
        return SPANISH_NUMBERS.get(card.rank, card.rank.value) + spanish_letters()[card.suit]
    return face_letters().get(card.rank, card.rank.value) + card.suit.symbol


def _numbered(rank: Rank) -> bool:
    """A rank the Spanish pack says by its number: its own ten, and the 8 and 9 of the 48-card
    pack (a card a refusal names as not in the 40-card pack: "8 de espadas", not "de picas")."""
    return rank in SPANISH_NUMBERS or rank in (Rank.EIGHT, Rank.NINE)


def rank_face(rank: Rank, faces: Faces | None) -> str:
    """A rank as the faces print it, in a ranking: ``Д`` (a French-suited queen, in Russian),
    ``11`` (the Spanish pack's caballo); canonical (``Q``) when no faces are chosen."""
    if faces is None:
        return rank.value
    if faces is Faces.SPANISH and rank in SPANISH_NUMBERS:
        return SPANISH_NUMBERS[rank]
    return face_letters().get(rank, rank.value)


def words(card: Card, faces: Faces | None) -> Message:
    """A card in words, in the language being spoken: "rey de espadas", "queen of spades"."""
    if faces is not Faces.SPANISH or card.suit is None or not _numbered(card.rank):
        return french_words(card)
    rank = _SPANISH_RANK_WORDS.get(card.rank) or Verbatim(
        SPANISH_NUMBERS.get(card.rank, card.rank.value))
    return _SPANISH_CARD_OF[card.suit](rank)


def shown_text(cards: Iterable[Card], faces: Faces | None, sep: str = " ") -> str:
    """Cards inside a sentence: French-suited as their faces (``Д♠ 10♥``), the Spanish pack in
    words ("rey de espadas, 7 de oros"), canonical without faces."""
    cards = list(cards)
    if faces is Faces.SPANISH:
        return ", ".join(words(c, faces).text() for c in cards)
    return sep.join(face(c, faces) for c in cards)


def rows(cards: Iterable[Card], faces: Faces | None) -> list[list[Card]]:
    """Cards a suit a row, for a picker: the Spanish pack as it is laid out (oros, copas,
    espadas, bastos; 1 to 12), other packs in the pack's own order; jokers last."""
    by_suit: dict[Suit | None, list[Card]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, []).append(card)
    if faces is Faces.SPANISH and all(c.rank in SPANISH_NUMBERS for c in cards if c.suit):
        order = {rank: int(number) for rank, number in SPANISH_NUMBERS.items()}
        return [sorted(by_suit[s], key=lambda c: order[c.rank]) for s in SPANISH_SUITS
                if s in by_suit] + ([by_suit[None]] if None in by_suit else [])
    return list(by_suit.values())


def is_red(card: Card, faces: Faces | None) -> bool:
    return card.suit is not None and card.suit.is_red and faces is not Faces.SPANISH


def colour(card: Card, faces: Faces | None) -> str:
    """The ink a face is printed in: red or black, or the Spanish pack's suit colours."""
    if card.suit is None:
        return "black"
    if faces is Faces.SPANISH:
        return {Suit.DIAMONDS: "oros", Suit.HEARTS: "copas", Suit.SPADES: "espadas",
                Suit.CLUBS: "bastos"}[card.suit]
    return "red" if card.suit.is_red else "black"


# --- reading what a player typed ----------------------------------------------------------------

def notation(faces: Faces | None) -> tuple[dict[str, Rank], dict[str, Suit]]:
    """The ranks and suits a reader of this language types for these faces, beside the
    canonical ones (:func:`referee.cards.parse_card` takes them): ``12E 1O 7C`` on the Spanish
    pack (its own letters win there: ``7C`` is the 7 de copas), ``ДS`` or ``ДП`` for a Russian,
    ``RH`` for a French reader."""
    if faces is None:
        return {}, {}
    ranks = {letter.upper(): rank for rank, letter in face_letters().items()}
    suits = {letter.upper(): suit for suit, letter in SUIT_LETTERS.get(language(), {}).items()}
    if faces is Faces.SPANISH:
        ranks |= {number: rank for rank, number in SPANISH_NUMBERS.items()}
        for letters in (SPANISH_LETTERS, spanish_letters()):
            suits |= {letter: suit for suit, letter in letters.items()}
    return ranks, suits


EXAMPLES = {Faces.SPANISH: (Card(Rank.KING, Suit.SPADES), Card(Rank.ACE, Suit.DIAMONDS),
                            Card(Rank.SEVEN, Suit.HEARTS)),
            Faces.FRENCH: (Card(Rank.QUEEN, Suit.SPADES), Card(Rank.TEN, Suit.HEARTS),
                           Card(Rank.ACE, Suit.SPADES))}
"""Cards a page gives as examples of its notation: ``12E 1O 7C`` on the Spanish pack."""


def typed_card(card: Card, faces: Faces | None) -> str:
    """A card as a reader of the language types it for these faces (``12E``, ``ДП``; ``QS``
    in English or without faces): the reader's own letters where the language has them."""
    if faces is None or card.suit is None:
        return str(card)
    ranks, suits = notation(faces)
    rank_text = {rank: text for text, rank in ranks.items()
                 if not text.isdigit() or faces is Faces.SPANISH}
    suit_text = {suit: text for text, suit in suits.items()}
    return rank_text.get(card.rank, card.rank.value) + suit_text.get(card.suit, card.suit.value)


def typed_ranks(faces: Faces | None) -> str:
    """The ranks a reader types, high to low (``A K Q J 10 … 2``; ``Т К Д В 10 … 2``); the
    Spanish pack's numbers from 1 (``1 2 3 4 5 6 7 10 11 12``)."""
    if faces is Faces.SPANISH:
        return " ".join(sorted(SPANISH_NUMBERS.values(), key=int))
    ranks = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT,
             Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO]
    letters = face_letters() if faces is not None else ENGLISH_LETTERS
    return " ".join(letters.get(rank, rank.value) for rank in ranks)


def typed_suits(faces: Faces | None) -> str:
    """The suit letters a reader types (``S H D C``; ``П Ч Б Т`` in Russian; ``O C E B`` for
    the Spanish pack in Spanish)."""
    if faces is Faces.SPANISH:
        letters = spanish_letters()
        return " ".join(letters[s] for s in SPANISH_SUITS)
    own = SUIT_LETTERS.get(language(), {}) if faces is not None else {}
    return " ".join(own.get(s, s.value) for s in Suit)


def read(faces: Faces | str | None) -> Faces | None:
    """A faces option's value (``"spanish"``) as :class:`Faces`; None as it is."""
    if faces is None or isinstance(faces, Faces):
        return faces
    try:
        return Faces(faces)
    except ValueError:
        return None
