"""The event log: every action with who, when and what; undo, redo, and corrections of read words."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.commands import RecordWord
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.views import LogEntry
from boggle_throne.ui.correction import ask_correction
from boggle_throne.ui.models.log import LogModel
from boggle_throne.ui.models.rows import ROW_ROLE
from boggle_throne.ui.session import Session
from boggle_throne.ui.tables import rows_table


def entry_game(entry: LogEntry) -> GameKey | None:
    """The game an applied action belongs to; an action kept as not applied may name none that exists."""
    return entry.command.game if entry.command is not None and entry.not_applied is None else None


class LogPage(QWidget):
    """`open_game(key, players)` asks the window to show the game an entry belongs to."""

    open_game = Signal(object, object)

    def __init__(self, session: Session, undo: QAction, redo: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.model = LogModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter: a word, a player, an action…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self.proxy.setFilterFixedString(text.strip()))
        self.table = rows_table(QTableView(), self.proxy, stretch=4)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._enable())
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        buttons = QHBoxLayout()
        for action in (undo, redo):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        self.open_button = QPushButton(self.tr("&Open its game"))
        self.open_button.clicked.connect(self.open_selected)
        self.correct_button = QPushButton(self.tr("&Correct the word…"))
        self.correct_button.setToolTip(
            self.tr("Fix a mistyped word, also in a closed game; standings are recomputed")
        )
        self.correct_button.clicked.connect(self.correct_selected)
        buttons.addStretch()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.correct_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h2>Event log</h2>")))
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        session.service_changed.connect(lambda _service: self.refresh())

    def follow(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        service = self._session.service
        self.model.set_rows(service.views.log() if service is not None else ())
        self.table.scrollToBottom()
        self._enable()

    def selected(self) -> LogEntry | None:
        index = self.table.currentIndex()
        return index.data(ROW_ROLE) if index.isValid() else None

    def _enable(self) -> None:
        entry = self.selected()
        self.open_button.setEnabled(entry is not None and entry_game(entry) is not None)
        word = entry.command if entry is not None and entry.in_force else None
        self.correct_button.setEnabled(isinstance(word, RecordWord))

    def open_selected(self) -> None:
        entry = self.selected()
        key = entry_game(entry) if entry is not None else None
        if key is not None:
            self.open_game.emit(key, ())

    def correct_selected(self) -> None:
        entry, service = self.selected(), self._session.service
        key = entry_game(entry) if entry is not None else None
        if entry is None or key is None or service is None or not isinstance(entry.command, RecordWord):
            return
        reader = next(p.name for p in service.views.players() if p.id == entry.command.player)
        ask_correction(self, self._session, key, reader, entry.command.word)
