"""One SQLite connection a request, opened on first use and closed at teardown (as flaskr)."""

from __future__ import annotations

import click
import sqlite_utils
from flask import Flask, current_app, g

from scorebook import store


def get_db() -> sqlite_utils.Database:
    if "db" not in g:
        g.db = store.connect(current_app.config["DATABASE"])
    return g.db


def close_db(error: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.conn.close()


@click.command("init-db")
def init_db_command() -> None:
    """Create or migrate the database file."""
    version = store.migrate(get_db())
    click.echo(f"Database ready (schema version {version}).")


def init_app(app: Flask) -> None:
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
