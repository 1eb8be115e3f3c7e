"""The referee pages: enter the cards of a dispute, get the ruling with its reason.

One page a game (``/referee/<game>``) offers every question the game's module answers. The forms
post plain fields (a card picker of checkboxes beside a typed box), so they work without
JavaScript; with htmx only the ruling region is swapped.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, render_template, request
from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from referee import requests as referee
from referee.cards import Suit, read_trump
from referee.game import Game
from referee.games import GAMES
from referee.errors import RefereeError
from scorebook import store
from scorebook.hands import table_context
from scorebook.kinds import team_name
from referee.words import ORDINALS
from referee.words import gettext as words_gettext
from scorebook.naming import named_ruling, named_showdown, table_names, with_names
from scorebook.state import State

from . import scoring
from .cards import typed, use_faces
from .database import get_db
from .render import render_region
from .scoring import has_form

bp = Blueprint("referee_pages", __name__)
QUESTIONS = ("trick", "claim", "count", "showdown", "score")


def cards_field(form: MultiDict[str, str], prefix: str) -> list[str]:
    """Cards tapped (``<prefix>``) and typed (``<prefix>_text``) for one field of the form."""
    try:
        read = typed(form.get(f"{prefix}_text", ""))
    except RefereeError:
        read = [form.get(f"{prefix}_text", "")]
    return form.getlist(prefix) + read


def body_from_form(info: Game, question: str, form: MultiDict[str, str],
                   state: State | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": form.get("trump") or None}
    if question == "trick":
        plays = [cards_field(form, f"play{i}") for i in range(seats(info, state=state))]
        while plays and not plays[-1]:
            plays.pop()
        body["plays"] = plays
        hands = [cards_field(form, f"hand{i}") or None for i in range(len(plays))]
        body["hands"] = hands if any(hands) else None
        body["context"] = {name: True for name in form.getlist("context")}
    elif question == "claim" and info.claim_form == "rob":
        upcard = form.getlist("upcard_tap") + typed(form.get("upcard", ""))
        body |= {"hand": cards_field(form, "hand"), "upcard": " ".join(upcard),
                 "discard": " ".join(form.getlist("discard_tap") + typed(
                     form.get("discard", ""))) or None, "led": form.get("led") == "on",
                 "dealer": form.get("dealer") == "on"}
        body.pop("trump")
    elif question in ("count", "claim"):
        key = "captured" if question == "claim" else "cards"
        body[key] = cards_field(form, "cards")
        if question == "claim":
            body["pot"] = form.get("pot", "0") or "0"
            body.pop("trump")  # a claim of 31 counts the same whatever the trumps
    elif question == "showdown":
        hands = [cards_field(form, f"hand{i}") for i in range(seats(info, state=state))]
        while hands and not hands[-1]:
            hands.pop()
        body["hands"] = hands
        body["round"] = form.get("round") or None
    elif question == "score":
        body = scoring.body_from_form(info, form, seats(info, all_players=True, state=state))
    options = {o.name: form.get(f"option_{o.name}") for o in info.options
               if form.get(f"option_{o.name}") not in (None, "")}
    if options:
        body["options"] = options
    return body


def leader_of(info: Game, state: State | None) -> int:
    """Who led the trick asked about: the seat chosen on the page (``leader``), else the one
    the rules have lead the hand's first trick; 0 (the first play) without a table."""
    if state is None:
        return 0
    count = len(state.players)
    chosen = request.values.get("leader", "")
    if chosen.isdigit() and int(chosen) < count:
        return int(chosen)
    return info.deal.first_leader(state.dealer, count)


def players_in_play(info: Game, state: State | None, leader: int) -> list[str]:
    """Who made each play of a trick, in playing order: the table's players from the one who
    led, or "first player", "second player" … without a table."""
    if state is None:
        return [words_gettext(o) for o in ORDINALS[:seats(info)]]
    names = [p.name for p in state.players]
    return [names[(leader + i) % len(names)] for i in range(len(names))]


def showdown_first(info: Game, state: State) -> int:
    """The seat of a showdown's hand 0: the first to play where the game gives its hands in
    turn order (who would lead, the mano), else seat 0 (hands in seat order)."""
    return leader_of(info, state) if info.showdown_words.from_leader else 0


def showdown_names(info: Game, state: State | None) -> list[str] | None:
    """Who holds each hand of a showdown asked from a table (None without one)."""
    if state is None:
        return None
    first, names = showdown_first(info, state), [p.name for p in state.players]
    return [names[(first + i) % len(names)] for i in range(len(names))]


def seats(info: Game, all_players: bool = False, state: State | None = None) -> int:
    if state is not None:
        return len(state.players)
    return info.max_players if all_players else min(info.max_players, 6)


def context(info: Game, state: State | None = None, **extra: Any) -> dict[str, Any]:
    asked = [q for q in QUESTIONS if referee.supports(info.key, q)
             and (q != "score" or has_form(info.key))]
    score_seats = seats(info, all_players=True, state=state)
    # numbered from 0, as the rulings' explanations number plays, hands and players
    names = [_("Team %(team)s (players %(first)s and %(second)s)", team=t, first=t,
               second=t + 2) for t in range(2)] if (
        info.partnerships and info.min_players == 4) else [_("Player %(number)s", number=i)
                                                           for i in range(score_seats)]
    use_faces(info, state.options if state is not None else None)
    table: dict[str, Any] = {}
    if state is not None:
        # opened from a table: its players, partnerships, options and this hand's trumps
        table = {"state": state, "table_key": request.values.get("table", ""),
                 "seat_names": [state.named(p.seat) for p in state.players],
                 "team_names": [team_name(state, t) for t in range(state.setup.team_count)]
                 or [p.name for p in state.players]}
    leader = leader_of(info, state)
    return {"info": info, "questions": asked, "leader": leader,
            "in_play": players_in_play(info, state, leader),
            "showdown_names": showdown_names(info, state),
            "pack": info.pack_for(state.options if state else None),
            "score_seats": score_seats, "seat_names": names, "team_names": names[:2],
            "seats": seats(info, state=state), "suits": list(Suit), "rounds": info.rounds,
            "showdown_labels": info.showdown_words, "table_key": "",
            "form": MultiDict(), "result": None, "error": None, "asked": None} | table | extra


def table_of(info: Game) -> State | None:
    """The table the page was opened from (``?table=<its scoreboard key>``), if it is one of
    this game's; its edit key is never asked for, nor shown."""
    key = request.values.get("table", "")
    if not key:
        return None
    try:
        record, writable = store.find_table(get_db(), key)
    except store.NotFoundError:
        return None
    if writable or record.setup.game != info.key:
        return None
    return store.state_of(get_db(), record)


def with_table(body: dict[str, Any], state: State | None, question: str) -> dict[str, Any]:
    """A body asked from a table: the table's options, and for the score what the table
    knows (the scores so far, the dealer, the players), as the table's own hand action does."""
    if state is None:
        return body
    body.setdefault("options", {o.name: state.options[o.name] for o in state.info.options
                                if o.name in state.options})
    if question == "score":
        for name, value in table_context(state).items():
            body.setdefault(name, value)
    return body


@bp.get("/referee/<game>")
def page(game: str) -> Any:
    if game not in GAMES:
        abort(404)
    info = GAMES[game]
    state = table_of(info)
    trump = read_trump(request.args.get("trump")) if request.args.get("trump", "") in (
        "S", "H", "D", "C") else None
    form = MultiDict({"trump": trump.value} if trump else {})
    return render_template("referee.html", **context(info, state, form=form))


@bp.post("/referee/<game>/<question>")
def rule(game: str, question: str) -> Any:
    if game not in GAMES or question not in context(GAMES[game])["questions"]:
        abort(404)
    info = GAMES[game]
    state = table_of(info)
    use_faces(info, state.options if state is not None else None)
    answer = {"trick": referee.rule_trick, "count": referee.count, "claim": referee.claim,
              "showdown": referee.showdown, "score": referee.score}[question]
    try:
        body = with_table(body_from_form(info, question, request.form, state), state, question)
        result = answer(game, body)
    except RefereeError as error:
        if state is not None:  # a refusal names the table's players as a ruling does
            error.message = with_names(error.message, table_names(
                state, leader_of(info, state) if question == "trick" else
                showdown_first(info, state) if question == "showdown" else None))
        return render_region("referee.html", "ruling", status=422, **context(
            info, state, error=error, form=request.form, asked=question))
    if state is not None and question == "showdown":
        result = named_showdown(state, result, showdown_first(info, state))
    elif state is not None:
        result = named_ruling(state, result, leader_of(info, state) if question == "trick"
                              else None)
    # without a table a trick's plays say themselves by their place: "Second player" (Play)
    return render_region("referee.html", "ruling", **context(
        info, state, result=result, form=request.form, asked=question))
