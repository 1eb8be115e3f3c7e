"""Which tables changed, told to whoever waits on them: every stream of a table (a phone's page,
a scoreboard, a TV, a bot) waits here for the table's next action instead of polling.

One process serves the room, so the hub is a dictionary of conditions: the store tells it each
committed action (:func:`scorebook.store.use_notify`), and each waiting stream wakes, reads the
table once and sends what changed. Under gevent a condition is a greenlet's wait, so thousands
of idle streams cost a few kilobytes each.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from flask import current_app

TOPICS_KEPT = 4096
"""Tables remembered with no stream waiting (a table's newest seq, so a stream that starts just
after an action still sees it)."""


class _Topic:
    """A topic's seq, and the event its waiting streams wait on: set (and replaced by a fresh
    one) when the seq moves. Under gevent an event's waiters are woken by the hub in C; a
    condition woke each through a lock of its own, in Python (a tenth of a stream's work at
    each change, with 400 screens on one event)."""

    __slots__ = ("seq", "changed", "waiting", "nudges")

    def __init__(self, seq: int) -> None:
        self.seq = seq
        self.changed = threading.Event()
        self.waiting = 0
        self.nudges = 0
        """Wakes with no change of its own (the table's event moved): its streams look again."""

    def moved(self) -> None:
        """The seq moved: wake whoever waits, and wait afresh from now."""
        woken, self.changed = self.changed, threading.Event()
        woken.set()


class Hub:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._topics: OrderedDict[str, _Topic] = OrderedDict()
        self._relays: dict[str, str] = {}
        """A table's edit key → the event it is played in: its actions wake the event's
        streams too (the room's standings come from its tables)."""
        self._followers: OrderedDict[str, set[str]] = OrderedDict()
        """An event's edit key → its tables whose pages are open: the event's own actions (the
        next round drawn) wake their streams, which show the round's guide cards."""

    def _topic(self, name: str, seq: int) -> _Topic:
        topic = self._topics.get(name)
        if topic is None:
            topic = self._topics[name] = _Topic(seq)
            while len(self._topics) > TOPICS_KEPT:
                oldest, first = next(iter(self._topics.items()))
                if first.waiting:
                    self._topics.move_to_end(oldest)
                    break
                del self._topics[oldest]
        self._topics.move_to_end(name)
        return topic

    def publish(self, name: str, seq: int) -> None:
        """``name`` (a table's edit key) is now at ``seq``: wake its streams, and those of the
        event it is played in."""
        with self._lock:
            topic = self._topic(name, seq)
            if seq != topic.seq:
                topic.seq = seq
                topic.moved()
            relayed = self._relays.get(name)
        if relayed is not None:
            self.bump(relayed)

    def bump(self, name: str) -> None:
        """Something of ``name`` (an event) changed: wake its streams (its seq counts the
        changes this process has seen; the stream reads what changed itself)."""
        with self._lock:
            topic = self._topic(name, 0)
            topic.seq += 1
            topic.moved()

    def follow(self, table: str, event: str) -> None:
        """The pages of ``table`` (a round's) show its ``event``: :meth:`event_changed` wakes
        their streams."""
        with self._lock:
            self._followers.setdefault(event, set()).add(table)
            self._followers.move_to_end(event)
            while len(self._followers) > TOPICS_KEPT:
                self._followers.popitem(last=False)

    def event_changed(self, name: str) -> None:
        """An action of the event ``name`` itself (a round, a result entered, an entrant): wake
        its streams, and those of its tables' pages, which show the event too. Not for a hand
        played at one of its tables (:meth:`publish` relays those to the event alone): a
        hand at one table does not change another's page."""
        self.bump(name)
        with self._lock:
            for table in self._followers.get(name, ()):
                topic = self._topics.get(table)
                if topic is not None:
                    topic.nudges += 1
                    topic.moved()

    def nudges(self, name: str) -> int:
        """How many times ``name``'s streams were woken to look again with no change of its
        own (a stream that was reading then looks again before it waits)."""
        with self._lock:
            topic = self._topics.get(name)
            return topic.nudges if topic is not None else 0

    def seq(self, name: str) -> int:
        with self._lock:
            topic = self._topics.get(name)
            return topic.seq if topic is not None else 0

    def relay(self, sources: list[str], target: str) -> None:
        """Actions at the tables ``sources`` wake ``target``'s streams too."""
        with self._lock:
            for source in sources:
                self._relays[source] = target
            while len(self._relays) > 4 * TOPICS_KEPT:
                self._relays.pop(next(iter(self._relays)))

    def wait(self, name: str, after: int, timeout: float, nudged: int | None = None) -> int:
        """The newest seq of ``name`` once it differs from ``after`` (or it is nudged, past
        ``nudged``), or ``after`` when ``timeout`` seconds pass first (time for a
        heartbeat)."""
        with self._lock:
            topic = self._topic(name, after)
            if topic.seq < after:
                topic.seq = after  # the caller read a newer seq from the database itself
            if topic.seq != after or (nudged is not None and topic.nudges != nudged):
                return topic.seq
            changed = topic.changed
            topic.waiting += 1
        try:
            changed.wait(timeout)
        finally:
            with self._lock:
                topic.waiting -= 1
        return topic.seq

    def forget(self) -> None:
        """The database was replaced: what the hub knew of it no longer holds."""
        with self._lock:
            for topic in self._topics.values():
                topic.seq = -1
                topic.moved()


def hub() -> Hub:
    return current_app.extensions["kibitzer.hub"]
