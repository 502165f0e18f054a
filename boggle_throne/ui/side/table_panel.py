"""One side table as the judge runs it: the bid on the table, what the referee waits for, the entry
line for the next move, the seats, this round's bids and how the last call ended."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.services.reading.side_views import SideTableView
from boggle_throne.side.base import Seat
from boggle_throne.ui.errors import REFUSED_STYLE
from boggle_throne.ui.models.fonts import scaled
from boggle_throne.ui.night_entry import NightEntry

WINNER_STYLE = "color: #3fae5a; font-weight: bold;"
TO_ACT = "▶ "
_UNITS = {
    "dice": str(QT_TRANSLATE_NOOP("TablePanel", "Dice")),
    "cards": str(QT_TRANSLATE_NOOP("TablePanel", "Cards")),
    "points": str(QT_TRANSLATE_NOOP("TablePanel", "Points")),
}
"""The seats' column of what a side game counts (its `unit`, data), as its heading says it."""


class TablePanel(QWidget):
    """Shows one side table; the page acts on what is typed into `entry`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        scaled(self.title, 1.3, bold=True)
        self.bid = QLabel()
        self.bid.setAccessibleName(self.tr("Bid on the table"))
        scaled(self.bid, 2.4, bold=True)
        self.expecting = QLabel()
        self.expecting.setWordWrap(True)
        scaled(self.expecting, 1.3, bold=True)
        self.entry = NightEntry()  # ↑ and ↓ in it go to the previous or next table (`stepped`)
        self.entry.setAccessibleName(QCoreApplication.translate("MoveEntry", "Side move entry"))
        scaled(self.entry, 1.4)
        entry_label = QLabel(self.tr("&Type the move:"))
        entry_label.setBuddy(self.entry)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(REFUSED_STYLE)
        scaled(self.refusal, 1.15)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.seats = QTableWidget(0, 3)
        self.seats.setAccessibleName(self.tr("Seats"))
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seats.verticalHeader().setVisible(False)
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        scaled(self.seats, 1.15)
        self.bids = QListWidget()
        self.bids.setAccessibleName(self.tr("This round's bids"))
        self.bids.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scaled(self.bids, 1.15)
        self.last_call = QLabel()
        self.last_call.setWordWrap(True)
        self.last_call.setTextFormat(Qt.TextFormat.RichText)
        scaled(self.last_call, 1.2)
        self.winner = QLabel()
        self.winner.setStyleSheet(WINNER_STYLE)
        scaled(self.winner, 1.8, bold=True)
        self._lay_out(entry_label)

    def _lay_out(self, entry_label: QLabel) -> None:
        entry_row = QHBoxLayout()
        entry_row.addWidget(entry_label)
        entry_row.addWidget(self.entry, 1)
        seats_box = QVBoxLayout()
        seats_box.addWidget(QLabel(self.tr("<b>Seats</b> (clockwise)")))
        seats_box.addWidget(self.seats, 1)
        bids_box = QVBoxLayout()
        bids_box.addWidget(QLabel(self.tr("<b>This round's bids</b> (newest last)")))
        bids_box.addWidget(self.bids, 1)
        tables = QHBoxLayout()
        tables.addLayout(seats_box, 3)
        tables.addLayout(bids_box, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.winner)
        layout.addWidget(self.bid)
        layout.addWidget(self.expecting)
        layout.addLayout(entry_row)
        layout.addWidget(self.refusal)
        layout.addWidget(self.hint)
        layout.addLayout(tables, 1)
        layout.addWidget(self.last_call)

    def show_table(self, table: SideTableView) -> None:
        view = table.view
        self.title.setText(
            self.tr("Table {number} · {game} · round {round}").format(
                number=table.number, game=table.title, round=view.round
            )
        )
        self.bid.setText(view.bid or self.tr("No bid yet"))
        self.bid.setEnabled(view.bid is not None)
        self.expecting.setText(view.expecting)
        self.hint.setText(
            self.tr("Keys: {keys}").format(keys=view.hint) if view.hint and view.winner is None else ""
        )
        self.winner.setText(self.tr("Won by {player}").format(player=view.winner) if view.winner else "")
        self.winner.setVisible(view.winner is not None)
        self.entry.setEnabled(view.winner is None)
        self.last_call.setText(
            self.tr("<b>Last call:</b> {call}").format(call=escape(view.last_call)) if view.last_call else ""
        )
        self.last_call.setVisible(view.last_call is not None)
        self._show_seats(view.seats, view.unit, view.to_act)
        self.bids.clear()
        self.bids.addItems(view.bids)
        self.bids.scrollToBottom()

    def _show_seats(self, seats: tuple[Seat, ...], unit: str, to_act: str | None) -> None:
        self.seats.setRowCount(len(seats))
        self.seats.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr(_UNITS[unit]) if unit in _UNITS else unit.capitalize(),
                self.tr("Detail"),
            ]
        )
        dim = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for row, seat in enumerate(seats):
            name = f"{TO_ACT}{seat.name}" if seat.name == to_act else seat.name
            cells = (name, str(seat.holding), seat.detail)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                font = QFont(self.seats.font())
                font.setStrikeOut(seat.out)
                font.setBold(seat.name == to_act)
                item.setFont(font)
                if seat.out:
                    item.setForeground(dim)
                self.seats.setItem(row, column, item)
