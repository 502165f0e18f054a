"""A game driven through the judges' window: create, check in, seat, play, rule, close, undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict
from boggle_throne.services.games import GameKey, TimerPhase
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.verdicts import VERDICT_STYLES
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
GAME = GameKey(1, 1, 1)
PLAYERS = ("Ann", "Bea", "Cat", "Dan")
SETTINGS = {
    "name": "Thursday at the Throne Room",
    "format": {"games_per_round": 2, "advance": 2, "rounds": 2},
}


def word_cell(window: MainWindow, player: str, word: str) -> tuple[str, QColor, QFont]:
    """How a word shows in its reader's column: text, colour and font."""
    screen = window.game_screen
    position = [p.name for p in screen.game.players].index(player)
    model = screen.readers.columns[position].model
    row = [w.word for w in model.rows()].index(word)
    index = model.index(row, 0)
    return index.data(), index.data(Qt.ItemDataRole.ForegroundRole), index.data(Qt.ItemDataRole.FontRole)


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    """A night with four players checked in (three walk-ins, one found by search) and round 1 seated."""
    driver = JudgesDriver(qtbot, judges_window)
    driver.create_tournament(tmp_path / "thursday.throne", SETTINGS)
    assert judges_window.session.service is not None
    assert judges_window.current_page() is Page.PLAYERS
    for name in PLAYERS[:3]:
        driver.walk_in(name)
    players = judges_window.pages[Page.PLAYERS]
    players.walk_in.setText(PLAYERS[3])
    driver.click(players.register_button)
    return driver


def test_checks_in_seats_and_plays_a_game_from_the_keyboard(judge: JudgesDriver, tmp_path: Path) -> None:
    window, qtbot = judge.window, judge.qtbot
    players = judge.page(Page.PLAYERS)
    assert [p.status.value for p in judge.service.players()][-1] == "registered"
    judge.type_into(players.search, "da")
    assert players.proxy.rowCount() == 1
    assert [p.status.value for p in judge.service.players()][-1] == "checked_in"
    assert players.counts.text() == "4 checked in of 4"

    rounds = judge.page(Page.ROUNDS)
    assert "not confirmed yet" in rounds.preview_box.title()
    assert rounds.preview_tree.topLevelItemCount() == 1
    first_draw = rounds.preview_tree.topLevelItem(0).text(1)
    judge.click(rounds.redraw_button)
    assert rounds.seed.value() != 1 or rounds.preview_tree.topLevelItem(0).text(1) != first_draw
    shown = rounds.preview_tree.topLevelItem(0).text(1)
    assert judge.service.standings().rounds == ()  # a preview records nothing
    judge.click(rounds.confirm_button)
    assert judge.service.round(1).tables[0].seats == tuple(shown.split(", "))

    judge.open_game(GAME)
    screen = window.game_screen
    assert screen.board_setup.isVisible() and not screen.entry.isEnabled()
    judge.type_into(screen.board_setup.line, "PERS/LATG/SINE", enter=False)
    assert not screen.board_setup.typed_button.isEnabled()
    assert "3 rows" in screen.board_setup.feedback.text()
    judge.type_into(screen.board_setup.line, "PERS/LAT1/SINE/TERS", enter=False)
    assert not screen.board_setup.typed_button.isEnabled()
    judge.start_on_board(BOARD)
    assert screen.game is not None and screen.game.board.notation() == BOARD
    assert not screen.board_setup.isVisible() and screen.entry.isEnabled()
    readers = screen.game.read_order

    judge.timer(TimerPhase.COUNTDOWN)
    assert screen.game.timer.phase is TimerPhase.COUNTDOWN
    judge.timer(TimerPhase.RUNNING)
    judge.timer(TimerPhase.PAUSED)
    assert screen.game.timer.phase is TimerPhase.PAUSED and screen.start_action.text() == "Resume"
    judge.timer(TimerPhase.RUNNING)
    judge.timer(TimerPhase.FINISHED)
    assert screen.game.timer.phase is TimerPhase.FINISHED and screen.timer.clock_text == "0:00"

    first, second, third = readers[0], readers[1], readers[2]
    assert screen.readers.current_player().name == first
    assert (
        "1. " + first in screen.readers.columns[0].header.text()
        and "▶" in screen.readers.columns[0].header.text()
    )
    judge.type_into(screen.entry, "plates")
    assert VERDICT_STYLES[Verdict.VALID].label in screen.verdict.text()
    assert VERDICT_STYLES[Verdict.VALID].colour in screen.verdict.styleSheet()
    assert len(screen.board.path) == 6  # the word's path lights up
    judge.type_into(screen.entry, "nest")
    _text, colour, font = word_cell(window, first, "nest")
    assert colour == QColor(VERDICT_STYLES[Verdict.VALID].colour) and not font.strikeOut()

    qtbot.keyClick(screen.entry, Qt.Key.Key_Tab)
    assert screen.readers.current_player().name == second and "▶" in screen.readers.columns[1].header.text()
    judge.type_into(screen.entry, "nest")  # read by a second player: crossed on both lists at once
    for reader in (first, second):
        _text, colour, font = word_cell(window, reader, "nest")
        assert font.strikeOut() and colour == QColor(VERDICT_STYLES[Verdict.DUPLICATE].colour)
    judge.type_into(screen.entry, "laps")  # not on the board: held for a ruling
    assert (
        screen.held.list.count() == 1
        and VERDICT_STYLES[Verdict.NOT_ON_BOARD].colour in screen.verdict.styleSheet()
    )

    judge.read(third, "tin")
    judge.challenge(first, "plates")
    assert screen.held.list.count() == 2
    judge.close_game()
    dialogs = judge.error_dialogs()
    assert len(dialogs) == 1 and dialogs[0].windowTitle() == "Words are still held"
    assert "waiting for a ruling on PLATES" in dialogs[0].informativeText()
    assert not screen.game.closed

    judge.rule(second, "laps", Ruling.UPHELD, InvalidReason.NOT_ON_BOARD)
    assert screen.game.player(second).penalties == 1 and screen.game.player(second).total == -1
    judge.rule(first, "plates", Ruling.REJECTED)
    assert screen.held.list.count() == 0
    assert screen.game.player(first).total == 3  # plates stands; nest crossed

    judge.close_game()
    assert screen.game.closed and screen.entry.isReadOnly()
    assert screen.after_game.isVisible() and "PLATES" in screen.after_game.longest.text()
    assert "nobody found" in screen.after_game.missed.text()

    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not screen.game.closed and not screen.entry.isReadOnly()
    qtbot.keyClick(
        screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert screen.game.closed


def test_a_word_can_be_withdrawn_and_corrected(judge: JudgesDriver) -> None:
    judge.type_into(judge.page(Page.PLAYERS).search, "dan")
    judge.seat_round(1)
    judge.open_game(GAME)
    judge.start_on_board(BOARD)
    screen = judge.window.game_screen
    reader = screen.game.read_order[0]
    judge.read(reader, "platse")
    assert screen.game.player(reader).words[0].verdict in (Verdict.NOT_IN_DICTIONARY, Verdict.NOT_ON_BOARD)
    judge.pick_word(reader, "platse")
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = screen.findChild(QInputDialog, "correctWordDialog")
    dialog.setTextValue("plates")
    dialog.accept()
    assert [w.word for w in screen.game.player(reader).words] == ["plates"]
    judge.read(reader, "nest")
    judge.pick_word(reader, "nest")
    judge.qtbot.keyClick(screen.entry, Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier)
    assert screen.game.player(reader).words[-1].verdict is Verdict.WITHDRAWN
