"""Drives the Side games page the way a judge does: Ctrl+7, Ctrl+N, the dialog's fields, typed moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from boggle_throne.services.reading.side_views import SIDE_GAME_CHOICES, SideTableView
from boggle_throne.ui.main_window import Page
from boggle_throne.ui.side.open_table_dialog import OpenTableDialog
from boggle_throne.ui.side.side_page import SidePage
from tests.ui.judges_driver import JudgesDriver

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


class SideDriver(JudgesDriver):
    """A judge at a side table, keys only."""

    @property
    def side(self) -> SidePage:
        page = self.window.pages[Page.SIDE_GAMES]
        assert isinstance(page, SidePage)
        return page

    def focused(self) -> QWidget:
        focused = QApplication.focusWidget()
        assert focused is not None, "nothing has the keyboard focus"
        return focused

    def go_to_side_games(self) -> SidePage:
        """Ctrl+7, the Side games page."""
        self.press(Qt.Key.Key_7, CTRL)
        assert self.window.current_page() is Page.SIDE_GAMES
        return self.side

    def tab_to(self, widget: QWidget, *, limit: int = 30) -> None:
        """Tab through the dialog until `widget` has the keyboard."""
        for _ in range(limit):
            if widget.hasFocus():
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reaches {widget}")

    def new_table_dialog(self) -> OpenTableDialog:
        """Ctrl+N on the page."""
        self.press(Qt.Key.Key_N, CTRL)
        dialog = self.side.dialog
        assert dialog is not None and dialog.isVisible()
        self.qtbot.waitUntil(lambda: dialog.players.hasFocus())
        return dialog

    def choose_game(self, dialog: OpenTableDialog, name: str) -> None:
        """Alt+A to the game, then ↓ to it."""
        self.press(Qt.Key.Key_A, ALT)
        assert self.focused() is dialog.game
        self.press(Qt.Key.Key_Home)
        for _ in range([choice.name for choice in SIDE_GAME_CHOICES].index(name)):
            self.press(Qt.Key.Key_Down)
        assert dialog.chosen_game() == name

    def open_table(
        self,
        game: str,
        players: str,
        *,
        ticks: tuple[str, ...] = (),
        counts: dict[str, int] | None = None,
        texts: dict[str, str] | None = None,
    ) -> SideTableView:
        """Ctrl+N, the game, the players typed, variants ticked with Space or typed, Ctrl+Enter."""
        before = {table.number for table in self.service.views.side_tables()}
        dialog = self.new_table_dialog()
        self.choose_game(dialog, game)
        self.press(Qt.Key.Key_P, ALT)
        for number, line in enumerate(players.split("\n")):
            if number:
                self.press(Qt.Key.Key_Return)
            self.qtbot.keyClicks(dialog.players, line)
        for name in ticks:
            self.tab_to(dialog.checks[name])
            self.press(Qt.Key.Key_Space)
        for name, value in (counts or {}).items():
            self.tab_to(dialog.counts[name])
            self.press(Qt.Key.Key_A, CTRL)
            self.qtbot.keyClicks(dialog.counts[name], str(value))
        for name, text in (texts or {}).items():
            self.tab_to(dialog.texts[name])
            self.qtbot.keyClicks(dialog.texts[name], text)
        self.accept(dialog)
        opened = [t for t in self.service.views.side_tables() if t.number not in before]
        assert len(opened) == 1
        return opened[0]

    def accept(self, dialog: OpenTableDialog) -> None:
        """Ctrl+Enter opens the table; the keyboard is back in the move entry."""
        self.press(Qt.Key.Key_Return, CTRL)
        assert not dialog.isVisible(), dialog.refusal.text()
        self.back_to_window()
        assert self.side.panel.entry.hasFocus()

    def back_to_window(self) -> None:
        """The window active again once a dialog is closed, as the desktop makes it."""
        self.window.activateWindow()
        self.qtbot.waitUntil(self.window.isActiveWindow)

    def move(self, text: str) -> None:
        """Type a move into the entry and press Enter."""
        entry = self.side.panel.entry
        assert entry.hasFocus(), f"the entry has not the keyboard: {self.focused()}"
        self.press(Qt.Key.Key_A, CTRL)
        self.press(Qt.Key.Key_Backspace)
        self.qtbot.keyClicks(entry, text)
        self.press(Qt.Key.Key_Return)

    def table(self) -> SideTableView:
        number = self.side.current_number()
        assert number is not None
        return self.service.views.side_table(number)

    def undo(self) -> None:
        self.press(Qt.Key.Key_Z, CTRL)

    def redo(self) -> None:
        self.press(Qt.Key.Key_Z, CTRL | SHIFT)

    def refusal(self) -> str:
        return self.side.panel.refusal.text()

    def state(self) -> Any:
        return self.service.views.side_table_state(self.table().number).game.state_json()
