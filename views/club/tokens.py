"""The links printed on paper: each table number's card and the check-in code.

A card or the check-in code must let the players at a table act without holding the event's
edit link, and must not be guessable from the room's link (which the TV shows): each carries a
128-bit HMAC of its purpose, keyed with the event's edit key, checked by recomputing it."""

from __future__ import annotations

import base64
import hashlib
import hmac

from flask import url_for

from scorebook.tournaments.record import EventRecord

from ..tables import base_url


def token(event: EventRecord, purpose: str) -> str:
    digest = hmac.new(event.edit_key.encode(), purpose.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:16]).decode().rstrip("=")


def valid(event: EventRecord, purpose: str, given: str) -> bool:
    return hmac.compare_digest(token(event, purpose), given)


def card_url(event: EventRecord, number: int) -> str:
    return base_url() + url_for("club.table_card", key=event.view_key, number=number,
                                mac=token(event, f"table:{number}"))


def check_in_url(event: EventRecord) -> str:
    return base_url() + url_for("club.check_in_page", key=event.view_key,
                                mac=token(event, "check-in"))
