"""Every page can be worked from the keyboard: Alt+letter reaches one thing only (never a menu too),
and Enter on the New-tournament page creates the tournament."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page

_MNEMONIC = re.compile(r"&([^&\s])")


def _letter(text: str) -> str | None:
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def mnemonics(root: QWidget) -> dict[str, list[str]]:
    """The Alt+letter of each visible labelled field, button and group, by letter."""
    found: dict[str, list[str]] = defaultdict(list)
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        else:
            continue
        letter = _letter(text)
        if letter is not None:
            found[letter].append(text)
    return found


def _clashes(window: MainWindow, page: Page) -> dict[str, list[str]]:
    menus = {_letter(action.text()): action.text() for action in window.menuBar().actions()}
    found = mnemonics(window.pages[page])
    for letter, menu in menus.items():
        if letter is not None and letter in found:
            found[letter].append(f"menu {menu}")
    return {letter: texts for letter, texts in found.items() if len(texts) > 1}


def test_the_new_tournament_page_has_one_thing_per_alt_letter(judges_window: MainWindow) -> None:
    judges_window.files.new_tournament()
    assert _clashes(judges_window, Page.SETUP) == {}


@pytest.mark.parametrize("page", list(Page), ids=[page.name for page in Page])
def test_every_page_of_an_open_night_has_one_thing_per_alt_letter(
    judges_window: MainWindow, demo_night: tuple[Path, dict[str, Any]], tmp_path: Path, page: Page
) -> None:
    copy = tmp_path / "night.throne"
    copy.write_bytes(demo_night[0].read_bytes())
    assert judges_window.files.open_file(copy)
    judges_window.show_page(page)
    assert _clashes(judges_window, page) == {}


def test_enter_in_the_new_tournament_form_creates_it(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judges_window.files.new_tournament()
    setup = judges_window.pages[Page.SETUP]
    setup.path.setText(str(tmp_path / "friday.throne"))
    qtbot.keyClicks(setup.form.name, "Friday night")
    qtbot.keyClick(setup.form.name, Qt.Key.Key_Return)
    service = judges_window.session.service
    assert service is not None and service.views.settings.name == "Friday night"
    assert service.files.path == tmp_path / "friday.throne"


def test_enter_in_a_number_field_creates_it_too(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judges_window.files.new_tournament()
    setup = judges_window.pages[Page.SETUP]
    setup.path.setText(str(tmp_path / "saturday.throne"))
    setup.form.name.setText("Saturday")
    setup.form.timer_seconds.setFocus()
    qtbot.keyClick(setup.form.timer_seconds, Qt.Key.Key_Enter)
    service = judges_window.session.service
    assert service is not None and service.views.settings.name == "Saturday"
