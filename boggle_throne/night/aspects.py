"""The parts of a night a screen may show; every command names the aspects it changes."""

from __future__ import annotations

from enum import Enum


class Aspect(Enum):
    """A part of the night a screen may show; a change names the aspects it touched."""

    SETTINGS = "settings"
    ROSTER = "roster"
    SEATING = "seating"
    BOARD = "board"
    TIMER = "timer"
    WORDS = "words"
    RULINGS = "rulings"
    HOUSE_LISTS = "house_lists"
    GAME_CLOSED = "game_closed"
    STANDINGS = "standings"
    THRONE = "throne"
    HISTORY = "history"
    PHONES = "phones"
    """The words players write on their phones before they are read, and their invitations."""
    SIDE_GAMES = "side_games"
    """The side tables of the bar: their games, moves and outcomes."""
    PROJECTOR = "projector"
    """What the host pointed the projector at: a pinned view, the game it follows."""


EVERY_ASPECT = frozenset(Aspect)
"""What undo and redo change: anything the action they walk over had changed."""
