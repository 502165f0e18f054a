"""Help ▸ About Boggle Throne: the version, what it runs on, its licence and the third-party notices,
closed from the keyboard; and the application's name and icon, as the desktop sees them.

Set `BOGGLE_THRONE_SCREENSHOTS=1` to save the screenshot into docs/screenshots/.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QSize, Qt, qVersion
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from boggle_throne import __version__
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.about import AboutDialog
from boggle_throne.ui.app import app_icon
from boggle_throne.ui.main_window import MainWindow
from tests.ui.screens import TITLE_BAR, dialog_over_window, save_shot

DRAWN_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]  # resources/icons/hicolor/


def open_about(qtbot: QtBot, window: MainWindow) -> AboutDialog:
    """Help ▸ About Boggle Throne, as the judge picks it."""
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    next(a for a in help_menu.actions() if a.text() == "&About Boggle Throne").trigger()
    dialogs = [dialog for dialog in window.findChildren(AboutDialog) if dialog.isVisible()]
    assert len(dialogs) == 1
    qtbot.waitExposed(dialogs[0])
    return dialogs[0]


def test_about_names_the_version_the_runtime_and_the_licences(
    qtbot: QtBot, judges_window: MainWindow, demo_service: OpenNight, tmp_path: Path
) -> None:
    judges_window.resize(1280, 800 - TITLE_BAR)
    judges_window.show_opened(demo_service)
    about = open_about(qtbot, judges_window)

    assert about.windowTitle() == "About Boggle Throne"
    assert about.version.text() == f"Version {__version__}"
    runtime = about.runtime.text()
    assert f"Qt {qVersion()}" in runtime
    assert f"PySide6 {PySide6.__version__}" in runtime
    assert f"Python {platform.python_version()}" in runtime
    assert "MIT" in about.licence.text()
    assert about.notices.isReadOnly()
    notices = about.notices.toPlainText()
    assert "Qt 6 and PySide6: LGPL-3.0" in notices
    assert "dynamically linked" in notices and "download.qt.io" in notices
    for row in ("PySide6-Essentials LGPL-3.0", "shiboken6 LGPL-3.0", "reportlab BSD", "SQLAlchemy MIT"):
        assert row in " ".join(notices.split())
    assert "The ENABLE word list" in notices and "public domain" in notices
    assert "DejaVu fonts" in notices
    assert about.notices.verticalScrollBar().maximum() > 0  # longer than the view: it scrolls

    path = save_shot(dialog_over_window(judges_window, about, top=110), tmp_path, "judges-about-1280x800.png")
    assert QImage(str(path)).width() == 1280
    qtbot.keyClick(about, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not about.isVisible())


@pytest.mark.parametrize("focus_on_notices", [False, True])
def test_enter_closes_the_about_box(qtbot: QtBot, judges_window: MainWindow, focus_on_notices: bool) -> None:
    about = open_about(qtbot, judges_window)
    about.activateWindow()
    target = about.notices if focus_on_notices else about.close_button
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    qtbot.keyClick(target, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not about.isVisible())


def test_the_app_icon_has_every_drawn_size(qtbot: QtBot) -> None:
    sizes = app_icon().availableSizes()
    assert sorted(size.width() for size in sizes) == DRAWN_SIZES
    assert all(size.width() == size.height() for size in sizes)
    assert app_icon().pixmap(QSize(16, 16)).toImage().pixelColor(8, 10).alpha() == 255


def test_the_application_carries_its_name_and_icon_for_the_desktop() -> None:
    """In a fresh process, as the installed app starts: the .desktop name, the display name, the icon."""
    code = (
        "from boggle_throne.ui.app import application; app = application(); "
        "print(app.desktopFileName(), app.applicationDisplayName(), "
        "sorted(s.width() for s in app.windowIcon().availableSizes()))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.stdout.strip() == f"boggle-throne Boggle Throne {DRAWN_SIZES}"
