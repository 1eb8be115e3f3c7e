"""The links printed on paper: each table number's card and the check-in code.

A card or the check-in code must let the players at a table act without holding the event's
edit link, and must not be guessable from the room's link (which the TV shows): each carries a
128-bit HMAC of its purpose, keyed with the event's edit key, checked by recomputing it.

A card also prints a short address to type on a phone that cannot scan (``/k/7QM2XPAK/3``):
the event's short code, 8 letters and digits (Crockford's base 32, no I L O U: 40 bits of the
same HMAC, so it too cannot be worked out from the room's link), and the table's number. It is
found by working out each event's code, newest first (:func:`find_short`)."""

from __future__ import annotations

import base64
import hashlib
import hmac

from flask import url_for

from scorebook.tournaments.record import EventRecord

from ..hosts import base_url


def token(event: EventRecord, purpose: str) -> str:
    digest = hmac.new(event.edit_key.encode(), purpose.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:16]).decode().rstrip("=")


def valid(event: EventRecord, purpose: str, given: str) -> bool:
    return hmac.compare_digest(token(event, purpose), given)


CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
SHORT = 8
"""Characters of an event's short code (40 bits)."""


def short_code(event: EventRecord) -> str:
    """The event's short code, for the address a card prints to be typed."""
    digest = hmac.new(event.edit_key.encode(), b"short", hashlib.sha256).digest()
    number = int.from_bytes(digest[:5], "big")
    return "".join(CROCKFORD[(number >> (5 * i)) & 31] for i in reversed(range(SHORT)))


def typed_code(text: str) -> str | None:
    """A short code as typed (any case, with spaces or dashes, O for 0 and I or L for 1), or
    None when it cannot be one."""
    cleaned = text.upper().replace("-", "").replace(" ", "").replace("O", "0")
    cleaned = cleaned.replace("I", "1").replace("L", "1")
    if len(cleaned) != SHORT or any(c not in CROCKFORD for c in cleaned):
        return None
    return cleaned


def short_url(event: EventRecord, number: int) -> str:
    """The card's address to type: the server, the event's short code, the table."""
    return base_url() + url_for("club.short_card", code=short_code(event), number=number)


def card_url(event: EventRecord, number: int) -> str:
    return base_url() + url_for("club.table_card", key=event.view_key, number=number,
                                mac=token(event, f"table:{number}"))


def check_in_url(event: EventRecord) -> str:
    return base_url() + url_for("club.check_in_page", key=event.view_key,
                                mac=token(event, "check-in"))
