"""A night's server address, and what the database driver's refusals say is wrong with it.

Standard library only: the command line reads these before it loads anything of the database.
"""

from __future__ import annotations

import re
from enum import Enum
from urllib.parse import unquote, urlsplit

_PASSWORD_IN_URL = re.compile(r"(postgres(?:ql)?(?:\+\w+)?://[^:/@\s]*):[^@\s]*@")
_NO_NIGHT = "it holds no night yet"


def server_url(location: str) -> str | None:
    """The SQLAlchemy URL of a night on a PostgreSQL server named `postgresql://…`, or None for a file."""
    for scheme in ("postgresql://", "postgres://", "postgresql+psycopg://"):
        if location.startswith(scheme):
            return "postgresql+psycopg://" + location[len(scheme) :]
    return None


def without_passwords(text: str) -> str:
    """Text with the password of every server URL in it left out (it never reaches a screen)."""
    return _PASSWORD_IN_URL.sub(r"\1@", text)


class Trouble(Enum):
    """The part of a server's address a refusal to connect points at."""

    WRONG_PASSWORD = "wrong password"
    NO_PASSWORD = "no password"
    NO_ROLE = "no such role"
    NO_ACCESS = "role may not use the database"
    NO_DATABASE = "no such database"
    REFUSED = "nothing answers at the port"
    UNKNOWN_HOST = "unknown host"
    NO_ANSWER = "the host does not answer"
    NOT_LET_IN = "the server does not let this computer in"
    NOT_PERMITTED = "the role may not do this"
    NO_NIGHT = "the database holds no night"


def trouble(message: str) -> Trouble | None:
    """What a refusal to open a night on a server (the driver's message, or the store's) says is
    wrong, or None when it says nothing the address could fix."""
    checks: tuple[tuple[Trouble, bool], ...] = (
        (Trouble.WRONG_PASSWORD, "password authentication failed" in message),
        (Trouble.NO_PASSWORD, "no password supplied" in message),
        (Trouble.NO_ROLE, named("role", message) is not None),
        (Trouble.NO_ACCESS, "permission denied for database" in message),
        (Trouble.NO_DATABASE, named("database", message) is not None),
        (Trouble.REFUSED, "Connection refused" in message),
        (
            Trouble.UNKNOWN_HOST,
            any(
                sign in message
                for sign in ("translate host name", "resolve host", "Name or service not known")
            ),
        ),
        (
            Trouble.NO_ANSWER,
            any(
                sign in message.lower()
                for sign in ("timeout", "timed out", "no route to host", "unreachable")
            ),
        ),
        (Trouble.NOT_LET_IN, "no pg_hba.conf entry" in message),
        (Trouble.NOT_PERMITTED, "permission denied" in message),
        (Trouble.NO_NIGHT, _NO_NIGHT in message),
    )
    return next((kind for kind, found in checks if found), None)


def named(thing: str, message: str) -> str | None:
    """The role or database (`thing`) a "role … does not exist" refusal names, or None."""
    found = re.search(rf'{thing} "([^"]*)" does not exist', message)
    return found.group(1) if found is not None else None


def readable_url(url: str) -> str:
    """A server's URL as a person reads it: `postgresql://user@host:port/db`, without the password,
    the driver's name or the connection's options."""
    parts = urlsplit(url)
    user = f"{unquote(parts.username)}@" if parts.username else ""
    host = parts.hostname or "localhost"
    port = f":{parts.port}" if parts.port is not None else ""
    return f"postgresql://{user}{host}{port}{parts.path}"
