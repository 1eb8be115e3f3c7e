"""The results that go home: the room as a folder of pages, zipped, and the standings as a
federation asks for them.

Clubs publish their results after the night (a Burraco club sends its classifications to the
federation within 10 days: research/organisers.md §1.2, FIBUR's Regolamento; chess arbiters
publish an HTML export to their club's own site, Sharly Chess #1422). :func:`results_site` is
that export: ``index.html`` (the standings, with a link to each round and each entrant),
``round-N.html`` (the round by table) and ``entrant-N.html`` (an entrant's own night: each
round's table, opponents and scores), every page whole in itself (its style inline, no script,
no image, nothing fetched), linked to the others by relative addresses, so the folder opens
from a disk or any web host as it is. It is written in the event's language (the one it was
set up in), or the one asked for with ``?lang=``.

:func:`federation_csv`: rank, pair, players, VP, points, rounds played, through the one CSV
writer (:mod:`scorebook.spreadsheet`), which neutralises a name typed as a formula.
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
from typing import Any

from flask import render_template, request

from referee.words import LANGUAGES
from scorebook.spreadsheet import csv_text
from scorebook.tournaments.room import Room

from ..i18n import current as current_language
from ..reader import Reader, reading

STAMP = (2026, 1, 1, 0, 0, 0)
"""The files' time in the zip: the same export of the same night is the same bytes."""


@dataclass(frozen=True)
class Line:
    """One round of an entrant's night: its table and opponents, or that it sat out (or had
    not arrived: ``missed``); each side's points and victory points once there is a result."""

    round: int
    table: int | None
    partners: list[str]
    against: list[str]
    points: tuple[int, int] | None
    vp: tuple[int, int] | None
    missed: bool = False


def night_of(here: Room, entrant: int) -> list[Line]:
    state = here.state
    spec = state.spec
    assert spec is not None
    joined = state.joined.get(entrant, 1)
    lines: list[Line] = []
    for drawn in state.rounds:
        number = drawn.round.number
        table = next((t for t in here.round_tables(number) if entrant in t.match.entrants),
                     None)
        if table is None:
            if entrant in drawn.round.byes:
                lines.append(Line(number, None, [], [], None, None))
            elif number < joined:
                lines.append(Line(number, None, [], [], None, None, missed=True))
            continue
        side = 0 if entrant in table.match.sides[0] else 1
        points = (table.result[side], table.result[1 - side]) if table.result else None
        vp = None
        if spec.scale is not None and table.result is not None:
            split = spec.scale.split(table.result)
            vp = (split[side], split[1 - side])
        lines.append(Line(number, table.match.table,
                          [state.name_of(e) for e in table.match.sides[side] if e != entrant],
                          [state.name_of(e) for e in table.match.sides[1 - side]], points, vp))
    return lines


def site_language(here: Room) -> str:
    asked = request.args.get("lang", "")
    if asked in LANGUAGES:
        return asked
    return here.state.language if here.state.language in LANGUAGES else current_language()


def results_site(here: Room) -> bytes:
    """The zip of the results pages (see the module docstring)."""
    state = here.state
    language = site_language(here)
    pages: dict[str, str] = {}
    with reading(Reader(language)):
        common = {"here": here, "spec": state.spec, "language": language}
        pages["index.html"] = render_template("club/site/index.html", **common)
        for drawn in state.rounds:
            number = drawn.round.number
            pages[f"round-{number}.html"] = render_template("club/site/round.html",
                                                            number=number, **common)
        rows = {row.entrant: row for row in here.standings}
        for entrant in range(len(state.entrants)):
            pages[f"entrant-{entrant + 1}.html"] = render_template(
                "club/site/entrant.html", entrant=entrant, row=rows.get(entrant),
                night=night_of(here, entrant), **common)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as folder:
        for name, body in pages.items():
            info = zipfile.ZipInfo(f"results/{name}", STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            folder.writestr(info, body.encode("utf-8"))
    return out.getvalue()


def federation_csv(here: Room) -> str:
    """The standings with the columns a federation asks for: rank, pair (the entrant's name),
    players, VP, points, rounds played (tables played, a sit-out not counted)."""
    state = here.state
    rows: list[list[Any]] = [["rank", "pair", "players", "VP", "points", "rounds played"]]
    for row in here.standings:
        entrant = state.entrants[row.entrant]
        rows.append([row.rank, entrant.name, ", ".join(entrant.players), row.vp, row.points,
                     row.played])
    return csv_text(rows)
