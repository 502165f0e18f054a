"""Small helpers shared by the store tests: real files, inspected with the standard library's sqlite3."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from boggle_throne.store.chain import link
from boggle_throne.store.event_store import EventStore

DATA = Path(__file__).resolve().parent / "data"
V1_FILE = DATA / "v1.throne"
START = datetime(2026, 1, 10, 18, 0, tzinfo=UTC)


def copy_v1(folder: Path, name: str = "old.throne") -> Path:
    """A private copy of the version-1 file kept in the repo (never open the original)."""
    target = folder / name
    shutil.copyfile(V1_FILE, target)
    return target


def query(path: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    """Run one statement on a file with the standard library, commit, and return every row."""
    connection = sqlite3.connect(path)
    try:
        rows = connection.execute(sql, args).fetchall()
        connection.commit()
        return rows
    finally:
        connection.close()


def columns(path: Path, table: str) -> list[str]:
    """The column names of a table, in order."""
    return [row[1] for row in query(path, f"PRAGMA table_info({table})")]


def set_journal_mode(path: Path, mode: str) -> None:
    """Switch a file's journal mode (it is kept in the file header)."""
    assert query(path, f"PRAGMA journal_mode={mode}") == [(mode,)]


def make_tournament(path: Path, count: int, backups_at: tuple[int, ...] = ()) -> list[Path]:
    """A closed tournament file of `count` word events; backs up after the seqs in `backups_at`."""
    store = EventStore.create(path)
    made: list[Path] = []
    try:
        for seq in range(1, count + 1):
            payload = {"game": seq // 10, "word": f"word{seq:04d}", "points": seq % 11}
            assert store.append("word", payload, "main", START + timedelta(seconds=seq)).seq == seq
            if seq in backups_at:
                backup = store.backup(seq)
                assert backup is not None
                made.append(backup)
    finally:
        store.close()
    return made


def sidecars(path: Path) -> list[str]:
    """Files SQLite keeps beside a database (`-wal`, `-shm`, `-journal`) that exist now."""
    return sorted(p.name for p in path.parent.glob(f"{path.name}-*"))


def append_chained(path: Path, kind: str, payload: str, recorded_at: str, station: str = "main") -> None:
    """Write one action at the end of a file's log by hand, chained to the one before as the app
    chains its own (an action a newer or faulty app logged): it is then judged for what it holds,
    not reported as changed after it was recorded."""
    connection = sqlite3.connect(path)
    try:
        last = connection.execute("SELECT seq, hash FROM event ORDER BY seq DESC LIMIT 1").fetchone()
        seq = (last[0] if last else 0) + 1
        chained = link((last[1] or "") if last else "", seq, kind, station, recorded_at, payload)
        connection.execute(
            "INSERT INTO event (seq, kind, payload, station, recorded_at, hash) VALUES (?, ?, ?, ?, ?, ?)",
            (seq, kind, payload, station, recorded_at, chained),
        )
        connection.commit()
    finally:
        connection.close()
