"""The formats right at their edges (issue 36, point 5), from the formats' published rules:

- Mitchell: "NS pairs stay, EW pairs move" (research/club-night.md §1.4; puntiburraco.it's
  Mitchell rules): with an odd field the stationary line keeps its table numbers every round
  (a table card is valid for every round) and the empty place moves with the moving line, so
  the bye rotates.
- Individual: partners change every round, "a separate program ... so partners are always
  different" (§1.4, eburraco.com/organizzazione-tavoli-torneo): 8 players over 7 rounds never
  repeat a partner (a fixed schedule, the circle's, exists: every two players partner once).
- Round robin: the circle fixes the number of rounds (n − 1, or n for an odd field), so an
  event may leave ``rounds`` out (the schema marks it optional).
- Scales and results a game cannot produce are refused with a clear error: a negative sit-out
  (Genova's bye is 14 VP and +355, §1.3), a Belote side below 0 (a Belote hand scores
  nothing below 0: 003 lines 473-545).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest
from club_events import Event

from referee.errors import InvalidInputError
from referee.tournaments import read_event
from referee.tournaments.rounds import planned_rounds


def pairs(count: int) -> list[dict[str, Any]]:
    return [{"name": f"P{i}", "players": [f"A{i}", f"B{i}"]} for i in range(1, count + 1)]


def test_an_odd_mitchell_keeps_the_stationary_line_at_fixed_tables_and_rotates_the_bye() -> None:
    event = Event({"game": "burraco", "name": "Dispari", "format": "mitchell", "rounds": 5,
                   "hands_per_round": 3, "entrants": pairs(9)})
    at: dict[int, set[int]] = {}
    byes = []
    for number in range(1, 6):
        made = event.draw(f"odd-{number}")
        ns_line = made.layout[0]
        for match in made.matches:
            at.setdefault(match.sides[0][0], set()).add(match.table)
            assert match.sides[0][0] == ns_line[match.table - 1]  # table t: the t-th NS pair
        assert {m.table for m in made.matches} <= set(range(1, 6))
        assert len(made.matches) == 4 and len(made.byes) == 1
        byes.append(made.byes[0])
        event.enter(number, {m.table: (300, 100) for m in made.matches})
    assert all(len(tables) == 1 for tables in at.values()), at  # one table, every round
    assert len(set(byes)) == 5  # the empty place moved: a different pair sat out each round
    met = [frozenset((m.sides[0][0], m.sides[1][0])) for r in event.field.rounds
           for m in r.matches]
    assert len(met) == len(set(met))  # and nobody met twice


@pytest.mark.parametrize("seed", range(30))
def test_eight_players_over_seven_rounds_never_repeat_a_partner(seed: int) -> None:
    event = Event({"game": "burraco", "name": "Individuale", "format": "individual",
                   "rounds": 7, "hands_per_round": 3,
                   "entrants": [f"Giocatore {i}" for i in range(1, 9)]})
    partners = []
    for number in range(1, 8):
        made = event.draw(f"seed {seed} round {number}")
        assert not made.byes and len(made.matches) == 2
        partners += [frozenset(side) for m in made.matches for side in m.sides]
        event.enter(number, {m.table: (300, 100) for m in made.matches})
    assert len(partners) == len(set(partners)) == 28  # every two players partner once
    assert set(partners) == {frozenset(p) for p in combinations(range(8), 2)}


@pytest.mark.parametrize("players", [12, 16])
def test_the_sizes_clubs_play_never_repeat_a_partner_either(players: int) -> None:
    event = Event({"game": "belote", "name": "Mêlée", "format": "individual",
                   "rounds": players - 1,
                   "entrants": [f"Joueur {i}" for i in range(1, players + 1)]})
    partners = []
    for number in range(1, players):
        made = event.draw(f"{players} round {number}")
        partners += [frozenset(side) for m in made.matches for side in m.sides]
        event.enter(number, {m.table: (100, 62) for m in made.matches})
    assert len(partners) == len(set(partners))


def test_a_withdrawal_leaves_the_schedule_to_the_search_which_still_avoids_repeats() -> None:
    event = Event({"game": "burraco", "name": "Individuale", "format": "individual",
                   "rounds": 4, "hands_per_round": 3,
                   "entrants": [f"Giocatore {i}" for i in range(1, 10)]})
    partners = []
    for number in range(1, 5):
        made = event.draw(f"nine {number}")
        partners += [frozenset(side) for m in made.matches for side in m.sides]
        event.enter(number, {m.table: (300, 100) for m in made.matches})
    assert len(partners) == len(set(partners))


@pytest.mark.parametrize("count, rounds", [(6, 5), (5, 5), (4, 3)])
def test_a_round_robin_without_rounds_plays_the_circles_number(count: int, rounds: int) -> None:
    body = {"game": "burraco", "name": "Girone", "format": "round_robin", "scoring": "wins",
            "hands_per_round": 3, "entrants": pairs(count)}
    event = Event(body)
    assert event.spec.rounds is None
    assert planned_rounds(event.field) == rounds
    met = set()
    for number in range(1, rounds + 1):
        made = event.draw(f"rr {number}")
        met |= {frozenset(m.entrants) for m in made.matches}
        event.enter(number, {m.table: (300, 100) for m in made.matches})
    assert met == {frozenset(p) for p in combinations(range(count), 2)}
    with pytest.raises(InvalidInputError) as refused:
        event.draw("one more")
    assert f"played its {rounds} rounds" in refused.value.message


def refusal(body: dict[str, Any]) -> InvalidInputError:
    with pytest.raises(InvalidInputError) as caught:
        read_event(body)
    return caught.value


@pytest.mark.parametrize("sit_out, field", [({"vp": -5}, "options.sit_out.vp"),
                                            ({"vp": 21}, "options.sit_out.vp"),
                                            ({"rank_points": -1}, "options.sit_out.rank_points")])
def test_a_sit_out_no_scale_can_give_is_refused(sit_out: dict[str, int], field: str) -> None:
    error = refusal({"game": "burraco", "name": "Lunedì", "format": "danish", "rounds": 3,
                     "hands_per_round": 3, "entrants": pairs(5),
                     "options": {"sit_out": sit_out}})
    assert error.field == field
    assert "sit-out" in error.message


def test_a_belote_result_below_zero_is_refused_and_changes_nothing(client: Any) -> None:
    made = client.post("/api/v1/tournaments", json={
        "game": "belote", "name": "Concours", "format": "concours", "rounds": 3,
        "entrants": pairs(4)}).get_json()
    client.post(f"/api/v1/tournaments/{made['edit_key']}/rounds", json={})
    refused = client.post(f"/api/v1/tournaments/{made['edit_key']}/results",
                          json={"round": 1, "table": 1, "points": [-10, 900]})
    assert refused.status_code == 422
    assert refused.get_json()["field"] == "points"
    assert "below 0" in refused.get_json()["error"]
    event = client.get(f"/api/v1/tournaments/{made['view_key']}").get_json()
    assert event["rounds"][0]["tables"][0]["result"] is None
    # Burraco can go below 0 (cards left in hand count against): its result stands
    burraco = client.post("/api/v1/tournaments", json={
        "game": "burraco", "name": "Lunedì", "format": "danish", "rounds": 3,
        "hands_per_round": 3, "entrants": pairs(4)}).get_json()
    client.post(f"/api/v1/tournaments/{burraco['edit_key']}/rounds", json={})
    taken = client.post(f"/api/v1/tournaments/{burraco['edit_key']}/results",
                        json={"round": 1, "table": 1, "points": [-120, 900]})
    assert taken.status_code in (200, 201), taken.get_json()
