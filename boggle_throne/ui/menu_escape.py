"""Esc out of a menu gives the keys back to the page.

Qt leaves the menu bar in its keyboard mode when a menu opened from the keys (Alt+F, F10) is closed
with Esc: the menu's title stays lit and every key typed next goes to the menu bar, not to the field
the judge was typing in. Once the last menu has closed, the bar is told Esc too, which ends that mode
and gives the focus back to the widget that had it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar


def return_keys_after_menus(bar: QMenuBar) -> None:
    """Make every menu of `bar` give the keys back to the page once it closes with no menu left open."""
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, lambda: _leave(bar)))


def _leave(bar: QMenuBar) -> None:
    """End the bar's keyboard mode if no menu replaced the one that closed (← and → open the next)."""
    if QApplication.activePopupWidget() is None and QApplication.focusWidget() is bar:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(bar, QKeyEvent(kind, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))
