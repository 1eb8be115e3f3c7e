"""One-Eyed Jack: chips on a 10×10 board of cards; rows of five win.

Rules followed: ``shared/rules/003`` lines 248–282.

- The board: a 10×10 grid, the four corners free, the other 96 squares showing every card of a
  52-card pack except the jacks, twice each. Play uses two packs shuffled together (104 cards).
- Playing a card puts a chip on one of the two squares showing it, if that square is empty.
  Two-eyed jacks (JD, JC) are wild: a chip on any empty square. One-eyed jacks (JS, JH) remove a
  chip from the board and return it to its owner.
- A *dead card* is one whose two squares are both taken: its holder may show it and draw a
  replacement before taking the turn, or keep it (003). Jacks are never dead.
- The corners count for everyone as if each player had a chip there.
- A row is five claimed squares in a line: across, down, or along either diagonal. Two rows win
  (they may cross, sharing one square: nine chips instead of ten); with three players one row
  wins. Two or three play alone; four play as two partnerships (players 0 and 2 against 1
  and 3).

Readings chosen:

- Two rows may share one square and no more, so five in a line is one row, nine in a line are
  two rows, and in general a line of ``n`` claimed squares holds ``(n − 1) // 4`` rows.
- A one-eyed jack takes "any chip on the board" (003 line 275), the player's own included (a
  chip in the way of a better row), even from a completed row. Tables playing the boxed game's
  rules take only an opponent's chip (``options["opponents_chips_only"] = True``) or keep a
  completed row safe (``options["protect_rows"] = True``).
- A one-eyed jack cannot remove a corner (it holds no chip); a two-eyed jack cannot be played
  on a corner (it is already everyone's).
- A board on which two sides both have their rows is refused: one chip goes down a turn, so
  the game ended when the first got there, and the board cannot say who that was.

Square notation: rows ``A``–``J`` from the top, columns ``1``–``10`` from the left, so ``A1`` is
the top-left corner and ``J10`` the bottom-right, written together as a card is (either case;
no space, sign or leading zero: ``A05`` and ``A 10`` are no squares). In JSON a square may
also be ``[row, col]`` with both counted from 0 (``[0, 0]`` is ``A1``).

The default layout is the arrangement printed on the common Sequence board (spades 2 to 9 across
row A, diamonds A, K, Q, 10 down to 6 across row J; see :data:`DEFAULT_LAYOUT_TEXT`). The text
lets a home-made board be in any order with the corners free, so a table enters its own layout
when its board differs (``layout`` in the score body, checked by :func:`read_layout`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_104, parse_card, split_cards, Shown
from .catalog import Option, Scoring, target_option
from .game import DealRule, Game, ReachTarget, pairs_across_at_four
from .errors import CardSyntaxError, InvalidInputError
from .rulings import Award
from .words import N_, Message, Seat, Side, Verbatim, clauses, join, say, say_n, say_in

SIZE = 10
ROW_NAMES = "ABCDEFGHIJ"
ROW_LENGTH = 5
CORNERS: frozenset[tuple[int, int]] = frozenset({(0, 0), (0, SIZE - 1), (SIZE - 1, 0),
                                                 (SIZE - 1, SIZE - 1)})
TWO_EYED_JACKS = (Card(Rank.JACK, Suit.DIAMONDS), Card(Rank.JACK, Suit.CLUBS))
ONE_EYED_JACKS = (Card(Rank.JACK, Suit.SPADES), Card(Rank.JACK, Suit.HEARTS))
DIRECTIONS: dict[str, tuple[int, int]] = {"across": (0, 1), "down": (1, 0),
                                          "diagonal": (1, 1), "anti-diagonal": (1, -1)}
"""``diagonal`` runs from top-left to bottom-right, ``anti-diagonal`` from top-right."""
ROW_WORDS: dict[str, str] = {"across": N_("{first}–{last} across"),
                             "down": N_("{first}–{last} down"),
                             "diagonal": N_("{first}–{last} diagonal"),
                             "anti-diagonal": N_("{first}–{last} anti-diagonal")}
"""A row in words, by its direction: ``A1–A5 across``."""
FREE_TOKENS = ("FREE", "F", "XX", "*", "")
MIN_PLAYERS, MAX_PLAYERS = 2, 4

Square = tuple[int, int]

DEFAULT_LAYOUT_TEXT = """\
FREE 2S  3S  4S  5S  6S  7S  8S  9S  FREE
6C   5C  4C  3C  2C  AH  KH  QH  10H 10S
7C   AS  2D  3D  4D  5D  6D  7D  9H  QS
8C   KS  6C  5C  4C  3C  2C  8D  8H  KS
9C   QS  7C  6H  5H  4H  AH  9D  7H  AS
10C  10S 8C  7H  2H  3H  KH  10D 6H  2D
QC   9S  9C  8H  9H  10H QH  QD  5H  3D
KC   8S  10C QC  KC  AC  AD  KD  4H  4D
AC   7S  6S  5S  4S  3S  2S  2H  3H  5D
FREE AD  KD  QD  10D 9D  8D  7D  6D  FREE"""
"""The default board, row A at the top; checked to hold each non-jack card exactly twice."""


class IllegalMoveError(InvalidInputError):
    """A chip placed or removed against the rules; ``rule`` is a short rule id."""

    def __init__(self, message: Message, rule: str, field: str | None = "square") -> None:
        super().__init__(message, field)
        self.rule = rule


def square_name(square: Square) -> str:
    """``(2, 6)`` → ``C7``."""
    return f"{ROW_NAMES[square[0]]}{square[1] + 1}"


def _at(square: Square) -> Verbatim:
    return Verbatim(square_name(square))


def _shown(card: Card) -> Verbatim:
    return Shown(card)


def row_words(direction: str, first: str, last: str) -> Message:
    """A row from its first to its last square: ``A1–A5 across``."""
    return say(ROW_WORDS[direction], first=Verbatim(first), last=Verbatim(last))


def position(side: str | int, players: int | None = None) -> Seat | Side:
    """Who a side is: a player when two or three play alone, else a partnership (also when
    the number of players is not known)."""
    return Seat(int(side)) if players in (2, 3) else Side(int(side))


SQUARE_NAME = re.compile(r"([A-J])(10|[1-9])", re.ASCII)
"""A square by name: its row A–J and its column 1–10 (see the module's square notation)."""


def parse_square(value: Any, field: str = "square") -> Square:
    """Read ``C7`` (row letter, column number) or ``[2, 6]`` (row and column from 0)."""
    if isinstance(value, str):
        # The row then the column as the board numbers it, nothing between, as a card is
        # its rank then its suit: "A05", "A+5" or "A 5" are no square ("10H" has no "010H"),
        # and a space separates squares in a typed list. ASCII digits only: "A٣" is none.
        named = SQUARE_NAME.fullmatch(value.strip().upper())
        if named:
            return ROW_NAMES.index(named.group(1)), int(named.group(2)) - 1
        raise InvalidInputError(say("{value} is not a square: write a row A–J and a column "
                                    "1–10, as C7", value=Verbatim(repr(value[:12]))), field)
    if (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        row, col = value
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return row, col
        raise InvalidInputError(say("{value} is off the board: rows and columns are 0–9",
                                    value=Verbatim(str(list(value)))), field)
    raise InvalidInputError(say("a square is written like C7, or [row, column] counted from 0"),
                            field)


@dataclass(frozen=True)
class Layout:
    """Which card each square shows; ``None`` for the four free corners."""

    cells: tuple[tuple[Card | None, ...], ...]

    def card_at(self, square: Square) -> Card | None:
        return self.cells[square[0]][square[1]]

    def squares_of(self, card: Card) -> tuple[Square, ...]:
        """The squares showing this card (two for every card but the jacks)."""
        return tuple((r, c) for r, row in enumerate(self.cells)
                     for c, shown in enumerate(row) if shown == card)

    def to_text(self) -> list[list[str]]:
        return [["FREE" if card is None else str(card) for card in row] for row in self.cells]


def read_layout(value: Any, field: str = "layout") -> Layout:
    """Check a board layout given as 10 rows of 10 cells or 100 cells (text or a list).

    Corners are written ``FREE`` (or ``F``, ``XX``, ``*``, null); every other cell is a card.
    The board must hold each card but the jacks exactly twice.
    """
    if isinstance(value, list) and len(value) == SIZE and all(isinstance(r, list)
                                                               for r in value):
        cells_raw: list[Any] = [cell for row in value for cell in row]
        if any(len(row) != SIZE for row in value):
            raise InvalidInputError(say_n("each row of the layout needs {n} cell",
                                          "each row of the layout needs {n} cells", SIZE), field)
    elif isinstance(value, (str, list)):
        cells_raw = split_cards(value)
    else:
        raise InvalidInputError(say("the layout is 10 rows of 10 cards, corners FREE"), field)
    if len(cells_raw) != SIZE * SIZE:
        raise InvalidInputError(say_n("the layout needs {n} cell, not {given}",
                                      "the layout needs {n} cells, not {given}", SIZE * SIZE,
                                      given=len(cells_raw)), field)
    cells: list[Card | None] = []
    for i, token in enumerate(cells_raw):
        square = (i // SIZE, i % SIZE)
        name = Verbatim(square_name(square))
        free = token is None or (isinstance(token, str) and token.strip().upper() in FREE_TOKENS)
        if square in CORNERS:
            if not free:
                raise InvalidInputError(say("{square} is a corner and must be FREE",
                                            square=name), field)
            cells.append(None)
            continue
        if free:
            raise InvalidInputError(say("{square} is not a corner, so it needs a card",
                                        square=name), field)
        try:
            card = parse_card(token)
        except CardSyntaxError as error:
            raise CardSyntaxError(say("{square}: {reason}", square=name, reason=error.message),
                                  field, token=error.token) from None
        if card.is_joker or card.rank is Rank.JACK:
            raise InvalidInputError(say("{square} shows {card}: the board has no jacks or "
                                        "jokers", square=name, card=_shown(card)), field)
        cells.append(card)
    held = Counter(c for c in cells if c is not None)
    for card, n in held.items():
        if n != 2:
            raise InvalidInputError(say_n(
                "{card} is on the board {n} time; every card but the jacks is there exactly "
                "twice",
                "{card} is on the board {n} times; every card but the jacks is there exactly "
                "twice", n, card=_shown(card)), field)
    rows = tuple(tuple(cells[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))
    return Layout(rows)


DEFAULT_LAYOUT = read_layout(DEFAULT_LAYOUT_TEXT)


@dataclass(frozen=True)
class Row:
    """Five claimed squares in a line."""

    direction: str
    squares: tuple[Square, ...]

    @property
    def text(self) -> Message:
        return row_words(self.direction, square_name(self.squares[0]),
                         square_name(self.squares[-1]))


@dataclass(frozen=True)
class Board:
    """The layout and whose chip is on each square (sides are ``"0"``, ``"1"``, …).

    Treat as immutable: :func:`play` answers a new board.
    """

    layout: Layout = DEFAULT_LAYOUT
    chips: Mapping[Square, str] = field(default_factory=dict)

    def owner(self, square: Square) -> str | None:
        return self.chips.get(square)

    def is_free(self, square: Square) -> bool:
        """Whether a chip may go here: not a corner and no chip on it."""
        return square not in CORNERS and square not in self.chips

    def claims(self, side: str, square: Square) -> bool:
        """A side claims a square holding its chip, and every corner."""
        return square in CORNERS or self.chips.get(square) == side


def is_dead(board: Board, card: Card) -> bool:
    """A card (not a jack) whose squares are both taken."""
    if card.rank is Rank.JACK or card.is_joker:
        return False
    squares = board.layout.squares_of(card)
    return bool(squares) and all(not board.is_free(s) for s in squares)


def verify_play(board: Board, side: str, card: Card, square: Square,
                options: Mapping[str, Any] | None = None, players: int | None = None) -> None:
    """Raise :class:`IllegalMoveError` saying why ``side`` may not play ``card`` on ``square``.

    ``players`` (when known) says whether a side is a player or a partnership, for the words.
    """
    name, shown_card = _at(square), _shown(card)
    owner = board.owner(square)
    if card in ONE_EYED_JACKS:
        if square in CORNERS:
            raise IllegalMoveError(say("{card} removes a chip, and {square} is a free corner "
                                       "with no chip", card=shown_card, square=name),
                                   "one-eyed-jack")
        if owner is None:
            raise IllegalMoveError(say("{card} removes a chip, and {square} is empty",
                                       card=shown_card, square=name), "one-eyed-jack")
        if owner == side and (options or {}).get("opponents_chips_only"):
            raise IllegalMoveError(say("{card} removes an opponent's chip, and the chip on "
                                       "{square} is your own", card=shown_card, square=name),
                                   "one-eyed-jack")
        if (options or {}).get("protect_rows"):
            for row in rows_of(board, owner):
                if square in row.squares:
                    raise IllegalMoveError(say("the chip on {square} is part of a completed row "
                                               "({row}), which this table protects",
                                               square=name, row=row.text), "completed-row")
        return
    if card in TWO_EYED_JACKS:
        if square in CORNERS:
            raise IllegalMoveError(say("{square} is a free corner, already everyone's",
                                       square=name), "two-eyed-jack")
        if owner is not None:
            raise IllegalMoveError(say("{card} is wild but needs an empty square, and {square} "
                                       "has a chip of {side}", card=shown_card, square=name,
                                       side=position(owner, players)), "occupied")
        return
    shown = board.layout.card_at(square)
    if shown != card:
        places = [_at(s) for s in board.layout.squares_of(card)]
        showing = (say("{square} shows a free corner, not {card}", square=name, card=shown_card)
                   if shown is None else
                   say("{square} shows {shown}, not {card}", square=name, shown=_shown(shown),
                       card=shown_card))
        where = (say("{card} is on {first} and {second}", card=shown_card, first=places[0],
                     second=places[1]) if len(places) == 2 else
                 say("{card} is on no square", card=shown_card))
        raise IllegalMoveError(clauses(showing, where), "wrong-square")
    if owner is not None:
        # a reason, said after "{square}: no," like the others: no full stop of its own
        taken = say("{square} already has a chip of {side}", square=name,
                    side=position(owner, players))
        if is_dead(board, card):
            taken = clauses(taken, say("both squares are taken: it is a dead card"))
        raise IllegalMoveError(taken, "occupied")


def can_play(board: Board, side: str, card: Card, square: Square,
             options: Mapping[str, Any] | None = None, players: int | None = None) -> bool:
    try:
        verify_play(board, side, card, square, options, players)
    except IllegalMoveError:
        return False
    return True


def play(board: Board, side: str, card: Card, square: Square,
         options: Mapping[str, Any] | None = None, players: int | None = None) -> Board:
    """The board after ``side`` plays ``card`` on ``square`` (a one-eyed jack removes a chip)."""
    verify_play(board, side, card, square, options, players)
    chips = dict(board.chips)
    if card in ONE_EYED_JACKS:
        del chips[square]
    else:
        chips[square] = side
    return Board(board.layout, chips)


def verify_exchange(board: Board, card: Card) -> None:
    """Raise unless ``card`` is dead and may be shown and replaced before the turn."""
    shown = _shown(card)
    if card.rank is Rank.JACK:
        raise IllegalMoveError(say("{card} is a jack, playable on any turn, so it is never dead",
                                   card=shown), "dead-card", "card")
    places = board.layout.squares_of(card)
    if not places:
        raise IllegalMoveError(say("{card} is not on this board", card=shown), "dead-card",
                               "card")
    open_squares = [_at(s) for s in places if board.is_free(s)]
    if len(open_squares) == 1:
        raise IllegalMoveError(say("{card} is not dead: {square} is still open", card=shown,
                                   square=open_squares[0]), "dead-card", "card")
    if open_squares:
        raise IllegalMoveError(say("{card} is not dead: {first} and {second} are still open",
                                   card=shown, first=open_squares[0],
                                   second=open_squares[-1]), "dead-card", "card")


def can_exchange(board: Board, card: Card) -> bool:
    try:
        verify_exchange(board, card)
    except IllegalMoveError:
        return False
    return True


def _lines() -> Iterator[tuple[str, list[Square]]]:
    """Every full line of the board in each direction."""
    for direction, (dr, dc) in DIRECTIONS.items():
        starts = {(r, c) for r in range(SIZE) for c in range(SIZE)
                  if not (0 <= r - dr < SIZE and 0 <= c - dc < SIZE)}
        for r, c in sorted(starts):
            line = []
            while 0 <= r < SIZE and 0 <= c < SIZE:
                line.append((r, c))
                r, c = r + dr, c + dc
            if len(line) >= ROW_LENGTH:
                yield direction, line


_LINES: tuple[tuple[str, tuple[Square, ...]], ...] = tuple(
    (direction, tuple(line)) for direction, line in _lines())
"""Every full line of the board, in the order rows are reported: the board never changes, so
they are laid out once (making them again was most of a score's time)."""
_THROUGH: dict[Square, tuple[int, ...]] = {
    square: tuple(i for i, (_, line) in enumerate(_LINES) if square in line)
    for square in {s for _, line in _LINES for s in line}}
"""The lines through each square, by their place in :data:`_LINES`."""
_CORNERS_ON: tuple[int, ...] = tuple(sum(s in CORNERS for s in line) for _, line in _LINES)
"""How many (free, everyone's) corners each line holds."""


def rows_of(board: Board, side: str) -> list[Row]:
    """The rows a side holds, counted so that two rows share at most one square.

    In each line, every stretch of ``n`` claimed squares gives rows starting at its first
    square and every fourth square after it: ``(n − 1) // 4`` rows.
    """
    # a line holds a row only if it has five claimed squares: the side's chips on it and its
    # corners; the others are not walked (with few chips down, none is)
    held = [0] * len(_LINES)
    for square, owner in board.chips.items():
        if owner == side:
            for i in _THROUGH.get(square, ()):
                held[i] += 1
    found: list[Row] = []
    for i, chips in enumerate(held):
        if chips + _CORNERS_ON[i] < ROW_LENGTH:
            continue
        direction, line = _LINES[i]
        stretch: list[Square] = []
        for square in line + ((-1, -1),):
            if square != (-1, -1) and board.claims(side, square):
                stretch.append(square)
                continue
            for start in range(0, len(stretch) - ROW_LENGTH + 1, ROW_LENGTH - 1):
                found.append(Row(direction, tuple(stretch[start:start + ROW_LENGTH])))
            stretch = []
    return found


def rows_needed(players: int) -> int:
    """Two rows win; one with three players."""
    return 1 if players == 3 else 2


def sides(players: int) -> list[str]:
    """Two or three players play alone; four play as partnerships 0 and 1."""
    return [str(i) for i in range(2 if players == 4 else players)]


def _players(value: Any, path: str, context: bodies.Context) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not (
            MIN_PLAYERS <= value <= MAX_PLAYERS):
        raise InvalidInputError(say("One-Eyed Jack is for 2, 3 or 4 players"), path)
    return value


def _layout(value: Any, path: str, context: bodies.Context) -> Layout:
    return read_layout(value, path)


def _chips(value: Any, path: str, context: bodies.Context) -> dict[Square, str]:
    """Each side's squares, as ``{"0": ["C7", [4, 4]]}``; with four players, players 2 and 3
    are read as their partners' side."""
    players = context.values.get("players", 2)
    if not isinstance(value, Mapping):
        raise InvalidInputError(say(NO_CHIPS), path)
    names = sides(players)
    chips: dict[Square, str] = {}
    for key, squares in value.items():
        key_text = str(key)
        side = key_text
        if players == 4 and key_text in ("2", "3"):
            side = str(int(key_text) % 2)  # partners 0 and 2, 1 and 3 share chips
        if side not in names:
            key_shown = Verbatim(repr(key_text[:12]))
            raise InvalidInputError(
                say("{key} is not a side here; sides are 0 and 1 (or players 0–3)",
                    key=key_shown) if players == 4 else
                say("{key} is not a side here; sides are {sides}", key=key_shown,
                    sides=Verbatim(", ".join(names))), path)
        field_name = f"{path}.{key_text}"
        if not isinstance(squares, list):
            raise InvalidInputError(say("give a list of squares, as [\"C7\", \"D8\"]"),
                                    field_name)
        for i, raw in enumerate(squares):
            square = parse_square(raw, f"{field_name}[{i}]")
            name = _at(square)
            if square in CORNERS:
                raise InvalidInputError(say("{square} is a free corner: no chip goes there",
                                            square=name), f"{field_name}[{i}]")
            if square in chips:
                other = chips[square]
                raise InvalidInputError(
                    say("{square} already has a chip of this side; one chip a square",
                        square=name) if other == side else
                    say("{square} already has a chip of {side}; one chip a square",
                        square=name, side=position(other, players)), f"{field_name}[{i}]")
            chips[square] = side
    return chips


def _side(value: Any, path: str, context: bodies.Context) -> str:
    """Who plays the card: a player (with four, partners share a side)."""
    players = context.values.get("players", 2)
    number = value if isinstance(value, int) and not isinstance(value, bool) else None
    if isinstance(value, str) and value.strip().isdigit() and value.strip().isascii():
        number = int(value.strip())
    if number is None or not 0 <= number < players:
        raise InvalidInputError(say("side is who plays the card: a player 0–{last}",
                                    last=players - 1), path)
    return str(number % 2) if players == 4 else str(number)


def _card(value: Any, path: str, context: bodies.Context) -> Card:
    if not isinstance(value, str):
        raise InvalidInputError(say(NO_CARD), path)
    cards = context.pack.parse(value, path, allow_empty=False)
    if len(cards) != 1:
        raise InvalidInputError(say("give one card, the one played"), path)
    return cards[0]


def _square(value: Any, path: str, context: bodies.Context) -> Square:
    return parse_square(value, path)


NO_CHIPS = N_('chips must map each side to its squares, as {{"0": ["C7"]}}')
NO_CARD = N_("card is the card played, as QS")
_SQUARES = {"type": "array", "items": {"oneOf": [
    {"type": "string"}, {"type": "array", "items": {"type": "integer"}, "minItems": 2,
                         "maxItems": 2}]}}


@dataclass(frozen=True)
class BoardBody(bodies.Body):
    """A One-Eyed Jack board (003 lines 248–282): whose chips are where. Rows A–J from the
    top, columns 1–10 from the left; corners are free."""

    players: int = bodies.spec(
        {"type": "integer", "minimum": MIN_PLAYERS, "maximum": MAX_PLAYERS}, _players,
        default=2, doc="2 or 3 play alone (three need one row), 4 in two partnerships; "
                       "default 2")
    layout: Layout = bodies.spec(
        {"oneOf": [{"type": "string"}, {"type": "array"}]}, _layout, default=DEFAULT_LAYOUT,
        doc="optional: the board's own layout, 10 rows of 10 cards with the corners FREE; "
            "default: the common printed board")
    chips: Mapping[Square, str] = bodies.spec(
        {"type": "object", "additionalProperties": _SQUARES}, _chips, required=True,
        default=None, missing=say(NO_CHIPS),
        doc="each side's squares, as {\"0\": [\"C7\", [4, 4]]}: a square is C7, or [row, "
            "column] counted from 0. With four players the sides are 0 and 1 (players 2 and 3 "
            "are read as their partners' side).")
    options: Mapping[str, Any] = field(default_factory=dict)

    def board(self) -> Board:
        return Board(self.layout, dict(self.chips))


@dataclass(frozen=True)
class PlayBody(BoardBody):
    """May this card go on that square of this board (003 lines 266–277)?"""

    side: str = bodies.spec({"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1},
                            _side, required=True, default="0",
                            missing=say("side is who plays the card: a player from 0"),
                            doc="who plays the card (a player; partners share chips)")
    card: Card | None = bodies.spec({"type": "string"}, _card, required=True,
                                    missing=say(NO_CARD), doc="the card played, as QS or JH")
    square: Square | None = bodies.spec(
        {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "integer"}}]},
        _square, doc="the square asked about, as B3 or [1, 2] (optional)")


@dataclass(frozen=True)
class RowFound:
    """Five claimed squares in a line."""

    direction: str = field(metadata={"doc": "across, down, diagonal or anti-diagonal"})
    squares: tuple[str, ...]


@dataclass(frozen=True)
class SideRows:
    """One side's chips and rows of five."""

    side: int
    members: str = field(metadata={"doc": "who plays for the side"})
    chips: int
    rows: tuple[RowFound, ...]
    row_count: int
    has_won: bool


@dataclass(frozen=True)
class OneEyedJackScore(bodies.Answer):
    """Each side's rows of five on a board, and whether someone has won."""

    players: int
    rows_needed: int
    sides: tuple[SideRows, ...] = field(metadata={"doc": "each side's chips and rows of five"})
    winner: int | None = field(metadata={"doc": "the side that has won"})
    explanation: str
    breakdown: tuple[str, ...]
    award: Award = field(metadata={
        "doc": "what this adds to the tally: one game to the winning side, else zeros; by team "
               "with four players (partners across the table), else by seat"})
    hand_complete: bool = field(default=True, metadata={
        "doc": "whether the game is won on this board; false: nobody has the rows yet, so "
               "the board is a look at a game still going on, not its result"})


@dataclass(frozen=True)
class PlayRuling(bodies.Answer):
    """Whether a card may go on a square, where it may go at all, and why."""

    card: Card
    side: int
    allowed: bool | None = field(metadata={
        "doc": "whether the card may go on the square asked (null: none asked)"})
    rule: str | None = field(metadata={
        "doc": "the rule a refused play breaks: wrong-square, occupied, one-eyed-jack, "
               "two-eyed-jack, completed-row"})
    squares: tuple[str, ...] = field(metadata={
        "doc": "where the card may go now (a one-eyed jack: the chips it may remove)"})
    dead: bool = field(metadata={"doc": "both its squares are taken"})
    explanation: str


def _rows_text(rows: Sequence[RowFound]) -> Message:
    return clauses(*(row_words(r.direction, r.squares[0], r.squares[-1]) for r in rows))




def jack_removes(n: int, card: Any, options: Mapping[str, Any]) -> Message:
    """What a one-eyed jack may take at this table (opponents' chips only, finished rows
    protected), with how many chips it may take now."""
    if options.get("opponents_chips_only"):
        if options.get("protect_rows"):
            return say_n("{card} is a one-eyed jack: it removes one opponent's chip that is not "
                         "part of a completed row ({n} can go now).",
                         "{card} is a one-eyed jack: it removes one opponent's chip that is not "
                         "part of a completed row ({n} can go now).", n, card=card)
        return say_n("{card} is a one-eyed jack: it removes one opponent's chip ({n} can go "
                     "now).",
                     "{card} is a one-eyed jack: it removes one opponent's chip ({n} can go "
                     "now).", n, card=card)
    if options.get("protect_rows"):
        return say_n("{card} is a one-eyed jack: it removes any one chip, yours included, that "
                     "is not part of a completed row ({n} can go now).",
                     "{card} is a one-eyed jack: it removes any one chip, yours included, that "
                     "is not part of a completed row ({n} can go now).", n, card=card)
    return say_n("{card} is a one-eyed jack: it removes any one chip, yours included ({n} can "
                 "go now).",
                 "{card} is a one-eyed jack: it removes any one chip, yours included ({n} can "
                 "go now).", n, card=card)


def score(body: BoardBody) -> OneEyedJackScore:
    """Find each side's rows on a board and say whether someone has won."""
    players = body.players
    board = body.board()
    needed = rows_needed(players)
    report = []
    for side in sides(players):
        rows = tuple(RowFound(r.direction, tuple(square_name(s) for s in r.squares))
                     for r in rows_of(board, side))
        members = say("{side}", side=position(side, players))
        report.append(SideRows(int(side), members,
                               sum(1 for s in board.chips.values() if s == side), rows,
                               len(rows), len(rows) >= needed))
    winners = [side for side in report if side.has_won]
    if len(winners) > 1:
        # one chip goes down a turn, so two sides cannot both be there: the board was entered
        # after play went on past the first one's rows, and cannot say who won
        who = clauses(*(side.members for side in winners))
        if len(winners) > 2:  # three players, who need one row each
            too_many = say_n("All {n} sides have one row ({who}): the game ended when the first "
                             "of them completed it, which this board cannot show.",
                             "All {n} sides have one row ({who}): the game ended when the first "
                             "of them completed it, which this board cannot show.",
                             len(winners), who=who)
        elif needed == 1:
            too_many = say("Both sides have one row ({who}): the game ended when the first of "
                           "them completed it, which this board cannot show.", who=who)
        else:
            too_many = say("Both sides have two rows ({who}): the game ended when the first of "
                           "them completed it, which this board cannot show.", who=who)
        raise InvalidInputError(join(too_many, say("Enter the board as it stood when the game "
                                                   "ended.")), "chips")
    winner = winners[0].side if winners else None
    breakdown = tuple(
        join(say("{side}: {chips}, {rows}", side=position(side.side, players),
                 chips=say_n("{n} chip", "{n} chips", side.chips),
                 rows=say_n("{n} row", "{n} rows", side.row_count)),
             *(row_words(r.direction, r.squares[0], r.squares[-1]) for r in side.rows),
             sep="; ")
        for side in report)
    award = Award("team" if players == 4 else "seat",
                  tuple(1 if side.side == winner else 0 for side in report))
    return OneEyedJackScore(players, needed, tuple(report), winner,
                            _explain(report, winners[0] if winners else None, needed, players),
                            breakdown, award, hand_complete=winner is not None)


def _explain(report: Sequence[SideRows], won: SideRows | None, needed: int,
             players: int) -> Message:
    parts = []
    for side in report:
        who = position(side.side, players)
        if side.rows:
            parts.append(say_n("{side}: {n} row ({rows}).", "{side}: {n} rows ({rows}).",
                               len(side.rows), side=who, rows=_rows_text(side.rows)))
        else:
            parts.append(say("{side}: no row of five.", side=who))
    if won is not None:
        who = position(won.side, players)
        parts.append(say("{side} {has|have} one row and {wins|win}.", side=who) if needed == 1
                     else say("{side} {has|have} two rows (they may share one square) and "
                              "{wins|win}.", side=who))
    else:
        parts.append(say("Nobody has one row yet.") if needed == 1 else
                     say("Nobody has two rows (they may share one square) yet."))
    return join(*parts)


# --- the play question: may this card go there? ------------------------------------------------

def rule_play(body: PlayBody) -> PlayRuling:
    """May ``side`` play ``card`` on ``square`` of this board, and where may it go at all.

    Answers ``allowed`` (None when no square was asked), ``squares`` (where the card may go
    now: for a one-eyed jack, the chips it may remove), ``dead`` (both its squares taken: show
    it and draw another before the turn), ``rule`` (the rule a refused play breaks) and
    ``explanation``.
    """
    board, side, card, options = body.board(), body.side, body.card, body.options
    players = body.players
    assert card is not None  # required
    squares = [square_name((r, c)) for r in range(SIZE) for c in range(SIZE)
               if can_play(board, side, card, (r, c), options, players)]
    dead = is_dead(board, card)
    allowed: bool | None = None
    rule: str | None = None
    shown = _shown(card)
    if card in ONE_EYED_JACKS:
        where = jack_removes(len(squares), shown, options)
    elif card in TWO_EYED_JACKS:
        where = say("{card} is a two-eyed jack: it is wild, a chip on any empty square.",
                    card=shown)
    elif dead:
        first, second = body.layout.squares_of(card)  # every card but the jacks is there twice
        where = say("{card} is a dead card: both its squares, {first} and {second}, are taken. "
                    "Show it and draw another before taking the turn.", card=shown,
                    first=_at(first), second=_at(second))
    else:
        first, second = body.layout.squares_of(card)
        where = (say("{card} goes on one of its two squares, {first} or {second}; {open} is "
                     "open.", card=shown, first=_at(first), second=_at(second),
                     open=Verbatim(squares[0]))
                 if len(squares) == 1 else
                 say("{card} goes on one of its two squares, {first} or {second}; {open} and "
                     "{other} are open.", card=shown, first=_at(first), second=_at(second),
                     open=Verbatim(squares[0]), other=Verbatim(squares[-1])))
    text = [where]
    if body.square is not None:
        try:
            verify_play(board, side, card, body.square, options, players)
            allowed = True
            text.append(say("{square}: yes.", square=_at(body.square)))
        except IllegalMoveError as error:
            allowed, rule = False, error.rule
            text.append(say("{square}: no, {reason}.", square=_at(body.square),
                            reason=error.message))
    return PlayRuling(card, int(side), allowed, rule, tuple(squares[:100]), dead, join(*text))


SCORE = bodies.Question(score, BoardBody, OneEyedJackScore)
PLAY = bodies.Question(rule_play, PlayBody, PlayRuling)

GAME = Game(
    "one-eyed-jack", "One-Eyed Jack", 2, 4, pack_104, Scoring.TALLY,
    N_("Board game with cards: rows of five chips; jacks are wild."),
    side_nouns=(say_in("one-eyed-jack", "team {number}"), say_in("one-eyed-jack", "Team {number}"),
                say_in("one-eyed-jack", "Team")),
    end=ReachTarget(1),
    options=(target_option(1, N_("Games to win the match")),
             Option("protect_rows", N_("A one-eyed jack cannot break a finished row"), False,
                    "bool"),
             Option("opponents_chips_only",
                    N_("A one-eyed jack takes only an opponent's chip (the boxed game)"), False,
                    "bool")),
    teams=pairs_across_at_four, deal=DealRule("left"),
    questions={"score": SCORE, "play": PLAY},
    rules="003:248")
"""The first to complete the rows wins the game (003 line 279); a match is a number of
games."""
