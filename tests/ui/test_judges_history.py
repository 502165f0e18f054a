"""Undo and redo say what they take back, and Ctrl+Z reaches them from every page and field."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
PLAYERS = ("Ann", "Bea", "Cat", "Dan")
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "history.throne", PLAYERS, BOARD)
    return driver


def names(judge: JudgesDriver) -> list[str]:
    return [player.name for player in judge.service.views.players()]


def test_the_edit_menu_and_the_status_line_name_what_undo_and_redo_do(judge: JudgesDriver) -> None:
    window, screen = judge.window, judge.window.game_screen
    reader = screen.game.read_order[0]
    judge.read(reader, "plates")
    assert window.undo_action.text() == f"&Undo: PLATES for {reader}, R1 T1 G1"
    assert window.redo_action.text() == "&Redo"
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_Z, CTRL)
    assert judge.status() == f"Undone: PLATES for {reader}, R1 T1 G1."
    assert window.redo_action.text() == f"&Redo: PLATES for {reader}, R1 T1 G1"
    assert window.undo_action.text().startswith("&Undo: start game (R1 T1 G1")
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_Z, CTRL_SHIFT)
    assert judge.status() == f"Redone: PLATES for {reader}, R1 T1 G1."
    assert [w.word for w in judge.service.views.game(screen.key).player(reader).words] == ["plates"]


def test_ctrl_z_in_the_emptied_walk_in_field_undoes_the_walk_in(judge: JudgesDriver) -> None:
    judge.walk_in("Zed")
    players = judge.page(Page.PLAYERS)
    field = players.walk_in
    assert "Zed" in names(judge) and field.text() == "" and QApplication.focusWidget() is field
    judge.qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert "Zed" not in names(judge)
    assert field.text() == ""
    assert judge.status().startswith("Undone: register (Zed")


def test_a_field_keeps_ctrl_z_for_its_own_typing(judge: JudgesDriver) -> None:
    judge.walk_in("Zed")
    field = judge.page(Page.PLAYERS).walk_in
    judge.qtbot.keyClicks(field, "Yan")
    judge.qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert field.text() != "Yan" and "Zed" in names(judge)


def test_ctrl_z_undoes_the_night_from_every_page(judge: JudgesDriver) -> None:
    """One walk-in per page, then Ctrl+Z wherever each page puts the focus takes one back."""
    walk_ins = [f"Walker{number}" for number in range(len(Page))]
    for name in walk_ins:
        judge.walk_in(name)
    for page in Page:
        judge.page(page)
        if QApplication.focusWidget() is None:
            judge.window.setFocus()
        judge.press(Qt.Key.Key_Z, CTRL)
        assert names(judge)[len(PLAYERS) :] == walk_ins[: len(walk_ins) - 1 - list(Page).index(page)], page
