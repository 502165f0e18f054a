"""The line under the entry and the path on the board belong to the last thing the judge did."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.ui.game.game_screen import GameScreen
from boggle_throne.ui.main_window import MainWindow
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
PLAYERS = ("Ann", "Bea", "Cat", "Dan")


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "last.throne", PLAYERS, BOARD)
    return driver


def screen_of(judge: JudgesDriver) -> GameScreen:
    return judge.window.game_screen


def path_of(judge: JudgesDriver, player: str, word: str) -> tuple[int, ...]:
    found = next(w for w in screen_of(judge).game.player(player).words if w.word == word)
    assert found.path
    return found.path


def test_a_good_ruling_replaces_the_refusal_before_it(judge: JudgesDriver) -> None:
    first = screen_of(judge).game.read_order[0]
    judge.read(first, "laps")  # off the board: held
    judge.rule(first, "laps", Ruling.UPHELD, InvalidReason.NOT_IN_DICTIONARY)  # a reason that does not fit
    assert "Could not rule on LAPS" in screen_of(judge).verdict.text()
    judge.rule(first, "laps", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD)
    line = screen_of(judge).verdict.text()
    assert "Could not" not in line and "LAPS" in line and first in line
    assert not judge.error_dialogs()


def test_a_corrected_word_lights_the_right_words_path(judge: JudgesDriver) -> None:
    screen = screen_of(judge)
    first = screen.game.read_order[0]
    judge.read(first, "plante")
    plante = path_of(judge, first, "plante")
    assert screen.board.path == plante
    judge.pick_word(first, "plante")
    judge.press_keys_of(screen.correct_action)
    dialog = screen.findChild(QInputDialog, "correctWordDialog")
    dialog.setTextValue("planet")
    dialog.accept()
    planet = path_of(judge, first, "planet")
    assert planet != plante and screen.board.path == planet
    assert "PLANTE → PLANET" in screen.verdict.text()


def test_a_withdrawn_word_leaves_no_path_and_a_move_names_its_reader(judge: JudgesDriver) -> None:
    screen = screen_of(judge)
    first, second = screen.game.read_order[:2]
    judge.read(first, "plates")
    judge.pick_word(first, "plates")
    judge.press_keys_of(screen.withdraw_action)
    assert screen.board.path == ()
    assert screen.verdict.text() == f"PLATES ({first}) withdrawn: it no longer counts."
    judge.read(first, "nest")
    judge.pick_word(first, "nest")
    judge.press_keys_of(screen.move_action)
    dialog = screen.findChild(QInputDialog, "moveWordDialog")
    dialog.setTextValue(second)
    dialog.accept()
    assert screen.verdict.text().startswith(f"Moved from {first}: NEST ({second})")
    assert screen.board.path == path_of(judge, second, "nest")


def test_an_undone_word_leaves_the_line_and_the_board_clear(judge: JudgesDriver) -> None:
    screen = screen_of(judge)
    judge.read(screen.game.read_order[0], "plates")
    assert "PLATES" in screen.verdict.text() and screen.board.path
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.verdict.text().strip() == "" and screen.board.path == ()
