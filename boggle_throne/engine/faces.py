"""Cell texts: what one die face shows — a letter, a two-letter face such as Qu or Th, or a blank.

A cell text is kept in canonical form as lower-case letters (`"a"`, `"qu"`, `"th"`) and the empty
string for a blank face, which no word can use.

Faces and words are spelled with the letters a–z in every language (docs/rules.md §1): an accent,
an umlaut or a tilde is dropped (`é`, `ä` and `ñ` are played as E, A and N), the ligatures are
their letters (`ß` is SS, `œ` OE, `æ` AE, the Dutch `ĳ` IJ), so "café" typed as "cafe" or as
"café" is the same word, on a board of any language's dice.
"""

from __future__ import annotations

import unicodedata
from typing import Final

BLANK: Final = ""
QU: Final = "qu"
VOWELS: Final = frozenset("aeiou")
_LIGATURES: Final = str.maketrans({"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE"})


def strip_accents(text: str) -> str:
    """The text with its accents, umlauts and tildes dropped (NFKD without combining marks), so that
    `É` is `E`; compatibility characters become their letters (`ĳ` is `ij`)."""
    if text.isascii():  # NFKD leaves ASCII as it is
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold_letters(text: str) -> str:
    """A word's letters as a board spells them: accents dropped and ligatures written out."""
    return strip_accents(text.translate(_LIGATURES))


def display(cell: str) -> str:
    """How a cell reads on screen and paper: `A`, `Qu`, `Th`, or `#` for a blank."""
    return cell.capitalize() if cell else "#"


def notation(cell: str) -> str:
    """How a cell is written in the board notation: `A`, `Qu`, `[Th]`, `#`."""
    if cell == QU or len(cell) <= 1:
        return display(cell)
    return f"[{display(cell)}]"
