"""The pages of an open tournament in the judges' window.

A module of its own because both the window (its sidebar, menus and places) and the file actions (a
new file opens on Setup) name the pages, and the file actions must not import the window.
"""

from __future__ import annotations

from enum import Enum


class Page(Enum):
    """The pages of an open tournament, in the order of the sidebar and of Ctrl+1 … Ctrl+8."""

    SETUP = "Setup"
    PLAYERS = "Players"
    ROUNDS = "Rounds"
    GAME = "Game"
    STANDINGS = "Standings"
    HOUSE_LISTS = "House lists"
    SIDE_GAMES = "Side games"
    LOG = "Log"
