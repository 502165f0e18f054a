"""The room's page from the judges' window: on while the phones are served, its QR code and URL on
the projector between games, switched off and on again in Setup."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from pytestqt.qtbot import QtBot

from boggle_throne.presentation.director import ProjectorView
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.projector.waiting import WaitingPage
from boggle_throne.ui.setup.setup_page import SetupPage
from tests.ui.judges_driver import JudgesDriver
from tests.ui.projector.test_long_names import painted
from tests.ui.test_phones_station import BOARD, LOOPBACK, PLAYERS, started

SHOTS_FOLDER = os.environ.get("BOGGLE_THRONE_ROOM_SHOTS")
"""Where the projector's picture goes when asked for (to be looked at)."""


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> Iterator[JudgesDriver]:
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "room.throne", PLAYERS, BOARD)
    yield driver
    judges_window.session.phones.stop()


def status(qtbot: QtBot, url: str) -> int:
    """A spectator's GET, from a thread of its own while the window's thread answers."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        future = pool.submit(httpx.get, url, timeout=10)
        qtbot.waitUntil(future.done, timeout=15_000)
        return future.result().status_code


def test_the_room_is_on_with_the_phones_and_setup_switches_it(qtbot: QtBot, judge: JudgesDriver) -> None:
    window = judge.window
    station = window.session.phones
    started(judge)
    assert station.room_url == f"{station.base_url}/room"
    assert station.room_url is not None and station.room_url.startswith(f"http://{LOOPBACK}:")
    assert status(qtbot, f"{station.room_url}/state") == 200

    projector = window.projector.show()
    waiting = projector._pages[
        next(view for view, page in projector._pages.items() if isinstance(page, WaitingPage))
    ]
    assert isinstance(waiting, WaitingPage)
    assert waiting.room.url == station.room_url
    if SHOTS_FOLDER:
        waiting.resize(1280, 720)
        assert waiting.grab().save(str(Path(SHOTS_FOLDER) / "projector-room-code-1280x720.png"))

    setup = window.pages[Page.SETUP]
    assert isinstance(setup, SetupPage)
    window.show_page(Page.SETUP)
    assert setup.room_page.isChecked()
    setup.room_page.click()
    assert not station.room_on
    assert station.room_url is None and waiting.room.url is None
    assert status(qtbot, f"{station.base_url}/room/state") == 404
    setup.room_page.click()
    assert status(qtbot, f"{station.base_url}/room/state") == 200
    assert waiting.room.url == station.room_url


def test_the_standings_between_games_carry_the_rooms_code(qtbot: QtBot, judge: JudgesDriver) -> None:
    window = judge.window
    station = window.session.phones
    projector = window.projector.show()
    standings = projector._pages[ProjectorView.STANDINGS]
    standings.present(judge.service.views, projector.scene or projector._director.scene)  # type: ignore[union-attr]
    assert station.room_url is None and station.room_url not in [d.asked for d in painted(standings)]
    started(judge)
    assert station.room_url is not None and standings.room.url == station.room_url
    texts = [drawn.asked for drawn in painted(standings)]
    assert station.room_url in texts and "Follow the night on your phone" in texts
    assert any(name in texts for name in PLAYERS)  # the tables are still there, above the code
    if SHOTS_FOLDER:
        standings.resize(1280, 720)
        assert standings.grab().save(str(Path(SHOTS_FOLDER) / "projector-standings-room-code-1280x720.png"))
