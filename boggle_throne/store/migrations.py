"""Versions of the file layout and the steps that bring an older file up to date.

Version 1 kept the event log without the station an action came from; version 2 adds it (older
actions are attributed to the station "main") with an index on the action kind.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, inspect, text

SCHEMA_VERSION = 2


def _add_station(connection: Connection) -> None:
    columns = {column["name"] for column in inspect(connection).get_columns("event")}
    if "station" not in columns:  # a step cut short earlier may have added it already
        connection.execute(text("ALTER TABLE event ADD COLUMN station VARCHAR(80) NOT NULL DEFAULT 'main'"))
    connection.execute(text("CREATE INDEX IF NOT EXISTS ix_event_kind ON event (kind)"))


MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _add_station}
"""For each old version, the step that upgrades a file from it to the next version."""


def migrate(connection: Connection, version: int) -> int:
    """Apply every step from `version` to the current one inside the caller's transaction."""
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](connection)
        version += 1
    return version
