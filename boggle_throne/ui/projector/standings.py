"""The standings page: a round's tables side by side, each player's games and points, and who goes through.

Before a round's first game it is the seating plan. Once the round is decided, the players who
advance are marked with a triangle as well as a colour, and the others are dimmed; the final does not
send its winner through, it crowns them, so there the mark is the crown, in gold.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.numbers import number
from boggle_throne.services.reading.views import RoundTitle, RoundView, StandingRow, TableView, round_title
from boggle_throne.ui.projector.columns import readable_names
from boggle_throne.ui.projector.crowning import CROWN
from boggle_throne.ui.projector.page import HEADER, Page
from boggle_throne.ui.projector.room_code import SIDE as ROOM_SIDE
from boggle_throne.ui.projector.style import ADVANCING, GOLD, INK, MUTED, OUT, Canvas

ADVANCES = "▲"


def grid(count: int) -> tuple[int, int]:
    """Columns and rows of boxes for this many tables."""
    columns = 1 if count <= 1 else 2 if count <= 4 else 3 if count <= 9 else 4
    return columns, max(1, math.ceil(count / columns))


def mark(advances: bool | None, final: bool) -> tuple[str, QColor]:
    """A player's mark and colour as their decided round left them: ▲ through, ♛ crowned by the
    final (in gold), dimmed when out; no mark while the round is played."""
    if advances:
        return (CROWN, GOLD) if final else (ADVANCES, ADVANCING)
    return ("", OUT) if advances is False else ("", INK)


def seat_order(table: TableView) -> tuple[StandingRow, ...]:
    """A table's players in their seats' (reading) order, as the judges' Rounds page lists them."""
    seats = {player: index for index, player in enumerate(table.seat_ids)}
    return tuple(sorted(table.standings, key=lambda row: seats.get(row.player, len(seats))))


def games_line(row: StandingRow) -> str:
    return " · ".join("–" if points is None else number(points) for points in row.game_points)


class StandingsPage(Page):
    """The tables of the round the projector is on."""

    view = ProjectorView.STANDINGS
    round: RoundView | None = None
    final = False

    def present(self, reader: NightReader, scene: Scene) -> None:
        rounds = {r.number: r for r in reader.standings().rounds}
        number = scene.round if scene.round in rounds else max(rounds, default=None)
        self.round = rounds[number] if number is not None else None
        self.final = scene.final and number == scene.round
        self.update()

    @property
    def seating_only(self) -> bool:
        """Whether no game of the round has a result yet, so this is the seating plan."""
        rows = [row for table in self.round.tables for row in table.standings] if self.round else []
        return all(points is None for row in rows for points in row.game_points)

    def shown_rows(self, table: TableView) -> tuple[StandingRow, ...]:
        """A table's players as listed: in their seats before the first result, then by place."""
        return seat_order(table) if self.seating_only else table.standings

    @property
    def status(self) -> str:
        """The heading's aside: seating, standings, or what the marked players have won."""
        if self.round is None:
            return ""
        if self.seating_only:
            return self.tr("SEATING")
        if not self.round.complete:
            return self.tr("STANDINGS")
        if self.final:
            return self.tr("{crown} CROWNED").format(crown=CROWN)
        return self.tr("{mark} GOES THROUGH").format(mark=ADVANCES)

    def paint(self, canvas: Canvas) -> None:
        title = (
            self.tr("standings")
            if self.round is None
            else round_title(self.round.number, self.final, RoundTitle.ANNOUNCED)
        )
        self.heading(canvas, title.upper(), self.status)
        if self.round is None:
            canvas.text(canvas.rect(4, 40, canvas.width - 8, 14), self.tr("No round seated yet"), 8, MUTED)
            return
        tables = self.round.tables
        columns, rows = grid(len(tables))
        footer = 7.0 if self.round.tie_breaks else 0.0
        room = ROOM_SIDE + 1 if self.room.url is not None else 0.0  # between games: the room's code
        width = (canvas.width - 8 - 2 * (columns - 1)) / columns
        height = (canvas.height - HEADER - 2 - footer - room - 2 * (rows - 1)) / rows
        seats = max((len(t.seats) for t in tables), default=1)
        box = TableBox(width, height, seats, self.seating_only)
        names = [row.name for table in tables for row in table.standings]
        names_size, lines = readable_names(canvas, names, box.size, box.name_width, box.line)
        for index, table in enumerate(tables):
            column, row = index % columns, index // columns
            left, top = 4 + column * (width + 2), HEADER + row * (height + 2)
            self._paint_table(canvas, table, left, top, box, names_size, dict(zip(names, lines, strict=True)))
        if footer:
            waiting = "; ".join(", ".join(t.players) for t in self.round.tie_breaks)
            canvas.text(
                canvas.rect(4, canvas.height - room - footer - 1, canvas.width - 8, footer),
                self.tr("TIE-BREAK GAME: {players}").format(players=waiting),
                4.5,
                GOLD,
            )
        self.room.paint(canvas, canvas.height - ROOM_SIDE - 1)

    def _paint_table(
        self,
        canvas: Canvas,
        table: TableView,
        left: float,
        top: float,
        box: TableBox,
        names_size: float,
        lines: dict[str, tuple[str, ...]],
    ) -> None:
        """A table's box: its number, then each player's place, mark, name (every name of the page
        at one size, broken in two rather than shrunk below what the room reads), games and points."""
        line, size, width = box.line, box.size, box.width
        canvas.panel(canvas.rect(left, top, width, box.height))
        if not self.final:
            canvas.text(
                canvas.rect(left + 2, top, width - 4, line * 1.2),
                self.tr("TABLE {number}").format(number=table.number),
                size * 0.85,
                MUTED,
                align=Qt.AlignmentFlag.AlignLeft,
            )
        y = top + (0 if self.final else line * 1.2)
        for row in self.shown_rows(table):
            marker, colour = mark(row.advances, self.final)
            if not self.seating_only:
                canvas.text(canvas.rect(left + 1, y, line * 1.1, line), f"{row.place}", size, colour)
            canvas.text(canvas.rect(left + 1 + line * 1.1, y, line * 0.9, line), marker, size * 0.8, colour)
            name_lines = lines[row.name]
            part = line / len(name_lines)
            for index, text in enumerate(name_lines):
                canvas.text(
                    canvas.rect(left + 1 + line * 2, y + index * part, box.name_width, part),
                    text,
                    names_size,
                    colour,
                    align=Qt.AlignmentFlag.AlignLeft,
                )
            if not self.seating_only:
                canvas.text(
                    canvas.rect(left + 1 + line * 2 + box.name_width + 1, y, box.games_width, line),
                    games_line(row),
                    size * 0.7,
                    MUTED,
                    bold=False,
                )
                canvas.text(
                    canvas.rect(left + width - box.points_width - 1.5, y, box.points_width, line),
                    number(row.points),
                    size,
                    colour,
                    align=Qt.AlignmentFlag.AlignRight,
                )
            y += line


@dataclass(frozen=True)
class TableBox:
    """The size of each table's box on the page and how its rows are set, in units."""

    width: float
    height: float
    seats: int
    seating_only: bool

    @property
    def line(self) -> float:
        return min(12.0, self.height / (self.seats + 1.3))

    @property
    def size(self) -> float:
        return self.line * 0.62

    @property
    def games_width(self) -> float:
        return 0.0 if self.seating_only else self.width * 0.22

    @property
    def points_width(self) -> float:
        return 0.0 if self.seating_only else self.width * 0.14

    @property
    def name_width(self) -> float:
        """What is left for a name beside its place and mark, its games and its points."""
        return self.width - 2 - self.line * 2 - self.games_width - self.points_width - 2
