"""The projector shows what the judges' window shows: a seating in seat (reading) order, and after a
restart the word the judge is on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.projector import ProjectorView, ProjectorWindow
from boggle_throne.ui.projector.scoring import ScoringPage
from boggle_throne.ui.projector.standings import StandingsPage
from tests.services.night_builder import BOARD

NAMES = ("Zoé", "Bea", "Eve", "Fred", "Gus", "Hal", "Ivy", "Jo")


def drawn_night(path: Path) -> OpenNight:
    """Eight players seated at random at two tables, so the seats are not the roster's order."""
    service = OpenNight.create(
        path, {"name": "Drawn", "date": "2026-11-21", "format": {"min_table": 4, "max_table": 4}}
    )
    for name in NAMES:
        service.act.register(name, checked_in=True)
    service.act.seat_next_round(seed=3)
    return service


def test_the_seating_lists_each_table_in_its_seats_order(
    qtbot: QtBot, tmp_path: Path, qt_settings: QSettings
) -> None:
    service = drawn_night(tmp_path / "drawn.throne")
    window = ProjectorWindow(service, qt_settings)
    qtbot.addWidget(window)
    page = window.page
    assert isinstance(page, StandingsPage) and page.seating_only and page.round is not None
    tables = page.round.tables
    assert any(tuple(row.name for row in t.standings) != t.seats for t in tables)  # else nothing to show
    for table in tables:
        assert tuple(row.name for row in page.shown_rows(table)) == table.seats
    key = GameKey(1, tables[0].number, 1)
    service.act.start_game(key, board=BOARD)
    assert service.views.game(key).read_order == tables[0].seats  # the judges read in seat order
    service.close()


def test_after_a_restart_the_word_shown_is_the_one_read_last(
    qtbot: QtBot, tmp_path: Path, qt_settings: QSettings
) -> None:
    service = drawn_night(tmp_path / "drawn.throne")
    key = GameKey(1, 1, 1)
    service.act.start_game(key, board=BOARD)
    first, second, *_ = service.views.game(key).read_order
    service.act.record_word(key, first, "alerts")
    service.act.record_word(key, second, "stern")
    service.act.record_word(key, first, "plates")  # the judge went back to the first reader
    path = service.files.path
    service.close()
    reopened = OpenNight.open(path)
    window = ProjectorWindow(reopened, qt_settings)
    qtbot.addWidget(window)
    assert window.current_view is ProjectorView.SCORING
    page = window.page
    assert isinstance(page, ScoringPage) and page.newest is not None
    assert (page.newest.player, page.newest.word.word) == (first, "plates")
    reopened.close()
