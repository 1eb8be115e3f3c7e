"""Checking what the host enters to start a table: the game, the players, the stakes."""

from __future__ import annotations

import unicodedata
from typing import Any

from referee.game import Game, Sides, side_names
from referee.games import game
from referee.words import GENDERS, Verbatim, say, say_n

from .events import EventError, Player, TableSetup

MAX_NAME = 40


def clean_name(raw: Any) -> str:
    """A player's name as it is compared and stored: NFC, no control, zero-width or
    direction-changing characters, spaces folded ("Ann" and "Ann" + a zero-width space, or
    "Åsa" typed two ways, are the same name). Empty when nothing is left."""
    if not isinstance(raw, str):
        return ""
    text = unicodedata.normalize("NFC", raw)
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf")
                   or ch in "\t\n")
    return " ".join(kept.split())


def read_setup(game_key: Any, players: Any, options: Any) -> TableSetup:
    """A checked :class:`TableSetup`, or an :class:`EventError` naming the field at fault.

    ``players`` are in the order of play, each ``{"name": ..., "team": optional, "gender":
    optional}`` (``"f"`` or ``"m"``: the grammatical gender the words about them take; absent or
    null, none). With no teams given, the game's teams rule makes them for this many players
    (two partnerships across the table; Twenty-Five's pairs or threes; Nuts' neighbours).
    """
    info = game(game_key)
    checked_options = info.read_options(options)
    if not isinstance(players, list):
        raise EventError(say("players must be a list, in seating order"), "players")
    names: list[str] = []
    teams: list[int | None] = []
    genders: list[str] = []
    for i, entry in enumerate(players):
        if isinstance(entry, str):
            entry = {"name": entry}
        if not isinstance(entry, dict):
            raise EventError(say("each player needs a name"), f"players[{i}]")
        name = clean_name(entry.get("name"))
        if not name:
            raise EventError(say("player {number} needs a name", number=i + 1),
                             f"players[{i}].name")
        if len(name) > MAX_NAME:
            raise EventError(say_n("a name is at most {n} character",
                                   "a name is at most {n} characters", MAX_NAME),
                             f"players[{i}].name")
        if name.casefold() in (n.casefold() for n in names):
            raise EventError(say("two players are called {name}", name=Verbatim(name)),
                             f"players[{i}].name")
        names.append(name)
        team = entry.get("team")
        if team is not None and (isinstance(team, bool) or not isinstance(team, int)
                                 or not 0 <= team < 8):
            raise EventError(say("a team is a number from 0"), f"players[{i}].team")
        teams.append(team)
        genders.append(read_gender(entry.get("gender"), f"players[{i}].gender"))
    low, high = info.players_range(checked_options)
    if not low <= len(names) <= high:
        if info.money_players and high < info.money_players:
            raise EventError(say("{game} for points is for {low}–{high} players, not {count} "
                                 "(for money, up to {money})", game=info.title,
                                 low=low, high=high, count=len(names),
                                 money=info.money_players), "players")
        raise EventError(say("{game} is for {players} players, not {count}",
                             game=info.title, players=Verbatim(info.players_text),
                             count=len(names)), "players")
    sides = info.sides(len(names), checked_options)
    if any(t is not None for t in teams):
        if any(t is None for t in teams):
            raise EventError(say("give every player a team, or none"), "players")
        if len(set(teams)) < 2:
            raise EventError(say("a partnership table needs at least two teams"), "players")
        given = sorted({t for t in teams if t is not None})
        if given != list(range(len(given))):
            raise EventError(say("teams are numbered from 0 with none skipped (0 to {last} "
                                 "here), not {given}", last=len(given) - 1,
                                 given=Verbatim(", ".join(map(str, given)))), "players")
        check_teams(info, names, teams, sides)
    else:
        if sides is not None:
            team_of = {seat: team for team, side in enumerate(sides) for seat in side}
            teams = [team_of[seat] for seat in range(len(names))]
    players_out = tuple(Player(seat, name, team, gender) for seat, (name, team, gender)
                        in enumerate(zip(names, teams, genders)))
    return TableSetup(info.key, players_out, checked_options)


def read_gender(raw: Any, field_name: str) -> str:
    """A player's grammatical gender as given: ``"f"``, ``"m"``, or none (absent, null or
    empty); anything else is refused, naming the field."""
    if raw is None or raw == "":
        return ""
    if isinstance(raw, str) and raw in GENDERS:
        return raw
    raise EventError(say("a gender is \"f\" or \"m\", or none"), field_name)


def partition(sides: Sides) -> frozenset[frozenset[int]]:
    """Who plays with whom, whatever the sides' numbers."""
    return frozenset(frozenset(side) for side in sides)


def check_teams(info: Game, names: list[str], teams: list[int | None],
                sides: Sides | None) -> None:
    """Teams given by the host must be the partnerships the game's teams rule makes for this
    many players with these options (Belote's partners across the table, Nuts' neighbours):
    a game whose players play alone takes no teams, and no game takes partners it does not
    seat so. The numbering is the host's (a draw numbers them as they first sit)."""
    if sides is None:
        raise EventError(say("at {game} with {count} players everyone plays alone: leave out "
                             "the teams", game=info.title, count=len(names)), "players")
    given = tuple(tuple(seat for seat, team in enumerate(teams) if team == t)
                  for t in sorted({t for t in teams if t is not None}))
    if partition(given) != partition(sides):
        raise EventError(say("at {game} with {count} players the partnerships are {sides}: "
                             "give those teams, or none", game=info.title,
                             count=len(names),
                             sides=Verbatim("; ".join(side_names(sides, names)))), "players")
