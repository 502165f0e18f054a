"""Choosing a game's board: type the physical roll, checked at once (the obvious way, so its field
comes first), take the one the other tables play, or let the app deal one within the quality bounds;
and correcting a board that was typed wrong."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QInputDialog, QLabel, QLineEdit, QPushButton, QWidget

from boggle_throne.engine.board import Board
from boggle_throne.engine.errors import EngineError
from boggle_throne.night.games import GameKey
from boggle_throne.ui.errors import REFUSED_STYLE
from boggle_throne.ui.keys_back import ask
from boggle_throne.ui.session import Session

CORRECT_BOARD_SHORTCUT = "Ctrl+Shift+B"
"""The key of the game page's "Correct the board…" action."""
_GENERATE_TEXT = str(QT_TRANSLATE_NOOP("BoardSetup", "No dice? Let the app &deal a board"))
_GENERATE_TIP = str(
    QT_TRANSLATE_NOOP(
        "BoardSetup", "No dice at the table: the app deals a board that meets the tournament's quality bounds"
    )
)

_ROWS = re.compile(r"[\s/]+")


class BoardSetup(QWidget):
    """`start_requested(text)` starts on the typed roll; `start_requested(None)` on the board the other
    tables play, or, with none, on one the app deals.

    `typed(board | None)` follows the typing so a board widget can preview the roll.
    """

    start_requested = Signal(object)
    typed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = 4
        self.line = QLineEdit()
        self.line.setAccessibleName(self.tr("The roll"))
        self.line.textChanged.connect(self._check)
        self.line.returnPressed.connect(self._start_typed)
        self.prompt = QLabel(self.tr("&Type the roll, row by row:"))
        self.prompt.setBuddy(self.line)
        self.typed_button = QPushButton(self.tr("Start on the typed &board"))
        self.typed_button.setEnabled(False)
        self.typed_button.clicked.connect(self._start_typed)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.generate_button = QPushButton(self.tr(_GENERATE_TEXT))
        self.generate_button.setToolTip(self.tr(_GENERATE_TIP))
        self.generate_button.clicked.connect(lambda: self.start_requested.emit(None))
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt, 0, 0, 1, 2)
        layout.addWidget(self.line, 1, 0, 1, 2)
        layout.addWidget(self.feedback, 2, 0, 1, 2)
        layout.addWidget(self.typed_button, 3, 0, 1, 2)
        layout.addWidget(self.generate_button, 4, 0, 1, 2)

    def reset(self, size: int) -> None:
        self._size = size
        example = "/".join(["ABCDEF"[:size]] * size)
        self.line.setPlaceholderText(
            self.tr("e.g. {example}  (Q or QU for Qu, [Th] for two letters, # blank)").format(example=example)
        )
        self.line.clear()
        self._check("")
        self.offer(None)

    def offer(self, board: Board | None) -> None:
        """Offer the board another table already plays for this game's number (None: deal one):
        with the same board at every table, starting without typing takes it."""
        if board is None:
            self.generate_button.setText(self.tr(_GENERATE_TEXT))
            self.generate_button.setToolTip(self.tr(_GENERATE_TIP))
            return
        self.generate_button.setText(
            self.tr("Start on the &shared board {board}").format(board=board.notation())
        )
        self.generate_button.setToolTip(
            self.tr("Another table already plays this game on it: every table plays the same board")
        )

    def refuse(self, text: str) -> None:
        """Say why the game could not start on this board, where the judge typed it."""
        self.feedback.setStyleSheet(REFUSED_STYLE)
        self.feedback.setText(text)

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
            message = self.tr("Type {size} rows of {size} letters.").format(size=self._size)
        elif 1 < rows != self._size:
            message = self.tr("{rows} rows typed; the board has {size} rows of {size}").format(
                rows=rows, size=self._size
            )
        else:
            try:
                board = Board.parse(text)
            except EngineError as error:
                message = str(error)
            else:
                message = f"✓ {board.notation()}"
                if board.size != self._size:
                    message = self.tr("this is a {board}×{board} board; the dice are {size}×{size}").format(
                        board=board.size, size=self._size
                    )
                    board = None
        # green for a board, grey while nothing is typed, red for a roll that is no board
        colour = "#2e9d4a" if board is not None else ("gray" if not rows else "#d0343c")
        self.feedback.setStyleSheet(f"color: {colour}")
        self.feedback.setText(message)
        self.typed_button.setEnabled(board is not None)
        self.typed.emit(board)

    def _start_typed(self) -> None:
        if self.board() is not None:
            self.start_requested.emit(self.line.text())


def ask_board_correction(parent: QWidget, session: Session, key: GameKey) -> QInputDialog:
    """Open a (non-blocking) dialog for the board as it really was; its answer corrects the game's
    typed board and rescores the game, also once closed (docs/rules.md §4)."""
    service = session.require()
    board = service.views.game(key).board.notation()
    return ask(
        parent,
        "correctBoardDialog",
        QCoreApplication.translate("BoardSetup", "Correct the board"),
        QCoreApplication.translate(
            "BoardSetup", "{game} was typed as {board}.\nThe board as it really is, row by row:"
        ).format(game=key.label.capitalize(), board=board),
        lambda text: session.act(
            QCoreApplication.translate("BoardSetup", "correct the board of {game}").format(game=key.label),
            lambda: service.act.correct_board(key, text),
        ),
        text=board,
    )
