"""The round's clock and the calls' waiting as the pages write them: the time left, how long a
call has waited, and the server's time for the page's script (static/clock.js), which counts
on by itself from there, in step with the server whatever the phone's own clock says."""

from __future__ import annotations

from datetime import datetime, timezone

from .base import bp


@bp.app_template_filter()
def clock_time(seconds: int | None) -> str:
    """39:05, or 1:05:00 past the hour: what a clock shows, the same in every language."""
    total = max(0, int(seconds or 0))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@bp.app_template_filter()
def waited_time(at: str) -> str:
    """How long since ``at`` (an action's time), as a clock shows it."""
    try:
        since = datetime.fromisoformat(at)
    except ValueError:
        return ""
    if since.tzinfo is None:
        since = since.replace(tzinfo=timezone.utc)
    return clock_time(int((datetime.now(timezone.utc) - since).total_seconds()))


@bp.app_template_global()
def server_now_ms() -> int:
    return int(datetime.now(timezone.utc).timestamp() * 1000)
