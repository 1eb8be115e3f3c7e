"""The groups' JSON API (DESIGN.md, "Contracts added": groups): make a group, read it by either
key, add or rename a member, name a season, let go of a table or an event, read a member's
history; :func:`openapi_paths` documents it. Every write is safe to send twice (the answer says
200 when it changed nothing); the view key only reads.
"""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify, request, url_for

from referee.errors import RefereeError
from referee.words import say
from scorebook import store
from scorebook.groups import record, season, view
from scorebook.groups.stats import weeks

from ..api import error_words, fail, json_body
from ..limits import allow_creation, allow_write, created, wrote
from ..hosts import base_url
from .base import bp, current_view, groups_db, refused


def _refusal(error: Exception) -> Response:
    if isinstance(error, store.NotFoundError):
        return fail(error_words(error, say("no group has this link")), "key", 404)
    if isinstance(error, store.ReadOnlyError):
        return fail(error_words(error, say("this is the group's view link: it can only read")),
                    "key", 403)
    assert isinstance(error, RefereeError)
    return refused(error)


def links(group: record.GroupRecord, can_edit: bool) -> dict[str, Any]:
    out = {"view_key": group.view_key,
           "view_url": base_url() + url_for("groups.group_page", key=group.view_key)}
    if can_edit:
        out |= {"edit_key": group.edit_key,
                "url": base_url() + url_for("groups.group_page", key=group.edit_key)}
    return out


def group_json(group: record.GroupRecord, can_edit: bool) -> dict[str, Any]:
    # ?season=2025–26: an earlier season's standings (the newest by default)
    return view.figures(current_view(group), request.args.get("season")) | links(group,
                                                                              can_edit)


def answer(key: str, status: int = 200) -> Response:
    group, can_edit = record.find(groups_db(), key)
    response = jsonify(group_json(group, can_edit))
    response.status_code = status
    return response


@bp.post("/api/v1/groups")
def api_create() -> Any:
    try:
        body = json_body()
        allow_creation()
        group, new = record.create(groups_db(), body.get("name"), body.get("idempotency_key"))
    except RefereeError as error:
        return _refusal(error)
    if new:
        created()
    response = jsonify(group_json(group, True))
    response.status_code = 201 if new else 200
    return response


@bp.get("/api/v1/groups/<key>")
def api_group(key: str) -> Any:
    try:
        return answer(key)
    except store.NotFoundError as error:
        return _refusal(error)


def _write(key: str, action: Any) -> Response:
    """One write with the edit key: ``action(group)`` answers whether it changed anything."""
    db = groups_db()
    try:
        body = json_body()
        group = record.writable(db, key)
        allow_write(key)
        changed = action(db, group, body)
    except (RefereeError, store.NotFoundError, store.ReadOnlyError) as error:
        return _refusal(error)
    if changed:
        wrote(key)
    return answer(key, 201 if changed else 200)


@bp.post("/api/v1/groups/<key>/members")
def api_member(key: str) -> Any:
    """``{"name"}`` adds a member; ``{"name", "same_as"}`` gives the name to a member."""
    return _write(key, lambda db, group, body: record.add_member(
        db, group, body.get("name"), body.get("same_as"))[1])


@bp.post("/api/v1/groups/<key>/rename")
def api_rename(key: str) -> Any:
    """``{"member", "name"}``: the member (by name or id) is called ``name`` from now on."""
    return _write(key, lambda db, group, body: record.rename(db, group, body.get("member"),
                                                             body.get("name")))


@bp.post("/api/v1/groups/<key>/seasons")
def api_season(key: str) -> Any:
    """``{"name", "count", "best", "nights", "placing"}``: a season and its rule."""
    return _write(key, lambda db, group, body: record.add_season(
        db, group, body.get("name"), season.read_rule(body))[1])


@bp.post("/api/v1/groups/<key>/events")
def api_event_season(key: str) -> Any:
    """``{"event", "season"}``: the group's event (either of its keys) counted in that
    season (null: in none)."""
    def put(db: Any, group: record.GroupRecord, body: dict[str, Any]) -> bool:
        named = body.get("season")
        found = record.season_named(db, group, named) if named not in (None, "") else None
        return record.put_in_season(db, group, body.get("event"), found)
    return _write(key, put)


@bp.post("/api/v1/groups/<key>/leave")
def api_leave(key: str) -> Any:
    """``{"key"}``: a table or an event (either of its keys) is no longer the group's."""
    return _write(key, lambda db, group, body: record.let_go(db, group, body.get("key")))


def member_json(shown: view.GroupView, member_id: int) -> dict[str, Any] | None:
    stats = shown.stats.of(member_id)
    if stats is None:
        return None
    names = {m.id: m.name for m in shown.roster.members}
    line = weeks(stats)
    return {"id": member_id, "name": stats.member.name, "names": list(stats.member.names),
            "total": vars(stats.total).copy(),
            "by_game": {game: vars(f).copy() for game, f in stats.by_game.items()},
            "versus": [{"member": names[other], **vars(v)} for other, v in
                       sorted(stats.versus.items(), key=lambda kv: names[kv[0]].casefold())],
            "partners": [{"member": names[other], **vars(p)} for other, p in
                         sorted(stats.partners.items(), key=lambda kv: -kv[1].games)],
            "evenings": [vars(e).copy() for e in stats.evenings],
            "moments": [{"date": s.date, "game": s.game, "view_key": s.key,
                         "moment": s.moment.key, "words": s.moment.words} for s in stats.seen],
            "weeks": {"weeks": list(line.weeks),
                      "won": {g: list(v) for g, v in line.won.items()},
                      "tokens": list(line.tokens) if line.tokens is not None else None}}


@bp.get("/api/v1/groups/<key>/members/<int:member>")
def api_member_history(key: str, member: int) -> Any:
    try:
        group, _ = record.find(groups_db(), key)
    except store.NotFoundError as error:
        return _refusal(error)
    shown = member_json(current_view(group), member)
    if shown is None:
        return fail(say("the group has no such member"), "member", 404)
    return jsonify(shown)


# --- the OpenAPI document ---------------------------------------------------------------------

def _key(what: str = "the group's edit key (or, to read, its view key)") -> dict[str, Any]:
    return {"name": "key", "in": "path", "required": True, "schema": {"type": "string"},
            "description": what}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


ERRORS = {"403": "The key is the group's view link: it can only read.",
          "404": "No such group (or member).",
          "422": "Bad input: the message says what and `field` where; nothing changed. A name "
                 "close to a member's (`code` close_name) lists `choices`: each name typed "
                 "with the members it may be; send `members` {typed name: member's name, or "
                 "\"\" for a new member}.",
          "429": "Too many requests from here lately; `Retry-After` says when."}
ERROR = {"type": "object", "required": ["error", "field"], "properties": {
    "error": {"type": "string"}, "code": {"type": "string"},
    "field": {"type": ["string", "null"]},
    "choices": {"type": "array", "items": {"type": "object", "properties": {
        "name": {"type": "string"}, "members": {"type": "array",
                                                "items": {"type": "string"}}}}}}}
KEY = {"type": ["string", "null"], "maxLength": 100,
       "description": "names this one group: sent again (a retry), the same group is answered "
                      "(200) and no second is made"}
FIGURES = {"type": "object", "properties": {
    "tables": {"type": "integer"}, "games": {"type": "integer", "description": "games finished"},
    "won": {"type": "integer"},
    "lost": {"type": "integer", "description": "games lost where the game names a loser "
                                               "(Toepen's first one out), never for not winning"},
    "tied": {"type": "integer"},
    "tokens": {"type": ["integer", "null"], "description": "token games: won (+) or lost (−) "
                                                           "in their hands"}}}
MEMBER = {"type": "object", "required": ["name", "tables", "games", "won", "lost"],
          "properties": FIGURES["properties"] | {
              "id": {"type": "integer"}, "name": {"type": "string"},
              "names": {"type": "array", "items": {"type": "string"}},
              "evenings": {"type": "integer"},
              "by_game": {"type": "object", "additionalProperties": FIGURES}}}
SEASON = {"type": "object", "required": ["standings"], "properties": {
    "name": {"type": ["string", "null"]}, "rule": {"type": ["object", "null"]},
    "nights": {"type": "array", "items": {"type": "object"}},
    "standings": {"type": "array", "items": {
        "type": "object", "required": ["rank", "member", "nights"],
        "properties": {"rank": {"type": "integer"}, "member": {"type": "string"},
                       "vp": {"type": "integer"}, "points": {"type": "integer"},
                       "nights": {"type": "integer"},
                       "results": {"type": "array", "items": {"type": "object"}}}}}}}
GROUP = {"type": "object", "required": ["name", "members", "tables", "events", "season",
                                        "view_key"],
         "properties": {"name": {"type": "string"},
                        "members": {"type": "array", "items": MEMBER},
                        "guests": {"type": "array", "items": {"type": "string"},
                                   "description": "names played at the group's tables that "
                                                  "no member answers to"},
                        "tables": {"type": "array", "items": {"type": "object"}},
                        "events": {"type": "array", "items": {"type": "object"}},
                        "ranking": {"type": "object", "description": "per game, the members "
                                    "by games won (then fewest lost, fewest played)"},
                        "seasons": {"type": "array", "items": {"type": "string"}},
                        "season": SEASON, "view_key": {"type": "string"},
                        "edit_key": {"type": "string"}, "url": {"type": "string"},
                        "view_url": {"type": "string"}}}
HISTORY = {"type": "object", "required": ["name", "total", "by_game", "versus", "partners",
                                          "evenings", "moments"],
           "properties": {"name": {"type": "string"}, "total": FIGURES,
                          "by_game": {"type": "object"},
                          "versus": {"type": "array", "items": {"type": "object"}},
                          "partners": {"type": "array", "items": {"type": "object"}},
                          "evenings": {"type": "array", "items": {"type": "object"}},
                          "moments": {"type": "array", "items": {"type": "object"}},
                          "weeks": {"type": "object"}}}
HOW = ("Everything a group shows is worked out from its tables' and events' own logs: an undo, "
       "a corrected result or a table let go of changes it at once. A table or an event joins "
       "a group when started with `\"group\": edit_key` (POST /api/v1/tables, POST "
       "/api/v1/tournaments, which also take `members` for names close to a member's and, "
       "for an event, `season`); their players are the group's members, matched by name, "
       "case and accents aside. The group's whole history exports as JSON (`/g/{key}/export/"
       "group.json`, its tables as the tables' own exports) and imports into a new group "
       "(POST /api/v1/groups/import) or into an existing one (POST "
       "/api/v1/groups/{edit_key}/import), merged by member name: a table or an event "
       "already there is not added again, so importing twice changes nothing. CSV: "
       "`/g/{key}/export/members.csv`, `games.csv`, `season.csv`.")


def _answers(ok: dict[str, Any], ok_code: str, *codes: str) -> dict[str, Any]:
    out = {ok_code: {"description": "OK"} | _json(ok)}
    for code in codes:
        out[code] = {"description": ERRORS[code]} | _json(ERROR)
    return out


def _post(operation: str, summary: str, body: dict[str, Any]) -> dict[str, Any]:
    return {"post": {"operationId": operation, "tags": ["groups"], "summary": summary,
                     "parameters": [_key("the group's edit key")],
                     "requestBody": {"required": True} | _json(body),
                     "responses": _answers(GROUP, "201", "403", "404", "422", "429")
                     | {"200": {"description": "Nothing changed (sent before)."}
                        | _json(GROUP)}}}


NAME = {"type": "string", "maxLength": 40}


def openapi_paths() -> dict[str, Any]:
    return {
        "/api/v1/groups": {"post": {
            "operationId": "createGroup", "tags": ["groups"], "description": HOW,
            "summary": "Make a group (a home game's regulars, a club): its edit and view "
                       "links (200: already made with this idempotency_key).",
            "requestBody": {"required": True} | _json({
                "type": "object", "required": ["name"], "properties": {
                    "name": {"type": "string", "maxLength": 80}, "idempotency_key": KEY}}),
            "responses": _answers(GROUP, "201", "422", "429")
            | {"200": {"description": "Already made with this idempotency_key."}
               | _json(GROUP)}}},
        "/api/v1/groups/{key}": {"get": {
            "operationId": "getGroup", "tags": ["groups"], "description": HOW,
            "summary": "The group: members with their figures, tables, events, the ranking "
                       "per game and the newest season's standings (either key).",
            "parameters": [_key()], "responses": _answers(GROUP, "200", "404")}},
        "/api/v1/groups/{key}/members/{member}": {"get": {
            "operationId": "getGroupMember", "tags": ["groups"],
            "summary": "A member's history: evenings, figures per game, head to head, "
                       "partners, the referee's moments, the line over the weeks.",
            "parameters": [_key(), {"name": "member", "in": "path", "required": True,
                                    "schema": {"type": "integer"}}],
            "responses": _answers(HISTORY, "200", "404")}},
        "/api/v1/groups/{key}/members": _post(
            "addGroupMember", "Add a member, or give a name to one (`same_as`).",
            {"type": "object", "required": ["name"], "properties": {
                "name": NAME, "same_as": {"type": ["string", "null"]}}}),
        "/api/v1/groups/{key}/rename": _post(
            "renameGroupMember", "Call a member by a new name; the old still means them, so "
                                 "their history is kept.",
            {"type": "object", "required": ["member", "name"], "properties": {
                "member": {"type": ["string", "integer"]}, "name": NAME}}),
        "/api/v1/groups/{key}/seasons": _post(
            "addGroupSeason", "Name a season and its rule; the group's events are counted in "
                              "its newest unless started with another `season`.",
            {"type": "object", "required": ["name"], "properties": {
                "name": NAME,
                "count": {"enum": ["vp", "points", "placing"], "description": "what a night "
                          "gives each player: their entrant's victory points, its points, or "
                          "points by its place (`placing`); a pair's result counts for both "
                          "its players"},
                "placing": {"type": "array", "items": {"type": "integer", "minimum": 0},
                            "description": "points for 1st, 2nd … (default 25 18 15 12 10 8 6 "
                                           "4 2 1)"},
                "best": {"type": ["integer", "null"], "minimum": 1,
                         "description": "only each player's best N nights count"},
                "nights": {"type": ["integer", "null"], "minimum": 1,
                           "description": "the nights the season plans (M of best N of M)"}}}),
        "/api/v1/groups/{key}/events": _post(
            "setGroupEventSeason", "Count one of the group's events in a season (null: none).",
            {"type": "object", "required": ["event"], "properties": {
                "event": {"type": "string"}, "season": {"type": ["string", "null"]}}}),
        "/api/v1/groups/{key}/leave": _post(
            "leaveGroup", "A table or an event (either key) is no longer the group's: its "
                          "nights leave the history and the season at once.",
            {"type": "object", "required": ["key"], "properties": {"key": {"type": "string"}}}),
        "/api/v1/groups/import": {"post": {
            "operationId": "importGroup", "tags": ["groups"], "description": HOW,
            "summary": "A new group from a group's export (new links); sent again with the "
                       "same idempotency_key (in the query, or beside the file's fields) and "
                       "file, it answers the group already made (200) and writes nothing.",
            "parameters": [{"name": "idempotency_key", "in": "query", "required": False,
                            "schema": KEY}],
            "requestBody": {"required": True} | _json({"type": "object"}),
            "responses": _answers(GROUP, "201", "422", "429")
            | {"200": {"description": "Already made with this idempotency_key."}
               | _json(GROUP)}}},
        "/api/v1/groups/{key}/import": {"post": {
            "operationId": "mergeGroup", "tags": ["groups"], "description": HOW,
            "summary": "Merge a group's export into this group, by member name; what is "
                       "already here is not added again (200: nothing new).",
            "parameters": [_key("the group's edit key")],
            "requestBody": {"required": True} | _json({"type": "object"}),
            "responses": _answers(GROUP, "201", "403", "404", "422", "429")
            | {"200": {"description": "Nothing new in the file."} | _json(GROUP)}}},
    }
