"""A game driven through the judges' window: create, check in, seat, play, rule, close, undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QInputDialog, QStyle
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling, Verdict
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.ui.game.game_screen import GameScreen
from boggle_throne.ui.game.readers import ReaderColumn
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


def test_the_rounds_page_draws_from_the_nights_own_seed_however_large(judge: JudgesDriver) -> None:
    judge.service.act.update_settings(board_seed=987_654_321)  # a night draws its seed below 10**9
    rounds = judge.page(Page.ROUNDS)
    assert rounds.seed.value() == judge.service.views.play().next_seed == 987_654_321
    judge.click(rounds.redraw_button)
    assert rounds.seed.value() != 987_654_321


def test_checks_in_seats_and_plays_a_game_from_the_keyboard(judge: JudgesDriver, tmp_path: Path) -> None:
    window, qtbot = judge.window, judge.qtbot
    players = judge.page(Page.PLAYERS)
    assert [p.status.value for p in judge.service.views.players()][-1] == "registered"
    judge.type_into(players.search, "da")
    assert players.proxy.rowCount() == 1
    assert [p.status.value for p in judge.service.views.players()][-1] == "checked_in"
    assert players.counts.text() == "4 checked in of 4"

    rounds = judge.page(Page.ROUNDS)
    assert "not confirmed yet" in rounds.preview_box.title()
    assert rounds.preview_tree.topLevelItemCount() == 1
    first_draw = rounds.preview_tree.topLevelItem(0).text(1)
    judge.click(rounds.redraw_button)
    assert rounds.seed.value() != 1 or rounds.preview_tree.topLevelItem(0).text(1) != first_draw
    shown = rounds.preview_tree.topLevelItem(0).text(1)
    assert judge.service.views.standings().rounds == ()  # a preview records nothing
    judge.click(rounds.confirm_button)
    assert judge.service.views.round(1).tables[0].seats == tuple(shown.split(", "))

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


def game_on_board(judge: JudgesDriver) -> GameScreen:
    """The last player checked in, round 1 seated, and its first game started on BOARD."""
    judge.type_into(judge.page(Page.PLAYERS).search, "dan")
    judge.seat_round(1)
    judge.open_game(GAME)
    judge.start_on_board(BOARD)
    return judge.window.game_screen


def test_a_word_can_be_withdrawn_and_corrected(judge: JudgesDriver) -> None:
    screen = game_on_board(judge)
    reader = screen.game.read_order[0]
    judge.read(reader, "platse")
    assert screen.game.player(reader).words[0].verdict in (Verdict.NOT_IN_DICTIONARY, Verdict.NOT_ON_BOARD)
    judge.pick_word(reader, "platse")
    judge.press_keys_of(screen.correct_action)
    dialog = screen.findChild(QInputDialog, "correctWordDialog")
    dialog.setTextValue("plates")
    dialog.accept()
    assert [w.word for w in screen.game.player(reader).words] == ["plates"]
    judge.read(reader, "nest")
    judge.pick_word(reader, "nest")
    judge.press_keys_of(screen.withdraw_action)
    assert screen.game.player(reader).words[-1].verdict is Verdict.WITHDRAWN


def test_a_word_typed_under_the_wrong_reader_moves_to_the_one_who_read_it(judge: JudgesDriver) -> None:
    screen = game_on_board(judge)
    first, second = screen.game.read_order[:2]
    judge.read(first, "plates")
    judge.pick_word(first, "plates")
    judge.press_keys_of(screen.move_action)
    dialog = screen.findChild(QInputDialog, "moveWordDialog")
    assert dialog.comboBoxItems() == [p.name for p in screen.game.players if p.name != first]
    dialog.setTextValue(second)
    dialog.accept()
    assert [w.word for w in screen.game.player(first).words] == []
    assert [w.word for w in screen.game.player(second).words] == ["plates"]
    assert screen.game.player(second).total > 0
    assert "move to reader" in screen.keys.text()


LONG_WORDS = (
    "acknowledgement",
    "characteristics",
    "comprehensively",
    "contemporaneous",
    "extraordinarily",
    "environmentally",
)
"""Fifteen letters each; off the board, so held, which adds the ⚑ mark to what the column shows."""


def cut_cells(column: ReaderColumn) -> list[str]:
    """The cells of a reader's column whose text does not fit their width (Qt would elide them)."""
    table, model = column.table, column.model
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    cut = []
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            if table.isColumnHidden(col):
                continue
            font = QFont(index.data(Qt.ItemDataRole.FontRole) or table.font()).resolve(table.font())
            needed = QFontMetrics(font).horizontalAdvance(index.data())
            if needed > table.visualRect(index).width() - margin:
                cut.append(index.data())
    return cut


@pytest.mark.parametrize("readers", [4, 6])
def test_a_tired_judge_reads_every_word_whole_at_1280_by_800(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path, readers: int
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    names = ("Ann", "Bea", "Cat", "Dan", "Eve", "Fay")[:readers]
    judge.one_table(tmp_path / "six.throne", names, BOARD)
    judges_window.resize(1280, 800)
    screen = judges_window.game_screen
    for name, word in zip(names, LONG_WORDS, strict=False):
        judge.read(name, word)
    qtbot.wait(50)
    assert judges_window.size().width() == 1280
    for column in screen.readers.columns:
        assert QFontInfo(column.table.font()).pixelSize() >= 16
        assert column.model.rowCount() == 1 and cut_cells(column) == []
    assert screen.held.list.horizontalScrollBar().maximum() == 0  # held words wrap, never cut
    verdict = screen.verdict
    assert verdict.wordWrap()

    def explanation_shown_whole() -> bool:
        wrapped = verdict.fontMetrics().boundingRect(
            0, 0, verdict.contentsRect().width(), 10_000, Qt.TextFlag.TextWordWrap, verdict.text()
        )
        return wrapped.height() <= verdict.contentsRect().height()

    qtbot.waitUntil(explanation_shown_whole, timeout=3000)  # once the layout has given it its lines


def test_only_the_current_readers_picked_word_is_highlighted(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judge = JudgesDriver(qtbot, judges_window)
    judge.one_table(tmp_path / "pick.throne", PLAYERS, BOARD)
    screen = judges_window.game_screen
    first, second = screen.game.read_order[:2]
    judge.read(first, "plates")
    judge.read(second, "nest")
    assert [column.selected_row() for column in screen.readers.columns[:2]] == [None, 0]
