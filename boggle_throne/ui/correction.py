"""Asking the judge for the right spelling of a read word (from the game screen or the log), or for
the reader who read a word typed under someone else."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QWidget

from boggle_throne.night.commands import MoveWord
from boggle_throne.night.games import GameKey
from boggle_throne.services.views import GameView, PlayerGameView
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


def ask_reader(
    parent: QWidget, session: Session, game: GameView, player: PlayerGameView, word: str
) -> QInputDialog:
    """Open a (non-blocking) list of the game's other readers; the one chosen gets the word."""
    service = session.require()
    others = {p.name: p.player for p in game.players if p.player != player.player}
    dialog = QInputDialog(parent)
    dialog.setObjectName("moveWordDialog")
    dialog.setWindowTitle("Move a word")
    dialog.setLabelText(f"{word.upper()} was typed under {player.name}.\nWho read it?")
    dialog.setComboBoxItems(list(others))
    dialog.textValueSelected.connect(
        lambda name: session.act(
            f"move {word.upper()} to {name}",
            lambda: service.execute(MoveWord(game.key, player.player, word, others[name])),
        )
    )
    dialog.open()
    return dialog
