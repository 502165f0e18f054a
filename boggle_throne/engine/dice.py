"""Dice sets: data files under `resources/dice/`, and the seeded roll of a board from a set.

A die is written as its six faces run together: an upper-case letter starts a face, a following
lower-case letter joins it (`ABJMOQu` is A B J M O Qu; `AnErHeInQuTh` is six two-letter faces);
`#` is a blank face.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from boggle_throne.engine.board import MAX_SIZE, MIN_SIZE, Board
from boggle_throne.engine.errors import DiceSetFormatError, UnknownDiceSetError, quoted
from boggle_throne.engine.resources import resources_dir
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.i18n import _

FACES_PER_DIE = 6
_DIE = re.compile(r"(?:[A-Z][a-z]?|#){6}")
_FACE = re.compile(r"[A-Z][a-z]?|#")

Die = tuple[str, ...]
"""The six faces of one die, as canonical cell texts."""


@dataclass(frozen=True, slots=True)
class DiceSet:
    """A named set of size×size dice with the default minimum word length for that size."""

    name: str
    title: str
    size: int
    min_length: int
    dice: tuple[Die, ...]
    source: str = ""
    language: str = "en"
    """The language the letters suit, as a language code (`nl`; `mul` for several)."""
    min_vowel_share: float | None = None
    """The set's own quality bound, used when the organiser sets none: a language's share of vowels
    differs, and so does the share below which a board plays badly."""

    def roll_with(self, rng: SeededRandom) -> Board:
        """Each die to a random cell, a random face up, drawn from `rng`: the same seed always gives
        the same board, and successive rolls continue one recorded sequence."""
        dice = list(self.dice)
        rng.shuffle(dice)
        return Board(tuple(die[rng.below(FACES_PER_DIE)] for die in dice))


def parse_die(text: str) -> Die:
    """Read one die's six faces; raise `DiceSetFormatError` if it does not have exactly six."""
    if not _DIE.fullmatch(text):
        raise DiceSetFormatError(
            _("die {die} must be six faces: A–Z, a two-letter face such as Qu, or #").format(die=quoted(text))
        )
    return tuple("" if face == "#" else face.lower() for face in _FACE.findall(text))


def load_dice_set(path: Path) -> DiceSet:
    """Read one dice set file (TOML: name, title, size, min_length, dice, source, language,
    min_vowel_share)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        dice = tuple(parse_die(die) for die in data["dice"])
        dice_set = DiceSet(
            name=str(data["name"]),
            title=str(data["title"]),
            size=int(data["size"]),
            min_length=int(data["min_length"]),
            dice=dice,
            source=str(data.get("source", "")),
            language=str(data.get("language", "en")),
            min_vowel_share=_share(data.get("min_vowel_share")),
        )
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as error:
        raise DiceSetFormatError(
            _("dice set file {file}: {error}").format(file=path.name, error=error)
        ) from error
    if not MIN_SIZE <= dice_set.size <= MAX_SIZE or len(dice) != dice_set.size**2:
        raise DiceSetFormatError(
            _("dice set file {file}: size {size} needs {needed} dice, has {count}").format(
                file=path.name, size=dice_set.size, needed=dice_set.size**2, count=len(dice)
            )
        )
    return dice_set


def _share(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ValueError(
            _("min_vowel_share is a fraction from 0 to 1, not {value}").format(value=repr(value))
        )
    return float(value)


@cache
def dice_sets() -> dict[str, DiceSet]:
    """Every bundled dice set by name."""
    found = (load_dice_set(path) for path in sorted((resources_dir() / "dice").glob("*.toml")))
    return {dice_set.name: dice_set for dice_set in found}


def dice_set(name: str) -> DiceSet:
    """The bundled dice set of that name; `UnknownDiceSetError` lists the known ones."""
    try:
        return dice_sets()[name]
    except KeyError:
        known = ", ".join(dice_sets())
        raise UnknownDiceSetError(
            _("unknown dice set {name}; known sets: {known}").format(name=quoted(name), known=known)
        ) from None
