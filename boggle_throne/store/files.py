"""What lies at a path, as far as the tournament files are concerned, seen without opening it."""

from __future__ import annotations

from pathlib import Path

from boggle_throne.store.backups import is_backup
from boggle_throne.store.probe import JOURNAL_SUFFIXES

SQLITE_HEADER = b"SQLite format 3\x00"
TOURNAMENT_SUFFIX = ".throne"


def holds_a_database(path: Path) -> bool:
    """Whether `path` is, or may become, a tournament (or any SQLite database), or belongs to one:
    such a file is never written over by an export or a printout."""
    if path.suffix == TOURNAMENT_SUFFIX or is_backup(path):
        return True
    if any(path.name.endswith(suffix) for suffix in (*JOURNAL_SUFFIXES, "-shm", ".lock")):
        return True
    try:
        with path.open("rb") as file:
            return file.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False
