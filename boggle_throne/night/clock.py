"""A game's clock: its phases and its state (`TimerPhase`, `TimerState`), the moves a judge may make
from each phase, and the moves it makes by itself.

ready → countdown → running ⇄ paused → finished, and finished is final. A judge may skip the countdown
(ready → running) and may pause it. When a countdown runs out the game starts; when the game's time runs
out the clock is finished. `SetTimer`'s handler enforces these moves; the game's view carries the moves
allowed now, so the screens ask instead of deciding. What the clock shows as it moves (`time_left`)
is the rule's too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from boggle_throne.i18n import _, pgettext
from boggle_throne.night.errors import ClockMoveError


class TimerPhase(Enum):
    """Where a game's clock stands."""

    READY = "ready"
    COUNTDOWN = "countdown"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


@dataclass(frozen=True)
class TimerState:
    """The clock as of its last change: seconds left then, and when that was."""

    phase: TimerPhase
    remaining: float
    changed_at: datetime | None = None

    def remaining_at(self, now: datetime) -> float:
        """Seconds left at `now` (the clock runs only in the countdown and running phases)."""
        if self.phase in (TimerPhase.RUNNING, TimerPhase.COUNTDOWN) and self.changed_at is not None:
            return max(0.0, self.remaining - (now - self.changed_at).total_seconds())
        return self.remaining


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
        raise ClockMoveError(
            _("the clock of {game} cannot go from {before} to {after}").format(
                game=game, before=phase_name(before), after=phase_name(after)
            )
        )


def phase_name(phase: TimerPhase) -> str:
    """The phase as a judge reads it in the language spoken (its value is the log's name for it)."""
    names = {
        TimerPhase.READY: pgettext("clock", "ready"),
        TimerPhase.COUNTDOWN: pgettext("clock", "countdown"),
        TimerPhase.RUNNING: pgettext("clock", "running"),
        TimerPhase.PAUSED: pgettext("clock", "paused"),
        TimerPhase.FINISHED: pgettext("clock", "finished"),
    }
    return names[phase]


def time_left(
    timer: TimerState, to: TimerPhase, *, countdown_seconds: float, game_seconds: float, now: datetime
) -> float:
    """What the clock shows as it moves to phase `to` at `now`: the whole countdown or game time as
    they begin, the time left as it pauses or resumes, nothing once finished (to the millisecond)."""
    if to is TimerPhase.COUNTDOWN:
        remaining = float(countdown_seconds)
    elif (to is TimerPhase.RUNNING and timer.phase in (TimerPhase.READY, TimerPhase.COUNTDOWN)) or (
        to is TimerPhase.READY
    ):
        remaining = float(game_seconds)
    elif to is TimerPhase.FINISHED:
        remaining = 0.0
    else:
        remaining = timer.remaining_at(now)
    return round(remaining, 3)
