"""An event as the organiser sets it up: the game, the format, the entrants, the rounds.

:func:`read_event` turns the request's JSON into a checked :class:`Spec` and the entrants, or
raises :class:`InvalidInputError` naming the field (a 422 that changes nothing).

Formats (``FORMATS``), each with its pairing per round (``Spec.methods``):

- ``mitchell``: one line stays, the other moves ``mitchell_step`` tables a round; rounds may be
  mixed with ``danish`` ones ("2 Mitchell + 2 Danish"), Mitchell rounds first.
- ``danish``: round 1 drawn, then 1st against 2nd, 3rd against 4th … avoiding repeats.
- ``concours`` (concours de belote): round 1 drawn, later rounds by the standings, no repeat;
  ranked on points (or on wins); ``melee``: partners drawn afresh each round, ranked alone.
- ``knockout``: a drawn bracket with byes, optionally a consolation bracket, or groups first.
- ``round_robin``: everyone meets everyone (circle method).
- ``individual``: four-player partnership games; partners change every round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..errors import InvalidInputError
from ..game import Game
from ..games import game as find_game
from ..words import Verbatim, say, say_n
from .clock import MOST_MINUTES, default_minutes
from .scales import Scale, scale_for

FORMATS = ("mitchell", "danish", "knockout", "round_robin", "individual", "concours")
SCORINGS = ("vp", "points", "wins")
DEFAULT_SCORING = {"mitchell": "vp", "danish": "vp", "concours": "points", "knockout": "wins",
                   "round_robin": "wins", "individual": "points"}
MOVEMENTS = ("mitchell", "danish")
MAX_ENTRANTS = 256
MAX_ROUNDS = 30
MAX_NAME = 40
MAX_TEXT = 80


@dataclass(frozen=True)
class SitOut:
    """What an entrant without a table in a round (a bye, the "tavolo zoppo") is given.

    Defaults: 14 VP and +355 (a Genoa club league: http://www.genovagioca.it/Giochi/
    RegolamentoCircuiti); on wins, 3 ranking points and 1000 points (the Rennes belote
    challenge: https://rennes.demosphere.net/rdv/5417)."""

    vp: int = 0
    margin: int = 0
    points: int = 0
    rank_points: int = 0

    def to_dict(self) -> dict[str, int]:
        return {"vp": self.vp, "margin": self.margin, "points": self.points,
                "rank_points": self.rank_points}


SIT_OUT = {"vp": SitOut(vp=14, margin=355), "wins": SitOut(points=1000, rank_points=3),
           "points": SitOut(points=1000)}


@dataclass(frozen=True)
class Entrant:
    """A pair (or a player, in an individual event), with the players who sit for it."""

    name: str
    players: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "players": list(self.players)}


@dataclass(frozen=True)
class Spec:
    """Everything about an event that does not change once it starts."""

    game: str
    name: str
    format: str
    rounds: int | None
    """Rounds planned; None for a knockout (as many as the bracket needs) and for a round
    robin left without them (as many as the circle has: :func:`.rounds.planned_rounds`)."""
    methods: tuple[str, ...]
    """How each planned round is paired: mitchell, danish, drawn, round_robin, individual."""
    hands: int | None
    target: int | None
    scoring: str
    side_size: int
    """Players a side at a table: 2 in a four-player partnership game, else 1."""
    individual: bool
    """Entrants are players, and partners change every round."""
    scale: Scale | None
    sit_out: SitOut
    mitchell_step: int = 1
    best_of: int = 1
    consolation: bool = False
    groups: int = 0
    qualifiers: int = 2
    win_points: int = 4
    draw_points: int = 3
    loss_points: int = 2
    check_in: bool = False
    """Entrants play once checked in (by scanning the event's code), late arrivals too."""
    round_minutes: int | None = None
    """The round's clock (:mod:`.clock`): minutes a round, None for the default of the format
    and its hands."""
    last_hand_minutes: int | None = None
    """Minutes left at which the clock calls "last hand" (None: one hand's share)."""
    table_options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def entrant_size(self) -> int:
        return 1 if self.individual else self.side_size

    def method(self, number: int) -> str:
        """How round ``number`` (from 1 to the rounds planned: next_round refuses one more)
        is paired."""
        if self.format == "knockout":
            return "knockout"
        if not self.methods and self.format == "round_robin":
            return "round_robin"  # as many rounds as the circle has (rounds left out)
        return self.methods[number - 1]

    @property
    def clock_minutes(self) -> int | None:
        """The round's minutes: the organiser's, else the default for the format and hands."""
        if self.round_minutes is not None:
            return self.round_minutes
        return default_minutes(self.format, self.hands)

    def games_to_win(self) -> int:
        return self.best_of // 2 + 1

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "name": self.name, "format": self.format,
                "rounds": self.rounds, "movement": list(self.methods),
                "hands_per_round": self.hands, "target": self.target, "scoring": self.scoring,
                "individual": self.individual,
                "options": {"vp_scale": self.scale.to_dict() if self.scale else None,
                            "sit_out": self.sit_out.to_dict(),
                            "mitchell_step": self.mitchell_step, "best_of": self.best_of,
                            "consolation": self.consolation, "groups": self.groups,
                            "qualifiers": self.qualifiers, "win_points": self.win_points,
                            "draw_points": self.draw_points, "loss_points": self.loss_points,
                            "check_in": self.check_in, "round_minutes": self.round_minutes,
                            "last_hand_minutes": self.last_hand_minutes,
                            "table": dict(self.table_options)}}


OPTION_NAMES = ("check_in", "vp_scale", "sit_out", "mitchell_step", "best_of", "consolation",
                "groups", "qualifiers", "win_points", "draw_points", "loss_points", "melee",
                "round_minutes", "last_hand_minutes", "table")


def read_event(body: Mapping[str, Any]) -> tuple[Spec, tuple[Entrant, ...]]:
    """The event and its entrants from a request body (see the module docstring)."""
    info = find_game(body.get("game"))
    name = _text(body.get("name"), "name", most=MAX_TEXT)
    fmt = body.get("format")
    if fmt not in FORMATS:
        raise InvalidInputError(say("format must be one of {formats}",
                                    formats=Verbatim(", ".join(FORMATS))), "format")
    options = body.get("options") or {}
    if not isinstance(options, Mapping):
        raise InvalidInputError(say("options must be an object"), "options")
    for key in options:
        if key not in OPTION_NAMES:
            raise InvalidInputError(say("{name} is not an option of an event (options: "
                                        "{names})", name=Verbatim(repr(str(key)[:40])),
                                        names=Verbatim(", ".join(OPTION_NAMES))),
                                    f"options.{str(key)[:40]}")
    individual = fmt == "individual" or (fmt == "concours" and _flag(options, "melee"))
    side_size = _side_size(info, individual)
    scoring = body.get("scoring") or DEFAULT_SCORING[fmt]
    if scoring not in SCORINGS:
        raise InvalidInputError(say("scoring must be one of {scorings}",
                                    scorings=Verbatim(", ".join(SCORINGS))), "scoring")
    hands, target = _length(body, info, fmt)
    entrants = read_entrants(body.get("entrants"), 1 if individual else side_size)
    best_of = _count(options, "best_of", 1, 1, 15)
    table_options = info.read_options(_table_options(options.get("table"), info, hands,
                                                     target, best_of))
    scale = None
    if scoring == "vp":
        scale = scale_for(hands, options.get("vp_scale"))
    sit_out = _sit_out(options.get("sit_out"), scoring, scale, info)
    rounds, methods = _rounds(body, fmt, individual)
    spec = Spec(info.key, name, fmt, rounds, methods, hands, target, scoring, side_size,
                individual, scale, sit_out,
                mitchell_step=_count(options, "mitchell_step", 1, 1, 20),
                best_of=best_of,
                consolation=_flag(options, "consolation"),
                groups=_count(options, "groups", 0, 0, 16),
                qualifiers=_count(options, "qualifiers", 2, 1, 2),
                win_points=_count(options, "win_points", 4, 0, 100),
                draw_points=_count(options, "draw_points", 3, 0, 100),
                loss_points=_count(options, "loss_points", 2, 0, 100),
                check_in=_flag(options, "check_in"),
                round_minutes=_maybe(options, "round_minutes", 1, MOST_MINUTES),
                last_hand_minutes=_maybe(options, "last_hand_minutes", 0, MOST_MINUTES),
                table_options=table_options)
    if spec.best_of % 2 == 0:
        raise InvalidInputError(say("best_of is an odd number of games (3: the first to 2)"),
                                "options.best_of")
    if spec.format != "knockout" and (spec.consolation or spec.groups):
        raise InvalidInputError(say("a consolation bracket and groups are for a knockout"),
                                "options")
    if not spec.check_in:
        check_field(spec, len(entrants))
    return spec, entrants


def check_field(spec: Spec, count: int) -> None:
    """Refuse a field too small (or too large) for the format, by the format's own rule."""
    least = 4 if spec.individual else 2  # a table of four players, or two sides
    if spec.groups:
        least = spec.groups * max(spec.qualifiers, 2)
    if count < least:
        raise InvalidInputError(say_n("this format needs at least {n} entrant, not {given}",
                                      "this format needs at least {n} entrants, not {given}",
                                      least, given=count), "entrants")
    if spec.format == "round_robin" and spec.rounds is not None:
        most = count - 1 if count % 2 == 0 else count
        if spec.rounds > most:
            raise InvalidInputError(say_n("{entrants} meet each other in {n} round, not "
                                          "{rounds}", "{entrants} meet each other in {n} "
                                          "rounds, not {rounds}", most,
                                          entrants=say_n("{n} entrant", "{n} entrants", count),
                                          rounds=spec.rounds), "rounds")
    mitchells = spec.methods.count("mitchell")
    if mitchells:
        tables = (count + 1) // 2
        distinct = tables // _gcd(spec.mitchell_step, tables)
        if mitchells > distinct:
            raise InvalidInputError(say_n("a Mitchell of {tables} moving {step} at a time meets "
                                          "new pairs for {n} round, not {rounds}",
                                          "a Mitchell of {tables} moving {step} at a time meets "
                                          "new pairs for {n} rounds, not {rounds}", distinct,
                                          tables=say_n("{n} table", "{n} tables", tables),
                                          step=spec.mitchell_step, rounds=mitchells),
                                    "movement")


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def _side_size(info: Game, individual: bool) -> int:
    if info.partnerships:
        return 2
    if individual:
        raise InvalidInputError(say("partners change each round only in a four-player "
                                    "partnership game; {game} is not one",
                                    game=info.title), "format")
    if info.min_players <= 2 <= info.max_players:
        return 1
    raise InvalidInputError(say("an event's match is two sides at a table; {game} is not "
                                "played that way", game=info.title), "game")


def _length(body: Mapping[str, Any], info: Game, fmt: str) -> tuple[int | None, int | None]:
    hands, target = body.get("hands_per_round"), body.get("target")
    if hands is not None and target is not None:
        raise InvalidInputError(say("give hands_per_round or target, not both"),
                                "hands_per_round")
    if hands is not None:
        return _whole(hands, "hands_per_round", 1, 100), None
    if target is not None:
        if info.option("target") is None:
            raise InvalidInputError(say("{game} has no target score: give hands_per_round",
                                        game=info.title), "target")
        return None, _whole(target, "target", 1, 100000)
    if fmt == "concours":
        return 12, None  # a partie of twelve donnes (ASCEE règlement)
    return None, None


def _table_options(raw: Any, info: Game, hands: int | None, target: int | None,
                   best_of: int) -> dict[str, Any]:
    """The options of every table the event sets out: the organiser's (``options.table``),
    the event's target, and the round the table plays (``round_hands``, ``round_best_of``:
    :class:`referee.game.EventRound`), so that the round's length governs its table."""
    if raw is not None and not isinstance(raw, Mapping):
        raise InvalidInputError(say("options.table must be an object"), "options.table")
    given = {k: v for k, v in dict(raw or {}).items() if k not in ("round_hands",
                                                                  "round_best_of")}
    if target is not None:
        given["target"] = target
    if hands is not None and info.option("hands") is not None:
        given.setdefault("hands", hands)
    if hands is not None:
        given["round_hands"] = hands
    given["round_best_of"] = best_of
    return given


def _sit_out(raw: Any, scoring: str, scale: Scale | None, info: Game) -> SitOut:
    """The sit-out score, each part one a table could give: victory points from 0 to the
    scale's total (a bye cannot earn more than a table's 20, nor lose points: Genova's is
    14), ranking points from 0, points no lower than the game's lowest (a Belote side never
    scores below 0)."""
    default = SIT_OUT[scoring]
    if raw is None:
        return default
    return _score(raw, default, scale, info, "options.sit_out")


def _score(raw: Any, base: SitOut, scale: Scale | None, info: Game, where: str) -> SitOut:
    """A score given without a table (a sit-out, a late entrant's missed round): ``base``
    with the parts ``raw`` gives, each one a table could give."""
    if not isinstance(raw, Mapping):
        raise InvalidInputError(say("{field} must be an object", field=Verbatim(where)), where)
    values = base.to_dict()
    for key, value in raw.items():
        if key not in values:
            raise InvalidInputError(say("{name} is not part of a sit-out score (vp, margin, "
                                        "points, rank_points)",
                                        name=Verbatim(repr(str(key)[:40]))),
                                    f"{where}.{str(key)[:40]}")
        values[key] = _whole(value, f"{where}.{key}", -100000, 100000)
    most = scale.total if scale is not None else 100000
    if not 0 <= values["vp"] <= most:
        raise InvalidInputError(say("a sit-out's victory points are from 0 to {most}, as a "
                                    "table's can be", most=most), f"{where}.vp")
    if values["rank_points"] < 0:
        raise InvalidInputError(say("a sit-out's ranking points cannot be below 0"),
                                f"{where}.rank_points")
    lowest = info.lowest_score
    if lowest is not None and values["points"] < lowest:
        raise InvalidInputError(say("a sit-out's points cannot be below {lowest}: no {game} "
                                    "side scores less", lowest=lowest,
                                    game=Verbatim(info.name)), f"{where}.points")
    return SitOut(**values)


MISSED = ("sit_out", "nothing")
"""What an entrant arriving after round 1 is given for each round it missed, as the organiser
chooses: the event's sit-out score, nothing, or a score of its own (an object)."""


def read_missed(raw: Any, spec: Spec) -> SitOut:
    """A late entrant's score for each round it missed (:data:`MISSED`; absent: nothing, as
    before the organiser could choose)."""
    if raw is None or raw == "nothing":
        return SitOut()
    if raw == "sit_out":
        return spec.sit_out
    if isinstance(raw, Mapping):
        return _score(raw, SitOut(), spec.scale, find_game(spec.game), "missed")
    raise InvalidInputError(say("missed is \"sit_out\", \"nothing\" or a score (vp, margin, "
                                "points, rank_points)"), "missed")


def check_result(spec: Spec, points: tuple[int, int]) -> None:
    """Refuse a table's result its game cannot produce: a side below the game's lowest score
    (a Belote side never scores below 0), or in a best-of match a negative count of games."""
    info = find_game(spec.game)
    lowest = 0 if spec.best_of > 1 else info.lowest_score
    if lowest is not None and min(points) < lowest:
        raise InvalidInputError(say("a {game} side cannot score below {lowest}",
                                    game=Verbatim(info.name), lowest=lowest), "points")


def _rounds(body: Mapping[str, Any], fmt: str,
            individual: bool) -> tuple[int | None, tuple[str, ...]]:
    raw = body.get("rounds")
    movement = body.get("movement")
    if fmt == "knockout":
        if movement is not None:
            raise InvalidInputError(say("a knockout has no movement"), "movement")
        rounds = None if raw is None else _whole(raw, "rounds", 1, MAX_ROUNDS)
        return rounds, ()
    if fmt == "round_robin" and raw is None and not individual:
        # the circle fixes the number: everyone meets everyone once (planned_rounds)
        if movement is not None:
            raise InvalidInputError(say("only a Mitchell or Danish event takes a movement"),
                                    "movement")
        return None, ()
    rounds = _whole(raw, "rounds", 1, MAX_ROUNDS)
    if individual:
        methods = ("individual",) * rounds
    elif fmt == "round_robin":
        methods = ("round_robin",) * rounds
    elif fmt == "concours":
        methods = ("drawn",) + ("danish",) * (rounds - 1)
    else:
        methods = _movement(movement, fmt, rounds)
    if movement is not None and fmt not in MOVEMENTS:
        raise InvalidInputError(say("only a Mitchell or Danish event takes a movement"),
                                "movement")
    return rounds, methods


def _movement(movement: Any, fmt: str, rounds: int) -> tuple[str, ...]:
    if movement is None:
        chosen = [fmt] * rounds
    elif not isinstance(movement, list) or len(movement) != rounds:
        raise InvalidInputError(say_n("movement is a list of {n} round, mitchell or danish",
                                      "movement is a list of {n} rounds, each mitchell or "
                                      "danish", rounds), "movement")
    else:
        chosen = list(movement)
    for i, method in enumerate(chosen):
        if method not in MOVEMENTS:
            raise InvalidInputError(say("each round's movement is mitchell or danish"),
                                    f"movement[{i}]")
        if method == "mitchell" and i and chosen[i - 1] != "mitchell":
            raise InvalidInputError(say("Mitchell rounds come first, before the Danish ones"),
                                    f"movement[{i}]")
    # a Danish round with no standings yet is drawn
    return tuple("drawn" if m == "danish" and i == 0 else m for i, m in enumerate(chosen))


def read_entrants(raw: Any, size: int, taken: tuple[Entrant, ...] = (),
                  field: str = "entrants") -> tuple[Entrant, ...]:
    """Entrants: ``[{"name": "Rossi-Bianchi", "players": ["Anna", "Bruno"]}, ...]``.

    Each pair names ``size`` players (a name alone stands for them: "Rossi-Bianchi 1" and
    "… 2"); every entrant's name and every player's name is used once in the event (the
    pairings are read by name), ignoring case and spacing."""
    if not isinstance(raw, list):
        raise InvalidInputError(say("entrants must be a list, each with a name"), field)
    if len(raw) + len(taken) > MAX_ENTRANTS:
        raise InvalidInputError(say("at most {most} entrants", most=MAX_ENTRANTS), field)
    names = {_fold(e.name) for e in taken}
    players = {_fold(p) for e in taken for p in e.players}
    read: list[Entrant] = []
    for i, entry in enumerate(raw):
        where = f"{field}[{i}]"
        if isinstance(entry, str):
            entry = {"name": entry}
        if not isinstance(entry, Mapping):
            raise InvalidInputError(say("each entrant needs a name"), where)
        name = _text(entry.get("name"), f"{where}.name")
        given = entry.get("players")
        if given is None:
            who = [name] if size == 1 else [f"{name} {n}" for n in range(1, size + 1)]
        elif not isinstance(given, list) or len(given) != size:
            raise InvalidInputError(say_n("each entrant names {n} player",
                                          "each entrant names {n} players", size),
                                    f"{where}.players")
        else:
            who = [_text(p, f"{where}.players[{j}]")
                   for j, p in enumerate(given)]
        if _fold(name) in names:
            raise InvalidInputError(say("{name} is entered twice", name=Verbatim(name)),
                                    f"{where}.name")
        names.add(_fold(name))
        for j, player in enumerate(who):
            if _fold(player) in players:
                raise InvalidInputError(say("{name} plays for two entrants",
                                            name=Verbatim(player)), f"{where}.players[{j}]")
            players.add(_fold(player))
        read.append(Entrant(name, tuple(who)))
    return tuple(read)


def _fold(name: str) -> str:
    return " ".join(name.split()).casefold()


def _text(value: Any, field: str, most: int = MAX_NAME) -> str:
    """A name, required, its spacing tidied."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInputError(say("{field} needs a name", field=Verbatim(field)), field)
    text = " ".join(value.split())
    if len(text) > most:
        raise InvalidInputError(say("a name is at most {most} characters", most=most), field)
    return text


def _whole(value: Any, field: str, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise InvalidInputError(say("{field} must be a whole number from {least} to {most}",
                                    field=Verbatim(field), least=least, most=most), field)
    return value


def _count(options: Mapping[str, Any], name: str, default: int, least: int, most: int) -> int:
    value = options.get(name, default)
    return _whole(value, f"options.{name}", least, most)


def _maybe(options: Mapping[str, Any], name: str, least: int, most: int) -> int | None:
    value = options.get(name)
    return None if value is None else _whole(value, f"options.{name}", least, most)


def _flag(options: Mapping[str, Any], name: str) -> bool:
    value = options.get(name, False)
    if not isinstance(value, bool):
        raise InvalidInputError(say("options.{name} must be true or false",
                                    name=Verbatim(name)), f"options.{name}")
    return value
