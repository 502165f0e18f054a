"""The station's language: the system's by default, chosen in View ▸ Language, shown at once around the
open night; Qt's own dialogs speak it too; and in Dutch every menu and page keeps one thing per Alt+letter."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne import i18n
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.language import LANGUAGE_KEY, saved_language
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.pages import Page
from tests.ui.test_judges_mnemonics import _clashes, _letter


@pytest.fixture
def window(qtbot: QtBot, qt_settings: QSettings) -> MainWindow:
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_language_is_the_systems_until_one_is_chosen(
    monkeypatch: pytest.MonkeyPatch, qt_settings: QSettings
) -> None:
    monkeypatch.setenv("LANGUAGE", "nl_BE:en")
    assert saved_language(qt_settings) == "nl"
    monkeypatch.setenv("LANGUAGE", "sw")  # a language the app does not speak
    monkeypatch.setenv("LANG", "sw_KE.UTF-8")
    assert saved_language(qt_settings) == "en"
    qt_settings.setValue(LANGUAGE_KEY, "nl")
    assert saved_language(qt_settings) == "nl"


@pytest.mark.usefixtures("dutch")
def test_qts_own_buttons_speak_dutch(qtbot: QtBot) -> None:
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    button = box.button(QMessageBox.StandardButton.Cancel)
    assert button is not None and button.text().replace("&", "") == "Annuleren"


def test_the_language_menu_names_each_language_in_its_own_words(window: MainWindow) -> None:
    items = {action.text(): action.isChecked() for action in window.language_menu.actions()}
    assert items == {"English": True, "Nederlands": False}


def test_choosing_dutch_shows_it_at_once_around_the_open_night(
    qtbot: QtBot, window: MainWindow, night_copy: OpenNight, qt_settings: QSettings
) -> None:
    window.files.adopt(night_copy)
    window.show_page(Page.STANDINGS)
    path = night_copy.files.path
    english_file_menu = window.menuBar().actions()[0].text()
    dutch = next(action for action in window.language_menu.actions() if action.text() == "Nederlands")
    dutch.trigger()
    renewed = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    assert len(renewed) == 1 and renewed[0] is not window
    new = renewed[0]
    qtbot.addWidget(new)
    assert i18n.language() == "nl" and qt_settings.value(LANGUAGE_KEY) == "nl"
    assert new.session.service is not None and new.session.service.files.path == path
    assert new.current_page() is Page.STANDINGS  # where the judge was
    assert new.menuBar().actions()[0].text() == QCoreApplication.translate("MainWindow", "&File")
    assert new.menuBar().actions()[0].text() != english_file_menu
    checked = [action.text() for action in new.language_menu.actions() if action.isChecked()]
    assert checked == ["Nederlands"]


def menus(actions: list[QAction], where: str = "") -> dict[str, list[str]]:
    """Each menu (the bar too) → the texts of its visible items."""
    found: dict[str, list[str]] = {where or "menu bar": [a.text() for a in actions if a.isVisible()]}
    for action in actions:
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()
            found |= menus(menu.actions(), f"{where} ▸ {action.text()}")
    return found


@pytest.mark.usefixtures("dutch")
def test_every_dutch_menu_has_one_item_per_letter(window: MainWindow, night_copy: OpenNight) -> None:
    window.files.adopt(night_copy)
    clashes = {}
    for menu, texts in menus(window.menuBar().actions()).items():
        letters = Counter(letter for letter in map(_letter, texts) if letter is not None)
        twice = [text for text in texts if letters[_letter(text) or ""] > 1]
        if twice:
            clashes[menu] = twice
    assert clashes == {}


@pytest.mark.usefixtures("dutch")
@pytest.mark.parametrize("page", list(Page), ids=[page.name for page in Page])
def test_every_dutch_page_has_one_thing_per_alt_letter(
    window: MainWindow, night_copy: OpenNight, page: Page
) -> None:
    window.files.adopt(night_copy)
    window.show_page(page)
    assert _clashes(window, page) == {}


def test_tests_read_english(tmp_path: Path) -> None:
    """Whatever the machine's locale, a test starts in English (tests/conftest.py)."""
    assert i18n.language() == "en" and i18n.system_language() == "en"
