"""The event log of one tournament, in a SQLite file (or any SQLAlchemy database URL).

Every action is appended in its own transaction and committed before `append` returns, so what a
judge saw confirmed survives a crash or a pulled plug. The log is never rewritten: undo and
corrections are new actions, and each action carries a hash chained to the one before (`chain`), so
a log changed afterwards shows where.

`EventStore` is the store's one entry point; it leans on `tournament_file` (locking, checking and
naming files), `connections` (how SQLite and a server are driven), `stored_events` (reading the log
back), `server_functions` (what a server does itself: the append) and `word_lists` (the lists the
file carries).
"""

from __future__ import annotations

import glob
import json
import shutil
import sqlite3
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar, cast

from sqlalchemy import Connection, Engine, Table, create_engine, insert, inspect, make_url, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.pool import StaticPool
from sqlmodel import SQLModel

from boggle_throne.store.backups import copy_database, is_backup, write_backup
from boggle_throne.store.chain import first_break, link, moment_text
from boggle_throne.store.connections import begin_explicitly, server_engine, sqlite_engine
from boggle_throne.store.errors import (
    EmptyDatabaseError,
    NotATournamentError,
    ReadOnlyError,
    SchemaVersionError,
    ServerUnreachableError,
    StaleWriteError,
    TournamentExistsError,
    WriteFailedError,
)
from boggle_throne.store.failures import describe
from boggle_throne.store.log_import import import_log
from boggle_throne.store.migrations import SCHEMA_VERSION, file_version, migrate
from boggle_throne.store.probe import immutable, settled
from boggle_throne.store.schema import FILE_KIND, EventRow, MetaEntry
from boggle_throne.store.server_functions import (
    ANNOUNCEMENTS,
    APPEND,
    KEEP_WORD_LIST,
    STALE,
    STATION,
    TURN,
    install,
)
from boggle_throne.store.stored_events import StoredEvent, raw_rows, read_events, read_events_on
from boggle_throne.store.tournament_file import acquire, checked_version, newest_sound_backup, publish, sync
from boggle_throne.store.urls import readable_url
from boggle_throne.store.word_lists import (
    WORD_LISTS,
    add_word_list,
    pack,
    read_word_list,
    read_word_list_origin,
    word_list_names,
)
from boggle_throne.store.writer_lock import Holder, WriterLock

_META = cast(Table, MetaEntry.__table__)  # type: ignore[attr-defined]
_EVENTS = cast(Table, EventRow.__table__)  # type: ignore[attr-defined]
_LAST = f"SELECT seq, hash FROM {_EVENTS.name} ORDER BY seq DESC LIMIT 1"
"""A file's last action and its hash, asked before each append (plain SQL: it runs for every word)."""
_CHAIN = {
    "sqlite": f"SELECT seq, kind, station, recorded_at, payload, hash FROM {_EVENTS.name} ORDER BY seq",
    "postgresql": (
        "SELECT seq, kind, station, to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'), "
        "payload, hash "
        f"FROM {_EVENTS.name} ORDER BY seq"
    ),
}
"""Each action's fields as they are hashed: the time as the log stores it (`chain.MOMENT_FORMAT`)."""
_TABLES = [_META, _EVENTS, WORD_LISTS]
_RECONNECT_WITHIN = 1.0
"""A connection kept open that fails this quickly was already broken (the server restarted since):
the step is tried once more on a new one. A server that does not answer is not waited for twice."""
__all__ = ["ANNOUNCEMENTS", "EventStore", "FirstAction"]

T = TypeVar("T")


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
        self._server = engine.dialect.name == "postgresql"
        self._open: Connection | None = None
        """On a server, the connection kept open (autocommit: one round trip per statement)."""
        self._open_lock = threading.RLock()
        self._turn: Connection | None = None
        """During an exclusive turn on a server, its connection (in a transaction holding the lock)."""
        self._recorded_as: str | None = None

    @property
    def path(self) -> Path | None:
        """The tournament file, or None for a database server."""
        return self._path

    @property
    def server(self) -> str | None:
        """The URL of a night on a PostgreSQL server (password included, to connect a listener to
        it), or None for a file."""
        url = self._engine.url
        return url.render_as_string(hide_password=False) if url.get_backend_name() == "postgresql" else None

    @property
    def station(self) -> str | None:
        """The station the server records this login's actions as (a station's own login), or None
        when the name each append gives is recorded (a file, or the server's administrator)."""
        return self._recorded_as

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
        word_lists: Sequence[tuple[str, str, Sequence[str], Mapping[str, str]]] = (),
    ) -> EventStore:
        """A new tournament file holding the word lists it uses (sha256, name, words, origin) and its
        first action; refuses to overwrite an existing file.

        The file is made complete under a temporary name and then linked to its name, so a kill at
        any moment leaves either no file or a whole one.
        """
        lock = acquire(path, creating=True)
        try:
            if path.exists():
                raise TournamentExistsError(f"{path} already exists; choose another name")
            for stale in path.parent.glob(f".{glob.escape(path.name)}.draft-*"):  # a killed creation's
                shutil.rmtree(stale, ignore_errors=True)
            with tempfile.TemporaryDirectory(prefix=f".{path.name}.draft-", dir=path.parent) as folder:
                draft = Path(folder) / path.name
                store = cls(sqlite_engine(draft), draft, lock)
                try:
                    store._initialise()
                    for sha256, name, words, origin in word_lists:
                        store.keep_word_list(sha256, name, words, origin)
                    if first is not None:
                        store.append(first.kind, first.payload, first.station)
                finally:
                    store.close(keep_lock=True)
                sync(draft)
                publish(draft, path)
        except (SQLAlchemyError, sqlite3.Error, OSError) as error:
            lock.release()
            raise WriteFailedError(f"{path} could not be created: {describe(error)}") from None
        except BaseException:
            lock.release()
            raise
        return cls(sqlite_engine(path), path, lock)

    @classmethod
    def open(cls, path: Path, *, read_only: bool = False) -> EventStore:
        """Open a tournament file for writing (one writer at a time), upgrading an older layout
        after keeping a copy of it; or, with `read_only`, a snapshot of it that writes nothing.

        The file is checked before it is opened for writing, so a refused one is left as it was.
        A backup is always opened read-only: it must stay what it was when it was made.
        """
        if read_only or is_backup(path):
            return cls._snapshot(path)
        lock = acquire(path)
        try:
            version = checked_version(path, keep_old_copy=True)
            store = cls(sqlite_engine(path), path, lock)
            try:
                store._upgrade(version)
            except SQLAlchemyError as error:
                store.close()
                problem = f"its upgrade from version {version} failed ({describe(error)})"
                raise NotATournamentError(str(path), problem, newest_sound_backup(path)) from None
        except BaseException:
            lock.release()
            raise
        return store

    @classmethod
    def _snapshot(cls, path: Path) -> EventStore:
        """The file as it is now, copied into memory and upgraded there."""
        version = checked_version(path, keep_old_copy=False)
        memory = sqlite3.connect(":memory:", check_same_thread=False)
        try:
            with settled(path) as readable, closing(immutable(readable)) as source:
                source.backup(memory)
        except (sqlite3.Error, OSError) as error:
            memory.close()
            raise NotATournamentError(str(path), describe(error), newest_sound_backup(path)) from None
        engine = create_engine("sqlite://", creator=lambda: memory, poolclass=StaticPool)
        begin_explicitly(engine)
        store = cls(engine, path)  # no lock: never written
        store._upgrade(version)
        return store

    @classmethod
    def connect(cls, url: str, *, create: bool = False, read_only: bool = False) -> EventStore:
        """Use a database server given by a SQLAlchemy URL (shared by several judge stations);
        `read_only` for a role that may only read (the projector's), which writes nothing."""
        server = make_url(url).get_backend_name() == "postgresql"
        engine = server_engine(url) if server else create_engine(url, pool_pre_ping=True)
        if engine.dialect.name == "sqlite":
            begin_explicitly(engine)
        store = cls(engine, None)
        url = readable_url(url) if server else make_url(url).render_as_string(hide_password=True)
        store._writable = not read_only
        try:
            tables = set(inspect(engine).get_table_names())
            if create and tables:
                store._refuse_occupied(url, tables)
            if not create and not tables:
                raise EmptyDatabaseError(url)
            if create:
                store._initialise()
            else:
                version = store._version(url)
                if read_only and version != SCHEMA_VERSION:  # a reader must find the current layout
                    raise SchemaVersionError(
                        f"{store._location()} has an older layout; open it once from a judges' station"
                    )
                store._upgrade(version)
            if server and not read_only:  # a reader records nothing, and may not ask
                store._recorded_as = store._on_server(lambda c: c.exec_driver_sql(STATION, (None,)).scalar())
        except (SQLAlchemyError, ServerUnreachableError) as error:
            store.close()
            raise NotATournamentError(url, describe(error), None) from None
        except (NotATournamentError, SchemaVersionError, TournamentExistsError):
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
        if self._server:
            seq = self._on_server(
                lambda c: self._append_on_server(c, kind, text, station, recorded_at, after)
            )
            station = self._recorded_as or station
        else:
            seq = self._append_to_file(kind, text, station, recorded_at, after)
        return StoredEvent(seq, kind, json.loads(text), station, recorded_at)

    def _append_on_server(
        self, connection: Connection, kind: str, text: str, station: str, moment: datetime, after: int | None
    ) -> int:
        """One statement: the server's append function checks `after`, records, chains, announces."""
        aware = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
        try:
            seq = connection.exec_driver_sql(APPEND, (after, kind, text, station, aware)).scalar()
        except DBAPIError as error:
            if after is not None and getattr(error.orig, "sqlstate", None) == STALE:
                latest = getattr(getattr(error.orig, "diag", None), "message_detail", None)
                raise StaleWriteError(int(latest) if latest else after + 1, after) from None
            raise WriteFailedError(f"{self._location()} could not be written: {describe(error)}") from None
        except SQLAlchemyError as error:
            raise WriteFailedError(f"{self._location()} could not be written: {describe(error)}") from None
        assert isinstance(seq, int)
        return seq

    def _append_to_file(self, kind: str, text: str, station: str, moment: datetime, after: int | None) -> int:
        """In the file's own transaction: the check against `after`, then the row chained to the last."""
        try:
            with self._engine.begin() as connection:
                last = connection.exec_driver_sql(_LAST).first()
                latest, previous = (int(last[0]), last[1]) if last is not None else (0, None)
                if after is not None and latest != after:
                    raise StaleWriteError(latest, after)
                seq = latest + 1
                chained = link(previous or "", seq, kind, station, moment_text(moment), text)
                row = {"seq": seq, "kind": kind, "payload": text, "station": station, "recorded_at": moment}
                connection.execute(insert(_EVENTS).values({**row, "hash": chained}))
        except SQLAlchemyError as error:
            raise WriteFailedError(f"{self._location()} could not be written: {describe(error)}") from None
        return seq

    @contextmanager
    def turn(self, *, exclusive: bool = False) -> Iterator[None]:
        """The span in which a station reads what the others logged, checks its action and appends it
        with `after=`. Nothing is locked: the append itself refuses (`StaleWriteError`) when another
        station got in first, and the station does it again. On a server that is two round trips on
        the connection the store keeps open (the read, then the append function); on a file one
        program writes at a time anyway.

        `exclusive`, for a station that keeps losing the race: on a server, no other station appends
        until the turn ends (a lock only the roles that may append can take), and what was appended
        in it is committed as it ends."""
        if not (exclusive and self._server) or self._turn is not None:
            yield
            return
        with self._open_lock:
            try:
                with self._engine.connect() as connection, connection.begin():
                    connection.exec_driver_sql(TURN)
                    self._turn = connection
                    try:
                        yield
                    finally:
                        self._turn = None
            except SQLAlchemyError as error:
                raise WriteFailedError(
                    f"{self._location()} could not be written: {describe(error)}"
                ) from None

    def _on_server(self, step: Callable[[Connection], T]) -> T:
        """Run a step on the connection kept open to the server (or the exclusive turn's), one at a
        time: a station's threads share it. A kept connection found broken at once is replaced and
        the step tried once more."""
        with self._open_lock:
            if self._turn is not None:
                return step(self._turn)
            kept = self._open is not None
            started = time.monotonic()
            try:
                return self._on_open(step)
            except ServerUnreachableError:
                if not kept or time.monotonic() - started > _RECONNECT_WITHIN:
                    raise
            return self._on_open(step)

    def _on_open(self, step: Callable[[Connection], T]) -> T:
        if self._open is None:
            self._open = self._engine.connect().execution_options(isolation_level="AUTOCOMMIT")
        try:
            return step(self._open)
        except ServerUnreachableError:
            with suppress(SQLAlchemyError):
                self._open.invalidate()
                self._open.close()
            self._open = None
            raise

    def import_log(self, events: Sequence[StoredEvent]) -> None:
        """Take in another store's log whole, each action keeping its number (undo and redo name
        actions by number), into a store that holds none yet: a file's night hosted on a server, or
        a server's night fetched into a file."""
        self.require_writable()
        import_log(self._engine, self._location(), events)

    def keep_word_list(
        self, sha256: str, name: str, words: Sequence[str], origin: Mapping[str, str] | None = None
    ) -> None:
        """Carry a word list inside the file (compressed) with its language, source and licence, so
        the night opens anywhere and is always judged against the words it was played with; a list
        already kept is left alone."""
        self.require_writable()
        if self.word_list(sha256) is not None:
            return
        try:
            if self._server:  # stations may not write the table: the server's function keeps it
                packed = pack(words, origin)
                self._on_server(lambda c: c.exec_driver_sql(KEEP_WORD_LIST, (sha256, name, packed)))
            else:
                add_word_list(self._engine, sha256, name, words, origin)
        except SQLAlchemyError as error:
            raise WriteFailedError(f"{self._location()} could not be written: {describe(error)}") from None

    def word_list(self, sha256: str) -> list[str] | None:
        """The words of a list the file carries, or None if it carries none by that hash (or the
        copy is damaged: the caller then looks for the list elsewhere)."""
        return read_word_list(self._engine, sha256)

    def word_list_origin(self, sha256: str) -> dict[str, str]:
        """The language, source and licence a carried list was kept with (empty: not kept with them)."""
        return read_word_list_origin(self._engine, sha256)

    def word_lists(self) -> dict[str, str]:
        """The hash and name of each word list the file carries."""
        return word_list_names(self._engine)

    def events(self) -> list[StoredEvent]:
        """Every action, oldest first."""
        return list(self.iter_events())

    def iter_events(self, after: int = 0) -> Iterator[StoredEvent]:
        """Every action logged after number `after`, oldest first, read in one pass; a row damaged on
        disk comes back with its problem rather than stopping the read."""
        if self._server:
            yield from self._on_server(lambda connection: read_events_on(connection, after))
        else:
            yield from read_events(self._engine, after)

    def first_changed(self) -> int | None:
        """The number of the first action changed since it was recorded (by hand, or a bit flipped on
        disk): where the chain of hashes breaks; None when it holds (or the log cannot be read)."""
        query = _CHAIN[self._engine.dialect.name]
        try:
            if self._server:
                return self._on_server(
                    lambda connection: first_break(connection.exec_driver_sql(query).all())
                )
            # the bytes as stored: a flipped bit may not be UTF-8
            return first_break(raw_rows(self._engine, query, (), bytes))
        except (SQLAlchemyError, sqlite3.Error):
            return None

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
            raise WriteFailedError(f"the backup of {self._path} failed: {describe(error)}") from None
        finally:
            raw.close()

    def save_copy(self, target: Path) -> None:
        """Write a consistent copy of the tournament to `target` (a file another program writes is
        refused), whole or not at all; this store carries on with its own file."""
        lock = acquire(target, creating=True)
        try:
            raw = self._engine.raw_connection()
            try:
                source = raw.driver_connection
                assert isinstance(source, sqlite3.Connection)
                copy_database(source, target)
            finally:
                raw.close()
        except (sqlite3.Error, OSError) as error:
            raise WriteFailedError(f"{target} could not be written: {describe(error)}") from None
        finally:
            lock.release()

    def close(self, *, keep_lock: bool = False) -> None:
        """Release the file; the write-ahead log is folded back so the file can be copied alone."""
        with self._open_lock:
            if self._open is not None:
                self._open.close()
                self._open = None
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
            if connection.dialect.name == "postgresql":
                install(connection)

    def _version(self, location: str) -> int:
        tables = set(inspect(self._engine).get_table_names())
        meta: dict[str, object] = {}
        if {"meta", "event"} <= tables:
            with self._engine.connect() as connection:
                rows = connection.execute(select(_META.c.key, _META.c.value)).all()
                meta = {key: value for key, value in rows}
        return file_version(location, tables, meta, None)

    def _refuse_occupied(self, location: str, tables: set[str]) -> None:
        """Refuse to create a night where tables are already: a night's, or another program's."""
        try:
            self._version(location)
            ours = True
        except SchemaVersionError:  # a night of a newer version of the app
            ours = True
        except NotATournamentError:
            ours = False
        if ours:
            raise TournamentExistsError(f"{location} already holds a night; choose an empty one")
        found = ", ".join(sorted(tables)[:3]) + (", …" if len(tables) > 3 else "")
        raise TournamentExistsError(
            f"{location} holds another program's tables ({found}); host the night in an empty database"
        )

    def _upgrade(self, version: int) -> None:
        """Bring the layout up to date in one transaction: a failure leaves the file at its old version."""
        if version == SCHEMA_VERSION:
            return
        with self._engine.begin() as connection:
            migrate(connection, version)
            version_entry = _META.update().where(_META.c.key == "schema_version")
            connection.execute(version_entry.values(value=str(SCHEMA_VERSION)))
