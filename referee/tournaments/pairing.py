"""Who meets whom in a round: drawn, Danish, Mitchell, round robin, rotating partners.

Every function takes the entrants as indices and a ``random.Random`` where anything is drawn,
and answers the round's sides in table order plus who sits out. Sources:

- Mitchell: the NS line stays, the EW line moves up ``step`` tables each round, so two pairs
  never meet twice (http://specchiolla.it/regburraco.htm;
  https://www.puntiburraco.it/regolamento_torneo_burraco_mitchell.html). An odd field has an
  empty place: whoever faces it sits out.
- Danish: 1st against 2nd, 3rd against 4th … by the standings, avoiding repeats
  (https://www.puntiburraco.it/regolamento_torneo_burraco_danese.html); tables in order of the
  standings (ASCEE: https://doczz.fr/doc/2880155/r%C3%A8glement-du-concours-de-belote). With
  an odd field the lowest-ranked entrant that has sat out least sits out (the Swiss rule:
  the bye to the lowest score without a previous bye).
- Round robin: the circle method (Berger tables), the order drawn in round 1.
- Rotating partners: a field of a multiple of four players (the sizes clubs play: 8, 12, 16 …)
  follows the circle's schedule, in which every two players partner once in n − 1 rounds
  (:func:`scheduled_partners`; a search could paint itself into a corner: 8 players over 7
  rounds repeated a partner in about one event in eight). Otherwise sit-outs to whoever has
  sat out least, then partners that have not partnered before, found by search (most
  constrained player first). Then tables that repeat as few opponents as can be helped.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

Sides = tuple[tuple[int, ...], tuple[int, ...]]
BUDGET = 200_000
"""Search steps before settling for the fewest repeats (a club-sized field never needs it)."""


def drawn(entrants: Sequence[int], rng: random.Random) -> tuple[list[Sides], list[int]]:
    """A drawn round: the entrants shuffled and paired in order; the last drawn of an odd
    field sits out."""
    order = list(entrants)
    rng.shuffle(order)
    byes = [order.pop()] if len(order) % 2 else []
    return [((order[i],), (order[i + 1],)) for i in range(0, len(order), 2)], byes


def danish(ranking: Sequence[int], met: set[frozenset[int]],
           byes_so_far: dict[int, int]) -> tuple[list[Sides], list[int]]:
    """1st against 2nd, 3rd against 4th …, the nearest entrant below not yet met; byes as the
    module says. ``ranking`` is best first."""
    order = list(ranking)
    byes: list[int] = []
    if len(order) % 2:
        fewest = min(byes_so_far.get(e, 0) for e in order)
        sitting = next(e for e in reversed(order) if byes_so_far.get(e, 0) == fewest)
        order.remove(sitting)
        byes.append(sitting)
    pairs = pair_down(order, lambda a, b: frozenset((a, b)) not in met)
    if pairs is None:  # every pairing repeats a meeting: repeat as few as the order allows
        pairs = pair_down(order, lambda a, b: True) or []
    return [((a,), (b,)) for a, b in pairs], byes


def pair_down(order: list[int], allowed: Callable[[int, int], bool],
              budget: list[int] | None = None) -> list[tuple[int, int]] | None:
    """Pairs top down, each with the nearest one below it that ``allowed`` lets it meet;
    backtracks when the rest cannot be paired. None when no pairing exists (or the search ran
    past its budget)."""
    budget = budget if budget is not None else [BUDGET]
    if not order:
        return []
    first = order[0]
    for j in range(1, len(order)):
        budget[0] -= 1
        if budget[0] < 0:
            return None
        if not allowed(first, order[j]):
            continue
        rest = pair_down(order[1:j] + order[j + 1:], allowed, budget)
        if rest is not None:
            return [(first, order[j])] + rest
    return None


def mitchell_lines(entrants: Sequence[int], rng: random.Random) -> tuple[tuple[int, ...],
                                                                           tuple[int, ...]]:
    """The two lines, drawn: half the field NS (staying), half EW (moving); -1 marks the
    empty place of an odd field."""
    order = list(entrants)
    rng.shuffle(order)
    tables = (len(order) + 1) // 2
    ns, ew = order[:tables], order[tables:]
    ew += [-1] * (tables - len(ew))
    return tuple(ns), tuple(ew)


def mitchell(lines: tuple[tuple[int, ...], tuple[int, ...]], turn: int,
             step: int) -> tuple[list[tuple[int, Sides]], list[int]]:
    """Mitchell round ``turn`` (0 for the first): NS pair t at table t + 1, every round, EW
    pair e at table e + turn × step (mod the tables); an entrant facing an empty place sits
    out, and its table is not played that round. The tables keep their numbers (a table card
    is valid for every round), and the empty place moves with the EW line, so the bye goes
    round the NS line."""
    ns, ew = lines
    tables = len(ns)
    matches, byes = [], []
    for t in range(tables):
        # the EW pair that started at table e has moved on to e + turn × step: table t's is
        # the one that started turn × step tables back (the lines are as long as each other)
        one, other = ns[t], ew[(t - turn * step) % tables]
        if one >= 0 and other >= 0:
            matches.append((t + 1, ((one,), (other,))))
        elif one >= 0 or other >= 0:
            byes.append(max(one, other))
    return matches, byes


def circle(order: Sequence[int], turn: int) -> tuple[list[Sides], list[int]]:
    """Round ``turn`` (from 0) of a round robin on ``order`` (even length, -1 an empty
    place): the first stays, the rest turn one place a round; i meets n − 1 − i."""
    first, rest = order[0], list(order[1:])
    shift = turn % len(rest)  # an order is never shorter than 2 (one entrant and a place)
    ring = [first] + rest[len(rest) - shift:] + rest[:len(rest) - shift]
    n = len(ring)
    matches, byes = [], []
    for i in range(n // 2):
        a, b = ring[i], ring[n - 1 - i]
        if a >= 0 and b >= 0:
            matches.append(((a,), (b,)))
        elif a >= 0 or b >= 0:
            byes.append(max(a, b))
    return matches, byes


def circle_order(entrants: Sequence[int], rng: random.Random) -> tuple[int, ...]:
    order = list(entrants)
    rng.shuffle(order)
    if len(order) % 2:
        order.append(-1)
    return tuple(order)


def partner_order(players: Sequence[int], rng: random.Random) -> tuple[int, ...]:
    """The order a schedule of partners is read from, drawn: the players shuffled."""
    order = list(players)
    rng.shuffle(order)
    return tuple(order)


def scheduled_partners(order: Sequence[int], turn: int) -> list[tuple[int, int]] | None:
    """Round ``turn`` (from 0) of the circle's schedule of partners on ``order`` (a multiple
    of four players): the last stays, the rest turn one place a round, and the one beside it
    and the pairs facing each other across the circle partner (a 1-factorisation of the
    complete graph: every two players partner exactly once in n − 1 rounds). None past the
    schedule's n − 1 rounds, or for a field the schedule does not cover."""
    n = len(order)
    if n < 4 or n % 4 or turn >= n - 1:
        return None
    ring = n - 1
    pairs = [(order[turn % ring], order[ring])]
    for i in range(1, n // 2):
        pairs.append((order[(turn + i) % ring], order[(turn - i) % ring]))
    return pairs


def seat_pairs(pairs: list[tuple[int, int]], met: set[frozenset[int]],
               rng: random.Random) -> list[Sides]:
    """Partnerships at tables of two, facing partnerships they have faced as little as can
    be helped."""
    order = list(pairs)
    rng.shuffle(order)
    tables = _match(list(range(len(order))), lambda i, j: not _faced(order[i], order[j], met))
    if tables is None:
        tables = [(i, i + 1) for i in range(0, len(order), 2)]
    return [(order[i], order[j]) for i, j in tables]


def rotating_partners(players: Sequence[int], partnered: set[frozenset[int]],
                      met: set[frozenset[int]], sat_out: dict[int, int],
                      rng: random.Random) -> tuple[list[Sides], list[int]]:
    """Tables of four, two partnerships each: nobody partners the same player twice while it
    can be helped, and opponents repeat as little as can be helped."""
    order = list(players)
    rng.shuffle(order)
    order.sort(key=lambda p: sat_out.get(p, 0))  # stable: the draw orders equals
    sitting = len(order) % 4
    byes, playing = order[:sitting], order[sitting:]
    rng.shuffle(playing)
    pairs = _match(playing, lambda a, b: frozenset((a, b)) not in partnered)
    if pairs is None:
        pairs = _fewest_repeats(playing, partnered)
    tables = _match(list(range(len(pairs))), lambda i, j: not _faced(pairs[i], pairs[j], met))
    if tables is None:
        tables = [(i, i + 1) for i in range(0, len(pairs), 2)]
    return [(pairs[i], pairs[j]) for i, j in tables], sorted(byes)


def _faced(one: tuple[int, int], other: tuple[int, int], met: set[frozenset[int]]) -> bool:
    return any(frozenset((a, b)) in met for a in one for b in other)


def _match(items: list[int], allowed: Callable[[int, int], bool],
           budget: list[int] | None = None) -> list[tuple[int, int]] | None:
    """A perfect matching of ``items`` in which every pair is allowed, or None: the item with
    the fewest choices is matched first, so a dead end shows early."""
    budget = budget if budget is not None else [BUDGET]
    if not items:
        return []
    choices = {a: [b for b in items if b != a and allowed(a, b)] for a in items}
    first = min(items, key=lambda a: len(choices[a]))
    for other in choices[first]:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        rest = _match([x for x in items if x not in (first, other)], allowed, budget)
        if rest is not None:
            return [(first, other)] + rest
    return None


def _fewest_repeats(players: list[int], partnered: set[frozenset[int]]) -> list[tuple[int,
                                                                                     int]]:
    """Greedy partners when no round without a repeat exists: new partners first."""
    left = list(players)
    pairs = []
    while left:
        first = left.pop(0)
        other = next((p for p in left if frozenset((first, p)) not in partnered), left[0])
        left.remove(other)
        pairs.append((first, other))
    return pairs
