"""The book: replay from events, conservation of tokens, undo, idempotency, stale actions."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorebook import store
from referee.errors import RefereeError
from scorebook.events import Event, EventError, StaleError, TableSetup
from scorebook.replay import replay, status
from scorebook.setup import read_setup


def bura_setup(n: int = 2, tokens: int = 20) -> TableSetup:
    names = ["Ann", "Boris", "Vika", "Gosha"][:n]
    return read_setup("bura", [{"name": x} for x in names], {"tokens": tokens, "ante": 1})


def events(*actions: tuple[str, dict]) -> list[Event]:
    return [Event(i + 1, kind, payload) for i, (kind, payload) in enumerate(actions)]


def test_replay_is_a_pure_function_of_the_events() -> None:
    log = events(("ante", {}), ("bet", {"seat": 0, "amount": 3}),
                 ("claim", {"seat": 1, "captured": "AS 10S KH QH JH"}))
    first, second = replay(bura_setup(), log), replay(bura_setup(), log)
    # the claim counts 30, one short: Boris pays the 5 in the pot
    assert (first.tokens, first.pot) == (second.tokens, second.pot) == ([16, 14], 10)


def test_true_claim_takes_the_pot_and_the_claimer_deals_next() -> None:
    # rules 000: 31 or more takes the pot; 002: the claimer deals the next hand
    state = replay(bura_setup(3), events(
        ("ante", {}), ("claim", {"seat": 2, "captured": "AS 10S KH QH JH 6D AD"}),
        ("deal", {"ante": True})))
    assert state.tokens == [18, 18, 21] and state.pot == 3
    assert state.dealer == 2 and state.hand == 2


def test_false_claim_pays_as_much_as_the_pot_holds() -> None:
    # rules 000: a wrong claim pays into the pot an amount equal to what it holds (doubling it)
    state = replay(bura_setup(), events(("ante", {}), ("claim", {"seat": 0,
                                                                 "captured": "AS 10S KH QH JH"})))
    assert state.pot == 4 and state.tokens == [17, 19]
    assert state.history[-1].detail["valid"] is False
    assert "30" in state.history[-1].detail["explanation"]


def test_a_claimer_short_of_the_pot_pays_what_they_have() -> None:
    state = replay(bura_setup(tokens=3), events(
        ("ante", {}), ("bet", {"seat": 1, "amount": 2}),
        ("claim", {"seat": 0, "captured": "6S"})))
    assert state.tokens == [0, 0] and state.pot == 6 and state.owed == [2, 0]
    assert state.history[-1].text.endswith("false, pays 2 into the pot; owes 2 more")


def test_played_out_hand_is_a_draw_and_the_same_dealer_deals_again_with_a_new_ante() -> None:
    # rules 002 line 31: no claim when the cards run out: no winner, everyone adds another
    # stake and the same dealer deals again; the hand is dealt again, it is not a new one
    state = replay(bura_setup(), events(("ante", {}), ("played_out", {}),
                                        ("deal", {"ante": True})))
    assert state.pot == 4 and state.dealer == 0 and state.hand == 1 and state.hands_scored == 0
    assert state.history[-1].text.startswith("Hand 1 dealt again: Ann deals")


def test_a_bura_takes_the_pot() -> None:
    state = replay(bura_setup(), events(("ante", {}), ("bura", {"seat": 1, "trump": "H",
                                                                "cards": "AH 6H 9H"})))
    assert state.tokens == [19, 21] and state.pot == 0


def test_a_bura_must_be_three_trumps() -> None:
    with pytest.raises(EventError, match="three trumps"):
        replay(bura_setup(), events(("ante", {}), ("bura", {"seat": 1, "trump": "H",
                                                            "cards": "AH 6H 9S"})))


@pytest.mark.parametrize("kind, payload, message", [
    ("bet", {"seat": 0, "amount": 21}, "Ann has 20 tokens, not enough to bet 21"),
    ("bet", {"seat": 0, "amount": -1}, "cannot be negative"),
    ("bet", {"seat": 0, "amount": 0}, "at least 1"),
    ("bet", {"seat": 5, "amount": 1}, "seat 5 is not at this table"),
    ("bet", {"seat": "x", "amount": 1}, "whole number"),
    ("collect", {"seat": 0}, "the pot is empty"),
    ("transfer", {"from": 0, "to": 0, "amount": 1}, "two different players"),
    ("lose", {"seat": 1, "amount": 99}, "not enough to lose 99"),
    ("claim", {"seat": 0, "captured": "5H"}, "5H is not in Bura's 36-card pack"),
    ("claim", {"seat": 0, "captured": "AS AS"}, "AS is given 2 times"),
    ("claim", {"seat": 0, "captured": ""}, "needs the cards"),
    ("claim", {"seat": 0, "captured": "ZZ"}, "'ZZ' is not a card"),
    ("juggle", {}, "not an action here"),
])
def test_bad_actions_are_refused_with_a_clear_message(kind: str, payload: dict,
                                                      message: str) -> None:
    with pytest.raises(RefereeError, match=message):
        replay(bura_setup(), events((kind, payload)))


def test_tokens_are_conserved_through_every_action(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup(3))
    for kind, payload in [("ante", {}), ("bet", {"seat": 1, "amount": 4}),
                          ("transfer", {"from": 2, "to": 0, "amount": 5}),
                          ("lose", {"seat": 0, "amount": 2}),
                          ("claim", {"seat": 0, "captured": "AS 10S KH"}),
                          ("collect", {"seat": 2, "amount": 3}), ("undo", {}),
                          ("undo", {"event": 2})]:
        state, _ = store.append(db, record.edit_key, kind, payload)
        assert sum(state.tokens) + state.pot + state.out_of_play == 60


def test_undo_voids_an_event_and_the_history_keeps_it(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    store.append(db, record.edit_key, "ante", {})
    state, _ = store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 5})
    assert state.pot == 7
    state, _ = store.append(db, record.edit_key, "undo", {})
    assert state.pot == 2 and state.history[1].voided and state.history[1].voided_by == 3
    state, _ = store.append(db, record.edit_key, "undo", {"event": 3})
    assert state.pot == 7, "undoing the undo restores the bet"


def test_undo_that_would_break_a_later_action_is_refused(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup(tokens=5))
    store.append(db, record.edit_key, "transfer", {"from": 1, "to": 0, "amount": 4})
    store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 8})
    with pytest.raises(EventError, match="Can't undo #1.*Undo #2 first"):
        store.append(db, record.edit_key, "undo", {"event": 1})


def test_undo_of_an_unknown_or_voided_event_is_refused(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    with pytest.raises(EventError, match="nothing to undo"):
        store.append(db, record.edit_key, "undo", {})
    store.append(db, record.edit_key, "ante", {})
    store.append(db, record.edit_key, "undo", {"event": 1})
    with pytest.raises(EventError, match="already undone"):
        store.append(db, record.edit_key, "undo", {"event": 1})
    with pytest.raises(EventError, match="no action #9"):
        store.append(db, record.edit_key, "undo", {"event": 9})


def test_a_repeated_idempotency_key_applies_once(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    _, first = store.append(db, record.edit_key, "ante", {}, idempotency_key="tap-1")
    state, second = store.append(db, record.edit_key, "ante", {}, idempotency_key="tap-1")
    assert (first, second) == (True, False) and state.pot == 2 and state.seq == 1


def test_a_stale_form_is_refused_unless_the_action_still_means_the_same(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    store.append(db, record.edit_key, "ante", {})
    store.append(db, record.edit_key, "bet", {"seat": 1, "amount": 3})
    with pytest.raises(StaleError, match="Boris bets 3"):
        store.append(db, record.edit_key, "collect", {"seat": 0}, seen_seq=1)
    state, applied = store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 1},
                                  seen_seq=1)
    assert applied and state.pot == 6, "a bet still makes sense on a moved table"


def test_the_view_key_cannot_write(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    with pytest.raises(store.ReadOnlyError):
        store.append(db, record.view_key, "ante", {})
    assert store.state_of(db, record).seq == 0


def test_keys_are_128_bit_and_distinct(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    assert len(record.edit_key) == 22 and record.edit_key != record.view_key


def test_a_committed_action_survives_reopening_the_file(tmp_path: Path) -> None:
    path = str(tmp_path / "t.sqlite3")
    db = store.connect(path)
    record = store.create_table(db, bura_setup())
    store.append(db, record.edit_key, "ante", {})
    db.conn.close()
    store.CACHE.books.clear()
    again = store.connect(path)
    found, writable = store.find_table(again, record.edit_key)
    assert writable and store.state_of(again, found).pot == 2


def test_point_games_finish_at_the_target_and_name_the_winner() -> None:
    setup = read_setup("chicago", ["Ann", "Boris", "Vika"], {"target": 52})
    state = replay(setup, events(("score", {"points": [8, 52, 0]})))
    assert status(state)["winner"] == 1 and status(state)["finished"]


def test_partnership_scores_are_kept_per_team() -> None:
    setup = read_setup("belote", ["Ann", "Boris", "Vika", "Gosha"], {})
    state = replay(setup, events(("score", {"teams": [162, 0]}), ("deal", {}),
                                 ("score", {"points": [10, 20]})))
    assert state.score_of(0) == state.score_of(2) == 172 and state.score_of(1) == 20


@pytest.mark.parametrize("players, message", [
    (["Ann"], "Bura is for 2–6 players, not 1"),
    (["Ann", "ann"], "two players are called ann"),
    (["Ann", " "], "player 2 needs a name"),
    (["Ann", "x" * 41], "at most 40"),
])
def test_setting_up_a_table_checks_the_players(players: list, message: str) -> None:
    with pytest.raises(RefereeError, match=message):
        read_setup("bura", players, {})


@pytest.mark.parametrize("options, message", [
    ({"ante": -1}, "Ante must be at least 0"),
    ({"tokens": "many"}, "whole number"),
    ({"colour": 1}, "no option 'colour'"),
])
def test_setting_up_a_table_checks_the_options(options: dict, message: str) -> None:
    with pytest.raises(RefereeError, match=message):
        read_setup("bura", ["Ann", "Boris"], options)


def test_a_tally_game_counts_wins_per_team() -> None:
    # Tute is kept as hands won; partners (seats 0 and 2) share the tally; the game is the
    # most of the hands agreed (003 line 128)
    setup = read_setup("tute", ["Ana", "Beto", "Carmen", "Dani"], {"hands": 3})
    state = replay(setup, events(("won", {"seat": 2}), ("deal", {}), ("won", {"seat": 1}),
                                 ("deal", {}), ("won", {"seat": 0})))
    assert state.score_of(0) == 2 and state.score_of(3) == 1
    assert status(state)["winner"] in (0, 2) and status(state)["text"] == (
        "Ana & Carmen win the game")


def test_won_is_only_for_tally_games() -> None:
    with pytest.raises(EventError, match="not an action here"):
        replay(bura_setup(), events(("won", {"seat": 0})))


def test_an_idempotency_key_reused_for_another_action_is_refused(tmp_path: Path) -> None:
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 2}, idempotency_key="k")
    with pytest.raises(EventError, match="already used for #1"):
        store.append(db, record.edit_key, "bet", {"seat": 1, "amount": 2}, idempotency_key="k")
    state, applied = store.append(db, record.edit_key, "bet", {"seat": 0, "amount": 2},
                                  idempotency_key="k")
    assert not applied and state.pot == 2


def test_one_migration_list_makes_every_table_the_store_uses(tmp_path: Path) -> None:
    from scorebook.migrations import MIGRATIONS
    db = store.connect(str(tmp_path / "t.sqlite3"))
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"tables", "events", "draws", "draw_taps"} <= names
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


def test_a_file_whose_draw_tables_came_from_the_old_draw_migration_opens(tmp_path: Path) -> None:
    import sqlite3

    from scorebook.migrations import MIGRATIONS
    path = str(tmp_path / "old.sqlite3")
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0] + MIGRATIONS[1] + "PRAGMA user_version = 1;")
    old.close()
    db = store.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)


def test_under_the_server_writers_take_turns_and_the_commit_is_handed_off(tmp_path: Path) -> None:
    """The server's writers wait on its lock, never in SQLite's busy handler (which would hold
    the whole loop), and each COMMIT (its fsync) is handed to a thread (store.immediate)."""
    db = store.connect(str(tmp_path / "t.sqlite3"))
    record = store.create_table(db, bura_setup())
    held: list[bool] = []
    handed: list[str] = []

    class Turns:
        locked = False

        def __enter__(self) -> None:
            assert not self.locked
            self.locked = True

        def __exit__(self, *exc: object) -> None:
            self.locked = False

    turns = Turns()

    def offload(work: object, *args: object) -> object:
        if args == ("COMMIT",):  # (a replay is handed off too, before the lock)
            held.append(turns.locked)
            handed.append("COMMIT")
        return work(*args)  # type: ignore[operator]

    store.use_offload(db, offload)
    store.use_writer(db, turns)
    state, applied = store.append(db, record.edit_key, "ante", {})
    assert applied and state.pot == 2
    assert handed == ["COMMIT"] and held == [True] and not turns.locked
    with pytest.raises(StaleError):
        store.append(db, record.edit_key, "ante", {}, expected_seq=0)
    assert handed == ["COMMIT"] and not turns.locked and not db.conn.in_transaction
