"""One change, once: a word entered in the judges' window builds the game's view once, for everyone.

The service builds the game as it now stands with each change; the judges' game screen and the
projector (following the session's changes, as every window does) both show that view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.clock import TimerPhase
from boggle_throne.services.acting import open_night
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.view_builders import game_view
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector import ProjectorView
from boggle_throne.ui.projector.scoring import ScoringPage
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
PLAYERS = ("Ann", "Bea", "Cat", "Dan")


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    """One table of four, its game started and its clock stopped, the projector open beside it."""
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "one.throne", PLAYERS, BOARD)
    driver.timer(TimerPhase.FINISHED)
    judges_window.projector.show()
    judges_window.activateWindow()
    judges_window.game_screen.entry.setFocus()
    return driver


def counting(builds: list[object], build: Callable[..., Any]) -> Callable[..., Any]:
    """`build`, noting the key of each game it builds."""

    def counted(*args: Any, **kwargs: Any) -> Any:
        builds.append(args[1])
        return build(*args, **kwargs)

    return counted


def test_each_word_entered_builds_its_game_once(
    judge: JudgesDriver, judges_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    projector = judges_window.projector.projector
    assert projector is not None
    builds: list[object] = []
    monkeypatch.setattr(open_night, "game_view", counting(builds, game_view))
    changes: list[Change] = []
    judges_window.session.changed.connect(changes.append)
    read = (("Ann", "alerts"), ("Bea", "stern"), ("Ann", "plates"), ("Cat", "laps"))
    for number, (player, word) in enumerate(read, start=1):
        judge.read(player, word)
        assert len(builds) == number, f"{word}: the game was built {len(builds) - number + 1} times"
        screen = judges_window.game_screen
        assert screen.game is changes[-1].result.game  # the view the change carried, as it is
        page = projector.page
        assert isinstance(page, ScoringPage) and projector.current_view is ProjectorView.SCORING
        assert page.game is changes[-1].result.game
        assert page.newest is not None and (page.newest.player, page.newest.word.word) == (player, word)

    judge.rule("Cat", "laps", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD)
    assert len(builds) == len(read) + 1  # a ruling too: one change, one view
    page = projector.page
    assert isinstance(page, ScoringPage) and page.newest is not None
    assert page.newest.word.word == "laps" and page.newest.word.points < 0
