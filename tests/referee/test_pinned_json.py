"""The API's JSON of Mus, One-Eyed Jack and Nuts, pinned byte for byte, in English and in
Spanish: their scores (and Mus's showdown) were made quicker (issue 22) without a word or a
byte of what they answer changing. ``pinned_json.json`` holds each body and a digest of the
JSON its answer (or its refusal) was written as, made by the code before that work (7afe613):

    .venv/bin/python tests/referee/test_pinned_json.py > tests/referee/pinned_json.json

(run from the checkout whose answers are to be pinned). The bodies are random hands with a
fixed seed: bets, folds and órdagos, tables that know their dealer, options; boards with rows
in every direction; counts past the target, ties and refusals.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

PINNED = Path(__file__).with_name("pinned_json.json")


def written(key: str, question: str, body: Any, code: str) -> str:
    """The answer (or the refusal) as the API writes it, in the language ``code``."""
    from referee import requests
    from referee.errors import RefereeError
    from referee.words import json_default, speaking

    with speaking(code):
        try:
            answer = getattr(requests, question)(key, body)
        except RefereeError as error:
            answer = error.to_dict()
        return json.dumps(answer, default=json_default)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _mus_pack() -> list[str]:
    return [r + s for r in ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K") for s in "SHDC"]


def bodies(rng: random.Random) -> list[tuple[str, str, Any]]:
    asked: list[tuple[str, str, Any]] = []
    pack = _mus_pack()
    outcomes: list[Any] = [None, {"outcome": "passed"}, {"outcome": "seen", "stake": 2},
                           {"outcome": "seen", "stake": 7},
                           {"outcome": "folded", "folded_by": 0, "stake": 1},
                           {"outcome": "folded", "folded_by": 1, "stake": 4},
                           {"outcome": "ordago"}]
    for n in range(40):
        dealt = rng.sample(pack, 16)
        body: dict[str, Any] = {"hands": [dealt[i * 4:i * 4 + 4] for i in range(4)]}
        if n % 2:
            body["scores"] = [rng.randrange(0, 40), rng.randrange(0, 40)]
        if n % 3:
            body["bets"] = {r: rng.choice(outcomes) for r in ("grande", "chica", "pares", "juego")
                            if rng.random() < 0.7}
        if n % 4 == 1:
            body["dealer"] = rng.randrange(4)
        if n % 5 == 2:
            body["options"] = {"partner_bonuses": True, "equal_pares": "mano",
                               "all_pass_pays_stake": False}
        asked.append(("mus", "score", body))
    hands = [["KS", "3H", "7C", "4D"], ["KD", "QH", "7S", "6D"], ["AS", "2H", "4C", "5D"],
             ["JS", "JD", "6H", "6C"]]
    asked.append(("mus", "score", {"hands": hands}))
    asked.append(("mus", "score", {"hands": hands, "dealer": 2, "scores": [30, 38]}))
    asked.append(("mus", "score", {"hands": [["KS", "KH", "KD", "KC"], ["3S", "3H", "3D", "3C"],
                                             ["QS", "QH", "JD", "JC"], ["QD", "QC", "JS", "JH"]]}))
    asked.append(("mus", "score", {"hands": hands[:3]}))  # refused
    for n in range(30):
        dealt = rng.sample(pack, 16)
        body = {"hands": [dealt[i * 4:i * 4 + 4] for i in range(4)]}
        if n % 2:
            body["round"] = rng.choice(["grande", "chica", "pares", "juego", "punto"])
        asked.append(("mus", "showdown", body))
    squares = [f"{'ABCDEFGHIJ'[r]}{c + 1}" for r in range(10) for c in range(10)
               if (r, c) not in ((0, 0), (0, 9), (9, 0), (9, 9))]
    for n in range(40):
        players = (2, 3, 4)[n % 3]
        taken = rng.sample(squares, rng.choice((1, 6, 20, 45, 70)))
        chips: dict[str, list[str]] = {}
        for i, square in enumerate(taken):
            chips.setdefault(str(i % players if rng.random() < 0.8 else 0), []).append(square)
        asked.append(("one-eyed-jack", "score", {"players": players, "chips": chips}))
    lines = [["A2", "A3", "A4", "A5", "A6"], ["B1", "C1", "D1", "E1", "F1"],
             ["B2", "C3", "D4", "E5", "F6", "G7", "H8", "I9"], ["B9", "C8", "D7", "E6"],
             ["J2", "J3", "J4", "J5", "J6", "J7", "J8", "J9"]]
    asked.append(("one-eyed-jack", "score", {"chips": {"0": lines[0] + lines[1],
                                                       "1": lines[2]}}))
    asked.append(("one-eyed-jack", "score", {"players": 3, "chips": {"2": lines[3] + lines[4]}}))
    asked.append(("one-eyed-jack", "score", {"chips": {"0": ["A1"]}}))  # refused
    for n in range(60):
        count = rng.choice((2, 3, 4, 6, 8))
        body = {"foundation": [rng.randrange(53) for _ in range(count)],
                "reserve": [rng.randrange(14) for _ in range(count)]}
        if n % 2:
            body["scores"] = [rng.randrange(-50, 120) for _ in range(count)]
        if n % 7 == 3:
            body["players"] = count
        if n % 9 == 4:
            body["options"] = {"target": 50}
        asked.append(("nuts", "score", body))
    asked.append(("nuts", "score", {"foundation": [10, 5], "reserve": [3, 0]}))
    asked.append(("nuts", "score", {"foundation": [52, 50], "reserve": [0, 0],
                                    "scores": [60, 62]}))
    return asked


def pinned() -> list[dict[str, Any]]:
    return [{"game": key, "question": question, "body": body,
             "en": digest(written(key, question, body, "en")),
             "es": digest(written(key, question, body, "es"))}
            for key, question, body in bodies(random.Random(22))]


def test_the_json_is_what_it_was() -> None:
    changed = []
    for case in json.loads(PINNED.read_text()):
        for code in ("en", "es"):
            text = written(case["game"], case["question"], case["body"], code)
            if digest(text) != case[code]:
                changed.append((case["game"], case["question"], code, case["body"], text))
    assert not changed, changed[:3]


def test_the_json_is_what_it_was_when_said_again() -> None:
    # a sentence said again is the same message, already read (referee.words.Made)
    for case in json.loads(PINNED.read_text()):
        for code in ("en", "es", "en"):
            text = written(case["game"], case["question"], case["body"], code)
            assert digest(text) == case[code], (case, code, text)


if __name__ == "__main__":
    sys.path.insert(0, str(Path.cwd()))
    json.dump(pinned(), sys.stdout, ensure_ascii=False, separators=(",", ":"))
    sys.stdout.write("\n")
