"""The Side games page, worked from the keyboard only: a table opened with Ctrl+N, moves typed and
entered, refusals shown in red with nothing changed, Ctrl+Z taking a move back, games to a winner.

Set `BOGGLE_THRONE_SCREENSHOTS=1` to save the screenshots into docs/screenshots/.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.engine.dice import dice_set
from boggle_throne.presentation.director import ProjectorView, Scene
from boggle_throne.ui.app import Theme, palette_for
from boggle_throne.ui.main_window import MainWindow, Page
from tests.services.night_builder import NightBuilder
from tests.ui.screens import TITLE_BAR, dialog_over_window, save_shot, title_bar
from tests.ui.side_driver import CTRL, SideDriver

FACES = dice_set("4x4-new").dice


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow, tmp_path: Path) -> SideDriver:
    """A judge on the Side games page of a night with sixteen players and a champion."""
    night = NightBuilder(tmp_path / "night.throne")
    night.check_in_everyone()
    judges_window.show_opened(night.service)
    driver = SideDriver(qtbot, judges_window)
    driver.go_to_side_games()
    return driver


@pytest.fixture
def dark() -> Iterator[None]:
    """The dark palette of a dim bar, for the screenshots; the application's palette is put back."""
    before = QApplication.palette()
    QApplication.setPalette(palette_for(Theme.DARK))
    yield
    QApplication.setPalette(before)


def reveal(hands: dict[str, list[int]]) -> str:
    """Everyone's first face of each die they hold, in seating order: `a a e / d e e`."""
    return " / ".join(" ".join(FACES[die - 1][0] for die in dice) for dice in hands.values())


def clear_boxes(judge: SideDriver) -> list[QMessageBox]:
    boxes = judge.window.findChildren(QMessageBox)
    return [box for box in boxes if box.objectName() == "clearSideTableDialog" and box.isVisible()]


def shot(judge: SideDriver, folder: Path, name: str) -> None:
    window = judge.window
    window.resize(1280, 800 - TITLE_BAR)
    judge.qtbot.wait(50)
    sheet = QPixmap(1280, 800)
    sheet.fill(QColor("#2b2d33"))
    painter = QPainter(sheet)
    title_bar(painter, QRect(0, 0, 1280, TITLE_BAR), window.windowTitle())
    painter.drawPixmap(QPoint(0, TITLE_BAR), window.grab())
    painter.end()
    save_shot(sheet, folder, name)


def test_the_page_is_ctrl_7_and_the_log_ctrl_8(judge: SideDriver) -> None:
    assert judge.side.body.currentWidget() is judge.side.empty
    judge.press(Qt.Key.Key_8, CTRL)
    assert judge.window.current_page() is Page.LOG
    judge.go_to_side_games()
    assert judge.side.new_button.hasFocus()


def test_liars_boggle_to_a_winner_from_the_keyboard(judge: SideDriver, tmp_path: Path, dark: None) -> None:
    opened = judge.open_table("liars-boggle", "Ann, Bob")
    assert opened.players == ("Ann", "Bob") and judge.side.current_number() == opened.number
    assert judge.side.panel.entry.hasFocus()
    hands = {"Ann": list(range(1, 9)), "Bob": list(range(9, 17))}
    judge.move("1 2 3 4 5 6 7 8 / 9 10 11 12 13 14 15 16")
    judge.move("whale")
    assert judge.side.panel.bid.text().upper().startswith("WHALE")

    # a refusal: shown in red under the entry, the text kept, nothing changed
    before = judge.table()
    judge.move("yurt")
    assert "A raise must be longer than WHALE" in judge.refusal()
    assert judge.side.panel.entry.text() == "yurt"
    assert judge.table().document == before.document and judge.table().moves == before.moves
    assert not judge.error_dialogs()

    judge.move("whales")
    assert judge.refusal() == "" and judge.side.panel.entry.text() == ""
    assert judge.table().view.bids[-1].upper().endswith("WHALES")

    # Ctrl+Z takes the raise back, Ctrl+Shift+Z makes it again
    judge.undo()
    assert judge.table().view.to_act == "Bob" and judge.table().view.bids[-1].upper().endswith("WHALE")
    judge.redo()
    assert judge.table().view.to_act == "Ann" and judge.table().view.bids[-1].upper().endswith("WHALES")

    judge.move(".")  # Ann calls: the letters cannot spell WHALES, so Bob loses a die
    judge.move(reveal(hands))
    assert judge.table().view.last_call is not None and "Bob" in judge.table().view.last_call
    judge.move(str(hands["Bob"].pop(0)))
    while judge.table().view.winner is None:  # Bob opens each round with a bluff Ann calls
        judge.move("jazz")
        judge.move(".")
        judge.move(reveal({name: dice for name, dice in hands.items() if dice}))
        judge.move(str(hands["Bob"].pop(0)))
        if len(hands["Bob"]) == 5:
            shot(judge, tmp_path, "judges-side-games-1280x800.png")
    view = judge.table().view
    assert view.winner == "Ann" and not hands["Bob"]
    assert "won by Ann" in judge.side.tables.currentItem().toolTip()
    assert judge.side.panel.winner.text() == "Won by Ann" and not judge.side.panel.entry.isEnabled()
    bob = next(seat for seat in view.seats if seat.name == "Bob")
    assert bob.out and judge.side.panel.seats.item(1, 0).font().strikeOut()


def test_liars_dice_to_a_winner_with_names_completed(judge: SideDriver, tmp_path: Path, dark: None) -> None:
    dialog = judge.new_table_dialog()
    judge.choose_game(dialog, "liars-dice")
    judge.press(Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    judge.qtbot.keyClicks(dialog.players, "p0")
    popup = dialog.players.completer.popup()
    judge.qtbot.waitUntil(popup.isVisible)
    judge.qtbot.keyClick(popup, Qt.Key.Key_Return)
    judge.qtbot.keyClicks(dialog.players, ", P02")
    assert dialog.players.names() == ("P01", "P02")
    judge.tab_to(dialog.counts["dice_each"])
    judge.press(Qt.Key.Key_A, CTRL)
    judge.qtbot.keyClicks(dialog.counts["dice_each"], "2")
    judge.accept(dialog)
    table = judge.table()
    assert table.game == "liars-dice" and table.options["dice_each"] == 2
    assert judge.side.project_action.isEnabled()  # the window puts the table on its projector

    judge.move("5 3")  # the opening roll: P01 bids first
    assert judge.table().view.to_act == "P01"
    judge.move("2 5")
    judge.move("2 4")  # not a raise
    assert judge.refusal() and judge.side.panel.entry.text() == "2 4"
    judge.move(".")  # P02 calls: two fives are there
    judge.move("55 / 23")
    assert judge.table().view.seats[1].holding == 1
    judge.move("3 6")  # the loser P02 opens
    shot(judge, tmp_path, "judges-side-dice-1280x800.png")
    judge.move(".")
    judge.move("23 / 4")
    assert judge.table().view.winner == "P01"
    assert judge.side.panel.winner.text() == "Won by P01"


def test_liars_word_cards_to_a_winner_from_the_keyboard(
    judge: SideDriver, tmp_path: Path, dark: None
) -> None:
    judge.open_table("liars-word-cards", "Ann, Bob, Cat", counts={"target": 7})
    judge.move("M B Q")  # the cut: B is nearest the start of the alphabet
    assert judge.table().view.expecting.startswith("deal five cards to Bob")
    judge.move("CATSE")
    judge.move("cats")  # announced to Cat
    judge.move("+")
    judge.move("E XY")  # Cat discards E, draws X and Y
    judge.move("cast")  # not longer than CATS
    assert "longer than CATS" in judge.refusal()
    judge.move("catsy")  # to Ann, who calls liar
    judge.move(".")
    judge.move("ATSCXY")  # the hand as revealed: CATSY is there, Cat scores 5
    assert [seat.holding for seat in judge.table().view.seats] == [0, 0, 5]
    judge.move("ROPED")  # a fresh hand for Ann, the player it was announced to
    judge.move("rope")
    judge.move(".")  # Bob calls liar: ROPE is in the hand, Ann scores 4
    judge.move("ROPED")
    judge.move("DOGMA")
    judge.move("dog")
    judge.move(".")
    shot(judge, tmp_path, "judges-side-cards-1280x800.png")
    judge.move("DOGMA")  # Cat was wrong: Bob scores 3
    judge.move("QUIET")
    judge.move("quit")
    judge.move(".")
    judge.move("QUIET")
    assert judge.table().view.winner == "Cat" and judge.side.panel.winner.text() == "Won by Cat"


def test_a_refused_table_stays_in_the_dialog(judge: SideDriver) -> None:
    dialog = judge.new_table_dialog()
    judge.qtbot.keyClicks(dialog.players, "Ann")
    judge.press(Qt.Key.Key_Return)  # one name per line
    judge.qtbot.keyClicks(dialog.players, "ann")
    judge.press(Qt.Key.Key_Return, CTRL)
    assert dialog.isVisible() and "same name" in dialog.refusal.text()
    assert judge.service.views.side_tables() == ()
    judge.press(Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_handicap_dice_and_the_first_player_are_typed_in_the_dialog(judge: SideDriver) -> None:
    opened = judge.open_table(
        "liars-boggle", "Ann, Bob, Cat", texts={"handicap_dice": "Cat 1", "first_player": "Bob"}
    )
    assert opened.options["handicap_dice"] == {"Cat": 1} and opened.options["first_player"] == "Bob"
    judge.move("1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 16")  # five each, one more for Cat
    assert judge.table().view.to_act == "Bob"
    dialog = judge.new_table_dialog()
    judge.qtbot.keyClicks(dialog.players, "Dan, Eve")
    judge.tab_to(dialog.texts["handicap_dice"])
    judge.qtbot.keyClicks(dialog.texts["handicap_dice"], "Dan lots")
    judge.press(Qt.Key.Key_Return, CTRL)
    assert dialog.isVisible() and "not a name and a number" in dialog.refusal.text()
    judge.press(Qt.Key.Key_Escape)


def test_copy_clear_project_and_undo_the_clearing(judge: SideDriver) -> None:
    first = judge.open_table("liars-dice", "Ann, Bob")
    second = judge.open_table("liars-dice", "Cat\nDan\nEve")
    assert (first.number, second.number) == (1, 2) and judge.side.tables.count() == 2
    judge.press(Qt.Key.Key_Up)  # ↑ in the entry: the table above
    assert judge.side.current_number() == 1
    judge.press(Qt.Key.Key_F9)
    projector = judge.window.projector.projector
    assert projector is not None and projector.scene == Scene(ProjectorView.SIDE, side=1)
    judge.press(Qt.Key.Key_C, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert '"liars-dice"' in QGuiApplication.clipboard().text()
    judge.press(Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # the button is pressed a moment later
    judge.qtbot.waitUntil(lambda: bool(clear_boxes(judge)))
    (box,) = clear_boxes(judge)
    judge.qtbot.keyClick(box, Qt.Key.Key_Return)
    judge.back_to_window()
    assert [t.number for t in judge.service.views.side_tables()] == [2]
    assert judge.side.current_number() == 2
    judge.undo()
    assert [t.number for t in judge.service.views.side_tables()] == [1, 2]


def test_the_new_table_dialog_screenshot(judge: SideDriver, tmp_path: Path, dark: None) -> None:
    judge.open_table("liars-dice", "P01, P02, P03")
    dialog = judge.new_table_dialog()
    judge.qtbot.keyClicks(dialog.players, "P05, P09, P1")
    judge.window.resize(1280, 800 - TITLE_BAR)
    save_shot(
        dialog_over_window(judge.window, dialog, top=140), tmp_path, "judges-side-new-table-1280x800.png"
    )
    judge.press(Qt.Key.Key_Escape)
