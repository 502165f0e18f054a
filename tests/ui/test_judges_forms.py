"""Players, forms and focus in the judges' window: refusals said in place, forms that say what they
change, the focus where the work is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

SETTINGS = {"name": "Friday night", "format": {"games_per_round": 1}}
SHOTS = Path(os.environ.get("BOGGLE_THRONE_SHOTS", "/tmp/shots"))


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow) -> JudgesDriver:
    return JudgesDriver(qtbot, judges_window)


def test_a_refused_name_is_said_under_the_box_and_the_next_name_typed_is_kept(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    judge.create_tournament(tmp_path / "names.throne", SETTINGS)
    players = judge.page(Page.PLAYERS)
    players.walk_in.setFocus()
    players.walk_in.setText("Zo\u00e9")  # QTest types ASCII only
    judge.qtbot.keyClick(players.walk_in, Qt.Key.Key_Return)
    judge.walk_in("Ann")
    judge.walk_in("zoe")
    assert not judge.error_dialogs()
    assert players.refusal.isVisible()
    assert players.refusal.text() == (
        "The name zoe is taken by Zo\u00e9, already on the roster: names that differ only by case or "
        "accents are one name."
    )
    assert QApplication.focusWidget() is players.walk_in and players.walk_in.text() == "zoe"
    judge.qtbot.keyClicks(players.walk_in, "Bea")  # the refused name is selected: typing replaces it
    judge.qtbot.keyClick(players.walk_in, Qt.Key.Key_Return)
    assert [p.name for p in judge.service.players()] == ["Zo\u00e9", "Ann", "Bea"]
    assert players.refusal.text() == "" and players.walk_in.text() == ""
    judge.walk_in("ANN")
    assert "The name ANN is taken by Ann" in players.refusal.text() and not judge.error_dialogs()
    judge.walk_in("   ")
    assert players.refusal.text() == "A player needs a display name." and not judge.error_dialogs()
    assert [p.name for p in judge.service.players()] == ["Zo\u00e9", "Ann", "Bea"]
    judge.walk_in("Bartholomew-Fitzgerald")
    judge.walk_in("bartholomew-fitzgerald")
    SHOTS.mkdir(parents=True, exist_ok=True)
    judge.window.resize(1280, 800)
    judge.qtbot.wait(50)
    assert judge.window.grab().save(str(SHOTS / "players-inline-refusal.png"))
