"""An event as a stream sends it (``text/event-stream``): its name, its mark and its data."""

from __future__ import annotations


def sse(event: str, seq: int, data: str) -> str:
    """One event: ``id`` the mark a phone resumes from, ``data`` one line per line of text."""
    lines = "".join(f"data: {line}\n" for line in data.split("\n"))
    return f"id: {seq}\nevent: {event}\n{lines}\n"
