"""The waiting page: the night's name while nothing is in play (or no tournament is open)."""

from __future__ import annotations

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.ui.projector.page import Page
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas, game_title

APP_TITLE = "BOGGLE THRONE"


class WaitingPage(Page):
    """The title, the night, and what the projector waits for."""

    view = ProjectorView.WAITING
    tournament = ""
    waiting_for = ""

    def present(self, reader: NightReader, scene: Scene) -> None:
        self.tournament = reader.standings().tournament
        self.waiting_for = (
            self.tr("Next: {game}").format(game=game_title(scene.game, scene.final).title())
            if scene.game
            else self.tr("The next game starts soon")
        )
        self.update()

    def clear(self) -> None:
        """No tournament: just the title."""
        self.tournament, self.waiting_for = "", self.tr("No tournament open")
        self.update()

    def paint(self, canvas: Canvas) -> None:
        width = canvas.width - 8
        canvas.text(canvas.rect(4, 22, width, 22), APP_TITLE, 16, GOLD)
        canvas.text(canvas.rect(4, 48, width, 12), self.tournament, 7, INK)
        canvas.text(canvas.rect(4, 68, width, 10), self.waiting_for, 6, MUTED, bold=False)
        self.room.paint(canvas, 78.0)  # below the line that says what the room waits for
