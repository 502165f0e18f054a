"""A user-facing string that is not translatable fails here.

Every message of the code is translated as «message» (tests/i18n/pseudo.py); the judges' window is
opened on a whole night and every page, menu, main dialog and projector view is read: a text shown
without the brackets (and not the night's data: names, words, letters, numbers, times) was never
translated. The failure lists each such text and the widget that shows it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.presentation.director import ProjectorView
from boggle_throne.services.acting.open_night import OpenNight
from boggle_throne.ui.help import show_about, show_keys
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.pages import Page
from boggle_throne.ui.projector import ProjectorWindow
from boggle_throne.ui.projector.style import Canvas
from tests.i18n.pseudo import Data, action_texts, not_translated, shown_texts, untranslated

pytestmark = pytest.mark.usefixtures("pseudo_language")


@pytest.fixture
def window(qtbot: QtBot, qt_settings: object, night_copy: OpenNight) -> Iterator[MainWindow]:
    window = MainWindow(qt_settings)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.files.adopt(night_copy)
    yield window
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()


def test_the_pseudo_language_is_spoken(window: MainWindow) -> None:
    """The check below means something: a wrapped text does come out bracketed."""
    assert "«" in window.menuBar().actions()[0].text()
    assert untranslated("Players", Data([])) == "Players"
    assert untranslated("«Players» Arya 12", Data(["Arya"])) is None
    assert untranslated("«Round {n}» final", Data([])) is not None  # a glued English fragment


def test_every_page_of_the_judges_window(window: MainWindow, full_night: tuple[Path, Data]) -> None:
    data = full_night[1]
    missed: list[str] = []
    for page in Page:
        if page is Page.GAME:
            assert data.challenged is not None
            window.show_game(data.challenged)  # words read, one challenged and ruled on
        window.show_page(page)
        QApplication.processEvents()
        missed += [f"{page.name}: {line}" for line in not_translated(shown_texts(window), data)]
    assert missed == [], "\n".join(["shown untranslated:", *missed])


def test_every_menu(window: MainWindow, full_night: tuple[Path, Data]) -> None:
    missed = not_translated(action_texts(window.menuBar().actions()), full_night[1])
    assert missed == [], "\n".join(["untranslated in the menus:", *missed])


def test_the_main_dialogs(window: MainWindow, full_night: tuple[Path, Data]) -> None:
    data = full_night[1]
    dialogs: dict[str, QWidget | None] = {
        "print": window.print_dialog(),
        "keys": show_keys(window, window.key_groups()),
        "about": show_about(window),
        "phones": window.open_phones(),
        "season": window.open_season(),
    }
    missed: list[str] = []
    for name, dialog in dialogs.items():
        assert dialog is not None
        QApplication.processEvents()
        missed += [f"{name}: {line}" for line in not_translated(shown_texts(dialog), data)]
        dialog.close()
    assert missed == [], "\n".join(["shown untranslated:", *missed])


def painted_texts(window: ProjectorWindow) -> list[tuple[str, str]]:
    image = QImage(1280, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    canvas = Canvas(painter, 1280, 720)
    window.page.paint(canvas)
    painter.end()
    return [(type(window.page).__name__, drawn.asked) for drawn in canvas.drawn]


def test_every_projector_view(
    qtbot: QtBot, qt_settings: object, night_copy: OpenNight, full_night: tuple[Path, Data]
) -> None:
    projector = ProjectorWindow(night_copy, qt_settings)  # type: ignore[arg-type]
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    missed: list[str] = []
    for view in ProjectorView:
        projector.pin(view)
        missed += [f"{view.name}: {line}" for line in not_translated(painted_texts(projector), full_night[1])]
    missed += not_translated([("projector", projector.windowTitle())], full_night[1])
    assert missed == [], "\n".join(["painted untranslated:", *missed])
