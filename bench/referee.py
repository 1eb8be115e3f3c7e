"""Referee speed, paired: rulings a second for each game's trick, count, showdown, score and
claim, this checkout against an older commit (89f333c, the last before the languages work) in
the same run, on the same bodies; and the Chicago poker evaluator on the same hands (beside treys
where it is installed).

A ruling is timed twice: through ``referee.requests`` (which parses and checks the body), as the
bench at 89f333c timed it; and as the API serves it, the answer (or the refusal) then written
out as JSON in English, its words rendered. CPU time of each worker is counted, not the wall
clock (the machine is shared). Each side runs
in its own process (``bench/_referee_worker.py``) importing only its own tree, which
``bench/_baseline.py`` extracts with ``git archive``; the two take turns, ``--rounds`` times
each, and the best round of each side counts (the machine is shared: the best round is the one
least disturbed). Bodies: ``bench/referee_samples.py`` (random deals from each game's pack with a
fixed seed; one score body a game). A question a game lacks is not listed.

    .venv/bin/python bench/referee.py [--against 89f333c] [--seconds 0.2] [--rounds 3]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _baseline import BASELINE, Side, paired, tree  # noqa: E402
from _http import ROOT, machine  # noqa: E402

import referee_samples  # noqa: E402
from referee import requests  # noqa: E402
from referee.games import GAMES  # noqa: E402

WORKER = Path(__file__).resolve().parent / "_referee_worker.py"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default=BASELINE,
                        help="the commit to compare with ('none': this checkout alone)")
    parser.add_argument("--seconds", type=float, default=0.2, help="a turn of one side")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each side")
    parser.add_argument("--bodies", type=int, default=50, help="bodies a question")
    parser.add_argument("--hands", type=int, default=20_000, help="poker hands")
    parser.add_argument("--games", default="", help="only these games (keys, comma-separated)")
    parser.add_argument("--questions", default="",
                        help="only these questions (comma-separated; 'none': the evaluator only)")
    args = parser.parse_args()
    sides = [Side("this checkout", ROOT, WORKER)]
    if args.against != "none":
        sides.insert(0, Side(args.against, tree(args.against), WORKER))
    rng = random.Random(7)
    print(f"machine: {machine()}")
    print(f"rulings a second (CPU time) through referee.requests; then the same answered as the "
          f"API's JSON in English; best of {args.rounds} turns of {args.seconds:g} s each side")
    if len(sides) == 2:
        head = f"{args.against:>10}{'now':>10}{'ratio':>8}"
        print(f"{'':25}{'the ruling':^28}   {'the ruling as JSON':^28}")
        print(f"{'game':15}{'question':10}{head}   {head}")
    else:
        print(f"{'game':15}{'question':10}{'ruling':>10}{'as JSON':>10}")
    ratios: dict[bool, list[tuple[float, str]]] = {False: [], True: []}
    games = args.games.split(",") if args.games else list(GAMES)
    questions = args.questions.split(",") if args.questions else referee_samples.QUESTIONS
    for key in games:
        for question in questions:
            if question not in referee_samples.QUESTIONS or not requests.supports(key, question):
                continue
            sample = referee_samples.bodies(key, question, rng, args.bodies)
            if not sample:
                continue
            cells = ""
            for as_json in (False, True):
                rates = paired(sides, args.rounds, op="rate", key=key, question=question,
                               bodies=sample, seconds=args.seconds, json=as_json)
                cells += "".join(f"{r:>10,.0f}" for r in rates)
                if len(sides) == 2:
                    ratio = rates[1] / rates[0]
                    ratios[as_json].append((ratio, f"{key} {question}"))
                    cells += f"{ratio:>7.2f}x   "
            print(f"{key:15}{question:10}{cells}", flush=True)
    for as_json, found in ratios.items():
        if not found:
            continue
        mean = math.exp(sum(math.log(r) for r, _ in found) / len(found))
        low = min(found)
        print(f"{'as JSON' if as_json else 'the ruling'}: {len(found)} questions, geometric "
              f"mean {mean:.2f}x, lowest {low[0]:.2f}x ({low[1]}), below 0.85x: "
              f"{', '.join(name for r, name in sorted(found) if r < 0.85) or 'none'}")
    deals = referee_samples.poker_deals(rng, args.hands)
    rates = paired(sides, args.rounds, op="poker", deals=deals, seconds=max(args.seconds, 0.5))
    line = "Chicago evaluator (referee.poker.evaluate), hands/s: " + ", ".join(
        f"{side.name} {r:,.0f}" for side, r in zip(sides, rates))
    if len(sides) == 2:
        line += f" ({rates[1] / rates[0]:.2f}x)"
    print(line)
    treys(deals, rates[-1])
    for side in sides:
        side.close()


def treys(deals: list[list[str]], ours: float) -> None:
    try:
        from treys import Card as TCard, Evaluator
    except ImportError:
        return
    theirs = [[TCard.new(("T" if c[:-1] == "10" else c[:-1]) + c[-1].lower()) for c in deal]
              for deal in deals]
    evaluator = Evaluator()
    started = time.perf_counter()
    for hand in theirs:
        evaluator.evaluate(hand[:2], hand[2:])
    rate = len(theirs) / (time.perf_counter() - started)
    print(f"treys on the same hands: {rate:,.0f} hands/s; ours/treys = {ours / rate:.2f} "
          "(treys uses precomputed tables; ours explains each hand in words)")


if __name__ == "__main__":
    main()
