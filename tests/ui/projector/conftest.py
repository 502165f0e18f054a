"""A seated round-1 night, a clock the tests move by hand, and a projector following the night
through a session, as the judges' window has it follow."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.projector import ProjectorWindow
from boggle_throne.ui.session import Session
from tests.services.night_builder import BOARD, NightBuilder

GAME = GameKey(1, 1, 1)  # seats P01, P08, P09 and P16 (round 1 seats by seed rank)


class HandClock:
    """The projector's clock, set by the test instead of waiting."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def into(self, service: OpenNight, key: GameKey, seconds: float) -> None:
        """Some seconds after the game's clock last changed."""
        changed_at = service.views.game(key).timer.changed_at
        assert changed_at is not None
        self.now = changed_at + timedelta(seconds=seconds)


@pytest.fixture
def clock() -> HandClock:
    return HandClock()


@pytest.fixture
def projector(qtbot: QtBot, night: NightBuilder, clock: HandClock, qt_settings: QSettings) -> ProjectorWindow:
    window = ProjectorWindow(night.service, qt_settings, clock=clock, result_dwell=0.05)
    qtbot.addWidget(window)
    following(window, night.service)
    window.resize(1280, 720)
    window.show()
    return window


def following(window: ProjectorWindow, service: OpenNight) -> Session:
    """A session holding the night whose changes the projector follows, as `ProjectorControl` wires
    it in the judges' window (the session outlives neither the window nor the test)."""
    session = Session(window)
    session.set_service(service)
    session.changed.connect(window.follow)
    return session


def start_running(service: OpenNight, key: GameKey = GAME) -> None:
    """Start a game on the test board and run its clock."""
    service.act.start_game(key, board=BOARD)
    service.act.set_timer(key, TimerPhase.RUNNING)
