"""The round view: the next round's seating before it is confirmed, then each table's games."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boggle_throne.engine.counts import counted
from boggle_throne.night.aspects import Aspect
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey
from boggle_throne.night.settings import fresh_board_seed
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.play_views import GameSlotView, PlayGroupView, PlayView, SeatingAction
from boggle_throne.ui.game.roll_dialog import RollDialog, ask_roll
from boggle_throne.ui.rounds.station_tables import StationTables
from boggle_throne.ui.session import Session
from boggle_throne.ui.standings.standings_page import match_text

_FOLLOWED = frozenset(
    {
        Aspect.SETTINGS,
        Aspect.SEATING,
        Aspect.ROSTER,
        Aspect.BOARD,
        Aspect.TIMER,
        Aspect.GAME_CLOSED,
        Aspect.STANDINGS,
        Aspect.THRONE,
    }
)
_PHASES = {
    TimerPhase.READY: str(QT_TRANSLATE_NOOP("RoundsPage", "board ready")),
    TimerPhase.COUNTDOWN: str(QT_TRANSLATE_NOOP("RoundsPage", "countdown")),
    TimerPhase.RUNNING: str(QT_TRANSLATE_NOOP("RoundsPage", "playing")),
    TimerPhase.PAUSED: str(QT_TRANSLATE_NOOP("RoundsPage", "paused")),
    TimerPhase.FINISHED: str(QT_TRANSLATE_NOOP("RoundsPage", "reading")),
}


def _state_text(slot: GameSlotView) -> str:
    """A game's state as its row shows it."""
    if slot.closed:
        totals = ", ".join(f"{name} {total}" for name, total in slot.totals)
        return QCoreApplication.translate("RoundsPage", "closed — {totals}").format(totals=totals)
    if slot.started and slot.phase is not None:
        phase = QCoreApplication.translate("RoundsPage", _PHASES[slot.phase])
        if slot.held:
            return QCoreApplication.translate("RoundsPage", "{phase}, {count} held").format(
                phase=phase, count=slot.held
            )
        return phase
    if slot.tie_break_players:
        players = ", ".join(p.name for p in slot.players)
        return QCoreApplication.translate("RoundsPage", "tie-break between {players}: not started").format(
            players=players
        )
    return QCoreApplication.translate("RoundsPage", "not started")


def _group_text(group: PlayGroupView) -> str:
    return match_text(group.match) if group.match is not None else ", ".join(p.name for p in group.players)


class RoundsPage(QWidget):
    """`open_game(key, players)` asks the window to show the game screen for a game."""

    open_game = Signal(object, object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._latest_round = 0
        self.preview_box = QGroupBox(self.tr("Next round"))
        self.preview_note = QLabel()
        self.preview_note.setWordWrap(True)
        self.preview_tree = QTreeWidget()
        self.preview_tree.setHeaderLabels([self.tr("Table"), self.tr("Seats")])
        self.preview_tree.setRootIsDecorated(False)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)  # every seed a night draws (and the rounds added to it)
        self.seed.setPrefix(self.tr("draw "))
        self.seed.valueChanged.connect(lambda _v: self._show_preview())
        self.redraw_button = QPushButton(self.tr("Re-&draw"))
        self.redraw_button.setToolTip(self.tr("Draw the seating again with another seed"))
        self.redraw_button.clicked.connect(self._draw_again)
        self.confirm_button = QPushButton(self.tr("&Confirm seating"))
        self.confirm_button.clicked.connect(self.confirm_seating)
        self.crown_button = QPushButton(self.tr("Crow&n the winner"))
        self.crown_button.clicked.connect(self.crown)
        preview_buttons = QHBoxLayout()
        preview_buttons.addWidget(self.seed)
        preview_buttons.addWidget(self.redraw_button)
        preview_buttons.addStretch()
        preview_buttons.addWidget(self.crown_button)
        preview_buttons.addWidget(self.confirm_button)
        preview_layout = QVBoxLayout(self.preview_box)
        preview_layout.addWidget(self.preview_note)
        preview_layout.addWidget(self.preview_tree, 1)
        preview_layout.addLayout(preview_buttons)

        self.round_choice = QComboBox()
        self.round_choice.setAccessibleName(self.tr("Round"))
        self.round_choice.currentIndexChanged.connect(lambda _i: self._show_round())
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Table / game"), self.tr("Players / state")])
        self.tree.setColumnWidth(0, 220)
        self.tree.itemActivated.connect(lambda _item, _column: self.open_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._enable_game_buttons())
        self.open_button = QPushButton(self.tr("&Open game"))
        self.open_button.setToolTip(self.tr("Run the selected game on the game screen (Enter)"))
        self.open_button.clicked.connect(self.open_selected)
        self.start_button = QPushButton(self.tr("Start with a &rolled board…"))
        self.start_button.setToolTip(
            self.tr("Type the roll of the dice for the selected game, then start it")
        )
        self.start_button.clicked.connect(self.start_selected)
        self.close_button = QPushButton(self.tr("C&lose game"))
        self.close_button.clicked.connect(self.close_selected)
        self.reseat_button = QPushButton(self.tr("Re-draw &seating"))
        self.reseat_button.setToolTip(
            self.tr("Take back this round's seating and draw it again (before any game starts)")
        )
        self.reseat_button.clicked.connect(self.reseat)
        self.station = StationTables(session)
        self.station.changed.connect(self._show_round)
        self.my_tables, self.show_all_tables = self.station.my_tables, self.station.show_all_tables
        round_row = QHBoxLayout()
        round_row.addWidget(QLabel(self.tr("Round:")))
        round_row.addWidget(self.round_choice)
        round_row.addSpacing(16)
        round_row.addWidget(self.station)
        round_row.addStretch()
        round_row.addWidget(self.reseat_button)
        game_buttons = QHBoxLayout()
        game_buttons.addWidget(self.open_button)
        game_buttons.addWidget(self.start_button)
        game_buttons.addWidget(self.close_button)
        game_buttons.addStretch()
        self.rounds_box = QGroupBox(self.tr("Seated rounds"))
        rounds_layout = QVBoxLayout(self.rounds_box)
        rounds_layout.addLayout(round_row)
        rounds_layout.addWidget(self.tree, 1)
        rounds_layout.addLayout(game_buttons)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<h2>Rounds</h2>")))
        layout.addWidget(self.rounds_box, 3)
        layout.addWidget(self.preview_box, 2)
        session.service_changed.connect(lambda _service: self.refresh())

    # ----- showing -----------------------------------------------------------------------------

    def first_field(self) -> QWidget | None:
        """Where Ctrl+3 puts the keys: the round's games (Enter opens one), or before any round the
        seating's Confirm; None leaves it to the focus chain."""
        if self.tree.topLevelItemCount():
            selected = self.selected_slot()
            if selected is None or selected.closed:  # the first game still to play, ready for Enter
                slots = [slot for slot in self._slots() if not slot.closed] or self._slots()
                if slots:
                    self._reselect(slots[0])
            return self.tree
        return self.confirm_button if self.confirm_button.isVisible() else None

    def follow(self, change: Change) -> None:
        if change.aspects & _FOLLOWED:
            self.refresh()

    def _play(self, round_number: int | None = None) -> PlayView | None:
        """What can be done now, in a round (None: the latest)."""
        service = self._session.service
        return service.views.play(round_number) if service is not None else None

    def refresh(self) -> None:
        play = self._play()
        titles = list(enumerate(play.round_titles if play is not None else (), start=1))
        chosen = self.round_choice.currentData()
        with QSignalBlocker(self.round_choice):
            self.round_choice.clear()
            for number, title in titles:
                self.round_choice.addItem(title, number)
            latest = titles[-1][0] if titles else None
            seated_since = latest is not None and latest > self._latest_round  # the final, say: show it
            self._latest_round = latest or 0
            keep = chosen is not None and chosen <= (latest or 0) and not seated_since
            index = self.round_choice.findData(chosen if keep else latest)
            self.round_choice.setCurrentIndex(max(0, index) if titles else -1)
        self.rounds_box.setVisible(bool(titles))
        self._show_round()
        if play is not None:
            with QSignalBlocker(self.seed):
                self.seed.setValue(play.next_seed)
        self._show_preview(play)

    def _show_preview(self, play: PlayView | None = None) -> None:
        service = self._session.service
        self.preview_tree.clear()
        if service is None:
            return
        play = play or service.views.play()
        if play.seating is SeatingAction.DRAW_BRACKET:
            self._show_bracket_draw(play)
        else:
            self._show_seating(play)
        self.crown_button.setVisible(play.crown_name is not None)
        self.crown_button.setEnabled(play.can_crown)
        self.crown_button.setText(
            self.tr("Crowned") if play.crowned else self.tr("Crow&n {player}").format(player=play.crown_name)
        )

    def _show_seating(self, play: PlayView) -> None:
        """Table rounds: the next round's seating from the chosen seed, before it is confirmed."""
        service = self._session.require()
        self.confirm_button.setText(self.tr("&Confirm seating"))
        if not play.can_seat:
            self.preview_box.setTitle(self.tr("Next round"))
            self.preview_note.setText(
                self.tr("No round to seat now: {reason}.").format(reason=play.seating_refusal)
            )
            self._offer(seating=False, confirm=False)
            return
        try:
            preview = service.views.preview_next_round(self.seed.value())
        except ThroneError as error:
            self.preview_box.setTitle(self.tr("Next round"))
            self.preview_note.setText(self.tr("No round to seat now: {reason}.").format(reason=error))
            self._offer(seating=False, confirm=False)
            return
        self.preview_box.setTitle(
            self.tr("{round}: seating preview — not confirmed yet").format(round=preview.title)
        )
        players = counted(sum(len(t.seats) for t in preview.tables), "player")
        tables, games = counted(len(preview.tables), "table"), counted(preview.games, "game")
        self.preview_note.setText(
            self.tr("{players} at {tables}, {games} each. Re-draw until it suits, then confirm.").format(
                players=players, tables=tables, games=games
            )
        )
        for table in preview.tables:
            QTreeWidgetItem(
                self.preview_tree,
                [self.tr("Table {number}").format(number=table.number), ", ".join(table.seats)],
            )
        self._offer(seating=True, confirm=True)

    def _offer(self, *, seating: bool, confirm: bool) -> None:
        """Show the seating preview and its draw controls only when there is a seating to choose."""
        for widget in (self.preview_tree, self.seed, self.redraw_button):
            widget.setVisible(seating)
        self.confirm_button.setVisible(confirm)
        self._layout.setStretchFactor(self.preview_box, 2 if seating else 0)

    def _show_bracket_draw(self, play: PlayView) -> None:
        """Head-to-head: the bracket is drawn once, from the checked-in players."""
        self.preview_box.setTitle(self.tr("Bracket"))
        self.preview_note.setText(
            self.tr(
                "Draw the bracket of the {count} checked-in players by seed rank; "
                "the defending champion waits in the final."
            ).format(count=play.checked_in)
            if play.can_seat
            else self.tr("The bracket is drawn; its matches are listed above.")
        )
        self.confirm_button.setText(self.tr("&Draw the bracket"))
        self._offer(seating=False, confirm=play.can_seat)

    def _show_round(self) -> None:
        number = self.round_choice.currentData()
        selected = self.selected_slot()
        self.tree.clear()
        play = self._play(number) if number is not None else None
        if play is None or play.round is None:
            self.reseat_button.setEnabled(False)
            self._enable_game_buttons()
            return
        mine = self.station.tables()
        for group in self.station.listed(play.groups):
            label = (
                self.tr("{table} (mine)").format(table=group.label) if group.table in mine else group.label
            )
            item = QTreeWidgetItem(self.tree, [label, _group_text(group)])
            for slot in group.games:
                self._game_item(item, slot)
            item.setExpanded(True)
        for slot in play.tie_breaks:
            self._game_item(self.tree.invisibleRootItem(), slot)
        if play.decided:
            advancing = ", ".join(play.advancing)
            if play.wild_cards:
                advancing = self.tr("{players}; wild cards {wild_cards}").format(
                    players=advancing, wild_cards=", ".join(play.wild_cards)
                )
            QTreeWidgetItem(self.tree, [self.tr("Winner") if play.final else self.tr("Advancing"), advancing])
        self._reselect(selected)
        self.reseat_button.setEnabled(play.can_reseat)
        self._enable_game_buttons()

    def _game_item(self, parent: QTreeWidgetItem, slot: GameSlotView) -> None:
        item = QTreeWidgetItem(parent, [slot.label, _state_text(slot)])
        item.setData(0, Qt.ItemDataRole.UserRole, slot)

    def _reselect(self, slot: GameSlotView | None) -> None:
        """Select the row of the same game (its state may have changed since)."""
        if slot is None:
            return
        for item in self._items():
            found = item.data(0, Qt.ItemDataRole.UserRole)
            if isinstance(found, GameSlotView) and found.key == slot.key:
                self.tree.setCurrentItem(item)
                return

    def selected_slot(self) -> GameSlotView | None:
        item = self.tree.currentItem()
        slot = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return slot if isinstance(slot, GameSlotView) else None

    def select_game(self, key: GameKey) -> None:
        """Select a game's row (choosing its round first)."""
        self.round_choice.setCurrentIndex(self.round_choice.findData(key.round))
        self._reselect(next((s for s in self._slots() if s.key == key), None))

    def _items(self) -> list[QTreeWidgetItem]:
        """Every row of the round's tree, tables before their games."""
        pending = [self.tree.invisibleRootItem()]
        found: list[QTreeWidgetItem] = []
        while pending:
            item = pending.pop(0)
            children = [child for i in range(item.childCount()) if (child := item.child(i)) is not None]
            found.extend(children)
            pending.extend(children)
        return found

    def _slots(self) -> list[GameSlotView]:
        slots = (item.data(0, Qt.ItemDataRole.UserRole) for item in self._items())
        return [slot for slot in slots if isinstance(slot, GameSlotView)]

    def _enable_game_buttons(self) -> None:
        view = self.selected_slot()
        self.open_button.setEnabled(view is not None)
        self.start_button.setEnabled(view is not None and view.can_start)
        self.close_button.setEnabled(view is not None and view.can_close)

    # ----- acting ------------------------------------------------------------------------------

    def confirm_seating(self) -> None:
        service = self._session.service
        if service is None:
            return
        seed = self.seed.value()
        if service.views.play().seating is SeatingAction.DRAW_BRACKET:
            self._session.act(self.tr("draw the bracket"), lambda: service.act.draw_bracket(seed))
            return
        seated = self._session.act(self.tr("seat the next round"), lambda: service.act.seat_next_round(seed))
        if seated is not None:
            self._session.status.emit(self.tr("{round} is seated.").format(round=seated.title))

    def _draw_again(self) -> None:
        if self._session.service is not None:
            self.seed.setValue(fresh_board_seed())

    def reseat(self) -> None:
        service = self._session.service
        if service is None:
            return
        seed = fresh_board_seed()
        self._session.act(self.tr("draw the seating again"), lambda: service.act.reseat_latest_round(seed))

    def open_selected(self) -> None:
        slot = self.selected_slot()
        if slot is not None:
            self.open_game.emit(slot.key, slot.tie_break_players)

    def start_selected(self) -> RollDialog | None:
        """Ask for the selected game's roll; once it starts on it, run it on the game screen."""
        slot = self.selected_slot()
        if slot is None or self._session.service is None or not slot.can_start:
            return None
        return ask_roll(
            self, self._session, slot, lambda: self.open_game.emit(slot.key, slot.tie_break_players)
        )

    def close_selected(self) -> None:
        slot, service = self.selected_slot(), self._session.service
        if slot is not None and service is not None:
            self._session.act(
                self.tr("close {game}").format(game=slot.key.label), lambda: service.act.close_game(slot.key)
            )

    def crown(self) -> None:
        service = self._session.service
        if service is None:
            return
        throne = self._session.act(self.tr("crown the winner"), service.act.crown)
        if throne is not None:
            self._session.status.emit(self.tr("{player} holds the Throne.").format(player=throne.holder))
