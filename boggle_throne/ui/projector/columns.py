"""How the reading page sets its players' columns: a grid that gives the words the largest one size.

Every word on the page is set at one size, and every name at one size no smaller than the words;
the grid (one row of columns, or two for five players and more), the names' size and the number of
sub-columns in each are chosen so that size is as large as the screen allows: large while the lists
are short, and no smaller than `SMALLEST` (then a list's oldest words give way, so the newest stay
in sight). A name too long for its column at that size is broken in two at its hyphen or space,
never cut.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from boggle_throne.ui.projector.style import SMALLEST, Canvas, two_lines

NAME = 5.6
"""The largest size of the players' names (and so of their words)."""
LINE = 1.3  # a row of words, or a line of a name, is this many times its size
GAP = 0.3  # between a word's symbol, the word and its points, in word sizes
COLUMN_GAP = 1.0
ROW_GAP = 1.0
PADDING = 1.2  # inside a column, either side of its words
SUB_COLUMNS = (1, 2, 3)
NAME_SIZES = (NAME, 4.6, 3.8)
"""The names' sizes tried, largest first: smaller names leave the words more room."""


Lines = tuple[tuple[str, ...], ...]
"""Each name as its lines: one, or two when broken."""


@dataclass(frozen=True)
class Lists:
    """What the columns must hold: each player's name, total and words as shown (symbol, word, points)."""

    names: tuple[str, ...]
    totals: tuple[str, ...]
    words: tuple[tuple[tuple[str, str, str], ...], ...]


@dataclass(frozen=True)
class Columns:
    """The columns' grid and sizes, in units: where each player's column is and how it is set."""

    across: int
    """Columns in a row of the grid."""
    width: float
    height: float
    name_size: float
    name_lines: Lines
    """Each player's name as its lines (one, or two when broken)."""
    header: float
    """The height of the names' rows at the top of every column."""
    size: float
    """The one size of every word."""
    symbol: float
    points: float
    """The widths of the widest symbol and points, at `size`."""
    subs: int
    """Sub-columns of words in each column."""

    @property
    def row(self) -> float:
        return self.size * LINE

    @property
    def sub_width(self) -> float:
        return (self.width - 2 * PADDING) / self.subs

    @property
    def rows(self) -> int:
        """Rows of words a sub-column holds."""
        return max(1, math.floor((self.height - self.header - 1) / self.row))

    def place(self, index: int, left: float, top: float) -> tuple[float, float]:
        """The top left corner of the player's column at `index`."""
        down, across = divmod(index, self.across)
        return left + across * (self.width + COLUMN_GAP), top + down * (self.height + ROW_GAP)


def name_lines(
    canvas: Canvas, names: Sequence[str], width: float, largest: float = NAME
) -> tuple[float, Lines]:
    """The one size of the names (up to `largest`) at which each fits `width` on one line, or on
    two when broken at its hyphen or space; and each name's lines at that size."""
    size = largest
    for name in names:
        lines = two_lines(name)
        fits = width / max(canvas.advance(name), 1e-6)
        if len(lines) > 1:
            fits = max(fits, width / max(canvas.advance(line) for line in lines))
        size = min(size, fits)
    size = canvas.whole_pixels(size)
    shown = tuple((name,) if canvas.advance(name, size) <= width else two_lines(name) for name in names)
    return size, shown


def readable_names(
    canvas: Canvas, names: Sequence[str], size: float, width: float, height: float
) -> tuple[float, Lines]:
    """The one size and the lines of names set in boxes `width` by `height` units, up to `size`:
    each on one line while that keeps them readable, else broken in two at a hyphen or space when
    that sets them larger (each line then takes half the box)."""
    whole = canvas.one_size(names, size, width)
    one_line = tuple((name,) for name in names)
    if whole >= min(size, SMALLEST):
        return whole, one_line
    broken, lines = name_lines(canvas, names, width, min(size, height / (2 * 1.05)))
    return (broken, lines) if broken > whole else (whole, one_line)


def arrange(canvas: Canvas, lists: Lists, left: float, top: float, right: float, bottom: float) -> Columns:
    """The grid and sizes that set the words largest in the area (units), ties to fewer rows."""
    players = max(1, len(lists.names))
    rows = [row for lst in lists.words for row in lst]
    symbol = max((canvas.advance(s) for s, _, _ in rows), default=0.0)
    points = max((canvas.advance(p) for _, _, p in rows), default=0.0)
    widest = max((canvas.advance(w) for _, w, _ in rows), default=0.0) + symbol + points + 2 * GAP
    longest = max((len(lst) for lst in lists.words), default=0)
    total = max((canvas.advance(t) for t in lists.totals), default=0.0)
    best: tuple[float, float, float, int] | None = None
    chosen: Columns | None = None
    for down, largest, subs in itertools.product((1, 2) if players >= 5 else (1,), NAME_SIZES, SUB_COLUMNS):
        across = math.ceil(players / down)
        width = (right - left - COLUMN_GAP * (across - 1)) / across
        height = (bottom - top - ROW_GAP * (down - 1)) / down
        name_size, lines = name_lines(
            canvas, lists.names, width - 2 * PADDING - total * largest - 1.5, largest
        )
        header = name_size * LINE * max(len(each) for each in lines) + 1.5
        sub_width = (width - 2 * PADDING) / subs
        by_width = sub_width / widest if widest > 0 else name_size
        per_sub = math.ceil(longest / subs)
        by_height = (height - header - 1) / (LINE * per_sub) if per_sub else name_size
        size = canvas.whole_pixels(min(name_size, by_width, max(by_height, SMALLEST)))
        shown = min(1.0, by_height / size) if size > 0 else 0.0  # the share of the lists in sight
        score = (size, shown, name_size, -down)
        if best is None or score > best:
            best = score
            chosen = Columns(
                across, width, height, name_size, lines, header, size, symbol * size, points * size, subs
            )
    assert chosen is not None
    return chosen
