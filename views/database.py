"""The SQLite connection a request uses, and the database commands of ``flask --app app``.

Each server thread keeps its connection open between requests (opening one costs more than
answering a scoreboard poll); teardown only makes sure no transaction is left open. A thread
keeps connections to at most a few database files (tests open many), closing the oldest.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path

import click
import sqlite_utils
from flask import Flask, current_app, g

from scorebook import backup, store

KEEP_PER_THREAD = 4
_local = threading.local()


def _pool() -> OrderedDict[str, sqlite_utils.Database]:
    pool = getattr(_local, "pool", None)
    if pool is None:
        pool = _local.pool = OrderedDict()
    return pool


def get_db() -> sqlite_utils.Database:
    if "db" not in g:
        path = current_app.config["DATABASE"]
        pool = _pool()
        db = pool.get(path)
        if db is None:
            db = pool[path] = store.connect(path)
            while len(pool) > KEEP_PER_THREAD:
                pool.popitem(last=False)[1].conn.close()
        pool.move_to_end(path)
        g.db = db
    return g.db


def close_db(error: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None and db.conn.in_transaction:
        db.conn.rollback()


def forget_connections() -> None:
    """Close this thread's kept connections (after a restore, or at the end of a test)."""
    pool = _pool()
    while pool:
        pool.popitem()[1].conn.close()


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
    """Replace the database's contents with the backup at PATH (stop the server first)."""
    forget_connections()
    try:
        pages = backup.restore(path, current_app.config["DATABASE"])
    except sqlite3.DatabaseError as error:
        raise click.ClickException(f"{path} cannot be restored: {error}") from None
    click.echo(f"Restored {current_app.config['DATABASE']} from {path} ({pages} pages). "
               "Restart the server if it was running.")


def init_app(app: Flask) -> None:
    app.teardown_appcontext(close_db)
    for command in (init_db_command, backup_command, restore_command):
        app.cli.add_command(command)
