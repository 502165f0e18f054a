from __future__ import annotations

import pytest

from boggle_throne.engine.dice import dice_set
from boggle_throne.engine.dictionary import bundled_dictionary
from boggle_throne.engine.errors import QualityBoundsError
from boggle_throne.engine.generate import QualityBounds, generate_board
from boggle_throne.engine.rng import SeededRandom
from boggle_throne.engine.solver import WordRules

RULES = WordRules(min_length=3)


def test_the_filter_rerolls_until_the_bounds_hold_and_says_how_often() -> None:
    dice = dice_set("4x4-new")
    bounds = QualityBounds(min_words=150, min_vowel_share=0.375, min_longest=7)
    generated = generate_board(dice, 11, bounds, bundled_dictionary(), RULES)
    assert len(generated.words) >= 150
    assert generated.board.vowel_share() >= 0.375
    assert max(w.length for w in generated.words.values()) >= 7
    assert generated.rolls > 1
    again = generate_board(dice, 11, bounds, bundled_dictionary(), RULES)
    assert (again.board, again.rolls) == (generated.board, generated.rolls)


def test_without_bounds_the_first_roll_is_the_seeds_board() -> None:
    dice = dice_set("5x5-big")
    generated = generate_board(dice, 5, QualityBounds(), bundled_dictionary(), WordRules(min_length=4))
    assert generated.rolls == 1 and generated.board == dice.roll_with(SeededRandom(5))


def test_bounds_that_cannot_be_met_fail_clearly() -> None:
    with pytest.raises(QualityBoundsError, match="in 30 rolls"):
        generate_board(
            dice_set("4x4-new"), 1, QualityBounds(min_words=5000, max_rolls=30), bundled_dictionary(), RULES
        )
    with pytest.raises(QualityBoundsError, match="cannot both hold"):
        generate_board(
            dice_set("4x4-new"), 1, QualityBounds(min_words=10, max_words=5), bundled_dictionary(), RULES
        )
