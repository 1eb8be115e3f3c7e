"""Properties every trick ruling keeps, over every game that rules on tricks.

- the winner is one of the plays (None only for Truc's drawn tricks);
- reordering the losing plays, the lead staying first, never changes the winning card
  (single-card plays);
- junk sent to the referee gets a RefereeError, never another exception.
"""

from __future__ import annotations

import sys

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import requests
from referee.cards import Card, Suit
from referee.games import GAMES
from referee.errors import RefereeError
from referee.rulings import Trick
from referee.tricks import TRUMP_NONE, TRUMP_OPTIONAL, TRUMP_REQUIRED

TRICK_GAMES = [key for key in GAMES if requests.supports(key, "trick")]
MULTI_CARD_GAMES = {"bura", "kozel"}
"""Games whose plays may hold several cards; every other trick game plays one card each."""
SINGLE_CARD_GAMES = [key for key in TRICK_GAMES if key not in MULTI_CARD_GAMES]
DRAWING_GAMES = {"truc"}
SUITS = [s.value for s in Suit]


def trump_use(key: str) -> str:
    rules = getattr(sys.modules[GAMES[key].module], "TRICK_RULES", None)
    return rules.trump_use if rules is not None else TRUMP_REQUIRED


@st.composite
def tricks(draw: st.DrawFn, key: str, cards_each: int = 1) -> dict[str, Any]:
    """A legal-shaped trick body: distinct cards of the game's pack, a trump if it has one."""
    info = GAMES[key]
    use = trump_use(key)
    if use == TRUMP_NONE:
        trump = None
    elif use == TRUMP_OPTIONAL:
        trump = draw(st.sampled_from(SUITS + [None]))
    else:
        trump = draw(st.sampled_from(SUITS))
    deck = [c for c in info.pack_for({}).distinct if trump is not None or not c.is_joker]
    players = draw(st.integers(min_value=2, max_value=min(info.max_players, 6)))
    chosen = draw(st.lists(st.sampled_from(deck), min_size=players * cards_each,
                           max_size=players * cards_each, unique=True))
    plays = [[str(c) for c in chosen[i * cards_each:(i + 1) * cards_each]]
             for i in range(players)]
    return {"trump": trump, "plays": plays}


def _check_winner(key: str, body: dict[str, Any]) -> dict[str, Any]:
    ruling = requests.rule_trick(key, body)
    if ruling["winner"] is None:
        assert key in DRAWING_GAMES
        assert len(ruling["winning_cards"]) >= 2
    else:
        assert 0 <= ruling["winner"] < len(body["plays"])
        assert ruling["winning_cards"] == body["plays"][ruling["winner"]]
    assert ruling["explanation"]
    return ruling


@pytest.mark.parametrize("key", TRICK_GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_winner_is_one_of_the_plays(key: str, data: st.DataObject) -> None:
    _check_winner(key, data.draw(tricks(key)))


@pytest.mark.parametrize("key", sorted(MULTI_CARD_GAMES & set(TRICK_GAMES)))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_winner_of_a_several_card_trick_is_one_of_the_plays(key: str,
                                                                data: st.DataObject) -> None:
    size = data.draw(st.integers(min_value=1, max_value=3))
    _check_winner(key, data.draw(tricks(key, size)))


def _unique_top(key: str, body: dict[str, Any], ruling: dict[str, Any]) -> bool:
    """Truc's equal ranks make order matter (draw or the first of partners); skip those."""
    if key not in DRAWING_GAMES:
        return True
    if ruling["winner"] is None:
        return False
    top = ruling["winning_cards"][0][:-1]
    return sum(1 for p in body["plays"] if p[0][:-1] == top) == 1


@pytest.mark.parametrize("key", TRICK_GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_reordering_the_losing_plays_keeps_the_winning_card(key: str,
                                                           data: st.DataObject) -> None:
    body = data.draw(tricks(key))
    ruling = requests.rule_trick(key, body)
    if not _unique_top(key, body, ruling):
        return
    lead, *rest = body["plays"]
    winning = ruling["winning_cards"]
    losers = [p for p in rest if p != winning]
    shuffled = data.draw(st.permutations(losers))
    order = [lead] + list(shuffled)
    if winning != lead:
        order.insert(data.draw(st.integers(min_value=1, max_value=len(order))), winning)
    again = requests.rule_trick(key, {**body, "plays": order})
    assert again["winning_cards"] == winning


CARD_TOKENS = st.sampled_from(["AS", "10H", "th", "Q♠", "BJ", "LJ", "JK", "7C", "5D", "2H",
                               "6S", "XX", "", " ", "11H", "SA"])
SCALARS = (st.none() | st.booleans() | st.integers(min_value=-10**12, max_value=10**12)
           | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=8) | CARD_TOKENS)
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=16)
PLAYS = (st.lists(st.lists(CARD_TOKENS, max_size=3) | CARD_TOKENS, max_size=10) | JSON)
BODIES = JSON | st.fixed_dictionaries({}, optional={
    "trump": st.sampled_from(SUITS + ["♥", "hearts", "none", "X", ""]) | JSON,
    "plays": PLAYS, "hands": PLAYS,
    "options": JSON, "context": st.dictionaries(
        st.sampled_from(["trumps_broken", "first_lead_of_hand", "face_down", "x"]), JSON,
        max_size=3) | JSON})


@pytest.mark.parametrize("key", TRICK_GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=BODIES)
def test_junk_gets_a_referee_error(key: str, body: Any) -> None:
    try:
        requests.rule_trick(key, body)
    except RefereeError as error:
        assert error.message
    except Exception as error:  # pragma: no cover - the failure message says what leaked
        pytest.fail(f"{type(error).__name__}: {error}")


JUNK_CARDS = st.sampled_from([Card.parse(t) for t in ("AS", "10H", "BJ", "7C", "2D", "JK")]) | \
    SCALARS
JUNK_PLAYS = st.lists(st.lists(JUNK_CARDS, max_size=3).map(tuple) | JUNK_CARDS,
                      max_size=6).map(tuple) | JSON


@pytest.mark.parametrize("key", SINGLE_CARD_GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trump=st.sampled_from(list(Suit) + [None, "H", 3]), plays=JUNK_PLAYS,
       hands=st.none() | JUNK_PLAYS, options=st.just({}) | JSON, context=st.just({}) | JSON)
def test_a_junk_trick_object_gets_a_referee_error(key: str, trump: Any, plays: Any, hands: Any,
                                                  options: Any, context: Any) -> None:
    module = sys.modules[GAMES[key].module]
    trick = Trick(trump, plays, hands, options, context)
    try:
        module.rule_trick(trick)  # type: ignore[union-attr]
    except RefereeError as error:
        assert error.message
    except Exception as error:  # pragma: no cover
        pytest.fail(f"{type(error).__name__}: {error}")
