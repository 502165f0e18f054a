"""Where files go: the documents folder at first, then the folder last chosen; never the app's data
folder where the demo night lives; the full path of what was saved is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from boggle_throne.printing import DocumentKind
from boggle_throne.services.paths import data_dir
from boggle_throne.ui.folders import documents_folder, working_folder
from boggle_throne.ui.main_window import MainWindow, Page
from boggle_throne.ui.print_dialog import PrintDialog
from tests.ui.judges_driver import JudgesDriver

SETTINGS = {"name": "Friday night", "date": "2026-11-21"}


@pytest.fixture
def judge(qtbot: QtBot, judges_window: MainWindow) -> JudgesDriver:
    return JudgesDriver(qtbot, judges_window)


def test_a_new_tournament_is_suggested_in_the_documents_folder_even_after_the_demo_night(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    assert judge.window.files.open_demo_night()
    judge.window.files.new_tournament()
    suggested = Path(judge.page(Page.SETUP).path.text())
    assert suggested.parent == documents_folder()
    assert data_dir() not in suggested.parents


def test_the_folder_last_chosen_is_where_the_next_dialog_opens(judge: JudgesDriver, tmp_path: Path) -> None:
    folder = tmp_path / "club nights"
    folder.mkdir()
    judge.create_tournament(folder / "friday.throne", SETTINGS)
    assert working_folder(judge.window.settings) == folder
    judge.window.files.new_tournament()
    assert Path(judge.page(Page.SETUP).path.text()).parent == folder


def test_the_print_dialog_names_its_file_field_and_says_where_the_pdf_went(
    judge: JudgesDriver, tmp_path: Path
) -> None:
    judge.create_tournament(tmp_path / "t.throne", SETTINGS)
    for name in ("Ann", "Bea", "Cat", "Dan"):
        judge.walk_in(name)
    judge.seat_round(1)
    dialog = PrintDialog(judge.window.session, judge.window, settings=judge.window.settings, open_after=False)
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is dialog.out]
    assert [label.text() for label in labels] == ["&File"]  # a mnemonic, not a literal "&"
    assert Path(dialog.out.text()).parent == tmp_path
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.STANDINGS))
    written = dialog.make()
    assert written is not None and written.is_absolute()
    assert judge.window.statusBar().currentMessage() == f"Saved {written}."


def test_the_file_menus_dialogs_open_in_the_folder_last_chosen_and_keep_the_one_chosen_now(
    judge: JudgesDriver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club, later = tmp_path / "club", tmp_path / "later"
    club.mkdir()
    later.mkdir()
    judge.create_tournament(club / "friday.throne", SETTINGS)
    asked: list[tuple[str, str]] = []

    def answer(dialog: str, chosen: Path | str) -> None:  # the organiser's choice in the file dialog
        def ask(_parent: object, title: str, folder: str, kinds: str) -> tuple[str, str]:
            asked.append((title, folder))
            return str(chosen), kinds

        monkeypatch.setattr(QFileDialog, dialog, ask)

    answer("getSaveFileName", later / "copy")
    judge.window.files.copy_dialog(switch=False)
    assert (later / "copy.throne").is_file() and working_folder(judge.window.settings) == later
    answer("getSaveFileName", later / "saturday")
    judge.window.files.new_night_from_this()
    service = judge.window.session.require()
    assert service.files.path is not None and service.files.path.name == "saturday.throne"
    answer("getOpenFileName", "")  # cancelled: nothing opens, the folder stays
    judge.window.files.open_dialog()
    assert judge.window.session.require() is service
    answer("getOpenFileName", club / "friday.throne")
    judge.window.files.open_dialog()
    assert judge.window.session.require().files.path == club / "friday.throne"
    assert asked == [
        ("Save a copy of the tournament", str(club)),
        ("The next night's file", str(later)),
        ("Open a tournament", str(later)),
        ("Open a tournament", str(later)),
    ]
    assert working_folder(judge.window.settings) == club
