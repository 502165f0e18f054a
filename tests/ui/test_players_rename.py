"""A walk-in's name misspelt at the door is put right from the keyboard mid-game: Ctrl+2, the name in
the search, F2, the right name, Enter. The player keeps their words and seat; every screen shows the
new name; a name someone else has is refused under the page's boxes, never in a dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

KEY = GameKey(1, 1, 1)
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    judge = JudgesDriver(qtbot, judges_window)
    judge.one_table(tmp_path / "rename.throne", ("Ann", "Bea", "Jhon"), "PERS LATG SINE TERS")
    return judge


def _rename_by_keys(judge: JudgesDriver, search: str, name: str) -> None:
    judge.press(Qt.Key.Key_2, CTRL)
    players = judge.window.pages[Page.PLAYERS]
    assert QApplication.focusWidget() is players.search
    judge.qtbot.keyClicks(players.search, search)
    judge.press(Qt.Key.Key_F2)
    judge.qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), QInputDialog))
    assert QApplication.activeWindow().objectName() == "renamePlayerDialog"
    judge.press(Qt.Key.Key_A, CTRL)
    judge.qtbot.keyClicks(QApplication.focusWidget(), name)
    judge.press(Qt.Key.Key_Return)
    judge.qtbot.waitUntil(lambda: QApplication.activeWindow() is judge.window)  # the keys come back


def test_f2_puts_a_walk_ins_name_right_and_every_screen_shows_it(judge: JudgesDriver) -> None:
    jhon = judge.service.views.player_id("Jhon")
    judge.read("Jhon", "plates")
    _rename_by_keys(judge, "jhon", "John")
    assert judge.service.views.player_id("John") == jhon
    assert judge.status() == "Jhon is now John."
    players = judge.window.pages[Page.PLAYERS]
    assert players.selected() is not None and players.selected().name == "John"
    game = judge.window.game_screen.game
    assert game is not None and [p.name for p in game.players if p.player == jhon] == ["John"]
    assert [w.word for w in game.player("John").words] == ["plates"]
    assert not judge.error_dialogs()


def test_a_taken_name_is_refused_under_the_boxes(judge: JudgesDriver) -> None:
    _rename_by_keys(judge, "jhon", "bea")
    players = judge.window.pages[Page.PLAYERS]
    assert "The name bea is taken by Bea" in players.refusal.text()
    assert [p.name for p in judge.service.views.players()] == ["Ann", "Bea", "Jhon"]
    assert not judge.error_dialogs()
