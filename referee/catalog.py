"""The catalog of the fifteen games: who plays, with which pack, how the table keeps score.

This is data the home page, the JSON API (``GET /api/v1/games``) and the scorebook read. The
rules themselves live in each game's own module (``module`` below), which the referee's request
layer (:mod:`referee.requests`) finds by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, Mapping

from . import cards
from .cards import Pack
from .errors import InvalidInputError


class Scoring(Enum):
    """How a table of this game keeps its book."""

    TOKENS = "tokens"
    """Chips in front of each player and a pot in the middle (Bura, Toepen)."""
    POINTS = "points"
    """A score pad; the first to reach the target wins (Chicago to 52, Belote to 1000)."""
    PENALTY = "penalty"
    """Penalty points; a player reaching the target drops out, the last one left wins (Kozel)."""
    TALLY = "tally"
    """A tally of games or hands won (Aggravation, Tute, One-Eyed Jack)."""
    HANDS = "hands"
    """A fixed number of hands, highest score wins (Back Alley's 26)."""


@dataclass(frozen=True)
class Option:
    """A table option: a named choice where real tables differ, with its default."""

    name: str
    label: str
    default: Any
    kind: str = "int"
    """``int``, ``bool`` or ``choice``."""
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "label": self.label, "default": self.default,
                               "kind": self.kind}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.help:
            out["help"] = self.help
        return out

    def read(self, value: Any) -> Any:
        """Check one value given for this option; raise naming the option when it is wrong."""
        field_name = f"options.{self.name}"
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("1", "true", "on", "yes"):
                return True
            if isinstance(value, str) and value.lower() in ("0", "false", "off", "no", ""):
                return False
            raise InvalidInputError(f"{self.label} must be yes or no", field_name)
        if self.kind == "choice":
            for choice in self.choices:
                if value == choice or str(value) == str(choice):
                    return choice
            shown = ", ".join(str(c) for c in self.choices)
            raise InvalidInputError(f"{self.label} must be one of {shown}", field_name)
        number = read_int(value, self.label, field_name)
        if self.minimum is not None and number < self.minimum:
            raise InvalidInputError(f"{self.label} must be at least {self.minimum}", field_name)
        if self.maximum is not None and number > self.maximum:
            raise InvalidInputError(f"{self.label} must be at most {self.maximum}", field_name)
        return number


def read_int(value: Any, label: str, field_name: str) -> int:
    """A whole number from JSON or a form field, or a clear error."""
    if isinstance(value, bool):
        raise InvalidInputError(f"{label} must be a whole number", field_name)
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("+-").isdigit() and len(value) < 12:
        return int(value.strip())
    raise InvalidInputError(f"{label} must be a whole number", field_name)


def _tokens(default: int = 20) -> Option:
    return Option("tokens", "Tokens each", default, minimum=1, maximum=100000)


def _ante(default: int = 1) -> Option:
    return Option("ante", "Ante", default, minimum=0, maximum=10000)


def _target(default: int, label: str = "Target score") -> Option:
    return Option("target", label, default, minimum=1, maximum=100000)


@dataclass(frozen=True)
class GameInfo:
    """One game of the catalog."""

    key: str
    name: str
    module: str
    min_players: int
    max_players: int
    pack: Callable[[str], Pack]
    scoring: Scoring
    summary: str
    options: tuple[Option, ...] = ()
    partnerships: bool = False
    """With four players, played in partnerships of two (seats 0 and 2 against 1 and 3)."""
    rules: str = ""
    """Where the rules text is, as ``file:line``."""
    extra_packs: Mapping[str, Callable[[str], Pack]] = field(default_factory=dict)

    @property
    def players_text(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def read_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with the given options, each checked; unknown names are refused."""
        result = self.defaults()
        if given is None:
            return result
        if not isinstance(given, Mapping):
            raise InvalidInputError("options must be an object", "options")
        for name, value in given.items():
            option = self.option(name)
            if option is None:
                known = ", ".join(o.name for o in self.options) or "none"
                raise InvalidInputError(
                    f"{self.name} has no option {str(name)[:40]!r} (options: {known})",
                    f"options.{str(name)[:40]}")
            result[name] = option.read(value)
        return result

    def pack_for(self, options: Mapping[str, Any] | None = None) -> Pack:
        """The pack in play, which an option may change (Bura's 32-card pack)."""
        choice = str((options or {}).get("pack", ""))
        cards_in_play = self.extra_packs.get(choice, self.pack)("").cards
        owner = f"{self.name}'" if self.name.endswith("s") else f"{self.name}'s"
        return Pack(f"{owner} {len(cards_in_play)}-card pack", cards_in_play)

    def to_dict(self) -> dict[str, Any]:
        pack = self.pack_for()
        target = self.option("target")
        return {"key": self.key, "name": self.name,
                "players": {"min": self.min_players, "max": self.max_players},
                "pack": {"size": pack.size, "label": pack.label},
                "scoring": self.scoring.value,
                "target": target.default if target else None,
                "partnerships": self.partnerships,
                "summary": self.summary,
                "rules": self.rules,
                "options": [o.to_dict() for o in self.options]}


GAMES: dict[str, GameInfo] = {g.key: g for g in (
    GameInfo("bura", "Bura", "referee.bura", 2, 6, cards.pack_36, Scoring.TOKENS,
             "Russian ace-ten game: lead up to three cards of a suit, claim 31 to take the pot.",
             (_tokens(20), _ante(1),
              Option("pack", "Pack", 36, "choice", (36, 32),
                     help="36 cards (6 to A), or 32 without the sixes"),
              Option("three_aces_win", "Three aces also win the pot", False, "bool"),
              Option("closed_cards", "Closed cards (losing plays face down)", False, "bool"),
              Option("bura_only", "Only a bura leads out of turn (no three aces or molodka)",
                     False, "bool")),
             rules="000:1, 002:5", extra_packs={"32": cards.pack_32}),
    GameInfo("kozel", "Kozel", "referee.kozel", 2, 4, cards.pack_36, Scoring.PENALTY,
             "Bura's cousin: the ♠6 shokha beats all; drop out at 12 penalty points.",
             (Option("mode", "Play for", "points", "choice", ("points", "money"),
                     help="penalty points to 12, or a money pot"),
              _target(12, "Drop out at"), _tokens(20), _ante(1)),
             partnerships=True, rules="002:52"),
    GameInfo("toepen", "Toepen", "referee.toepen", 3, 8, cards.pack_32, Scoring.TOKENS,
             "Dutch pub game: only the last trick counts; knock to raise the stakes.",
             (_tokens(10),
              Option("last_player_wins", "Play on until one player has chips left", False,
                     "bool", help="otherwise the game ends when the first player runs out"),
              Option("no_knock_twice", "Nobody knocks twice in a row", False, "bool")),
             rules="001:1"),
    GameInfo("chicago", "Chicago", "referee.chicago", 2, 4, cards.pack_52, Scoring.POINTS,
             "Swedish poker-and-tricks game: best hand and last trick score, first to 52.",
             (_target(52),), rules="000:33"),
    GameInfo("aggravation", "Aggravation", "referee.aggravation", 2, 2, cards.pack_52,
             Scoring.TALLY, "Two-player race to cover matching ranks; keep a tally of games.",
             (_target(5, "Games to win the match"),), rules="000:70"),
    GameInfo("burraco", "Burraco", "referee.burraco", 4, 4, cards.pack_108, Scoring.POINTS,
             "Italian rummy in partnerships: melds, burracos and the pozzetto, to 2000.",
             (_target(2000),), partnerships=True, rules="003:2"),
    GameInfo("tute", "Tute", "referee.tute", 4, 4, cards.pack_spanish_40, Scoring.TALLY,
             "Spanish partnership game: cuarenta and veinte, must head and trump.",
             (_target(5, "Hands to win"),), partnerships=True, rules="003:87"),
    GameInfo("mus", "Mus", "referee.mus", 4, 4, cards.pack_spanish_40, Scoring.POINTS,
             "Basque bluffing game in four rounds: Grande, Chica, Pares, Juego; to 40.",
             (_target(40),
              Option("partner_bonuses", "Partners' pares and juego bonuses count too", False,
                     "bool", help="otherwise only the best hand's bonus counts")),
             partnerships=True, rules="003:132"),
    GameInfo("twenty-five", "Twenty-Five", "referee.twenty_five", 3, 9, cards.pack_52,
             Scoring.POINTS, "Irish game with the five of trumps on top; 5 a trick, first to 25.",
             (_target(25), Option("teams", "Play in teams", False, "bool"),
              Option("higher_lead_forces_top_trumps",
                     "A higher trump led forces out the 5, J and A♥ of trumps", False, "bool"),
              Option("dealer_robs_turned_ace", "The dealer may rob when an ace is turned up",
                     False, "bool")),
             rules="003:201"),
    GameInfo("one-eyed-jack", "One-Eyed Jack", "referee.one_eyed_jack", 2, 4, cards.pack_104,
             Scoring.TALLY, "Board game with cards: rows of five chips; jacks are wild.",
             (_target(1, "Games to win the match"),
              Option("protect_rows", "A one-eyed jack cannot break a finished row", False,
                     "bool")), partnerships=True, rules="003:248"),
    GameInfo("truc", "Truc", "referee.truc", 4, 4, cards.pack_spanish_40, Scoring.POINTS,
             "Catalan partnership bluffing game: truc and retruc, to 12.",
             (_target(12),), partnerships=True, rules="003:283"),
    GameInfo("nuts", "Nuts", "referee.nuts", 2, 8, cards.pack_52, Scoring.POINTS,
             "Racing patience for several (Nerts, Pounce): foundations minus twice the reserve.",
             (_target(100),), rules="003:325"),
    GameInfo("back-alley", "Back Alley", "referee.back_alley", 4, 4, cards.pack_54,
             Scoring.HANDS, "Partnership bidding game with two jokers (bloopers), 26 hands.",
             (Option("hands", "Hands", 26, minimum=1, maximum=26),),
             partnerships=True, rules="003:376"),
    GameInfo("nine-card-don", "Nine-Card Don", "referee.nine_card_don", 4, 4, cards.pack_52,
             Scoring.POINTS, "Pitch-style partnership game: the first lead sets trumps, to 121.",
             (_target(121),), partnerships=True, rules="003:421"),
    GameInfo("belote", "Belote", "referee.belote", 4, 4, cards.pack_32, Scoring.POINTS,
             "French partnership game: trump jack and nine, declarations, to 1000.",
             (_target(1000),), partnerships=True, rules="003:473"),
)}


def game(key: str) -> GameInfo:
    """The game with this key, or a clear error listing the keys."""
    try:
        return GAMES[key]
    except (KeyError, TypeError):
        raise InvalidInputError(
            f"{str(key)[:40]!r} is not a game here; games: {', '.join(GAMES)}", "game") from None
