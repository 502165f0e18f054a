"""What the window tests of nights on a server share: a keyring in memory (CI has no desktop keyring),
and screenshots of a dialog over its window, saved into docs/screenshots/ when
`BOGGLE_THRONE_SCREENSHOTS=1`."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from keyring.backend import KeyringBackend
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

TITLE_BAR = 28
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


class MemoryKeyring(KeyringBackend):
    """A keyring in memory, as a desktop keyring would keep the passwords."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.passwords.pop((service, username), None)


def title_bar(painter: QPainter, where: QRect, title: str) -> None:
    """A window's title as its frame shows it (a grab holds the window's inside only)."""
    painter.fillRect(where, QColor("#2b2d33"))
    painter.setPen(QColor("#f0f0f0"))
    painter.drawText(where, Qt.AlignmentFlag.AlignCenter, title)


def dialog_over_window(window: QWidget, dialog: QWidget, *, top: int) -> QPixmap:
    """A 1280×800 picture of a window with its title, dimmed under a window-modal dialog `top` down."""
    sheet = QPixmap(1280, 800)
    sheet.fill(QColor("#2b2d33"))
    painter = QPainter(sheet)
    title_bar(painter, QRect(0, 0, 1280, TITLE_BAR), window.windowTitle())
    painter.drawPixmap(QPoint(0, TITLE_BAR), window.grab())
    painter.fillRect(QRect(0, TITLE_BAR, 1280, 800), QColor(0, 0, 0, 90))
    shot = dialog.grab()
    left = (1280 - shot.width()) // 2
    painter.fillRect(
        QRect(left - 1, top - TITLE_BAR, shot.width() + 2, shot.height() + TITLE_BAR + 1), QColor("#555")
    )
    title_bar(painter, QRect(left, top - TITLE_BAR + 1, shot.width(), TITLE_BAR - 1), dialog.windowTitle())
    painter.drawPixmap(QPoint(left, top), shot)
    painter.end()
    return sheet


def save_shot(pixmap: QPixmap, folder: Path, name: str) -> Path:
    path = folder / name
    assert pixmap.save(str(path))
    if os.environ.get("BOGGLE_THRONE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, SCREENSHOTS / name)
    return path
