"""The projector beside the judges' window: it never takes the keyboard, its pin shows in the judges'
window, and the Full-screen item's check mark is the projector's real state."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from tests.services.night_builder import NightBuilder
from tests.ui.projector.conftest import GAME, start_running

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def judges(qtbot: QtBot, judges_window: MainWindow, demo_service: OpenNight) -> MainWindow:
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


@pytest.fixture
def seated(qtbot: QtBot, judges_window: MainWindow, night: NightBuilder) -> MainWindow:
    """The judges' window on a night whose round 1 is seated, the projector open beside it."""
    judges_window.session.set_service(night.service)
    judges_window.show_page(Page.ROUNDS)
    qtbot.keyClick(judges_window, Qt.Key.Key_P, CTRL_SHIFT)
    projector_of(qtbot, judges_window)
    return judges_window


def test_a_pin_shows_in_the_judges_window_and_ends_with_a_new_phase(
    qtbot: QtBot, seated: MainWindow, night: NightBuilder
) -> None:
    control = seated.projector
    label = control.status_label
    assert label.isVisible() and label.text() == "Projector: standings · round 1"
    control.pin(ProjectorView.STANDINGS)
    start_running(night.service)  # the round's first game: a new phase
    assert control.pinned_view is None and seated.pin_actions[None].isChecked()
    assert control.projector is not None and control.projector.current_view is ProjectorView.BOARD
    assert label.text() == "Projector: board · round 1, table 1, game 1"
    seated.pin_actions[ProjectorView.STANDINGS].trigger()
    assert label.text().startswith("Projector pinned: standings · round 1")
    night.service.act.record_word(GAME, "P01", "alerts")  # the same phase: the pin holds
    assert control.projector.current_view is ProjectorView.STANDINGS
    qtbot.keyClick(QApplication.focusWidget() or seated, Qt.Key.Key_F, CTRL_SHIFT)
    assert control.pinned_view is None and control.projector.current_view is ProjectorView.SCORING
    assert label.text() == "Projector: reading · round 1, table 1, game 1"


def test_the_pin_menu_has_a_letter_for_each_view(seated: MainWindow) -> None:
    letters = [mnemonic(action.text()) for action in seated.pin_actions.values()]
    assert None not in letters and len(set(letters)) == len(letters)


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text)
    return found.group(1).casefold() if found else None


def test_a_correction_behind_the_night_is_told_and_leaves_the_room_where_it_is(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.do(do="seat", seed=2)
    judges_window.session.set_service(builder.service)
    qtbot.keyClick(judges_window, Qt.Key.Key_P, CTRL_SHIFT)
    projector = projector_of(qtbot, judges_window)
    later = GameKey(2, 1, 1)
    start_running(builder.service, later)
    builder.service.act.withdraw_word(GameKey(1, 1, 1), "P08", "stern")
    assert projector.current_view is ProjectorView.BOARD and projector.scene is not None
    assert projector.scene.game == later
    said = judges_window.statusBar().currentMessage()
    assert said == (
        "Corrected round 1, table 1, game 1: its result and the standings are updated; "
        "the projector stays on board · round 2, table 1, game 1."
    )
    builder.service.close()
