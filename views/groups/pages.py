"""The group's page (either link: the edit link adds its forms) and each member's page, the
new-group form, and the forms that change a group: add a member or give a name to one, rename
one, name a season, let go of a table or an event. Every form works without JavaScript (a
plain post, then the page again)."""

from __future__ import annotations

from datetime import date
from typing import Any

from flask import Response, abort, make_response, redirect, render_template, request, url_for
from flask_babel import format_date
from flask_babel import gettext as _

from referee.errors import RefereeError
from referee.games import GAMES
from scorebook import store
from scorebook.groups import record, season
from scorebook.groups.stats import weeks
from scorebook.groups.view import GroupView

from ..chart import chart
from ..limits import allow_creation, allow_write, created, wrote
from ..hosts import base_url
from .base import bp, current_view, find_group, groups_db


@bp.app_template_filter("day")
def day(value: Any) -> str:
    """A date (``2026-12-04``, or an ISO time) the reader's way ("4 Dec 2026")."""
    try:
        return format_date(date.fromisoformat(str(value)[:10]), "medium")
    except ValueError:
        return str(value)[:10]


@bp.app_template_global()
def group_name(key: Any) -> str:
    """The name of the group a form is for (by its edit key; empty when no group has it)."""
    try:
        return record.find(groups_db(), key)[0].name
    except store.NotFoundError:
        return ""


def game_title(key: str) -> Any:
    found = GAMES.get(key)
    return found.title if found else key


def group_context(group: record.GroupRecord, can_edit: bool, **extra: Any) -> dict[str, Any]:
    shown = current_view(group)
    chosen = shown.season_called(request.args.get("season"))  # ?season=: an earlier one
    standing = shown.season_standings(chosen) if chosen else None
    return {"group": shown.record, "shown": shown, "stats": shown.stats, "edit": can_edit,
            "key": group.edit_key if can_edit else group.view_key,
            "view_url": base_url() + url_for("groups.group_page", key=group.view_key),
            "standing": standing, "games": list(GAMES.values()), "game_title": game_title,
            "error": None, "form": {}, **extra}


def group_page_answer(key: str, error: Any = None, status: int = 200,
                      form: Any = None) -> Response:
    group, can_edit = find_group(key)
    context = group_context(group, can_edit, error=error, form=form or {},
                            imported=request.args.get("imported") == "1")
    response = make_response(render_template("groups/group.html", **context), status)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/g/<key>")
def group_page(key: str) -> Any:
    return group_page_answer(key)


def week_charts(shown: GroupView, member_id: int) -> list[tuple[str, Any]]:
    """The member's lines over the weeks: games won so far at each game; tokens so far."""
    stats = shown.stats.of(member_id)
    assert stats is not None
    line = weeks(stats)
    if not line.weeks:
        return []
    out = []
    games = sorted(line.won)
    rows = [{"totals": [line.won[g][i] for g in games]} for i in range(len(line.weeks))]
    out.append((_("Games won, week by week"),
                chart(rows, [str(game_title(g)) for g in games], None,
                      _("Games won so far, one point a week"))))
    if line.tokens is not None:
        rows = [{"totals": [t]} for t in line.tokens]
        out.append((_("Tokens won or lost, week by week"),
                    chart(rows, [_("tokens")], None,
                          _("Tokens won or lost so far, one point a week"))))
    return out


@bp.get("/g/<key>/m/<int:member>")
def member_page(key: str, member: int) -> Any:
    group, can_edit = find_group(key)
    shown = current_view(group)
    stats = shown.stats.of(member)
    if stats is None:
        abort(404)
    names = {m.id: m.name for m in shown.roster.members}
    response = make_response(render_template(
        "groups/member.html", group=shown.record, shown=shown, stats=stats, names=names,
        key=key, edit=can_edit, game_title=game_title, charts=week_charts(shown, member)))
    response.headers["Cache-Control"] = "no-store"
    return response


# --- making a group ---------------------------------------------------------------------------

def new_group_form(error: Any = None, status: int = 200, form: Any = None) -> Response:
    return make_response(render_template("groups/new.html", error=error, form=form or {}),
                         status)


@bp.get("/groups/new")
def new_group() -> Any:
    return new_group_form()


@bp.post("/groups/new")
def create_group() -> Any:
    try:
        allow_creation()
        group, new = record.create(groups_db(), request.form.get("name", "")[:200],
                                   request.form.get("idem") or None)
    except RefereeError as error:
        return new_group_form(error, 422, request.form)
    if new:
        created()
    return redirect(url_for("groups.group_page", key=group.edit_key), code=303)


# --- changing a group -------------------------------------------------------------------------

def _change(key: str, action: Any) -> Any:
    group, can_edit = find_group(key)
    if not can_edit:
        abort(404)
    try:
        allow_write(key)
        changed = action(groups_db(), group, request.form)
    except (RefereeError, store.ReadOnlyError) as error:
        shown = error if isinstance(error, RefereeError) else RefereeError(str(error))
        return group_page_answer(key, error=shown, status=422, form=request.form)
    if changed:
        wrote(key)
    return redirect(url_for("groups.group_page", key=key), code=303)


@bp.post("/g/<key>/member")
def add_member(key: str) -> Any:
    return _change(key, lambda db, group, form: record.add_member(
        db, group, form.get("name", ""), form.get("same_as") or None)[1])


@bp.post("/g/<key>/rename")
def rename_member(key: str) -> Any:
    def rename(db: Any, group: record.GroupRecord, form: Any) -> bool:
        member = form.get("member", "")
        return record.rename(db, group, int(member) if member.isdigit() else member,
                             form.get("name", ""))
    return _change(key, rename)


@bp.post("/g/<key>/season")
def add_season(key: str) -> Any:
    return _change(key, lambda db, group, form: record.add_season(
        db, group, form.get("name", ""), season.read_rule({
            "count": form.get("count", "vp"), "best": form.get("best", ""),
            "nights": form.get("nights", ""), "placing": form.get("placing", "")}))[1])


@bp.post("/g/<key>/leave")
def leave(key: str) -> Any:
    return _change(key, lambda db, group, form: record.let_go(db, group, form.get("key", "")))
