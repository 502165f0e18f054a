"""Copying a night's log whole into a store that holds none yet, each action keeping its number and
chained by its hash to the one before, as if it had been appended there."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import cast

from sqlalchemy import Engine, Table, insert
from sqlalchemy.exc import SQLAlchemyError

from boggle_throne.store.chain import link, moment_text
from boggle_throne.store.errors import TournamentExistsError, WriteFailedError
from boggle_throne.store.failures import describe
from boggle_throne.store.schema import EventRow
from boggle_throne.store.stored_events import StoredEvent

_EVENTS = cast(Table, EventRow.__table__)  # type: ignore[attr-defined]
_ANY = f"SELECT max(seq) FROM {_EVENTS.name}"
_FOLLOW_ON = f"SELECT setval(pg_get_serial_sequence('{_EVENTS.name}', 'seq'), max(seq)) FROM {_EVENTS.name}"
"""On a server, the next action's number follows the last one copied."""


def import_log(engine: Engine, location: str, events: Sequence[StoredEvent]) -> None:
    """Insert `events` as they are, numbers included (undo and redo name actions by number); refused
    when the store already holds a night, or when an action of the log is damaged."""
    damaged = next((event for event in events if event.problem is not None), None)
    if damaged is not None:
        raise WriteFailedError(
            f"action {damaged.seq} of the log is damaged ({damaged.problem}); copy a backup"
        )
    rows = []
    previous = ""
    for event in events:
        payload = json.dumps(event.payload, sort_keys=True, separators=(",", ":"))
        moment = moment_text(event.recorded_at)
        previous = link(previous, event.seq, event.kind, event.station, moment, payload)
        row = {"seq": event.seq, "kind": event.kind, "payload": payload, "station": event.station}
        rows.append({**row, "recorded_at": event.recorded_at, "hash": previous})
    try:
        with engine.begin() as connection:
            if connection.exec_driver_sql(_ANY).scalar() is not None:
                raise TournamentExistsError(f"{location} already holds a night; choose an empty one")
            if rows:
                connection.execute(insert(_EVENTS), rows)
            if connection.dialect.name == "postgresql":
                connection.exec_driver_sql(_FOLLOW_ON)
    except SQLAlchemyError as error:
        raise WriteFailedError(f"{location} could not be written: {describe(error)}") from None
