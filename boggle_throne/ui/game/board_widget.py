"""The board as the judge sees it, with the path of the last word lit up in its verdict's colour."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from boggle_throne.engine import faces
from boggle_throne.engine.board import Board


class BoardWidget(QWidget):
    """Paints a square board; `show_path` numbers the cells of a word and joins them with a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board: Board | None = None
        self._path: tuple[int, ...] = ()
        self._path_colour = QColor("#2e9d4a")
        self._placeholder = self.tr("No board yet")
        self.setMinimumSize(220, 220)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(self.tr("Board"))

    @property
    def path(self) -> tuple[int, ...]:
        return self._path

    def set_board(self, board: Board | None, placeholder: str | None = None) -> None:
        """Show a board (None: none yet, `placeholder` saying why, "No board yet" by default)."""
        if board != self._board:
            self._path = ()
        self._board = board
        self._placeholder = placeholder if placeholder is not None else self.tr("No board yet")
        self.update()

    def show_path(self, path: tuple[int, ...] | None, colour: QColor | None = None) -> None:
        """Light a word's path in its verdict's colour (None: no path lit)."""
        self._path = tuple(path or ())
        if colour is not None:
            self._path_colour = colour
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(320, 320)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        side = min(self.width(), self.height()) - 2
        area = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        if self._board is None:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawRoundedRect(area.adjusted(4, 4, -4, -4), 10, 10)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._placeholder)
            return
        size = self._board.size
        gap = side * 0.025
        cell = (side - gap * (size + 1)) / size
        font = QFont(self.font())
        font.setPixelSize(max(10, int(cell * 0.5)))
        font.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(max(8, int(cell * 0.18)))
        order = {index: number for number, index in enumerate(self._path, start=1)}
        centres: dict[int, QPointF] = {}
        for index, text in enumerate(self._board.cells):
            row, col = divmod(index, size)
            rect = QRectF(
                area.left() + gap + col * (cell + gap), area.top() + gap + row * (cell + gap), cell, cell
            )
            centres[index] = rect.center()
            lit = index in order
            if text == faces.BLANK:
                background = palette.color(QPalette.ColorRole.Mid)
            elif lit:
                background = self._path_colour
            else:
                background = palette.color(QPalette.ColorRole.Base)
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.5))
            painter.setBrush(background)
            painter.drawRoundedRect(rect, cell * 0.12, cell * 0.12)
            painter.setFont(font)
            painter.setPen(QColor("white") if lit else palette.color(QPalette.ColorRole.Text))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, faces.display(text))
            if lit:
                painter.setFont(small)
                painter.drawText(
                    rect.adjusted(cell * 0.08, cell * 0.04, 0, 0),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                    str(order[index]),
                )
        if len(self._path) > 1:
            line = QColor(self._path_colour).darker(150)
            line.setAlpha(170)
            pen = QPen(line, max(3.0, cell * 0.07))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for start, end in zip(self._path, self._path[1:], strict=False):
                painter.drawLine(centres[start], centres[end])
