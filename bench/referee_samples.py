"""The bodies bench/referee.py asks each game: random deals from the game's own pack (a fixed
seed) and one hand-scoring body a game (the same hands the score contract tests use). They live
here, with the bench, so it runs from the README's set-up without the tests.

Every body is JSON-shaped, as the API receives it, so the same bodies can be put to another
checkout of Kibitzer (the paired run against an older commit).
"""

from __future__ import annotations

import random
from typing import Any

QUESTIONS = ("trick", "count", "showdown", "score", "claim")


def _pack(key: str) -> list[str]:
    from referee.games import GAMES
    return [str(card) for card in GAMES[key].pack_for({}).cards]


def score_bodies() -> dict[str, dict[str, Any]]:
    """A body each game with a score question scores."""
    tute, belote, don = _pack("tute"), _pack("belote"), _pack("nine-card-don")
    return {
        "kozel": {"won": ["AS 10S KS", None], "players": 4},
        "toepen": {"chips": [10, 10, 10, 10], "winner": 2,
                   "moves": [{"seat": 0, "action": "knock"}, {"seat": 1, "action": "fold"},
                             {"seat": 2, "action": "stay"}, {"seat": 3, "action": "stay"}]},
        "chicago": {"scores": [10, 20, 30], "showdowns": [None, None, None], "last_trick": 1},
        "burraco": {"melds": [["7S 8S 9S"], ["QH QD QC"]], "hands": ["4C", "5D"],
                    "pozzetto": [True, True]},
        "tute": {"trump": "H", "won": [tute[:20], tute[20:]], "last_trick": 0},
        "mus": {"hands": ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"]},
        "twenty-five": {"tricks": [0, 1, 2, 0, 0], "players": 3},
        "one-eyed-jack": {"chips": {"0": ["C7"]}},
        "truc": {"dealer": 0, "tricks": [1, 1]},
        "nuts": {"foundation": [10, 5], "reserve": [3, 0]},
        "back-alley": {"hand": 1, "bids": [3, 3, 3, 3], "tricks": [4, 3, 3, 3]},
        "nine-card-don": {"trump": "H", "won": [don[:20], don[20:36]]},
        "belote": {"trump": "H", "taker": 0, "won": [belote[:16], belote[16:]],
                   "last_trick": 0},
    }


def bodies(key: str, question: str, rng: random.Random, n: int) -> list[dict[str, Any]]:
    """``n`` bodies of one question for one game ([] where the game has no sample)."""
    from referee import requests
    from referee.errors import RefereeError
    from referee.games import GAMES

    info = GAMES[key]
    cards = _pack(key)
    players = max(info.min_players, min(4, info.max_players))
    out: list[dict[str, Any]] = []
    if question == "trick":
        for _ in range(n):
            dealt = rng.sample(cards, players)
            out.append({"trump": rng.choice("SHDC"), "plays": [[c] for c in dealt]})
    elif question == "count":
        out = [{"cards": rng.sample(cards, 8), "trump": rng.choice("SHDC")} for _ in range(n)]
    elif question == "showdown":
        for size in (5, 4, 3):  # the first hand size the game accepts
            dealt = rng.sample(cards, size * players)
            trial: dict[str, Any] = {"hands": [dealt[i * size:(i + 1) * size]
                                               for i in range(players)], "trump": "H"}
            if key == "mus":
                trial["round"] = "grande"
            try:
                requests.showdown(key, trial)
            except RefereeError:
                continue
            for _ in range(n):
                dealt = rng.sample(cards, size * players)
                body: dict[str, Any] = {"hands": [dealt[i * size:(i + 1) * size]
                                                  for i in range(players)],
                                        "trump": rng.choice("SHDC")}
                if key == "mus":
                    body["round"] = rng.choice(["grande", "chica", "pares", "juego", "punto"])
                out.append(body)
            break
    elif question == "claim":
        out = [{"captured": rng.sample(cards, 8), "pot": rng.randint(0, 10)} for _ in range(n)]
    elif question == "score":
        sample = score_bodies().get(key)
        out = [sample] * n if sample else []
    return out


def poker_deals(rng: random.Random, n: int) -> list[list[str]]:
    """``n`` random five-card hands of the 52-card pack."""
    pack = [f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
            for s in "SHDC"]
    return [rng.sample(pack, 5) for _ in range(n)]
