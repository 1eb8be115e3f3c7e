"""An event as the organiser sets it up, pure (referee.tournaments.event): what a request body
becomes (the formats of shared/research/club-night.md: Mitchell and Danish, lines 86–93;
concours, lines 114–122; knockouts, lines 148–157; round robin, line 100; individual, lines
96–99), and every refusal with its field and words."""

from __future__ import annotations

from typing import Any

import pytest

from referee.errors import InvalidInputError
from referee.tournaments import read_entrants, read_event
from referee.tournaments.event import SIT_OUT, Entrant, SitOut, check_field
from referee.tournaments.scales import BURRACO_3_HANDS

PAIRS = [f"P{i}" for i in range(1, 9)]


def body(**change: Any) -> dict[str, Any]:
    out = {"game": "burraco", "name": "Giovedì", "format": "danish", "rounds": 3,
           "hands_per_round": 3, "entrants": PAIRS}
    out.update(change)
    return {k: v for k, v in out.items() if v is not None}


def refusal(raw: dict[str, Any]) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        read_event(raw)
    return caught.value


def test_a_concours_de_belote_as_set_up() -> None:
    # lines 114–116: parties of 12 donnes, round 1 drawn, then by the standings; line 119:
    # ranked on points; a bye (Rennes, line 121) 1000 points
    spec, entrants = read_event({"game": "belote", "name": "  Concours   de  Pâques ",
                                 "format": "concours", "rounds": 4,
                                 "entrants": ["A", "B", "C", "D"]})
    assert spec.to_dict() == {
        "game": "belote", "name": "Concours de Pâques", "format": "concours", "rounds": 4,
        "movement": ["drawn", "danish", "danish", "danish"], "hands_per_round": 12,
        "target": None, "scoring": "points", "individual": False,
        "options": {"vp_scale": None,
                    "sit_out": {"vp": 0, "margin": 0, "points": 1000, "rank_points": 0},
                    "mitchell_step": 1, "best_of": 1, "consolation": False, "groups": 0,
                    "qualifiers": 2, "win_points": 4, "draw_points": 3, "loss_points": 2,
                    "check_in": False,
                    # the round's clock: the default for a concours (issue 39)
                    "round_minutes": None, "last_hand_minutes": None,
                    "table": {"target": 1000, "overtrump_partner_winning": False,
                              "must_underruff": True, "rounding": "nearest",
                              # the partie's 12 donnes govern its tables (issue 36)
                              "round_hands": 12, "round_best_of": 1}}}
    assert (spec.side_size, spec.entrant_size, spec.individual) == (2, 2, False)
    assert spec.clock_minutes == 60  # 12 donnes at 5 minutes (referee/tournaments/clock.py)
    assert entrants[0] == Entrant("A", ("A 1", "A 2"))
    assert entrants[3].to_dict() == {"name": "D", "players": ["D 1", "D 2"]}


def test_a_concours_a_la_melee_ranks_players_alone() -> None:
    # line 129: partners drawn afresh each round
    spec, entrants = read_event({"game": "belote", "name": "Mêlée", "format": "concours",
                                 "rounds": 3, "options": {"melee": True},
                                 "entrants": ["Ana", "Ben", "Cléo", "Dan"]})
    assert (spec.individual, spec.side_size, spec.entrant_size) == (True, 2, 1)
    assert spec.methods == ("individual",) * 3
    assert entrants[1] == Entrant("Ben", ("Ben",))


def test_each_format_scores_as_its_tables_do() -> None:
    # victory points for Mitchell and Danish (line 15), points for a concours (line 119),
    # wins for a knockout and a round robin
    scorings = {}
    for fmt, extra in [("mitchell", {}), ("danish", {}), ("round_robin", {}),
                       ("knockout", {"rounds": None}), ("individual", {}),
                       ("concours", {"hands_per_round": None})]:
        spec, _ = read_event(body(format=fmt, game="belote", **extra))
        scorings[fmt] = spec.scoring
    assert scorings == {"mitchell": "vp", "danish": "vp", "round_robin": "wins",
                        "knockout": "wins", "individual": "points", "concours": "points"}
    spec, _ = read_event(body(scoring="wins"))
    assert (spec.scoring, spec.scale, spec.sit_out) == ("wins", None, SIT_OUT["wins"])
    assert SIT_OUT["wins"] == SitOut(points=1000, rank_points=3)
    assert SIT_OUT["vp"] == SitOut(vp=14, margin=355)  # Genoa, line 83


def test_victory_points_on_the_scale_for_the_hands_a_round() -> None:
    spec, _ = read_event(body())
    assert spec.to_dict()["options"]["vp_scale"] == BURRACO_3_HANDS.to_dict()
    spec, _ = read_event(body(hands_per_round=4))
    assert spec.scale is not None and spec.scale.victory_points(105) == 11  # line 48
    given = {"rows": [[30, 10], [100, 12]], "above": 14}
    spec, _ = read_event(body(hands_per_round=2, options={"vp_scale": given}))
    assert spec.scale is not None and spec.scale.to_dict() == {**given, "total": 20}


@pytest.mark.parametrize("movement, methods", [
    (None, ("drawn", "danish", "danish")),
    (["mitchell", "mitchell", "danish"], ("mitchell", "mitchell", "danish")),
    (["mitchell", "mitchell", "mitchell"], ("mitchell", "mitchell", "mitchell")),
    (["danish", "danish", "danish"], ("drawn", "danish", "danish"))])
def test_a_movement_mitchell_rounds_first_and_a_first_danish_round_drawn(
        movement: Any, methods: tuple[str, ...]) -> None:
    # lines 75–77: "2 Mitchell + 2 Danish"; a Danish round with no standings yet is drawn
    spec, _ = read_event(body(movement=movement))
    assert spec.methods == methods
    assert [spec.method(n) for n in (1, 2, 3)] == list(methods)


def test_each_format_pairs_its_rounds() -> None:
    assert read_event(body(format="mitchell"))[0].methods == ("mitchell",) * 3
    assert read_event(body(format="round_robin", scoring="wins"))[0].methods == (
        "round_robin",) * 3
    individual = read_event(body(format="individual", entrants=PAIRS[:4]))[0]
    assert individual.methods == ("individual",) * 3 and individual.individual
    knockout = read_event(body(format="knockout", rounds=None, game="mus",
                               hands_per_round=None))[0]
    assert (knockout.rounds, knockout.methods, knockout.method(1), knockout.method(5)) == (
        None, (), "knockout", "knockout")
    assert read_event(body(format="knockout", rounds=4, game="mus",
                           hands_per_round=None))[0].rounds == 4


def test_the_options_an_organiser_sets() -> None:
    spec, _ = read_event(body(game="mus", format="knockout", rounds=None, hands_per_round=None,
                              options={"best_of": 5, "consolation": True, "win_points": 3,
                                       "draw_points": 1, "loss_points": 0,
                                       "check_in": True}))
    assert (spec.best_of, spec.games_to_win(), spec.consolation, spec.check_in) == (
        5, 3, True, True)
    assert (spec.win_points, spec.draw_points, spec.loss_points) == (3, 1, 0)
    assert read_event(body(game="mus", format="knockout", rounds=None, hands_per_round=None,
                           options={"best_of": 1}))[0].games_to_win() == 1
    grouped, _ = read_event(body(game="mus", format="knockout", rounds=None,
                                 hands_per_round=None,
                                 options={"groups": 2, "qualifiers": 1}))
    assert (grouped.groups, grouped.qualifiers) == (2, 1)
    stepped, _ = read_event(body(format="mitchell", options={"mitchell_step": 3}))
    assert stepped.mitchell_step == 3


def test_the_sit_out_score_the_organiser_gives() -> None:
    spec, _ = read_event(body(options={"sit_out": {"vp": 12, "margin": -100}}))
    assert spec.sit_out == SitOut(vp=12, margin=-100)
    spec, _ = read_event(body(scoring="wins", options={"sit_out": {"rank_points": 4}}))
    assert spec.sit_out == SitOut(points=1000, rank_points=4)
    spec, _ = read_event(body(options={"sit_out": {"points": 100000, "vp": 0}}))
    assert (spec.sit_out.points, spec.sit_out.vp) == (100000, 0)
    # victory points no table can give (below 0, past the scale's 20) are refused: issue 36
    # (tests/tournaments/test_formats_at_their_edges.py)


def test_a_game_of_the_table_plays_to_its_target_or_its_hands() -> None:
    spec, _ = read_event(body(game="belote", hands_per_round=None, target=501,
                              scoring="wins"))
    assert (spec.hands, spec.target, spec.table_options["target"]) == (None, 501, 501)
    spec, _ = read_event(body(game="tute", hands_per_round=5, scoring="wins"))
    assert spec.table_options["hands"] == 5
    # a table option given is kept; the round's hands are Tute's hands unless given
    spec, _ = read_event(body(game="tute", hands_per_round=5, scoring="wins",
                              options={"table": {"hands": 2}}))
    assert (spec.hands, spec.table_options["hands"]) == (5, 2)
    spec, _ = read_event(body(game="burraco", hands_per_round=3))
    assert "hands" not in spec.table_options
    spec, _ = read_event(body(game="belote", hands_per_round=None, scoring="wins"))
    assert (spec.hands, spec.target) == (None, None)
    for hands in (1, 100):
        assert read_event(body(hands_per_round=hands, scoring="wins"))[0].hands == hands


def test_a_two_player_game_is_played_one_against_one() -> None:
    spec, entrants = read_event(body(game="bura", hands_per_round=None, scoring="wins",
                                     entrants=["Ivan", "Olga"]))
    assert (spec.side_size, entrants[0].players) == (1, ("Ivan",))
    # a game for two players exactly (Aggravation, rules 000 line 70)
    spec, _ = read_event(body(game="aggravation", hands_per_round=None, scoring="wins"))
    assert spec.side_size == 1


ALL_OPTIONS = ("check_in, vp_scale, sit_out, mitchell_step, best_of, consolation, groups, "
               "qualifiers, win_points, draw_points, loss_points, melee, round_minutes, "
               "last_hand_minutes, table")


@pytest.mark.parametrize("change, field, message", [
    ({"name": None}, "name", "name needs a name"),
    ({"name": "   "}, "name", "name needs a name"),
    ({"name": "x" * 81}, "name", "a name is at most 80 characters"),
    ({"format": "swiss"}, "format",
     "format must be one of mitchell, danish, knockout, round_robin, individual, concours"),
    ({"options": [1]}, "options", "options must be an object"),
    ({"options": {"colour": 1}}, "options.colour",
     "'colour' is not an option of an event (options: " + ALL_OPTIONS + ")"),
    ({"options": {"x" * 50: 1}}, "options." + "x" * 40,
     "'" + "x" * 40 + "' is not an option of an event (options: " + ALL_OPTIONS + ")"),
    ({"scoring": "elo"}, "scoring", "scoring must be one of vp, points, wins"),
    ({"target": 2000}, "hands_per_round", "give hands_per_round or target, not both"),
    ({"hands_per_round": 0}, "hands_per_round",
     "hands_per_round must be a whole number from 1 to 100"),
    ({"hands_per_round": 101}, "hands_per_round",
     "hands_per_round must be a whole number from 1 to 100"),
    ({"hands_per_round": 3.0}, "hands_per_round",
     "hands_per_round must be a whole number from 1 to 100"),
    ({"hands_per_round": None, "game": "bura", "target": 11, "scoring": "wins",
      "entrants": ["A", "B"]}, "target", "Bura has no target score: give hands_per_round"),
    ({"hands_per_round": None, "target": 0, "scoring": "wins"}, "target",
     "target must be a whole number from 1 to 100,000"),
    ({"hands_per_round": None, "target": 100001, "scoring": "wins"}, "target",
     "target must be a whole number from 1 to 100,000"),
    ({"game": "toepen", "hands_per_round": None, "scoring": "wins"}, "game",
     "an event's match is two sides at a table; Toepen is not played that way"),
    ({"game": "bura", "format": "individual", "hands_per_round": None}, "format",
     "partners change each round only in a four-player partnership game; Bura is not one"),
    ({"rounds": None}, "rounds", "rounds must be a whole number from 1 to 30"),
    ({"rounds": 31}, "rounds", "rounds must be a whole number from 1 to 30"),
    ({"rounds": True}, "rounds", "rounds must be a whole number from 1 to 30"),
    ({"format": "knockout", "game": "mus", "hands_per_round": None, "rounds": 0}, "rounds",
     "rounds must be a whole number from 1 to 30"),
    ({"format": "knockout", "game": "mus", "hands_per_round": None, "rounds": None,
      "movement": ["danish"]}, "movement", "a knockout has no movement"),
    ({"format": "concours", "game": "belote", "hands_per_round": None,
      "movement": ["danish"] * 3}, "movement",
     "only a Mitchell or Danish event takes a movement"),
    ({"movement": ["mitchell", "danish"]}, "movement",
     "movement is a list of 3 rounds, each mitchell or danish"),
    ({"movement": "mitchell"}, "movement",
     "movement is a list of 3 rounds, each mitchell or danish"),
    ({"movement": ["mitchell", "danish"], "rounds": 1}, "movement",
     "movement is a list of 1 round, mitchell or danish"),
    ({"movement": ["mitchell", "howell", "danish"]}, "movement[1]",
     "each round's movement is mitchell or danish"),
    ({"movement": ["mitchell", "danish", "mitchell"]}, "movement[2]",
     "Mitchell rounds come first, before the Danish ones"),
    ({"options": {"best_of": 2}, "format": "knockout", "game": "mus", "rounds": None,
      "hands_per_round": None}, "options.best_of",
     "best_of is an odd number of games (3: the first to 2)"),
    ({"options": {"best_of": 17}}, "options.best_of",
     "options.best_of must be a whole number from 1 to 15"),
    ({"options": {"mitchell_step": 0}}, "options.mitchell_step",
     "options.mitchell_step must be a whole number from 1 to 20"),
    ({"options": {"mitchell_step": 21}}, "options.mitchell_step",
     "options.mitchell_step must be a whole number from 1 to 20"),
    ({"options": {"groups": 17}}, "options.groups",
     "options.groups must be a whole number from 0 to 16"),
    ({"options": {"qualifiers": 3}}, "options.qualifiers",
     "options.qualifiers must be a whole number from 1 to 2"),
    ({"options": {"qualifiers": 0}}, "options.qualifiers",
     "options.qualifiers must be a whole number from 1 to 2"),
    ({"options": {"win_points": 101}}, "options.win_points",
     "options.win_points must be a whole number from 0 to 100"),
    ({"options": {"draw_points": -1}}, "options.draw_points",
     "options.draw_points must be a whole number from 0 to 100"),
    ({"options": {"loss_points": "2"}}, "options.loss_points",
     "options.loss_points must be a whole number from 0 to 100"),
    ({"options": {"consolation": True}}, "options",
     "a consolation bracket and groups are for a knockout"),
    ({"options": {"groups": 2}}, "options",
     "a consolation bracket and groups are for a knockout"),
    ({"options": {"check_in": "yes"}}, "options.check_in",
     "options.check_in must be true or false"),
    ({"options": {"melee": 1}, "format": "concours", "game": "belote",
      "hands_per_round": None}, "options.melee", "options.melee must be true or false"),
    ({"options": {"sit_out": 14}}, "options.sit_out", "options.sit_out must be an object"),
    ({"options": {"sit_out": {"bonus": 1}}}, "options.sit_out.bonus",
     "'bonus' is not part of a sit-out score (vp, margin, points, rank_points)"),
    ({"options": {"sit_out": {"b" * 50: 1}}}, "options.sit_out." + "b" * 40,
     "'" + "b" * 40 + "' is not part of a sit-out score (vp, margin, points, rank_points)"),
    ({"options": {"sit_out": {"vp": 100001}}}, "options.sit_out.vp",
     "options.sit_out.vp must be a whole number from -100,000 to 100,000"),
    ({"options": {"sit_out": {"margin": -100001}}}, "options.sit_out.margin",
     "options.sit_out.margin must be a whole number from -100,000 to 100,000"),
    ({"options": {"table": 3}}, "options.table", "options.table must be an object"),
    ({"hands_per_round": 2}, "options.vp_scale",
     "victory points need a scale for rounds of 2 hands: give options.vp_scale (built in: 3 "
     "and 4 hands)"),
])
def test_a_set_up_that_cannot_be_read_is_refused_in_words(change: dict[str, Any], field: str,
                                                          message: str) -> None:
    error = refusal(body(**change))
    assert (error.field, error.message) == (field, message)


def test_refusals_in_spanish() -> None:
    assert refusal(body(format="swiss")).message.render("es") == (
        "el formato debe ser uno de mitchell, danish, knockout, round_robin, individual, "
        "concours")
    assert refusal(body(options={"colour": 1})).message.render("es") == (
        "'colour' no es una opción de un torneo (opciones: " + ALL_OPTIONS + ")")
    assert refusal(body(entrants=["A"])).message.render("es") == (
        "este formato necesita al menos 2 inscritos, no 1")


# --- entrants -------------------------------------------------------------------------------

def test_entrants_named_and_their_players() -> None:
    read = read_entrants([{"name": " Rossi  Bianchi ", "players": ["Anna", " Bruno "]},
                          "Verdi", {"name": "Neri"}], 2)
    assert read == (Entrant("Rossi Bianchi", ("Anna", "Bruno")),
                    Entrant("Verdi", ("Verdi 1", "Verdi 2")),
                    Entrant("Neri", ("Neri 1", "Neri 2")))
    assert read_entrants(["Ana", "Ben"], 1) == (Entrant("Ana", ("Ana",)),
                                                Entrant("Ben", ("Ben",)))
    # a late entrant is checked against those already in
    late = read_entrants(["Gialli"], 2, read, "entrant")
    assert late == (Entrant("Gialli", ("Gialli 1", "Gialli 2")),)
    assert len(read_entrants([f"E{i}" for i in range(252)], 1, read + late)) == 252


def test_names_at_their_longest_and_spelt_alike() -> None:
    spec, _ = read_event(body(name="n" * 80))
    assert spec.name == "n" * 80
    longest = read_entrants([{"name": "e" * 40, "players": ["p" * 40, "q"]}], 2)
    assert longest[0] == Entrant("e" * 40, ("p" * 40, "q"))
    # the same name however it is spaced or capitalised
    error = entrant_refusal(["Rossi  Bianchi", " rossi bianchi"])
    assert (error.field, error.message) == ("entrants[1].name", "rossi bianchi is entered twice")
    error = entrant_refusal([{"name": "A", "players": ["Anna Maria", "Bruno"]},
                             {"name": "B", "players": ["ANNA  MARIA", "Carla"]}])
    assert error.field == "entrants[1].players[0]"


def entrant_refusal(raw: Any, size: int = 2, taken: tuple[Entrant, ...] = (),
                    field: str = "entrants") -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        read_entrants(raw, size, taken, field)
    return caught.value


@pytest.mark.parametrize("raw, field, message", [
    ({"A": 1}, "entrants", "entrants must be a list, each with a name"),
    ([f"E{i}" for i in range(257)], "entrants", "at most 256 entrants"),
    (["A", 7], "entrants[1]", "each entrant needs a name"),
    (["A", {"players": ["x", "y"]}], "entrants[1].name", "entrants[1].name needs a name"),
    ([{"name": "A", "players": ["x"]}], "entrants[0].players", "each entrant names 2 players"),
    ([{"name": "A", "players": "x y"}], "entrants[0].players", "each entrant names 2 players"),
    ([{"name": "A", "players": ["x", " "]}], "entrants[0].players[1]",
     "entrants[0].players[1] needs a name"),
    ([{"name": "A", "players": ["x", "y" * 41]}], "entrants[0].players[1]",
     "a name is at most 40 characters"),
    (["Rossi", "ROSSI "], "entrants[1].name", "ROSSI is entered twice"),
    ([{"name": "A", "players": ["Anna", "Bruno"]}, {"name": "B", "players": ["Carla", "anna"]}],
     "entrants[1].players[1]", "anna plays for two entrants"),
    ([{"name": "A", "players": ["Anna", "anna"]}], "entrants[0].players[1]",
     "anna plays for two entrants"),
])
def test_entrants_that_cannot_be_read_are_refused_in_words(raw: Any, field: str,
                                                           message: str) -> None:
    error = entrant_refusal(raw)
    assert (error.field, error.message) == (field, message)


def test_a_player_alone_names_one_player() -> None:
    error = entrant_refusal([{"name": "A", "players": ["x", "y"]}], 1)
    assert (error.field, error.message) == ("entrants[0].players", "each entrant names 1 player")


def test_a_late_entrant_is_refused_against_those_already_in() -> None:
    taken = read_entrants([{"name": "Rossi", "players": ["Anna", "Bruno"]}], 2)
    error = entrant_refusal([{"name": "rossi", "players": ["C", "D"]}], 2, taken, "entrant")
    assert (error.field, error.message) == ("entrant[0].name", "rossi is entered twice")
    error = entrant_refusal([{"name": "Neri", "players": ["BRUNO", "D"]}], 2, taken, "entrant")
    assert (error.field, error.message) == ("entrant[0].players[0]",
                                            "BRUNO plays for two entrants")
    error = entrant_refusal(["x"] * 256, 2, taken)
    assert error.message == "at most 256 entrants"
    assert len(read_entrants([f"E{i}" for i in range(255)], 1, taken)) == 255


# --- the field's size -----------------------------------------------------------------------

@pytest.mark.parametrize("change, count, message, field", [
    ({}, 1, "this format needs at least 2 entrants, not 1", "entrants"),
    ({"format": "individual"}, 3, "this format needs at least 4 entrants, not 3", "entrants"),
    ({"format": "concours", "game": "belote", "hands_per_round": None,
      "options": {"melee": True}}, 3, "this format needs at least 4 entrants, not 3",
     "entrants"),
    ({"format": "knockout", "game": "mus", "rounds": None, "hands_per_round": None,
      "options": {"groups": 3}}, 5, "this format needs at least 6 entrants, not 5", "entrants"),
    ({"format": "knockout", "game": "mus", "rounds": None, "hands_per_round": None,
      "options": {"groups": 3, "qualifiers": 1}}, 5,
     "this format needs at least 6 entrants, not 5", "entrants"),
    ({"format": "round_robin", "scoring": "wins", "rounds": 4}, 4,
     "4 entrants meet each other in 3 rounds, not 4", "rounds"),
    ({"format": "round_robin", "scoring": "wins", "rounds": 6}, 5,
     "5 entrants meet each other in 5 rounds, not 6", "rounds"),
    ({"format": "mitchell", "rounds": 4}, 6,
     "a Mitchell of 3 tables moving 1 at a time meets new pairs for 3 rounds, not 4",
     "movement"),
    ({"format": "round_robin", "scoring": "wins", "rounds": 2}, 2,
     "2 entrants meet each other in 1 round, not 2", "rounds"),
    ({"format": "mitchell", "rounds": 2}, 2,
     "a Mitchell of 1 table moving 1 at a time meets new pairs for 1 round, not 2",
     "movement"),
    ({"format": "mitchell", "rounds": 3, "options": {"mitchell_step": 2}}, 8,
     "a Mitchell of 4 tables moving 2 at a time meets new pairs for 2 rounds, not 3",
     "movement"),
    ({"format": "mitchell", "rounds": 3, "options": {"mitchell_step": 4}}, 16,
     "a Mitchell of 8 tables moving 4 at a time meets new pairs for 2 rounds, not 3",
     "movement"),
])
def test_a_field_too_small_for_its_format_is_refused(change: dict[str, Any], count: int,
                                                     message: str, field: str) -> None:
    checked_in = {**change, "options": {**change.get("options", {}), "check_in": True}}
    spec, _ = read_event(body(**checked_in))
    with pytest.raises(InvalidInputError) as caught:
        check_field(spec, count)
    assert (caught.value.field, caught.value.message) == (field, message)
    # and set up with that many entrants (no check-in), the same refusal
    entrants = PAIRS[:count] if count <= len(PAIRS) else [f"Q{i}" for i in range(count)]
    error = refusal(body(**change, entrants=entrants))
    assert (error.field, error.message) == (field, message)


@pytest.mark.parametrize("change, count", [
    ({}, 2), ({"format": "individual"}, 4),
    ({"format": "knockout", "game": "mus", "rounds": None, "hands_per_round": None}, 2),
    ({"format": "knockout", "game": "mus", "rounds": None, "hands_per_round": None,
      "options": {"groups": 3}}, 6),
    ({"format": "round_robin", "scoring": "wins", "rounds": 3}, 4),
    ({"format": "round_robin", "scoring": "wins", "rounds": 5}, 5),
    ({"format": "mitchell", "rounds": 3}, 6), ({"format": "mitchell", "rounds": 3}, 5),
    ({"format": "mitchell", "rounds": 2, "options": {"mitchell_step": 2}}, 8),
    ({"format": "mitchell", "rounds": 3, "options": {"mitchell_step": 2}}, 6),
    ({"movement": ["mitchell", "mitchell", "danish"], "rounds": 3}, 4),
])
def test_a_field_just_large_enough_is_accepted(change: dict[str, Any], count: int) -> None:
    spec, entrants = read_event(body(**change, entrants=PAIRS[:count]))
    assert len(entrants) == count
    check_field(spec, count)


def test_with_check_in_the_field_is_checked_when_the_first_round_is_made() -> None:
    spec, entrants = read_event(body(entrants=["Solo"], options={"check_in": True}))
    assert spec.check_in and len(entrants) == 1
