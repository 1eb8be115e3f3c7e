"""What one client and one table may write, and from where.

- A device may start at most ``TABLES_PER_CLIENT_PER_HOUR`` tables (only tables actually
  made count, never a refused form), and a table takes at most ``WRITES_PER_TABLE_PER_MINUTE``
  actions, a client at most ``WRITES_PER_CLIENT_PER_MINUTE``: past that, a 429 that says when
  to try again (``Retry-After``), never a 500.
- A form that changes anything must come from Kibitzer's own pages: a browser's cross-site post
  (``Sec-Fetch-Site: cross-site``, or an ``Origin`` of another host) is refused with a page
  that says so, so another website the host visits cannot start tables or act on them.

The counters hang on the app (``app.extensions``), one set per app.
"""

from __future__ import annotations

import threading
import time
from collections import defaultdict, deque
from urllib.parse import urlsplit

from flask import Flask, current_app, request

from referee.words import Message, join, say_n


class TooManyError(Exception):
    """Over a limit: answered 429 with ``Retry-After`` by the app's error handler (it is not a
    ruling on the input, so the views' handlers of bad input let it through)."""

    def __init__(self, message: Message, retry_after: int) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


class CrossSiteError(Exception):
    """A state-changing request sent by another website's page."""


class Window:
    """Events per key in a sliding window."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.stamps: dict[str, deque[float]] = defaultdict(deque)
        self.lock = threading.Lock()

    def wait(self, key: str, limit: int) -> int:
        """Seconds until one more is allowed (0: now)."""
        now = time.monotonic()
        with self.lock:
            stamps = self.stamps[key]
            while stamps and now - stamps[0] > self.seconds:
                stamps.popleft()
            if len(stamps) < limit:
                return 0
            return max(1, int(self.seconds - (now - stamps[0])) + 1)

    def count(self, key: str) -> None:
        with self.lock:
            self.stamps[key].append(time.monotonic())


class Limits:
    def __init__(self) -> None:
        self.tables = Window(3600.0)
        self.table_writes = Window(60.0)
        self.client_writes = Window(60.0)
        self.last_tap: dict[str, tuple[tuple[str, str], float]] = {}


def limits() -> Limits:
    return current_app.extensions["kibitzer.limits"]


def client() -> str:
    return request.remote_addr or "?"


def allow_creation() -> None:
    """Refuse a new table from a device that has started its hour's worth."""
    limit = int(current_app.config.get("TABLES_PER_CLIENT_PER_HOUR", 60))
    wait = limits().tables.wait(client(), limit)
    if wait:
        raise TooManyError(join(
            say_n("this device has started {n} table in the last hour",
                  "this device has started {n} tables in the last hour", limit),
            say_n("try again in {n} minute", "try again in {n} minutes", wait // 60 + 1),
            sep="; "), wait)


def created() -> None:
    """A table was made: it counts toward the device's hour."""
    limits().tables.count(client())


def allow_write(table_key: str) -> None:
    """Refuse an action past the table's or the client's minute's worth."""
    per_table = int(current_app.config.get("WRITES_PER_TABLE_PER_MINUTE", 600))
    per_client = int(current_app.config.get("WRITES_PER_CLIENT_PER_MINUTE", 1200))
    wait = max(limits().table_writes.wait(table_key, per_table),
               limits().client_writes.wait(client(), per_client))
    if wait:
        raise TooManyError(say_n("too many actions in the last minute; nothing was recorded: "
                                 "try again in {n} second",
                                 "too many actions in the last minute; nothing was recorded: "
                                 "try again in {n} seconds", wait), wait)


def wrote(table_key: str) -> None:
    limits().table_writes.count(table_key)
    limits().client_writes.count(client())


SECOND_TAP_SECONDS = 1.5
REPEATABLE = frozenset({"bet", "transfer", "lose", "undo", "buy_in"})
"""Actions two people may rightly enter one after the other (two bets); any other action
tapped again within a moment of the page changing is a double tap, and does nothing."""


DEVICE_COOKIE = "kibitzer_device"


def device() -> str:
    """This phone (a random cookie the pages set), or its address when it has none."""
    return request.cookies.get(DEVICE_COOKIE) or client()


def second_tap(table_key: str, kind: str, payload: dict) -> bool:
    """The same action with the same fields, from the same phone, again within a moment of
    the page changing. Another phone's action is never taken for a double tap."""
    last = limits().last_tap.get(f"{table_key}/{device()}")
    return (kind not in REPEATABLE and last is not None and last[0] == (kind, repr(payload))
            and time.monotonic() - last[1] < SECOND_TAP_SECONDS)


def tapped(table_key: str, kind: str, payload: dict) -> None:
    limits().last_tap[f"{table_key}/{device()}"] = ((kind, repr(payload)), time.monotonic())


def same_site() -> None:
    """Refuse a state-changing request that another website's page sent."""
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    # a browser that says where a request comes from is believed: a page's own form posted
    # without JavaScript comes with "Origin: null" (the pages send no referrer) and
    # "Sec-Fetch-Site: same-origin"
    site = request.headers.get("Sec-Fetch-Site", "").lower()
    if site:
        if site not in ("same-origin", "none"):
            raise CrossSiteError()
        return
    origin = request.headers.get("Origin")
    if origin == "null" or (origin and urlsplit(origin).netloc.lower() != request.host.lower()):
        raise CrossSiteError()


def init_app(app: Flask) -> None:
    app.extensions["kibitzer.limits"] = Limits()
    app.before_request(same_site)


