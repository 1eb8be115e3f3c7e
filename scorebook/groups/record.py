"""A group kept in SQLite: its name and links, its members and their names, its seasons, and
which tables and events are its. Nothing here is a result: results are the tables' and the
events' own (:mod:`.nights`).

Every write is one ``BEGIN IMMEDIATE`` transaction (a table or an event joining goes in the
transaction that makes it, :func:`join_table`, :func:`join_event`), and each is safe to send
twice: a group made with an ``idempotency_key`` already used answers the group it made; a
member, a name, a season or a table already the group's is not added again. Each write moves
the group's ``version``, by which what is worked out from it is kept.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from referee.words import Verbatim, say, say_n

from .. import store
from ..events import EventError
from ..setup import MAX_NAME, clean_name
from .names import close, fold

MAX_MEMBERS = 500
MAX_GROUP_NAME = 80
MAX_SEASONS = 100


class ChoiceNeededError(EventError):
    """A name only looks like a member's: the host must say whether it is that member or a
    new one (``choices``: each such name with the members it is close to)."""

    code = "close_name"

    def __init__(self, choices: list[tuple[str, list[str]]]) -> None:
        first, members = choices[0]
        message = (say("{name} is close to {member}, a member of the group: say whether it is "
                       "the same player or a new member", name=Verbatim(first),
                       member=Verbatim(members[0])) if len(members) == 1 else
                   say("{name} is close to {members}, members of the group: say which, or "
                       "that it is a new member", name=Verbatim(first),
                       members=Verbatim(", ".join(members))))
        super().__init__(message, "members")
        self.choices = choices

    def to_dict(self) -> dict[str, Any]:
        return super().to_dict() | {"choices": [{"name": name, "members": members}
                                                for name, members in self.choices]}


@dataclass(frozen=True)
class GroupRecord:
    id: int
    edit_key: str
    view_key: str
    name: str
    origin: str
    created_at: str
    version: int


@dataclass(frozen=True)
class Member:
    id: int
    name: str
    names: tuple[str, ...]
    """Every name the member answers to, folded (:func:`.names.fold`): their own, the names
    they had before a rename, and those the host said were theirs."""


@dataclass(frozen=True)
class Season:
    id: int
    name: str
    rule: dict[str, Any]
    created_at: str


@dataclass(frozen=True)
class Roster:
    """The group's members and whom each folded name means."""

    members: tuple[Member, ...]
    by_name: dict[str, int]

    def member(self, member_id: int) -> Member | None:
        return next((m for m in self.members if m.id == member_id), None)

    def of(self, name: str) -> Member | None:
        """The member a name typed at a table means (case and accents aside), or None."""
        found = self.by_name.get(fold(name))
        return self.member(found) if found is not None else None

    def named(self, name: str) -> Member | None:
        """The member called ``name`` now (or answering to it)."""
        return self.of(name)


# --- making and finding -----------------------------------------------------------------------

def group_name(raw: Any) -> str:
    name = clean_name(raw)
    if not name:
        raise EventError(say("give the group a name"), "name")
    if len(name) > MAX_GROUP_NAME:
        raise EventError(say_n("a group's name is at most {n} character",
                               "a group's name is at most {n} characters", MAX_GROUP_NAME),
                         "name")
    return name


def check_key(idempotency_key: Any) -> str | None:
    if idempotency_key in (None, ""):
        return None
    if not isinstance(idempotency_key, str) or not 1 <= len(idempotency_key) <= 100:
        raise EventError(say("idempotency_key must be text of 1 to 100 characters"),
                         "idempotency_key")
    return idempotency_key


def create(db: sqlite_utils.Database, raw_name: Any, idempotency_key: Any = None,
           origin: str | None = None) -> tuple[GroupRecord, bool]:
    """A new group (new keys), and True; or, for an ``idempotency_key`` already used, the
    group it made, and False (a retried request makes one group)."""
    name = group_name(raw_name)
    key = check_key(idempotency_key)
    with store.immediate(db):
        if key is not None:
            row = db.execute("SELECT id FROM groups WHERE idempotency_key = ?", [key]).fetchone()
            if row is not None:
                made = _by_id(db, row[0])
                if made.name != name:
                    raise EventError(say("this request's idempotency_key was already used for "
                                         "a different action; nothing was recorded: send it "
                                         "again with a new key"), "idempotency_key")
                return made, False
        group_id = db.execute(
            "INSERT INTO groups (edit_key, view_key, name, origin, created_at, "
            "idempotency_key) VALUES (?, ?, ?, ?, ?, ?)",
            [store.new_key(), store.new_key(), name, origin or store.new_origin(), store.now(),
             key]).lastrowid
    return _by_id(db, group_id), True


_COLUMNS = "id, edit_key, view_key, name, origin, created_at, version"


def _by_id(db: sqlite_utils.Database, group_id: int) -> GroupRecord:
    row = db.execute(f"SELECT {_COLUMNS} FROM groups WHERE id = ?", [group_id]).fetchone()
    return GroupRecord(*row)


def find(db: sqlite_utils.Database, key: Any) -> tuple[GroupRecord, bool]:
    """The group with this key, and whether the key may write (the edit key)."""
    if not isinstance(key, str) or not 10 <= len(key) <= 64:
        raise store.NotFoundError(say("no group has this link"))
    row = db.execute(f"SELECT {_COLUMNS} FROM groups WHERE edit_key = ? OR view_key = ?",
                     [key, key]).fetchone()
    if row is None:
        raise store.NotFoundError(say("no group has this link"))
    record = GroupRecord(*row)
    return record, secrets.compare_digest(record.edit_key, key)


def writable(db: sqlite_utils.Database, key: Any) -> GroupRecord:
    record, can_write = find(db, key)
    if not can_write:
        raise store.ReadOnlyError(say("this is the group's view link: it can only read"))
    return record


def current(db: sqlite_utils.Database, record: GroupRecord) -> GroupRecord:
    """The group as it is now (its version moves with each write)."""
    return _by_id(db, record.id)


def _moved(db: sqlite_utils.Database, group_id: int) -> None:
    db.execute("UPDATE groups SET version = version + 1 WHERE id = ?", [group_id])


# --- members --------------------------------------------------------------------------------

def roster(db: sqlite_utils.Database, record: GroupRecord) -> Roster:
    names: dict[int, list[str]] = {}
    by_name: dict[str, int] = {}
    for folded, member_id in db.execute("SELECT folded, member_id FROM group_names WHERE "
                                        "group_id = ? ORDER BY rowid", [record.id]):
        names.setdefault(member_id, []).append(folded)
        by_name[folded] = member_id
    members = tuple(Member(member_id, name, tuple(names.get(member_id, ())))
                    for member_id, name in db.execute(
                        "SELECT id, name FROM group_members WHERE group_id = ? ORDER BY id",
                        [record.id]))
    return Roster(members, by_name)


def member_name(raw: Any, field: str = "name") -> str:
    name = clean_name(raw)
    if not name:
        raise EventError(say("give the member's name"), field)
    if len(name) > MAX_NAME:
        raise EventError(say_n("a name is at most {n} character",
                               "a name is at most {n} characters", MAX_NAME), field)
    return name


@dataclass(frozen=True)
class Plan:
    """What joining these names to the group does: each name's member (an id), a new member
    to add for each name no member answers to, and names the host said were a member's."""

    known: dict[str, int]
    new: tuple[str, ...]
    aliases: tuple[tuple[str, int], ...]


def plan(roster_: Roster, names: list[str], choices: Any = None) -> Plan:
    """Whom each name means, before anything is written: a member's own name (case and
    accents aside) is that member; a name close to a member's needs the host's word in
    ``choices`` (``{typed name: member's name, or "" for a new member}``), else
    :class:`ChoiceNeededError`; any other name is a new member."""
    if choices is not None and not isinstance(choices, dict):
        raise EventError(say("members must map each name typed to a member's name, or to "
                             "\"\" for a new member"), "members")
    said = {fold(str(k)): v for k, v in (choices or {}).items()}
    known: dict[str, int] = {}
    new: list[str] = []
    aliases: list[tuple[str, int]] = []
    needed: list[tuple[str, list[str]]] = []
    for name in names:
        found = roster_.of(name)
        if found is not None:
            known[name] = found.id
            continue
        answer = said.get(fold(name))
        if isinstance(answer, str) and answer.strip():
            member = roster_.of(answer)
            if member is None:
                raise EventError(say("{name} is not a member of the group",
                                     name=Verbatim(answer[:40])), "members")
            known[name] = member.id
            aliases.append((name, member.id))
            continue
        if answer is None:
            near = [m.name for m in roster_.members
                    if any(close(name, other) for other in (m.name, *m.names))]
            if near:
                needed.append((name, near))
                continue
        elif answer != "":
            raise EventError(say("members must map each name typed to a member's name, or to "
                                 "\"\" for a new member"), "members")
        if fold(name) not in (fold(n) for n in new):
            new.append(name)
    if needed:
        raise ChoiceNeededError(needed)
    if len(roster_.members) + len(new) > MAX_MEMBERS:
        raise EventError(say("a group has at most {most} members", most=MAX_MEMBERS), "members")
    return Plan(known, tuple(new), tuple(aliases))


def carry_out(db: sqlite_utils.Database, record: GroupRecord, made: Plan) -> dict[str, int]:
    """The plan written, inside the caller's transaction: each name's member id."""
    if not db.conn.in_transaction:
        raise RuntimeError("carry_out writes inside the caller's transaction (immediate)")
    out = dict(made.known)
    for name, member_id in made.aliases:
        db.execute("INSERT OR IGNORE INTO group_names (group_id, folded, member_id) VALUES "
                   "(?, ?, ?)", [record.id, fold(name), member_id])
    for name in made.new:
        out[name] = _insert_member(db, record, name)
    if made.new or made.aliases:
        _moved(db, record.id)
    return out


def _insert_member(db: sqlite_utils.Database, record: GroupRecord, name: str) -> int:
    member_id = db.execute("INSERT INTO group_members (group_id, name, created_at) VALUES "
                           "(?, ?, ?)", [record.id, name, store.now()]).lastrowid
    db.execute("INSERT INTO group_names (group_id, folded, member_id) VALUES (?, ?, ?)",
               [record.id, fold(name), member_id])
    return int(member_id)


def add_member(db: sqlite_utils.Database, record: GroupRecord, raw: Any,
               same_as: Any = None) -> tuple[int, bool]:
    """A member added by name (True), or the name given to a member already in the group
    (``same_as``: that member's name); a name the group already knows changes nothing
    (False), so the request is safe to send twice."""
    name = member_name(raw)
    with store.immediate(db):
        now = roster(db, record)
        found = now.of(name)
        if found is not None:
            return found.id, False
        if same_as not in (None, ""):
            member = now.of(str(same_as))
            if member is None:
                raise EventError(say("{name} is not a member of the group",
                                     name=Verbatim(str(same_as)[:40])), "same_as")
            carry_out(db, record, Plan({}, (), ((name, member.id),)))
            return member.id, True
        carry_out(db, record, plan(now, [name], {name: ""}))
        return roster(db, record).by_name[fold(name)], True


def rename(db: sqlite_utils.Database, record: GroupRecord, member_raw: Any,
           raw: Any) -> bool:
    """A member called by a new name; the old one still means them (their tables keep it),
    so their history is kept. False when they are called so already."""
    name = member_name(raw)
    with store.immediate(db):
        now = roster(db, record)
        member = now.of(str(member_raw)) if isinstance(member_raw, str) else (
            now.member(member_raw) if isinstance(member_raw, int)
            and not isinstance(member_raw, bool) else None)
        if member is None:
            raise EventError(say("{name} is not a member of the group",
                                 name=Verbatim(str(member_raw)[:40])), "member")
        other = now.of(name)
        if other is not None and other.id != member.id:
            raise EventError(say("{name} is already another member's name",
                                 name=Verbatim(name)), "name")
        if member.name == name:
            return False
        db.execute("UPDATE group_members SET name = ? WHERE id = ?", [name, member.id])
        db.execute("INSERT OR IGNORE INTO group_names (group_id, folded, member_id) VALUES "
                   "(?, ?, ?)", [record.id, fold(name), member.id])
        _moved(db, record.id)
    return True


# --- tables and events ------------------------------------------------------------------------

def join_table(db: sqlite_utils.Database, record: GroupRecord, table_id: int, names: list[str],
               choices: Any = None) -> None:
    """A table joins the group, its players its members (inside the table's transaction:
    planned again there, so a member added meanwhile is seen)."""
    carry_out(db, record, plan(roster(db, record), names, choices))
    db.execute("INSERT OR IGNORE INTO group_tables (group_id, table_id, joined_at) VALUES "
               "(?, ?, ?)", [record.id, table_id, store.now()])
    _moved(db, record.id)


def join_event(db: sqlite_utils.Database, record: GroupRecord, event_id: int, names: list[str],
               choices: Any = None, season: int | None = None,
               origin: str | None = None) -> None:
    """An event joins the group (and a season of it), its players its members (inside the
    event's transaction)."""
    carry_out(db, record, plan(roster(db, record), names, choices))
    db.execute("INSERT OR IGNORE INTO group_events (group_id, tournament_id, season_id, origin, "
               "joined_at) VALUES (?, ?, ?, ?, ?)",
               [record.id, event_id, season, origin or store.new_origin(), store.now()])
    _moved(db, record.id)


@dataclass(frozen=True)
class TableLink:
    table_id: int
    edit_key: str
    view_key: str


@dataclass(frozen=True)
class EventLink:
    tournament_id: int
    edit_key: str
    view_key: str
    created_at: str
    season_id: int | None
    origin: str


def tables(db: sqlite_utils.Database, record: GroupRecord) -> list[TableLink]:
    rows = db.execute("SELECT t.id, t.edit_key, t.view_key FROM group_tables gt JOIN tables t "
                      "ON t.id = gt.table_id WHERE gt.group_id = ? ORDER BY t.id", [record.id])
    return [TableLink(*row) for row in rows]


def events(db: sqlite_utils.Database, record: GroupRecord) -> list[EventLink]:
    rows = db.execute("SELECT t.id, t.edit_key, t.view_key, t.created_at, ge.season_id, "
                      "ge.origin FROM group_events ge JOIN tournaments t ON t.id = "
                      "ge.tournament_id WHERE ge.group_id = ? ORDER BY t.id", [record.id])
    return [EventLink(*row) for row in rows]


def group_of_event(db: sqlite_utils.Database, tournament_id: int) -> GroupRecord | None:
    row = db.execute(f"SELECT {', '.join('g.' + c for c in _COLUMNS.split(', '))} FROM "
                     "group_events ge JOIN groups g ON g.id = ge.group_id WHERE "
                     "ge.tournament_id = ?", [tournament_id]).fetchone()
    return GroupRecord(*row) if row else None


def group_of_table(db: sqlite_utils.Database, table_id: int) -> GroupRecord | None:
    row = db.execute(f"SELECT {', '.join('g.' + c for c in _COLUMNS.split(', '))} FROM "
                     "group_tables gt JOIN groups g ON g.id = gt.group_id WHERE "
                     "gt.table_id = ?", [table_id]).fetchone()
    return GroupRecord(*row) if row else None


def let_go(db: sqlite_utils.Database, record: GroupRecord, key: Any) -> bool:
    """A table or an event is no longer the group's (by either of its keys): its nights leave
    the history and the season at once. False when it was not the group's."""
    if not isinstance(key, str) or not 10 <= len(key) <= 64:
        raise EventError(say("give the link of one of the group's tables or events"), "key")
    with store.immediate(db):
        gone = db.execute("DELETE FROM group_tables WHERE group_id = ? AND table_id IN (SELECT "
                          "id FROM tables WHERE edit_key = ? OR view_key = ?)",
                          [record.id, key, key]).rowcount
        gone += db.execute("DELETE FROM group_events WHERE group_id = ? AND tournament_id IN "
                           "(SELECT id FROM tournaments WHERE edit_key = ? OR view_key = ?)",
                           [record.id, key, key]).rowcount
        if gone:
            _moved(db, record.id)
    return bool(gone)


# --- seasons ----------------------------------------------------------------------------------

def seasons(db: sqlite_utils.Database, record: GroupRecord) -> list[Season]:
    return [Season(season_id, name, json.loads(rule), created)
            for season_id, name, rule, created in db.execute(
                "SELECT id, name, rule, created_at FROM group_seasons WHERE group_id = ? "
                "ORDER BY id", [record.id])]


def season_named(db: sqlite_utils.Database, record: GroupRecord, name: Any) -> Season | None:
    """The season of that name; the newest when ``name`` is None; None when there is none."""
    listed = seasons(db, record)
    if name is None:
        return listed[-1] if listed else None
    folded = fold(str(name))
    found = next((s for s in listed if fold(s.name) == folded), None)
    if found is None:
        raise EventError(say("the group has no season {name}", name=Verbatim(str(name)[:40])),
                         "season")
    return found


def add_season(db: sqlite_utils.Database, record: GroupRecord, raw_name: Any,
               rule: dict[str, Any]) -> tuple[Season, bool]:
    """A season named and its rule (already checked: :func:`.season.read_rule`); the same
    season sent again changes nothing (False), another rule under its name is refused."""
    name = clean_name(raw_name)
    if not name or len(name) > MAX_NAME:
        raise EventError(say("a season needs a name of at most {n} characters", n=MAX_NAME),
                         "name")
    with store.immediate(db):
        listed = seasons(db, record)
        found = next((s for s in listed if fold(s.name) == fold(name)), None)
        if found is not None:
            if found.rule != rule:
                raise EventError(say("the group already has a season {name}, with another "
                                     "rule", name=Verbatim(found.name)), "name")
            return found, False
        if len(listed) >= MAX_SEASONS:
            raise EventError(say("a group has at most {most} seasons", most=MAX_SEASONS),
                             "name")
        db.execute("INSERT INTO group_seasons (group_id, name, rule, created_at) VALUES "
                   "(?, ?, ?, ?)", [record.id, name, json.dumps(rule, sort_keys=True),
                                    store.now()])
        _moved(db, record.id)
    made = season_named(db, record, name)
    assert made is not None
    return made, True


def put_in_season(db: sqlite_utils.Database, record: GroupRecord, key: Any,
                  season: Season | None) -> bool:
    """An event of the group counted in ``season`` (None: in none); False when it is counted
    there already (the request is safe to send twice)."""
    with store.immediate(db):
        found = db.execute("SELECT ge.tournament_id, ge.season_id FROM group_events ge JOIN "
                           "tournaments t ON t.id = ge.tournament_id WHERE ge.group_id = ? AND "
                           "(t.edit_key = ? OR t.view_key = ?)", [record.id, key, key]).fetchone()
        if found is None:
            raise EventError(say("give the link of one of the group's events"), "event")
        wanted = season.id if season else None
        if found[1] == wanted:
            return False
        db.execute("UPDATE group_events SET season_id = ? WHERE group_id = ? AND "
                   "tournament_id = ?", [wanted, record.id, found[0]])
        _moved(db, record.id)
    return True
