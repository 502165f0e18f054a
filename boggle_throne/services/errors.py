"""Errors the services report to the UI and the command line; each message is meant for a person."""

from __future__ import annotations

from boggle_throne.night.errors import ThroneError


class ServiceError(ThroneError):
    """Base of the errors the use cases report about files, documents and dictionaries."""


class DictionaryNameError(ServiceError, ValueError):
    """A dictionary name is unknown, taken or malformed."""


class GameDocumentError(ServiceError, ValueError):
    """A game document (the JSON the `score` command reads) is malformed."""


class TournamentFileError(ServiceError):
    """A tournament file that cannot be created or opened; the message says what to do."""


class StationOfflineError(TournamentFileError):
    """The night's server cannot be reached or stopped answering: the action was not saved.
    `reason` is the cause alone ("the server did not answer within 5 seconds")."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class NoNightThereError(TournamentFileError):
    """A database on a server that holds no night yet (one can be hosted there)."""


class NightDocumentError(ServiceError, ValueError):
    """A night document (the JSON list of actions `replay` reads) is malformed."""


class OutputRefusedError(ServiceError):
    """An output would overwrite the file it is made from, or a tournament file."""


class OutputFailedError(ServiceError):
    """An output could not be written (a full disk, a folder that cannot be written)."""
