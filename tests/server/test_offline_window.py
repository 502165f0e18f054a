"""The judges' window on a night whose server freezes under it (a real PostgreSQL server, SIGSTOPped):
the Enter key never freezes the window, the station says it is offline within seconds and keeps the
words typed, in order, and sends them when the server is back, once the judge agrees.

Run offscreen, and on X as the judges use it:
    QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" pytest tests/server/test_offline_window.py
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QSettings, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.store.connections import ANSWER_SECONDS
from boggle_throne.ui.kept_actions import DISCARD, SEND
from boggle_throne.ui.main_window import MainWindow
from tests.postgres_server import PostgresServer
from tests.server.freezing import frozen_server
from tests.server.hosting import GAME, hosted_night, words_read
from tests.ui.judges_driver import JudgesDriver

TICK_MS = 20


class Ticks:
    """A timer on the GUI thread: the longest gap between its ticks is how long the window froze."""

    def __init__(self) -> None:
        self._clock = QElapsedTimer()
        self._last = 0
        self.longest_ms = 0
        self._timer = QTimer()
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def __enter__(self) -> Ticks:
        self._clock.start()
        self._timer.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._tick()
        self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        self.longest_ms = max(self.longest_ms, now - self._last)
        self._last = now


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.files.close_tournament()


def _question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    """The question the station asks once the server is back."""
    qtbot.waitUntil(lambda: window.session.kept.question is not None, timeout=20_000)
    question = window.session.kept.question
    assert question is not None and question.isVisible()
    return question


def _answer(qtbot: QtBot, question: QMessageBox, button_text: str) -> None:
    (button,) = [b for b in question.findChildren(QPushButton) if b.text() == button_text]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_frozen_server_never_freezes_the_window_and_the_words_typed_are_sent_when_the_judge_agrees(
    qtbot: QtBot, window: MainWindow, night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    window.show_opened(OpenNight.open(url, station="Bar-2"))
    judges = JudgesDriver(qtbot, window)
    judges.open_game(GAME)
    player = judges.service.views.game(GAME).players[0].name
    time.sleep(0.3)  # the listener is listening
    judges.read(player, "nest")
    assert words_read(judges.service, player) == ["nest"]
    selected = window.game_screen.readers.selected_word()  # the screen followed the word as Enter came back
    assert selected is not None and (selected[0].name, selected[1].word) == (player, "nest")
    entry = window.game_screen.entry

    with frozen_server(postgres), Ticks() as ticks:
        started = time.perf_counter()
        judges.read(player, "pals")  # Enter, on a server that answers nothing
        told_after = time.perf_counter() - started
        assert window.offline_banner.isVisible()
        assert window.offline_banner.text().startswith("Offline: the server cannot be reached")
        assert told_after < ANSWER_SECONDS + 1.5, told_after
        assert window.session.kept.doings == (f"record PALS for {player}",)
        assert entry.text() == "" and "kept" in judges.status()

        started = time.perf_counter()
        judges.read(player, "rets")  # typed while offline: kept at once, after the first
        assert time.perf_counter() - started < 0.5
        assert window.session.kept.doings == (f"record PALS for {player}", f"record RETS for {player}")
        assert window.offline_banner.text().endswith(
            f"Kept to send when it is back (2): record PALS for {player}; record RETS for {player}"
        )
    assert ticks.longest_ms < 500, ticks.longest_ms  # the window went on turning while it waited

    question = _question(qtbot, window)
    assert f"PALS for {player}" in question.text() and question.text().index("PALS") < question.text().index(
        "RETS"
    )
    check = OpenNight.open(url, station="check")  # the server is back, and nothing was sent
    try:
        assert words_read(check, player) == ["nest"]
        _answer(qtbot, question, SEND)
        sent = ["nest", "pals", "rets"]
        qtbot.waitUntil(lambda: words_read(judges.service, player) == sent, timeout=10_000)
        check.catch_up()
        assert words_read(check, player) == sent  # in the order typed
        assert window.session.kept.doings == () and not window.offline_banner.isVisible()
    finally:
        check.close()


def test_words_kept_while_offline_are_not_sent_when_the_judge_discards_them(
    qtbot: QtBot, window: MainWindow, night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    window.show_opened(OpenNight.open(url, station="Bar-2"))
    judges = JudgesDriver(qtbot, window)
    judges.open_game(GAME)
    player = judges.service.views.game(GAME).players[0].name
    with frozen_server(postgres):
        judges.read(player, "pals")
        assert window.session.kept.doings == (f"record PALS for {player}",)
    _answer(qtbot, _question(qtbot, window), DISCARD)
    assert window.session.kept.doings == ()
    judges.read(player, "rets")
    assert words_read(judges.service, player) == ["rets"]


def test_words_kept_while_offline_are_named_when_the_night_is_closed_before_they_are_sent(
    qtbot: QtBot, window: MainWindow, night_database: str, tmp_path: Path, postgres: PostgresServer
) -> None:
    url = hosted_night(night_database, tmp_path)
    window.show_opened(OpenNight.open(url, station="Bar-2"))
    judges = JudgesDriver(qtbot, window)
    judges.open_game(GAME)
    player = judges.service.views.game(GAME).players[0].name
    with frozen_server(postgres):
        judges.read(player, "pals")
    _question(qtbot, window)
    window.files.close_tournament()  # before answering
    (notice,) = judges.notice_dialogs()
    assert "not sent" in notice.text() and notice.informativeText() == f"Record PALS for {player}."
    check = OpenNight.open(url, station="check")
    try:
        assert words_read(check, player) == []
    finally:
        check.close()
