"""The check-in list: search, walk-ins, check-in, withdrawals, seed ranks and a name put right."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
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
from boggle_throne.ui.keys_back import ask
from boggle_throne.ui.models.players import PlayersModel
from boggle_throne.ui.models.rows import ROW_ROLE
from boggle_throne.ui.session import Session
from boggle_throne.ui.tables import rows_table


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
        self.search.setPlaceholderText(self.tr("Search players…  (Enter checks in the player found)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._check_in_found)
        self.table = rows_table(QTableView(), self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_selected())
        self.table.doubleClicked.connect(lambda _index: self.check_in())
        self.walk_in = QLineEdit()
        self.walk_in.setPlaceholderText(self.tr("Walk-in's name, then Enter"))
        self.refusal = QLabel()
        self.refusal.setObjectName("walkInRefusal")
        self.refusal.setStyleSheet(REFUSED_STYLE)
        self.refusal.setWordWrap(True)
        self.walk_in.returnPressed.connect(lambda: self._register_walk_in())
        self.walk_in.textEdited.connect(lambda _text: self.refusal.clear())
        walk_in_button = QPushButton(self.tr("Add wal&k-in"))
        walk_in_button.setToolTip(self.tr("Register the player as here now (checked in)"))
        walk_in_button.clicked.connect(lambda: self._register_walk_in())
        self.register_button = QPushButton(self.tr("&Register only"))
        self.register_button.setToolTip(self.tr("Put the player on the list, to check in on arrival"))
        self.register_button.clicked.connect(lambda: self._register_walk_in(checked_in=False))
        self.check_in_button = QPushButton(self.tr("Check &in"))
        self.check_in_button.clicked.connect(self.check_in)
        self.withdraw_button = QPushButton(self.tr("Wi&thdraw"))
        self.withdraw_button.clicked.connect(self.withdraw)
        self.seed_rank = QSpinBox()
        self.seed_rank.setRange(0, 999)
        self.seed_rank.setSpecialValueText(self.tr("no seed"))
        self.seed_rank.setPrefix(self.tr("seed "))
        seed_button = QPushButton(self.tr("Set &seed rank"))
        seed_button.clicked.connect(self.set_seed_rank)
        self.rename_action = QAction(self.tr("Rename the selected player…"), self)
        self.rename_action.setShortcut(QKeySequence("F2"))
        self.rename_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.rename_action.setToolTip(self.tr("Their games, results and seat stay theirs (F2)"))
        self.rename_action.triggered.connect(self.rename)
        self.addAction(self.rename_action)
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.rename_button.setToolTip(
            self.tr("Put the selected player's name right; their games stay theirs (F2)")
        )
        self.rename_button.clicked.connect(self.rename)
        self.counts = QLabel()
        actions = QHBoxLayout()
        actions.addWidget(self.check_in_button)
        actions.addWidget(self.withdraw_button)
        actions.addWidget(self.rename_button)
        actions.addWidget(self.seed_rank)
        actions.addWidget(seed_button)
        actions.addStretch()
        actions.addWidget(self.counts)
        walk_in_row = QHBoxLayout()
        walk_in_row.addWidget(self.walk_in, 1)
        walk_in_row.addWidget(walk_in_button)
        walk_in_row.addWidget(self.register_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h2>Players</h2>")))
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
        return self.search if service is not None and service.views.players() else self.walk_in

    def follow(self, change: Change) -> None:
        if change.aspects & {Aspect.ROSTER, Aspect.THRONE}:
            self.refresh()

    def refresh(self) -> None:
        selected = self.selected()
        service = self._session.service
        players = service.views.players() if service is not None else ()
        self.model.set_rows(players)
        here = sum(p.here for p in players)
        self.counts.setText(self.tr("{here} checked in of {count}").format(here=here, count=len(players)))
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
        self.rename_button.setEnabled(player is not None)
        self.rename_action.setEnabled(player is not None)
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
            self.tr("check in {name}").format(name=player.name),
            lambda: service.act.check_in(player.id),
            self._say,
        )
        if done is not None:
            self.refusal.clear()
            self._session.status.emit(self.tr("{name} is checked in.").format(name=player.name))
            self.search.selectAll()

    def withdraw(self) -> None:
        player, service = self.selected(), self._session.service
        if player is not None and service is not None:
            done = self._session.act_inline(
                self.tr("withdraw {name}").format(name=player.name),
                lambda: service.act.withdraw_player(player.id),
                self._say,
            )
            if done is not None:
                self.refusal.clear()

    def set_seed_rank(self) -> None:
        player, service = self.selected(), self._session.service
        rank = self.seed_rank.value() or None
        if player is not None and service is not None:
            done = self._session.act_inline(
                self.tr("set {name}'s seed rank").format(name=player.name),
                lambda: service.act.set_seed_rank(player.id, rank),
                self._say,
            )
            if done is not None:
                self.refusal.clear()

    def rename(self) -> QInputDialog | None:
        """Ask for the selected player's right name (F2); they keep their games, results and seat."""
        player = self.selected()
        if player is None or self._session.service is None:
            return None
        return ask(
            self,
            "renamePlayerDialog",
            self.tr("Rename a player"),
            self.tr("The right name for {name} (their games and results stay theirs):").format(
                name=player.name
            ),
            lambda name: self._rename(player, name),
            text=player.name,
        )

    def _rename(self, player: PlayerView, name: str) -> None:
        service = self._session.service
        if service is None:
            return
        renamed = self._session.act_inline(
            self.tr("rename {name}").format(name=player.name),
            lambda: service.act.rename_player(player.id, name),
            self._say,
        )
        if renamed is not None:
            self.refusal.clear()
            if self.search.text().strip():  # the search found the old name: it finds the new one
                self.search.setText(renamed.name)
            self.select(renamed.name)
            self._session.status.emit(
                self.tr("{old} is now {new}.").format(old=player.name, new=renamed.name)
            )

    def _register_walk_in(self, checked_in: bool = True) -> None:
        """Register the typed name; an empty one too, so that the roster says why it is refused."""
        name, service = self.walk_in.text().strip(), self._session.service
        if service is None:
            return
        added = self._session.act_inline(
            self.tr("add {name}").format(name=name) if name else self.tr("add a player"),
            lambda: service.act.register(name, checked_in=checked_in),
            self._refuse,
        )
        if added is not None:
            self.refusal.clear()
            self.walk_in.clear()
            self._session.status.emit(
                (
                    self.tr("{name} is checked in.") if checked_in else self.tr("{name} is on the list.")
                ).format(name=added.name)
            )

    def _say(self, refusal: ActionRefusedError) -> None:
        """Say a refusal under the page's boxes and on the status line; the keys stay where they are."""
        self.refusal.setText(sentence(str(refusal)))
        self._session.status.emit(self.tr("Not done: {why}").format(why=sentence(str(refusal))))

    def _refuse(self, refusal: ActionRefusedError) -> None:
        """Say why the name was refused under the box; the name stays there to be corrected."""
        self._say(refusal)
        self.walk_in.setFocus()
        self.walk_in.selectAll()
