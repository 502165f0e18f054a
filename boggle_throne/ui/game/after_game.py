"""After a game: its longest word and the best words on the board that nobody found."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from boggle_throne.engine.counts import counted
from boggle_throne.services.reading.views import GameView


def longest_words(game: GameView) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The longest scoring words read in the game, each with its readers, in reading order: every
    player who tied for the longest is named."""
    scoring = [(w.word, p.name) for p in game.players for w in p.words if w.verdict.scores]
    longest = max((len(word) for word, _ in scoring), default=0)
    readers: dict[str, list[str]] = {}
    for word, name in scoring:
        if len(word) == longest and name not in readers.setdefault(word, []):
            readers[word].append(name)
    return tuple((word, tuple(names)) for word, names in readers.items())


def longest_text(game: GameView) -> str:
    """`Longest word: PLATES (6 letters, Ann)`, or every word that tied: `Longest words (6 letters):
    PLATES (Ann), ALERTS (Bea, Cid)`."""
    found = longest_words(game)
    if not found:
        return QCoreApplication.translate("AfterGamePanel", "Longest word: none scored")
    length = counted(len(found[0][0]), "letter")
    if len(found) == 1:
        word, names = found[0]
        return QCoreApplication.translate(
            "AfterGamePanel", "Longest word: <b>{word}</b> ({length}, {readers})"
        ).format(word=word.upper(), length=length, readers=escape(", ".join(names)))
    words = ", ".join(f"<b>{word.upper()}</b> ({escape(', '.join(names))})" for word, names in found)
    return QCoreApplication.translate("AfterGamePanel", "Longest words ({length}): {words}").format(
        length=length, words=words
    )


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
        layout.addWidget(QLabel(self.tr("<b>After the game</b>")))
        layout.addWidget(self.longest)
        layout.addWidget(self.missed)

    def show_game(self, game: GameView, missed: tuple[str, ...]) -> None:
        self.longest.setText(longest_text(game))
        self.missed.setText(
            self.tr("Best words nobody found: {words}").format(
                words=", ".join(f"<b>{w.upper()}</b>" for w in missed)
            )
            if missed
            else self.tr("Nobody missed a word worth mentioning.")
        )
