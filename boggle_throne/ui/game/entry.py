"""The word entry line: Enter records, Tab and Shift+Tab change reader, Up and Down pick a word."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from boggle_throne.ui.night_entry import NightEntry


class WordEntry(NightEntry):
    """The word entry, which keeps Tab for moving between readers instead of moving the focus; ↑ and
    ↓ pick one of the current reader's words (`stepped`)."""

    next_reader = Signal()
    previous_reader = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Word entry"))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.next_reader.emit()
                return True
            if event.key() == Qt.Key.Key_Backtab:
                self.previous_reader.emit()
                return True
        return super().event(event)
