"""The crowning page: the new (or defending) holder of the Throne, in gold."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPen

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.ui.projector.page import Page
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas

CROWN = "♛"


def crowning_lines(winner: str | None, defending: str | None, holder: str | None) -> tuple[str, str]:
    """The name in gold and the line under it."""
    if winner is None:
        return QCoreApplication.translate("CrowningPage", "THE THRONE AWAITS"), (
            QCoreApplication.translate("CrowningPage", "Held by {holder}").format(holder=holder)
            if holder
            else QCoreApplication.translate("CrowningPage", "The Throne is empty")
        )
    if winner == defending:
        return winner, QCoreApplication.translate("CrowningPage", "defends the Throne")
    if defending:
        return winner, QCoreApplication.translate("CrowningPage", "takes the Throne from {holder}").format(
            holder=defending
        )
    return winner, QCoreApplication.translate("CrowningPage", "takes the Throne")


class CrowningPage(Page):
    """Who holds the Throne after tonight's final."""

    view = ProjectorView.CROWNING
    name = ""
    line = ""
    tournament = ""

    def present(self, reader: NightReader, scene: Scene) -> None:
        standings = reader.standings()
        self.name, self.line = crowning_lines(
            standings.winner, standings.defending_champion, reader.throne().holder
        )
        self.tournament = standings.tournament
        self.update()

    def paint(self, canvas: Canvas) -> None:
        width = canvas.width - 16
        frame = canvas.rect(3, 3, canvas.width - 6, canvas.height - 6)
        canvas.painter.setPen(QPen(GOLD, max(2.0, 0.6 * canvas.unit)))
        canvas.painter.setBrush(Qt.BrushStyle.NoBrush)
        canvas.painter.drawRoundedRect(frame, 2 * canvas.unit, 2 * canvas.unit)
        canvas.text(canvas.rect(8, 6, width, 28), CROWN, 26, GOLD)
        canvas.text(canvas.rect(8, 34, width, 26), self.name, 20, GOLD)
        canvas.text(canvas.rect(8, 62, width, 12), self.line, 8, INK)
        canvas.text(canvas.rect(8, 80, width, 9), self.tournament, 5, MUTED, bold=False)
