"""The event log of one tournament, in a SQLite file (or any SQLAlchemy database URL).

Every action is appended in its own transaction and committed before `append` returns, so what a
judge saw confirmed survives a crash or a pulled plug. The log is never rewritten: undo and
corrections are new actions.
"""

from __future__ import annotations

import glob
import json
import lzma
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from sqlalchemy import URL, Connection, Engine, Table, create_engine, event, func, insert, inspect, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.pool import StaticPool
from sqlmodel import SQLModel

from boggle_throne.store.backups import copy_database, is_backup, newest_backup, write_backup
from boggle_throne.store.errors import (
    NotATournamentError,
    ReadOnlyError,
    SchemaVersionError,
    StaleWriteError,
    StoreError,
    TournamentExistsError,
    WriteFailedError,
)
from boggle_throne.store.files import SQLITE_HEADER
from boggle_throne.store.migrations import SCHEMA_VERSION, file_version, migrate
from boggle_throne.store.probe import look, settled
from boggle_throne.store.schema import FILE_KIND, EventRow, MetaEntry, WordListRow
from boggle_throne.store.writer_lock import Holder, WriterLock

_READ_LOG = "SELECT seq, kind, payload, station, recorded_at FROM event ORDER BY seq"
"""Plain SQL every engine reads: replaying a night reads tens of thousands of rows, and the driver's
own rows come several times faster than typed ORM results."""
_META = cast(Table, MetaEntry.__table__)  # type: ignore[attr-defined]
_EVENTS = cast(Table, EventRow.__table__)  # type: ignore[attr-defined]
_WORD_LISTS = cast(Table, WordListRow.__table__)  # type: ignore[attr-defined]
_TABLES = [_META, _EVENTS, _WORD_LISTS]


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """One action read back from the log; `problem` says why a damaged row cannot be read (its
    payload is then empty), so one bad row never hides the rest of the night."""

    seq: int
    kind: str
    payload: dict[str, Any]
    station: str
    recorded_at: datetime
    problem: str | None = None


@dataclass(frozen=True, slots=True)
class FirstAction:
    """The action a new file is created with, written in the same step as the file itself."""

    kind: str
    payload: dict[str, Any]
    station: str


class EventStore:
    """The append-only log of one tournament and its metadata."""

    def __init__(self, engine: Engine, path: Path | None, lock: WriterLock | None = None) -> None:
        self._engine = engine
        self._path = path
        self._lock = lock
        self._writable = path is None or lock is not None

    @property
    def path(self) -> Path | None:
        """The tournament file, or None for a database server."""
        return self._path

    @property
    def writable(self) -> bool:
        """False for a file opened only for reading (a reading command, or a backup)."""
        return self._writable

    @property
    def taken_over(self) -> Holder | None:
        """The holder of a stale lock this store took over when it opened the file."""
        return self._lock.taken_over if self._lock is not None else None

    @classmethod
    def create(
        cls,
        path: Path,
        first: FirstAction | None = None,
        word_lists: Sequence[tuple[str, str, Sequence[str]]] = (),
    ) -> EventStore:
        """A new tournament file holding the word lists it uses (sha256, name, words) and its first
        action; refuses to overwrite an existing file.

        The file is made complete under a temporary name and then linked to its name, so a kill at
        any moment leaves either no file or a whole one.
        """
        lock = _acquire(path, creating=True)
        try:
            if path.exists():
                raise TournamentExistsError(f"{path} already exists; choose another name")
            for stale in path.parent.glob(f".{glob.escape(path.name)}.draft-*"):  # a killed creation's
                shutil.rmtree(stale, ignore_errors=True)
            with tempfile.TemporaryDirectory(prefix=f".{path.name}.draft-", dir=path.parent) as folder:
                draft = Path(folder) / path.name
                store = cls(_sqlite_engine(draft), draft, lock)
                try:
                    store._initialise()
                    for sha256, name, words in word_lists:
                        store.keep_word_list(sha256, name, words)
                    if first is not None:
                        store.append(first.kind, first.payload, first.station)
                finally:
                    store.close(keep_lock=True)
                _sync(draft)
                _publish(draft, path)
        except (SQLAlchemyError, sqlite3.Error, OSError) as error:
            lock.release()
            raise WriteFailedError(f"{path} could not be created: {_describe(error)}") from None
        except BaseException:
            lock.release()
            raise
        return cls(_sqlite_engine(path), path, lock)

    @classmethod
    def open(cls, path: Path, *, read_only: bool = False) -> EventStore:
        """Open a tournament file for writing (one writer at a time), upgrading an older layout
        after keeping a copy of it; or, with `read_only`, a snapshot of it that writes nothing.

        The file is checked before it is opened for writing, so a refused one is left as it was.
        A backup is always opened read-only: it must stay what it was when it was made.
        """
        if read_only or is_backup(path):
            return cls._snapshot(path)
        lock = _acquire(path)
        try:
            version = _checked_version(path, keep_old_copy=True)
            store = cls(_sqlite_engine(path), path, lock)
            try:
                store._upgrade(version)
            except SQLAlchemyError as error:
                store.close()
                problem = f"its upgrade from version {version} failed ({_describe(error)})"
                raise NotATournamentError(str(path), problem, newest_sound_backup(path)) from None
        except BaseException:
            lock.release()
            raise
        return store

    @classmethod
    def _snapshot(cls, path: Path) -> EventStore:
        """The file as it is now, copied into memory and upgraded there."""
        version = _checked_version(path, keep_old_copy=False)
        memory = sqlite3.connect(":memory:", check_same_thread=False)
        try:
            with settled(path) as readable, closing(_immutable(readable)) as source:
                source.backup(memory)
        except (sqlite3.Error, OSError) as error:
            memory.close()
            raise NotATournamentError(str(path), _describe(error), newest_sound_backup(path)) from None
        engine = create_engine("sqlite://", creator=lambda: memory, poolclass=StaticPool)
        _begin_explicitly(engine)
        store = cls(engine, path)  # no lock: never written
        store._upgrade(version)
        return store

    @classmethod
    def connect(cls, url: str, *, create: bool = False) -> EventStore:
        """Use a database server given by a SQLAlchemy URL (shared by several judge stations)."""
        engine = create_engine(url)
        if engine.dialect.name == "sqlite":
            _begin_explicitly(engine)
        store = cls(engine, None)
        try:
            if create:
                store._initialise()
            else:
                store._upgrade(store._version(url))
        except SQLAlchemyError as error:
            store.close()
            raise NotATournamentError(url, _describe(error), None) from None
        except (NotATournamentError, SchemaVersionError):
            store.close()
            raise
        return store

    def append(
        self,
        kind: str,
        payload: dict[str, Any],
        station: str,
        recorded_at: datetime | None = None,
        *,
        after: int | None = None,
    ) -> StoredEvent:
        """Record one action and commit it before returning.

        `after` is the number of the last action of the state the action was checked against: if
        another writer has logged an action since, nothing is recorded and `StaleWriteError` says so.
        """
        self.require_writable()
        recorded_at = recorded_at or datetime.now(UTC)
        text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        row = {"kind": kind, "payload": text, "station": station, "recorded_at": recorded_at}
        try:
            with self._engine.begin() as connection:
                if after is not None:
                    latest = connection.execute(select(func.max(_EVENTS.c.seq))).scalar() or 0
                    if latest != after:
                        raise StaleWriteError(
                            f"another station recorded action {latest} after the {after} this one "
                            "was checked against; nothing was recorded"
                        )
                seq = connection.execute(insert(_EVENTS).values(row)).inserted_primary_key[0]  # type: ignore[index]
        except SQLAlchemyError as error:
            raise WriteFailedError(f"{self._location()} could not be written: {_describe(error)}") from None
        return StoredEvent(seq, kind, json.loads(text), station, recorded_at)

    def keep_word_list(self, sha256: str, name: str, words: Sequence[str]) -> None:
        """Carry a word list inside the file (compressed), so the night opens anywhere and is
        always judged against the words it was played with; a list already kept is left alone."""
        self.require_writable()
        if self.word_list(sha256) is not None:
            return
        packed = lzma.compress("".join(f"{word}\n" for word in words).encode())
        row = {"sha256": sha256, "name": name, "words": packed}
        try:
            with self._engine.begin() as connection:
                connection.execute(insert(_WORD_LISTS).values(row))
        except SQLAlchemyError as error:
            raise WriteFailedError(f"{self._location()} could not be written: {_describe(error)}") from None

    def word_list(self, sha256: str) -> list[str] | None:
        """The words of a list the file carries, or None if it carries none by that hash (or the
        copy is damaged: the caller then looks for the list elsewhere)."""
        with self._engine.connect() as connection:
            packed = connection.execute(
                select(_WORD_LISTS.c.words).where(_WORD_LISTS.c.sha256 == sha256)
            ).scalar()
        if not isinstance(packed, bytes):
            return None
        try:
            return lzma.decompress(packed).decode().splitlines()
        except (lzma.LZMAError, UnicodeDecodeError):
            return None

    def word_lists(self) -> dict[str, str]:
        """The hash and name of each word list the file carries."""
        with self._engine.connect() as connection:
            rows = connection.execute(select(_WORD_LISTS.c.sha256, _WORD_LISTS.c.name)).all()
        return {sha256: name for sha256, name in rows}

    def events(self) -> list[StoredEvent]:
        """Every action, oldest first."""
        return list(self.iter_events())

    def iter_events(self) -> Iterator[StoredEvent]:
        """Every action, oldest first, read in one pass; a row damaged on disk comes back with its
        problem rather than stopping the read."""
        try:
            rows = self._rows(str)
        except sqlite3.OperationalError:  # text that is not UTF-8: read bytes, decode row by row
            rows = self._rows(bytes)
        for row in rows:
            yield _stored(*row)

    def _rows(self, text: type[str] | type[bytes]) -> Sequence[Any]:
        raw = self._engine.raw_connection()
        driver = raw.driver_connection
        if isinstance(driver, sqlite3.Connection):
            driver.text_factory = text
        try:
            cursor = raw.cursor()
            cursor.execute(_READ_LOG)
            rows = cursor.fetchall()
            cursor.close()
            return rows
        finally:
            if isinstance(driver, sqlite3.Connection):
                driver.text_factory = str
            raw.close()

    def backup(self, seq: int) -> Path | None:
        """Copy the file to its backup folder (SQLite files only); returns the copy's path."""
        if self._path is None or not self._writable:
            return None
        raw = self._engine.raw_connection()
        try:
            source = raw.driver_connection
            assert isinstance(source, sqlite3.Connection)
            return write_backup(source, self._path, seq)
        except (sqlite3.Error, OSError) as error:
            raise WriteFailedError(f"the backup of {self._path} failed: {_describe(error)}") from None
        finally:
            raw.close()

    def save_copy(self, target: Path) -> None:
        """Write a consistent copy of the tournament to `target` (a file another program writes is
        refused), whole or not at all; this store carries on with its own file."""
        lock = _acquire(target, creating=True)
        try:
            raw = self._engine.raw_connection()
            try:
                source = raw.driver_connection
                assert isinstance(source, sqlite3.Connection)
                copy_database(source, target)
            finally:
                raw.close()
        except (sqlite3.Error, OSError) as error:
            raise WriteFailedError(f"{target} could not be written: {_describe(error)}") from None
        finally:
            lock.release()

    def close(self, *, keep_lock: bool = False) -> None:
        """Release the file; the write-ahead log is folded back so the file can be copied alone."""
        self._engine.dispose()
        if self._lock is not None and not keep_lock:
            self._lock.release()

    def require_writable(self) -> None:
        """Refuse, saying why, to write to a file opened for reading only (a backup, or a snapshot)."""
        if self._writable:
            return
        if self._path is not None and is_backup(self._path):
            raise ReadOnlyError(
                f"{self._path} is a backup, opened for reading only; copy it out of the backups folder "
                "to carry on from it (nothing was recorded)"
            )
        raise ReadOnlyError(f"{self._location()} is opened for reading only; nothing was recorded")

    def _location(self) -> str:
        return str(self._path) if self._path is not None else "the database"

    def _initialise(self) -> None:
        entries = [
            {"key": "kind", "value": FILE_KIND},
            {"key": "schema_version", "value": str(SCHEMA_VERSION)},
        ]
        with self._engine.begin() as connection:
            SQLModel.metadata.create_all(connection, tables=_TABLES)
            connection.execute(insert(_META), entries)

    def _version(self, location: str) -> int:
        tables = set(inspect(self._engine).get_table_names())
        meta: dict[str, object] = {}
        if {"meta", "event"} <= tables:
            with self._engine.connect() as connection:
                meta = dict(connection.execute(select(_META.c.key, _META.c.value)).tuples().all())
        return file_version(location, tables, meta, None)

    def _upgrade(self, version: int) -> None:
        """Bring the layout up to date in one transaction: a failure leaves the file at its old version."""
        if version == SCHEMA_VERSION:
            return
        with self._engine.begin() as connection:
            migrate(connection, version)
            version_entry = _META.update().where(_META.c.key == "schema_version")
            connection.execute(version_entry.values(value=str(SCHEMA_VERSION)))


def _acquire(path: Path, *, creating: bool = False) -> WriterLock:
    """The writer's lock of a file; a folder that cannot be written is refused in one line."""
    try:
        return WriterLock.acquire(path)
    except OSError as error:
        if creating:
            raise WriteFailedError(
                f"{path} cannot be created: {_describe(error)}; choose a folder you can write to"
            ) from None
        raise WriteFailedError(
            f"{path} cannot be opened for writing: {_describe(error)}; copy it to a folder you can write to"
        ) from None


def _checked_version(path: Path, *, keep_old_copy: bool) -> int:
    """The layout version of a file that is a sound tournament, checked without writing to it;
    a refusal names the newest backup that opens."""
    try:
        return _version_of(path, keep_old_copy=keep_old_copy)
    except NotATournamentError as error:
        raise NotATournamentError(error.location, error.problem, newest_sound_backup(path)) from None


def _version_of(path: Path, *, keep_old_copy: bool) -> int:
    """The layout version of a sound tournament file, or `NotATournamentError` saying what is wrong;
    an older layout is first copied to `<file>.v<version>` when it is about to be upgraded."""
    location = str(path)
    try:
        if not path.is_file():
            raise NotATournamentError(location, "there is no such file", None)
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
        if header != SQLITE_HEADER:
            problem = "it is empty" if not header else "it is not a tournament file"
            raise NotATournamentError(location, problem, None)
        with settled(path) as readable:
            found = look(readable)
            if found.damage is not None:
                raise NotATournamentError(location, f"it is damaged ({found.damage})", None)
            version = file_version(location, found.tables, found.meta, None)
            if version < SCHEMA_VERSION and keep_old_copy:
                shutil.copyfile(readable, path.with_name(f"{path.name}.v{version}"))
    except (sqlite3.Error, OSError) as error:
        raise NotATournamentError(location, _describe(error), None) from None
    return version


def newest_sound_backup(path: Path) -> Path | None:
    """The newest backup of a file that would open: a refusal never recommends a broken one."""
    return newest_backup(path, _is_sound)


def _is_sound(candidate: Path) -> bool:
    try:
        _version_of(candidate, keep_old_copy=False)
    except StoreError:  # not a tournament, or of a newer version
        return False
    return True


def _immutable(path: Path) -> sqlite3.Connection:
    """A connection that reads a file as it lies on disk, taking no locks and writing nothing."""
    return sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)


def _sync(path: Path) -> None:
    with path.open("rb") as file:
        os.fsync(file.fileno())


def _publish(draft: Path, path: Path) -> None:
    """Give a complete file its name, never replacing a file that appeared there meanwhile."""
    try:
        os.link(draft, path)
    except FileExistsError:
        raise TournamentExistsError(f"{path} already exists; choose another name") from None
    except OSError:  # a file system without hard links
        if path.exists():
            raise TournamentExistsError(f"{path} already exists; choose another name") from None
        os.rename(draft, path)
    if hasattr(os, "O_DIRECTORY"):
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _stored(seq: int, kind: Any, payload: Any, station: Any, recorded_at: Any) -> StoredEvent:
    """One row of the log as an action; a row damaged on disk is kept with what is wrong with it."""
    try:
        details = json.loads(payload)
        moment = _timestamp(recorded_at)
        if isinstance(details, dict) and isinstance(kind, str) and isinstance(station, str):
            return StoredEvent(seq, kind, details, station, moment)
    except (ValueError, TypeError, OverflowError, RecursionError):
        pass
    return _damaged(seq, kind, payload, station, recorded_at)


def _damaged(seq: int, kind: object, payload: object, station: object, recorded_at: object) -> StoredEvent:
    """A row that does not read as an action: what can be read of it, and its first problem."""
    problem = None
    details: dict[str, Any] = {}
    try:
        loaded = json.loads(payload) if isinstance(payload, str | bytes) else None
        if isinstance(loaded, dict):
            details = loaded
        else:
            problem = "its details are not a JSON object"
    except (ValueError, RecursionError):
        problem = "its details are not valid JSON"
    try:
        moment = _timestamp(_text(recorded_at) if isinstance(recorded_at, bytes) else recorded_at)  # type: ignore[arg-type]
    except (ValueError, TypeError, OverflowError):
        moment = datetime.fromtimestamp(0, UTC)
        problem = problem or "its time is not a valid time"
    return StoredEvent(int(seq), _text(kind), details, _text(station), moment, problem)


def _text(value: object) -> str:
    """A text column as read: bytes from SQLite (a damaged byte shows as �), text from a server."""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return value if isinstance(value, str) else repr(value)


def _sqlite_engine(path: Path) -> Engine:
    """An engine on a tournament file: write-ahead log, each commit synced to disk."""
    engine = create_engine(URL.create("sqlite", database=str(path)))  # a name may hold "?" or "#"
    _begin_explicitly(engine)

    @event.listens_for(engine, "connect")
    def _configure(connection: sqlite3.Connection, _record: object) -> None:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")

    return engine


def _begin_explicitly(engine: Engine) -> None:
    """Have every transaction on a SQLite engine start with BEGIN, so that DDL is inside it too.

    Python's sqlite3 driver begins a transaction only before data changes and runs `ALTER TABLE` and
    `CREATE INDEX` outside any; an upgrade cut short would then leave a half-changed layout.
    """

    @event.listens_for(engine, "connect")
    def _leave_transactions_to_us(connection: sqlite3.Connection, _record: object) -> None:
        connection.isolation_level = None

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN")


def _timestamp(value: datetime | str) -> datetime:
    """A stored time as an aware UTC datetime: SQLite returns the text it keeps, other drivers a
    datetime; the log writes UTC and the column keeps no zone."""
    moment = value if isinstance(value, datetime) else datetime.fromisoformat(value)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _describe(error: Exception) -> str:
    """The cause of a failure in one line for an organiser."""
    original = error.orig if isinstance(error, DBAPIError) else error
    if isinstance(original, OSError) and original.strerror:
        where = f" ({original.filename})" if original.filename else ""
        return f"{original.strerror.lower()}{where}"
    message = str(original).strip().partition("\n")[0].rstrip(".")
    if "not a database" in message or "malformed" in message:
        return "it is truncated or damaged"
    return message
