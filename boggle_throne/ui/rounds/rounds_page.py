"""The round view: the next round's seating before it is confirmed, then each table's games."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
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

from boggle_throne.night.aspects import Aspect
from boggle_throne.night.errors import ThroneError
from boggle_throne.night.games import GameKey, TimerPhase
from boggle_throne.services.changes import Change
from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.services.views import BracketView, RoundView
from boggle_throne.tournament.formats import FormatKind
from boggle_throne.tournament.players import PlayerStatus
from boggle_throne.tournament.rounds import RoundKind
from boggle_throne.ui.session import Session
from boggle_throne.ui.standings.standings_page import match_text

_FOLLOWED = frozenset(
    {
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
    TimerPhase.READY: "board ready",
    TimerPhase.COUNTDOWN: "countdown",
    TimerPhase.RUNNING: "playing",
    TimerPhase.PAUSED: "paused",
    TimerPhase.FINISHED: "reading",
}


@dataclass(frozen=True)
class GameSlot:
    """A game a row of the round view stands for; a tie-break game carries its players."""

    key: GameKey
    players: tuple[int, ...] = ()


def _round_title(view: RoundView) -> str:
    return f"Round {view.number} (final)" if view.kind is RoundKind.FINAL else f"Round {view.number}"


class RoundsPage(QWidget):
    """`open_game(key, players)` asks the window to show the game screen for a game."""

    open_game = Signal(object, object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.preview_box = QGroupBox("Next round")
        self.preview_note = QLabel()
        self.preview_note.setWordWrap(True)
        self.preview_tree = QTreeWidget()
        self.preview_tree.setHeaderLabels(["Table", "Seats"])
        self.preview_tree.setRootIsDecorated(False)
        self.seed = QSpinBox()
        self.seed.setRange(0, 1_000_000)
        self.seed.setPrefix("draw ")
        self.seed.valueChanged.connect(lambda _v: self._show_preview())
        self.redraw_button = QPushButton("Re-&draw")
        self.redraw_button.setToolTip("Draw the seating again with another seed")
        self.redraw_button.clicked.connect(lambda: self.seed.setValue(random.randrange(1, 1_000_000)))
        self.confirm_button = QPushButton("&Confirm seating")
        self.confirm_button.clicked.connect(self.confirm_seating)
        self.crown_button = QPushButton("Cr&own the winner")
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
        self.round_choice.setAccessibleName("Round")
        self.round_choice.currentIndexChanged.connect(lambda _i: self._show_round())
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["Table / game", "Players / state"])
        self.tree.setColumnWidth(0, 220)
        self.tree.itemActivated.connect(lambda _item, _column: self.open_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._enable_game_buttons())
        self.open_button = QPushButton("&Open game")
        self.open_button.setToolTip("Run the selected game on the game screen (Enter)")
        self.open_button.clicked.connect(self.open_selected)
        self.start_button = QPushButton("Start with a &rolled board")
        self.start_button.clicked.connect(self.start_selected)
        self.close_button = QPushButton("C&lose game")
        self.close_button.clicked.connect(self.close_selected)
        self.reseat_button = QPushButton("Re-draw &seating")
        self.reseat_button.setToolTip(
            "Take back this round's seating and draw it again (before any game starts)"
        )
        self.reseat_button.clicked.connect(self.reseat)
        round_row = QHBoxLayout()
        round_row.addWidget(QLabel("Round:"))
        round_row.addWidget(self.round_choice)
        round_row.addStretch()
        round_row.addWidget(self.reseat_button)
        game_buttons = QHBoxLayout()
        game_buttons.addWidget(self.open_button)
        game_buttons.addWidget(self.start_button)
        game_buttons.addWidget(self.close_button)
        game_buttons.addStretch()
        self.rounds_box = QGroupBox("Seated rounds")
        rounds_layout = QVBoxLayout(self.rounds_box)
        rounds_layout.addLayout(round_row)
        rounds_layout.addWidget(self.tree, 1)
        rounds_layout.addLayout(game_buttons)
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>Rounds</h2>"))
        layout.addWidget(self.rounds_box, 3)
        layout.addWidget(self.preview_box, 2)
        session.service_changed.connect(lambda _service: self.refresh())

    # ----- showing -----------------------------------------------------------------------------

    def follow(self, change: Change) -> None:
        if change.aspects & _FOLLOWED:
            self.refresh()

    def _bracket(self) -> BracketView | None:
        """The head-to-head bracket, on a night played head-to-head once it is drawn."""
        service = self._session.service
        if service is None or service.settings.format_kind is not FormatKind.HEAD_TO_HEAD:
            return None
        return service.bracket()

    def refresh(self) -> None:
        service = self._session.service
        bracket = self._bracket()
        if bracket is not None:
            titles = [(bracket.round_title(n), n) for n in range(1, len(bracket.rounds) + 1)]
        else:
            titles = [(_round_title(v), v.number) for v in (service.standings().rounds if service else ())]
        chosen = self.round_choice.currentData()
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for title, number in titles:
            self.round_choice.addItem(title, number)
        latest = titles[-1][1] if titles else None
        index = self.round_choice.findData(
            chosen if chosen is not None and chosen <= (latest or 0) else latest
        )
        self.round_choice.setCurrentIndex(max(0, index) if titles else -1)
        self.round_choice.blockSignals(False)
        self.rounds_box.setVisible(bool(titles))
        self._show_round()
        if service is not None:
            default_seed = service.settings.board_seed + len(titles)
            self.seed.blockSignals(True)
            self.seed.setValue(default_seed)
            self.seed.blockSignals(False)
        self._show_preview()

    def _show_preview(self) -> None:
        service = self._session.service
        self.preview_tree.clear()
        if service is None:
            return
        if service.settings.format_kind is FormatKind.HEAD_TO_HEAD:
            self._show_bracket_draw(service)
            return
        self.confirm_button.setText("&Confirm seating")
        try:
            preview = service.preview_next_round(self.seed.value())
        except ThroneError as error:
            self.preview_box.setTitle("Next round")
            self.preview_note.setText(f"No round to seat now: {error}.")
            self._offer(seating=False, confirm=False)
        else:
            self.preview_box.setTitle(f"{_round_title(preview)}: seating preview — not confirmed yet")
            self.preview_note.setText(
                f"{sum(len(t.seats) for t in preview.tables)} players at {len(preview.tables)} tables, "
                f"{preview.games} games each. Re-draw until it suits, then confirm."
            )
            for table in preview.tables:
                QTreeWidgetItem(self.preview_tree, [f"Table {table.number}", ", ".join(table.seats)])
            self._offer(seating=True, confirm=True)
        standings = service.standings()
        final = standings.rounds[-1] if standings.rounds else None
        decided = final is not None and final.kind is RoundKind.FINAL and final.complete and final.advancing
        crowned = standings.winner is not None
        self.crown_button.setVisible(bool(decided))
        self.crown_button.setEnabled(bool(decided) and not crowned)
        if final is not None and decided:
            self.crown_button.setText("Crowned" if crowned else f"Cr&own {final.advancing[0]}")

    def _offer(self, *, seating: bool, confirm: bool) -> None:
        """Show the seating preview and its draw controls only when there is a seating to choose."""
        for widget in (self.preview_tree, self.seed, self.redraw_button):
            widget.setVisible(seating)
        self.confirm_button.setVisible(confirm)
        self._layout.setStretchFactor(self.preview_box, 2 if seating else 0)

    def _show_bracket_draw(self, service: TournamentService) -> None:
        """Head-to-head: the bracket is drawn once, from the checked-in players."""
        drawn = service.bracket() is not None
        self.preview_box.setTitle("Bracket")
        here = sum(p.status is PlayerStatus.CHECKED_IN for p in service.players())
        self.preview_note.setText(
            "The bracket is drawn; its matches are listed above."
            if drawn
            else f"Draw the bracket of the {here} checked-in players by seed rank; "
            "the defending champion waits in the final."
        )
        self.confirm_button.setText("&Draw the bracket")
        self._offer(seating=False, confirm=not drawn)
        bracket = service.bracket()
        champion = bracket.champion if bracket is not None else None
        crowned = service.standings().winner is not None
        self.crown_button.setVisible(champion is not None)
        self.crown_button.setEnabled(champion is not None and not crowned)
        self.crown_button.setText("Crowned" if crowned else f"Cr&own {champion}")

    def _show_bracket_round(self, service: TournamentService, bracket: BracketView, number: int) -> None:
        """A bracket round: each match with its games; the next game of an undecided match can start."""
        started = set(service.games(number))
        for match in bracket.rounds[number - 1]:
            item = QTreeWidgetItem(self.tree, [match.label, match_text(match)])
            keys = [game.key for game in match.games]
            if match.winner is None and None not in match.players and not match.bye:
                keys.append(GameKey(number, match.number, len(match.games) + 1, match.display_number))
            for key in dict.fromkeys(keys):
                self._game_item(item, service, GameSlot(key), started)
            item.setExpanded(True)

    def _show_round(self) -> None:
        service = self._session.service
        number = self.round_choice.currentData()
        selected = self.selected_slot()
        self.tree.clear()
        if service is None or number is None:
            self._enable_game_buttons()
            return
        bracket = self._bracket()
        if bracket is not None:
            self._show_bracket_round(service, bracket, number)
            self._reselect(selected)
            self.reseat_button.setEnabled(False)
            return
        view = service.round(number)
        started = set(service.games(number))
        for table in view.tables:
            table_item = QTreeWidgetItem(self.tree, [f"Table {table.number}", ", ".join(table.seats)])
            for game in range(1, view.games + 1):
                self._game_item(table_item, service, GameSlot(GameKey(number, table.number, game)), started)
            table_item.setExpanded(True)
        tie_players = service.pending_tie_breaks(number)
        tie_keys = sorted(k for k in started if k.is_tie_break)
        names_by_id: dict[int, str] = {p.id: p.name for p in service.players()} if tie_players else {}
        for position, players in enumerate(tie_players, start=len(tie_keys) + 1):
            names = ", ".join(names_by_id[p] for p in players)
            slot = GameSlot(GameKey(number, 0, position), players)
            item = self._game_item(self.tree.invisibleRootItem(), service, slot, started)
            item.setText(1, f"tie-break between {names}: not started")
        for key in tie_keys:
            self._game_item(self.tree.invisibleRootItem(), service, GameSlot(key), started)
        if view.complete:
            advancing = ", ".join(view.advancing) + (
                f"; wild cards {', '.join(view.wild_cards)}" if view.wild_cards else ""
            )
            QTreeWidgetItem(self.tree, ["Advancing" if view.kind is RoundKind.TABLE else "Winner", advancing])
        self._reselect(selected)
        self.reseat_button.setEnabled(number == self.round_choice.count() and not started)

    def _game_item(
        self, parent: QTreeWidgetItem, service: TournamentService, slot: GameSlot, started: set[GameKey]
    ) -> QTreeWidgetItem:
        key = slot.key
        if key in started:
            game = service.game(key)
            if game.closed:
                state = "closed — " + ", ".join(f"{p.name} {p.total}" for p in game.players)
            else:
                held = f", {len(game.held)} held" if game.held else ""
                state = f"{_PHASES[game.timer.phase]}{held}"
        else:
            state = "not started"
        title = f"Tie-break game {key.game}" if key.is_tie_break else f"Game {key.game}"
        item = QTreeWidgetItem(parent, [title, state])
        item.setData(0, Qt.ItemDataRole.UserRole, slot)
        return item

    def _reselect(self, slot: GameSlot | None) -> None:
        if slot is None:
            return
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == slot:
                self.tree.setCurrentItem(item)
                return

    def selected_slot(self) -> GameSlot | None:
        item = self.tree.currentItem()
        slot = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return slot if isinstance(slot, GameSlot) else None

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

    def _slots(self) -> list[GameSlot]:
        slots = (item.data(0, Qt.ItemDataRole.UserRole) for item in self._items())
        return [slot for slot in slots if isinstance(slot, GameSlot)]

    def _enable_game_buttons(self) -> None:
        slot = self.selected_slot()
        service = self._session.service
        started = slot is not None and service is not None and slot.key in service.games(slot.key.round)
        self.open_button.setEnabled(slot is not None)
        self.start_button.setEnabled(slot is not None and not started)
        self.close_button.setEnabled(started)

    # ----- acting ------------------------------------------------------------------------------

    def confirm_seating(self) -> None:
        service = self._session.service
        if service is None:
            return
        seed = self.seed.value()
        if service.settings.format_kind is FormatKind.HEAD_TO_HEAD:
            self._session.act("draw the bracket", lambda: service.draw_bracket(seed))
            return
        seated = self._session.act("seat the next round", lambda: service.seat_next_round(seed))
        if seated is not None:
            self._session.status.emit(f"{_round_title(seated)} is seated.")

    def reseat(self) -> None:
        service = self._session.service
        if service is None:
            return
        seed = random.randrange(1, 1_000_000)
        self._session.act("draw the seating again", lambda: service.reseat_latest_round(seed))

    def open_selected(self) -> None:
        slot = self.selected_slot()
        if slot is not None:
            self.open_game.emit(slot.key, slot.players)

    def start_selected(self) -> None:
        slot, service = self.selected_slot(), self._session.service
        if slot is None or service is None:
            return
        if self._session.act(
            f"start {slot.key.label}", lambda: service.start_game(slot.key, None, slot.players)
        ):
            self.open_game.emit(slot.key, slot.players)

    def close_selected(self) -> None:
        slot, service = self.selected_slot(), self._session.service
        if slot is not None and service is not None:
            self._session.act(f"close {slot.key.label}", lambda: service.close_game(slot.key))

    def crown(self) -> None:
        service = self._session.service
        if service is None:
            return
        throne = self._session.act("crown the winner", service.crown)
        if throne is not None:
            self._session.status.emit(f"{throne.holder} holds the Throne.")
