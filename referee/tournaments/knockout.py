"""Knockouts: a bracket drawn in public, byes, a consolation bracket, groups first.

- The draw (Mus championships: the pairs are drawn in public, the first balls drawn are the
  byes, https://deploy.studylib.es/doc/4980991/reglamento-campeonatos): a field that is not a
  power of two gets byes in round 1 up to the next power (13 pairs: 3 byes), spread through
  the bracket; from round 2 the bracket only closes up (slot 1's winner meets slot 2's).
- A pair never gets a second bye before every pair has had one (studylib, above; Asociación
  Navarra de Mus, art. 7: https://musnavarra.com/reglamento/torneos-normas-jueces-y-
  organizacion/): this only arises in the consolation bracket, drawn afresh each round.
- ``consolation``: a pair that loses its first match plays on in a consolation bracket
  ("cuadro de ganadores y perdedores… asegura al menos jugar dos partidas":
  https://www.valdegastea.org/fiestas-2022/torneo-de-mus-reglas-del-juego).
- ``groups``: groups drawn, a round robin in each, then the first ``qualifiers`` of each into
  a knockout, crossed (1A v 2B, 1B v 2A: http://www.blasdeotero.org/61146/9690.html); short of
  a power of two it takes byes as a drawn field does, the group winners having them as the
  seeds ("los cuatro primeros… cabezas de serie": https://elfarodeceuta.es/otra-nueva-edicion-
  que-se-presenta-apasionante/amp).
- A match's winner is the side with more points (games won, in a best-of match); a level
  result decides nothing, so the round cannot be closed until the organiser enters a winner.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from .field import Field, Match, Round
from .pairing import circle
from .standings import Standing, shared_ranks, tally

Slot = tuple[int, ...]
GROUP_NAMES = "ABCDEFGHIJKLMNOP"


def first_bracket(entrants: Sequence[int], rng: random.Random) -> tuple[list[Slot], list[int]]:
    """Round 1's slots: the first drawn get the byes, spread through the bracket; the rest
    meet in the order drawn."""
    order = list(entrants)
    rng.shuffle(order)
    bye_count = bracket_size(len(order)) - len(order)
    byes, rest = order[:bye_count], order[bye_count:]
    return laid_out(byes, [(rest[i], rest[i + 1]) for i in range(0, len(rest), 2)]), byes


def bracket_size(count: int) -> int:
    """The power of two a field is padded to with byes (a knockout has two entrants at
    least)."""
    size = 2
    while size < count:
        size *= 2
    return size


def laid_out(byes: Sequence[int], meetings: Sequence[Slot]) -> list[Slot]:
    """The slots: the byes spread through the bracket (at i × slots / byes), the meetings in
    order between them."""
    byes, meetings = list(byes), list(meetings)
    count = len(byes) + len(meetings)
    at = {i * count // len(byes) for i in range(len(byes))}  # none without byes
    return [(byes.pop(0),) if position in at else meetings.pop(0) for position in range(count)]


def slot_winner(field_: Field, number: int, slot: Slot) -> int | None:
    """Who comes out of a slot of round ``number``: the bye, or the match's winner (None while
    undecided; None for an empty slot)."""
    if len(slot) == 1:
        return slot[0]
    if not slot:
        return None
    match = main_match(field_.rounds[number - 1], slot)
    if match is None:
        return None
    side = field_.winner(number, match)
    return None if side is None else match.sides[side][0]


def main_match(round_: Round, slot: Slot) -> Match | None:
    return next((m for m in round_.matches if not m.stage and m.entrants == slot), None)


def last_main(field_: Field) -> Round | None:
    """The latest round with knockout slots (the main bracket)."""
    return next((r for r in reversed(field_.rounds) if r.method == "knockout" and r.layout),
                None)


def closing(field_: Field, previous: Round) -> list[Slot]:
    """The next slots: slot 2j's winner against slot 2j + 1's; a winner withdrawn since (or a
    slot without a winner) leaves the other a bye."""
    winners = [slot_winner(field_, previous.number, s) for s in previous.layout]
    winners = [w if w is not None and w in field_.active else None for w in winners]
    slots = []
    for j in range(0, len(winners), 2):
        pair = tuple(w for w in winners[j:j + 2] if w is not None)
        slots.append(pair)
    return slots


def main_over(field_: Field) -> bool:
    previous = last_main(field_)
    if previous is None:
        return False
    return len(previous.layout) == 1 and (
        len(previous.layout[0]) < 2
        or slot_winner(field_, previous.number, previous.layout[0]) is not None)


def champion(field_: Field) -> int | None:
    previous = last_main(field_)
    if previous is None or not main_over(field_) or not previous.layout[0]:
        return None
    return slot_winner(field_, previous.number, previous.layout[0])


# --- the consolation bracket ----------------------------------------------------------------

def consolation_pool(field_: Field) -> tuple[list[int], bool]:
    """Who is in the consolation bracket for the next round, and whether more may join later
    (entrants still in the main bracket without a match played yet)."""
    first_loss: set[int] = set()
    played_main: set[int] = set()
    out: set[int] = set()
    for round_ in field_.rounds:
        for match in round_.matches:
            side = field_.winner(round_.number, match)
            if match.stage == "consolation":
                if side is not None:
                    out.update(match.sides[1 - side])
                continue
            if match.stage:
                continue
            for e in match.entrants:
                if e not in played_main and side is not None and e in match.sides[1 - side]:
                    first_loss.add(e)
            played_main.update(match.entrants)
    pool = sorted(e for e in first_loss - out if e in field_.active)
    alive = _main_alive(field_)
    may_join = not main_over(field_) and any(e not in played_main for e in alive)
    return pool, may_join


def _main_alive(field_: Field) -> list[int]:
    previous = last_main(field_)
    if previous is None:
        return sorted(field_.active)
    return [e for slot in previous.layout for e in slot if e in field_.active]


def consolation_round(pool: list[int], byes_so_far: dict[int, int],
                      rng: random.Random) -> tuple[list[tuple[Slot, Slot]], list[int]]:
    """The consolation bracket's round, drawn afresh: an odd pool's bye goes to a pair that
    has had fewest byes (never a second before every pair has had one)."""
    order = list(pool)
    rng.shuffle(order)
    byes: list[int] = []
    if len(order) % 2:
        fewest = min(byes_so_far.get(e, 0) for e in order)
        sitting = next(e for e in order if byes_so_far.get(e, 0) == fewest)
        order.remove(sitting)
        byes.append(sitting)
    return [((order[i],), (order[i + 1],)) for i in range(0, len(order), 2)], byes


# --- groups first ---------------------------------------------------------------------------

def group_circles(entrants: Sequence[int], groups: int,
                  rng: random.Random) -> tuple[tuple[int, ...], ...]:
    """Groups drawn (dealt round like cards: the i-th drawn into group i mod groups), each a
    round robin's circle (an odd group has an empty place, -1)."""
    order = list(entrants)
    rng.shuffle(order)
    circles = []
    for g in range(groups):
        members = order[g::groups]
        if len(members) % 2:
            members.append(-1)
        circles.append(tuple(members))
    return tuple(circles)


def group_turns(circles: Sequence[Sequence[int]]) -> int:
    return max(len(c) - 1 for c in circles)


def group_round(circles: Sequence[Sequence[int]], turn: int) -> tuple[list[tuple[Any, str]],
                                                                       list[int]]:
    """Every group's round ``turn``: (sides, "group A") in table order, and the byes."""
    matches: list[tuple[Any, str]] = []
    byes: list[int] = []
    for g, members in enumerate(circles):
        if turn >= len(members) - 1:
            continue
        sides, out = circle(members, turn)
        matches += [(s, f"group {GROUP_NAMES[g]}") for s in sides]
        byes += out
    return matches, byes


def group_tables(field_: Field) -> list[list[Standing]]:
    """Each group's standings: ranking points, then margin, then points (group matches only);
    pairs level on all three share the place (:func:`standings.shared_ranks`), listed in entry
    order; that order still says who goes through when two are level across the last
    qualifying place (the standings show them level, so the organiser sees it)."""
    first = next(r for r in field_.rounds if r.method == "group")
    group_only = Field(field_.spec, field_.entrants, field_.active,
                       tuple(r for r in field_.rounds if r.method == "group"), field_.results)
    rows = tally(group_only, sit_outs=False)
    tables = []
    for members in first.layout:
        listed = [rows[e] for e in members if e >= 0]
        listed.sort(key=_group_key, reverse=True)
        shared_ranks(listed, _group_key)
        tables.append(listed)
    return tables


def crossed(tables: list[list[Standing]], qualifiers: int, active: frozenset[int],
            rng: random.Random) -> list[Slot]:
    """The knockout's first slots from the groups: 1A v 2B, 1B v 2C … (1 of each group v 2 of
    the next), each group's two in different halves (so 1A and 1B too); with one qualifier a
    group, the group winners in group order. Qualifiers short of a power of two are padded
    with byes as a drawn knockout is (:func:`first_bracket`), the byes going to the group
    winners, the seeds ("los cuatro primeros… cabezas de serie", club-night.md lines 161-162),
    drawn among them when there are fewer byes than winners; so the bracket only closes up
    after, and nobody gets a second bye."""
    firsts = [t[0].entrant for t in tables]  # every group was dealt two entrants or more
    if qualifiers == 1:
        seeds = [e for e in firsts if e in active]
        byes = _byes_to_seeds(seeds, [], bracket_size(len(seeds)) - len(seeds), rng)
        rest = [e for e in seeds if e not in byes]
        return laid_out(byes, [tuple(rest[i:i + 2]) for i in range(0, len(rest), 2)])
    g = len(tables)
    seconds = [t[1].entrant for t in tables]
    if g == 1:
        halves = [([(0, firsts[0])], [(0, seconds[0])])]
    else:  # the top half: the winners of A, C, E … and the seconds of B, D …
        halves = [([(i, firsts[i]) for i in range(g) if i % 2 == h],
                   [(i, seconds[i]) for i in range(g) if i % 2 != h]) for h in (0, 1)]
    places = bracket_size(2 * g) // len(halves)
    slots: list[Slot] = []
    for half_firsts, half_seconds in halves:
        byes = _byes_to_seeds([e for _, e in half_firsts], [e for _, e in half_seconds],
                              places - len(half_firsts) - len(half_seconds), rng)
        left = [(i, e) for i, e in half_seconds if e not in byes]
        meetings: list[Slot] = []
        for i, first in half_firsts:
            if first in byes:
                continue
            if not left:
                break
            # the second of the next group on, as 1A meets 2B
            j, second = min(left, key=lambda s: (s[0] - i - 1) % g)
            left.remove((j, second))
            meetings.append((first, second))
        rest = [e for i, e in half_firsts if e not in byes and
                not any(e in m for m in meetings)] + [e for _, e in left]
        meetings += [(rest[k], rest[k + 1]) for k in range(0, len(rest), 2)]
        slots += laid_out(byes, meetings)
    return [tuple(e for e in slot if e in active) for slot in slots]


def _byes_to_seeds(seeds: list[int], others: list[int], count: int,
                   rng: random.Random) -> list[int]:
    """``count`` byes: to the seeds first, drawn among them; then drawn among the others."""
    if count <= 0:
        return []
    seeds, others = list(seeds), list(others)
    rng.shuffle(seeds)
    if count > len(seeds):
        rng.shuffle(others)
    return (seeds + others)[:count]


# --- standings ------------------------------------------------------------------------------

def ranked(field_: Field) -> list[Standing]:
    """A knockout's standings: the later an entrant went out of the main bracket, the higher
    (those out in the same round share a rank); entrants out in the groups after, by their
    place in their group."""
    rows = tally(field_, sit_outs=False)
    depth = {e: 0 for e in range(len(field_.entrants))}
    main_rounds = [r for r in field_.rounds if r.method == "knockout" and r.layout]
    for level, round_ in enumerate(main_rounds, start=1):
        for slot in round_.layout:
            for e in slot:
                depth[e] = 2 * level
            winner = slot_winner(field_, round_.number, slot)
            if winner is not None:
                depth[winner] = 2 * level + 1
    place = {}
    if any(r.method == "group" for r in field_.rounds):
        for table in group_tables(field_):
            for row in table:
                place[row.entrant] = row.rank
    key = {e: (depth[e], -place.get(e, 0) if depth[e] == 0 else 0,
               rows[e].rank_points if depth[e] == 0 else 0) for e in depth}
    order = sorted(rows, key=lambda r: key[r.entrant], reverse=True)
    shared_ranks(order, lambda row: key[row.entrant])
    return order


def _group_key(row: Standing) -> tuple[int, int, int]:
    return (row.rank_points, row.margin, row.points)


def bracket(field_: Field) -> dict[str, Any]:
    """The bracket as the room's screen and the API show it."""
    main = []
    consolation = []
    for round_ in field_.rounds:
        if round_.method == "knockout" and round_.layout:
            main.append({"round": round_.number, "slots": [
                {"entrants": list(slot),
                 "table": (m.table if (m := main_match(round_, slot)) else None),
                 "winner": slot_winner(field_, round_.number, slot)}
                for slot in round_.layout]})
        for match in round_.matches:
            if match.stage == "consolation":
                side = field_.winner(round_.number, match)
                consolation.append({"round": round_.number, "table": match.table,
                                    "entrants": list(match.entrants),
                                    "winner": None if side is None
                                    else match.sides[side][0]})
    out: dict[str, Any] = {"main": main, "champion": champion(field_)}
    if field_.spec.consolation:
        out["consolation"] = consolation
    if any(r.method == "group" for r in field_.rounds):
        out["groups"] = [{"group": GROUP_NAMES[g], "standings": [
            {"rank": row.rank, "entrant": row.entrant, "rank_points": row.rank_points,
             "margin": row.margin, "played": row.played, "won": row.won} for row in table]}
            for g, table in enumerate(group_tables(field_))]
    return out
