"""Words held for a ruling, with one-key rulings: A approve, U uphold (with the reason shown), R reject."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict
from boggle_throne.engine.verdicts import likeliest_reason
from boggle_throne.services.views import GameView

RULING_KEYS = {Qt.Key.Key_A: Ruling.APPROVED, Qt.Key.Key_U: Ruling.UPHELD, Qt.Key.Key_R: Ruling.REJECTED}
_BUTTONS = (
    ("&Approve", Ruling.APPROVED, "The word stands although the dictionary lacks it"),
    ("&Uphold", Ruling.UPHELD, "The word is invalid, for the reason chosen; its reader loses its points"),
    ("&Reject", Ruling.REJECTED, "The challenge fails: the word stands"),
)
HeldWord = tuple[str, str]
"""A held word: the reader's name and the word."""


class HeldPanel(QWidget):
    """Lists the game's held words; a ruling on the selected one is one key or one click away."""

    ruling_requested = Signal(str, str, object, object)
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._verdicts: dict[HeldWord, Verdict] = {}
        self.title = QLabel("<b>Held for a ruling</b> · keys A, U, R")
        self.list = QListWidget()
        self.list.setAccessibleName("Held words")
        self.list.installEventFilter(self)
        self.list.currentRowChanged.connect(self._suggest_reason)
        self.reason = QComboBox()
        self.reason.setAccessibleName("Reason to uphold")
        self._reasons: list[InvalidReason] = [
            reason for reason in InvalidReason if reason is not InvalidReason.BANNED
        ]
        self.reason.addItems([reason.value for reason in self._reasons])
        buttons = QHBoxLayout()
        for text, ruling, tip in _BUTTONS:
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, r=ruling: self.rule_selected(r))
            buttons.addWidget(button)
        reason_row = QHBoxLayout()
        reason_row.addWidget(QLabel("Reason:"))
        reason_row.addWidget(self.reason, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        layout.addLayout(reason_row)
        layout.addLayout(buttons)

    def show_game(self, game: GameView | None, reopened: HeldWord | None = None) -> None:
        """The game's held words; `reopened` is a word of a closed game the judge is ruling on again."""
        held = (game.held if game is not None else ()) + ((reopened,) if reopened is not None else ())
        self._verdicts = {}
        if game is not None:
            for name, word in held:
                view = next((w for w in game.player(name).words if w.word == word), None)
                if view is not None:
                    self._verdicts[(name, word)] = view.verdict
        selected = self.selected()
        self.list.clear()
        for name, word in held:
            verdict = self._verdicts.get((name, word))
            why = f" — {verdict.value.replace('_', ' ')}" if verdict is not None else ""
            item = QListWidgetItem(f"{word.upper()}  ({name}){why}")
            item.setData(Qt.ItemDataRole.UserRole, (name, word))
            self.list.addItem(item)
        self.title.setText(
            f"<b>Held for a ruling ({len(held)})</b> · keys A, U, R"
            if held
            else "<b>Held for a ruling</b>: none"
        )
        rows = [
            i
            for i in range(self.list.count())
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == selected
        ]
        if held:
            self.list.setCurrentRow(rows[0] if rows else 0)
        self.setEnabled(bool(held))

    def selected(self) -> HeldWord | None:
        item = self.list.currentItem()
        return tuple(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def rule_selected(self, ruling: Ruling) -> None:
        held = self.selected()
        if held is None:
            return
        reason = self._reasons[self.reason.currentIndex()] if ruling is Ruling.UPHELD else None
        self.ruling_requested.emit(held[0], held[1], ruling, reason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                return False
            key = Qt.Key(event.key())
            if key in RULING_KEYS:
                self.rule_selected(RULING_KEYS[key])
                return True
            if key == Qt.Key.Key_Escape:
                self.leave.emit()
                return True
        return False

    def _suggest_reason(self, _row: int) -> None:
        held = self.selected()
        verdict = self._verdicts.get(held) if held is not None else None
        reason = likeliest_reason(verdict) if verdict is not None else InvalidReason.NOT_IN_DICTIONARY
        self.reason.setCurrentIndex(self._reasons.index(reason))
