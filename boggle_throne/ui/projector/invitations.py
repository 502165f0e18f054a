"""The invitations page: a seated round's players, each with a big QR code and its URL, a table a page.

A player points their phone at their own code and writes their words on it. The codes are drawn in
whole pixels, black on white with their quiet zone, with no smoothing, so a phone reads them from the
back of the room; the URL under each is in monospace type for whoever types it. With several tables
the page shows one at a time and moves on every `CYCLE_SECONDS`. While the phone server is off the
page says where to start it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.qr import Modules, qr_modules, url_lines
from boggle_throne.services.acting.phones import Invitation
from boggle_throne.services.reading.views import RoundTitle, round_title
from boggle_throne.ui.phones.station import PhoneStation
from boggle_throne.ui.projector.columns import readable_names
from boggle_throne.ui.projector.page import Page
from boggle_throne.ui.projector.qr_paint import draw_code
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas

CYCLE_SECONDS = 10.0
CODE = 40.0
"""The side of a code with its quiet zone, in units: two fifths of the height (410 px at 1080, drawn
in whole pixels)."""
START_THE_PHONES = str(
    QT_TRANSLATE_NOOP("InvitationsPage", "Start the phones in the judges' window: Window ▸ Phones…")
)
_MARGIN = 4.0
_GAP = 3.0
NAME_HEIGHT = 8.0  # above each code, for a name on one line or broken in two


@dataclass(frozen=True)
class TableInvitations:
    """One table's invitations, in seating order."""

    table: str
    players: tuple[Invitation, ...]


def by_table(invitations: tuple[Invitation, ...]) -> tuple[TableInvitations, ...]:
    """The invitations grouped by table, the tables in the order they come."""
    tables: dict[str, list[Invitation]] = {}
    for invitation in invitations:
        tables.setdefault(invitation.table, []).append(invitation)
    return tuple(TableInvitations(table, tuple(players)) for table, players in tables.items())


class InvitationsPage(Page):
    """The latest round's invitations, a table at a time; `station` is the judges' phone server."""

    view = ProjectorView.INVITATIONS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.station: PhoneStation | None = None
        self.tables: tuple[TableInvitations, ...] = ()
        self.shown = 0
        self.title = ""
        self.address: str | None = None
        self._codes: dict[str, Modules] = {}
        self.drawn: list[tuple[str, tuple[int, int, int]]] = []
        """Each code last painted: its URL, and its left, top and side in pixels."""
        self._cycle = QTimer(self, interval=round(CYCLE_SECONDS * 1000))
        self._cycle.timeout.connect(self.next_table)

    def present(self, reader: NightReader, scene: Scene) -> None:
        station = self.station
        phones = station.phones if station is not None else None
        base = station.base_url if station is not None else None
        named = (
            self.tr("Standings")
            if scene.round is None
            else round_title(scene.round, scene.final, RoundTitle.ANNOUNCED)
        )
        self.title = self.tr("{title} — scan your code to write on your phone").format(title=named)
        self.address = base
        tables = by_table(phones.invitations(base)) if phones is not None and base is not None else ()
        if tables != self.tables:
            self.tables, self.shown = tables, 0
            self._codes = {p.url: qr_modules(p.url) for table in tables for p in table.players}
        self._run_cycle()
        self.update()

    @property
    def table(self) -> TableInvitations | None:
        """The table on screen."""
        return self.tables[self.shown] if self.tables else None

    def table_title(self) -> str:
        """The table on screen, and which of the round's tables it is when there are several:
        `Table 2 of 4`."""
        table = self.table
        if table is None:
            return ""
        count = len(self.tables)
        if count == 1:
            return table.table
        if table.table.endswith(f" {self.shown + 1}"):  # the label names the table by its number
            return self.tr("{table} of {count}").format(table=table.table, count=count)
        return self.tr("{table} ({number} of {count})").format(
            table=table.table, number=self.shown + 1, count=count
        )

    @property
    def cycling(self) -> bool:
        """Whether the tables take turns on screen."""
        return self._cycle.isActive()

    @property
    def cycle_seconds(self) -> float:
        return self._cycle.interval() / 1000

    def next_table(self) -> None:
        if self.tables:
            self.shown = (self.shown + 1) % len(self.tables)
            self.update()

    def _run_cycle(self) -> None:
        if len(self.tables) > 1 and self.isVisible():
            if not self._cycle.isActive():
                self._cycle.start()
        else:
            self._cycle.stop()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._run_cycle()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._cycle.stop()

    def paint(self, canvas: Canvas) -> None:
        self.drawn = []
        width = canvas.width - 2 * _MARGIN
        canvas.text(canvas.rect(_MARGIN, 2, width, 8), self.title, 5.0, INK)
        table = self.table
        if self.address is None:
            canvas.text(canvas.rect(_MARGIN, 34, width, 12), self.tr("Phones are off"), 9.0, GOLD)
            canvas.text(canvas.rect(_MARGIN, 52, width, 8), self.tr(START_THE_PHONES), 4.5, MUTED, bold=False)
            return
        if table is None:
            canvas.text(canvas.rect(_MARGIN, 40, width, 10), self.tr("No round is seated yet"), 7.0, MUTED)
            return
        canvas.text(canvas.rect(_MARGIN, 11, width, 11), self.table_title(), 9.0, GOLD)
        self._cards(canvas, table, width)
        canvas.text(
            canvas.rect(_MARGIN, 91, width, 6),
            self.tr("Phones: {address}").format(address=self.address),
            3.6,
            MUTED,
            mono=True,
        )

    def _cards(self, canvas: Canvas, table: TableInvitations, width: float) -> None:
        """A column per player: the name, the code, the URL in two lines."""
        count = len(table.players)
        column = width / count
        code = min(CODE, column - _GAP)
        size, names = readable_names(canvas, [p.name for p in table.players], 5.5, column - _GAP, NAME_HEIGHT)
        paths = [url_lines(p.url)[1] for p in table.players]
        path_size = canvas.one_size(paths, 4.2, column - _GAP)
        for index, player in enumerate(table.players):
            left = _MARGIN + index * column
            lines = names[index]
            for row, line in enumerate(lines):
                part = NAME_HEIGHT / len(lines)
                canvas.text(canvas.rect(left, 24 + row * part, column, part), line, size, INK)
            box = canvas.rect(left + (column - code) / 2, 33, code, code).toAlignedRect()
            drawn = draw_code(canvas.painter, self._codes[player.url], box)
            offset = canvas.painter.transform().map(drawn.topLeft())
            self.drawn.append((player.url, (offset.x(), offset.y(), drawn.width())))
            host, path = url_lines(player.url)
            canvas.text(
                canvas.rect(left, 33 + code + 1.5, column, 5), host, 2.6, MUTED, bold=False, mono=True
            )
            canvas.text(canvas.rect(left, 33 + code + 6.5, column, 6), path, path_size, INK, mono=True)
