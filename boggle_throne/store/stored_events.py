"""The actions read back from the log, each as a `StoredEvent`, a damaged row included.

Reading is kept apart from `EventStore`'s writing because it has its own concern: reading tens of
thousands of rows fast, and turning a row damaged on disk into an action that says what is wrong
with it instead of stopping the read.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError

from boggle_throne.store.errors import ReadFailedError
from boggle_throne.store.failures import describe

__all__ = ["StoredEvent", "raw_rows", "read_events", "read_events_on"]

_READ_LOG = "SELECT seq, kind, payload, station, recorded_at FROM event WHERE seq > {} ORDER BY seq"
"""Plain SQL every engine reads: replaying a night reads tens of thousands of rows, and the driver's
own rows come several times faster than typed ORM results."""


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


def read_events(engine: Engine, after: int = 0) -> Iterator[StoredEvent]:
    """Every action logged after number `after`, oldest first, read in one pass; a row damaged on
    disk comes back with its problem rather than stopping the read."""
    failures: tuple[type[Exception], ...] = (SQLAlchemyError, *_driver_errors(engine))
    query = _READ_LOG.format("?" if engine.dialect.paramstyle == "qmark" else "%s")
    try:
        try:
            rows = raw_rows(engine, query, (after,), str)
        except sqlite3.OperationalError:  # text that is not UTF-8: read bytes, decode row by row
            rows = raw_rows(engine, query, (after,), bytes)
    except failures as error:  # a lost connection to a server
        raise ReadFailedError(f"the night's log could not be read: {describe(error)}") from None
    for row in rows:
        yield _stored(*row)


def read_events_on(connection: Connection, after: int = 0) -> list[StoredEvent]:
    """Every action logged after number `after`, on a connection kept open to a server: one
    statement, one round trip. A lost connection is left to the caller (it may reconnect)."""
    try:
        rows = connection.exec_driver_sql(_READ_LOG.format("%s"), (after,)).all()
    except SQLAlchemyError as error:
        raise ReadFailedError(f"the night's log could not be read: {describe(error)}") from None
    return [_stored(*row) for row in rows]


def _driver_errors(engine: Engine) -> tuple[type[Exception], ...]:
    """The database driver's own error class (a server's driver raises it for a lost connection)."""
    driver = getattr(engine.dialect, "loaded_dbapi", None)
    error = getattr(driver, "Error", None)
    return (error,) if isinstance(error, type) and issubclass(error, Exception) else ()


def raw_rows(
    engine: Engine, query: str, parameters: tuple[Any, ...], text: type[str] | type[bytes]
) -> Sequence[Any]:
    """A query's rows as the driver gives them (fast); from SQLite, its text columns as `text`."""
    raw = engine.raw_connection()
    driver = raw.driver_connection
    if isinstance(driver, sqlite3.Connection):
        driver.text_factory = text
    try:
        cursor = raw.cursor()
        cursor.execute(query, parameters)
        rows = cursor.fetchall()
        cursor.close()
        return rows
    finally:
        if isinstance(driver, sqlite3.Connection):
            driver.text_factory = str
        raw.close()


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


def _timestamp(value: datetime | str) -> datetime:
    """A stored time as an aware UTC datetime: SQLite returns the text it keeps, other drivers a
    datetime; the log writes UTC and the column keeps no zone."""
    moment = value if isinstance(value, datetime) else datetime.fromisoformat(value)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
