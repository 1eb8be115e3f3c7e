"""A group's members across its nights: games played, won and lost per game, tokens, head to
head, partners, the referee's moments, the evenings themselves, and a week-by-week line.

Everything is counted from the nights (:mod:`.nights`), each table's games as its game's end
rule ended them: a game is **won** by its winners (a tie is **tied** for each side in it), and
**lost** only where the game names its loser (Toepen's first one out of chips), never merely for
not winning. Two members met **head to head** in a game when they sat on different sides; one
finished **ahead** of the other when their places differ (a winner ahead of the rest, the rest
ahead of a loser the game names). **Partners** sat on one side of a partnership table. A
round's table of an event counts like any other table; the event itself adds the member's
place on its standings to their evenings.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from datetime import date, timedelta

from referee.moments import Moment

from .names import fold
from .nights import EventNight, TableNight
from .record import Member, Roster


@dataclass
class Figures:
    """Games and their endings, at one game or all of them."""

    tables: int = 0
    games: int = 0
    won: int = 0
    lost: int = 0
    tied: int = 0
    tokens: int | None = None
    """Token games only: what was won (+) or lost (−) in their hands."""

    def add_tokens(self, amount: int) -> None:
        self.tokens = (self.tokens or 0) + amount


@dataclass
class Versus:
    games: int = 0
    ahead: int = 0
    behind: int = 0


@dataclass
class Partnered:
    games: int = 0
    won: int = 0


@dataclass(frozen=True)
class Evening:
    """One of a member's nights: a table, or an event."""

    date: str
    at: str
    game: str
    key: str
    """The table's scoreboard or the event's room (view keys)."""
    event: str | None = None
    """An event's name (its evening line reads its place); None for a table."""
    games: int = 0
    won: int = 0
    lost: int = 0
    tied: int = 0
    tokens: int | None = None
    playing: bool = False
    rank: int | None = None
    entrants: int | None = None
    vp: int | None = None
    points: int | None = None
    scoring: str | None = None
    partner: str | None = None
    """At an event of pairs: whom the member played with that night."""


@dataclass(frozen=True)
class Seen:
    """A moment the referee saw, at whose table and when."""

    date: str
    game: str
    key: str
    moment: Moment


@dataclass
class MemberStats:
    member: Member
    total: Figures = field(default_factory=Figures)
    by_game: dict[str, Figures] = field(default_factory=dict)
    versus: dict[int, Versus] = field(default_factory=dict)
    partners: dict[int, Partnered] = field(default_factory=dict)
    evenings: list[Evening] = field(default_factory=list)
    seen: list[Seen] = field(default_factory=list)

    def game(self, key: str) -> Figures:
        return self.by_game.setdefault(key, Figures())

    @property
    def moment_counts(self) -> list[tuple[str, Moment, int]]:
        """Each kind of moment (by game), how often, most often first."""
        counted: dict[tuple[str, str], list[Seen]] = {}
        for seen in self.seen:
            counted.setdefault((seen.game, seen.moment.key), []).append(seen)
        return sorted(((game, found[0].moment, len(found))
                       for (game, _), found in counted.items()), key=lambda c: -c[2])


@dataclass(frozen=True)
class Ranked:
    member: Member
    rank: int
    figures: Figures


@dataclass
class Stats:
    members: dict[int, MemberStats]
    guests: list[str]
    """Names played at the group's tables that no member answers to (a name corrected at a
    table, a late entrant): the host may add them, or give them to a member."""

    def of(self, member_id: int) -> MemberStats | None:
        return self.members.get(member_id)

    def ranking(self, game: str) -> list[Ranked]:
        """The members who played ``game``, most games won first, then fewest lost, then
        fewest played; level ones share a rank."""
        rows = [(s.member, s.by_game[game]) for s in self.members.values()
                if s.by_game.get(game) and s.by_game[game].games]
        rows.sort(key=lambda r: (-r[1].won, r[1].lost, r[1].games, fold(r[0].name)))
        return with_ranks(rows, lambda f: (f.won, f.lost, f.games))

    @property
    def games(self) -> list[str]:
        """The games the group has played, the most played first."""
        played: dict[str, int] = {}
        for stats in self.members.values():
            for key, figures in stats.by_game.items():
                played[key] = played.get(key, 0) + figures.games
        return sorted(played, key=lambda k: -played[k])


def with_ranks(rows: list[tuple[Member, Figures]],
               key: Callable[[Figures], Hashable]) -> list[Ranked]:
    out: list[Ranked] = []
    for place, (member, figures) in enumerate(rows, start=1):
        level = out and key(out[-1].figures) == key(figures)
        out.append(Ranked(member, out[-1].rank if level else place, figures))
    return out


def compute(roster: Roster, tables: list[TableNight], events: list[EventNight]) -> Stats:
    members = {m.id: MemberStats(m) for m in roster.members}
    guests: dict[str, str] = {}

    def who(name: str) -> int | None:
        found = roster.of(name)
        if found is None:
            guests.setdefault(fold(name), name)
            return None
        return found.id

    for night in tables:
        _count_table(night, [who(n) for n in night.names], members)
    for event in events:
        for night in event.tables:
            _count_table(night, [who(n) for n in night.names], members, evening=False)
        _count_event(event, who, members)
    for stats in members.values():
        # newest first; nights of the same moment in the order they were started, reversed
        stats.evenings = [e for _, e in sorted(enumerate(stats.evenings),
                                               key=lambda p: (p[1].at, p[0]), reverse=True)]
        stats.seen = [s for _, s in sorted(enumerate(stats.seen),
                                           key=lambda p: (p[1].date, p[0]), reverse=True)]
    return Stats(members, sorted(guests.values(), key=fold))


def _count_table(night: TableNight, seats: list[int | None], members: dict[int, MemberStats],
                 evening: bool = True) -> None:
    for seat, member_id in enumerate(seats):
        if member_id is None:
            continue
        stats = members[member_id]
        mine = night.side_of(seat)
        own = Figures()
        for ended in night.games:
            place = ended.place(mine)
            own.games += 1
            own.won += place == 1 and not ended.tie
            own.tied += place == 1 and ended.tie
            own.lost += place == -1
            for other_seat, other in enumerate(seats):
                if other is None or other == member_id:
                    continue
                theirs = night.side_of(other_seat)
                if theirs == mine:
                    if night.teams:
                        partner = stats.partners.setdefault(other, Partnered())
                        partner.games += 1
                        partner.won += place == 1 and not ended.tie
                    continue
                versus = stats.versus.setdefault(other, Versus())
                versus.games += 1
                versus.ahead += place > ended.place(theirs)
                versus.behind += place < ended.place(theirs)
        if night.tokens is not None:
            own.add_tokens(night.tokens[seat])
        for figures in (stats.total, stats.game(night.game)):
            figures.tables += 1
            figures.games += own.games
            figures.won += own.won
            figures.lost += own.lost
            figures.tied += own.tied
            if own.tokens is not None:
                figures.add_tokens(own.tokens)
        for moment_seat, moment in night.moments:
            if moment_seat == seat:
                stats.seen.append(Seen(night.date, night.game, night.key, moment))
        if evening:
            stats.evenings.append(Evening(night.date, night.at, night.game, night.key,
                                          games=own.games, won=own.won, lost=own.lost,
                                          tied=own.tied, tokens=own.tokens,
                                          playing=night.playing))


def _count_event(event: EventNight, who: Callable[[str], int | None],
                 members: dict[int, MemberStats]) -> None:
    for placed in event.placed:
        ids = [who(p) for p in placed.players]
        for i, member_id in enumerate(ids):
            if member_id is None:
                continue
            partner = ", ".join(p for j, p in enumerate(placed.players) if j != i) or None
            members[member_id].evenings.append(Evening(
                event.date, event.at, event.game, event.key, event=event.name,
                games=placed.played, won=placed.won, rank=placed.rank,
                entrants=len(event.placed), vp=placed.vp, points=placed.points,
                scoring=event.scoring, partner=partner, playing=not event.over))


@dataclass(frozen=True)
class Weeks:
    """A member's line over the weeks: for each week they played (its Monday), the games won
    so far at each game, and the tokens won or lost so far in token games."""

    weeks: tuple[str, ...]
    won: dict[str, tuple[int, ...]]
    tokens: tuple[int, ...] | None


def weeks(stats: MemberStats) -> Weeks:
    by_week: dict[str, list[Evening]] = {}
    for evening in stats.evenings:
        if evening.event is None:
            by_week.setdefault(monday(evening.date), []).append(evening)
    listed = sorted(by_week)
    games = sorted({e.game for found in by_week.values() for e in found})
    won: dict[str, list[int]] = {g: [] for g in games}
    tokens: list[int] = []
    running = {g: 0 for g in games}
    held = 0
    any_tokens = False
    for week in listed:
        for evening in by_week[week]:
            running[evening.game] += evening.won
            if evening.tokens is not None:
                held += evening.tokens
                any_tokens = True
        for g in games:
            won[g].append(running[g])
        tokens.append(held)
    return Weeks(tuple(listed), {g: tuple(v) for g, v in won.items()},
                 tuple(tokens) if any_tokens else None)


def monday(day: str) -> str:
    """The Monday of the week a date (``2026-12-04``) falls in."""
    try:
        found = date.fromisoformat(day[:10])
    except ValueError:
        return day[:10]
    return (found - timedelta(days=found.weekday())).isoformat()

