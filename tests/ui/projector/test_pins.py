"""The projector obeys a `PointProjector` in the night it follows; a pin on a file's night stays in
the judges' window, recording nothing."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.night.commands import PROJECTOR_VIEWS, PointProjector
from boggle_throne.night.games import GameKey
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector_control import ProjectorControl
from boggle_throne.ui.session import Session
from tests.services.night_builder import NightBuilder
from tests.ui.projector.conftest import GAME, start_running


def test_a_host_may_pin_every_page_the_projector_has() -> None:
    assert tuple(view.value for view in ProjectorView) == PROJECTOR_VIEWS


def test_the_projector_obeys_where_the_night_points_it(
    projector: ProjectorWindow, night: NightBuilder
) -> None:
    start_running(night.service)
    assert projector.current_view is ProjectorView.BOARD
    night.service.execute(PointProjector("standings"))
    assert projector.pinned is ProjectorView.STANDINGS
    assert projector.current_view is ProjectorView.STANDINGS
    night.service.execute(PointProjector(None, GameKey(1, 2, 1)))
    assert projector.pinned is None and projector.followed == GameKey(1, 2, 1)
    assert projector.current_view is ProjectorView.WAITING  # table 2 has not started
    night.service.execute(PointProjector())
    assert projector.followed is None
    start_running(night.service)  # the latest change: game 1 again
    assert projector.current_view is ProjectorView.BOARD


def test_a_pin_on_a_files_night_records_nothing(
    qtbot: QtBot, night: NightBuilder, qt_settings: QSettings
) -> None:
    judges = QWidget()
    qtbot.addWidget(judges)
    session = Session(judges)
    session.set_service(night.service)
    control = ProjectorControl(session, qt_settings, judges)
    before = len(night.service.views.log())
    control.pin(ProjectorView.STANDINGS)
    control.follow_game(GAME)
    assert control.projector is not None
    assert control.projector.current_view is ProjectorView.STANDINGS
    assert control.projector.followed == GAME
    assert len(night.service.views.log()) == before
    control.close()
