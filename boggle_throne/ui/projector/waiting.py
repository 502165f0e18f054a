"""The waiting page: the night's name while nothing is in play (or no tournament is open)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.qr import Modules, qr_modules
from boggle_throne.ui.projector.invitations import draw_code
from boggle_throne.ui.projector.page import Page
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas, game_title

APP_TITLE = "BOGGLE THRONE"


class WaitingPage(Page):
    """The title, the night, and what the projector waits for."""

    view = ProjectorView.WAITING
    tournament = ""
    waiting_for = "No tournament open"
    room_url: str | None = None
    """The room's public page while the phones are served: its QR code and URL are shown."""
    _room_code: Modules = ()

    def show_room(self, url: str | None) -> None:
        if url != self.room_url:
            self.room_url = url
            self._room_code = qr_modules(url) if url is not None else ()
            self.update()

    def present(self, reader: NightReader, scene: Scene) -> None:
        self.tournament = reader.standings().tournament
        self.waiting_for = (
            f"Next: {game_title(scene.game, scene.final).title()}"
            if scene.game
            else "The next game starts soon"
        )
        self.update()

    def clear(self) -> None:
        """No tournament: just the title."""
        self.tournament, self.waiting_for = "", "No tournament open"
        self.update()

    def paint(self, canvas: Canvas) -> None:
        width = canvas.width - 8
        canvas.text(canvas.rect(4, 22, width, 22), APP_TITLE, 16, GOLD)
        canvas.text(canvas.rect(4, 48, width, 12), self.tournament, 7, INK)
        canvas.text(canvas.rect(4, 68, width, 10), self.waiting_for, 6, MUTED, bold=False)
        if self.room_url is not None:
            self._paint_room(canvas)

    def _paint_room(self, canvas: Canvas) -> None:
        """The room's QR code at the bottom right, its URL and what it is beside it: big enough for a
        phone's camera across the bar, the URL to type for those without one."""
        assert self.room_url is not None
        side, top = 20.0, 78.0  # below the line that says what the room waits for
        left = canvas.width - 4 - side
        draw_code(canvas.painter, self._room_code, canvas.rect(left, top, side, side).toRect())
        text_width = left - 6
        canvas.text(
            canvas.rect(4, top + 2, text_width, 7),
            "Follow the night on your phone",
            4.5,
            GOLD,
            align=Qt.AlignmentFlag.AlignRight,
        )
        canvas.text(
            canvas.rect(4, top + 10, text_width, 7),
            self.room_url,
            4.5,
            INK,
            align=Qt.AlignmentFlag.AlignRight,
            mono=True,
        )
