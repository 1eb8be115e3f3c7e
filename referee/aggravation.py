"""Aggravation: two players race to cover matching ranks.

Rules: ``shared/rules/000_c6d611124d8a2896.txt`` lines 70–81.

There is nothing to rule on: the first player to run out of cards who calls "Aggravation!" on
the next match wins the game (000 line 81). The table keeps a tally of games won; a match is
a number of games (the option ``target``, one by default, as the text plays one game).
"""

from __future__ import annotations

from .cards import pack_52
from .catalog import Scoring, target_option
from .game import DealRule, Game, ReachTarget
from .words import N_

GAME = Game(
    "aggravation", "Aggravation", 2, 2, pack_52, Scoring.TALLY,
    N_("Two-player race to cover matching ranks; keep a tally of games."),
    end=ReachTarget(1),
    options=(target_option(1, N_("Games to win the match")),),
    deal=DealRule("left"),
    rules="000:70")
