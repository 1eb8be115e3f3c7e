"""The referee's JSON API and pages for tricks, across games: shapes, partial hands, errors."""

from __future__ import annotations

from typing import Any

import pytest


def test_a_belote_trick_with_the_partner_winning_frees_the_last_player(client: Any) -> None:
    # rules 003 (Belote): a player out of the suit led need not trump while the partner is
    # winning. Hearts trumps: 7S led, the partner (play 1) wins with AS; play 3 holds 9H but
    # may throw 8D. Had an opponent been winning, 8D would break must-trump.
    body = {"trump": "H", "plays": [["7S"], ["AS"], ["KS"], ["8D"]],
            "hands": [None, None, None, ["8D", "9H"]]}
    answer = client.post("/api/v1/referee/belote/trick", json=body).json
    assert answer["winner"] == 1 and answer["violations"] == []
    body["plays"] = [["AS"], ["7S"], ["KS"], ["8D"]]
    answer = client.post("/api/v1/referee/belote/trick", json=body).json
    assert [v["rule"] for v in answer["violations"]] == ["must-trump"]


def test_only_the_hands_given_are_judged(client: Any) -> None:
    # Chicago: must follow suit. Only play 1's hand is known, and it held a spade.
    body = {"trump": None, "plays": [["7S"], ["KD"], ["2S"]],
            "hands": [None, ["KD", "9S"], None]}
    answer = client.post("/api/v1/referee/chicago/trick", json=body).json
    assert [(v["play"], v["rule"]) for v in answer["violations"]] == [(1, "must-follow")]
    assert answer["winner"] == 0


@pytest.mark.parametrize("game, body, field", [
    ("belote", {"trump": "H", "plays": [["AS"], ["6S"]]}, "plays[1]"),
    ("belote", {"trump": "X", "plays": [["AS"], ["7S"]]}, "trump"),
    ("belote", {"trump": "H", "plays": [["AS"], ["AS"]]}, "plays"),
    ("belote", {"trump": "H", "plays": []}, "plays"),
    ("belote", {"trump": "H", "plays": [["AS"], ["7S"]], "hands": [["KS"], None]},
     "hands[0]"),
    ("bura", {"trump": "H", "plays": [["5S"]]}, "plays[0]"),
    ("tute", {"trump": "H", "plays": [["10S"]]}, "plays[0]"),
])
def test_bad_tricks_answer_422_naming_the_field(client: Any, game: str, body: dict,
                                                field: str) -> None:
    response = client.post(f"/api/v1/referee/{game}/trick", json=body)
    assert response.status_code == 422 and response.json["field"] == field


def test_a_question_a_game_does_not_answer_is_404(client: Any) -> None:
    response = client.post("/api/v1/referee/nuts/trick", json={"plays": [["AS"]]})
    assert response.status_code == 404 and "no trick ruling" in response.json["error"]
    assert client.post("/api/v1/referee/snap/trick", json={}).status_code == 404


def test_the_referee_page_rules_a_trick_without_javascript(client: Any) -> None:
    response = client.post("/referee/belote/trick", data={
        "trump": "H", "play0": ["AS"], "play1_text": "10S", "play2_text": "JH",
        "play3_text": "7S", "hand1_text": "10S 8H"})
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "J♥ wins" in page and 'class="win">Third player:' in page


def test_the_referee_page_shows_a_broken_rule(client: Any) -> None:
    response = client.post("/referee/chicago/trick", data={
        "play0_text": "7S", "play1_text": "KD", "hand1_text": "KD 9S"})
    page = response.get_data(as_text=True)
    assert "must follow suit: held 9♠ when 7♠ was led" in page and "Second player, K♦" in page
    assert "must-follow" not in page  # the rule in words, not by its id


@pytest.mark.parametrize("body, valid, words", [
    # 003: the holder of the ace of trumps may rob the upcard before the first lead
    ({"hand": "AS 2D 3D 4D 5C", "upcard": "9S", "discard": "2D"}, True, "takes 9S"),
    ({"hand": "AH 2D 3D 4D 5C", "upcard": "9S"}, False, "AH is not the ace of trumps"),
    ({"hand": "AS 2D 3D 4D 5C", "upcard": "9S", "led": True}, False, "led"),
    ({"hand": "AH 2D 3D 4D 5C", "upcard": "9H"}, True, "AH, the ace of trumps"),
])
def test_twenty_five_robbing_the_trump(client: Any, body: dict, valid: bool,
                                       words: str) -> None:
    answer = client.post("/api/v1/referee/twenty-five/claim", json=body).json
    assert answer["valid"] is valid and words in answer["explanation"]


def test_robbing_with_a_short_hand_is_bad_input(client: Any) -> None:
    response = client.post("/api/v1/referee/twenty-five/claim",
                           json={"hand": "AS 2D", "upcard": "9S"})
    assert response.status_code == 422 and response.json["field"] == "hand"


def test_the_referee_page_rules_on_robbing(client: Any) -> None:
    page = client.post("/referee/twenty-five/claim", data={
        "hand_text": "AS 2D 3D 4D 5C", "upcard": "9S", "discard": "5C"}).get_data(True)
    assert "May rob" in page and "puts 5♣ face down" in page
