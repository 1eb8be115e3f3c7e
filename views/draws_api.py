"""The draws' JSON API: ``POST /api/v1/draws``, ``GET /api/v1/draws/{key}``,
``POST /api/v1/draws/{key}/draw``, ``POST /api/v1/draws/{key}/retry`` and
``POST /api/v1/draws/verify``; :func:`openapi_paths` documents them (with the scorekeepers'
``GET /api/v1/tables/{key}/scorekeepers``).
"""

from __future__ import annotations

from typing import Any

from flask import Response, Blueprint, jsonify

from referee import draws as rules
from referee.errors import RefereeError
from referee.words import Message, say
from scorebook import draw_store, store
from scorebook.draw_store import DrawRecord

from .api import error_words, fail, json_body
from .jsonbody import json_value
from .draws import _refused, draw_db, draw_json
from .limits import allow_creation, created

bp = Blueprint("draws_api", __name__)


@bp.post("/api/v1/draws")
def api_create() -> Any:
    try:
        given = json_body()
        allow_creation()
        record = draw_store.create(draw_db(), given.get("kind"), given.get("players"))
        created()
    except RefereeError as error:
        refused = _refused(error)
        return fail(refused.message, refused.field)
    response = jsonify(draw_json(draw_db(), record))
    response.status_code = 201
    return response


def _api_draw(key: str) -> DrawRecord:
    try:
        return draw_store.find(draw_db(), key)
    except store.NotFoundError as error:
        raise LookupError(no_draw(error)) from None


def no_draw(error: BaseException) -> Message:
    return error_words(error, say("no draw has this link"))


@bp.get("/api/v1/draws/<key>")
def api_draw(key: str) -> Any:
    try:
        return jsonify(draw_json(draw_db(), _api_draw(key)))
    except LookupError as error:
        return fail(no_draw(error), "key", 404)


@bp.post("/api/v1/draws/<key>/draw")
def api_tap(key: str) -> Any:
    """A player draws (``player``: a name or an index); a draw without cards is revealed."""
    try:
        record = _api_draw(key)
        given = json_value()
        player = given.get("player") if isinstance(given, dict) else None
        if record.needs_cards:
            record = draw_store.tap(draw_db(), key, player)
        else:
            record = draw_store.reveal(draw_db(), key)
    except LookupError as error:
        return fail(no_draw(error), "key", 404)
    except RefereeError as error:
        return fail(error.message, error.field)
    return jsonify(draw_json(draw_db(), record))


@bp.post("/api/v1/draws/<key>/retry")
def api_retry(key: str) -> Any:
    try:
        _api_draw(key)
        allow_creation()  # a retry starts a new draw: it counts as one
        record = draw_store.retry(draw_db(), key)
        created()
    except LookupError as error:
        return fail(no_draw(error), "key", 404)
    except RefereeError as error:
        return fail(error.message, error.field)
    response = jsonify(draw_json(draw_db(), record))
    response.status_code = 201
    return response


@bp.route("/api/v1/draws/verify", methods=["OPTIONS"])
def verify_options() -> Any:
    """Only POST: the path is not a draw's key."""
    response = Response(status=204)
    response.headers["Allow"] = "OPTIONS, POST"
    return response


@bp.post("/api/v1/draws/verify")
def api_verify() -> Any:
    """Yes or no for a revealed seed, with the draw recomputed (and a published result
    compared, when ``result`` is given)."""
    try:
        given = json_body()
        kind = given.get("kind")
        valid, message, result = rules.check_seed(kind if isinstance(kind, str) else "",
                                                  given.get("players"), given.get("seed"),
                                                  given.get("commitment"))
        if valid and given.get("result") is not None:
            valid, message = rules.verify(kind, given.get("players"), given["seed"].strip(),
                                          given["commitment"], given["result"])
    except RefereeError as error:
        refused = _refused(error)
        return fail(refused.message, refused.field)
    return jsonify({"valid": valid, "message": message,
                    "draw": result.to_dict() if result is not None else None})



# --- OpenAPI ------------------------------------------------------------------------------
def openapi_paths() -> dict[str, Any]:
    """This module's API paths, for ``/api/openapi.json``."""
    error = {"type": "object", "required": ["error", "field"], "properties": {
        "error": {"type": "string"}, "field": {"type": ["string", "null"]}}}
    players = {"type": "array", "description": "the names in drawing order; for `agreement`, "
               "the teams, each a list of names", "items": {
                   "oneOf": [{"type": "string"}, {"type": "array",
                                                  "items": {"type": "string"}}]}}
    draw_result = {"type": "object", "properties": {
        "kind": {"type": "string"}, "players": {"type": "array"},
        "cards": {"type": "object", "description": "each player's cards in card notation, in "
                  "the order drawn (more than one after a tie)"},
        "teams": {"type": "array"}, "team_labels": {"type": "array"},
        "seating": {"type": "array", "description": "clockwise from seat 0"},
        "first_dealer": {"type": ["string", "null"]}, "chooser": {"type": ["string", "null"]},
        "explanation": {"type": "string"}}}
    draw = {"type": "object", "required": ["key", "number", "kind", "commitment", "revealed"],
            "properties": {
                "key": {"type": "string"}, "number": {"type": "integer",
                                                      "description": "which draw of the "
                                                      "session; a retry is the next number"},
                "kind": {"type": "string", "enum": list(rules.KINDS)}, "players": players,
                "order": {"type": "array", "items": {"type": "string"}},
                "commitment": {"type": "string", "description": "SHA-256 (hex) of the secret "
                               "seed, published before anyone draws"},
                "drawn": {"type": "object", "description": "the card each player who has "
                          "drawn drew first"},
                "revealed": {"type": "boolean"}, "set_aside": {"type": "boolean"},
                "seed": {"type": ["string", "null"], "description": "once revealed"},
                "result": {"oneOf": [draw_result, {"type": "null"}]},
                "url": {"type": "string"}, "verify_url": {"type": "string"},
                "session": {"type": "array"},
                "scoreboard_url": {"type": ["string", "null"]}}}

    def answers(ok: dict[str, Any], code: str = "200", *errors: str) -> dict[str, Any]:
        out = {code: {"description": "OK",
                      "content": {"application/json": {"schema": ok}}}}
        for status in errors:
            out[status] = {"description": "Refused: `error` says why, `field` where.",
                           "content": {"application/json": {"schema": error}}}
        return out

    def json_body(schema: dict[str, Any]) -> dict[str, Any]:
        return {"required": True, "content": {"application/json": {"schema": schema}}}

    key = [{"name": "key", "in": "path", "required": True, "schema": {"type": "string"}}]
    algorithm = ("The draw is recomputed with Python's random.Random seeded with the "
                 "big-endian integer of SHA-256(b\"kibitzer-draw:\" + seed), as "
                 "referee/draws.py documents; the commitment is SHA-256(seed) in hex.")
    return {
        "/api/v1/draws": {"post": {
            "operationId": "createDraw", "tags": ["draws"],
            "summary": "Start a draw: answers its commitment before anyone draws.",
            "description": "Kinds: " + "; ".join(f"`{k}` ({v})" for k, v in
                                                rules.LABELS.items()) + ". " + algorithm,
            "requestBody": json_body({"type": "object", "required": ["kind", "players"],
                                      "properties": {"kind": {"type": "string",
                                                              "enum": list(rules.KINDS)},
                                                     "players": players}}),
            "responses": answers(draw, "201", "422") | {"201": answers(draw, "201")["201"] | {
                "links": {"getDraw": {"operationId": "getDraw",
                                      "parameters": {"key": "$response.body#/key"}},
                          "drawCard": {"operationId": "drawCard",
                                       "parameters": {"key": "$response.body#/key"}}}}}}},
        "/api/v1/draws/{key}": {"get": {
            "operationId": "getDraw", "tags": ["draws"], "parameters": key,
            "summary": "A draw: the cards drawn so far; the seed and result once revealed.",
            "responses": answers(draw, "200", "404")}},
        "/api/v1/draws/{key}/draw": {"post": {
            "operationId": "drawCard", "tags": ["draws"], "parameters": key,
            "summary": "`player` (a name or index) draws their card; the last one reveals "
                       "the seed. A draw without cards (agreement, individuals) is revealed.",
            "requestBody": json_body({"type": "object", "properties": {
                "player": {"oneOf": [{"type": "string"}, {"type": "integer"}]}}}),
            "responses": answers(draw, "200", "404", "422")}},
        "/api/v1/draws/{key}/retry": {"post": {
            "operationId": "retryDraw", "tags": ["draws"], "parameters": key,
            "summary": "Set the draw aside (its seed is revealed) and start the session's "
                       "next draw, numbered in turn.",
            "responses": answers(draw, "201", "404", "422")}},
        "/api/v1/draws/verify": {"post": {
            "operationId": "verifyDraw", "tags": ["draws"],
            "summary": "Check a revealed seed against its commitment and recompute the draw.",
            "description": algorithm + " With `result`, the published draw is compared too.",
            "requestBody": json_body({"type": "object", "required": [
                "kind", "players", "seed", "commitment"], "properties": {
                    "kind": {"type": "string", "enum": list(rules.KINDS)},
                    "players": players, "seed": {"type": "string"},
                    "commitment": {"type": "string"}, "result": draw_result}}),
            "responses": answers({"type": "object", "required": ["valid", "message", "draw"],
                                  "properties": {"valid": {"type": "boolean"},
                                                 "message": {"type": "string"},
                                                 "draw": {"oneOf": [draw_result,
                                                                    {"type": "null"}]}}},
                                 "200", "422")}},
        "/api/v1/tables/{key}/scorekeepers": {"get": {
            "operationId": "getScorekeepers", "tags": ["scorekeepers"], "parameters": key,
            "summary": "The table's scorekeepers (one a team), this hand's entries, and "
                       "whether the hand is held because they differ.",
            "responses": answers({"type": "object", "properties": {
                "keepers": {"type": "array", "items": {"type": "object", "properties": {
                    "team": {"type": "integer"}, "team_name": {"type": "string"},
                    "seat": {"type": "integer"}, "keeper": {"type": "string"},
                    "points": {"type": ["array", "null"], "items": {"type": "integer"}}}}},
                "held": {"type": "boolean"}}}, "200", "404")}},
    }
