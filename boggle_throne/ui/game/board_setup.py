"""Choosing a game's board: roll one within the quality bounds, or type a physical roll, checked at once."""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QWidget

from boggle_throne.engine.board import Board
from boggle_throne.engine.errors import EngineError

_ROWS = re.compile(r"[\s/]+")


class BoardSetup(QWidget):
    """`start_requested(None)` rolls a board; `start_requested(text)` starts on the typed one.

    `typed(board | None)` follows the typing so the board widget can preview the roll.
    """

    start_requested = Signal(object)
    typed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = 4
        self.roll_button = QPushButton("&Roll a board")
        self.roll_button.setToolTip("Generate a board that meets the tournament's quality bounds")
        self.roll_button.clicked.connect(lambda: self.start_requested.emit(None))
        self.line = QLineEdit()
        self.line.setAccessibleName("Typed board")
        self.line.textChanged.connect(self._check)
        self.line.returnPressed.connect(self._start_typed)
        self.typed_button = QPushButton("Start on the &typed board")
        self.typed_button.setEnabled(False)
        self.typed_button.clicked.connect(self._start_typed)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.roll_button, 0, 0, 1, 2)
        layout.addWidget(QLabel("or type the roll, row by row:"), 1, 0, 1, 2)
        layout.addWidget(self.line, 2, 0, 1, 2)
        layout.addWidget(self.feedback, 3, 0, 1, 2)
        layout.addWidget(self.typed_button, 4, 0, 1, 2)

    def reset(self, size: int) -> None:
        self._size = size
        example = "/".join(["ABCDEF"[:size]] * size)
        self.line.setPlaceholderText(f"e.g. {example}  (Q or QU for Qu, [Th] for two letters, # blank)")
        self.line.clear()
        self._check("")

    def board(self) -> Board | None:
        """The typed board if it reads as a board of this tournament's size."""
        try:
            board = Board.parse(self.line.text())
        except EngineError:
            return None
        return board if board.size == self._size else None

    def _check(self, text: str) -> None:
        board: Board | None = None
        rows = len(_ROWS.split(text.strip())) if text.strip() else 0
        if not rows:
            message, ok = f"Type {self._size} rows of {self._size} letters.", True
        elif 1 < rows != self._size:
            message, ok = f"{rows} rows typed; the board has {self._size} rows of {self._size}", False
        else:
            try:
                board = Board.parse(text)
            except EngineError as error:
                message, ok = str(error), False
            else:
                if board.size != self._size:
                    message, ok = (
                        f"this is a {board.size}×{board.size} board; the dice are {self._size}×{self._size}",
                        False,
                    )
                    board = None
                else:
                    message, ok = f"✓ {board.notation()}", True
        colour = "#2e9d4a" if board is not None else ("gray" if ok else "#d0343c")
        self.feedback.setStyleSheet(f"color: {colour}")
        self.feedback.setText(message)
        self.typed_button.setEnabled(board is not None)
        self.typed.emit(board)

    def _start_typed(self) -> None:
        if self.board() is not None:
            self.start_requested.emit(self.line.text())
