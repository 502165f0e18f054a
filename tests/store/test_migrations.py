"""Opening a version-1 file upgrades it to version 2 after keeping a copy; newer files are refused."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from boggle_throne.store.errors import SchemaVersionError, StoreError
from boggle_throne.store.event_store import EventStore
from boggle_throne.store.migrations import SCHEMA_VERSION
from boggle_throne.store.stored_events import StoredEvent

from .helpers import V1_FILE, columns, copy_v1, make_tournament, query, set_journal_mode, sidecars

V1_EVENTS = [
    StoredEvent(
        1,
        "create",
        {"name": "Old night", "date": "2026-01-10"},
        "main",
        datetime(2026, 1, 10, 18, 0, tzinfo=UTC),
    ),
    StoredEvent(
        2,
        "register",
        {"name": "Ann", "seed_rank": None, "checked_in": True},
        "main",
        datetime(2026, 1, 10, 18, 1, 5, 250000, tzinfo=UTC),
    ),
    StoredEvent(
        3,
        "register",
        {"name": "Bo", "seed_rank": 1, "checked_in": False},
        "main",
        datetime(2026, 1, 10, 18, 2, 10, 500000, tzinfo=UTC),
    ),
    StoredEvent(
        4,
        "register",
        {"name": "Zoë Ødegård", "seed_rank": None, "checked_in": True},
        "main",
        datetime(2026, 1, 10, 18, 3, 15, tzinfo=UTC),
    ),
    StoredEvent(
        5,
        "register",
        {"name": "李娜", "seed_rank": 2, "checked_in": True},
        "main",
        datetime(2026, 1, 10, 18, 4, 20, 1, tzinfo=UTC),
    ),
]
"""What the version-1 file in the repo holds, written out independently of `make_v1.py`."""


def test_the_kept_v1_file_is_a_version_1_file(tmp_path: Path) -> None:
    """The fixture really has the old layout (guards against regenerating it with the current schema)."""
    assert V1_FILE.stat().st_size <= 16384
    assert sidecars(V1_FILE) == []
    path = copy_v1(tmp_path)
    assert dict(query(path, "SELECT key, value FROM meta")) == {
        "kind": "boggle-throne tournament",
        "schema_version": "1",
    }
    assert columns(path, "event") == ["seq", "kind", "payload", "recorded_at"]
    assert query(path, "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'ix_event_kind'") == []


def test_v1_file_opens_with_every_event_intact_and_attributed_to_main(tmp_path: Path) -> None:
    """Every old action comes back unchanged, from the station "main"."""
    path = copy_v1(tmp_path)
    store = EventStore.open(path)
    try:
        assert store.events() == V1_EVENTS
    finally:
        store.close()


def test_v1_file_is_upgraded_to_the_current_version_in_place(tmp_path: Path) -> None:
    """The file now says version 4, has the station column, the kind index, the table of word
    lists it carries and the hash column (empty for the old actions), and takes new actions."""
    path = copy_v1(tmp_path)
    store = EventStore.open(path)
    appended = store.append("check_in", {"name": "Bo"}, "judge-2", datetime(2026, 1, 10, 18, 5, tzinfo=UTC))
    store.close()

    assert SCHEMA_VERSION == 4
    assert dict(query(path, "SELECT key, value FROM meta")) == {
        "kind": "boggle-throne tournament",
        "schema_version": "4",
    }
    assert columns(path, "word_list") == ["sha256", "name", "words"]
    assert columns(path, "event") == ["seq", "kind", "payload", "recorded_at", "station", "hash"]
    assert query(
        path, "SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = 'ix_event_kind'"
    ) == [("event",)]
    assert [row[2] for row in query(path, "PRAGMA index_info(ix_event_kind)")] == ["kind"]
    assert query(path, "SELECT seq, station FROM event ORDER BY seq") == [
        (1, "main"),
        (2, "main"),
        (3, "main"),
        (4, "main"),
        (5, "main"),
        (6, "judge-2"),
    ]
    hashes = [hashed for (hashed,) in query(path, "SELECT hash FROM event ORDER BY seq")]
    assert hashes[:5] == [None] * 5 and hashes[5] is not None and len(hashes[5]) == 64
    assert appended.seq == 6
    reopened = EventStore.open(path)
    try:
        assert reopened.events() == [*V1_EVENTS, appended]
    finally:
        reopened.close()


@pytest.mark.parametrize("journal_mode", ["wal", "delete"])
def test_upgrade_keeps_a_byte_identical_copy_of_the_v1_file(tmp_path: Path, journal_mode: str) -> None:
    """`<file>.v1` is the file exactly as it was before the upgrade, whatever its journal mode."""
    path = copy_v1(tmp_path)
    set_journal_mode(path, journal_mode)
    original = path.read_bytes()

    EventStore.open(path).close()

    copy = tmp_path / "old.throne.v1"
    assert copy.is_file()
    assert copy.read_bytes() == original


def test_reopening_an_upgraded_file_does_not_migrate_again(tmp_path: Path) -> None:
    """A second open finds version 2: no new copy, the `.v1` copy untouched, the log as it was."""
    path = copy_v1(tmp_path)
    EventStore.open(path).close()
    copy = tmp_path / "old.throne.v1"
    kept = copy.read_bytes()
    kept_mtime = copy.stat().st_mtime_ns

    store = EventStore.open(path)
    try:
        assert store.events() == V1_EVENTS
    finally:
        store.close()

    assert copy.read_bytes() == kept
    assert copy.stat().st_mtime_ns == kept_mtime
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("old")) == [
        "old.throne",
        "old.throne.v1",
    ]
    assert columns(path, "event").count("station") == 1
    assert query(path, "SELECT value FROM meta WHERE key = 'schema_version'") == [("4",)]


def test_v1_copy_includes_actions_still_in_the_write_ahead_log(tmp_path: Path) -> None:
    """A v1 file left by a crash keeps its last actions in `-wal`; the `.v1` copy must hold them too."""
    live = copy_v1(tmp_path, "live.throne")
    crashed = tmp_path / "crashed.throne"
    writer = sqlite3.connect(live)
    try:
        writer.execute("PRAGMA wal_autocheckpoint=0")
        for name in ("Cy", "Dee"):
            writer.execute(
                "INSERT INTO event (kind, payload, recorded_at) VALUES ('register', ?, ?)",
                (f'{{"checked_in":true,"name":"{name}","seed_rank":null}}', "2026-01-10 18:10:00.000000"),
            )
            writer.commit()
        # The state a crash leaves: the two actions are committed in the log, not yet in the main file.
        shutil.copyfile(live, crashed)
        shutil.copyfile(f"{live}-wal", f"{crashed}-wal")
    finally:
        writer.close()

    store = EventStore.open(crashed)
    try:
        assert len(store.events()) == 7
    finally:
        store.close()
    assert query(tmp_path / "crashed.throne.v1", "SELECT count(*) FROM event") == [(7,)]


def test_failed_upgrade_leaves_the_file_at_version_1(tmp_path: Path) -> None:
    """The upgrade is all or nothing: if its last step fails, the file keeps the old layout, to be retried.

    A trigger refusing the update of `meta` stands in for a crash or power cut between the steps.
    """
    path = copy_v1(tmp_path)
    blocker = "CREATE TRIGGER refuse BEFORE UPDATE ON meta BEGIN SELECT RAISE(ABORT, 'refused'); END"
    query(path, blocker)

    with pytest.raises(StoreError):
        EventStore.open(path)

    assert query(path, "SELECT value FROM meta WHERE key = 'schema_version'") == [("1",)]
    assert columns(path, "event") == ["seq", "kind", "payload", "recorded_at"]
    query(path, "DROP TRIGGER refuse")
    store = EventStore.open(path)
    try:
        assert store.events() == V1_EVENTS
    finally:
        store.close()


def test_unknown_old_schema_version_is_a_store_error(tmp_path: Path) -> None:
    """A file claiming a version no step upgrades from (0) is refused with a store error, not a crash."""
    path = copy_v1(tmp_path)
    query(path, "UPDATE meta SET value = '0' WHERE key = 'schema_version'")

    with pytest.raises(StoreError):
        EventStore.open(path)


def _newer_file(tmp_path: Path, journal_mode: str) -> Path:
    path = tmp_path / "future.throne"
    make_tournament(path, 3)
    query(path, "UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    set_journal_mode(path, journal_mode)
    assert sidecars(path) == []
    return path


def test_newer_schema_version_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    """Version 99 names the file, both versions and what to do; no copy is made."""
    path = _newer_file(tmp_path, "wal")

    with pytest.raises(SchemaVersionError) as raised:
        EventStore.open(path)

    assert str(raised.value) == (
        f"{path} was written by a newer Boggle Throne (file version 99, this app reads up to 4); "
        "update the app to open it"
    )
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("future")) == ["future.throne"]
    assert query(path, "SELECT value FROM meta WHERE key = 'schema_version'") == [("99",)]


@pytest.mark.parametrize("journal_mode", ["wal", "delete"])
def test_newer_schema_version_leaves_the_file_byte_identical(tmp_path: Path, journal_mode: str) -> None:
    """A refused newer file is not touched, whatever its journal mode."""
    path = _newer_file(tmp_path, journal_mode)
    before = path.read_bytes()

    with pytest.raises(SchemaVersionError):
        EventStore.open(path)

    assert path.read_bytes() == before
    assert sidecars(path) == []
