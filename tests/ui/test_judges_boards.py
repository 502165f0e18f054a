"""Boards in the judges' window: the night's drawn seed on Setup, the board another table plays offered
to a judge, and a mistyped board corrected from the Game page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from boggle_throne.engine.board import Board
from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.game.board_setup import BoardSetup, ask_board_correction
from boggle_throne.ui.main_window import MainWindow, Page
from tests.ui.judges_driver import JudgesDriver

RIGHT = "PERS/LATG/SINE/TERS"
MISTYPED = "PERS/LATG/SINE/TERO"
GAME = GameKey(1, 1, 1)


@pytest.fixture
def night(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> OpenNight:
    """A night created through the Setup page, its six players seated at two tables."""
    JudgesDriver(qtbot, judges_window).create_tournament(
        tmp_path / "boards.throne", {"name": "Boards", "format": {"min_table": 3, "max_table": 3}}
    )
    service = judges_window.session.require()
    for number in range(1, 7):
        service.act.register(f"P{number}", checked_in=True)
    service.act.seat_next_round(seed=1)
    return service


def test_setup_shows_the_seed_the_night_drew(judges_window: MainWindow, night: OpenNight) -> None:
    seed = judges_window.pages[Page.SETUP].form.board_seed
    assert (seed.isReadOnly(), seed.text()) == (True, str(night.views.settings.board_seed))
    judges_window.pages[Page.SETUP].form.show_settings(None)
    assert seed.text() == "drawn when the tournament is created"


def test_the_judge_is_offered_the_board_another_table_typed(night: OpenNight) -> None:
    night.act.start_game(GAME, RIGHT)
    setup = BoardSetup()
    setup.reset(4)
    setup.offer(night.views.offered_board(GameKey(1, 2, 1)))
    assert setup.generate_button.text() == f"Start on the &shared board {RIGHT}"
    setup.reset(4)
    assert setup.generate_button.text() == "No dice? Let the app &deal a board"


def test_a_mistyped_board_is_corrected_from_the_game_page(
    judges_window: MainWindow, night: OpenNight
) -> None:
    night.act.start_game(GAME, MISTYPED)
    dialog = ask_board_correction(judges_window.game_screen, judges_window.session, GAME)
    assert dialog.textValue() == MISTYPED
    dialog.setTextValue(RIGHT)
    dialog.accept()
    assert night.views.game(GAME).board == Board.parse(RIGHT)
    assert night.views.log()[-1].action == "correct_board"


def test_the_game_page_offers_the_shared_board_and_corrects_a_board_by_key(
    qtbot: QtBot, judges_window: MainWindow, night: OpenNight
) -> None:
    night.act.start_game(GAME, MISTYPED)
    judges_window.show_game(GameKey(1, 2, 1))
    setup = judges_window.game_screen.board_setup
    assert setup.generate_button.text() == f"Start on the &shared board {MISTYPED}"
    judges_window.show_game(GAME)
    control_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(judges_window.game_screen.entry, Qt.Key.Key_B, control_shift)
    (dialog,) = judges_window.game_screen.findChildren(QInputDialog, "correctBoardDialog")
    dialog.setTextValue(RIGHT)
    dialog.accept()
    assert night.views.game(GAME).board.notation() == Board.parse(RIGHT).notation()
    judges_window.show_game(GameKey(1, 2, 1))
    assert setup.generate_button.text() == f"Start on the &shared board {RIGHT}"
