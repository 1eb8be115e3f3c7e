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
from views import home  # noqa: E402


@pytest.fixture
def app(tmp_path: Path) -> Any:
    home.LIMIT.seen.clear()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "kibitzer.sqlite3"),
                       "BASE_URL": "http://kibitzer.test"})


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


class Table:
    """A table started through the API, with a short way to post actions."""

    def __init__(self, client: Any, game: str = "bura", names: tuple[str, ...] = ("Ann", "Boris"),
                 **options: Any) -> None:
        self.client = client
        body = {"game": game, "players": [{"name": n} for n in names], "options": options}
        response = client.post("/api/v1/tables", json=body)
        assert response.status_code == 201, response.json
        self.created = response.json
        self.edit_key = response.json["edit_key"]
        self.view_key = response.json["view_key"]
        self._n = 0

    def post(self, kind: str, key: str | None = None, **fields: Any) -> Any:
        self._n += 1
        fields.setdefault("idempotency_key", f"test-{self._n}")
        return self.client.post(f"/api/v1/tables/{key or self.edit_key}/events",
                                json={"kind": kind, **fields})

    def act(self, kind: str, **fields: Any) -> dict[str, Any]:
        response = self.post(kind, **fields)
        assert response.status_code in (200, 201), response.json
        return response.json

    def state(self) -> dict[str, Any]:
        return self.client.get(f"/api/v1/tables/{self.edit_key}").json

    def tokens(self) -> list[int]:
        return [p["tokens"] for p in self.state()["players"]]


@pytest.fixture
def table(client: Any) -> Table:
    return Table(client, tokens=20, ante=1)
