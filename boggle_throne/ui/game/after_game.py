"""After a game: its longest word and the best words on the board that nobody found."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from boggle_throne.services.views import GameView


def longest_word(game: GameView) -> tuple[str, str] | None:
    """The longest scoring word read in the game and its reader (the first read, on a tie)."""
    scoring = [(len(w.word), p.name, w.word) for p in game.players for w in p.words if w.verdict.scores]
    if not scoring:
        return None
    best = max(scoring, key=lambda item: item[0])
    return best[2], best[1]


class AfterGamePanel(QWidget):
    """Shown once a game is closed, for the judge to read out to the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.longest = QLabel()
        self.longest.setWordWrap(True)
        self.missed = QLabel()
        self.missed.setWordWrap(True)
        self.missed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("<b>After the game</b>"))
        layout.addWidget(self.longest)
        layout.addWidget(self.missed)

    def show_game(self, game: GameView, missed: tuple[str, ...]) -> None:
        found = longest_word(game)
        self.longest.setText(
            f"Longest word: <b>{found[0].upper()}</b> ({len(found[0])} letters, {found[1]})"
            if found
            else "Longest word: none scored"
        )
        self.missed.setText(
            "Best words nobody found: " + ", ".join(f"<b>{w.upper()}</b>" for w in missed)
            if missed
            else "Nobody missed a word worth mentioning."
        )
