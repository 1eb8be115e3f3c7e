"""The events' JSON API (DESIGN.md, "Club night"): create, make a round, enter a result, add or
withdraw an entrant, undo, read, check a round's draw; :func:`openapi_paths` documents it."""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify, url_for

from referee.errors import RefereeError
from referee.words import say
from scorebook import store
from scorebook.events import StaleError
from scorebook.tournaments import log, record

from ..api import error_words, fail, json_body
from ..i18n import current as current_language
from ..limits import allow_creation, allow_write, created, wrote
from ..hosts import base_url
from .base import bp, club_db, current_room, rooms
from .shown import event_json, table_json


def _no_event(error: BaseException) -> Any:
    return error_words(error, say("no event has this link"))


def _refusal(error: Exception) -> Response:
    if isinstance(error, store.NotFoundError):
        return fail(_no_event(error), "key", 404)
    if isinstance(error, store.ReadOnlyError):
        return fail(error_words(error, say("this is the room's link: it can only watch the "
                                           "event")), "key", 403)
    if isinstance(error, StaleError):
        return fail(error.message, error.field, 409)
    assert isinstance(error, RefereeError)
    return fail(error.message, error.field, code=error.code)


def answer(key: str, status: int = 200) -> Response:
    event, can_edit = record.find(club_db(), key)
    response = jsonify(event_json(current_room(event), can_edit))
    response.status_code = status
    return response


@bp.post("/api/v1/tournaments")
def api_create() -> Any:
    from ..groups.base import refused
    from ..groups.joining import for_event
    try:
        body = json_body()
        allow_creation()
        # a group's event: its players are the group's members, its results the season's
        event = record.create(club_db(), body, current_language(), for_event(club_db(), body))
    except RefereeError as error:
        return refused(error)
    except store.NotFoundError as error:
        return _refusal(error)
    created()
    return made(event)


def made(event: record.EventRecord) -> Response:
    """The 201 answer for a new event: its two links and its state."""
    response = jsonify({
        "edit_key": event.edit_key, "view_key": event.view_key,
        "edit_url": base_url() + url_for("club.organiser_page", key=event.edit_key),
        "room_url": base_url() + url_for("club.room_page", key=event.view_key),
        "state": event_json(current_room(event), True)})
    response.status_code = 201
    return response


@bp.get("/api/v1/tournaments/<key>")
def api_event(key: str) -> Any:
    try:
        return answer(key)
    except store.NotFoundError as error:
        return _refusal(error)


@bp.post("/api/v1/tournaments/<key>/rounds")
def api_round(key: str) -> Any:
    db = club_db()
    try:
        body = json_body()
        event = record.writable(db, key)
        allow_write(key)
        _, drawn, applied = record.make_round(db, key, current_room(event).results,
                                              body.get("idempotency_key") or None)
    except (RefereeError, store.NotFoundError, store.ReadOnlyError) as error:
        return _refusal(error)
    wrote(key)
    rooms().forget(event.edit_key)
    here = current_room(event)
    tables = [table_json(here, t, True) for t in here.round_tables(drawn.round.number)]
    response = jsonify({"round": drawn.round.number, "method": drawn.round.method,
                        "tables": tables, "byes": list(drawn.round.byes), "draw": drawn.draw,
                        "seed": drawn.seed, "commitment": drawn.commitment,
                        "next_commitment": here.state.commitment})
    response.status_code = 201 if applied else 200
    return response


def _append(key: str, kind: str, payload: dict[str, Any], idempotency_key: Any) -> Response:
    try:
        allow_write(key)
        _, applied = record.append(club_db(), key, kind, payload, idempotency_key or None,
                                   actor="api")
    except (RefereeError, store.NotFoundError, store.ReadOnlyError) as error:
        return _refusal(error)
    if applied:
        wrote(key)
        rooms().forget(key)
    return answer(key, 201 if applied else 200)


@bp.post("/api/v1/tournaments/<key>/results")
def api_result(key: str) -> Any:
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    payload = {name: body.get(name) for name in ("round", "table", "points")}
    return _append(key, "result", payload, body.get("idempotency_key"))


@bp.post("/api/v1/tournaments/<key>/entrants")
def api_entrants(key: str) -> Any:
    """``{"name", "players"}`` adds a late entrant; ``{"withdraw": i or name}`` withdraws one;
    ``{"check_in": i or name}`` checks one in."""
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    if "withdraw" in body:
        return _append(key, "withdraw", {"entrant": body["withdraw"]},
                       body.get("idempotency_key"))
    if "check_in" in body:
        return _append(key, "check_in", {"entrant": body["check_in"]},
                       body.get("idempotency_key"))
    entrant = record.clean_entrant({k: body[k] for k in ("name", "players") if k in body})
    payload: dict[str, Any] = {"entrant": entrant}
    if body.get("missed") is not None:
        payload["missed"] = body["missed"]
    return _append(key, "entrant", payload, body.get("idempotency_key"))


@bp.post("/api/v1/tournaments/<key>/swap")
def api_swap(key: str) -> Any:
    """``{"round", "entrants": [a, b], "reason"}``: two entrants exchange places in the last
    round, before either's table is played; the reason is kept in the history."""
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    payload = {name: body.get(name) for name in ("round", "entrants", "reason")}
    return _append(key, "swap", payload, body.get("idempotency_key"))


@bp.post("/api/v1/tournaments/<key>/clock")
def api_clock(key: str) -> Any:
    """The round's clock: ``{"minutes": 40}`` starts it (without minutes, ``{"start": true}``
    takes the event's own), ``{"pause": true}``, ``{"resume": true}``, ``{"add": 5}``,
    ``{"stop": true}``."""
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    return _append(key, "clock", clock_payload(key, body), body.get("idempotency_key"))


def clock_payload(key: str, body: dict[str, Any]) -> dict[str, Any]:
    """The clock's action as it is kept: a start without minutes takes the event's (its
    ``options.round_minutes``, else the default for its format and hands) and the event's
    last-hand minutes, so the record says what ran."""
    payload = {name: body[name] for name in ("minutes", "last_hand", "pause", "resume", "add",
                                             "stop") if body.get(name) is not None}
    starting = "minutes" in payload or body.get("start") is True
    if not starting:
        return payload
    try:
        event, _ = record.find(club_db(), key)
    except store.NotFoundError:
        return payload  # refused as the append finds it
    spec = record.state_of(club_db(), event).spec
    if spec is None:
        return payload
    if "minutes" not in payload:
        if spec.clock_minutes is None:
            return {"start": True}  # refused: the event's rounds have no set length
        payload["minutes"] = spec.clock_minutes
    if "last_hand" not in payload and spec.last_hand_minutes is not None:
        payload["last_hand"] = spec.last_hand_minutes
    return payload


@bp.post("/api/v1/tournaments/<key>/calls/<int:call>")
def api_answer(key: str, call: int) -> Any:
    """``{"answered": true}``: the arbiter has answered the call (it leaves the screens)."""
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    if body.get("answered") is not True:
        return fail(say("answered is true: the call has been answered (an undo takes it "
                        "back)"), "answered", 422)
    return _append(key, "answer", {"call": call}, body.get("idempotency_key"))


@bp.post("/api/v1/tables/<key>/call")
def api_call(key: str) -> Any:
    """A round's table calls the arbiter (``{"reason", "ruling"}``, both optional): 201 with
    the call and the event's calls."""
    try:
        body = json_body()
        allow_write(key)
        state, made, applied = record.call(club_db(), key, body.get("reason"),
                                           body.get("ruling"),
                                           body.get("idempotency_key") or None)
    except (RefereeError, store.NotFoundError, store.ReadOnlyError) as error:
        if isinstance(error, store.NotFoundError):
            return fail(error_words(error, say("no table has this link")), "key", 404)
        if isinstance(error, store.ReadOnlyError):
            return fail(error_words(error, say("this is the scoreboard link: it can only "
                                               "watch the table")), "key", 403)
        return _refusal(error)
    if applied:
        wrote(key)
    response = jsonify({"call": made.to_dict(), "calls": [c.to_dict() for c in state.calls]})
    response.status_code = 201 if applied else 200
    return response


@bp.post("/api/v1/tournaments/<key>/screens")
def api_screens(key: str) -> Any:
    """``{"standings_from": k, "hide_last": n}``: the room's screens show the standings from
    round k on, and hide them for the last n rounds (until the event is over)."""
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    payload = {"standings_from": body.get("standings_from", 1),
               "hide_last": body.get("hide_last", 0)}
    return _append(key, "screens", payload, body.get("idempotency_key"))


@bp.post("/api/v1/tournaments/<key>/undo")
def api_undo(key: str) -> Any:
    try:
        body = json_body()
    except RefereeError as error:
        return _refusal(error)
    payload = {"event": body["event"]} if "event" in body else {}
    return _append(key, "undo", payload, body.get("idempotency_key"))


@bp.get("/api/v1/tournaments/<key>/rounds/<int:number>/verify")
def api_verify(key: str, number: int) -> Any:
    db = club_db()
    try:
        event, _ = record.find(db, key)
        ok, message, drawn = log.verify(record.events_of(db, event), number)
    except (RefereeError, store.NotFoundError) as error:
        return _refusal(error)
    return jsonify({"valid": ok, "message": message, "round": number, "seed": drawn.seed,
                    "commitment": drawn.commitment, "draw": drawn.draw, "rules": drawn.rules})


def _key() -> dict[str, Any]:
    return {"name": "key", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "the event's edit key (or, to read, its view key)"}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


ERRORS = {"403": "The key is the room's: it can only read.", "404": "No such event.",
          "409": "The event moved while the round was drawn; nothing was recorded.",
          "422": "Bad input: the message says what and `field` where; nothing changed.",
          "429": "Too many requests from here lately; `Retry-After` says when."}
ERROR = {"type": "object", "required": ["error", "field"], "properties": {
    "error": {"type": "string"}, "code": {"type": "string"},
    "field": {"type": ["string", "null"]}}}
TIES = ("Ties share a rank in every format (1, 2, 2, 4), listed in entry order; what is "
        "weighed, in order: on victory points, the VP, then the VP won against each other "
        "(head-to-head: Genova's Burraco rules put it first among the tie-breaks), then the "
        "margin; on total points, the points, then wins, then the margin; on wins, the ranking "
        "points, then the points, then the margin; in a knockout the round reached. A lot is "
        "the organiser's to draw: nothing else parts entrants level on all of these.")
STANDING = {"type": "object", "description": TIES,
            "required": ["rank", "entrant", "name", "vp", "points", "played", "won"],
            "properties": {"rank": {"type": "integer"}, "entrant": {"type": "integer"},
                           "name": {"type": "string"}, "vp": {"type": "integer"},
                           "points": {"type": "integer"}, "margin": {"type": "integer"},
                           "rank_points": {"type": "integer"}, "played": {"type": "integer"},
                           "won": {"type": "integer"}, "drawn": {"type": "integer"},
                           "lost": {"type": "integer"}, "byes": {"type": "integer"}}}
EVENT = {"type": "object", "required": ["name", "game", "format", "standings", "rounds",
                                        "bracket", "entrants", "commitment", "clock", "calls"],
         "properties": {"standings": {"type": "array", "items": STANDING},
                        "rounds": {"type": "array", "items": {"type": "object"}},
                        "bracket": {"type": ["object", "null"]},
                        "entrants": {"type": "array", "items": {"type": "object"}},
                        "commitment": {"type": "string", "description": "SHA-256 of the next "
                                       "draw's seed, published before it"},
                        "clock": {"type": "object", "required": ["ends_at", "running",
                                                                 "seconds_left"],
                                  "description": "the round's clock (POST .../clock)",
                                  "properties": {"ends_at": {"type": ["string", "null"]},
                                                 "running": {"type": "boolean"},
                                                 "seconds_left": {"type": ["integer",
                                                                           "null"]}}},
                        "calls": {"type": "array", "items": {"type": "object"},
                                  "description": "the tables' calls for the arbiter"},
                        "next_round": {"type": ["array", "null"], "description": "who moves "
                                       "where in the next round, when the movement fixes it "
                                       "before the draw (a Mitchell after its first round)"}}}
KEY = {"type": ["string", "null"], "maxLength": 100,
       "description": "names this one action: sent again (a retry), it is answered as the first "
                      "time and applied once; with another action, a 422"}
ENTRANT = {"type": "object", "required": ["name"], "properties": {
    "name": {"type": "string", "maxLength": 40},
    "players": {"type": "array", "items": {"type": "string", "maxLength": 40}}}}
CREATE = {"type": "object", "required": ["game", "name", "format", "entrants"], "properties": {
    "game": {"type": "string"}, "name": {"type": "string", "maxLength": 80},
    "format": {"type": "string", "enum": ["mitchell", "danish", "knockout", "round_robin",
                                         "individual", "concours"]},
    "rounds": {"type": "integer", "minimum": 1, "maximum": 30},
    "hands_per_round": {"type": "integer", "minimum": 1},
    "target": {"type": "integer", "minimum": 1},
    "scoring": {"type": "string", "enum": ["vp", "points", "wins"]},
    "movement": {"type": "array", "items": {"type": "string", "enum": ["mitchell", "danish"]},
                 "description": "per round, Mitchell rounds first (\"2 Mitchell + 2 Danish\")"},
    "entrants": {"type": "array", "items": ENTRANT},
    "group": {"type": ["string", "null"], "description": "a group's edit key: the event is the "
              "group's, its players the group's members, its results counted in `season` (the "
              "group's newest when absent)"},
    "season": {"type": ["string", "null"]},
    "members": {"type": ["object", "null"], "additionalProperties": {"type": "string"},
                "description": "for a name close to a member's: the typed name and the member "
                               "it is, or \"\" for a new member"},
    "options": {"type": "object", "description": "vp_scale {rows: [[up to, vp]...], above, "
                "total}, sit_out {vp, margin, points, rank_points} (what an entrant without a "
                "table gets: no VP below 0 nor past the scale's total, no points below the "
                "game's lowest), mitchell_step, best_of (a knockout match of that many games: "
                "its result counts games won, 2 – 1, not points), consolation, groups, "
                "qualifiers, win_points, draw_points, loss_points, melee, check_in, table (the "
                "game's table options)"}},
    "description": "Each round's table is an ordinary table whose round governs it: "
                   "`hands_per_round` hands exactly (the game's target does not end it), or the "
                   "game to `target`, or a best-of match; its result then goes to the "
                   "standings by itself. Danish rounds pair 1st v 2nd, 3rd v 4th by the "
                   "standings, avoiding repeats; an odd field's bye goes to the lowest-ranked "
                   "entrant among those who have sat out least. An odd Mitchell keeps its "
                   "stationary line at fixed table numbers, the bye moving with the moving "
                   "line. A round robin without `rounds` plays the circle's number (n − 1, or n "
                   "for an odd field)."}


CALL = {"type": "object", "required": ["id", "round", "table", "reason", "at", "answered"],
        "properties": {"id": {"type": "integer"}, "round": {"type": "integer"},
                       "table": {"type": "integer"}, "reason": {"type": "string"},
                       "at": {"type": "string"}, "answered": {"type": "boolean"},
                       "answered_at": {"type": ["string", "null"]},
                       "ruling": {"type": ["integer", "null"]}}}


def _answers(ok: dict[str, Any], ok_code: str, *codes: str) -> dict[str, Any]:
    out = {ok_code: {"description": "OK"} | _json(ok)}
    for code in codes:
        if code == "200":
            out[code] = {"description": "Already applied with this idempotency_key."} | _json(
                ok)
            continue
        out[code] = {"description": ERRORS[code]} | _json(ERROR)
    return out


def openapi_paths() -> dict[str, Any]:
    created_answer = {"type": "object", "required": ["edit_key", "view_key", "edit_url",
                                                     "room_url", "state"],
                      "properties": {"state": EVENT}}
    round_answer = {"type": "object", "required": ["round", "tables", "byes"], "properties": {
        "round": {"type": "integer"}, "byes": {"type": "array", "items": {"type": "integer"}},
        "tables": {"type": "array", "items": {"type": "object", "required": [
            "number", "entrants", "edit_key", "view_key"]}}}}
    key = [_key()]
    return {
        "/api/v1/tournaments": {"post": {
            "operationId": "createTournament", "summary": "Start an event of many tables.",
            "tags": ["club night"], "requestBody": {"required": True} | _json(CREATE),
            "responses": _answers(created_answer, "201", "422", "429")}},
        "/api/v1/tournaments/{key}": {"get": {
            "operationId": "getTournament", "summary": "Standings, rounds, bracket.",
            "description": TIES + " With the room's key, `standings` is empty while the "
                           "organiser hides it (`standings_shown`, POST .../screens).",
            "tags": ["club night"], "parameters": key,
            "responses": _answers(EVENT, "200", "404")}},
        "/api/v1/tournaments/{key}/stream": {"get": {
            "operationId": "tournamentStream", "tags": ["club night", "live"],
            "parameters": key,
            "summary": "The event's live stream (either key): Server-Sent Events, the event as "
                       "GET states it each time what the room shows changes (a result, a "
                       "round, an entrant), its id a number that only grows; ?page=room "
                       "sends the room's live region instead.",
            "responses": {"200": {"description": "text/event-stream", "content": {
                "text/event-stream": {"schema": {"type": "string"}}}},
                "404": {"description": "No event has this key."}}}},
        "/api/v1/tournaments/{key}/rounds": {"post": {
            "operationId": "makeRound", "tags": ["club night"], "parameters": key,
            "summary": "Draw the next round and make its tables (200: already made with this "
                       "idempotency_key).",
            "requestBody": {"required": False} | _json({"type": "object", "properties": {
                "idempotency_key": KEY}}),
            "responses": _answers(round_answer, "201", "403", "404", "409", "422", "429")}},
        "/api/v1/tournaments/{key}/results": {"post": {
            "operationId": "enterResult", "tags": ["club night"], "parameters": key,
            "summary": "Enter or correct a table's result (each side's points; 200: already "
                       "entered with this idempotency_key).",
            "requestBody": {"required": True} | _json({
                "type": "object", "required": ["round", "table", "points"], "properties": {
                    "round": {"type": "integer"}, "table": {"type": "integer"},
                    "points": {"type": "array", "items": {"type": "integer"},
                               "minItems": 2, "maxItems": 2},
                    "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/entrants": {"post": {
            "operationId": "changeEntrants", "tags": ["club night"], "parameters": key,
            "summary": "Add a late entrant ({name, players}), withdraw one ({withdraw}) or "
                       "check one in ({check_in}). After round 1, `missed` is what the late "
                       "entrant scores for each round it missed: \"sit_out\" (the event's "
                       "sit-out score), \"nothing\" (the default) or a score {vp, margin, "
                       "points, rank_points}; a Mitchell whose lines are full gives it a new "
                       "table facing a phantom, so one pair sits out each round.",
            "requestBody": {"required": True} | _json({"type": "object", "properties": {
                "name": {"type": "string"}, "players": {"type": "array"},
                "missed": {"type": ["string", "object"]},
                "withdraw": {"type": ["integer", "string"]},
                "check_in": {"type": ["integer", "string"]}, "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/undo": {"post": {
            "operationId": "undoTournamentAction", "tags": ["club night"], "parameters": key,
            "summary": "Undo an action (the last when `event` is absent; 200: already undone "
                       "with this idempotency_key, which names the action it undid then).",
            "requestBody": {"required": False} | _json({"type": "object", "properties": {
                "event": {"type": "integer"}, "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/screens": {"post": {
            "operationId": "setRoomScreens", "tags": ["club night"], "parameters": key,
            "summary": "What the room's screens (and its link's GET) show of the standings: "
                       "from round `standings_from` on, hidden for the last `hide_last` "
                       "rounds, shown again once every round has its results.",
            "requestBody": {"required": True} | _json({"type": "object", "properties": {
                "standings_from": {"type": "integer", "minimum": 1, "maximum": 30},
                "hide_last": {"type": "integer", "minimum": 0, "maximum": 30},
                "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/clock": {"post": {
            "operationId": "setRoundClock", "tags": ["club night"], "parameters": key,
            "summary": "The round's clock: {\"minutes\": 40} starts it (`last_hand`: the "
                       "minutes left at which it calls \"last hand\"; {\"start\": true} takes "
                       "the event's `options.round_minutes`, else the default of its format and "
                       "hands: Burraco's 2 hands in 25 minutes, 3 in 40, 4 in 50), "
                       "{\"pause\": true}, {\"resume\": true}, {\"add\": 5}, "
                       "{\"stop\": true}. The event's `clock` answers {ends_at, running, "
                       "seconds_left, round, minutes, last_hand_minutes, last_hand, over}; a "
                       "screen counts down from `ends_at` by itself. Kept as the event's "
                       "actions: undo takes one back, a restart keeps it, the next draw ends it.",
            "requestBody": {"required": True} | _json({"type": "object", "properties": {
                "minutes": {"type": "integer", "minimum": 1, "maximum": 600},
                "last_hand": {"type": "integer", "minimum": 0, "maximum": 600},
                "start": {"type": "boolean"}, "pause": {"type": "boolean"},
                "resume": {"type": "boolean"}, "stop": {"type": "boolean"},
                "add": {"type": "integer", "minimum": 1, "maximum": 600},
                "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "200", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/calls/{call}": {"post": {
            "operationId": "answerCall", "tags": ["club night"],
            "parameters": key + [{"name": "call", "in": "path", "required": True,
                                  "schema": {"type": "integer"},
                                  "description": "the call's id (the event's `calls`)"}],
            "summary": "{\"answered\": true}: the arbiter has answered a table's call; it "
                       "leaves the organiser's page and the TV (an undo brings it back).",
            "requestBody": {"required": True} | _json({"type": "object", "required": [
                "answered"], "properties": {"answered": {"type": "boolean"},
                                            "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "200", "403", "404", "422", "429")}},
        "/api/v1/tournaments/{key}/swap": {"post": {
            "operationId": "swapPlaces", "tags": ["club night"], "parameters": key,
            "summary": "Two entrants exchange places in the last round drawn, before either's "
                       "table has a hand: their tables (or a table and a sit-out) and their "
                       "places in the movement from then on; the tables' names follow; the "
                       "reason is kept in the history. The draw still checks against its seed.",
            "requestBody": {"required": True} | _json({"type": "object", "required": [
                "round", "entrants", "reason"], "properties": {
                    "round": {"type": "integer"},
                    "entrants": {"type": "array", "minItems": 2, "maxItems": 2,
                                 "items": {"type": ["integer", "string"]}},
                    "reason": {"type": "string", "maxLength": 200},
                    "idempotency_key": KEY}}),
            "responses": _answers(EVENT, "201", "200", "403", "404", "422", "429")}},
        "/api/v1/tables/{key}/call": {"post": {
            "operationId": "callTheArbiter", "tags": ["club night"],
            "parameters": [{"name": "key", "in": "path", "required": True,
                            "schema": {"type": "string"},
                            "description": "a round's table's edit key"}],
            "summary": "A round's table calls the arbiter (bridge's \"call the director\"): "
                       "the call shows on the organiser's page and the TV with how long it "
                       "has waited. `reason` optional; `ruling`: true to show the arbiter the "
                       "table's latest ruling, or the number of its history line holding one. "
                       "The event's `calls`: [{id, round, table, reason, at, answered}].",
            "requestBody": {"required": False} | _json({"type": "object", "properties": {
                "reason": {"type": "string", "maxLength": 200},
                "ruling": {"type": ["boolean", "integer"]}, "idempotency_key": KEY}}),
            "responses": _answers({"type": "object", "required": ["call", "calls"],
                                   "properties": {"call": CALL, "calls": {
                                       "type": "array", "items": CALL}}},
                                  "201", "200", "403", "404", "422", "429")}},
        "/api/v1/tournaments/import": {"post": {
            "operationId": "importTournament", "tags": ["club night"],
            "summary": "Bring back an event from its own export (`GET /e/{edit_key}/export/"
                       "event.json`: the set-up, every action, every table's events; no key): "
                       "a new event with new keys, in one transaction (a file refused writes "
                       "nothing). The other exports, CSV: `/e/{edit_key}/export/results.csv`, "
                       "`movement.csv` (round, table, entrant, opponent, hands), "
                       "`standings.csv`, `federation.csv` (rank, pair, players, VP, points, "
                       "rounds played) and `results-site.zip` (the results as a folder of "
                       "pages that open from a disk, no server, no script), the same from the "
                       "room's link `/r/{view_key}/export/…`; a card's short address "
                       "`/k/{code}/{table}` opens that table's current match.",
            "requestBody": {"required": True} | _json({"type": "object"}),
            "responses": _answers(created_answer, "201", "422", "429")}},
        "/api/v1/tournaments/{key}/rounds/{number}/verify": {"get": {
            "operationId": "verifyRound", "tags": ["club night"],
            "summary": "Check a round's draw against its seed and the commitment published "
                       "before it (`valid` null: drawn under other draw rules, `rules`, than "
                       "this version's).",
            "parameters": key + [{"name": "number", "in": "path", "required": True,
                                  "schema": {"type": "integer"}}],
            "responses": _answers({"type": "object", "required": ["valid", "message"]}, "200",
                                  "404", "422")}},
    }
