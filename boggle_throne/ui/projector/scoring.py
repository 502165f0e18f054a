"""The scoring page: each player's words appearing as they are read, in their verdict's colour and symbol.

The word just read stands large at the top with its points and reason; below, one column per player
in reading order. A crossed-off word is struck through; when a list outgrows its column, its oldest
words give way to a count, so the newest stay in sight.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt

from boggle_throne.services.views import GameView, PlayerGameView, WordView
from boggle_throne.ui.projector.director import NightReader, ProjectorView, Scene
from boggle_throne.ui.projector.page import HEADER, NO_GAME, Page, scene_game
from boggle_throne.ui.projector.style import (
    GOLD,
    HELD_COLOUR,
    INK,
    LEGEND,
    MUTED,
    Canvas,
    WordStyle,
    game_title,
    number,
    verdict_colour,
    verdict_symbol,
    word_style,
)

BANNER = 18.0
ROW = 5.6
LEGEND_HEIGHT = 5.0
SUB_COLUMN = 30.0  # the narrowest column of words, in units


@dataclass(frozen=True)
class Newest:
    """The word read last and who read it."""

    player: str
    word: WordView


def newest_word(before: GameView | None, after: GameView, shown: Newest | None) -> Newest | None:
    """The word the latest entry added: the last word of a list that grew.

    When no list grew (a ruling, a correction), the word shown stays, with its verdict as it now is.
    """
    old = {p.name: len(p.words) for p in before.players} if before is not None else {}
    grown = [p for p in after.players if len(p.words) > old.get(p.name, 0)]
    if grown:
        return Newest(grown[-1].name, grown[-1].words[-1])
    if shown is not None:
        same = [w for w in after.player(shown.player).words if w.word == shown.word.word]
        if same:
            return Newest(shown.player, same[-1])
    readers = [p for p in after.players if p.words]
    return Newest(readers[-1].name, readers[-1].words[-1]) if readers else None


class ScoringPage(Page):
    """The reading of the followed game's words."""

    view = ProjectorView.SCORING

    title = ""
    game: GameView | None = None
    newest: Newest | None = None

    def present(self, reader: NightReader, scene: Scene) -> None:
        game = scene_game(reader, scene)
        if game is None:
            self.title, self.game, self.newest = NO_GAME, None, None
        else:
            same = self.game is not None and self.game.key == game.key
            self.newest = newest_word(self.game if same else None, game, self.newest if same else None)
            self.title, self.game = game_title(game.key, scene.final), game
        self.update()

    def styled(self, player: str) -> tuple[tuple[WordView, WordStyle], ...]:
        """A player's words with their looks, in reading order."""
        assert self.game is not None
        return tuple((word, word_style(word)) for word in self.game.player(player).words)

    def paint(self, canvas: Canvas) -> None:
        self.heading(canvas, self.title, "READING")
        if self.game is None:
            return
        if self.newest is not None:
            self._paint_newest(canvas, self.newest)
        players = self.game.players
        top = HEADER + BANNER + 1
        width = (canvas.width - 8 - 1.5 * (len(players) - 1)) / max(1, len(players))
        for index, player in enumerate(players):
            left = 4 + index * (width + 1.5)
            reading = self.newest is not None and self.newest.player == player.name
            self._paint_column(canvas, player, left, top, width, reading)
        self._paint_legend(canvas)

    def _paint_newest(self, canvas: Canvas, newest: Newest) -> None:
        style = word_style(newest.word)
        half = (canvas.width - 8) * 0.55
        canvas.text(canvas.rect(4, HEADER, 9, 12), style.symbol, 9, style.colour)
        canvas.text(
            canvas.rect(15, HEADER, half - 11, 12),
            newest.word.word.upper(),
            11,
            style.colour,
            align=Qt.AlignmentFlag.AlignLeft,
            crossed=style.crossed,
        )
        right = 4 + half + 2
        aside = canvas.width - 4 - right
        canvas.text(
            canvas.rect(right, HEADER, aside, 12),
            f"{newest.player}   {style.points}",
            8,
            style.colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
        reason = "held for a ruling" if newest.word.held else newest.word.reason
        canvas.text(
            canvas.rect(15, HEADER + 11.5, canvas.width - 19, 6),
            reason,
            4.2,
            MUTED,
            align=Qt.AlignmentFlag.AlignLeft,
            bold=False,
        )

    def _paint_column(
        self, canvas: Canvas, player: PlayerGameView, left: float, top: float, width: float, reading: bool
    ) -> None:
        """A player's name and total, then their words, newest last, in as many sub-columns as fit."""
        bottom = canvas.height - LEGEND_HEIGHT
        canvas.panel(canvas.rect(left, top, width, bottom - top - 1))
        colour = GOLD if reading else INK
        canvas.text(
            canvas.rect(left + 1.5, top + 0.5, width * 0.66 - 1.5, 7),
            player.name,
            5.6,
            colour,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        canvas.text(
            canvas.rect(left + width * 0.7, top + 0.5, width * 0.3 - 1.5, 7),
            number(player.total),
            5.6,
            colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
        words = self.styled(player.name)
        rows = max(1, math.floor((bottom - top - 9) / ROW))
        subs = max(1, math.floor(width / SUB_COLUMN))
        room = rows * subs
        hidden = max(0, len(words) - room)
        if hidden:
            hidden += 1
            words = words[hidden:]
        slots: list[tuple[WordView, WordStyle] | int] = [hidden] if hidden else []
        slots.extend(words)
        sub_width = (width - 2) / subs
        for index, slot in enumerate(slots):
            sub, row = divmod(index, rows)
            x, y = left + 1 + sub * sub_width, top + 8 + row * ROW
            if isinstance(slot, int):
                canvas.text(canvas.rect(x + 1, y, sub_width - 2, ROW), f"+{slot} earlier", 3.6, MUTED)
            else:
                self._paint_word(canvas, slot, x, y, sub_width)

    @staticmethod
    def _paint_word(
        canvas: Canvas, styled: tuple[WordView, WordStyle], x: float, y: float, width: float
    ) -> None:
        word, style = styled
        symbol, points = 3.6, 5.0
        canvas.text(canvas.rect(x, y, symbol, ROW), style.symbol, 4.0, style.colour)
        canvas.text(
            canvas.rect(x + symbol + 0.4, y, width - symbol - points - 0.8, ROW),
            word.word.upper(),
            4.3,
            style.colour,
            align=Qt.AlignmentFlag.AlignLeft,
            crossed=style.crossed,
        )
        canvas.text(
            canvas.rect(x + width - points - 0.4, y, points, ROW),
            style.points,
            4.0,
            style.colour,
            align=Qt.AlignmentFlag.AlignRight,
        )

    @staticmethod
    def _paint_legend(canvas: Canvas) -> None:
        """What the symbols mean, for anyone who cannot tell the colours apart."""
        entries = [(verdict_symbol(v), verdict_colour(v), label) for v, label in LEGEND]
        entries.append(("?", HELD_COLOUR, "held for a ruling"))
        step = (canvas.width - 8) / len(entries)
        top = canvas.height - LEGEND_HEIGHT
        for index, (symbol, colour, label) in enumerate(entries):
            canvas.text(
                canvas.rect(4 + index * step, top, step, LEGEND_HEIGHT),
                f"{symbol} {label}",
                3.4,
                colour,
                bold=False,
            )
