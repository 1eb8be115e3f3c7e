"""Small helpers for the tests: a table started through the JSON API, and a stand-in
language that marks every template it translates."""

from __future__ import annotations

import gettext
import re
from typing import Any


class Marking(gettext.NullTranslations):
    """A language whose every template is the English one between ``left`` and ``right``
    (a join's bare placeholders, which no catalog holds, are left as they are): what comes out
    marked went through the reader's language. It answers the referee's ``gettext`` and
    Flask-Babel's ``ugettext`` alike."""

    def __init__(self, left: str, right: str) -> None:
        super().__init__()
        self.left, self.right = left, right

    def gettext(self, message: str) -> str:
        if not re.search(r"\w", re.sub(r"\{\w+\}", "", message)):
            return message
        return f"{self.left}{message}{self.right}"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"{self.left}{singular if n == 1 else plural}{self.right}"

    def pgettext(self, context: str, message: str) -> str:
        return f"{self.left}{message}{self.right}"

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)

    ugettext, ungettext, upgettext, unpgettext = gettext, ngettext, pgettext, npgettext


CARD_TOKEN = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9AKQJ])([SHDC])(?![\w])")
CARD_RUN = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9AKQJ])[SHDC](?: (?:10|[2-9AKQJ])[SHDC])*(?![\w])")


def as_shown(text: str, game: str, options: dict[str, Any] | None = None) -> str:
    """An English ruling from the API (canonical cards: ``QS``) as a page of ``game``'s table
    shows it: each card with the table's faces (``Q♠``; the Spanish pack in words)."""
    from referee.cards import parse_card
    from referee.faces import shown_text
    from referee.games import GAMES
    from referee.faces import Faces
    faces = GAMES[game].faces_for(options)
    if faces is Faces.SPANISH:  # its suits are words of its own: "Cups are trumps."
        text = SUIT_WORD.sub(lambda m: SPANISH_SUITS[m.group(0).lower()].capitalize()
                             if m.group(0)[0].isupper() else SPANISH_SUITS[m.group(0)], text)
    return CARD_RUN.sub(lambda m: shown_text([parse_card(t) for t in m.group(0).split()],
                                             faces), text)


SUIT_WORD = re.compile(r"\b([Ss]pades|[Hh]earts|[Dd]iamonds|[Cc]lubs)\b")
SPANISH_SUITS = {"spades": "swords", "hearts": "cups", "diamonds": "coins", "clubs": "clubs"}
"""The English suits as the Spanish pack's are said in English."""


def faces_of(text: str) -> str:
    """Canonical cards in a text as French-suited faces, in English: ``QS`` → ``Q♠``."""
    return CARD_TOKEN.sub(lambda m: m.group(1) + "♠♥♦♣"["SHDC".index(m.group(2))], text)


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

    def next(self, kind: str, **fields: Any) -> dict[str, Any]:
        """The next hand dealt, then its result: a hand has one result, and a second before
        the deal is refused (issue 25)."""
        self.act("deal")
        return self.act(kind, **fields)

    def state(self) -> dict[str, Any]:
        return self.client.get(f"/api/v1/tables/{self.edit_key}").json

    def tokens(self) -> list[int]:
        return [p["tokens"] for p in self.state()["players"]]
