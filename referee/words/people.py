"""Who is who in a message: players by seat, sides, hands and plays, and how one table calls
them (:class:`Names`), with each one's grammar.

A calculator says "Seat(2) wins" without knowing the table; the table gives the names (and
the grammatical gender each player chose, if any) when the message is read. Without names a
player is a position the catalog says ("player 2", «игрок 2», « le joueur 2 »), and the
position's translation declares its noun's gender (``{=m}``), so that what agrees with it
agrees with the noun. A side without names is said with the game's own noun where the game
declares one (Mus's "pareja", Burraco's "coppia": :func:`referee.words.showing`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .catalogs import N_, said_in
from .grammar import NOBODY, Grammar, marked, together
from .spoken import DEFAULT, nouns_shown
from .verbatim import Verbatim

GENDERS = ("f", "m")
"""The grammatical genders a player may give (``"gender": "f"``); none given: ``""``."""


class Named(Verbatim):
    """A name typed at the table, with the grammatical gender its player gave (``f``, ``m``,
    or ``""``), or a partnership's names (``many``: several people, their genders together)."""

    gender: str
    many: bool

    def __new__(cls, name: str, gender: str = "", many: bool = False) -> "Named":
        made = super().__new__(cls, name)
        made.gender, made.many = gender or "", many
        return made

    def __reduce__(self) -> Any:
        return (Named, (str(self), self.gender, self.many))

    @property
    def grammar(self) -> Grammar:
        return Grammar(self.gender, self.many, True)


def named_together(names: list[Named] | list[str], sep: str = " & ") -> Named:
    """Several players' names as one subject ("Ann & Carl"), their genders together."""
    return Named(sep.join(names), together(getattr(n, "gender", "") for n in names).gender,
                 len(names) > 1)


@dataclass(frozen=True)
class Seat:
    """A player, by their seat (0 is the first in the order of play)."""

    index: int

    def __init__(self, index: int) -> None:
        # as the frozen dataclass's own, without its object.__setattr__ (a ruling makes many)
        self.__dict__["index"] = index

    def __format__(self, spec: str) -> str:
        # by position in English, as a message without a table says it
        said = english_position(PLAYER, self.index)
        return said if not spec else format(said, spec)


@dataclass(frozen=True)
class Side:
    """A partnership (or a player playing alone, in a game of sides), by its number.
    Without names it is said as a "team", or as a "side" where the game says so (Kozel), in
    the game's own noun where it declares one."""

    index: int
    word: str = "team"

    def __init__(self, index: int, word: str = "team") -> None:
        fields = self.__dict__
        fields["index"], fields["word"] = index, word

    def __format__(self, spec: str) -> str:
        said = english_position(SIDE if self.word == "side" else TEAM, self.index)
        return said if not spec else format(said, spec)


SEAT_AT = tuple(Seat(i) for i in range(12))
"""Seats 0 to 11, made once: a seat is a value, and a calculator saying one a line took
longer making the seat than saying the line."""
TEAM_AT = tuple(Side(i) for i in range(12))
"""Teams 0 to 11, likewise."""


@dataclass(frozen=True)
class Hand:
    """A hand by its place in turn order from the mano (Mus: hand 0 is the mano's). Without a
    table it is said "hand 0"; a table that knows its dealer gives it the ``seat`` of the player
    who held it (:func:`hands_at_seats`), and it is said by that player's name. One person: it
    never makes a verb plural."""

    index: int
    seat: int | None = None

    def __init__(self, index: int, seat: int | None = None) -> None:
        fields = self.__dict__
        fields["index"], fields["seat"] = index, seat

    def __format__(self, spec: str) -> str:
        said = english_position(HAND, self.index)
        return said if not spec else format(said, spec)


@dataclass(frozen=True)
class Play:
    """A play of a trick by its place from the lead (0 led it). A table that knows who led
    lists its players in playing order (:func:`scorebook.naming.table_names` with the leader)
    and names the one who made it; without names it is "first player", "second player" …, as
    the referee page labels the plays. One person: it never makes a verb plural."""

    index: int

    def __format__(self, spec: str) -> str:
        return format(ordinal(DEFAULT, self.index), spec)


POSITIONS = (Seat, Side, Hand, Play)
PLAYER, TEAM, SIDE, HAND = (N_("player {number}"), N_("team {number}"), N_("side {number}"),
                            N_("hand {number}"))
ORDINALS = (N_("first player"), N_("second player"), N_("third player"), N_("fourth player"),
            N_("fifth player"), N_("sixth player"), N_("seventh player"), N_("eighth player"),
            N_("ninth player"))
"""A trick's plays without names, by their place in it (Twenty-Five seats nine at most)."""


def side_noun(word: str) -> str:
    """The English noun template of a side said by its number."""
    return SIDE if word == "side" else TEAM


# --- positions said in words -----------------------------------------------------------------


def noun(code: str | None, template: str) -> tuple[str, Grammar]:
    """A position's noun template in the language ``code`` (the game's own, for a side, where
    the game declares one), without its gender mark, and the grammar the mark declares."""
    context = None
    if template == TEAM or template == SIDE:
        nouns = nouns_shown()
        if nouns is not None:
            context = nouns.get(template)
    said, grammar = marked(said_in(code, template, context))
    return said, grammar or NOBODY


def position(code: str | None, template: str, index: int) -> str:
    """A player or side said by position ("player 2") in the language ``code`` (not cached:
    a catalog lookup is cheap, and a cache keyed by the language alone would outlive its
    catalog, a test's stand-in language among them)."""
    if code == DEFAULT:
        return english_position(template, index)
    return noun(code, template)[0].format(number=index)


def ordinal(code: str | None, index: int) -> str:
    """A play said by its place ("second player") in the language ``code``."""
    if 0 <= index < len(ORDINALS):
        # English is the template itself (a trick's ruling says its plays so, many a time)
        return ORDINALS[index] if code == DEFAULT else noun(code, ORDINALS[index])[0]
    return position(code, PLAYER, index)


def position_grammar(code: str, value: Any) -> Grammar:
    """The grammar of a position said without a name: its noun's (``{=f}`` in «пара»)."""
    if isinstance(value, Side):
        return noun(code, side_noun(value.word))[1]
    if isinstance(value, Hand):
        return noun(code, HAND)[1]
    if isinstance(value, Play) and 0 <= value.index < len(ORDINALS):
        return noun(code, ORDINALS[value.index])[1]
    return noun(code, PLAYER)[1]


ENGLISH_POSITIONS: dict[str, dict[int, str]] = {}
"""Positions as English says them ("player 2"), by template and number: English is the
template itself, so no catalog can change them."""


def english_position(template: str, index: int) -> str:
    known = ENGLISH_POSITIONS.get(template)
    if known is None:
        known = ENGLISH_POSITIONS[template] = {}
    said = known.get(index)
    if said is None:
        said = template.format(number=index)
        if -1000 < index < 1000:  # (a seat number is small; keep the cache so)
            known[index] = said
    return said


# --- a table's names -------------------------------------------------------------------------


@dataclass(frozen=True)
class Names:
    """How one table calls its players and its sides. Empty: positions are used.

    ``genders``: each seat's grammatical gender as its player gave it (``f``, ``m``; ``""``
    none); ``members``: the seats of each side (a side's grammar is its players' together).
    Either may be left empty: then nobody's gender is known, and a side's names joined with
    " & " are a partnership."""

    seats: tuple[str, ...] = ()
    sides: tuple[str, ...] = ()
    genders: tuple[str, ...] = ()
    members: tuple[tuple[int, ...], ...] = field(default=(), compare=False)

    @classmethod
    def read(cls, raw: Any, genders: Any = None) -> "Names":
        """Names from a request (``{"names": ["Ann", "Boris", ...]}``, and the players'
        ``genders`` where given), partners (seats i and i + 2 at four) joined with " & " for
        the sides. Anything else: no names."""
        if not isinstance(raw, (list, tuple)) or not 2 <= len(raw) <= 12 or not all(
                isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in raw):
            return cls()
        seats = tuple(" ".join(n.split()) for n in raw)
        said = tuple(g if g in GENDERS else "" for g in genders) if isinstance(
            genders, (list, tuple)) and len(genders) == len(seats) else ()
        if len(seats) == 4:
            return cls(seats, (f"{seats[0]} & {seats[2]}", f"{seats[1]} & {seats[3]}"), said,
                       ((0, 2), (1, 3)))
        return cls(seats, (), said)

    def seat(self, index: int, code: str | None = None) -> str:
        if 0 <= index < len(self.seats):
            return self.seats[index]
        return position(code, PLAYER, index)

    def side(self, index: int, word: str = "team", code: str | None = None) -> str:
        if 0 <= index < len(self.sides):
            return self.sides[index]
        return position(code, side_noun(word), index)

    def knows(self, value: Seat | Side | Hand | Play) -> bool:
        """Whether this table has a name for the player or side (else its position is said)."""
        if isinstance(value, Hand):
            return value.seat is not None and 0 <= value.seat < len(self.seats)
        if isinstance(value, (Seat, Play)):
            return 0 <= value.index < len(self.seats)
        return 0 <= value.index < len(self.sides)

    def many(self, value: Any, code: str | None = None) -> bool:
        """Whether a parameter names more than one person (a partnership), for the verb."""
        if isinstance(value, Named):
            return value.many
        if not isinstance(value, Side):
            return False
        if 0 <= value.index < len(self.members):
            return len(self.members[value.index]) > 1
        return " & " in self.side(value.index, code=code)

    def gender_of(self, seat: int | None) -> str:
        if seat is not None and 0 <= seat < len(self.genders):
            return self.genders[seat]
        return ""

    def grammar(self, value: Any, code: str) -> Grammar:
        """Who ``value`` is, grammatically: a named player's gender, a partnership's players'
        together, an unnamed position's noun's."""
        if isinstance(value, Named):
            return value.grammar
        if not isinstance(value, POSITIONS):
            return NOBODY
        if not self.knows(value):
            return position_grammar(code, value)
        if isinstance(value, Hand):
            return Grammar(self.gender_of(value.seat), False, True)
        if isinstance(value, (Seat, Play)):
            return Grammar(self.gender_of(value.index), False, True)
        if value.index < len(self.members):
            return together(self.gender_of(s) for s in self.members[value.index])
        return Grammar("", self.many(value, code), True)
