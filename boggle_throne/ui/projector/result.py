"""The result page: a closed game's players from best to worst, with the numbers behind each score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from boggle_throne.engine.scoring import Verdict
from boggle_throne.i18n import ngettext
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.numbers import number
from boggle_throne.services.reading.views import GameView, PlayerGameView
from boggle_throne.ui.projector.page import HEADER, Page, no_game, scene_game
from boggle_throne.ui.projector.style import GOLD, INK, MUTED, Canvas, game_title, verdict_symbol

NAME_LEFT = 17.0
TOTAL_ROOM = 44.0
"""What a row keeps right of the names for the total, in units."""


def ranked(game: GameView) -> tuple[PlayerGameView, ...]:
    """Players best first, in the game's ranking by the tie-break chain (the standings' order)."""
    return tuple(game.player(name) for name in game.ranking)


def breakdown(player: PlayerGameView, bonus_holder: str | None) -> str:
    """One line explaining a score: words that scored, crossed, penalties, the longest-word bonus."""
    scoring = sum(1 for w in player.words if w.verdict.scores and w.points > 0)
    crossed = sum(1 for w in player.words if w.verdict is Verdict.DUPLICATE)
    parts = [QCoreApplication.translate("ResultPage", "{count} scoring").format(count=scoring)]
    if crossed:
        parts.append(
            QCoreApplication.translate("ResultPage", "{symbol} {count} crossed").format(
                symbol=verdict_symbol(Verdict.DUPLICATE), count=crossed
            )
        )
    if player.penalties:
        parts.append(ngettext("−{n} penalty", "−{n} penalties", player.penalties).format(n=player.penalties))
    if bonus_holder == player.name:
        parts.append(QCoreApplication.translate("ResultPage", "★ longest word"))
    return "  ·  ".join(parts)


class ResultPage(Page):
    """Who won the followed game, and by how much."""

    view = ProjectorView.RESULT
    title = ""
    game: GameView | None = None

    def present(self, reader: NightReader, scene: Scene) -> None:
        self.game = scene_game(reader, scene)
        self.title = game_title(scene.game, scene.final) if scene.game is not None else no_game()
        self.update()

    def paint(self, canvas: Canvas) -> None:
        game = self.game
        self.heading(
            canvas, self.title, self.tr("RESULT") if game is not None and game.closed else self.tr("SO FAR")
        )
        if game is None:
            return
        players = ranked(game)
        top = HEADER + 1
        height = min(15.0, (canvas.height - top - 3) / max(1, len(players)))
        best = players[0].total if players else 0
        size = height * 0.5
        room = canvas.width - NAME_LEFT - TOTAL_ROOM
        names = canvas.one_size((player.name for player in players), size, room)
        for place, player in enumerate(players, start=1):
            y = top + (place - 1) * height
            winner = player.total == best
            colour = GOLD if winner else INK
            canvas.panel(canvas.rect(4, y, canvas.width - 8, height - 1.2))
            canvas.text(canvas.rect(6, y, 10, height - 1.2), f"{place}.", size, colour)
            canvas.text(
                canvas.rect(NAME_LEFT, y, room, height * 0.62),
                player.name,
                names,
                colour,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            )
            canvas.text(
                canvas.rect(17, y + height * 0.6, canvas.width - 60, height * 0.36),
                breakdown(player, game.longest_bonus_holder),
                height * 0.25,
                MUTED,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                bold=False,
            )
            canvas.text(
                canvas.rect(canvas.width - 40, y, 32, height - 1.2),
                number(player.total),
                height * 0.62,
                colour,
                align=Qt.AlignmentFlag.AlignRight,
            )
