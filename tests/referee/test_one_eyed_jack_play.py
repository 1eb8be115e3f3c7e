"""One-Eyed Jack's play question (003 lines 266-277): may this card go on that square?"""

from __future__ import annotations

from typing import Any

from referee import requests


def ask(card: str, square: str | None = None, chips: dict | None = None, side: int = 0,
        **options: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"players": 2, "side": side, "card": card,
                            "chips": chips or {"0": [], "1": []}, "options": options}
    if square is not None:
        body["square"] = square
    return requests.play("one-eyed-jack", body)


def test_a_card_goes_on_either_of_its_two_squares() -> None:
    answer = ask("2S")  # the printed board shows 2S on A2 and on F5
    assert len(answer["squares"]) == 2 and answer["dead"] is False
    first, second = answer["squares"]
    assert ask("2S", first)["allowed"] is True
    refused = ask("2S", "B2")
    assert refused["allowed"] is False and refused["rule"] == "wrong-square"
    assert first in refused["explanation"] and second in refused["explanation"]


def test_a_square_with_a_chip_is_refused_and_a_card_with_both_taken_is_dead() -> None:
    squares = ask("2S")["squares"]
    one = ask("2S", squares[0], chips={"0": [], "1": [squares[0]]})
    assert one["allowed"] is False and one["rule"] == "occupied" and not one["dead"]
    both = ask("2S", chips={"0": [squares[0]], "1": [squares[1]]})
    assert both["dead"] is True and both["squares"] == []
    assert "dead card" in both["explanation"] and "draw another" in both["explanation"]


def test_a_two_eyed_jack_goes_on_any_empty_square_but_not_a_free_corner() -> None:
    answer = ask("JD", "E5")
    assert answer["allowed"] is True and len(answer["squares"]) == 96
    corner = ask("JC", "A1")
    assert corner["allowed"] is False and corner["rule"] == "two-eyed-jack"


def test_a_one_eyed_jack_removes_any_chip_and_only_an_opponents_at_a_boxed_game_table() -> None:
    # 003 line 275: "any chip on the board", one's own included (the default)
    chips = {"0": ["C3"], "1": ["D4"]}
    assert ask("JS", "D4", chips=chips)["allowed"] is True
    assert ask("JH", "C3", chips=chips)["allowed"] is True
    answer = ask("JS", chips=chips)
    assert answer["squares"] == ["C3", "D4"]
    assert "removes any one chip, yours included (2 can go now)" in answer["explanation"]
    # the commercial game's reading, a named option: opponents' chips only
    own = ask("JH", "C3", chips=chips, opponents_chips_only=True)
    assert own["allowed"] is False and own["rule"] == "one-eyed-jack"
    assert ask("JS", chips=chips, opponents_chips_only=True)["squares"] == ["D4"]


def test_a_completed_row_is_safe_only_where_the_table_protects_rows() -> None:
    row = {"0": [], "1": ["B2", "B3", "B4", "B5", "B6"]}
    assert ask("JS", "B4", chips=row)["allowed"] is True  # the text: "any chip"
    protected = ask("JS", "B4", chips=row, protect_rows=True)
    assert protected["allowed"] is False and protected["rule"] == "completed-row"


def test_the_play_question_through_the_api(client: Any) -> None:
    response = client.post("/api/v1/referee/one-eyed-jack/play",
                           json={"players": 2, "side": 1, "card": "JD", "square": "A1",
                                 "chips": {"0": [], "1": []}})
    assert response.status_code == 200 and response.json["allowed"] is False
    assert "corner" in response.json["explanation"]
    assert client.post("/api/v1/referee/belote/play", json={}).status_code == 404
    assert "/api/v1/referee/one-eyed-jack/play" in client.get("/api/openapi.json").json["paths"]


def test_the_play_body_is_typed_and_refuses_what_it_does_not_declare() -> None:
    """The body is read once into its type: a field it does not declare is refused by name,
    a missing card is named, and the schema in /api/openapi.json comes from the same type."""
    from referee.errors import InvalidInputError
    from referee.games import game
    import pytest

    with pytest.raises(InvalidInputError, match="'player' is not part of this question"):
        requests.play("one-eyed-jack", {"chips": {"0": []}, "player": 0, "card": "QS"})
    with pytest.raises(InvalidInputError, match="card is the card played"):
        requests.play("one-eyed-jack", {"chips": {"0": []}, "side": 0})
    body, answer = game("one-eyed-jack").schema_of("play")
    assert body["additionalProperties"] is False and body["required"] == ["chips", "side",
                                                                           "card"]
    assert set(answer["required"]) == {"card", "side", "allowed", "rule", "squares", "dead",
                                       "explanation"}
