"""Reading the table page's forms into the payloads the scorebook's actions take.

Forms post plain fields, so they work without JavaScript: a seat is a number, a card picker is a
set of checkboxes named ``card`` beside a text box ``cards_text`` for typed cards.
"""

from __future__ import annotations

import secrets
from typing import Any

from werkzeug.datastructures import MultiDict

from referee.errors import InvalidInputError
from referee.numbers import whole
from referee.words import Verbatim, say
from scorebook.events import EventError
from scorebook.kinds import kind_for
from scorebook.state import State

from .cards import typed, use_faces
from .scoring import body_from_form, has_form

LIST_FIELDS = {"seats"}
CARD_FIELDS = {"claim": "captured", "bura": "cards", "discard_challenge": "cards"}


def new_idempotency_key() -> str:
    return secrets.token_urlsafe(12)


def picked_cards(form: MultiDict[str, str]) -> list[str]:
    """The cards tapped in the picker and the cards typed, in that order."""
    tapped = form.getlist("card")
    try:
        return tapped + typed(form.get("cards_text", ""))
    except InvalidInputError as error:
        raise EventError(error.message, "cards_text") from None


def payload_from_form(kind: str, form: MultiDict[str, str], state: State) -> dict[str, Any]:
    use_faces(state.info, state.options)  # typed cards read as this table writes them
    if kind == "hand":
        if not has_form(state.setup.game):
            raise EventError(say("this game has no scoring form"), "kind")
        return {"body": body_from_form(state.info, form, len(state.players))}
    payload: dict[str, Any] = {}
    declared = declared_fields(kind, state)
    for key in form.keys():
        if key not in declared:
            continue  # the page's own fields (the card picker, the points boxes, the controls)
        if key in LIST_FIELDS:
            payload[key] = form.getlist(key)
        else:
            value = form.get(key, "")
            if value != "":
                payload[key] = value
    if kind in CARD_FIELDS:
        payload[CARD_FIELDS[kind]] = picked_cards(form)
    if kind == "score":
        if not any(form.get(name, "").strip() for name in form if name.startswith("points_")):
            raise EventError(say("enter the points for the hand (an empty form is not a hand "
                                 "of zeros)"), "points")
        if state.uses_teams:
            payload["teams"] = [form.get(f"points_t{t}", "") or 0
                                for t in range(state.setup.team_count)]
        else:
            payload["points"] = [form.get(f"points_{s}", "") or 0
                                 for s in range(len(state.players))]
    if kind == "deal":
        payload["ante"] = form.get("ante") == "on"
    if kind == "rename" and payload.get("gender") == "none":
        payload["gender"] = None  # the page's "none": the words about the player need none
    if kind == "undo" and "event" in payload:
        payload["event"] = _int(payload["event"], "event")
    for name in ("seat", "from", "to", "amount"):
        if name in payload:
            payload[name] = _int(payload[name], name)
    if "seats" in payload:
        payload["seats"] = [_int(s, "seats") for s in payload["seats"]]
    return payload


def check_deal(form: MultiDict[str, str], state: State) -> None:
    """The page's "Next deal" before the hand has its result is asked first ("Deal anyway"),
    never silently taken (the API's ``deal`` is not asked: it says what it means)."""
    missing = state.missing_result()
    if missing and form.get("anyway") != "on":
        raise EventError(say("{missing}: record the hand first, or confirm with “Deal "
                             "anyway”.", missing=missing), "kind")


def declared_fields(kind: str, state: State) -> set[str]:
    """The fields the action stores (a kind unknown here is refused later, by name)."""
    try:
        found = kind_for(state.setup.game, kind)
    except EventError:
        return set()
    return set((found.schema or {}).get("properties", {}))


def _int(value: Any, field: str) -> int:
    number = whole(str(value))
    if number is None:
        raise EventError(say("{value} is not a whole number",
                             value=Verbatim(repr(str(value).strip()[:20]))), field)
    return number


def seen_seq(form: MultiDict[str, str]) -> int | None:
    return whole(form.get("seen", ""))
