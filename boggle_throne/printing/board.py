"""A board drawn as dice in a grid, from a thumbnail on a score sheet to a full page for a table."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable

from boggle_throne.printing.fonts import SANS_BOLD
from boggle_throne.printing.page import INK, MUTED, RULE
from boggle_throne.services.documents.printout_views import BoardGrid

_TURN_SENSITIVE = frozenset({"M", "W", "N", "Z"})
"""Faces that read as another letter when turned; underlined as on real dice."""


class BoardFlowable(Flowable):
    """The board's dice with a small orientation mark above the top row.

    `cell` is the side of one die in points; large boards also underline the faces that read
    differently when turned (M/W, N/Z), as the dice do.
    """

    def __init__(self, grid: BoardGrid, cell: float) -> None:
        super().__init__()
        self.grid = grid
        self.cell = cell
        self.gap = max(1.0, cell * 0.08)
        self.mark_height = cell * 0.32
        side = len(grid) * cell
        self.width = side
        self.height = side + self.mark_height

    def draw(self) -> None:
        canvas = self.canv
        size = len(self.grid)
        cell, gap = self.cell, self.gap
        side = size * cell
        canvas.saveState()
        tip = side + self.mark_height * 0.95
        half = self.mark_height * 0.55
        path = canvas.beginPath()
        path.moveTo(side / 2 - half, side + self.mark_height * 0.2)
        path.lineTo(side / 2 + half, side + self.mark_height * 0.2)
        path.lineTo(side / 2, tip)
        path.close()
        canvas.setFillColor(MUTED)
        canvas.drawPath(path, stroke=0, fill=1)
        radius = cell * 0.14
        for row_index, row in enumerate(self.grid):
            y = side - (row_index + 1) * cell
            for col_index, face in enumerate(row):
                x = col_index * cell
                canvas.setStrokeColor(RULE)
                canvas.setLineWidth(max(0.4, cell * 0.02))
                canvas.setFillColor(colors.white if face != "#" else RULE)
                canvas.roundRect(x + gap / 2, y + gap / 2, cell - gap, cell - gap, radius, stroke=1, fill=1)
                if face == "#":
                    continue
                font_size = cell * (0.42 if len(face) > 1 else 0.58)
                canvas.setFillColor(INK)
                canvas.setFont(SANS_BOLD, font_size)
                baseline = y + cell / 2 - font_size * 0.36
                canvas.drawCentredString(x + cell / 2, baseline, face)
                if face in _TURN_SENSITIVE and cell >= 40:
                    half_width = canvas.stringWidth(face, SANS_BOLD, font_size) / 2
                    canvas.setStrokeColor(INK)
                    canvas.setLineWidth(font_size * 0.06)
                    under = baseline - font_size * 0.14
                    canvas.line(x + cell / 2 - half_width, under, x + cell / 2 + half_width, under)
        canvas.restoreState()
