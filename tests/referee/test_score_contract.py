"""The contract every ``score(body, options)`` answer keeps, for every game that has one.

The table page posts a hand onto the score pad from ``award``: ``{"by": "team" | "seat",
"points": [...]}``, per team at partnership tables (team 0 = seats 0 and 2, team 1 = seats 1
and 3) and per seat otherwise. Each answer also explains itself (``explanation``) and gives a
``breakdown`` a player can follow line by line; each game documents its body and answer
(:meth:`referee.game.Game.schema_of`: generated from the question's types where it is typed, its
module's ``SCORE_SCHEMA`` and ``SCORE_ANSWER_SCHEMA`` until then), which ``/api/openapi.json``
shows verbatim.
"""

from __future__ import annotations

import json

import sys

from typing import Any

import pytest

from referee import requests
from referee.words import localized
from referee.games import GAMES


def _pack(key: str) -> list[str]:
    return [str(card) for card in GAMES[key].pack_for().cards]


def _samples() -> dict[str, tuple[dict[str, Any], str, int]]:
    """A body each game scores, with the award it must answer: by whom, and how many entries."""
    tute, belote, don = _pack("tute"), _pack("belote"), _pack("nine-card-don")
    return {
        "kozel": ({"won": ["AS 10S KS", None], "players": 4}, "team", 2),
        "toepen": ({"chips": [10, 10, 10, 10], "winner": 2,
                    "moves": [{"seat": 0, "action": "knock"}, {"seat": 1, "action": "fold"},
                              {"seat": 2, "action": "stay"}, {"seat": 3, "action": "stay"}]},
                   "seat", 4),
        "chicago": ({"scores": [10, 20, 30], "showdowns": [None, None, None],
                     "last_trick": 1}, "seat", 3),
        "burraco": ({"melds": [["7S 8S 9S"], ["QH QD QC"]], "hands": ["4C", "5D"],
                     "pozzetto": [True, True]}, "team", 2),
        "tute": ({"trump": "H", "won": [tute[:20], tute[20:]], "last_trick": 0}, "team", 2),
        "mus": ({"hands": ["KS 3H 7C 4D", "KD QH 7S 6D", "AS 2H 4C 5D", "JS JD 6H 6C"]},
                "team", 2),
        "twenty-five": ({"tricks": [0, 1, 2, 0, 0], "players": 3}, "seat", 3),
        "one-eyed-jack": ({"chips": {"0": ["C7"]}}, "seat", 2),
        "truc": ({"dealer": 0, "tricks": [1, 1]}, "team", 2),
        "nuts": ({"foundation": [10, 5], "reserve": [3, 0]}, "seat", 2),
        "back-alley": ({"hand": 1, "bids": [3, 3, 3, 3], "tricks": [4, 3, 3, 3]}, "team", 2),
        "nine-card-don": ({"trump": "H", "won": [don[:20], don[20:36]]}, "team", 2),
        "belote": ({"trump": "H", "taker": 0, "won": [belote[:16], belote[16:]],
                    "last_trick": 0}, "team", 2),
    }


SAMPLES = _samples()
SCORED = [key for key in GAMES if requests.supports(key, "score")]


def _module(key: str) -> Any:
    return sys.modules[GAMES[key].module]


def _schemas(key: str) -> tuple[dict[str, Any], dict[str, Any]]:
    schemas = GAMES[key].schema_of("score")
    assert schemas is not None, f"{key} documents no score body and answer"
    return schemas


def _sample(key: str) -> tuple[dict[str, Any], str, int]:
    if key not in SAMPLES:
        pytest.fail(f"no sample for {key}: add a score body for it to SAMPLES")
    return SAMPLES[key]


def test_every_game_with_a_score_has_a_sample() -> None:
    missing = [key for key in SCORED if key not in SAMPLES]
    assert not missing, "no sample for " + ", ".join(missing)


@pytest.mark.parametrize("key", SCORED)
def test_the_game_documents_its_score_body_and_answer(key: str) -> None:
    body, answer = _schemas(key)
    for name, schema in (("body", body), ("answer", answer)):
        assert schema.get("type") == "object", f"{key}'s score {name} must describe an object"
    assert body.get("properties"), f"{key}'s SCORE_SCHEMA lists no fields"
    undocumented = [name for name, field in body["properties"].items()
                    if not (isinstance(field, dict) and field.get("description"))]
    assert not undocumented, f"{key}'s SCORE_SCHEMA fields without a description: {undocumented}"
    required = set(answer.get("required", ()))
    assert {"award", "explanation"} <= required, \
        f"{key}'s answer schema must require award and explanation"


@pytest.mark.parametrize("key", SCORED)
def test_the_answer_carries_a_well_formed_award(key: str) -> None:
    body, by, entries = _sample(key)
    answer = requests.score(key, body)
    award = answer.get("award")
    assert isinstance(award, dict) and set(award) == {"by", "points"}, award
    assert award["by"] == by
    if GAMES[key].partnerships and award["by"] == "team":
        assert len(award["points"]) == 2      # team 0 = seats 0 and 2, team 1 = seats 1 and 3
    assert len(award["points"]) == entries
    assert all(isinstance(p, int) and not isinstance(p, bool) for p in award["points"])


@pytest.mark.parametrize("key", SCORED)
def test_the_answer_explains_itself_line_by_line(key: str) -> None:
    answer = localized(requests.score(key, _sample(key)[0]))  # its words, as the API sends them
    assert isinstance(answer.get("explanation"), str) and answer["explanation"].strip()
    breakdown = answer.get("breakdown")
    assert isinstance(breakdown, list), f"{key} answers no breakdown list"
    for line in breakdown:
        assert (isinstance(line, str) and line.strip()) or \
            (isinstance(line, dict) and isinstance(line.get("reason"), str)), line


@pytest.mark.parametrize("key", SCORED)
def test_the_sample_and_its_answer_match_the_schemas(key: str) -> None:
    jsonschema_rs = pytest.importorskip("jsonschema_rs")
    body_schema, answer_schema = _schemas(key)
    body = _sample(key)[0]
    answer = json.loads(json.dumps(localized(requests.score(key, body))))  # as the API sends it
    for what, schema, instance in (("body", body_schema, body),
                                   ("answer", answer_schema, answer)):
        errors = [f"{list(e.instance_path)}: {e.message}"
                  for e in jsonschema_rs.validator_for(schema).iter_errors(instance)]
        assert not errors, f"{key}'s sample {what} does not match its schema: {errors}"


def test_openapi_shows_each_score_schema_verbatim() -> None:
    pytest.importorskip("flask")
    from views.openapi import document

    paths = document()["paths"]
    for key in SCORED:
        operation = paths[f"/api/v1/referee/{key}/score"]["post"]
        body = operation["requestBody"]["content"]["application/json"]["schema"]
        answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
        assert (body, answer) == _schemas(key)


@pytest.mark.parametrize("key", [key for key in SCORED
                                 if GAMES[key].questions["score"].written is not None])
def test_an_answer_written_from_the_calculators_dict_is_the_typed_answer(key: str) -> None:
    """A game whose calculator makes its answer as a dict has it written out straight from the
    dict (``Question.written``): the same JSON, key for key, as the typed answer's."""
    question, game = GAMES[key].questions["score"], GAMES[key]
    hand = question.body.parse(_sample(key)[0], game)
    typed = localized(question.answer(hand).to_dict())
    written = localized(question.ask(_sample(key)[0], game))
    assert list(written) == list(typed) and written == typed
    assert type(written["award"]["points"]) is list


def test_a_calculators_dict_with_a_key_its_answer_lacks_is_refused() -> None:
    from referee.twenty_five import TwentyFiveScore, _score_dict
    made = _score_dict({"tricks": [0, 1], "players": 3}, {})
    with pytest.raises(ValueError, match="TwentyFiveScore has no winnings"):
        TwentyFiveScore.written(made | {"winnings": 3})
    with pytest.raises(TypeError):
        TwentyFiveScore.written({k: v for k, v in made.items() if k != "award"})
