"""Words held for a ruling, with one-key rulings: A approve, U uphold (with the reason shown), R reject."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
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
from boggle_throne.i18n import _
from boggle_throne.presentation.verdict_styles import VERDICT_STYLES
from boggle_throne.services.reading.views import GameView

RULING_KEYS = {Qt.Key.Key_A: Ruling.APPROVED, Qt.Key.Key_U: Ruling.UPHELD, Qt.Key.Key_R: Ruling.REJECTED}
HeldWord = tuple[str, str]
"""A held word: the reader's name and the word."""


class HeldPanel(QWidget):
    """Lists the game's held words; a ruling on the selected one is one key or one click away.

    The word about to be ruled is named above the keys, and the reason an uphold takes is picked with
    its number key (1 … 7), so a judge never rules blind nor reaches for the mouse.
    """

    ruling_requested = Signal(str, str, object, object)
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._verdicts: dict[HeldWord, Verdict] = {}
        self.title = QLabel(self.tr("<b>Held for a ruling</b> · keys A, U, R"))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Held words"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.installEventFilter(self)
        self.list.currentRowChanged.connect(self._show_selected)
        self.target = QLabel()
        self.target.setWordWrap(True)
        self.target.setAccessibleName(self.tr("Word about to be ruled"))
        self.reasons = QListWidget()
        self.reasons.setAccessibleName(self.tr("Reason to uphold (number keys)"))
        self.reasons.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._reasons = tuple(reason for reason in InvalidReason if reason is not InvalidReason.BANNED)
        self.reasons.addItems([f"{number}  {reason.label}" for number, reason in enumerate(self._reasons, 1)])
        self.reasons.setFixedHeight(self.reasons.sizeHintForRow(0) * len(self._reasons) + 6)
        buttons = QHBoxLayout()
        for text, ruling, tip in (
            (
                self.tr("&Approve"),
                Ruling.APPROVED,
                self.tr("The word stands although the dictionary lacks it"),
            ),
            (
                self.tr("&Uphold"),
                Ruling.UPHELD,
                self.tr("The word is invalid, for the reason chosen; its reader loses its points"),
            ),
            (self.tr("&Reject"), Ruling.REJECTED, self.tr("The challenge fails: the word stands")),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, r=ruling: self.rule_selected(r))
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.target)
        layout.addWidget(QLabel(self.tr("Reason to uphold (keys 1–{last}):").format(last=len(self._reasons))))
        layout.addWidget(self.reasons)
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
            why = f" — {_(VERDICT_STYLES[verdict].label)}" if verdict is not None else ""
            item = QListWidgetItem(f"{word.upper()}  ({name}){why}")
            item.setData(Qt.ItemDataRole.UserRole, (name, word))
            self.list.addItem(item)
        self.title.setText(
            self.tr("<b>Held for a ruling ({count})</b> · keys A, U, R").format(count=len(held))
            if held
            else self.tr("<b>Held for a ruling</b>: none")
        )
        self.setEnabled(bool(held))
        if held:
            self.select(selected if selected in held else held[0])
        else:
            self._show_selected()

    def select(self, held: HeldWord) -> None:
        """Make this held word the one the next ruling is on."""
        rows = [i for i in range(self.list.count()) if self._word_at(i) == held]
        if rows:
            self.list.setCurrentRow(rows[0])
            self._show_selected()

    def selected(self) -> HeldWord | None:
        return self._word_at(self.list.currentRow())

    def reason_choice(self) -> InvalidReason:
        """The reason an uphold takes now."""
        return self._reasons[max(0, self.reasons.currentRow())]

    def reason_number(self, reason: InvalidReason) -> int:
        """The number key that picks this reason."""
        return self._reasons.index(reason) + 1

    def rule_selected(self, ruling: Ruling) -> None:
        held = self.selected()
        if held is None:
            return
        reason = self.reason_choice() if ruling is Ruling.UPHELD else None
        self.ruling_requested.emit(held[0], held[1], ruling, reason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.list and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                return False
            key = Qt.Key(event.key())
            if key in RULING_KEYS:
                self.rule_selected(RULING_KEYS[key])
                return True
            if Qt.Key.Key_1 <= key < Qt.Key.Key_1 + len(self._reasons):
                self.reasons.setCurrentRow(key - Qt.Key.Key_1)
                return True
            if key == Qt.Key.Key_Escape:
                self.leave.emit()
                return True
        return False

    def _word_at(self, row: int) -> HeldWord | None:
        item = self.list.item(row)
        return tuple(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _show_selected(self, _row: int = -1) -> None:
        """Name the word the next ruling is on, and offer the reason its verdict makes likeliest."""
        held = self.selected()
        verdict = self._verdicts.get(held) if held is not None else None
        reason = likeliest_reason(verdict) if verdict is not None else InvalidReason.NOT_IN_DICTIONARY
        self.reasons.setCurrentRow(self._reasons.index(reason))
        self.target.setText(
            self.tr("Ruling on <b>{word}</b>, {player}'s copy").format(word=held[1].upper(), player=held[0])
            if held is not None
            else ""
        )
