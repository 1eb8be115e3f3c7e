"""Snapshots kept in the database: a table read cold (after a restart, or evicted from the state
cache) replays only the events after its latest snapshot, and gets exactly what a replay of the
whole log gets; rows that no longer hold (an undo far back, another version's code) are not
used, and a row is data, never code."""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorebook import snapshot_store, snapshots, store
from scorebook.events import Event
from scorebook.replay import replay
from scorebook.setup import read_setup
from scorebook.state import State
from views.api import state_json

EVERY = 50


def observable(state: State) -> str:
    fields = {name: value for name, value in vars(state).items()
              if name not in ("setup", "history")}
    return json.dumps({"api": state_json(state), "fields": fields,
                       "history": [vars(line) for line in state.history]},
                      sort_keys=True, default=str)


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", EVERY)
    database = store.connect(str(tmp_path / "t.sqlite3"))
    database.execute("PRAGMA synchronous = OFF")
    store.CACHE.clear()
    yield database
    store.CACHE.clear()
    database.conn.close()


def evening(db: Any, events: int) -> store.TableRecord:
    """A Chicago table scored and dealt hand after hand (the totals never reach 52)."""
    record = store.create_table(db, read_setup("chicago", ["Ann", "Boris", "Vika"], {}))
    for n in range(events):
        hand = n // 2
        kind, payload = ("score", {"points": [hand % 2, 1 - hand % 2, 0]}) if n % 2 == 0 \
            else ("deal", {})
        if hand % 10 == 9 and n % 2 == 0:
            kind, payload = "score", {"points": [-5, -5, 0]}
        store.append(db, record.edit_key, kind, payload)
    return record


def applied_on_cold_read(db: Any, record: store.TableRecord,
                         monkeypatch: pytest.MonkeyPatch) -> tuple[State, list[int]]:
    applied: list[int] = []
    for module in (snapshots, snapshot_store):
        original = module.advance

        def counting(state: State, event: Event, *rest: Any, _original: Any = original) -> State:
            applied.append(event.seq)
            return _original(state, event, *rest)
        monkeypatch.setattr(module, "advance", counting)
    store.CACHE.clear()
    state = store.state_of(db, record)
    monkeypatch.undo()
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", EVERY)
    return state, applied


def test_a_cold_table_replays_only_the_events_after_its_latest_snapshot(
        db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record = evening(db, 130)
    rows = db.execute("SELECT seq, state IS NOT NULL FROM snapshots WHERE table_id = ? "
                      "ORDER BY seq", [record.id]).fetchall()
    assert rows == [(50, 1), (100, 1)]
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(101, 131))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))
    # and it goes on from there as a table read warm does
    after, _ = store.append(db, record.edit_key, "score", {"points": [1, 0, 0]})
    assert observable(after) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))


def test_only_the_newest_rows_keep_a_state(db: Any) -> None:
    record = evening(db, 260)
    rows = db.execute("SELECT seq, state IS NOT NULL FROM snapshots WHERE table_id = ? "
                      "ORDER BY seq", [record.id]).fetchall()
    assert rows == [(50, 0), (100, 0), (150, 0), (200, 1), (250, 1)]


def test_an_undo_far_back_rewrites_the_rows_it_changed(
        db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record = evening(db, 130)
    store.append(db, record.edit_key, "undo", {"event": 9})  # a score: every total moves
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(101, 132))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))
    lines = {line.seq: line for line in state.history}
    assert lines[9].voided and lines[9].voided_by == 131


def test_rows_that_disagree_with_the_voided_set_are_not_used(
        db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record = evening(db, 130)
    # as if an undo of #9 were written by something that kept no snapshots
    db.execute("INSERT INTO events (table_id, seq, kind, payload, actor, at) "
               "VALUES (?, 131, 'undo', '{\"event\": 9}', '', '')", [record.id])
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(1, 132))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))


def test_rows_taken_by_other_code_are_not_used(db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    record = evening(db, 130)
    db.execute("UPDATE snapshots SET code = 'another version'")
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(1, 131))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))


class _Planted:
    def __reduce__(self) -> Any:
        import os
        return (os.system, ("touch planted-by-a-snapshot",))


def test_a_row_is_data_never_code(db: Any, monkeypatch: pytest.MonkeyPatch,
                                  tmp_path: Path) -> None:
    record = evening(db, 130)
    monkeypatch.chdir(tmp_path)
    db.execute("UPDATE snapshots SET state = ? WHERE seq = 100",
               [pickle.dumps(_Planted(), protocol=pickle.HIGHEST_PROTOCOL)])
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert not (tmp_path / "planted-by-a-snapshot").exists()
    assert applied == list(range(1, 131))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))
    # the next append writes the rows again, and they are used
    store.append(db, record.edit_key, "deal", {})
    _, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(101, 132))


def test_a_table_from_before_snapshots_were_kept_gets_them_over_its_next_appends(
        db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(snapshot_store, "ROWS_A_WRITE", 2)
    record = evening(db, 260)
    db.execute("DELETE FROM snapshots")
    store.CACHE.clear()
    store.append(db, record.edit_key, "deal", {})
    assert [r[0] for r in db.execute("SELECT seq FROM snapshots ORDER BY seq")] == [50, 100]
    store.append(db, record.edit_key, "deal", {})
    store.append(db, record.edit_key, "deal", {})
    assert [r[0] for r in db.execute("SELECT seq FROM snapshots ORDER BY seq")] == [
        50, 100, 150, 200, 250]
    state, applied = applied_on_cold_read(db, record, monkeypatch)
    assert applied == list(range(251, 264))
    assert observable(state) == observable(replay(record.setup,
                                                  store.load_events(db, record.id)))
