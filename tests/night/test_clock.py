"""The rule of a game's clock, enforced by `SetTimer`'s handler: ready → countdown → running ⇄ paused →
finished (the countdown may be skipped or paused), finished is final, and a refused move names itself."""

from __future__ import annotations

from datetime import timedelta

import pytest

from boggle_throne.night import commands as c
from boggle_throne.night.clock import MOVES, WHEN_TIME_RUNS_OUT, TimerPhase, TimerState, moves_now, time_left
from boggle_throne.night.errors import ActionRefusedError, ClockMoveError
from tests.night.test_phone_lists import KEY, START, Table1

P = TimerPhase
PATHS = {
    P.READY: (),
    P.COUNTDOWN: (P.COUNTDOWN,),
    P.RUNNING: (P.RUNNING,),
    P.PAUSED: (P.RUNNING, P.PAUSED),
    P.FINISHED: (P.RUNNING, P.FINISHED),
}
"""A way to reach each phase from a new game's ready clock."""


def table_at(phase: TimerPhase) -> Table1:
    table = Table1()
    for step, move in enumerate(PATHS[phase], start=1):
        table.apply(c.SetTimer(KEY, move, 100.0), START + timedelta(seconds=step))
    assert table.night.game(KEY).timer.phase is phase
    return table


@pytest.mark.parametrize("before", list(P))
@pytest.mark.parametrize("after", list(P))
def test_the_clock_moves_only_as_its_rule_allows(before: TimerPhase, after: TimerPhase) -> None:
    table = table_at(before)
    move = c.SetTimer(KEY, after, 50.0)
    if after in MOVES[before]:
        table.apply(move, START + timedelta(seconds=10))
        assert table.night.game(KEY).timer.phase is after
        return
    timer = table.night.game(KEY).timer
    with pytest.raises(ClockMoveError) as refused:
        table.apply(move, START + timedelta(seconds=10))
    assert str(refused.value) == f"the clock of R1 T1 G1 cannot go from {before.value} to {after.value}"
    assert table.night.game(KEY).timer == timer


def test_finished_is_final_and_nothing_goes_back_to_ready() -> None:
    assert MOVES[P.FINISHED] == frozenset()
    assert all(P.READY not in targets for targets in MOVES.values())
    assert dict(WHEN_TIME_RUNS_OUT) == {P.COUNTDOWN: P.RUNNING, P.RUNNING: P.FINISHED}
    assert all(WHEN_TIME_RUNS_OUT[phase] in MOVES[phase] for phase in WHEN_TIME_RUNS_OUT)


def test_a_closed_games_clock_moves_no_more() -> None:
    table = table_at(P.PAUSED)
    assert moves_now(P.PAUSED, closed=False) == {P.RUNNING, P.FINISHED}
    table.apply(c.CloseGame(KEY), START + timedelta(seconds=5))
    assert moves_now(table.night.game(KEY).timer.phase, closed=True) == frozenset()
    with pytest.raises(ActionRefusedError):
        table.apply(c.SetTimer(KEY, P.RUNNING, 10.0), START + timedelta(seconds=6))


def test_what_the_clock_shows_as_it_moves_is_read_at_the_time_it_is_given() -> None:
    """The whole countdown or game time as they begin, the time left as it pauses (to the
    millisecond) or resumes, nothing once finished: never the machine's clock."""
    at = START + timedelta(hours=1)

    def shows(timer: TimerState, to: TimerPhase, seconds_later: float) -> float:
        later = at + timedelta(seconds=seconds_later)
        return time_left(timer, to, countdown_seconds=15, game_seconds=180, now=later)

    running = TimerState(P.RUNNING, 180.0, at)
    assert shows(TimerState(P.READY, 180.0), P.COUNTDOWN, 0) == 15.0
    assert shows(TimerState(P.COUNTDOWN, 15.0, at), P.RUNNING, 15) == 180.0
    assert shows(TimerState(P.READY, 180.0), P.RUNNING, 0) == 180.0
    assert shows(running, P.PAUSED, 30.0014) == 149.999
    assert shows(TimerState(P.PAUSED, 149.999, at), P.RUNNING, 3600) == 149.999  # paused, it stood still
    assert shows(running, P.FINISHED, 20) == 0.0
