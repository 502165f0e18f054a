"""The refusals of the side games' referees; each message is meant for the people at the table."""

from __future__ import annotations


class SideGameError(Exception):
    """Base of every side-game error; its message is meant for a person."""


class IllegalMoveError(SideGameError, ValueError):
    """A move the rules forbid now; the game is left exactly as it was."""


class OutOfTurnError(IllegalMoveError):
    """A move by a player whose turn it is not, or a move the game does not wait for now."""


class RaiseTooLowError(IllegalMoveError):
    """A bid that does not raise the bid on the table."""


class ForbiddenBidError(IllegalMoveError):
    """A bid the rules forbid in its place whatever came before: ones opening a round of Liar's
    Dice, a word longer than four letters on a fresh hand of cards."""


class WrongRevealError(IllegalMoveError):
    """Revealed dice or cards that the players cannot hold (a face no held die has, a card not dealt)."""


class NotAvailableError(IllegalMoveError):
    """Dice or cards dealt, drawn or traded that are not where they are taken from."""


class GameOverError(IllegalMoveError):
    """A move after the game has a winner."""


class MalformedMoveError(IllegalMoveError):
    """A move whose form is wrong: an unknown action, a missing field, a value of the wrong type."""


class BadOptionError(SideGameError, ValueError):
    """An option the game does not have, or a value it cannot take."""


class UnknownSideGameError(SideGameError, LookupError):
    """No side game has that name."""


class SideDocumentError(SideGameError, ValueError):
    """A side-game document that cannot be read: not JSON, or without its game, players or moves."""
