"""JSON schema pieces the games' score bodies and answers share (for ``/api/openapi.json``)."""

from __future__ import annotations

from typing import Any

CARDS: dict[str, Any] = {"oneOf": [{"type": "string"},
                                   {"type": "array", "items": {"type": "string"}}],
                         "description": "cards in card notation, as \"QS 10H 7C\""}
PAIR_INT: dict[str, Any] = {"type": "array", "items": {"type": "integer"}, "minItems": 2,
                            "maxItems": 2}
SIDE: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": 3}
NAMES: dict[str, Any] = {"type": "array", "items": {"type": "string", "maxLength": 40},
                         "minItems": 2, "maxItems": 12,
                         "description": "optional: the players' names in the order of play, so "
                                        "the explanation names them (and partners as \"Ann & "
                                        "Carl\") instead of their positions"}


def award(by: tuple[str, ...], description: str) -> dict[str, Any]:
    """The ``award`` of a score answer: what the hand adds to the score pad, per team or seat."""
    points = PAIR_INT if by == ("team",) else {"type": "array", "items": {"type": "integer"}}
    return {"type": "object", "required": ["by", "points"], "description": description,
            "properties": {"by": {"type": "string", "enum": list(by)}, "points": points}}
