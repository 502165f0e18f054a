"""Window ▸ Season: the organiser chooses the season's nights (files or nights on servers), its options
and merges, sees the table, prints it, and shows its leaders on the projector between rounds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.i18n import ngettext
from boggle_throne.night.errors import ThroneError
from boggle_throne.presentation.season_board import SeasonBoard, between_rounds, season_board
from boggle_throne.printing import Paper
from boggle_throne.services.documents.season import read_night
from boggle_throne.tournament.errors import SeasonError
from boggle_throne.tournament.season import NightResult, SeasonRules, SeasonTable, season_table
from boggle_throne.ui.session import Session

COLUMNS = (
    "#",
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Player")),
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Rating")),
    "μ",
    "σ",
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Nights")),
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Games")),
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Points")),
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Won")),
    str(QT_TRANSLATE_NOOP("SeasonWindow", "Best word")),
)
"""The table's headings, in English (translated where shown; the symbols stay as they are)."""
FILE_FILTER = str(QT_TRANSLATE_NOOP("SeasonWindow", "Tournament files (*.throne)"))
SEASON_TITLE = str(QT_TRANSLATE_NOOP("SeasonWindow", "The season"))


class SeasonWindow(QDialog):
    """The season's nights, options and table; every control has its Alt+letter, Enter adds what a
    field holds, Delete removes the chosen night."""

    def __init__(
        self,
        session: Session,
        project: Callable[[SeasonBoard], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Season — Boggle Throne"))
        self.setModal(False)
        self._session = session
        self._project = project
        self._nights: list[tuple[str, NightResult]] = []
        self._merges: list[tuple[str, str]] = []
        self.table: SeasonTable | None = None

        self.night_field = QLineEdit(
            placeholderText=self.tr("a .throne file, or postgresql://USER@HOST:PORT/DATABASE")
        )
        self.night_field.returnPressed.connect(self.add_typed_night)
        self.browse_button = QPushButton(self.tr("&Browse…"))
        self.browse_button.clicked.connect(self.browse)
        self.nights_list = QListWidget()
        self.nights_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.remove_button = QPushButton(self.tr("Remove ni&ght"))
        self.remove_button.clicked.connect(self.remove_night)
        QShortcut(QKeySequence.StandardKey.Delete, self.nights_list, self.remove_night)
        self.best_box = QSpinBox()
        self.best_box.setRange(0, 99)
        self.best_box.setSpecialValueText(self.tr("every night"))
        self.best_box.valueChanged.connect(self.recount)
        self.min_box = QSpinBox()
        self.min_box.setRange(1, 99)
        self.min_box.valueChanged.connect(self.recount)
        self.merge_field = QLineEdit()
        self.merge_field.setPlaceholderText(self.tr("NAME=INTO, e.g. Zoe B=Zoé Bernard"))
        self.merge_field.returnPressed.connect(self.add_typed_merge)
        self.merges_label = QLabel(self.tr("No names merged"))
        self.clear_merges_button = QPushButton(self.tr("Cl&ear merges"))
        self.clear_merges_button.clicked.connect(self.clear_merges)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e")
        self.results = QTableWidget(0, len(COLUMNS))
        self.results.setHorizontalHeaderLabels([self.tr(title) for title in COLUMNS])
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.verticalHeader().hide()
        self.results.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.holders_label = QLabel()
        self.holders_label.setWordWrap(True)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.clicked.connect(self.choose_pdf)
        self.project_button = QPushButton(self.tr("Show on the pro&jector"))
        self.project_button.clicked.connect(self.show_on_projector)
        self._lay_out()
        for button in self.findChildren(QPushButton):  # Enter adds what a field holds, never clicks
            button.setAutoDefault(False)
        self.recount()

    def _lay_out(self) -> None:
        form = QFormLayout()
        night_row = QHBoxLayout()
        night_row.addWidget(self.night_field, 1)
        night_row.addWidget(self.browse_button)
        night_label = QLabel(self.tr("&Night:"))
        night_label.setBuddy(self.night_field)
        form.addRow(night_label, night_row)
        nights_label = QLabel(self.tr("Nigh&ts:"))
        nights_label.setBuddy(self.nights_list)
        nights_row = QVBoxLayout()
        nights_row.addWidget(self.nights_list)
        nights_row.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignLeft)
        form.addRow(nights_label, nights_row)
        form.addRow(self.tr("Best nights &counted:"), self.best_box)  # the label is the field's buddy
        form.addRow(self.tr("Ranked &from (nights):"), self.min_box)
        merge_label = QLabel(self.tr("&Merge names:"))
        merge_label.setBuddy(self.merge_field)
        merge_row = QHBoxLayout()
        merge_row.addWidget(self.merge_field, 1)
        merge_row.addWidget(self.clear_merges_button)
        form.addRow(merge_label, merge_row)
        form.addRow("", self.merges_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.project_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.holders_label)
        layout.addLayout(buttons)
        self.resize(900, 640)

    # ----- the nights and the options ----------------------------------------------------------

    def add_typed_night(self) -> None:
        """Add the night the field names; a night that cannot be read is said under the fields."""
        where = self.night_field.text().strip()
        if not where:
            return
        if self.add_night(where):
            self.night_field.clear()

    def add_night(self, where: str) -> bool:
        """Read a night and count it in; False (and why, under the fields) if it cannot be read."""
        if any(known == where for known, _ in self._nights):
            self._say(self.tr("{night} is already in the season").format(night=where))
            return False
        place: Path | str = where if where.startswith(("postgresql://", "postgres://")) else Path(where)
        if isinstance(place, Path) and not place.is_file():
            self._say(self.tr("{night}: no such tournament file").format(night=where))
            return False
        try:
            night = read_night(place)
        except ThroneError as error:
            self._say(str(error))
            return False
        self._nights.append((where, night))
        self.nights_list.addItem(f"{night.name} · {night.held_on.isoformat()} · {where}")
        self.recount()
        return True

    def browse(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileNames(
            self, self.tr("Add nights to the season"), "", self.tr(FILE_FILTER)
        )
        for path in chosen:
            self.add_night(path)

    def remove_night(self) -> None:
        row = self.nights_list.currentRow()
        if 0 <= row < len(self._nights):
            del self._nights[row]
            self.nights_list.takeItem(row)
            self.recount()

    def add_typed_merge(self) -> None:
        name, sign, into = self.merge_field.text().partition("=")
        if not sign or not name.strip() or not into.strip():
            self._say(self.tr("type a merge as NAME=INTO, e.g. Zoe B=Zoé Bernard"))
            return
        self._merges.append((name.strip(), into.strip()))
        if self.recount():
            self.merge_field.clear()
        else:
            self._merges.pop()

    def clear_merges(self) -> None:
        self._merges.clear()
        self.recount()

    @property
    def rules(self) -> SeasonRules:
        best = self.best_box.value() or None
        return SeasonRules(best, self.min_box.value(), tuple(self._merges))

    # ----- the table -------------------------------------------------------------------------

    def recount(self) -> bool:
        """Count the season again from the nights and options; False (and why) if it cannot be."""
        try:
            table = season_table([night for _, night in self._nights], self.rules)
        except SeasonError as error:
            self._say(str(error))
            return False
        self.table = table
        self._say("")
        self._fill(table)
        merges = "; ".join(f"{name} → {into}" for name, into in self._merges)
        self.merges_label.setText(
            self.tr("Merged: {merges}").format(merges=merges) if merges else self.tr("No names merged")
        )
        self.print_button.setEnabled(bool(table.rows))
        self.project_button.setEnabled(bool(table.rows))
        return True

    def _fill(self, table: SeasonTable) -> None:
        self.results.setRowCount(len(table.rows))
        for index, row in enumerate(table.rows):
            word = f"{row.best_word.word} ({row.best_word.points})" if row.best_word is not None else ""
            nights = (
                str(row.nights) if row.counted_nights == row.nights else f"{row.counted_nights}/{row.nights}"
            )
            cells = (
                str(row.rank) if row.rank is not None else "–",
                row.name,
                f"{row.rating:.1f}",
                f"{row.mu:.1f}",
                f"{row.sigma:.1f}",
                nights,
                str(row.games),
                str(row.points),
                str(row.wins),
                word,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column not in (1, 9):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.results.setItem(index, column, item)
        self.results.resizeColumnsToContents()
        holders = [
            self.tr("{name}: crowned {nights}; {defences}").format(
                name=h.name,
                nights=", ".join(h.crowned),
                defences=ngettext(
                    "{won} defence won, {lost} lost", "{won} defences won, {lost} lost", h.defences_won
                ).format(won=h.defences_won, lost=h.defences_lost),
            )
            for h in table.holders
        ]
        self.holders_label.setText(
            self.tr("The Throne — {holders}").format(holders=" · ".join(holders))
            if holders
            else self.tr("Nobody crowned yet")
        )

    def _say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))

    # ----- printing and the projector ----------------------------------------------------------

    def choose_pdf(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Print the season"), "season.pdf", self.tr("PDF (*.pdf)")
        )
        if chosen:
            self.print_to(Path(chosen))

    def print_to(self, path: Path) -> Path | None:
        """Write the season table as a PDF; a refusal is said under the fields."""
        from boggle_throne.printing.season import render_season  # reportlab loads only to print
        from boggle_throne.services.documents.outputs import replacing

        if self.table is None:
            return None
        inputs = [Path(where) for where, _ in self._nights if not where.startswith("postgres")]
        try:
            with replacing(path, inputs) as partial:
                render_season(self.table, self.tr(SEASON_TITLE), partial, Paper.A4)
        except ThroneError as error:
            self._say(str(error))
            return None
        self._say("")
        return path

    def show_on_projector(self) -> bool:
        """Show the leaders on the projector, only between rounds: a game in play keeps the room."""
        service = self._session.service
        if self.table is None:
            return False
        if service is not None and not between_rounds(service.views):
            self._say(self.tr("A game is still open: the season goes on the projector between rounds"))
            return False
        self._project(season_board(self.table, self.tr(SEASON_TITLE)))
        self._say("")
        return True
