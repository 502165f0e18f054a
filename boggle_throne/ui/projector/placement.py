"""Where the projector window goes: which screen, full screen or windowed, remembered between nights."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

SCREEN_KEY = "projector/screen"
FULLSCREEN_KEY = "projector/fullscreen"


@dataclass(frozen=True)
class Placement:
    """A screen by name (None: the primary screen) and whether to fill it."""

    screen: str | None
    fullscreen: bool

    def save(self, settings: QSettings) -> None:
        settings.setValue(SCREEN_KEY, self.screen or "")
        settings.setValue(FULLSCREEN_KEY, self.fullscreen)

    @classmethod
    def saved(cls, settings: QSettings) -> Placement:
        """The remembered placement; full screen on the last screen when nothing was chosen yet."""
        screen = str(settings.value(SCREEN_KEY, "") or "") or None
        fullscreen = str(settings.value(FULLSCREEN_KEY, "true")).lower() in ("true", "1")
        return cls(screen, fullscreen)


def fills_screen(screens: Sequence[str], judges: str | None, chosen: str) -> bool:
    """Whether the projector may fill the chosen screen: only when it is not the judges' screen.

    On a single display (a laptop mirrored to the projector) the judges' window is on the only
    screen, so the projector opens windowed rather than covering the judges' work; `judges` is None
    when no judges' window is known.
    """
    return len(screens) > 1 and chosen != judges


def find_screen(name: str | None) -> QScreen:
    """The screen of that name, else the last one attached (a projector is usually the added one)."""
    screens = QGuiApplication.screens()
    named = [screen for screen in screens if screen.name() == name]
    return named[0] if named else screens[-1]


class ScreenDialog(QDialog):
    """Lets the host pick the projector's screen and whether it fills it."""

    def __init__(self, current: Placement, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Projector screen"))
        self._screens = QComboBox()
        for screen in QGuiApplication.screens():
            size = screen.size()
            self._screens.addItem(f"{screen.name()} — {size.width()}×{size.height()}", screen.name())
        self._screens.setCurrentIndex(max(0, self._screens.findData(find_screen(current.screen).name())))
        self._fullscreen = QCheckBox(self.tr("Full screen"))
        self._fullscreen.setChecked(current.fullscreen)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Screen"), self._screens)
        layout.addRow("", self._fullscreen)
        layout.addRow(buttons)

    @property
    def placement(self) -> Placement:
        return Placement(str(self._screens.currentData()) or None, self._fullscreen.isChecked())
