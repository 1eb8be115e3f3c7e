"""Referee speed: rulings a second for each game's trick, count, showdown, score and claim, through
the front door the API uses (``referee.requests``, which parses and checks the body too), and the
Chicago poker evaluator beside treys on the same random five-card hands.

Bodies are random deals from the game's own pack (a fixed seed): a trick of one card a player
(multi-card games lead one card too), 8 cards to count, showdown hands of the first size the game
accepts (5, 4 or 3 cards); score bodies are the samples of tests/referee/test_score_contract.py.
A question a game lacks is shown as "-".

    .venv/bin/python bench/referee.py [--seconds 0.5]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _http import ROOT, machine  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "referee"))

from referee import requests  # noqa: E402
from referee.games import GAMES  # noqa: E402
from referee.errors import RefereeError  # noqa: E402

QUESTIONS = ("trick", "count", "showdown", "score", "claim")


def score_samples() -> dict[str, dict[str, Any]]:
    try:
        from test_score_contract import SAMPLES
    except ImportError:
        return {}
    return {key: body for key, (body, _, _) in SAMPLES.items()}


def bodies(key: str, question: str, rng: random.Random, n: int) -> list[dict[str, Any]]:
    info = GAMES[key]
    cards = [str(c) for c in info.pack_for({}).cards]
    players = max(info.min_players, min(4, info.max_players))
    out: list[dict[str, Any]] = []
    if question == "trick":
        for _ in range(n):
            dealt = rng.sample(cards, players)
            out.append({"trump": rng.choice("SHDC"), "plays": [[c] for c in dealt]})
    elif question == "count":
        out = [{"cards": rng.sample(cards, 8), "trump": rng.choice("SHDC")} for _ in range(n)]
    elif question == "showdown":
        for size in (5, 4, 3):
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
        sample = score_samples().get(key)
        out = [sample] * n if sample else []
    return out


def rate(function: Callable[[str, Any], Any], key: str, bodies: list[dict[str, Any]],
         seconds: float) -> tuple[float, int]:
    """Rulings a second, and how many of the bodies were refused as bad input."""
    refused = 0
    done = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        for body in bodies:
            try:
                function(key, body)
            except RefereeError:
                refused += 1
            done += 1
    return done / (time.perf_counter() - started), refused


def poker_versus_treys(hands: int, rng: random.Random) -> None:
    from treys import Card as TCard, Evaluator

    from referee.cards import parse_card
    from referee.poker import evaluate

    pack = [f"{r}{s}" for r in "23456789TJQKA" for s in "SHDC"]
    deals = [rng.sample(pack, 5) for _ in range(hands)]
    ours = [[parse_card(c) for c in deal] for deal in deals]
    theirs = [[TCard.new(c[0] + c[1].lower()) for c in deal] for deal in deals]
    evaluator = Evaluator()
    started = time.perf_counter()
    values = [evaluate(hand) for hand in ours]
    ours_time = time.perf_counter() - started
    started = time.perf_counter()
    ranks = [evaluator.evaluate(hand[:2], hand[2:]) for hand in theirs]
    treys_time = time.perf_counter() - started
    disagree = sum(1 for i in range(0, hands - 1, 2)
                   if (values[i] > values[i + 1]) != (ranks[i] < ranks[i + 1])
                   or (values[i] == values[i + 1]) != (ranks[i] == ranks[i + 1]))
    print(f"Chicago evaluator on {hands:,} random five-card hands: "
          f"{hands / ours_time:,.0f} hands/s; treys {hands / treys_time:,.0f} hands/s; "
          f"ours/treys = {treys_time / ours_time:.2f} "
          f"(pairwise order disagreements: {disagree})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="per game and question")
    parser.add_argument("--hands", type=int, default=100_000)
    args = parser.parse_args()
    rng = random.Random(7)
    functions = {"trick": requests.rule_trick, "count": requests.count,
                 "showdown": requests.showdown, "score": requests.score,
                 "claim": requests.claim}
    print(f"machine: {machine()}")
    print(f"rulings a second through referee.requests ({args.seconds:g} s each; "
          "refused = bad deals for that game, still answered)")
    print(f"{'game':16}" + "".join(f"{q:>16}" for q in QUESTIONS))
    for key in GAMES:
        cells = []
        for question in QUESTIONS:
            if not requests.supports(key, question):
                cells.append(f"{'-':>16}")
                continue
            sample = bodies(key, question, rng, 50)
            if not sample:
                cells.append(f"{'no sample':>16}")
                continue
            per_second, refused = rate(functions[question], key, sample, args.seconds)
            mark = "*" if refused else " "
            cells.append(f"{per_second:>15,.0f}{mark}")
        print(f"{key:16}" + "".join(cells))
    print("* some random bodies were refused (a rule of the game, e.g. a hand's size); a "
          "refusal is a checked answer too")
    poker_versus_treys(args.hands, rng)


if __name__ == "__main__":
    main()
