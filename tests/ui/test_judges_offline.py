"""The judges' window and the projector on a night whose server goes away and comes back: the Offline
banner shows on both and hides again, what the listener tells from its own thread is handled on the
GUI thread, and an action that fails meanwhile is explained in words a judge understands.

The listener is a stand-in driven from a thread of the test's own, as the real one calls back from its
thread; tests/server/test_live_window.py does the same against a real server.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import psycopg
import pytest
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector import ProjectorView
from tests.ui.judges_driver import JudgesDriver


class StandInListener:
    """Calls back like `Listener`, from another thread, when the test says so."""

    made: ClassVar[list[StandInListener]] = []

    def __init__(self, **callbacks: Callable[..., None]) -> None:
        self.callbacks = callbacks
        self.stopped = False
        StandInListener.made.append(self)

    def start(self) -> StandInListener:
        return self

    def stop(self) -> None:
        self.stopped = True

    def tell(self, callback: str, *args: Any) -> None:
        """Call back from a thread of its own, as the real listener does."""
        thread = threading.Thread(target=self.callbacks[callback], args=args)
        thread.start()
        thread.join()


@pytest.fixture
def listener(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], StandInListener]]:
    StandInListener.made = []
    monkeypatch.setattr(OpenNight, "listener", lambda _service, **callbacks: StandInListener(**callbacks))
    yield lambda: StandInListener.made[-1]


def test_the_offline_banner_shows_on_both_windows_and_hides_when_the_server_is_back(
    qtbot: QtBot,
    judges_window: MainWindow,
    demo_service: OpenNight,
    listener: Callable[[], StandInListener],
) -> None:
    judges_window.show_opened(demo_service)
    projector = judges_window.projector.show()
    judges, room = judges_window.offline_banner, projector.offline_banner
    assert not judges.isVisible() and not room.isVisible()

    listener().tell("on_offline", "connection refused")
    qtbot.waitUntil(lambda: judges.isVisible() and room.isVisible(), timeout=2000)
    for banner in (judges, room):
        assert banner.text().startswith("Offline: the server cannot be reached")
        assert "nothing is recorded until it is back" in banner.text()
        assert "connection refused" in banner.toolTip()
    assert room.geometry().top() == 0 and room.width() == projector.width()  # across the top of the room
    for view in ProjectorView:  # over whichever page the room sees
        projector.pin(view)
        assert projector.childAt(room.geometry().center()) is room, view
    projector.pin(None)
    assert "Offline" in judges_window.statusBar().currentMessage()

    listener().tell("on_online")
    qtbot.waitUntil(lambda: not judges.isVisible() and not room.isVisible(), timeout=2000)
    assert "Back online" in judges_window.statusBar().currentMessage()


def test_a_projector_opened_while_offline_shows_the_banner_at_once(
    qtbot: QtBot,
    judges_window: MainWindow,
    demo_service: OpenNight,
    listener: Callable[[], StandInListener],
) -> None:
    judges_window.show_opened(demo_service)
    listener().tell("on_offline", "connection refused")
    qtbot.waitUntil(judges_window.offline_banner.isVisible, timeout=2000)
    projector = judges_window.projector.show()
    qtbot.waitUntil(projector.offline_banner.isVisible, timeout=2000)


def test_announcements_are_taken_in_on_the_gui_thread_once_for_several(
    qtbot: QtBot,
    judges_window: MainWindow,
    demo_service: OpenNight,
    listener: Callable[[], StandInListener],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    judges_window.show_opened(demo_service)
    threads: list[threading.Thread] = []
    monkeypatch.setattr(demo_service, "catch_up", lambda: threads.append(threading.current_thread()) or ())
    for _ in range(3):  # before the GUI thread gets round to it: one catching up does for all
        listener().tell("on_actions")
    qtbot.waitUntil(lambda: len(threads) == 1, timeout=2000)
    qtbot.wait(50)
    assert threads == [threading.main_thread()]
    listener().tell("on_actions")
    qtbot.waitUntil(lambda: len(threads) == 2, timeout=2000)


def test_an_action_that_fails_while_offline_is_explained(
    qtbot: QtBot,
    judges_window: MainWindow,
    demo_service: OpenNight,
    listener: Callable[[], StandInListener],
) -> None:
    judges_window.show_opened(demo_service)
    judges = JudgesDriver(qtbot, judges_window)
    listener().tell("on_offline", "connection refused")
    qtbot.waitUntil(judges_window.offline_banner.isVisible, timeout=2000)

    def fails() -> None:
        raise psycopg.OperationalError("connection to server at 127.0.0.1 failed: Connection refused")

    assert judges_window.session.act("record the word", fails) is None
    (dialog,) = judges.error_dialogs()
    assert dialog.text() == "Could not record the word."
    explained = dialog.informativeText()
    assert explained.startswith("The night's server cannot be reached (connection refused)"), explained
    assert "not confirmed" in explained and "reconnects by itself" in explained


def test_closing_the_night_stops_listening(
    judges_window: MainWindow, demo_service: OpenNight, listener: Callable[[], StandInListener]
) -> None:
    judges_window.show_opened(demo_service)
    heard = listener()
    judges_window.files.close_tournament()
    assert heard.stopped and judges_window.session.live is None
    assert not judges_window.offline_banner.isVisible()


def test_a_night_in_a_file_listens_to_nothing(judges_window: MainWindow, demo_service: OpenNight) -> None:
    judges_window.show_opened(demo_service)
    assert judges_window.session.live is not None and not judges_window.session.live.listening
    assert not judges_window.offline_banner.isVisible()
