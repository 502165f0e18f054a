"""The big clock: counted locally from the timer state, its warnings, and the buzzer at zero."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.presentation.director import TimerAlert
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.board import BoardPage
from boggle_throne.ui.projector.style import DANGER
from tests.services.night_builder import NightBuilder
from tests.ui.projector.conftest import GAME, HandClock, start_running


@pytest.fixture
def beeps(monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """Counts the buzzer's beeps instead of sounding them."""
    heard: list[None] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: heard.append(None)))
    return heard


def board_page(window: ProjectorWindow) -> BoardPage:
    page = window.page
    assert isinstance(page, BoardPage)
    return page


def test_the_warnings_come_near_the_end(
    projector: ProjectorWindow, night: NightBuilder, clock: HandClock, beeps: list[None]
) -> None:
    start_running(night.service)
    page = board_page(projector)
    clock.into(night.service, GAME, 100)
    page.tick()
    assert (page.alert, page.clock_text()) == (TimerAlert.CALM, "1:20")
    clock.into(night.service, GAME, 155)
    page.tick()
    assert (page.alert, page.clock_text()) == (TimerAlert.WARNING, "0:25")
    clock.into(night.service, GAME, 172)
    page.tick()
    assert page.alert is TimerAlert.FINAL
    assert not page.flashing and beeps == []


def test_the_buzzer_sounds_once_at_zero_and_the_page_flashes(
    qtbot: QtBot, projector: ProjectorWindow, night: NightBuilder, clock: HandClock, beeps: list[None]
) -> None:
    start_running(night.service)
    clock.into(night.service, GAME, 1)
    page = board_page(projector)
    clock.into(night.service, GAME, 180.05)
    qtbot.waitUntil(lambda: page.flashing, timeout=1000)  # the window's own tick finds zero
    assert beeps == [None]
    assert page.alert is TimerAlert.ZERO and page.clock_text() == "0:00"
    assert page.background() == DANGER

    night.service.act.set_timer(GAME, TimerPhase.FINISHED)  # the judge stops the clock after the buzzer
    qtbot.waitUntil(lambda: not page.flashing, timeout=3000)
    assert beeps == [None]


def test_a_judge_stopping_the_clock_early_sounds_the_buzzer(
    projector: ProjectorWindow, night: NightBuilder, beeps: list[None]
) -> None:
    start_running(night.service)
    night.service.act.set_timer(GAME, TimerPhase.FINISHED)
    assert board_page(projector).flashing
    assert beeps == [None]


def test_a_paused_clock_stands_still(
    projector: ProjectorWindow, night: NightBuilder, clock: HandClock
) -> None:
    start_running(night.service)
    clock.into(night.service, GAME, 60)
    night.service.act.set_timer(GAME, TimerPhase.PAUSED)
    page = board_page(projector)
    shown = page.clock_text()
    clock.into(night.service, GAME, 600)
    assert page.clock_text() == shown
    assert not page.ticking


def test_opening_on_a_finished_game_stays_quiet(
    qtbot: QtBot, night: NightBuilder, clock: HandClock, beeps: list[None], qt_settings: QSettings
) -> None:
    start_running(night.service)
    night.service.act.set_timer(GAME, TimerPhase.FINISHED)
    beeps.clear()
    window = ProjectorWindow(night.service, qt_settings, clock=clock)
    qtbot.addWidget(window)
    assert window.current_view is ProjectorView.BOARD
    assert not board_page(window).flashing and beeps == []
