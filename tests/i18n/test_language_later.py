"""A change of language never closes a night under its players: with the phones served, the choice is
kept and shown when the app next starts, and the window stays as it is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne import i18n
from boggle_throne.ui.app import renew_window
from boggle_throne.ui.language import LANGUAGE_KEY, saved_language
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.phones.station import PhoneStation


def test_with_the_phones_served_the_language_waits_for_the_next_start(
    qtbot: QtBot, qt_settings: QSettings, night_copy: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.show()
    window.files.adopt(night_copy)  # type: ignore[arg-type]
    monkeypatch.setattr(PhoneStation, "running", property(lambda _station: True))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, _title, text: told.append(text))
    assert renew_window(window, "nl") is None
    assert len(told) == 1 and window.isVisible() and window.session.service is night_copy
    assert i18n.language() == "en"  # not now
    assert (
        qt_settings.value(LANGUAGE_KEY) == "nl" and saved_language(qt_settings) == "nl"
    )  # at the next start
