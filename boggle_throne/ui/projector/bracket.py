"""The bracket page: a head-to-head night's matches, a column per round, the winners in gold; or a
table-rounds night's road to the Throne, as the printed bracket shows it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.services.reading.views import BracketView, MatchView, StandingsView
from boggle_throne.ui.projector.page import HEADER, Page
from boggle_throne.ui.projector.road import paint_road, summary
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, OUT, Canvas


class BracketPage(Page):
    """The matches so far and to come."""

    view = ProjectorView.BRACKET
    bracket: BracketView | None = None
    standings: StandingsView | None = None

    def present(self, reader: NightReader, scene: Scene) -> None:
        self.standings = reader.standings()
        self.bracket = self.standings.bracket
        self.update()

    @property
    def title(self) -> str:
        return self.tr("THE BRACKET") if self.bracket is not None else self.tr("THE ROAD TO THE THRONE")

    def paint(self, canvas: Canvas) -> None:
        if self.bracket is None:
            self._paint_road(canvas)
            return
        self.heading(canvas, self.title, self.tr("BEST OF {games}").format(games=self.bracket.best_of))
        rounds = self.bracket.rounds
        columns = len(rounds) + (1 if self.bracket.champion else 0)
        width = (canvas.width - 8 - 2 * (columns - 1)) / max(1, columns)
        top = HEADER + 7
        for index, matches in enumerate(rounds, start=1):
            left = 4 + (index - 1) * (width + 2)
            canvas.text(
                canvas.rect(left, HEADER, width, 6), self.bracket.round_title(index).upper(), 4.2, MUTED
            )
            slot = (canvas.height - top - 2) / max(1, len(matches))
            for number, match in enumerate(matches):
                self._paint_match(canvas, match, left, top + number * slot, width, slot)
        if self.bracket.champion:
            left = 4 + len(rounds) * (width + 2)
            canvas.text(canvas.rect(left, HEADER, width, 6), self.tr("CHAMPION"), 4.2, MUTED)
            canvas.text(canvas.rect(left, 40, width, 20), self.bracket.champion, 8, GOLD)

    def _paint_road(self, canvas: Canvas) -> None:
        """A table-rounds night: its rounds up to the Throne, once a round is seated."""
        standings = self.standings
        self.heading(canvas, self.title, summary(standings) if standings and standings.rounds else "")
        if standings is None or not standings.rounds:
            canvas.text(canvas.rect(4, 40, canvas.width - 8, 14), self.tr("No round seated yet"), 8, MUTED)
            return
        paint_road(canvas, standings)

    @staticmethod
    def _paint_match(
        canvas: Canvas, match: MatchView, left: float, top: float, width: float, slot: float
    ) -> None:
        line = min(8.0, slot * 0.42)
        y = top + (slot - 2 * line) / 2
        canvas.panel(canvas.rect(left, y - 0.5, width, 2 * line + 1))
        for side in (0, 1):
            name = match.players[side]
            seed = match.seeds[side]
            decided = match.winner is not None
            colour = GOLD if decided and name == match.winner else OUT if decided else INK
            label = name or (QCoreApplication.translate("BracketPage", "bye") if match.bye else "…")
            row = y + side * line
            seed_text = f"{seed}  " if seed is not None else ""
            canvas.text(
                canvas.rect(left + 1, row, width - 2 - line, line),
                f"{seed_text}{label}",
                line * 0.6,
                colour,
                align=Qt.AlignmentFlag.AlignLeft,
            )
            if not match.bye and None not in match.players:
                wins = canvas.rect(left + width - 1 - line, row, line, line)
                canvas.text(
                    wins, str(match.wins[side]), line * 0.6, colour, align=Qt.AlignmentFlag.AlignRight
                )
