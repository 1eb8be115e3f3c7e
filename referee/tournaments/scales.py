"""Victory-point scales: a table's point difference turned into victory points, as data.

A scale is a list of rows ``(up_to, vp)``, read top down: a difference up to ``up_to`` gives the
leading side ``vp``; a difference past the last row gives ``above``. The other side gets
``total`` minus that. Tournaments and federations revise these tables, so the organiser can
give their own (:func:`read_scale`); nothing here is an ``if`` chain.

Built in: Burraco's 20–0 scales for rounds of 3 and of 4 hands, as the issue states them and as
https://www.puntiburraco.it/partite_e_punti_vittoria_burraco_nei_tornei.html and
https://eburraco.com/victory-points-burraco print them (FIBUR's Codice di Gara, Art. 17, prints
them on the score sheet). Differences come in steps of 5, so "0–50, 55–150" leaves nothing
between the rows: a row is read as "up to and including".

Rounds of 2 hands: Art. 17 has a 2-hand table too, but no source we could reach prints it, so
none is built in; an event of 2 hands a round in victory points must give its scale.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError
from ..words import say, say_n

MAX_ROWS = 40
MAX_POINTS = 10**7


@dataclass(frozen=True)
class Scale:
    """Point difference → victory points for the side ahead; ``total`` shared between both."""

    rows: tuple[tuple[int, int], ...]
    above: int
    total: int = 20

    def victory_points(self, difference: int) -> int:
        """The leading side's victory points for a difference of ``difference`` (≥ 0)."""
        for up_to, vp in self.rows:
            if difference <= up_to:
                return vp
        return self.above

    def split(self, points: tuple[int, int]) -> tuple[int, int]:
        """Each side's victory points for a table's points ``(a, b)``."""
        a, b = points
        if a == b:  # a level table: nobody is ahead, whatever the first row gives the lead
            return self.total // 2, self.total // 2
        lead = self.victory_points(abs(a - b))
        return (lead, self.total - lead) if a > b else (self.total - lead, lead)

    def to_dict(self) -> dict[str, Any]:
        return {"rows": [list(r) for r in self.rows], "above": self.above, "total": self.total}


BURRACO_3_HANDS = Scale(((50, 10), (150, 11), (250, 12), (350, 13), (500, 14), (650, 15),
                         (800, 16), (1000, 17), (1250, 18), (1500, 19)), above=20)
"""Rounds of 3 hands: 0–50 → 10, 55–150 → 11 … 1255–1500 → 19, 1505 and more → 20."""

BURRACO_4_HANDS = Scale(((100, 10), (300, 11), (500, 12), (700, 13), (900, 14), (1100, 15),
                         (1300, 16), (1500, 17), (1700, 18), (2000, 19)), above=20)
"""Rounds of 4 hands: 0–100 → 10, 105–300 → 11 … 1705–2000 → 19, 2005 and more → 20."""

BUILT_IN: dict[int, Scale] = {3: BURRACO_3_HANDS, 4: BURRACO_4_HANDS}
"""The scale for each number of hands a round that has one built in."""


def scale_for(hands: int | None, given: Any = None) -> Scale:
    """The organiser's scale when given, else the built-in one for this many hands a round."""
    if given is not None:
        return read_scale(given)
    if hands in BUILT_IN:
        return BUILT_IN[hands]
    if hands is None:
        raise InvalidInputError(say("victory points need a scale for rounds played to a "
                                    "target: give options.vp_scale (built in: 3 and 4 hands)"),
                                "options.vp_scale")
    raise InvalidInputError(say_n("victory points need a scale for rounds of {n} hand: give "
                                  "options.vp_scale (built in: 3 and 4 hands)",
                                  "victory points need a scale for rounds of {n} hands: give "
                                  "options.vp_scale (built in: 3 and 4 hands)", hands),
                            "options.vp_scale")


def read_scale(raw: Any, field: str = "options.vp_scale") -> Scale:
    """A scale as JSON: ``{"rows": [[50, 10], [150, 11], ...], "above": 20, "total": 20}``.

    Rows rise in both columns; every number is whole; the side ahead never gets less than
    half of ``total``."""
    if not isinstance(raw, dict) or not isinstance(raw.get("rows"), list):
        raise InvalidInputError(say("a scale has rows (each [up to, victory points]) and "
                                    "the victory points above the last row"), field)
    rows = raw["rows"]
    if not 1 <= len(rows) <= MAX_ROWS:
        raise InvalidInputError(say("a scale has 1 to {most} rows", most=MAX_ROWS), field)
    total = _whole(raw.get("total", 20), f"{field}.total")
    if total % 2:
        raise InvalidInputError(say("a level table shares the total: it must be even"),
                                f"{field}.total")
    above = _whole(raw.get("above"), f"{field}.above")
    read: list[tuple[int, int]] = []
    for i, row in enumerate(rows):
        if not isinstance(row, (list, tuple)) or len(row) != 2:
            raise InvalidInputError(say("each row is [up to, victory points]"),
                                    f"{field}.rows[{i}]")
        up_to, vp = (_whole(v, f"{field}.rows[{i}]") for v in row)
        if read and (up_to <= read[-1][0] or vp < read[-1][1]):
            raise InvalidInputError(say("rows must rise: each difference above the last, and "
                                        "victory points never fewer"), f"{field}.rows[{i}]")
        read.append((up_to, vp))
    if above < read[-1][1] or not total / 2 <= read[0][1] <= above <= total:
        raise InvalidInputError(say("the side ahead gets from half the total up to the total, "
                                    "and most above the last row"), field)
    return Scale(tuple(read), above, total)


def _whole(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
        raise InvalidInputError(say("a scale holds whole numbers from 0"), field)
    return value
