"""Starting a game asks for the physical roll, from the Rounds page and on the Game page, keys only."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.engine.board import Board
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.game.roll_dialog import RollDialog
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import dialog_over_window, save_shot
from tests.ui.test_judges_mnemonics import mnemonics

ROLL = "PERS LATG SINE TERS"
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    """Six players seated at two tables of three, no game started."""
    driver = JudgesDriver(qtbot, judges_window)
    driver.create_tournament(
        tmp_path / "roll.throne", {"name": "Roll", "format": {"min_table": 3, "max_table": 3}}
    )
    service: OpenNight = judges_window.session.require()
    for number in range(1, 7):
        service.act.register(f"P{number}", checked_in=True)
    service.act.seat_next_round(seed=1)
    return driver


def shown_dialogs(judge: JudgesDriver) -> list[RollDialog]:
    return [d for d in judge.window.findChildren(RollDialog) if d.isVisible()]


def roll_dialog(judge: JudgesDriver) -> RollDialog:
    """The roll dialog, once the Alt+letter's button has clicked (a moment after the key)."""
    judge.qtbot.waitUntil(lambda: len(shown_dialogs(judge)) == 1, timeout=2000)
    return shown_dialogs(judge)[0]


def start_from_rounds(judge: JudgesDriver, key: GameKey) -> RollDialog:
    """Select the game's row, then Alt+R (Start with a rolled board…)."""
    rounds = judge.page(Page.ROUNDS)
    rounds.select_game(key)
    rounds.tree.setFocus()
    judge.press(Qt.Key.Key_R, ALT)
    dialog = roll_dialog(judge)
    judge.qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.setup.line)
    return dialog


def test_the_rounds_page_asks_for_the_roll_and_offers_the_shared_board(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    first = GameKey(1, 1, 1)
    dialog = start_from_rounds(judge, first)
    assert not judge.service.views.games(1)  # nothing starts before the roll is typed
    assert {letter: texts for letter, texts in mnemonics(dialog).items() if len(texts) > 1} == {}
    judge.qtbot.keyClicks(dialog.setup.line, ROLL)
    assert dialog.setup.typed_button.isEnabled() and "✓" in dialog.setup.feedback.text()
    save_shot(dialog_over_window(judge.window, dialog, top=220), tmp_path, "judges-roll-1280x800.png")
    judge.press(Qt.Key.Key_Return)
    assert judge.service.views.game(first).board == Board.parse(ROLL)
    assert not dialog.isVisible()
    assert judge.window.current_page() is Page.GAME and judge.window.game_screen.key == first
    judge.qtbot.waitUntil(lambda: QApplication.focusWidget() is judge.window.game_screen.entry)

    second = GameKey(1, 2, 1)
    dialog = start_from_rounds(judge, second)
    assert dialog.setup.generate_button.text() == f"Start on the &shared board {Board.parse(ROLL).notation()}"
    judge.press(Qt.Key.Key_S, ALT)
    judge.qtbot.waitUntil(lambda: second in judge.service.views.games(1))
    assert judge.service.views.game(second).board == Board.parse(ROLL)
    assert judge.window.game_screen.key == second


def test_a_mistyped_roll_is_said_in_the_dialog_and_starts_nothing(judge: JudgesDriver) -> None:
    dialog = start_from_rounds(judge, GameKey(1, 1, 1))
    judge.qtbot.keyClicks(dialog.setup.line, "PERS LATG SINE")
    judge.press(Qt.Key.Key_Return)
    assert "3 rows" in dialog.setup.feedback.text() and dialog.isVisible()
    judge.press(Qt.Key.Key_Escape)
    assert not dialog.isVisible() and not judge.service.views.games(1)


def test_the_game_page_asks_for_the_roll_first(judge: JudgesDriver) -> None:
    rounds = judge.page(Page.ROUNDS)
    rounds.select_game(GameKey(1, 1, 1))
    rounds.tree.setFocus()
    judge.press(Qt.Key.Key_O, ALT)  # Open game: it has not started
    screen = judge.window.game_screen
    judge.qtbot.waitUntil(lambda: judge.window.current_page() is Page.GAME)
    assert QApplication.focusWidget() is screen.board_setup.line
    judge.qtbot.keyClicks(screen.board_setup.line, ROLL)
    judge.press(Qt.Key.Key_Return)
    assert judge.service.views.game(GameKey(1, 1, 1)).board == Board.parse(ROLL)
    assert QApplication.focusWidget() is screen.entry
    judge.page(Page.ROUNDS)
    judge.page(Page.GAME)
    assert QApplication.focusWidget() is screen.entry
