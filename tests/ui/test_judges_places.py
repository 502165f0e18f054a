"""Reopening a night, or restarting after a crash, comes back where the judge was: the page, the
game in play and its current reader."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver


def _window(qtbot: QtBot, settings: QSettings) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _copy(demo_night: tuple[Path, dict[str, Any]], path: Path) -> Path:
    path.write_bytes(demo_night[0].read_bytes())
    return path


def test_a_restart_after_a_crash_comes_back_to_the_game_and_its_reader(
    qtbot: QtBot, qt_settings: QSettings, demo_night: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path = _copy(demo_night, tmp_path / "night.throne")
    first = _window(qtbot, qt_settings)
    assert first.files.open_file(path)
    judge = JudgesDriver(qtbot, first)
    key = judge.service.views.games()[4]
    judge.open_game(key)
    for _ in range(2):
        qtbot.keyClick(first.game_screen.entry, Qt.Key.Key_Tab)
    reader = first.game_screen.readers.current
    assert reader == 2
    first.session.service.close()  # the process dies: no closeEvent, nothing saved on the way out

    second = _window(qtbot, qt_settings)
    assert second.files.open_file(path)
    assert second.current_page() is Page.GAME
    assert second.game_screen.key == key
    assert second.game_screen.readers.current == reader


def test_reopening_comes_back_to_the_page_the_judge_left(
    qtbot: QtBot, qt_settings: QSettings, demo_night: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path = _copy(demo_night, tmp_path / "night.throne")
    window = _window(qtbot, qt_settings)
    assert window.files.open_file(path)
    window.show_page(Page.STANDINGS)
    window.session.set_service(None)
    assert window.files.open_file(path)
    assert window.current_page() is Page.STANDINGS


def test_a_new_file_opens_on_the_players_page(
    qtbot: QtBot, qt_settings: QSettings, demo_night: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path = _copy(demo_night, tmp_path / "never-opened.throne")
    window = _window(qtbot, qt_settings)
    assert window.files.open_file(path)
    assert window.current_page() is Page.PLAYERS and window.game_screen.key is None
