"""``/api/openapi.json``: the API documented from the same registries the code runs on.

The referee's operations are listed per game (``/api/v1/referee/bura/claim`` …) for every
question the game's module answers, each with its body's schema (a game module documents its
own ``score`` body as ``SCORE_SCHEMA``). The events endpoint lists every action kind.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, jsonify

from referee import requests as referee
from referee.bodies import CARDS_SCHEMA, OPTIONS_SCHEMA, answer_schema
from referee.rulings import Count, Showdown, TrickRuling
from referee.games import GAMES
from scorebook.kinds import KINDS

bp = Blueprint("openapi", __name__)

ERROR = {"type": "object", "required": ["error", "field"],
         "properties": {"error": {"type": "string", "description": "in the language asked "
                                                       "(Accept-Language)"},
                        "code": {"type": "string", "description": "the kind of error, the same "
                                 "in every language: invalid, card_syntax, card_not_in_pack, "
                                 "duplicate_card, illegal, unsupported, not_found, read_only, "
                                 "stale"},
                        "field": {"type": ["string", "null"]}}}
TRICK_BODY = referee.TrickBody.schema()
TRICK_ANSWER = answer_schema(TrickRuling)
COUNT_BODY = referee.CountBody.schema()
COUNT_ANSWER = answer_schema(Count)
SHOWDOWN_BODY = referee.ShowdownBody.schema()
SHOWDOWN_ANSWER = answer_schema(Showdown)
CARDS = CARDS_SCHEMA
OPTIONS = OPTIONS_SCHEMA
CLAIM_BODY = {"type": "object", "required": ["captured"], "properties": {
    "captured": CARDS, "pot": {"type": "integer", "minimum": 0}, "options": OPTIONS}}
CLAIM_ANSWER = {"type": "object", "required": ["points", "target", "valid", "pot_before",
                                                "pot_after", "claimant_collects",
                                                "claimant_pays", "explanation"],
                "properties": {"points": {"type": "integer"}, "target": {"type": "integer"},
                               "valid": {"type": "boolean"},
                               "pot_before": {"type": "integer"},
                               "pot_after": {"type": "integer"},
                               "claimant_collects": {"type": "integer"},
                               "claimant_pays": {"type": "integer"},
                               "explanation": {"type": "string"}}}
QUESTIONS = {
    "trick": ("Rule on a trick: who won, which plays broke a rule, and why.", TRICK_BODY,
              TRICK_ANSWER),
    "count": ("Count card points, card by card.", COUNT_BODY, COUNT_ANSWER),
    "showdown": ("Compare hands: whose is best, each described.", SHOWDOWN_BODY,
                 SHOWDOWN_ANSWER),
    "claim": ("Check a claim (Bura: 31, settling the pot; Twenty-Five: robbing the trump).",
              CLAIM_BODY, CLAIM_ANSWER),
    "score": ("Score a hand, with a breakdown line by line.", {"type": "object"},
              {"type": "object"}),
    "play": ("May this card go on that square (One-Eyed Jack)?", {"type": "object"},
             {"type": "object"}),
}

GENDER = {"enum": ["f", "m", None], "description": "the grammatical gender the words about the "
          "player take (Android 14's grammatical inflection): \"f\" or \"m\"; absent or null, "
          "none, and the words are phrased so that they need none"}
PLAYER = {"type": "object", "properties": {
    "seat": {"type": "integer"}, "name": {"type": "string"}, "team": {"type": ["integer", "null"]},
    "gender": GENDER,
    "tokens": {"type": ["integer", "null"]}, "score": {"type": "integer"},
    "active": {"type": "boolean"}}}
STATE = {"type": "object", "required": ["game", "players", "pot", "out_of_play", "hand",
                                         "dealer", "seq", "finished", "winner", "events"],
         "properties": {
             "game": {"type": "string"}, "options": {"type": "object"},
             "players": {"type": "array", "items": PLAYER},
             "teams": {"type": ["object", "null"]},
             "pot": {"type": ["integer", "null"]}, "out_of_play": {"type": ["integer", "null"]},
             "hand": {"type": "integer"}, "dealer": {"type": "integer"},
             "deals_next": {"type": "integer", "description": "who deals the next hand, as "
                            "the status and the rulings say it"},
             "seq": {"type": "integer"}, "finished": {"type": "boolean"},
             "winner": {"type": ["integer", "null"]}, "status": {"type": "string"},
             "pad": {"type": "array", "items": {"type": "object"},
                     "description": "the score pad, a row a hand (with ?events=N: the newest N "
                                    "rows)"},
             "pad_total": {"type": "integer", "description": "rows on the whole score pad"},
             "events_total": {"type": "integer"},
             "events": {"type": "array", "items": {"type": "object"},
                        "description": "the history, oldest first (with ?events=N: the newest "
                                       "N)"}}}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


def _answers(ok: dict[str, Any], *codes: str, ok_code: str = "200") -> dict[str, Any]:
    text = {"403": "The key is the scoreboard's: it can only read.",
            "404": "No such table, game or question.",
            "409": "The table moved on since `expected_seq`; nothing was recorded.",
            "422": "Bad input: the message says what and `field` where; nothing changed.",
            "429": "Too many tables or actions from here lately; `Retry-After` says when to "
                   "try again. Nothing changed.",
            "503": "The server cannot write to its database; nothing was recorded."}
    out = {ok_code: {"description": "OK"} | _json(ok)}
    for code in codes:
        out[code] = {"description": text[code]} | _json(ERROR)
    return out


def document() -> dict[str, Any]:
    paths: dict[str, Any] = {
        "/api/v1/games": {"get": {"operationId": "listGames", "summary": "The catalog.",
                                  "responses": _answers({"type": "object"})}},
        "/api/v1/tables": {"post": {
            "operationId": "createTable", "summary": "Start a table.",
            "description": "Players in seating order. Teams are optional: given, they must be "
                           "the partnerships the game's teams rule makes for that many players "
                           "(partners across the table in Belote, Tute, Mus ...; none where "
                           "everyone plays alone); absent, the rule makes them.",
            "requestBody": {"required": True} | _json(table_body()),
            "responses": _with_links(_answers({"type": "object", "required": [
                "edit_key", "view_key", "edit_url", "scoreboard_url", "state"]}, "422", "429",
                "503", ok_code="201"))}},
        "/api/v1/tables/import": {"post": {
            "operationId": "importTable",
            "summary": "Start a table from a table's JSON export (new keys, the same state).",
            "requestBody": {"required": True} | _json({
                "type": "object", "required": ["format", "version", "game", "players",
                                               "events"],
                "properties": {
                    "format": {"type": "string", "const": "kibitzer-table"},
                    "version": {"type": "integer", "const": 1},
                    "game": {"type": "string", "enum": list(GAMES)},
                    "players": {"type": "array", "items": {"type": "object"}},
                    "options": OPTIONS,
                    "events": {"type": "array", "items": {"type": "object", "required": [
                        "seq", "kind", "payload"]}}}}),
            "responses": _with_links(_answers({"type": "object", "required": [
                "edit_key", "view_key", "edit_url", "scoreboard_url", "state"]}, "422", "429",
                "503", ok_code="201"))}},
        "/api/v1/tables/{key}": {"get": {
            "operationId": "getTable", "summary": "A table's state (edit or view key).",
            "parameters": [_key(), _events_limit()],
            "responses": _answers(STATE, "404", "422")}},
        "/api/v1/tables/{key}/events": {"post": {
            "operationId": "appendEvent",
            "summary": "Append one action (201), or 200 with the same state when its "
                       "idempotency_key was already applied.",
            "description": kinds_doc(), "parameters": [_key(), _events_limit()],
            "requestBody": {"required": True} | _json(event_body()),
            "responses": _answers(STATE, "403", "404", "409", "422", "429", "503",
                                  ok_code="201")
            | {"200": {"description": "Already applied (same idempotency_key)."}
               | _json(STATE)}}},
    }
    for key, info in GAMES.items():
        for question, (summary, body, answer) in QUESTIONS.items():
            if not referee.supports(key, question):
                continue
            body, answer = info.schema_of(question) or (body, answer)
            paths[f"/api/v1/referee/{key}/{question}"] = {"post": {
                "operationId": f"{question}_{key.replace('-', '_')}",
                "summary": f"{info.name}: {summary}", "tags": ["referee"],
                "requestBody": {"required": True} | _json(body),
                "responses": _answers(answer, "422")}}
    paths["/api/v1/tables/{key}/stream"] = {"get": {
        "operationId": "tableStream", "tags": ["live"],
        "summary": "The table's live stream (edit or view key): Server-Sent Events.",
        "description": STREAM_DOC,
        "parameters": [_key(), {"name": "after", "in": "query", "required": False,
                                "schema": {"type": "integer", "minimum": 0},
                                "description": "resume after this seq (as Last-Event-ID)"},
                       {"name": "page", "in": "query", "required": False,
                        "schema": {"enum": ["table", "board"]},
                        "description": "a page's parts instead of JSON"}],
        "responses": {"200": {"description": "text/event-stream", "content": {
            "text/event-stream": {"schema": {"type": "string"}}}},
            "404": {"description": "No table has this key."} | _json(ERROR)}}}
    from .draws_api import openapi_paths as draw_paths
    paths.update(draw_paths())
    from .club.api import openapi_paths as club_paths
    paths.update(club_paths())
    from .groups.api import openapi_paths as group_paths
    paths.update(group_paths())
    return {"openapi": "3.1.0",
            "info": {"title": "Kibitzer", "version": "1.0",
                     "description": "Keeps the book and referees the rules for card games "
                                    "played at a real table. Errors are 422 with "
                                    "{\"error\", \"field\"}."},
            "paths": paths}


NAME = {"type": "string", "maxLength": 40, "pattern": "\\S",
        "description": "as typed: spaces folded, control and zero-width characters dropped; "
                       "the same name twice (in any case) is refused"}
PLAYER_IN = {"oneOf": [NAME, {
    "type": "object", "required": ["name"],
    "properties": {"name": NAME, "team": {"type": ["integer", "null"], "minimum": 0,
                                          "maximum": 7}, "gender": GENDER}}]}


def table_body() -> dict[str, Any]:
    """A new table: the players' count and the options are the game's own."""
    low = min(info.players_range({"mode": "money"})[0] for info in GAMES.values())
    high = max(info.players_range({"mode": "money"})[1] for info in GAMES.values())
    return {"type": "object", "required": ["game", "players"], "properties": {
                "game": {"type": "string", "enum": list(GAMES)},
                "players": {"type": "array", "items": PLAYER_IN, "minItems": low,
                            "maxItems": high},
                "options": OPTIONS,
                "group": {"type": ["string", "null"], "description": "a group's edit key: "
                          "the table is the group's, its players the group's members "
                          "(matched by name, case and accents aside)"},
                "members": {"type": ["object", "null"], "additionalProperties": {
                    "type": "string"}, "description": "for a name close to a member's (a "
                    "422 with code close_name lists them): the typed name, and the member's "
                    "name it is, or \"\" for a new member"}},
            "anyOf": [{"properties": {
                "game": {"const": key},
                "players": {"minItems": info.players_range({"mode": "money"})[0],
                            "maxItems": info.players_range({"mode": "money"})[1],
                            "description": f"{info.players_text} players"},
                "options": info.options_schema()}} for key, info in GAMES.items()]}


CONTROL = {
    "kind": {"type": "string", "enum": list(KINDS)},
    "idempotency_key": {"type": ["string", "null"], "maxLength": 100,
                        "description": "applies the action once however often it is sent; "
                                       "empty or null: none"},
    "expected_seq": {"type": ["integer", "null"],
                     "description": "refused (409) when the table is no longer at this seq"},
    "actor": {"type": ["string", "null"], "description": "who entered it (kept, up to 40 "
                                                          "characters)"},
    "payload": {"type": "object", "description": "the action's fields, instead of beside "
                                                 "`kind`"}}


def event_body() -> dict[str, Any]:
    """An action: ``kind``, the control fields, and the kind's own fields beside them (any
    other field is refused by name)."""
    def of_kind(kind: Any) -> dict[str, Any]:
        declared = kind.schema or {}
        piece = {"properties": CONTROL | {"kind": {"const": kind.name}}
                 | declared.get("properties", {}), "additionalProperties": False}
        if declared.get("required"):
            piece["required"] = list(declared["required"])
        return piece
    return {"type": "object", "required": ["kind"], "properties": CONTROL,
            "anyOf": [of_kind(kind) for kind in KINDS.values()]}


def _with_links(responses: dict[str, Any]) -> dict[str, Any]:
    """A new table's answer leads to its other operations: its edit key is their ``key``."""
    key = {"key": "$response.body#/edit_key"}
    responses["201"]["links"] = {
        "appendEvent": {"operationId": "appendEvent", "parameters": key},
        # an action every table takes at any point: the first player's name, as the table
        # has it (a fuzzer's names are read back through every page and export)
        "renameFirstPlayer": {
            "operationId": "appendEvent", "parameters": key,
            "requestBody": {"kind": "rename", "seat": 0,
                            "name": "$response.body#/state/players/0/name"},
            "x-schemathesis": {"merge_body": False}},
        "getTable": {"operationId": "getTable", "parameters": key},
        "getTableByViewKey": {"operationId": "getTable",
                              "parameters": {"key": "$response.body#/view_key"}}}
    return responses


STREAM_DOC = (
    "One event a change, `event: change`, its `id` the table's seq. Its data (JSON): `seq`, "
    "`line` (the action's history line, as in a state's `events`) and `state` (the table "
    "after it, with `events=0`; on the newest event sent only, null on those before it when "
    "a stream resumes several at once). Resumes from `Last-Event-ID` (or `?after=`) without a "
    "gap or a repeat; without either, from now. `event: ping` every 15 s, its data the seq. "
    "Either key; nothing is ever written through it.")


def _events_limit() -> dict[str, Any]:
    return {"name": "events", "in": "query", "required": False,
            "schema": {"type": "integer", "minimum": 0},
            "description": "list only the newest N events and the newest N rows of the score "
                           "pad (absent or empty: all). Everything else in the state is as "
                           "large at the 5,000th hand as at the 10th, so with it the answer "
                           "stays the same size however long the evening; pad_total and "
                           "events_total say how many there are in all"}


def _key() -> dict[str, Any]:
    return {"name": "key", "in": "path", "required": True, "schema": {"type": "string"},
            "description": "the table's edit key (or, to read, its view key)"}


def kinds_doc() -> str:
    lines = ["Action kinds (fields go beside `kind` in the body):"]
    for kind in KINDS.values():
        games = "every game" if kind.games is None else ", ".join(sorted(kind.games))
        lines.append(f"- `{kind.name}` ({games}): {kind.doc}")
    return "\n".join(lines)


@bp.get("/api/openapi.json")
def openapi_json() -> Any:
    return jsonify(document())
