"""A cache of the latest value read for each key, checked against the head it was read at (the
newest action's seq and row id): a table's state, an event's. The least recently used go first
past ``size``; a value is never changed in place, only replaced."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, Hashable, TypeVar

Value = TypeVar("Value")


class HeadCache(Generic[Value]):
    def __init__(self, size: int) -> None:
        self._kept: OrderedDict[str, tuple[Hashable, Value]] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, key: str, head: Hashable) -> Value | None:
        """The value kept for ``key`` if it was read at ``head`` (None otherwise)."""
        with self._lock:
            found = self._kept.get(key)
            if found is None or found[0] != head:
                return None
            self._kept.move_to_end(key)
            return found[1]

    def put(self, key: str, head: Hashable, value: Value) -> None:
        with self._lock:
            self._kept[key] = (head, value)
            self._kept.move_to_end(key)
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
