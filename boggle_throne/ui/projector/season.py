"""The season page: the season's leaders and the Throne's holder, shown between rounds at the host's
word until the night moves on."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.season_board import SeasonBoard
from boggle_throne.ui.projector.page import HEADER, Page
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas

_COLUMNS = (
    ("#", 11.0),
    (str(QT_TRANSLATE_NOOP("SeasonPage", "RATING")), 22.0),
    (str(QT_TRANSLATE_NOOP("SeasonPage", "NIGHTS")), 20.0),
    (str(QT_TRANSLATE_NOOP("SeasonPage", "WON")), 14.0),
)
"""The figures' headings and widths in units; the name takes what is left."""


class SeasonPage(Page):
    """The leaders in rows as large as the window allows (at least 3 % of the height each)."""

    view = ProjectorView.STANDINGS
    board = SeasonBoard("", (), "")

    def show_board(self, board: SeasonBoard) -> None:
        self.board = board
        self.update()

    def present(self, reader: NightReader, scene: Scene) -> None:
        self.update()  # the season does not move with the night: its board stays as given

    def paint(self, canvas: Canvas) -> None:
        board = self.board
        self.heading(canvas, board.title.upper(), board.nights.upper())
        margin, top = 4.0, HEADER + 2
        bottom = 100.0 - (9.0 if board.holder else 3.0)
        row = min(7.5, (bottom - top) / (len(board.lines) + 1)) if board.lines else 7.5
        size = row * 0.62
        rank_w, rating_w, nights_w, won_w = (width for _, width in _COLUMNS)
        name_w = canvas.width - 2 * margin - rank_w - rating_w - nights_w - won_w
        widths = (rank_w, name_w, rating_w, nights_w, won_w)
        headings = ("#", self.tr("PLAYER"), *(self.tr(heading) for heading, _ in _COLUMNS[1:]))
        self._row(canvas, margin, top, row, size * 0.6, widths, headings, MUTED)
        name_size = canvas.one_size([line.name for line in board.lines], size, name_w - 1)
        for index, line in enumerate(board.lines):
            y = top + row * (index + 1)
            colour = GOLD if index == 0 else INK
            cells = (line.rank, line.name, line.rating, line.nights, line.wins)
            self._row(canvas, margin, y, row, size, widths, cells, colour, name_size)
        if board.holder:
            canvas.text(
                canvas.rect(margin, 100.0 - 8.5, canvas.width - 2 * margin, 7), board.holder, 4.5, GOLD
            )
        if board.is_empty:
            canvas.text(
                canvas.rect(margin, 40, canvas.width - 2 * margin, 10), self.tr("No nights yet"), 6, MUTED
            )

    @staticmethod
    def _row(
        canvas: Canvas,
        x: float,
        y: float,
        height: float,
        size: float,
        widths: tuple[float, ...],
        cells: tuple[str, ...],
        colour: QColor,
        name_size: float | None = None,
    ) -> None:
        for index, (width, cell) in enumerate(zip(widths, cells, strict=True)):
            align = Qt.AlignmentFlag.AlignLeft if index == 1 else Qt.AlignmentFlag.AlignRight
            cell_size = name_size if index == 1 and name_size is not None else size
            gap = 3.0 if index == 0 else 1.0  # the rank stands clear of the name
            canvas.text(canvas.rect(x, y, width - gap, height), cell, cell_size, colour, align=align)
            x += width
