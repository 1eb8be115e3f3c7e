"""One side of bench/referee.py's paired run: times the referee of the checkout given as
``--root`` (this one, or an older commit's tree), on bodies the bench sends as JSON lines.

It imports nothing of the bench's own checkout, so the two sides differ only in the referee
they run. Each request is one line ``{"op": ..., ...}``; each answer one line of JSON.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, Callable


def main() -> None:
    root = sys.argv[sys.argv.index("--root") + 1]
    sys.path.insert(0, root)
    from referee import requests
    from referee.cards import parse_card
    from referee.errors import RefereeError
    from referee.poker import evaluate
    try:  # the rulings' words rendered as the API's JSON encoder writes them out
        from referee.words import json_default as said
    except ImportError:
        try:  # the languages work before this one: a localized copy, then JSON
            from referee.words import localized
        except ImportError:  # before the languages work: answers were plain strings
            def localized(value: Any) -> Any:
                return value

        def said(value: Any) -> Any:
            return str(value)
    else:
        def localized(value: Any) -> Any:
            return value

    functions: dict[str, Callable[[str, Any], Any]] = {
        "trick": requests.rule_trick, "count": requests.count, "showdown": requests.showdown,
        "score": requests.score, "claim": requests.claim}

    def answer(function: Callable[[str, Any], Any], key: str, body: Any) -> tuple[str, bool]:
        # what the API does with it: the ruling (or the refusal) read out as JSON, in English
        try:
            return json.dumps(localized(function(key, body)), default=said), False
        except RefereeError as error:
            return json.dumps(localized(error.to_dict()), default=said), True

    def rate(question: str, key: str, bodies: list[Any], seconds: float,
             as_json: bool) -> dict[str, Any]:
        function = functions[question]
        refused = done = 0
        # CPU time of this process: the machine is shared, and a wall clock would count the
        # time other processes ran instead of this one
        started = time.process_time()
        deadline = started + seconds
        while time.process_time() < deadline:
            for body in bodies:
                if as_json:
                    refused += answer(function, key, body)[1]
                else:
                    try:
                        function(key, body)
                    except RefereeError:
                        refused += 1
                done += 1
        return {"rate": done / (time.process_time() - started), "refused": refused}

    def poker(deals: list[list[str]], seconds: float) -> dict[str, Any]:
        hands = [[parse_card(c) for c in deal] for deal in deals]
        done = 0
        started = time.process_time()
        deadline = started + seconds
        while time.process_time() < deadline:
            for hand in hands:
                evaluate(hand)
            done += len(hands)
        return {"rate": done / (time.process_time() - started)}

    for line in sys.stdin:
        asked = json.loads(line)
        if asked["op"] == "rate":
            told = rate(asked["question"], asked["key"], asked["bodies"], asked["seconds"],
                        asked.get("json", False))
        elif asked["op"] == "poker":
            told = poker(asked["deals"], asked["seconds"])
        elif asked["op"] == "sample":  # one answer, to check both sides rule alike
            told = {"answer": answer(functions[asked["question"]], asked["key"],
                                     asked["body"])[0]}
        else:
            told = {"error": f"unknown op {asked['op']}"}
        sys.stdout.write(json.dumps(told) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
