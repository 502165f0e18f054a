"""The scoring page: each player's words appearing as they are read, in their verdict's colour and symbol.

The word just read stands large at the top with its points and reason; below, one column per player
in reading order. A crossed-off word is struck through; when a list outgrows its column, its oldest
words give way to a count, so the newest stay in sight.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QWidget

from boggle_throne.engine.wordlist import normalize_word
from boggle_throne.night.commands import RecordWord
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.services.changes import Change
from boggle_throne.services.views import GameView, LogEntry, PlayerGameView, WordView
from boggle_throne.tournament.players import PlayerId
from boggle_throne.ui.projector.page import HEADER, NO_GAME, Page, scene_game
from boggle_throne.ui.projector.style import (
    GOLD,
    HELD_COLOUR,
    INK,
    LEGEND,
    MUTED,
    Canvas,
    WordStyle,
    game_title,
    number,
    verdict_colour,
    verdict_symbol,
    word_style,
)

BANNER = 18.0
NAME = 5.6  # the size of the players' names while the columns have room for them
WORD = 4.3  # the size of every read word while the columns have room for it (up to four players)
LINE = 1.3  # a row of words is this many times the word size
GAP = 0.3  # between a word's symbol, the word and its points, in word sizes
LEGEND_SIZE = 4.2  # 1/24 of the screen height: readable from the back of the room
LEGEND_HEIGHT = 6.0
SUB_COLUMN = 30.0  # the narrowest column of words, in units
MARGIN = 3.0  # left and right of the columns
COLUMN_GAP = 1.0
PADDING = 1.0  # inside a column, either side of its words


def column_width(canvas: Canvas, players: int) -> float:
    """The width of each player's column, in units: the page shared evenly."""
    return (canvas.width - 2 * MARGIN - COLUMN_GAP * (players - 1)) / max(1, players)


def name_width(width: float) -> float:
    """The room for a player's name at the head of a column that wide (their total takes the rest)."""
    return width * 0.66 - 1.5


def sub_columns(width: float) -> int:
    """How many columns of words a player's column of that width holds."""
    return max(1, math.floor(width / SUB_COLUMN))


def sub_column_width(width: float) -> float:
    return (width - 2 * PADDING) / sub_columns(width)


def legend_entries() -> list[tuple[str, QColor]]:
    """The legend's entries: each symbol with what it means, in its colour."""
    entries = [(f"{verdict_symbol(v)} {label}", verdict_colour(v)) for v, label in LEGEND]
    entries.append(("? held for a ruling", HELD_COLOUR))
    return entries


def earlier(hidden: int) -> str:
    """The line standing for the oldest words that gave way: a count of words, not points."""
    return f"{hidden} more above"


@dataclass(frozen=True)
class WordLayout:
    """How every word of the page is set: one size, and the widths of the symbol and points cells.

    All in units; the widths are those of the widest symbol and points read, at that size.
    """

    size: float
    symbol: float
    points: float

    @property
    def row(self) -> float:
        return self.size * LINE


def word_layout(canvas: Canvas, words: Sequence[tuple[str, str, str]], width: float) -> WordLayout:
    """The one size for all the page's words: `WORD`, or smaller so the widest row fits `width` units.

    `words` are each (symbol, text, points) as shown; one size for the whole screen keeps the best
    (longest) words as large as the rest, instead of shrinking each long word on its own.
    """
    metrics = QFontMetricsF(canvas.font(WORD))
    per_size = canvas.unit * WORD  # advances are measured at WORD; divide to get them per unit of size

    def advance(text: str) -> float:
        return metrics.horizontalAdvance(text) / per_size

    rows = [(advance(symbol), advance(text), advance(points)) for symbol, text, points in words]
    symbol = max((row[0] for row in rows), default=0.0)
    points = max((row[2] for row in rows), default=0.0)
    widest = max((row[1] for row in rows), default=0.0) + symbol + points + 2 * GAP
    size = min(WORD, width / widest) if widest > 0 else WORD
    size = canvas.whole_pixels(size)
    return WordLayout(size, symbol * size, points * size)


@dataclass(frozen=True)
class Newest:
    """The word read last and who read it."""

    player: str
    word: WordView


@dataclass(frozen=True)
class Read:
    """A word as it was read: by whom and what (its verdict is the game's, as it now stands)."""

    player: PlayerId
    word: str


def recorded_word(change: Change) -> tuple[GameKey, Read] | None:
    """The word a change recorded and its reader."""
    command = change.command
    if not isinstance(command, RecordWord) or change.result.word is None:
        return None
    return command.key, Read(command.player, change.result.word.word)


def last_read(log: Iterable[LogEntry]) -> dict[GameKey, Read]:
    """Each game's word read last, as the night's log has it (the judge's place after a restart)."""
    read: dict[GameKey, Read] = {}
    for entry in log:
        command = entry.command
        if entry.in_force and isinstance(command, RecordWord):
            read[command.key] = Read(command.player, normalize_word(command.word))
    return read


def newest_word(game: GameView, read: Read | None) -> Newest | None:
    """The word to show large: the one read last, with its verdict as the game now shows it (a ruling
    or a correction changes it); when that word is gone (withdrawn, undone) or the game has no word
    read, the last word of the last reader who has any."""
    if read is not None:
        reader = next((p for p in game.players if p.player == read.player), None)
        same = [w for w in reader.words if w.word == read.word] if reader is not None else []
        if reader is not None and same:
            return Newest(reader.name, same[-1])
    readers = [p for p in game.players if p.words]
    return Newest(readers[-1].name, readers[-1].words[-1]) if readers else None


class ScoringPage(Page):
    """The reading of the followed game's words."""

    view = ProjectorView.SCORING

    title = ""
    game: GameView | None = None
    newest: Newest | None = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._read: dict[GameKey, Read] = {}

    def follow(self, change: Change) -> None:
        """Note the word a change recorded (named by its command, its verdict in its result)."""
        recorded = recorded_word(change)
        if recorded is not None:
            key, read = recorded
            self._read[key] = read

    def forget(self, log: Iterable[LogEntry] = ()) -> None:
        """Another night: the words read last are those its log ends with (none for no night)."""
        self._read = last_read(log)
        self.title, self.game, self.newest = NO_GAME, None, None

    def present(self, reader: NightReader, scene: Scene) -> None:
        game = scene_game(reader, scene)
        if game is None:
            self.title, self.game, self.newest = NO_GAME, None, None
        else:
            self.newest = newest_word(game, self._read.get(game.key))
            self.title, self.game = game_title(game.key, scene.final), game
        self.update()

    def styled(self, player: str) -> tuple[tuple[WordView, WordStyle], ...]:
        """A player's words with their looks, in reading order."""
        assert self.game is not None
        return tuple((word, word_style(word)) for word in self.game.player(player).words)

    def paint(self, canvas: Canvas) -> None:
        self.heading(canvas, self.title, "READING")
        if self.game is None:
            return
        if self.newest is not None:
            self._paint_newest(canvas, self.newest)
        players = self.game.players
        width = column_width(canvas, len(players))
        layout = self.words_layout(canvas)
        names = canvas.one_size((p.name for p in players), NAME, name_width(width))
        for index, player in enumerate(players):
            left = MARGIN + index * (width + COLUMN_GAP)
            reading = self.newest is not None and self.newest.player == player.name
            self._paint_column(canvas, player, left, width, reading, layout, max(names, layout.size))
        self._paint_legend(canvas)

    def words_layout(self, canvas: Canvas) -> WordLayout:
        """The words' one size on this canvas, fitted to the widest word read in any column."""
        assert self.game is not None
        shown = [
            (style.symbol, word.word.upper(), style.points)
            for player in self.game.players
            for word, style in self.styled(player.name)
        ]
        return word_layout(canvas, shown, sub_column_width(column_width(canvas, len(self.game.players))))

    def _paint_newest(self, canvas: Canvas, newest: Newest) -> None:
        style = word_style(newest.word)
        half = (canvas.width - 8) * 0.55
        canvas.text(canvas.rect(4, HEADER, 9, 12), style.symbol, 9, style.colour)
        canvas.text(
            canvas.rect(15, HEADER, half - 11, 12),
            newest.word.word.upper(),
            11,
            style.colour,
            align=Qt.AlignmentFlag.AlignLeft,
            crossed=style.crossed,
        )
        right = 4 + half + 2
        aside = canvas.width - 4 - right
        canvas.text(
            canvas.rect(right, HEADER, aside, 12),
            f"{newest.player}   {style.points}",
            8,
            style.colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
        reason = "held for a ruling" if newest.word.held else newest.word.reason
        canvas.text(
            canvas.rect(15, HEADER + 11.5, canvas.width - 19, 6),
            reason,
            4.2,
            MUTED,
            align=Qt.AlignmentFlag.AlignLeft,
            bold=False,
        )

    def _paint_column(
        self,
        canvas: Canvas,
        player: PlayerGameView,
        left: float,
        width: float,
        reading: bool,
        layout: WordLayout,
        name_size: float,
    ) -> None:
        """A player's name and total (every name at one size, never smaller than the words), then
        their words, newest last, in as many sub-columns as fit."""
        top = HEADER + BANNER + 1
        bottom = canvas.height - LEGEND_HEIGHT
        canvas.panel(canvas.rect(left, top, width, bottom - top - 1))
        colour = GOLD if reading else INK
        canvas.text(
            canvas.rect(left + 1.5, top + 0.5, name_width(width), 7),
            player.name,
            name_size,
            colour,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        canvas.text(
            canvas.rect(left + width * 0.7, top + 0.5, width * 0.3 - 1.5, 7),
            number(player.total),
            name_size,
            colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
        words = self.styled(player.name)
        rows = max(1, math.floor((bottom - top - 9) / layout.row))
        subs = sub_columns(width)
        hidden = max(0, len(words) - rows * subs)
        if hidden:
            hidden += 1
            words = words[hidden:]
        slots: list[tuple[WordView, WordStyle] | int] = [hidden] if hidden else []
        slots.extend(words)
        sub_width = sub_column_width(width)
        for index, slot in enumerate(slots):
            sub, row = divmod(index, rows)
            x, y = left + PADDING + sub * sub_width, top + 8 + row * layout.row
            if isinstance(slot, int):
                box = canvas.rect(x, y, sub_width, layout.row)
                canvas.text(box, earlier(slot), layout.size, MUTED, bold=False)
            else:
                self._paint_word(canvas, slot, x, y, sub_width, layout)

    @staticmethod
    def _paint_word(
        canvas: Canvas,
        styled: tuple[WordView, WordStyle],
        x: float,
        y: float,
        width: float,
        layout: WordLayout,
    ) -> None:
        """One word in its row: symbol, the word, its points, all at the page's one size."""
        word, style = styled
        gap, height = GAP * layout.size, layout.row
        canvas.text(canvas.rect(x, y, layout.symbol, height), style.symbol, layout.size, style.colour)
        canvas.text(
            canvas.rect(x + layout.symbol + gap, y, width - layout.symbol - layout.points - 2 * gap, height),
            word.word.upper(),
            layout.size,
            style.colour,
            align=Qt.AlignmentFlag.AlignLeft,
            crossed=style.crossed,
        )
        canvas.text(
            canvas.rect(x + width - layout.points, y, layout.points, height),
            style.points,
            layout.size,
            style.colour,
            align=Qt.AlignmentFlag.AlignRight,
        )

    @staticmethod
    def _paint_legend(canvas: Canvas) -> None:
        """What the symbols mean, for anyone who cannot tell the colours apart; centred, each entry
        as wide as its text so the legend can be set large."""
        entries = legend_entries()
        font = canvas.font(LEGEND_SIZE)
        widths = [QFontMetricsF(font).horizontalAdvance(text) / canvas.unit for text, _ in entries]
        space = (canvas.width - 2 * MARGIN - sum(widths)) / len(entries)
        x = MARGIN + space / 2
        top = canvas.height - LEGEND_HEIGHT
        for (text, colour), width in zip(entries, widths, strict=True):
            canvas.text(canvas.rect(x, top, width, LEGEND_HEIGHT), text, LEGEND_SIZE, colour)
            x += width + space
