"""Where a command finds its night: a `.throne` file or a night on a PostgreSQL server
(`postgresql://user:password@host:port/database`), and what to say when the server cannot be
reached: which of host, port, role, password or database is wrong, never the password itself."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from boggle_throne.cli.common import library
from boggle_throne.cli.main import PASSWORD_IN_URL, CommandLineError
from boggle_throne.services.errors import TournamentFileError
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.store.connections import server_url
from boggle_throne.store.errors import NotATournamentError

Location = Path | str
"""A tournament file, or the `postgresql://…` URL of a night on a server."""


def location(text: str) -> Location:
    """A command-line argument as a night's location: a server URL stays text, anything else is a path."""
    return text if server_url(text) is not None else Path(text)


def is_server(where: Location) -> bool:
    return isinstance(where, str)


def without_password(text: str) -> str:
    """Text with the password of every server URL in it left out."""
    return PASSWORD_IN_URL.sub(r"\1@", text)


def shown(where: Location) -> str:
    """A night's location as a person reads it: a server's URL as `postgresql://user@host:port/db`."""
    if isinstance(where, Path):
        return str(where)
    parts = urlsplit(where)
    user = f"{unquote(parts.username)}@" if parts.username else ""
    host = parts.hostname or "localhost"
    port = f":{parts.port}" if parts.port is not None else ""
    return f"postgresql://{user}{host}{port}{parts.path}"


def open_night(where: Location, *, read_only: bool = False, station: str = "main") -> TournamentService:
    """Open a night (a file, or a night on a server) with the app's dictionaries; a server that cannot
    be reached is one line naming what is wrong."""
    try:
        return TournamentService.open(where, library=library(), station=station, read_only=read_only)
    except TournamentFileError as error:
        raise server_failure(where, error) from None


def server_failure(where: Location, error: Exception, doing: str = "open the night at") -> Exception:
    """The error to report for a failure on `where`: for a server, what is wrong with its address (the
    host, the port, the role, the password or the database) without the password; else `error` itself."""
    if not isinstance(where, str):
        return error
    problem = _problem(error)
    if problem is None:
        return CommandLineError(without_password(str(error)))
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
    if "password authentication failed" in problem:
        return f'the password of role (user) "{user}" is wrong'
    if "no password supplied" in problem:
        return f'role (user) "{user}" needs a password: postgresql://{user}:PASSWORD@{host}:{port}/{database}'
    role = re.search(r'role "([^"]*)" does not exist', problem)
    if role is not None:
        return f'there is no role (user) "{role.group(1)}" on the server at {host}:{port}'
    missing = re.search(r'database "([^"]*)" does not exist', problem)
    if missing is not None:
        return f'there is no database "{missing.group(1)}" on the server at {host}:{port}'
    if "Connection refused" in problem:
        return f"nothing answers at port {port} of host {host}: is the port right, and the server running?"
    if any(
        sign in problem
        for sign in ("could not translate host name", "failed to resolve host", "Name or service not known")
    ):
        return f'the host "{host}" is not known: check its name'
    if "timeout" in problem.lower() or "timed out" in problem:
        return f"host {host} does not answer at port {port}: check the host and the port"
    if "no pg_hba.conf entry" in problem:
        return f'the server at {host}:{port} does not let role "{user}" in to database "{database}" from here'
    if "permission denied" in problem:
        return f'role (user) "{user}" may not do this: {without_password(problem)}'
    if "meta_pkey" in problem:  # hosting on a database that holds a night already
        return f'database "{database}" already holds a night; choose an empty one'
    if "it is not a tournament file" in problem:
        return f'database "{database}" holds no night (put one there with `boggle-throne host`)'
    return without_password(problem)
