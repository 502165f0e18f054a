"""Ctrl+Z and Ctrl+Shift+Z reach the night's undo and redo from every field of a window.

A text field takes these keys for its own typing; the judge, though, expects them to take back the
night's last action. A field keeps them only while it has typing of its own to take back or bring
back: text in it and an undo (or redo) step of its own. An empty field, or one whose text was set
by the page (a spin box's value, a field cleared after its name was added), passes them on to the
window's Undo and Redo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from shiboken6 import isValid

_REDO = QKeySequence("Ctrl+Shift+Z")


def _has_own_step(field: QWidget, undo: bool) -> bool:
    """Whether a focused field has typing of its own that the key would take back (or bring back)."""
    if isinstance(field, QAbstractSpinBox | QComboBox):
        line = field.findChild(QLineEdit)
        return line is not None and _has_own_step(line, undo)
    if isinstance(field, QLineEdit):
        step = field.isUndoAvailable() if undo else field.isRedoAvailable()
        return bool(field.text()) and not field.isReadOnly() and step
    if isinstance(field, QTextEdit | QPlainTextEdit):
        document = field.document()
        step = document.isUndoAvailable() if undo else document.isRedoAvailable()
        return not document.isEmpty() and not field.isReadOnly() and step
    return True  # not a text field: its keys are its own


class NightHistoryKeys(QObject):
    """Watches the focused field of `window` and lets its Undo and Redo keys through to the window's
    actions when the field has no typing of its own to take back."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def _follow_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and isValid(old):  # a field being deleted may hand the focus on
            old.removeEventFilter(self)
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        undo = event.matches(QKeySequence.StandardKey.Undo)
        redo = event.matches(QKeySequence.StandardKey.Redo) or _matches(event, _REDO)
        if not (undo or redo) or not isinstance(watched, QWidget) or _has_own_step(watched, undo):
            return False
        event.ignore()  # not the field's: the shortcut (the window's Undo or Redo) gets the key
        return True


def _matches(event: QKeyEvent, keys: QKeySequence) -> bool:
    return QKeySequence(event.keyCombination()) == keys
