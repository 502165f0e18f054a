"""Errors of the tournament file; each message is meant for an organiser."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Base of every storage error."""


class NotATournamentError(StoreError):
    """The file is missing, not a tournament, truncated or corrupt; the message names the newest backup."""

    def __init__(self, location: str, problem: str, newest_backup: Path | None) -> None:
        advice = (
            f"the newest backup is {newest_backup}"
            if newest_backup is not None
            else "there is no backup of it"
        )
        super().__init__(f"{location} cannot be opened as a tournament: {problem}; {advice}")
        self.location = location
        self.problem = problem
        self.newest_backup = newest_backup


class EmptyDatabaseError(NotATournamentError):
    """A database on a server that holds no night yet: a night can be hosted there."""

    def __init__(self, location: str) -> None:
        super().__init__(location, "it holds no night yet", None)


class SchemaVersionError(StoreError):
    """The file was written by a newer version of the app."""


class TournamentExistsError(StoreError):
    """A new tournament would overwrite an existing file."""


class FileLockedError(StoreError):
    """Another process (or window) has the file open for writing; the message names it."""


class ReadOnlyError(StoreError):
    """An action on a tournament opened for reading only (a backup, or by a reading command)."""


class WriteFailedError(StoreError):
    """The file could not be written (a full disk, a read-only file); nothing was recorded."""


class StaleWriteError(StoreError):
    """An action checked against a state another writer has moved past; it was not recorded."""

    def __init__(self, latest: int, after: int) -> None:
        super().__init__(
            f"another station recorded action {latest} after the {after} this one was checked "
            "against; nothing was recorded"
        )
        self.latest = latest
        self.after = after


class ReadFailedError(StoreError):
    """The log could not be read (a server that cannot be reached)."""


class ServerUnreachableError(StoreError):
    """The night's server cannot be reached, or stopped answering; nothing was recorded."""
