"""What a club's organiser needs to know is written down (issue 36, point 7): the README and the
OpenAPI document both say the tie-breaks (head-to-head first, as Genova's Burraco rules put it:
research/club-night.md §1.3), who gets a Danish bye, what a best-of knockout's result counts,
and the import and export routes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_the_readme_says_it() -> None:
    for words in ("head-to-head, which Genova's Burraco rules put first",
                  "an odd field's bye goes to the lowest-ranked entrant among those who have "
                  "sat out least", "its result counts games won, 2 – 1, not points",
                  "GET /e/{edit_key}/export/results.csv", "POST /api/v1/tournaments/import",
                  "movement.csv", "event.json"):
        assert words in " ".join(README.split()), words


def test_the_openapi_document_says_it(client: Any) -> None:
    doc = json.dumps(client.get("/api/openapi.json").get_json())
    for words in ("head-to-head: Genova's Burraco rules put it first",
                  "the lowest-ranked entrant among those who have sat out least",
                  "its result counts games won, 2 \\u2013 1, not points",
                  "/e/{edit_key}/export/event.json", "/api/v1/tournaments/import",
                  "/api/v1/tournaments/{key}/screens"):
        assert words in doc, words
