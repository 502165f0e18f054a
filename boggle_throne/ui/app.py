"""The application: Qt set-up (high-DPI, style, light and dark palettes, name and icon) and the entry
point `run_app`."""

from __future__ import annotations

import os
import sys
import time
import traceback
from enum import Enum
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QStyleFactory

from boggle_throne import __version__
from boggle_throne.engine.resources import resources_dir
from boggle_throne.ui.language import LANGUAGE_KEY, choose_language, start_language

if TYPE_CHECKING:
    from boggle_throne.ui.main_window import MainWindow

_IMPORTED = time.perf_counter()

ORGANISATION = "Boggle Throne"
APPLICATION = "Boggle Throne"
DESKTOP_NAME = "boggle-throne"  # the .desktop entry's and the icon's name, so docks match the window
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # the PNGs packaging/make_icons.py renders


class Theme(Enum):
    """The window's colours: the system's, or a fixed light or dark palette for a dim bar."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


_PALETTES: dict[Theme, dict[QPalette.ColorRole, str]] = {
    Theme.LIGHT: {
        QPalette.ColorRole.Window: "#f3f3f5",
        QPalette.ColorRole.WindowText: "#1d1f24",
        QPalette.ColorRole.Base: "#ffffff",
        QPalette.ColorRole.AlternateBase: "#f0f1f4",
        QPalette.ColorRole.Text: "#1d1f24",
        QPalette.ColorRole.Button: "#e8e9ed",
        QPalette.ColorRole.ButtonText: "#1d1f24",
        QPalette.ColorRole.Highlight: "#2b6cd4",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#ffffdc",
        QPalette.ColorRole.ToolTipText: "#1d1f24",
        QPalette.ColorRole.PlaceholderText: "#80848f",
        QPalette.ColorRole.Link: "#2b6cd4",
    },
    Theme.DARK: {
        QPalette.ColorRole.Window: "#25272d",
        QPalette.ColorRole.WindowText: "#e6e7ea",
        QPalette.ColorRole.Base: "#1b1c21",
        QPalette.ColorRole.AlternateBase: "#2a2c33",
        QPalette.ColorRole.Text: "#e6e7ea",
        QPalette.ColorRole.Button: "#33363e",
        QPalette.ColorRole.ButtonText: "#e6e7ea",
        QPalette.ColorRole.Highlight: "#3d7be0",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#33363e",
        QPalette.ColorRole.ToolTipText: "#e6e7ea",
        QPalette.ColorRole.PlaceholderText: "#8d919b",
        QPalette.ColorRole.Link: "#7aa7f0",
    },
}


def palette_for(theme: Theme) -> QPalette:
    """The palette of a theme (the style's standard palette for the system theme)."""
    style = QApplication.style()
    palette = QPalette(style.standardPalette()) if style is not None else QPalette()
    for role, colour in _PALETTES.get(theme, {}).items():
        palette.setColor(role, QColor(colour))
        if role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8d919b"))
    return palette


def apply_theme(theme: Theme) -> None:
    QApplication.setPalette(palette_for(theme))


def saved_theme(settings: QSettings) -> Theme:
    try:
        return Theme(str(settings.value("theme", Theme.SYSTEM.value)))
    except ValueError:
        return Theme.SYSTEM


def icon_file(size: int) -> Path:
    """The app icon drawn at `size` pixels, in the freedesktop hicolor layout the .deb installs."""
    return resources_dir() / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{DESKTOP_NAME}.png"


def app_icon() -> QIcon:
    """The app icon with every drawn size, so each title bar, task bar and scale picks a sharp one."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_file(size)), QSize(size, size))
    return icon


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, set up for high-DPI screens with the Fusion style, its name and icon."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APPLICATION)
    QGuiApplication.setDesktopFileName(DESKTOP_NAME)
    app.setWindowIcon(app_icon())
    style = QStyleFactory.create("Fusion")
    if style is not None:
        app.setStyle(style)
    apply_theme(saved_theme(QSettings()))
    return app


def _report_crash(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """The last guard: an unexpected error becomes a dialog a judge can read out, never silence."""
    traceback.print_exception(kind, error, trace)
    said = QCoreApplication.translate("App", "Something went wrong: {error}").format(error=error)
    box = QMessageBox(QMessageBox.Icon.Critical, APPLICATION, said)
    box.setDetailedText("".join(traceback.format_exception(kind, error, trace)))
    box.exec()


def open_main_window(path: Path | None = None) -> MainWindow:
    """The judges' window, shown, on a tournament file if given (its dictionary loaded with it); a
    file that does not open leaves the window on its start page with a dialog saying why."""
    from boggle_throne.ui.main_window import MainWindow

    application()
    start_language(QSettings())
    window = MainWindow()
    window.show()
    if path is not None:
        window.files.open_file(path)
    return window


_renewed: list[MainWindow] = []
"""The judges' windows made by a change of language, kept alive while they are open."""


def renew_window(window: MainWindow, code: str) -> MainWindow | None:
    """View ▸ Language: show the station in `code` at once, in a new judges' window on the same
    night file, where the judge was in it (Qt translates a text when a widget is built). The old
    window closes its night as on quitting; the projector, if shown, comes back.

    A night on a server, or one whose phones are served or whose typed words wait for the server,
    is not closed under its players: the choice is kept and shown at the next start (None).
    """
    from boggle_throne.ui.main_window import MainWindow

    service, session = window.session.service, window.session
    if service is not None and (service.files.path is None or session.phones.running or session.kept.doings):
        window.settings.setValue(LANGUAGE_KEY, code)
        QMessageBox.information(
            window,
            APPLICATION,
            QCoreApplication.translate(
                "MainWindow",
                "The new language is shown when Boggle Throne next starts: this night stays open now.",
            ),
        )
        return None
    path, read_only = (service.files.path, service.files.read_only) if service is not None else (None, False)
    projected = window.projector.projector is not None and window.projector.projector.isVisible()
    choose_language(window.settings, code)
    renewed = MainWindow(window.settings)
    renewed.restoreGeometry(window.saveGeometry())
    renewed.show()
    window.close()
    window.deleteLater()
    if window in _renewed:
        _renewed.remove(window)
    _renewed.append(renewed)
    if path is not None:
        renewed.files.open_file(path, read_only=read_only)
    if projected:
        renewed.projector.show()
    return renewed


def run_app(path: Path | None = None) -> int:
    """Open the judges' window (on a tournament file, if given) and run until it is closed.

    The file is opened from the event loop, under the last guard: whatever goes wrong opening it
    becomes a dialog, and the window stays.
    """
    window = open_main_window()
    sys.excepthook = _report_crash
    if path is not None:
        QTimer.singleShot(0, partial(window.files.open_file, path))
    _quit_when_asked(window)
    status = QApplication.exec()
    del window
    return status


QUIT_AFTER_VARIABLE = "BOGGLE_THRONE_QUIT_AFTER"
"""Seconds after which the window says it is ready and quits: how the smoke test and the start-up
benchmark of a built bundle (packaging/smoke.sh, benchmarks/bundle.py) drive it without Python."""


def _quit_when_asked(window: MainWindow) -> None:
    """With `$BOGGLE_THRONE_QUIT_AFTER=SECONDS`: once the window is up (with the file given opened),
    print `window ready in X.XX s: TITLE` on stderr, timed from this module's import (Qt loaded),
    then quit SECONDS later."""
    value = os.environ.get(QUIT_AFTER_VARIABLE, "")
    try:
        seconds = float(value)
    except ValueError:
        return

    def ready() -> None:
        elapsed = time.perf_counter() - _IMPORTED
        print(f"window ready in {elapsed:.2f} s: {window.windowTitle()}", file=sys.stderr, flush=True)

    QTimer.singleShot(0, ready)  # after the file's opening, queued before it
    QTimer.singleShot(round(seconds * 1000), QApplication.quit)
