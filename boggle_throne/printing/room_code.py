"""The room's page as printed: its QR code and URL, for the audience to follow the night on a phone."""

from __future__ import annotations

from reportlab.lib.units import mm

from boggle_throne.i18n import _
from boggle_throne.presentation.qr import qr_modules
from boggle_throne.printing.fonts import MONO, SANS_BOLD
from boggle_throne.printing.invitations import draw_qr
from boggle_throne.printing.page import INK, MUTED, Strip, fitting_size

_SIDE = 30 * mm
_GAP = 5 * mm


class RoomCode(Strip):
    """A band with the room's QR code on the left and what it is, with its URL, beside it."""

    def __init__(self, url: str) -> None:
        super().__init__(_SIDE + 4 * mm)
        self.url = url
        self._modules = qr_modules(url)

    def draw(self) -> None:
        canvas = self.canv
        draw_qr(canvas, self._modules, 0, 2 * mm, _SIDE)
        left = _SIDE + _GAP
        canvas.setFillColor(INK)
        room = self.width - left
        follow = _("Follow the night on your phone")
        canvas.setFont(SANS_BOLD, fitting_size(follow, SANS_BOLD, 12, room))
        canvas.drawString(left, 2 * mm + _SIDE - 10, follow)
        canvas.setFillColor(MUTED)
        what = _("Standings, the words read, the road to the Throne")
        canvas.setFont(SANS_BOLD, fitting_size(what, SANS_BOLD, 9, room))
        canvas.drawString(left, 2 * mm + _SIDE - 24, what)
        canvas.setFillColor(INK)
        canvas.setFont(MONO, 11)
        canvas.drawString(left, 2 * mm + _SIDE - 42, self.url)
