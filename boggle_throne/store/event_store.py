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

from sqlalchemy import Engine, Table, create_engine, event, insert, inspect, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlmodel import Session, SQLModel

from boggle_throne.store.backups import newest_backup, write_backup
from boggle_throne.store.errors import NotATournamentError, SchemaVersionError, TournamentExistsError
from boggle_throne.store.migrations import SCHEMA_VERSION, migrate
from boggle_throne.store.schema import FILE_KIND, EventRow, MetaEntry

_SQLITE_HEADER = b"SQLite format 3\x00"
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
        """Open a tournament file, upgrading an older layout after keeping a copy of it."""
        location = str(path)
        if not path.is_file():
            raise NotATournamentError(location, "there is no such file", newest_backup(path))
        with path.open("rb") as file:
            header = file.read(len(_SQLITE_HEADER))
        if header != _SQLITE_HEADER:
            problem = "it is empty" if not header else "it is not a tournament file"
            raise NotATournamentError(location, problem, newest_backup(path))
        engine = _sqlite_engine(path)
        try:
            with engine.connect() as connection:
                check = connection.exec_driver_sql("PRAGMA quick_check").scalar()
            if check != "ok":
                raise NotATournamentError(location, f"it is damaged ({check})", newest_backup(path))
            store = cls(engine, path)
            version = store._version(location)
            if version < SCHEMA_VERSION:
                shutil.copy2(path, path.with_name(f"{path.name}.v{version}"))
                store._upgrade(version)
        except SQLAlchemyError as error:
            engine.dispose()
            raise NotATournamentError(location, _describe(error), newest_backup(path)) from None
        except (NotATournamentError, SchemaVersionError):
            engine.dispose()
            raise
        return store

    @classmethod
    def connect(cls, url: str, *, create: bool = False) -> EventStore:
        """Use a database server given by a SQLAlchemy URL (shared by several judge stations)."""
        store = cls(create_engine(url), None)
        try:
            if create:
                store._initialise()
            else:
                store._upgrade(store._version(url))
        except SQLAlchemyError as error:
            store.close()
            raise NotATournamentError(url, _describe(error), None) from None
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
        columns = [_EVENTS.c[name] for name in ("seq", "kind", "payload", "station", "recorded_at")]
        with self._engine.connect() as connection:
            rows = connection.execute(select(*columns).order_by(_EVENTS.c.seq))
            for seq, kind, payload, station, recorded_at in rows:
                yield StoredEvent(seq, kind, json.loads(payload), station, recorded_at)

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
        SQLModel.metadata.create_all(self._engine, tables=[_META, _EVENTS])
        with Session(self._engine) as session:
            session.add(MetaEntry(key="kind", value=FILE_KIND))
            session.add(MetaEntry(key="schema_version", value=str(SCHEMA_VERSION)))
            session.commit()

    def _version(self, location: str) -> int:
        tables = set(inspect(self._engine).get_table_names())
        if not {"meta", "event"} <= tables:
            raise NotATournamentError(location, "it is not a tournament file", self._newest_backup())
        with self._engine.connect() as connection:
            meta = {key: value for key, value in connection.execute(select(_META.c.key, _META.c.value))}
        if meta.get("kind") != FILE_KIND or not meta.get("schema_version", "").isdigit():
            raise NotATournamentError(location, "it is not a tournament file", self._newest_backup())
        version = int(meta["schema_version"])
        if version > SCHEMA_VERSION:
            raise SchemaVersionError(
                f"{location} was written by a newer Boggle Throne (file version {version}, "
                f"this app reads up to {SCHEMA_VERSION}); update the app to open it"
            )
        return version

    def _upgrade(self, version: int) -> None:
        if version == SCHEMA_VERSION:
            return
        with self._engine.begin() as connection:
            migrate(connection, version)
            version_entry = _META.update().where(_META.c.key == "schema_version")
            connection.execute(version_entry.values(value=str(SCHEMA_VERSION)))

    def _newest_backup(self) -> Path | None:
        return newest_backup(self._path) if self._path is not None else None


def _sqlite_engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _configure(connection: sqlite3.Connection, _record: object) -> None:
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()

    return engine


def _describe(error: SQLAlchemyError) -> str:
    original = error.orig if isinstance(error, DBAPIError) else error
    message = str(original).strip().rstrip(".")
    if "not a database" in message or "malformed" in message:
        return "it is truncated or damaged"
    return message
