"""A Dutch night by keys alone in the Dutch judges' window, the projector beside it: a new night on Dutch
dice with a Dutch word list, eight walk-ins, round 1 at two tables (a word challenged and the challenge
rejected), the final, the crown. Every Alt+letter is read off the Dutch button or label it presses,
never an English one written here (tests/ui/test_keys_only_night.py's `Night` does the keys)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import Phase, ProjectorView, Stage
from boggle_throne.services.paths import data_dir
from boggle_throne.services.word_lists.dictionaries import DictionaryLibrary, ListOrigin
from boggle_throne.ui.folders import remember_folder
from boggle_throne.ui.main_window import MainWindow
from boggle_throne.ui.pages import Page
from tests.ui.test_keys_only_night import CTRL, CTRL_SHIFT, K, Night, mnemonic

DUTCH_LIST = Path("/usr/share/dict/dutch")
PLAYERS = ("Anouk", "Bram", "Cor", "Daan", "Eva", "Fenna", "Gijs", "Hanneke")
ROLL = "DAKO REGE MINA TSEL"
FINAL_ROLL = "BEST RAIN KOEL TEHE"
TABLE_ONE = (("dreigen", "kermis"), ("regen", "kade"), ("mist",), ("dak",))
TABLE_TWO = (("raken", "geit"), ("adem", "mier", "les"), ("rage", "tien"), ("rek",))
FINAL = (("brein", "stier"), ("hoek", "koel"), ("best", "rest", "reis"), ("kast",))
CHALLENGED = (1, "kade")
"""Round 1, table 1's second reader's KADE is challenged, and the challenge rejected."""


@pytest.fixture
def dutch_list() -> str:
    """Debian's Dutch list when installed (.ci/run installs wdutch), else the night's own words."""
    library = DictionaryLibrary(data_dir())
    origin = ListOrigin("nl", "Debian wdutch (OpenTaal)", "BSD-3-Clause or CC BY 3.0")
    if DUTCH_LIST.exists():
        library.import_list(DUTCH_LIST, "nederlands", origin)
    else:
        words = sorted({w for game in (TABLE_ONE, TABLE_TWO, FINAL) for theirs in game for w in theirs})
        listed = data_dir() / "nederlands.txt"
        listed.parent.mkdir(parents=True, exist_ok=True)
        listed.write_text("\n".join(words) + "\n", encoding="utf-8")
        library.import_list(listed, "nederlands", origin)
    return "nederlands"


@pytest.fixture
def dutch_window(qtbot: QtBot, qt_settings: QSettings, dutch: None) -> MainWindow:
    window = MainWindow(qt_settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def label_of(root: QWidget, field: QWidget) -> str:
    """The text of the label that names a field (its Alt+letter moves the keys to the field)."""
    labels = [label for label in root.findChildren(QLabel) if label.buddy() is field]
    assert len(labels) == 1, field
    return labels[0].text()


def test_a_dutch_night_by_keys_alone(
    qtbot: QtBot, dutch_window: MainWindow, dutch_list: str, qt_settings: QSettings, tmp_path: Path
) -> None:
    remember_folder(qt_settings, tmp_path / "last.throne")  # the new file goes to the test's folder
    window = dutch_window
    night = Night(qtbot, window)
    file_menu = window.menuBar().actions()[0].text()
    assert file_menu == QCoreApplication.translate("MainWindow", "&File") != "&File"  # the window is Dutch

    # The night: Ctrl+N, its name, one game a round, the Dutch dice and list, Enter creates it.
    night.press(K.Key_N, CTRL)
    setup = window.pages[Page.SETUP]
    form = setup.form
    night.type("Donderdag in De Kroon")
    night.alt(mnemonic(label_of(setup, form.games_per_round)))
    night.type("1")
    night.alt(mnemonic(label_of(setup, form.dice)))
    night.type("4x4-d")
    night.alt(mnemonic(label_of(setup, form.dictionary)))
    night.type(dutch_list)
    night.press(K.Key_Return)
    service = window.session.service
    assert service is not None and service.views.settings.name == "Donderdag in De Kroon"
    assert (service.views.settings.dice, service.views.settings.dictionary) == ("4x4-dutch", dutch_list)

    # Eight walk-ins, each name and Enter; the projector beside the window.
    assert window.current_page() is Page.PLAYERS
    for name in PLAYERS:
        night.type(name)
        night.press(K.Key_Return)
    assert {p.name for p in service.views.players() if p.here} == set(PLAYERS)
    night.press(K.Key_P, CTRL_SHIFT)
    qtbot.waitExposed(night.projector)
    night.room_sees(ProjectorView.WAITING, Phase(None, Stage.SEATED))

    # Round 1 seated at two tables by the Dutch button's letter, played, a challenge rejected.
    rounds = window.pages[Page.ROUNDS]
    night.page_key(3, Page.ROUNDS)
    assert rounds.confirm_button.text() != "&Confirm seating"
    night.alt(mnemonic(rounds.confirm_button.text()))
    qtbot.waitUntil(lambda: bool(service.views.play().round_titles))
    readers_one = night.play(GameKey(1, 1, 1), ROLL, TABLE_ONE, CHALLENGED)
    readers_two = night.play(GameKey(1, 2, 1), None, TABLE_TWO)
    night.room_sees(ProjectorView.STANDINGS, Phase(1, Stage.DECIDED))
    kade = service.views.game(GameKey(1, 1, 1)).player(readers_one[1]).words[-1]
    assert kade.word == "kade" and kade.points > 0  # the Dutch list holds it, the challenge failed

    # The final and the crown.
    night.page_key(3, Page.ROUNDS)
    night.alt(mnemonic(rounds.confirm_button.text()))
    qtbot.waitUntil(lambda: len(service.views.play().round_titles) == 2)
    assert set(service.views.round(2).tables[0].seats) == {*readers_one[:2], *readers_two[:2]}
    readers_final = night.play(GameKey(2, 1, 1), FINAL_ROLL, FINAL)
    night.page_key(3, Page.ROUNDS)
    night.alt(mnemonic(rounds.crown_button.text()))
    qtbot.waitUntil(lambda: service.views.standings().winner is not None)
    assert service.views.standings().winner == readers_final[0]
    night.room_sees(ProjectorView.CROWNING, Phase(None, Stage.CROWNED))
