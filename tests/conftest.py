"""Fixtures in the shape of flaskr's: an app on a temporary SQLite file, its client, and a
small helper that drives a table through the JSON API."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from helpers import Table  # noqa: E402



@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "kibitzer.sqlite3"),
                       "BASE_URL": "http://kibitzer.test"})


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


@pytest.fixture
def table(client: Any) -> Table:
    return Table(client, tokens=20, ante=1)
