"""Rulings on the Game page from the keyboard: on the word the judge means, for a reason that fits it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason
from boggle_throne.ui.main_window import MainWindow
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
PLAYERS = ("Ann", "Bea", "Cat", "Dan")


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> JudgesDriver:
    """Four readers at one table, their game started on BOARD."""
    driver = JudgesDriver(qtbot, judges_window)
    driver.one_table(tmp_path / "rulings.throne", PLAYERS, BOARD)
    return driver


def readers(judge: JudgesDriver) -> tuple[str, ...]:
    return judge.window.game_screen.game.read_order


def rulings_logged(judge: JudgesDriver) -> list[dict[str, object]]:
    return [entry.details for entry in judge.service.views.log() if entry.action == "rule" and entry.in_force]


def challenge_by_keys(judge: JudgesDriver, player: str, word: str) -> None:
    """Pick the word with ↑ in the entry, then the challenge key."""
    judge.pick_word(player, word)
    judge.press_keys_of(judge.window.game_screen.challenge_action)


def test_a_ruling_after_a_challenge_lands_on_the_challenged_word(judge: JudgesDriver) -> None:
    first, second = readers(judge)[:2]
    screen = judge.window.game_screen
    judge.read(first, "tenge")
    assert screen.held.selected() == (first, "tenge")
    judge.read(second, "plates")
    challenge_by_keys(judge, second, "plates")
    assert QApplication.focusWidget() is screen.held.list
    assert screen.held.selected() == (second, "plates")
    assert "PLATES" in screen.held.target.text() and second in screen.held.target.text()

    judge.press(Qt.Key.Key_R)
    assert [(r["player"], r["word"], r["ruling"]) for r in rulings_logged(judge)] == [
        (second, "plates", "rejected")
    ]
    assert "PLATES" in judge.status() and second in judge.status() and "rejected" in judge.status().lower()
    assert screen.game.held == ((first, "tenge"),)


def test_the_held_word_about_to_be_ruled_is_named(judge: JudgesDriver) -> None:
    first, second = readers(judge)[:2]
    screen = judge.window.game_screen
    judge.read(first, "tenge")
    judge.read(second, "laps")
    judge.press_keys_of(screen.held_action)
    assert QApplication.focusWidget() is screen.held.list
    for expected in ((first, "tenge"), (second, "laps")):
        assert screen.held.selected() == expected
        assert expected[1].upper() in screen.held.target.text() and expected[0] in screen.held.target.text()
        judge.press(Qt.Key.Key_Down)


def test_upholding_a_dictionary_word_takes_a_reason_that_fits_it(judge: JudgesDriver) -> None:
    first = readers(judge)[0]
    screen = judge.window.game_screen
    judge.read(first, "plates")
    challenge_by_keys(judge, first, "plates")
    assert screen.held.reason_choice() is not InvalidReason.NOT_IN_DICTIONARY
    judge.press(Qt.Key.Key_U)
    assert rulings_logged(judge)[-1]["reason"] == InvalidReason.PROPER_NOUN.value
    assert "PLATES" in judge.status() and InvalidReason.PROPER_NOUN.value in judge.status()


def test_the_judge_picks_another_reason_with_its_number_key(judge: JudgesDriver) -> None:
    first = readers(judge)[0]
    screen = judge.window.game_screen
    judge.read(first, "nest")
    challenge_by_keys(judge, first, "nest")
    number = screen.held.reason_number(InvalidReason.SLANG)
    assert f"{number}" in screen.held.reasons.item(number - 1).text()
    judge.press(Qt.Key(Qt.Key.Key_0 + number))
    assert screen.held.reason_choice() is InvalidReason.SLANG
    judge.press(Qt.Key.Key_U)
    assert rulings_logged(judge)[-1]["reason"] == InvalidReason.SLANG.value


def test_a_held_word_off_the_board_defaults_to_not_on_board(judge: JudgesDriver) -> None:
    first = readers(judge)[0]
    screen = judge.window.game_screen
    judge.read(first, "laps")
    judge.press_keys_of(screen.held_action)
    assert screen.held.reason_choice() is InvalidReason.NOT_ON_BOARD
    judge.press(Qt.Key.Key_U)
    assert rulings_logged(judge)[-1]["reason"] == InvalidReason.NOT_ON_BOARD.value


def test_a_challenge_that_cannot_apply_is_refused_inline_and_logs_nothing(judge: JudgesDriver) -> None:
    first = readers(judge)[0]
    screen = judge.window.game_screen
    judge.read(first, "pe")  # too short to score
    logged = len(judge.service.views.log())
    for _ in range(2):
        challenge_by_keys(judge, first, "pe")
        assert not judge.error_dialogs()
        assert "PE" in judge.status() and "too short" in judge.status()
        assert "too short" in screen.verdict.text()
    assert len(judge.service.views.log()) == logged
    assert QApplication.focusWidget() is screen.entry
