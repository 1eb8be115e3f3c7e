"""Draws kept in SQLite: each draw's secret seed, its commitment, and who has drawn.

A draw happens before its table exists, so draws are not a table's events: they have their own
two tables, created by this module's own numbered migrations (tracked in ``module_versions``,
apart from the table store's ``user_version``). The seed is written when the draw is created and
shown to nobody until every player has drawn (or the draw is set aside for a retry); only its
SHA-256 commitment is public before then.

A session groups the draws of one sitting: a deliberate retry is the session's next draw
(``number`` 2, 3 ...), and setting a draw aside reveals its seed, so a retry is never silent.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from referee import draws as rules
from referee.words import Verbatim, say

from .events import EventError
from .store import NotFoundError, immediate, new_key, now

@dataclass(frozen=True)
class DrawRecord:
    id: int
    key: str
    session: str
    number: int
    kind: str
    players: Any
    """As given: a list of names, or for ``agreement`` a list of teams."""
    seed: str
    commitment: str
    created_at: str
    revealed_at: str | None
    set_aside: bool
    table_view_key: str | None
    taps: dict[int, str]
    """Who has drawn: the player's index in drawing order, and when."""

    @property
    def names(self) -> tuple[str, ...]:
        return rules.names_of(self.kind, self.players)

    @property
    def revealed(self) -> bool:
        return self.revealed_at is not None

    @property
    def needs_cards(self) -> bool:
        return self.kind in rules.CARD_KINDS

    def result(self) -> rules.Draw:
        """The draw the seed gives. Callers show it only once :attr:`revealed`."""
        return rules.draw_from_seed(self.kind, self.players, self.seed)

    def version(self) -> str:
        """Changes whenever the draw page would change (for the 1-second poll)."""
        return (f"{len(self.taps)}.{int(self.revealed)}.{int(self.set_aside)}."
                f"{int(bool(self.table_view_key))}")


_COLUMNS = ("id, key, session, number, kind, players, seed, commitment, created_at, "
            "revealed_at, set_aside, table_view_key")


def _record(db: sqlite_utils.Database, row: tuple[Any, ...]) -> DrawRecord:
    (draw_id, key, session, number, kind, players, seed, commitment, created, revealed,
     set_aside, view_key) = row
    taps = {player: at for player, at in db.execute(
        "SELECT player, at FROM draw_taps WHERE draw_id = ? ORDER BY player", [draw_id])}
    return DrawRecord(draw_id, key, session, number, kind, json.loads(players), seed,
                      commitment, created, revealed, bool(set_aside), view_key, taps)


def _checked(kind: Any, players: Any) -> None:
    """Refuse a draw that could not be made, before storing it (a throwaway seed tries it)."""
    rules.draw(kind, players, rules.seeded_random("check"))


def create(db: sqlite_utils.Database, kind: Any, players: Any,
           session: str | None = None) -> DrawRecord:
    """A new draw with a fresh secret seed; the session's next number when ``session`` given.

    Bad kinds or players raise :class:`referee.errors.RefereeError` naming the field.
    """
    _checked(kind, players)
    seed = rules.new_seed(secrets.SystemRandom())
    key = new_key()
    with immediate(db):
        if session is None:
            session, number = new_key(), 1
        else:
            number = (db.execute("SELECT MAX(number) FROM draws WHERE session = ?",
                                 [session]).fetchone()[0] or 0) + 1
        db.execute("INSERT INTO draws (key, session, number, kind, players, seed, commitment, "
                   "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [key, session, number, kind, json.dumps(players), seed, rules.commit(seed),
                    now()])
    return find(db, key)


def find(db: sqlite_utils.Database, key: Any) -> DrawRecord:
    if not isinstance(key, str) or not 10 <= len(key) <= 64:
        raise NotFoundError(say("no draw has this link"))
    row = db.execute(f"SELECT {_COLUMNS} FROM draws WHERE key = ?", [key]).fetchone()
    if row is None:
        raise NotFoundError(say("no draw has this link"))
    return _record(db, row)


def session_draws(db: sqlite_utils.Database, session: str) -> list[DrawRecord]:
    rows = db.execute(f"SELECT {_COLUMNS} FROM draws WHERE session = ? ORDER BY number",
                      [session]).fetchall()
    return [_record(db, row) for row in rows]


def player_index(record: DrawRecord, player: Any) -> int:
    """A player given by name or by index in drawing order."""
    names = record.names
    if isinstance(player, str) and not player.strip().lstrip("-").isdigit():
        folded = [n.casefold() for n in names]
        if player.strip().casefold() in folded:
            return folded.index(player.strip().casefold())
        raise EventError(say("{player} is not in this draw ({players})",
                             player=Verbatim(repr(player[:40])),
                             players=Verbatim(", ".join(names))), "player")
    try:
        index = int(player) if not isinstance(player, bool) else -1
    except (TypeError, ValueError):
        raise EventError(say("say who draws: a name or a number from 0"), "player") from None
    if not 0 <= index < len(names):
        raise EventError(say("player {index} is not in this draw (0–{last})", index=index,
                             last=len(names) - 1), "player")
    return index


def tap(db: sqlite_utils.Database, key: str, player: Any) -> DrawRecord:
    """``player`` draws their card; when the last one has drawn, the seed is revealed.

    Drawing twice changes nothing (the card was fixed by the seed from the start).
    """
    with immediate(db):
        record = find(db, key)
        if not record.needs_cards:
            raise EventError(say("nobody draws a card in this draw: draw the seats"), "player")
        if record.set_aside:
            raise EventError(say("this draw was set aside for a retry"), "player")
        index = player_index(record, player)
        db.execute("INSERT OR IGNORE INTO draw_taps (draw_id, player, at) VALUES (?, ?, ?)",
                   [record.id, index, now()])
        drawn = db.execute("SELECT COUNT(*) FROM draw_taps WHERE draw_id = ?",
                           [record.id]).fetchone()[0]
        if drawn == len(record.names) and not record.revealed:
            db.execute("UPDATE draws SET revealed_at = ? WHERE id = ?", [now(), record.id])
    return find(db, key)


def reveal(db: sqlite_utils.Database, key: str) -> DrawRecord:
    """Draw the seats of a draw without cards (``agreement``, ``individuals``): reveal it."""
    with immediate(db):
        record = find(db, key)
        if record.needs_cards:
            missing = [n for i, n in enumerate(record.names) if i not in record.taps]
            if missing:
                raise EventError(say("{players} still to draw",
                                     players=Verbatim(", ".join(missing))), "player")
        if record.set_aside:
            raise EventError(say("this draw was set aside for a retry"), "player")
        db.execute("UPDATE draws SET revealed_at = COALESCE(revealed_at, ?) WHERE id = ?",
                   [now(), record.id])
    return find(db, key)


def retry(db: sqlite_utils.Database, key: str) -> DrawRecord:
    """Set this draw aside (revealing its seed) and start the session's next draw."""
    with immediate(db):
        record = find(db, key)
        if record.set_aside:
            raise EventError(say("this draw was already set aside; see the session's latest "
                                 "draw"), "key")
        if record.table_view_key:
            raise EventError(say("a table was started from this draw"), "key")
        db.execute("UPDATE draws SET set_aside = 1, revealed_at = COALESCE(revealed_at, ?) "
                   "WHERE id = ?", [now(), record.id])
    return create(db, record.kind, record.players, session=record.session)


def mark_started(db: sqlite_utils.Database, key: str, view_key: str) -> None:
    """Remember the table started from this draw, inside the transaction that makes the table
    (:func:`scorebook.store.import_table`'s ``then``): refused, and so nothing written, when a
    table already was."""
    cursor = db.execute("UPDATE draws SET table_view_key = ? WHERE key = ? AND "
                        "table_view_key IS NULL", [view_key, key])
    if cursor.rowcount != 1:
        raise EventError(say("a table was already started from this draw"), "game")
