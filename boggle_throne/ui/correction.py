"""Asking the judge for the right spelling of a read word, from the game screen or the log."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QWidget

from boggle_throne.night.games import GameKey
from boggle_throne.ui.session import Session


def ask_correction(parent: QWidget, session: Session, key: GameKey, player: str, word: str) -> QInputDialog:
    """Open a (non-blocking) dialog; its answer corrects the word, or removes it when left empty."""
    service = session.require()
    dialog = QInputDialog(parent)
    dialog.setObjectName("correctWordDialog")
    dialog.setWindowTitle("Correct a word")
    dialog.setLabelText(f"{player} read {word.upper()} in {key.label}.\nThe right word (empty removes it):")
    dialog.setTextValue(word)
    dialog.textValueSelected.connect(
        lambda text: session.act(
            f"correct {word.upper()}", lambda: service.correct_word(key, player, word, text.strip())
        )
    )
    dialog.open()
    return dialog
