"""A judges' window and its projector as the second station on a night on a real PostgreSQL server:
the first station's actions reach them without polling, and the server killed and started again
shows the Offline banner on both, refuses the judge's action in clear words, and hides it again once
the station has caught up."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.changes import Change
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from tests.postgres_server import PostgresServer
from tests.server.hosting import GAME, hosted_night, restart, words_read
from tests.ui.judges_driver import JudgesDriver

PROMPT_MS = 2000


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.files.close_tournament()


def test_the_other_stations_actions_and_the_server_going_away_reach_the_windows(
    qtbot: QtBot, window: MainWindow, night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    first = OpenNight.open(url, station="table 1")
    try:
        second = OpenNight.open(url, station="table 2")
        window.show_opened(second)
        projector = window.projector.show()
        live = window.session.live
        assert live is not None and live.listening
        changes: list[Change] = []
        window.session.changed.connect(changes.append)
        player = first.views.game(GAME).players[0].name
        time.sleep(0.3)  # the listener is listening (or has caught up on anything before)

        started = time.perf_counter()
        first.act.record_word(GAME, player, "nest")
        qtbot.waitUntil(lambda: any(change.initiator == "table 1" for change in changes), timeout=PROMPT_MS)
        assert time.perf_counter() - started < PROMPT_MS / 1000
        assert "nest" in words_read(second, player)

        banners = (window.offline_banner, projector.offline_banner)
        postgres.kill()
        try:
            qtbot.waitUntil(lambda: all(banner.isVisible() for banner in banners), timeout=5000)
            assert "Offline: the server cannot be reached" in window.offline_banner.text()
            judges = JudgesDriver(qtbot, window)
            started = time.perf_counter()
            refused = window.session.act(
                "record the word", lambda: second.act.record_word(GAME, player, "rets")
            )
            assert refused is None
            assert time.perf_counter() - started < 2.0
            (dialog,) = judges.error_dialogs()
            explained = dialog.informativeText()
            assert "server cannot be reached" in explained and "not confirmed" in explained, explained
        finally:
            restart(postgres)

        qtbot.waitUntil(lambda: not any(banner.isVisible() for banner in banners), timeout=10_000)
        first.act.record_word(GAME, player, "pals")
        qtbot.waitUntil(lambda: "pals" in words_read(second, player), timeout=5000)
        assert words_read(second, player)[-2:] == ["nest", "pals"]
        assert second.views.game(GAME) == first.views.game(GAME)
    finally:
        first.close()
