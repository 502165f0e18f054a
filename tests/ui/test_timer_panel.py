"""The judge's clock panel asks the game's view which moves the clock may make, moves it on by the
domain's rule when time runs out, and shows the same time as the projector."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase, TimerState
from boggle_throne.ui.game.timer_panel import TimerPanel
from boggle_throne.ui.projector.page import ClockPage
from tests.ui.projector.readings import reading

P = TimerPhase
LONG_AGO = datetime(2020, 1, 1, tzinfo=UTC)


def panel(qtbot: QtBot) -> tuple[TimerPanel, dict[P | None, QAction]]:
    actions: dict[P | None, QAction] = {
        phase: QAction(phase.value) for phase in (P.COUNTDOWN, P.RUNNING, P.PAUSED, P.FINISHED)
    }
    actions[None] = QAction("new board")
    widget = TimerPanel(actions)
    qtbot.addWidget(widget)
    return widget, actions


def enabled(actions: dict[P | None, QAction]) -> set[P | None]:
    return {phase for phase, action in actions.items() if action.isEnabled()}


def test_the_panel_offers_the_moves_the_view_allows(qtbot: QtBot) -> None:
    widget, actions = panel(qtbot)
    paused = replace(reading(3), timer=TimerState(P.PAUSED, 59.0005), clock_moves=frozenset({P.RUNNING}))
    widget.show_timer(paused)
    assert enabled(actions) == {P.RUNNING} and actions[P.RUNNING].text() == "Resume"
    widget.show_timer(replace(paused, timer=TimerState(P.READY, 180.0), can_deal_again=True))
    assert enabled(actions) == {P.RUNNING, None} and actions[P.RUNNING].text() == "Start"
    widget.show_timer(replace(paused, clock_moves=frozenset(), closed=True))
    assert enabled(actions) == set()
    widget.show_timer(None)
    assert enabled(actions) == set() and widget.clock_text == "–:––"


def test_the_judges_clock_and_the_projectors_show_the_same_time(qtbot: QtBot) -> None:
    widget, _ = panel(qtbot)
    timer = TimerState(P.PAUSED, 59.0005)
    widget.show_timer(replace(reading(3), timer=timer))
    page = ClockPage(lambda: LONG_AGO)
    qtbot.addWidget(page)
    page.timer = timer
    assert widget.clock_text == page.clock_text() == "1:00"


def test_when_time_runs_out_the_panel_asks_for_the_rules_next_phase(qtbot: QtBot) -> None:
    for counting, following in ((P.COUNTDOWN, P.RUNNING), (P.RUNNING, P.FINISHED)):
        widget, _ = panel(qtbot)
        with qtbot.waitSignal(widget.phase_requested, timeout=1000) as asked:
            widget.show_timer(replace(reading(3), timer=TimerState(counting, 10.0, LONG_AGO)))
        assert asked.args == [following] and widget.clock_text == "0:00"
