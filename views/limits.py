"""What one client and one table may write, and from where.

- A device may start at most ``TABLES_PER_CLIENT_PER_HOUR`` tables (only tables actually
  made count, never a refused form), and a table takes at most ``WRITES_PER_TABLE_PER_MINUTE``
  actions, a client at most ``WRITES_PER_CLIENT_PER_MINUTE``: past that, a 429 that says when
  to try again (``Retry-After``), never a 500.
- A form that changes anything must come from Kibitzer's own pages: a browser's cross-site post
  (``Sec-Fetch-Site: cross-site``, an ``Origin`` of another host, or ``Origin: null`` without
  fetch metadata) is refused with a page that says so, so another website the host visits
  cannot start tables or act on them (:func:`same_site`).

The counters hang on the app (``app.extensions``), one set per app.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from urllib.parse import urlsplit

from flask import Flask, current_app, g, request

from referee.words import Message, clauses, say_n


class TooManyError(Exception):
    """Over a limit: answered 429 with ``Retry-After`` by the app's error handler (it is not a
    ruling on the input, so the views' handlers of bad input let it through)."""

    def __init__(self, message: Message, retry_after: int) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


class CrossSiteError(Exception):
    """A state-changing request sent by another website's page."""


class Slot:
    """One action's place in a window, taken before the action runs: kept when the action was
    recorded, given back when it was not (a refusal, a repeated idempotency key)."""

    def __init__(self, window: Window, key: str, stamp: float) -> None:
        self.window, self.key, self.stamp = window, key, stamp
        self.kept = False

    def give_back(self) -> None:
        self.window.give_back(self.key, self.stamp)


class Window:
    """Actions per key in a sliding window, counted as they are let through.

    Checking and counting are one step under one lock (:meth:`take`), so racing requests can
    never all pass a check before any of them counts. The state is bounded in size and time:
    a key holds at most its limit of stamps, a key whose stamps have all aged out is dropped,
    and at most ``most_keys`` keys are kept (the longest idle go first), so a flood of keys,
    known or not, leaves nothing behind.
    """

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic,
                 most_keys: int = 10_000) -> None:
        self.seconds = seconds
        self.clock = clock
        self.most_keys = most_keys
        self.stamps: OrderedDict[str, deque[float]] = OrderedDict()
        """By key, the keys in the order they last took a slot."""
        self.lock = threading.Lock()

    def take(self, key: str, limit: int) -> Slot | None:
        """A slot for one more action now, or None when the key has had its ``limit``."""
        now = self.clock()
        with self.lock:
            self._forget_idle(now)
            stamps = self.stamps.get(key)
            if stamps is None:
                stamps = self.stamps[key] = deque()
            while stamps and now - stamps[0] >= self.seconds:
                stamps.popleft()
            if len(stamps) >= limit:
                if not stamps:
                    del self.stamps[key]
                return None
            stamps.append(now)
            self.stamps.move_to_end(key)
            while len(self.stamps) > self.most_keys:
                self.stamps.popitem(last=False)
        return Slot(self, key, now)

    def wait(self, key: str) -> int:
        """Seconds until the key's oldest action leaves the window (at least 1)."""
        now = self.clock()
        with self.lock:
            stamps = self.stamps.get(key)
            oldest = stamps[0] if stamps else now
        return max(1, int(self.seconds - (now - oldest)) + 1)

    def give_back(self, key: str, stamp: float) -> None:
        with self.lock:
            stamps = self.stamps.get(key)
            if stamps is None:
                return
            try:
                stamps.remove(stamp)
            except ValueError:
                pass
            if not stamps:
                del self.stamps[key]

    def _forget_idle(self, now: float) -> None:
        """Drop the keys whose newest stamp has aged out (they are first in line)."""
        while self.stamps:
            key, stamps = next(iter(self.stamps.items()))
            if stamps and now - stamps[-1] < self.seconds:
                return
            del self.stamps[key]

    def size(self) -> int:
        with self.lock:
            return len(self.stamps)


class Limits:
    def __init__(self) -> None:
        self.tables = Window(3600.0)
        self.table_writes = Window(60.0)
        self.client_writes = Window(60.0)
        self.last_tap: OrderedDict[str, tuple[tuple[str, str], float]] = OrderedDict()
        self.tap_lock = threading.Lock()


def limits() -> Limits:
    return current_app.extensions["kibitzer.limits"]


def client() -> str:
    return request.remote_addr or "?"


def _held() -> dict[str, Slot]:
    """The slots this request has taken, by window, until it ends."""
    if "kibitzer_slots" not in g:
        g.kibitzer_slots = {}
    return g.kibitzer_slots


def allow_creation() -> None:
    """Refuse a new table (or draw) from a device that has started its hour's worth; else
    hold its place in the hour until :func:`created` keeps it or the request ends."""
    limit = int(current_app.config.get("TABLES_PER_CLIENT_PER_HOUR", 60))
    slot = limits().tables.take(client(), limit)
    if slot is None:
        wait = limits().tables.wait(client())
        raise TooManyError(clauses(
            say_n("this device has started {n} table in the last hour",
                  "this device has started {n} tables in the last hour", limit),
            say_n("try again in {n} minute", "try again in {n} minutes", wait // 60 + 1)), wait)
    _held()["tables"] = slot


def created() -> None:
    """A table was made: it counts toward the device's hour."""
    _keep("tables")


def allow_write(table_key: str) -> None:
    """Refuse an action past the table's or the client's minute's worth; else hold its place
    in both minutes until :func:`wrote` keeps it or the request ends (an action refused or
    already applied gives it back)."""
    per_table = int(current_app.config.get("WRITES_PER_TABLE_PER_MINUTE", 600))
    per_client = int(current_app.config.get("WRITES_PER_CLIENT_PER_MINUTE", 1200))
    table_slot = limits().table_writes.take(table_key, per_table)
    client_slot = limits().client_writes.take(client(), per_client) if table_slot else None
    if table_slot is None or client_slot is None:
        if table_slot is not None:
            table_slot.give_back()
        wait = (limits().table_writes.wait(table_key) if table_slot is None
                else limits().client_writes.wait(client()))
        raise TooManyError(say_n("too many actions in the last minute; nothing was recorded: "
                                 "try again in {n} second",
                                 "too many actions in the last minute; nothing was recorded: "
                                 "try again in {n} seconds", wait), wait)
    _held()["table_writes"] = table_slot
    _held()["client_writes"] = client_slot


def wrote(table_key: str) -> None:
    _keep("table_writes", "client_writes")


def _keep(*windows: str) -> None:
    for name in windows:
        slot = _held().get(name)
        if slot is not None:
            slot.kept = True


def give_back_unused(error: BaseException | None = None) -> None:
    """At the end of a request, the places it held for actions it did not record."""
    for slot in g.pop("kibitzer_slots", {}).values():
        if not slot.kept:
            slot.give_back()


SECOND_TAP_SECONDS = 1.5
REPEATABLE = frozenset({"bet", "transfer", "lose", "undo", "buy_in"})
"""Actions two people may rightly enter one after the other (two bets); any other action
tapped again within a moment of the page changing is a double tap, and does nothing."""


DEVICE_COOKIE = "kibitzer_device"


def device() -> str:
    """This phone (a random cookie the pages set), or its address when it has none."""
    return request.cookies.get(DEVICE_COOKIE) or client()


TAPS_KEPT = 4096


def second_tap(table_key: str, kind: str, payload: dict) -> bool:
    """The same action with the same fields, from the same phone, again within a moment of
    the page changing. Another phone's action is never taken for a double tap."""
    last = limits().last_tap.get(f"{table_key}/{device()}")
    return (kind not in REPEATABLE and last is not None and last[0] == (kind, repr(payload))
            and time.monotonic() - last[1] < SECOND_TAP_SECONDS)


def tapped(table_key: str, kind: str, payload: dict) -> None:
    """Remember the phone's last action for a moment (taps older than that are forgotten, and
    at most ``TAPS_KEPT`` are kept)."""
    kept = limits()
    now = time.monotonic()
    with kept.tap_lock:
        taps = kept.last_tap
        taps[f"{table_key}/{device()}"] = ((kind, repr(payload)), now)
        taps.move_to_end(f"{table_key}/{device()}")
        while taps and (len(taps) > TAPS_KEPT
                        or now - next(iter(taps.values()))[1] >= SECOND_TAP_SECONDS):
            taps.popitem(last=False)


def same_site() -> None:
    """Refuse a state-changing request that another website's page sent.

    A current browser says where a request comes from in ``Sec-Fetch-Site``, which no page can
    set: only ``same-origin`` (or ``none``, the user's own doing) is Kibitzer's own page, so
    ``cross-site`` and ``same-site`` (another site of the same domain, or another port) are
    refused. An ``Origin`` of another host is refused too. ``Origin: null`` is what a sandboxed
    frame or a ``data:`` page of any website sends, so without fetch metadata (an older browser)
    it is refused; with ``Sec-Fetch-Site: same-origin`` it is Kibitzer's own form posted
    without script (the Fetch standard sends null for a form from a page whose referrer policy
    is no-referrer, as Kibitzer's are). No ``Origin`` at all is not a browser's form (an API
    client) and passes."""
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    site = request.headers.get("Sec-Fetch-Site", "").lower()
    if site in ("cross-site", "same-site"):
        raise CrossSiteError()
    origin = request.headers.get("Origin")
    if origin == "null":
        if site not in ("same-origin", "none"):
            raise CrossSiteError()
    elif origin and urlsplit(origin).netloc.lower() != request.host.lower():
        raise CrossSiteError()


def init_app(app: Flask) -> None:
    # same_site runs in views.before, give_back_unused in views.finish
    app.extensions["kibitzer.limits"] = Limits()


