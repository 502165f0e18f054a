"""Files that do not open as they should: each problem is a dialog a judge can act on, never a crash.

A log with actions that cannot be applied opens with a notice and marks them on the Log page; a file
another program writes, or one in a folder that cannot be written, is offered read-only; a backup
opens read-only; and after every refusal the same window opens a good file.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.models.log import NOT_APPLIED_COLOUR
from tests.store.helpers import append_chained
from tests.ui.judges_driver import JudgesDriver

BOARD = "PERS/LATG/SINE/TERS"
GAME = GameKey(1, 1, 1)
PLAYERS = ("Ann", "Bea", "Cat")
SETTINGS = {"name": "Friday night", "date": "2026-11-21", "format": {"games_per_round": 1}}
AT = "2026-11-21T20:00:00+00:00"
READ_ONLY = "Open &read-only"


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow) -> JudgesDriver:
    return JudgesDriver(qtbot, judges_window)


def make_night(path: Path, players: tuple[str, ...] = PLAYERS, *, game: bool = False) -> Path:
    """A closed night file with these players checked in; with `game`, round 1 seated and its game
    started on BOARD."""
    service = OpenNight.create(path, SETTINGS)
    for name in players:
        service.act.register(name, checked_in=True)
    if game:
        service.act.seat_next_round(1)
        service.act.start_game(GAME, BOARD)
    service.close()
    return path


def night_with_a_backup(path: Path) -> Path:
    """A night whose game was closed, which made a backup of it; returns the backup."""
    make_night(path, game=True)
    service = OpenNight.open(path)
    service.act.close_game(GAME)
    service.close()
    (backup,) = path.with_name(f"{path.name}.backups").glob("*.throne")
    return backup


def append_row(path: Path, kind: str, payload: str, recorded_at: str = AT) -> None:
    """Write one raw action at the end of a file's log, as a faulty or newer app might (chained like
    the app's own)."""
    append_chained(path, kind, payload, recorded_at)


def a_good_night_opens(judge: JudgesDriver, folder: Path) -> None:
    """After a refusal the same window opens a good file and records in it."""
    path = make_night(folder / "good.throne")
    assert judge.window.files.open_file(path) and judge.service.files.path == path
    judge.walk_in("Dan")
    assert not judge.error_dialogs() and judge.service.views.players()[-1].name == "Dan"


def read_only_button(box: QMessageBox) -> QAbstractButton:
    (button,) = [b for b in box.buttons() if b.text() == READ_ONLY]
    return button


# ----- logs with actions that cannot be applied: the file opens, with a notice -------------------

WORD_OF_NOBODY = json.dumps({"game": GAME.to_json(), "player": 99, "word": "pals"})
NOT_APPLIED: dict[str, tuple[dict[str, Any], str, str, str, str]] = {
    "unknown-kind": ({}, "teleport", "{}", AT, "'teleport' is not a kind of action"),
    "unparseable-payload": ({}, "register", "{not json", AT, "its details are not valid JSON"),
    "payload-not-an-object": ({}, "register", "[1, 2]", AT, "its details are not a JSON object"),
    "bad-timestamp": ({}, "register", '{"name": "Bob"}', "yesterday-ish", "its time is not a valid time"),
    "undo-with-nothing-to-undo": (
        {"players": ()},
        "undo",
        '{"target": 999}',
        AT,
        "there was nothing to undo",
    ),
    "word-of-nobody": ({"game": True}, "record_word", WORD_OF_NOBODY, AT, "there is no player number 99"),
}


@pytest.mark.parametrize("case", NOT_APPLIED.values(), ids=NOT_APPLIED.keys())
def test_a_logged_action_that_cannot_be_applied_opens_with_a_notice_and_stands_out_in_the_log(
    judge: JudgesDriver, tmp_path: Path, case: tuple[dict[str, Any], str, str, str, str]
) -> None:
    night, kind, payload, recorded_at, why = case
    path = make_night(tmp_path / "night.throne", **night)
    append_row(path, kind, payload, recorded_at)
    assert judge.window.files.open_file(path)
    (notice,) = judge.notice_dialogs()
    assert notice.text() == "night.throne is open. Please note:" and not judge.error_dialogs()

    log = judge.page(Page.LOG)
    last = log.model.rowCount() - 1
    entry = log.model.row_at(last)
    assert entry.not_applied is not None and why in entry.not_applied
    assert notice.informativeText() == (
        f"Action {entry.seq} of the log ({kind}) is kept as not applied: {entry.not_applied}."
    )
    assert log.model.index(last, 4).data().startswith(f"not applied: {entry.not_applied}")
    assert log.model.index(last, 5).data() == "⚠ not applied"
    assert log.model.index(last, 3).data(Qt.ItemDataRole.ForegroundRole) == NOT_APPLIED_COLOUR
    assert not log.model.index(last, 3).data(Qt.ItemDataRole.FontRole).strikeOut()  # not an undone one
    assert log.model.index(last, 0).data(Qt.ItemDataRole.ToolTipRole) == f"Not applied: {entry.not_applied}"
    log.table.setCurrentIndex(log.proxy.mapFromSource(log.model.index(last, 0)))
    assert not log.open_button.isEnabled() and not log.correct_button.isEnabled()
    judge.walk_in("Dan")  # the night carries on
    assert not judge.error_dialogs() and judge.service.views.players()[-1].name == "Dan"
    assert not judge.notice_dialogs()  # told once


def test_many_actions_not_applied_fit_the_notice_and_are_all_behind_its_details(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    path = make_night(tmp_path / "night.throne")
    for _ in range(30):
        append_row(path, "teleport", "{}")
    judge.window.files.open_file(path)
    (notice,) = judge.notice_dialogs()
    assert notice.informativeText().endswith("… (the rest under Show Details)")
    assert len(notice.informativeText()) < 800 and "Action 34 of the log (teleport)" in notice.detailedText()


def test_the_judge_records_words_after_opening_a_night_with_an_action_not_applied(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    path = make_night(tmp_path / "night.throne", game=True)
    append_row(path, "record_word", WORD_OF_NOBODY)
    judge.window.files.open_file(path)
    (notice,) = judge.window.findChildren(QMessageBox, "noticesDialog")
    judge.click(notice.button(QMessageBox.StandardButton.Ok))
    judge.open_game(GAME)
    judge.read("Ann", "pals")
    assert not judge.error_dialogs() and not judge.notice_dialogs()
    assert [w.word for w in judge.service.views.game(GAME).player("Ann").words] == ["pals"]


def test_a_backup_that_fails_after_closing_a_game_is_a_notice_and_the_game_is_closed(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    path = make_night(tmp_path / "night.throne", game=True)
    (tmp_path / "night.throne.backups").write_text("a file where the backups folder should be")
    judge.window.files.open_file(path)
    assert not judge.notice_dialogs()
    judge.open_game(GAME)
    judge.read("Ann", "pals")
    judge.close_game()
    notices = judge.notice_dialogs()
    assert len(notices) == 1 and notices[0].text() == "Done, but please note:"
    assert "The backup of" in notices[0].informativeText()
    assert notices[0].informativeText().endswith("the night itself is saved.")
    assert judge.service.views.game(GAME).closed and not judge.error_dialogs()


# ----- files that do not open: a dialog saying why and which backup to use ------------------------


def _damaged(path: Path) -> None:
    """Half of a night that has a backup: a damaged file whose newest backup opens."""
    night_with_a_backup(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _foreign(path: Path) -> None:
    path.write_text("name,score\nAnn,12\n", encoding="utf-8")


def _newer_version(path: Path) -> None:
    make_night(path)
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    connection.close()


REFUSED: dict[str, tuple[Callable[[Path], None], str]] = {
    "damaged": (_damaged, "it is truncated or damaged; the newest backup is "),
    "empty": (_empty, "it is empty; there is no backup of it."),
    "foreign": (_foreign, "it is not a tournament file"),
    "newer": (_newer_version, "was written by a newer Boggle Throne"),
}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_a_file_that_does_not_open_is_a_dialog_naming_the_problem_and_the_window_carries_on(
    judge: JudgesDriver, tmp_path: Path, case: tuple[Callable[[Path], None], str]
) -> None:
    spoil, problem = case
    path = tmp_path / "bad.throne"
    spoil(path)
    assert not judge.window.files.open_file(path)
    (dialog,) = judge.window.findChildren(QMessageBox, "errorDialog")
    assert dialog.text() == "Could not open bad.throne." and problem in dialog.informativeText()
    assert READ_ONLY not in [b.text() for b in dialog.buttons()]  # nothing to read either
    if "backup is " in problem:
        backup = OpenNight.open(Path(dialog.informativeText().split("the newest backup is ")[1][:-1]))
        assert backup.files.read_only  # the backup named opens (for reading: it stays what it was)
        backup.close()
    assert judge.error_dialogs() and judge.window.stack.currentWidget() is judge.window.start_page
    a_good_night_opens(judge, tmp_path)


def test_a_recent_file_that_is_gone_is_a_dialog_and_leaves_the_list(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    path = make_night(tmp_path / "gone.throne")
    judge.window.files.open_file(path)
    judge.window.files.close_tournament()
    path.unlink()
    recent = judge.window.start_page.recent
    recent.itemActivated.emit(recent.item(0))
    (dialog,) = judge.error_dialogs()
    assert "there is no such file; there is no backup of it." in dialog.informativeText()
    assert recent.count() == 0
    a_good_night_opens(judge, tmp_path)


def test_a_new_tournament_in_a_folder_that_is_a_file_is_refused_and_the_form_stays(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    judge.create_tournament(blocker / "friday.throne", SETTINGS)
    (dialog,) = judge.error_dialogs()
    assert dialog.text() == "Could not create the tournament."
    assert "friday.throne cannot be created: not a directory" in dialog.informativeText()
    assert "choose a folder you can write to" in dialog.informativeText()
    assert judge.window.session.service is None and judge.window.current_page() is Page.SETUP
    judge.create_tournament(tmp_path / "friday.throne", SETTINGS)
    assert judge.service.views.settings.name == "Friday night"


def test_the_file_already_open_here_is_shown_not_refused(judge: JudgesDriver, tmp_path: Path) -> None:
    path = make_night(tmp_path / "night.throne")
    assert judge.window.files.open_file(path)
    service = judge.service
    assert judge.window.files.open_file(path) and judge.service is service
    assert not judge.error_dialogs() and "already open" in judge.window.statusBar().currentMessage()


# ----- read-only: a file another program writes, a folder that cannot be written, a backup --------


@pytest.fixture
def held(tmp_path: Path) -> Iterator[tuple[Path, OpenNight]]:
    """A night open for writing in another service, as in another window or program."""
    path = make_night(tmp_path / "night.throne")
    holder = OpenNight.open(path)
    yield path, holder
    holder.close()


def unwritable_folder(path: Path) -> None:
    """The lock beside the file cannot be made (a folder already has its name): to the app this is
    a folder it cannot write to, also for root, which a chmod does not stop."""
    path.with_name(f"{path.name}.lock").mkdir()


def the_night_is_read_only(judge: JudgesDriver, refused: str) -> None:
    """The night is shown read-only, and every action is refused with the service's reason."""
    window = judge.window
    assert judge.service.files.read_only and "— read-only —" in window.windowTitle()
    assert window.read_only_note.isVisible() and [p.name for p in judge.service.views.players()] == list(
        PLAYERS
    )
    judge.walk_in("Dan")
    (dialog,) = judge.error_dialogs()
    assert dialog.text() == "Could not add Dan." and refused in dialog.informativeText()
    judge.qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    (dialog,) = judge.error_dialogs()
    # the refusal names the action Ctrl+Z would have taken back ("Could not undo close game (R1 T1 G1).")
    assert dialog.text().startswith("Could not undo ") and dialog.text() != "Could not undo."
    assert refused in dialog.informativeText()
    assert [p.name for p in judge.service.views.players()] == list(PLAYERS)


def test_a_night_another_program_writes_is_offered_read_only(
    judge: JudgesDriver, held: tuple[Path, OpenNight]
) -> None:
    path, _holder = held
    assert not judge.window.files.open_file(path)
    (dialog,) = judge.window.findChildren(QMessageBox, "errorDialog")
    assert dialog.text() == "Could not open night.throne."
    assert f"(process {os.getpid()} on " in dialog.informativeText()
    assert dialog.informativeText().endswith("close it there first (reading it still works).")
    judge.click(read_only_button(dialog))
    the_night_is_read_only(judge, "is opened for reading only")


def test_a_night_in_a_folder_that_cannot_be_written_is_offered_read_only_and_saved_elsewhere(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    path = make_night(tmp_path / "night.throne")
    unwritable_folder(path)
    assert not judge.window.files.open_file(path)
    (dialog,) = judge.window.findChildren(QMessageBox, "errorDialog")
    assert "cannot be opened for writing" in dialog.informativeText()
    assert dialog.informativeText().endswith("copy it to a folder you can write to.")
    judge.click(read_only_button(dialog))
    the_night_is_read_only(judge, "is opened for reading only")
    copy = tmp_path / "elsewhere" / "night.throne"
    copy.parent.mkdir()
    assert judge.window.files.copy_to(copy, switch=True)
    assert not judge.service.files.read_only and "read-only" not in judge.window.windowTitle()
    judge.walk_in("Dan")
    assert not judge.error_dialogs() and not judge.window.read_only_note.isVisible()


def test_declining_to_read_leaves_the_window_as_it_was(
    judge: JudgesDriver, held: tuple[Path, OpenNight], tmp_path: Path
) -> None:
    assert not judge.window.files.open_file(held[0])
    assert len(judge.error_dialogs()) == 1  # closed with OK: nothing is opened
    assert judge.window.session.service is None
    a_good_night_opens(judge, tmp_path)


def test_a_backup_opens_read_only(judge: JudgesDriver, tmp_path: Path) -> None:
    backup = night_with_a_backup(tmp_path / "night.throne")
    assert judge.window.files.open_file(backup)
    assert not judge.error_dialogs()
    the_night_is_read_only(judge, "is a backup")


# ----- the command line --------------------------------------------------------------------------


RUN_THE_APP = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from boggle_throne.ui import app
from boggle_throne.ui.main_window import MainWindow

seen = []

def judge_reads_it():
    try:
        (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        (dialog,) = window.findChildren(QMessageBox, "errorDialog")
        seen.append(dialog.informativeText())
        (button,) = [b for b in dialog.buttons() if b.text() == sys.argv[2]]
        button.click()
        seen.append(window.windowTitle())
        window.close()
    except Exception as error:
        seen.append(repr(error))
    finally:
        QApplication.quit()

app.application()
QTimer.singleShot(1500, judge_reads_it)
status = app.run_app(Path(sys.argv[1]))
print(json.dumps({"status": status, "seen": seen}))
"""
"""The app as `boggle-throne FILE` runs it, in a process of its own: its event loop ends with it."""


def test_a_file_another_program_writes_given_on_the_command_line_is_offered_read_only(
    held: tuple[Path, OpenNight], tmp_path: Path
) -> None:
    environment = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    finished = subprocess.run(
        [sys.executable, "-c", RUN_THE_APP, str(held[0]), READ_ONLY],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    result = json.loads(finished.stdout.strip().splitlines()[-1])
    seen = result["seen"]
    assert result["status"] == 0 and len(seen) == 2, seen
    assert "is open for writing in" in seen[0] and "— read-only —" in seen[1]
