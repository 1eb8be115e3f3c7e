"""Backup and restore of the database file with SQLite's online backup API.

A backup is a consistent copy of the whole database as of one moment, taken while the server
keeps writing (the copy restarts by itself if a write lands mid-copy; WAL readers never block).
Restoring copies a backup into the live file through SQLite, so the file is never half-written;
stop the server first (a running server would keep answering from what it had read before).
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from . import store

PAGES_PER_STEP = 1024


def _check(conn: sqlite3.Connection, what: str) -> None:
    result = conn.execute("PRAGMA integrity_check").fetchone()[0]
    if result != "ok":
        raise sqlite3.DatabaseError(f"{what} failed SQLite's integrity check: {result}")


class LiveTargetError(ValueError):
    """A backup's target that is the live database itself (or its log): the copy would be
    moved over the file the server is writing."""


def is_live(database: str | Path, target: str | Path) -> bool:
    """Whether ``target`` names the database file or its ``-wal`` or ``-shm``, by any path:
    the same path written otherwise (relative, ``sub/..``), a symlink, a hard link."""
    live = os.path.realpath(database)
    companions = [live, live + "-wal", live + "-shm"]
    if os.path.realpath(target) in companions:
        return True
    for path in companions:
        try:
            if os.path.samefile(target, path):
                return True
        except OSError:  # one of them does not exist: not the same file
            continue
    return False


def backup(database: str | Path, target: str | Path) -> int:
    """Copy ``database`` to ``target`` (replaced if it exists); answer the pages copied. A
    target that is the live database is refused (:class:`LiveTargetError`), nothing written:
    the copy would have replaced the live file under the running server."""
    if is_live(database, target):
        raise LiveTargetError(f"{target} is the live database")
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    source = sqlite3.connect(str(database), timeout=store.BUSY_TIMEOUT_MS / 1000)
    copy = sqlite3.connect(str(partial))
    try:
        source.backup(copy, pages=PAGES_PER_STEP)
        _check(copy, "the backup")
        pages = copy.execute("PRAGMA page_count").fetchone()[0]
        # a backup file stands alone: no -wal beside it
        copy.execute("PRAGMA journal_mode = DELETE")
    finally:
        copy.close()
        source.close()
    partial.replace(target)
    return int(pages)


def restore(backup_file: str | Path, database: str | Path) -> int:
    """Replace the contents of ``database`` with ``backup_file``; answer the pages copied."""
    source = sqlite3.connect(f"file:{Path(backup_file)}?mode=ro", uri=True)
    try:
        _check(source, "the backup")
        live = sqlite3.connect(str(database), timeout=store.BUSY_TIMEOUT_MS / 1000)
        try:
            source.backup(live, pages=PAGES_PER_STEP)
            live.execute("PRAGMA journal_mode = WAL")
            _check(live, "the restored database")
            pages = live.execute("PRAGMA page_count").fetchone()[0]
        finally:
            live.close()
    finally:
        source.close()
    store.CACHE.clear()  # scripts' cache; a running app's refuses a restore (its lock)
    return int(pages)
