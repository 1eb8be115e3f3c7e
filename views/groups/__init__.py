"""A group's pages and API: its members, their history across nights, and a club's season.

One blueprint (``groups``): the JSON API (:mod:`.api`), the group's and each member's pages
(:mod:`.pages`), the export, the import and the CSVs (:mod:`.transfer`), and what a table or an
event started for a group asks of it (:mod:`.joining`). What a page shows is worked out from
the group's tables and events (:mod:`scorebook.groups.view`), kept by their heads in the app's
cache, so a page after the tenth Friday reads only what moved.
"""

from __future__ import annotations

from .base import bp, current_view, find_group, groups_db, refused
from . import api, pages, transfer  # (they add their routes to bp)

__all__ = ["api", "bp", "current_view", "find_group", "groups_db", "refused", "pages", "transfer"]
