"""The SQLite connection a request uses, and the database commands of ``flask --app app``.

The app keeps a few connections open between requests (opening one costs more than answering
a scoreboard poll): a request takes one on first use and gives it back at its end, with no
transaction left open.
"""

from __future__ import annotations

import errno
import fcntl
import os
import sqlite3
import struct
import threading
import weakref
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import click
import sqlite_utils
from flask import Flask, current_app, g, make_response, request

from referee.words import Verbatim, say
from scorebook import backup, store

from .hub import Hub

OPEN = 16
"""Connections to each database file the app holds open, lent one at a time (a request's, a
stream's read) and never closed while the server runs. A connection closed while another of
the process still holds a lock on the file cannot give its file descriptor back (SQLite keeps
it until the last lock goes, which under WAL is never while any stays open): when 300 phones'
streams woke at once and each opened a connection of its own, the server kept 300 files open
for the rest of the night. A taker finding all of them lent waits for one (:data:`WAIT`)."""
WAIT = 2.0
"""Seconds a taker waits for a connection given back before it opens one more (closed when
given back): a request that holds one and asks for a second never waits for ever."""
Identity = tuple[int, int]


class DatabaseInUseError(RuntimeError):
    """Another process (a running server) holds the database."""


class Connections:
    """The open connections to each database file, lent to one request at a time.

    Not one a thread: under gevent every request is a greenlet (and a watching phone's stream
    one too), so a connection is taken for a request and given back at its end, and a stream
    takes one only while it reads. At most :data:`OPEN` a file, kept open.
    """

    def __init__(self) -> None:
        self._idle: dict[str, list[tuple[sqlite_utils.Database, Identity]]] = {}
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()
        self._given = threading.Condition(self._lock)

    def take(self, path: str) -> tuple[sqlite_utils.Database, bool]:
        """A connection to ``path``, and whether the file was replaced since the last one
        (nothing cached about the old file may then be shown or written over)."""
        now = identity(path)
        stale: list[sqlite_utils.Database] = []
        with self._lock:
            idle = self._idle.setdefault(path, [])
            if idle and idle[-1][1] != now:
                stale = [db for db, _ in idle]
                idle.clear()
                self._open[path] = self._open.get(path, 0) - len(stale)
            if not idle and self._open.get(path, 0) >= OPEN:
                self._given.wait_for(lambda: bool(idle), WAIT)
            found = idle.pop() if idle else None
            if found is None:
                self._open[path] = self._open.get(path, 0) + 1
        for old in stale:
            # the old file's log is written into the old file and emptied first, so the new
            # file is never read through a log that is not its own
            try:
                old.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.DatabaseError:
                pass
            old.conn.close()
        if found is not None:
            return found[0], bool(stale)
        try:
            db = store.connect(path)
        except BaseException:
            with self._lock:
                self._open[path] -= 1
            raise
        db.kibitzer_identity = identity(path)  # type: ignore[attr-defined]
        return db, bool(stale)

    def give(self, path: str, db: sqlite_utils.Database) -> None:
        if db.conn.in_transaction:
            db.conn.rollback()
        with self._lock:
            idle = self._idle.setdefault(path, [])
            if self._open.get(path, 0) <= OPEN:
                idle.append((db, db.kibitzer_identity))  # type: ignore[attr-defined]
                self._given.notify()
                return
            self._open[path] -= 1  # one more than the pool, opened by a taker that waited
        db.conn.close()

    def close_all(self) -> None:
        with self._lock:
            every = [db for idle in self._idle.values() for db, _ in idle]
            self._idle.clear()
            self._open.clear()
        for db in every:
            db.conn.close()


def identity(path: str) -> Identity:
    """Which file is at ``path`` now (a file moved or copied over it is another one)."""
    try:
        found = os.stat(path)
    except OSError:
        return (0, 0)
    return (found.st_dev, found.st_ino)


def connections() -> Connections:
    return current_app.extensions["kibitzer.connections"]


def get_db() -> sqlite_utils.Database:
    """This request's connection (taken from the app's on first use, given back at its end)."""
    if "db" not in g:
        db, replaced = connections().take(current_app.config["DATABASE"])
        if replaced:
            forget_cached_tables()
        _equip(db)
        g.db = db
    return g.db


def _equip(db: sqlite_utils.Database) -> None:
    """What the store needs of this app: its cache (two apps in tests may share a file), how
    to run long work, and the hub to tell of each committed action."""
    store.use_cache(db, current_app.extensions["kibitzer.tables"])
    store.use_offload(db, current_app.extensions["kibitzer.offload"])
    store.use_writer(db, current_app.extensions.get("kibitzer.writing"))
    store.use_notify(db, current_app.extensions["kibitzer.hub"].publish)
    db.kibitzer_changed = current_app.extensions["kibitzer.hub"].event_changed  # an event's


def offload(work: Any, *args: Any) -> Any:
    """This request's long work (a replay, an export of a long evening): the server runs it in
    a thread, so the other requests are served meanwhile."""
    return current_app.extensions["kibitzer.offload"](work, *args)


@contextmanager
def lent_db() -> Iterator[sqlite_utils.Database]:
    """A connection for a moment, outside any request's own (a stream between its events)."""
    db, replaced = connections().take(current_app.config["DATABASE"])
    if replaced:
        forget_cached_tables()
    _equip(db)
    try:
        yield db
    finally:
        connections().give(current_app.config["DATABASE"], db)


def forget_cached_tables() -> None:
    """Drop everything the app keeps about its tables between requests."""
    current_app.extensions["kibitzer.tables"].clear()
    current_app.extensions["kibitzer.regions"].clear()
    current_app.extensions["kibitzer.latest"].clear()
    current_app.extensions["kibitzer.hub"].forget()
    groups = current_app.extensions.get("kibitzer.groups")  # views.groups: nights by heads
    if groups is not None:
        groups.clear()


LOCK_BYTE = 1 << 40
"""The byte of the database file that a server locks: far past SQLite's own lock bytes (at
1 GiB), so the lock never meets SQLite's."""


def lock_path(database: str) -> Path:
    """The note beside the database file itself (its path with every symlink resolved)."""
    return Path(os.path.realpath(database) + ".lock")


class DatabaseLock:
    """A database held by this process: the note beside the file, locked, and (on Linux) a
    lock on the file itself. Both are the file's, not the path's: ``br.sqlite3``, a symlink to
    it, ``sub/../br.sqlite3`` and a hard link all meet them.

    The lock on the file is an open file description lock (``F_OFD_SETLK``): a plain POSIX
    lock would be dropped whenever any descriptor of the file closes in this process, as
    SQLite's do when a connection closes."""

    def __init__(self, note: Any, held: int | None) -> None:
        self.note, self.held = note, held

    def close(self) -> None:
        if self.held is not None:
            os.close(self.held)
            self.held = None
        self.note.close()


def _lock_file_itself(path: str) -> int | None:
    """An exclusive lock on the file (its inode, whatever path names it), or None where the
    platform has no open file description locks; :class:`BlockingIOError` when held."""
    if not hasattr(fcntl, "F_OFD_SETLK"):
        return None
    held = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    # struct flock: type, whence, start, length, pid (0 for an open file description lock)
    wanted = struct.pack("hhqqi", fcntl.F_WRLCK, os.SEEK_SET, LOCK_BYTE, 1, 0)
    try:
        fcntl.fcntl(held, fcntl.F_OFD_SETLK, wanted)
    except OSError as error:
        os.close(held)
        if error.errno in (errno.EAGAIN, errno.EACCES):
            raise BlockingIOError(error.errno, error.strerror) from None
        return None  # a file system without such locks: the note's lock still holds
    return held


def take_lock(database: str) -> DatabaseLock:
    """The database held exclusively by this process while the returned lock stays open."""
    note = open(lock_path(database), "a+")  # noqa: SIM115 (held for the process's life)
    try:
        fcntl.flock(note, fcntl.LOCK_EX | fcntl.LOCK_NB)
        held = _lock_file_itself(os.path.realpath(database))
    except BlockingIOError:
        fcntl.flock(note, fcntl.LOCK_UN)
        note.seek(0)
        holder = note.read().strip() or "another process"
        note.close()
        raise DatabaseInUseError(f"a Kibitzer server ({holder}) has {database} open") \
            from None
    note.seek(0)
    note.truncate()
    note.write(f"pid {os.getpid()}")
    note.flush()
    return DatabaseLock(note, held)


def hold_database(app: Flask) -> None:
    """The serving process holds its database, so a restore cannot run under it."""
    app.extensions["kibitzer.database_lock"] = take_lock(app.config["DATABASE"])


def close_db(error: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        connections().give(current_app.config["DATABASE"], db)


def forget_connections() -> None:
    """Close the kept connections (after a restore)."""
    connections().close_all()


@click.command("init-db")
def init_db_command() -> None:
    """Create or migrate the database file."""
    version = store.migrate(get_db())
    click.echo(f"Database ready (schema version {version}).")


@click.command("backup")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
def backup_command(path: Path) -> None:
    """Copy the database, consistently, to PATH (safe while the server runs); PATH may not be
    the database itself."""
    try:
        pages = backup.backup(current_app.config["DATABASE"], path)
    except backup.LiveTargetError:
        raise click.ClickException(f"{path} is the live database "
                                   f"({current_app.config['DATABASE']}): give another file "
                                   "for the backup (nothing was copied)") from None
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
    if request.htmx:
        response.headers["HX-Retarget"] = "body"
        response.headers["HX-Reswap"] = "innerHTML"
    return response


def init_app(app: Flask) -> None:
    app.extensions["kibitzer.tables"] = store.StateCache()
    app.extensions["kibitzer.hub"] = Hub()
    app.extensions["kibitzer.connections"] = kept = Connections()
    weakref.finalize(app, kept.close_all)  # an app let go (tests make many) closes its files
    app.teardown_appcontext(close_db)
    app.register_error_handler(sqlite3.OperationalError, cannot_write)
    for command in (init_db_command, backup_command, restore_command):
        app.cli.add_command(command)
