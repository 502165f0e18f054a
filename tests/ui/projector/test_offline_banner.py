"""The projector's Offline banner lies across the top of the room's window without covering the
title row of whichever page the room sees: the pages move down below it, and back up after."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector import ProjectorView
from tests.ui.test_judges_offline import StandInListener, listener

__all__ = ["listener"]  # the fixture


def test_the_banner_leaves_the_title_row_in_sight(
    qtbot: QtBot,
    judges_window: MainWindow,
    demo_service: OpenNight,
    listener: Callable[[], StandInListener],
) -> None:
    judges_window.show_opened(demo_service)
    projector = judges_window.projector.show()
    projector.resize(1280, 720)
    room = projector.offline_banner
    listener().tell("on_offline", "connection refused")
    qtbot.waitUntil(lambda: room.isVisible() and projector.page.geometry().top() > 0, timeout=2000)
    assert room.geometry().top() == 0 and room.width() == projector.width()
    for view in ProjectorView:
        projector.pin(view)
        page = projector.page.geometry()
        assert page.top() > room.geometry().bottom() and page.bottom() == projector.height() - 1, view
        assert projector.childAt(room.geometry().center()) is room, view
    listener().tell("on_online")
    qtbot.waitUntil(lambda: not room.isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: projector.page.geometry().top() == 0, timeout=2000)  # laid out again
