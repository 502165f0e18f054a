"""Two judge stations on one night on the real PostgreSQL server close the same game: the second
station's judge is told it is already closed, and by which station, a moment ago.

Set `BOGGLE_THRONE_SCREENSHOTS=1` to save the screenshot into docs/screenshots/.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.pages import Page
from tests.server.hosting import GAME, hosted_night
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import TITLE_BAR, dialog_over_window, save_shot

REFUSAL = "Round 1, table 1, game 1 is already closed (close game R1 T1 G1 by station table 1, a moment ago)."


def test_closing_a_game_the_other_station_just_closed_names_that_station(
    qtbot: QtBot, judges_window: MainWindow, night_database: str, tmp_path: Path
) -> None:
    url = hosted_night(night_database, tmp_path)
    judges_window.resize(1280, 800 - TITLE_BAR)
    assert judges_window.files.join_night(url, "table 2") is None
    driver = JudgesDriver(qtbot, judges_window)
    driver.open_game(GAME)
    other = OpenNight.open(url, station="table 1")
    try:
        other.act.close_game(GAME)
        driver.close_game()  # Ctrl+Enter, before this station has taken in the other's close
    finally:
        other.close()

    boxes = [
        box
        for box in judges_window.findChildren(QMessageBox)
        if box.objectName() == "errorDialog" and box.isVisible()
    ]
    assert len(boxes) == 1
    box = boxes[0]
    assert box.text() == "Could not close round 1, table 1, game 1."
    assert box.informativeText() == REFUSAL
    service = judges_window.session.require()
    assert sum(entry.action == "close_game" for entry in service.views.log()) == 1
    assert judges_window.current_page() is Page.GAME

    sheet = dialog_over_window(judges_window, box, top=220)
    save_shot(sheet, tmp_path, "judges-conflict-1280x800.png")
    box.close()
