"""Before a night is open: the start page, and the form of a new night, are translated too (the
pseudo-translation of tests/i18n/test_pseudo_window.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow
from tests.i18n.pseudo import night_data, not_translated, shown_texts

pytestmark = pytest.mark.usefixtures("pseudo_language")
NO_NIGHT = night_data({"tournament": {"name": "", "dictionary": "enable", "dice": ""}, "actions": []})


def test_the_start_page_and_a_new_nights_form(qtbot: QtBot, qt_settings: QSettings) -> None:
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    missed = [f"start: {line}" for line in not_translated(shown_texts(window), NO_NIGHT)]
    window.files.new_tournament()
    QApplication.processEvents()
    missed += [f"new night: {line}" for line in not_translated(shown_texts(window), NO_NIGHT)]
    assert missed == [], "\n".join(["shown untranslated:", *missed])
