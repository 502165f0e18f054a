"""The Setup page says each dictionary's language, source and licence, and makes a list of the
chosen dictionary's common words."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from boggle_throne.ui.main_window import MainWindow, Page

SHOTS = Path(os.environ.get("BOGGLE_THRONE_SHOTS", "/tmp/shots"))


def test_the_setup_page_shows_a_lists_origin_and_makes_its_common_words(
    qtbot: QtBot, judges_window: MainWindow, tmp_path: Path
) -> None:
    judges_window.resize(1280, 800)
    judges_window.files.new_tournament()
    setup = judges_window.pages[Page.SETUP]
    form = setup.form
    assert form.dictionary.currentData() == "enable"
    assert form.dictionary_about.text().startswith("en · ENABLE word list")
    assert form.dictionary_about.text().endswith("· public domain")
    words = tmp_path / "huis.txt"
    words.write_text("fiets\nhuis\ncafé\nzwijntjesjager\n", encoding="utf-8")
    setup.import_word_list(words, "huis", "nl")
    assert form.dictionary.currentData() == "huis"
    assert form.dictionary.currentText() == "huis (4 words, nl, imported)"
    assert form.dictionary_about.text() == f"nl · {words.resolve()}"
    assert form.common_button.text() == "Common words: the top 30,000"
    form.common_button.click()
    assert form.dictionary.currentData() == "huis-common"
    assert form.dictionary.currentText() == "huis-common (3 words, nl, imported)"
    assert "huis's words among the 30,000 most frequent in nl" in form.dictionary_about.text()
    qtbot.wait(50)
    assert setup.scroll_area.verticalScrollBar().maximum() == 0, "the form scrolls: something is hidden below"
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert judges_window.grab().save(str(SHOTS / "setup-word-list-origin.png"))


def test_the_vowel_bound_left_unset_says_it_is_the_dices_own(judges_window: MainWindow) -> None:
    judges_window.files.new_tournament()
    form = judges_window.pages[Page.SETUP].form
    assert form.min_vowels.text() == "no minimum"  # the English dice have none
    form.dice.setCurrentIndex(form.dice.findData("4x4-dutch"))
    assert form.min_vowels.text() == "the dice's own: 0.375"
    form.dice.setCurrentIndex(form.dice.findData("4x4-german"))
    assert form.min_vowels.text() == "the dice's own: 0.3125"
    form.min_vowels.setValue(0.5)
    assert form.min_vowels.text() == "0.50"
