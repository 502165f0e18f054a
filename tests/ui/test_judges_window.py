"""The window around the pages: files, recent files, settings, locks, house lists, log, projector, print."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.engine.scoring import InvalidReason, Ruling
from boggle_throne.night.clock import TimerPhase
from boggle_throne.night.games import GameKey
from boggle_throne.printing import DocumentKind
from boggle_throne.ui.app import Theme, palette_for
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.print_dialog import PrintDialog
from boggle_throne.ui.projector import ProjectorView
from boggle_throne.ui.recent_files import recent_files
from tests.services.night_builder import BOARD, NightBuilder
from tests.ui.judges_driver import JudgesDriver

SETTINGS = {"name": "Friday night", "format": {"games_per_round": 1}}


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow) -> JudgesDriver:
    return JudgesDriver(qtbot, judges_window)


def test_start_page_creates_a_tournament_and_remembers_it(judge: JudgesDriver, tmp_path: Path) -> None:
    window = judge.window
    assert window.stack.currentWidget() is window.start_page and not window.save_as_action.isEnabled()
    judge.click(window.start_page.new_button)
    setup = window.pages[Page.SETUP]
    assert window.current_page() is Page.SETUP and setup.file_row.isVisible() and not window.nav.isVisible()
    setup.path.setText(str(tmp_path / "friday.throne"))
    judge.click(setup.apply_button)  # no name yet: refused, with the services' reason
    dialogs = judge.error_dialogs()
    assert len(dialogs) == 1 and "needs a name" in dialogs[0].informativeText()
    assert window.session.service is None
    judge.create_tournament(tmp_path / "friday.throne", SETTINGS)
    assert window.session.service is not None and "Friday night" in window.windowTitle()
    assert recent_files(window.settings) == [(tmp_path / "friday.throne").resolve()]

    window.files.close_tournament()
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.recent.count() == 1
    item = window.start_page.recent.item(0)
    window.start_page.recent.itemActivated.emit(item)
    assert window.session.service is not None and window.session.service.views.settings.name == "Friday night"


def test_a_damaged_file_gets_a_clear_dialog(judge: JudgesDriver, tmp_path: Path) -> None:
    bad = tmp_path / "bad.throne"
    bad.write_text("not a tournament")
    assert not judge.window.files.open_file(bad)
    dialogs = judge.error_dialogs()
    assert len(dialogs) == 1 and dialogs[0].windowTitle() == "Tournament file problem"
    assert dialogs[0].text() == "Could not open bad.throne."


def test_settings_change_before_play_and_lock_once_a_round_is_seated(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    setup = judge.page(Page.SETUP)
    assert not setup.lock_note.isVisible() and setup.form.isEnabled()
    setup.form.timer_seconds.setValue(120)
    setup.form.longest_bonus.setChecked(True)
    judge.click(setup.apply_button)
    settings = judge.service.views.settings
    assert settings.timer_seconds == 120 and settings.rules.longest_bonus and settings.rules.name == "throne"
    for name in ("Ann", "Bea", "Cat"):
        judge.walk_in(name)
    judge.proclaim("Cat")
    assert [p.name for p in judge.service.views.players() if p.is_champion] == ["Cat"]
    judge.walk_in("Dan")
    judge.seat_round(3)
    setup = judge.page(Page.SETUP)
    assert setup.lock_note.isVisible() and "round 1 has been seated" in setup.lock_note.text()
    form = setup.form
    assert not any(field.isEnabled() for field in (form.rule_set, form.dictionary, form.dice, form.advance))
    assert all(field.isEnabled() for field in (form.name, form.held_on, form.timer_seconds))
    judge.type_into(form.timer_seconds, "150", enter=False)  # typed, as a judge does: the box takes keys
    judge.type_into(form.name, "Friday at the Throne Room")  # Enter applies: no result depends on these
    assert not judge.error_dialogs()
    settings = judge.service.views.settings
    assert (settings.name, settings.timer_seconds) == ("Friday at the Throne Room", 150)


def test_house_lists_are_edited_and_followed(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    page = judge.page(Page.HOUSE_LISTS)
    judge.type_into(page.word, "Tenge")
    page.word.setText("sine")
    judge.click(page.ban_button)
    assert judge.service.views.house_lists() == (frozenset({"tenge"}), frozenset({"sine"}))
    assert [page.approved.item(0).text(), page.banned.item(0).text()] == ["tenge", "sine"]
    page.banned.setCurrentRow(0)
    judge.click(page.remove_banned_button)
    assert judge.service.views.house_lists()[1] == frozenset() and page.banned.count() == 0


def test_a_correction_that_changes_who_advanced_warns_and_undo_takes_it_back(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.do(do="seat", seed=2)
    builder.do(do="start_game", game=[2, 1, 1], board=BOARD)
    builder.service.close()
    window = judge.window
    assert window.files.open_file(tmp_path / "night.throne")
    log = judge.page(Page.LOG)
    entries = [log.model.row_at(r) for r in range(log.model.rowCount())]
    stern = next(r for r, e in enumerate(entries) if e.details.get("word") == "stern")
    log.table.setCurrentIndex(log.proxy.mapFromSource(log.model.index(stern, 0)))
    judge.click(log.open_button)
    assert window.current_page() is Page.GAME and window.game_screen.key == GameKey(1, 1, 1)
    assert window.game_screen.entry.isReadOnly()
    judge.challenge("P08", "stern")  # a closed game: Ctrl+Shift+K puts the word up for a ruling
    judge.rule("P08", "stern", Ruling.UPHELD, InvalidReason.PROPER_NOUN)
    warnings = [b for b in window.findChildren(QMessageBox) if b.objectName() == "advancementWarning"]
    assert len(warnings) == 1 and warnings[0].isVisible()
    assert "Round 1: P16 now advances." in warnings[0].informativeText()
    assert "Round 1: P08 no longer advances." in warnings[0].informativeText()
    warnings[0].close()
    assert judge.service.views.round(1).tables[0].standings[1].name == "P16"

    judge.qtbot.keyClick(window.game_screen.entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert judge.service.views.round(1).tables[0].standings[1].name == "P08"
    log = judge.page(Page.LOG)
    assert not log.model.row_at(log.model.rowCount() - 2).in_force  # the ruling, undone


def test_log_corrects_a_typed_word(judge: JudgesDriver, tmp_path: Path) -> None:
    builder = NightBuilder(tmp_path / "night.throne")
    builder.check_in_everyone()
    builder.play_round(1)
    builder.service.close()
    judge.window.files.open_file(tmp_path / "night.throne")
    log = judge.page(Page.LOG)
    judge.type_into(log.search, "laps", enter=False)
    found = [log.proxy.index(row, 0) for row in range(log.proxy.rowCount())]
    assert [index.siblingAtColumn(3).data() for index in found] == ["record word", "rule"]
    log.table.setCurrentIndex(found[0])
    judge.click(log.correct_button)
    dialog = log.findChild(QInputDialog, "correctWordDialog")
    dialog.setTextValue("pals")
    dialog.accept()
    game = judge.service.views.game(GameKey(1, 1, 1))
    assert "pals" in [w.word for w in game.player("P01").words]


def test_the_projector_opens_follows_the_judges_game_and_can_be_pinned(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    for name in ("Ann", "Bea", "Cat", "Dan"):
        judge.walk_in(name)
    window = judge.window
    judge.qtbot.keyClick(
        window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    projector = window.projector.projector
    assert projector is not None and projector.service is window.session.service
    judge.qtbot.addWidget(projector)
    judge.seat_round(5)
    key = GameKey(1, 1, 1)
    judge.open_game(key)
    assert projector.followed == key
    judge.start_on_board(BOARD)
    judge.timer(TimerPhase.COUNTDOWN)
    assert projector.current_view is ProjectorView.COUNTDOWN
    judge.timer(TimerPhase.RUNNING)
    assert projector.current_view is ProjectorView.BOARD
    judge.timer(TimerPhase.FINISHED)
    reader = window.game_screen.game.read_order[0]
    judge.read(reader, "plates")
    assert projector.current_view is ProjectorView.SCORING
    window.projector.pin(ProjectorView.STANDINGS)
    assert projector.current_view is ProjectorView.STANDINGS
    window.projector.pin(None)
    judge.close_game()  # the round's only game: on to who goes through
    assert projector.current_view is ProjectorView.STANDINGS
    window.files.close_tournament()
    assert projector.service is None
    assert window.files.open_file(tmp_path / "t.throne")
    assert projector.service is window.session.service


def test_print_dialog_writes_the_pdf(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    for name in ("Ann", "Bea", "Cat", "Dan"):
        judge.walk_in(name)
    judge.seat_round(1)
    dialog = PrintDialog(judge.window.session, judge.window, settings=judge.window.settings, open_after=False)
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.SCORE_SHEETS))
    dialog.out.setText(str(tmp_path / "sheets.pdf"))
    dialog.tables.setText("1")
    written = dialog.make()
    assert written == (tmp_path / "sheets.pdf").resolve() and written.read_bytes().startswith(b"%PDF")
    dialog = PrintDialog(judge.window.session, judge.window, settings=judge.window.settings, open_after=False)
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.CERTIFICATE))
    assert not dialog.round.isEnabled()
    assert dialog.make() is None  # no crowning yet: the printing service says so
    assert len(judge.error_dialogs()) == 1


def test_save_as_copies_the_file_and_carries_on_in_the_copy(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    judge.walk_in("Ann")
    assert judge.window.files.copy_to(tmp_path / "backup.throne", switch=False)
    assert judge.service.files.path == tmp_path / "t.throne"
    assert judge.window.files.copy_to(tmp_path / "copy", switch=True)
    assert judge.service.files.path == tmp_path / "copy.throne"
    assert [p.name for p in judge.service.views.players()] == ["Ann"]


def test_demo_night_opens_from_the_start_page(judge: JudgesDriver) -> None:
    judge.click(judge.window.start_page.demo_button)
    standings = judge.service.views.standings()
    assert standings.winner is not None and len(standings.rounds) == 3
    assert judge.window.current_page() is Page.PLAYERS


def test_geometry_and_theme_are_remembered(qtbot: QtBot, qt_settings: QSettings) -> None:
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.resize(700, 500)
    window.show()
    window.set_theme(Theme.DARK)
    window.close()
    again = MainWindow(qt_settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)
    assert qt_settings.value("theme") == "dark"
    assert palette_for(Theme.DARK).window().color().lightness() < 80
    assert palette_for(Theme.LIGHT).window().color().lightness() > 200


def test_every_page_has_a_key(judge: JudgesDriver, tmp_path: Path) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    for number, page in enumerate(Page, start=1):
        judge.qtbot.keyClick(judge.window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.ControlModifier)
        assert judge.window.current_page() is page
