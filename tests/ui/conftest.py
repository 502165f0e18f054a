"""Shared by the UI tests: Qt settings kept in the test's own folder, never the user's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring
import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.services.documents.demo import build_demo_night
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary
from boggle_throne.ui.main_window import MainWindow
from tests.ui.screens import MemoryKeyring


@pytest.fixture
def qt_settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def judges_window(qtbot: QtBot, qt_settings: QSettings) -> MainWindow:
    """The judges' window, shown, with its settings in the test's folder."""
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # X activates later: the F-key shortcuts need it
    return window


@pytest.fixture(scope="session")
def demo_night(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The demo night's file (closed) and its night document, built once per test run."""
    folder = tmp_path_factory.mktemp("demo")
    service, document = build_demo_night(folder / "demo.throne", library=DictionaryLibrary(folder / "data"))
    path = service.files.path
    service.close()
    assert path is not None
    return path, document


@pytest.fixture
def demo_service(demo_night: tuple[Path, dict[str, Any]], tmp_path: Path) -> OpenNight:
    """A copy of the demo night, open (the tests may change it)."""
    copy = tmp_path / "demo-copy.throne"
    copy.write_bytes(demo_night[0].read_bytes())
    return OpenNight.open(copy)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The passwords of the test go to a keyring in memory, and nowhere else."""
    before = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(before)
