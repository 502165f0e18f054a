"""Precise exception types of the tournament domain; every message is meant for the organiser or a judge."""

from __future__ import annotations


class TournamentError(Exception):
    """Base of every error the tournament domain raises."""


class UnknownPlayerError(TournamentError, LookupError):
    """No player on the roster has the given id."""


class DuplicatePlayerError(TournamentError, ValueError):
    """A roster was built from players that share an id."""


class PlayerNameError(TournamentError, ValueError):
    """A display name is blank or already taken on the roster."""


class SeedRankError(TournamentError, ValueError):
    """A seed rank is not a positive integer or is already held by another player."""


class PlayerStatusError(TournamentError):
    """The player's status does not allow the operation (e.g. checking in a withdrawn player)."""


class FormatError(TournamentError, ValueError):
    """Format settings are invalid or cannot be played with the current field."""


class FinalTableTooLargeError(FormatError):
    """The qualifiers plus the defending champion do not fit at one final table."""


class NoProgressError(FormatError):
    """A table round would advance every player, so the field would never shrink to a final table."""


class SeatingError(TournamentError):
    """The players cannot be seated at tables within the size bounds (e.g. nobody to seat)."""


class UnknownRoundError(TournamentError, LookupError):
    """The tournament has no round with the given number."""


class UnknownTableError(TournamentError, LookupError):
    """The round has no table with the given number."""


class GameNumberError(TournamentError, ValueError):
    """A game number lies outside the games of the round (they are numbered from 1)."""


class ResultError(TournamentError, ValueError):
    """A game result is malformed."""


class NotSeatedError(ResultError):
    """A result names a player who is not seated in the round."""


class IncompleteResultsError(ResultError):
    """Advancement was asked for before every eligible player had a result for every game."""


class TieBreakError(TournamentError):
    """A tie-break result does not belong to a pending tie-break game or does not match its players."""


class TournamentStateError(TournamentError):
    """The operation does not fit the tournament's phase (e.g. a new round while tie-breaks are pending)."""


class BracketError(TournamentError):
    """A head-to-head bracket was given a bad field or a result for a match that cannot take it."""


class ThroneError(TournamentError):
    """The Throne's history refused a record (e.g. the winner was not a finalist)."""


class SeasonError(TournamentError, ValueError):
    """A season cannot be counted as asked: a merge naming nobody, one person twice at a table, one
    night twice."""
