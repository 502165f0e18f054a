"""The board page: the dice as large as the screen allows and the game clock, with its warnings and buzzer.

The clock turns amber with a "last 30 seconds" line, red with "last 10 seconds", and at zero the
buzzer sounds (the system beep) and the whole page flashes red so nobody can miss it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from boggle_throne.engine.board import Board
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import (
    FINAL_SECONDS,
    WARNING_SECONDS,
    NightReader,
    ProjectorView,
    Scene,
    TimerAlert,
    timer_alert,
)
from boggle_throne.ui.projector.page import HEADER, STOPPED, Clock, ClockPage, no_game, scene_game
from boggle_throne.ui.projector.style import (
    BACKGROUND,
    DANGER,
    DIE_FACE,
    DIE_INK,
    INK,
    MUTED,
    WARNING,
    Canvas,
    game_title,
)

FLASHES = 10
FLASH_MS = 140
_ALERTS: dict[TimerAlert, tuple[QColor, str, int]] = {
    TimerAlert.CALM: (INK, "", 0),
    TimerAlert.WARNING: (
        WARNING,
        str(QT_TRANSLATE_NOOP("BoardPage", "LAST {seconds} SECONDS")),
        WARNING_SECONDS,
    ),
    TimerAlert.FINAL: (DANGER, str(QT_TRANSLATE_NOOP("BoardPage", "LAST {seconds} SECONDS")), FINAL_SECONDS),
    TimerAlert.ZERO: (DANGER, str(QT_TRANSLATE_NOOP("BoardPage", "TIME! PENS DOWN")), 0),
}
"""Each alert's colour and line under the clock (translated where painted), and its seconds."""


def paint_board(canvas: Canvas, board: Board, box: QRectF) -> None:
    """The dice in a square `box` (pixels)."""
    size = board.size
    step = box.width() / size
    gap = step * 0.08
    painter = canvas.painter
    for index, cell in enumerate(board.cells):
        row, col = divmod(index, size)
        die = QRectF(
            box.left() + col * step + gap / 2, box.top() + row * step + gap / 2, step - gap, step - gap
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIE_FACE)
        painter.drawRoundedRect(die, step * 0.12, step * 0.12)
        text = cell[:1].upper() + cell[1:] if cell else ""
        canvas.text(die, text, step / canvas.unit * (0.62 if len(text) < 2 else 0.5), DIE_INK)


class BoardPage(ClockPage):
    """The board and the big clock of the followed game."""

    view = ProjectorView.BOARD

    def __init__(self, clock: Clock, parent: QWidget | None = None) -> None:
        super().__init__(clock, parent)
        self.title = ""
        self.board: Board | None = None
        self.flashing = False
        self._run: tuple[GameKey, int] | None = None
        self._armed = False
        self._flashes_left = 0
        self._flash = QTimer(self, interval=FLASH_MS)
        self._flash.timeout.connect(self._flash_step)

    def present(self, reader: NightReader, scene: Scene) -> None:
        game = scene_game(reader, scene)
        if game is None:
            self.title, self.board, self.timer = no_game(), None, STOPPED
        else:
            run = (game.key, game.boards_played)
            if run != self._run:
                self._run, self._armed = run, False
            self.title, self.board, self.timer = game_title(game.key, scene.final), game.board, game.timer
            self._watch_zero()
        self.update()

    @property
    def alert(self) -> TimerAlert:
        """The clock's urgency; a paused clock keeps its colour, a finished one shows time is up."""
        if self.timer.phase is TimerPhase.FINISHED:
            return TimerAlert.ZERO
        if self.timer.phase is TimerPhase.READY:
            return TimerAlert.CALM
        return timer_alert(self.remaining())

    def tick(self) -> None:
        self._watch_zero()
        super().tick()

    def _watch_zero(self) -> None:
        """Arm the buzzer while the clock runs; sound it once when the clock reaches zero."""
        running = self.timer.phase is TimerPhase.RUNNING
        if running and self.remaining() > 0:
            self._armed = True
        elif self._armed and self.alert is TimerAlert.ZERO:
            self._armed = False
            self.buzz()

    def buzz(self) -> None:
        """The buzzer: a beep and the page flashing red."""
        QApplication.beep()
        self.flashing = True
        self._flashes_left = FLASHES
        self._flash.start()
        self.update()

    def _flash_step(self) -> None:
        self._flashes_left -= 1
        self.flashing = self._flashes_left % 2 == 1
        if self._flashes_left <= 0:
            self._flash.stop()
        self.update()

    def background(self) -> QColor:
        return DANGER if self.flashing else BACKGROUND

    def paint(self, canvas: Canvas) -> None:
        paused = self.timer.phase is TimerPhase.PAUSED
        self.heading(canvas, self.title, self.tr("PAUSED") if paused else "")
        if self.board is None:
            return
        side = 100 - HEADER - 3
        paint_board(canvas, self.board, canvas.rect(4, HEADER, side, side))
        left = 4 + side + 5
        width = canvas.width - left - 4
        colour, line, seconds = _ALERTS[self.alert]
        label = self.tr(line).format(seconds=seconds) if line else ""
        if paused:
            colour, label = MUTED, self.tr("PAUSED")
        if self.flashing:
            colour = INK
        canvas.text(canvas.rect(left, HEADER + 14, width, 36), self.clock_text(), 34, colour)
        canvas.text(canvas.rect(left, HEADER + 52, width, 10), label, 6.5, colour)
