"""The referee pages: enter the cards of a dispute, get the ruling with its reason.

One page a game (``/referee/<game>``) offers every question the game's module answers. The forms
post plain fields (a card picker of checkboxes beside a typed box), so they work without
JavaScript; with htmx only the ruling region is swapped.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, render_template, request
from werkzeug.datastructures import MultiDict

from referee import requests as referee
from referee.cards import Suit, split_cards
from referee.game import Game
from referee.games import GAMES
from referee.errors import RefereeError

from . import scoring
from .render import render_region
from .scoring import has_form

bp = Blueprint("referee_pages", __name__)
QUESTIONS = ("trick", "claim", "count", "showdown", "score")


def cards_field(form: MultiDict[str, str], prefix: str) -> list[str]:
    """Cards tapped (``<prefix>``) and typed (``<prefix>_text``) for one field of the form."""
    try:
        typed = split_cards(form.get(f"{prefix}_text", ""))
    except RefereeError:
        typed = [form.get(f"{prefix}_text", "")]
    return form.getlist(prefix) + typed


def body_from_form(info: Game, question: str, form: MultiDict[str, str]) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": form.get("trump") or None}
    if question == "trick":
        plays = [cards_field(form, f"play{i}") for i in range(seats(info))]
        while plays and not plays[-1]:
            plays.pop()
        body["plays"] = plays
        hands = [cards_field(form, f"hand{i}") or None for i in range(len(plays))]
        body["hands"] = hands if any(hands) else None
        body["context"] = {name: True for name in form.getlist("context")}
    elif question == "claim" and info.claim_form == "rob":
        body |= {"hand": cards_field(form, "hand"), "upcard": form.get("upcard", ""),
                 "discard": form.get("discard") or None, "led": form.get("led") == "on",
                 "dealer": form.get("dealer") == "on"}
        body.pop("trump")
    elif question in ("count", "claim"):
        key = "captured" if question == "claim" else "cards"
        body[key] = cards_field(form, "cards")
        if question == "claim":
            body["pot"] = form.get("pot", "0") or "0"
    elif question == "showdown":
        hands = [cards_field(form, f"hand{i}") for i in range(seats(info))]
        while hands and not hands[-1]:
            hands.pop()
        body["hands"] = hands
        body["round"] = form.get("round") or None
    elif question == "score":
        body = scoring.body_from_form(info, form, seats(info, all_players=True))
    options = {o.name: form.get(f"option_{o.name}") for o in info.options
               if form.get(f"option_{o.name}") not in (None, "")}
    if options:
        body["options"] = options
    return body


def seats(info: Game, all_players: bool = False) -> int:
    return info.max_players if all_players else min(info.max_players, 6)


def context(info: Game, **extra: Any) -> dict[str, Any]:
    asked = [q for q in QUESTIONS if referee.supports(info.key, q)
             and (q != "score" or has_form(info.key))]
    score_seats = seats(info, all_players=True)
    # numbered from 0, as the rulings' explanations number plays, hands and players
    names = [f"Team {t} (players {t} and {t + 2})" for t in range(2)] if (
        info.partnerships and info.min_players == 4) else [f"Player {i}"
                                                           for i in range(score_seats)]
    return {"info": info, "questions": asked, "pack": info.pack_for(),
            "score_seats": score_seats, "seat_names": names, "team_names": names[:2],
            "seats": seats(info), "suits": list(Suit), "rounds": info.rounds,
            "showdown_labels": info.showdown_words,
            "form": MultiDict(), "result": None, "error": None, "asked": None} | extra


@bp.get("/referee/<game>")
def page(game: str) -> Any:
    if game not in GAMES:
        abort(404)
    return render_template("referee.html", **context(GAMES[game]))


@bp.post("/referee/<game>/<question>")
def rule(game: str, question: str) -> Any:
    if game not in GAMES or question not in context(GAMES[game])["questions"]:
        abort(404)
    info = GAMES[game]
    answer = {"trick": referee.rule_trick, "count": referee.count, "claim": referee.claim,
              "showdown": referee.showdown, "score": referee.score}[question]
    try:
        result = answer(game, body_from_form(info, question, request.form))
    except RefereeError as error:
        return render_region("referee.html", "ruling", status=422, **context(
            info, error=error, form=request.form, asked=question))
    return render_region("referee.html", "ruling", **context(
        info, result=result, form=request.form, asked=question))
