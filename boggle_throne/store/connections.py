"""The connections the store makes: to a tournament file, a SQLAlchemy engine that writes safely; to
a night on a server, an engine that never waits more than a few seconds for it.

Kept apart from `EventStore` because how SQLite and PostgreSQL are driven (write-ahead log, every
commit synced, DDL inside transactions; timeouts and keepalives) is one concern, and what the store
records is another.

A server that stops answering must not hang a station, nor a station that stops answering the
others. Each connection to a server therefore carries:

- libpq's `connect_timeout` and TCP keepalives, so a server gone from the network is noticed in
  seconds (the kernel's default is two hours);
- session settings (`options=-c …`): the server ends this station's transaction when it sits idle in
  it (a laptop put to sleep in the middle of its turn), and no statement waits for a lock or runs
  for long;
- a client-side deadline (`SilentServerError`): a server whose process is frozen still has its
  host's kernel acknowledge every packet, so nothing above notices; the station gives up waiting
  for an answer after `ANSWER_SECONDS` and closes the connection.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from sqlalchemy import URL, Connection, Engine, create_engine, event
from sqlalchemy.engine import ExceptionContext

from boggle_throne.store.errors import ServerUnreachableError
from boggle_throne.store.failures import describe

__all__ = [
    "ANSWER_SECONDS",
    "CONNECT_SECONDS",
    "SESSION_SETTINGS",
    "TCP_SETTINGS",
    "SilentServerError",
    "WatchedConnection",
    "begin_explicitly",
    "server_engine",
    "sqlite_engine",
]

CONNECT_SECONDS = 3
"""How long a station waits for a server to accept a connection before saying it cannot be reached."""
ANSWER_SECONDS = 5.0
"""How long a station waits for the server to answer a statement before it gives up on the
connection (longer than the server's own lock timeout, so a lock wait is told as such)."""
TCP_SETTINGS = {
    "keepalives": "1",
    "keepalives_idle": "5",
    "keepalives_interval": "2",
    "keepalives_count": "2",
    "tcp_user_timeout": "9000",
}
"""libpq's keepalives: a server gone from the network (a cable pulled) is noticed within some ten
seconds, not the kernel's two hours."""
SESSION_SETTINGS = {
    "idle_in_transaction_session_timeout": "3s",
    "lock_timeout": "4s",
    "statement_timeout": "5s",
}
"""Set on each of a station's sessions: if this station freezes in the middle of its turn, the server
ends its transaction (and the turn) after three seconds, so the others wait three seconds at most;
and a station gives up on a turn held longer (four), rather than wait on without end."""


class SilentServerError(psycopg.OperationalError):
    """The server took the statement and did not answer within `ANSWER_SECONDS` (a frozen process)."""


class WatchedConnection(psycopg.Connection[Any]):
    """A psycopg connection that waits at most `ANSWER_SECONDS` for each answer, then closes itself."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        if timeout is not None:  # a wait with a limit of its own (for notifications): not an answer
            return super().wait(gen, interval=interval, timeout=timeout)
        try:
            return super().wait(gen, interval=interval, timeout=ANSWER_SECONDS)
        except pg_errors._WaitTimeout:
            self.pgconn.finish()  # half an exchange behind: this connection cannot be used again
            raise SilentServerError(f"the server did not answer within {ANSWER_SECONDS:g} seconds") from None


def server_engine(url: str) -> Engine:
    """An engine on a night on a PostgreSQL server (see above: nothing waits on it for long); a
    failure to reach the server is raised as `ServerUnreachableError`."""
    options = " ".join(f"-c {name}={value}" for name, value in SESSION_SETTINGS.items())
    arguments = {"connect_timeout": CONNECT_SECONDS, "options": options, **TCP_SETTINGS}
    engine = create_engine(url, pool_pre_ping=True, connect_args=arguments)

    @event.listens_for(engine, "do_connect")
    def _watched(_dialect: object, _record: object, cargs: Any, cparams: dict[str, Any]) -> WatchedConnection:
        return WatchedConnection.connect(*cargs, **cparams)

    @event.listens_for(engine, "handle_error")
    def _unreachable(context: ExceptionContext) -> None:
        if context.is_pre_ping:  # the pool reconnects by itself after a failed ping
            return
        error = context.original_exception
        if isinstance(error, Exception) and unreachable(error, disconnect=context.is_disconnect):
            raise ServerUnreachableError(describe(error)) from None

    return engine


def unreachable(error: BaseException, *, disconnect: bool = False) -> bool:
    """Whether a driver's error means the server cannot be reached (rather than a refusal of it)."""
    if isinstance(error, SilentServerError) or disconnect:
        return True
    # a refusal comes from the server with its code; a failure to reach it comes with none
    return isinstance(error, psycopg.OperationalError) and error.sqlstate is None


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
