"""The connections the store makes to a tournament file: a SQLAlchemy engine that writes safely, and
a plain read of the file as it lies on disk.

Kept apart from `EventStore` because how SQLite is driven (write-ahead log, every commit synced,
DDL inside transactions) is one concern, and what the store records is another.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import URL, Connection, Engine, create_engine, event

__all__ = ["begin_explicitly", "immutable", "sqlite_engine"]


def sqlite_engine(path: Path) -> Engine:
    """An engine on a tournament file: write-ahead log, each commit synced to disk."""
    engine = create_engine(URL.create("sqlite", database=str(path)))  # a name may hold "?" or "#"
    begin_explicitly(engine)

    @event.listens_for(engine, "connect")
    def _configure(connection: sqlite3.Connection, _record: object) -> None:
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")

    return engine


def begin_explicitly(engine: Engine) -> None:
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


def immutable(path: Path) -> sqlite3.Connection:
    """A connection that reads a file as it lies on disk, taking no locks and writing nothing."""
    return sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)
