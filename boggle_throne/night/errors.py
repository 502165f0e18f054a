"""The refusals of a night's rules; each message is meant for a person (a judge, an organiser)."""

from __future__ import annotations


class ThroneError(Exception):
    """Base of every error the app reports to a person: the night's refusals and the services' own."""


class ActionRefusedError(ThroneError, ValueError):
    """An action that would break the rules or the night's state; nothing was recorded."""


class UnknownNameError(ActionRefusedError, LookupError):
    """A player, round, table or game that the tournament does not have."""


class GameClosedError(ActionRefusedError):
    """An action on a game that is already closed (or not started)."""


class HeldWordsError(ActionRefusedError):
    """A game cannot be closed while a word is held for a ruling."""


class ListLockedError(ActionRefusedError):
    """A phone's list that can no longer change: time is up, or its player's turn to read began."""


class SettingsLockedError(ActionRefusedError):
    """A setting that would change finished games, once play has started."""


class NothingToUndoError(ActionRefusedError):
    """Undo with nothing left to undo, or redo with nothing undone."""


class BuiltUponError(NothingToUndoError):
    """Undo of an action another action has since built on (a later word in its game, a seating)."""


class ClockMoveError(ActionRefusedError):
    """A move of a game's clock its rule does not allow, e.g. from finished back to running."""
