"""Undo from snapshots: an undo replays only from the nearest snapshot before what it changes,
works that out before taking the write lock, and gives exactly what a replay of the whole log
gives (every history line, voided flag, token and score)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorebook import snapshots, store
from scorebook.events import Event, EventError, TableSetup
from scorebook.replay import ReplayConflict, replay, voided_by
from scorebook.setup import read_setup
from scorebook.state import State
from views.api import state_json

NAMES = ["Ann", "Boris", "Vika"]


def observable(state: State) -> str:
    """Everything a page or the API can show of a state, and everything a later action
    reads from it, as one text to compare."""
    fields = {name: value for name, value in vars(state).items()
              if name not in ("setup", "history")}
    return json.dumps({"api": state_json(state), "fields": fields,
                       "history": [vars(line) for line in state.history]},
                      sort_keys=True, default=str)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    database = store.connect(str(tmp_path_factory.mktemp("snapshots") / "t.sqlite3"))
    # this file is thrown away: no need to wait for the disk on every example
    database.execute("PRAGMA synchronous = OFF")
    yield database
    database.conn.close()


@pytest.fixture
def every(monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", 3)
    return 3


def bura(tokens: int = 6) -> TableSetup:
    return read_setup("bura", [{"name": n} for n in NAMES], {"tokens": tokens, "ante": 1})


def chicago() -> TableSetup:
    return read_setup("chicago", NAMES, {"target": 52})


seats = st.integers(0, 2)
amounts = st.integers(1, 3)
undos = st.one_of(
    st.just(("undo", {})),
    st.integers(1, 40).map(lambda seq: ("undo", {"event": seq})),
    # resolved against the log as it stands: an action a few back, and the newest undo
    st.integers(0, 8).map(lambda back: ("undo", {"back": back})),
    st.just(("undo", {"undo": "newest"})))
token_actions = st.one_of(
    st.just(("ante", {})),
    st.builds(lambda s, a: ("bet", {"seat": s, "amount": a}), seats, amounts),
    st.builds(lambda s: ("collect", {"seat": s}), seats),
    st.builds(lambda s, a: ("collect", {"seat": s, "amount": a}), seats, amounts),
    st.builds(lambda f, t, a: ("transfer", {"from": f, "to": t, "amount": a}),
              seats, seats, amounts),
    st.builds(lambda s: ("claim", {"seat": s, "captured": "AS 10S KH QH JH 6D AD"}), seats),
    st.builds(lambda s: ("claim", {"seat": s, "captured": "AS 10S"}), seats),
    st.just(("deal", {"ante": True})),
    undos, undos)
pad_actions = st.one_of(
    st.builds(lambda points: ("score", {"points": points}),
              st.lists(st.integers(0, 12), min_size=3, max_size=3)),
    st.just(("deal", {})),
    undos, undos)


def play(db: Any, setup: TableSetup, actions: list[tuple[str, dict[str, Any]]]) -> None:
    """Append every action the table takes; after each, the state the store answers (and
    caches, and keeps snapshots of) is the replay of the whole log from scratch, and an undo
    is refused exactly when the replay of the log with it would refuse it."""
    record = store.create_table(db, setup)
    for kind, payload in actions:
        before = store.load_events(db, record.id)
        if "back" in payload:
            payload = {"event": len(before) - payload["back"]}
        elif "undo" in payload:
            payload = {"event": max((e.seq for e in before if e.kind == "undo"), default=0)}
        try:
            state, _ = store.append(db, record.edit_key, kind, payload)
        except EventError as error:
            assert store.load_events(db, record.id) == before, "a refusal writes nothing"
            if kind == "undo" and "no longer fits" in error.message:
                target = payload.get("event")
                assert target not in voided_by(before)
                with pytest.raises(ReplayConflict) as conflict:
                    replay(setup, before + [Event(len(before) + 1, "undo", {"event": target})])
                assert conflict.value.message in error.message
            continue
        events = store.load_events(db, record.id)
        assert observable(state) == observable(replay(setup, events))
    store.CACHE.clear()
    assert observable(store.state_of(db, record)) == observable(
        replay(setup, store.load_events(db, record.id))), "a cold replay takes snapshots too"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(token_actions, max_size=40))
def test_undo_from_snapshots_gives_the_full_replay_at_a_token_table(
        db: Any, actions: list[tuple[str, dict[str, Any]]]) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(snapshots, "SNAPSHOT_EVERY", 3)
        play(db, bura(), actions)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(pad_actions, max_size=40))
def test_undo_from_snapshots_gives_the_full_replay_at_a_score_pad(
        db: Any, actions: list[tuple[str, dict[str, Any]]]) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(snapshots, "SNAPSHOT_EVERY", 3)
        play(db, chicago(), actions)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(token_actions, max_size=40))
def test_undo_with_the_shipped_snapshot_interval_gives_the_full_replay(
        db: Any, actions: list[tuple[str, dict[str, Any]]]) -> None:
    play(db, bura(), actions)


def test_undoing_an_undo_of_an_undo_voids_the_action_again(db: Any, every: int) -> None:
    record = store.create_table(db, bura(20))
    for n in range(7):
        store.append(db, record.edit_key, "bet", {"seat": n % 3, "amount": 1})
    # 8 voids 2; 9 voids 8, so 2 is live again; 10 voids 9, so 8 voids 2 again. Each undo
    # changes #2, before the snapshot after #6: that snapshot must not be used
    for undo, pot in [(2, 6), (8, 7), (9, 6)]:
        state, _ = store.append(db, record.edit_key, "undo", {"event": undo})
        assert state.pot == pot
        assert observable(state) == observable(replay(bura(20),
                                                      store.load_events(db, record.id)))
    lines = {line.seq: line for line in state.history}
    assert (lines[2].voided_by, lines[8].voided, lines[9].voided_by) == (8, False, 10)
    assert state.tokens == [17, 19, 18]


def test_an_undo_replays_only_from_the_nearest_snapshot(db: Any, every: int,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    record = store.create_table(db, bura(100))
    for n in range(30):
        store.append(db, record.edit_key, "transfer", {"from": n % 3, "to": (n + 1) % 3,
                                                       "amount": 1})
    applied: list[int] = []
    advance = snapshots.advance

    def counting(state: State, event: Event, *rest: Any) -> State:
        applied.append(event.seq)
        return advance(state, event, *rest)

    monkeypatch.setattr(snapshots, "advance", counting)
    store.append(db, record.edit_key, "undo", {"event": 29})
    # the snapshot after #27 holds: #28, #29 (now voided), #30 and the undo itself
    assert applied == [28, 29, 30, 31]
    applied.clear()
    store.append(db, record.edit_key, "undo", {"event": 31})
    assert applied == [28, 29, 30, 31, 32], "undoing the undo changes #29 again"
    applied.clear()
    store.append(db, record.edit_key, "undo", {"event": 5})
    assert applied == list(range(4, 34))


def test_without_snapshots_an_undo_replays_from_the_first_event(db: Any) -> None:
    setup = bura(20)
    log = [Event(n + 1, "bet", {"seat": n % 3, "amount": 1}) for n in range(6)]
    log.append(Event(7, "undo", {"event": 3}))
    state, taken = snapshots.replay_from(setup, log, voided_by(log), [], (), 1)
    assert observable(state) == observable(replay(setup, log)) and taken == ()


def test_a_snapshot_whose_history_does_not_match_is_not_used(every: int) -> None:
    setup = bura(20)
    log = [Event(n + 1, "bet", {"seat": n % 3, "amount": 1}) for n in range(6)]
    state, taken = snapshots.replay_from(setup, log, {}, [], (), 1)
    assert [s.seq for s in taken] == [3, 6]
    log.append(Event(7, "undo", {"event": 5}))
    # given no history lines, the snapshots cannot be used: the replay starts from the first
    again, _ = snapshots.replay_from(setup, log, voided_by(log), [], taken, 5)
    assert observable(again) == observable(replay(setup, log))


def test_a_long_table_keeps_a_bounded_number_of_snapshots_denser_near_the_end(
        every: int) -> None:
    setup = bura(10_000)
    log = [Event(n + 1, "bet", {"seat": n % 3, "amount": 1}) for n in range(3_000)]
    _, taken = snapshots.replay_from(setup, log, {}, [], (), 1)
    assert len(taken) <= snapshots.SNAPSHOTS_KEPT
    seqs = [s.seq for s in taken]
    assert seqs == sorted(seqs) and seqs[-1] == 3_000 and seqs[-2] == 2_997
    assert seqs[1] - seqs[0] > seqs[-1] - seqs[-2]


def test_an_undo_is_worked_out_before_the_write_lock(db: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    record = store.create_table(db, bura())
    store.append(db, record.edit_key, "ante", {})
    in_transaction: list[bool] = []
    work_out = store._undo

    def watched(*args: Any) -> Any:
        in_transaction.append(db.conn.in_transaction)
        return work_out(*args)

    monkeypatch.setattr(store, "_undo", watched)
    state, _ = store.append(db, record.edit_key, "undo", {})
    assert in_transaction == [False] and state.pot == 0


def test_an_undo_is_worked_out_again_when_the_table_moved_meanwhile(
        db: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = store.create_table(db, bura(20))
    store.append(db, record.edit_key, "ante", {})
    store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 2})
    work_out, calls = store._undo, []

    def another_phone_bets_meanwhile(*args: Any) -> Any:
        answer = work_out(*args)
        calls.append(db.conn.in_transaction)
        if len(calls) == 1:
            store.append(db, record.edit_key, "bet", {"seat": 1, "amount": 3})
        return answer

    monkeypatch.setattr(store, "_undo", another_phone_bets_meanwhile)
    state, _ = store.append(db, record.edit_key, "undo", {"event": 2})
    assert calls == [False, False]
    assert [line.kind for line in state.history] == ["ante", "bet", "bet", "undo"]
    assert state.history[1].voided and state.pot == 6 and state.tokens == [19, 16, 19]


def test_an_undo_the_table_keeps_moving_under_is_worked_out_inside_the_lock(
        db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record = store.create_table(db, bura(20))
    store.append(db, record.edit_key, "ante", {})
    work_out, calls = store._undo, []

    def busy_table(*args: Any) -> Any:
        answer = work_out(*args)
        calls.append(db.conn.in_transaction)
        if not db.conn.in_transaction:
            store.append(db, record.edit_key, "transfer", {"from": 0, "to": 1, "amount": 1})
        return answer

    monkeypatch.setattr(store, "_undo", busy_table)
    state, _ = store.append(db, record.edit_key, "undo", {})
    assert calls == [False] * store.UNDO_ATTEMPTS + [True]
    assert state.history[-2].voided and state.tokens == [17, 21, 19]
    assert observable(state) == observable(replay(bura(20), store.load_events(db, record.id)))


def test_a_repeated_undo_with_its_idempotency_key_applies_once(db: Any) -> None:
    record = store.create_table(db, bura())
    store.append(db, record.edit_key, "ante", {})
    first, applied = store.append(db, record.edit_key, "undo", {"event": 1},
                                  idempotency_key="u")
    again, applied_again = store.append(db, record.edit_key, "undo", {"event": 1},
                                        idempotency_key="u")
    assert (applied, applied_again) == (True, False) and again.seq == first.seq == 2
