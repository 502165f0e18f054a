"""Errors the services report to the UI and the command line; each message is meant for a person."""

from __future__ import annotations


class ServiceError(Exception):
    """Base of every error a use case reports."""


class DictionaryNameError(ServiceError, ValueError):
    """A dictionary name is unknown, taken or malformed."""


class GameDocumentError(ServiceError, ValueError):
    """A game document (the JSON the `score` command reads) is malformed."""


class ActionRefusedError(ServiceError, ValueError):
    """An action that would break the rules or the night's state; nothing was recorded."""


class UnknownNameError(ActionRefusedError, LookupError):
    """A player, round, table or game that the tournament does not have."""


class GameClosedError(ActionRefusedError):
    """An action on a game that is already closed (or not started)."""


class HeldWordsError(ActionRefusedError):
    """A game cannot be closed while a word is held for a ruling."""


class SettingsLockedError(ActionRefusedError):
    """A setting that would change finished games, once play has started."""


class NothingToUndoError(ActionRefusedError):
    """Undo with nothing left to undo, or redo with nothing undone."""


class TournamentFileError(ServiceError):
    """A tournament file that cannot be created or opened; the message says what to do."""


class NightDocumentError(ServiceError, ValueError):
    """A night document (the JSON list of actions `replay` reads) is malformed."""


class OutputRefusedError(ServiceError):
    """An output would overwrite the file it is made from, or a tournament file."""


class OutputFailedError(ServiceError):
    """An output could not be written (a full disk, a folder that cannot be written)."""
