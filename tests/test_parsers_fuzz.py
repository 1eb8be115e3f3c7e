"""Hypothesis on every parser a player's typing reaches: cards, amounts, names, options, the
referee's request bodies, and the payloads of every action kind. Bad input gets a clear error
(a RefereeError or EventError with a message and the field at fault); nothing else may escape.
"""

from __future__ import annotations

import string
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st
from werkzeug.datastructures import MultiDict

from referee import requests
from referee.cards import parse_card, split_cards
from referee.catalog import read_int
from referee.games import GAMES
from referee.errors import RefereeError
from referee.words import Message
from scorebook.events import Event, EventError
from scorebook.kinds import KINDS
from scorebook.replay import replay
from scorebook.setup import read_setup
from views.forms import payload_from_form

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

CARD_TEXT = st.text(alphabet="AKQJT1098765432SHDCshdc♠♥♦♣★ ,JKBL\t\n-0x", max_size=30)
TEXT = st.one_of(CARD_TEXT, st.text(max_size=30))
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=True)
    | TEXT,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12)
GAME_KEYS = st.sampled_from(sorted(GAMES))


def clear(error: RefereeError | EventError) -> None:
    """A clear error: a message a player can read, and a field (or None) that is text."""
    assert isinstance(error.message, (str, Message)) and error.message.strip()
    assert error.field is None or isinstance(error.field, str)
    assert "Traceback" not in error.message


@FUZZ
@given(TEXT)
def test_a_card_token_parses_or_is_refused_clearly(token: str) -> None:
    try:
        card = parse_card(token)
    except RefereeError as error:
        clear(error)
    else:
        assert parse_card(str(card)) == card


@FUZZ
@given(st.one_of(TEXT, st.lists(JSONISH, max_size=6)), GAME_KEYS)
def test_a_pack_reads_any_card_list_or_refuses_it_clearly(value: Any, key: str) -> None:
    pack = GAMES[key].pack_for({})
    try:
        split_cards(value) if isinstance(value, str) else None
        cards = pack.parse(value, "cards")
    except RefereeError as error:
        clear(error)
    else:
        assert all(card in pack.cards for card in cards)


@FUZZ
@given(JSONISH)
def test_an_amount_is_a_whole_number_or_refused_clearly(value: Any) -> None:
    try:
        number = read_int(value, "The amount", "amount")
    except RefereeError as error:
        clear(error)
        assert error.field == "amount"
    else:
        assert isinstance(number, int) and not isinstance(number, bool)


@FUZZ
@given(JSONISH, JSONISH, JSONISH)
def test_setting_up_a_table_takes_any_names_and_options_without_crashing(
        game: Any, players: Any, options: Any) -> None:
    try:
        setup = read_setup(game, players, options)
    except RefereeError as error:
        clear(error)
    else:
        assert all(0 < len(p.name) <= 40 for p in setup.players)


@FUZZ
@given(GAME_KEYS, st.lists(TEXT, min_size=1, max_size=8), JSONISH)
def test_names_of_any_text_are_taken_or_refused_clearly(key: str, names: list[str],
                                                        options: Any) -> None:
    try:
        read_setup(key, [{"name": n} for n in names], options)
    except RefereeError as error:
        clear(error)


@FUZZ
@given(GAME_KEYS, JSONISH)
def test_game_options_are_read_or_refused_clearly(key: str, options: Any) -> None:
    try:
        GAMES[key].read_options(options if isinstance(options, dict) else {"x": options})
    except RefereeError as error:
        clear(error)


@FUZZ
@given(GAME_KEYS, st.sampled_from(requests.QUESTIONS), JSONISH,
       st.dictionaries(st.sampled_from(["plays", "hands", "cards", "card", "square", "side",
                                        "trump", "options",
                                        "context", "round", "captured", "pot", "won",
                                        "scores", "tricks", "chips", "melds", "bids",
                                        "hand", "players", "winner", "foundation",
                                        "reserve", "taker", "last_trick", "dealer"]),
                       JSONISH, max_size=6))
def test_the_referee_answers_any_body_or_refuses_it_clearly(key: str, question: str,
                                                            junk: Any,
                                                            body: dict[str, Any]) -> None:
    function = {"trick": requests.rule_trick, "count": requests.count,
                "showdown": requests.showdown, "score": requests.score,
                "claim": requests.claim, "play": requests.play}[question]
    for sent in (body, junk):
        try:
            answer = function(key, sent)
        except RefereeError as error:
            clear(error)
        else:
            assert isinstance(answer, dict)


@st.composite
def tables_and_actions(draw: Any) -> tuple[Any, list[Event]]:
    key = draw(GAME_KEYS)
    info = GAMES[key]
    n = draw(st.integers(info.min_players, min(info.max_players, 6)))
    setup = read_setup(key, [{"name": f"P{i}"} for i in range(n)],
                       {"tokens": 20} if "tokens" in {o.name for o in info.options} else {})
    kinds = sorted(k for k, v in KINDS.items() if v.serves(key))
    events = []
    for seq in range(1, draw(st.integers(1, 6)) + 1):
        payload = draw(st.dictionaries(st.sampled_from(
            ["seat", "seats", "amount", "from", "to", "points", "teams", "event", "ante",
             "captured", "cards", "number", "value", "action", "winner", "hand"]),
            st.one_of(JSONISH, st.integers(-2, 8), st.lists(st.integers(-2, 8), max_size=6)),
            max_size=4))
        events.append(Event(seq, draw(st.sampled_from(kinds + ["nonsense"])), payload))
    return setup, events


@FUZZ
@given(tables_and_actions())
def test_every_action_kind_refuses_a_bad_payload_clearly(case: tuple[Any, list[Event]]) -> None:
    setup, events = case
    accepted: list[Event] = []
    for event in events:
        event = Event(len(accepted) + 1, event.kind, event.payload)
        try:
            state = replay(setup, accepted + [event])
        except RefereeError as error:
            clear(error)
            continue
        accepted.append(event)
        if state.uses_tokens:
            assert sum(state.tokens) + state.pot + state.out_of_play == state.handed_out


@FUZZ
@given(st.sampled_from(sorted(KINDS)),
       st.lists(st.tuples(st.sampled_from(["seat", "seats", "amount", "from", "to", "event",
                                           "card", "cards_text", "points_0", "points_t1",
                                           "ante", "seen", "other"]),
                          st.text(alphabet=string.printable + "♠é", max_size=12)),
                max_size=8))
def test_a_table_form_is_read_or_refused_clearly(kind: str,
                                                 fields: list[tuple[str, str]]) -> None:
    setup = read_setup("bura", ["Ann", "Boris"], {"tokens": 20})
    state = replay(setup, [])
    try:
        payload = payload_from_form(kind, MultiDict(fields), state)
    except RefereeError as error:
        clear(error)
    else:
        assert isinstance(payload, dict)
