"""Making the next round, and checking a published round against its seed.

:func:`next_round` is the one place a round is drawn: the scorebook calls it with the random
source of the round's committed seed, and :func:`verify_round` calls it again with the revealed
seed, so anyone holding the event's record can recompute every round.
"""

from __future__ import annotations

import random

from ..draws import commit, seeded_random
from ..errors import InvalidInputError
from ..words import Message, Verbatim, say, say_n
from . import knockout, pairing
from .event import check_field
from .field import Field, Match, Round
from .standings import ranked

DRAW_RULES = 4
"""The version of the rules :func:`next_round` draws by, recorded with every round: raise it
with any change that draws another round from the same field and seed, so that a round drawn
before the change is not taken for a fake (:func:`verify_round`). 1: rounds recorded without a
version (before: the consolation byes miscounted until 91a2021, groups not padded with byes, a
late pair with no place in a movement left out of the round); 2: until issue 36 (an odd
Mitchell renumbered its tables in play; rotating partners were only searched); 3: since (an
odd Mitchell keeps its table numbers; a multiple of four players follows the circle's
schedule of partners); 4: since issue 39 (a late pair with no empty place in a Mitchell's lines
gets a new table, a phantom facing it, rather than sitting out every round)."""


def next_round(field_: Field, rng: random.Random) -> Round:
    """Round ``len(field_.rounds) + 1``, or an error saying why it cannot be made yet."""
    number = len(field_.rounds) + 1
    if field_.rounds:
        missing = field_.missing(len(field_.rounds))
        if missing:
            raise InvalidInputError(say_n("round {round} still has {n} table without a "
                                          "result ({tables}); enter it first",
                                          "round {round} still has {n} tables without a "
                                          "result ({tables}); enter them first", len(missing),
                                          round=number - 1,
                                          tables=Verbatim(", ".join(map(str, missing)))),
                                    "round")
    spec = field_.spec
    if number == 1:
        check_field(spec, len(field_.active))
    if spec.format == "knockout":
        return _knockout(field_, number, rng)
    planned = planned_rounds(field_)
    if planned is not None and number > planned:
        raise InvalidInputError(played_all(planned), "round")
    active = sorted(field_.active)
    least = 4 if spec.individual else 2
    if len(active) < least:
        raise InvalidInputError(say("too few entrants are playing to make a round"), "round")
    method = spec.method(number)
    layout: tuple[tuple[int, ...], ...] = ()
    numbered: list[tuple[int, pairing.Sides]] | None = None
    if method == "mitchell":
        layout = _mitchell_lines(field_, rng)
        turn = sum(r.method == "mitchell" for r in field_.rounds)
        numbered, byes = pairing.mitchell((layout[0], layout[1]), turn, spec.mitchell_step)
        sides = [s for _, s in numbered]
    elif method == "round_robin":
        layout = (_circle(field_, rng),)
        turn = len(field_.rounds)
        sides, byes = pairing.circle(layout[0], turn)
    elif method == "individual":
        layout, scheduled = _partners(field_, active, rng)
        if scheduled is not None:
            sides, byes = pairing.seat_pairs(scheduled, field_.met(), rng), []
        else:
            sides, byes = pairing.rotating_partners(active, field_.partnered(), field_.met(),
                                                    field_.bye_counts(), rng)
    elif method == "danish":  # never round 1: a movement's first Danish round is "drawn"
        order = [row.entrant for row in ranked(field_) if row.entrant in field_.active]
        order = _lot(order, field_, rng)
        sides, byes = pairing.danish(order, field_.met(), field_.bye_counts())
    else:
        sides, byes = pairing.drawn(active, rng)
    # a late entrant a kept movement has no place for (a Mitchell's lines or a circle already
    # full) sits out like the odd pair, with the sit-out score (club-night.md line 83)
    seated = {e for s in sides for side in s for e in side} | set(byes)
    byes = list(byes) + [e for e in active if e not in seated]
    if numbered is None:
        numbered = list(enumerate(sides, start=1))
    matches = tuple(Match(t, s) for t, s in numbered)
    return Round(number, method, matches, tuple(byes), layout)


def planned_rounds(field_: Field) -> int | None:
    """The rounds the event plays: the organiser's, or for a round robin left without them the
    circle's (n − 1 rounds for an even field, n for an odd one, counted on the circle once
    drawn); None for a knockout, whose rounds its bracket decides."""
    spec = field_.spec
    if spec.rounds is not None or spec.format != "round_robin":
        return spec.rounds
    drawn = next((r for r in field_.rounds if r.method == "round_robin"), None)
    if drawn is not None:
        return len(drawn.layout[0]) - 1
    count = len(field_.active)
    return count - 1 if count % 2 == 0 else count


def _partners(field_: Field, active: list[int], rng: random.Random
              ) -> tuple[tuple[tuple[int, ...], ...], list[tuple[int, int]] | None]:
    """The order of the circle's schedule of partners (kept as the round's layout, drawn in
    the first round) and this round's partners from it; no schedule when the field is not a
    multiple of four, changed since the schedule was drawn (a withdrawal, a late player), or
    when a partnership it gives has already sat together: then the search decides."""
    previous = field_.rounds[-1] if field_.rounds else None
    if previous is None:
        if len(active) % 4:
            return (), None
        order = pairing.partner_order(active, rng)
    elif previous.method == "individual" and previous.layout and \
            sorted(previous.layout[0]) == active:
        order = previous.layout[0]
    else:
        return (), None
    turn = sum(r.method == "individual" for r in field_.rounds)
    pairs = pairing.scheduled_partners(order, turn)
    partnered = field_.partnered()
    if pairs is None or any(frozenset(p) in partnered for p in pairs):
        return (), None
    return (order,), pairs


def played_all(rounds: int) -> Message:
    return say_n("the event has played its {n} round", "the event has played its {n} rounds",
                 rounds)


def _lot(order: list[int], field_: Field, rng: random.Random) -> list[int]:
    """Entrants level on every key of the standings are put in order by lot."""
    rows = {row.entrant: row for row in ranked(field_)}
    out: list[int] = []
    start = 0
    while start < len(order):
        end = start
        while end < len(order) and rows[order[end]].rank == rows[order[start]].rank:
            end += 1
        level = order[start:end]
        rng.shuffle(level)
        out += level
        start = end
    return out


def _mitchell_lines(field_: Field, rng: random.Random | None) -> tuple[tuple[int, ...], ...]:
    """The lines of the first Mitchell round, drawn; later rounds keep them, an entrant
    withdrawn leaving an empty place that a late entrant takes (so no two meet twice). Late
    entrants with no empty place left lengthen the lines by a table each two: the first sits
    at the new table in the line that stays, the second (or a phantom, the empty place of the
    field now odd) in the line that moves (:func:`grown`)."""
    previous = next((r for r in reversed(field_.rounds) if r.method == "mitchell"), None)
    if previous is None:
        assert rng is not None  # the first Mitchell round's lines are drawn
        return pairing.mitchell_lines(sorted(field_.active), rng)
    return grown(_refill(previous.layout, field_), field_)


def grown(lines: tuple[tuple[int, ...], ...], field_: Field) -> tuple[tuple[int, ...], ...]:
    """A Mitchell's lines with a table added for each two late entrants left without a place
    (a phantom facing a lone one). The lines keep every place they had, each new one after the
    last, so the pairs already seated move as they did: a pair at place t of the line that
    stays meets the moving pair from place (t − turn × step) mod tables. Grown after round 1
    (turn 0, where place t met place t), no later turn brings two pairs back together while
    the Mitchell has rounds left (the 12 pairs and a 13th of research/organisers.md §4:
    Jannersten's "append a pair"); grown after a later round, the turns already played were
    counted on fewer tables, and a pair may meet one it has met before."""
    placed = {e for line in lines for e in line}
    waiting = [e for e in sorted(field_.active) if e not in placed]
    if not waiting:
        return lines
    ns, ew = list(lines[0]), list(lines[1])
    while waiting:
        ns.append(waiting.pop(0))
        ew.append(waiting.pop(0) if waiting else -1)
    return tuple(ns), tuple(ew)


def preview(field_: Field) -> Round | None:
    """The next round when the movement fixes it before it is drawn (a Mitchell after its
    first round: the lines kept, the moving line one step on), drawn as :func:`next_round`
    would; None when the next round is drawn or paired by the standings, or there is none."""
    spec = field_.spec
    number = len(field_.rounds) + 1
    if spec.format == "knockout" or not field_.rounds:
        return None
    planned = planned_rounds(field_)
    if planned is not None and number > planned:
        return None
    if spec.method(number) != "mitchell":
        return None
    layout = _mitchell_lines(field_, None)
    turn = sum(r.method == "mitchell" for r in field_.rounds)
    numbered, byes = pairing.mitchell((layout[0], layout[1]), turn, spec.mitchell_step)
    seated = {e for _, s in numbered for side in s for e in side} | set(byes)
    byes = list(byes) + [e for e in sorted(field_.active) if e not in seated]
    return Round(number, "mitchell", tuple(Match(t, s) for t, s in numbered), tuple(byes),
                 layout)


def _circle(field_: Field, rng: random.Random) -> tuple[int, ...]:
    previous = next((r for r in reversed(field_.rounds) if r.method == "round_robin"), None)
    if previous is None:
        return pairing.circle_order(sorted(field_.active), rng)
    return _refill(previous.layout, field_)[0]


def _refill(layout: tuple[tuple[int, ...], ...],
            field_: Field) -> tuple[tuple[int, ...], ...]:
    placed = {e for line in layout for e in line}
    waiting = [e for e in sorted(field_.active) if e not in placed]
    lines = []
    for line in layout:
        kept = []
        for e in line:
            if e < 0 or e not in field_.active:
                e = waiting.pop(0) if waiting else -1
            kept.append(e)
        lines.append(tuple(kept))
    return tuple(lines)


def _knockout(field_: Field, number: int, rng: random.Random) -> Round:
    spec = field_.spec
    active = sorted(field_.active)
    if spec.rounds is not None and number > spec.rounds:
        raise InvalidInputError(played_all(spec.rounds), "round")
    if spec.groups and (not field_.rounds or _groups_left(field_)):
        circles = (field_.rounds[0].layout if field_.rounds
                   else knockout.group_circles(active, spec.groups, rng))
        turn = sum(r.method == "group" for r in field_.rounds)
        listed, byes = knockout.group_round(circles, turn)
        matches = tuple(Match(t, sides, stage) for t, (sides, stage)
                        in enumerate(listed, start=1))
        return Round(number, "group", matches, tuple(byes), circles)
    previous = knockout.last_main(field_)
    byes: list[int] = []
    if previous is None:
        if spec.groups:
            slots = knockout.crossed(knockout.group_tables(field_), spec.qualifiers,
                                     field_.active, rng)
        else:  # round 1 (next_round has checked the field's size)
            slots, byes = knockout.first_bracket(active, rng)
    elif knockout.main_over(field_):
        slots = []
    else:
        level = [main.table for slot in previous.layout if len(slot) == 2
                 for main in [knockout.main_match(previous, slot)] if main is not None
                 and knockout.slot_winner(field_, previous.number, slot) is None]
        if level:
            raise InvalidInputError(say("a knockout match needs a winner: round {round}, "
                                        "table {table} is level", round=previous.number,
                                        table=level[0]), "points")
        slots = knockout.closing(field_, previous)
    tables = [(((s[0],), (s[1],)), "") for s in slots if len(s) == 2]
    byes += [s[0] for s in slots if len(s) == 1 and s[0] not in byes]
    if spec.consolation:
        pool, may_join = knockout.consolation_pool(field_)
        if len(pool) >= 2 or (pool and may_join):
            sides, out = knockout.consolation_round(pool, _consolation_byes(field_), rng)
            tables += [(s, "consolation") for s in sides]
            byes += out
    if not tables:
        raise InvalidInputError(say("the knockout is over"), "round")
    matches = tuple(Match(t, s, stage) for t, (s, stage) in enumerate(tables, start=1))
    return Round(number, "knockout", matches, tuple(byes), tuple(slots))


def _groups_left(field_: Field) -> bool:
    played = sum(r.method == "group" for r in field_.rounds)
    return played < knockout.group_turns(field_.rounds[0].layout)


def _consolation_byes(field_: Field) -> dict[int, int]:
    """Each entrant's byes in the consolation bracket: every bye outside the round's main
    layout, a round with no consolation table too (a pair waiting alone there sits out)."""
    pool_byes: dict[int, int] = {}
    for round_ in field_.rounds:
        in_main = {e for s in round_.layout for e in s}
        for e in round_.byes:
            if e not in in_main:
                pool_byes[e] = pool_byes.get(e, 0) + 1
    return pool_byes


def verify_round(field_: Field, seed: str, commitment: str, published: Round,
                 rules: int = DRAW_RULES) -> tuple[bool | None, Message]:
    """Whether ``seed`` is the one ``commitment`` promised and, drawn from the field as it
    stood, gives exactly the published round; None (not known) for a round drawn under other
    draw rules (``rules``, as recorded with it) that this version's rules do not give again."""
    if commit(seed) != commitment.strip().lower():
        return False, say("No: this seed does not match the commitment published before the "
                          "round.")
    try:
        fresh: dict[str, object] | None = next_round(field_, seeded_random(seed)).to_dict()
    except InvalidInputError:
        fresh = None
    if fresh == published.to_dict():
        return True, say("Yes: the seed matches its commitment, and it gives exactly round "
                         "{round} as published.", round=published.number)
    if rules != DRAW_RULES:
        return None, say("Not known: the seed matches its commitment, but round {round} was "
                         "drawn under other draw rules (version {drawn}; this Kibitzer draws "
                         "under version {now}), and this version's rules give another round.",
                         round=published.number, drawn=rules, now=DRAW_RULES)
    return False, say("No: the seed matches its commitment, but round {round} as "
                      "published is not the round it gives.", round=published.number)


def swap(round_: Round, one: int, other: int) -> Round:
    """The round with two entrants' places exchanged: their tables and sides (or a table and
    a sit-out), and their places in the movement's layout, so the rounds after it move each
    from the place it took (a pair that cannot walk put in the line that stays)."""
    def moved(e: int) -> int:
        return other if e == one else one if e == other else e
    matches = tuple(Match(m.table, (tuple(map(moved, m.sides[0])), tuple(map(moved, m.sides[1]))),
                          m.stage) for m in round_.matches)
    return Round(round_.number, round_.method, matches, tuple(map(moved, round_.byes)),
                 tuple(tuple(map(moved, line)) for line in round_.layout))
