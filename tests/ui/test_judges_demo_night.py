"""The whole demo night driven through the judges' window, from the first walk-in to the crowning."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver


def test_the_demo_night_played_through_the_window_ends_as_the_demo_does(
    qtbot: QtBot, judges_window: MainWindow, demo_night: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path, document = demo_night
    judge = JudgesDriver(qtbot, judges_window)
    judge.create_tournament(tmp_path / "night.throne", document["tournament"])
    started = time.perf_counter()
    for action in document["actions"]:
        judge.play(action)
    elapsed = time.perf_counter() - started
    expected = OpenNight.open(path)
    try:
        played = judge.service.views.standings()
        assert played == expected.views.standings()
        assert judge.service.views.throne() == expected.views.throne()
        assert played.winner is not None
    finally:
        expected.close()
    rounds = judge.page(Page.ROUNDS)
    assert rounds.crown_button.text() == "Crowned" and not rounds.crown_button.isEnabled()
    standings = judge.page(Page.STANDINGS)
    assert played.winner in standings.summary.text()
    print(f"{len(document['actions'])} actions through the window in {elapsed:.1f} s")
