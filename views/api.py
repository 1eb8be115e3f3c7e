"""The JSON API of DESIGN.md: the catalog, tables and their events, and the referee."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, request, url_for

from referee import requests as referee
from referee.numbers import whole
from referee.games import GAMES
from referee.errors import RefereeError, UnsupportedError
from referee.words import Message, Verbatim, say
from scorebook import scorekeepers, store
from scorebook.events import EventError, StaleError
from scorebook.replay import status
from scorebook.setup import read_setup
from scorebook.state import State

from .cards import speak_of
from .database import get_db
from .limits import allow_creation, allow_write, created, wrote
from .jsonbody import json_object
from .hosts import base_url

bp = Blueprint("api", __name__, url_prefix="/api/v1")
CONTROL = ("kind", "idempotency_key", "expected_seq", "actor", "payload")


CODES = {403: "read_only", 404: "not_found", 409: "stale", 422: "invalid"}


def fail(message: str, field: str | None, status: int = 422,
         code: str | None = None) -> Response:
    """An error: the words in the reader's language (a :class:`Message` is rendered in it by
    the JSON provider, :mod:`views.i18n`), and a ``code`` and a ``field`` that are the same in
    every language."""
    response = jsonify({"error": message, "code": code or CODES.get(status, "invalid"),
                        "field": field})
    response.status_code = status
    return response


def error_words(error: BaseException, words: Message) -> Message:
    """The words of a scorebook error that carries only its message (a key not found, a
    read-only key): the message itself when it is a template, else ``words``, which say the
    same (``str(error)`` would be a finished English sentence)."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Message) else words


def no_table(error: BaseException) -> Message:
    return error_words(error, say("no table has this link"))


def json_body() -> dict[str, Any]:
    return json_object()


def events_limit() -> int | None:
    """``?events=N`` keeps only the newest N events, and the newest N rows of the score pad, in
    a state answer (what grows with the evening need not travel with every action: the answer
    is as large at the 5,000th hand as at the 10th); absent or empty, everything is listed.
    Read before anything is written, so a bad value changes nothing."""
    raw = request.args.get("events", "")
    if raw == "":
        return None
    number = whole(raw)
    if number is None or number < 0:
        raise EventError(say("events must be a whole number of events, 0 or more"), "events")
    return number


def state_json(state: State, limit: int | None = None) -> dict[str, Any]:
    speak_of(state.info, state.options)  # its words as rendered: the game's nouns, pack
    result = status(state)
    players = [{"seat": p.seat, "name": p.name, "team": p.team, "gender": p.gender or None,
                "tokens": state.tokens[p.seat] if state.uses_tokens else None,
                "owes": state.owed[p.seat] if state.uses_tokens else None,
                "score": state.score_of(p.seat), "active": state.active(p.seat)}
               for p in state.players]
    return {"game": state.setup.game, "options": state.options, "players": players,
            "teams": ({str(t): state.team_scores.get(t, 0)
                       for t in range(state.setup.team_count)} if state.uses_teams else None),
            "pot": state.pot if state.uses_tokens else None,
            "out_of_play": state.out_of_play if state.uses_tokens else None,
            "hand": state.hand, "dealer": state.dealer, "deals_next": state.deals_next(),
            "seq": state.seq,
            "game_number": state.game_number, "pad": _newest(state.pad, limit),
            "pad_total": len(state.pad),
            "tally": [{"side": [p.seat for p in state.players if p.seat in side],
                       "games": games} for side, games in zip(state.sides, state.games_won())],
            "finished": result["finished"], "winner": result["winner"],
            "winners": result["winners"], "tie": result["tie"], "losers": result["losers"],
            "status": result["text"],
            "events_total": len(state.history),
            "events": [shown_line(state, line) for line in _newest(state.history, limit)]}


def _newest(rows: list[Any], limit: int | None) -> list[Any]:
    """The newest ``limit`` of a list that grows with the evening (all when None)."""
    return rows if limit is None else rows[max(0, len(rows) - limit):]


def shown_line(state: State, line: Any) -> dict[str, Any]:
    """A history line for the API: a scorekeeper's sealed figures are withheld (the other
    keeper reads this too) until every keeper has entered."""
    out = line.to_dict()
    if scorekeepers.withheld(state, line):
        out["payload"] = {"keeper": line.payload.get("keeper"), "sealed": True}
    return out


@bp.get("/games")
def games() -> Any:
    return jsonify({"games": [g.to_dict() for g in GAMES.values()]})


@bp.post("/tables")
def create_table() -> Any:
    from .groups.joining import for_table
    from .groups.base import refused
    try:
        body = json_body()
        allow_creation()
        setup = read_setup(body.get("game"), body.get("players"), body.get("options"))
        # a group's table: its players are the group's members (the same transaction)
        joins = for_table(get_db(), body.get("group"), [p.name for p in setup.players],
                          body.get("members"))
        record = store.import_table(get_db(), setup, [], then=joins)
    except RefereeError as error:
        return refused(error)
    created()
    return made(record)


def made(record: store.TableRecord) -> Response:
    """The 201 answer for a new table: its two links and its state."""
    response = jsonify({
        "edit_key": record.edit_key, "view_key": record.view_key,
        "edit_url": base_url() + url_for("tables.table", key=record.edit_key),
        "scoreboard_url": base_url() + url_for("scoreboard.board", key=record.view_key),
        "state": state_json(store.state_of(get_db(), record))})
    response.status_code = 201
    return response


@bp.get("/tables/<key>")
def table_state(key: str) -> Any:
    try:
        record, _ = store.find_table(get_db(), key)
        limit = events_limit()
    except store.NotFoundError as error:
        return fail(no_table(error), "key", 404)
    except RefereeError as error:
        return fail(error.message, error.field, code=error.code)
    return jsonify(state_json(store.state_of(get_db(), record), limit))


@bp.post("/tables/<key>/events")
def append_event(key: str) -> Any:
    db = get_db()
    try:
        limit = events_limit()
        body = json_body()
        payload = body.get("payload") if isinstance(body.get("payload"), dict) else {
            k: v for k, v in body.items() if k not in CONTROL}
        expected = body.get("expected_seq")
        if expected is not None and (isinstance(expected, bool) or not isinstance(expected,
                                                                                   int)):
            raise EventError(say("expected_seq must be a whole number"), "expected_seq")
        allow_write(key)
        state, created_now = store.append(db, key, body.get("kind"), payload,
                                      idempotency_key=body.get("idempotency_key") or None,
                                      actor=str(body.get("actor") or "api"),
                                      expected_seq=expected)
    except store.NotFoundError as error:
        return fail(no_table(error), "key", 404)
    except store.ReadOnlyError as error:
        return fail(error_words(error, say("this is the scoreboard link: it can only watch the "
                                    "table")), "key", 403)
    except StaleError as error:
        return fail(error.message, error.field, 409)
    except RefereeError as error:
        return fail(error.message, error.field, code=error.code)
    if created_now:
        wrote(key)
    response = jsonify(state_json(state, limit))
    response.status_code = 201 if created_now else 200
    return response


@bp.post("/referee/<game>/<question>")
def rule(game: str, question: str) -> Any:
    if game not in GAMES:
        return fail(say("{game} is not a game here; games: {games}",
                        game=Verbatim(repr(game[:40])), games=Verbatim(", ".join(GAMES))),
                    "game", 404)
    answer = {"trick": referee.rule_trick, "count": referee.count,
              "showdown": referee.showdown, "score": referee.score,
              "claim": referee.claim, "play": referee.play}.get(question)
    if answer is None:
        return fail(say("no such question: ask trick, count, showdown, score, claim or play"),
                    "question", 404)
    speak_of(GAMES[game])
    try:
        return jsonify(answer(game, json_object()))
    except UnsupportedError as error:
        return fail(error.message, error.field, 404, error.code)
    except RefereeError as error:
        return fail(error.message, error.field, code=error.code)
