"""Backup and restore: ``flask --app app backup PATH`` copies the live database consistently while
the server keeps writing, and ``flask --app app restore PATH`` puts such a copy back."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from bench._http import ROOT, ServerProcess
from test_concurrency import call, new_table

from scorebook import backup, store
from scorebook.replay import replay
from scorebook.setup import read_setup


def flask(database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, KIBITZER_DATABASE=str(database))
    return subprocess.run([sys.executable, "-m", "flask", "--app", "app", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)


def events_of(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT table_id, seq, kind, payload, idempotency_key FROM events "
                          "ORDER BY table_id, seq").fetchall()


def test_a_backup_taken_while_writers_run_is_consistent_and_restores(tmp_path: Path) -> None:
    database = tmp_path / "live.sqlite3"
    server = ServerProcess(database)
    stop = threading.Event()
    written: list[int] = []
    try:
        tables = [new_table(server.url, tokens=10_000)[0] for _ in range(3)]

        def writer(edit: str) -> None:
            n = 0
            while not stop.is_set() and n < 2000:
                status, _ = call(f"{server.url}/api/v1/tables/{edit}/events",
                                 {"kind": "bet", "seat": n % 4, "amount": 1,
                                  "idempotency_key": f"{edit}-{n}"})
                assert status == 201
                written.append(n)
                n += 1

        threads = [threading.Thread(target=writer, args=(edit,)) for edit in tables]
        for thread in threads:
            thread.start()
        while len(written) < 60:
            threading.Event().wait(0.02)
        copy = tmp_path / "backups" / "copy.sqlite3"
        result = flask(database, "backup", str(copy))
        assert result.returncode == 0, result.stderr
        assert "Backed up" in result.stdout
        during = len(written)
        while len(written) < during + 30:
            threading.Event().wait(0.02)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
        stderr = server.stop()
    assert "Traceback" not in stderr, stderr

    # the copy is a database of its own, whole, and one moment of the book: each table's log
    # runs 1..n with no gap, and replays with tokens conserved
    assert not Path(str(copy) + "-wal").exists()
    copied = events_of(copy)
    assert 0 < len(copied) < len(events_of(database))
    db = store.connect(str(copy))
    for table_id in {row[0] for row in copied}:
        seqs = [row[1] for row in copied if row[0] == table_id]
        assert seqs == list(range(1, len(seqs) + 1))
        setup = read_setup("bura", ["Ann", "Boris", "Vika", "Gosha"],
                           {"tokens": 10_000, "ante": 1})
        state = replay(setup, store.load_events(db, table_id))
        assert sum(state.tokens) + state.pot == 40_000
    db.conn.close()

    # restoring puts exactly the copy back, over the newer live file
    result = flask(database, "restore", str(copy))
    assert result.returncode == 0, result.stderr
    assert events_of(database) == copied
    with sqlite3.connect(database) as restored:
        assert restored.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert restored.execute("PRAGMA journal_mode").fetchone()[0] == "wal"

    # and the server serves the restored book
    again = ServerProcess(database)
    try:
        status, state = call(f"{again.url}/api/v1/tables/{tables[0]}")
        assert status == 200
        assert state["seq"] == len([r for r in copied if r[0] == 1])
    finally:
        again.stop()


def test_backup_and_restore_functions_round_trip(tmp_path: Path) -> None:
    live = tmp_path / "a.sqlite3"
    db = store.connect(str(live))
    record = store.create_table(db, read_setup("bura", ["Ann", "Boris"], {"tokens": 5}))
    store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 2})
    assert backup.backup(live, tmp_path / "b.sqlite3") > 0
    store.append(db, record.edit_key, "bet", {"seat": 1, "amount": 2})
    db.conn.close()
    backup.restore(tmp_path / "b.sqlite3", live)
    again = store.connect(str(live))
    found, _ = store.find_table(again, record.edit_key)
    assert store.state_of(again, found).pot == 2
    again.conn.close()


def test_restore_refuses_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database" * 100)
    result = flask(tmp_path / "live.sqlite3", "restore", str(junk))
    assert result.returncode != 0
