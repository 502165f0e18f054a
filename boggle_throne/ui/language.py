"""The language a station shows: Qt's translators for the window and gettext's for what lies below it.

A station speaks the language chosen in View ▸ Language, kept in its QSettings, else its system's
locale (`i18n.system_language`). `install_language` loads the app's Qt catalogue
(`boggle_throne_<code>.qm`) and Qt's own (`qtbase_<code>.qm`: the buttons of a QMessageBox, the
file dialogs, a line edit's context menu), and tells `boggle_throne.i18n` to speak it, so a refusal
said below the window is in the window's language.

Qt translates a text when a widget is built, so a new language shows in a window built after it is
installed: the judges' window rebuilds itself around the open night (`MainWindow.change_language`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QSettings, QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from boggle_throne import i18n

LANGUAGE_KEY = "language"
"""The QSettings key of the station's chosen language (absent: the system's)."""

_installed: list[QTranslator] = []


def qt_catalogue(code: str) -> Path:
    """The app's compiled Qt catalogue for a language."""
    return i18n.translations_dir() / "qt" / f"boggle_throne_{code}.qm"


def qtbase_catalogue(code: str) -> Path | None:
    """Qt's own catalogue for a language, where this Qt keeps it (a bundle keeps it in PySide6's
    folder), or None when Qt has none."""
    folders = (
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        Path(PySide6.__file__).parent / "Qt" / "translations",
        Path(PySide6.__file__).parent / "translations",
    )
    for folder in folders:
        if (folder / f"qtbase_{code}.qm").is_file():
            return folder / f"qtbase_{code}.qm"
    return None


def saved_language(settings: QSettings) -> str:
    """The station's language: the one chosen in View ▸ Language, else the system's."""
    chosen = i18n.supported(str(settings.value(LANGUAGE_KEY, "") or ""))
    return chosen if chosen is not None else i18n.system_language()


def choose_language(settings: QSettings, code: str) -> str:
    """Keep a station's choice and speak it from now on; the language taken."""
    settings.setValue(LANGUAGE_KEY, code)
    return install_language(code)


def install_language(code: str) -> str:
    """Speak `code` in this process: Qt's translators replaced, gettext's language set. English (the
    source language) needs no catalogue; a language without one falls back to English."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    taken = i18n.set_language(code)
    if taken == i18n.SOURCE_LANGUAGE or app is None:
        return taken
    for catalogue in (qt_catalogue(taken), qtbase_catalogue(taken)):
        translator = QTranslator(app)
        if catalogue is not None and translator.load(str(catalogue)):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    return taken


def start_language(settings: QSettings) -> str:
    """At start-up: speak the station's language."""
    return install_language(saved_language(settings))


def fill_language_menu(menu: QMenu, settings: QSettings, chosen: Callable[[str], object]) -> QActionGroup:
    """View ▸ Language: each language with a catalogue, named in its own words (whoever opens the menu
    may not read the current language), the station's checked; `chosen(code)` when one is picked."""
    group = QActionGroup(menu)
    current = saved_language(settings)
    for code, name in i18n.available_languages().items():
        action = menu.addAction(name)
        action.setData(code)
        action.setCheckable(True)
        action.setChecked(code == current)
        action.triggered.connect(lambda _=False, c=code: chosen(c) if c != i18n.language() else None)
        group.addAction(action)
    return group
