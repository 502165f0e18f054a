"""The entry lines of the judges' window, where a judge types what happens at a table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit


class NightEntry(QLineEdit):
    """A line the judge types into: ↑ and ↓ step through what the page lists (`stepped`). Ctrl+Z
    and Ctrl+Shift+Z with nothing of the line's own to take back go to the night's undo and redo
    (`history_keys`)."""

    stepped = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.stepped.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)
