"""The score pad's chart: each side's running total toward the target, as an SVG drawn on the
server (no chart library to download): one line a side, whatever the length of the evening.

A long game is drawn from at most :data:`POINTS` points a side (each stretch of hands keeps its
lowest and highest total, so no peak is lost), and only the latest total is marked with a dot:
the chart of a 5,000-hand game weighs what a 100-hand one does."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext as _
from markupsafe import Markup, escape

WIDTH, HEIGHT, PAD = 320, 170, 28
MARKS = ("#1d5c3a", "#b3261e", "#1f4fa8", "#8a5a00", "#6b2fa0", "#00777a", "#a83278", "#555")


POINTS = 120
"""Points a side's line is drawn from, at most."""


def thinned(line: list[int], most: int = POINTS) -> list[tuple[int, int]]:
    """(hand index, total) pairs to draw ``line`` with: every point when few, else each
    stretch's lowest and highest in order, and always the last."""
    if len(line) <= most:
        return list(enumerate(line))
    stretch = (len(line) + most // 2 - 1) // (most // 2)
    kept: list[tuple[int, int]] = []
    for start in range(0, len(line), stretch):
        part = list(enumerate(line[start:start + stretch], start))
        low, high = min(part, key=lambda p: p[1]), max(part, key=lambda p: p[1])
        kept.extend(sorted({low, high}))
    if kept[-1][0] != len(line) - 1:
        kept.append((len(line) - 1, line[-1]))
    return kept


def running_totals(rows: list[dict[str, Any]], sides: int) -> list[list[int]]:
    """Each side's total after each hand of the current game, starting at the game's start."""
    return [[row["totals"][side] for row in rows] for side in range(sides)]


def chart(rows: list[dict[str, Any]], labels: list[str], target: int | None,
          title: str | None = None) -> Markup:
    """An SVG line chart of the pad's rows (one point a hand), with the target as a line;
    ``title`` says what a point is when it is not a hand (a member's week, on a group's
    page)."""
    series = running_totals(rows, len(labels))
    values = [v for line in series for v in line] + [0] + ([target] if target else [])
    low, high = min(values), max(values)
    span = max(high - low, 1)
    count = max(len(rows), 1)

    def x(i: int) -> float:
        return PAD + (WIDTH - 2 * PAD) * (i + 1) / count

    def y(v: int) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * (v - low) / span

    # outside the f-string, so it is extracted
    label = title if title is not None else _("Running totals, one point a hand")
    parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-label="{escape(label)}" '
             'xmlns="http://www.w3.org/2000/svg">',
             f'<line class="axis" x1="{PAD}" y1="{y(0):.1f}" x2="{WIDTH - PAD}" y2="{y(0):.1f}" '
             'stroke="currentColor" stroke-opacity="0.4"/>']
    if target:
        parts.append(f'<line class="target" x1="{PAD}" y1="{y(target):.1f}" x2="{WIDTH - PAD}" '
                     f'y2="{y(target):.1f}" stroke="currentColor" stroke-dasharray="4 3"/>'
                     f'<text x="{WIDTH - PAD}" y="{y(target) - 3:.1f}" text-anchor="end" '
                     f'font-size="10" fill="currentColor">{target}</text>')
    for side, (label, line) in enumerate(zip(labels, series)):
        colour = MARKS[side % len(MARKS)]
        points = [(x(-1), y(0))] + [(x(i), y(v)) for i, v in thinned(line)]
        path = "M" + " L".join(f"{px:.1f} {py:.1f}" for px, py in points)
        last_x, last_y = points[-1]
        parts.append(f'<g class="side" data-side="{side}"><title>{escape(label)}</title>'
                     f'<path fill="none" stroke="{colour}" stroke-width="2" '
                     f'stroke-linejoin="round" d="{path}"/>'
                     f'<circle class="point" cx="{last_x:.1f}" cy="{last_y:.1f}" r="3" '
                     f'fill="{colour}"/></g>')
    for side, label in enumerate(labels):
        parts.append(f'<text x="{PAD + 80 * (side % 4)}" y="{12 + 12 * (side // 4)}" '
                     f'font-size="10" fill="{MARKS[side % len(MARKS)]}">{escape(label)}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
