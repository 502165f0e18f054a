"""A QR code painted for a camera across the room: whole pixels, black on white, no smoothing."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPainter

from boggle_throne.presentation.qr import QUIET_ZONE, Modules, dark_runs, drawn_size


def draw_code(painter: QPainter, modules: Modules, box: QRect) -> QRect:
    """The code in whole pixels, centred in `box`, its quiet zone white; returns where it is drawn."""
    span = drawn_size(modules)
    pixel = max(1, min(box.width(), box.height()) // span)
    side = pixel * span
    left = box.x() + (box.width() - side) // 2
    top = box.y() + (box.height() - side) // 2
    drawn = QRect(left, top, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.fillRect(drawn, QColor("white"))
    origin_x, origin_y = left + QUIET_ZONE * pixel, top + QUIET_ZONE * pixel
    black = QColor("black")
    for row, column, length in dark_runs(modules):
        painter.fillRect(origin_x + column * pixel, origin_y + row * pixel, length * pixel, pixel, black)
    painter.restore()
    return drawn
