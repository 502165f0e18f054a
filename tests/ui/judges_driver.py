"""Drives the judges' window the way a judge does: typing into its fields, pressing its keys and buttons."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.ui.game.held_panel import RULING_KEYS
from boggle_throne.ui.main_window import MainWindow, Page

_RULING_KEY = {ruling: key for key, ruling in RULING_KEYS.items()}
_TIMER_KEYS = {
    TimerPhase.COUNTDOWN: Qt.Key.Key_F5,
    TimerPhase.RUNNING: Qt.Key.Key_F6,
    TimerPhase.PAUSED: Qt.Key.Key_F7,
    TimerPhase.FINISHED: Qt.Key.Key_F8,
}


class JudgesDriver:
    """A judge at the keyboard of one judges' window."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    @property
    def service(self) -> Any:
        return self.window.session.require()

    def page(self, page: Page) -> Any:
        self.window.show_page(page)
        return self.window.pages[page]

    def dialogs(self, name: str) -> list[QMessageBox]:
        """The dialogs of one kind on screen (each closed once read, as a judge would)."""
        boxes = [b for b in self.window.findChildren(QMessageBox) if b.objectName() == name and b.isVisible()]
        for box in boxes:
            box.close()
        return boxes

    def error_dialogs(self) -> list[QMessageBox]:
        return self.dialogs("errorDialog")

    def notice_dialogs(self) -> list[QMessageBox]:
        return self.dialogs("noticesDialog")

    def click(self, widget: QWidget) -> None:
        assert widget.isVisible() and widget.isEnabled(), f"{widget.objectName() or widget} cannot be clicked"
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    def type_into(self, widget: QWidget, text: str, *, enter: bool = True) -> None:
        widget.setFocus()
        widget.clear()  # type: ignore[attr-defined]
        self.qtbot.keyClicks(widget, text)
        if enter:
            self.qtbot.keyClick(widget, Qt.Key.Key_Return)

    # ----- the night ---------------------------------------------------------------------------

    def create_tournament(self, path: Path, settings: Mapping[str, Any]) -> None:
        """File ▸ New, fill in the form from night-document settings, and create the file."""
        self.window.files.new_tournament()
        setup = self.window.pages[Page.SETUP]
        form = setup.form
        self.type_into(setup.path, str(path), enter=False)
        self.type_into(form.name, settings["name"], enter=False)
        if "date" in settings:
            form.held_on.setDate(QDate.fromString(settings["date"], Qt.DateFormat.ISODate))
        fmt = settings.get("format", {})
        form.games_per_round.setValue(fmt.get("games_per_round", 3))
        form.min_table.setValue(fmt.get("min_table", 3))
        form.max_table.setValue(fmt.get("max_table", 6))
        form.advance.setValue(fmt.get("advance", 2))
        form.rounds.setValue(fmt.get("rounds") or 0)
        form.dice.setCurrentIndex(form.dice.findData(settings.get("dice", "4x4-new")))
        form.rule_set.setCurrentIndex(form.rule_set.findData(settings.get("rules", "throne")))
        self.click(setup.apply_button)

    def walk_in(self, name: str) -> None:
        players = self.page(Page.PLAYERS)
        self.type_into(players.walk_in, name)

    def proclaim(self, name: str) -> None:
        setup = self.page(Page.SETUP)
        setup.champion.setCurrentText(name)
        self.click(setup.proclaim_button)

    def seat_round(self, seed: int) -> None:
        rounds = self.page(Page.ROUNDS)
        rounds.seed.setValue(seed)
        self.click(rounds.confirm_button)

    def open_game(self, key: GameKey) -> None:
        rounds = self.page(Page.ROUNDS)
        rounds.select_game(key)
        assert rounds.selected_slot() is not None and rounds.selected_slot().key == key
        self.click(rounds.open_button)
        assert self.window.current_page() is Page.GAME and self.window.game_screen.key == key

    def start_on_board(self, board: str) -> None:
        self.type_into(self.window.game_screen.board_setup.line, board)

    def one_table(self, path: Path, players: tuple[str, ...], board: str) -> None:
        """A night whose round 1 is one table of these walk-ins, its first game started on `board`."""
        size = len(players)
        self.create_tournament(
            path,
            {"name": "One table", "format": {"games_per_round": 1, "min_table": size, "max_table": size}},
        )
        for name in players:
            self.walk_in(name)
        self.seat_round(1)
        self.open_game(GameKey(1, 1, 1))
        self.start_on_board(board)

    def press(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """One key pressed wherever the keyboard focus is, as a judge's fingers do."""
        focused = QApplication.focusWidget()
        assert focused is not None, "nothing has the keyboard focus"
        self.qtbot.keyClick(focused, key, modifiers)

    def press_keys_of(self, action: QAction) -> None:
        """An action's key, pressed wherever the keyboard focus is."""
        focused = QApplication.focusWidget()
        assert focused is not None and not action.shortcut().isEmpty()
        QTest.keySequence(focused, action.shortcut())

    def status(self) -> str:
        """The one-line note in the window's status bar."""
        return self.window.statusBar().currentMessage()

    def timer(self, phase: TimerPhase) -> None:
        self.qtbot.keyClick(self.window.game_screen.entry, _TIMER_KEYS[phase])

    def reader_to(self, player: str) -> None:
        """Tab to a player's column."""
        screen = self.window.game_screen
        for _ in range(len(screen.game.players)):
            if screen.readers.current_player().name == player:
                return
            self.qtbot.keyClick(screen.entry, Qt.Key.Key_Tab)
        raise AssertionError(f"{player} does not read in this game")

    def read(self, player: str, word: str) -> None:
        self.reader_to(player)
        self.type_into(self.window.game_screen.entry, word)

    def pick_word(self, player: str, word: str) -> None:
        """Tab to the reader, then ↑ through their words to this one."""
        self.reader_to(player)
        screen = self.window.game_screen
        words = [w.word for w in screen.game.player(player).words]
        screen.entry.setFocus()
        screen.readers.select_last()
        for _ in range(len(words) - 1 - words.index(word)):
            self.qtbot.keyClick(screen.entry, Qt.Key.Key_Up)
        assert screen.readers.selected_word()[1].word == word

    def challenge(self, player: str, word: str) -> None:
        self.pick_word(player, word)
        self.press_keys_of(self.window.game_screen.challenge_action)

    def rule(self, player: str, word: str, ruling: Ruling, reason: InvalidReason | None = None) -> None:
        """The held-words key, then pick the word, then one key (the reason chosen first for U)."""
        screen = self.window.game_screen
        screen.entry.setFocus()
        self.press_keys_of(screen.held_action)
        held = screen.held
        rows = [held.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(held.list.count())]
        held.list.setCurrentRow(rows.index((player, word)))
        if reason is not None:
            self.qtbot.keyClick(held.list, Qt.Key(Qt.Key.Key_0 + held.reason_number(reason)))
        self.qtbot.keyClick(held.list, _RULING_KEY[ruling])

    def close_game(self) -> None:
        self.qtbot.keyClick(
            self.window.game_screen.entry, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
        )

    def crown(self) -> None:
        self.click(self.page(Page.ROUNDS).crown_button)

    # ----- a night document, action by action --------------------------------------------------

    def play(self, action: Mapping[str, Any]) -> None:
        """Do one action of a night document through the window."""
        kind = action["do"]
        key = GameKey.from_json(action["game"]) if "game" in action else None
        if kind == "register":
            self.walk_in(action["name"])
        elif kind == "proclaim":
            self.proclaim(action["player"])
        elif kind == "seat":
            self.seat_round(action["seed"])
        elif kind == "start_game":
            assert key is not None
            self.open_game(key)
            self.start_on_board(action["board"])
        elif kind == "timer":
            self.timer(TimerPhase(action["phase"]))
        elif kind == "word":
            self.read(action["player"], action["word"])
        elif kind == "challenge":
            self.challenge(action["player"], action["word"])
        elif kind == "rule":
            reason = InvalidReason(action["reason"]) if action.get("reason") else None
            self.rule(action["player"], action["word"], Ruling(action["ruling"]), reason)
        elif kind == "close_game":
            self.close_game()
        elif kind == "crown":
            self.crown()
        else:
            raise AssertionError(f"the driver does not know {kind!r}")
        assert not self.error_dialogs(), f"refused: {action}"
