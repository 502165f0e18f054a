"""The side games' rules cards from File ▸ Print…: every game, or the one the Game box names."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boggle_throne.printing import DocumentKind
from boggle_throne.ui.print_dialog import PrintDialog
from boggle_throne.ui.session import Session
from tests.printing.pdf import page_texts
from tests.services.night_builder import NightBuilder


def test_the_game_box_is_for_the_rules_cards_and_picks_one_game(
    qtbot: QtBot, night: NightBuilder, qt_settings: QSettings, tmp_path: Path
) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    session = Session(owner)
    session.set_service(night.service)
    dialog = PrintDialog(session, settings=qt_settings, open_after=False)
    assert not dialog.game.isEnabled()
    dialog.kind.setCurrentIndex(dialog.kind.findData(DocumentKind.RULES_CARDS))
    assert dialog.game.isEnabled() and not dialog.round.isEnabled()
    assert dialog.out.text().endswith("rules-cards.pdf")
    dialog.game.setCurrentIndex(dialog.game.findData("liars-word-cards"))
    out = tmp_path / "cards.pdf"
    dialog.out.setText(str(out))
    assert dialog.make() == out.resolve()
    (page,) = page_texts(out)
    assert page.startswith("Liar's Word Cards")
