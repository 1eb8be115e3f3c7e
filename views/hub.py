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
    __slots__ = ("seq", "changed", "waiting")

    def __init__(self, lock: threading.Lock, seq: int) -> None:
        self.seq = seq
        self.changed = threading.Condition(lock)
        self.waiting = 0


class Hub:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._topics: OrderedDict[str, _Topic] = OrderedDict()

    def _topic(self, name: str, seq: int) -> _Topic:
        topic = self._topics.get(name)
        if topic is None:
            topic = self._topics[name] = _Topic(self._lock, seq)
            while len(self._topics) > TOPICS_KEPT:
                oldest, first = next(iter(self._topics.items()))
                if first.waiting:
                    self._topics.move_to_end(oldest)
                    break
                del self._topics[oldest]
        self._topics.move_to_end(name)
        return topic

    def publish(self, name: str, seq: int) -> None:
        """``name`` (a table's edit key, an event's key) is now at ``seq``: wake its streams."""
        with self._lock:
            topic = self._topic(name, seq)
            if seq != topic.seq:
                topic.seq = seq
                topic.changed.notify_all()

    def wait(self, name: str, after: int, timeout: float) -> int:
        """The newest seq of ``name`` once it differs from ``after``, or ``after`` when
        ``timeout`` seconds pass first (time for a heartbeat)."""
        with self._lock:
            topic = self._topic(name, after)
            if topic.seq < after:
                topic.seq = after  # the caller read a newer seq from the database itself
            topic.waiting += 1
            try:
                topic.changed.wait_for(lambda: topic.seq != after, timeout)
            finally:
                topic.waiting -= 1
            return topic.seq

    def forget(self) -> None:
        """The database was replaced: what the hub knew of it no longer holds."""
        with self._lock:
            for topic in self._topics.values():
                topic.seq = -1
                topic.changed.notify_all()


def hub() -> Hub:
    return current_app.extensions["kibitzer.hub"]
