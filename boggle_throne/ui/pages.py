"""The pages of an open tournament in the judges' window.

A module of its own because both the window (its sidebar, menus and places) and the file actions (a
new file opens on Setup) name the pages, and the file actions must not import the window.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


class Page(Enum):
    """The pages of an open tournament, in the order of the sidebar and of Ctrl+1 … Ctrl+8; each
    value is the page's English title (`page_title` says it in the window's language)."""

    SETUP = str(QT_TRANSLATE_NOOP("Page", "Setup"))
    PLAYERS = str(QT_TRANSLATE_NOOP("Page", "Players"))
    ROUNDS = str(QT_TRANSLATE_NOOP("Page", "Rounds"))
    GAME = str(QT_TRANSLATE_NOOP("Page", "Game"))
    STANDINGS = str(QT_TRANSLATE_NOOP("Page", "Standings"))
    HOUSE_LISTS = str(QT_TRANSLATE_NOOP("Page", "House lists"))
    SIDE_GAMES = str(QT_TRANSLATE_NOOP("Page", "Side games"))
    LOG = str(QT_TRANSLATE_NOOP("Page", "Log"))


def page_title(page: Page) -> str:
    """The page's title as the sidebar, the View menu and the table of keys show it."""
    return QCoreApplication.translate("Page", page.value)
