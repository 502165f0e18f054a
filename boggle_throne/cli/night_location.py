"""Where a command finds its night: a `.throne` file or a night on a PostgreSQL server
(`postgresql://user:password@host:port/database`), and what to say when the server cannot be
reached: which of host, port, role, password or database is wrong, never the password itself."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from boggle_throne.cli.common import library
from boggle_throne.cli.main import CommandLineError
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.store.errors import NotATournamentError
from boggle_throne.store.urls import (
    Trouble,
    named,
    readable_url,
    server_url,
    trouble,
    without_passwords,
)

Location = Path | str
"""A tournament file, or the `postgresql://…` URL of a night on a server."""
SERVER_URL = "postgresql://USER@HOST:PORT/DATABASE (the password from PGPASSFILE or PGPASSWORD)"
"""A server night's address as the commands' help and refusals spell it out."""


def location(text: str) -> Location:
    """A command-line argument as a night's location: a server URL stays text, anything else is a path."""
    return text if server_url(text) is not None else Path(text)


def server_location(text: str, refusal: str) -> str:
    """A command-line argument that must be a server's URL; `refusal` is the error when it is not."""
    where = location(text)
    if not isinstance(where, str):
        raise CommandLineError(refusal)
    return where


def shown(where: Location) -> str:
    """A night's location as a person reads it: a server's URL as `postgresql://user@host:port/db`."""
    return str(where) if isinstance(where, Path) else readable_url(where)


def open_night(where: Location, *, read_only: bool = False, station: str = "main") -> OpenNight:
    """Open a night (a file, or a night on a server) with the app's dictionaries; a server that cannot
    be reached is one line naming what is wrong."""
    try:
        return OpenNight.open(where, library=library(), station=station, read_only=read_only)
    except TournamentFileError as error:
        raise server_failure(where, error) from None


def server_failure(where: Location, error: Exception, doing: str = "open the night at") -> Exception:
    """The error to report for a failure on `where`: for a server, what is wrong with its address (the
    host, the port, the role, the password or the database) without the password; else `error` itself."""
    if not isinstance(where, str):
        return error
    problem = _problem(error)
    if problem is None:
        return CommandLineError(without_passwords(str(error)))
    return CommandLineError(f"cannot {doing} {shown(where)}: {_what_is_wrong(where, problem)}")


def _problem(error: BaseException) -> str | None:
    """The store's account of why a server's night could not be opened, found under `error`."""
    cause: BaseException | None = error
    while cause is not None:
        if isinstance(cause, NotATournamentError):
            return cause.problem
        cause = cause.__cause__ or cause.__context__
    return None


def _what_is_wrong(url: str, problem: str) -> str:
    parts = urlsplit(url)
    user = unquote(parts.username or "")
    host = parts.hostname or "localhost"
    port = parts.port or 5432
    database = unquote(parts.path.lstrip("/"))
    said = {
        Trouble.WRONG_PASSWORD: f'the password of role (user) "{user}" is wrong',
        Trouble.NO_PASSWORD: (
            f'role (user) "{user}" needs a password: set PGPASSFILE to its password file (the night '
            "server's script writes one per login) or PGPASSWORD to the password"
        ),
        Trouble.NO_ROLE: (
            f'there is no role (user) "{named("role", problem)}" on the server at {host}:{port}'
        ),
        Trouble.NO_DATABASE: (
            f'there is no database "{named("database", problem)}" on the server at {host}:{port}'
        ),
        Trouble.REFUSED: (
            f"nothing answers at port {port} of host {host}: is the port right, and the server running?"
        ),
        Trouble.UNKNOWN_HOST: f'the host "{host}" is not known: check its name',
        Trouble.NO_ANSWER: f"host {host} does not answer at port {port}: check the host and the port",
        Trouble.NOT_LET_IN: (
            f'the server at {host}:{port} does not let role "{user}" in to database "{database}" from here'
        ),
        Trouble.NO_ACCESS: f'role (user) "{user}" may not do this: {without_passwords(problem)}',
        Trouble.NOT_PERMITTED: f'role (user) "{user}" may not do this: {without_passwords(problem)}',
        Trouble.NO_NIGHT: f'database "{database}" holds no night (put one there with `boggle-throne host`)',
    }
    found = trouble(problem)
    return said[found] if found is not None else without_passwords(problem)
