"""The fifteen games, one declaration each (see :mod:`referee.game`), in one list.

The home page, the JSON API (``GET /api/v1/games``), the referee and the scorebook read this;
nothing finds a game by its module's name.
"""

from __future__ import annotations

from . import (aggravation, back_alley, belote, bura, burraco, chicago, kozel, mus,
               nine_card_don, nuts, one_eyed_jack, toepen, truc, tute, twenty_five)
from .errors import InvalidInputError
from .game import Game
from .words import Verbatim, say, say_in

GAMES: dict[str, Game] = {g.key: g for g in (
    bura.GAME, kozel.GAME, toepen.GAME, chicago.GAME, aggravation.GAME, burraco.GAME,
    tute.GAME, mus.GAME, twenty_five.GAME, one_eyed_jack.GAME, truc.GAME, nuts.GAME,
    back_alley.GAME, nine_card_don.GAME, belote.GAME)}


TITLES = (say_in("game", "Bura"), say_in("game", "Kozel"), say_in("game", "Toepen"),
          say_in("game", "Chicago"), say_in("game", "Aggravation"), say_in("game", "Burraco"),
          say_in("game", "Tute"), say_in("game", "Mus"), say_in("game", "Twenty-Five"),
          say_in("game", "One-Eyed Jack"), say_in("game", "Truc"), say_in("game", "Nuts"),
          say_in("game", "Back Alley"), say_in("game", "Nine-Card Don"),
          say_in("game", "Belote"))
"""Each game's name, marked for the catalogs: a language that has its own name for a game says
it (Бура, Козёл; Truco in Spanish); :attr:`Game.title` says it."""


def game(key: object) -> Game:
    """The game with this key, or a clear error listing the keys."""
    try:
        return GAMES[key]  # type: ignore[index]
    except (KeyError, TypeError):
        raise InvalidInputError(say("{key} is not a game here; games: {games}",
                                    key=Verbatim(repr(str(key)[:40])),
                                    games=Verbatim(", ".join(GAMES))), "game") from None
