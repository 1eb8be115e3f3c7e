"""Cards, packs and the one card parser every game uses.

A card is written rank then suit, as players write it on a score pad: ``AS``, ``10H``, ``QD``,
``7C``. Ranks are ``A K Q J 10 9 8 7 6 5 4 3 2`` (``T`` is read as 10), suits ``S H D C`` or
``♠ ♥ ♦ ♣``, in either case. Jokers are ``BJ`` (big) and ``LJ`` (little) in Back Alley and ``JK``
in Burraco (``★`` is read as ``JK``). The canonical text of a card is upper case with ``10``.

A :class:`Pack` knows which cards a game uses and how many copies of each (Burraco and One-Eyed
Jack use two packs). Parsing through a pack names the bad token and says why it is bad.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Sequence

from .errors import CardNotInPackError, CardSyntaxError, DuplicateCardError, InvalidInputError
from .words import N_, Message, Verbatim, join, language, pack_said, say, say_in, say_n


class Suit(Enum):
    """The four suits; the value is the letter used in card text."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit sign shown on cards: ♠ ♥ ♦ ♣."""
        return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[self.value]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs are black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def word(self) -> str:
        """The plural name, as in "hearts are trumps"."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str, field: str = "trump") -> "Suit":
        """Read a suit given as a letter, a sign or a word (``H``, ``♥``, ``hearts``)."""
        if not isinstance(text, str):
            raise InvalidInputError(_not_a_suit(text), field)
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.symbol, suit.name, suit.name[:-1]):
                return suit
        raise InvalidInputError(_not_a_suit(text), field)


_SUIT_WORDS = {Suit.SPADES: N_("spades"), Suit.HEARTS: N_("hearts"),
               Suit.DIAMONDS: N_("diamonds"), Suit.CLUBS: N_("clubs")}


TRUMPS_ARE = {Suit.SPADES: N_("Spades are trumps."), Suit.HEARTS: N_("Hearts are trumps."),
              Suit.DIAMONDS: N_("Diamonds are trumps."), Suit.CLUBS: N_("Clubs are trumps.")}
"""Each suit its own sentence: a suit's name and its grammar differ by language."""


SPANISH_SUIT_WORDS = {Suit.DIAMONDS: say_in("spanish pack", "coins"),
                      Suit.HEARTS: say_in("spanish pack", "cups"),
                      Suit.SPADES: say_in("spanish pack", "swords"),
                      Suit.CLUBS: say_in("spanish pack", "clubs")}
"""The Spanish pack's suits (oros, copas, espadas, bastos), said in the "spanish pack" context:
bastos are not tréboles, nor espadas picas."""
SPANISH_TRUMPS_ARE = {Suit.DIAMONDS: say_in("spanish pack", "Coins are trumps."),
                      Suit.HEARTS: say_in("spanish pack", "Cups are trumps."),
                      Suit.SPADES: say_in("spanish pack", "Swords are trumps."),
                      Suit.CLUBS: say_in("spanish pack", "Clubs are trumps.")}


class ByFaces:
    """Words that differ with the table's pack, inside a message: the French-suited ones (its
    text: the API's, and every page of French-suited cards), or on a page of the Spanish pack
    the pack's own ("triunfo: espadas", not "picas"). Rendered only when read. (Not a
    dataclass: an answer made into a dict field by field must keep it whole.)"""

    __slots__ = ("french", "spanish", "by_pack")

    def __init__(self, french: Message, spanish: Message, by_pack: bool = True) -> None:
        self.french, self.spanish, self.by_pack = french, spanish, by_pack

    def __reduce__(self) -> Any:
        return (ByFaces, (self.french, self.spanish, self.by_pack))

    def chosen(self, faces: Any) -> Message:
        """The words for these faces: the Spanish pack's on its page, and (``by_pack``) in an
        answer about a game of that pack whose cards are written canonically (``3S``,
        «espadas»); not ``by_pack``: only where the cards are said in words (a sentence that
        names a card once, in words, and beside its code where it is written as one)."""
        spanish = getattr(faces, "value", None) == "spanish" or (
            self.by_pack and faces is None
            and getattr(pack_said(), "value", None) == "spanish")
        return self.spanish if spanish else self.french

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ByFaces) and (self.french, self.spanish) == (
            other.french, other.spanish)

    def __hash__(self) -> int:
        return hash(str(self.french))

    def read_by(self, faces: Any) -> str:
        return self.chosen(faces).render(language(), faces)

    def __str__(self) -> str:
        return str(self.french)

    def __format__(self, spec: str) -> str:
        return format(str(self.french), spec)


def trumps_are(suit: Suit) -> Message:
    """"Hearts are trumps.", a sentence of its own, in the language being spoken ("Swords are
    trumps." on a page of the Spanish pack)."""
    return join(ByFaces(say(TRUMPS_ARE[suit]), SPANISH_TRUMPS_ARE[suit]))


def suit_words(suit: Suit) -> Message:
    """A suit's plural name in the language being spoken, as in "hearts are trumps"."""
    return say(_SUIT_WORDS[suit])


def suit_said(suit: Suit) -> ByFaces:
    """A suit's plural name in a ruling of a game that may be played with the Spanish pack:
    "hearts", or "cups" on a page of that pack."""
    return ByFaces(say(_SUIT_WORDS[suit]), SPANISH_SUIT_WORDS[suit])


def _not_a_suit(text: object) -> Message:
    return say("{text} is not a suit: use S, H, D or C", text=Verbatim(repr(text)[:40]))


class Rank(Enum):
    """Card ranks; the value is the text used in card notation."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"
    BIG_JOKER = "BJ"
    """Back Alley's big blooper."""
    LITTLE_JOKER = "LJ"
    """Back Alley's little blooper."""
    JOKER = "JK"
    """Burraco's joker (one of the wild cards)."""

    @property
    def is_joker(self) -> bool:
        return self in (Rank.BIG_JOKER, Rank.LITTLE_JOKER, Rank.JOKER)

    @property
    def word(self) -> str:
        """The rank's name in words: "ace", "ten", "big joker"."""
        return self.name.lower().replace("_", " ")


SUITED_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not r.is_joker)


@dataclass(frozen=True)
class Card:
    """One playing card. Jokers have no suit."""

    rank: Rank
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if self.rank.is_joker != (self.suit is None):
            raise ValueError("jokers have no suit and every other card has one")
        # worked out once: cards are hashed all the time (packs, counts, hands), and a
        # dataclass's hash of two enums is slow
        object.__setattr__(self, "_hash", hash((self.rank._value_,
                                                self.suit._value_ if self.suit else None)))
        # and written once: a ruling writes its cards out several times (each hand in each
        # round of a Mus score), and an enum's value is looked up through Python
        object.__setattr__(self, "_text", self.rank._value_ + (self.suit._value_ if self.suit
                                                               else ""))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    def __reduce__(self) -> Any:
        return (Card, (self.rank, self.suit))  # made again: a str's hash differs by process

    def __str__(self) -> str:
        return self._text  # type: ignore[attr-defined,no-any-return]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def is_joker(self) -> bool:
        return self.rank.is_joker

    @property
    def name(self) -> "CardWords":
        """The card in words, in the language being spoken: "queen of spades", "big joker"."""
        return card_words(self)

    @property
    def label(self) -> str:
        """The card as printed on a card face: ``Q♠``."""
        return self.rank.value + (self.suit.symbol if self.suit else "")

    @classmethod
    def parse(cls, token: str) -> "Card":
        """Read one card token; raise :class:`CardSyntaxError` naming it when it is not a card."""
        return parse_card(token)


_RANK_WORDS = {Rank.ACE: N_("ace"), Rank.KING: N_("king"), Rank.QUEEN: N_("queen"),
               Rank.JACK: N_("jack"), Rank.TEN: N_("ten"), Rank.NINE: N_("nine"),
               Rank.EIGHT: N_("eight"), Rank.SEVEN: N_("seven"), Rank.SIX: N_("six"),
               Rank.FIVE: N_("five"), Rank.FOUR: N_("four"), Rank.THREE: N_("three"),
               Rank.TWO: N_("two"), Rank.BIG_JOKER: N_("big joker"),
               Rank.LITTLE_JOKER: N_("little joker"), Rank.JOKER: N_("joker")}
_CARD_OF = {Suit.SPADES: N_("{rank} of spades"), Suit.HEARTS: N_("{rank} of hearts"),
            Suit.DIAMONDS: N_("{rank} of diamonds"), Suit.CLUBS: N_("{rank} of clubs")}


def french_words(card: Card) -> Message:
    """A French-suited card in words, in the language being spoken: "queen of spades"."""
    rank = say(_RANK_WORDS[card.rank])
    return rank if card.suit is None else say(_CARD_OF[card.suit], rank=rank)


def card_words(card: Card) -> "CardWords":
    """A card in words, in the language being spoken and with the table's faces: "queen of
    spades", "big joker"; "rey de espadas" at a table of the Spanish pack."""
    return CardWords(card)


class CardWords(Verbatim):
    """A card in words inside a message: English French-suited words as text; said in the
    reader's language with the table's faces when the message is."""

    card: Card

    def __new__(cls, card: Card) -> "CardWords":
        made = super().__new__(cls, str(french_words(card)))
        made.card = card
        return made

    def __reduce__(self) -> Any:
        return (CardWords, (self.card,))

    def read_by(self, faces: Any) -> str:
        return self.said_by(faces).text()

    def said_by(self, faces: Any) -> Message:
        """The card's words as a message (its rank's noun gives the gender a translation's
        selectors and articles agree with: "dell'asso", «туз указан»): the Spanish pack's in
        an answer about a game of that pack, even where its cards are written ``3S``.
        (``faces`` is a :class:`referee.faces.Faces`, which shows cards: this module never
        imports that one, which reads its cards from here.)"""
        faces = faces if faces is not None else pack_said()
        return french_words(self.card) if faces is None else faces.words(self.card)


_SUIT_CHARS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
               "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
               "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_RANK_TEXT = {r.value: r for r in SUITED_RANKS} | {"T": Rank.TEN}
_JOKERS = {"BJ": Rank.BIG_JOKER, "LJ": Rank.LITTLE_JOKER, "JK": Rank.JOKER, "★": Rank.JOKER}
_SEPARATORS = re.compile(r"[\s,]+")
MAX_TOKEN_SHOWN = 24


def _shown(token: object) -> str:
    text = str(token)
    return text if len(text) <= MAX_TOKEN_SHOWN else text[:MAX_TOKEN_SHOWN] + "…"


Notation = tuple[dict[str, Rank], dict[str, Suit]]
"""A reader's own ranks and suits, beside the canonical ones (:func:`referee.faces.notation`)."""


def parse_card(token: str, notation: Notation | None = None) -> Card:
    """Read one card such as ``10H``, ``th``, ``Q♠`` or ``BJ``; with a reader's ``notation``
    (a page's typed box), their own too (``12E``, ``Д♠``), theirs first where both read."""
    ranks, suits = (_RANK_TEXT, _SUIT_CHARS) if not notation else (
        _RANK_TEXT | notation[0], _SUIT_CHARS | notation[1])
    if not isinstance(token, str):
        raise CardSyntaxError(say("{token} is not a card: write cards like {card} or {card2}",
                                  token=Verbatim(repr(_shown(token))), **_examples()))
    text = token.strip().upper()
    if text in _JOKERS:
        return Card(_JOKERS[text])
    if len(text) >= 2 and text[-1] in suits and text[:-1] in ranks:
        return Card(ranks[text[:-1]], suits[text[-1]])
    if not text:
        raise CardSyntaxError(say("an empty card: write cards like {card} or {card2}",
                                  **_examples()))
    shown = Verbatim(repr(_shown(token)))
    if len(text) >= 2 and text[-1] in _SUIT_CHARS:
        reason = say("{token} is not a card: {rank} is not a rank ({ranks})",
                     token=shown, rank=Verbatim(repr(_shown(text[:-1]))),
                     ranks=Typing("ranks"))
    elif len(text) >= 2 and text[0] in _SUIT_CHARS and text[1:] in _RANK_TEXT:
        reason = say("{token} is not a card: write the rank first, as {card}", token=shown,
                     card=Verbatim(text[1:] + text[0]))
    else:
        reason = say("{token} is not a card: write the rank then the suit ({suits}), as "
                     "{card} or {card2}", token=shown, suits=Typing("suits"), **_examples())
    raise CardSyntaxError(reason, token=_shown(token))


class Shown(Verbatim):
    """Cards inside a message. Its text is canonical (``QS 10H``: the API's, and English
    without a table); a page that chose the table's faces (:func:`referee.words.showing`) reads
    them with those faces in the reader's language (``Д♠ 10♥``, "rey de espadas")."""

    cards: tuple[Card, ...]
    sep: str

    def __new__(cls, cards: "Card | Iterable[Card]", sep: str = " ") -> "Shown":
        held = (cards,) if isinstance(cards, Card) else tuple(cards)
        made = super().__new__(cls, sep.join(str(c) for c in held))
        made.cards, made.sep = held, sep
        return made

    def __reduce__(self) -> Any:
        return (Shown, (self.cards, self.sep))

    def read_by(self, faces: Any) -> str:
        return str(self) if faces is None else faces.shown(self.cards, self.sep)

    def said_by(self, faces: Any) -> Message | None:
        """The card in words where the faces show it so (one card of the Spanish pack, « as
        d'espases »: its rank's noun gives it its article and gender, and its capital opening
        a sentence); None where it is shown by its face (``A♠``, ``QS``) or is several."""
        if faces is None or len(self.cards) != 1:
            return None
        return faces.in_words(self.cards[0])  # type: ignore[no-any-return]


class Typing(Verbatim):
    """How cards are typed, inside a message that asks for them (a card given as an example,
    the ranks, the suit letters): canonical as text (``QS``, ``S H D C``: the API's), and on a
    page in the notation its readers type for the table's faces (``12E``, ``O C E B``)."""

    what: str
    index: int

    def __new__(cls, what: str, index: int = 0) -> "Typing":
        made = super().__new__(cls, cls._say(what, index, None))
        made.what, made.index = what, index
        return made

    def __reduce__(self) -> Any:
        return (Typing, (self.what, self.index))

    @staticmethod
    def _say(what: str, index: int, faces: Any) -> str:
        if faces is None:  # the canonical notation (and no import of faces while loading)
            return {"ranks": "A K Q J 10 9 8 7 6 5 4 3 2", "suits": "S H D C"}.get(
                what, ("QS", "10H", "AS")[index])
        return str(faces.typed(what, index))

    def read_by(self, faces: Any) -> str:
        return self._say(self.what, self.index, faces)


def _examples() -> dict[str, Typing]:
    """The cards a refusal gives as examples (``QS``, ``10H``; on a page, in its readers' own
    notation: ``12E``, ``1O`` on the Spanish pack)."""
    return {"card": Typing("card", 0), "card2": Typing("card", 1)}


class ShownRanks(Verbatim):
    """A ranking inside a message, ``J 9 A 10 K Q 8 7``: ranks (and, where a ranking holds
    cards of other suits, those cards) canonical as text, and on a page each rank as the
    table's faces print it in the reader's letters (``В 9 Т 10 К Д 8 7``; the Spanish pack's
    numbers, ``1 3 12 11 10``)."""

    items: tuple["Rank | Card", ...]

    def __new__(cls, items: "Iterable[Rank | Card]") -> "ShownRanks":
        held = tuple(items)
        made = super().__new__(cls, " ".join(
            i.value if isinstance(i, Rank) else str(i) for i in held))
        made.items = held
        return made

    def __reduce__(self) -> Any:
        return (ShownRanks, (self.items,))

    def read_by(self, faces: Any) -> str:
        if faces is None:
            return str(self)
        return " ".join(faces.rank_face(i) if isinstance(i, Rank) else faces.face(i)
                        for i in self.items)


class ShownCount(Verbatim):
    """A count card by card inside a message, ``AS 11 + 10S 10 = 21``: canonical as text, the
    table's faces on a page (as :class:`Shown`)."""

    lines: tuple[tuple[Card, int], ...]
    total: int | None
    end: str

    def __new__(cls, lines: Iterable[tuple[Card, int]], total: int | None = None,
                end: str = "") -> "ShownCount":
        held = tuple(lines)
        made = super().__new__(cls, _count_text(held, total, end, str))
        made.lines, made.total, made.end = held, total, end
        return made

    def __reduce__(self) -> Any:
        return (ShownCount, (self.lines, self.total, self.end))

    def read_by(self, faces: Any) -> str:
        if faces is None:
            return str(self)
        return _count_text(self.lines, self.total, self.end,
                           lambda card: faces.shown((card,)))


def _count_text(lines: tuple[tuple[Card, int], ...], total: int | None, end: str,
                show: Any) -> str:
    terms = " + ".join(f"{show(card)} {points}" for card, points in lines) if lines else "—"
    return terms + (f" = {total}" if total is not None else "") + end


def split_cards(text: str | Sequence[str]) -> list[str]:
    """Split typed text ("QS 10H, 7c") into tokens; a list is taken as already split."""
    if isinstance(text, str):
        return [t for t in _SEPARATORS.split(text.strip()) if t]
    if isinstance(text, (list, tuple)):
        return list(text)
    raise InvalidInputError(say("cards must be text like 'QS 10H' or a list of cards"))


@dataclass(frozen=True)
class Pack:
    """The cards a game is played with, every physical card once.

    ``label`` names the pack in messages ("Bura's 36-card pack"). A double pack (Burraco,
    One-Eyed Jack) lists each card twice, and Burraco's four jokers four times.
    """

    label: str
    cards: tuple[Card, ...]

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def distinct(self) -> tuple[Card, ...]:
        """Each card once, in pack order (for pickers)."""
        return tuple(dict.fromkeys(self.cards))

    def copies(self, card: Card) -> int:
        """How many of this card the pack holds (0 when it is not in the pack)."""
        return self._copies.get(card, 0)

    @property
    def _copies(self) -> Counter[Card]:
        cached = self.__dict__.get("_copies_cache")
        if cached is None:
            cached = Counter(self.cards)
            object.__setattr__(self, "_copies_cache", cached)
        return cached

    def __contains__(self, card: object) -> bool:
        return card in self._copies

    def card(self, token: str, field: str = "cards") -> Card:
        """Read one card and check it belongs to this pack."""
        try:
            card = parse_card(token)
        except CardSyntaxError as error:
            raise CardSyntaxError(error.message, field, token=error.token) from None
        if card not in self:
            raise CardNotInPackError(say("{card} is not in {pack}", card=Shown(card),
                                         pack=self.label), field, token=str(card))
        return card

    def parse(self, text: str | Sequence[str], field: str = "cards",
              allow_empty: bool = True) -> list[Card]:
        """Read a list of cards (text or a list of tokens) and check each and the copies."""
        try:
            tokens = split_cards(text)
        except InvalidInputError as error:
            raise InvalidInputError(error.message, field) from None
        if not tokens and not allow_empty:
            raise InvalidInputError(say("no cards given"), field)
        cards = [self.card(t, field) for t in tokens]
        self.check_copies(cards, field)
        return cards

    def check_copies(self, cards: Iterable[Card], field: str = "cards") -> None:
        """Refuse a card that appears more often than this pack holds it."""
        for card, n in Counter(cards).items():
            held = self.copies(card)
            if n > held:
                holds = say("{pack} holds it only once", pack=self.label) if held == 1 else \
                    say_n("{pack} holds it only {n} times", "{pack} holds it only {n} times",
                          held, pack=self.label)
                raise DuplicateCardError(
                    say_n("{card} is given {n} times, but {holds}",
                          "{card} is given {n} times, but {holds}", n, card=Shown(card),
                          holds=holds), field, token=str(card))


def _cards(ranks: Iterable[Rank], suits: Iterable[Suit] = tuple(Suit)) -> tuple[Card, ...]:
    suits = tuple(suits)
    return tuple(Card(r, s) for s in suits for r in ranks)


def ranks_from(lowest: Rank) -> tuple[Rank, ...]:
    """Ranks from the ace down to ``lowest``, in the usual A K Q J 10 … order."""
    return SUITED_RANKS[: SUITED_RANKS.index(lowest) + 1]


RANKS_52 = SUITED_RANKS
RANKS_36 = ranks_from(Rank.SIX)
RANKS_32 = ranks_from(Rank.SEVEN)
RANKS_SPANISH_40 = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.SEVEN, Rank.SIX,
                    Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
"""The Spanish 40-card pack in English cards: no 10s, 9s or 8s (the rules' A, K, Q, J, 7…2)."""


def pack_52(label: str) -> Pack:
    return Pack(label, _cards(RANKS_52))


def pack_36(label: str) -> Pack:
    return Pack(label, _cards(RANKS_36))


def pack_32(label: str) -> Pack:
    return Pack(label, _cards(RANKS_32))


def pack_spanish_40(label: str) -> Pack:
    return Pack(label, _cards(RANKS_SPANISH_40))


def pack_54(label: str) -> Pack:
    """A standard pack with the big and little jokers (Back Alley)."""
    return Pack(label, _cards(RANKS_52) + (Card(Rank.BIG_JOKER), Card(Rank.LITTLE_JOKER)))


def pack_104(label: str) -> Pack:
    """Two standard packs (One-Eyed Jack)."""
    return Pack(label, _cards(RANKS_52) * 2)


def pack_108(label: str) -> Pack:
    """Two standard packs and four jokers (Burraco)."""
    return Pack(label, _cards(RANKS_52) * 2 + (Card(Rank.JOKER),) * 4)


# --- reading cards and a trump from a request -----------------------------------------------

def read_trump(value: Any, field: str = "trump") -> "Suit | None":
    if value is None or value == "" or (isinstance(value, str) and value.lower() in (
            "none", "no trump", "no trumps", "null")):
        return None
    return Suit.parse(value, field)


def read_cards(pack: Pack, value: Any, field: str, allow_empty: bool = True) -> list[Card]:
    if value is None:
        raise InvalidInputError(say("cards are missing"), field)
    return pack.parse(value, field, allow_empty=allow_empty)
