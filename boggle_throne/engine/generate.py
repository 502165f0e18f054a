"""Generating boards with the quality filter (docs/rules.md §1): re-roll until the organiser's bounds are met.

Every roll continues one seeded sequence, so (dice set, seed, bounds) always gives the same board
after the same number of rolls.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from boggle_throne.engine.board import Board
from boggle_throne.engine.dice import DiceSet
from boggle_throne.engine.dictionary import Dictionary
from boggle_throne.engine.errors import QualityBoundsError
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.solver import FoundWord, WordRules, solve
from boggle_throne.i18n import _

DEFAULT_MAX_ROLLS = 1000


@dataclass(frozen=True, slots=True)
class QualityBounds:
    """What an organiser asks of a generated board; `None` leaves a bound open."""

    min_words: int | None = None
    max_words: int | None = None
    min_vowel_share: float | None = None
    min_longest: int | None = None
    max_rolls: int = DEFAULT_MAX_ROLLS

    def check(self) -> None:
        """Refuse bounds that no board can meet, before rolling at all."""
        if self.min_words is not None and self.max_words is not None and self.min_words > self.max_words:
            raise QualityBoundsError(
                _("at least {low} and at most {high} words cannot both hold").format(
                    low=self.min_words, high=self.max_words
                )
            )
        if self.min_vowel_share is not None and not 0 <= self.min_vowel_share <= 1:
            raise QualityBoundsError(
                _("the vowel share is a fraction from 0 to 1, not {value}").format(value=self.min_vowel_share)
            )
        if self.max_rolls < 1:
            raise QualityBoundsError(_("the roll cap must be at least 1"))

    def for_dice(self, dice: DiceSet) -> QualityBounds:
        """These bounds with the dice set's own vowel bound where the organiser set none."""
        if self.min_vowel_share is not None or dice.min_vowel_share is None:
            return self
        return replace(self, min_vowel_share=dice.min_vowel_share)

    def failures(self, board: Board, words: dict[str, FoundWord]) -> list[str]:
        """The bounds this board misses, in words (empty when it passes)."""
        missed = []
        if self.min_words is not None and len(words) < self.min_words:
            missed.append(_("{count} words < {low}").format(count=len(words), low=self.min_words))
        if self.max_words is not None and len(words) > self.max_words:
            missed.append(_("{count} words > {high}").format(count=len(words), high=self.max_words))
        if self.min_vowel_share is not None and board.vowel_share() < self.min_vowel_share:
            missed.append(
                _("vowel share {share:.2f} < {low}").format(
                    share=board.vowel_share(), low=self.min_vowel_share
                )
            )
        longest = max((word.length for word in words.values()), default=0)
        if self.min_longest is not None and longest < self.min_longest:
            missed.append(
                _("longest word {longest} < {low} letters").format(longest=longest, low=self.min_longest)
            )
        return missed


@dataclass(frozen=True, slots=True)
class GeneratedBoard:
    """A board that met the bounds, how to roll it again, and its words."""

    board: Board
    dice_set: str
    seed: int
    rolls: int
    words: dict[str, FoundWord]


def generate_board(
    dice: DiceSet, seed: int, bounds: QualityBounds, dictionary: Dictionary, rules: WordRules
) -> GeneratedBoard:
    """Roll from `seed` until a board meets `bounds` (with the dice set's own vowel bound where they set
    none); `QualityBoundsError` after `max_rolls` tries."""
    bounds = bounds.for_dice(dice)
    bounds.check()
    rng = SeededRandom(seed)
    last_missed: list[str] = []
    for roll in range(1, bounds.max_rolls + 1):
        board = dice.roll_with(rng)
        words = solve(board, dictionary, rules)
        last_missed = bounds.failures(board, words)
        if not last_missed:
            return GeneratedBoard(board, dice.name, seed, roll, words)
    raise QualityBoundsError(
        _(
            "no board from {dice} met the bounds in {rolls} rolls (the last missed: {missed}); "
            "widen the bounds or raise the roll cap"
        ).format(dice=dice.name, rolls=bounds.max_rolls, missed="; ".join(last_missed))
    )
