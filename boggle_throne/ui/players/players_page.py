"""The check-in list: search, walk-ins, check-in, withdrawals and seed ranks."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.errors import ActionRefusedError
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.views import PlayerView
from boggle_throne.ui.errors import REFUSED_STYLE, sentence
from boggle_throne.ui.models.players import PlayersModel
from boggle_throne.ui.models.rows import ROW_ROLE
from boggle_throne.ui.session import Session


class PlayersPage(QWidget):
    """Type in the search box to find a player; Enter there checks the found player in.

    The walk-in box registers a new player who is here now. A name the roster refuses (taken, blank)
    is said under the box and stays in it to be corrected: no dialog interrupts the names being typed.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.model = PlayersModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(0)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search players…  (Enter checks in the player found)")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._check_in_found)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_selected())
        self.table.doubleClicked.connect(lambda _index: self.check_in())
        self.walk_in = QLineEdit()
        self.walk_in.setPlaceholderText("Walk-in's name, then Enter")
        self.refusal = QLabel()
        self.refusal.setObjectName("walkInRefusal")
        self.refusal.setStyleSheet(REFUSED_STYLE)
        self.refusal.setWordWrap(True)
        self.walk_in.returnPressed.connect(lambda: self._register_walk_in())
        self.walk_in.textEdited.connect(lambda _text: self.refusal.clear())
        walk_in_button = QPushButton("Add wal&k-in")
        walk_in_button.setToolTip("Register the player as here now (checked in)")
        walk_in_button.clicked.connect(lambda: self._register_walk_in())
        self.register_button = QPushButton("&Register only")
        self.register_button.setToolTip("Put the player on the list, to check in on arrival")
        self.register_button.clicked.connect(lambda: self._register_walk_in(checked_in=False))
        self.check_in_button = QPushButton("Check &in")
        self.check_in_button.clicked.connect(self.check_in)
        self.withdraw_button = QPushButton("Wi&thdraw")
        self.withdraw_button.clicked.connect(self.withdraw)
        self.seed_rank = QSpinBox()
        self.seed_rank.setRange(0, 999)
        self.seed_rank.setSpecialValueText("no seed")
        self.seed_rank.setPrefix("seed ")
        seed_button = QPushButton("Set &seed rank")
        seed_button.clicked.connect(self.set_seed_rank)
        self.counts = QLabel()
        actions = QHBoxLayout()
        actions.addWidget(self.check_in_button)
        actions.addWidget(self.withdraw_button)
        actions.addWidget(self.seed_rank)
        actions.addWidget(seed_button)
        actions.addStretch()
        actions.addWidget(self.counts)
        walk_in_row = QHBoxLayout()
        walk_in_row.addWidget(self.walk_in, 1)
        walk_in_row.addWidget(walk_in_button)
        walk_in_row.addWidget(self.register_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>Players</h2>"))
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addLayout(walk_in_row)
        layout.addWidget(self.refusal)
        session.service_changed.connect(lambda _service: self.refresh())

    def first_field(self) -> QWidget:
        """Where Ctrl+2 puts the keys: the search, whose Enter checks the player found in; on a night
        with nobody registered yet, the walk-in's name, as the names are the work to be done."""
        service = self._session.service
        return self.search if service is not None and service.players() else self.walk_in

    def follow(self, change: Change) -> None:
        if change.aspects & {Aspect.ROSTER, Aspect.THRONE}:
            self.refresh()

    def refresh(self) -> None:
        selected = self.selected()
        service = self._session.service
        players = service.players() if service is not None else ()
        self.model.set_rows(players)
        here = sum(p.here for p in players)
        self.counts.setText(f"{here} checked in of {len(players)}")
        if selected is not None:
            self.select(selected.name)
        self._show_selected()

    def selected(self) -> PlayerView | None:
        index = self.table.currentIndex()
        return index.data(ROW_ROLE) if index.isValid() else None

    def select(self, name: str) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(ROW_ROLE).name == name:
                self.table.setCurrentIndex(index)
                return

    def _filter(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.strip())
        if self.proxy.rowCount():
            self.table.setCurrentIndex(self.proxy.index(0, 0))

    def _show_selected(self) -> None:
        player = self.selected()
        self.check_in_button.setEnabled(player is not None and player.can_check_in)
        self.withdraw_button.setEnabled(player is not None and player.can_withdraw)
        if player is not None:
            self.seed_rank.setValue(player.seed_rank or 0)

    def _check_in_found(self) -> None:
        if self.proxy.rowCount() == 1 or self.selected() is not None:
            self.check_in()

    def check_in(self) -> None:
        player, service = self.selected(), self._session.service
        if player is None or service is None:
            return
        done = self._session.act_inline(
            f"check in {player.name}", lambda: service.check_in(player.id), self._say
        )
        if done is not None:
            self.refusal.clear()
            self._session.status.emit(f"{player.name} is checked in.")
            self.search.selectAll()

    def withdraw(self) -> None:
        player, service = self.selected(), self._session.service
        if player is not None and service is not None:
            done = self._session.act_inline(
                f"withdraw {player.name}", lambda: service.withdraw_player(player.id), self._say
            )
            if done is not None:
                self.refusal.clear()

    def set_seed_rank(self) -> None:
        player, service = self.selected(), self._session.service
        rank = self.seed_rank.value() or None
        if player is not None and service is not None:
            done = self._session.act_inline(
                f"set {player.name}'s seed rank", lambda: service.set_seed_rank(player.id, rank), self._say
            )
            if done is not None:
                self.refusal.clear()

    def _register_walk_in(self, checked_in: bool = True) -> None:
        """Register the typed name; an empty one too, so that the roster says why it is refused."""
        name, service = self.walk_in.text().strip(), self._session.service
        if service is None:
            return
        added = self._session.act_inline(
            f"add {name or 'a player'}",
            lambda: service.register(name, checked_in=checked_in),
            self._refuse,
        )
        if added is not None:
            self.refusal.clear()
            self.walk_in.clear()
            self._session.status.emit(
                f"{added.name} is checked in." if checked_in else f"{added.name} is on the list."
            )

    def _say(self, refusal: ActionRefusedError) -> None:
        """Say a refusal under the page's boxes and on the status line; the keys stay where they are."""
        self.refusal.setText(sentence(str(refusal)))
        self._session.status.emit(f"Not done: {sentence(str(refusal))}")

    def _refuse(self, refusal: ActionRefusedError) -> None:
        """Say why the name was refused under the box; the name stays there to be corrected."""
        self._say(refusal)
        self.walk_in.setFocus()
        self.walk_in.selectAll()
