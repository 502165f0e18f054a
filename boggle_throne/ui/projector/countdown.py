"""The countdown page: the game about to start, who plays, and the seconds before the board shows."""

from __future__ import annotations

import math

from boggle_throne.night.clock import TimerPhase
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.ui.projector.page import HEADER, STOPPED, ClockPage, scene_game
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas, game_title


class CountdownPage(ClockPage):
    """Counts down the seconds before the start; asks the players to get ready before that."""

    view = ProjectorView.COUNTDOWN
    title = ""
    players: tuple[str, ...] = ()

    def present(self, reader: NightReader, scene: Scene) -> None:
        game = scene_game(reader, scene)
        if game is None:
            self.title, self.players, self.timer = self.tr("NEXT GAME"), (), STOPPED
        else:
            self.title, self.players, self.timer = (
                game_title(game.key, scene.final),
                game.read_order,
                game.timer,
            )
        self.update()

    def clock_text(self) -> str:
        """Whole seconds left, or the call to get ready."""
        if self.timer.phase is not TimerPhase.COUNTDOWN:
            return self.tr("GET READY")
        seconds = math.ceil(self.remaining() - 1e-6)
        return str(seconds) if seconds > 0 else self.tr("GO!")

    def paint(self, canvas: Canvas) -> None:
        self.heading(canvas, self.title)
        counting = self.timer.phase is TimerPhase.COUNTDOWN
        width = canvas.width - 8
        canvas.text(canvas.rect(4, HEADER + 2, width, 10), self.tr("STARTS IN") if counting else "", 8, MUTED)
        canvas.text(canvas.rect(4, HEADER + 11, width, 50), self.clock_text(), 46 if counting else 22, GOLD)
        if self.players:
            canvas.text(canvas.rect(4, 76, width, 7), self.tr("READING ORDER"), 4.5, MUTED)
            canvas.text(canvas.rect(4, 83, width, 12), "  ·  ".join(self.players), 7.5, INK)
