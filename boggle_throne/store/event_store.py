"""The event log of one tournament, in a SQLite file (or any SQLAlchemy database URL).

Every action is appended in its own transaction and committed before `append` returns, so what a
judge saw confirmed survives a crash or a pulled plug. The log is never rewritten: undo and
corrections are new actions.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from sqlalchemy import URL, Connection, Engine, Table, create_engine, event, insert, inspect, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlmodel import SQLModel

from boggle_throne.store.backups import newest_backup, write_backup
from boggle_throne.store.errors import NotATournamentError, SchemaVersionError, TournamentExistsError
from boggle_throne.store.migrations import SCHEMA_VERSION, file_version, migrate
from boggle_throne.store.probe import look, settled
from boggle_throne.store.schema import FILE_KIND, EventRow, MetaEntry

_SQLITE_HEADER = b"SQLite format 3\x00"
_READ_LOG = "SELECT seq, kind, payload, station, recorded_at FROM event ORDER BY seq"
"""Plain SQL every engine reads: replaying a night reads tens of thousands of rows, and the driver's
own rows come several times faster than typed ORM results."""
_META = cast(Table, MetaEntry.__table__)  # type: ignore[attr-defined]
_EVENTS = cast(Table, EventRow.__table__)  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """One action read back from the log."""

    seq: int
    kind: str
    payload: dict[str, Any]
    station: str
    recorded_at: datetime


class EventStore:
    """The append-only log of one tournament and its metadata."""

    def __init__(self, engine: Engine, path: Path | None) -> None:
        self._engine = engine
        self._path = path

    @property
    def path(self) -> Path | None:
        """The tournament file, or None for a database server."""
        return self._path

    @classmethod
    def create(cls, path: Path) -> EventStore:
        """Start a new, empty tournament file; refuses to overwrite an existing one."""
        if path.exists():
            raise TournamentExistsError(f"{path} already exists; choose another name")
        store = cls(_sqlite_engine(path), path)
        store._initialise()
        return store

    @classmethod
    def open(cls, path: Path) -> EventStore:
        """Open a tournament file, upgrading an older layout after keeping a copy of it.

        The file is checked before it is opened for writing, so a refused one is left as it was.
        """
        location = str(path)
        newest = newest_backup(path)
        if not path.is_file():
            raise NotATournamentError(location, "there is no such file", newest)
        try:
            with path.open("rb") as file:
                header = file.read(len(_SQLITE_HEADER))
            if header != _SQLITE_HEADER:
                problem = "it is empty" if not header else "it is not a tournament file"
                raise NotATournamentError(location, problem, newest)
            with settled(path) as readable:
                found = look(readable)
                if found.damage is not None:
                    raise NotATournamentError(location, f"it is damaged ({found.damage})", newest)
                version = file_version(location, found.tables, found.meta, newest)
                if version < SCHEMA_VERSION:
                    shutil.copyfile(readable, path.with_name(f"{path.name}.v{version}"))
        except (sqlite3.Error, OSError) as error:
            raise NotATournamentError(location, _describe(error), newest) from None
        store = cls(_sqlite_engine(path), path)
        try:
            store._upgrade(version)
        except SQLAlchemyError as error:
            store.close()
            problem = f"its upgrade from version {version} failed ({_describe(error)})"
            raise NotATournamentError(location, problem, newest) from None
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
        self, kind: str, payload: dict[str, Any], station: str, recorded_at: datetime | None = None
    ) -> StoredEvent:
        """Record one action and commit it before returning."""
        recorded_at = recorded_at or datetime.now(UTC)
        text = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        row = {"kind": kind, "payload": text, "station": station, "recorded_at": recorded_at}
        with self._engine.begin() as connection:
            seq = connection.execute(insert(_EVENTS).values(row)).inserted_primary_key[0]  # type: ignore[index]
        return StoredEvent(seq, kind, json.loads(text), station, recorded_at)

    def events(self) -> list[StoredEvent]:
        """Every action, oldest first."""
        return list(self.iter_events())

    def iter_events(self) -> Iterator[StoredEvent]:
        """Every action, oldest first, read in one pass."""
        raw = self._engine.raw_connection()
        try:
            cursor = raw.cursor()
            cursor.execute(_READ_LOG)
            rows = cursor.fetchall()
            cursor.close()
        finally:
            raw.close()
        for seq, kind, payload, station, recorded_at in rows:
            yield StoredEvent(seq, kind, json.loads(payload), station, _timestamp(recorded_at))

    def backup(self, seq: int) -> Path | None:
        """Copy the file to its backup folder (SQLite files only); returns the copy's path."""
        if self._path is None:
            return None
        raw = self._engine.raw_connection()
        try:
            source = raw.driver_connection
            assert isinstance(source, sqlite3.Connection)
            return write_backup(source, self._path, seq)
        finally:
            raw.close()

    def close(self) -> None:
        """Release the file; the write-ahead log is folded back so the file can be copied alone."""
        self._engine.dispose()

    def _initialise(self) -> None:
        entries = [
            {"key": "kind", "value": FILE_KIND},
            {"key": "schema_version", "value": str(SCHEMA_VERSION)},
        ]
        with self._engine.begin() as connection:
            SQLModel.metadata.create_all(connection, tables=[_META, _EVENTS])
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
