"""The keys are written down once: F1's table is made from the window's actions, and the README's
table names every key those actions have, the pages in their order."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from boggle_throne.ui.help import PAGE_KEYS, TYPED_KEYS, action_keys
from boggle_throne.ui.main_window import MainWindow, Page

README = Path(__file__).resolve().parents[2] / "README.md"
PAGES = ", ".join(page.value for page in Page)


def _keyed(window: MainWindow) -> list[tuple[str, str]]:
    """Every action with a key: (its group, its keys)."""
    return [
        (title, action_keys(action))
        for title, actions in window.key_groups()
        for action in actions
        if not action.shortcut().isEmpty()
    ]


def _readme_app_section() -> str:
    text = README.read_text(encoding="utf-8")
    return text[text.index("## The app") : text.index("### The projector")]


def test_f1_lists_every_action_with_a_key_and_the_pages_in_order(
    qtbot: QtBot, judges_window: MainWindow
) -> None:
    keyed = _keyed(judges_window)
    assert ("Game page", "Ctrl+Shift+M") in keyed and ("Everywhere", "Ctrl+Z") in keyed
    qtbot.keyClick(judges_window, Qt.Key.Key_F1)
    box = next(b for b in judges_window.findChildren(QMessageBox) if b.windowTitle() == "Keyboard shortcuts")
    text = box.text()
    assert f"<b>{PAGE_KEYS}</b></td><td>{PAGES}</td>" in text
    assert PAGE_KEYS == f"Ctrl+1 … Ctrl+{len(Page)}" == "Ctrl+1 … Ctrl+8"
    for _title, keys in keyed:
        assert f"<b>{keys}</b>" in text, keys
    for keys, _what in TYPED_KEYS:
        assert f"<b>{keys}</b>" in text, keys
    assert "Move word to its reader: the selected word was typed under the wrong reader" in text
    box.close()


def test_the_readme_names_every_key_of_the_window_and_the_pages_in_order(judges_window: MainWindow) -> None:
    section = _readme_app_section()
    prose = " ".join(section.split())
    assert f"The pages — {PAGES} — are on {PAGE_KEYS};" in prose
    table = "\n".join(line for line in section.splitlines() if line.startswith("| "))
    missing = [
        keys
        for _title, keys in _keyed(judges_window)
        if not re.search(rf"(?<![\w+]){re.escape(keys)}(?![\w+])", table)
    ]
    assert not missing, f"the README's key table does not name {missing}"
