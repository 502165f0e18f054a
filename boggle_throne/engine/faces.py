"""Cell texts: what one die face shows — a letter, a two-letter face such as Qu or Th, or a blank.

A cell text is kept in canonical form as lower-case letters (`"a"`, `"qu"`, `"th"`) and the empty
string for a blank face, which no word can use.
"""

from __future__ import annotations

from typing import Final

BLANK: Final = ""
QU: Final = "qu"
TWO_LETTER_FACES: Final = frozenset({"qu", "an", "er", "he", "in", "th"})
VOWELS: Final = frozenset("aeiou")


def display(cell: str) -> str:
    """How a cell reads on screen and paper: `A`, `Qu`, `Th`, or `#` for a blank."""
    return cell.capitalize() if cell else "#"


def notation(cell: str) -> str:
    """How a cell is written in the board notation: `A`, `Qu`, `[Th]`, `#`."""
    if cell == QU or len(cell) <= 1:
        return display(cell)
    return f"[{display(cell)}]"


def is_vowel_cell(cell: str) -> bool:
    """A cell whose face starts with a vowel (`Qu` does not; `Er` does), for the quality filter."""
    return bool(cell) and cell[0] in VOWELS
