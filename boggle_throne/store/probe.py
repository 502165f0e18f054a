"""A first look at a SQLite file that writes nothing to it and leaves nothing beside it.

Opening a file for writing switches it to a write-ahead log and recovers what a crash left in a
journal beside it: both change the file. So a file is first read with `immutable=1`, which takes no
locks and creates no `-wal` or `-shm` file, and is opened for writing only once it is known to be a
tournament this app can read. `immutable` ignores journals, so when SQLite left one beside the file
(after a crash, or while another program has it open) the look is taken at a private copy of the
file and its journal, recovered in a temporary folder.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from tempfile import TemporaryDirectory

JOURNAL_SUFFIXES = ("-wal", "-journal")
"""The files SQLite keeps beside a database that may hold committed actions."""


@dataclass(frozen=True, slots=True)
class Look:
    """What a file holds: the first problem its quick check found (None when sound), tables, metadata."""

    damage: str | None
    tables: frozenset[str]
    meta: dict[str, object]


@contextmanager
def settled(path: Path) -> Iterator[Path]:
    """A file holding every action committed to `path`: `path` itself unless a journal lies beside it."""
    journals = [path.with_name(path.name + suffix) for suffix in JOURNAL_SUFFIXES]
    present = [journal for journal in journals if journal.is_file()]
    if not present:
        yield path
        return
    with TemporaryDirectory(prefix="boggle-throne-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        for journal in present:
            shutil.copyfile(journal, Path(folder) / journal.name)
        with closing(sqlite3.connect(copy)) as connection:  # recovers the journal; closing folds it in
            connection.execute("SELECT count(*) FROM sqlite_master").fetchall()
        yield copy


def immutable(path: Path) -> sqlite3.Connection:
    """A connection that reads a file as it lies on disk, taking no locks and writing nothing."""
    return sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)


def look(path: Path) -> Look:
    """Check a file with no journal beside it and read its tables and metadata, without writing."""
    try:
        with closing(immutable(path)) as connection:
            connection.text_factory = _lenient_text  # a damaged page may echo bytes that are not UTF-8
            report = [
                line for (text,) in connection.execute("PRAGMA quick_check") for line in text.splitlines()
            ]
            if report != ["ok"]:
                return Look(_first_problem(report), frozenset(), {})
            found = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
            tables = frozenset(name for (name,) in found)
            meta: dict[str, object] = {}
            if "meta" in tables:
                columns = {row[1] for row in connection.execute("PRAGMA table_info(meta)")}
                if {"key", "value"} <= columns:
                    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
            return Look(None, tables, meta)
    except UnicodeDecodeError as error:  # SQLite's own message quoting a damaged schema's bytes
        return Look(_lenient_text(error.object), frozenset(), {})


def _lenient_text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace")


def _first_problem(report: list[str]) -> str:
    """One line for an organiser: the first problem and how many more there are."""
    problems = [line for line in report if line and not line.startswith("*** in database")]
    first, *rest = problems or report
    return f"{first}, and {len(rest)} more" if rest else first
