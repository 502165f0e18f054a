"""Window ▸ Season, worked from the keyboard: nights typed in, a name merged, the best nights counted,
a night removed, the table printed, and its leaders put on the projector between rounds."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.projector.season import SeasonPage
from boggle_throne.ui.season_window import SeasonWindow
from tests.printing.pdf import page_texts
from tests.services.season_nights import season_files
from tests.ui.judges_driver import JudgesDriver
from tests.ui.test_judges_mnemonics import mnemonics

ALT = Qt.KeyboardModifier.AltModifier
SHOTS = (
    Path(os.environ.get("BOGGLE_THRONE_SEASON_SHOTS", ""))
    if os.environ.get("BOGGLE_THRONE_SEASON_SHOTS")
    else None
)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return season_files(tmp_path_factory.mktemp("season-window"))


def opened(window: MainWindow) -> SeasonWindow:
    window_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Window")
    next(a for a in window_menu.actions() if a.text() == "S&eason…").trigger()
    season = window.findChild(SeasonWindow)
    assert season is not None and season.isVisible()
    assert window.open_season() is season and len(window.findChildren(SeasonWindow)) == 1
    return season


def focused() -> QLineEdit | QSpinBox:
    widget = QApplication.focusWidget()
    assert isinstance(widget, QLineEdit | QSpinBox)
    return widget


def names(season: SeasonWindow) -> list[str]:
    return [season.results.item(row, 1).text() for row in range(season.results.rowCount())]


def test_the_season_is_worked_from_the_keyboard(
    qtbot: QtBot, judges_window: MainWindow, files: list[Path], tmp_path: Path
) -> None:
    season = opened(judges_window)
    qtbot.waitExposed(season)
    season.activateWindow()
    qtbot.waitUntil(season.isActiveWindow)  # the Alt+letters need it
    assert {letter: texts for letter, texts in mnemonics(season).items() if len(texts) > 1} == {}
    for path in files:
        qtbot.keyClick(season, Qt.Key.Key_N, ALT)
        qtbot.keyClicks(focused(), str(path))
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert season.nights_list.count() == 4
    assert names(season)[0] == "Zoé"
    assert "Beatrice" in names(season)
    assert season.results.item(0, 8).text() == "4"  # nights won
    assert "Zoé: crowned October 1; 3 defences won" in season.holders_label.text()

    qtbot.keyClick(season, Qt.Key.Key_M, ALT)
    qtbot.keyClicks(focused(), "Nobody=Bea")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert "no player named Nobody" in season.problem.text()
    focused().clear()
    qtbot.keyClicks(focused(), "beatrice=Bea")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert season.problem.isHidden()
    assert "Beatrice" not in names(season)

    qtbot.keyClick(season, Qt.Key.Key_C, ALT)
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    qtbot.keyClick(focused(), Qt.Key.Key_Up)
    assert season.rules.best_nights == 2
    assert season.results.item(0, 5).text() == "2/4"

    qtbot.keyClick(season, Qt.Key.Key_T, ALT)
    qtbot.keyClick(season.nights_list, Qt.Key.Key_Home)
    qtbot.keyClick(season.nights_list, Qt.Key.Key_Delete)
    assert season.nights_list.count() == 3
    assert season.table is not None and "October 22" not in season.table.nights

    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        assert season.grab().save(str(SHOTS / "season-window.png"))

    pdf = season.print_to(tmp_path / "season.pdf")
    assert pdf is not None
    assert "Zoé" in page_texts(pdf)[0]

    qtbot.keyClick(season, Qt.Key.Key_J, ALT)
    projector = judges_window.projector.show()
    qtbot.waitUntil(lambda: isinstance(projector.page, SeasonPage))
    page = projector.page
    assert isinstance(page, SeasonPage)
    assert page.board.lines[0].name == "Zoé"
    assert page.board.holder == "On the Throne: Zoé · 3 finals won"
    if SHOTS is not None:
        projector.resize(1280, 720)
        assert projector.grab().save(str(SHOTS / "season-projector.png"))


def test_a_night_that_cannot_be_read_is_said_under_the_fields(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    season = opened(judges_window)
    qtbot.keyClicks(season.night_field, str(tmp_path / "missing.throne"))
    qtbot.keyClick(season.night_field, Qt.Key.Key_Return)
    assert "no such tournament file" in season.problem.text()
    assert season.nights_list.count() == 0
    assert not season.print_button.isEnabled()


def test_the_season_waits_for_the_room_between_rounds(
    qtbot: QtBot, judges_window: MainWindow, files: list[Path], tmp_path: Path
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    judge.one_table(tmp_path / "tonight.throne", ("Ann", "Bea", "Cat"), "PERS/LATG/SINE/TERS")
    season = opened(judges_window)
    assert judges_window.projector.projector is None  # shown only once the season is put on it
    assert season.add_night(str(files[1]))
    assert not season.show_on_projector()
    assert "A game is still open" in season.problem.text()
    projector = judges_window.projector.show()
    assert not isinstance(projector.page, SeasonPage)
