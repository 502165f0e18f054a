"""The line under the entry says the last thing the judge did to the game, and nothing older.

A word read, ruled on, corrected or moved is said with its verdict as it now stands, its path lit on
the board; a word withdrawn or removed is said without a path (it no longer counts); anything else
done to the game (the clock, an undo, the close) leaves the line and the board clear.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from boggle_throne.night import commands as c
from boggle_throne.services.reading.views import GameView, PlayerGameView, WordView


@dataclass(frozen=True)
class Said:
    """What the line says; `word` gives its verdict's colour and the path to light (None: neither)."""

    text: str
    word: WordView | None = None


NOTHING = Said("")


def verdict_text(word: WordView, reader: str) -> str:
    """A word's verdict as the line says it: `PLATES (Ann)  +3  —  in the dictionary`."""
    points = f"{word.points:+d}" if word.points else "0"
    return f"{word.word.upper()} ({reader})  {points}  —  {word.reason}"


def said_after(command: c.Command, read: WordView | None, game: GameView) -> Said:
    """What the line says after `command` on `game` (as it now stands); `read`: the verdict of a word
    just read, which the change carries."""
    if isinstance(command, c.RecordWord):
        reader = _player(game, command.player)
        return (
            Said(verdict_text(read, reader.name), read)
            if read is not None and reader is not None
            else NOTHING
        )
    if not isinstance(command, c.WordCommand):
        return NOTHING
    old = command.word.upper()
    if isinstance(command, c.CorrectWord):
        reader = _player(game, command.player)
        word = _word(reader, command.new_word)
        if reader is None or word is None:
            return Said(QCoreApplication.translate("LastDone", "{word} removed.").format(word=old))
        return Said(f"{old} → {verdict_text(word, reader.name)}", word)
    if isinstance(command, c.MoveWord):
        before, reader = _player(game, command.player), _player(game, command.to_player)
        word = _word(reader, command.word)
        if before is None or reader is None or word is None:
            return NOTHING
        moved = QCoreApplication.translate("LastDone", "Moved from {player}: {verdict}")
        return Said(moved.format(player=before.name, verdict=verdict_text(word, reader.name)), word)
    reader = _player(game, command.player)
    word = _word(reader, command.word)
    if reader is None or word is None:
        return NOTHING
    if isinstance(command, c.WithdrawWord):
        withdrawn = QCoreApplication.translate(
            "LastDone", "{word} ({player}) withdrawn: it no longer counts."
        )
        return Said(withdrawn.format(word=old, player=reader.name))
    return Said(verdict_text(word, reader.name), word)


def _player(game: GameView, player: int) -> PlayerGameView | None:
    return next((p for p in game.players if p.player == player), None)


def _word(reader: PlayerGameView | None, word: str) -> WordView | None:
    """The reader's copy of a word as it now stands (the latest, should it be read twice)."""
    if reader is None or not word:
        return None
    return next((w for w in reversed(reader.words) if w.word.lower() == word.lower()), None)
