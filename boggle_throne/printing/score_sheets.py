"""Score sheets: one page per table per round, where the judge writes each player's words.

Each game has a band with its board (once known), the reading order, and a column per player of
numbered lines above a points box; the badge by a name is the player's place in that game's reading
order. The foot of the page sums the games into the round total beside a box for the judge's
initials.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak

from boggle_throne.printing.board import BoardFlowable
from boggle_throne.printing.fonts import CONDENSED, SANS, SANS_BOLD
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.page import ACCENT, INK, MUTED, RULE, TINT, FullPage, fit_text, write_pdf
from boggle_throne.services.printouts import ScoreSheet, ScoreSheetsPrintout, SheetGame

LINE = 14.0
"""The height of one numbered line for a word."""
_SIDE = 104.0
_GAP = 9.0
_BAND_HEADER = 15.0
_POINTS_BOX = 17.0
_SUMMARY_ROW = 17.0
_TWO_WORDS_A_LINE = 100.0
"""A player's column at least this wide holds two words a line (numbered down the left, then the right)."""


def render(printout: ScoreSheetsPrintout, out_path: Path, paper: Paper) -> Path:
    story: list[Flowable] = []
    for sheet in printout.sheets:
        if story:
            story.append(PageBreak())
        story.append(ScoreSheetPage(sheet, printout.rules))
    return write_pdf(out_path, paper, printout.heading, "Score sheet", story)


class ScoreSheetPage(FullPage):
    """One table's sheet, filling the page's frame."""

    def __init__(self, sheet: ScoreSheet, rules: str) -> None:
        super().__init__()
        self.sheet = sheet
        self.rules = rules

    def draw(self) -> None:
        canvas: Canvas = self.canv
        sheet = self.sheet
        top = self.height
        games = ", ".join(str(g.number) for g in sheet.games)
        label = "Game" if len(sheet.games) == 1 else "Games"
        canvas.setFillColor(INK)
        canvas.setFont(SANS_BOLD, 18)
        canvas.drawString(0, top - 18, f"{sheet.round_title} · {sheet.table_title}")
        canvas.setFont(SANS, 10)
        canvas.setFillColor(MUTED)
        canvas.drawRightString(self.width, top - 17, f"{label} {games}")
        canvas.setFont(SANS, 7.5)
        canvas.drawString(0, top - 31, self.rules)
        summary_height = (len(sheet.games) + 2) * _SUMMARY_ROW
        band_space = top - 42 - summary_height - _GAP
        band_height = band_space / len(sheet.games)
        lines = max(4, min(24, int((band_height - _GAP - _BAND_HEADER - _POINTS_BOX - 4) // LINE)))
        y = top - 42
        for game in sheet.games:
            self._band(canvas, game, y, lines)
            y -= band_height
        self._summary(canvas, summary_height)

    def _band(self, canvas: Canvas, game: SheetGame, top: float, lines: int) -> None:
        """A game's band: board and reading order on the left, the players' word columns on the right."""
        sheet = self.sheet
        height = _BAND_HEADER + lines * LINE + _POINTS_BOX + 4
        canvas.setFillColor(TINT)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.roundRect(0, top - height, self.width, height, 4, stroke=1, fill=0)
        canvas.roundRect(0, top - height, _SIDE, height, 4, stroke=0, fill=1)
        canvas.setFillColor(ACCENT)
        canvas.setFont(SANS_BOLD, 11)
        canvas.drawString(7, top - 14, f"Game {game.number}")
        y = top - 20
        if game.board is not None:
            cell = min(18.0, (_SIDE - 24) / len(game.board))
            board = BoardFlowable(game.board, cell)
            board.wrap(0, 0)
            board.drawOn(canvas, (_SIDE - board.width) / 2, y - board.height)
            y -= board.height + 6
        else:
            canvas.setFillColor(MUTED)
            canvas.setFont(SANS, 7)
            canvas.drawString(7, y - 8, "Board: roll the dice")
            y -= 16
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 7)
        canvas.drawString(7, y - 7, "Reading order")
        canvas.setFillColor(INK)
        canvas.setFont(CONDENSED, 8)
        for position, name in enumerate(game.read_order, start=1):
            canvas.drawString(
                7, y - 7 - position * 9.5, f"{position}. {fit_text(canvas, name, CONDENSED, 8, 80)}"
            )
        column = (self.width - _SIDE) / len(sheet.players)
        order = {name: position for position, name in enumerate(game.read_order, start=1)}
        for index, name in enumerate(sheet.players):
            left = _SIDE + index * column
            if index:
                canvas.setStrokeColor(RULE)
                canvas.line(left, top - height + 3, left, top - 3)
            place = order.get(name)
            if place is not None:
                canvas.setFillColor(ACCENT if place == 1 else MUTED)
                canvas.circle(left + 11, top - 9, 5.2, stroke=0, fill=1)
                canvas.setFillColor(colors.white)
                canvas.setFont(SANS_BOLD, 6.5)
                canvas.drawCentredString(left + 11, top - 11.3, str(place))
            canvas.setFillColor(INK)
            canvas.setFont(SANS_BOLD, 8.5)
            canvas.drawString(left + 20, top - 12, fit_text(canvas, name, SANS_BOLD, 8.5, column - 24))
            halves = 2 if column >= _TWO_WORDS_A_LINE else 1
            half = column / halves
            canvas.setFont(SANS, 5.5)
            for part in range(halves):
                start = left + part * half
                for line in range(1, lines + 1):
                    y_line = top - _BAND_HEADER - line * LINE
                    canvas.setFillColor(MUTED)
                    canvas.drawRightString(start + 12, y_line + 2, str(part * lines + line))
                    canvas.setStrokeColor(RULE)
                    canvas.setLineWidth(0.4)
                    canvas.line(start + 14, y_line, start + half - 4, y_line)
            box_top = top - _BAND_HEADER - lines * LINE - 3
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(0.7)
            canvas.rect(left + column - 44, box_top - _POINTS_BOX + 2, 39, _POINTS_BOX - 2)
            canvas.setFillColor(MUTED)
            canvas.setFont(SANS, 6.5)
            canvas.drawRightString(left + column - 48, box_top - _POINTS_BOX + 7, "points")

    def _summary(self, canvas: Canvas, height: float) -> None:
        """Each game's points and the round total per player, and the judge's initials."""
        sheet = self.sheet
        label_width = 78.0
        initials = 92.0
        column = (self.width - label_width - initials - 8) / len(sheet.players)
        rows = len(sheet.games) + 2
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.6)
        canvas.setFillColor(TINT)
        canvas.rect(0, 0, label_width + column * len(sheet.players), _SUMMARY_ROW, stroke=0, fill=1)
        for row in range(rows + 1):
            canvas.setStrokeColor(RULE if 0 < row < rows else INK)
            canvas.line(0, row * _SUMMARY_ROW, label_width + column * len(sheet.players), row * _SUMMARY_ROW)
        for index in range(len(sheet.players) + 1):
            x = label_width + index * column
            canvas.setStrokeColor(RULE if 0 < index < len(sheet.players) else INK)
            canvas.line(x, 0, x, height)
        canvas.setStrokeColor(INK)
        canvas.line(0, 0, 0, height)
        canvas.setFont(SANS_BOLD, 8.5)
        canvas.setFillColor(INK)
        header_y = height - _SUMMARY_ROW + 5
        canvas.drawString(4, header_y, "Points")
        for index, name in enumerate(sheet.players):
            text = fit_text(canvas, name, SANS_BOLD, 8.5, column - 8)
            canvas.drawCentredString(label_width + (index + 0.5) * column, header_y, text)
        canvas.setFont(SANS, 8.5)
        for position, game in enumerate(sheet.games, start=2):
            canvas.drawString(4, height - position * _SUMMARY_ROW + 5, f"Game {game.number}")
        canvas.setFont(SANS_BOLD, 8.5)
        canvas.drawString(4, 5, "Round total")
        left = self.width - initials
        canvas.setLineWidth(0.8)
        canvas.rect(left, 0, initials, height)
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 7.5)
        canvas.drawString(left + 5, height - 11, "Judge's initials")
