"""Scores of hands that vary, paired: the memo of made sentences (``referee.words.Made``) at its
worst case. bench/referee.py asks one score body a game, so every sentence recurs; here each of
2,000 bodies is a different hand (random bids and tricks, counts, totals before; a fixed seed),
for Twenty-Five, Nuts and Back Alley, rulings a second (CPU time) through ``referee.requests``
and as the API's JSON, this checkout against older commits in the same run (each side in its
own process, turns alternating, best of 3).

    .venv/bin/python bench/referee_varied.py [--against 89f333c,fcfd072]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _baseline import Side, paired, tree  # noqa: E402
from _http import ROOT, machine  # noqa: E402

WORKER = Path(__file__).resolve().parent / "_referee_worker.py"


def bodies(key: str, rng: random.Random, n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for _ in range(n):
        if key == "twenty-five":
            out.append({"tricks": [rng.randrange(3) for _ in range(5)], "players": 3,
                        "scores": [rng.randrange(0, 60, 5) for _ in range(3)]})
        elif key == "nuts":
            out.append({"foundation": [rng.randrange(52) for _ in range(2)],
                        "reserve": [rng.randrange(14) for _ in range(2)],
                        "scores": [rng.randrange(-50, 99) for _ in range(2)]})
        else:  # back-alley
            tricks = [rng.randrange(0, 4) for _ in range(3)]
            out.append({"hand": 1, "bids": [rng.randrange(0, 5) for _ in range(4)],
                        "tricks": tricks + [13 - sum(tricks)]})
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default="89f333c,fcfd072",
                        help="commits to compare with (comma-separated)")
    args = parser.parse_args()
    commits = [c for c in args.against.split(",") if c]
    sides = [Side(c, tree(c), WORKER) for c in commits] + [Side("now", ROOT, WORKER)]
    rng = random.Random(3)
    print(f"machine: {machine()}")
    print("score rulings a second (CPU time) of 2,000 different hands; best of 3 turns of 0.3 s")
    for key in ("twenty-five", "nuts", "back-alley"):
        sample = bodies(key, rng, 2000)
        for as_json in (False, True):
            rates = paired(sides, 3, op="rate", key=key, question="score", bodies=sample,
                           seconds=0.3, json=as_json)
            cells = ", ".join(f"{s.name} {r:,.0f}" for s, r in zip(sides, rates))
            ratios = ", ".join(f"now/{s.name} {rates[-1] / r:.2f}x"
                               for s, r in zip(sides[:-1], rates))
            print(f"{key:12} {'as JSON' if as_json else 'ruling':8} {cells}  ({ratios})",
                  flush=True)
    for side in sides:
        side.close()


if __name__ == "__main__":
    main()
