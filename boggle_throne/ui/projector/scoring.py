"""The scoring page: each player's words appearing as they are read, in their verdict's colour and symbol.

The word just read stands large at the top with its points and reason; below, one column per player
in reading order. A crossed-off word is struck through; when a list outgrows its column, its oldest
words give way to a count, so the newest stay in sight.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QWidget

from boggle_throne.engine.wordlist import normalize_word
from boggle_throne.night.commands import RecordWord
from boggle_throne.night.games import GameKey
from boggle_throne.presentation.director import NightReader, ProjectorView, Scene
from boggle_throne.presentation.numbers import number
from boggle_throne.services.acting.changes import Change
from boggle_throne.services.reading.views import GameView, LogEntry, PlayerGameView, WordView
from boggle_throne.tournament.players import PlayerId
from boggle_throne.ui.projector.columns import GAP, LINE, PADDING, Columns, Lists, arrange
from boggle_throne.ui.projector.page import HEADER, Page, no_game, scene_game
from boggle_throne.ui.projector.style import (
    GOLD,
    HELD_COLOUR,
    INK,
    LEGEND,
    MUTED,
    Canvas,
    WordStyle,
    game_title,
    verdict_colour,
    verdict_symbol,
    word_style,
)

BANNER = 18.0
COLUMNS_TOP = HEADER + BANNER + 1
LEGEND_SIZE = 4.2  # 1/24 of the screen height: readable from the back of the room
LEGEND_HEIGHT = 6.0
MARGIN = 3.0  # left and right of the columns


def legend_entries() -> list[tuple[str, QColor]]:
    """The legend's entries: each symbol with what it means, in its colour."""
    entries = [
        (f"{verdict_symbol(v)} {QCoreApplication.translate('ProjectorStyle', label)}", verdict_colour(v))
        for v, label in LEGEND
    ]
    entries.append((QCoreApplication.translate("ScoringPage", "? held for a ruling"), HELD_COLOUR))
    return entries


def columns_bottom(canvas: Canvas) -> float:
    """Where the players' columns end: above the legend."""
    return canvas.height - LEGEND_HEIGHT - 1


def earlier(hidden: int) -> str:
    """The line standing for the oldest words that gave way: a count of words, not points."""
    return QCoreApplication.translate("ScoringPage", "{count} more above").format(count=hidden)


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
        self.title, self.game, self.newest = no_game(), None, None

    def present(self, reader: NightReader, scene: Scene) -> None:
        game = scene_game(reader, scene)
        if game is None:
            self.title, self.game, self.newest = no_game(), None, None
        else:
            self.newest = newest_word(game, self._read.get(game.key))
            self.title, self.game = game_title(game.key, scene.final), game
        self.update()

    def styled(self, player: str) -> tuple[tuple[WordView, WordStyle], ...]:
        """A player's words with their looks, in reading order."""
        assert self.game is not None
        return tuple((word, word_style(word)) for word in self.game.player(player).words)

    def paint(self, canvas: Canvas) -> None:
        self.heading(canvas, self.title, self.tr("READING"))
        if self.game is None:
            return
        if self.newest is not None:
            self._paint_newest(canvas, self.newest)
        columns = self.columns(canvas)
        for index, player in enumerate(self.game.players):
            reading = self.newest is not None and self.newest.player == player.name
            self._paint_column(canvas, index, player, reading, columns)
        self._paint_legend(canvas)

    def columns(self, canvas: Canvas) -> Columns:
        """The players' columns on this canvas, set so the words are as large as they can be."""
        assert self.game is not None
        players = self.game.players
        lists = Lists(
            tuple(p.name for p in players),
            tuple(number(p.total) for p in players),
            tuple(
                tuple((style.symbol, word.word.upper(), style.points) for word, style in self.styled(p.name))
                for p in players
            ),
        )
        return arrange(canvas, lists, MARGIN, COLUMNS_TOP, canvas.width - MARGIN, columns_bottom(canvas))

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
        reason = self.tr("held for a ruling") if newest.word.held else newest.word.reason
        canvas.text(
            canvas.rect(15, HEADER + 11.5, canvas.width - 19, 6),
            reason,
            4.2,
            MUTED,
            align=Qt.AlignmentFlag.AlignLeft,
            bold=False,
        )

    def _paint_column(
        self, canvas: Canvas, index: int, player: PlayerGameView, reading: bool, columns: Columns
    ) -> None:
        """A player's name (its lines) and total at the names' one size, then their words, newest
        last, in the columns' sub-columns at the words' one size."""
        left, top = columns.place(index, MARGIN, COLUMNS_TOP)
        width = columns.width
        canvas.panel(canvas.rect(left, top, width, columns.height))
        colour = GOLD if reading else INK
        size, line = columns.name_size, columns.name_size * LINE
        total_width = canvas.advance(number(player.total), size) + 0.5
        room = width - 2 * PADDING - total_width - 1
        for row, text in enumerate(columns.name_lines[index]):
            canvas.text(
                canvas.rect(left + PADDING, top + 0.75 + row * line, room, line),
                text,
                size,
                colour,
                align=Qt.AlignmentFlag.AlignLeft,
            )
        canvas.text(
            canvas.rect(left + width - PADDING - total_width, top + 0.75, total_width, line),
            number(player.total),
            size,
            colour,
            align=Qt.AlignmentFlag.AlignRight,
        )
        words = self.styled(player.name)
        rows, subs = columns.rows, columns.subs
        hidden = max(0, len(words) - rows * subs)
        if hidden:
            hidden += 1
            words = words[hidden:]
        slots: list[tuple[WordView, WordStyle] | int] = [hidden] if hidden else []
        slots.extend(words)
        for place, slot in enumerate(slots):
            sub, row = divmod(place, rows)
            x, y = left + PADDING + sub * columns.sub_width, top + columns.header + row * columns.row
            if isinstance(slot, int):
                box = canvas.rect(x, y, columns.sub_width, columns.row)
                canvas.text(box, earlier(slot), columns.size, MUTED, bold=False)
            else:
                self._paint_word(canvas, slot, x, y, columns)

    @staticmethod
    def _paint_word(
        canvas: Canvas, styled: tuple[WordView, WordStyle], x: float, y: float, columns: Columns
    ) -> None:
        """One word in its row: symbol, the word, its points, all at the page's one size."""
        word, style = styled
        size, width, height = columns.size, columns.sub_width, columns.row
        gap = GAP * size
        canvas.text(canvas.rect(x, y, columns.symbol, height), style.symbol, size, style.colour)
        room = width - columns.symbol - columns.points - 2 * gap
        canvas.text(
            canvas.rect(x + columns.symbol + gap, y, room, height),
            word.word.upper(),
            size,
            style.colour,
            align=Qt.AlignmentFlag.AlignLeft,
            crossed=style.crossed,
        )
        canvas.text(
            canvas.rect(x + width - columns.points - 0.3, y, columns.points, height),
            style.points,
            size,
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
