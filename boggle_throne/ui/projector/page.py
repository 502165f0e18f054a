"""What every projector page shares: painting in the projector style, a heading, and a running clock."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene, clock_text
from boggle_throne.services.reading.views import GameView
from boggle_throne.ui.projector.room_code import RoomCode
from boggle_throne.ui.projector.style import BACKGROUND, MUTED, Canvas

Clock = Callable[[], datetime]
HEADER = 11.0  # units of height the heading takes
STOPPED = TimerState(TimerPhase.READY, 0.0)


def no_game() -> str:
    """The heading of a game's page while no game is followed, in the window's language."""
    return QCoreApplication.translate("ProjectorPage", "NO GAME YET")


def scene_game(reader: NightReader, scene: Scene) -> GameView | None:
    """The game a scene is about, once it has started."""
    if scene.game is None or scene.game not in reader.games(scene.game.round):
        return None
    return reader.game(scene.game)


class Page(QWidget):
    """A full-window page, painted by hand so every size follows the window height."""

    view: ProjectorView

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.room = RoomCode()
        """The room's public page while the phones are served; the pages shown between games paint
        its code."""

    def show_room(self, url: str | None) -> None:
        if self.room.show(url):
            self.update()

    def present(self, reader: NightReader, scene: Scene) -> None:
        """Take what the scene shows from the services' views, then repaint."""
        raise NotImplementedError

    def paint(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def background(self) -> QColor:
        return BACKGROUND

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.background())
        self.paint(Canvas(painter, self.width(), self.height()))
        painter.end()

    @staticmethod
    def heading(canvas: Canvas, title: str, aside: str = "") -> None:
        """The page's heading: what this is about on the left, the phase on the right."""
        margin = 4.0
        canvas.text(
            canvas.rect(margin, 1.5, canvas.width * 0.68, HEADER - 3),
            title,
            6.0,
            MUTED,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        if aside:
            width = canvas.width * 0.3
            canvas.text(
                canvas.rect(canvas.width - margin - width, 1.5, width, HEADER - 3),
                aside,
                6.0,
                MUTED,
                align=Qt.AlignmentFlag.AlignRight,
            )


class ClockPage(Page):
    """A page with the game clock, counted down locally from the last `TimerState` and a clock."""

    def __init__(self, clock: Clock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self.timer = STOPPED
        self._shown = ""

    @property
    def ticking(self) -> bool:
        """Whether the clock runs, so the window should tick this page."""
        return self.timer.phase in (TimerPhase.COUNTDOWN, TimerPhase.RUNNING)

    def remaining(self) -> float:
        return self.timer.remaining_at(self._clock())

    def clock_text(self) -> str:
        return clock_text(self.remaining())

    def tick(self) -> None:
        """Repaint when the shown time changes."""
        shown = self.clock_text()
        if shown != self._shown:
            self._shown = shown
            self.update()
