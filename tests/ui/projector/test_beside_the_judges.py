"""The projector beside the judges' window: it never takes the keyboard, its pin shows in the judges'
window, and the Full-screen item's check mark is the projector's real state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.services.tournament_service import TournamentService
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.projector import ProjectorWindow

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def judges(qtbot: QtBot, judges_window: MainWindow, demo_service: TournamentService) -> MainWindow:
    judges_window.session.set_service(demo_service)
    judges_window.show_page(Page.PLAYERS)
    return judges_window


def projector_of(qtbot: QtBot, judges: MainWindow) -> ProjectorWindow:
    projector = judges.projector.projector
    assert projector is not None
    qtbot.addWidget(projector)
    qtbot.waitExposed(projector)
    return projector


def settled(qtbot: QtBot) -> None:
    """Long enough for the X server to have moved the focus, had anything asked it to."""
    qtbot.wait(300)


def test_opening_the_projector_leaves_the_keys_with_the_judges(qtbot: QtBot, judges: MainWindow) -> None:
    qtbot.keyClick(judges, Qt.Key.Key_P, CTRL_SHIFT)
    projector = projector_of(qtbot, judges)
    settled(qtbot)
    assert not projector.isActiveWindow()
    assert QApplication.activeWindow() is judges
    qtbot.keyClick(QApplication.focusWidget() or judges, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert judges.current_page() is Page.GAME


def test_full_screen_leaves_the_keys_with_the_judges_and_its_mark_follows(
    qtbot: QtBot, judges: MainWindow
) -> None:
    judges.fullscreen_action.trigger()
    projector = projector_of(qtbot, judges)
    settled(qtbot)
    assert QApplication.activeWindow() is judges and not projector.isActiveWindow()
    assert judges.fullscreen_action.isChecked() is projector.isFullScreen()
    projector.showNormal()  # the projector's own Esc or F11
    qtbot.waitUntil(lambda: not projector.isFullScreen())
    assert not judges.fullscreen_action.isChecked()
    projector.showFullScreen()
    qtbot.waitUntil(projector.isFullScreen)
    assert judges.fullscreen_action.isChecked()
