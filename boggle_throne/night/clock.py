"""The rule of a game's clock: the moves a judge may make from each phase, and the moves it makes by itself.

ready → countdown → running ⇄ paused → finished, and finished is final. A judge may skip the countdown
(ready → running) and may pause it. When a countdown runs out the game starts; when the game's time runs
out the clock is finished. `SetTimer`'s handler enforces these moves; the game's view carries the moves
allowed now, so the screens ask instead of deciding.
"""

from __future__ import annotations

from collections.abc import Mapping

from boggle_throne.night.errors import ClockMoveError
from boggle_throne.night.games import TimerPhase

MOVES: Mapping[TimerPhase, frozenset[TimerPhase]] = {
    TimerPhase.READY: frozenset({TimerPhase.COUNTDOWN, TimerPhase.RUNNING}),
    TimerPhase.COUNTDOWN: frozenset({TimerPhase.RUNNING, TimerPhase.PAUSED}),
    TimerPhase.RUNNING: frozenset({TimerPhase.PAUSED, TimerPhase.FINISHED}),
    TimerPhase.PAUSED: frozenset({TimerPhase.RUNNING, TimerPhase.FINISHED}),
    TimerPhase.FINISHED: frozenset(),
}
"""The phases a judge may move the clock to from each phase."""

WHEN_TIME_RUNS_OUT: Mapping[TimerPhase, TimerPhase] = {
    TimerPhase.COUNTDOWN: TimerPhase.RUNNING,
    TimerPhase.RUNNING: TimerPhase.FINISHED,
}
"""The move a clock that counts down makes once it shows 0:00."""


def moves_now(phase: TimerPhase, *, closed: bool) -> frozenset[TimerPhase]:
    """The phases the clock may move to now: none once its game is closed."""
    return frozenset() if closed else MOVES[phase]


def check_move(game: str, before: TimerPhase, after: TimerPhase) -> None:
    """Refuse a move the rule does not allow, naming it (`game` as the log names it, "R1 T1 G1")."""
    if after not in MOVES[before]:
        raise ClockMoveError(f"the clock of {game} cannot go from {before.value} to {after.value}")
