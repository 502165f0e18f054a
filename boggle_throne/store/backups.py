"""Backups of a tournament file: a consistent copy after each closed game, the last 20 kept.

The copy is made with SQLite's online backup API, so it is consistent even while the file is open.
"""

from __future__ import annotations

import glob
import sqlite3
from datetime import datetime
from pathlib import Path

KEEP = 20


def backup_dir(path: Path) -> Path:
    """The folder beside a tournament file that holds its backups."""
    return path.with_name(f"{path.name}.backups")


def backups(path: Path) -> list[Path]:
    """The backups of a tournament file, oldest first."""
    folder = backup_dir(path)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{glob.escape(path.stem)}-*.throne"))


def newest_backup(path: Path) -> Path | None:
    """The most recent backup of a tournament file, if there is one."""
    found = backups(path)
    return found[-1] if found else None


def write_backup(source: sqlite3.Connection, path: Path, seq: int, keep: int = KEEP) -> Path:
    """Copy the open database to a new backup named by its last action, then prune to the newest `keep`."""
    folder = backup_dir(path)
    folder.mkdir(exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    target = folder / f"{path.stem}-{seq:07d}-{stamp}.throne"
    destination = sqlite3.connect(target)
    try:
        source.backup(destination)
    finally:
        destination.close()
    for old in backups(path)[:-keep]:
        old.unlink(missing_ok=True)
    return target
