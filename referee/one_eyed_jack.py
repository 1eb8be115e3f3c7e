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
- The text lets a one-eyed jack take "any chip", read as any *opponent's* chip (returning your
  own would be pointless), even from a completed row. Tables playing the boxed game's rule that
  a completed row is safe pass ``options["protect_rows"] = True``.
- A one-eyed jack cannot remove a corner (it holds no chip); a two-eyed jack cannot be played
  on a corner (it is already everyone's).
- A board on which two sides both have their rows is refused: one chip goes down a turn, so
  the game ended when the first got there, and the board cannot say who that was.

Square notation: rows ``A``–``J`` from the top, columns ``1``–``10`` from the left, so ``A1`` is
the top-left corner and ``J10`` the bottom-right. In JSON a square may also be ``[row, col]``
with both counted from 0 (``[0, 0]`` is ``A1``).

The default layout is the arrangement printed on the common Sequence board (spades 2 to 9 across
row A, diamonds A, K, Q, 10 down to 6 across row J; see :data:`DEFAULT_LAYOUT_TEXT`). The text
lets a home-made board be in any order with the corners free, so a table enters its own layout
when its board differs (``layout`` in the score body, checked by :func:`read_layout`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from . import bodies
from .cards import Card, Rank, Suit, pack_104, parse_card, split_cards
from .catalog import Option, Scoring, target_option
from .game import DealRule, Game, ReachTarget, pairs_across_at_four
from .errors import CardSyntaxError, InvalidInputError
from .rulings import Award
from .numbers import whole

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

    def __init__(self, message: str, rule: str, field: str | None = "square") -> None:
        super().__init__(message, field)
        self.rule = rule


def square_name(square: Square) -> str:
    """``(2, 6)`` → ``C7``."""
    return f"{ROW_NAMES[square[0]]}{square[1] + 1}"


def parse_square(value: Any, field: str = "square") -> Square:
    """Read ``C7`` (row letter, column number) or ``[2, 6]`` (row and column from 0)."""
    if isinstance(value, str):
        text = value.strip().upper()
        column = whole(text[1:])
        if 2 <= len(text) <= 3 and text[0] in ROW_NAMES and column is not None \
                and 1 <= column <= SIZE and text[1:].isascii():
            return ROW_NAMES.index(text[0]), column - 1
        raise InvalidInputError(f"{value[:12]!r} is not a square: write a row A–J and a column "
                                "1–10, as C7", field)
    if (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        row, col = value
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return row, col
        raise InvalidInputError(f"{list(value)} is off the board: rows and columns are 0–9",
                                field)
    raise InvalidInputError("a square is written like C7, or [row, column] counted from 0",
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
            raise InvalidInputError(f"each row of the layout needs {SIZE} cells", field)
    elif isinstance(value, (str, list)):
        cells_raw = split_cards(value)
    else:
        raise InvalidInputError("the layout is 10 rows of 10 cards, corners FREE", field)
    if len(cells_raw) != SIZE * SIZE:
        raise InvalidInputError(f"the layout needs {SIZE * SIZE} cells, not {len(cells_raw)}",
                                field)
    cells: list[Card | None] = []
    for i, token in enumerate(cells_raw):
        square = (i // SIZE, i % SIZE)
        name = square_name(square)
        free = token is None or (isinstance(token, str) and token.strip().upper() in FREE_TOKENS)
        if square in CORNERS:
            if not free:
                raise InvalidInputError(f"{name} is a corner and must be FREE", field)
            cells.append(None)
            continue
        if free:
            raise InvalidInputError(f"{name} is not a corner, so it needs a card", field)
        try:
            card = parse_card(token)
        except CardSyntaxError as error:
            raise CardSyntaxError(f"{name}: {error.message}", field, token=error.token) from None
        if card.is_joker or card.rank is Rank.JACK:
            raise InvalidInputError(f"{name} shows {card}: the board has no jacks or jokers",
                                    field)
        cells.append(card)
    held = Counter(c for c in cells if c is not None)
    for card, n in held.items():
        if n != 2:
            raise InvalidInputError(f"{card} is on the board {n} times; every card but the "
                                    "jacks is there exactly twice", field)
    rows = tuple(tuple(cells[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))
    return Layout(rows)


DEFAULT_LAYOUT = read_layout(DEFAULT_LAYOUT_TEXT)


@dataclass(frozen=True)
class Row:
    """Five claimed squares in a line."""

    direction: str
    squares: tuple[Square, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"direction": self.direction, "squares": [square_name(s) for s in self.squares]}

    @property
    def text(self) -> str:
        return f"{square_name(self.squares[0])}–{square_name(self.squares[-1])} {self.direction}"


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
                options: Mapping[str, Any] | None = None) -> None:
    """Raise :class:`IllegalMoveError` saying why ``side`` may not play ``card`` on ``square``."""
    name = square_name(square)
    owner = board.owner(square)
    if card in ONE_EYED_JACKS:
        if square in CORNERS:
            raise IllegalMoveError(f"{card} removes a chip, and {name} is a free corner with "
                                   "no chip", "one-eyed-jack")
        if owner is None:
            raise IllegalMoveError(f"{card} removes a chip, and {name} is empty",
                                   "one-eyed-jack")
        if owner == side:
            raise IllegalMoveError(f"{card} removes an opponent's chip, and the chip on {name} "
                                   "is your own", "one-eyed-jack")
        if (options or {}).get("protect_rows"):
            for row in rows_of(board, owner):
                if square in row.squares:
                    raise IllegalMoveError(f"the chip on {name} is part of a completed row "
                                           f"({row.text}), which this table protects",
                                           "completed-row")
        return
    if card in TWO_EYED_JACKS:
        if square in CORNERS:
            raise IllegalMoveError(f"{name} is a free corner, already everyone's",
                                   "two-eyed-jack")
        if owner is not None:
            raise IllegalMoveError(f"{card} is wild but needs an empty square, and {name} has "
                                   f"a chip of side {owner}", "occupied")
        return
    shown = board.layout.card_at(square)
    if shown != card:
        places = " and ".join(square_name(s) for s in board.layout.squares_of(card))
        showing = "a free corner" if shown is None else f"{shown}"
        raise IllegalMoveError(f"{name} shows {showing}, not {card}; {card} is on "
                               f"{places or 'no square'}", "wrong-square")
    if owner is not None:
        hint = " Both squares are taken: it is a dead card." if is_dead(board, card) else ""
        raise IllegalMoveError(f"{name} already has a chip of side {owner}.{hint}", "occupied")


def can_play(board: Board, side: str, card: Card, square: Square,
             options: Mapping[str, Any] | None = None) -> bool:
    try:
        verify_play(board, side, card, square, options)
    except IllegalMoveError:
        return False
    return True


def play(board: Board, side: str, card: Card, square: Square,
         options: Mapping[str, Any] | None = None) -> Board:
    """The board after ``side`` plays ``card`` on ``square`` (a one-eyed jack removes a chip)."""
    verify_play(board, side, card, square, options)
    chips = dict(board.chips)
    if card in ONE_EYED_JACKS:
        del chips[square]
    else:
        chips[square] = side
    return Board(board.layout, chips)


def verify_exchange(board: Board, card: Card) -> None:
    """Raise unless ``card`` is dead and may be shown and replaced before the turn."""
    if card.rank is Rank.JACK:
        raise IllegalMoveError(f"{card} is a jack, playable on any turn, so it is never dead",
                               "dead-card", "card")
    places = board.layout.squares_of(card)
    if not places:
        raise IllegalMoveError(f"{card} is not on this board", "dead-card", "card")
    open_squares = [square_name(s) for s in places if board.is_free(s)]
    if open_squares:
        raise IllegalMoveError(f"{card} is not dead: {' and '.join(open_squares)} is still "
                               "open", "dead-card", "card")


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


def rows_of(board: Board, side: str) -> list[Row]:
    """The rows a side holds, counted so that two rows share at most one square.

    In each line, every stretch of ``n`` claimed squares gives rows starting at its first
    square and every fourth square after it: ``(n − 1) // 4`` rows.
    """
    found: list[Row] = []
    for direction, line in _lines():
        stretch: list[Square] = []
        for square in line + [(-1, -1)]:
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
        raise InvalidInputError("One-Eyed Jack is for 2, 3 or 4 players", path)
    return value


def _layout(value: Any, path: str, context: bodies.Context) -> Layout:
    return read_layout(value, path)


def _chips(value: Any, path: str, context: bodies.Context) -> dict[Square, str]:
    """Each side's squares, as ``{"0": ["C7", [4, 4]]}``; with four players, players 2 and 3
    are read as their partners' side."""
    players = context.values.get("players", 2)
    if not isinstance(value, Mapping):
        raise InvalidInputError(NO_CHIPS, path)
    names = sides(players)
    chips: dict[Square, str] = {}
    for key, squares in value.items():
        key_text = str(key)
        side = key_text
        if players == 4 and key_text in ("2", "3"):
            side = str(int(key_text) % 2)  # partners 0 and 2, 1 and 3 share chips
        if side not in names:
            allowed = ", ".join(names) if players != 4 else "0 and 1 (or players 0–3)"
            raise InvalidInputError(f"{key_text[:12]!r} is not a side here; sides are {allowed}",
                                    path)
        field_name = f"{path}.{key_text}"
        if not isinstance(squares, list):
            raise InvalidInputError("give a list of squares, as [\"C7\", \"D8\"]", field_name)
        for i, raw in enumerate(squares):
            square = parse_square(raw, f"{field_name}[{i}]")
            name = square_name(square)
            if square in CORNERS:
                raise InvalidInputError(f"{name} is a free corner: no chip goes there",
                                        f"{field_name}[{i}]")
            if square in chips:
                other = chips[square]
                whose = "this side" if other == side else f"side {other}"
                raise InvalidInputError(f"{name} already has a chip of {whose}; one chip a "
                                        "square", f"{field_name}[{i}]")
            chips[square] = side
    return chips


def _side(value: Any, path: str, context: bodies.Context) -> str:
    """Who plays the card: a player (with four, partners share a side)."""
    players = context.values.get("players", 2)
    number = value if isinstance(value, int) and not isinstance(value, bool) else None
    if isinstance(value, str) and value.strip().isdigit() and value.strip().isascii():
        number = int(value.strip())
    if number is None or not 0 <= number < players:
        raise InvalidInputError(f"side is who plays the card: a player 0–{players - 1}", path)
    return str(number % 2) if players == 4 else str(number)


def _card(value: Any, path: str, context: bodies.Context) -> Card:
    if not isinstance(value, str):
        raise InvalidInputError(NO_CARD, path)
    cards = context.pack.parse(value, path, allow_empty=False)
    if len(cards) != 1:
        raise InvalidInputError("give one card, the one played", path)
    return cards[0]


def _square(value: Any, path: str, context: bodies.Context) -> Square:
    return parse_square(value, path)


NO_CHIPS = 'chips must map each side to its squares, as {"0": ["C7"]}'
NO_CARD = "card is the card played, as QS"
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
        default=None, missing=NO_CHIPS,
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
                            missing="side is who plays the card: a player from 0",
                            doc="who plays the card (a player; partners share chips)")
    card: Card | None = bodies.spec({"type": "string"}, _card, required=True,
                                    missing=NO_CARD, doc="the card played, as QS or JH")
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


def _rows_text(rows: Sequence[RowFound]) -> str:
    return "; ".join(f"{r.squares[0]}–{r.squares[-1]} {r.direction}" for r in rows)


def score(body: BoardBody) -> OneEyedJackScore:
    """Find each side's rows on a board and say whether someone has won."""
    players = body.players
    board = body.board()
    needed = rows_needed(players)
    report = []
    for side in sides(players):
        rows = tuple(RowFound(r.direction, tuple(square_name(s) for s in r.squares))
                     for r in rows_of(board, side))
        members = f"players {side} and {int(side) + 2}" if players == 4 else f"player {side}"
        report.append(SideRows(int(side), members,
                               sum(1 for s in board.chips.values() if s == side), rows,
                               len(rows), len(rows) >= needed))
    winners = [side for side in report if side.has_won]
    if len(winners) > 1:
        # one chip goes down a turn, so two sides cannot both be there: the board was entered
        # after play went on past the first one's rows, and cannot say who won
        need = "one row" if needed == 1 else "two rows"
        many = "Both" if len(winners) == 2 else f"All {len(winners)}"
        who = "; ".join(side.members for side in winners)
        raise InvalidInputError(
            f"{many} sides have {need} ({who}): the game ended when the first of them "
            "completed it, which this board cannot show. Enter the board as it stood when the "
            "game ended.", "chips")
    winner = winners[0].side if winners else None
    breakdown = tuple(
        f"{side.members.capitalize()}: {side.chips} chips, {side.row_count} "
        f"row{'' if side.row_count == 1 else 's'}"
        + "".join(f"; {r.squares[0]}–{r.squares[-1]} {r.direction}" for r in side.rows)
        for side in report)
    award = Award("team" if players == 4 else "seat",
                  tuple(1 if side.side == winner else 0 for side in report))
    return OneEyedJackScore(players, needed, tuple(report), winner,
                            _explain(report, winners[0] if winners else None, needed),
                            breakdown, award)


def _explain(report: Sequence[SideRows], won: SideRows | None, needed: int) -> str:
    parts = []
    for side in report:
        if side.rows:
            parts.append(f"{side.members.capitalize()}: {len(side.rows)} "
                         f"row{'s' if len(side.rows) != 1 else ''} ({_rows_text(side.rows)}).")
        else:
            parts.append(f"{side.members.capitalize()}: no row of five.")
    need = "one row" if needed == 1 else "two rows (they may share one square)"
    if won is not None:
        plural = " and " in won.members
        parts.append(f"{won.members.capitalize()} {'have' if plural else 'has'} {need} "
                     f"and win{'' if plural else 's'}.")
    else:
        parts.append(f"Nobody has {need} yet.")
    return " ".join(parts)


# --- the play question: may this card go there? ------------------------------------------------

def rule_play(body: PlayBody) -> PlayRuling:
    """May ``side`` play ``card`` on ``square`` of this board, and where may it go at all.

    Answers ``allowed`` (None when no square was asked), ``squares`` (where the card may go
    now: for a one-eyed jack, the chips it may remove), ``dead`` (both its squares taken: show
    it and draw another before the turn), ``rule`` (the rule a refused play breaks) and
    ``explanation``.
    """
    board, side, card, options = body.board(), body.side, body.card, body.options
    assert card is not None  # required
    squares = [square_name((r, c)) for r in range(SIZE) for c in range(SIZE)
               if can_play(board, side, card, (r, c), options)]
    dead = is_dead(board, card)
    allowed: bool | None = None
    rule: str | None = None
    if card in ONE_EYED_JACKS:
        where = (f"{card} is a one-eyed jack: it removes one opponent's chip"
                 + (" that is not part of a completed row" if options.get("protect_rows")
                    else "") + f" ({len(squares)} can go now).")
    elif card in TWO_EYED_JACKS:
        where = f"{card} is a two-eyed jack: it is wild, a chip on any empty square."
    elif dead:
        places = " and ".join(square_name(s) for s in body.layout.squares_of(card))
        where = (f"{card} is a dead card: both its squares, {places}, are taken. Show it and "
                 "draw another before taking the turn.")
    else:
        places = [square_name(s) for s in body.layout.squares_of(card)]
        where = (f"{card} goes on one of its two squares, {' or '.join(places)}; "
                 f"{' and '.join(squares)} {'is' if len(squares) == 1 else 'are'} open.")
    text = [where]
    if body.square is not None:
        try:
            verify_play(board, side, card, body.square, options)
            allowed = True
            text.append(f"{square_name(body.square)}: yes.")
        except IllegalMoveError as error:
            allowed, rule = False, error.rule
            text.append(f"{square_name(body.square)}: no, {error.message}.")
    return PlayRuling(card, int(side), allowed, rule, tuple(squares[:100]), dead, " ".join(text))


SCORE = bodies.Question(score, BoardBody, OneEyedJackScore)
PLAY = bodies.Question(rule_play, PlayBody, PlayRuling)

GAME = Game(
    "one-eyed-jack", "One-Eyed Jack", 2, 4, pack_104, Scoring.TALLY,
    "Board game with cards: rows of five chips; jacks are wild.",
    end=ReachTarget(1),
    options=(target_option(1, "Games to win the match"),
             Option("protect_rows", "A one-eyed jack cannot break a finished row", False,
                    "bool")),
    teams=pairs_across_at_four, deal=DealRule("left"),
    questions={"score": SCORE, "play": PLAY},
    rules="003:248")
"""The first to complete the rows wins the game (003 line 279); a match is a number of
games."""
