"""Players, forms and focus in the judges' window: refusals said in place, forms that say what they
change, the focus where the work is."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.ui.app import Theme
from boggle_throne.ui.focus_ring import RING_COLOUR
from boggle_throne.ui.main_window import MainWindow, Page
from tests.services.night_builder import BOARD, ONE_POINT
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
    assert [p.name for p in judge.service.views.players()] == ["Zo\u00e9", "Ann", "Bea"]
    assert players.refusal.text() == "" and players.walk_in.text() == ""
    judge.walk_in("ANN")
    assert "The name ANN is taken by Ann" in players.refusal.text() and not judge.error_dialogs()
    judge.walk_in("   ")
    assert players.refusal.text() == "A player needs a display name." and not judge.error_dialogs()
    assert [p.name for p in judge.service.views.players()] == ["Zo\u00e9", "Ann", "Bea"]
    judge.walk_in("Bartholomew-Fitzgerald")
    judge.walk_in("bartholomew-fitzgerald")
    SHOTS.mkdir(parents=True, exist_ok=True)
    judge.window.resize(1280, 800)
    judge.qtbot.wait(50)
    assert judge.window.grab().save(str(SHOTS / "players-inline-refusal.png"))


def test_the_setup_page_fits_1280_by_800_with_its_apply_button(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.window.resize(1280, 800)
    judge.window.files.new_tournament()
    setup = judge.window.pages[Page.SETUP]
    judge.qtbot.waitUntil(lambda: setup.apply_button.isVisible())
    judge.qtbot.wait(50)
    assert not setup.visibleRegion().isEmpty()
    assert not setup.apply_button.visibleRegion().isEmpty()
    assert setup.scroll_area.verticalScrollBar().maximum() == 0, "the form scrolls: something is hidden below"
    judge.create_tournament(tmp_path / "fits.throne", SETTINGS)
    judge.page(Page.SETUP)
    judge.qtbot.wait(50)
    assert setup.apply_button.text() == "App&ly changes"
    assert not setup.apply_button.visibleRegion().isEmpty()
    assert setup.scroll_area.verticalScrollBar().maximum() == 0
    assert setup.scroll_area.horizontalScrollBar().maximum() == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert judge.window.grab().save(str(SHOTS / "setup-1280x800.png"))


@pytest.mark.parametrize("typed", ["0", "5", "99999"])
def test_a_timer_out_of_bounds_is_refused_with_a_message_not_reset(
    judge: JudgesDriver, tmp_path: Path, typed: str
) -> None:
    judge.create_tournament(tmp_path / "timer.throne", SETTINGS)
    setup = judge.page(Page.SETUP)
    timer = setup.form.timer_seconds
    judge.type_into(timer.lineEdit(), typed, enter=False)
    judge.qtbot.keyClick(timer, Qt.Key.Key_Tab)  # leaving the field says it at once
    said = f"The timer runs from 10 s to 3,600 s, not {int(typed):,} s."
    assert setup.refusal.text() == said
    assert timer.value() == int(typed), "the typed number was silently changed"
    judge.click(setup.apply_button)
    assert setup.refusal.text() == said and not judge.error_dialogs()
    assert judge.service.views.settings.timer_seconds == 180
    assert QApplication.focusWidget() is timer
    if typed == "5":
        judge.window.resize(1280, 800)
        judge.qtbot.wait(50)
        SHOTS.mkdir(parents=True, exist_ok=True)
        assert judge.window.grab().save(str(SHOTS / "setup-timer-refused.png"))
    judge.type_into(timer.lineEdit(), "240", enter=False)
    judge.click(setup.apply_button)
    assert judge.service.views.settings.timer_seconds == 240 and setup.refusal.text() == ""


def test_counts_of_one_are_singular_on_the_new_tournament_form(judge: JudgesDriver) -> None:
    judge.window.files.new_tournament()
    form = judge.window.pages[Page.SETUP].form
    form.games_per_round.setValue(1)
    form.best_of.setValue(1)
    assert form.games_per_round.text() == "1 game" and form.best_of.text() == "best of 1 game"
    form.games_per_round.setValue(3)
    assert form.games_per_round.text() == "3 games"
    assert form.min_table.text() == "3 players"


def _play_round(service: Any, number: int) -> None:
    """Every game of the round, each reader a different number of one-point words: no ties."""
    for table in service.views.round(number).tables:
        key = GameKey(number, table.number, 1)
        service.act.start_game(key, board=BOARD)
        slices = ((0, 4), (4, 7), (7, 9), (9, 10))  # no word read twice: none is crossed
        for seat, (start, stop) in zip(table.seats, slices, strict=False):
            for word in ONE_POINT[start:stop]:
                service.act.record_word(key, seat, word)
        service.act.close_game(key)


def test_the_rounds_page_shows_the_final_once_it_is_seated_and_counts_one_game(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    settings = {"name": "To the final", "format": {"games_per_round": 1, "min_table": 3, "max_table": 4}}
    judge.create_tournament(tmp_path / "final.throne", settings)
    for name in ("Ann", "Bea", "Cid", "Dee", "Eve", "Fay"):
        judge.walk_in(name)
    rounds = judge.page(Page.ROUNDS)
    assert "6 players at 2 tables, 1 game each." in rounds.preview_note.text()
    judge.seat_round(1)
    _play_round(judge.service, 1)
    rounds.round_choice.setCurrentIndex(rounds.round_choice.findData(1))  # looking back at round 1
    assert "4 players at 1 table, 1 game each." in rounds.preview_note.text()
    judge.click(rounds.confirm_button)
    assert rounds.round_choice.currentText() == "Round 2 (final)"
    assert rounds.tree.topLevelItem(0).text(0).startswith("Table 1")


def test_a_readers_column_counts_1_pt(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.one_table(tmp_path / "pt.throne", ("Ann", "Bea", "Cid"), BOARD)
    judge.timer(TimerPhase.FINISHED)
    judge.read("Ann", "nest")
    judge.read("Bea", "nest")
    judge.read("Bea", "pals")
    judge.read("Bea", "rite")
    headers = [column.header.text() for column in judge.window.game_screen.readers.columns]
    assert "· 0 pts" in headers[0] and "· 2 pts" in headers[1] and "· 0 pts" in headers[2]
    judge.read("Ann", "site")
    headers = [column.header.text() for column in judge.window.game_screen.readers.columns]
    assert "· 1 pt" in headers[0] and "1 pts" not in headers[0]


FIRST_FIELDS = {
    Page.SETUP: lambda window: window.pages[Page.SETUP].form.name,
    Page.PLAYERS: lambda window: window.pages[Page.PLAYERS].search,
    Page.ROUNDS: lambda window: window.pages[Page.ROUNDS].tree,
    Page.STANDINGS: lambda window: window.pages[Page.STANDINGS].round_choice,
}


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
def test_ctrl_and_a_number_puts_the_keys_on_the_pages_first_field_and_a_ring_shows_it(
    judge: JudgesDriver, tmp_path: Path, theme: Theme
) -> None:
    window = judge.window
    window.set_theme(theme)
    judge.qtbot.wait(20)  # the palette reaches the widgets through the event loop
    window.resize(1280, 800)
    settings = {"name": "Focus", "format": {"games_per_round": 1, "min_table": 3, "max_table": 4}}
    judge.create_tournament(tmp_path / "focus.throne", settings)
    for name in ("Ann", "Bea", "Cid", "Dee"):
        judge.walk_in(name)
    judge.seat_round(1)
    for number, page in enumerate(Page, start=1):
        window.page_actions[Page.PLAYERS].trigger()  # from elsewhere, so the page's own focus is not kept
        QTest.keySequence(QApplication.focusWidget(), QKeySequence(f"Ctrl+{number}"))
        assert window.current_page() is page
        focused = QApplication.focusWidget()
        page_widget = window.pages[page]
        assert focused is not None and page_widget.isAncestorOf(focused), (page, focused)
        assert not isinstance(focused, QAbstractSpinBox), (page, focused)
        if page in FIRST_FIELDS:
            assert focused is FIRST_FIELDS[page](window), (page, focused)
        ring = window.focus_ring
        assert ring.isVisible() and ring.target is focused, page
        around = QRect(focused.mapTo(window, QPoint(0, 0)), focused.size())
        assert ring.geometry().contains(around.intersected(window.rect())), page
        shot = window.grab().toImage()
        edge = shot.pixelColor(ring.geometry().center().x(), ring.geometry().top() + 1)
        assert abs(edge.red() - RING_COLOUR.red()) + abs(edge.green() - RING_COLOUR.green()) < 60, (
            page,
            edge,
        )
    window.show_page(Page.ROUNDS)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(SHOTS / f"focus-rounds-{theme.value}.png"))


def test_esc_from_a_menu_gives_the_keys_back_to_the_page(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.create_tournament(tmp_path / "menus.throne", SETTINGS)
    judge.walk_in("Annabel")
    players = judge.window.pages[Page.PLAYERS]
    judge.press(Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is players.search
    judge.press(Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    judge.qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    judge.qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Right)  # on to the Edit menu
    judge.qtbot.wait(50)
    assert QApplication.activePopupWidget() is not None, "→ still walks the menus"
    judge.qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    judge.qtbot.waitUntil(lambda: QApplication.focusWidget() is players.search)
    judge.qtbot.keyClicks(QApplication.focusWidget(), "anna")
    assert players.search.text() == "anna" and QApplication.activePopupWidget() is None


def test_a_seed_rank_already_held_is_refused_on_the_page_not_in_a_dialog(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    judge.create_tournament(tmp_path / "seeds.throne", SETTINGS)
    judge.walk_in("Ann")
    judge.walk_in("Bea")
    players = judge.page(Page.PLAYERS)
    for name in ("Ann", "Bea"):
        players.select(name)
        players.seed_rank.setValue(1)
        players.set_seed_rank()
    assert not judge.error_dialogs()
    assert players.refusal.text() == "Seed rank 1 is already held by Ann."
    assert [p.seed_rank for p in judge.service.views.players()] == [1, None]
