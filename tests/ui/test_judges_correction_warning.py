"""A correction after the final, in the judges' window: the warning says what stands and offers only
what can be done; its Undo takes the correction back and says advancement changed back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.ui.main_window import MainWindow
from tests.services.night_builder import NightBuilder
from tests.ui.judges_driver import JudgesDriver
from tests.ui.screens import dialog_over_window, save_shot

GAME_TWO = GameKey(2, 1, 2)


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow) -> JudgesDriver:
    return JudgesDriver(qtbot, judges_window)


def crowned_night(path: Path) -> tuple[str, ...]:
    """The whole night played and crowned; round 2, table 1's seats (the third seat's TINS in game 1
    already corrected to PLATES: one more such correction lifts them past the second seat)."""
    builder = NightBuilder(path)
    builder.check_in_everyone()
    for number in (1, 2, 3):
        builder.play_round(number)
    builder.do(do="crown")
    seats = builder.service.views.round(2).tables[0].seats
    builder.service.act.correct_word(GameKey(2, 1, 1), seats[2], "tins", "plates")
    builder.service.close()
    return seats


def seated(judge: JudgesDriver, number: int) -> set[str]:
    return {name for table in judge.service.views.round(number).tables for name in table.seats}


def shown_warning(judge: JudgesDriver) -> QMessageBox:
    boxes = [b for b in judge.window.findChildren(QMessageBox) if b.objectName() == "advancementWarning"]
    shown = [b for b in boxes if b.isVisible()]
    assert len(shown) == 1
    return shown[0]


def test_a_correction_after_the_final_says_what_stands_and_undo_changes_it_back(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    seats = crowned_night(tmp_path / "night.throne")
    window = judge.window
    assert window.files.open_file(tmp_path / "night.throne")
    winner = judge.service.views.standings().winner
    window.show_game(GAME_TWO)
    screen = window.game_screen
    judge.pick_word(seats[2], "tins")
    judge.press_keys_of(screen.correct_action)
    dialog = screen.findChild(QInputDialog, "correctWordDialog")
    dialog.setTextValue("plates")
    dialog.accept()

    warning = shown_warning(judge)
    text = warning.informativeText()
    assert f"{seats[1]} keeps a seat in the final; {seats[2]} gets no seat in it." in text
    assert f"The final's result stands as played: {winner} won it." in text
    assert f"The crown stands: {winner} holds the Throne." in text
    assert "re-draw its seating" not in text.lower()
    assert sorted(button.text() for button in warning.buttons()) == ["&Keep it", "&Undo the correction"]
    save_shot(
        dialog_over_window(window, warning, top=180), tmp_path, "judges-correction-after-final-1280x800.png"
    )

    judge.qtbot.keyClick(warning, Qt.Key.Key_U)
    judge.qtbot.waitUntil(lambda: judge.service.views.round(2).tables[0].standings[1].name == seats[1])
    assert judge.status() == f"Undone: correction of TINS to PLATES for {seats[2]}, R2 T1 G2."
    back = shown_warning(judge)
    assert back.windowTitle() == "Advancement changed back"
    assert f"{seats[1]} advances again." in back.informativeText()
    assert [button.text() for button in back.buttons()] == ["OK"]
    back.close()


def test_before_the_final_starts_the_warning_re_draws_its_seating(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.play_round(2)
    builder.do(do="seat", seed=3)
    seats = builder.service.views.round(2).tables[0].seats
    builder.service.act.correct_word(GameKey(2, 1, 1), seats[2], "tins", "plates")
    builder.service.close()
    window = judge.window
    assert window.files.open_file(tmp_path / "night.throne")
    service = judge.service
    window.session.act("correct TINS", lambda: service.act.correct_word(GAME_TWO, seats[2], "tins", "plates"))
    warning = shown_warning(judge)
    assert "has not started" in warning.informativeText()
    assert sorted(button.text() for button in warning.buttons()) == [
        "&Keep it",
        "&Undo the correction",
        "Re-&draw round 3's seating",
    ]
    judge.qtbot.keyClick(warning, Qt.Key.Key_D)
    judge.qtbot.waitUntil(lambda: seats[2] in seated(judge, 3))
    assert seats[1] not in seated(judge, 3)
