"""The word entry line: Enter records, Tab and Shift+Tab change reader, Up and Down pick a word."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget


class WordEntry(QLineEdit):
    """A line edit that keeps Tab for moving between readers instead of moving the focus.

    With the line empty, Ctrl+Z and Ctrl+Shift+Z go to the window's undo and redo of the night
    rather than to the line's own text undo.
    """

    next_reader = Signal()
    previous_reader = Signal()
    move_selection = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Word entry")

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.next_reader.emit()
                return True
            if event.key() == Qt.Key.Key_Backtab:
                self.previous_reader.emit()
                return True
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and not self.text()
            and (event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo))
        ):
            event.ignore()
            return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not event.modifiers():
            self.move_selection.emit(-1 if event.key() == Qt.Key.Key_Up else 1)
            return
        super().keyPressEvent(event)
