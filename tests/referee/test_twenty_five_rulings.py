"""Twenty-Five rulings in words and figures (shared/rules/003 lines 201-247): a hand's tricks
line by line and the stop at 25, the next dealer, teams, robbing the trump, a trick's sentences
and each refusal's field and words, in English and (one per kind) Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from referee import requests, twenty_five
from referee.cards import Suit, parse_card
from referee.errors import InvalidInputError, RefereeError
from referee.game import alternating_teams
from referee.rulings import Trick


def score(body: dict[str, Any]) -> dict[str, Any]:
    return requests.score("twenty-five", body)


def refusal(body: dict[str, Any]) -> RefereeError:
    with pytest.raises(RefereeError) as caught:
        score(body)
    return caught.value


def lines(result: dict[str, Any]) -> list[str]:
    return [str(line) for line in result["breakdown"]]


# --- five a trick, and the next dealer (003 lines 243-245) ------------------------------------

def test_a_hand_of_five_tricks_without_25_passes_the_deal_left_in_words() -> None:
    # 003 line 245: nobody at 25, the player on the dealer's left deals (player 0 dealt: 1)
    result = score({"tricks": [0, 0, 1, 1, 1], "players": 3, "dealer": 0})
    assert result["by"] == "seat" and result["points"] == [10, 15, 0]
    assert result["scores"] == [10, 15, 0] and result["hand_complete"] is True
    assert result["game_over"] is False and result["winner"] is None
    assert result["reached_after"] is None and result["next_dealer"] == 1
    assert result["award"] == {"by": "seat", "points": [10, 15, 0]}
    assert lines(result) == [
        "Trick 1: player 0 wins it, +5: player 0 has 5.",
        "Trick 2: player 0 wins it, +5: player 0 has 10.",
        "Trick 3: player 1 wins it, +5: player 1 has 5.",
        "Trick 4: player 1 wins it, +5: player 1 has 10.",
        "Trick 5: player 1 wins it, +5: player 1 has 15.",
        "Nobody has 25: player 1, on the dealer's left, deals the next hand."]
    assert str(result["explanation"]) == " ".join(lines(result))
    assert result["explanation"].render("es").endswith(
        "Baza 5: la gana el jugador 1, +5: el jugador 1 tiene 15. Nadie tiene 25: el jugador "
        "1, a la izquierda de quien repartió, reparte la próxima mano.")


def test_the_last_seat_dealing_passes_the_deal_round_to_seat_0() -> None:
    result = score({"tricks": [0, 1, 2, 0, 1], "players": 3, "dealer": 2})
    assert result["next_dealer"] == 0
    assert lines(result)[-1] == \
        "Nobody has 25: player 0, on the dealer's left, deals the next hand."


def test_without_the_dealer_the_next_dealer_is_said_by_place() -> None:
    result = score({"tricks": [0, 1, 2, 0, 0], "scores": [0, 0, 0]})
    assert result["next_dealer"] is None and result["points"] == [15, 5, 5]
    assert lines(result)[-1] == \
        "Nobody has 25: the player on the dealer's left deals the next hand."
    assert result["breakdown"][-1].render("es") == \
        "Nadie tiene 25: el jugador a la izquierda de quien repartió reparte la próxima mano."


@pytest.mark.parametrize("tricks, said", [
    ([0, 0], "2 of 5 tricks played; nobody has 25 yet."),
    ([0], "1 of 5 tricks played; nobody has 25 yet."),
    ([0, 1, 2, 0], "4 of 5 tricks played; nobody has 25 yet."),
])
def test_a_hand_still_being_played_names_no_next_dealer(tricks: list[int], said: str) -> None:
    result = score({"tricks": tricks, "players": 3, "dealer": 0})
    assert result["hand_complete"] is False and result["next_dealer"] is None
    assert result["game_over"] is False
    assert lines(result)[-1] == said and len(lines(result)) == len(tricks) + 1


def test_no_tricks_yet_in_words() -> None:
    result = score({"tricks": [], "players": 3})
    assert result["points"] == [0, 0, 0] and result["hand_complete"] is False
    assert lines(result) == ["No tricks yet.", "0 of 5 tricks played; nobody has 25 yet."]
    assert result["explanation"].render("es") == \
        "Aún no hay bazas. 0 de 5 bazas jugadas; nadie tiene aún 25."


# --- the stop at 25 (003 lines 205, 247) -------------------------------------------------------

def test_reaching_25_on_the_last_trick_ends_the_game_in_words() -> None:
    result = score({"tricks": [0, 0, 1, 1, 1], "players": 3, "scores": [10, 10, 0],
                    "dealer": 2})
    assert result["scores"] == [20, 25, 0] and result["points"] == [10, 15, 0]
    assert result["winner"] == 1 and result["reached_after"] == 5
    assert result["game_over"] is True and result["hand_complete"] is True
    assert result["next_dealer"] is None  # the game is over: nobody deals
    assert lines(result)[-2:] == ["Trick 5: player 1 wins it, +5: player 1 has 25.",
                                  "Player 1 reaches 25: play stops at once and player 1 wins "
                                  "the game."]


def test_reaching_25_mid_hand_stops_it_and_completes_it() -> None:
    result = score({"tricks": [1, 2, 1], "scores": [20, 15, 0]})
    assert result["winner"] == 1 and result["reached_after"] == 3
    assert result["hand_complete"] is True and result["scores"] == [20, 25, 5]
    assert result["explanation"].render("es").endswith(
        "Baza 3: la gana el jugador 1, +5: el jugador 1 tiene 25. El jugador 1 llega a 25: el "
        "juego se para en el acto y el jugador 1 gana la partida.")


def test_a_trick_after_25_is_refused_in_words() -> None:
    error = refusal({"tricks": [0, 0, 1, 1, 1], "players": 3, "scores": [15, 20, 0]})
    assert error.field == "tricks[2]"
    assert str(error.message) == \
        "the game stopped after trick 2, when player 0 reached 25: trick 3 was not played"
    assert error.message.render("es") == (
        "la partida se paró tras la baza 2, cuando el jugador 0 llegó a 25: la baza 3 no se "
        "jugó")


def test_the_target_option_moves_the_stop() -> None:
    # the table's target (catalog option), passed with the request
    result = score({"tricks": [0, 0], "scores": [0, 0, 0], "options": {"target": 10}})
    assert result["winner"] == 0 and result["reached_after"] == 2
    assert lines(result)[-1] == \
        "Player 0 reaches 10: play stops at once and player 0 wins the game."
    error = refusal({"tricks": [0], "scores": [10, 0, 0], "options": {"target": 10}})
    assert error.field == "scores[0]"
    assert str(error.message) == "player 0 already has 10: the game ended at 10"
    assert score({"tricks": [0], "scores": [5, 0, 0], "options": {"target": 10}})["winner"] == 0


def test_a_score_just_under_25_plays_on() -> None:
    result = score({"tricks": [1], "scores": [20, 15, 0]})
    assert result["scores"] == [20, 20, 0] and result["winner"] is None


# --- teams (003 lines 207-210) -----------------------------------------------------------------

def test_teams_score_together_trick_by_trick_in_words() -> None:
    result = score({"tricks": [0, 2, 1, 3, 0], "players": 4, "scores": [10, 0],
                    "options": {"teams": True}})
    assert result["by"] == "team" and result["points"] == [15, 10]
    assert result["scores"] == [25, 10] and result["winner"] == 0
    assert lines(result) == [
        "Trick 1: player 0 (team 0) wins it, +5: Team 0 has 15.",
        "Trick 2: player 2 (team 0) wins it, +5: Team 0 has 20.",
        "Trick 3: player 1 (team 1) wins it, +5: Team 1 has 5.",
        "Trick 4: player 3 (team 1) wins it, +5: Team 1 has 10.",
        "Trick 5: player 0 (team 0) wins it, +5: Team 0 has 25.",
        "Team 0 reaches 25: play stops at once and team 0 wins the game."]
    assert result["breakdown"][2].render("es") == \
        "Baza 3: la gana el jugador 1 (pareja 1), +5: La pareja 1 tiene 5."


def test_team_one_reaching_25_wins() -> None:
    result = score({"tricks": [0, 1], "players": 4, "scores": [0, 20],
                    "options": {"teams": True}})
    assert result["winner"] == 1 and result["reached_after"] == 2 and result["scores"] == [5, 25]
    assert lines(result)[-1] == "Team 1 reaches 25: play stops at once and team 1 wins the game."


@pytest.mark.parametrize("players, teams, tricks, points", [
    (9, None, [0, 3, 6, 4], [15, 5, 0]),     # nine: three teams of three (003 line 207)
    (9, 3, [0, 3, 6, 4], [15, 5, 0]),
    (6, None, [0, 1, 2, 3], [10, 5, 5]),     # six: three pairs
    (6, 3, [0, 1, 2, 3], [10, 5, 5]),
    (6, 2, [0, 1, 2, 3], [10, 10]),          # six: two teams of three, given
    (8, None, [0, 4, 5], [10, 5, 0, 0]),     # eight: four pairs
])
def test_seat_s_plays_for_team_s_modulo_the_teams(players: int, teams: int | None,
                                                  tricks: list[int], points: list[int]) -> None:
    body: dict[str, Any] = {"tricks": tricks, "players": players, "options": {"teams": True}}
    if teams is not None:
        body["teams"] = teams
    assert score(body)["points"] == points


def test_the_table_seats_teams_so_partners_never_play_one_after_the_other() -> None:
    # 003 line 210: partners across, the turn alternating between the sides
    assert twenty_five.sides(4, {"teams": False}) is None
    assert twenty_five.sides(4, {"teams": True}) == ((0, 2), (1, 3))
    assert twenty_five.sides(6, {"teams": True}) == alternating_teams(6, 2) == \
        ((0, 3), (1, 4), (2, 5))
    assert twenty_five.sides(9, {"teams": True}) == ((0, 3, 6), (1, 4, 7), (2, 5, 8))
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.sides(7, {"teams": True})
    assert caught.value.field == "players"
    assert str(caught.value.message) == ("Twenty-Five in teams is played in pairs (an even "
                                         "number of players) or three teams of three (nine), "
                                         "not 7")


# --- refusals of a hand's score ----------------------------------------------------------------

@pytest.mark.parametrize("body, field, said", [
    ({"tricks": [3], "scores": [0, 0, 0]}, "tricks[0]", "player 3 is not at this table of 3"),
    ({"tricks": [-1], "players": 3}, "tricks[0]", "player -1 is not at this table of 3"),
    ({"tricks": ["x"], "players": 3}, "tricks[0]", "A seat must be a whole number"),
    ({"tricks": [0, 1, 2, 0, 1, 2], "players": 3}, "tricks",
     "tricks must list the seat that won each trick, in order (at most 5)"),
    ({"tricks": "0 1", "players": 3}, "tricks",
     "tricks must list the seat that won each trick, in order (at most 5)"),
    ({"players": 3}, "tricks",
     "tricks must list the seat that won each trick, in order (at most 5)"),
    ({"tricks": [0]}, "players", "give the number of players"),
    ({"tricks": [0], "players": 2}, "players", "Twenty-Five is for 3 to 9 players"),
    ({"tricks": [0], "players": 10}, "players", "Twenty-Five is for 3 to 9 players"),
    ({"tricks": [0], "players": "x"}, "players", "Players must be a whole number"),
    ({"tricks": [0], "scores": [0, -5, 0]}, "scores[1]", "a score cannot be negative"),
    ({"tricks": [0], "scores": [0, 7, 0]}, "scores[1]",
     "scores go up in fives (5 a trick), not 7"),
    ({"tricks": [0], "scores": [0, "x", 0]}, "scores[1]", "A score must be a whole number"),
    ({"tricks": [0], "scores": [0, 0, 25]}, "scores[2]",
     "player 2 already has 25: the game ended at 25"),
    ({"tricks": [0], "scores": [0, 0], "players": 3}, "scores",
     "scores must give each of the 3 players' scores"),
    ({"tricks": [0], "scores": [0, 0, 0], "players": 4, "options": {"teams": True}}, "scores",
     "scores must give each of the 2 teams' scores"),
    ({"tricks": [0], "scores": "x", "players": 4, "options": {"teams": True}}, "scores",
     "scores must give each of the 2 teams' scores"),
    ({"tricks": [0], "scores": [0, 30], "players": 4, "options": {"teams": True}},
     "scores[1]", "team 1 already has 30: the game ended at 25"),
    ({"tricks": [0], "players": 5, "options": {"teams": True}}, "teams",
     "5 players cannot pair up: give teams (how many) or play alone"),
    ({"tricks": [0], "scores": [0, 0, 0, 0, 0], "options": {"teams": True}}, "players",
     "give the number of players"),
    ({"tricks": [0], "players": 6, "teams": 4, "options": {"teams": True}}, "teams",
     "6 players cannot make 4 equal teams of two or more"),
    # 003 line 207: partnerships of two or more, so two teams at least (never "1 equal teams")
    ({"tricks": [0], "players": 6, "teams": 1, "options": {"teams": True}}, "teams",
     "a game in teams needs 2 teams or more, not 1"),
    ({"tricks": [0], "players": 6, "teams": 0, "options": {"teams": True}}, "teams",
     "a game in teams needs 2 teams or more, not 0"),
    ({"tricks": [0], "players": 6, "teams": 6, "options": {"teams": True}}, "teams",
     "6 players cannot make 6 equal teams of two or more"),
    ({"tricks": [0], "players": 6, "teams": "x", "options": {"teams": True}}, "teams",
     "Teams must be a whole number"),
    ({"tricks": [0], "players": 4, "teams": 2}, "teams",
     "teams is for a table playing in teams (option teams)"),
    ({"tricks": [0], "players": 4, "dealer": 4}, "dealer", "player 4 is not at this table of 4"),
    ({"tricks": [0], "players": 4, "dealer": -1}, "dealer",
     "player -1 is not at this table of 4"),
    ({"tricks": [0], "players": 4, "dealer": "x"}, "dealer", "A seat must be a whole number"),
])
def test_each_refusal_names_its_field_in_words(body: dict[str, Any], field: str,
                                               said: str) -> None:
    error = refusal(body)
    assert error.field == field and str(error.message) == said


def test_refusals_in_spanish() -> None:
    assert refusal({"tricks": [0], "scores": [0, 7, 0]}).message.render("es") == \
        "los puntos van de cinco en cinco (5 por baza), no 7"
    assert refusal({"tricks": [0], "players": 5, "options": {"teams": True}}).message.render(
        "es") == ("con 5 jugadores no se pueden formar parejas: da teams (cuántos equipos) o que "
                  "cada uno juegue solo")


@pytest.mark.parametrize("code", ["es", "ca", "it", "fr", "nl", "ru", "sv"])
def test_a_teams_count_that_cannot_be_is_said_in_each_language(code: str) -> None:
    # 003 line 207: pairs with an even number of players, three teams of three with nine
    for teams in (0, 1, 4, 5):
        message = refusal({"tricks": [0], "players": 6, "teams": teams,
                           "options": {"teams": True}}).message
        said = message.render(code)
        assert str(teams) in said and said != str(message), said
        assert message.template != said  # translated


def test_the_teams_count_takes_its_plural_form_in_russian() -> None:
    def said(teams: int) -> str:
        return refusal({"tricks": [0], "players": 6, "teams": teams,
                        "options": {"teams": True}}).message.render("ru")
    assert "4 равные команды" in said(4) and "5 равных команд" in said(5)


@pytest.mark.parametrize("body, players", [
    ({"tricks": [0], "scores": [0, 0, 0, 0]}, 4),    # alone: as many players as scores
    ({"tricks": [0], "players": 9}, 9),
    ({"tricks": [0], "players": 3}, 3),
])
def test_three_to_nine_players(body: dict[str, Any], players: int) -> None:
    assert len(score(body)["points"]) == players


def test_the_score_reader_refuses_a_body_that_is_no_object() -> None:
    with pytest.raises(InvalidInputError) as caught:
        twenty_five._score_dict([0, 1], {})
    assert caught.value.field == "body"
    assert str(caught.value.message) == "the request body must be a JSON object"


def test_the_teams_count_given_or_declared() -> None:
    assert twenty_five.teams_for(4) == 2 and twenty_five.teams_for(8) == 4
    assert twenty_five.teams_for(9) == 3 and twenty_five.teams_for(9, 3) == 3
    assert twenty_five.teams_for(6, 2) == 2
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.teams_for(7)
    assert str(caught.value.message) == \
        "7 players cannot pair up: give teams (how many) or play alone"


# --- a trick (003 lines 218-243) ---------------------------------------------------------------

def trick(trump: str, plays: str, hands: list[str] | None = None,
          **options: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"trump": trump, "plays": plays.split(), "options": options}
    if hands is not None:
        body["hands"] = hands
    return requests.rule_trick("twenty-five", body)


def test_a_trick_is_five_to_its_winner_in_words() -> None:
    ruling = trick("S", "KD 7C 2D", hands=["KD", "7C 3S", "2D"])
    assert ruling["winner"] == 0 and ruling["points"] == 5 and ruling["violations"] == []
    assert str(ruling["explanation"]) == (
        "KD wins: the king of diamonds is the highest diamond played and diamonds were led "
        "(diamonds rank K Q J 10 9 8 7 6 5 4 3 2 A); 7C is off suit and cannot win; no trump was "
        "played (spades are trumps). The winner scores 5 for the trick.")


def test_the_ace_of_hearts_is_said_to_be_a_trump_whatever_the_trump() -> None:
    # 003 line 220: A♥ is always the third-highest trump
    ruling = trick("S", "KD QD AH")
    assert ruling["winner"] == 2 and ruling["points"] == 5
    assert str(ruling["explanation"]) == (
        "AH wins: the ace of hearts is the only trump played (trumps rank 5 J AH A K Q 2 3 4 6 7 "
        "8 9 10); spades are trumps. A♥ is a trump whatever the trump suit, never a heart. The "
        "winner scores 5 for the trick.")
    assert ruling["explanation"].render("es") == (
        "AH (as de corazones) gana: es el único triunfo jugado (orden del triunfo: 5 J AH A K Q "
        "2 3 4 6 7 8 9 10); triunfo: picas. El A♥ es triunfo sea cual sea el palo de triunfo, "
        "nunca un corazón. El ganador se apunta 5 por la baza.")
    # with hearts trumps A♥ is simply the ace of trumps: no such note
    hearts = trick("H", "AH KH 2H")
    assert str(hearts["explanation"]) == (
        "AH wins: the ace of hearts is the highest trump played, over KH, 2H (trumps rank 5 J A "
        "K Q 10 9 8 7 6 4 3 2); hearts are trumps. The winner scores 5 for the trick.")


def test_holding_the_suit_led_and_playing_another_plain_suit_is_named() -> None:
    # 003 line 241: follow suit or ruff
    ruling = trick("H", "KD 7C", hands=["KD", "7C 2D AH"])
    [violation] = ruling["violations"]
    assert violation["play"] == 1 and str(violation["card"]) == "7C"
    assert str(violation["message"]) == \
        "must follow suit or trump: held 2D when KD was led, but played 7C"
    # A♥ is a trump, so a player holding it and diamonds may ruff with it
    assert trick("H", "KD AH", hands=["KD", "AH 2D"])["violations"] == []


def test_a_trump_led_asks_for_a_trump_in_words() -> None:
    ruling = trick("S", "2S 7C", hands=["2S", "7C 3S JS"])
    [violation] = ruling["violations"]
    assert str(violation["message"]) == \
        "must play a trump when 2S (a trump) was led: held JS 3S, but played 7C"
    # A♥ led is a trump led (diamonds trumps)
    led_ace = trick("D", "AH 7C", hands=["AH", "7C 2D"])
    assert str(led_ace["violations"][0]["message"]) == \
        "must play a trump when AH (a trump) was led: held 2D, but played 7C"


def test_the_top_three_of_hearts_may_all_be_held_back() -> None:
    # 003 line 241: hearts trumps, 5H JH AH are the three that are never forced
    assert trick("H", "2H 7C", hands=["2H", "7C 5H JH AH"])["violations"] == []
    assert trick("H", "2H 7C", hands=["2H", "7C 5H KH"])["violations"] != []


@pytest.mark.parametrize("led, held, forced", [
    ("5S", "7C JS", True),    # the 5 led forces out the jack
    ("5S", "7C AH", True),    # and A♥
    ("JS", "7C AH", True),    # the jack led forces out A♥
    ("JS", "7C 5S", False),   # but not the 5, which is higher
    ("AH", "7C JS", False),   # A♥ led: the jack is higher
    ("AS", "7C JS", False),   # a lower trump led forces none of them
])
def test_the_table_option_a_higher_trump_led_forces_out_a_top_trump(led: str, held: str,
                                                                     forced: bool) -> None:
    # the option sent with the request, as a table sets it
    ruling = trick("S", f"{led} 7C", hands=[led, held], higher_lead_forces_top_trumps=True)
    assert [v["rule"] for v in ruling["violations"]] == (["must-follow"] if forced else [])
    if forced:
        assert str(ruling["violations"][0]["message"]) == (
            f"must play a trump when {led} (a trump) was led: held {held.split()[1]}, but played "
            "7C")
    # the text's reading: never forced
    assert trick("S", f"{led} 7C", hands=[led, held])["violations"] == []
    assert trick("S", f"{led} 7C", hands=[led, held],
                 higher_lead_forces_top_trumps=False)["violations"] == []


def test_the_option_must_be_true_or_false_in_a_trick_given_in_code() -> None:
    cards = [parse_card(c) for c in "5S 7C JS".split()]
    given = Trick(Suit.SPADES, ((cards[0],), (cards[1],)), ((cards[0],), (cards[1], cards[2])),
                  options={"higher_lead_forces_top_trumps": "yes"})
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.rule_trick(given)
    assert caught.value.field == "options.higher_lead_forces_top_trumps"
    assert str(caught.value.message) == \
        "options.higher_lead_forces_top_trumps must be true or false"


def test_top_trumps_are_the_five_the_jack_and_the_ace_of_hearts() -> None:
    assert [str(c) for c in twenty_five.top_trumps(Suit.CLUBS)] == ["5C", "JC", "AH"]
    assert [str(c) for c in twenty_five.top_trumps(Suit.HEARTS)] == ["5H", "JH", "AH"]
    assert str(twenty_five.ace_of_trumps(Suit.DIAMONDS)) == "AD"


# --- robbing the trump (003 lines 235-237), asked as a claim -----------------------------------

def rob(body: dict[str, Any]) -> dict[str, Any]:
    return requests.claim("twenty-five", body)


def test_the_ace_of_trumps_robs_the_upcard_for_a_discard_in_words() -> None:
    result = rob({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "discard": "2C"})
    assert result["valid"] is True and str(result["trump"]) == "S"
    assert str(result["ace_of_trumps"]) == "AS" and str(result["upcard"]) == "4S"
    assert [str(c) for c in result["hand"]] == ["AS", "7H", "8H", "9D", "2C"]
    assert str(result["discard"]) == "2C"
    assert [str(c) for c in result["new_hand"]] == ["AS", "7H", "8H", "9D", "4S"]
    assert str(result["explanation"]) == (
        "Yes: the holder of AS, the ace of trumps, may rob the trump before the first lead, so "
        "this player takes 4S and puts 2C face down.")
    assert result["explanation"].render("es") == (
        "Sí: quien tiene AS, el as de triunfo, puede robar el triunfo antes de la primera "
        "salida, así que este jugador toma 4S y pone 2C boca abajo.")


def test_a_rob_without_its_discard_says_any_one_card() -> None:
    result = rob({"hand": "AS 7H 8H 9D 2C", "upcard": "4S"})
    assert result["valid"] is True and result["discard"] is None and result["new_hand"] is None
    assert str(result["explanation"]) == (
        "Yes: the holder of AS, the ace of trumps, may rob the trump before the first lead, so "
        "this player may take 4S and put any one card face down.")


@pytest.mark.parametrize("body, said", [
    ({"hand": "AH 7H 8H 9D 2C", "upcard": "4S"},
     "No: only the holder of AS, the ace of trumps, may rob the upcard; AH is not the ace of "
     "trumps unless hearts are trumps."),
    ({"hand": "KS 7H 8H 9D 2C", "upcard": "4S"},
     "No: only the holder of AS, the ace of trumps, may rob the upcard."),
    ({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "led": True},
     "No: someone has led to the first trick: nobody may rob the trump any more."),
    ({"hand": "KS 7H 8H 9D 2C", "upcard": "AS", "dealer": True},
     "No: the upcard is AS itself: nobody holds the ace of trumps, so nobody may rob (unless "
     "the table lets the dealer take a turned-up ace)."),
    ({"hand": "KS 7H 8H 9D 2C", "upcard": "AS", "options": {"dealer_robs_turned_ace": True}},
     "No: only the dealer may take a turned-up AS."),
])
def test_a_rob_the_rules_refuse_is_answered_no_with_why(body: dict[str, Any],
                                                        said: str) -> None:
    result = rob(body)
    assert result["valid"] is False and result["new_hand"] is None
    assert str(result["explanation"]) == said


def test_the_dealer_robs_a_turned_up_ace_under_the_table_option() -> None:
    result = rob({"hand": "KS 7H 8H 9D 2C", "upcard": "AS", "discard": "2C", "dealer": True,
                  "options": {"dealer_robs_turned_ace": True}})
    assert result["valid"] is True
    assert [str(c) for c in result["new_hand"]] == ["KS", "7H", "8H", "9D", "AS"]
    assert result["explanation"].render("es") == (
        "Sí: quien tiene AS, el as de triunfo, puede robar el triunfo antes de la primera "
        "salida, así que este jugador toma AS y pone 2C boca abajo.")


@pytest.mark.parametrize("body, field, said", [
    ({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "discard": "3C"}, "discard",
     "3C is not in the hand: the discard is one of the five cards held (AS 7H 8H 9D 2C)"),
    ({"hand": "AS 7H 8H 9D", "upcard": "4S"}, "hand", "a Twenty-Five hand is 5 different cards"),
    ({"hand": "AS 7H 8H 9D 2C 3C", "upcard": "4S"}, "hand",
     "a Twenty-Five hand is 5 different cards"),
    ({"hand": "AS 7H 8H 9D 4S", "upcard": "4S"}, "upcard",
     "4S is the upcard, so it cannot also be in the hand"),
    ({"hand": "AS 7H 8H 9D 2C"}, "upcard", "say the card turned up for trumps"),
    ({"upcard": "4S"}, "hand", "give the player's five cards"),
    ({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "dealer": "yes"}, "dealer",
     "dealer must be true or false"),
    ({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "led": 1}, "led", "led must be true or false"),
])
def test_a_rob_given_wrong_is_refused_in_words(body: dict[str, Any], field: str,
                                               said: str) -> None:
    with pytest.raises(InvalidInputError) as caught:
        rob(body)
    assert caught.value.field == field and str(caught.value.message) == said


def test_can_rob_answers_no_for_a_malformed_hand() -> None:
    hand = [parse_card(c) for c in "AS 7H 8H 9D".split()]
    assert twenty_five.can_rob(hand, parse_card("4S")) is False
    assert twenty_five.can_rob(hand + [parse_card("2C")], parse_card("4S")) is True


def test_a_hand_given_in_code_is_five_different_cards_and_the_upcard_a_suited_one() -> None:
    def cards(text: str) -> list[Any]:
        return [parse_card(c) for c in text.split()]
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.verify_rob(cards("AS AS 7H 8H 9D"), parse_card("4S"))
    assert caught.value.field == "hand"
    assert str(caught.value.message) == "a Twenty-Five hand is 5 different cards"
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.verify_rob(cards("AS 7H 8H 9D 2C"), parse_card("JK"))
    assert caught.value.field == "upcard"
    assert str(caught.value.message) == "the upcard must be a suited card"
    # the discard may be the upcard just taken? no: it is one of the five cards held
    with pytest.raises(InvalidInputError) as caught:
        twenty_five.rob(cards("AS 7H 8H 9D 2C"), parse_card("4S"), parse_card("4S"))
    assert caught.value.field == "discard"


@pytest.mark.parametrize("raw", [
    {"tricks": [0, 2, 1, 3, 0], "players": 4, "scores": [10, 0], "options": {"teams": True}},
    {"tricks": [0, 0, 1, 1, 1], "players": 3, "dealer": 0},
])
def test_the_typed_score_answers_as_the_api_does(raw: dict[str, Any]) -> None:
    # the API writes the dict out directly; the typed answer must say the same
    hand = twenty_five.TwentyFiveHand.parse(raw, twenty_five.GAME)
    typed = twenty_five.score(hand)
    assert typed.to_dict() == requests.score("twenty-five", raw)
    assert typed.winner == requests.score("twenty-five", raw)["winner"]


@pytest.mark.parametrize("trump, led, held, said", [
    # the suit led held, strongest first in its own order: black A above 2, 10 lowest (003:229)
    ("S", "KC", "7D 10C 2C AC", "must follow suit or trump: held AC 2C 10C when KC was led, "
                                "but played 7D"),
    ("H", "KD", "7C 2D AD 10D", "must follow suit or trump: held 10D 2D AD when KD was led, "
                                "but played 7C"),
    # trumps held, in the trump order: J, A♥, then the black trumps low to high
    ("S", "2S", "7C 10S AH 3S JS", "must play a trump when 2S (a trump) was led: held JS AH 3S "
                                   "10S, but played 7C"),
    ("D", "2D", "7C 10D AH 3D JD", "must play a trump when 2D (a trump) was led: held JD AH 10D "
                                   "3D, but played 7C"),
])
def test_the_cards_held_are_named_strongest_first(trump: str, led: str, held: str,
                                                  said: str) -> None:
    ruling = trick(trump, f"{led} {held.split()[0]}", hands=[led, held])
    assert [str(v["message"]) for v in ruling["violations"]] == [said]


def test_a_trick_given_in_code_without_options_follows_the_text() -> None:
    # the text's reading: a top trump is never forced, even by a higher trump led
    cards = [parse_card(c) for c in "5S 7C JS".split()]
    given = Trick(Suit.SPADES, ((cards[0],), (cards[1],)), ((cards[0],), (cards[1], cards[2])))
    assert twenty_five.rule_trick(given).violations == ()


def test_a_trick_after_a_team_reached_25_names_the_team() -> None:
    error = refusal({"tricks": [0, 1, 2], "players": 4, "scores": [20, 0],
                     "options": {"teams": True}})
    assert error.field == "tricks[1]"
    assert str(error.message) == \
        "the game stopped after trick 1, when team 0 reached 25: trick 2 was not played"


def test_a_card_that_is_no_card_is_refused_at_its_field() -> None:
    for body, field in [({"hand": "AS 7H 8H 9D 2C", "upcard": "4X"}, "upcard"),
                        ({"hand": "AS 7H 8H 9D 2C", "upcard": "4S", "discard": "4X"},
                         "discard")]:
        with pytest.raises(RefereeError) as caught:
            rob(body)
        assert caught.value.field == field
        assert str(caught.value.message) == \
            "'4X' is not a card: write the rank then the suit (S H D C), as QS or 10H"


def test_a_refused_rob_still_names_the_trump_the_ace_and_the_cards() -> None:
    result = rob({"hand": "KS 7H 8H 9D 2C", "upcard": "4S", "discard": "2C"})
    assert result["valid"] is False and str(result["trump"]) == "S"
    assert str(result["ace_of_trumps"]) == "AS" and str(result["upcard"]) == "4S"
    assert [str(c) for c in result["hand"]] == ["KS", "7H", "8H", "9D", "2C"]
    assert str(result["discard"]) == "2C" and result["new_hand"] is None


def test_a_player_is_no_dealer_and_nobody_has_led_unless_said() -> None:
    def cards(text: str) -> list[Any]:
        return [parse_card(c) for c in text.split()]
    hand, ace = cards("KS 7H 8H 9D 2C"), parse_card("AS")
    table = {"dealer_robs_turned_ace": True}
    assert twenty_five.can_rob(hand, ace, options=table) is False
    assert twenty_five.can_rob(hand, ace, dealer=True, options=table) is True
    assert twenty_five.can_rob(cards("AS 7H 8H 9D 2C"), parse_card("4S"), led=True) is False
    with pytest.raises(RefereeError) as caught:
        twenty_five.rob(hand, ace, parse_card("2C"), options=table)
    assert caught.value.field == "dealer"
    assert str(caught.value.message) == "only the dealer may take a turned-up AS"
    with pytest.raises(RefereeError) as caught:
        twenty_five.verify_rob(hand, ace, options=table)
    assert caught.value.field == "dealer"
    with pytest.raises(RefereeError) as caught:
        twenty_five.verify_rob(hand, ace, dealer=True)
    assert caught.value.field == "upcard"
