"""Victory-point scales, pure (referee.tournaments.scales): Burraco's 20–0 scales row by row at
their exact edges (shared/research/club-night.md lines 29–41 for rounds of 3 hands, 45–57 for
4), an organiser's scale as data (line 59: "the table must be configurable data, not code"),
and every refusal of a scale that cannot be read, with its field and words."""

from __future__ import annotations

from typing import Any

import pytest

from referee.errors import InvalidInputError
from referee.tournaments.scales import (BURRACO_3_HANDS, BURRACO_4_HANDS, MAX_POINTS, MAX_ROWS,
                                        Scale, read_scale, scale_for)

# club-night.md lines 31–41: each row's first and last difference, and the winner's VP
THREE_HANDS = [(0, 50, 10), (55, 150, 11), (155, 250, 12), (255, 350, 13), (355, 500, 14),
               (505, 650, 15), (655, 800, 16), (805, 1000, 17), (1005, 1250, 18),
               (1255, 1500, 19)]
# lines 47–57
FOUR_HANDS = [(0, 100, 10), (105, 300, 11), (305, 500, 12), (505, 700, 13), (705, 900, 14),
              (905, 1100, 15), (1105, 1300, 16), (1305, 1500, 17), (1505, 1700, 18),
              (1705, 2000, 19)]


def refusal(raw: Any, **kwargs: Any) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        read_scale(raw, **kwargs)
    return caught.value


@pytest.mark.parametrize("low, high, vp", THREE_HANDS)
def test_three_hands_every_row_from_its_first_difference_to_its_last(low: int, high: int,
                                                                     vp: int) -> None:
    for difference in (low, high):
        assert BURRACO_3_HANDS.victory_points(difference) == vp
        # the loser gets the rest of 20 (line 29: VP winner, VP loser)
        assert BURRACO_3_HANDS.split((2000 + difference, 2000)) == (vp, 20 - vp)
        assert BURRACO_3_HANDS.split((-300, -300 + difference)) == (20 - vp, vp)


@pytest.mark.parametrize("low, high, vp", FOUR_HANDS)
def test_four_hands_every_row_from_its_first_difference_to_its_last(low: int, high: int,
                                                                    vp: int) -> None:
    for difference in (low, high):
        assert BURRACO_4_HANDS.victory_points(difference) == vp
        assert BURRACO_4_HANDS.split((difference, 0)) == (vp, 20 - vp)


def test_past_the_last_row_the_winner_takes_all_twenty() -> None:
    # line 41: ≥ 1505 → 20–0 on 3 hands; line 57: ≥ 2005 → 20–0 on 4 hands
    assert BURRACO_3_HANDS.victory_points(1505) == 20
    assert BURRACO_3_HANDS.split((0, 1505)) == (0, 20)
    assert BURRACO_4_HANDS.victory_points(2005) == 20
    assert BURRACO_4_HANDS.split((4000, 0)) == (20, 0)
    assert (BURRACO_3_HANDS.above, BURRACO_3_HANDS.total) == (20, 20)


def test_a_level_table_shares_the_twenty() -> None:
    assert BURRACO_3_HANDS.split((1200, 1200)) == (10, 10)
    assert BURRACO_4_HANDS.split((0, 0)) == (10, 10)


def test_the_built_in_scale_is_chosen_by_the_hands_a_round() -> None:
    # lines 17–18: separate tables for rounds of 3 and of 4 hands
    assert scale_for(3) is BURRACO_3_HANDS and scale_for(4) is BURRACO_4_HANDS
    given = {"rows": [[30, 10], [60, 12]], "above": 14}
    assert scale_for(3, given) == Scale(((30, 10), (60, 12)), 14, 20)


@pytest.mark.parametrize("hands, said, es", [
    (2, "victory points need a scale for rounds of 2 hands: give options.vp_scale (built in: "
        "3 and 4 hands)",
     "los puntos de victoria necesitan una tabla para rondas de 2 manos: da options.vp_scale "
     "(incluidas: 3 y 4 manos)"),
    (1, "victory points need a scale for rounds of 1 hand: give options.vp_scale (built in: "
        "3 and 4 hands)", None),
    (None, "victory points need a scale for rounds played to a target: give options.vp_scale "
           "(built in: 3 and 4 hands)", None)])
def test_no_scale_built_in_for_other_rounds(hands: int | None, said: str, es: str | None) -> None:
    # line 61: the 2-hand table of Art. 17 is in no source we reached
    with pytest.raises(InvalidInputError) as caught:
        scale_for(hands)
    assert (caught.value.field, caught.value.message) == ("options.vp_scale", said)
    if es:
        assert caught.value.message.render("es") == es


def test_an_organisers_scale_reads_back_as_data() -> None:
    # the built-in scales written out and read back are the same scales
    for built_in in (BURRACO_3_HANDS, BURRACO_4_HANDS):
        assert built_in.to_dict()["rows"][0] == [built_in.rows[0][0], built_in.rows[0][1]]
        assert read_scale(built_in.to_dict()) == built_in
    assert BURRACO_3_HANDS.to_dict() == {
        "rows": [[50, 10], [150, 11], [250, 12], [350, 13], [500, 14], [650, 15], [800, 16],
                 [1000, 17], [1250, 18], [1500, 19]], "above": 20, "total": 20}


def test_a_scale_without_a_total_shares_twenty() -> None:
    scale = read_scale({"rows": [[40, 10], [90, 13]], "above": 16})
    assert scale == Scale(((40, 10), (90, 13)), 16, 20)
    assert scale.split((0, 91)) == (4, 16)


def test_a_level_table_shares_the_total_whatever_the_first_row_gives_the_lead() -> None:
    # research/club-night.md: the scale gives the side ahead its VP, the other the rest; at a
    # level table nobody is ahead (10-10 on the 20-0 scales), even where a club's first row
    # gives a small lead more than half
    scale = read_scale({"rows": [[50, 12], [100, 14]], "above": 16})
    assert scale.split((355, 355)) == (10, 10) and scale.split((0, 0)) == (10, 10)
    assert scale.split((360, 355)) == (12, 8) and scale.split((355, 360)) == (8, 12)
    assert read_scale({"rows": [[50, 15]], "above": 16, "total": 30}).split((7, 7)) == (15, 15)


def test_a_scale_of_another_total() -> None:
    scale = read_scale({"rows": [[100, 15], [300, 20]], "above": 30, "total": 30})
    assert scale.total == 30 and scale.split((250, 50)) == (20, 10)


@pytest.mark.parametrize("raw", [
    {"rows": [[0, 10]], "above": 10},                        # a difference of 0, VP equal
    {"rows": [[50, 10], [100, 10]], "above": 20},            # VP never fewer: equal is fine
    {"rows": [[50, 10], [100, 12]], "above": 12},            # above as the last row
    {"rows": [[50, 10]], "above": 10, "total": 20},          # first row = above = half
    {"rows": [[50, 20]], "above": 20, "total": 20},          # all of it, from the first row
    {"rows": [[50, 15]], "above": 16, "total": 30},          # half of 30
    {"rows": [[MAX_POINTS, 10]], "above": 10},               # the largest number read
    {"rows": [[n, 10] for n in range(1, MAX_ROWS + 1)], "above": 10},
])
def test_scales_at_the_edges_of_what_is_read(raw: dict[str, Any]) -> None:
    scale = read_scale(raw)
    assert [list(r) for r in scale.rows] == raw["rows"] and scale.above == raw["above"]


NOT_A_SCALE = ("a scale has rows (each [up to, victory points]) and the victory points above "
               "the last row")
ROW = "each row is [up to, victory points]"
RISE = "rows must rise: each difference above the last, and victory points never fewer"
SHARE = ("the side ahead gets from half the total up to the total, and most above the last "
         "row")
WHOLE = "a scale holds whole numbers from 0"


@pytest.mark.parametrize("raw, field, message", [
    ([[50, 10]], "options.vp_scale", NOT_A_SCALE),
    ({"rows": "50 10", "above": 20}, "options.vp_scale", NOT_A_SCALE),
    ({"rows": [], "above": 20}, "options.vp_scale", "a scale has 1 to 40 rows"),
    ({"rows": [[n, 10] for n in range(1, MAX_ROWS + 2)], "above": 10}, "options.vp_scale",
     "a scale has 1 to 40 rows"),
    ({"rows": [[50, 10]]}, "options.vp_scale.above", WHOLE),
    ({"rows": [[50, 10]], "above": 20, "total": "20"}, "options.vp_scale.total", WHOLE),
    ({"rows": [[50, 10], [100]], "above": 20}, "options.vp_scale.rows[1]", ROW),
    ({"rows": [[50, 10, 1]], "above": 20}, "options.vp_scale.rows[0]", ROW),
    ({"rows": [{"up_to": 50, "vp": 10}], "above": 20}, "options.vp_scale.rows[0]", ROW),
    ({"rows": [[50, 10], [100, 10.5]], "above": 20}, "options.vp_scale.rows[1]", WHOLE),
    ({"rows": [[50, 10], [True, 11]], "above": 20}, "options.vp_scale.rows[1]", WHOLE),
    ({"rows": [[-5, 10]], "above": 20}, "options.vp_scale.rows[0]", WHOLE),
    ({"rows": [[MAX_POINTS + 1, 10]], "above": 20}, "options.vp_scale.rows[0]", WHOLE),
    ({"rows": [[50, 10], [50, 11]], "above": 20}, "options.vp_scale.rows[1]", RISE),
    ({"rows": [[50, 10], [100, 12], [90, 13]], "above": 20}, "options.vp_scale.rows[2]", RISE),
    ({"rows": [[50, 12], [100, 11]], "above": 20}, "options.vp_scale.rows[1]", RISE),
    ({"rows": [[50, 10], [100, 12]], "above": 11}, "options.vp_scale", SHARE),
    ({"rows": [[50, 9]], "above": 12}, "options.vp_scale", SHARE),
    ({"rows": [[50, 10]], "above": 21}, "options.vp_scale", SHARE),
    ({"rows": [[50, 14]], "above": 16, "total": 30}, "options.vp_scale", SHARE),
    ({"rows": [[50, 13]], "above": 21, "total": 25}, "options.vp_scale.total",
     "a level table shares the total: it must be even"),
])
def test_a_scale_that_cannot_be_read_is_refused_in_words(raw: Any, field: str,
                                                         message: str) -> None:
    error = refusal(raw)
    assert (error.field, error.message) == (field, message)


def test_the_field_named_is_the_one_the_scale_came_in() -> None:
    error = refusal({"rows": [[50, 10], [40, 11]], "above": 20}, field="scale")
    assert error.field == "scale.rows[1]"
    assert refusal({"rows": [[50, 10]], "above": -1}, field="scale").field == "scale.above"


def test_refusals_in_spanish() -> None:
    assert refusal({"rows": [[50, 12], [100, 11]], "above": 20}).message.render("es") == (
        "las filas deben subir: cada diferencia por encima de la anterior y nunca menos puntos "
        "de victoria")
    assert refusal({"rows": [[50, True]], "above": 20}).message.render("es") == (
        "una tabla tiene números enteros desde 0")
    assert refusal({"rows": [[50, 10]], "above": 21}).message.render("es") == (
        "el equipo que va por delante recibe de la mitad del total al total, y lo máximo por "
        "encima de la última fila")
    assert refusal({"rows": [50], "above": 20}).message.render("es") == (
        "cada fila es [hasta, puntos de victoria]")
    assert refusal({"above": 20}).message.render("es") == (
        "una tabla tiene filas (cada una [hasta, puntos de victoria]) y los puntos de victoria "
        "por encima de la última fila")
    assert refusal({"rows": [], "above": 20}).message.render("es") == (
        "una tabla tiene de 1 a 40 filas")
