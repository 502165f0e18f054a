"""Score sheets: a sheet per table per round, where the judge writes each player's words.

Each game has a band with its board, the reading order, and a column per player of at least
`WORD_LINES` numbered lines, `LINE` apart, above a points box; the badge by a name is the player's
place in that game's reading order. The bands flow onto as many pages as they need (never onto
narrower lines), and a table too large for one band's columns is split over several bands per game.
The sheet ends with each game's points and the round total beside a box for the judge's initials.
A sheet printed with the players' phone invitations has their QR codes under its title.
"""

from __future__ import annotations

from itertools import pairwise
from math import ceil
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, KeepTogether

from boggle_throne.i18n import _, ngettext
from boggle_throne.printing.board import BoardFlowable
from boggle_throne.printing.fonts import CONDENSED, SANS, SANS_BOLD
from boggle_throne.printing.invitations import SCAN, InvitationsStrip
from boggle_throne.printing.kinds import Paper
from boggle_throne.printing.names import draw_name, fit_name
from boggle_throne.printing.page import (
    ACCENT,
    INK,
    MUTED,
    RULE,
    TINT,
    Strip,
    fit_text,
    fitting_size,
    one_per_page,
    paper_frame_width,
    write_pdf,
)
from boggle_throne.services.documents.printout_views import ScoreSheet, ScoreSheetsPrintout, SheetGame

WORD_LINES = 25
"""The fewest lines a player gets for the words of one game (a strong player reads about 20)."""
LINE = 6.2 * mm
"""The pitch of the numbered lines: roomy enough to write on (never below 6 mm)."""
MIN_COLUMN = 62.0
"""The narrowest player column; a table with more players than fit is split over several bands."""
_SIDE = 104.0
_GAP = 9.0
_TITLE = 42.0
_BAND_HEADER = 15.0
_POINTS_BOX = 17.0
_SUMMARY_ROW = 17.0
_SMALLEST_RULES = 6.0
"""The smallest the night's rules line shrinks to beside the players' request to scan their codes."""
_TWO_WORDS_A_LINE = 100.0
"""A player's column at least this wide holds two words a line (numbered down the left, then the right)."""


def render(printout: ScoreSheetsPrintout, out_path: Path, paper: Paper) -> Path:
    width = paper_frame_width(paper)
    story = one_per_page(_sheet_story(sheet, printout.rules, width) for sheet in printout.sheets)
    return write_pdf(out_path, paper, printout.heading, _("Score sheet"), story)


def _sheet_story(sheet: ScoreSheet, rules: str, width: float) -> list[Flowable]:
    """A table's sheet: its title with the first band, every game's bands, then the points summaries."""
    groups = player_groups(sheet.players, width)
    bands: list[Flowable] = [
        GameBand(sheet, game, group, part, len(groups), width)
        for game in sheet.games
        for part, group in enumerate(groups, start=1)
    ]
    summaries: list[Flowable] = [SheetSummary(sheet, group) for group in groups]
    opening: list[Flowable] = [SheetTitle(sheet, rules)]
    if sheet.invitations:
        opening.append(InvitationsStrip(sheet.invitations, width, compact=True))
    return [KeepTogether([*opening, bands[0]]), *bands[1:], *summaries]


def player_groups(players: tuple[str, ...], width: float) -> tuple[tuple[str, ...], ...]:
    """The players in seating order, split into as few bands as keep every column `MIN_COLUMN` wide,
    their sizes differing by at most one."""
    per_band = max(1, int((width - _SIDE) // MIN_COLUMN))
    count = ceil(len(players) / per_band)
    size, larger = divmod(len(players), count)
    starts = [index * size + min(index, larger) for index in range(count + 1)]
    return tuple(players[start:end] for start, end in pairwise(starts))


class SheetTitle(Strip):
    """The sheet's round and table, its games, and the night's rules in one line."""

    def __init__(self, sheet: ScoreSheet, rules: str) -> None:
        super().__init__(_TITLE)
        self.sheet = sheet
        self.rules = rules

    def draw(self) -> None:
        canvas: Canvas = self.canv
        sheet = self.sheet
        top = self.height
        numbers = ", ".join(str(g.number) for g in sheet.games)
        games = ngettext("Game {numbers}", "Games {numbers}", len(sheet.games)).format(numbers=numbers)
        scan = _(SCAN)
        canvas.setFillColor(INK)
        canvas.setFont(SANS_BOLD, 18)
        canvas.drawString(0, top - 18, f"{sheet.round_title} · {sheet.table_title}")
        canvas.setFont(SANS, 10)
        canvas.setFillColor(MUTED)
        canvas.drawRightString(self.width, top - 17, games)
        canvas.setFont(SANS, 7.5)
        if sheet.invitations:
            canvas.drawRightString(self.width, top - 31, scan)
            rules_width = self.width - canvas.stringWidth(scan, SANS, 7.5) - 12
            size = max(_SMALLEST_RULES, fitting_size(self.rules, SANS, 7.5, rules_width))
            canvas.setFont(SANS, size)  # a little smaller beside a longer request, cut only past that
            canvas.drawString(0, top - 31, fit_text(canvas, self.rules, SANS, size, rules_width))
        else:
            canvas.drawString(0, top - 31, self.rules)


class GameBand(Strip):
    """One game for some of a table's players: board and reading order on the left, then a column of
    numbered lines and a points box per player. It names its round and table, for a sheet's later pages."""

    def __init__(
        self,
        sheet: ScoreSheet,
        game: SheetGame,
        players: tuple[str, ...],
        part: int,
        parts: int,
        width: float,
    ) -> None:
        self.sheet = sheet
        self.game = game
        self.players = players
        self.part = part
        self.parts = parts
        self.column = (width - _SIDE) / len(players)
        self.halves = 2 if self.column >= _TWO_WORDS_A_LINE else 1
        self.rows = ceil(WORD_LINES / self.halves)
        self.names = {name: fit_name(name, SANS_BOLD, 8.5, self.column - 24) for name in players}
        tallest = max(fitted.height for fitted in self.names.values())
        self.header = max(_BAND_HEADER, tallest + 8)  # a name broken in two takes a second line
        self.band_height = self.header + self.rows * LINE + _POINTS_BOX + 4
        super().__init__(self.band_height + _GAP)

    def draw(self) -> None:
        canvas: Canvas = self.canv
        top = self.height
        bottom = top - self.band_height
        canvas.setFillColor(TINT)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.roundRect(0, bottom, self.width, self.band_height, 4, stroke=1, fill=0)
        canvas.roundRect(0, bottom, _SIDE, self.band_height, 4, stroke=0, fill=1)
        self._side(canvas, top)
        for index, name in enumerate(self.players):
            left = _SIDE + index * self.column
            if index:
                canvas.setStrokeColor(RULE)
                canvas.setLineWidth(0.6)
                canvas.line(left, bottom + 3, left, top - 3)
            self._column(canvas, name, left, top)

    def _side(self, canvas: Canvas, top: float) -> None:
        """The game number, where the sheet belongs, the board (or a note to roll it), the reading order."""
        game = self.game
        canvas.setFillColor(ACCENT)
        canvas.setFont(SANS_BOLD, 11)
        canvas.drawString(7, top - 14, _("Game {number}").format(number=game.number))
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 6.5)
        where = f"{self.sheet.round_title} · {self.sheet.table_title}"
        if self.parts > 1:
            where += " · " + _("part {part} of {parts}").format(part=self.part, parts=self.parts)
        canvas.drawString(7, top - 23, fit_text(canvas, where, SANS, 6.5, _SIDE - 14))
        y = top - 28
        if game.board is not None:
            cell = min(18.0, (_SIDE - 24) / len(game.board))
            board = BoardFlowable(game.board, cell)
            board.wrap(0, 0)
            board.drawOn(canvas, (_SIDE - board.width) / 2, y - board.height)
            y -= board.height + 6
        else:
            roll = _("Board: roll the dice")
            canvas.setFont(SANS, fitting_size(roll, SANS, 7, _SIDE - 14))
            canvas.drawString(7, y - 8, roll)
            y -= 16
        canvas.setFillColor(MUTED)
        order = _("Reading order")
        canvas.setFont(SANS, fitting_size(order, SANS, 7, _SIDE - 14))
        canvas.drawString(7, y - 7, order)
        canvas.setFillColor(INK)
        shown = set(self.players)
        places = [(place, name) for place, name in enumerate(game.read_order, start=1) if name in shown]
        for row, (place, name) in enumerate(places, start=1):
            canvas.setFont(CONDENSED, 8)
            canvas.drawString(7, y - 7 - row * 9.5, f"{place}.")
            fitted = fit_name(name, CONDENSED, 8, _SIDE - 24, lines=1)
            draw_name(canvas, fitted, CONDENSED, 20, y - 0.6 - row * 9.5)

    def _column(self, canvas: Canvas, name: str, left: float, top: float) -> None:
        """A player's name with their reading place, their numbered lines, and their points box."""
        column = self.column
        place = self.game.read_order.index(name) + 1 if name in self.game.read_order else None
        if place is not None:
            canvas.setFillColor(ACCENT if place == 1 else MUTED)
            canvas.circle(left + 11, top - 9, 5.2, stroke=0, fill=1)
            canvas.setFillColor(colors.white)
            canvas.setFont(SANS_BOLD, 6.5)
            canvas.drawCentredString(left + 11, top - 11.3, str(place))
        canvas.setFillColor(INK)
        draw_name(canvas, self.names[name], SANS_BOLD, left + 20, top - 5.2)
        half = column / self.halves
        canvas.setFont(SANS, 5.5)
        canvas.setLineWidth(0.4)
        for part in range(self.halves):
            start = left + part * half
            for line in range(1, self.rows + 1):
                y_line = top - self.header - line * LINE
                canvas.setFillColor(MUTED)
                canvas.drawRightString(start + 12, y_line + 2, str(part * self.rows + line))
                canvas.setStrokeColor(RULE)
                canvas.line(start + 14, y_line, start + half - 4, y_line)
        box_top = top - self.header - self.rows * LINE - 3
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.7)
        canvas.rect(left + column - 44, box_top - _POINTS_BOX + 2, 39, _POINTS_BOX - 2)
        canvas.setFillColor(MUTED)
        label = _("points")
        canvas.setFont(SANS, fitting_size(label, SANS, 6.5, column - 50))  # clear of the column's rule
        canvas.drawRightString(left + column - 48, box_top - _POINTS_BOX + 7, label)


class SheetSummary(Strip):
    """Each game's points and the round total of some of a table's players, and the judge's initials."""

    def __init__(self, sheet: ScoreSheet, players: tuple[str, ...]) -> None:
        self.sheet = sheet
        self.players = players
        self.rows = len(sheet.games) + 2
        super().__init__(self.rows * _SUMMARY_ROW + _GAP)

    def draw(self) -> None:
        canvas: Canvas = self.canv
        players = self.players
        height = self.rows * _SUMMARY_ROW
        label_width = 78.0
        initials = 92.0
        column = (self.width - label_width - initials - 8) / len(players)
        right = label_width + column * len(players)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.6)
        canvas.setFillColor(TINT)
        canvas.rect(0, 0, right, _SUMMARY_ROW, stroke=0, fill=1)
        for row in range(self.rows + 1):
            canvas.setStrokeColor(RULE if 0 < row < self.rows else INK)
            canvas.line(0, row * _SUMMARY_ROW, right, row * _SUMMARY_ROW)
        for index in range(len(players) + 1):
            x = label_width + index * column
            canvas.setStrokeColor(RULE if 0 < index < len(players) else INK)
            canvas.line(x, 0, x, height)
        canvas.setStrokeColor(INK)
        canvas.line(0, 0, 0, height)
        canvas.setFont(SANS_BOLD, 8.5)
        canvas.setFillColor(INK)
        header_y = height - _SUMMARY_ROW + 5
        canvas.drawString(4, header_y, _("Points"))
        for index, name in enumerate(players):
            fitted = fit_name(name, SANS_BOLD, 8.5, column - 8)
            top = height - (_SUMMARY_ROW - fitted.height) / 2
            draw_name(canvas, fitted, SANS_BOLD, label_width + (index + 0.5) * column, top, centred=True)
        canvas.setFont(SANS, 8.5)
        for position, game in enumerate(self.sheet.games, start=2):
            canvas.drawString(
                4, height - position * _SUMMARY_ROW + 5, _("Game {number}").format(number=game.number)
            )
        total = _("Round total")
        canvas.setFont(SANS_BOLD, fitting_size(total, SANS_BOLD, 8.5, label_width - 6))
        canvas.drawString(4, 5, total)
        left = self.width - initials
        canvas.setLineWidth(0.8)
        canvas.rect(left, 0, initials, height)
        canvas.setFillColor(MUTED)
        signed_by = _("Judge's initials")
        canvas.setFont(SANS, fitting_size(signed_by, SANS, 7.5, initials - 8))
        canvas.drawString(left + 5, height - 11, signed_by)
