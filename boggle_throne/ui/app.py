"""The application: Qt set-up (high-DPI, style, light and dark palettes) and the entry point `run_app`."""

from __future__ import annotations

import sys
import traceback
from enum import Enum
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QStyleFactory

from boggle_throne import __version__

if TYPE_CHECKING:
    from boggle_throne.ui.main_window import MainWindow

ORGANISATION = "Boggle Throne"
APPLICATION = "Boggle Throne"


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


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, set up for high-DPI screens with the Fusion style."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    style = QStyleFactory.create("Fusion")
    if style is not None:
        app.setStyle(style)
    apply_theme(saved_theme(QSettings()))
    return app


def _report_crash(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """The last guard: an unexpected error becomes a dialog a judge can read out, never silence."""
    traceback.print_exception(kind, error, trace)
    box = QMessageBox(QMessageBox.Icon.Critical, APPLICATION, f"Something went wrong: {error}")
    box.setDetailedText("".join(traceback.format_exception(kind, error, trace)))
    box.exec()


def open_main_window(path: Path | None = None) -> MainWindow:
    """The judges' window, shown, on a tournament file if given (its dictionary loaded with it); a
    file that does not open leaves the window on its start page with a dialog saying why."""
    from boggle_throne.ui.main_window import MainWindow

    application()
    window = MainWindow()
    window.show()
    if path is not None:
        window.files.open_file(path)
    return window


def run_app(path: Path | None = None) -> int:
    """Open the judges' window (on a tournament file, if given) and run until it is closed.

    The file is opened from the event loop, under the last guard: whatever goes wrong opening it
    becomes a dialog, and the window stays.
    """
    window = open_main_window()
    sys.excepthook = _report_crash
    if path is not None:
        QTimer.singleShot(0, partial(window.files.open_file, path))
    status = QApplication.exec()
    del window
    return status
