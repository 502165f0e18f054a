"""The Game page's keys: none a line edit takes on any platform, and no keystroke lost in reading."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
PLAYERS = ("Ann", "Bea", "Cat")
Std = QKeySequence.StandardKey
LINE_EDIT_KEYS = (
    Std.Undo, Std.Redo, Std.Cut, Std.Copy, Std.Paste, Std.SelectAll, Std.Deselect, Std.Delete,
    Std.Backspace, Std.DeleteEndOfLine, Std.DeleteStartOfWord, Std.DeleteEndOfWord, Std.DeleteCompleteLine,
    Std.MoveToStartOfLine, Std.MoveToEndOfLine, Std.MoveToNextChar, Std.MoveToPreviousChar,
    Std.MoveToNextWord, Std.MoveToPreviousWord, Std.MoveToStartOfDocument, Std.MoveToEndOfDocument,
    Std.SelectStartOfLine, Std.SelectEndOfLine, Std.SelectNextChar, Std.SelectPreviousChar,
    Std.SelectNextWord, Std.SelectPreviousWord, Std.SelectStartOfDocument, Std.SelectEndOfDocument,
    Std.InsertParagraphSeparator, Std.InsertLineSeparator, Std.Cancel,
)  # fmt: skip
"""What QLineEdit does with a key itself (qwidgetlinecontrol.cpp), so a shortcut on it never fires."""


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "keys.throne", PLAYERS, BOARD)
    return driver


def test_no_game_key_is_a_line_edit_key_of_this_platform(judge: JudgesDriver) -> None:
    taken = {
        binding.toString(): key.name for key in LINE_EDIT_KEYS for binding in QKeySequence.keyBindings(key)
    }
    screen = judge.window.game_screen
    for action in screen.game_actions:
        for shortcut in action.shortcuts():
            assert shortcut.toString() not in taken, (
                f"{action.text()}: {shortcut.toString()} is {taken[shortcut.toString()]} in a line edit "
                f"on {QApplication.platformName()}"
            )


def test_every_word_key_works_with_text_in_the_entry(judge: JudgesDriver) -> None:
    screen = judge.window.game_screen
    reader = screen.game.read_order[0]
    judge.read(reader, "nest")
    judge.read(reader, "tenge")
    judge.pick_word(reader, "nest")
    judge.qtbot.keyClicks(screen.entry, "pla")  # the judge had started typing the next word
    judge.press_keys_of(screen.challenge_action)
    assert (reader, "nest") in screen.game.held
    judge.press(Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is screen.entry and screen.entry.text() == "pla"
    judge.press_keys_of(screen.withdraw_action)
    assert screen.game.player(reader).words[0].verdict.value == "withdrawn"
    judge.press_keys_of(screen.held_action)
    assert QApplication.focusWidget() is screen.held.list


def test_a_repeated_word_is_said_inline_and_no_keystroke_is_lost(judge: JudgesDriver) -> None:
    screen = judge.window.game_screen
    reader = screen.game.read_order[0]
    judge.read(reader, "nest")
    for word in ("nest", "tin", "plates"):
        judge.qtbot.keyClicks(QApplication.focusWidget(), word)
        judge.press(Qt.Key.Key_Return)
    assert not judge.error_dialogs()
    assert [w.word for w in screen.game.player(reader).words] == ["nest", "tin", "plates"]
    assert QApplication.focusWidget() is screen.entry


def test_a_repeated_word_says_so_under_the_entry(judge: JudgesDriver) -> None:
    screen = judge.window.game_screen
    reader = screen.game.read_order[0]
    judge.read(reader, "nest")
    judge.read(reader, "nest")
    assert not judge.error_dialogs()
    assert "NEST" in screen.verdict.text() and "already read" in screen.verdict.text()
    assert "NEST" in judge.status()
    assert screen.entry.selectedText() == "nest"
