"""Versions of the file layout and the steps that bring an older file up to date.

Version 1 kept the event log without the station an action came from; version 2 adds it (older
actions are attributed to the station "main") with an index on the action kind; version 3 adds the
word lists a file carries; version 4 chains each new action's hash to the one before (older actions
keep none) and, on a server, adds the functions stations append through.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from sqlalchemy import Connection, inspect, text

from boggle_throne.store.errors import NotATournamentError, SchemaVersionError
from boggle_throne.store.schema import FILE_KIND, WordListRow
from boggle_throne.store.server_functions import install

SCHEMA_VERSION = 4


def _add_station(connection: Connection) -> None:
    columns = {column["name"] for column in inspect(connection).get_columns("event")}
    if "station" not in columns:  # a step cut short earlier may have added it already
        connection.execute(text("ALTER TABLE event ADD COLUMN station VARCHAR(80) NOT NULL DEFAULT 'main'"))
    connection.execute(text("CREATE INDEX IF NOT EXISTS ix_event_kind ON event (kind)"))


def _add_word_lists(connection: Connection) -> None:
    WordListRow.__table__.create(connection, checkfirst=True)  # type: ignore[attr-defined]


def _add_hashes(connection: Connection) -> None:
    columns = {column["name"] for column in inspect(connection).get_columns("event")}
    if "hash" not in columns:
        connection.execute(text("ALTER TABLE event ADD COLUMN hash VARCHAR(64)"))
    if connection.dialect.name == "postgresql":
        install(connection)


MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _add_station, 2: _add_word_lists, 3: _add_hashes}
"""For each old version, the step that upgrades a file from it to the next version."""


def file_version(
    location: str, tables: Collection[str], meta: Mapping[str, object], newest_backup: Path | None
) -> int:
    """The layout version of a tournament, from its tables and metadata entries.

    Refuses what is not a tournament, a version no step upgrades from and one newer than this app.
    """
    value = meta.get("schema_version")
    ours = {"meta", "event"} <= set(tables) and meta.get("kind") == FILE_KIND
    if not ours or not (isinstance(value, str) and value.isascii() and value.isdigit()):
        raise NotATournamentError(location, "it is not a tournament file", newest_backup)
    version = int(value)
    if version > SCHEMA_VERSION:
        raise SchemaVersionError(
            f"{location} was written by a newer Boggle Throne (file version {version}, "
            f"this app reads up to {SCHEMA_VERSION}); update the app to open it"
        )
    if version < SCHEMA_VERSION and version not in MIGRATIONS:
        raise NotATournamentError(location, f"its file version {version} is unknown", newest_backup)
    return version


def migrate(connection: Connection, version: int) -> int:
    """Apply every step from `version` to the current one inside the caller's transaction."""
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](connection)
        version += 1
    return version
