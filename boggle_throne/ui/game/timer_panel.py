"""The game's clock for the judge: the time left, and the buttons that move it from phase to phase."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from boggle_throne.night.clock import WHEN_TIME_RUNS_OUT, TimerPhase, TimerState
from boggle_throne.presentation.director import clock_text
from boggle_throne.services.reading.views import GameView
from boggle_throne.ui.models.fonts import scaled

_PHASE_LABELS = {
    TimerPhase.READY: str(QT_TRANSLATE_NOOP("TimerPanel", "Ready")),
    TimerPhase.COUNTDOWN: str(QT_TRANSLATE_NOOP("TimerPanel", "Starting in")),
    TimerPhase.RUNNING: str(QT_TRANSLATE_NOOP("TimerPanel", "Playing")),
    TimerPhase.PAUSED: str(QT_TRANSLATE_NOOP("TimerPanel", "Paused")),
    TimerPhase.FINISHED: str(QT_TRANSLATE_NOOP("TimerPanel", "Time's up: reading")),
}
TICK_MS = 200


class TimerPanel(QWidget):
    """Shows the clock and offers the moves that make sense in its phase.

    The clock ticks locally from the recorded state; when a countdown runs out the game starts, and
    when the game's time runs out the clock is finished, both through `phase_requested`.
    """

    phase_requested = Signal(object)

    def __init__(self, actions: dict[TimerPhase | None, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: TimerState | None = None
        self._actions = actions
        self._phase_label = QLabel()
        self._clock = QLabel("–:––")
        self._clock.setObjectName("clock")
        scaled(self._clock, 2.6, bold=True)
        self._clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        buttons = QGridLayout()
        buttons.setSpacing(4)
        for position, action in enumerate(actions.values()):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            row, column = divmod(position, 4)
            buttons.addWidget(button, row, column, 1, 4 if row else 1)
        top = QHBoxLayout()
        top.addWidget(self._phase_label, 1)
        top.addWidget(self._clock)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(buttons)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)

    @property
    def clock_text(self) -> str:
        return self._clock.text()

    def show_timer(self, game: GameView | None) -> None:
        """Show a game's clock (None: no game started) and enable the moves its view allows."""
        state = game.timer if game is not None else None
        self._state = state
        phase = state.phase if state is not None else None
        allowed: set[TimerPhase | None] = set(game.clock_moves) if game is not None else set()
        if game is not None and game.can_deal_again:
            allowed.add(None)
        for phase_key, action in self._actions.items():
            action.setEnabled(phase_key in allowed)
        self._actions[TimerPhase.RUNNING].setText(
            self.tr("Resume") if phase is TimerPhase.PAUSED else self.tr("Start")
        )
        if game is None:
            self._phase_label.setText(self.tr("No board yet"))
        else:
            self._phase_label.setText(
                self.tr("Closed") if game.closed else self.tr(_PHASE_LABELS[game.timer.phase])
            )
        running = bool(game is not None and not game.closed and phase in WHEN_TIME_RUNS_OUT)
        if running:
            self._ticker.start()
        else:
            self._ticker.stop()
        self._tick()

    def _tick(self) -> None:
        state = self._state
        if state is None:
            self._clock.setText("–:––")
            return
        left = state.remaining_at(datetime.now(UTC))
        self._clock.setText(clock_text(left))
        if left <= 0 and self._ticker.isActive():
            self._ticker.stop()
            self.phase_requested.emit(WHEN_TIME_RUNS_OUT[state.phase])
