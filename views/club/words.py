"""The names of formats, rankings and stages as the pages say them, in the reader's language."""

from __future__ import annotations

from typing import Any

from flask_babel import gettext as _

from referee.games import GAMES

from .base import bp


@bp.app_template_global()
def format_name(key: str) -> str:
    return {"mitchell": _("Mitchell (one line stays, the other moves)"),
            "danish": _("Danish (1st plays 2nd after each round)"),
            "concours": _("Concours (drawn, then by the standings)"),
            "knockout": _("Knockout"), "round_robin": _("Round robin"),
            "individual": _("Individual, partners changing each round")}.get(key, key)


@bp.app_template_global()
def scoring_name(key: str) -> str:
    return {"vp": _("victory points"), "points": _("total points"),
            "wins": _("points a win, then total points")}.get(key, key)


@bp.app_template_global()
def stage_name(stage: str) -> str:
    if stage == "consolation":
        return _("consolation")
    if stage.startswith("group "):
        return _("group %(name)s", name=stage.split(" ", 1)[1])
    return stage


@bp.app_template_global()
def game_name(key: str) -> Any:
    """A game's name as the reader's language has it (Бура, Козёл; "Chicago" stays)."""
    info = GAMES.get(key)
    return info.title if info else key
