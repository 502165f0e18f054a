"""The board: an immutable square grid of cell texts, 3×3 to 6×6, and its human notation.

Notation: rows separated by `/` or white space; a letter per cell; `Q` or `QU` for the Qu face; a
two-letter face in brackets (`[Th]`); `#` for a blank. A board written without separators is read
when its cell count is a square (`PERSLATGSINETERS`). A letter typed with an accent is its plain
letter (`É` is E), as in words.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from functools import cache
from math import isqrt

from boggle_throne.engine import faces
from boggle_throne.engine.errors import BoardFormatError, quoted
from boggle_throne.i18n import _, pgettext

MIN_SIZE = 3
MAX_SIZE = 6
LONGEST_WORD = 2 * MAX_SIZE * MAX_SIZE
"""No word on a board is longer: every cell of the largest board, each a two-letter face."""
MAX_NOTATION = 256
"""No board is written longer: 36 bracketed faces and their row separators take 149 characters."""
Position = tuple[int, int]
"""A cell's (row, column), both counted from 0 at the top left."""

_TOKEN = re.compile(r"\[(?P<bracket>[^\]]*)\]|(?P<qu>QU?)|(?P<letter>[A-Z])|(?P<blank>#)|(?P<bad>.)", re.I)
_ROW_SEPARATOR = re.compile(r"[\s/]+")


@cache
def neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """For each cell index of a size×size board, the indices of its up to eight neighbours."""
    result = []
    for index in range(size * size):
        row, col = divmod(index, size)
        result.append(
            tuple(
                r * size + c
                for r in range(max(0, row - 1), min(size, row + 2))
                for c in range(max(0, col - 1), min(size, col + 2))
                if (r, c) != (row, col)
            )
        )
    return tuple(result)


@dataclass(frozen=True, slots=True)
class Board:
    """A square board of cell texts in canonical form (see `faces`), row by row."""

    cells: tuple[str, ...]

    def __post_init__(self) -> None:
        size = isqrt(len(self.cells))
        if size * size != len(self.cells) or not MIN_SIZE <= size <= MAX_SIZE:
            raise BoardFormatError(
                _("a board is square, {low}×{low} to {high}×{high}; got {count} cells").format(
                    low=MIN_SIZE, high=MAX_SIZE, count=len(self.cells)
                )
            )
        for cell in self.cells:
            if not (cell == faces.BLANK or (cell.isascii() and cell.isalpha() and cell.islower())):
                raise BoardFormatError(
                    _("{cell} is not a cell text (lower-case letters, or '' for blank)").format(
                        cell=quoted(cell)
                    )
                )

    @classmethod
    def parse(cls, text: str) -> Board:
        """Read the human notation; raise `BoardFormatError` naming what is wrong. A text far longer
        than any board is refused before it is read."""
        if len(text) > MAX_NOTATION:
            raise BoardFormatError(
                _("{text} is far too long for a board of at most {high}×{high} faces").format(
                    text=quoted(text), high=MAX_SIZE
                )
            )
        rows = [row for row in _ROW_SEPARATOR.split(faces.strip_accents(text).strip()) if row]
        if not rows:
            raise BoardFormatError(_("the board is empty"))
        if len(rows) == 1:
            return cls(_read_unseparated(rows[0]))
        if not MIN_SIZE <= len(rows) <= MAX_SIZE:
            raise BoardFormatError(
                _("a board has {low} to {high} rows; got {count} in {text}").format(
                    low=MIN_SIZE, high=MAX_SIZE, count=len(rows), text=quoted(text)
                )
            )
        tokens = [_tokens(row, _row(number)) for number, row in enumerate(rows, start=1)]
        _check_square(rows, tokens)
        cells: list[str] = []
        for number, (row, row_tokens) in enumerate(zip(rows, tokens, strict=True), start=1):
            fitting = _fitting(row_tokens, (len(rows),))
            need = _("needs {count} cells").format(count=len(rows))
            cells.extend(_only_reading(fitting, row, _row(number), need))
        return cls(tuple(cells))

    @property
    def size(self) -> int:
        """The number of rows (and of columns)."""
        return isqrt(len(self.cells))

    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """For each cell index, the indices of its neighbours."""
        return neighbours(self.size)

    def position(self, index: int) -> Position:
        """The (row, column) of a cell index."""
        return divmod(index, self.size)

    def rows(self) -> Iterator[tuple[str, ...]]:
        """The cell texts row by row."""
        for start in range(0, len(self.cells), self.size):
            yield self.cells[start : start + self.size]

    def notation(self) -> str:
        """The board in the human notation, rows separated by `/`; `Board.parse` reads it back."""
        return "/".join("".join(faces.notation(cell) for cell in row) for row in self.rows())

    def vowel_share(self) -> float:
        """The share of cells whose face starts with a vowel (`Qu` does not; `Er` does; a blank none)."""
        return sum(cell[:1] in faces.VOWELS for cell in self.cells) / len(self.cells)

    def __str__(self) -> str:
        return self.notation()


def _canonical(cell: str) -> str:
    text = cell.strip().lower()
    if text in ("#", faces.BLANK):
        return faces.BLANK
    if text == "q":
        return faces.QU
    if not (text.isascii() and text.isalpha() and len(text) <= 2):
        raise BoardFormatError(
            _("{cell} is not a face (a letter, a two-letter face such as Qu, or # for blank)").format(
                cell=quoted(cell)
            )
        )
    return text


Token = tuple[tuple[str, ...], ...]
"""One token of a row as its possible readings, each a run of cells."""


def _tokens(text: str, where: str) -> list[Token]:
    """Each token's readings: `QU` reads as the Qu face, or as the Qu face and then a U."""
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        if match["bad"] is not None:
            raise BoardFormatError(
                _("{where}: {bad} is not a letter, a [two-letter face] or # for blank").format(
                    where=where, bad=repr(match["bad"])
                )
            )
        if match["bracket"] is not None:
            if not match["bracket"]:
                raise BoardFormatError(_("{where}: empty brackets []").format(where=where))
            tokens.append(((_canonical(match["bracket"]),),))
        elif match["qu"] is not None:
            tokens.append(((faces.QU,),) if len(match["qu"]) == 1 else ((faces.QU,), (faces.QU, "u")))
        elif match["blank"] is not None:
            tokens.append(((faces.BLANK,),))
        else:
            tokens.append(((match["letter"].lower(),),))
    return tokens


def _cell_counts(tokens: list[Token]) -> range:
    """How many cells a row of these tokens can read as: one per token, plus one per `QU` read as two."""
    return range(len(tokens), sum(max(map(len, token)) for token in tokens) + 1)


def _fitting(tokens: list[Token], counts: Collection[int]) -> list[tuple[str, ...]]:
    """The readings whose number of cells is one of `counts`, at most two of each: enough to tell one
    from ambiguous. They are built count by count, so a run of n `QU` takes n steps, not 2ⁿ readings."""
    limit = max(counts)
    partial: dict[int, list[tuple[str, ...]]] = {0: [()]}
    for token in tokens:
        grown: dict[int, list[tuple[str, ...]]] = {}
        for count, readings in partial.items():
            for cells in token:
                if count + len(cells) > limit:
                    continue
                bucket = grown.setdefault(count + len(cells), [])
                for reading in readings:
                    if len(bucket) < 2 and reading + cells not in bucket:
                        bucket.append(reading + cells)
        partial = grown
    return [reading for count in counts for reading in partial.get(count, ())]


def _squares() -> str:
    """The board shapes, `3×3, 4×4, 5×5 or 6×6`."""
    return _("{first} or {last}").format(
        first=", ".join(f"{n}×{n}" for n in range(MIN_SIZE, MAX_SIZE)), last=f"{MAX_SIZE}×{MAX_SIZE}"
    )


def _row(number: int) -> str:
    """Where a fault of a board is, as its message names it: `row 2`."""
    return _("row {number}").format(number=number)


def _check_square(rows: list[str], tokens: list[list[Token]]) -> None:
    """Name the shape of a board whose rows are not as long as the board is high: `PERS/LATG/SINE`
    is three rows of four letters, not a row that "needs 3 cells"."""
    widths = [_cell_counts(row_tokens) for row_tokens in tokens]
    if all(len(rows) in fitting for fitting in widths):
        return
    shared = range(max(w.start for w in widths), min(w.stop for w in widths))
    if shared:
        raise BoardFormatError(
            _("{rows} rows of {letters} letters; a board is square ({squares})").format(
                rows=len(rows), letters=shared.start, squares=_squares()
            )
        )
    number, fitting = next((n, w) for n, w in enumerate(widths, start=1) if len(rows) not in w)
    raise BoardFormatError(
        _(
            "row {number} {row} has {letters} letters, but the board has {rows} rows; "
            "a board is square ({squares})"
        ).format(
            number=number,
            row=quoted(rows[number - 1]),
            letters=fitting.start,
            rows=len(rows),
            squares=_squares(),
        )
    )


def _read_unseparated(text: str) -> tuple[str, ...]:
    squares = [n * n for n in range(MIN_SIZE, MAX_SIZE + 1)]
    where = pgettext("where in a board", "board")
    fitting = _fitting(_tokens(text, where), squares)
    return _only_reading(fitting, text, where, _("needs 9, 16, 25 or 36 cells (or rows separated by /)"))


def _only_reading(fitting: list[tuple[str, ...]], text: str, where: str, need: str) -> tuple[str, ...]:
    if len(fitting) == 1:
        return fitting[0]
    if not fitting:
        raise BoardFormatError(_("{where} {text} {need}").format(where=where, text=quoted(text), need=need))
    raise BoardFormatError(
        _("{where} {text} is ambiguous: write the Qu face as [Qu] and a lone U as U").format(
            where=where, text=quoted(text)
        )
    )
