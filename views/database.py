"""The SQLite connection a request uses, and the database commands of ``flask --app app``.

Each server thread keeps its connection open between requests (opening one costs more than
answering a scoreboard poll); teardown only makes sure no transaction is left open. A thread
keeps connections to at most a few database files (tests open many), closing the oldest.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

import click
import sqlite_utils
from flask import Flask, current_app, g, make_response, request

from referee.words import Verbatim, say
from scorebook import backup, store

KEEP_PER_THREAD = 4
_local = threading.local()
Identity = tuple[int, int]


class DatabaseInUseError(RuntimeError):
    """Another process (a running server) holds the database."""


def _pool() -> OrderedDict[str, tuple[sqlite_utils.Database, Identity]]:
    pool = getattr(_local, "pool", None)
    if pool is None:
        pool = _local.pool = OrderedDict()
    return pool


def identity(path: str) -> Identity:
    """Which file is at ``path`` now (a file moved or copied over it is another one)."""
    try:
        found = os.stat(path)
    except OSError:
        return (0, 0)
    return (found.st_dev, found.st_ino)


def get_db() -> sqlite_utils.Database:
    if "db" not in g:
        path = current_app.config["DATABASE"]
        pool = _pool()
        kept = pool.get(path)
        now = identity(path)
        if kept is not None and kept[1] != now:
            # the database file was replaced under the running server: nothing it cached
            # about the old one may be shown or written over
            old = pool.pop(path)[0]
            # the old file's log is written into the old file and emptied first, so the new
            # file is never read through a log that is not its own
            try:
                old.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.DatabaseError:
                pass
            old.conn.close()
            forget_cached_tables()
            kept = None
        if kept is None:
            kept = pool[path] = (store.connect(path), identity(path))
            while len(pool) > KEEP_PER_THREAD:
                pool.popitem(last=False)[1][0].conn.close()
        pool.move_to_end(path)
        # two apps (tests) may share a thread's connection to one file: each its own cache
        store.use_cache(kept[0], current_app.extensions["kibitzer.tables"])
        g.db = kept[0]
    return g.db


def forget_cached_tables() -> None:
    """Drop everything the app keeps about its tables between requests."""
    current_app.extensions["kibitzer.tables"].clear()
    current_app.extensions["kibitzer.regions"].clear()


def lock_path(database: str) -> Path:
    return Path(str(database) + ".lock")


def take_lock(database: str) -> Any:
    """An exclusive lock on ``<database>.lock``, held while the returned file stays open."""
    handle = open(lock_path(database), "a+")  # noqa: SIM115 (held for the process's life)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip() or "another process"
        handle.close()
        raise DatabaseInUseError(f"a Kibitzer server ({holder}) has {database} open") \
            from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"pid {os.getpid()}")
    handle.flush()
    return handle


def hold_database(app: Flask) -> None:
    """The serving process holds its database, so a restore cannot run under it."""
    app.extensions["kibitzer.database_lock"] = take_lock(app.config["DATABASE"])


def close_db(error: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None and db.conn.in_transaction:
        db.conn.rollback()


def forget_connections() -> None:
    """Close this thread's kept connections (after a restore, or at the end of a test)."""
    pool = _pool()
    while pool:
        pool.popitem()[1][0].conn.close()


@click.command("init-db")
def init_db_command() -> None:
    """Create or migrate the database file."""
    version = store.migrate(get_db())
    click.echo(f"Database ready (schema version {version}).")


@click.command("backup")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
def backup_command(path: Path) -> None:
    """Copy the database, consistently, to PATH (safe while the server runs)."""
    try:
        pages = backup.backup(current_app.config["DATABASE"], path)
    except sqlite3.DatabaseError as error:
        raise click.ClickException(f"the backup failed: {error}") from None
    click.echo(f"Backed up {current_app.config['DATABASE']} to {path} ({pages} pages).")


@click.command("restore")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def restore_command(path: Path) -> None:
    """Replace the database's contents with the backup at PATH (the server must be stopped)."""
    try:
        lock = take_lock(current_app.config["DATABASE"])
    except DatabaseInUseError as error:
        raise click.ClickException(f"{error}: stop it first, then restore (nothing was "
                                   "changed)") from None
    forget_connections()
    try:
        pages = backup.restore(path, current_app.config["DATABASE"])
    except sqlite3.DatabaseError as error:
        raise click.ClickException(f"{path} cannot be restored: {error}") from None
    finally:
        lock.close()
    forget_cached_tables()
    click.echo(f"Restored {current_app.config['DATABASE']} from {path} ({pages} pages). "
               "Restart the server if it was running.")


def cannot_write(error: sqlite3.OperationalError) -> Any:
    """A full disk, a read-only file or a database locked too long: say so, and that nothing
    was recorded (the write's transaction was rolled back)."""
    message = say("The server cannot write to its database right now ({reason}). Nothing was "
                  "recorded; try again in a moment, or tell whoever runs Kibitzer.",
                  reason=Verbatim(str(error)[:80]))
    if request.path.startswith("/api/"):
        response = make_response({"error": message, "field": None}, 503)
    else:
        from flask import render_template
        response = make_response(render_template("error.html", message=message, status=503),
                                 503)
    response.headers["Retry-After"] = "30"
    if request.headers.get("HX-Request") == "true":
        response.headers["HX-Retarget"] = "body"
        response.headers["HX-Reswap"] = "innerHTML"
    return response


def init_app(app: Flask) -> None:
    app.extensions["kibitzer.tables"] = store.StateCache()
    app.teardown_appcontext(close_db)
    app.register_error_handler(sqlite3.OperationalError, cannot_write)
    for command in (init_db_command, backup_command, restore_command):
        app.cli.add_command(command)
