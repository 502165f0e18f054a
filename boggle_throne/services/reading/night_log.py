"""The file's log read as commands, and listed for the judges' Log page."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from boggle_throne.i18n import _
from boggle_throne.night.commands import COMMANDS, command_from_json
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.night.replay import Unreadable
from boggle_throne.night.state import Logged, Night
from boggle_throne.services.reading.views import LogEntry
from boggle_throne.store.stored_events import StoredEvent

_NOT_LISTED = ("plan", "roster", "throne")
"""Details too long for a line of the log (a round's seats, a carried roster and Throne)."""


def read_log(events: Iterable[StoredEvent]) -> Iterator[Logged | Unreadable]:
    """Each logged action as a command, or as unreadable with why (damaged on disk, or malformed)."""
    for event in events:
        if event.problem is not None:
            yield Unreadable(event.seq, event.kind, event.problem)
            continue
        try:
            command = command_from_json(event.kind, event.payload)
        except ActionRefusedError as error:
            known = event.kind in COMMANDS
            why = str(error) if known else _("{kind} is not a kind of action").format(kind=repr(event.kind))
            yield Unreadable(event.seq, event.kind, why)
        else:
            yield Logged(event.seq, command, event.recorded_at, event.station)


def log_entries(
    night: Night, events: Iterable[StoredEvent], commands: Sequence[Logged | Unreadable]
) -> tuple[LogEntry, ...]:
    """Every recorded action (`commands`: the same actions as commands), newest last, marked whether it
    is still in force."""
    in_force = {logged.seq for logged in night.history.done}
    names = night.names()
    entries = []
    for event, read in zip(events, commands, strict=True):
        details = {k: v for k, v in event.payload.items() if k not in _NOT_LISTED}
        if isinstance(details.get("player"), int):
            details["player"] = names.get(details["player"], details["player"])
        kept = night.not_applied.get(event.seq)
        why = kept.why if kept is not None else None
        steps = isinstance(read, Logged) and not read.command.UNDOABLE
        entries.append(
            LogEntry(
                event.seq,
                event.kind,
                event.station,
                event.recorded_at.isoformat(timespec="seconds"),
                ", ".join(f"{key}={value}" for key, value in details.items()),
                why is None and (event.seq in in_force or steps),
                details,
                read.command.describe(names) if isinstance(read, Logged) else "",
                read.command if isinstance(read, Logged) else None,
                why,
            )
        )
    return tuple(entries)
