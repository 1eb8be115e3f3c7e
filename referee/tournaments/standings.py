"""Standings: each entrant's totals, ranked as the event's scoring says, ties broken.

- ``vp`` (Burraco): victory points; ties by the victory points won among the tied entrants
  (head-to-head), then the margin ("scarto", points for less points against). Genoa's club
  league ranks so (http://www.genovagioca.it/Giochi/RegolamentoCircuiti; research/club-night.md
  lines 82-83), and then by lot: the lot is the organiser's to draw, so pairs level on VP,
  head-to-head and margin share the rank (the points they scored, which no standings column
  shows, used to part them: issue 41).
- ``points`` (a village concours de belote ranks on the points scored, not on wins:
  http://blacksuccube.blogspot.com/2017/02/pour-changer-du-poker-la-belote.html): points, then
  wins, then margin.
- ``wins``: ranking points, ``win_points`` a win, ``loss_points`` a loss (Rennes: 4 and 2, a
  bye 3: https://rennes.demosphere.net/rdv/5417), ``draw_points`` a level table; then points,
  then margin.

A bye (no table that round) scores the event's sit-out (:class:`event.SitOut`) and is not a
match played; an entrant arriving after round 1 scores for each round it missed what the
organiser chose (the sit-out score, nothing, or a score of its own: ``Field.missed``). One
rule for ties in every format (:func:`shared_ranks`, the knockout's rounds and groups too):
entrants level on every key share a rank (1, 2, 2, 4) and are listed in entry order; the draw
settles nothing here, so the lot is never hidden in an order.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from .field import Field


@dataclass
class Standing:
    entrant: int
    vp: int = 0
    points: int = 0
    margin: int = 0
    rank_points: int = 0
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    missed: int = 0
    """Rounds drawn before the entrant arrived (scored as the organiser chose)."""
    rank: int = 0
    against: dict[int, int] = field(default_factory=dict)
    """Victory points (or ranking points) won against each opponent, for head-to-head."""

    def to_dict(self) -> dict[str, Any]:
        return {"rank": self.rank, "entrant": self.entrant, "vp": self.vp,
                "points": self.points, "margin": self.margin,
                "rank_points": self.rank_points, "played": self.played, "won": self.won,
                "drawn": self.drawn, "lost": self.lost, "byes": self.byes}


def tally(field_: Field, sit_outs: bool = True) -> list[Standing]:
    """Every entrant's totals from the results so far (unranked, in entry order); a bye scores
    the sit-out unless ``sit_outs`` is False (a knockout's bye only moves the pair on)."""
    spec = field_.spec
    rows = [Standing(i) for i in range(len(field_.entrants))]
    for _, match, points in field_.played():
        vps = spec.scale.split(points) if spec.scale else (0, 0)
        for side in (0, 1):
            mine, theirs = points[side], points[1 - side]
            outcome = (mine > theirs) - (mine < theirs)
            for e in match.sides[side]:
                row = rows[e]
                row.played += 1
                row.points += mine
                row.margin += mine - theirs
                row.vp += vps[side]
                row.won += outcome == 1
                row.drawn += outcome == 0
                row.lost += outcome == -1
                row.rank_points += (spec.win_points if outcome == 1 else spec.draw_points
                                    if outcome == 0 else spec.loss_points)
                earned = vps[side] if spec.scoring == "vp" else (
                    spec.win_points if outcome == 1 else spec.draw_points if outcome == 0
                    else spec.loss_points)
                for other in match.sides[1 - side]:
                    row.against[other] = row.against.get(other, 0) + earned
    for round_ in field_.rounds:
        for e in round_.byes:
            row = rows[e]
            row.byes += 1
            if not sit_outs:
                continue
            row.vp += spec.sit_out.vp
            row.margin += spec.sit_out.margin
            row.points += spec.sit_out.points
            row.rank_points += spec.sit_out.rank_points
    for e, (rounds, score) in field_.missed.items():
        row = rows[e]
        row.missed += rounds
        row.vp += rounds * score.vp
        row.margin += rounds * score.margin
        row.points += rounds * score.points
        row.rank_points += rounds * score.rank_points
    return rows


def primary(spec_scoring: str, row: Standing) -> tuple[int, ...]:
    if spec_scoring == "vp":
        return (row.vp,)
    if spec_scoring == "points":
        return (row.points, row.won, row.margin)
    return (row.rank_points, row.points, row.margin)


def shared_ranks(rows: list[Standing], key: Callable[[Standing], Hashable]) -> None:
    """Give rows already in order their ranks: a row level with the one before it on ``key``
    shares its rank (1, 2, 2, 4). Every format's standings are ranked here."""
    previous: Hashable = None
    for place, row in enumerate(rows, start=1):
        mine = key(row)
        row.rank = rows[place - 2].rank if place > 1 and mine == previous else place
        previous = mine


def ranked(field_: Field) -> list[Standing]:
    """The standings, best first, each with its rank (shared when level on every key)."""
    scoring = field_.spec.scoring
    rows = tally(field_)
    rows.sort(key=lambda r: primary(scoring, r), reverse=True)
    out: list[Standing] = []
    start = 0
    while start < len(rows):
        end = start
        while end < len(rows) and primary(scoring, rows[end]) == primary(scoring, rows[start]):
            end += 1
        out.extend(_break_ties(rows[start:end], scoring))
        start = end
    if scoring == "vp":
        level: dict[int, list[Standing]] = {}
        for row in out:
            level.setdefault(row.vp, []).append(row)
        keys = {id(row): (row.vp, _head_to_head(row, level[row.vp]), row.margin)
                for row in out}
        shared_ranks(out, lambda row: keys[id(row)])
    else:
        shared_ranks(out, lambda row: primary(scoring, row))
    return out


def _head_to_head(row: Standing, tied: list[Standing]) -> int:
    return sum(row.against.get(other.entrant, 0) for other in tied if other is not row)


def _break_ties(tied: list[Standing], scoring: str) -> list[Standing]:
    if len(tied) == 1 or scoring != "vp":
        return tied
    return sorted(tied, key=lambda r: (_head_to_head(r, tied), r.margin), reverse=True)
