"""The room's public page on the projector: its QR code and URL, for the audience's own phones."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from boggle_throne.presentation.qr import Modules, qr_modules
from boggle_throne.ui.projector.qr_paint import draw_code
from boggle_throne.ui.projector.style import GOLD, INK, Canvas

SIDE = 20.0
"""The code's side, in units of the window's height: big enough for a phone's camera across the bar."""


class RoomCode:
    """The room page's URL (None while it is not served) and its QR code, made once per URL."""

    def __init__(self) -> None:
        self.url: str | None = None
        self._modules: Modules = ()

    def show(self, url: str | None) -> bool:
        """Follow the room page's URL; whether it changed (the page is then painted again)."""
        if url == self.url:
            return False
        self.url = url
        self._modules = qr_modules(url) if url is not None else ()
        return True

    def paint(self, canvas: Canvas, top: float) -> None:
        """The code at the bottom right from `top`, with the URL and what it is beside it (the URL to
        type, for those whose camera cannot read it)."""
        if self.url is None:
            return
        left = canvas.width - 4 - SIDE
        draw_code(canvas.painter, self._modules, canvas.rect(left, top, SIDE, SIDE).toRect())
        text_width = left - 6
        right = Qt.AlignmentFlag.AlignRight
        canvas.text(
            canvas.rect(4, top + 2, text_width, 7),
            QCoreApplication.translate("RoomCode", "Follow the night on your phone"),
            4.5,
            GOLD,
            align=right,
        )
        canvas.text(canvas.rect(4, top + 10, text_width, 7), self.url, 4.5, INK, align=right, mono=True)
