"""The players of a new side table, typed one per line or separated by commas, with the night's
players offered as each name is begun."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QTextCursor
from PySide6.QtWidgets import QCompleter, QPlainTextEdit, QWidget

_SEPARATORS = re.compile(r"[,\n]")
_POPUP_KEYS = (Qt.Key.Key_Enter, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


def read_names(text: str) -> tuple[str, ...]:
    """The names typed, in seating order, blanks dropped."""
    return tuple(name.strip() for name in _SEPARATORS.split(text) if name.strip())


class NamesEdit(QPlainTextEdit):
    """A few lines for the players' names; the name being typed is completed from the night's players.

    Tab leaves the field (as in any form), so the whole dialog is worked from the keyboard; while the
    list of suggestions is open, Enter or Tab takes the suggestion.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setPlaceholderText(self.tr("Ann, Bob, Cat — or one name per line, in seating order (clockwise)"))
        self._model = QStringListModel(self)
        self.completer = QCompleter(self._model, self)
        self.completer.setWidget(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.activated.connect(self._take)

    def set_known(self, names: Sequence[str]) -> None:
        """The names offered: the night's players."""
        self._model.setStringList(sorted(names, key=str.casefold))

    def names(self) -> tuple[str, ...]:
        return read_names(self.toPlainText())

    def _begun(self) -> str:
        """The part of the name before the cursor, since the last comma or line break."""
        cursor = self.textCursor()
        before = self.toPlainText()[: cursor.position()]
        return _SEPARATORS.split(before)[-1].lstrip()

    def _take(self, name: str) -> None:
        """Put the chosen name in place of what was begun of it."""
        cursor = self.textCursor()
        cursor.movePosition(
            QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, len(self._begun())
        )
        cursor.insertText(name)
        self.setTextCursor(cursor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        popup = self.completer.popup()
        assert popup is not None  # a completer always has its popup
        if popup.isVisible() and event.key() in _POPUP_KEYS:
            event.ignore()  # the completer's popup takes it
            return
        super().keyPressEvent(event)
        begun = self._begun()
        if not event.text() or not begun:
            popup.hide()
            return
        self.completer.setCompletionPrefix(begun)
        if self.completer.completionCount() == 0 or (
            self.completer.completionCount() == 1 and self.completer.currentCompletion() == begun
        ):
            popup.hide()
            return
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        area = self.cursorRect()
        area.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8)
        self.completer.complete(area)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.completer.setWidget(self)
        super().focusInEvent(event)
