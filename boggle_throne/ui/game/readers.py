"""The reading order: one column per reader with their words, the current reader highlighted.

A player who writes on a phone is marked, with how many of their phone words are still to be read
out; never the words themselves, which the room hears only as the judge reads them.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.engine.counts import counted
from boggle_throne.services.reading.views import GameView, PlayerGameView, WordView
from boggle_throne.ui.models.words import WordsModel
from boggle_throne.ui.tables import rows_table

WORD_PIXELS = 16
"""Type of the word lists: a tired judge reads them at arm's length."""
LONGEST_SHOWN = ("CONTEMPORANEOUS ⚑", "+11")
"""A 15-letter held word and its points: what a reader's column must show whole."""
PHONE_MARK = "☎"
"""Marks a reader who writes on a phone: a telephone, in the fonts every desktop has (no emoji font)."""


def phone_note(player: PlayerGameView) -> str:
    """What a reader's header says of their phone list: how many words are left to read out."""
    if not player.on_phone:
        return ""
    if player.unread:
        note = QCoreApplication.translate("ReaderColumn", "{phone} {count} to read").format(
            phone=PHONE_MARK, count=player.unread
        )
    else:
        note = QCoreApplication.translate("ReaderColumn", "{phone} all read").format(phone=PHONE_MARK)
    if player.phone_flag is not None:  # before the reading: the judge may void it (Window ▸ Phones…)
        note += f" <span style='color:#d0343c'><b>⚑ {escape(player.phone_flag)}</b></span>"
    return note


class ReaderColumn(QFrame):
    """One reader: position, name and total, then their words in reading order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.Box)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)
        self.header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.model = WordsModel(self)
        self.table = rows_table(QTableView(), self.model, stretch=0)
        font = QFont(self.table.font())
        font.setPixelSize(WORD_PIXELS)
        self.table.setFont(font)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.setShowGrid(False)
        self.table.horizontalHeader().setVisible(False)
        self.table.setMinimumWidth(80)
        self.table.hideColumn(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.header)
        layout.addWidget(self.table)

    def show_player(self, position: int, player: PlayerGameView, current: bool) -> None:
        self.show_header(position, player, current)
        self.setLineWidth(3 if current else 1)
        self.setForegroundRole(QPalette.ColorRole.Highlight if current else QPalette.ColorRole.Mid)
        selected = self.selected_row()
        self.model.set_rows(player.words)
        if selected is not None and selected < len(player.words):
            self.select_row(selected)

    def show_header(self, position: int, player: PlayerGameView, current: bool) -> None:
        """The reader's place, name and total, and what is left on their phone."""
        penalties = f" <span style='color:#d0343c'>(−{player.penalties})</span>" if player.penalties else ""
        mark = "▶ " if current else ""
        phone = phone_note(player)
        self.header.setText(
            f"<b>{mark}{position}. {player.name}</b> · {counted(player.total, 'pt')}{penalties}"
            + (f" · {phone}" if phone else "")
        )
        tip = (
            self.tr("{earned} earned, {penalties} in penalties; writes on a phone")
            if phone
            else self.tr("{earned} earned, {penalties} in penalties")
        )
        self.header.setToolTip(tip.format(earned=player.earned, penalties=player.penalties))

    def needed_width(self) -> int:
        """The width at which LONGEST_SHOWN fits, in bold, beside a scroll bar and inside the frames."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        style = self.table.style()
        cell_margins = 4 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table) + 1)
        chrome = self.width() - self.table.viewport().width() if self.isVisible() else 0
        scroll_bar = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.table)
        text = sum(metrics.horizontalAdvance(part) for part in LONGEST_SHOWN)
        return text + cell_margins + max(chrome, scroll_bar + 20)

    def selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select_row(self, row: int) -> None:
        if not 0 <= row < self.model.rowCount():
            return
        index = self.model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.scrollTo(index)


class ReadersPanel(QWidget):
    """Every reader of a game side by side in reading order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QGridLayout(self)
        self._per_row = 0
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._columns: list[ReaderColumn] = []
        self._game: GameView | None = None
        self.current = 0

    @property
    def columns(self) -> tuple[ReaderColumn, ...]:
        return tuple(self._columns)

    def show_game(self, game: GameView | None) -> None:
        players = game.players if game is not None else ()
        if self._game is None or game is None or self._game.key != game.key:
            self.current = 0
        self._game = game
        if len(self._columns) != len(players):
            self._make_columns(len(players))
        self.current = min(self.current, max(0, len(players) - 1))
        for position, (column, player) in enumerate(zip(self._columns, players, strict=True), start=1):
            column.show_player(position, player, position - 1 == self.current)

    def show_phones(self, game: GameView) -> None:
        """Take in a phone's change to the game shown: only the headers say what phones write, so
        only they are redrawn (phones write many words a second while the clock runs)."""
        if self._game is None or game.key != self._game.key or len(game.players) != len(self._columns):
            self.show_game(game)
            return
        self._game = game
        for position, (column, player) in enumerate(zip(self._columns, game.players, strict=True), start=1):
            column.show_header(position, player, position - 1 == self.current)

    def _make_columns(self, count: int) -> None:
        while len(self._columns) > count:
            self._columns.pop().deleteLater()
        while len(self._columns) < count:
            self._columns.append(ReaderColumn(self))
        self._per_row = 0
        self._place_columns()

    def _place_columns(self) -> None:
        """As many readers side by side as fit a 15-letter word whole; the rest wrap to more rows,
        the rows as even as can be (6 readers: 3 and 3, or 2, 2 and 2 on a narrower window)."""
        if not self._columns:
            return
        fits = max(1, self.width() // self._columns[0].needed_width())
        rows = -(-len(self._columns) // fits)
        per_row = -(-len(self._columns) // rows)
        if per_row == self._per_row:
            return
        self._per_row = per_row
        for position, column in enumerate(self._columns):
            self._layout.addWidget(column, *divmod(position, per_row))
        for index in range(max(self._layout.columnCount(), per_row)):
            self._layout.setColumnStretch(index, 1 if index < per_row else 0)
        for index in range(max(self._layout.rowCount(), rows)):
            self._layout.setRowStretch(index, 1 if index < rows else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_columns()

    def current_player(self) -> PlayerGameView | None:
        if self._game is None or not self._game.players:
            return None
        return self._game.players[self.current]

    def move_reader(self, step: int) -> None:
        """Make the next (or previous) reader current, wrapping around the table."""
        if self._game is None or not self._game.players:
            return
        self._columns[self.current].table.clearSelection()  # one picked word on screen: the current reader's
        self.current = (self.current + step) % len(self._game.players)
        self.show_game(self._game)

    def select_last(self) -> None:
        """Select the current reader's newest word (what a challenge or withdrawal acts on)."""
        if self._columns:
            column = self._columns[self.current]
            column.select_row(column.model.rowCount() - 1)

    def move_selection(self, step: int) -> None:
        if not self._columns:
            return
        column = self._columns[self.current]
        selected = column.selected_row()
        start = column.model.rowCount() if selected is None else selected
        column.select_row(max(0, min(column.model.rowCount() - 1, start + step)))

    def selected_word(self) -> tuple[PlayerGameView, WordView] | None:
        """The selected word in the focused reader's column, or else in the current reader's."""
        if self._game is None or not self._columns:
            return None
        focused = next((i for i, c in enumerate(self._columns) if c.table.hasFocus()), self.current)
        player = self._game.players[focused]
        row = self._columns[focused].selected_row()
        return (player, player.words[row]) if row is not None and row < len(player.words) else None
