"""Every table the store creates, in one numbered list of migrations.

The file's ``PRAGMA user_version`` says how many have been applied; :func:`scorebook.store.migrate`
applies the rest in one write transaction when a connection opens. A migration is never edited
once it has shipped: a change is a new one at the end.
"""

from __future__ import annotations

MIGRATIONS: list[str] = [
    """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        edit_key TEXT NOT NULL UNIQUE,
        view_key TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        players TEXT NOT NULL,
        options TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        actor TEXT NOT NULL DEFAULT '',
        at TEXT NOT NULL,
        idempotency_key TEXT,
        UNIQUE (table_id, seq),
        UNIQUE (table_id, idempotency_key)
    );
    """,
    # The partner draws (scorebook.draw_store). Files from before this list had them made by
    # the draws' own migration, hence IF NOT EXISTS.
    """
    CREATE TABLE IF NOT EXISTS draws (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        session TEXT NOT NULL,
        number INTEGER NOT NULL,
        kind TEXT NOT NULL,
        players TEXT NOT NULL,
        seed TEXT NOT NULL,
        commitment TEXT NOT NULL,
        created_at TEXT NOT NULL,
        revealed_at TEXT,
        set_aside INTEGER NOT NULL DEFAULT 0,
        table_view_key TEXT,
        UNIQUE (session, number)
    );
    CREATE TABLE IF NOT EXISTS draw_taps (
        id INTEGER PRIMARY KEY,
        draw_id INTEGER NOT NULL REFERENCES draws(id),
        player INTEGER NOT NULL,
        at TEXT NOT NULL,
        UNIQUE (draw_id, player)
    );
    """,
    # A table's origin: a random name, not a key (it opens nothing), that an export carries and
    # an import keeps, so a phone can tell a table brought back from the one it came from.
    """
    ALTER TABLE tables ADD COLUMN origin TEXT;
    UPDATE tables SET origin = lower(hex(randomblob(8))) WHERE origin IS NULL;
    """,
    # Each table's snapshots (scorebook.snapshot_store): a cold read starts from the newest.
    """
    CREATE TABLE snapshots (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seq INTEGER NOT NULL,
        code TEXT NOT NULL,
        voided TEXT NOT NULL,
        lines BLOB NOT NULL,
        state BLOB,
        PRIMARY KEY (table_id, seq)
    ) WITHOUT ROWID;
    """,
    # Club night: events of many tables (scorebook.tournaments). An event's actions are kept
    # like a table's; each round's tables are ordinary tables, linked by the round's action;
    # the seeds of the draws stay secret here until their round reveals them.
    """
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        edit_key TEXT NOT NULL UNIQUE,
        view_key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
    );
    CREATE TABLE tournament_events (
        id INTEGER PRIMARY KEY,
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        actor TEXT NOT NULL DEFAULT '',
        at TEXT NOT NULL,
        idempotency_key TEXT,
        UNIQUE (tournament_id, seq),
        UNIQUE (tournament_id, idempotency_key)
    );
    CREATE TABLE tournament_seeds (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        draw INTEGER NOT NULL,
        seed TEXT NOT NULL,
        PRIMARY KEY (tournament_id, draw)
    );
    CREATE TABLE tournament_tables (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        round_seq INTEGER NOT NULL,
        number INTEGER NOT NULL,
        table_id INTEGER NOT NULL REFERENCES tables(id),
        PRIMARY KEY (tournament_id, round_seq, number)
    );
    CREATE INDEX tournament_tables_by_table ON tournament_tables (table_id);
    """,
    # Groups (scorebook.groups): a home game's regulars or a club. A group keeps only its own:
    # its members and the names each answers to, its seasons, which tables and events are its
    # (an event's lineage, ``origin``, that the group's export carries and an import keeps);
    # ``version`` moves with each of these, so what is worked out from them is kept by it.
    """
    CREATE TABLE groups (
        id INTEGER PRIMARY KEY,
        edit_key TEXT NOT NULL UNIQUE,
        view_key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        origin TEXT NOT NULL,
        created_at TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        version INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE group_members (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id),
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE TABLE group_names (
        group_id INTEGER NOT NULL REFERENCES groups(id),
        folded TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES group_members(id),
        PRIMARY KEY (group_id, folded)
    );
    CREATE TABLE group_seasons (
        id INTEGER PRIMARY KEY,
        group_id INTEGER NOT NULL REFERENCES groups(id),
        name TEXT NOT NULL,
        rule TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (group_id, name)
    );
    CREATE TABLE group_tables (
        group_id INTEGER NOT NULL REFERENCES groups(id),
        table_id INTEGER NOT NULL UNIQUE REFERENCES tables(id),
        joined_at TEXT NOT NULL,
        PRIMARY KEY (group_id, table_id)
    );
    CREATE TABLE group_events (
        group_id INTEGER NOT NULL REFERENCES groups(id),
        tournament_id INTEGER NOT NULL UNIQUE REFERENCES tournaments(id),
        season_id INTEGER REFERENCES group_seasons(id),
        origin TEXT NOT NULL,
        joined_at TEXT NOT NULL,
        PRIMARY KEY (group_id, tournament_id)
    );
    CREATE INDEX group_members_by_group ON group_members (group_id);
    """,
]
