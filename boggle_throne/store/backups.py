"""Backups of a tournament file: a consistent copy after each closed game, the last 20 kept.

The copy is made with SQLite's online backup API, so it is consistent even while the file is open.
It is written under a temporary name and renamed when complete, so a kill or a full disk never
leaves a half backup under a backup's name; and it is kept with a plain rollback journal, so
reading it never creates `-wal` or `-shm` files in the backups folder.
"""

from __future__ import annotations

import glob
import os
import sqlite3
from datetime import datetime
from pathlib import Path

KEEP = 20


def backup_dir(path: Path) -> Path:
    """The folder beside a tournament file that holds its backups."""
    return path.with_name(f"{path.name}.backups")


def is_backup(path: Path) -> bool:
    """Whether a file lies in a tournament's backups folder (and so must never be written)."""
    return path.parent.name.endswith(".throne.backups")


def backups(path: Path) -> list[Path]:
    """The backups of a tournament file, oldest first."""
    folder = backup_dir(path)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{glob.escape(path.stem)}-*.throne"))


def write_backup(source: sqlite3.Connection, path: Path, seq: int) -> Path:
    """Copy the open database to a new backup named by its last action, then prune to the newest `KEEP`."""
    folder = backup_dir(path)
    folder.mkdir(exist_ok=True)
    for stale in folder.glob(f".{glob.escape(path.stem)}-*.partial*"):  # left by a killed writer
        stale.unlink(missing_ok=True)
    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    target = folder / f"{path.stem}-{seq:07d}-{stamp}.throne"
    copy_database(source, target)
    for old in backups(path)[:-KEEP]:
        old.unlink(missing_ok=True)
    return target


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of an open database at `target`, made whole under a temporary name and
    renamed into place, with a plain rollback journal so that reading it leaves nothing beside it."""
    partial = target.with_name(f".{target.name}.partial")
    try:
        destination = sqlite3.connect(partial)
        try:
            source.backup(destination)
            destination.execute("PRAGMA journal_mode=DELETE")
        finally:
            destination.close()
        with partial.open("rb") as written:
            os.fsync(written.fileno())
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
